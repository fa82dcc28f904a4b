/// `UISegmentedControl`.
public struct SegmentedControl: Control {
  /// A segment: a title, an image, or both as a `UIAction` gives them (the image wins, as in UIKit).
  public struct Segment: Sendable, Equatable {
    public var title: String?
    public var image: ImageSource?
    /// `setEnabled(_:forSegmentAt:)`.
    public var isEnabled = true
    /// `setWidth(_:forSegmentAt:)`; 0 or nil sizes automatically.
    public var width: Double?
    public init(title: String? = nil, image: ImageSource? = nil) {
      self.title = title
      self.image = image
    }
  }
  public static let kind = "segmentedControl"
  public static let summary = "A `UISegmentedControl`: a row of segments with a sliding selection."
  public static let maximumSegments = 100
  public static let properties = [
    ControlProperty(
      "segments",
      .objects(
        [
          ControlProperty("title", .text(maxLength: 200), "The segment's title (or the `UIAction`'s)."),
          ControlProperty("image", .image, "The segment's image (or the `UIAction`'s); shown instead of the title."),
          ControlProperty("isEnabled", .boolean, "`setEnabled(_:forSegmentAt:)`. Default true."),
          ControlProperty("width", .number(0...4096), "`setWidth(_:forSegmentAt:)`; 0 sizes automatically."),
        ], maxCount: maximumSegments),
      "The segments, leading first: titles, images or actions (`UISegmentedControl(frame:actions:)`)."),
    ControlProperty(
      "selectedSegmentIndex", .integer(-1...1_000_000),
      "`selectedSegmentIndex`; -1 (`noSegment`) selects none; past the last segment it is the last. Default -1."),
    ControlProperty("selectedSegmentTintColor", .color, "`selectedSegmentTintColor`: the selection's fill."),
    ControlProperty(
      "apportionsSegmentWidthsByContent", .boolean,
      "`apportionsSegmentWidthsByContent`: segments as wide as their content rather than equal. Default false."),
  ]

  public var segments: [Segment] = []
  public var selectedSegmentIndex = -1
  public var selectedSegmentTintColor: ColorValue?
  public var apportionsSegmentWidthsByContent = false
  public var common = ControlCommon()

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    for s in p.objects("segments") {
      // A segment may be empty, as `insertSegment(withTitle: nil, …)` makes one.
      var segment = Segment(title: s.string("title"), image: s.image("image"))
      segment.isEnabled = s.bool("isEnabled") ?? true
      segment.width = s.number("width").flatMap { $0 > 0 ? $0 : nil }
      segments.append(segment)
    }
    let index = p.integer("selectedSegmentIndex") ?? -1
    selectedSegmentIndex =
      index < 0 ? -1 : Int(p.clamp("selectedSegmentIndex", Double(index), to: -1...Double(segments.count - 1)))
    selectedSegmentTintColor = p.color("selectedSegmentTintColor")
    apportionsSegmentWidthsByContent = p.bool("apportionsSegmentWidthsByContent") ?? false
  }

  public init(segments: [Segment], selectedSegmentIndex: Int = -1) {
    self.segments = segments
    self.selectedSegmentIndex = selectedSegmentIndex
  }
}

extension SegmentedControl {
  public var propertyValues: ControlProperties {
    let segments = segments.map { s in
      ControlProperties(compacting: [
        "title": s.title.map(PropertyValue.string), "image": s.image.map(PropertyValue.image),
        "isEnabled": s.isEnabled ? nil : .bool(false), "width": s.width.map(PropertyValue.number),
      ])
    }
    return ControlProperties(compacting: [
      "segments": .objects(segments), "selectedSegmentIndex": .number(Double(selectedSegmentIndex)),
      "selectedSegmentTintColor": selectedSegmentTintColor.map(PropertyValue.color),
      "apportionsSegmentWidthsByContent": .bool(apportionsSegmentWidthsByContent),
    ])
  }
}
