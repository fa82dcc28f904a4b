/// `UISheetPresentationController`: a sheet over a presenting screen (seed 001).
public struct Sheet: Control {
  public func mappingComponents(_ transform: (Component) -> Component) -> Self {
    var c = self
    c.presenting = transform(presenting)
    c.content = transform(content)
    return c
  }

  /// A `UISheetPresentationController.Detent`.
  public struct Detent: Sendable, Equatable {
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
  /// `modalPresentationStyle`: how the sheet shows in regular width (iPad).
  public enum Style: String, Sendable, CaseIterable { case pageSheet, formSheet }

  public static let kind = "sheet"
  public static let summary =
    "A sheet (`UISheetPresentationController`) over its `presenting` screen: detents, grabber, dimming, the screen pushed back at the large detent; a sheet presenting a sheet stacks."
  public static let maximumDetents = 20
  public static let properties = [
    ControlProperty(
      "presenting", .component, "The presenting view controller's screen (or a sheet, to stack).", required: true),
    ControlProperty("content", .component, "The sheet's content.", required: true),
    ControlProperty(
      "detents", .detents(maxCount: maximumDetents),
      "`detents`: `\"medium\"`, `\"large\"`, or `{ \"identifier\": …, \"height\": … }` / `{ \"identifier\": …, \"fraction\": … }` (iOS 16's `.custom`). Default `[\"large\"]`."
    ),
    ControlProperty(
      "selectedDetentIdentifier", .text(maxLength: 200), "`selectedDetentIdentifier`. Default the smallest detent."),
    ControlProperty("prefersGrabberVisible", .boolean, "`prefersGrabberVisible`. Default false."),
    ControlProperty("preferredCornerRadius", .number(0...100), "`preferredCornerRadius`. Default 10."),
    ControlProperty(
      "largestUndimmedDetentIdentifier", .text(maxLength: 200),
      "`largestUndimmedDetentIdentifier`: no dimming at or below this detent. Default none: dim at every detent."),
    ControlProperty(
      "smallestUndimmedDetentIdentifier", .text(maxLength: 200),
      "Accepted as an alias of `largestUndimmedDetentIdentifier` (the seed's wording), with a warning."),
    ControlProperty(
      "prefersScrollingExpandsWhenScrolledToEdge", .boolean,
      "`prefersScrollingExpandsWhenScrolledToEdge` (accepted; a still image does not scroll)."),
    ControlProperty(
      "prefersEdgeAttachedInCompactHeight", .boolean,
      "`prefersEdgeAttachedInCompactHeight`: in a landscape iPhone the sheet attaches to the bottom edge only."),
    ControlProperty(
      "widthFollowsPreferredContentSizeWhenEdgeAttached", .boolean,
      "`widthFollowsPreferredContentSizeWhenEdgeAttached`: edge-attached, the sheet is `preferredContentSize.width` wide."
    ),
    ControlProperty.size("preferredContentSize", "`preferredContentSize`."),
    ControlProperty.cases(
      "modalPresentationStyle", Style.self, "`modalPresentationStyle` on iPad: `pageSheet` (default) or `formSheet`."),
    ControlProperty(
      "transition",
      .object([
        ControlProperty("from", .text(maxLength: 200), "The detent the sheet leaves.", required: true),
        ControlProperty("to", .text(maxLength: 200), "The detent the sheet settles at.", required: true),
        ControlProperty(
          "progress", .number(0...1),
          "How far along, 0…1, on UIKit's critically damped spring. Default 1 (`--frames` animates it)."),
      ]), "A detent change (`animateChanges`): `vellum render --frames N` or `--apng` draws it as frames."),
  ]

  public var presenting: Component
  public var content: Component
  public var detents: [Detent] = [Detent(identifier: "large", size: .large)]
  public var selectedDetentIdentifier: String
  public var prefersGrabberVisible = false
  public var preferredCornerRadius: Double?
  public var largestUndimmedDetentIdentifier: String?
  public var prefersEdgeAttachedInCompactHeight = false
  public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  public var preferredContentSize: Size?
  public var modalPresentationStyle = Style.pageSheet
  /// A detent change being animated: from, to, and how far along (nil: the canvas's time, else 1).
  public var transition: (from: String, to: String, progress: Double?)?
  public var common = ControlCommon()

