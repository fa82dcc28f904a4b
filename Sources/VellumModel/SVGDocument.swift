import Glibc

/// An SVG document read as far as symbols need it: its viewBox and its shape elements, each
/// with its geometry in the document's units (every ancestor's and its own `transform`
/// applied), the paint it inherits, and the ids of the groups around it. Every number and
/// coordinate is finite, and there are at most `SymbolOutline.maximumSegments` path segments.
struct SVGDocument {
  /// One shape element (or a `line`), in document order.
  struct Element {
    var name: String
    var id: String?
    /// The innermost enclosing element that has an id, as an index into `ids`.
    var enclosingID: Int?
    /// The `class` attribute's words.
    var classes: [String]
    /// The geometry, whether painted or not (a template's guide lines are read from it).
    var ops: [SymbolOutline.Op]
    /// The shape as drawn, nil when it is painted neither by fill nor by stroke, or hidden.
    var shape: SymbolOutline.Shape?
  }

  var viewBox = (0.0, 0.0, 24.0, 24.0)
  var elements: [Element] = []
  /// Every id of an element, in document order, each with the index of the innermost element
  /// around it that has one: an element's enclosing ids are a chain through this list, so
  /// nesting costs one entry an id, however deep.
  var ids: [(id: String, parent: Int?)] = []
  /// The path segments of all the elements (`SymbolOutline.Op`s).
  var segments = 0

  /// The ids of the elements enclosing `element` that have one, outermost first.
  func ancestorIDs(of element: Element) -> [String] {
    var out: [String] = []
    var at = element.enclosingID
    while let i = at {
      out.append(ids[i].id)
      at = ids[i].parent
    }
    return out.reversed()
  }

  /// An affine transform `(a b c d e f)`: x' = a x + c y + e, y' = b x + d y + f.
  struct Affine: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0
    static let identity = Affine()
    /// `self` after `other`: `other` is applied first.
    func concatenating(_ o: Affine) -> Affine {
      Affine(
        a: a * o.a + c * o.b, b: b * o.a + d * o.b, c: a * o.c + c * o.d, d: b * o.c + d * o.d,
        e: a * o.e + c * o.f + e, f: b * o.e + d * o.f + f)
    }
    func apply(_ x: Double, _ y: Double) -> (Double, Double) { (a * x + c * y + e, b * x + d * y + f) }
    /// How much the transform scales lengths (the square root of its area factor).
    var lengthScale: Double { abs(a * d - b * c).squareRoot() }
    func apply(_ op: SymbolOutline.Op) -> SymbolOutline.Op {
      switch op {
      case .move(let x, let y):
        let p = apply(x, y)
        return .move(p.0, p.1)
      case .line(let x, let y):
        let p = apply(x, y)
        return .line(p.0, p.1)
      case .curve(let x1, let y1, let x2, let y2, let x, let y):
        let p = apply(x1, y1)
        let q = apply(x2, y2)
        let r = apply(x, y)
        return .curve(p.0, p.1, q.0, q.1, r.0, r.1)
      case .close: return .close
      }
    }

