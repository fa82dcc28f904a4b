/// SwiftUI's `ZStack`: children drawn over one another, the first at the back, each aligned in
/// the stack's frame.
public struct ZStack: Sendable, Equatable {
  public var alignment = FrameAlignment.center
  public var children: [Component] = []
  /// `UIAccessibility` keys (`isAccessibilityElement: true` makes the stack one element).
  public var accessibility = AccessibilityOverrides()
  public init(alignment: FrameAlignment = .center, children: [Component] = []) {
    self.alignment = alignment
    self.children = children
  }
}

extension ZStack: ComponentModel {
  public init() { self.init(alignment: .center) }

  public static let kind = "zStack"
  package static let summary =
    "SwiftUI's `ZStack`: its children over one another (the first at the back), each aligned in the stack, which is as large as its largest child."
  package static let briefSummary = "A SwiftUI `ZStack`: children layered."
  package static let keys: [ModelKey<ZStack>] =
    [
      .cases("alignment", \.alignment, "Where each child sits in the stack."),
      ModelKey("children", \.children, .components(item: "A layer."), "The layers, back to front."),
    ] + ModelKey.inline(\.accessibility, AccessibilityOverrides.componentKeys)

  public func mappingComponents(_ transform: (Component) -> Component) -> ZStack {
    var z = self
    z.children = z.children.map(transform)
    return z
  }
}

/// SwiftUI's `Divider`: a hairline in the separator colour across a column, or down a row.
public struct Divider: Sendable, Equatable {
  public init() {}
}

extension Divider: ComponentModel {
  public static let kind = "divider"
  package static let summary =
    "SwiftUI's `Divider`: a hairline in the `separator` colour, across a column or down a row (its whole height)."
  package static let briefSummary = "A SwiftUI `Divider`."
  package static let keys: [ModelKey<Self>] = []
}
