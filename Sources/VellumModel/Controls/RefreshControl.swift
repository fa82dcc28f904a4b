/// `UIRefreshControl` on a list (`"refreshControl"`): the list pulled down with the spinner above it.
public struct RefreshControl: Sendable, Equatable {
  public static let summary =
    "`UIScrollView.refreshControl` (`UIRefreshControl`): refreshing, or a pull-to-refresh mid-gesture."
  public static let properties = [
    ControlProperty("isRefreshing", .boolean, "`isRefreshing`: the spinner turns and the list stays pulled down."),
    ControlProperty(
      "pullProgress", .number(0...1),
      "How far the pull has gone, 0…1, when not refreshing: the spinner's spokes appear one by one. Default 1."),
    ControlProperty("title", .text(maxLength: 500), "`attributedTitle`: text under the spinner."),
    ControlProperty("tintColor", .color, "`tintColor`: the spinner's and the title's colour."),
  ]

  public var isRefreshing = false
  public var pullProgress = 1.0
  public var title: String?
  public var tintColor: ColorValue?

  public init(_ p: ControlProperties) {
    isRefreshing = p.bool("isRefreshing") ?? false
    pullProgress = p.number("pullProgress") ?? 1
    title = p.string("title")
    tintColor = p.color("tintColor")
  }

  /// How far the list is pulled down, in points (estimates: 60, 84 with a title).
  public var pullDistance: Double { (title == nil ? 60 : 84) * (isRefreshing ? 1 : pullProgress) }
}

extension RefreshControl: PropertyCoded {
  var propertyValues: ControlProperties {
    ControlProperties(compacting: [
      "isRefreshing": .bool(isRefreshing), "pullProgress": .number(pullProgress),
      "title": title.map(PropertyValue.string), "tintColor": tintColor.map(PropertyValue.color),
    ])
  }
}
