import VellumModel

extension RenderTree {
  /// Turns every symbol node into its drawing (`SymbolDrawing`): the painter is never given a
  /// symbol to interpret. Outlines come from `resources`.
  package mutating func resolveSymbols(_ resources: any LayoutResources) {
    for i in nodes.indices {
      guard case .symbol(let s) = nodes[i].paint else { continue }
      nodes[i].kind = .symbolDrawing(SymbolResolver.drawing(s, resources: resources))
    }
  }
}

/// How a symbol is drawn: strokes with round caps and joins at the weight's width; a `.fill`
/// form from its set's designed fill (Phosphor's), or for a Lucide outline filled with its inner
/// details knocked out as `FillGuess` guesses; enclosures, slashes and badges composed.
enum SymbolResolver {
  /// The layers of `s`, its outline read through `resources`.
  static func drawing(_ s: Symbol, resources: any LayoutResources) -> SymbolDrawing {
    let filled = s.recipe.isFilled && s.recipe.usesDesignedFill
    switch resources.symbolOutline(s.recipe.base, filled: filled, weight: s.weight, scale: s.scale) {
    case .success(let outline): return SymbolDrawing(symbol: s, layers: layers(s, outline))
    case .failure(let failure): return SymbolDrawing(symbol: s, layers: [], failure: failure)
    }
  }

  static func layers(_ s: Symbol, _ outline: SymbolOutline?) -> [SymbolLayer] {
    let recipe = s.recipe
    let w = s.weight.symbolStrokeWidth
    let colors = SymbolColors(s)
    var r = SymbolRecorder()
    if case .file = recipe.base, let outline {
      for shape in outline.shapes {
        r.color = colors.layer(shape.layer)
        r.lineWidth = w * shape.strokeWidth / 2
        r.draw(.path(shape.ops), fill: shape.isSolid, stroke: shape.isStroked, evenOdd: shape.isEvenOdd)
      }
      return r.layers
    }
    switch recipe.enclosure {
    case .none:
      r.color = colors.primary
      drawBase(&r, recipe, outline, width: w, knockColor: nil, weight: s.weight)
    case .circle, .square:
      let inner = recipe.cropsToEnclosure ? 1 : recipe.enclosure == .circle ? 0.56 : 0.6
      if recipe.isEnclosureFilled {
        r.color = colors.secondary
        r.draw(enclosure(recipe.enclosure, grow: w / 2), fill: true, stroke: false)
        r.save()
        r.scaleAboutCentre(inner)
        // Knock the base out of the enclosure; its inner details keep the enclosure's colour.
        r.clears = true
        drawBase(&r, recipe, outline, width: w / inner, knockColor: colors.secondary, weight: s.weight)
        r.clears = false
        // Hierarchical and palette draw the base in its own layer colour where monochrome (and
        // multicolor, which has no colours of its own for it) leaves the knock-out.
        if s.renderingMode == .hierarchical || s.renderingMode == .palette {
          r.color = colors.primary
          drawBase(&r, recipe, outline, width: w / inner, knockColor: nil, weight: s.weight)
        }
        r.restore()
      } else {
        r.color = colors.secondary
        r.lineWidth = w
        r.draw(enclosure(recipe.enclosure, grow: 0), fill: false, stroke: true)
        r.save()
        r.scaleAboutCentre(inner)
        r.color = colors.primary
        drawBase(&r, recipe, outline, width: w / inner, knockColor: nil, weight: s.weight)
        r.restore()
      }
    }
    if recipe.hasSlash {
      // SF's slash runs from the top left to the bottom right with a gap cut on either side.
      let slash = SymbolLayer.Geometry.path([.move(2.5, 2.5), .line(21.5, 21.5)])
      r.clears = true
      r.lineWidth = w * 3
      r.draw(slash, fill: false, stroke: true)
      r.clears = false
      r.lineWidth = w
      r.color = colors.primary
      r.draw(slash, fill: false, stroke: true)
    }
    drawBadge(&r, recipe.badge, width: w, colors: colors)
    return r.layers
  }

  /// A circle of radius 10, or a rounded square 18 units wide, grown by `grow` on every side.
  static func enclosure(_ e: SymbolRecipe.Enclosure, grow: Double) -> SymbolLayer.Geometry {
    switch e {
    case .circle, .none: .circle(x: 12, y: 12, radius: 10 + grow)
    case .square:
      .path(SymbolOutline.rect(3 - grow, 3 - grow, 18 + 2 * grow, 18 + 2 * grow, 4.5 + grow, 4.5 + grow))
    }
  }

