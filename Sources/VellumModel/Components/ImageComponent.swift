/// A `UIImageView`: an SF Symbol, a PNG file or a custom symbol's SVG.
public struct ImageComponent: Sendable, Equatable {
  public enum ContentMode: String, Sendable, CaseIterable { case scaleToFill, scaleAspectFit, scaleAspectFill, center }
  /// `CALayerCornerCurve`: how `cornerRadius` rounds the corners.
  public enum CornerCurve: String, Sendable, CaseIterable {
    /// Quarter circles (`CALayer`'s default).
    case circular
    /// iOS's squircle: the curvature eases in along each edge (Settings and app icons).
    case continuous
  }
  public var source: ImageSource
  public var width: Double?
  public var height: Double?
  public var tintColor: ColorValue?
  public var contentMode = ContentMode.scaleAspectFit
  public var cornerRadius = 0.0
  /// `layer.cornerCurve`: `continuous` for a Settings icon's squircle.
  public var cornerCurve = CornerCurve.circular
  /// `backgroundColor`: filled behind the image, rounded by `cornerRadius` (a Settings icon).
  public var backgroundColor: ColorValue?
  /// Symbol point size (the em of the symbols' 24-unit grid); default body-scaled 24.
  public var pointSize: Double?
  /// `UIImage.SymbolConfiguration(textStyle:)`: the symbol sized for a Dynamic Type style.
  public var textStyle: TextStyle?
  /// `UIImage.SymbolWeight`; omitted, regular.
  public var weight: FontWeight?
  /// `UIImage.SymbolScale`; omitted, medium.
  public var scale: SymbolScale?
  /// `UIImage.SymbolRenderingMode` of a symbol, or `UIImage.RenderingMode` of either kind;
  /// omitted, monochrome for a symbol and the file's own pixels for a PNG.
  public var renderingMode: ImageRenderingMode?
  /// `UIImage.SymbolConfiguration(paletteColors:)`, primary first.
  public var paletteColors: [ColorValue] = []
  /// A `UIPointerInteraction` on the image view (a lifted app icon).
  public var pointerInteraction: PointerInteraction?
  /// `UIAccessibility` keys (an image is an element only when it has a label or
  /// `isAccessibilityElement` is true, as a `UIImageView`).
  public var accessibility = AccessibilityOverrides()
  public init(source: ImageSource) { self.source = source }
}

/// An image view's `renderingMode`: a symbol's `UIImage.SymbolRenderingMode`, or
/// `UIImage.RenderingMode` (SwiftUI's `Image.TemplateRenderingMode`) for a symbol or a PNG.
public enum ImageRenderingMode: String, Sendable, CaseIterable, Hashable, PropertyChoice {
  case monochrome, hierarchical, palette, multicolor
  /// `alwaysTemplate`: the image's shape in the tint (a PNG's alpha; a symbol as monochrome).
  case template
  /// `alwaysOriginal`: a PNG's own pixels; a symbol in `label`, whatever the tint.
  case original

  /// The symbol rendering mode this draws a symbol with.
  package var symbolMode: SymbolRenderingMode { SymbolRenderingMode(rawValue: rawValue) ?? .monochrome }
  /// Modes that only a symbol's layers can follow.
  package var isSymbolOnly: Bool { self == .hierarchical || self == .palette || self == .multicolor }
}

extension ImageComponent.ContentMode: PropertyChoice {}
extension ImageComponent.CornerCurve: PropertyChoice {}

extension ImageComponent: ComponentModel {
  /// An image of no symbol: what decoding starts from (a document always names a source).
  public init() { self.init(source: .systemName("")) }

