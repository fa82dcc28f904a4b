/// Flexible space in a stack.
public struct Spacer: Sendable, Equatable {
  public var minLength = 0.0
  public init() {}
}
