/// The iPadOS pointer drawn over the screen (`"canvas": { "pointer": … }`): where it is,
/// whether it is pressed, and optionally its move from one point to another over `--frames`.
public struct Pointer: Sendable, Equatable {
  /// The hot spot, in canvas points (top left origin, never mirrored).
  public var location: Point
  /// A click held down: the pointer shrinks and the effect under it darkens.
  public var isPressed = false
  /// A move drawn over time (`vellum render --frames`): the pointer travels, then morphs into
  /// what it lands on.
  public var transition: Transition?

  public struct Transition: Sendable, Equatable {
    public var from: Point
    public var to: Point
    /// The moment drawn when the canvas has no frame time; nil draws the end.
    public var progress: Double?
    public init(from: Point, to: Point, progress: Double? = nil) {
      self.from = from
      self.to = to
      self.progress = progress
    }
  }

  public init(location: Point) { self.location = location }

  /// A transition ending elsewhere than `location` (one built in code: the decoder ends it
  /// there). It is written with its `pointerTo` and no `location`, which reads back as its end.
  var endsElsewhere: Bool { transition.map { $0.to != location } ?? false }

  /// Throws unless every point the pointer's keys `p` give (its transition's `pointerFrom` and
  /// `pointerTo`, then its `location`) lies on a canvas `width` wide and `height` high (below a
  /// canvas that fits its content, which grows to show it): `Canvas.didDecode`, once the
  /// canvas's size is known.
  static func checkOnCanvas(_ p: PropertyValues, width: Double, height: Double?) throws(Diagnostic) {
    func check(_ key: String, _ p: PropertyValues) throws(Diagnostic) {
      guard let point = p.point(key) else { return }
      guard (0...width).contains(point.x), point.y >= 0, point.y <= (height ?? 1_000_000) else {
        throw p.error(
          key,
          "the pointer at (\(format(point.x)), \(format(point.y))) is outside the \(format(width))"
            + (height.map { " × \(format($0))" } ?? " pt wide") + " canvas")
      }
    }
    if let t = p.object("transition") {
      for key in ["pointerFrom", "pointerTo"] { try check(key, t) }
    }
    try check("location", p)
  }
}

extension Pointer: KeyedValue {
  public init() { self.init(location: Point(x: 0, y: 0)) }

  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "location", \.location, .point, "The hot spot `[x, y]` in canvas points (never mirrored).",
      decode: { (pointer, value, _) throws(Diagnostic) in Point(propertyValue: value) ?? pointer.location },
      encode: { pointer, location in pointer.endsElsewhere ? nil : location.propertyValue }),
    ModelKey("isPressed", \.isPressed, .boolean, "A click held down: the pointer shrinks, the effect darkens."),
    ModelKey(
      "transition", \.transition, .object(Transition.properties),
      "The pointer moving (drawn over `vellum render --frames`): it travels for the first 65 % of the time, then morphs into what it landed on.",
      decode: { (_, value, _) throws(Diagnostic) in
        guard case .object(var t) = value else { return nil }
        return try Transition(&t)
      },
      encode: { pointer, transition in
        guard var values = transition?.propertyValues.values else { return nil }
        if !pointer.endsElsewhere { values["pointerTo"] = nil }
        return .object(PropertyValues(values))
      }),
  ]

  /// A transition ends at `pointerTo` or, without one, at `location`; a pointer without a
  /// `location` is where its transition ends. (The canvas checks that every point is on it.)
  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    guard let t = p.object("transition"), let end = transition?.to else {
      if !p.has("location") { throw p.error("location", "a pointer needs a \"location\" [x, y]") }
      return
    }
    switch (t.has("pointerTo"), p.has("location")) {
    case (false, false):
      throw t.error("pointerTo", "a pointer transition needs \"pointerTo\" (or the pointer's \"location\")")
    case (false, true): transition?.to = location
    case (true, false): location = end
    case (true, true):
      if end != location {
        throw t.error("pointerTo", "the transition ends at \"pointerTo\", not at \"location\"; give one of them")
      }
    }
  }
}

