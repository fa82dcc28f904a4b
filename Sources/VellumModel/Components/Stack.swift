/// A `UIStackView`-like container.
public struct Stack: Sendable, Equatable {
  public enum Axis: String, Sendable, CaseIterable { case vertical, horizontal }
  /// Cross-axis alignment (`UIStackView.Alignment`).
  public enum Alignment: String, Sendable, CaseIterable { case fill, leading, center, trailing, top, bottom }

  public var axis = Axis.vertical
  public var spacing = 0.0
  public var padding = DirectionalEdgeInsets.zero
  public var alignment = Alignment.fill
  public var background: ColorValue?
  public var cornerRadius = 0.0
  public var children: [Component] = []
  /// A `UIPointerInteraction` on the stack's view.
  public var pointerInteraction: PointerInteraction?
  /// `UIAccessibility` keys (`isAccessibilityElement: true` makes the stack one element).
  public var accessibility = AccessibilityOverrides()
  public init() {}
}
