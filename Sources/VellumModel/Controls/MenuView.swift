/// A `UIMenu` drawn as its panel, on its own: for documentation images of a menu.
public struct MenuView: ControlModel {
  public static let kind = "menu"
  package static let summary =
    "A `UIMenu` drawn as its open panel (menus on buttons and bar items open with `isMenuPresented`)."
  /// A menu drawn on its own is no submenu: it has no `isMenuPresented`.
  package static let keys: [ModelKey<Self>] = ModelKey.inline(
    \.menu, Menu.keys.filter { $0.property.name != "isMenuPresented" })

  public var menu = Menu()
  public var common = ControlCommon()

  public init() {}

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    Menu.checkOpenSubmenus(of: menu, path: p.path, warnings: &p.warnings)
  }
}

/// `UIContextMenuInteraction` presented: the content lifted (or its `preview`) above its menu,
/// the rest of the screen blurred and dimmed.
public struct ContextMenu: ControlModel {
  public func mappingComponents(_ transform: (Component) -> Component) -> Self {
    var c = self
    c.content = content.map(transform)
    c.preview = preview.map(transform)
    return c
  }

  public static let kind = "contextMenu"
  package static let summary =
    "A view with a `UIContextMenuInteraction`: drawn as is, or (with `isMenuPresented`) lifted with its menu over the blurred screen."
  package static let keys: [ModelKey<ContextMenu>] = [
    ModelKey(
      "content", \.content, .component, "The view the interaction is on.",
      missing: "a context menu needs \"content\""),
    ModelKey(
      "menu", \.menu, .menu, "The menu `contextMenuInteraction(_:configurationForMenuAtLocation:)` returns.",
      missing: "a context menu needs a \"menu\""),
    ModelKey("preview", \.preview, .component, "`previewProvider`: a view shown lifted instead of the content."),
    ModelKey("isMenuPresented", \.isMenuPresented, .boolean, "The long press happened: the menu is open."),
  ]

  /// nil only before decoding: a document always gives it.
  public var content: Component?
  public var menu = Menu()
  public var preview: Component?
  public var isMenuPresented = false
  public var common = ControlCommon()

  public init() {}
}
