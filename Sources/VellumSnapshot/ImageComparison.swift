import Dispatch
import FoundationEssentials
import Glibc
import VellumCairo

/// Compares a rendered image with its golden image.
///
/// The default options compare exactly: any differing byte fails. Identical pixel data (or
/// identical PNG files) take a fast path that skips the pixel loop. See ``ComparisonOptions``
/// for pixelmatch's perceptual metric, tolerances, allowances and ignore regions.
public enum ImageComparison {
  /// Compares `actual` against `expected`.
  public static func compare(
    expected: RGBAImage, actual: RGBAImage, options: ComparisonOptions = ComparisonOptions()
  ) -> ComparisonResult {
    guard expected.width == actual.width && expected.height == actual.height else {
      return compareMismatched(expected: expected, actual: actual, options: options)
    }
    let (width, height) = (expected.width, expected.height)
    let mask = ignoreMask(options.ignoreRegions, width: width, height: height)
    var result = ComparisonResult(
      diffPixels: 0, antialiasedPixels: 0, ignoredPixels: 0, totalPixels: width * height,
      sizeMismatch: nil,
      allowance: Allowance(
        maxDiffPixels: options.maxDiffPixels, maxDiffPixelRatio: options.maxDiffPixelRatio,
        totalPixels: width * height),
      diffImage: nil, identical: bytesEqual(expected.pixels, actual.pixels))
    if result.identical && options.diffImage != .always {
      result.ignoredPixels = mask?.reduce(0) { $0 + Int($1) } ?? 0
      return result
    }
    let (counts, diff) = run(expected, actual, mask: mask, options: options)
    result.diffPixels = counts.diff
    result.antialiasedPixels = counts.antialiased
    result.ignoredPixels = counts.ignored
    result.diffImage = diff.map { RGBAImage(width: width, height: height, pixels: $0) }
    return result
  }

  /// Compares two PNG files. Byte-identical files pass without decoding (only their
  /// header is read). Without a diff image to paint, files `PNGRowReader` handles (8-bit RGB
  /// or RGBA, the PNGs Vellum writes) are compared chunk by chunk as they are inflated, in
  /// their stored form; otherwise, and when a diff image is wanted, both are decoded with
  /// `PNGDecoder` (VellumCairo) and compared whole.
  public static func compare(
    expectedPNG: [UInt8], actualPNG: [UInt8], options: ComparisonOptions = ComparisonOptions()
  ) throws(PNGDecodingError) -> ComparisonResult {
    if options.diffImage != .always, bytesEqual(expectedPNG, actualPNG), let size = pngSize(expectedPNG) {
      let total = size.width * size.height
      let mask = ignoreMask(options.ignoreRegions, width: size.width, height: size.height)
      return ComparisonResult(
        diffPixels: 0, antialiasedPixels: 0, ignoredPixels: mask?.reduce(0) { $0 + Int($1) } ?? 0,
        totalPixels: total, sizeMismatch: nil,
        allowance: Allowance(
          maxDiffPixels: options.maxDiffPixels, maxDiffPixelRatio: options.maxDiffPixelRatio, totalPixels: total),
        diffImage: nil, identical: true)
    }
    if options.diffImage != .always, let result = compareRows(expectedPNG: expectedPNG, actualPNG: actualPNG, options),
      result.identical || options.diffImage == .never
    {
      return result
    }
    // Decoding dominates the cost of a comparison: decode both files at once.
    let decoded = DecodedPair()
    let inputs = [expectedPNG, actualPNG]
    DispatchQueue.concurrentPerform(iterations: 2) { i in
      decoded.set(i, Result { () throws(PNGDecodingError) in try PNGDecoder.decode(inputs[i]) })
    }
    let expected = try decoded.results[0]!.get()
    let actual = try decoded.results[1]!.get()
    return compare(expected: expected, actual: actual, options: options)
  }

