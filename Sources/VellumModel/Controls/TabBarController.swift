/// `UITabBarItem`: one tab's title, images and badge.
public struct TabBarItem: Sendable, Equatable {
  public var title: String?
  public var image: ImageSource?
  /// `selectedImage`; nil, the `.fill` form of `image` where there is one (see `selectedSource`).
  public var selectedImage: ImageSource?
  /// `badgeValue`: text in the badge capsule, or `""` for the dot alone.
  public var badgeValue: String?
  /// `badgeColor`; nil, system red.
  public var badgeColor: ColorValue?
  public var isEnabled = true

  public init(title: String?, image: ImageSource?) {
    self.title = title
    self.image = image
  }

  static let properties = [
    ControlProperty(
      "title", .text(maxLength: 200), "`title`, under the image (beside it in compact height and on iPad)."),
    ControlProperty("image", .image, "`image`: usually an SF Symbol."),
    ControlProperty(
      "selectedImage", .image,
      "`selectedImage`; omitted, the `.fill` form of `image` where the symbol has one (`house` → `house.fill`)."),
    ControlProperty(
      "badgeValue", .text(maxLength: 50),
      "`badgeValue`: text in a capsule at the image's top trailing corner; an empty string draws the dot alone."),
    ControlProperty("badgeColor", .color, "`badgeColor`. Default `systemRed`."),
    ControlProperty("isEnabled", .boolean, "`isEnabled`: false greys the tab. Default true."),
  ]

  init(_ p: ControlProperties) throws(Diagnostic) {
    title = p.string("title")
    image = p.image("image")
    selectedImage = p.image("selectedImage")
    badgeValue = p.string("badgeValue")
    badgeColor = p.color("badgeColor")
    isEnabled = p.bool("isEnabled") ?? true
  }

  /// The image shown when the tab is selected: `selectedImage`, else the symbol's `.fill` form
  /// when `hasSymbol` knows it, else `image`.
  public func selectedSource(hasSymbol: (String) -> Bool) -> ImageSource? {
    if let selectedImage { return selectedImage }
    guard case .systemName(let name)? = image, !name.hasSuffix(".fill") else { return image }
    return hasSymbol(name + ".fill") ? .systemName(name + ".fill") : image
  }
}

extension TabBarItem: PropertyCoded {
  var propertyValues: ControlProperties {
    ControlProperties(compacting: [
      "title": title.map(PropertyValue.string), "image": image.map(PropertyValue.image),
      "selectedImage": selectedImage.map(PropertyValue.image), "badgeValue": badgeValue.map(PropertyValue.string),
      "badgeColor": badgeColor.map(PropertyValue.color), "isEnabled": .bool(isEnabled),
    ])
  }
}

/// `UITabBarController`: the selected tab's screen above a `UITabBar`.
public struct TabBarController: Control {
  public func mappingComponents(_ transform: (Component) -> Component) -> Self {
    var c = self
    c.content = content.map(transform)
    return c
  }

  public static let kind = "tabBarController"
  public static let summary =
    "A whole screen (`UITabBarController`): the selected tab's `content` above the `UITabBar` of `tabs` (`UITabBarItem`s), at the bottom safe area."
  /// UIKit shows at most five tabs in compact width (four and More beyond that).
  public static let maximumTabs = 20
  public static let properties = [
    ControlProperty(
      "tabs", .objects(TabBarItem.properties, maxCount: maximumTabs),
      "The view controllers' `tabBarItem`s, leading first; in compact width more than five show four and More. Default none: an empty bar."
    ),
    ControlProperty(
      "selectedIndex", .integer(0...maximumTabs),
      "`selectedIndex`: the selected tab, drawn in the tint; past the last, UIKit ignores it (a warning). Default 0."),
    ControlProperty("content", .component, "The selected tab's screen: usually a `navigationController`."),
    ControlProperty.cases(
      "appearance", NavigationBar.Appearance.self,
      "Which `UITabBarAppearance` shows: `standard` (material and hairline) or `scrollEdge` (transparent). Omitted: `scrollEdge` while the content ends above the tab bar (iOS 15), else `standard`."
    ),
    ControlProperty(
      "unselectedItemTintColor", .color, "`tabBar.unselectedItemTintColor`. Default the system's grey."),
    BarAppearance.key(.standard, of: "tab bar", BarAppearance.barProperties),
    BarAppearance.key(.scrollEdge, of: "tab bar", BarAppearance.barProperties),
  ]

  public var tabs: [TabBarItem]
  public var selectedIndex = 0
  public var content: Component?
  /// nil: chosen by where the content ends.
  public var appearance: NavigationBar.Appearance?
  public var unselectedItemTintColor: ColorValue?
  /// `tabBar.standardAppearance` and `scrollEdgeAppearance`; nil, the system's.
  public var standardAppearance: BarAppearance?
  public var scrollEdgeAppearance: BarAppearance?
  public var common = ControlCommon()

  public init(tabs: [TabBarItem], selectedIndex: Int = 0, content: Component? = nil) {
    self.tabs = tabs
    self.selectedIndex = selectedIndex
    self.content = content
  }

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    tabs = try p.objects("tabs").map { (o) throws(Diagnostic) in try TabBarItem(o) }
    selectedIndex = p.integer("selectedIndex") ?? 0
    if selectedIndex >= max(1, tabs.count) {
      // UIKit ignores a `selectedIndex` past its view controllers: the first tab stays selected.
      let count = tabs.count == 1 ? "is 1 tab" : "are \(tabs.isEmpty ? "no" : String(tabs.count)) tabs"
      p.warnings.append(
        p.error(
          "selectedIndex",
          "\(selectedIndex) is out of range (there \(count)); UIKit ignores it and selects the first tab"))
      selectedIndex = 0
    }
    content = p.component("content")
    appearance = p.choice("appearance", NavigationBar.Appearance.self)
    unselectedItemTintColor = p.color("unselectedItemTintColor")
    standardAppearance = try BarAppearance.read(p, "standardAppearance")
    scrollEdgeAppearance = try BarAppearance.read(p, "scrollEdgeAppearance")
  }
}

extension TabBarController {
  public var propertyValues: ControlProperties {
    ControlProperties(compacting: [
      "tabs": .objects(tabs.map(\.encodedProperties)), "selectedIndex": .number(Double(selectedIndex)),
      "content": content.map(PropertyValue.component), "appearance": appearance.map { .choice($0) },
      "unselectedItemTintColor": unselectedItemTintColor.map(PropertyValue.color),
      "standardAppearance": BarAppearance.value(standardAppearance),
      "scrollEdgeAppearance": BarAppearance.value(scrollEdgeAppearance),
    ])
  }
}
