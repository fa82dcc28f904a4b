/// `UICellConfigurationState`: the state a cell is drawn in.
public struct ConfigurationState: Sendable, Equatable {
  /// `UICellConfigurationState.DragState`.
  public enum DragState: String, Sendable, CaseIterable { case none, lifting, dragging }
  /// `UICellConfigurationState.DropState`.
  public enum DropState: String, Sendable, CaseIterable { case none, notTargeted, targeted }

  public var isHighlighted = false
  public var isSelected = false
  public var isDisabled = false
  public var isFocused = false
  public var isEditing = false
  public var isSwiped = false
  public var isExpanded = false
  public var cellDragState = DragState.none
  public var cellDropState = DropState.none
  /// Custom states (`UIConfigurationStateCustomKey`), e.g. `"archived": true`.
  public var custom: [String: CustomStateValue] = [:]

  public init() {}

  /// True when every state `pattern` sets (a `when` clause) has the same value here.
  /// Unset custom keys count as `false`.
  public func matches(_ pattern: StatePattern) -> Bool {
    for (key, want) in pattern.flags {
      guard let have = flag(key), have == want else { return false }
    }
    if let d = pattern.cellDragState, d != cellDragState { return false }
    if let d = pattern.cellDropState, d != cellDropState { return false }
    for (key, want) in pattern.custom {
      let have = custom[key] ?? .bool(false)
      if have != want { return false }
    }
    return true
  }

  /// The names of the boolean states, as the JSON spells them.
  public static let flagNames = [
    "isHighlighted", "isSelected", "isDisabled", "isFocused", "isEditing", "isSwiped", "isExpanded",
  ]

  public func flag(_ name: String) -> Bool? {
    switch name {
    case "isHighlighted": isHighlighted
    case "isSelected": isSelected
    case "isDisabled": isDisabled
    case "isFocused": isFocused
    case "isEditing": isEditing
    case "isSwiped": isSwiped
    case "isExpanded": isExpanded
    default: nil
    }
  }

  public mutating func setFlag(_ name: String, _ value: Bool) {
    switch name {
    case "isHighlighted": isHighlighted = value
    case "isSelected": isSelected = value
    case "isDisabled": isDisabled = value
    case "isFocused": isFocused = value
    case "isEditing": isEditing = value
    case "isSwiped": isSwiped = value
    case "isExpanded": isExpanded = value
    default: break
    }
  }
}

/// The value of a custom state.
public enum CustomStateValue: Sendable, Equatable, CustomStringConvertible {
  case bool(Bool)
  case number(Double)
  case string(String)
  public var description: String {
    switch self {
    case .bool(let b): String(b)
    case .number(let n): format(n)
    case .string(let s): "\"\(s)\""
    }
  }
}

/// The state part of a `when` clause: only what it names is compared.
public struct StatePattern: Sendable, Equatable {
  public var flags: [(String, Bool)] = []
  public var cellDragState: ConfigurationState.DragState?
  public var cellDropState: ConfigurationState.DropState?
  public var custom: [(String, CustomStateValue)] = []
  public init() {}
  public static func == (a: Self, b: Self) -> Bool {
    a.flags.elementsEqual(b.flags, by: { $0 == $1 }) && a.cellDragState == b.cellDragState
      && a.cellDropState == b.cellDropState && a.custom.elementsEqual(b.custom, by: { $0 == $1 })
  }
}