  /// Compares two same-size PNGs chunk by chunk as `PNGRowReader` inflates them, without a
  /// diff image: rows are never widened to RGBA, and equal rows cost one `memcmp`. Nil when
  /// either file is not one the reader handles, the sizes differ, or the data turns out to be
  /// corrupt; the caller then decodes both whole (and reports the error).
  static func compareRows(
    expectedPNG: [UInt8], actualPNG: [UInt8], _ options: ComparisonOptions, chunkBytes: Int = 1 << 17
  ) -> ComparisonResult? {
    guard let size = pngSize(expectedPNG), size == pngSize(actualPNG) else { return nil }
    // Both readers cut the same chunks, of 128 KiB of RGBA rows. The slots are fresh pages (a
    // page fault costs ~2 µs on this 2-core VM), and ISA-L copies 64 KiB of window at the end
    // of every call (12 MB for two 1170×2532 screens in 128 KiB chunks); 64 KiB and 256 KiB
    // chunks measured the same within 0.1 ms. pixelmatch's anti-aliasing test reads rows
    // y - 2 ... y + 2, so a row is compared two rows late and three chunks stay readable;
    // otherwise rows are compared as soon as they are in, and two chunks (one for the row
    // above) are enough.
    var lag = 0
    if case .pixelmatch(_, let includeAA) = options.metric, !includeAA { lag = 2 }
    let chunkRows = max(2, chunkBytes / (size.width * 4 + 1))
    guard let a = PNGRowReader(expectedPNG, chunkRows: chunkRows, slots: lag > 0 ? 3 : 2),
      let b = PNGRowReader(actualPNG, chunkRows: chunkRows, slots: lag > 0 ? 3 : 2), a.width == b.width,
      a.height == b.height
    else { return nil }
    let (width, height) = (a.width, a.height)
    let mask = ignoreMask(options.ignoreRegions, width: width, height: height)
    let kernel = DiffKernel(width: width, height: height, options: options)
    let (rowsA, rowsB) = (PixelRows(a), PixelRows(b))
    var counts = DiffKernel.Counts()
    let complete = withOptionalBuffer(mask) { mask -> Bool in
      var done = 0
      while done < height {
        guard let n = a.read(), n > 0, b.read() == n else { return false }
        // A row is compared once the rows below it that it reads are in (or the image is complete).
        let ready = a.rowsRead == height ? height : a.rowsRead - lag
        if ready > done {
          kernel.run(rowsA, rowsB, rows: done..<ready, mask: mask, output: nil, into: &counts)
          done = ready
        }
      }
      return true
    }
    guard complete else { return nil }
    return ComparisonResult(
      diffPixels: counts.diff, antialiasedPixels: counts.antialiased, ignoredPixels: counts.ignored,
      totalPixels: width * height, sizeMismatch: nil,
      allowance: Allowance(
        maxDiffPixels: options.maxDiffPixels, maxDiffPixelRatio: options.maxDiffPixelRatio,
        totalPixels: width * height),
      diffImage: nil, identical: counts.identical)
  }

  /// Images of different sizes: the top-left overlap is compared as usual; pixels only one
  /// image has count as different and are painted `diffColor` on a canvas of the larger extent.
  static func compareMismatched(
    expected: RGBAImage, actual: RGBAImage, options: ComparisonOptions
  ) -> ComparisonResult {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    let ow = min(expected.width, actual.width)
    let oh = min(expected.height, actual.height)
    if width * height > PNGDecoder.maximumPixels {
      // Too large for a padded canvas (a very wide image against a very tall one): compare the
      // overlap and count the rest as different, without a diff image.
      var overlapOptions = options
      overlapOptions.diffImage = .never
      let overlap = compare(
        expected: RGBAImage(
          width: ow, height: oh,
          pixels: crop(expected.pixels, stride: expected.width, channels: 4, width: ow, height: oh)),
        actual: RGBAImage(
          width: ow, height: oh, pixels: crop(actual.pixels, stride: actual.width, channels: 4, width: ow, height: oh)),
        options: overlapOptions)
      return ComparisonResult(
        diffPixels: overlap.diffPixels + width * height - ow * oh, antialiasedPixels: overlap.antialiasedPixels,
        ignoredPixels: overlap.ignoredPixels, totalPixels: width * height,
        sizeMismatch: .init(
          expected: PixelSize(width: expected.width, height: expected.height),
          actual: PixelSize(width: actual.width, height: actual.height)),
        allowance: Allowance(
          maxDiffPixels: options.maxDiffPixels, maxDiffPixelRatio: options.maxDiffPixelRatio,
          totalPixels: width * height),
        diffImage: nil, identical: false)
    }
    let mask = ignoreMask(options.ignoreRegions, width: width, height: height)
    let overlapMask = mask.map { crop($0, stride: width, channels: 1, width: ow, height: oh) }
    let overlapExpected = RGBAImage(
      width: ow, height: oh, pixels: crop(expected.pixels, stride: expected.width, channels: 4, width: ow, height: oh))
    let overlapActual = RGBAImage(
      width: ow, height: oh, pixels: crop(actual.pixels, stride: actual.width, channels: 4, width: ow, height: oh))
    let (overlapCounts, overlapDiff) = run(overlapExpected, overlapActual, mask: overlapMask, options: options)
    var counts = overlapCounts

    let style = options.style
    let paint = overlapDiff != nil
    var canvas = [UInt8](repeating: 0, count: paint ? width * height * 4 : 0)
    for y in 0..<height {
      for x in 0..<width {
        let i = y * width + x
        if x < ow && y < oh {
          if let source = overlapDiff {
            let from = (y * ow + x) * 4
            for c in 0..<4 { canvas[i * 4 + c] = source[from + c] }
          }
          continue
        }
        let ignored = mask.map { $0[i] != 0 } ?? false
        if ignored { counts.ignored += 1 } else { counts.diff += 1 }
        if paint && !(ignored && style.diffMask) {
          let color = ignored ? style.ignoreColor : style.diffColor
          canvas[i * 4] = color.r
          canvas[i * 4 + 1] = color.g
          canvas[i * 4 + 2] = color.b
          canvas[i * 4 + 3] = 255
        }
      }
    }
    return ComparisonResult(
      diffPixels: counts.diff, antialiasedPixels: counts.antialiased, ignoredPixels: counts.ignored,
      totalPixels: width * height,
      sizeMismatch: .init(
        expected: PixelSize(width: expected.width, height: expected.height),
        actual: PixelSize(width: actual.width, height: actual.height)),
      allowance: Allowance(
        maxDiffPixels: options.maxDiffPixels, maxDiffPixelRatio: options.maxDiffPixelRatio,
        totalPixels: width * height),
      diffImage: paint ? RGBAImage(width: width, height: height, pixels: canvas) : nil, identical: false)
  }