extension Pointer.Transition: KeyedValue {
  public init() { self.init(from: Point(x: 0, y: 0), to: Point(x: 0, y: 0)) }

  /// The keys of `transition` (the pointer ends one without `pointerTo` at its `location`).
  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "pointerFrom", \.from, .point, "Where it starts, `[x, y]`.", missing: "a pointer transition needs \"pointerFrom\""
    ),
    ModelKey("pointerTo", \.to, .point, "Where it ends, `[x, y]`; omitted, the pointer's `location`."),
    ModelKey("progress", \.progress, .number(0...1), "The moment drawn without `--frames`, 0…1. Omitted: the end."),
  ]
}

/// `UIPointerStyle`: an effect on the view under the pointer (`UIPointerEffect`), a shape the
/// pointer takes (`UIPointerShape`), both, or `hidden`. An empty style is the system pointer.
public struct PointerStyle: Sendable, Equatable {
  /// `UIPointerEffect`'s cases.
  public enum Effect: String, Sendable, CaseIterable { case automatic, highlight, lift, hover }
  /// `UIPointerEffect.TintMode`.
  public enum TintMode: String, Sendable, CaseIterable { case none, overlay, underlay }
  /// `UIAxis`.
  public enum Axis: String, Sendable, CaseIterable { case horizontal, vertical }

  public var effect: Effect?
  /// `hover` only: how the view is tinted (default `overlay`), whether it casts a shadow (default
  /// false) and grows (default true), as `UIPointerEffect.hover(_:preferredTintMode:…)`.
  public var tintMode = TintMode.overlay
  public var prefersShadow = false
  public var prefersScaledContent = true
  public var shape: PointerShape?
  /// `constrainedAxes`: the pointer's shape is held to the region's centre along these axes
  /// (a text beam stays on its line; a grid region pins the crosshair to the grid point).
  public var constrainedAxes: Set<Axis> = []
  /// `UIPointerStyle.hidden()`.
  public var isHidden = false

  public init(effect: Effect? = nil, shape: PointerShape? = nil) {
    self.effect = effect
    self.shape = shape
  }

  static let shapeProperties = [
    PropertyDeclaration(
      "roundedRect",
      .object([
        PropertyDeclaration(
          "rect", .object(PointerRegion.rectProperties),
          "The rectangle in the view's coordinates (origin at its top left); omitted, the view's bounds."),
        PropertyDeclaration(
          "insetBy",
          .object([
            PropertyDeclaration("dx", .number(-1000...1000), "Points in from the left and right (negative grows)."),
            PropertyDeclaration("dy", .number(-1000...1000), "Points in from the top and bottom (negative grows)."),
          ]), "`rect.insetBy(dx:dy:)`: the seed's `insetBy(dx: -8, dy: -4)` pads the highlight."),
        PropertyDeclaration(
          "cornerRadius", .number(0...1000), "`radius`; omitted, `UIPointerShape.defaultCornerRadius` (10)."),
      ]), "`.roundedRect(_:radius:)`: the platter or pointer outline."),
    PropertyDeclaration(
      "verticalBeam",
      .object([PropertyDeclaration("length", .number(1...1000), "Beam length in points.", required: true)]),
      "`.verticalBeam(length:)`: the text beam."),
    PropertyDeclaration(
      "horizontalBeam",
      .object([PropertyDeclaration("length", .number(1...1000), "Beam length in points.", required: true)]),
      "`.horizontalBeam(length:)`: the beam for vertical text."),
    PropertyDeclaration(
      "path", .text(maxLength: 5000),
      "`.path(_:)`: a custom outline as SVG path data (M, L, H, V, C, Q, Z, absolute or relative) in points around the hot spot (0,0), filled with the pointer material; e.g. a crosshair."
    ),
  ]

  /// `init()`: the system pointer (no effect, no shape).
  public init() {}
}

extension PointerStyle.Effect: PropertyChoice {}
extension PointerStyle.TintMode: PropertyChoice {}
extension PointerStyle.Axis: PropertyChoice {}

