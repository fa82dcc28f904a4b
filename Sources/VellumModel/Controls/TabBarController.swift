/// `UITabBarItem`: one tab's title, images and badge.
public struct TabBarItem: KeyedValue {
  public var title: String?
  public var image: ImageSource?
  /// `selectedImage`; nil, the `.fill` form of `image` where there is one (see `selectedSource`).
  public var selectedImage: ImageSource?
  /// `badgeValue`: text in the badge capsule, or `""` for the dot alone.
  public var badgeValue: String?
  /// `badgeColor`; nil, system red.
  public var badgeColor: ColorValue?
  public var isEnabled = true
  /// SwiftUI's `Tab(role:)`; UIKit's `UISearchTab` is the `search` role.
  public enum Role: String, PropertyChoice { case search }
  /// `role`: `search` makes the tab iOS 26's search tab (a separate circle at the trailing end).
  public var role: Role?
  /// `UITabGroup.children` (SwiftUI's `TabSection`): a tab with children is a group, one tab in
  /// the tab bar and an expandable section of its children in the sidebar. One level deep.
  public var children: [TabBarItem] = []
  /// `UITabGroup.selectedChild`, as an index into `children`: the row the sidebar highlights
  /// while the group is selected. nil: none.
  public var selectedChild: Int?

  /// Whether the tab is a `UITabGroup`.
  package var isGroup: Bool { !children.isEmpty }

  public init() {}

  public init(title: String?, image: ImageSource?) {
    self.title = title
    self.image = image
  }

  /// The most children a group takes.
  package static let maximumChildren = 20

  /// The keys of a tab, a group's child included.
  static let tabKeys: [ModelKey<Self>] = [
    ModelKey(
      "title", \.title, .text(maxLength: 200), "`title`, under the image (beside it in compact height and on iPad)."),
    ModelKey("image", \.image, .image, "`image`: usually an SF Symbol."),
    ModelKey(
      "selectedImage", \.selectedImage, .image,
      "`selectedImage`; omitted, the `.fill` form of `image` where the symbol has one (`house` → `house.fill`)."),
    ModelKey(
      "badgeValue", \.badgeValue, .text(maxLength: 50),
      "`badgeValue`: text in a capsule at the image's top trailing corner; an empty string draws the dot alone."),
    ModelKey("badgeColor", \.badgeColor, .color, "`badgeColor`. Default `systemRed`."),
    ModelKey("isEnabled", \.isEnabled, .boolean, "`isEnabled`: false greys the tab."),
    .cases(
      "role", \.role,
      "`Tab(role: .search)` (`UISearchTab`): on iOS 26 a glass circle with a magnifying glass at the trailing end of the floating tab bar, a search field when selected; on iOS 18 a tab like any other."
    ),
  ]

  /// A tab's keys, and a group's: its `children` (tabs, one level deep) and `selectedChild`.
  package static let keys: [ModelKey<Self>] =
    tabKeys + [
      .nested(
        "children", \.children, keys: tabKeys, maxCount: maximumChildren,
        "`UITabGroup.children` (SwiftUI's `TabSection`): the tab is a group, one tab in the tab bar and, in the sidebar, a section headed by its title with its children as rows (one level deep). Default none: a plain tab."
      ),
      ModelKey(
        "selectedChild", \.selectedChild, .integer(0...maximumChildren),
        "`UITabGroup.selectedChild`, as an index into `children`: the child the sidebar highlights while the group is the selected tab. Omitted: none."
      ),
    ]

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    if let selectedChild, selectedChild >= children.count {
      let count =
        children.count == 1 ? "is 1 child" : "are \(children.isEmpty ? "no" : String(children.count)) children"
      throw p.error("selectedChild", "\(selectedChild) is out of range (there \(count))")
    }
  }

  /// The image shown when the tab is selected: `selectedImage`, else the symbol's `.fill` form
  /// when `hasSymbol` knows it, else `image`.
  package func selectedSource(hasSymbol: (String) -> Bool) -> ImageSource? {
    if let selectedImage { return selectedImage }
    guard case .systemName(let name)? = image, !name.hasSuffix(".fill") else { return image }
    return hasSymbol(name + ".fill") ? .systemName(name + ".fill") : image
  }
}

/// `UITabBarController`: the selected tab's screen above a `UITabBar`.
public struct TabBarController: ControlModel {
  public func mappingComponents(_ transform: (Component) -> Component) -> Self {
    var c = self
    c.content = content.map(transform)
    c.bottomAccessory = bottomAccessory.map(transform)
    return c
  }

