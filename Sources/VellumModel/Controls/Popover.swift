/// A popover (`modalPresentationStyle = .popover`): a card with an arrow pointing at its source
/// in regular width; in compact width it adapts to a sheet, configured by
/// `adaptiveSheetPresentationController` (seed 001's photo picker).
public struct Popover: ControlModel {
  public func mappingComponents(_ transform: (Component) -> Component) -> Self {
    var c = self
    c.presenting = transform(presenting)
    c.content = transform(content)
    return c
  }

  /// `UIPopoverArrowDirection`.
  public enum ArrowDirection: String, PropertyChoice { case any, up, down, left, right }

  /// `adaptiveSheetPresentationController`: the sheet the popover becomes in compact width.
  public struct AdaptiveSheet: KeyedValue {
    public var detents: [Sheet.Detent] = [Sheet.Detent(identifier: "large", size: .large)]
    /// nil: the first detent.
    public var selectedDetentIdentifier: String?
    public var prefersGrabberVisible = false
    public var largestUndimmedDetentIdentifier: String?
    public init() {}

    package static let keys: [ModelKey<Self>] = [
      ModelKey("detents", \.detents, .detents(maxCount: Sheet.maximumDetents), "`detents` of the adapted sheet."),
      ModelKey(
        "selectedDetentIdentifier", \.selectedDetentIdentifier, .text(maxLength: 200), "`selectedDetentIdentifier`."),
      ModelKey("prefersGrabberVisible", \.prefersGrabberVisible, .boolean, "`prefersGrabberVisible`."),
      ModelKey(
        "largestUndimmedDetentIdentifier", \.largestUndimmedDetentIdentifier, .text(maxLength: 200),
        "`largestUndimmedDetentIdentifier`."),
    ]

    /// UIKit's checks of a sheet's detents (`Sheet.detentIdentifiers`), and the identifiers
    /// naming them.
    package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
      let ids = try Sheet.detentIdentifiers(detents, in: p)
      for key in ["selectedDetentIdentifier", "largestUndimmedDetentIdentifier"] {
        _ = try Sheet.detentIdentifier(key, in: p, among: ids)
      }
    }
  }

  public static let kind = "popover"
  package static let summary =
    "A popover from a source rectangle: a card with its arrow in regular width, a sheet in compact width (`adaptiveSheetPresentationController`)."
  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "presenting", \.presenting, .component, "The presenting screen.", missing: "a popover needs \"presenting\""),
    ModelKey("content", \.content, .component, "The popover's content.", missing: "a popover needs \"content\""),
    ModelKey("sourceRect", \.sourceRect, Rect.sourceRectSummary),
    .cases(
      "permittedArrowDirections", \.permittedArrowDirections,
      "`permittedArrowDirections`: the arrow's side; `any` points up from below the source when there is room."),
    ModelKey(
      "preferredContentSize", \.preferredContentSize, .size,
      "`preferredContentSize`. Default 320 wide and the content's height."),
    ModelKey(
      "adaptiveSheetPresentationController", \.adaptiveSheetPresentationController,
      "How the popover looks as a sheet in compact width."),
  ]

  public var presenting = Component.spacer(Spacer())
  public var content = Component.spacer(Spacer())
  public var sourceRect: Rect?
  public var permittedArrowDirections = ArrowDirection.any
  public var preferredContentSize: Size?
  public var adaptiveSheetPresentationController = AdaptiveSheet()
  public var common = ControlCommon()

  public init() {}

  /// The sheet it becomes in compact width.
  package var adaptiveSheet: Sheet {
    let adaptive = adaptiveSheetPresentationController
    var sheet = Sheet(
      presenting: presenting, content: content, detents: adaptive.detents, selected: adaptive.selectedDetentIdentifier)
    sheet.prefersGrabberVisible = adaptive.prefersGrabberVisible
    sheet.largestUndimmedDetentIdentifier = adaptive.largestUndimmedDetentIdentifier
    return sheet
  }

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    if let r = sourceRect, let canvas = p.canvas,
      r.maxX < 0 || r.x > canvas.width || r.maxY < 0 || canvas.height.map({ r.y > $0 }) == true
    {
      let size = canvas.height.map { "\(format(canvas.width)) × \(format($0))" } ?? "\(format(canvas.width)) wide"
      p.warnings.append(
        p.error(
          "sourceRect",
          "the source lies off the canvas (\(size)); UIKit keeps a popover on screen, so it opens from the nearest edge"
        ))
    }
  }
}

extension Rect: KeyedValue {
  public init() { self = .zero }

  package static let keys: [ModelKey<Self>] = [
    ModelKey("x", \.x, .number(-10_000...10_000), "x in points."),
    ModelKey("y", \.y, .number(-10_000...10_000), "y in points."),
    ModelKey("width", \.width, .number(0...10_000), "Width in points."),
    ModelKey("height", \.height, .number(0...10_000), "Height in points."),
  ]

  /// What a popover's or an action sheet's `sourceRect` is.
  static let sourceRectSummary =
    "`sourceRect` in the presenting screen's coordinates (a bar button's frame, a cell's …). Default the top centre."
}
