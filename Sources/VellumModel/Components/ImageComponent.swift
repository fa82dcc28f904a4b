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
public enum ImageRenderingMode: String, Sendable, CaseIterable, Hashable {
  case monochrome, hierarchical, palette, multicolor
  /// `alwaysTemplate`: the image's shape in the tint (a PNG's alpha; a symbol as monochrome).
  case template
  /// `alwaysOriginal`: a PNG's own pixels; a symbol in `label`, whatever the tint.
  case original

  /// The symbol rendering mode this draws a symbol with.
  public var symbolMode: SymbolRenderingMode { SymbolRenderingMode(rawValue: rawValue) ?? .monochrome }
  /// Modes that only a symbol's layers can follow.
  public var isSymbolOnly: Bool { self == .hierarchical || self == .palette || self == .multicolor }
}

extension ImageComponent: ComponentModel {
  /// What an image source's `file` is, for the schema and `vellum schema`.
  public static let fileDescription =
    "A PNG image, or an asset catalogue's image set (`Assets.xcassets/Name.imageset`: the PNG its `Contents.json` lists for the canvas's scale, idiom and appearance, at that scale), by path relative to the document."
  public static let kind = "image"
  public static let summary =
    "A `UIImageView` showing an SF Symbol (`UIImage(systemName:)`), a PNG file or a custom symbol (an SVG, `UIImage(named:)` of a symbol asset): give exactly one of `systemName`, `file` and `symbolFile`."
  public static let briefSummary = "A `UIImageView` with an SF Symbol, a PNG file or a custom symbol."
  public static let properties =
    [
      ControlProperty(
        "source",
        .imageSource(
          systemName: "An SF Symbol name, as for `UIImage(systemName:)`.",
          file: fileDescription,
          symbolFile:
            "A custom symbol: an SVG (plain, or a template exported by the SF Symbols app), by path relative to the document, drawn like a system symbol."
        ), "The image: a symbol, a PNG file or a custom symbol."),
      ControlProperty(
        "width", .number(0...100_000), "Width of the image view in points; omitted, the image's own width."),
      ControlProperty(
        "height", .number(0...100_000), "Height of the image view in points; omitted, the image's own height."),
      ControlProperty("tintColor", .color, "`tintColor` of a symbol image; omitted, the canvas tint."),
      ControlProperty.cases(
        "contentMode", ContentMode.self, "`UIView.ContentMode`: how the image fills the view.",
        default: .scaleAspectFit, what: "content mode"),
      ControlProperty(
        "cornerRadius", .number(0...10_000), "`layer.cornerRadius` (clips the image), in points.",
        default: .number(0)),
      ControlProperty.cases(
        "cornerCurve", CornerCurve.self,
        "`layer.cornerCurve`: `continuous` rounds `cornerRadius` as iOS's icons are (a squircle), `circular` with quarter circles.",
        default: .circular, what: "corner curve"),
      ControlProperty(
        "backgroundColor", .color,
        "`backgroundColor` of the image view, rounded by `cornerRadius`: a symbol on a coloured square is a Settings icon."
      ),
      ControlProperty(
        "pointSize", .number(1...1000),
        "Symbol point size (`UIImage.SymbolConfiguration(pointSize:)`); omitted, 24 scaled like `body`."),
      ControlProperty.cases(
        "textStyle", TextStyle.self,
        "`UIImage.SymbolConfiguration(textStyle:)`: the symbol sized for this Dynamic Type style (`pointSize` wins).",
        what: "text style"),
      ControlProperty.cases(
        "weight", FontWeight.self, "`UIImage.SymbolWeight`: the stroke weight of a symbol; omitted, regular.",
        what: "symbol weight"),
      ControlProperty.cases(
        "scale", SymbolScale.self,
        "`UIImage.SymbolScale`: a symbol's size relative to its point size; omitted, medium.",
        what: "symbol scale"),
      ControlProperty.cases(
        "renderingMode", ImageRenderingMode.self,
        "`UIImage.SymbolRenderingMode` of a symbol: `hierarchical` draws enclosures and badges at lower opacity, `palette` one `paletteColors` colour a layer, `multicolor` badges in their own colours; omitted, monochrome (palette with `paletteColors`). `UIImage.RenderingMode` (SwiftUI's `renderingMode`) of either kind: `template` draws a PNG's shape (its alpha) in `tintColor`, as a symbol is; `original` draws a PNG's own pixels (its default) and a symbol in `label`, ignoring the tint.",
        what: "rendering mode"),
      ControlProperty(
        "paletteColors", .colors(maxCount: 3),
        "`UIImage.SymbolConfiguration(paletteColors:)`: the primary, secondary and tertiary layers' colours."),
      ControlProperty.pointerInteraction("A `UIPointerInteraction` on the image view (a lifted app icon)."),
    ] + AccessibilityOverrides.componentProperties

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    source = try p.imageSource()
    width = p.number("width")
    height = p.number("height")
    tintColor = p.color("tintColor")
    contentMode = p.choice("contentMode", ContentMode.self) ?? .scaleAspectFit
    cornerRadius = p.number("cornerRadius") ?? 0
    cornerCurve = p.choice("cornerCurve", CornerCurve.self) ?? .circular
    backgroundColor = p.color("backgroundColor")
    pointSize = p.number("pointSize")
    textStyle = p.choice("textStyle", TextStyle.self)
    weight = p.choice("weight", FontWeight.self)
    scale = p.choice("scale", SymbolScale.self)
    renderingMode = p.choice("renderingMode", ImageRenderingMode.self)
    if case .file = source, let mode = renderingMode, mode.isSymbolOnly {
      throw p.error(
        "renderingMode",
        "renderingMode \"\(mode.rawValue)\" draws a symbol's layers, and a PNG has none: use \"template\" or \"original\""
      )
    }
    paletteColors = p.colors("paletteColors")
    pointerInteraction = p.pointerInteraction("pointerInteraction")
    accessibility = AccessibilityOverrides(p)
  }

  public var propertyValues: ControlProperties {
    let source: [String: PropertyValue?] =
      switch source {
      case .systemName(let name): ["systemName": .string(name)]
      case .file(let path): ["file": .string(path)]
      case .symbolFile(let path): ["symbolFile": .string(path)]
      }
    return ControlProperties(
      compacting: source.merging([
        "width": width.map(PropertyValue.number), "height": height.map(PropertyValue.number),
        "tintColor": tintColor.map(PropertyValue.color), "contentMode": .choice(contentMode),
        "cornerRadius": .number(cornerRadius), "cornerCurve": .choice(cornerCurve),
        "pointSize": pointSize.map(PropertyValue.number),
        "backgroundColor": backgroundColor.map(PropertyValue.color),
        "textStyle": textStyle.map { .choice($0) }, "weight": weight.map { .choice($0) },
        "scale": scale.map { .choice($0) }, "renderingMode": renderingMode.map { .choice($0) },
        "paletteColors": paletteColors.isEmpty ? nil : .colors(paletteColors),
        "pointerInteraction": pointerInteraction.map(PropertyValue.pointerInteraction),
      ]) { own, _ in own }.merging(accessibility.propertyValues) { own, _ in own })
  }
}
