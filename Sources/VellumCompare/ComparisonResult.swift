import VellumImage

/// A width and height in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  /// A size from its width and height.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public var description: String { "\(width)×\(height)" }
}

/// The outcome of ``ImageComparison/compare(expected:actual:options:)``.
public struct ComparisonResult: Sendable, Equatable {
  /// The sizes of two images that differ in size.
  public struct SizeMismatch: Sendable, Hashable {
    /// The golden image's size.
    public var expected: PixelSize
    /// The rendered image's size.
    public var actual: PixelSize
  }

  /// Differing pixels, outside ignored regions. With a size mismatch this includes every
  /// pixel that only one image has.
  public var diffPixels: Int
  /// Pixels that differ but were forgiven as anti-aliasing (pixelmatch metric only).
  public var antialiasedPixels: Int
  /// Pixels inside ignore regions.
  public var ignoredPixels: Int
  /// Pixels compared: width × height (of the larger extent when the sizes differ).
  public var totalPixels: Int
  /// Set when the two images differ in size.
  public var sizeMismatch: SizeMismatch?
  /// The number of differing pixels allowed.
  public var allowance: Allowance
  /// The diff image (see ``DiffImagePolicy``), padded to the larger size on a size mismatch.
  public var diffImage: RGBAImage?
  /// True when the pixel data (or file bytes) were identical and the pixel loop was skipped.
  public var identical: Bool

  /// `diffPixels / totalPixels` (0 for empty images).
  public var ratio: Double { totalPixels == 0 ? 0 : Double(diffPixels) / Double(totalPixels) }

  /// Same size and no more differing pixels than allowed.
  public var passed: Bool { sizeMismatch == nil && diffPixels <= allowance.pixels }

  /// One line stating what was measured against what was allowed, e.g.
  /// `1,234 pixels differ (0.42 % of 292,500); allowed 100 pixels (maxDiffPixels)`.
  public var summary: String {
    let measured =
      "\(count(diffPixels, "pixel", "pixels")) \(diffPixels == 1 ? "differs" : "differ")"
      + " (\(Self.percent(ratio)) of \(Self.grouped(totalPixels)))"
    var notes: [String] = []
    if antialiasedPixels > 0 { notes.append("\(Self.grouped(antialiasedPixels)) anti-aliased not counted") }
    if ignoredPixels > 0 { notes.append("\(Self.grouped(ignoredPixels)) ignored") }
    let extra = notes.isEmpty ? "" : "; " + notes.joined(separator: ", ")
    if let mismatch = sizeMismatch {
      return "size mismatch: expected \(mismatch.expected), actual \(mismatch.actual) (sizes must match); "
        + measured + extra
    }
    let limit: String
    switch allowance.limit {
    case .exact: limit = "exact"
    case .maxDiffPixels: limit = "maxDiffPixels"
    case .maxDiffPixelRatio(let r): limit = "maxDiffPixelRatio \(Self.decimal(r * 100, places: 4)) %"
    }
    return measured + "; allowed \(count(allowance.pixels, "pixel", "pixels")) (\(limit))" + extra
  }

  private func count(_ n: Int, _ one: String, _ many: String) -> String {
    "\(Self.grouped(n)) \(n == 1 ? one : many)"
  }

  /// `1234567` → `1,234,567`.
  static func grouped(_ n: Int) -> String {
    let digits = Array(String(n.magnitude))
    var out = ""
    for (i, d) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(d)
    }
    return n < 0 ? "-" + out : out
  }

  /// A ratio as a percentage with two decimals; never rounds a non-zero ratio to zero.
  static func percent(_ ratio: Double) -> String {
    if ratio > 0 && ratio * 100 < 0.005 { return "< 0.01 %" }
    let hundredths = Int((ratio * 10_000).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) %"
  }

  /// `value` rounded to `places` decimals, trailing zeros dropped.
  static func decimal(_ value: Double, places: Int) -> String {
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((value * Double(scale)).rounded())
    let whole = scaled / scale
    var fraction = String(scaled % scale)
    fraction = String(repeating: "0", count: places - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
  }
}
