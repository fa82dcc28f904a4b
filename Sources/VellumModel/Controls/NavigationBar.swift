/// `UINavigationBar` with its top `UINavigationItem`.
public struct NavigationBar: Control {
  /// `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: String, Sendable, CaseIterable { case automatic, always, never }
  /// `UINavigationItem.BackButtonDisplayMode`.
  public enum BackButtonDisplayMode: String, Sendable, CaseIterable { case `default`, generic, minimal }
  /// Which `UINavigationBarAppearance` shows.
  public enum Appearance: String, Sendable, CaseIterable { case scrollEdge, standard }

  public static let kind = "navigationBar"
  public static let summary = "A `UINavigationBar`: title or large title, back button, bar button items, search field."
  public static let maximumItems = 20
  public static let properties = [
    ControlProperty("title", .text(maxLength: 500), "`title`."),
    ControlProperty("prompt", .text(maxLength: 500), "`prompt`: a line of text above the title."),
    ControlProperty.cases(
      "largeTitleDisplayMode", LargeTitleDisplayMode.self,
      "`largeTitleDisplayMode`; `automatic` follows `prefersLargeTitles`. Default `automatic`."),
    ControlProperty("prefersLargeTitles", .boolean, "`prefersLargeTitles` of the bar. Default false."),
    ControlProperty(
      "backStack", .objects([ControlProperty("title", .text(maxLength: 500), "The screen's title.")], maxCount: 50),
      "The screens below this one in the navigation stack, oldest first: the back button shows the last one's title."),
    ControlProperty(
      "backButtonTitle", .text(maxLength: 200), "`backButtonTitle` of the previous item: overrides its title."),
    ControlProperty.cases(
      "backButtonDisplayMode", BackButtonDisplayMode.self,
      "`backButtonDisplayMode`: the previous title, `generic` (\"Back\") or `minimal` (the chevron only)."),
    ControlProperty(
      "isBackMenuPresented", .boolean, "The back button was long-pressed: its menu lists the stack (iOS 14)."),
    ControlProperty(
      "leftBarButtonItems", .objects(BarButtonItem.properties, maxCount: maximumItems),
      "`leftBarButtonItems`, after the back button."),
    ControlProperty(
      "rightBarButtonItems", .objects(BarButtonItem.properties, maxCount: maximumItems),
      "`rightBarButtonItems`, the first at the trailing edge."),
    ControlProperty.cases(
      "appearance", Appearance.self,
      "`scrollEdge` (content at the top: transparent, no hairline) or `standard` (scrolled: material and hairline). Default `scrollEdge`."
    ),
    ControlProperty(
      "searchController",
      .objects(
        [
          ControlProperty("placeholder", .text(maxLength: 200), "The search bar's placeholder. Default \"Search\"."),
          ControlProperty("text", .text(maxLength: 1000), "The search bar's text."),
        ], maxCount: 1), "`navigationItem.searchController`: a search field under the title (one object in an array)."),
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
  public var search: (placeholder: String, text: String)?
  public var common = ControlCommon()

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    title = p.string("title")
    prompt = p.string("prompt")
    largeTitleDisplayMode = p.choice("largeTitleDisplayMode", LargeTitleDisplayMode.self) ?? .automatic
    prefersLargeTitles = p.bool("prefersLargeTitles") ?? false
    backStack = p.objects("backStack").map { $0.string("title") ?? "" }
    backButtonTitle = p.string("backButtonTitle")
    backButtonDisplayMode = p.choice("backButtonDisplayMode", BackButtonDisplayMode.self) ?? .default
    isBackMenuPresented = p.bool("isBackMenuPresented") ?? false
    leftBarButtonItems = BarButtonItem.items(p, "leftBarButtonItems")
    rightBarButtonItems = BarButtonItem.items(p, "rightBarButtonItems")
    appearance = p.choice("appearance", Appearance.self) ?? .scrollEdge
    search = p.objects("searchController").first.map { ($0.string("placeholder") ?? "Search", $0.string("text") ?? "") }
  }

  public init(title: String) { self.title = title }

  public var showsLargeTitle: Bool {
    largeTitleDisplayMode == .always || (largeTitleDisplayMode == .automatic && prefersLargeTitles)
  }

  public static func == (a: NavigationBar, b: NavigationBar) -> Bool {
    a.title == b.title && a.prompt == b.prompt && a.largeTitleDisplayMode == b.largeTitleDisplayMode
      && a.prefersLargeTitles == b.prefersLargeTitles && a.backStack == b.backStack
      && a.backButtonTitle == b.backButtonTitle && a.backButtonDisplayMode == b.backButtonDisplayMode
      && a.isBackMenuPresented == b.isBackMenuPresented && a.leftBarButtonItems == b.leftBarButtonItems
      && a.rightBarButtonItems == b.rightBarButtonItems && a.appearance == b.appearance
      && a.search?.placeholder == b.search?.placeholder && a.search?.text == b.search?.text && a.common == b.common
  }
}

/// `UIToolbar`.
public struct Toolbar: Control {
  public static let kind = "toolbar"
  public static let summary = "A `UIToolbar`: bar button items along the bottom, with fixed and flexible spaces."
  public static let properties = [
    ControlProperty(
      "items", .objects(BarButtonItem.properties, maxCount: NavigationBar.maximumItems * 2), "`items`, leading first."),
    ControlProperty.cases(
      "appearance", NavigationBar.Appearance.self,
      "`standard` (material and hairline) or `scrollEdge` (transparent). Omitted: in a `navigationController`, `scrollEdge` when the content ends above the toolbar (iOS 15), else `standard`."
    ),
  ]

  public var items: [BarButtonItem] = []
  /// nil: chosen by where the content ends.
  public var appearance: NavigationBar.Appearance?
  public var common = ControlCommon()

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    items = BarButtonItem.items(p, "items")
    appearance = p.choice("appearance", NavigationBar.Appearance.self)
  }

  public init(items: [BarButtonItem]) { self.items = items }
}

/// `UINavigationController`'s screen: status bar, navigation bar, content, toolbar and home
/// indicator at the device's safe areas.
public struct NavigationController: Control {
  public static let kind = "navigationController"
  public static let summary =
    "A whole screen (`UINavigationController`): status bar, navigation bar, content scrolled to the top, toolbar, home indicator."
  public static let properties = [
    ControlProperty("navigationBar", .component, "The `navigationBar` component."),
    ControlProperty("content", .component, "The top view controller's view: usually a `list` or a `stack`."),
    ControlProperty("toolbar", .component, "The `toolbar` component (`isToolbarHidden` false)."),
    ControlProperty("prefersStatusBarHidden", .boolean, "`prefersStatusBarHidden`. Default false."),
    ControlProperty("time", .text(maxLength: 20), "The status bar's time. Default \"9:41\"."),
    ControlProperty("prefersHomeIndicatorAutoHidden", .boolean, "Hide the home indicator. Default false."),
  ]

  public var navigationBar: Component?
  public var content: Component?
  public var toolbar: Component?
  public var prefersStatusBarHidden = false
  public var time = "9:41"
  public var prefersHomeIndicatorAutoHidden = false
  public var common = ControlCommon()

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    navigationBar = p.component("navigationBar")
    content = p.component("content")
    toolbar = p.component("toolbar")
    prefersStatusBarHidden = p.bool("prefersStatusBarHidden") ?? false
    time = p.string("time") ?? "9:41"
    prefersHomeIndicatorAutoHidden = p.bool("prefersHomeIndicatorAutoHidden") ?? false
  }
}
