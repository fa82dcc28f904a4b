/// `UIMenu`: a title and children (actions, submenus, inline sections, deferred elements).
public struct Menu: KeyedValue {
  /// `UIMenu.Options`.
  public enum Option: String, PropertyChoice {
    case displayInline, destructive, singleSelection, displayAsPalette
  }
  /// `UIMenu.ElementSize`: how an inline section shows its elements.
  public enum ElementSize: String, PropertyChoice {
    case small, medium, large
  }

  public var title: String?
  public var subtitle: String?
  public var image: ImageSource?
  public var options: Set<Option> = []
  public var preferredElementSize = ElementSize.large
  public var children: [MenuElement] = []
  /// A submenu expanded over its parent menu (the row tapped).
  public var isMenuPresented = false
  public init() {}

  public init(title: String? = nil, children: [MenuElement] = []) {
    self.title = title
    self.children = children
  }

  /// Menus nest at most this deep (a submenu of a submenu …).
  package static let maximumDepth = 8
  package static let maximumChildren = 1000

  package static let keys: [ModelKey<Self>] = [
    ModelKey("title", \.title, .text(maxLength: 500), "`title`: shown above the items (submenus: the row's title)."),
    ModelKey("subtitle", \.subtitle, .text(maxLength: 500), "`subtitle` (iOS 15) of a submenu row."),
    ModelKey("image", \.image, .image, "`image` of a submenu row."),
    ModelKey(
      "options", \.options, .choices(Option.allCases.map(\.rawValue)),
      "`UIMenu.Options`: `displayInline` (a section of the parent, between separators), `destructive` (a submenu row in red), `singleSelection`, `displayAsPalette` (a row of images)."
    ),
    .cases(
      "preferredElementSize", \.preferredElementSize,
      "`preferredElementSize` (iOS 16) of an inline section: `small` (a row of images), `medium` (a row of images over titles) or `large` (rows)."
    ),
    ModelKey(
      "children", \.children, .menuElements(maxCount: maximumChildren),
      "`children`: `{\"action\": …}`, `{\"menu\": …}` (a submenu or inline section) or `{\"deferred\": …}`."),
    ModelKey(
      "isMenuPresented", \.isMenuPresented, .boolean,
      "A submenu's row was tapped: the submenu is open over its parent menu, which dims behind it."),
  ]

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    if isInline && isMenuPresented {
      throw p.error(
        "isMenuPresented",
        "an inline menu (displayInline or displayAsPalette) is part of its parent's panel; only a submenu opens")
    }
    Self.checkOpenSubmenus(of: self, path: p.path, warnings: &p.warnings)
  }

  /// The submenus of one panel (its own and its inline sections' and deferred elements'), each
  /// with its JSON path, in the order the panel shows them.
  static func panelSubmenus(_ children: [MenuElement], path: String) -> [(menu: Menu, path: String)] {
    var found: [(Menu, String)] = []
    for (i, child) in children.enumerated() {
      let childPath = "\(path).children[\(i)]"
      switch child {
      case .menu(let m) where m.isInline: found += panelSubmenus(m.children, path: "\(childPath).menu")
      case .menu(let m): found.append((m, "\(childPath).menu"))
      case .deferred(let items?):
        for (j, item) in items.enumerated() {
          let itemPath = "\(childPath).deferred.items[\(j)]"
          switch item {
          case .menu(let m) where m.isInline: found += panelSubmenus(m.children, path: "\(itemPath).menu")
          case .menu(let m): found.append((m, "\(itemPath).menu"))
          default: break
          }
        }
      default: break
      }
    }
    return found
  }

  /// iOS expands one submenu of a panel at a time: the first (a warning for the others); and a
  /// submenu opens only inside an open one (a warning for one inside a closed submenu).
  static func checkOpenSubmenus(of menu: Menu, path: String, warnings: inout [Diagnostic]) {
    guard !menu.isInline else { return }
    let submenus = panelSubmenus(menu.children, path: path)
    let open = submenus.filter(\.menu.isMenuPresented)
    for extra in open.dropFirst() {
      warnings.append(
        Diagnostic(
          path: "\(extra.path).isMenuPresented",
          message:
            "a submenu of this menu is open already (\(open[0].path)); iOS expands one at a time, so this one stays closed",
          location: SourceLocation(line: 0, column: 0)))
    }
    for closed in submenus where !closed.menu.isMenuPresented {
      for inner in panelSubmenus(closed.menu.children, path: closed.path) where inner.menu.isMenuPresented {
        warnings.append(
          Diagnostic(
            path: "\(inner.path).isMenuPresented",
            message:
              "the submenu around it (\(closed.path)) is closed, so this one stays closed; open that one too to show it",
            location: SourceLocation(line: 0, column: 0)))
      }
    }
  }

  package var isInline: Bool { options.contains(.displayInline) || options.contains(.displayAsPalette) }
}