extension PointerStyle: KeyedValue {
  /// The keys of a style object (`pointerStyle`, a region's `style`).
  package static let keys: [ModelKey<Self>] = [
    .cases(
      "effect", \.effect,
      "`UIPointerEffect`: `highlight` (a platter behind the view), `lift` (the view rises), `hover` (the view tints) or `automatic` (the system's choice by size and background). Omitted: no effect."
    ),
    hoverKey("tintMode", \.tintMode, .choice(TintMode.allCases.map(\.rawValue)), "`hover`'s `preferredTintMode`."),
    hoverKey("prefersShadow", \.prefersShadow, .boolean, "`hover`'s `prefersShadow`."),
    hoverKey("prefersScaledContent", \.prefersScaledContent, .boolean, "`hover`'s `prefersScaledContent`."),
    ModelKey(
      "shape", \.shape, .object(shapeProperties),
      "`UIPointerShape`: exactly one of `roundedRect`, `verticalBeam`, `horizontalBeam`, `path`.",
      decode: { (_, value, _) throws(Diagnostic) in
        guard case .object(let shape) = value else { return nil }
        return try PointerShape(shape)
      }, encode: { _, shape in shape.map { .object($0.properties) } }),
    ModelKey(
      "constrainedAxes", \.constrainedAxes, .choices(Axis.allCases.map(\.rawValue)),
      "`constrainedAxes`: the pointer is held to the region's centre along these axes."),
    ModelKey("hidden", \.isHidden, .boolean, "`UIPointerStyle.hidden()`: no pointer and no effect."),
  ]

  /// A key of the hover effect only: written only with it, as the decoder refuses it on any
  /// other (`didDecode`). Its summary states its default.
  private static func hoverKey<Value: PropertyValueRepresentable>(
    _ name: String, _ keyPath: WritableKeyPath<Self, Value> & Sendable, _ type: PropertyDeclaration.ValueType,
    _ summary: String
  ) -> ModelKey<Self> {
    ModelKey(
      name, keyPath, type, summary + " Default \(PointerStyle()[keyPath: keyPath].defaultDescription!).",
      decode: { (model, value, _) throws(Diagnostic) in Value(propertyValue: value) ?? model[keyPath: keyPath] },
      encode: { model, value in model.effect == .hover ? value.propertyValue : nil })
  }

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    for key in ["tintMode", "prefersShadow", "prefersScaledContent"] where p.has(key) && effect != .hover {
      throw p.error(key, "\"\(key)\" belongs to the hover effect; add \"effect\": \"hover\"")
    }
    if isHidden, let key = ["effect", "shape"].first(where: p.has) {
      throw p.error(key, "a hidden pointer has no \"\(key)\"")
    }
  }
}

/// `UIPointerShape`. Rectangles are in the view's coordinates; beams and paths sit on the pointer.
public enum PointerShape: Sendable, Equatable {
  case roundedRect(Rect?, insetBy: Size, cornerRadius: Double?)
  case verticalBeam(length: Double)
  case horizontalBeam(length: Double)
  /// Points around the hot spot at (0, 0).
  case path(Path)

  static func length(_ p: PropertyValues) throws(Diagnostic) -> Double {
    guard let l = p.number("length") else { throw p.error("length", "a beam needs a \"length\"") }
    return l
  }

  init(_ p: PropertyValues) throws(Diagnostic) {
    let given = PointerStyle.shapeProperties.map(\.name).filter(p.has)
    guard given.count == 1 else {
      throw p.error(
        given.dropFirst().first,
        given.isEmpty
          ? "a shape needs one of: roundedRect, verticalBeam, horizontalBeam, path"
          : "a shape is one of roundedRect, verticalBeam, horizontalBeam, path; found \(given.joined(separator: " and "))"
      )
    }
    if let r = p.object("roundedRect") {
      let inset = r.object("insetBy")
      self = .roundedRect(
        try r.object("rect").map { (o) throws(Diagnostic) in try PointerRegion.rect(o) },
        insetBy: Size(width: inset?.number("dx") ?? 0, height: inset?.number("dy") ?? 0),
        cornerRadius: r.number("cornerRadius"))
    } else if let b = p.object("verticalBeam") {
      self = .verticalBeam(length: try Self.length(b))
    } else if let b = p.object("horizontalBeam") {
      self = .horizontalBeam(length: try Self.length(b))
    } else {
      do throws(SVGPathError) {
        self = .path(try SVGPath.parse(p.string("path")!))
      } catch {
        throw p.error("path", "bad path data: \(error.message)")
      }
    }
  }
}

