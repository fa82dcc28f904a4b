/// `UINavigationBar` with its top `UINavigationItem`.
public struct NavigationBar: ControlModel {
  /// `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: String, PropertyChoice { case automatic, always, never }
  /// `UINavigationItem.BackButtonDisplayMode`.
  public enum BackButtonDisplayMode: String, PropertyChoice { case `default`, generic, minimal }
  /// Which `UINavigationBarAppearance` shows.
  public enum Appearance: String, PropertyChoice { case scrollEdge, standard }
  /// SwiftUI's `ToolbarRole`.
  public enum ToolbarRole: String, PropertyChoice { case navigationStack, editor, browser }

  /// `navigationItem.searchController`'s search bar.
  public struct SearchController: KeyedValue {
    public var placeholder = "Search"
    public var text = ""
    public init() {}
    public init(placeholder: String, text: String) {
      self.placeholder = placeholder
      self.text = text
    }

    package static let keys: [ModelKey<Self>] = [
      ModelKey("placeholder", \.placeholder, .text(maxLength: 200), "The search bar's placeholder."),
      ModelKey("text", \.text, .text(maxLength: 1000), "The search bar's text."),
    ]
  }

  /// `.navigationDocument(url)`: the document a bar's title stands for.
  public struct NavigationDocument: KeyedValue {
    public var title: String?
    public var image: ImageSource?
    public init() {}

    package static let keys: [ModelKey<Self>] = [
      ModelKey("title", \.title, .text(maxLength: 500), "The document's name. Default the bar's title."),
      ModelKey("image", \.image, .image, "The document's icon. Default `doc`."),
    ]
  }

  public static let kind = "navigationBar"
  package static let summary = "A `UINavigationBar`: title or large title, back button, bar button items, search field."
  package static let maximumItems = 20
  package static let keys: [ModelKey<Self>] = [
    ModelKey("title", \.title, .text(maxLength: 500), "`title`."),
    ModelKey("prompt", \.prompt, .text(maxLength: 500), "`prompt`: a line of text above the title."),
    .cases(
      "largeTitleDisplayMode", \.largeTitleDisplayMode,
      "`largeTitleDisplayMode`; `automatic` follows `prefersLargeTitles`."),
    ModelKey("prefersLargeTitles", \.prefersLargeTitles, .boolean, "`prefersLargeTitles` of the bar."),
    ModelKey(
      "backStack", \.backStack,
      .objects([PropertyDeclaration("title", .text(maxLength: 500), "The screen's title.")], maxCount: 50),
      "The screens below this one in the navigation stack, oldest first: the back button shows the last one's title.",
      decode: { (_, value, _) throws(Diagnostic) in
        guard case .objects(let screens) = value else { return [] }
        return screens.map { $0.string("title") ?? "" }
      },
      encode: { _, titles in .objects(titles.map { PropertyValues(["title": .string($0)]) }) }),
    ModelKey(
      "backButtonTitle", \.backButtonTitle, .text(maxLength: 200),
      "`backButtonTitle` of the previous item: overrides its title."),
    .cases(
      "backButtonDisplayMode", \.backButtonDisplayMode,
      "`backButtonDisplayMode`: the previous title, `generic` (\"Back\") or `minimal` (the chevron only)."),
    ModelKey(
      "isBackMenuPresented", \.isBackMenuPresented, .boolean,
      "The back button was long-pressed: its menu lists the stack (iOS 14)."),
    ModelKey(
      "leftBarButtonItems", \.leftBarButtonItems, maxCount: maximumItems, "`leftBarButtonItems`, after the back button."
    ),
    ModelKey(
      "rightBarButtonItems", \.rightBarButtonItems, maxCount: maximumItems,
      "`rightBarButtonItems`, the first at the trailing edge."),
    .cases(
      "appearance", \.appearance,
      "`scrollEdge` (content at the top: transparent, no hairline) or `standard` (scrolled: material and hairline)."),
    ModelKey("searchController", \.search, "`navigationItem.searchController`: a search field under the title."),
    ModelKey(
      "searchBarPlacementAllowsToolbarIntegration", \.searchBarPlacementAllowsToolbarIntegration, .boolean,
      "`navigationItem.searchBarPlacementAllowsToolbarIntegration` (iOS 26, iPhone): the search field moves to the bottom of the screen, a glass capsule in the toolbar's row (taking the first flexible space between the toolbar's items). iOS 18 and iPad keep it under the title."
    ),
    ModelKey(
      "toolbar", \.toolbar, maxCount: 40,
      "SwiftUI's `.toolbar { … }`: items with a `placement` (`primaryAction`, `secondaryAction`, `navigation`, `principal`, `topBarLeading`, `topBarTrailing`), an `id`, `showsByDefault`, or a `controlGroup`."
    ),
    .cases(
      "toolbarRole", \.toolbarRole,
      "`.toolbarRole`: `editor` puts the title at the leading edge and secondary actions in the centre; `browser` leads the title too."
    ),
    ModelKey(
      "isOverflowMenuPresented", \.isOverflowMenuPresented, .boolean,
      "The `ellipsis.circle` overflow menu of secondary actions is open."),
    ModelKey(
      "isCustomizing", \.isCustomizing, .boolean,
      "The toolbar customization editor is open (items with an `id`, iPadOS 16)."),
    ModelKey(
      "titleMenu", \.titleMenu, .menu,
      "`.toolbarTitleMenu` / `titleMenuProvider`: the title gets a chevron and this menu."),
    ModelKey("isTitleMenuPresented", \.isTitleMenuPresented, .boolean, "The title menu is open."),
    ModelKey(
      "isRenaming", \.isRenaming, .boolean, "`.navigationTitle($binding)` renaming: the title is an editing text field."
    ),
    ModelKey(
      "navigationDocument", \.document,
      "`.navigationDocument(url)`: the title shows the document's icon, and its menu a document header."),
    BarAppearance.modelKey(.standard, of: "navigation bar", \.standardAppearance, titles: true),
    BarAppearance.modelKey(.scrollEdge, of: "navigation bar", \.scrollEdgeAppearance, titles: true),
    BarAppearance.modelKey(.compact, of: "navigation bar", \.compactAppearance, titles: true),
  ]

