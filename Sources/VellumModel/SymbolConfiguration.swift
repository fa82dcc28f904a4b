/// `UIImage.SymbolRenderingMode`: how a symbol's layers take colour.
public enum SymbolRenderingMode: String, Sendable, CaseIterable, Hashable {
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
  /// The stroke width of a symbol outline at this weight, on the symbols' 24-unit grid: Lucide's
  /// 2 units at regular, thinner and thicker as SF Symbols' weights follow SF Pro's stems.
  public var symbolStrokeWidth: Double {
    switch self {
    case .ultraLight: 0.9
    case .thin: 1.15
    case .light: 1.55
    case .regular: 2.0
    case .medium: 2.3
    case .semibold: 2.6
    case .bold: 2.95
    case .heavy: 3.35
    case .black: 3.75
    }
  }
}

extension SymbolScale {
  /// `UIImage.SymbolScale`: the symbol's size relative to `medium` at one point size.
  public var symbolFactor: Double {
    switch self {
    case .small: 0.82
    case .medium: 1
    case .large: 1.27
    }
  }
}
