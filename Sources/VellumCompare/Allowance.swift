/// The number of differing pixels a comparison tolerates, and which option set it.
public struct Allowance: Sendable, Hashable {
  /// Which option bounds the allowance.
  public enum Limit: Sendable, Hashable {
    /// Neither `maxDiffPixels` nor `maxDiffPixelRatio`: no pixel may differ.
    case exact
    /// The `maxDiffPixels` option.
    case maxDiffPixels
    /// The ratio given in the options.
    case maxDiffPixelRatio(Double)
  }

  /// The largest passing number of differing pixels.
  public var pixels: Int
  /// The option that set ``pixels``.
  public var limit: Limit

  /// An allowance of `pixels` differing pixels.
  public init(pixels: Int, limit: Limit) {
    self.pixels = pixels
    self.limit = limit
  }

  /// The stricter of the two limits over `totalPixels` pixels (as Playwright does);
  /// a ratio allows `floor(ratio * totalPixels)` pixels.
  public init(maxDiffPixels: Int?, maxDiffPixelRatio: Double?, totalPixels: Int) {
    var best = Allowance(pixels: 0, limit: .exact)
    if let maxDiffPixels { best = Allowance(pixels: max(0, maxDiffPixels), limit: .maxDiffPixels) }
    if let ratio = maxDiffPixelRatio {
      // Clamped to 0…1 (NaN counts as 0) so that no ratio can trap the conversion.
      let clamped = ratio.isNaN ? 0 : min(max(0, ratio), 1)
      let pixels = Int((clamped * Double(totalPixels)).rounded(.down))
      if maxDiffPixels == nil || pixels < best.pixels {
        best = Allowance(pixels: pixels, limit: .maxDiffPixelRatio(ratio))
      }
    }
    self = best
  }
}
