import Glibc

/// A symbol's outline read from SVG: its shapes as absolute path operations on the SVG's
/// viewBox (Lucide's is 24 × 24), each stroked, and filled in a `.fill` form.
public struct SymbolOutline: Sendable, Equatable {
  /// One path operation, in viewBox units.
  public enum Op: Sendable, Equatable {
    case move(Double, Double)
    case line(Double, Double)
    case curve(Double, Double, Double, Double, Double, Double)
    case close
  }

  /// One SVG shape (`path`, `circle`, `rect`, `ellipse`, `line`, `polygon`, `polyline`).
  public struct Shape: Sendable, Equatable {
    public var ops: [Op]
    /// Every subpath is closed (`z`, or a circle, rectangle, ellipse or polygon).
    public var isClosed: Bool
    /// Painted solid in the source (a `fill` other than `none`): always filled.
    public var isSolid: Bool
    /// Stroked in the source (a `stroke` other than `none`); a solid shape may be fill only.
    public var isStroked: Bool
    /// The source's `stroke-width`, in the outline's units. A stroke is drawn this wide times
    /// the weight's width over Lucide's regular 2 units, so Lucide's 2 is the weight's width.
    public var strokeWidth: Double
    /// `fill-rule="evenodd"` (otherwise non-zero winding).
    public var isEvenOdd: Bool
    /// The layer of a custom symbol's template (`hierarchical-N:primary`, `secondary`,
    /// `tertiary`): 0, 1 or 2.
    public var layer: Int
    /// The bounding box of the points and control points: minX, minY, maxX, maxY.
    public var bounds: (Double, Double, Double, Double) {
      var b = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
      func add(_ x: Double, _ y: Double) { b = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y)) }
      for op in ops {
        switch op {
        case .move(let x, let y), .line(let x, let y): add(x, y)
        case .curve(let a, let b, let c, let d, let e, let f):
          add(a, b)
          add(c, d)
          add(e, f)
        case .close: break
        }
      }
      return b
    }
    public init(
      ops: [Op], isClosed: Bool, isSolid: Bool, isStroked: Bool = true, strokeWidth: Double = 2,
      isEvenOdd: Bool = false, layer: Int = 0
    ) {
      self.ops = ops
      self.isClosed = isClosed
      self.isSolid = isSolid
      self.isStroked = isStroked
      self.strokeWidth = strokeWidth
      self.isEvenOdd = isEvenOdd
      self.layer = layer
    }
  }

  public var shapes: [Shape]
  /// The viewBox: minX, minY, width, height.
  public var viewBox: (Double, Double, Double, Double)

  public init(shapes: [Shape], viewBox: (Double, Double, Double, Double) = (0, 0, 24, 24)) {
    self.shapes = shapes
    self.viewBox = viewBox
  }

  public static func == (a: SymbolOutline, b: SymbolOutline) -> Bool {
    a.shapes == b.shapes && a.viewBox == b.viewBox
  }

  public enum ParseError: Error, Sendable, Equatable, CustomStringConvertible {
    case noShapes
    case badPath(String)
    case notSVG
    public var description: String {
      switch self {
      case .noShapes: "the SVG has no path, circle, rect, ellipse, line, polygon or polyline to draw"
      case .badPath(let why): "bad path data: \(why)"
      case .notSVG: "it is not an SVG document (no <svg> element)"
      }
    }
  }

  /// Reads the drawable shapes of an SVG document, in the viewBox's units with every group's
  /// and shape's `transform` applied. Paint is inherited as SVG inherits it (`fill` black and
  /// `stroke` none unless an element or an ancestor says otherwise); a shape painted neither
  /// way (a grid or background box), hidden (`display="none"`, `visibility="hidden"`), or
  /// inside `<defs>`, `<clipPath>`, `<mask>`, `<symbol>`, `<pattern>` or `<marker>` is skipped.
  public init(svg: String) throws(ParseError) {
    let document = try SVGDocument(svg)
    let shapes = document.elements.compactMap(\.shape)
    guard !shapes.isEmpty else { throw .noShapes }
    self.shapes = shapes
    self.viewBox = document.viewBox
  }

  /// The outline moved onto the 24-unit grid: its viewBox's longer side spans 24 units, centred
  /// (stroke widths scaled with it).
  public func fitted() -> SymbolOutline {
    let (x0, y0, w, h) = viewBox
    guard (x0, y0, w, h) != (0, 0, 24, 24) else { return self }
    let k = 24 / max(w, h)
    let t = SVGDocument.Affine(a: k, d: k, e: (24 - w * k) / 2 - x0 * k, f: (24 - h * k) / 2 - y0 * k)
    var out = self
    out.viewBox = (0, 0, 24, 24)
    out.shapes = shapes.map { shape in
      var s = shape
      s.ops = shape.ops.map(t.apply)
      s.strokeWidth *= k
      return s
    }
    return out
  }

  /// SVG's white space (XML's: space, tab, line feed, carriage return).
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// A tag's attributes (after its name), read as UTF-8 bytes.
  static func attributes(_ s: Substring) -> [String: String] {
    var result: [String: String] = [:]
    var rest = s.utf8[...]
    while let eq = rest.firstIndex(of: UInt8(ascii: "=")) {
      let key = String(decoding: rest[..<eq].filter { !isSpace($0) && $0 != UInt8(ascii: "/") }, as: UTF8.self)
      rest = rest[rest.index(after: eq)...].drop(while: isSpace)
      guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { break }
      rest = rest.dropFirst()
      guard let end = rest.firstIndex(of: quote) else { break }
      result[key] = String(Substring(rest[..<end]))
      rest = rest[rest.index(after: end)...]
    }
    // Inline style declarations (`style="fill:none"`) override attributes.
    if let style = result["style"] {
      for decl in style.split(separator: ";") {
        let kv = decl.split(separator: ":", maxSplits: 1)
        if kv.count == 2 { result[String(kv[0].filter { $0 != " " })] = String(kv[1].filter { $0 != " " }) }
      }
    }
    return result
  }

  static func numbers(_ s: String) -> [Double] {
    var scanner = Scanner(Array(s.utf8))
    var out: [Double] = []
    while let n = scanner.number() { out.append(n) }
    return out
  }

  static func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) -> [Op] {
    let k = 0.5522847498
    return [
      .move(cx + rx, cy),
      .curve(cx + rx, cy + ry * k, cx + rx * k, cy + ry, cx, cy + ry),
      .curve(cx - rx * k, cy + ry, cx - rx, cy + ry * k, cx - rx, cy),
      .curve(cx - rx, cy - ry * k, cx - rx * k, cy - ry, cx, cy - ry),
      .curve(cx + rx * k, cy - ry, cx + rx, cy - ry * k, cx + rx, cy),
      .close,
    ]
  }

  /// A rectangle with elliptical corners of radii `rx`, `ry`.
  public static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ rx: Double, _ ry: Double) -> [Op] {
    guard rx > 0, ry > 0 else {
      return [.move(x, y), .line(x + w, y), .line(x + w, y + h), .line(x, y + h), .close]
    }
    let k = 1 - 0.5522847498
    return [
      .move(x + rx, y), .line(x + w - rx, y),
      .curve(x + w - rx * k, y, x + w, y + ry * k, x + w, y + ry), .line(x + w, y + h - ry),
      .curve(x + w, y + h - ry * k, x + w - rx * k, y + h, x + w - rx, y + h), .line(x + rx, y + h),
      .curve(x + rx * k, y + h, x, y + h - ry * k, x, y + h - ry), .line(x, y + ry),
      .curve(x, y + ry * k, x + rx * k, y, x + rx, y), .close,
    ]
  }

  /// A byte scanner for SVG numbers and path commands.
  struct Scanner {
    let bytes: [UInt8]
    var i = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func skipSeparators() {
      while i < bytes.count, SymbolOutline.isSpace(bytes[i]) || bytes[i] == UInt8(ascii: ",") { i += 1 }
    }

    mutating func number() -> Double? {
      skipSeparators()
      let start = i
      if i < bytes.count, bytes[i] == 0x2D || bytes[i] == 0x2B { i += 1 }
      var digits = 0
      while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x39 {
        i += 1
        digits += 1
      }
      if i < bytes.count, bytes[i] == 0x2E {
        i += 1
        while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x39 {
          i += 1
          digits += 1
        }
      }
      guard digits > 0 else {
        i = start
        return nil
      }
      if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
        var j = i + 1
        if j < bytes.count, bytes[j] == 0x2D || bytes[j] == 0x2B { j += 1 }
        if j < bytes.count, bytes[j] >= 0x30 && bytes[j] <= 0x39 {
          i = j
          while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x39 { i += 1 }
        }
      }
      return Double(String(decoding: bytes[start..<i], as: UTF8.self))
    }

    /// An arc flag: a single 0 or 1, which may run into the next number.
    mutating func flag() -> Bool? {
      skipSeparators()
      guard i < bytes.count, bytes[i] == 0x30 || bytes[i] == 0x31 else { return nil }
      i += 1
      return bytes[i - 1] == 0x31
    }
  }

  /// Absolute operations for SVG path data (every command, arcs as cubic Béziers).
  public static func pathOps(_ d: String) throws(ParseError) -> [Op] {
    var s = Scanner(Array(d.utf8))
    var ops: [Op] = []
    var x = 0.0
    var y = 0.0
    var startX = 0.0
    var startY = 0.0
    var lastControl: (Double, Double)? = nil
    var lastQuad: (Double, Double)? = nil
    var command: UInt8 = 0
    func need(_ n: Double?) throws(ParseError) -> Double {
      guard let n else { throw .badPath("a number is missing after \(Character(Unicode.Scalar(command)))") }
      return n
    }
    while true {
      s.skipSeparators()
      guard s.i < s.bytes.count else { break }
      let c = s.bytes[s.i]
      if (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) {
        command = c
        s.i += 1
      } else if command == 0 {
        throw .badPath("path data must start with a command")
      }
      let relative = command >= 0x61
      let ox = relative ? x : 0
      let oy = relative ? y : 0
      var control: (Double, Double)? = nil
      var quad: (Double, Double)? = nil
      switch command | 0x20 {
      case UInt8(ascii: "m"):
        x = try need(s.number()) + ox
        y = try need(s.number()) + oy
        startX = x
        startY = y
        ops.append(.move(x, y))
        // Further pairs are line-tos.
        command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
      case UInt8(ascii: "l"):
        x = try need(s.number()) + ox
        y = try need(s.number()) + oy
        ops.append(.line(x, y))
      case UInt8(ascii: "h"):
        x = try need(s.number()) + ox
        ops.append(.line(x, y))
      case UInt8(ascii: "v"):
        y = try need(s.number()) + oy
        ops.append(.line(x, y))
      case UInt8(ascii: "c"):
        let x1 = try need(s.number()) + ox
        let y1 = try need(s.number()) + oy
        let x2 = try need(s.number()) + ox
        let y2 = try need(s.number()) + oy
        x = try need(s.number()) + ox
        y = try need(s.number()) + oy
        ops.append(.curve(x1, y1, x2, y2, x, y))
        control = (x2, y2)
      case UInt8(ascii: "s"):
        let (x1, y1) = lastControl.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (x, y)
        let x2 = try need(s.number()) + ox
        let y2 = try need(s.number()) + oy
        x = try need(s.number()) + ox
        y = try need(s.number()) + oy
        ops.append(.curve(x1, y1, x2, y2, x, y))
        control = (x2, y2)
      case UInt8(ascii: "q"), UInt8(ascii: "t"):
        let (qx, qy): (Double, Double)
        if command | 0x20 == UInt8(ascii: "q") {
          qx = try need(s.number()) + ox
          qy = try need(s.number()) + oy
        } else {
          (qx, qy) = lastQuad.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (x, y)
        }
        let ex = try need(s.number()) + ox
        let ey = try need(s.number()) + oy
        ops.append(
          .curve(x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y), ex + 2 / 3 * (qx - ex), ey + 2 / 3 * (qy - ey), ex, ey))
        x = ex
        y = ey
        quad = (qx, qy)
      case UInt8(ascii: "a"):
        let rx = abs(try need(s.number()))
        let ry = abs(try need(s.number()))
        let angle = try need(s.number())
        guard let large = s.flag(), let sweep = s.flag() else { throw .badPath("an arc needs two flags") }
        let ex = try need(s.number()) + ox
        let ey = try need(s.number()) + oy
        ops += arc(from: (x, y), to: (ex, ey), rx: rx, ry: ry, angle: angle, large: large, sweep: sweep)
        x = ex
        y = ey
      case UInt8(ascii: "z"):
        ops.append(.close)
        x = startX
        y = startY
      default:
        throw .badPath("unknown command \(Character(Unicode.Scalar(command)))")
      }
      lastControl = control
      lastQuad = quad
      if command | 0x20 == UInt8(ascii: "z") {
        // A number after z is an error; a command is expected.
        s.skipSeparators()
        if s.i < s.bytes.count {
          let n = s.bytes[s.i]
          if !((n >= 0x41 && n <= 0x5A) || (n >= 0x61 && n <= 0x7A)) { throw .badPath("a number after z") }
        }
      }
    }
    return ops
  }

  /// An elliptical arc as cubic Béziers (SVG 1.1 appendix F.6.5), at most a quarter turn each.
  static func arc(
    from p0: (Double, Double), to p1: (Double, Double), rx: Double, ry: Double, angle: Double, large: Bool,
    sweep: Bool
  ) -> [Op] {
    if p0 == p1 { return [] }
    guard rx > 0, ry > 0 else { return [.line(p1.0, p1.1)] }
    let phi = angle * .pi / 180
    let cosPhi = cos(phi)
    let sinPhi = sin(phi)
    let dx = (p0.0 - p1.0) / 2
    let dy = (p0.1 - p1.1) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    var rx = rx
    var ry = ry
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var coef = den == 0 ? 0 : (max(0, num) / den).squareRoot()
    if large == sweep { coef = -coef }
    let cx1 = coef * rx * y1 / ry
    let cy1 = -coef * ry * x1 / rx
    let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.0 + p1.0) / 2
    let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.1 + p1.1) / 2
    func angleOf(_ ux: Double, _ uy: Double) -> Double { atan2(uy, ux) }
    let theta1 = angleOf((x1 - cx1) / rx, (y1 - cy1) / ry)
    var delta = angleOf((-x1 - cx1) / rx, (-y1 - cy1) / ry) - theta1
    if sweep && delta < 0 { delta += 2 * .pi }
    if !sweep && delta > 0 { delta -= 2 * .pi }
    let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
    let step = delta / Double(segments)
    let t = 4 / 3 * tan(step / 4)
    var ops: [Op] = []
    var a = theta1
    func point(_ a: Double) -> (Double, Double) {
      let ex = rx * cos(a)
      let ey = ry * sin(a)
      return (cosPhi * ex - sinPhi * ey + cx, sinPhi * ex + cosPhi * ey + cy)
    }
    func derivative(_ a: Double) -> (Double, Double) {
      let ex = -rx * sin(a)
      let ey = ry * cos(a)
      return (cosPhi * ex - sinPhi * ey, sinPhi * ex + cosPhi * ey)
    }
    for k in 0..<segments {
      let b = a + step
      let pa = point(a)
      let pb = k == segments - 1 ? p1 : point(b)
      let da = derivative(a)
      let db = derivative(b)
      ops.append(.curve(pa.0 + t * da.0, pa.1 + t * da.1, pb.0 - t * db.0, pb.1 - t * db.1, pb.0, pb.1))
      a = b
    }
    return ops
  }
}
