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

extension Stack: ComponentModel {
  public static let kind = "stack"
  public static let summary = "A `UIStackView`: lays its children out in a row or a column."
  public static let briefSummary = "A `UIStackView`."
  public static let properties =
    [
      ControlProperty.cases(
        "axis", Axis.self, "`UIStackView.axis`: a column (`vertical`) or a row (`horizontal`).", default: .vertical),
      ControlProperty(
        "spacing", .number(-10_000...10_000),
        "`UIStackView.spacing`: points between adjacent children; negative overlaps them, as UIKit allows.",
        default: .number(0)),
      ControlProperty(
        "padding", .insets,
        "Space between the stack's edges and its children (`directionalLayoutMargins` with `isLayoutMarginsRelativeArrangement`)."
      ),
      ControlProperty.cases(
        "alignment", Alignment.self,
        "`UIStackView.Alignment`: how children sit across the axis (`top`/`bottom` for rows, `leading`/`trailing` for columns).",
        default: .fill),
      ControlProperty("background", .color, "`backgroundColor` of the stack; omitted, transparent."),
      ControlProperty(
        "cornerRadius", .number(0...10_000), "`layer.cornerRadius` of the background, in points.",
        default: .number(0)),
      ControlProperty(
        "children", .components(item: "An arranged subview."),
        "`arrangedSubviews`, in order (leading to trailing, top to bottom)."),
      ControlProperty.pointerInteraction("A `UIPointerInteraction` on the stack's view."),
    ] + AccessibilityOverrides.componentProperties

  public func mappingComponents(_ transform: (Component) -> Component) -> Stack {
    var s = self
    s.children = s.children.map(transform)
    return s
  }

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    axis = p.choice("axis", Axis.self) ?? .vertical
    spacing = p.number("spacing") ?? 0
    padding = p.insets("padding") ?? .zero
    alignment = p.choice("alignment", Alignment.self) ?? .fill
    background = p.color("background")
    cornerRadius = p.number("cornerRadius") ?? 0
    children = p.components("children")
    pointerInteraction = p.pointerInteraction("pointerInteraction")
    accessibility = AccessibilityOverrides(p)
  }

  public var propertyValues: ControlProperties {
    ControlProperties(
      compacting: [
        "axis": .choice(axis), "spacing": .number(spacing), "padding": .insets(padding),
        "alignment": .choice(alignment),
        "background": background.map(PropertyValue.color), "cornerRadius": .number(cornerRadius),
        "children": .components(children),
        "pointerInteraction": pointerInteraction.map(PropertyValue.pointerInteraction),
      ].merging(accessibility.propertyValues) { own, _ in own })
  }
}
