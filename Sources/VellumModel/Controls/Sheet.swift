/// `UISheetPresentationController`: a sheet over a presenting screen (seed 001).
public struct Sheet: ControlModel {
  public func mappingComponents(_ transform: (Component) -> Component) -> Self {
    var c = self
    c.presenting = transform(presenting)
    c.content = transform(content)
    return c
  }

  /// A `UISheetPresentationController.Detent`.
  public struct Detent: PropertyArrayElement {
    public enum Size: Sendable, Equatable {
      case medium, large
      /// iOS 16's `.custom`: a height in points (above the bottom safe area) …
      case height(Double)
      /// … or a fraction of the maximum detent value.
      case fraction(Double)
    }
    public var identifier: String
    public var size: Size
  }

  /// A custom detent's object (`{ "identifier", "height" | "fraction" }`), as its keys read it.
  struct CustomDetent: KeyedValue {
    var identifier = ""
    var height: Double?
    var fraction: Double?
    init() {}

    static let keys: [ModelKey<Self>] = [
      ModelKey(
        "identifier", \.identifier, .text(maxLength: 200), "The detent's identifier.",
        missing: "a custom detent needs an \"identifier\""),
      ModelKey("height", \.height, .number(0...100_000), "Height in points."),
      ModelKey("fraction", \.fraction, .number(0...1), "Fraction of the maximum detent value."),
    ]

    /// Exactly one of `height` and `fraction`; a height no taller than the canvas.
    mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
      if let h = height, let screen = p.canvas?.height, h > screen {
        throw p.error("height", "custom detent height \(format(h)) is taller than the \(format(screen)) pt screen")
      }
      switch (height, fraction) {
      case (nil, nil): throw p.error("height", "a custom detent needs a \"height\" or a \"fraction\"")
      case (.some, .some): throw p.error("fraction", "give either \"height\" or \"fraction\", not both")
      default: break
      }
    }

    /// A custom detent's keys (a medium or large one is written by name).
    init(_ detent: Detent) {
      identifier = detent.identifier
      if case .height(let h) = detent.size { height = h }
      if case .fraction(let f) = detent.size { fraction = f }
    }

