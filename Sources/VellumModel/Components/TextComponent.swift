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