/// One child of a menu.
public indirect enum MenuElement: Sendable, Equatable {
  case action(MenuAction)
  case menu(Menu)
  /// `UIDeferredMenuElement`: nil while loading (the "Loading…" row), else the items it provided.
  case deferred([MenuElement]?)

  static let kinds = ["action", "menu", "deferred"]
  static let deferredProperties = [
    PropertyDeclaration(
      "items", .menuElements(maxCount: Menu.maximumChildren),
      "The elements the deferred element provided; omitted, it is still loading (a spinner and \"Loading…\").")
  ]

  static func decode(_ v: JSONValue, path: String, decoding: Decoding) throws(Diagnostic) -> MenuElement {
    let r = try ObjectReader(v, path: path)
    guard r.keys.count == 1, let kind = r.keys.first, kinds.contains(kind) else {
      if r.keys.count == 1, let kind = r.keys.first {
        throw r.error(kind, unknownName(kind, what: "menu element", names: kinds))
      }
      throw Diagnostic(
        path: path, message: "a menu element is an object with one key: action, menu or deferred", location: v.location)
    }
    let body = try ObjectReader(r[kind]!, path: r.join(kind))
    switch kind {
    case "action":
      return .action(try MenuAction.decode(body, decoding: decoding))
    case "menu":
      // Count submenu levels only ("….menu.children[i].menu…"), not the stacks around the menu.
      let depth = path.components(separatedBy: "menu.children[").count - 1
      guard depth < Menu.maximumDepth else {
        throw Diagnostic(
          path: body.path, message: "menus nest deeper than \(Menu.maximumDepth) levels", location: body.value.location)
      }
      return .menu(try Menu.decode(body, decoding: decoding))
    default:
      let p = try PropertyValues(body, specs: deferredProperties, decoding: decoding)
      return .deferred(p.has("items") ? p.menuElements("items") : nil)
    }
  }
}

/// `UIAction`, as a menu shows it.
public struct MenuAction: KeyedValue {
  /// `UIMenuElement.Attributes`.
  public enum Attribute: String, PropertyChoice { case destructive, disabled, hidden, keepsMenuPresented }
  /// `UIMenuElement.State`.
  public enum State: String, PropertyChoice { case off, on, mixed }

  public var title = ""
  public var subtitle: String?
  public var image: ImageSource?
  public var attributes: Set<Attribute> = []
  public var state = State.off
  public var discoverabilityTitle: String?
  /// The row is pressed (the finger on it).
  public var isHighlighted = false

  public init() {}

  public init(title: String) { self.title = title }

  package static let keys: [ModelKey<Self>] = [
    ModelKey("title", \.title, .text(maxLength: 500), "`title`."),
    ModelKey("subtitle", \.subtitle, .text(maxLength: 500), "`subtitle` (iOS 15), under the title."),
    ModelKey("image", \.image, .image, "`image`, at the trailing edge."),
    ModelKey(
      "attributes", \.attributes, .choices(Attribute.allCases.map(\.rawValue)),
      "`attributes`: `destructive` (red), `disabled` (grey), `hidden` (not shown), `keepsMenuPresented`."),
    .cases("state", \.state, "`state`: `on` shows a checkmark, `mixed` a dash."),
    ModelKey(
      "discoverabilityTitle", \.discoverabilityTitle, .text(maxLength: 500),
      "`discoverabilityTitle` (shown by the keyboard shortcut HUD; not drawn)."),
    ModelKey("isHighlighted", \.isHighlighted, .boolean, "The row is pressed."),
  ]
}

extension SchemaNode {
  /// The recursive menu definitions: `menu`, `menuElement` and `menuAction`.
  static var menuDefinitions: [(String, SchemaNode)] {
    [
      ("uiMenu", controlObject("A `UIMenu`.", Menu.properties)),
      ("menuAction", controlObject("A `UIAction` in a menu.", MenuAction.properties)),
      (
        "menuElement",
        .object([
          ("description", "A menu child: an object with one key, `action`, `menu` or `deferred`."),
          (
            "oneOf",
            .array([
              wrapper("action", ref("menuAction", "A `UIAction`.")),
              wrapper("menu", ref("uiMenu", "A submenu, or an inline section (`options: [\"displayInline\"]`).")),
              wrapper(
                "deferred",
                controlObject(
                  "A `UIDeferredMenuElement`: loading, or the items it provided.", MenuElement.deferredProperties)),
            ])
          ),
        ])
      ),
    ]
  }

  private static func wrapper(_ key: String, _ body: SchemaNode) -> SchemaNode {
    .object([
      ("type", "object"), ("properties", .object([(key, body)])), ("required", .array([.string(key)])),
      ("additionalProperties", false),
    ])
  }
}

extension MenuElement: PropertyArrayElement {
  package static func elements(of value: PropertyValues.Value) -> [MenuElement]? {
    if case .menuElements(let m) = value { m } else { nil }
  }
  package static func propertyValue(of elements: [MenuElement]) -> PropertyValues.Value { .menuElements(elements) }
}

extension MenuElement {
  /// The element's one key and its body: `action`, `menu` or `deferred`.
  var encoded: (kind: String, body: PropertyValues) {
    switch self {
    case .action(let a): ("action", a.minimalPropertyValues)
    case .menu(let m): ("menu", m.minimalPropertyValues)
    case .deferred(let items): ("deferred", PropertyValues(compacting: ["items": items.map { .menuElements($0) }]))
    }
  }
}