    /// An SVG `transform` list (`matrix`, `translate`, `scale`, `rotate`, `skewX`, `skewY`).
    init(parsing list: String) throws(SymbolOutline.ParseError) {
      var result = Affine.identity
      var rest = Substring(list)
      while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
        let name = rest[..<open].filter { $0.isLetter }
        let n = try SymbolOutline.numbers(String(rest[rest.index(after: open)..<close]))
        rest = rest[rest.index(after: close)...]
        var t = Affine.identity
        switch name {
        case "matrix" where n.count == 6: t = Affine(a: n[0], b: n[1], c: n[2], d: n[3], e: n[4], f: n[5])
        case "translate" where !n.isEmpty: t = Affine(e: n[0], f: n.count > 1 ? n[1] : 0)
        case "scale" where !n.isEmpty: t = Affine(a: n[0], d: n.count > 1 ? n[1] : n[0])
        case "rotate" where !n.isEmpty:
          let r = n[0].truncatingRemainder(dividingBy: 360) * .pi / 180
          t = Affine(a: cos(r), b: sin(r), c: -sin(r), d: cos(r))
          if n.count == 3 {
            t = Affine(e: n[1], f: n[2]).concatenating(t).concatenating(Affine(e: -n[1], f: -n[2]))
          }
        case "skewX" where !n.isEmpty: t = Affine(c: tan(n[0].truncatingRemainder(dividingBy: 180) * .pi / 180))
        case "skewY" where !n.isEmpty: t = Affine(b: tan(n[0].truncatingRemainder(dividingBy: 180) * .pi / 180))
        default: break
        }
        result = result.concatenating(t)
      }
      self = result
    }
    init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, e: Double = 0, f: Double = 0) {
      (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }
  }

  /// What an element inherits from its ancestors.
  private struct Context {
    var fill = "black"
    var stroke = "none"
    var strokeWidth = 1.0
    var fillRule = "nonzero"
    var visibility = "visible"
    var transform = Affine.identity
    /// The innermost enclosing id, an index into `ids`.
    var id: Int?
    var hidden = false
    var name = ""
  }

  /// Elements whose content is never drawn where it stands.
  private static let containersNotDrawn: Set<String> = [
    "defs", "clipPath", "mask", "symbol", "pattern", "marker", "linearGradient", "radialGradient", "filter", "style",
    "title", "desc", "metadata", "text",
  ]

  /// The markup is read as UTF-8 bytes (its delimiters are ASCII): reading it a `Character` at a
  /// time, each step finding grapheme boundaries, was most of a symbol's first use. An error in
  /// an element is reported with the line its tag starts on.
  init(_ svg: String) throws(SymbolOutline.ParseError) {
    var stack: [Context] = [Context()]
    var sawSVG = false
    var rest = Substring(svg)
    var line = 1
    var counted = rest.startIndex
    while let open = rest.utf8.firstIndex(of: UInt8(ascii: "<")) {
      line += svg.utf8[counted..<open].count { $0 == 0x0A }
      counted = open
      rest = rest[rest.utf8.index(after: open)...]
      if rest.utf8.starts(with: "!--".utf8) {
        guard let end = Self.end(of: "-->", in: rest) else { break }
        rest = rest[end...]
        continue
      }
      if rest.utf8.starts(with: "![CDATA[".utf8) {
        guard let end = Self.end(of: "]]>", in: rest) else { break }
        rest = rest[end...]
        continue
      }
      guard let close = Self.tagEnd(rest) else { break }
      let tag = rest[..<close]
      rest = rest[rest.utf8.index(after: close)...]
      let first = tag.utf8.first
      if first == UInt8(ascii: "!") || first == UInt8(ascii: "?") { continue }
      if first == UInt8(ascii: "/") {
        if stack.count > 1 { stack.removeLast() }
        continue
      }
      do {
        if let inherited = try element(tag, in: stack[stack.count - 1], depth: stack.count, sawSVG: &sawSVG) {
          stack.append(inherited)
        }
      } catch {
        throw .line(line, error)
      }
    }
    guard sawSVG else { throw .notSVG }
  }

  /// Reads one start tag inside `parent`, `depth` elements deep: the viewBox of the first
  /// `svg`, a shape's geometry and paint, and its id. Returns what the element's children
  /// inherit, nil when the tag closes itself.
  private mutating func element(_ tag: Substring, in parent: Context, depth: Int, sawSVG: inout Bool)
    throws(SymbolOutline.ParseError) -> Context?
  {
    let qualified = tag.utf8.prefix { !SymbolOutline.isSpace($0) && $0 != UInt8(ascii: "/") }
    // A namespace prefix (`svg:path`) is dropped.
    let name = String(
      Substring(qualified.split(separator: UInt8(ascii: ":")).last ?? qualified[qualified.endIndex...]))
    let attributes = SymbolOutline.attributes(tag[qualified.endIndex...])
    let selfClosing = tag.utf8.last == UInt8(ascii: "/")
    var c = parent
    c.name = name
    if let v = attributes["fill"], v != "inherit" { c.fill = v }
    if let v = attributes["stroke"], v != "inherit" { c.stroke = v }
    if let v = try Self.firstNumber(attributes["stroke-width"]) { c.strokeWidth = v }
    if let v = attributes["fill-rule"], v != "inherit" { c.fillRule = v }
    if let v = attributes["visibility"], v != "inherit" { c.visibility = v }
    if attributes["display"] == "none" || Self.containersNotDrawn.contains(name) { c.hidden = true }
    if let t = attributes["transform"] { c.transform = c.transform.concatenating(try Affine(parsing: t)) }
    if name == "svg", !sawSVG {
      sawSVG = true
      try readViewBox(attributes)
    }
    // An element without geometry (a path without data, a rectangle without width) is not kept.
    if let ops = try Self.geometry(name, attributes, limit: SymbolOutline.maximumSegments - segments), !ops.isEmpty {
      segments += ops.count
      let moved = ops.map(c.transform.apply)
      let strokeWidth = c.strokeWidth * c.transform.lengthScale
      guard moved.allSatisfy(\.isFinite), strokeWidth.isFinite else {
        throw .outOfRange("the \(name)'s coordinates are out of range once transformed")
      }
      elements.append(
        Element(
          name: name, id: attributes["id"], enclosingID: c.id,
          classes: (attributes["class"] ?? "").split(separator: " ").map(String.init), ops: moved,
          shape: Self.shape(name, moved, c, strokeWidth: strokeWidth, layer: Self.layer(attributes["class"]))))
    }
    if let id = attributes["id"] {
      ids.append((id, c.id))
      c.id = ids.count - 1
    }
    guard !selfClosing else { return nil }
    guard depth <= SymbolOutline.maximumDepth else { throw .tooDeep(limit: SymbolOutline.maximumDepth) }
    return c
  }

  /// The viewBox of the outermost `svg`: its `viewBox`, else its `width` and `height`, else 24 × 24.
  private mutating func readViewBox(_ attributes: [String: String]) throws(SymbolOutline.ParseError) {
    let box = try Self.numbers(attributes["viewBox"] ?? "")
    if box.count == 4, box[2] > 0, box[3] > 0 {
      viewBox = (box[0], box[1], box[2], box[3])
    } else if let w = try Self.firstNumber(attributes["width"]),
      let h = try Self.firstNumber(attributes["height"]), w > 0, h > 0
    {
      viewBox = (0, 0, w, h)
    }
  }

  /// A shape as drawn with the paint of `c`, nil when it is painted neither by fill nor by
  /// stroke, or hidden.
  private static func shape(
    _ name: String, _ ops: [SymbolOutline.Op], _ c: Context, strokeWidth: Double, layer: Int
  ) -> SymbolOutline.Shape? {
    let paintsFill = c.fill != "none" && c.fill != "transparent"
    let paintsStroke = c.stroke != "none" && c.stroke != "transparent" && c.strokeWidth > 0
    let drawn = !c.hidden && c.visibility != "hidden" && c.visibility != "collapse" && (paintsFill || paintsStroke)
    guard drawn, !ops.isEmpty else { return nil }
    let subpaths = ops.filter { if case .move = $0 { true } else { false } }.count
    let closes = ops.filter { $0 == .close }.count
    let closedByKind = ["circle", "ellipse", "rect", "polygon"].contains(name)
    return SymbolOutline.Shape(
      ops: ops, isClosed: closedByKind || closes >= subpaths, isSolid: paintsFill, isStroked: paintsStroke,
      strokeWidth: strokeWidth, isEvenOdd: c.fillRule == "evenodd", layer: layer)
  }

  /// Where a tag ends: the first `>` outside a quoted attribute value.
  private static func tagEnd(_ s: Substring) -> Substring.Index? {
    var quote: UInt8? = nil
    for i in s.utf8.indices {
      let byte = s.utf8[i]
      if let q = quote {
        if byte == q { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        return i
      }
    }
    return nil
  }

  /// Where the first `marker` in `s` ends.
  private static func end(of marker: StaticString, in s: Substring) -> Substring.Index? {
    let m = UnsafeBufferPointer(start: marker.utf8Start, count: marker.utf8CodeUnitCount)
    var i = s.utf8.startIndex
    while let at = s.utf8[i...].firstIndex(of: m[0]) {
      let after = s.utf8[at...].dropFirst(m.count).startIndex
      if s.utf8[at..<after].elementsEqual(m) { return after }
      i = s.utf8.index(after: at)
    }
    return nil
  }

  private static func numbers(_ s: String) throws(SymbolOutline.ParseError) -> [Double] {
    try SymbolOutline.numbers(s)
  }

  /// The first number of an attribute's value, nil when it has none.
  private static func firstNumber(_ value: String?) throws(SymbolOutline.ParseError) -> Double? {
    guard let value else { return nil }
    var scanner = SymbolOutline.Scanner(Array(value.utf8))
    return try scanner.number()
  }

  /// A template's layer from its `class` (`hierarchical-1:secondary`): 0 primary, 1 secondary,
  /// 2 tertiary.
  static func layer(_ classes: String?) -> Int {
    guard let classes else { return 0 }
    for word in classes.split(separator: " ") where word.hasPrefix("hierarchical-") {
      if word.hasSuffix(":secondary") { return 1 }
      if word.hasSuffix(":tertiary") { return 2 }
      return 0
    }
    return 0
  }

  /// The path operations of a shape element in its own units, nil for an element that is no
  /// shape; more than `limit` of them is an error (`SymbolOutline.maximumSegments` in all).
  private static func geometry(_ name: String, _ attributes: [String: String], limit: Int) throws(SymbolOutline
    .ParseError) -> [SymbolOutline.Op]?
  {
    func number(_ key: String) throws(SymbolOutline.ParseError) -> Double {
      try firstNumber(attributes[key]) ?? 0
    }
    let ops: [SymbolOutline.Op]
    switch name {
    case "path":
      guard let d = attributes["d"] else { return [] }
      do { ops = try SymbolOutline.pathOps(d, limit: limit) } catch .tooComplex {
        throw .tooComplex(limit: SymbolOutline.maximumSegments)
      }
    case "circle":
      let r = try number("r")
      ops = r > 0 ? SymbolOutline.ellipse(try number("cx"), try number("cy"), r, r) : []
    case "ellipse":
      let rx = try number("rx")
      let ry = try number("ry")
      ops = rx > 0 && ry > 0 ? SymbolOutline.ellipse(try number("cx"), try number("cy"), rx, ry) : []
    case "rect":
      let w = try number("width")
      let h = try number("height")
      guard w > 0, h > 0 else { return [] }
      var rx = attributes["rx"] == nil ? try number("ry") : try number("rx")
      var ry = attributes["ry"] == nil ? rx : try number("ry")
      rx = min(rx, w / 2)
      ry = min(ry, h / 2)
      ops = SymbolOutline.rect(try number("x"), try number("y"), w, h, rx, ry)
    case "line":
      ops = [.move(try number("x1"), try number("y1")), .line(try number("x2"), try number("y2"))]
    case "polygon", "polyline":
      let n = try Self.numbers(attributes["points"] ?? "")
      guard n.count >= 4 else { return [] }
      guard n.count / 2 < limit else { throw .tooComplex(limit: SymbolOutline.maximumSegments) }
      var points: [SymbolOutline.Op] = [.move(n[0], n[1])]
      for i in stride(from: 2, to: n.count - 1, by: 2) { points.append(.line(n[i], n[i + 1])) }
      if name == "polygon" { points.append(.close) }
      ops = points
    default: return nil
    }
    guard ops.count <= limit else { throw .tooComplex(limit: SymbolOutline.maximumSegments) }
    return ops
  }
}
