/// `UIContentSizeCategory`, with UIKit's names, smallest first.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Comparable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// Position in the table columns of spec §1.1 (0 = xS, 3 = L, 11 = AX5).
  package var index: Int { Self.allCases.firstIndex(of: self)! }

  /// `isAccessibilityCategory`: triggers the accessibility list layout (spec §1.3).
  package var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  public static func < (a: Self, b: Self) -> Bool { a.index < b.index }

  /// `UIFontMetrics.default` scaling factor for custom metrics (spec §1.1, body curve).
  package var bodyMetricsFactor: Double {
    [0.8637, 0.9090, 0.9547, 1, 1.0910, 1.1817, 1.3183, 1.5453, 1.8183, 2.1817, 2.5453, 2.8183][index]
  }
}

/// `UIFont.Weight`.
public enum FontWeight: String, Sendable, CaseIterable, PropertyChoice {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The CSS/OpenType weight (100…900) used to pick an Inter face.
  package var numericValue: Int {
    switch self {
    case .ultraLight: 200
    case .thin: 100
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }
}

/// `UIFont.TextStyle` with the Dynamic Type table of spec §1.1.
public enum TextStyle: String, Sendable, CaseIterable, PropertyChoice {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  /// (size, leading) per category, xS … AX5.
  private var table: [(Double, Double)] {
    switch self {
    case .largeTitle:
      [
        (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66),
        (60, 70),
      ]
    case .title1:
      [
        (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62),
        (58, 68),
      ]
    case .title2:
      [
        (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59),
        (56, 66),
      ]
    case .title3:
      [
        (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58),
        (55, 65),
      ]
    case .headline, .body:
      [
        (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56),
        (53, 62),
      ]
    case .callout:
      [
        (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52),
        (51, 60),
      ]
    case .subheadline:
      [
        (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50),
        (49, 58),
      ]
    case .footnote:
      [
        (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46),
        (44, 52),
      ]
    case .caption1:
      [
        (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44),
        (43, 51),
      ]
    case .caption2:
      [
        (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41),
        (40, 48),
      ]
    }
  }

  package func size(for category: ContentSizeCategory) -> Double { table[category.index].0 }
  package func leading(for category: ContentSizeCategory) -> Double { table[category.index].1 }

  /// The style's own weight (headline is semibold).
  package var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }

  /// The weight of the style's "emphasized" (bold trait) variant.
  package var emphasizedWeight: FontWeight {
    switch self {
    case .largeTitle, .title1, .title2: .bold
    default: .semibold
    }
  }
}

/// A font as a document asks for it: a Dynamic Type text style (optionally re-weighted) or a
/// fixed size (`UIFont.systemFont(ofSize:weight:)`).
public enum FontSpec: Sendable, Equatable {
  case textStyle(TextStyle, weight: FontWeight?)
  case system(size: Double, weight: FontWeight)

  public static func style(_ s: TextStyle) -> FontSpec { .textStyle(s, weight: nil) }

  /// The concrete font for a content size category.
  package func resolve(_ category: ContentSizeCategory) -> FontDescriptor {
    switch self {
    case .textStyle(let s, let w):
      return FontDescriptor(size: s.size(for: category), weight: w ?? s.defaultWeight)
    case .system(let size, let w):
      return FontDescriptor(size: size, weight: w)
    }
  }
}

/// A resolved font: size in points and weight. The family is the backend's business
/// (Inter below 20 pt, Inter Display from 20 pt, per spec §1.1b).
public struct FontDescriptor: Sendable, Equatable, Hashable, CustomStringConvertible {
  public var size: Double
  public var weight: FontWeight
  /// The italic face (`UIFontDescriptor.SymbolicTraits.traitItalic`, SwiftUI's `.italic()`).
  public var italic: Bool
  /// SF Mono (`UIFontDescriptor.SystemDesign.monospaced`, SwiftUI's `.monospaced()`).
  public var monospaced: Bool
  public init(size: Double, weight: FontWeight = .regular, italic: Bool = false, monospaced: Bool = false) {
    self.size = size
    self.weight = weight
    self.italic = italic
    self.monospaced = monospaced
  }
  public var description: String {
    let s = size == size.rounded() ? String(Int(size)) : String(size)
    return "\(s) \(weight.rawValue)" + (italic ? " italic" : "") + (monospaced ? " monospaced" : "")
  }
}
