/// `UIPageControl` (iOS 14).
public struct PageControl: Control {
  public enum BackgroundStyle: String, Sendable, CaseIterable { case automatic, prominent, minimal }
  public static let kind = "pageControl"
  public static let summary =
    "A `UIPageControl`: a row of page dots (iOS 14, with its capsule and custom indicator images)."
  public static let maximumPages = 1000
  public static let properties = [
    ControlProperty("numberOfPages", .integer(0...maximumPages), "`numberOfPages`. Default 0."),
    ControlProperty(
      "currentPage", .integer(-1_000_000...1_000_000), "`currentPage`; clamped to the pages, as UIKit does. Default 0."),
    ControlProperty.cases(
      "backgroundStyle", BackgroundStyle.self,
      "`backgroundStyle`: the capsule shows always (`prominent`), never (`minimal`) or while touched (`automatic`, with `isHighlighted`)."
    ),
    ControlProperty("preferredIndicatorImage", .image, "`preferredIndicatorImage`: every dot's image."),
    ControlProperty(
      "indicatorImages", .indexedImages,
      "`setIndicatorImage(_:forPage:)`: images by page, e.g. `{\"0\": {\"systemName\": \"bookmark.fill\"}}`."),
    ControlProperty("pageIndicatorTintColor", .color, "`pageIndicatorTintColor`. Default `tertiaryLabel`."),
    ControlProperty("currentPageIndicatorTintColor", .color, "`currentPageIndicatorTintColor`. Default `label`."),
    ControlProperty("hidesForSinglePage", .boolean, "`hidesForSinglePage`: draw nothing for one page. Default false."),
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

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    numberOfPages = p.integer("numberOfPages") ?? 0
    currentPage = Int(
      p.clamp("currentPage", Double(p.integer("currentPage") ?? 0), to: 0...Double(max(0, numberOfPages - 1))))
    backgroundStyle = p.choice("backgroundStyle", BackgroundStyle.self) ?? .automatic
    preferredIndicatorImage = p.image("preferredIndicatorImage")
    indicatorImages = p.images("indicatorImages")
    if let page = indicatorImages.keys.filter({ $0 >= numberOfPages }).min() {
      p.warnings.append(
        p.error("indicatorImages", "page \(page) is past the last of \(numberOfPages) pages; its image is not shown"))
    }
    pageIndicatorTintColor = p.color("pageIndicatorTintColor")
    currentPageIndicatorTintColor = p.color("currentPageIndicatorTintColor")
    hidesForSinglePage = p.bool("hidesForSinglePage") ?? false
  }

  /// The image for `page`: its own, else the preferred one, else nil (a dot).
  public func indicatorImage(forPage page: Int) -> ImageSource? { indicatorImages[page] ?? preferredIndicatorImage }
}

extension PageControl {
  public var propertyValues: ControlProperties {
    ControlProperties(compacting: [
      "numberOfPages": .number(Double(numberOfPages)), "currentPage": .number(Double(currentPage)),
      "backgroundStyle": .choice(backgroundStyle),
      "preferredIndicatorImage": preferredIndicatorImage.map(PropertyValue.image),
      "indicatorImages": .images(indicatorImages),
      "pageIndicatorTintColor": pageIndicatorTintColor.map(PropertyValue.color),
      "currentPageIndicatorTintColor": currentPageIndicatorTintColor.map(PropertyValue.color),
      "hidesForSinglePage": .bool(hidesForSinglePage),
    ])
  }
}
