/// `UIImage.SymbolRenderingMode`: how a symbol's layers take colour.
public enum SymbolRenderingMode: String, Sendable, CaseIterable, Hashable, PropertyChoice {
  /// Every layer in the tint.
  case monochrome
  /// Secondary layers (enclosures, badges) in the tint at lower opacity.
  case hierarchical
  /// One colour a layer, from `paletteColors`.
  case palette
  /// The symbol's own colours where it has them (a badge's red dot), the tint elsewhere.
  case multicolor
}

extension FontWeight {
  /// The stroke width of a symbol at this weight, on the symbols' 24-unit grid: the stem of the
  /// text face this weight draws, at 17 pt (the size whose symbols have a 24 pt em), as SF
  /// Symbols' strokes match SF Pro's stems. Measured from Inter's vertical stem ("l") at 17 pt;
  /// `SymbolTests` measures it again. (`ultraLight` draws Inter's 200 face and `thin` its 100.)
  package var symbolStrokeWidth: Double {
    switch self {
    case .ultraLight: 0.72
    case .thin: 0.38
    case .light: 1.05
    case .regular: 1.39
    case .medium: 1.77
    case .semibold: 2.15
    case .bold: 2.53
    case .heavy: 2.92
    case .black: 3.3
    }
  }
}

extension SymbolScale {
  /// `UIImage.SymbolScale`: the symbol's size relative to `medium` at one point size.
  package var symbolFactor: Double {
    switch self {
    case .small: 0.82
    case .medium: 1
    case .large: 1.27
    }
  }
}

/// `UIImage.SymbolConfiguration` as a list content configuration's
/// `imageProperties.preferredSymbolConfiguration` takes it. Every value left out follows the
/// text: the symbol is configured from `textProperties.font` (its size and weight) at the
/// style's scale, as UIKit's list content view configures it.
public struct SymbolConfiguration: KeyedValue {
  /// `SymbolConfiguration(pointSize:)`: the font size the symbol is drawn for (17 is body's
  /// at the default size); wins over `textStyle`.
  public var pointSize: Double?
  /// `SymbolConfiguration(textStyle:)`: the symbol sized for this Dynamic Type style.
  public var textStyle: TextStyle?
  /// `SymbolConfiguration(weight:)`; omitted, the text font's weight.
  public var weight: FontWeight?
  /// `SymbolConfiguration(scale:)`; omitted, the style's (`large` in cells).
  public var scale: SymbolScale?
  /// The rendering mode; omitted, hierarchical with `hierarchicalColor`, palette with
  /// `paletteColors`, else monochrome.
  public var renderingMode: SymbolRenderingMode?
  /// `SymbolConfiguration(paletteColors:)`, primary first.
  public var paletteColors: [ColorValue] = []
  /// `SymbolConfiguration(hierarchicalColor:)`: hierarchical rendering from this colour
  /// instead of the image's tint.
  public var hierarchicalColor: ColorValue?

  public init(
    pointSize: Double? = nil, textStyle: TextStyle? = nil, weight: FontWeight? = nil, scale: SymbolScale? = nil,
    renderingMode: SymbolRenderingMode? = nil, paletteColors: [ColorValue] = [], hierarchicalColor: ColorValue? = nil
  ) {
    self.pointSize = pointSize
    self.textStyle = textStyle
    self.weight = weight
    self.scale = scale
    self.renderingMode = renderingMode
    self.paletteColors = paletteColors
    self.hierarchicalColor = hierarchicalColor
  }

  public init() {}

  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "pointSize", \.pointSize, .number(1...1000),
      "`pointSize`: the font size the symbol is drawn for (17 is body's); wins over `textStyle`."),
    .cases("textStyle", \.textStyle, "`textStyle`: the symbol sized for this Dynamic Type style.", what: "text style"),
    .cases(
      "weight", \.weight, "`weight` (`UIImage.SymbolWeight`); omitted, the text font's.", what: "symbol weight"),
    .cases("scale", \.scale, "`scale` (`UIImage.SymbolScale`); omitted, the style's.", what: "symbol scale"),
    .cases(
      "renderingMode", \.renderingMode,
      "`UIImage.SymbolRenderingMode`; omitted, hierarchical with `hierarchicalColor`, palette with `paletteColors`, else monochrome.",
      what: "rendering mode"),
    ModelKey(
      "paletteColors", \.paletteColors, .colors(maxCount: 3),
      "`SymbolConfiguration(paletteColors:)`: the primary, secondary and tertiary layers' colours."),
    ModelKey(
      "hierarchicalColor", \.hierarchicalColor, .color,
      "`SymbolConfiguration(hierarchicalColor:)`: hierarchical rendering from this colour, not the tint."),
  ]

  /// UIKit's initialisers make hierarchical or palette colours, not both.
  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    if hierarchicalColor != nil, !paletteColors.isEmpty {
      throw p.error("hierarchicalColor", "give either \"hierarchicalColor\" or \"paletteColors\", not both")
    }
    if hierarchicalColor != nil, let mode = renderingMode, mode != .hierarchical {
      throw p.error(
        "hierarchicalColor",
        "\"hierarchicalColor\" is hierarchical rendering; give either it or renderingMode \"\(mode.rawValue)\", not both"
      )
    }
  }

  /// The rendering mode drawn: the one given, or what the colours given imply.
  package var resolvedRenderingMode: SymbolRenderingMode {
    renderingMode ?? (hierarchicalColor != nil ? .hierarchical : paletteColors.isEmpty ? .monochrome : .palette)
  }
}