/// `UIPointerRegion`: a named rectangle of a view with its own style.
public struct PointerRegion: Sendable, Equatable {
  /// The region's `identifier`, shown in the render tree.
  public var name: String?
  /// In the view's coordinates; nil is the whole view.
  public var rect: Rect?
  /// nil: the interaction's style.
  public var style: PointerStyle?
  /// The region snaps to the nearest point of a grid this many points apart (the quilt canvas):
  /// the pointer's shape is pinned to that point.
  public var gridSpacing: Double?
  /// The alpha the screen's navigation bars and toolbars animate to while the pointer is in the
  /// region (the seed's chrome fading in `willEnter`/`willExit`).
  public var barsAlpha: Double?

  public init(rect: Rect? = nil) { self.rect = rect }

  static let rectProperties = [
    PropertyDeclaration("x", .number(-100_000...100_000), "Left edge, in points from the view's left."),
    PropertyDeclaration("y", .number(-100_000...100_000), "Top edge, in points from the view's top."),
    PropertyDeclaration("width", .number(0...100_000), "Width in points.", required: true),
    PropertyDeclaration("height", .number(0...100_000), "Height in points.", required: true),
  ]

  /// A `rect` object; width and height are required.
  static func rect(_ p: PropertyValues) throws(Diagnostic) -> Rect {
    guard let w = p.number("width"), let h = p.number("height") else {
      throw p.error(p.has("width") ? "height" : "width", "a rect needs \"width\" and \"height\"")
    }
    return Rect(x: p.number("x") ?? 0, y: p.number("y") ?? 0, width: w, height: h)
  }
}

extension PointerRegion: KeyedValue {
  public init() {}

  package static let keys: [ModelKey<Self>] = [
    ModelKey("identifier", \.name, .text(maxLength: 200), "`identifier`: the region's name."),
    ModelKey(
      "rect", \.rect, .object(rectProperties), "`rect` in the view's coordinates (a CGRect); omitted, the whole view.",
      decode: { (_, value, _) throws(Diagnostic) in
        guard case .object(let rect) = value else { return nil }
        return try PointerRegion.rect(rect)
      }, encode: { _, rect in rect.map(PropertyValues.Value.rect) }),
    ModelKey("style", \.style, "The style for the region; omitted, the interaction's."),
    ModelKey(
      "gridSpacing", \.gridSpacing, .number(1...1000),
      "The region is the cell of a grid this many points apart nearest the pointer, and the pointer snaps to its centre."
    ),
    ModelKey(
      "barsAlpha", \.barsAlpha, .number(0...1),
      "While the pointer is in the region, the screen's bars fade to this alpha (`willEnter`'s animator)."),
  ]
}

/// `UIPointerInteraction` on a view: its regions (back to front; the frontmost one under the
/// pointer wins, as the delegate answers) and the style for the view or its regions.
public struct PointerInteraction: Sendable, Equatable {
  public var isEnabled = true
  /// For the whole view, and for regions without their own. nil: the automatic effect.
  public var style: PointerStyle?
  /// Empty: one region, the whole view. Otherwise the pointer outside every region is the
  /// system pointer.
  public var regions: [PointerRegion] = []

  public init(style: PointerStyle? = nil) { self.style = style }
}

extension PointerInteraction: KeyedValue {
  public init() {}