  static func drawBadge(_ r: inout SymbolRecorder, _ badge: SymbolRecipe.Badge, width w: Double, colors: SymbolColors) {
    guard badge != .none else { return }
    let (cx, cy, radius) = badge == .dot ? (19.0, 5.0, 4.0) : (18.5, 18.5, 4.5)
    r.clears = true
    r.draw(.circle(x: cx, y: cy, radius: radius + w * (badge == .dot ? 1.1 : 0.9)), fill: true, stroke: false)
    r.clears = false
    r.color = colors.badge(badge)
    let a = radius - w / 2
    let ops: [SymbolOutline.Op]
    switch badge {
    case .dot:
      r.draw(.circle(x: cx, y: cy, radius: radius), fill: true, stroke: false)
      return
    case .plus: ops = [.move(cx - a, cy), .line(cx + a, cy), .move(cx, cy - a), .line(cx, cy + a)]
    case .minus: ops = [.move(cx - a, cy), .line(cx + a, cy)]
    case .checkmark:
      ops = [.move(cx - a, cy + 0.1 * a), .line(cx - 0.3 * a, cy + 0.75 * a), .line(cx + a, cy - 0.7 * a)]
    case .xmark:
      let b = a * 0.8
      ops = [.move(cx - b, cy - b), .line(cx + b, cy + b), .move(cx + b, cy - b), .line(cx - b, cy + b)]
    case .none: return
    }
    r.lineWidth = w
    r.draw(.path(ops), fill: false, stroke: true)
  }

  /// Draws the base in the recorder's colour, or clearing when it clears; `knockColor` then
  /// paints what a filled base would have knocked out of itself.
  static func drawBase(
    _ r: inout SymbolRecorder, _ recipe: SymbolRecipe, _ outline: SymbolOutline?, width: Double, knockColor: Color?,
    weight: FontWeight
  ) {
    r.save()
    defer { r.restore() }
    if recipe.mirrored {
      r.steps += [.translate(24, 0), .scale(-1, 1)]
    }
    if recipe.quarterTurns % 4 != 0 {
      r.steps += [.translate(12, 12), .rotate(Double(recipe.quarterTurns) * .pi / 2), .translate(-12, -12)]
    }
    r.lineWidth = width
    guard let outline else {
      if case .text(let label) = recipe.base {
        // Digits and letters as SF Symbols set them: a weight heavier than the symbol's, and
        // smaller for two characters.
        let heavier = FontWeight.allCases[
          min(FontWeight.allCases.count - 1, (FontWeight.allCases.firstIndex(of: weight) ?? 3) + 1)]
        r.draw(.label(label, size: label.count > 1 ? 19.5 : 21.0, weight: heavier), fill: true, stroke: false)
      }
      return
    }
    let shapes = outline.shapes
    if recipe.usesDesignedFill {
      // A designed set (its regular strokes, or its fill): strokes at the weight's width; solid
      // parts (dots, the fill) as drawn, grown by a stroke at weights heavier than regular.
      let grow = width * (1 - FontWeight.regular.symbolStrokeWidth / weight.symbolStrokeWidth)
      for shape in shapes {
        if shape.isStroked {
          r.draw(.path(shape.ops), fill: shape.isSolid, stroke: true, evenOdd: shape.isEvenOdd)
        } else if grow > 0.001 {
          r.lineWidth = grow
          r.draw(.path(shape.ops), fill: true, stroke: true, evenOdd: shape.isEvenOdd)
          r.lineWidth = width
        } else {
          r.draw(.path(shape.ops), fill: true, stroke: false, evenOdd: shape.isEvenOdd)
        }
      }
      return
    }
    guard recipe.isFilled else {
      for shape in shapes { r.draw(.path(shape.ops), fill: shape.isSolid, stroke: true) }
      return
    }
    let parts = FillGuess(shapes)
    for i in shapes.indices where !parts.inner.contains(i) {
      r.draw(.path(shapes[i].ops), fill: parts.fills(i), stroke: true)
    }
    // An open stroke running into the body from outside it (rain under a cloud) is cut apart
    // from the body's fill by a gap, as SF Symbols separate their layers, instead of merging
    // into it.
    if !r.clears, !parts.crossing.isEmpty {
      r.clears = true
      // 1.6 units of paper either side (at the weight's scale).
      r.lineWidth = width + 3.2 * width / weight.symbolStrokeWidth
      for i in parts.crossing { r.draw(.path(shapes[i].ops), fill: false, stroke: true) }
      r.clears = false
      r.lineWidth = width
      for i in parts.crossing { r.draw(.path(shapes[i].ops), fill: false, stroke: true) }
    }
    guard !parts.inner.isEmpty else { return }
    let clears = r.clears
    let color = r.color
    if let knockColor {
      r.clears = false
      r.color = knockColor
    } else {
      r.clears = true
    }
    for i in parts.inner { r.draw(.path(shapes[i].ops), fill: parts.fills(i), stroke: true) }
    r.clears = clears
    r.color = color
  }
}

