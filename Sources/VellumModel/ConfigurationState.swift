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
  package func matches(_ pattern: StatePattern) -> Bool {
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
  package static let flagNames = [
    "isHighlighted", "isSelected", "isDisabled", "isFocused", "isEditing", "isSwiped", "isExpanded",
  ]

  package func flag(_ name: String) -> Bool? {
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

  package mutating func setFlag(_ name: String, _ value: Bool) {
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

extension ConfigurationState.DragState: PropertyChoice {}
extension ConfigurationState.DropState: PropertyChoice {}

/// A state pattern's custom states, in document order (for the `custom` key).
public struct CustomStates: Sendable, Equatable {
  public var entries: [(String, CustomStateValue)]
  public init(_ entries: [(String, CustomStateValue)]) { self.entries = entries }
  public static func == (a: Self, b: Self) -> Bool { a.entries.elementsEqual(b.entries, by: { $0 == $1 }) }
}

extension StatePattern {
  /// The boolean state `name` (a `ConfigurationState.flagNames` entry) as the pattern names it;
  /// nil when it does not. Setting it replaces any earlier value of the flag, after the others.
  package subscript(flag name: String) -> Bool? {
    get { flags.last { $0.0 == name }?.1 }
    set {
      flags.removeAll { $0.0 == name }
      if let newValue { flags.append((name, newValue)) }
    }
  }

  /// `custom`, nil when empty (the `custom` key's value).
  var customStates: CustomStates? {
    get { custom.isEmpty ? nil : CustomStates(custom) }
    set { custom = newValue?.entries ?? [] }
  }
}

extension StatePattern: KeyedValue {
  private static let flagSummaries = [
    "isHighlighted": "`isHighlighted`: the cell is being touched.",
    "isSelected": "`isSelected`: the cell is selected.",
    "isDisabled": "`isDisabled`: the cell is disabled (its content greys).",
    "isFocused": "`isFocused`: the cell has keyboard focus.",
    "isEditing": "`isEditing`: the list is in editing mode.",
    "isSwiped": "`isSwiped`: the cell is swiped to show its actions.",
    "isExpanded": "`isExpanded`: the cell's outline section is expanded.",
  ]

  /// The keys of a cell's `state`, a `when` clause's `state` and a `state` variant: the flags
  /// (in `flagNames` order, the order they are read and matched in), the drag and drop states
  /// and the custom states.
  package static let keys: [ModelKey<Self>] =
    ConfigurationState.flagNames.map { name in
      ModelKey(name, \.[flag: name], .boolean, flagSummaries[name] ?? "`\(name)`.")
    } + [
      .cases(
        "cellDragState", \.cellDragState,
        "`cellDragState` (`UICellConfigurationState.DragState`): a lifted or dragged cell is translucent with a shadow.",
        what: "drag state"),
      .cases(
        "cellDropState", \.cellDropState,
        "`cellDropState` (`UICellConfigurationState.DropState`): `targeted` highlights a drop target.",
        what: "drop state"),
      ModelKey(
        "custom", \.customStates, .customStates,
        "Custom states (`UIConfigurationStateCustomKey`) by name, e.g. `\"archived\": true`."),
    ]

  /// The keys as the schema describes a cell's state: an omitted drag or drop state is `none`
  /// (`ConfigurationState`'s; a `when` clause then does not compare it).
  static let stateProperties: [PropertyDeclaration] = properties.map { p in
    var p = p
    switch p.name {
    case "cellDragState": p.defaultValue = ConfigurationState().cellDragState.propertyValue
    case "cellDropState": p.defaultValue = ConfigurationState().cellDropState.propertyValue
    default: break
    }
    return p
  }

  /// The JSON keys.
  static let keyNames = keys.map(\.property.name)
}

extension ConfigurationState {
  /// The state as the pattern a cell's `state` key writes: the flags that are on, the drag and
  /// drop states that are not `none`, and every custom state by name (so the output does not
  /// depend on dictionary order). Setting it sets what the pattern names on a state at rest.
  var pattern: StatePattern {
    get {
      var p = StatePattern()
      for name in Self.flagNames where flag(name) == true { p.flags.append((name, true)) }
      if cellDragState != .none { p.cellDragState = cellDragState }
      if cellDropState != .none { p.cellDropState = cellDropState }
      p.custom = custom.keys.sorted().map { ($0, custom[$0]!) }
      return p
    }
    set {
      self = ConfigurationState()
      apply(newValue)
    }
  }
}