  package static let keys: [ModelKey<Self>] = [
    ModelKey("isEnabled", \.isEnabled, .boolean, "`isEnabled`: false turns the interaction off."),
    ModelKey(
      "style", \.style, "`pointerInteraction(_:styleFor:)`'s answer; omitted, the automatic effect on the view."),
    ModelKey(
      "regions", \.regions, maxCount: 100,
      "`pointerInteraction(_:regionFor:defaultRegion:)`'s regions, back to front; omitted, the whole view."),
  ]
}

// MARK: SVG path data

struct SVGPathError: Error { var message: String }

/// A reader for SVG path data (`M 0 -10 L 0 10 Z`), into a `Path` of moves, lines and cubics.
enum SVGPath {
  static let maximumElements = 2000

  static func parse(_ d: String) throws(SVGPathError) -> Path {
    var reader = Reader(Array(d.utf8))
    while let command = try reader.nextCommand() {
      try reader.readElement(command)
      if case .move = reader.elements.first {
      } else {
        throw SVGPathError(message: "path data must start with a move (M)")
      }
      guard reader.elements.count <= maximumElements else {
        throw SVGPathError(message: "more than \(maximumElements) elements")
      }
    }
    guard !reader.elements.isEmpty else { throw SVGPathError(message: "empty path") }
    return Path(reader.elements)
  }

  /// The commands Vellum reads (`M`, `L`, `H`, `V`, `C`, `Q`, `Z`, upper or lower case).
  private static func isCommand(_ c: UInt8) -> Bool {
    switch c {
    case UInt8(ascii: "M"), UInt8(ascii: "m"), UInt8(ascii: "L"), UInt8(ascii: "l"), UInt8(ascii: "H"),
      UInt8(ascii: "h"), UInt8(ascii: "V"), UInt8(ascii: "v"), UInt8(ascii: "C"), UInt8(ascii: "c"),
      UInt8(ascii: "Q"), UInt8(ascii: "q"), UInt8(ascii: "Z"), UInt8(ascii: "z"):
      true
    default: false
    }
  }

  /// Path data read element by element: the position in its bytes, the elements so far, the
  /// current point, the subpath's start and the command that repeats.
  private struct Reader {
    let chars: [UInt8]
    var i = 0
    var elements: [Path.Element] = []
    var current = Point(x: 0, y: 0)
    var start = Point(x: 0, y: 0)
    /// The command numbers without a letter repeat; nil before the first and after `z`.
    var command: UInt8?

    init(_ chars: [UInt8]) { self.chars = chars }

    /// The command of the next element: a letter, or the repeating command before a number;
    /// nil at the end of the data.
    mutating func nextCommand() throws(SVGPathError) -> UInt8? {
      skipSeparators()
      guard i < chars.count else { return nil }
      let c = chars[i]
      if SVGPath.isCommand(c) {
        command = c
        i += 1
      } else if command == nil || !startsNumber() {
        // The whole character at that byte, not a Latin-1 reading of its first byte.
        let character =
          String(decoding: chars[i..<min(chars.count, i + 4)], as: UTF8.self).first.map(String.init) ?? "?"
        throw SVGPathError(message: "unexpected \"\(character)\" at character \(i + 1)")
      }
      return command
    }

    /// One element of command `cmd` (lower case: relative), appended to `elements`.
    mutating func readElement(_ cmd: UInt8) throws(SVGPathError) {
      let relative = cmd >= 97
      switch cmd | 0x20 {
      case 109:  // m
        current = try point(relative)
        start = current
        elements.append(.move(current))
        command = relative ? 108 : 76  // further pairs are lines
      case 108:  // l
        current = try point(relative)
        elements.append(.line(current))
      case 104:  // h
        let x = try number()
        current.x = relative ? current.x + x : x
        elements.append(.line(current))
      case 118:  // v
        let y = try number()
        current.y = relative ? current.y + y : y
        elements.append(.line(current))
      case 99:  // c
        let a = try point(relative)
        let b = try point(relative)
        let e = try point(relative)
        elements.append(.curve(a, b, e))
        current = e
      case 113:  // q: the quadratic as its cubic
        let q = try point(relative)
        let e = try point(relative)
        let a = Point(x: current.x + 2 / 3 * (q.x - current.x), y: current.y + 2 / 3 * (q.y - current.y))
        let b = Point(x: e.x + 2 / 3 * (q.x - e.x), y: e.y + 2 / 3 * (q.y - e.y))
        elements.append(.curve(a, b, e))
        current = e
      default:  // z
        elements.append(.close)
        current = start
        command = nil
      }
    }

