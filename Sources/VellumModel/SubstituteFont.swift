import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How Inter stands in for SF Pro **metrically** (spec §1.1b): the face, the factors it is drawn
/// at, the tracking between its letters, and the line box it sits in, so that text takes the
/// width, height and baseline it takes on iOS.
///
/// The rule, calibrated against real iOS renders at their true sizes (issue 33; residuals in the
/// README and `TextCalibrationTests`):
/// - **Width and height factors per optical cut and weight.** Inter is drawn through a font
///   matrix, `width` × `height` times the requested size. Heights are one factor per cut: 0.9775
///   puts Inter's ink within a pixel of SF Pro Text's at 16 and 12 pt (iOS 18 lists at content
///   size medium); Inter Display's caps (0.719 em) against SF Pro Display's (0.705) and their
///   x-heights (0.516, 0.526) give 0.985 (an estimate). Widths depend on the weight, as SF Pro
///   widens faster with weight than Inter: 0.975 regular (between iOS 17's "First Component" at
///   17 pt, 375 px at 3x, which 0.970 fits, and the medium list's words at 16 pt, which want
///   about 0.98), 0.981 semibold (392 px), linear in the weight between and beyond (0.003 per
///   100); light and lighter take regular's (no ground truth).
///   Inter Display is narrower than SF Pro Display: bold 1.027 (a large title at 33 pt bold is
///   7.5 % narrower at 0.95), the other weights on the text cut's slope (estimates).
/// - **Tracking** is Inter's own "dynamic metrics" rule (`-0.0223 + 0.185·e^(-0.1745·size)` em,
///   taken at the requested size), the counterpart of SF's tracking table. Inter Display carries
///   its tight display spacing in its design already, so it gets none.
/// - **Line box**: SF Pro's, not Inter's: a line is SF's ascent + descent (1.193 em, 20.29 pt at
///   17 pt, `UIFont.lineHeight`) with the baseline at SF's ascent (0.952 em), whatever face a
///   line falls back to. Row heights keep following the Dynamic Type table (spec §1.2).
package struct SubstituteFont: Sendable, Hashable {
  /// The fontconfig family drawn: `Inter` below 20 pt, `Inter Display` from 20 pt (SF Pro's
  /// Text and Display optical cuts).
  package var family: String
  /// Inter's advances and ink are this many times the requested size wide (SF Pro's widths).
  package var widthScale: Double
  /// Inter's ink is this many times the requested size tall (SF Pro's caps and x-height).
  package var heightScale: Double
  /// Space added between letters, in points.
  package var tracking: Double
  /// Height of one line, in points (SF Pro's ascent + descent at the requested size).
  package var lineHeight: Double
  /// Distance from the top of a line to its baseline, in points (SF Pro's ascent).
  package var ascent: Double

  /// One Inter font file's factors, which the font layer applies to that file only.
  package struct Cut: Sendable, Equatable {
    package var family: String
    /// The file's fontconfig weight (`FC_WEIGHT_*`: 80 regular, 180 semibold, 200 bold …).
    package var fontconfigWeight: Int
    package var widthScale: Double
    package var heightScale: Double
  }

  /// Every Inter file's factors: the font layer scales these faces and only these.
  package static let cuts: [Cut] = ["Inter", "Inter Display"].flatMap { family in
    [
      (0, FontWeight.thin), (40, .ultraLight), (50, .light), (80, .regular), (100, .medium), (180, .semibold),
      (200, .bold), (205, .heavy), (210, .black),
    ].map { weight, name in
      let display = family == "Inter Display"
      return Cut(
        family: family, fontconfigWeight: weight, widthScale: widthScale(display: display, weight: name),
        heightScale: display ? displayHeightScale : textHeightScale)
    }
  }

  static let textHeightScale = 0.9775
  static let displayHeightScale = 0.985

  /// Inter's width factor for a weight: regular 0.975 and semibold 0.981 on the text cut,
  /// 0.003 per 100 of weight in between and beyond; the display cut is the text cut's times
  /// the ratio that makes its bold 1.027.
  static func widthScale(display: Bool, weight: FontWeight) -> Double {
    func text(_ numeric: Int) -> Double { 0.975 + 0.003 * Double(max(numeric, 400) - 400) / 100 }
    let w = text(weight.numericValue)
    return display ? w * 1.027 / text(FontWeight.bold.numericValue) : w
  }

  /// SF Pro's vertical metrics in em (hhea ascender 1950, descender 494 on 2048 units).
  static let sfAscent = 1950.0 / 2048
  static let sfLineHeight = 2444.0 / 2048

  /// The monospaced face that stands in for SF Mono (`fonts-dejavu-core`), drawn at the
  /// requested size without factors or tracking.
  package static let monospacedFamily = "DejaVu Sans Mono"

  /// The substitute for a text font of `size` points and `weight`; `monospaced`, SF Mono's:
  /// DejaVu Sans Mono unscaled, untracked, in SF Pro's line box.
  package init(size: Double, weight: FontWeight = .regular, monospaced: Bool = false) {
    if monospaced {
      family = Self.monospacedFamily
      widthScale = 1
      heightScale = 1
      tracking = 0
      lineHeight = Self.sfLineHeight * size
      ascent = Self.sfAscent * size
      return
    }
    let display = size >= 20
    family = display ? "Inter Display" : "Inter"
    widthScale = Self.widthScale(display: display, weight: weight)
    heightScale = display ? Self.displayHeightScale : Self.textHeightScale
    tracking = display ? 0 : ((-0.0223 + 0.185 * exp(-0.1745 * size)) * size * 1000).rounded() / 1000
    lineHeight = Self.sfLineHeight * size
    ascent = Self.sfAscent * size
  }

  /// Short form for the render tree: `Inter ×0.97×0.978 -0.217` (width and height factors,
  /// tracking in points).
  package var summary: String {
    func n(_ v: Double) -> String {
      let r = (v * 1000).rounded() / 1000
      return r == r.rounded() ? String(Int(r)) : String(r)
    }
    return "\(family) ×\(n(widthScale))×\(n(heightScale)) \(n(tracking))"
  }
}

extension FontDescriptor {
  /// The calibrated Inter face that draws this font.
  package var substitute: SubstituteFont { SubstituteFont(size: size, weight: weight, monospaced: monospaced) }
}
