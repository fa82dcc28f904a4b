/// A custom symbol read from an SVG file (`"image": { "symbolFile": … }`): a plain SVG (one
/// path or several, filled or stroked), or a template as the SF Symbols app exports it, with a
/// group a variant (`Ultralight-S`, `Regular-M`, `Black-L` …) and `Guides` giving each scale's
/// baseline and cap line and each variant's margins.
package struct CustomSymbol: Sendable, Equatable {
  /// One weight and scale of a template, or the whole of a plain SVG.
  package struct Variant: Sendable, Equatable {
    package var weight: FontWeight
    package var scale: SymbolScale
    /// The shapes in the document's units.
    package var shapes: [SymbolOutline.Shape]
    /// The left and right margins (`left-margin-Regular-M` …), when the guides give them.
    package var margins: (left: Double, right: Double)?

    package static func == (a: Variant, b: Variant) -> Bool {
      a.weight == b.weight && a.scale == b.scale && a.shapes == b.shapes && a.margins?.left == b.margins?.left
        && a.margins?.right == b.margins?.right
    }
  }

  /// The baseline and cap line of one scale's row (`Baseline-M`, `Capline-M`), in the document's units.
  package struct Guide: Sendable, Equatable {
    package var baseline: Double
    package var capline: Double
  }

  /// A template's variants; empty for a plain SVG, drawn from `plain`.
  package var variants: [Variant]
  /// The guides by scale; empty when the file has none.
  package var guides: [SymbolScale: Guide]
  /// A plain SVG's outline, on its own viewBox.
  package var plain: SymbolOutline?

  /// SF Pro's cap height per point of size: a template's cap line stands this far above its
  /// baseline at the template's point size (70.459 units at 100 points).
  package static let capHeightPerPoint = 0.70459

  /// Reads an SVG: a template when it has a variant group (`Regular-M` …), otherwise plain.
  /// Refuses an SVG whose drawing is out of range once fitted to the 24-unit grid (a viewBox
  /// or guides so small that its coordinates overflow).
  package init(svg: String) throws(SymbolOutline.ParseError) {
    let document = try SVGDocument(svg)
    let enclosures = Self.enclosures(document.ids)
    var variants: [String: Variant] = [:]
    var order: [String] = []
    var guides: [SymbolScale: (baseline: Double?, capline: Double?)] = [:]
    var margins: [String: (left: Double?, right: Double?)] = [:]
    for element in document.elements {
      let around = element.enclosingID.map { enclosures[$0] } ?? Enclosure()
      if around.inGuides || element.id == "Guides", let id = element.id, case .move(let x, let y)? = element.ops.first {
        if let scale = Self.scale(after: "Baseline-", in: id) { guides[scale, default: (nil, nil)].baseline = y }
        if let scale = Self.scale(after: "Capline-", in: id) { guides[scale, default: (nil, nil)].capline = y }
        if id.hasPrefix("left-margin-") { margins[String(id.dropFirst(12)), default: (nil, nil)].left = x }
        if id.hasPrefix("right-margin-") { margins[String(id.dropFirst(13)), default: (nil, nil)].right = x }
        continue
      }
      guard let shape = element.shape else { continue }
      guard let group = around.variant, let (weight, scale) = Self.variantKey(group) else { continue }
      if variants[group] == nil {
        order.append(group)
        variants[group] = Variant(weight: weight, scale: scale, shapes: [])
      }
      variants[group]!.shapes.append(shape)
    }
    if variants.isEmpty {
      // A plain SVG: everything drawn, except a template's notes and guides.
      let shapes = document.elements.filter { element in
        let around = element.enclosingID.map { enclosures[$0] } ?? Enclosure()
        return !around.inNotes && !around.inGuides
      }.compactMap(\.shape)
      guard !shapes.isEmpty else { throw .noShapes }
      self.variants = []
      self.guides = [:]
      self.plain = SymbolOutline(shapes: shapes, viewBox: document.viewBox)
    } else {
      self.variants = order.map { key in
        var v = variants[key]!
        if let m = margins[key], let l = m.left, let r = m.right, r > l { v.margins = (l, r) }
        return v
      }
      self.guides = guides.compactMapValues { g in
        guard let b = g.baseline, let c = g.capline, b > c else { return nil }
        return Guide(baseline: b, capline: c)
      }
      self.plain = nil
    }
    try checkFitted()
  }

  /// What an element inside the element with an id is inside: the template's guides or notes,
  /// and its innermost variant group (`Regular-M` …).
  private struct Enclosure {
    var inGuides = false
    var inNotes = false
    var variant: String?
  }

  /// The enclosure of each of `ids` (`SVGDocument.ids`), from its parent's, in one pass.
  private static func enclosures(_ ids: [(id: String, parent: Int?)]) -> [Enclosure] {
    var out: [Enclosure] = []
    out.reserveCapacity(ids.count)
    for (id, parent) in ids {
      var e = parent.map { out[$0] } ?? Enclosure()
      if id == "Guides" { e.inGuides = true }
      if id == "Notes" { e.inNotes = true }
      if variantKey(id) != nil { e.variant = id }
      out.append(e)
    }
    return out
  }

  /// The most path segments one drawing of a custom symbol (the plain SVG, or one variant of a
  /// template) may have. Lucide's busiest symbol has about 50, GNOME's symbolic icons at most a
  /// few hundred. Stroking a drawing takes time growing faster than its segments (each crosses
  /// the others' rows): 10,000 long random strokes take about a second at 40 points.
  package static let maximumDrawingSegments = 10_000

  /// Throws unless every drawing of the symbol on the 24-unit grid (the plain SVG's, or each
  /// variant's) has at most `maximumDrawingSegments` segments, and finite coordinates and
  /// stroke widths.
  private func checkFitted() throws(SymbolOutline.ParseError) {
    guard segments <= Self.maximumDrawingSegments else {
      throw .drawingTooComplex(segments: segments, limit: Self.maximumDrawingSegments)
    }
    let drawings =
      plain != nil
      ? [outline(weight: .regular, scale: .medium)]
      : variants.map {
        outline(weight: $0.weight, scale: $0.scale)
      }
    for drawing in drawings {
      for shape in drawing.shapes where !shape.strokeWidth.isFinite || !shape.ops.allSatisfy(\.isFinite) {
        let box =
          plain.map { "its viewBox \($0.viewBox.0) \($0.viewBox.1) \($0.viewBox.2) \($0.viewBox.3)" } ?? "its guides"
        throw .outOfRange("the symbol's coordinates are out of range once \(box) scales it to the 24-unit symbol grid")
      }
    }
  }

  /// The path segments of the symbol's largest drawing: the plain SVG's, or its largest
  /// variant's. Each image of the symbol strokes them again (`SymbolLibrary` bounds them in
  /// all for a document).
  package var segments: Int {
    let count = { (shapes: [SymbolOutline.Shape]) in shapes.reduce(0) { $0 + $1.ops.count } }
    return plain.map { count($0.shapes) } ?? variants.map { count($0.shapes) }.max() ?? 0
  }

  package static func == (a: CustomSymbol, b: CustomSymbol) -> Bool {
    a.variants == b.variants && a.guides == b.guides && a.plain == b.plain
  }

  /// The template's variant nearest `weight` (first) and `scale`, ties going to Regular and
  /// medium; nil for a plain SVG.
  package func variant(weight: FontWeight, scale: SymbolScale) -> Variant? {
    let weights = FontWeight.allCases
    let scales = SymbolScale.allCases
    func distance(_ v: Variant) -> (Int, Int, Int, Int) {
      let w = abs((weights.firstIndex(of: v.weight) ?? 0) - (weights.firstIndex(of: weight) ?? 0))
      let s = abs((scales.firstIndex(of: v.scale) ?? 0) - (scales.firstIndex(of: scale) ?? 0))
      return (w, s, v.weight == .regular ? 0 : 1, v.scale == .medium ? 0 : 1)
    }
    return variants.min { distance($0) < distance($1) }
  }

  /// The symbol as drawn for `weight` and `scale` on the symbols' 24-unit grid (24 units span
  /// the em, the em is 24/17 of the text size and includes `scale`'s factor), centred on
  /// (12, 12). A template's variant is sized by its guides like a system symbol (its cap line
  /// at the cap height of the text the em stands for), centred between its margins; a plain
  /// SVG's viewBox spans the grid, as Lucide's does. Stroke widths are in grid units.
  package func outline(weight: FontWeight, scale: SymbolScale) -> SymbolOutline {
    if let plain { return plain.fitted() }
    guard let v = variant(weight: weight, scale: scale) else { return SymbolOutline(shapes: []) }
    var b = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
    for s in v.shapes {
      let c = s.bounds
      b = (min(b.0, c.0), min(b.1, c.1), max(b.2, c.2), max(b.3, c.3))
    }
    guard b.0 <= b.2, b.1 <= b.3 else { return SymbolOutline(shapes: []) }
    // Grid units per document unit.
    let k: Double
    if let g = guides[v.scale] ?? guides[.medium] ?? guides.values.first {
      // The template's point size from its guides; the text size the em stands for is 17/24
      // of it without the scale's factor, which a variant of another scale than asked makes up.
      let templatePointSize = (g.baseline - g.capline) / Self.capHeightPerPoint
      k = 17 / (templatePointSize * v.scale.symbolFactor)
    } else {
      // No guides: the ink is 20 units tall or wide, as Lucide's symbols mostly are.
      k = 20 / max(b.2 - b.0, b.3 - b.1, 0.001)
    }
    let cx = v.margins.map { ($0.left + $0.right) / 2 } ?? (b.0 + b.2) / 2
    let cy = (b.1 + b.3) / 2
    let t = SVGDocument.Affine(a: k, d: k, e: 12 - cx * k, f: 12 - cy * k)
    let shapes = v.shapes.map { s in
      var s = s
      s.ops = s.ops.map(t.apply)
      s.strokeWidth *= k
      return s
    }
    return SymbolOutline(shapes: shapes)
  }

  /// `Regular-M` → (regular, medium); nil for another id.
  static func variantKey(_ id: String) -> (FontWeight, SymbolScale)? {
    let parts = id.split(separator: "-")
    guard parts.count == 2, let scale = scaleLetter(parts[1]) else { return nil }
    let name = parts[0].lowercased()
    guard let weight = FontWeight.allCases.first(where: { $0.rawValue.lowercased() == name }) else { return nil }
    return (weight, scale)
  }

  private static func scale(after prefix: String, in id: String) -> SymbolScale? {
    guard id.hasPrefix(prefix) else { return nil }
    return scaleLetter(id.dropFirst(prefix.count))
  }

  private static func scaleLetter(_ s: Substring) -> SymbolScale? {
    switch s {
    case "S": .small
    case "M": .medium
    case "L": .large
    default: nil
    }
  }
}