    mutating func skipSeparators() {
      while i < chars.count, chars[i] == 32 || chars[i] == 44 || (9...13).contains(chars[i]) { i += 1 }
    }

    /// The next number, of at most 10000.
    mutating func number() throws(SVGPathError) -> Double {
      skipSeparators()
      let begin = i
      if i < chars.count, chars[i] == 43 || chars[i] == 45 { i += 1 }
      // SVG's grammar: a second "." or a sign not after an exponent starts the next number
      // ("M0 0 L.5.5" is the point (0.5, 0.5)).
      var seenDot = false
      var seenExponent = false
      while i < chars.count {
        let c = chars[i]
        if (48...57).contains(c) {
          i += 1
        } else if c == 46 && !seenDot && !seenExponent {
          seenDot = true
          i += 1
        } else if (c == 101 || c == 69) && !seenExponent && i > begin {
          seenExponent = true
          i += 1
          if i < chars.count, chars[i] == 43 || chars[i] == 45 { i += 1 }
        } else {
          break
        }
      }
      guard i > begin, let v = Double(String(decoding: chars[begin..<i], as: UTF8.self)), v.isFinite,
        abs(v) <= 10_000
      else { throw SVGPathError(message: "expected a number (at most 10000) at character \(begin + 1)") }
      return v
    }

    /// The next two numbers as a point, from the current point when `relative`.
    mutating func point(_ relative: Bool) throws(SVGPathError) -> Point {
      let x = try number()
      let y = try number()
      return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
    }

    /// Whether a number starts at the next non-separator.
    mutating func startsNumber() -> Bool {
      skipSeparators()
      guard i < chars.count else { return false }
      return (48...57).contains(chars[i]) || chars[i] == 45 || chars[i] == 43 || chars[i] == 46
    }
  }
}

// MARK: Encoding

extension PointerShape {
  /// The shape object: one key naming the shape.
  var properties: PropertyValues {
    func beam(_ length: Double) -> PropertyValue { .object(PropertyValues(["length": .number(length)])) }
    switch self {
    case .roundedRect(let rect, let inset, let radius):
      let insetBy = PropertyValues(compacting: [
        "dx": inset.width == 0 ? nil : .number(inset.width), "dy": inset.height == 0 ? nil : .number(inset.height),
      ])
      return PropertyValues([
        "roundedRect": .object(
          PropertyValues(compacting: [
            "rect": rect.map(PropertyValue.rect), "insetBy": inset == .zero ? nil : .object(insetBy),
            "cornerRadius": radius.map(PropertyValue.number),
          ]))
      ])
    case .verticalBeam(let length): return PropertyValues(["verticalBeam": beam(length)])
    case .horizontalBeam(let length): return PropertyValues(["horizontalBeam": beam(length)])
    case .path(let path): return PropertyValues(["path": .string(SVGPath.data(path))])
    }
  }
}

extension SVGPath {
  /// Path data that `parse(_:)` reads back as `path`: absolute moves, lines, cubics and closes
  /// (`M -1 -8 L 1 -8 … Z`), numbers in their shortest exact form.
  static func data(_ path: Path) -> String {
    func p(_ point: Point) -> String { format(point.x) + " " + format(point.y) }
    return path.elements.map { e in
      switch e {
      case .move(let a): "M " + p(a)
      case .line(let a): "L " + p(a)
      case .curve(let a, let b, let c): "C " + p(a) + " " + p(b) + " " + p(c)
      case .close: "Z"
      }
    }.joined(separator: " ")
  }
}
