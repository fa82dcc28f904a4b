import Dispatch
import FoundationEssentials
import VellumImage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// The result of comparing two `size` images whose pixels are the same under `options`, as
  /// ``compare(expectedPNG:actualPNG:options:)`` gives it for identical files (no diff image):
  /// for callers that found the pixels equal themselves (`vellum check` compares rendered rows
  /// with the golden's as it paints).
  public static func identical(_ size: PixelSize, options: ComparisonOptions = ComparisonOptions())
    -> ComparisonResult
  {
    let total = size.width * size.height
    return ComparisonResult(
      diffPixels: 0, antialiasedPixels: 0,
      ignoredPixels: ignoredPixels(options.ignoreRegions, width: size.width, height: size.height),
      totalPixels: total, sizeMismatch: nil,
      allowance: Allowance(
        maxDiffPixels: options.maxDiffPixels, maxDiffPixelRatio: options.maxDiffPixelRatio, totalPixels: total),
      diffImage: nil, identical: true)
  }

  /// Compares two PNG files. Byte-identical files pass before anything is decoded (only their
  /// header is read), whatever their size, and so do files whose pixel hashes (`StoredPixelHash`,
  /// in every PNG Vellum writes) say they hold the same pixels. Files `PNGRowReader` handles (8-bit
  /// RGB or RGBA, the PNGs Vellum writes), of up to ``maximumPixels`` (every image `vellum render`
  /// writes), are compared a few chunks of rows at a time as they are inflated, in their stored
  /// form, images of different sizes included; a diff image is painted the same way, and kept if it
  /// has at most `PNGDecoder.maximumPixels` (a larger one would take 4 bytes a pixel: see
  /// ``compare(expectedPNG:actualPNG:options:names:diffPath:encoding:)`` to write it to a file).
  /// Other files are decoded whole with `PNGDecoder` (VellumImage) and compared as images.
  public static func compare(
    expectedPNG: [UInt8], actualPNG: [UInt8], options: ComparisonOptions = ComparisonOptions()
  ) throws(PNGDecodingError) -> ComparisonResult {
    do {
      return try compareFiles(expectedPNG, actualPNG, options, diffPath: nil)
    } catch {
      switch error {
      case .decoding(let side): throw side.error
      case .writing(let message): throw .corrupt(message)  // no file is written without a diff path
      }
    }
  }

  /// Why ``compare(expectedPNG:actualPNG:options:names:diffPath:encoding:)`` failed.
  public enum FileError: Error, Sendable, CustomStringConvertible {
    /// One of the files is not a readable PNG: `PNGDecodingError.inFile` with its name.
    case unreadable(PNGDecodingError)
    /// The diff image could not be written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
      switch self {
      case .unreadable(let error): "\(error)"
      case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
      }
    }
  }

  /// Compares two PNG files as ``compare(expectedPNG:actualPNG:options:)`` does; an error
  /// names the file it is about (`names`). With `diffPath`, the diff image is written there as
  /// an RGB PNG (when `options.diffImage` asks for one), streamed a band of rows at a time when
  /// both files stream, so a diff of two half-gigapixel images takes no more memory than their
  /// comparison; the result then carries no diff image. `encoding` is the diff file's.
  public static func compare(
    expectedPNG: [UInt8], actualPNG: [UInt8], options: ComparisonOptions = ComparisonOptions(),
    names: (expected: String, actual: String), diffPath: String? = nil,
    encoding: PNGEncoder.Options = PNGEncoder.Options()
  ) throws(FileError) -> ComparisonResult {
    do {
      return try compareFiles(expectedPNG, actualPNG, options, diffPath: diffPath, encoding: encoding)
    } catch {
      switch error {
      case .decoding(let side):
        throw .unreadable(.inFile(path: side.side == .expected ? names.expected : names.actual, side.error))
      case .writing(let message): throw .cannotWrite(path: diffPath ?? "", reason: message)
      }
    }
  }

  enum CompareFilesError: Error {
    case decoding(SideError)
    case writing(String)
  }

  static func compareFiles(
    _ expectedPNG: [UInt8], _ actualPNG: [UInt8], _ options: ComparisonOptions, diffPath: String?,
    encoding: PNGEncoder.Options = PNGEncoder.Options()
  ) throws(CompareFilesError) -> ComparisonResult {
    if options.diffImage != .always, bytesEqual(expectedPNG, actualPNG), let size = headerSize(expectedPNG) {
      return identical(size, options: options)
    }
    // Two files Vellum wrote whose pixel hashes agree hold the same pixels (`StoredPixelHash`).
    if options.diffImage != .always, let a = StoredPixelHash(png: expectedPNG), a == StoredPixelHash(png: actualPNG) {
      return identical(PixelSize(width: a.width, height: a.height), options: options)
    }
    // The diff goes to a file, or is kept in memory.
    var file: AtomicFile?
    var encoder: PNGEncoder?
    let memory = DiffRowSink.inMemory()
    let sink =
      diffPath.map { path in
        DiffRowSink(
          begin: { size in
            let f = try AtomicFile(path: path)
            file = f
            encoder = try PNGEncoder(
              width: size.width, height: size.height, hasAlpha: false, options: encoding
            ) { try f.write($0) }
            return true
          },
          write: { rows, count in try encoder!.writeRGBARows(rows, rows: count) })
      } ?? memory.sink
    func finish(_ result: ComparisonResult) throws(CompareFilesError) -> ComparisonResult {
      var result = result
      if diffPath == nil {
        result.diffImage = memory.image()
      } else if let file {
        do { try file.commit() } catch { throw .writing("\(error)") }
      }
      return result
    }
    do {
      let always = options.diffImage == .always
      switch try streamed(expectedPNG: expectedPNG, actualPNG: actualPNG, options, diff: always ? sink : nil) {
      case .result(let r):
        if always { return try finish(r) }
        // Counted first (equal rows cost one memcmp); painted in a second pass only when wanted.
        // (totalPixels is the larger extent's: the diff image's size.)
        if r.identical || options.diffImage == .never
          || (diffPath == nil && r.totalPixels > PNGDecoder.maximumPixels)
        {
          return r
        }
        if case .result(let painted) = try streamed(
          expectedPNG: expectedPNG, actualPNG: actualPNG, options, diff: sink)
        {
          return try finish(painted)
        }
      case .corrupt(let side):
        // Decoding whole gives libpng's words for what is wrong.
        _ = try decodeWhole(side == .expected ? expectedPNG : actualPNG, side)
      case .unsupported:
        break
      }
    } catch let error as CompareFilesError {
      throw error
    } catch {
      throw .writing("\(error)")
    }
    return try comparedWhole(expectedPNG, actualPNG, options, diffPath: diffPath, encoding: encoding)
  }

  /// The two files decoded whole and compared: files `PNGRowReader` does not stream (another
  /// format, a bad CRC), and a corrupt file, whose error libpng words.
  static func comparedWhole(
    _ expectedPNG: [UInt8], _ actualPNG: [UInt8], _ options: ComparisonOptions, diffPath: String?,
    encoding: PNGEncoder.Options
  ) throws(CompareFilesError) -> ComparisonResult {
    // Decoding dominates the cost of a comparison: decode both files at once.
    let decoded = DecodedPair()
    let inputs = [expectedPNG, actualPNG]
    DispatchQueue.concurrentPerform(iterations: 2) { i in
      decoded.set(i, Result { () throws(PNGDecodingError) in try PNGDecoder.decode(inputs[i]) })
    }
    let expected: RGBAImage
    let actual: RGBAImage
    do { expected = try decoded.results[0]!.get() } catch { throw .decoding(SideError(side: .expected, error: error)) }
    do { actual = try decoded.results[1]!.get() } catch { throw .decoding(SideError(side: .actual, error: error)) }
    var result = compare(expected: expected, actual: actual, options: options)
    if let diffPath, let diff = result.diffImage {
      result.diffImage = nil
      do { try AtomicFile.write(try PNGEncoder.encode(diff, hasAlpha: false, options: encoding), to: diffPath) } catch {
        throw .writing("\(error)")
      }
    }
    return result
  }

  /// `png` decoded whole, its error told as `side`'s.
  static func decodeWhole(_ png: [UInt8], _ side: ComparedSide) throws(CompareFilesError) -> RGBAImage {
    do { return try PNGDecoder.decode(png) } catch { throw .decoding(SideError(side: side, error: error)) }
  }

  /// Compares two PNGs chunk by chunk as `PNGRowReader` inflates them, without a diff image
  /// (``streamed(expectedPNG:actualPNG:_:diff:chunkBytes:)``): rows are never widened to RGBA,
  /// and equal rows cost one `memcmp`. Nil when either file is not one the reader handles or the
  /// data turns out to be corrupt; the caller then decodes both whole (and reports the error).
  static func compareRows(
    expectedPNG: [UInt8], actualPNG: [UInt8], _ options: ComparisonOptions, chunkBytes: Int = 1 << 17
  ) -> ComparisonResult? {
    // The slots are fresh pages (a page fault costs ~2 µs on this 2-core VM), and ISA-L copies
    // 64 KiB of window at the end of every call (12 MB for two 1170×2532 screens in 128 KiB
    // chunks); 64 KiB and 256 KiB chunks measured the same within 0.1 ms.
    guard
      case .result(let r)? = try? streamed(
        expectedPNG: expectedPNG, actualPNG: actualPNG, options, chunkBytes: chunkBytes)
    else { return nil }
    return r
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

  static func withOptionalBuffer<R>(_ array: [UInt8]?, _ body: (UnsafeBufferPointer<UInt8>?) -> R) -> R {
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

  /// Width and height from a PNG's IHDR, or nil when the bytes do not start like a PNG or
  /// the image has more than ``maximumPixels``.
  static func pngSize(_ data: [UInt8]) -> PixelSize? {
    guard let size = headerSize(data), size.width * size.height <= maximumPixels else { return nil }
    return size
  }

  /// Width and height from a PNG's IHDR (at least 1 and below 2³¹ each, as PNG allows), or nil
  /// when the bytes do not start like a PNG.
  static func headerSize(_ data: [UInt8]) -> PixelSize? {
    guard data.count >= 24, data.starts(with: PNGDecoder.signature), Array(data[12..<16]) == Array("IHDR".utf8) else {
      return nil
    }
    func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    let (width, height) = (be32(16), be32(20))
    guard width >= 1, height >= 1, width < 1 << 31, height < 1 << 31 else { return nil }
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
