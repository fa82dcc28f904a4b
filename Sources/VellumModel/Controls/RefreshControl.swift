/// `UIRefreshControl` on a list (`"refreshControl"`): the list pulled down with the spinner above it.
public struct RefreshControl: KeyedValue {
  package static let summary =
    "`UIScrollView.refreshControl` (`UIRefreshControl`): refreshing, or a pull-to-refresh mid-gesture."
  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "isRefreshing", \.isRefreshing, .boolean, "`isRefreshing`: the spinner turns and the list stays pulled down."),
    ModelKey(
      "pullProgress", \.pullProgress, .number(0...1),
      "How far the pull has gone, 0…1, when not refreshing: the spinner's spokes appear one by one."),
    ModelKey("title", \.title, .text(maxLength: 500), "`attributedTitle`: text under the spinner."),
    ModelKey("tintColor", \.tintColor, .color, "`tintColor`: the spinner's and the title's colour."),
  ]

  public var isRefreshing = false
  public var pullProgress = 1.0
  public var title: String?
  public var tintColor: ColorValue?

  public init() {}

  /// How far the list is pulled down, in points (estimates: 60, 84 with a title).
  package var pullDistance: Double { (title == nil ? 60 : 84) * (isRefreshing ? 1 : pullProgress) }
}
