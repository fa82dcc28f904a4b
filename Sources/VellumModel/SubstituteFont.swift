import FoundationEssentials
import Glibc

/// How Inter stands in for SF Pro **metrically** (spec §1.1b): the face, the factor it is drawn
/// at, the tracking between its letters, and the line box it sits in, so that text takes the
/// width, height and baseline it takes on iOS.
///
/// The rule, calibrated against iOS 18 renders (issue 7; residuals in the README):
/// - **Size factor per optical cut.** Inter is drawn at `size × scale`. Inter's lower case is
///   taller than SF Pro's (x-height 0.545 em against 0.508; caps 0.727 against 0.705), so one
///   factor has to split the difference: 0.92 puts the ink of both cases within a pixel of iOS's
///   at 17 and 13 pt. Inter Display's proportions are within 2 % of SF's, so the same fit gives
///   0.95 (an estimate: no Display-size ground truth).
/// - **Tracking** is Inter's own "dynamic metrics" rule (`-0.0223 + 0.185·e^(-0.1745·size)` em,
///   taken at the requested size), the counterpart of SF's tracking table: it fits the measured
///   advance widths at 17 and 13 pt to 2 %. Inter Display carries its tight display spacing
///   in its design already, so it gets none (an estimate).
/// - **Line box**: SF Pro's, not Inter's: a line is SF's ascent + descent (1.193 em, 20.29 pt at
///   17 pt, `UIFont.lineHeight`) with the baseline at SF's ascent (0.952 em), whatever face a
///   line falls back to. Row heights keep following the Dynamic Type table (spec §1.2).
public struct SubstituteFont: Sendable, Hashable {
  /// The fontconfig family drawn: `Inter` below 20 pt, `Inter Display` from 20 pt (SF Pro's
  /// Text and Display optical cuts).
  public var family: String
  /// Inter is drawn at the requested size times this factor.
  public var scale: Double
  /// Space added between letters, in points.
  public var tracking: Double
  /// Height of one line, in points (SF Pro's ascent + descent at the requested size).
  public var lineHeight: Double
  /// Distance from the top of a line to its baseline, in points (SF Pro's ascent).
  public var ascent: Double

  /// Size factor and family per optical cut; the font layer scales these families and only these.
  public static let cuts: [(family: String, scale: Double)] = [("Inter", textScale), ("Inter Display", displayScale)]
  static let textScale = 0.92
  static let displayScale = 0.95
  /// SF Pro's vertical metrics in em (hhea ascender 1950, descender 494 on 2048 units).
  static let sfAscent = 1950.0 / 2048
  static let sfLineHeight = 2444.0 / 2048

  /// The substitute for a text font of `size` points.
  public init(size: Double) {
    if size >= 20 {
      family = "Inter Display"
      scale = Self.displayScale
      tracking = 0
    } else {
      family = "Inter"
      scale = Self.textScale
      tracking = ((-0.0223 + 0.185 * exp(-0.1745 * size)) * size * 1000).rounded() / 1000
    }
    lineHeight = Self.sfLineHeight * size
    ascent = Self.sfAscent * size
  }

  /// Short form for the render tree: `Inter 15.64 -0.218`.
  public var summary: String {
    func n(_ v: Double) -> String {
      let r = (v * 1000).rounded() / 1000
      return r == r.rounded() ? String(Int(r)) : String(r)
    }
    return "\(family) ×\(n(scale)) \(n(tracking))"
  }
}

extension FontDescriptor {
  /// The calibrated Inter face that draws this font (nil for symbols, drawn by Material Icons).
  public var substitute: SubstituteFont? { isSymbol ? nil : SubstituteFont(size: size) }
}
