/// `UICellAccessory`: a system accessory shown beside a list cell's content.
public struct CellAccessory: Sendable, Equatable {
  /// `UICellAccessory.DisplayedState`.
  public enum Displayed: String, Sendable, CaseIterable { case always, whenEditing, whenNotEditing }

  public enum Kind: Sendable, Equatable {
    /// `.disclosureIndicator()`: the grey forward chevron.
    case disclosureIndicator
    /// `.checkmark()`, in the tint colour.
    case checkmark
    /// `.detail()`: the info button.
    case detail
    /// `.outlineDisclosure()`: a chevron pointing down when the item is expanded.
    case outlineDisclosure
    /// `.delete()`: the red minus circle of editing mode.
    case delete
    /// `.insert()`: the green plus circle of editing mode.
    case insert
    /// `.reorder()`: the grip of editing mode.
    case reorder
    /// `.multiselect()`: an empty circle, or a filled checkmark circle when selected.
    case multiselect
    /// `.label(text:)`: trailing secondary text.
    case label(String)
    /// A custom view: a count in a capsule.
    case badge(String, color: ColorValue?)
    /// A custom view: a small progress bar, 0…1.
    case progress(Double)
    /// A custom view: a control (`switch`, `segmentedControl`, `stepper`) at the trailing edge,
    /// the way apps put controls in list rows.
    case control(AnyControl)
    /// `.customView(configuration:)`: any component (a label, an image, a button, a text
    /// field, a stack) at the leading or trailing edge.
    case customView(CustomView)

    /// The controls a row can carry as a custom accessory.
    public static let controlKinds: [any Control.Type] = [Switch.self, SegmentedControl.self, Stepper.self]

    /// The JSON names, as in UIKit.
    public static let names =
      [
        "disclosureIndicator", "checkmark", "detail", "outlineDisclosure", "delete", "insert", "reorder",
        "multiselect", "label", "badge", "progress", "customView",
      ] + controlKinds.map { $0.kind }

    /// Leading accessories sit before the content; the rest after it.
    public var isLeading: Bool {
      switch self {
      case .delete, .insert, .multiselect: true
      case .customView(let v): v.placement == .leading
      default: false
      }
    }

    /// UIKit's default: editing controls show only while editing.
    public var defaultDisplayed: Displayed {
      switch self {
      case .delete, .insert, .reorder, .multiselect: .whenEditing
      default: .always
      }
    }
  }

  public var kind: Kind
  public var displayed: Displayed
  public var tintColor: ColorValue?

  public init(_ kind: Kind, displayed: Displayed? = nil, tintColor: ColorValue? = nil) {
    self.kind = kind
    self.displayed = displayed ?? kind.defaultDisplayed
    self.tintColor = tintColor
  }

  /// Whether the accessory shows in a state.
  public func isVisible(editing: Bool) -> Bool {
    switch displayed {
    case .always: true
    case .whenEditing: editing
    case .whenNotEditing: !editing
    }
  }
}

/// `UICellAccessory.CustomViewConfiguration`.
public struct CustomView: Sendable, Equatable {
  /// `UICellAccessory.Placement`: before the content (after the editing controls) or after it.
  public enum Placement: String, Sendable, CaseIterable { case leading, trailing }
  /// `customView`: the component, at its own size (offered at most half the row's width).
  public var view: Component
  public var placement: Placement = .trailing
  /// `reservedLayoutWidth`: the least width the accessory takes, the view centred in it.
  public var reservedLayoutWidth: Double?
  public init(view: Component) { self.view = view }
}

/// `UIContextualAction`: a swipe action revealed when the cell is swiped.
public struct SwipeAction: Sendable, Equatable {
  /// `UIContextualAction.Style`.
  public enum Style: String, Sendable, CaseIterable { case normal, destructive }
  public var title: String
  public var style: Style
  public var backgroundColor: ColorValue?
  public var image: String?
  public init(title: String, style: Style = .normal) {
    self.title = title
    self.style = style
  }
}

/// Which of a cell's swipe action configurations a swipe shows (when `state.isSwiped`), and
/// whether it is a full swipe: what UIKit's one `isSwiped` boolean does not say.
public struct Swipe: Sendable, Equatable {
  /// The edge the actions show at (SwiftUI's `HorizontalEdge` of `.swipeActions(edge:)`).
  public enum Edge: String, Sendable, CaseIterable { case leading, trailing }
  /// nil: the trailing actions when the cell has some, else the leading ones.
  public var edge: Edge?
  /// A full swipe (`performsFirstActionWithFullSwipe`): the first action fills the row.
  public var isFullSwipe = false
  public init(edge: Edge? = nil, isFullSwipe: Bool = false) {
    self.edge = edge
    self.isFullSwipe = isFullSwipe
  }
}

/// `UIListSeparatorConfiguration`, per item.
public struct SeparatorConfiguration: Sendable, Equatable {
  /// `UIListSeparatorConfiguration.Visibility`.
  public enum Visibility: String, Sendable, CaseIterable { case automatic, visible, hidden }
  public var bottomSeparatorVisibility = Visibility.automatic
  /// Leading/trailing insets from the cell's edges; nil aligns with the text (UIKit's automatic).
  public var bottomSeparatorInsets: DirectionalEdgeInsets?
  public var color: ColorValue?
  public init() {}
}

extension SwipeAction.Style: PropertyChoice {}
extension Swipe.Edge: PropertyChoice {}
extension SeparatorConfiguration.Visibility: PropertyChoice {}

extension SwipeAction: KeyedValue {
  public init() { self.init(title: "") }

  public static let keys: [ModelKey<SwipeAction>] = [
    ModelKey("title", \.title, .text(maxLength: 100), "`title`.", missing: "a swipe action needs a \"title\""),
    .cases("style", \.style, "`UIContextualAction.Style`: `destructive` is red.", what: "swipe action style"),
    ModelKey("backgroundColor", \.backgroundColor, .color, "`backgroundColor`; omitted, the style's (grey or red)."),
    ModelKey("systemName", \.image, .symbolName, "`image`: an SF Symbol shown above the title."),
  ]
}

extension Swipe: KeyedValue {
  public init() { self.init(edge: nil) }

  public static let keys: [ModelKey<Swipe>] = [
    .cases(
      "edge", \.edge,
      "The actions shown: `trailing` (`swipeActions`) or `leading` (`leadingSwipeActions`); omitted, the trailing ones when the cell has some.",
      what: "swipe edge"),
    ModelKey(
      "isFullSwipe", \.isFullSwipe, .boolean,
      "A full swipe (`performsFirstActionWithFullSwipe`): the first action fills the row, the others hidden under it."),
  ]
}

extension SeparatorConfiguration: KeyedValue {
  public static let keys: [ModelKey<SeparatorConfiguration>] = [
    .cases(
      "bottomSeparatorVisibility", \.bottomSeparatorVisibility,
      "`bottomSeparatorVisibility` (`UIListSeparatorConfiguration.Visibility`).", what: "visibility"),
    ModelKey(
      "bottomSeparatorInsets", \.bottomSeparatorInsets, .insets,
      "`bottomSeparatorInsets` (leading and trailing matter); omitted, the separator lines up with the text."),
    ModelKey("color", \.color, .color, "`color` of the separator. Default `separator`."),
  ]
}

extension CellAccessory {
  /// `displayed`, as a control accessory's extra key.
  static let displayedProperty = ControlProperty.cases(
    "displayed", Displayed.self, "`displayedState` (`UICellAccessory.DisplayedState`). Default `always`.")
}
