/// `UIBarButtonItem`: a system item, a title or an image, or a fixed or flexible space.
public struct BarButtonItem: Sendable, Equatable {
  /// `UIBarButtonItem.SystemItem` (spaces are the `fixedSpace`/`flexibleSpace` keys).
  public enum SystemItem: String, Sendable, CaseIterable {
    case done, cancel, edit, save, add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera
    case trash, play, pause, rewind, fastForward, undo, redo, close

    /// The word a text system item shows, or nil for a symbol item.
    public var title: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      default: nil
      }
    }

    /// The SF Symbol a symbol item shows.
    public var symbolName: String {
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
    public var isProminent: Bool { self == .done || self == .save }
  }
  public enum Style: String, Sendable, CaseIterable { case plain, done }

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
  public init(title: String) { self.title = title }
  public init(customView: Component) { self.customView = customView }
  public init(systemItem: SystemItem) { self.systemItem = systemItem }

  static let properties = [
    ControlProperty.cases("systemItem", SystemItem.self, "`UIBarButtonItem(barButtonSystemItem:)`."),
    ControlProperty("title", .text(maxLength: 200), "`title`: a text item."),
    ControlProperty("image", .image, "`image`: a symbol item."),
    ControlProperty.cases("style", Style.self, "`style`: `done` is semibold. Default `plain`."),
    ControlProperty("fixedSpace", .number(0...4096), "`.fixedSpace(width)`: this many points of space."),
    ControlProperty("flexibleSpace", .boolean, "`.flexibleSpace()`: flexible spaces share what is left."),
    ControlProperty("isEnabled", .boolean, "`isEnabled`: false greys the item. Default true."),
    ControlProperty("tintColor", .color, "`tintColor`; omitted, the canvas tint."),
    ControlProperty("menu", .menu, "`menu`: the `UIMenu` the item shows."),
    ControlProperty(
      "customView", .component,
      "`UIBarButtonItem(customView:)`: any small component (a label, a stack, an image, a segmented control) at its own size, centred on the bar's height; it draws its own colours and VoiceOver reads its own elements."
    ),
    ControlProperty("isMenuPresented", .boolean, "The menu is open, anchored to the item."),
    ControlProperty(
      "pointerStyle", .object(PointerStyle.properties),
      "The iPadOS pointer's style over the item (a custom view's `pointerStyleProvider`); omitted, the highlight effect."
    ),
  ]

  init(_ p: ControlProperties) throws(Diagnostic) {
    systemItem = p.choice("systemItem", SystemItem.self)
    title = p.string("title")
    image = p.image("image")
    style = p.choice("style", Style.self) ?? .plain
    fixedSpace = p.number("fixedSpace")
    flexibleSpace = p.bool("flexibleSpace") ?? false
    isEnabled = p.bool("isEnabled") ?? true
    tintColor = p.color("tintColor")
    menu = p.menu("menu")
    isMenuPresented = p.bool("isMenuPresented") ?? false
    if let s = p.object("pointerStyle") { pointerStyle = try PointerStyle(s) }
    customView = p.component("customView")
  }

  /// The names a document can point at the item by (an iPad action sheet's `barButtonItem`):
  /// its `systemItem`, `title` and image `systemName`.
  public var anchorNames: [String] {
    var names = [systemItem?.rawValue, title].compactMap { $0 }
    if case .systemName(let s)? = image { names.append(s) }
    return names
  }

  static func items(_ p: ControlProperties, _ name: String) throws(Diagnostic) -> [BarButtonItem] {
    try p.objects(name).map { (o) throws(Diagnostic) in try BarButtonItem(o) }
  }
}

extension BarButtonItem: PropertyCoded {
  var propertyValues: ControlProperties {
    ControlProperties(compacting: [
      "systemItem": systemItem.map { .choice($0) }, "title": title.map(PropertyValue.string),
      "image": image.map(PropertyValue.image), "style": .choice(style),
      "fixedSpace": fixedSpace.map(PropertyValue.number),
      "flexibleSpace": .bool(flexibleSpace), "isEnabled": .bool(isEnabled),
      "tintColor": tintColor.map(PropertyValue.color),
      "menu": menu.map(PropertyValue.menu), "isMenuPresented": .bool(isMenuPresented),
      "pointerStyle": pointerStyle.map { .object($0.encodedProperties) },
      "customView": customView.map(PropertyValue.component),
    ])
  }

  /// A list of items as an `objects` value.
  static func value(_ items: [BarButtonItem]) -> PropertyValue { .objects(items.map(\.encodedProperties)) }
}