/// Records layers the way a Cairo context is driven: a colour (or clearing), a line width and
/// transform steps saved and restored around parts.
struct SymbolRecorder {
  var layers: [SymbolLayer] = []
  var steps: [SymbolLayer.Step] = []
  var color: Color = .clear
  var clears = false
  var lineWidth = 1.0
  private var saved: [(steps: [SymbolLayer.Step], color: Color, clears: Bool, lineWidth: Double)] = []

  mutating func save() { saved.append((steps, color, clears, lineWidth)) }
  mutating func restore() { (steps, color, clears, lineWidth) = saved.removeLast() }

  mutating func scaleAboutCentre(_ k: Double) {
    steps += [.translate(12, 12), .scale(k, k), .translate(-12, -12)]
  }

  mutating func draw(_ geometry: SymbolLayer.Geometry, fill: Bool, stroke: Bool, evenOdd: Bool = false) {
    layers.append(
      SymbolLayer(
        steps: steps, geometry: geometry, fills: fill, isEvenOdd: evenOdd, strokes: stroke, lineWidth: lineWidth,
        color: clears ? nil : color))
  }
}

/// A guess, for an outline with no designed fill, at which of its shapes make the `.fill`
/// form's body and which are inner details knocked out of it.
///
/// The body is the shape with the largest bounds; a shape within its bounds is an inner detail.
/// Closed shapes fill (and knock out) as areas; an open one as a stroke, unless it stands on a
/// horizontal chord (a door, a person's shoulders) or bulges like a head peeking out.
struct FillGuess {
  let shapes: [SymbolOutline.Shape]
  let bounds: [(Double, Double, Double, Double)]
  let body: Int
  let inner: [Int]
  /// Open strokes outside the body that run a good way into it (not just an end touching its
  /// edge, as a key's shaft meets its ring).
  private(set) var crossing: [Int] = []

  init(_ shapes: [SymbolOutline.Shape]) {
    self.shapes = shapes
    let bounds = shapes.map(\.bounds)
    self.bounds = bounds
    let areas = bounds.map { ($0.2 - $0.0) * ($0.3 - $0.1) }
    let body = areas.indices.max { areas[$0] < areas[$1] } ?? 0
    self.body = body
    let b = bounds[body]
    let inner = shapes.indices.filter { i in
      guard i != body else { return false }
      let c = bounds[i]
      let e = 0.01
      return c.0 >= b.0 - e && c.1 >= b.1 - e && c.2 <= b.2 + e && c.3 <= b.3 + e && areas[i] < areas[body]
    }
    self.inner = inner
    let fills = self.fills
    crossing = shapes.indices.filter { i in
      guard i != body, !inner.contains(i), !fills(i) else { return false }
      let samples = Self.samples(shapes[i].ops)
      let within = samples.filter { $0.0 > b.0 && $0.0 < b.2 && $0.1 > b.1 && $0.1 < b.3 }.count
      return !samples.isEmpty && Double(within) >= 0.2 * Double(samples.count)
    }
  }

  func fills(_ i: Int) -> Bool {
    let shape = shapes[i]
    if shape.isClosed || shape.isSolid || i == body { return true }
    // An open half-shape outside the body (a second figure's head peeking out behind the
    // first, a bell's clapper) fills as its chord closes it; a shallow arc (a sound wave)
    // stays a stroke.
    let isInner = inner.contains(i)
    if !isInner, Self.bulge(shape) >= 0.35 { return true }
    guard isInner, case .move(let x0, let y0) = shape.ops.first else { return false }
    let end: (Double, Double)? =
      switch shape.ops.last {
      case .line(let x, let y), .move(let x, let y): (x, y)
      case .curve(_, _, _, _, let x, let y): (x, y)
      default: nil
      }
    guard let end, abs(end.1 - y0) < 0.01, abs(end.0 - x0) > 0.01 else { return false }
    return abs(bounds[i].3 - y0) < 0.01
  }

