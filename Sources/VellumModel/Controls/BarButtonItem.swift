/// `UIBarButtonItem`: a system item, a title or an image, or a fixed or flexible space.
public struct BarButtonItem: KeyedValue {
  /// `UIBarButtonItem.SystemItem` (spaces are the `fixedSpace`/`flexibleSpace` keys).
  public enum SystemItem: String, PropertyChoice {
    case done, cancel, edit, save, add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera
    case trash, play, pause, rewind, fastForward, undo, redo, close

    /// The word a text system item shows, or nil for a symbol item.
    package var title: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      default: nil
      }
    }

    /// The SF Symbol a symbol item shows.
    package var symbolName: String {
      switch self {
      case .add: "plus"
      case .compose: "square.and.pencil"
      case .reply: "arrowshape.turn.up.left"
      case .action: "square.and.arrow.up"
      case .organize: "folder"
      case .bookmarks: "book"
      case .search: "magnifyingglass"
      case .refresh: "arrow.clockwise"
      case .stop: "xmark"
      case .camera: "camera"
      case .trash: "trash"
      case .play: "play.fill"
      case .pause: "pause.fill"
      case .rewind: "backward.fill"
      case .fastForward: "forward.fill"
      case .undo: "arrow.uturn.backward"
      case .redo: "arrow.uturn.forward"
      case .close: "xmark.circle.fill"
      default: "questionmark"
      }
    }

    /// Done and Save are bold, as confirmations.
    package var isProminent: Bool { self == .done || self == .save }
  }
  public enum Style: String, PropertyChoice { case plain, done }

  public var systemItem: SystemItem?
  public var title: String?
  public var image: ImageSource?
  public var style = Style.plain
  /// `.fixedSpace(width)`.
  public var fixedSpace: Double?
  /// `.flexibleSpace()`.
  public var flexibleSpace = false
  public var isEnabled = true
  public var tintColor: ColorValue?
  public var menu: Menu?
  public var isMenuPresented = false
  /// `pointerStyle` (iPadOS): nil, the bar's highlight.
  public var pointerStyle: PointerStyle?
  /// `UIBarButtonItem(customView:)`: a component drawn in the bar at its own size.
  public var customView: Component?
  /// `hidesSharedBackground` (iOS 26): no glass behind the item.
  public var hidesSharedBackground = false
  /// `sharesBackground` (iOS 26): false gives the item a glass platter of its own.
  public var sharesBackground = true
  public init() {}
  public init(title: String) { self.title = title }
  public init(customView: Component) { self.customView = customView }
  public init(systemItem: SystemItem) { self.systemItem = systemItem }

  package static let keys: [ModelKey<Self>] = [
    .cases("systemItem", \.systemItem, "`UIBarButtonItem(barButtonSystemItem:)`."),
    ModelKey("title", \.title, .text(maxLength: 200), "`title`: a text item."),
    ModelKey("image", \.image, .image, "`image`: a symbol item."),
    .cases("style", \.style, "`style`: `done` is semibold."),
    ModelKey("fixedSpace", \.fixedSpace, .number(0...4096), "`.fixedSpace(width)`: this many points of space."),
    ModelKey("flexibleSpace", \.flexibleSpace, .boolean, "`.flexibleSpace()`: flexible spaces share what is left."),
    ModelKey("isEnabled", \.isEnabled, .boolean, "`isEnabled`: false greys the item."),
    ModelKey("tintColor", \.tintColor, .color, "`tintColor`; omitted, the canvas tint."),
    ModelKey("menu", \.menu, .menu, "`menu`: the `UIMenu` the item shows."),
    ModelKey(
      "customView", \.customView, .component,
      "`UIBarButtonItem(customView:)`: any small component (a label, a stack, an image, a segmented control) at its own size, centred on the bar's height; it draws its own colours and VoiceOver reads its own elements."
    ),
    ModelKey("isMenuPresented", \.isMenuPresented, .boolean, "The menu is open, anchored to the item."),
    ModelKey(
      "hidesSharedBackground", \.hidesSharedBackground, .boolean,
      "`hidesSharedBackground` (iOS 26): the item floats with no glass behind it (an avatar, a custom view); iOS 18 draws no glass anyway."
    ),
    ModelKey(
      "sharesBackground", \.sharesBackground, .boolean,
      "`sharesBackground` (iOS 26): false gives the item a glass platter of its own instead of sharing its neighbours' capsule (a `fixedSpace` between items splits capsules too)."
    ),
    ModelKey(
      "pointerStyle", \.pointerStyle,
      "The iPadOS pointer's style over the item (a custom view's `pointerStyleProvider`); omitted, the highlight effect."
    ),
  ]

  /// The names a document can point at the item by (an action sheet's `barButtonItem`):
  /// its `systemItem`, `title` and image `systemName`.
  package var anchorNames: [String] {
    var names = [systemItem?.rawValue, title].compactMap { $0 }
    if case .systemName(let s)? = image { names.append(s) }
    return names
  }
}
