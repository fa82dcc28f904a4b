import VellumModel

/// A value per layout direction (a Pango context, the matrix it was last updated for). Two
/// slots, not a dictionary: a `[LayoutDirection: …]`'s storage made the runtime look
/// `LayoutDirection: Hashable` up, a scan of every conformance record in the binary (~330,000
/// instructions), in every process that drew text.
struct PerDirection<Value> {
  private var leftToRight: Value?
  private var rightToLeft: Value?

  subscript(direction: LayoutDirection) -> Value? {
    get {
      switch direction {
      case .leftToRight: leftToRight
      case .rightToLeft: rightToLeft
      }
    }
    set {
      switch direction {
      case .leftToRight: leftToRight = newValue
      case .rightToLeft: rightToLeft = newValue
      }
    }
  }

  /// The values set.
  var values: [Value] { [leftToRight, rightToLeft].compactMap { $0 } }
}