  /// Points along path operations, eight a segment (control points stand in for a curve's).
  static func samples(_ ops: [SymbolOutline.Op]) -> [(Double, Double)] {
    var out: [(Double, Double)] = []
    var at = (0.0, 0.0)
    func run(to p: (Double, Double)) {
      for k in 1...8 {
        let t = Double(k) / 8
        out.append((at.0 + (p.0 - at.0) * t, at.1 + (p.1 - at.1) * t))
      }
      at = p
    }
    for op in ops {
      switch op {
      case .move(let x, let y): at = (x, y)
      case .line(let x, let y): run(to: (x, y))
      case .curve(let a, let b, let c, let d, let e, let f):
        let p0 = at
        for k in 1...8 {
          let t = Double(k) / 8
          let u = 1 - t
          out.append(
            (
              u * u * u * p0.0 + 3 * u * u * t * a + 3 * u * t * t * c + t * t * t * e,
              u * u * u * p0.1 + 3 * u * u * t * b + 3 * u * t * t * d + t * t * t * f
            ))
        }
        at = (e, f)
      case .close: break
      }
    }
    return out
  }

  /// How far an open one-piece curve bulges from the chord joining its ends, over the chord's
  /// length (its points and control points; 0.5 for a half circle, about 0.2 for a sound wave);
  /// 0 for one that runs on both sides of its chord (a crescent) or has straight legs.
  static func bulge(_ shape: SymbolOutline.Shape) -> Double {
    var points: [(Double, Double)] = []
    var moves = 0
    for op in shape.ops {
      switch op {
      case .move(let x, let y):
        moves += 1
        points.append((x, y))
      case .line: return 0  // legs (a finger's): closing its chord would not follow them
      case .curve(let a, let b, let c, let d, let e, let f): points += [(a, b), (c, d), (e, f)]
      case .close: return 0
      }
    }
    guard moves == 1, let p = points.first, let q = points.last else { return 0 }
    let (dx, dy) = (q.0 - p.0, q.1 - p.1)
    let chord = (dx * dx + dy * dy).squareRoot()
    guard chord > 0.5 else { return 0 }
    // Signed distances from the chord: a cap lies on one side of it (a crescent does not).
    let sides = points.map { (($0.0 - p.0) * dy - ($0.1 - p.1) * dx) / chord }
    let (low, high) = (sides.min() ?? 0, sides.max() ?? 0)
    guard low > -0.05 * chord || high < 0.05 * chord else { return 0 }
    return max(high, -low) / chord
  }
}

/// A symbol's layer colours for its rendering mode.
struct SymbolColors {
  var primary: Color
  /// Enclosures (and in hierarchical mode, what sits behind the primary layer).
  var secondary: Color
  var mode: SymbolRenderingMode
  var palette: [Color]

  init(_ s: Symbol) {
    mode = s.renderingMode
    palette = s.paletteColors
    switch s.renderingMode {
    case .monochrome, .multicolor:
      primary = s.color
      secondary = s.color
    case .hierarchical:
      primary = s.color
      secondary = s.color.fading(0.5)
    case .palette:
      primary = s.paletteColors.first ?? s.color
      secondary = s.paletteColors.dropFirst().first ?? primary
    }
  }

  /// A custom symbol's layer colour: 0 primary, 1 secondary, 2 tertiary. Hierarchical fades
  /// the tint (secondary to half, tertiary to a quarter); palette takes the layer's colour, a
  /// layer past the colours given the last.
  func layer(_ layer: Int) -> Color {
    switch mode {
    case .monochrome, .multicolor: return primary
    case .hierarchical: return layer == 0 ? primary : primary.fading(layer == 1 ? 0.5 : 0.25)
    case .palette: return palette.isEmpty ? primary : palette[min(layer, palette.count - 1)]
    }
  }

  /// A badge's colour: in multicolor, the palette's red for a dot, minus or xmark and its green
  /// for a plus or checkmark (the layout passes them); in palette, the third colour.
  func badge(_ b: SymbolRecipe.Badge) -> Color {
    switch mode {
    case .multicolor where palette.count >= 2:
      return b == .plus || b == .checkmark ? palette[1] : palette[0]
    case .palette: return palette.count > 2 ? palette[2] : primary
    default: return primary
    }
  }
}