  public var title: String?
  public var prompt: String?
  public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  public var prefersLargeTitles = false
  public var backStack: [String] = []
  public var backButtonTitle: String?
  public var backButtonDisplayMode = BackButtonDisplayMode.default
  public var isBackMenuPresented = false
  public var leftBarButtonItems: [BarButtonItem] = []
  public var rightBarButtonItems: [BarButtonItem] = []
  public var appearance = Appearance.scrollEdge
  /// The search field's placeholder and text, when there is one.
  public var search: SearchController?
  public var searchBarPlacementAllowsToolbarIntegration = false
  public var toolbar: [ToolbarItem] = []
  public var toolbarRole = ToolbarRole.navigationStack
  public var isOverflowMenuPresented = false
  public var isCustomizing = false
  public var titleMenu: Menu?
  public var isTitleMenuPresented = false
  public var isRenaming = false
  /// The document's name and icon, when the bar shows a document.
  public var document: NavigationDocument?
  /// `standardAppearance`, `scrollEdgeAppearance` and `compactAppearance`; nil, the system's.
  public var standardAppearance: BarAppearance?
  public var scrollEdgeAppearance: BarAppearance?
  public var compactAppearance: BarAppearance?
  public var common = ControlCommon()

  public init() {}

  public init(title: String) { self.title = title }

  package var showsLargeTitle: Bool {
    largeTitleDisplayMode == .always || (largeTitleDisplayMode == .automatic && prefersLargeTitles)
  }
}

/// `UIToolbar`.
public struct Toolbar: ControlModel {
  public static let kind = "toolbar"
  package static let summary = "A `UIToolbar`: bar button items along the bottom, with fixed and flexible spaces."
  package static let keys: [ModelKey<Self>] = [
    ModelKey("items", \.items, maxCount: NavigationBar.maximumItems * 2, "`items`, leading first."),
    .cases(
      "appearance", \.appearance,
      "`standard` (material and hairline) or `scrollEdge` (transparent). Omitted: in a `navigationController`, `scrollEdge` when the content ends above the toolbar (iOS 15), else `standard`."
    ),
    BarAppearance.modelKey(.standard, of: "toolbar", \.standardAppearance),
    BarAppearance.modelKey(.scrollEdge, of: "toolbar", \.scrollEdgeAppearance),
    BarAppearance.modelKey(.compact, of: "toolbar", \.compactAppearance),
  ]

  public var items: [BarButtonItem] = []
  /// nil: chosen by where the content ends.
  public var appearance: NavigationBar.Appearance?
  /// `standardAppearance`, `scrollEdgeAppearance` and `compactAppearance`; nil, the system's.
  public var standardAppearance: BarAppearance?
  public var scrollEdgeAppearance: BarAppearance?
  public var compactAppearance: BarAppearance?
  public var common = ControlCommon()

  public init() {}

