/// SwiftUI's `GlassEffectContainer(spacing:) { … }`: the glass of the components inside drawn
/// together, from the same backdrop (glass never samples glass); shapes closer than `spacing`
/// blend into one piece, as neighbouring glass melts together on iOS 26, and shapes sharing a
/// `glassEffectUnion` id become one shape spanning them.
public struct GlassEffectContainer: Sendable, Equatable {
  /// Shapes less than this many points apart blend into one piece of glass.
  public var spacing = 0.0
  public var content = Component(Spacer())

  public init(spacing: Double = 0, content: Component) {
    self.spacing = spacing
    self.content = content
  }
}

extension GlassEffectContainer: ComponentModel {
  public init() {}

  public static let kind = "glassEffectContainer"
  package static let summary =
    "SwiftUI's `GlassEffectContainer(spacing:)`: the glass of the components in its `content` drawn together from one backdrop (glass never samples glass); shapes closer than `spacing` blend into one piece of glass, and shapes sharing a `glassEffectUnion` id become one shape spanning them."
  package static let briefSummary = "A SwiftUI `GlassEffectContainer`: glass drawn together."
  package static let keys: [ModelKey<GlassEffectContainer>] = [
    ModelKey(
      "spacing", \.spacing, .number(0...10_000),
      "Shapes less than this many points apart blend into one piece of glass, joined by a smooth neck. Default 0: only shapes that touch."
    ),
    ModelKey(
      "content", \.content, .component, "The components whose glass the container draws: usually a `stack`.",
      missing: "a glass effect container needs \"content\""),
  ]

  public func mappingComponents(_ transform: (Component) -> Component) -> GlassEffectContainer {
    var c = self
    c.content = transform(content)
    return c
  }
}
