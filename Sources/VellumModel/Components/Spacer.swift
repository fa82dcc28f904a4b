/// Flexible space in a stack.
public struct Spacer: Sendable, Equatable {
  public var minLength = 0.0
  public init() {}
}

extension Spacer: ComponentModel {
  public static let kind = "spacer"
  package static let summary = "Flexible space in a stack (SwiftUI's `Spacer`): spacers share the stack's free length."
  package static let briefSummary = "Flexible space in a stack."
  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "minLength", \.minLength, .number(0...100_000),
      "The least length the spacer takes along the stack's axis, in points.")
  ]
}
