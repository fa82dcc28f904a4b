/// A `UILabel`.
public struct TextComponent: Sendable, Equatable {
  public var string: String
  public var font = FontSpec.style(.body)
  public var color = ColorValue.system(.label)
  public var numberOfLines = 0
  public var lineBreakMode = LineBreakMode.byTruncatingTail
  public var alignment = TextAlignment.natural
  /// A `UIPointerInteraction` on the label; without one, the pointer is a text beam over it.
  public var pointerInteraction: PointerInteraction?
  /// `UIAccessibility` keys.
  public var accessibility = AccessibilityOverrides()
  public init(string: String) { self.string = string }
}

extension TextComponent: ComponentModel {
  public static let kind = "text"
  public static let summary = "A `UILabel`."
  private static let missingString = "missing \"string\": the text to show"
  public static let properties =
    [
      ControlProperty(
        "string", .text(maxLength: DocumentDecoder.maximumTextLength), "`text`: the string to show.",
        missing: missingString),
      ControlProperty("font", .font, "`font`: a Dynamic Type text style or a system font. Default `body`."),
      ControlProperty("color", .color, "`textColor`. Default `label`."),
      ControlProperty(
        "numberOfLines", .integer(0...10_000), "`numberOfLines`: the most lines to show; 0 means no limit.",
        default: .number(0)),
      ControlProperty.cases(
        "lineBreakMode", LineBreakMode.self,
        "`lineBreakMode`: how a line that does not fit wraps or is truncated. Default `byTruncatingTail`.",
        what: "line break mode", ref: "lineBreakMode"),
      ControlProperty.cases(
        "alignment", TextAlignment.self, "`textAlignment`. Default `natural` (leading in the layout direction).",
        ref: "textAlignment"),
      ControlProperty.pointerInteraction(
        "A `UIPointerInteraction` on the label; omitted, the pointer is a text beam over it."),
    ] + AccessibilityOverrides.componentProperties

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    guard let string = p.string("string") else { throw p.error("string", Self.missingString) }
    self.string = string
    font = p.font("font") ?? .style(.body)
    color = p.color("color") ?? .system(.label)
    numberOfLines = p.integer("numberOfLines") ?? 0
    lineBreakMode = p.choice("lineBreakMode", LineBreakMode.self) ?? .byTruncatingTail
    alignment = p.choice("alignment", TextAlignment.self) ?? .natural
    pointerInteraction = p.pointerInteraction("pointerInteraction")
    accessibility = AccessibilityOverrides(p)
  }

  public var propertyValues: ControlProperties {
    ControlProperties(
      compacting: [
        "string": .string(string), "font": .font(font), "color": .color(color),
        "numberOfLines": .number(Double(numberOfLines)), "lineBreakMode": .choice(lineBreakMode),
        "alignment": .choice(alignment), "pointerInteraction": pointerInteraction.map(PropertyValue.pointerInteraction),
      ].merging(accessibility.propertyValues) { own, _ in own })
  }
}
