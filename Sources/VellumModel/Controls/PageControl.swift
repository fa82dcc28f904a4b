/// `UIPageControl` (iOS 14).
public struct PageControl: ControlModel {
  public enum BackgroundStyle: String, Sendable, CaseIterable, PropertyChoice { case automatic, prominent, minimal }
  public static let kind = "pageControl"
  package static let summary =
    "A `UIPageControl`: a row of page dots (iOS 14, with its capsule and custom indicator images)."
  package static let maximumPages = 1000
  package static let keys: [ModelKey<Self>] = [
    ModelKey("numberOfPages", \.numberOfPages, .integer(0...maximumPages), "`numberOfPages`."),
    ModelKey(
      "currentPage", \.currentPage, .integer(-1_000_000...1_000_000),
      "`currentPage`; clamped to the pages, as UIKit does."),
    .cases(
      "backgroundStyle", \.backgroundStyle,
      "`backgroundStyle`: the capsule shows always (`prominent`), never (`minimal`) or while touched (`automatic`, with `isHighlighted`)."
    ),
    ModelKey(
      "preferredIndicatorImage", \.preferredIndicatorImage, .image, "`preferredIndicatorImage`: every dot's image."),
    ModelKey(
      "indicatorImages", \.indicatorImages, .indexedImages,
      "`setIndicatorImage(_:forPage:)`: images by page, e.g. `{\"0\": {\"systemName\": \"bookmark.fill\"}}`."),
    ModelKey(
      "pageIndicatorTintColor", \.pageIndicatorTintColor, .color, "`pageIndicatorTintColor`. Default `tertiaryLabel`."),
    ModelKey(
      "currentPageIndicatorTintColor", \.currentPageIndicatorTintColor, .color,
      "`currentPageIndicatorTintColor`. Default `label`."),
    ModelKey(
      "hidesForSinglePage", \.hidesForSinglePage, .boolean, "`hidesForSinglePage`: draw nothing for one page."),
  ]

  public var numberOfPages = 0
  public var currentPage = 0
  public var backgroundStyle = BackgroundStyle.automatic
  public var preferredIndicatorImage: ImageSource?
  public var indicatorImages: [Int: ImageSource] = [:]
  public var pageIndicatorTintColor: ColorValue?
  public var currentPageIndicatorTintColor: ColorValue?
  public var hidesForSinglePage = false
  public var common = ControlCommon()

  public init() {}

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    currentPage = Int(p.clamp("currentPage", Double(currentPage), to: 0...Double(max(0, numberOfPages - 1))))
    if let page = indicatorImages.keys.filter({ $0 >= numberOfPages }).min() {
      p.warnings.append(
        p.error("indicatorImages", "page \(page) is past the last of \(numberOfPages) pages; its image is not shown"))
    }
  }

  /// The image for `page`: its own, else the preferred one, else nil (a dot).
  package func indicatorImage(forPage page: Int) -> ImageSource? { indicatorImages[page] ?? preferredIndicatorImage }
}