  /// A sheet built in code (a popover adapting to compact width).
  public init(presenting: Component, content: Component, detents: [Detent], selected: String? = nil) {
    self.presenting = presenting
    self.content = content
    self.detents = detents.isEmpty ? [Detent(identifier: "large", size: .large)] : detents
    selectedDetentIdentifier = selected ?? self.detents[0].identifier
  }

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    guard let presenting = p.component("presenting") else {
      throw p.error("presenting", "a sheet needs \"presenting\"")
    }
    guard let content = p.component("content") else { throw p.error("content", "a sheet needs \"content\"") }
    self.presenting = presenting
    self.content = content
    if p.has("detents") {
      detents = p.detents("detents")
      guard !detents.isEmpty else { throw p.error("detents", "a sheet needs at least one detent") }
    }
    var seen: Set<String> = []
    for d in detents where !seen.insert(d.identifier).inserted {
      throw p.error("detents", "detent identifier \"\(d.identifier)\" is used twice")
    }
    let ids = detents.map(\.identifier)
    func known(_ key: String) throws(Diagnostic) -> String? {
      guard let id = p.string(key) else { return nil }
      guard ids.contains(id) else {
        throw p.error(key, unknownName(id, what: "detent identifier", names: ids))
      }
      return id
    }
    selectedDetentIdentifier = try known("selectedDetentIdentifier") ?? ids[0]
    largestUndimmedDetentIdentifier = try known("largestUndimmedDetentIdentifier")
    if let alias = try known("smallestUndimmedDetentIdentifier") {
      p.warnings.append(
        p.error("smallestUndimmedDetentIdentifier", "UIKit's name is \"largestUndimmedDetentIdentifier\"; read as that")
      )
      if largestUndimmedDetentIdentifier == nil { largestUndimmedDetentIdentifier = alias }
    }
    prefersGrabberVisible = p.bool("prefersGrabberVisible") ?? false
    preferredCornerRadius = p.number("preferredCornerRadius")
    prefersEdgeAttachedInCompactHeight = p.bool("prefersEdgeAttachedInCompactHeight") ?? false
    widthFollowsPreferredContentSizeWhenEdgeAttached =
      p.bool("widthFollowsPreferredContentSizeWhenEdgeAttached") ?? false
    preferredContentSize = p.size("preferredContentSize")
    modalPresentationStyle = p.choice("modalPresentationStyle", Style.self) ?? .pageSheet
    if let t = p.object("transition") {
      for key in ["from", "to"] {
        guard let id = t.string(key) else { throw t.error(key, "a transition needs \"\(key)\"") }
        guard ids.contains(id) else { throw t.error(key, unknownName(id, what: "detent identifier", names: ids)) }
      }
      transition = (t.string("from")!, t.string("to")!, t.number("progress"))
    }
  }

  public static func == (a: Sheet, b: Sheet) -> Bool {
    a.presenting == b.presenting && a.content == b.content && a.detents == b.detents
      && a.selectedDetentIdentifier == b.selectedDetentIdentifier && a.prefersGrabberVisible == b.prefersGrabberVisible
      && a.preferredCornerRadius == b.preferredCornerRadius
      && a.largestUndimmedDetentIdentifier == b.largestUndimmedDetentIdentifier
      && a.prefersEdgeAttachedInCompactHeight == b.prefersEdgeAttachedInCompactHeight
      && a.widthFollowsPreferredContentSizeWhenEdgeAttached == b.widthFollowsPreferredContentSizeWhenEdgeAttached
      && a.preferredContentSize == b.preferredContentSize && a.modalPresentationStyle == b.modalPresentationStyle
      && a.transition?.from == b.transition?.from && a.transition?.to == b.transition?.to
      && a.transition?.progress == b.transition?.progress && a.common == b.common
  }
}

extension Sheet {
  public var propertyValues: ControlProperties {
    let transition = transition.map { t in
      ControlProperties(compacting: [
        "from": .string(t.from), "to": .string(t.to), "progress": t.progress.map(PropertyValue.number),
      ])
    }
    return ControlProperties(compacting: [
      "presenting": .component(presenting), "content": .component(content), "detents": .detents(detents),
      "selectedDetentIdentifier": .string(selectedDetentIdentifier),
      "prefersGrabberVisible": .bool(prefersGrabberVisible),
      "preferredCornerRadius": preferredCornerRadius.map(PropertyValue.number),
      "largestUndimmedDetentIdentifier": largestUndimmedDetentIdentifier.map(PropertyValue.string),
      "prefersEdgeAttachedInCompactHeight": .bool(prefersEdgeAttachedInCompactHeight),
      "widthFollowsPreferredContentSizeWhenEdgeAttached": .bool(widthFollowsPreferredContentSizeWhenEdgeAttached),
      "preferredContentSize": preferredContentSize.map(PropertyValue.size),
      "modalPresentationStyle": .choice(modalPresentationStyle), "transition": transition.map(PropertyValue.object),
    ])
  }
}