    var detent: Detent {
      Detent(identifier: identifier, size: height.map(Detent.Size.height) ?? .fraction(fraction ?? 0))
    }
  }
  /// `modalPresentationStyle`: how the sheet shows in regular width (iPad).
  public enum Style: String, PropertyChoice { case pageSheet, formSheet }
  /// A detent change being animated (`animateChanges`): from, to, and how far along.
  public struct Transition: KeyedValue {
    public var from = ""
    public var to = ""
    /// nil: the canvas's time (`--frames`), else 1.
    public var progress: Double?
    public init() {}

    package static let keys: [ModelKey<Self>] = [
      ModelKey(
        "from", \.from, .text(maxLength: 200), "The detent the sheet leaves.", missing: "a transition needs \"from\""),
      ModelKey(
        "to", \.to, .text(maxLength: 200), "The detent the sheet settles at.", missing: "a transition needs \"to\""),
      ModelKey(
        "progress", \.progress, .number(0...1),
        "How far along, 0…1, on UIKit's critically damped spring. Default 1 (`--frames` animates it)."),
    ]
  }

  public static let kind = "sheet"
  package static let summary =
    "A sheet (`UISheetPresentationController`) over its `presenting` screen: detents, grabber, dimming, the screen pushed back at the large detent; a sheet presenting a sheet stacks."
  package static let maximumDetents = 20
  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "presenting", \.presenting, .component, "The presenting view controller's screen (or a sheet, to stack).",
      missing: "a sheet needs \"presenting\""),
    ModelKey("content", \.content, .component, "The sheet's content.", missing: "a sheet needs \"content\""),
    ModelKey(
      "detents", \.detents, .detents(maxCount: maximumDetents),
      "`detents`: `\"medium\"`, `\"large\"`, or `{ \"identifier\": …, \"height\": … }` / `{ \"identifier\": …, \"fraction\": … }` (iOS 16's `.custom`). Default `[\"large\"]`."
    ),
    ModelKey(
      "selectedDetentIdentifier", \.selectedDetentIdentifier, .text(maxLength: 200),
      "`selectedDetentIdentifier`. Default the smallest detent.", statesDefault: false),
    ModelKey("prefersGrabberVisible", \.prefersGrabberVisible, .boolean, "`prefersGrabberVisible`."),
    ModelKey(
      "preferredCornerRadius", \.preferredCornerRadius, .number(0...100), "`preferredCornerRadius`. Default 10."),
    ModelKey(
      "largestUndimmedDetentIdentifier", \.largestUndimmedDetentIdentifier, .text(maxLength: 200),
      "`largestUndimmedDetentIdentifier`: no dimming at or below this detent. Default none: dim at every detent."),
    .accepted(
      PropertyDeclaration(
        "smallestUndimmedDetentIdentifier", .text(maxLength: 200),
        "Accepted as an alias of `largestUndimmedDetentIdentifier` (the seed's wording), with a warning.")),
    .accepted(
      PropertyDeclaration(
        "prefersScrollingExpandsWhenScrolledToEdge", .boolean,
        "`prefersScrollingExpandsWhenScrolledToEdge` (accepted; a still image does not scroll).")),
    ModelKey(
      "prefersEdgeAttachedInCompactHeight", \.prefersEdgeAttachedInCompactHeight, .boolean,
      "`prefersEdgeAttachedInCompactHeight`: in a landscape iPhone the sheet attaches to the bottom edge only."),
    ModelKey(
      "widthFollowsPreferredContentSizeWhenEdgeAttached", \.widthFollowsPreferredContentSizeWhenEdgeAttached, .boolean,
      "`widthFollowsPreferredContentSizeWhenEdgeAttached`: edge-attached, the sheet is `preferredContentSize.width` wide."
    ),
    ModelKey(
      "preferredContentSize", \.preferredContentSize, .size,
      "`preferredContentSize`."),
    .cases("modalPresentationStyle", \.modalPresentationStyle, "`modalPresentationStyle` on iPad."),
    ModelKey(
      "transition", \.transition,
      "A detent change (`animateChanges`): `vellum render --frames N` or `--apng` draws it as frames."),
  ]

  public var presenting = Component.spacer(Spacer())
  public var content = Component.spacer(Spacer())
  public var detents: [Detent] = [Detent(identifier: "large", size: .large)]
  public var selectedDetentIdentifier = "large"
  public var prefersGrabberVisible = false
  public var preferredCornerRadius: Double?
  public var largestUndimmedDetentIdentifier: String?
  public var prefersEdgeAttachedInCompactHeight = false
  public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  public var preferredContentSize: Size?
  public var modalPresentationStyle = Style.pageSheet
  /// A detent change being animated.
  public var transition: Transition?
  public var common = ControlCommon()

  /// A sheet built in code (a popover adapting to compact width).
  public init(presenting: Component, content: Component, detents: [Detent], selected: String? = nil) {
    self.presenting = presenting
    self.content = content
    self.detents = detents.isEmpty ? [Detent(identifier: "large", size: .large)] : detents
    selectedDetentIdentifier = selected ?? self.detents[0].identifier
  }

  public init() {}

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    let ids = try Self.detentIdentifiers(detents, in: p)
    selectedDetentIdentifier = try Self.detentIdentifier("selectedDetentIdentifier", in: p, among: ids) ?? ids[0]
    largestUndimmedDetentIdentifier = try Self.detentIdentifier("largestUndimmedDetentIdentifier", in: p, among: ids)
    if let alias = try Self.detentIdentifier("smallestUndimmedDetentIdentifier", in: p, among: ids) {
      p.warnings.append(
        p.error("smallestUndimmedDetentIdentifier", "UIKit's name is \"largestUndimmedDetentIdentifier\"; read as that")
      )
      if largestUndimmedDetentIdentifier == nil { largestUndimmedDetentIdentifier = alias }
    }
    if let t = p.object("transition") {
      for key in ["from", "to"] { _ = try Self.detentIdentifier(key, in: t, among: ids) }
    }
  }

  /// The identifiers of `detents`, given under `p`'s `detents` key, as UIKit takes them (a
  /// sheet's, or the sheet a popover adapts to): at least one detent, no identifier twice.
  static func detentIdentifiers(_ detents: [Detent], in p: PropertyValues) throws(Diagnostic) -> [String] {
    guard !detents.isEmpty else { throw p.error("detents", "a sheet needs at least one detent") }
    var seen: Set<String> = []
    for d in detents where !seen.insert(d.identifier).inserted {
      throw p.error("detents", "detent identifier \"\(d.identifier)\" is used twice")
    }
    return detents.map(\.identifier)
  }

  /// The detent identifier `p` gives under `key` (nil: none), which must be one of `ids`.
  static func detentIdentifier(_ key: String, in p: PropertyValues, among ids: [String]) throws(Diagnostic)
    -> String?
  {
    guard let id = p.string(key) else { return nil }
    guard ids.contains(id) else { throw p.error(key, unknownName(id, what: "detent identifier", names: ids)) }
    return id
  }
}

extension Sheet.Detent {
  package static func elements(of value: PropertyValues.Value) -> [Sheet.Detent]? {
    if case .detents(let d) = value { d } else { nil }
  }
  package static func propertyValue(of elements: [Sheet.Detent]) -> PropertyValues.Value { .detents(elements) }
}
