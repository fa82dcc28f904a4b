/// `UISegmentedControl`.
public struct SegmentedControl: ControlModel {
  /// A segment: a title, an image, or both as a `UIAction` gives them (the image wins, as in UIKit).
  public struct Segment: KeyedValue {
    public var title: String?
    public var image: ImageSource?
    /// `setEnabled(_:forSegmentAt:)`.
    public var isEnabled = true
    /// `setWidth(_:forSegmentAt:)`; 0 or nil sizes automatically.
    public var width: Double?
    public init() {}
    public init(title: String? = nil, image: ImageSource? = nil) {
      self.title = title
      self.image = image
    }

    package static let keys: [ModelKey<Self>] = [
      ModelKey("title", \.title, .text(maxLength: 200), "The segment's title (or the `UIAction`'s)."),
      ModelKey("image", \.image, .image, "The segment's image (or the `UIAction`'s); shown instead of the title."),
      ModelKey("isEnabled", \.isEnabled, .boolean, "`setEnabled(_:forSegmentAt:)`."),
      ModelKey("width", \.width, .number(0...4096), "`setWidth(_:forSegmentAt:)`; 0 sizes automatically."),
    ]

    /// A segment may be empty, as `insertSegment(withTitle: nil, …)` makes one; width 0 is automatic.
    package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
      if let w = width, w <= 0 { width = nil }
    }
  }
  public static let kind = "segmentedControl"
  package static let summary = "A `UISegmentedControl`: a row of segments with a sliding selection."
  package static let maximumSegments = 100
  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "segments", \.segments, maxCount: maximumSegments,
      "The segments, leading first: titles, images or actions (`UISegmentedControl(frame:actions:)`)."),
    ModelKey(
      "selectedSegmentIndex", \.selectedSegmentIndex, .integer(-1...1_000_000),
      "`selectedSegmentIndex`; -1 (`noSegment`) selects none; past the last segment it is the last."),
    ModelKey(
      "selectedSegmentTintColor", \.selectedSegmentTintColor, .color,
      "`selectedSegmentTintColor`: the selection's fill."),
    ModelKey(
      "apportionsSegmentWidthsByContent", \.apportionsSegmentWidthsByContent, .boolean,
      "`apportionsSegmentWidthsByContent`: segments as wide as their content rather than equal."),
  ]

  public var segments: [Segment] = []
  public var selectedSegmentIndex = -1
  public var selectedSegmentTintColor: ColorValue?
  public var apportionsSegmentWidthsByContent = false
  public var common = ControlCommon()

  public init() {}

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    if selectedSegmentIndex >= 0 {
      selectedSegmentIndex = Int(
        p.clamp("selectedSegmentIndex", Double(selectedSegmentIndex), to: -1...Double(segments.count - 1)))
    }
  }

  public init(segments: [Segment], selectedSegmentIndex: Int = -1) {
    self.segments = segments
    self.selectedSegmentIndex = selectedSegmentIndex
  }
}
