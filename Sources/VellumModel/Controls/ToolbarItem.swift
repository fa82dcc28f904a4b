/// SwiftUI's `ToolbarItem` (the JSON form of `.toolbar { … }`): a bar button item with a
/// placement, an optional customization `id`, or a `ControlGroup`.
public struct ToolbarItem: Sendable, Equatable {
  /// `ToolbarItemPlacement`.
  public enum Placement: String, Sendable, CaseIterable {
    case automatic, primaryAction, secondaryAction, navigation, principal, bottomBar, topBarLeading, topBarTrailing
  }

  public var id: String?
  public var placement = Placement.automatic
  /// `showsByDefault`: false keeps the item out of the bar until the user adds it (customization).
  public var showsByDefault = true
  /// The item itself (title, image, system item, menu …).
  public var item: BarButtonItem
  /// A `ControlGroup`: its buttons side by side, or its label as one menu button when short of room.
  public var controlGroup: ControlGroup?

  public struct ControlGroup: Sendable, Equatable {
    public var title: String?
    public var image: ImageSource?
    public var items: [BarButtonItem]

    public init(title: String? = nil, image: ImageSource? = nil, items: [BarButtonItem]) {
      self.title = title
      self.image = image
      self.items = items
    }
  }

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

  static let properties: [ControlProperty] =
    [
      ControlProperty("id", .text(maxLength: 200), "`id`: the item's identity in a customizable toolbar."),
      ControlProperty.cases("placement", Placement.self, "`placement`. Default `automatic` (`primaryAction` on iPad)."),
      ControlProperty(
        "showsByDefault", .boolean,
        "`showsByDefault`: false leaves the item out until it is added (the customization editor shows it)."),
      ControlProperty(
        "controlGroup",
        .object([
          ControlProperty("title", .text(maxLength: 200), "The group's label title (shown when it collapses)."),
          ControlProperty("image", .image, "The group's label image."),
          ControlProperty("items", .objects(BarButtonItem.properties, maxCount: 20), "The group's buttons."),
        ]), "A `ControlGroup` of buttons, with a `label` (`title`, `image`) for when it collapses into a menu."),
    ] + BarButtonItem.properties

  init(_ p: ControlProperties) throws(Diagnostic) {
    id = p.string("id")
    placement = p.choice("placement", Placement.self) ?? .automatic
    showsByDefault = p.bool("showsByDefault") ?? true
    item = try BarButtonItem(p)
    if let g = p.object("controlGroup") {
      controlGroup = ControlGroup(
        title: g.string("title"), image: g.image("image"), items: try BarButtonItem.items(g, "items"))
    }
  }

  /// The title an overflow menu or the customization editor shows for the item.
  public var label: String {
    controlGroup?.title ?? item.title ?? item.systemItem?.title ?? item.systemItem?.rawValue.capitalized ?? id ?? ""
  }
  public var labelImage: ImageSource? {
    controlGroup?.image ?? item.image ?? item.systemItem.flatMap { $0.title == nil ? .systemName($0.symbolName) : nil }
  }
}

extension ToolbarItem: PropertyCoded {
  var propertyValues: ControlProperties {
    let own: [String: PropertyValue?] = [
      "id": id.map(PropertyValue.string), "placement": .choice(placement), "showsByDefault": .bool(showsByDefault),
      "controlGroup": controlGroup.map { g in
        .object(
          ControlProperties(compacting: [
            "title": g.title.map(PropertyValue.string), "image": g.image.map(PropertyValue.image),
            "items": g.items.isEmpty ? nil : BarButtonItem.value(g.items),
          ]))
      },
    ]
    return ControlProperties(item.propertyValues.values.merging(own.compactMapValues { $0 }) { _, own in own })
  }
}
