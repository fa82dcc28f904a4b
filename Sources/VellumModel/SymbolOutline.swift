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

    /// Every coordinate is finite.
    package var isFinite: Bool {
      switch self {
      case .move(let x, let y), .line(let x, let y): x.isFinite && y.isFinite
      case .curve(let a, let b, let c, let d, let e, let f):
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && e.isFinite && f.isFinite
      case .close: true
      }
    }
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
    package var bounds: (Double, Double, Double, Double) {
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

  package indirect enum ParseError: Error, Sendable, Equatable, CustomStringConvertible {
    case noShapes
    case badPath(String)
    case notSVG
    /// A number or a coordinate that is not finite (`1e400`, a transform that overflows).
    case outOfRange(String)
    /// More path segments than `limit` in the file (`SymbolOutline.maximumSegments`).
    case tooComplex(limit: Int)
    /// One drawing (a plain SVG, or a template's variant) of more than `limit` path segments
    /// (`CustomSymbol.maximumDrawingSegments`).
    case drawingTooComplex(segments: Int, limit: Int)
    /// Elements nested more than `limit` deep (`SymbolOutline.maximumDepth`).
    case tooDeep(limit: Int)
    /// `error` in the element that starts on `line` (1-based) of the SVG.
    case line(Int, ParseError)
    package var description: String {
      switch self {
      case .noShapes: "the SVG has no path, circle, rect, ellipse, line, polygon or polyline to draw"
      case .badPath(let why): "bad path data: \(why)"
      case .notSVG: "it is not an SVG document (no <svg> element)"
      case .outOfRange(let why): why
      case .tooComplex(let limit): "the SVG has more than \(limit) path segments, the most one symbol file may have"
      case .drawingTooComplex(let segments, let limit):
        "the symbol draws \(segments) path segments at once (the whole SVG, or one variant of a template); "
          + "the most is \(limit) (a symbol is an icon, not an illustration)"
      case .tooDeep(let limit): "the SVG nests elements more than \(limit) deep"
      case .line(let line, let error): "SVG line \(line): \(error)"
      }
    }
  }

  /// The most path segments (moves, lines, curves and closes; an arc counts each quarter turn)
  /// one SVG may hold, all its elements together: an SF Symbols template of 27 variants of
  /// 1,800 segments each. It bounds the memory reading a file takes; what one drawing may
  /// stroke is `CustomSymbol.maximumDrawingSegments`.
  package static let maximumSegments = 50_000
  /// How deep one SVG's elements may nest (an unclosed tag nests what follows it).
  package static let maximumDepth = 1_000

  /// Reads the drawable shapes of an SVG document, in the viewBox's units with every group's
  /// and shape's `transform` applied. Paint is inherited as SVG inherits it (`fill` black and
  /// `stroke` none unless an element or an ancestor says otherwise); a shape painted neither
  /// way (a grid or background box), hidden (`display="none"`, `visibility="hidden"`), or
  /// inside `<defs>`, `<clipPath>`, `<mask>`, `<symbol>`, `<pattern>` or `<marker>` is skipped.
  package init(svg: String) throws(ParseError) {
    let document = try SVGDocument(svg)
    let shapes = document.elements.compactMap(\.shape)
    guard !shapes.isEmpty else { throw .noShapes }
    self.shapes = shapes
    self.viewBox = document.viewBox
  }

  /// The outline moved onto the 24-unit grid: its viewBox's longer side spans 24 units, centred
  /// (stroke widths scaled with it).
  package func fitted() -> SymbolOutline {
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

  static func numbers(_ s: String) throws(ParseError) -> [Double] {
    var scanner = Scanner(Array(s.utf8))
    var out: [Double] = []
    while let n = try scanner.number() { out.append(n) }
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
  package static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ rx: Double, _ ry: Double) -> [Op] {
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

    /// The next number, nil when there is none; one too large for a `Double` (`1e400`) is an
    /// error, as no drawing can use it.
    mutating func number() throws(ParseError) -> Double? {
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
      let text = String(decoding: bytes[start..<i], as: UTF8.self)
      guard let value = Double(text), value.isFinite else {
        throw .outOfRange("the number \(text) is out of range")
      }
      return value
    }

    /// An arc flag: a single 0 or 1, which may run into the next number.
    mutating func flag() -> Bool? {
      skipSeparators()
      guard i < bytes.count, bytes[i] == 0x30 || bytes[i] == 0x31 else { return nil }
      i += 1
      return bytes[i - 1] == 0x31
    }
  }

  /// Absolute operations for SVG path data (every command, arcs as cubic Béziers); more than
  /// `limit` of them is an error.
  package static func pathOps(_ d: String, limit: Int = maximumSegments) throws(ParseError) -> [Op] {
    var reader = PathDataReader(Scanner(Array(d.utf8)))
    while try reader.startSegment() {
      try reader.readSegment()
      guard reader.ops.count <= limit else { throw .tooComplex(limit: limit) }
      try reader.checkCommandAfterClose()
    }
    return reader.ops
  }

  /// A command letter of SVG path data (`A`–`Z`, `a`–`z`).
  private static func isCommandLetter(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) }

  /// SVG path data read segment by segment into absolute operations: the pen's state between
  /// segments, and one method per command.
  private struct PathDataReader {
    var s: Scanner
    var ops: [Op] = []
    /// The current point.
    var x = 0.0
    var y = 0.0
    /// The start of the current subpath, where `z` returns.
    var startX = 0.0
    var startY = 0.0
    /// The last segment's second cubic control point, which `S` reflects.
    var lastControl: (Double, Double)? = nil
    /// The last segment's quadratic control point, which `T` reflects.
    var lastQuad: (Double, Double)? = nil
    /// The command being read (lower case: relative); 0 before the first.
    var command: UInt8 = 0

    init(_ s: Scanner) { self.s = s }

    /// Moves to the next segment, reading its command letter if one is there (without one,
    /// the command repeats); false at the end of the data.
    mutating func startSegment() throws(ParseError) -> Bool {
      s.skipSeparators()
      guard s.i < s.bytes.count else { return false }
      let c = s.bytes[s.i]
      if isCommandLetter(c) {
        command = c
        s.i += 1
      } else if command == 0 {
        throw .badPath("path data must start with a command")
      }
      return true
    }

    /// One segment of the current command, appended to `ops`.
    mutating func readSegment() throws(ParseError) {
      let relative = command >= 0x61
      let ox = relative ? x : 0
      let oy = relative ? y : 0
      var control: (Double, Double)? = nil
      var quad: (Double, Double)? = nil
      switch command | 0x20 {
      case UInt8(ascii: "m"):
        try moveTo(ox, oy)
        // Further pairs are line-tos.
        command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
      case UInt8(ascii: "l"):
        x = try operand() + ox
        y = try operand() + oy
        ops.append(.line(x, y))
      case UInt8(ascii: "h"):
        x = try operand() + ox
        ops.append(.line(x, y))
      case UInt8(ascii: "v"):
        y = try operand() + oy
        ops.append(.line(x, y))
      case UInt8(ascii: "c"): control = try curveTo(ox, oy)
      case UInt8(ascii: "s"): control = try smoothCurveTo(ox, oy)
      case UInt8(ascii: "q"), UInt8(ascii: "t"): quad = try quadraticTo(ox, oy)
      case UInt8(ascii: "a"): try arcTo(ox, oy)
      case UInt8(ascii: "z"):
        ops.append(.close)
        x = startX
        y = startY
      default:
        throw .badPath("unknown command \(Character(Unicode.Scalar(command)))")
      }
      lastControl = control
      lastQuad = quad
    }

    /// A number after `z` is an error; a command is expected.
    mutating func checkCommandAfterClose() throws(ParseError) {
      guard command | 0x20 == UInt8(ascii: "z") else { return }
      s.skipSeparators()
      if s.i < s.bytes.count, !isCommandLetter(s.bytes[s.i]) { throw .badPath("a number after z") }
    }

    /// The next number, which the command needs.
    private mutating func operand() throws(ParseError) -> Double {
      guard let n = try s.number() else {
        throw .badPath("a number is missing after \(Character(Unicode.Scalar(command)))")
      }
      return n
    }

    /// `m`: starts a subpath.
    private mutating func moveTo(_ ox: Double, _ oy: Double) throws(ParseError) {
      x = try operand() + ox
      y = try operand() + oy
      startX = x
      startY = y
      ops.append(.move(x, y))
    }

    /// `c`: a cubic; returns its second control point.
    private mutating func curveTo(_ ox: Double, _ oy: Double) throws(ParseError) -> (Double, Double) {
      let x1 = try operand() + ox
      let y1 = try operand() + oy
      return try cubic(from: (x1, y1), ox, oy)
    }

    /// `s`: a cubic whose first control point reflects the last one; returns its second.
    private mutating func smoothCurveTo(_ ox: Double, _ oy: Double) throws(ParseError) -> (Double, Double) {
      try cubic(from: lastControl.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (x, y), ox, oy)
    }

    /// The rest of a cubic whose first control point is `first`: its second and its end point
    /// read; returns its second.
    private mutating func cubic(from first: (Double, Double), _ ox: Double, _ oy: Double) throws(ParseError)
      -> (Double, Double)
    {
      let x2 = try operand() + ox
      let y2 = try operand() + oy
      x = try operand() + ox
      y = try operand() + oy
      ops.append(.curve(first.0, first.1, x2, y2, x, y))
      return (x2, y2)
    }

    /// `q`, or `t` (its control point the last one reflected): the quadratic as its cubic;
    /// returns its control point.
    private mutating func quadraticTo(_ ox: Double, _ oy: Double) throws(ParseError) -> (Double, Double) {
      let (qx, qy): (Double, Double)
      if command | 0x20 == UInt8(ascii: "q") {
        qx = try operand() + ox
        qy = try operand() + oy
      } else {
        (qx, qy) = lastQuad.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (x, y)
      }
      let ex = try operand() + ox
      let ey = try operand() + oy
      ops.append(
        .curve(x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y), ex + 2 / 3 * (qx - ex), ey + 2 / 3 * (qy - ey), ex, ey))
      x = ex
      y = ey
      return (qx, qy)
    }

    /// `a`: an elliptical arc, as cubics.
    private mutating func arcTo(_ ox: Double, _ oy: Double) throws(ParseError) {
      let rx = abs(try operand())
      let ry = abs(try operand())
      let angle = try operand()
      guard let large = s.flag(), let sweep = s.flag() else { throw .badPath("an arc needs two flags") }
      let ex = try operand() + ox
      let ey = try operand() + oy
      ops += arc(from: (x, y), to: (ex, ey), rx: rx, ry: ry, angle: angle, large: large, sweep: sweep)
      x = ex
      y = ey
    }
  }

  /// An elliptical arc as cubic Béziers (SVG 1.1 appendix F.6.5), at most a quarter turn each.
  /// Any finite radii and ends give finite angles: radii too small to reach from end to end are
  /// scaled up (F.6.6), however small; an ellipse too flat to scale, or so large that the ends
  /// coincide in its units, is a straight line, as zero radii are.
  static func arc(
    from p0: (Double, Double), to p1: (Double, Double), rx: Double, ry: Double, angle: Double, large: Bool,
    sweep: Bool
  ) -> [Op] {
    if p0 == p1 { return [] }
    let straight: [Op] = [.line(p1.0, p1.1)]
    guard rx > 0, ry > 0 else { return straight }
    let phi = angle.truncatingRemainder(dividingBy: 360) * .pi / 180
    let cosPhi = cos(phi)
    let sinPhi = sin(phi)
    // Halved before subtracting: the difference of two finite coordinates may overflow.
    let dx = p0.0 / 2 - p1.0 / 2
    let dy = p0.1 / 2 - p1.1 / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    let half = (x: x1, y: y1)
    guard
      let centre = ArcCentre(direct: half, rx: rx, ry: ry, large: large, sweep: sweep)
        ?? ArcCentre(inRadii: half, rx: rx, ry: ry, large: large, sweep: sweep)
    else { return straight }
    let (rx, ry, cx1, cy1, theta1) = (centre.rx, centre.ry, centre.cx1, centre.cy1, centre.theta1)
    var delta = centre.delta
    let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.0 / 2 + p1.0 / 2)
    let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.1 / 2 + p1.1 / 2)
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

  /// An arc's centre in its rotated frame, relative to the midpoint of its ends (F.6.5.2), its
  /// radii (scaled up if they were too small, F.6.6) and its start angle and sweep.
  struct ArcCentre {
    var rx, ry, cx1, cy1, theta1, delta: Double

    /// As F.6.5 writes it, with the squares of the radii and of the half chord `half`; nil when
    /// one of them overflows or underflows (a radius of 1e-300, ends 1e308 apart).
    init?(direct half: (x: Double, y: Double), rx: Double, ry: Double, large: Bool, sweep: Bool) {
      let (x1, y1) = half
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
      let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
      let delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta1
      guard [lambda, rx, ry, num, den, cx1, cy1, theta1, delta].allSatisfy(\.isFinite), rx * rx > 0, ry * ry > 0
      else { return nil }
      self.init(rx: rx, ry: ry, cx1: cx1, cy1: cy1, theta1: theta1, delta: delta)
    }

    /// The same in units of the radii, where the half chord's length is at most 1 and nothing
    /// squared overflows (`hypot` squares nothing); nil for an ellipse too flat to scale or so
    /// large that the ends coincide in its units.
    init?(inRadii half: (x: Double, y: Double), rx: Double, ry: Double, large: Bool, sweep: Bool) {
      let (x1, y1) = half
      var rx = rx
      var ry = ry
      var (u, v) = (x1 / rx, y1 / ry)
      var reach = hypot(u, v)
      if !(reach <= 1) {
        // Radii too small: scaled, keeping their ratio, until the ellipse reaches both ends.
        let ratio = ry / rx
        rx = hypot(x1, y1 / ratio)
        ry = rx * ratio
        guard rx.isFinite, ry > 0, ry.isFinite else { return nil }
        (u, v) = (x1 / rx, y1 / ry)
        reach = min(1, hypot(u, v))
      }
      var coef = (max(0, 1 - reach * reach)).squareRoot() / reach
      guard coef.isFinite else { return nil }
      if large == sweep { coef = -coef }
      let theta1 = atan2(v + coef * u, u - coef * v)
      let delta = atan2(-v + coef * u, -u - coef * v) - theta1
      guard theta1.isFinite, delta.isFinite else { return nil }
      self.init(rx: rx, ry: ry, cx1: coef * v * rx, cy1: -coef * u * ry, theta1: theta1, delta: delta)
    }

    init(rx: Double, ry: Double, cx1: Double, cy1: Double, theta1: Double, delta: Double) {
      (self.rx, self.ry, self.cx1, self.cy1, self.theta1, self.delta) = (rx, ry, cx1, cy1, theta1, delta)
    }
  }
}
