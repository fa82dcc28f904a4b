extension RenderTree {
  /// A stable, line-per-node text form of the tree: the layout snapshot stored beside each
  /// golden PNG (`vellum tree doc.json`). Numbers have at most three decimals.
  public func dump() -> String {
    var lines = [
      "canvas \(num(size.width))x\(num(size.height)) @\(scale)x \(layoutDirection == .rightToLeft ? "rtl" : "ltr") background \(background)"
    ]
    let components = componentSummaries()
    var current: String? = nil
    var introduced: Set<String> = []
    for n in nodes {
      // Marks (a tree layout has not finished) paint nothing.
      guard let kind = n.paint else { continue }
      // A line naming the component the following nodes were drawn for, whenever it changes.
      if n.source?.path != current {
        current = n.source?.path
        lines.append(Self.componentLine(n.source, components, introduced: &introduced))
      }
      let before = lines.count
      Self.appendLines(kind, frame: n.frame, to: &lines)
      if let clip = n.clip, lines.count > before { lines[before] += Self.clipClause(clip) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The line naming the component `source`: in full the first time (kind, name, the bounds of
  /// all it draws), by path after that; `@ -` for nodes no component owns.
  fileprivate static func componentLine(
    _ source: NodeSource?, _ components: [String: (name: String?, extent: Rect?)], introduced: inout Set<String>
  ) -> String {
    guard let source else { return "@ -" }
    guard introduced.insert(source.path).inserted, let c = components[source.path] else { return "@ \(source.path)" }
    let e = c.extent ?? Rect(x: 0, y: 0, width: 0, height: 0)
    return "@ \(source.path) \(source.kind)" + (c.name.map { " " + quote($0) } ?? "")
      + " \(num(e.x)),\(num(e.y)) \(num(e.width))x\(num(e.height))"
  }

  /// A node's clip, after its first line.
  fileprivate static func clipClause(_ clip: Clip) -> String {
    let c = clip.rect
    var s = " clip \(num(c.x)),\(num(c.y)) \(num(c.width))x\(num(c.height))"
    if clip.cornerRadius > 0 && !clip.corners.roundedCorners.isEmpty {
      s +=
        " radius \(num(clip.cornerRadius)) corners \(cornerNames(clip.corners))"
        + (clip.corners.contains(.continuous) ? " continuous" : "")
    }
    return s
  }

  /// A fill's or clip's rounding: its radius, the corners unless all, and whether continuous;
  /// nothing when no corner is rounded.
  fileprivate static func roundingClause(_ radius: Double, _ corners: Corners) -> String {
    guard radius > 0 && !corners.roundedCorners.isEmpty else { return "" }
    return " radius \(num(radius))" + (corners.roundedCorners == .all ? "" : " corners \(cornerNames(corners))")
      + (corners.contains(.continuous) ? " continuous" : "")
  }

  /// Appends the lines of a node painting `kind` in `frame`.
  fileprivate static func appendLines(_ kind: RenderNode.Kind, frame: Rect, to lines: inout [String]) {
    let f = "\(num(frame.x)),\(num(frame.y)) \(num(frame.width))x\(num(frame.height))"
    switch kind {
    case .fill(let c, let r, let corners):
      lines.append("fill \(f) \(c)" + roundingClause(r, corners))
    case .stroke(let c, let w, let r, let corners):
      lines.append(
        "stroke \(f) \(c) width \(num(w))" + (r > 0 ? " radius \(num(r))" : "")
          + (r > 0 && corners.contains(.continuous) ? " continuous" : ""))
    case .outerShadow(let c, let blur, let dy, let r):
      lines.append("outer-shadow \(f) \(c) blur \(num(blur)) y \(num(dy)) radius \(num(r))")
    case .shadow(let c, let blur, let dy, let r):
      lines.append("shadow \(f) \(c) blur \(num(blur)) y \(num(dy)) radius \(num(r))")
    case .glass(let g):
      lines.append(glassLine(g, f))
    case .scrollEdgeEffect(let e):
      lines.append(
        "scroll-edge-effect \(f) \(e.edge.rawValue) \(e.style.rawValue) \(e.color) opacity \(num(e.opacity))"
          + " blur \(num(e.blurSigma)) plateau \(num(e.plateau))")
    case .backdropBlur(let tint, let radius, let r):
      lines.append("blur \(f) tint \(tint) radius \(num(radius))" + (r > 0 ? " corner \(num(r))" : ""))
    case .text(let t):
      appendTextLines(t, f, to: &lines)
    case .symbol(let sym):
      lines.append(symbolLine(sym, f))
    case .symbolDrawing(let d):
      lines.append(symbolLine(d.symbol, f) + (d.failure.map { " unreadable \(quote($0.path))" } ?? ""))
      lines += d.layers.map { "  " + $0.dumpLine }
    case .path(let p, let fill, let stroke, let width):
      lines.append(pathLine(p, fill: fill, stroke: stroke, width: width, f))
    case .beginGroup(let opacity): lines.append("group opacity \(num(opacity))")
    case .endGroup: lines.append("end group")
    case .beginTransform(let scale, let dx, let dy):
      lines.append("transform \(f) scale \(num(scale))" + (dx != 0 ? " x \(num(dx))" : "") + " y \(num(dy))")
    case .radialGradient(let c, let center, let radius, let corner):
      lines.append(
        "radial \(f) \(c) center \(num(center.x)),\(num(center.y)) radius \(num(radius))"
          + (corner > 0 ? " corner \(num(corner))" : ""))
    case .linearGradient(let colors, let vertical, let corner):
      lines.append(
        "gradient \(f) \(vertical ? "down" : "across") \(colors.map(\.description).joined(separator: " "))"
          + (corner > 0 ? " radius \(num(corner))" : ""))
    case .beginScale(let x, let y): lines.append("scale \(f) \(num(x)) \(num(y))")
    case .endTransform: lines.append("end transform")
    case .beginClip(let radius, let corners):
      lines.append("clip \(f)" + roundingClause(radius, corners))
    case .endClip: lines.append("end clip")
    case .image(let i):
      lines.append(
        "image \(f) \(quote(i.path)) \(Int(i.pixelSize.width))x\(Int(i.pixelSize.height))px"
          + (i.scale.map { " @\($0)x" } ?? "") + " \(i.fit.rawValue)"
          + (i.cornerRadius > 0 ? " radius \(num(i.cornerRadius))" : "")
          + (i.cornerRadius > 0 && i.hasContinuousCorners ? " continuous" : "")
          + (i.tint.map { " template \($0)" } ?? ""))
    }
  }

}

extension RenderTree {
  /// Each component's name (the first text it draws itself) and extent (the union of the frames
  /// of everything it and the components inside it draw), by path.
  func componentSummaries() -> [String: (name: String?, extent: Rect?)] {
    var table: [String: (name: String?, extent: Rect?)] = [:]
    for n in nodes {
      guard let path = n.source?.path else { continue }
      switch n.paint {
      case .endGroup, .endTransform, .beginClip, .endClip, nil: continue
      default: break
      }
      // What is clipped away (a swiped row's hidden part) is not drawn.
      let drawn = n.clip.map { n.frame.intersection($0.rect) } ?? n.frame
      var entry = table[path] ?? (nil, nil)
      if drawn.width > 0 || drawn.height > 0 { entry.extent = entry.extent.map { $0.union(drawn) } ?? drawn }
      if entry.name == nil, case .text(let t) = n.paint { entry.name = t.string }
      table[path] = entry
    }
    // Each component's extent takes in those of the components inside it.
    for (path, entry) in table {
      guard let extent = entry.extent else { continue }
      var p = Substring(path)
      while let cut = p.lastIndex(where: { $0 == "." || $0 == ":" || $0 == "[" }) {
        p = p[..<cut]
        if let outer = table[String(p)] { table[String(p)]!.extent = outer.extent.map { $0.union(extent) } ?? extent }
      }
    }
    return table
  }
}

private func cornerNames(_ c: Corners) -> String {
  var names: [String] = []
  if c.contains(.topLeft) { names.append("tl") }
  if c.contains(.topRight) { names.append("tr") }
  if c.contains(.bottomLeft) { names.append("bl") }
  if c.contains(.bottomRight) { names.append("br") }
  return names.joined(separator: "+")
}

/// A number with up to three decimals, trailing zeros dropped ("-0" printed as "0").
func num(_ v: Double) -> String {
  let r = (v * 1000).rounded() / 1000
  // Its thousandths as an integer, the digits written straight into the string (a dump writes
  // four numbers a node); beyond 10^15 thousandths, the general way below.
  let thousandths = (abs(r) * 1000).rounded()
  guard thousandths < 1e15 else { return numInGeneral(r) }
  var whole = Int(thousandths) / 1000
  var fraction = Int(thousandths) % 1000
  let negative = r < 0 && (whole != 0 || fraction != 0)
  return String(unsafeUninitializedCapacity: 24) { out in
    // Right to left from the end, then moved to the front.
    var i = 24
    if fraction != 0 {
      var width = 3
      while fraction % 10 == 0 {
        fraction /= 10
        width -= 1
      }
      for _ in 0..<width {
        i -= 1
        out[i] = UInt8(48 + fraction % 10)
        fraction /= 10
      }
      i -= 1
      out[i] = UInt8(ascii: ".")
    }
    repeat {
      i -= 1
      out[i] = UInt8(48 + whole % 10)
      whole /= 10
    } while whole > 0
    if negative {
      i -= 1
      out[i] = UInt8(ascii: "-")
    }
    let count = 24 - i
    for k in 0..<count { out[k] = out[i + k] }
    return count
  }
}

/// `num` of `r` (already rounded to thousandths), by string operations: any finite size.
func numInGeneral(_ r: Double) -> String {
  if r == r.rounded() { return String(Int(r)) }
  var s = String(Int((abs(r) * 1000).rounded()))
  while s.count < 4 { s = "0" + s }
  let intPart = s.dropLast(3)
  var frac = String(s.suffix(3))
  while frac.hasSuffix("0") { frac.removeLast() }
  return (r < 0 ? "-" : "") + intPart + "." + frac
}

/// A dump's quoted text: a JSON string literal.
func quote(_ s: String) -> String { TextEscaping.jsonQuoted(s) }

extension RenderTree {
  /// A glass node's line: style, tint, corners, appearance, and the shapes it merges.
  fileprivate static func glassLine(_ g: Glass, _ f: String) -> String {
    "glass \(f) \(g.style.rawValue)" + (g.tint.map { " tint \($0)" } ?? "") + " radius \(num(g.cornerRadius))"
      + (g.hasContinuousCorners ? " continuous" : "") + " \(g.appearance.rawValue)"
      + (g.adaptsToBackdrop ? " adapts" : "") + (g.isInteractive ? " interactive" : "")
      + (g.shapes.isEmpty
        ? ""
        : " merges \(g.shapes.count) spacing \(num(g.blend)):"
          + g.shapes.map {
            " \(num($0.rect.x)),\(num($0.rect.y)) \(num($0.rect.width))x\(num($0.rect.height)) radius \(num($0.cornerRadius))"
              + ($0.hasContinuousCorners ? " continuous" : "")
          }
          .joined(separator: ";"))
  }

  /// A text node's line (font, colour, wrap, lines and what truncation shows), then an
  /// attributed text's runs, one a line under it.
  fileprivate static func appendTextLines(_ t: TextRun, _ f: String, to lines: inout [String]) {
    var s =
      "text \(f) \(quote(t.string)) \(t.font) (\(t.font.substitute.summary)) \(t.color) wrap \(num(t.layoutWidth)) \(t.alignment.rawValue)"
    if t.numberOfLines > 0 { s += " lines \(t.numberOfLines) \(t.lineBreakMode.rawValue)" }
    if t.firstLineIndent > 0 { s += " indent \(num(t.firstLineIndent))" }
    // Where truncation cut it, as its lines show it.
    if let e = t.elisions, !e.isEmpty { s += " shows \(quote(t.showingElisions().string))" }
    lines.append(s)
    for span in t.spans {
      var r = "  run \(quote(span.string)) \(span.font) (\(span.font.substitute.summary)) \(span.color)"
      if let b = span.backgroundColor { r += " background \(b)" }
      if span.underline { r += " underline" }
      if span.strikethrough { r += " strikethrough" }
      if span.baselineOffset != 0 { r += " baseline \(num(span.baselineOffset))" }
      if span.kern != 0 { r += " kern \(num(span.kern))" }
      if let link = span.link { r += " link \(quote(link))" }
      lines.append(r)
    }
  }

  /// A path node's line: its fill and stroke, then its elements.
  fileprivate static func pathLine(_ p: Path, fill: Color?, stroke: Color?, width: Double, _ f: String) -> String {
    var s = "path \(f)"
    if let fill { s += " fill \(fill)" }
    if let stroke { s += " stroke \(stroke) width \(num(width))" }
    s += ":"
    for e in p.elements {
      switch e {
      case .move(let a): s += " M \(num(a.x)),\(num(a.y))"
      case .line(let a): s += " L \(num(a.x)),\(num(a.y))"
      case .curve(let a, let b, let c):
        s += " C \(num(a.x)),\(num(a.y)) \(num(b.x)),\(num(b.y)) \(num(c.x)),\(num(c.y))"
      case .close: s += " Z"
      }
    }
    return s
  }

  /// A symbol's line: its frame, name, recipe, size, weight and colours.
  fileprivate static func symbolLine(_ sym: Symbol, _ f: String) -> String {
    "symbol \(f) \(TextEscaping.dumpWord(sym.name)) (\(sym.recipe.summary)) \(num(sym.pointSize)) \(sym.weight.rawValue) \(sym.color)"
      // A custom symbol's scale picks its template's variant (a system one's is in its size).
      + (sym.recipe.isCustom && sym.scale != .medium ? " scale \(sym.scale.rawValue)" : "")
      + (sym.renderingMode == .monochrome ? "" : " \(sym.renderingMode.rawValue)")
      + sym.paletteColors.map { " \($0)" }.joined()
  }
}

extension SymbolLayer {
  /// One line of a tree dump: paint, width, colour (or `clear`), transform steps and geometry
  /// (a path by its segment count and a digest of its coordinates, so any change shows).
  var dumpLine: String {
    let fill = fills ? (isEvenOdd ? "fill-evenodd" : "fill") : ""
    var s = "layer " + (strokes ? (fills ? fill + "+stroke" : "stroke") : fills ? fill : "none")
    if strokes { s += " width \(num(lineWidth))" }
    s += " " + (color.map { "\($0)" } ?? "clear")
    for step in steps {
      switch step {
      case .translate(let x, let y): s += " translate \(num(x)),\(num(y))"
      case .scale(let x, let y): s += " scale \(num(x)),\(num(y))"
      case .rotate(let a): s += " rotate \(num(a))"
      }
    }
    switch geometry {
    case .path(let ops):
      // FNV-1a over the coordinates at the dump's precision.
      var hash: UInt32 = 2_166_136_261
      func mix(_ text: String) {
        for b in text.utf8 {
          hash ^= UInt32(b)
          hash = hash &* 16_777_619
        }
      }
      for op in ops {
        switch op {
        case .move(let x, let y): mix("M\(num(x)),\(num(y))")
        case .line(let x, let y): mix("L\(num(x)),\(num(y))")
        case .curve(let a, let b, let c, let d, let e, let f):
          mix("C\(num(a)),\(num(b)),\(num(c)),\(num(d)),\(num(e)),\(num(f))")
        case .close: mix("Z")
        }
      }
      let hex = String(hash, radix: 16)
      s += " path \(ops.count) " + String(repeating: "0", count: 8 - hex.count) + hex
    case .circle(let x, let y, let r): s += " circle \(num(x)),\(num(y)) radius \(num(r))"
    case .label(let text, let size, let weight): s += " label \(quote(text)) \(num(size)) \(weight.rawValue)"
    }
    return s
  }
}