  public init(items: [BarButtonItem]) { self.items = items }
}

/// `UINavigationController`'s screen: status bar, navigation bar, content, toolbar and home
/// indicator at the device's safe areas.
public struct NavigationController: ControlModel {
  public func mappingComponents(_ transform: (Component) -> Component) -> Self {
    var c = self
    c.navigationBar = navigationBar.map(transform)
    c.content = content.map(transform)
    c.toolbar = toolbar.map(transform)
    return c
  }

  public static let kind = "navigationController"
  package static let summary =
    "A whole screen (`UINavigationController`): status bar, navigation bar, content scrolled to the top, toolbar, home indicator."
  package static let keys: [ModelKey<NavigationController>] = [
    ModelKey("navigationBar", \.navigationBar, .component, "The `navigationBar` component."),
    ModelKey("content", \.content, .component, "The top view controller's view: usually a `list` or a `stack`."),
    ModelKey("toolbar", \.toolbar, .component, "The `toolbar` component (`isToolbarHidden` false)."),
    ModelKey("prefersStatusBarHidden", \.prefersStatusBarHidden, .boolean, "`prefersStatusBarHidden`."),
    ModelKey("time", \.time, .text(maxLength: 20), "The status bar's time."),
    ModelKey("prefersHomeIndicatorAutoHidden", \.prefersHomeIndicatorAutoHidden, .boolean, "Hide the home indicator."),
    ModelKey(
      "contentOffset", \.contentOffset, .number(0...100_000),
      "`contentOffset.y` of the content's scroll view, in points: that much of the content has scrolled up under the navigation bar, which then shows its standard appearance (the material over the blurred content); 0 is scrolled to the top."
    ),
  ]

  public var navigationBar: Component?
  public var content: Component?
  public var toolbar: Component?
  public var prefersStatusBarHidden = false
  public var time = "9:41"
  public var prefersHomeIndicatorAutoHidden = false
  /// How far the content has scrolled up under the navigation bar, in points.
  public var contentOffset = 0.0
  public var common = ControlCommon()

  /// An empty screen: status bar and home indicator only.
  public init() {}
}

/// `UISplitViewController`: the iPad's sidebar, content and detail columns.
public struct SplitViewController: ControlModel {
  public func mappingComponents(_ transform: (Component) -> Component) -> Self {
    var c = self
    c.primary = transform(primary)
    c.supplementary = supplementary.map(transform)
    c.secondary = transform(secondary)
    return c
  }

  /// `UISplitViewController.Style`.
  public enum Style: String, Sendable, CaseIterable, PropertyChoice { case doubleColumn, tripleColumn }
  public static let kind = "splitViewController"
  package static let summary =
    "A `UISplitViewController`: the sidebar (`primary`), `supplementary` and `secondary` columns side by side at their system widths."
  package static let keys: [ModelKey<SplitViewController>] = [
    ModelKey(
      "style", \.style, .choice(Style.allCases.map(\.rawValue)),
      "`style`: two or three columns. Default: three when `supplementary` is given, else two.",
      statesDefault: false),
    ModelKey(
      "primary", \.primary, .component, "The primary column (usually a `navigationController` with a sidebar `list`).",
      missing: "a split view needs a \"primary\" column"),
    ModelKey("supplementary", \.supplementary, .component, "The supplementary column (three-column style)."),
    ModelKey(
      "secondary", \.secondary, .component, "The secondary (detail) column.",
      missing: "a split view needs a \"secondary\" column"),
    ModelKey(
      "preferredPrimaryColumnWidth", \.preferredPrimaryColumnWidth, .number(100...1000),
      "`preferredPrimaryColumnWidth`. Default 320 (282 in three columns)."),
    ModelKey(
      "preferredSupplementaryColumnWidth", \.preferredSupplementaryColumnWidth, .number(100...1000),
      "`preferredSupplementaryColumnWidth`. Default 320."),
  ]

  public var style: Style
  public var primary: Component
  public var supplementary: Component?
  public var secondary: Component
  public var preferredPrimaryColumnWidth: Double?
  public var preferredSupplementaryColumnWidth: Double?
  public var common = ControlCommon()

  /// Two empty columns: what decoding starts from (a document always gives both).
  public init() {
    style = .doubleColumn
    primary = Component(Spacer())
    secondary = Component(Spacer())
  }

  /// The style a split view without one has: three columns when there is a supplementary one.
  package var impliedStyle: Style { supplementary == nil ? .doubleColumn : .tripleColumn }

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    if !p.has("style") { style = impliedStyle }
  }
}
