/// VellumLayout's public surface is what a user of the `Vellum` product calls and reads:
/// `LayoutEngine.layout` and the `LayoutResources` it takes (with what a measurer answers), and the
/// render tree it returns, the contract a painter draws (every `RenderNode.Kind` and the values it
/// carries, the accessibility elements beside the nodes), with its dumps and the accessibility
/// audit. How layout gets there (its passes over the tree, the engine's state, the pointer's
/// marks), how VellumCairo paints the tree's values (glass's blur and rim, a scroll edge's
/// falloff, a symbol's knock-out group) and what only the CLI, the snapshot diff and the tests use
/// is `package`.
///
/// `PublicSurfaceTests` holds it (a source scan, which imports nothing, so it lives beside the
/// model's): each machinery type and member below is declared and not `public`, what a user
/// calls is, and no public declaration of any module names a machinery type.
extension PublicSurface {
  static let layout = PublicSurface(
    module: "VellumLayout",
    // Machinery type → the file declaring it (under Sources/VellumLayout).
    machinery: [
      // The CLI's, the banded painter's, the snapshot diff's and the tests'.
      "AccessibilityOverlay": "AccessibilityOverlay.swift", "LayoutWindow": "LayoutWindow.swift",
      "DumpedTree": "DumpedTree.swift", "FixedAdvanceMeasurer": "LayoutResources.swift",
      // Layout's own marks and the step that resolves them.
      "PointerEffects": "PointerEffects.swift", "PointerMarker": "PointerTargets.swift",
      "PointerTarget": "PointerTargets.swift",
      // The engine's parts.
      "Design": "Design.swift", "ComponentLayout": "ComponentLayout.swift",
      "ControlLayout": "Controls/ControlLayout.swift", "LayoutResult": "LayoutResult.swift",
      "LayoutSlot": "LayoutSlot.swift", "SymbolResolver": "SymbolResolution.swift",
      "ContactSheetLayout": "ContactSheetLayout.swift",
    ],
    // Members of public types: layout's passes, and the painter's rules for the tree's values.
    machineryMembers: [
      "RenderTree.swift": [
        "mutating func resolveTexts(", "var bracketProblem", "func offsetBy(dx",
        "init(_ mode: ImageComponent.ContentMode)",
        "init?(_ mode: ImageFit",
      ],
      "PixelSnapping.swift": ["func snappedToPixels()", "func mirrored()", "var mirrored: Corners"],
      "SymbolResolution.swift": ["mutating func resolveSymbols("],
      "LayoutEngine.swift": [
        "init(canvas: Canvas, resources:",
        "static func layout(_ document: Document, resources: any LayoutResources, window:",
      ],
      "LayoutResources.swift": ["init(_ run: TextRun)"],
      "AccessibilityTree.swift": [
        "func overridden(by", "func accessibilityFindings(", "var ownColors", "init(ownColors:",
      ],
      "Glass.swift": [
        "static let blurSigma", "static let refraction", "static let shadow =", "static var shadowReach",
        "func look(overLuminance", "func lift(", "static let liftShare", "func flatFill(", "func rim(",
      ],
      "GlassEffectLayout.swift": ["static let smallPieceSide", "static func adaptsToBackdrop("],
      "ScrollEdgeEffect.swift": [
        "func strength(at t:", "func blurStrength(", "func strength(atY", "func fade(atY",
      ],
      "SymbolDrawing.swift": ["var knocksOut"],
      "TextElision.swift": ["func showingElisions("],
    ],
    // The entry points, what they take and return, and the render tree's values.
    userFacing: [
      "LayoutEngine", "LayoutResources", "TextRequest", "TextMeasurement", "RenderTree", "RenderNode", "NodeSource",
      "TextRun", "TextSpan", "TextElision", "ResolvedAlignment", "Symbol", "SymbolDrawing", "SymbolLayer",
      "SymbolOutlineFailure", "ImageFit", "ImageDraw", "ImagePlacement", "Corners", "Clip", "Glass",
      "ScrollEdgeEffect", "AccessibilityElement", "PlacedAccessibilityElement", "AccessibilityAudit",
    ],
    userFacingMembers: [
      "LayoutEngine.swift": ["static func layout(_ document: Document, resources: any LayoutResources, accessibility:"],
      "RenderTree.swift": ["enum Kind", "var kind: Kind", "init(frame: Rect, kind: Kind", "var pixelWidth"],
      "TreeDump.swift": ["func dump()"],
      "AccessibilityTree.swift": [
        "func accessibilityElements()", "func accessibilityDump(", "func accessibilityWarnings(", "var spoken",
        "static let strict", "init(document: Document)",
      ],
      "LayoutResources.swift": [
        "protocol LayoutResources", "func textOrigin(", "func measuredLines(", "func symbolOutline(",
      ],
    ])
}