  /// What an image source's `file` is, for the schema and `vellum schema`.
  package static let fileDescription =
    "A PNG image, or an asset catalogue's image set (`Assets.xcassets/Name.imageset`: the PNG its `Contents.json` lists for the canvas's scale, idiom and appearance, at that scale), by path relative to the document."
  public static let kind = "image"
  package static let summary =
    "A `UIImageView` showing an SF Symbol (`UIImage(systemName:)`), a PNG file or a custom symbol (an SVG, `UIImage(named:)` of a symbol asset): give exactly one of `systemName`, `file` and `symbolFile`."
  package static let briefSummary = "A `UIImageView` with an SF Symbol, a PNG file or a custom symbol."
  package static let keys: [ModelKey<ImageComponent>] =
    [
      .imageSource(
        PropertyDeclaration(
          "source",
          .imageSource(
            systemName: "An SF Symbol name, as for `UIImage(systemName:)`.",
            file: fileDescription,
            symbolFile:
              "A custom symbol: an SVG (plain, or a template exported by the SF Symbols app), by path relative to the document, drawn like a system symbol."
          ), "The image: a symbol, a PNG file or a custom symbol."), \.source),
      ModelKey(
        "width", \.width, .number(0...100_000), "Width of the image view in points; omitted, the image's own width."),
      ModelKey(
        "height", \.height, .number(0...100_000),
        "Height of the image view in points; omitted, the image's own height."),
      ModelKey("tintColor", \.tintColor, .color, "`tintColor` of a symbol image; omitted, the canvas tint."),
      .cases(
        "contentMode", \.contentMode, "`UIView.ContentMode`: how the image fills the view.", what: "content mode"),
      ModelKey(
        "cornerRadius", \.cornerRadius, .number(0...10_000), "`layer.cornerRadius` (clips the image), in points."),
      .cases(
        "cornerCurve", \.cornerCurve,
        "`layer.cornerCurve`: `continuous` rounds `cornerRadius` as iOS's icons are (a squircle), `circular` with quarter circles.",
        what: "corner curve"),
      ModelKey(
        "backgroundColor", \.backgroundColor, .color,
        "`backgroundColor` of the image view, rounded by `cornerRadius`: a symbol on a coloured square is a Settings icon."
      ),
      ModelKey(
        "pointSize", \.pointSize, .number(1...1000),
        "Symbol point size (`UIImage.SymbolConfiguration(pointSize:)`); omitted, 24 scaled like `body`."),
      .cases(
        "textStyle", \.textStyle,
        "`UIImage.SymbolConfiguration(textStyle:)`: the symbol sized for this Dynamic Type style (`pointSize` wins).",
        what: "text style"),
      .cases(
        "weight", \.weight, "`UIImage.SymbolWeight`: the stroke weight of a symbol; omitted, regular.",
        what: "symbol weight"),
      .cases(
        "scale", \.scale, "`UIImage.SymbolScale`: a symbol's size relative to its point size; omitted, medium.",
        what: "symbol scale"),
      .cases(
        "renderingMode", \.renderingMode,
        "`UIImage.SymbolRenderingMode` of a symbol: `hierarchical` draws enclosures and badges at lower opacity, `palette` one `paletteColors` colour a layer, `multicolor` badges in their own colours; omitted, monochrome (palette with `paletteColors`). `UIImage.RenderingMode` (SwiftUI's `renderingMode`) of either kind: `template` draws a PNG's shape (its alpha) in `tintColor`, as a symbol is; `original` draws a PNG's own pixels (its default) and a symbol in `label`, ignoring the tint.",
        what: "rendering mode"),
      ModelKey(
        "paletteColors", \.paletteColors, .colors(maxCount: 3),
        "`UIImage.SymbolConfiguration(paletteColors:)`: the primary, secondary and tertiary layers' colours."),
      ModelKey(
        "pointerInteraction", \.pointerInteraction, .pointerInteraction,
        "A `UIPointerInteraction` on the image view (a lifted app icon)."),
    ] + ModelKey.inline(\.accessibility, AccessibilityOverrides.componentKeys)

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    if case .file = source, let mode = renderingMode, mode.isSymbolOnly {
      throw p.error(
        "renderingMode",
        "renderingMode \"\(mode.rawValue)\" draws a symbol's layers, and a PNG has none: use \"template\" or \"original\""
      )
    }
  }
}
