/// A popover (`modalPresentationStyle = .popover`): a card with an arrow pointing at its source
/// in regular width; in compact width it adapts to a sheet, configured by
/// `adaptiveSheetPresentationController` (seed 001's photo picker).
public struct Popover: Control {
  public func mappingComponents(_ transform: (Component) -> Component) -> Self {
    var c = self
    c.presenting = transform(presenting)
    c.content = transform(content)
    return c
  }

  /// `UIPopoverArrowDirection`.
  public enum ArrowDirection: String, Sendable, CaseIterable { case any, up, down, left, right }

  public static let kind = "popover"
  public static let summary =
    "A popover from a source rectangle: a card with its arrow in regular width, a sheet in compact width (`adaptiveSheetPresentationController`)."
  public static let properties = [
    ControlProperty("presenting", .component, "The presenting screen.", required: true),
    ControlProperty("content", .component, "The popover's content.", required: true),
    ControlProperty("sourceRect", .object(Rect.properties), Rect.sourceRectSummary),
    ControlProperty.cases(
      "permittedArrowDirections", ArrowDirection.self,
      "`permittedArrowDirections`: the arrow's side; `any` points up from below the source when there is room. Default `any`."
    ),
    ControlProperty.size("preferredContentSize", "`preferredContentSize`. Default 320 wide and the content's height."),
    ControlProperty(
      "adaptiveSheetPresentationController",
      .object([
        ControlProperty("detents", .detents(maxCount: Sheet.maximumDetents), "`detents` of the adapted sheet."),
        ControlProperty("selectedDetentIdentifier", .text(maxLength: 200), "`selectedDetentIdentifier`."),
        ControlProperty("prefersGrabberVisible", .boolean, "`prefersGrabberVisible`."),
        ControlProperty("largestUndimmedDetentIdentifier", .text(maxLength: 200), "`largestUndimmedDetentIdentifier`."),
      ]), "How the popover looks as a sheet in compact width."),
  ]

  public var presenting: Component
  public var content: Component
  public var sourceRect: Rect?
  public var permittedArrowDirections = ArrowDirection.any
  public var preferredContentSize: Size?
  /// The sheet it becomes in compact width.
  public var adaptiveSheet: Sheet
  public var common = ControlCommon()

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    guard let presenting = p.component("presenting") else {
      throw p.error("presenting", "a popover needs \"presenting\"")
    }
    guard let content = p.component("content") else { throw p.error("content", "a popover needs \"content\"") }
    self.presenting = presenting
    self.content = content
    if var o = p.object("sourceRect") { sourceRect = try Rect(&o) }
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
    permittedArrowDirections = p.choice("permittedArrowDirections", ArrowDirection.self) ?? .any
    preferredContentSize = p.size("preferredContentSize")
    let adaptive = p.object("adaptiveSheetPresentationController")
    var sheet = Sheet(
      presenting: presenting, content: content, detents: adaptive?.detents("detents") ?? [],
      selected: adaptive?.string("selectedDetentIdentifier"))
    let ids = sheet.detents.map(\.identifier)
    if Set(ids).count < ids.count, let adaptive {
      throw adaptive.error("detents", "a detent identifier is used twice")
    }
    for key in ["selectedDetentIdentifier", "largestUndimmedDetentIdentifier"] {
      if let id = adaptive?.string(key), !ids.contains(id), let adaptive {
        throw adaptive.error(key, unknownName(id, what: "detent identifier", names: ids))
      }
    }
    sheet.prefersGrabberVisible = adaptive?.bool("prefersGrabberVisible") ?? false
    sheet.largestUndimmedDetentIdentifier = adaptive?.string("largestUndimmedDetentIdentifier")
    adaptiveSheet = sheet
  }
}

extension Popover {
  public var propertyValues: ControlProperties {
    let s = adaptiveSheet
    let adaptive = ControlProperties(compacting: [
      "detents": s.detents == [Sheet.Detent(identifier: "large", size: .large)] ? nil : .detents(s.detents),
      "selectedDetentIdentifier": s.selectedDetentIdentifier == s.detents.first?.identifier
        ? nil : .string(s.selectedDetentIdentifier),
      "prefersGrabberVisible": s.prefersGrabberVisible ? .bool(true) : nil,
      "largestUndimmedDetentIdentifier": s.largestUndimmedDetentIdentifier.map(PropertyValue.string),
    ])
    return ControlProperties(compacting: [
      "presenting": .component(presenting), "content": .component(content),
      "sourceRect": sourceRect.map(PropertyValue.rect),
      "permittedArrowDirections": .choice(permittedArrowDirections),
      "preferredContentSize": preferredContentSize.map(PropertyValue.size),
      "adaptiveSheetPresentationController": .object(adaptive),
    ])
  }
}

extension Rect: KeyedValue {
  public init() { self = .zero }

  public static let keys: [ModelKey<Self>] = [
    ModelKey("x", \.x, .number(-10_000...10_000), "x in points."),
    ModelKey("y", \.y, .number(-10_000...10_000), "y in points."),
    ModelKey("width", \.width, .number(0...10_000), "Width in points."),
    ModelKey("height", \.height, .number(0...10_000), "Height in points."),
  ]
  public static var keysAreIndependent: Bool { true }

  /// What a popover's or iPad action sheet's `sourceRect` is.
  static let sourceRectSummary =
    "`sourceRect` in the presenting screen's coordinates (a bar button's frame, a cell's …). Default the top centre."
}
