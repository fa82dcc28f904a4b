/// SwiftUI's `ToolbarItem` (the JSON form of `.toolbar { … }`): a bar button item with a
/// placement, an optional customization `id`, or a `ControlGroup`.
public struct ToolbarItem: KeyedValue {
  /// `ToolbarItemPlacement`.
  public enum Placement: String, PropertyChoice {
    case automatic, primaryAction, secondaryAction, navigation, principal, bottomBar, topBarLeading, topBarTrailing
  }

  public var id: String?
  public var placement = Placement.automatic
  /// `showsByDefault`: false keeps the item out of the bar until the user adds it (customization).
  public var showsByDefault = true
  /// The item itself (title, image, system item, menu …).
  public var item = BarButtonItem()
  /// A `ControlGroup`: its buttons side by side, or its label as one menu button when short of room.
  public var controlGroup: ControlGroup?

  public struct ControlGroup: KeyedValue {
    public var title: String?
    public var image: ImageSource?
    public var items: [BarButtonItem] = []

    public init() {}

    public init(title: String? = nil, image: ImageSource? = nil, items: [BarButtonItem]) {
      self.title = title
      self.image = image
      self.items = items
    }

    package static let keys: [ModelKey<Self>] = [
      ModelKey("title", \.title, .text(maxLength: 200), "The group's label title (shown when it collapses)."),
      ModelKey("image", \.image, .image, "The group's label image."),
      ModelKey("items", \.items, maxCount: 20, "The group's buttons."),
    ]
  }

  public init() {}

  /// A toolbar item holding `item` (or, with `controlGroup`, a group of buttons), with the
  /// defaults an omitted key decodes to.
  public init(
    _ item: BarButtonItem, id: String? = nil, placement: Placement = .automatic, showsByDefault: Bool = true,
    controlGroup: ControlGroup? = nil
  ) {
    self.item = item
    self.id = id
    self.placement = placement
    self.showsByDefault = showsByDefault
    self.controlGroup = controlGroup
  }

  package static let keys: [ModelKey<Self>] =
    [
      ModelKey("id", \.id, .text(maxLength: 200), "`id`: the item's identity in a customizable toolbar."),
      .cases("placement", \.placement, "`placement`: `automatic` is `primaryAction` on iPad."),
      ModelKey(
        "showsByDefault", \.showsByDefault, .boolean,
        "`showsByDefault`: false leaves the item out until it is added (the customization editor shows it)."),
      ModelKey(
        "controlGroup", \.controlGroup,
        "A `ControlGroup` of buttons, with a `label` (`title`, `image`) for when it collapses into a menu."),
    ] + ModelKey.inline(\.item, BarButtonItem.keys)

  /// The title an overflow menu or the customization editor shows for the item.
  package var label: String {
    controlGroup?.title ?? item.title ?? item.systemItem?.title ?? item.systemItem?.rawValue.capitalized ?? id ?? ""
  }
  package var labelImage: ImageSource? {
    controlGroup?.image ?? item.image ?? item.systemItem.flatMap { $0.title == nil ? .systemName($0.symbolName) : nil }
  }
}
