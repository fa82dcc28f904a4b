import Glibc

/// An SVG document read as far as symbols need it: its viewBox and its shape elements, each
/// with its geometry in the document's units (every ancestor's and its own `transform`
/// applied), the paint it inherits, and the ids of the groups around it.
struct SVGDocument {
  /// One shape element (or a `line`), in document order.
  struct Element {
    var name: String
    var id: String?
    /// The ids of the enclosing elements that have one, outermost first.
    var ancestorIDs: [String]
    /// The `class` attribute's words.
    var classes: [String]
    /// The geometry, whether painted or not (a template's guide lines are read from it).
    var ops: [SymbolOutline.Op]
    /// The shape as drawn, nil when it is painted neither by fill nor by stroke, or hidden.
    var shape: SymbolOutline.Shape?
  }

  var viewBox = (0.0, 0.0, 24.0, 24.0)
  var elements: [Element] = []

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
    init(parsing list: String) {
      var result = Affine.identity
      var rest = Substring(list)
      while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
        let name = rest[..<open].filter { $0.isLetter }
        let n = SymbolOutline.numbers(String(rest[rest.index(after: open)..<close]))
        rest = rest[rest.index(after: close)...]
        var t = Affine.identity
        switch name {
        case "matrix" where n.count == 6: t = Affine(a: n[0], b: n[1], c: n[2], d: n[3], e: n[4], f: n[5])
        case "translate" where !n.isEmpty: t = Affine(e: n[0], f: n.count > 1 ? n[1] : 0)
        case "scale" where !n.isEmpty: t = Affine(a: n[0], d: n.count > 1 ? n[1] : n[0])
        case "rotate" where !n.isEmpty:
          let r = n[0] * .pi / 180
          t = Affine(a: cos(r), b: sin(r), c: -sin(r), d: cos(r))
          if n.count == 3 {
            t = Affine(e: n[1], f: n[2]).concatenating(t).concatenating(Affine(e: -n[1], f: -n[2]))
          }
        case "skewX" where !n.isEmpty: t = Affine(c: tan(n[0] * .pi / 180))
        case "skewY" where !n.isEmpty: t = Affine(b: tan(n[0] * .pi / 180))
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
    var ids: [String] = []
    var hidden = false
    var name = ""
  }

  /// Elements whose content is never drawn where it stands.
  private static let containersNotDrawn: Set<String> = [
    "defs", "clipPath", "mask", "symbol", "pattern", "marker", "linearGradient", "radialGradient", "filter", "style",
    "title", "desc", "metadata", "text",
  ]

  /// The markup is read as UTF-8 bytes (its delimiters are ASCII): reading it a `Character` at a
  /// time, each step finding grapheme boundaries, was most of a symbol's first use.
  init(_ svg: String) throws(SymbolOutline.ParseError) {
    var stack: [Context] = [Context()]
    var sawSVG = false
    var rest = Substring(svg)
    while let open = rest.utf8.firstIndex(of: UInt8(ascii: "<")) {
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
      let qualified = tag.utf8.prefix { !SymbolOutline.isSpace($0) && $0 != UInt8(ascii: "/") }
      // A namespace prefix (`svg:path`) is dropped.
      let name = String(
        Substring(qualified.split(separator: UInt8(ascii: ":")).last ?? qualified[qualified.endIndex...]))
      let attributes = SymbolOutline.attributes(tag[qualified.endIndex...])
      let selfClosing = tag.utf8.last == UInt8(ascii: "/")
      var c = stack[stack.count - 1]
      c.name = name
      if let v = attributes["fill"], v != "inherit" { c.fill = v }
      if let v = attributes["stroke"], v != "inherit" { c.stroke = v }
      if let v = attributes["stroke-width"].flatMap({ Self.numbers($0).first }) { c.strokeWidth = v }
      if let v = attributes["fill-rule"], v != "inherit" { c.fillRule = v }
      if let v = attributes["visibility"], v != "inherit" { c.visibility = v }
      if attributes["display"] == "none" || Self.containersNotDrawn.contains(name) { c.hidden = true }
      if let t = attributes["transform"] { c.transform = c.transform.concatenating(Affine(parsing: t)) }
      if name == "svg", !sawSVG {
        sawSVG = true
        let box = attributes["viewBox"].map(Self.numbers) ?? []
        if box.count == 4, box[2] > 0, box[3] > 0 {
          viewBox = (box[0], box[1], box[2], box[3])
        } else if let w = attributes["width"].flatMap({ Self.numbers($0).first }),
          let h = attributes["height"].flatMap({ Self.numbers($0).first }), w > 0, h > 0
        {
          viewBox = (0, 0, w, h)
        }
      }
      if let ops = try Self.geometry(name, attributes) {
        let paintsFill = c.fill != "none" && c.fill != "transparent"
        let paintsStroke = c.stroke != "none" && c.stroke != "transparent" && c.strokeWidth > 0
        let drawn = !c.hidden && c.visibility != "hidden" && c.visibility != "collapse" && (paintsFill || paintsStroke)
        let moved = ops.map(c.transform.apply)
        var shape: SymbolOutline.Shape?
        if drawn, !moved.isEmpty {
          let subpaths = moved.filter { if case .move = $0 { true } else { false } }.count
          let closes = moved.filter { $0 == .close }.count
          let closedByKind = ["circle", "ellipse", "rect", "polygon"].contains(name)
          shape = SymbolOutline.Shape(
            ops: moved, isClosed: closedByKind || closes >= subpaths, isSolid: paintsFill, isStroked: paintsStroke,
            strokeWidth: c.strokeWidth * c.transform.lengthScale, isEvenOdd: c.fillRule == "evenodd",
            layer: Self.layer(attributes["class"]))
        }
        elements.append(
          Element(
            name: name, id: attributes["id"], ancestorIDs: c.ids,
            classes: (attributes["class"] ?? "").split(separator: " ").map(String.init), ops: moved, shape: shape))
      }
      if let id = attributes["id"] { c.ids.append(id) }
      if !selfClosing { stack.append(c) }
    }
    guard sawSVG else { throw .notSVG }
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

  private static func numbers(_ s: String) -> [Double] { SymbolOutline.numbers(s) }

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

  /// The path operations of a shape element in its own units, nil for an element that is no shape.
  private static func geometry(_ name: String, _ attributes: [String: String]) throws(SymbolOutline.ParseError)
    -> [SymbolOutline.Op]?
  {
    let number = { (key: String) in attributes[key].flatMap { Self.numbers($0).first } ?? 0 }
    switch name {
    case "path":
      guard let d = attributes["d"] else { return [] }
      return try SymbolOutline.pathOps(d)
    case "circle":
      let r = number("r")
      return r > 0 ? SymbolOutline.ellipse(number("cx"), number("cy"), r, r) : []
    case "ellipse":
      let rx = number("rx")
      let ry = number("ry")
      return rx > 0 && ry > 0 ? SymbolOutline.ellipse(number("cx"), number("cy"), rx, ry) : []
    case "rect":
      let w = number("width")
      let h = number("height")
      guard w > 0, h > 0 else { return [] }
      var rx = attributes["rx"] == nil ? number("ry") : number("rx")
      var ry = attributes["ry"] == nil ? rx : number("ry")
      rx = min(rx, w / 2)
      ry = min(ry, h / 2)
      return SymbolOutline.rect(number("x"), number("y"), w, h, rx, ry)
    case "line":
      return [.move(number("x1"), number("y1")), .line(number("x2"), number("y2"))]
    case "polygon", "polyline":
      let n = Self.numbers(attributes["points"] ?? "")
      guard n.count >= 4 else { return [] }
      var ops: [SymbolOutline.Op] = [.move(n[0], n[1])]
      for i in stride(from: 2, to: n.count - 1, by: 2) { ops.append(.line(n[i], n[i + 1])) }
      if name == "polygon" { ops.append(.close) }
      return ops
    default: return nil
    }
  }
}