  public static let kind = "tabBarController"
  package static let summary =
    "A whole screen (`UITabBarController`): the selected tab's `content` above the `UITabBar` of `tabs` (`UITabBarItem`s), at the bottom safe area."
  /// UIKit shows at most five tabs in compact width (four and More beyond that).
  package static let maximumTabs = 20
  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "tabs", \.tabs, maxCount: maximumTabs,
      "The view controllers' `tabBarItem`s, leading first; in compact width more than five show four and More. Default none: an empty bar."
    ),
    ModelKey(
      "selectedIndex", \.selectedIndex, .integer(0...maximumTabs),
      "`selectedIndex`: the selected tab, drawn in the tint; past the last, UIKit ignores it (a warning)."),
    ModelKey("content", \.content, .component, "The selected tab's screen: usually a `navigationController`."),
    .cases(
      "appearance", \.appearance,
      "Which `UITabBarAppearance` shows: `standard` (material and hairline) or `scrollEdge` (transparent). Omitted: `scrollEdge` while the content ends above the tab bar (iOS 15), else `standard`."
    ),
    ModelKey(
      "unselectedItemTintColor", \.unselectedItemTintColor, .color,
      "`tabBar.unselectedItemTintColor`. Default the system's grey."),
    .cases(
      "tabBarMinimizeBehavior", \.tabBarMinimizeBehavior,
      "`tabBarMinimizeBehavior` (iOS 26): `onScrollDown` and `onScrollUp` collapse the floating tab bar to a circle with the selected tab's icon once the tab's screen has scrolled (`contentOffset` above 0; a still image shows the state after that scroll); `automatic` and `never` keep it. iOS 18 has no minimized tab bar."
    ),
    ModelKey(
      "bottomAccessory", \.bottomAccessory, .component,
      "`bottomAccessory` (iOS 26, `UITabAccessory`): a view on a glass capsule above the floating tab bar (a mini player), inline beside the minimized bar. iOS 18 has none and draws nothing."
    ),
    BarAppearance.modelKey(.standard, of: "tab bar", \.standardAppearance),
    BarAppearance.modelKey(.scrollEdge, of: "tab bar", \.scrollEdgeAppearance),
    .cases(
      "mode", \.mode,
      "`mode` (iPadOS 18): `tabSidebar` lets the tabs show as a sidebar in regular width (`sidebar.isHidden` chooses which shows), `tabBar` keeps the tab bar; `automatic` is `tabSidebar` when a tab is a group (has `children`), else `tabBar`. SwiftUI's `.tabViewStyle(.sidebarAdaptable)` and `.tabBarOnly` are accepted as `sidebarAdaptable` and `tabBarOnly`. iPhones and compact width always draw the tab bar."
    ),
    ModelKey(
      "sidebar", \.sidebar,
      "`sidebar` (`UITabBarController.Sidebar`), when `mode` lets the tabs show as one: `isHidden` false shows the sidebar beside the selected tab's screen, true the tab bar at the top with a sidebar button at its leading end."
    ),
    ModelKey(
      "title", \.title, .text(maxLength: 200),
      "`title`: the sidebar's title, over its rows (the app's name). Omitted: none."),
  ]

  public var tabs: [TabBarItem] = []
  public var selectedIndex = 0
  public var content: Component?
  /// nil: chosen by where the content ends.
  public var appearance: NavigationBar.Appearance?
  public var unselectedItemTintColor: ColorValue?
  /// `UITabBarController.MinimizeBehavior`.
  public enum MinimizeBehavior: String, PropertyChoice { case automatic, never, onScrollDown, onScrollUp }
  public var tabBarMinimizeBehavior = MinimizeBehavior.automatic
  public var bottomAccessory: Component?
  /// `tabBar.standardAppearance` and `scrollEdgeAppearance`; nil, the system's.
  public var standardAppearance: BarAppearance?
  public var scrollEdgeAppearance: BarAppearance?
  /// `UITabBarController.Mode`, with SwiftUI's `TabViewStyle` spellings.
  public enum Mode: String, PropertyChoice { case automatic, tabBar, tabSidebar, sidebarAdaptable, tabBarOnly }
  public var mode = Mode.automatic
  /// `UITabBarController.Sidebar`; nil, the defaults (shown).
  public var sidebar: Sidebar?
  /// The view controller's `title`, the sidebar's.
  public var title: String?
  public var common = ControlCommon()

  /// `UITabBarController.Sidebar`: whether the sidebar shows.
  public struct Sidebar: KeyedValue {
    public var isHidden = false
    public init() {}
    public init(isHidden: Bool) { self.isHidden = isHidden }
    package static let keys: [ModelKey<Self>] = [
      ModelKey(
        "isHidden", \.isHidden, .boolean,
        "`isHidden`: true shows the tab bar (with its sidebar button) instead of the sidebar.")
    ]
  }

  /// Whether the tabs may show as a sidebar: `tabSidebar` (or SwiftUI's `sidebarAdaptable`),
  /// or `automatic` with a group among the tabs (UIKit's rule).
  package var allowsSidebar: Bool {
    switch mode {
    case .tabSidebar, .sidebarAdaptable: true
    case .tabBar, .tabBarOnly: false
    case .automatic: tabs.contains { $0.isGroup }
    }
  }

  /// Whether the sidebar shows in regular width: allowed, and not hidden.
  package var showsSidebar: Bool { allowsSidebar && !(sidebar?.isHidden ?? false) }

  public init(tabs: [TabBarItem], selectedIndex: Int = 0, content: Component? = nil) {
    self.tabs = tabs
    self.selectedIndex = selectedIndex
    self.content = content
  }

  public init() {}

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    if selectedIndex >= max(1, tabs.count) {
      // UIKit ignores a `selectedIndex` past its view controllers: the first tab stays selected.
      let count = tabs.count == 1 ? "is 1 tab" : "are \(tabs.isEmpty ? "no" : String(tabs.count)) tabs"
      p.warnings.append(
        p.error(
          "selectedIndex",
          "\(selectedIndex) is out of range (there \(count)); UIKit ignores it and selects the first tab"))
      selectedIndex = 0
    }
  }
}
