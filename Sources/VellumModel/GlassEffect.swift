/// SwiftUI's `glassEffect(_:in:)`: iOS 26's Liquid Glass behind a component, in a shape
/// (`.glassEffect(.regular.tint(.blue).interactive(), in: .capsule)`). `"glassEffect": true`
/// is regular glass in a capsule.
public struct GlassEffect: Sendable, Equatable {
  /// `Glass.regular` adapts to what is behind it; `Glass.clear` is more transparent.
  public enum Style: String, Sendable, CaseIterable, PropertyChoice { case regular, clear }

  /// The shape the glass takes in the component's frame.
  public enum Shape: Sendable, Equatable {
    /// `.capsule`: the shorter side's ends fully rounded.
    case capsule
    /// `.circle`: the largest circle centred in the frame.
    case circle
    /// `.rect(cornerRadius:)`, continuous corners (SwiftUI's `RoundedRectangle` default); 0 is
    /// `.rect`, square corners.
    case rect(cornerRadius: Double)

    /// `.rect`: square corners.
    public static let rect = Shape.rect(cornerRadius: 0)

    /// The names a shape is given by (`"rect"`: square corners).
    static let names = ["capsule", "circle", "rect"]
  }

  public var style = Style.regular
  /// `tint(_:)`: a colour mapped over the material; nil for none.
  public var tint: ColorValue?
  public var shape = Shape.capsule
  /// `interactive()`: changes nothing at rest.
  public var isInteractive = false

  public init(style: Style = .regular, tint: ColorValue? = nil, shape: Shape = .capsule, isInteractive: Bool = false) {
    self.style = style
    self.tint = tint
    self.shape = shape
    self.isInteractive = isInteractive
  }

  /// `.regular`: what `"glassEffect": true` stands for.
  public static let regular = GlassEffect()
  /// `.clear`.
  public static let clear = GlassEffect(style: .clear)

  /// `tint(_:)`: this glass tinted `color`.
  public func tint(_ color: ColorValue?) -> GlassEffect {
    var g = self
    g.tint = color
    return g
  }

  /// `interactive(_:)`: this glass reacting to touches (nothing changes at rest).
  public func interactive(_ isEnabled: Bool = true) -> GlassEffect {
    var g = self
    g.isInteractive = isEnabled
    return g
  }
}

extension GlassEffect: KeyedValue {
  public init() {}

  package static let keys: [ModelKey<Self>] = [
    .cases("style", \.style, "`regular` adapts to what is behind it; `clear` is more transparent."),
    ModelKey("tint", \.tint, .color, "`tint(_:)`: a colour mapped over the material, by the backdrop's brightness."),
    ModelKey(
      "shape", \.shape,
      .choiceOrObject(
        Shape.names,
        [
          PropertyDeclaration(
            "cornerRadius", .number(0...10_000), "The corners' radius in points (continuous corners).",
            missing: "a rounded rectangle needs a \"cornerRadius\"")
        ],
        objectSummary: "`.rect(cornerRadius:)`: a rectangle with continuous corners of this radius."),
      "The glass's shape in the component's frame: `capsule` (default), `circle` (the largest circle centred in the frame), `rect` (square corners) or `{ \"cornerRadius\": n }` (continuous corners).",
      decode: { (_, value, _) throws(Diagnostic) in
        switch value {
        case .string("circle"): return .circle
        case .string("rect"): return .rect(cornerRadius: 0)
        case .object(let p):
          return .rect(cornerRadius: p.number("cornerRadius") ?? 0)
        default: return .capsule
        }
      },
      encode: { _, shape in
        switch shape {
        case .capsule: .string("capsule")
        case .circle: .string("circle")
        case .rect(let r) where r == 0: .string("rect")
        case .rect(let r): .object(PropertyValues(["cornerRadius": .number(r)]))
        }
      }),
    ModelKey("interactive", \.isInteractive, .boolean, "`interactive()`: reacts to touches; changes nothing at rest."),
  ]
}
