/// An opaque RGB colour used to paint diff images.
public struct DiffColor: Sendable, Hashable {
  /// Red, green and blue, 0…255.
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8

  /// A colour from its red, green and blue components.
  public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
    self.r = r
    self.g = g
    self.b = b
  }
}

/// A rectangle, in pixels from the top-left corner, excluded from the comparison.
public struct IgnoreRegion: Sendable, Hashable {
  /// Left and top edges; parts outside the image are clipped.
  public var x: Int
  public var y: Int
  /// Extent in pixels.
  public var width: Int
  public var height: Int

  /// A rectangle from its top-left corner and size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// How two pixels at the same position are judged different.
public enum PixelMetric: Sendable, Hashable {
  /// Pixels differ when their RGBA bytes differ (beyond ``ComparisonOptions/channelTolerance``).
  case exact
  /// pixelmatch's metric (releases 5–7): pixels differ when their YIQ colour distance
  /// exceeds the threshold and, unless `includeAA`, neither is anti-aliasing.
  ///
  /// `threshold` (0…1, pixelmatch's default 0.1) is applied to the *squared* YIQ distance:
  /// a pixel is different when `delta > 35215 * threshold * threshold`, 35215 being the
  /// largest possible delta (black against white). Semi-transparent pixels are blended over
  /// a fixed pseudo-random background before the distance is taken.
  case pixelmatch(threshold: Double = 0.1, includeAA: Bool = false)
}

/// When ``ImageComparison`` paints a diff image.
public enum DiffImagePolicy: Sendable, Hashable {
  /// Always, even for identical images (a faded grey copy of the expected image).
  case always
  /// Unless the images are byte-identical (the fast path skips the pixel loop).
  case whenDifferent
  /// Never; only counts are computed.
  case never
}

/// How a diff image is painted; defaults follow pixelmatch.
public struct DiffStyle: Sendable, Hashable {
  /// Opacity of the expected image, drawn in grey, under the diff (pixelmatch `alpha`).
  public var alpha: Double = 0.1
  /// Colour of pixels forgiven as anti-aliasing (pixelmatch `aaColor`).
  public var aaColor = DiffColor(255, 255, 0)
  /// Colour of differing pixels (pixelmatch `diffColor`), and of area missing from one image.
  public var diffColor = DiffColor(255, 0, 0)
  /// When set, colour of differing pixels that are darker in the actual image
  /// (pixelmatch `diffColorAlt`).
  public var diffColorAlt: DiffColor? = nil
  /// Paint only differences over a transparent background (pixelmatch `diffMask`).
  public var diffMask = false
  /// Colour painted over ignored regions (not painted in a diff mask).
  public var ignoreColor = DiffColor(0, 96, 255)

  /// A style; every argument defaults to pixelmatch's default.
  public init(
    alpha: Double = 0.1, aaColor: DiffColor = DiffColor(255, 255, 0), diffColor: DiffColor = DiffColor(255, 0, 0),
    diffColorAlt: DiffColor? = nil, diffMask: Bool = false, ignoreColor: DiffColor = DiffColor(0, 96, 255)
  ) {
    self.alpha = alpha
    self.aaColor = aaColor
    self.diffColor = diffColor
    self.diffColorAlt = diffColorAlt
    self.diffMask = diffMask
    self.ignoreColor = ignoreColor
  }
}

/// What counts as a difference and how many differences are allowed.
/// The default is an exact comparison that allows no differing pixel.
public struct ComparisonOptions: Sendable, Hashable {
  /// How pixels are compared.
  public var metric: PixelMetric = .exact
  /// Pixels whose every channel (R, G, B and A) differs by at most this much count as equal,
  /// whatever the metric.
  public var channelTolerance: UInt8 = 0
  /// The number of differing pixels allowed. With ``maxDiffPixelRatio`` too, the stricter wins.
  public var maxDiffPixels: Int? = nil
  /// The fraction (0…1) of all pixels allowed to differ. With ``maxDiffPixels`` too, the
  /// stricter wins.
  public var maxDiffPixelRatio: Double? = nil
  /// Rectangles excluded from the count (still part of ``ComparisonResult/totalPixels``).
  public var ignoreRegions: [IgnoreRegion] = []
  /// How the diff image is painted.
  public var style = DiffStyle()
  /// Whether a diff image is painted.
  public var diffImage: DiffImagePolicy = .whenDifferent

  /// Options; the defaults compare exactly and allow no difference.
  public init(
    metric: PixelMetric = .exact, channelTolerance: UInt8 = 0, maxDiffPixels: Int? = nil,
    maxDiffPixelRatio: Double? = nil, ignoreRegions: [IgnoreRegion] = [], style: DiffStyle = DiffStyle(),
    diffImage: DiffImagePolicy = .whenDifferent
  ) {
    self.metric = metric
    self.channelTolerance = channelTolerance
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffPixelRatio = maxDiffPixelRatio
    self.ignoreRegions = ignoreRegions
    self.style = style
    self.diffImage = diffImage
  }
}