  /// Runs the pixel loop on two same-size images, painting a diff unless the policy is `.never`.
  private static func run(
    _ expected: RGBAImage, _ actual: RGBAImage, mask: [UInt8]?, options: ComparisonOptions
  ) -> (DiffKernel.Counts, [UInt8]?) {
    let (width, height) = (expected.width, expected.height)
    let kernel = DiffKernel(width: width, height: height, options: options)
    var output: [UInt8]? = options.diffImage == .never ? nil : [UInt8](repeating: 0, count: expected.pixels.count)
    var counts = DiffKernel.Counts()
    expected.pixels.withUnsafeBytes { img1 in
      actual.pixels.withUnsafeBytes { img2 in
        let a = PixelRows(image: img1, width: width, height: height)
        let b = PixelRows(image: img2, width: width, height: height)
        withOptionalBuffer(mask) { maskBuffer in
          if output == nil {
            kernel.run(a, b, rows: 0..<height, mask: maskBuffer, output: nil, into: &counts)
          } else {
            output!.withUnsafeMutableBytes {
              kernel.run(a, b, rows: 0..<height, mask: maskBuffer, output: $0, into: &counts)
            }
          }
        }
      }
    }
    return (counts, output)
  }

  private static func withOptionalBuffer<R>(_ array: [UInt8]?, _ body: (UnsafeBufferPointer<UInt8>?) -> R) -> R {
    guard let array else { return body(nil) }
    return array.withUnsafeBufferPointer { body($0) }
  }

  /// One byte a pixel, 1 inside any ignore region; nil when there are no regions.
  static func ignoreMask(_ regions: [IgnoreRegion], width: Int, height: Int) -> [UInt8]? {
    guard !regions.isEmpty else { return nil }
    var mask = [UInt8](repeating: 0, count: width * height)
    for r in regions {
      // In Double so that huge rectangles clamp instead of overflowing.
      let x0 = Int(min(max(Double(r.x), 0), Double(width)))
      let x1 = Int(min(max(Double(r.x) + Double(max(r.width, 0)), 0), Double(width)))
      let y0 = Int(min(max(Double(r.y), 0), Double(height)))
      let y1 = Int(min(max(Double(r.y) + Double(max(r.height, 0)), 0), Double(height)))
      guard x0 < x1 else { continue }
      for y in y0..<max(y0, y1) {
        for x in x0..<x1 { mask[y * width + x] = 1 }
      }
    }
    return mask
  }

  /// The top-left `width`×`height` block of a row-major buffer with `stride` pixels a row.
  static func crop(_ data: [UInt8], stride: Int, channels: Int, width: Int, height: Int) -> [UInt8] {
    var out = [UInt8]()
    out.reserveCapacity(width * height * channels)
    for y in 0..<height {
      let start = y * stride * channels
      out += data[start..<start + width * channels]
    }
    return out
  }

  /// Byte equality (`memcmp`).
  static func bytesEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { pa in
      b.withUnsafeBytes { pb in pa.count == 0 || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0 }
    }
  }

  /// Width and height from a PNG's IHDR, or nil when the bytes do not start like a PNG.
  static func pngSize(_ data: [UInt8]) -> PixelSize? {
    guard data.count >= 24, data.starts(with: PNGDecoder.signature), Array(data[12..<16]) == Array("IHDR".utf8) else {
      return nil
    }
    func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    let (width, height) = (be32(16), be32(20))
    // Sizes beyond what the decoder accepts are left to it (and its error message).
    guard width <= PNGDecoder.maximumPixels, height <= PNGDecoder.maximumPixels,
      width * height <= PNGDecoder.maximumPixels
    else { return nil }
    return PixelSize(width: width, height: height)
  }
}

/// Two decoding results written from two threads, each to its own slot.
private final class DecodedPair: @unchecked Sendable {
  private(set) var results: [Result<RGBAImage, PNGDecodingError>?] = [nil, nil]
  private let lock = Lock()
  func set(_ i: Int, _ r: Result<RGBAImage, PNGDecodingError>) {
    lock.lock()
    results[i] = r
    lock.unlock()
  }
}
