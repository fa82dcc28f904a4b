import VellumImage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which of the two images of a comparison.
enum ComparedSide: Sendable {
  case expected
  case actual
}

/// A comparison of two PNG files that failed on one of them.
struct SideError: Error {
  var side: ComparedSide
  var error: PNGDecodingError
}

/// Where the rows of a diff image go as they are painted: `begin` is told the size (and
/// returns false to have no diff painted), `write` takes the next rows as RGBA.
final class DiffRowSink {
  let begin: (PixelSize) throws -> Bool
  let write: (UnsafeBufferPointer<UInt8>, Int) throws -> Void
  init(
    begin: @escaping (PixelSize) throws -> Bool, write: @escaping (UnsafeBufferPointer<UInt8>, Int) throws -> Void
  ) {
    self.begin = begin
    self.write = write
  }

  /// A sink that keeps the image in memory, for images of at most `PNGDecoder.maximumPixels`
  /// (larger ones get no diff image: it would take 4 bytes a pixel).
  static func inMemory() -> (sink: DiffRowSink, image: () -> RGBAImage?) {
    final class Box: @unchecked Sendable {
      var size: PixelSize?
      var pixels: [UInt8] = []
    }
    let box = Box()
    let sink = DiffRowSink(
      begin: { size in
        guard size.width * size.height <= PNGDecoder.maximumPixels else { return false }
        box.size = size
        box.pixels.reserveCapacity(size.width * size.height * 4)
        return true
      },
      write: { rows, _ in box.pixels.append(contentsOf: rows) })
    return (
      sink,
      {
        guard let size = box.size, box.pixels.count == size.width * size.height * 4 else { return nil }
        return RGBAImage(width: size.width, height: size.height, pixels: box.pixels)
      }
    )
  }
}

extension ImageComparison {
  /// The largest image compared from PNG files, in pixels: the largest canvas `vellum render`
  /// writes (half a gigapixel), so that any golden it records can be checked. Such files are
  /// compared a few chunks of rows at a time (`PNGRowReader`), never decoded whole.
  public static let maximumPixels = PNGRowReader.maximumStreamedPixels

  /// What a streamed comparison came to.
  enum Streamed {
    case result(ComparisonResult)
    /// A file `PNGRowReader` does not handle (another format, a bad CRC): decode whole instead.
    case unsupported
    /// The image data of one file is truncated or corrupt.
    case corrupt(ComparedSide)
  }

  /// Compares two PNGs chunk by chunk as `PNGRowReader`s inflate them, images of different
  /// sizes included (their top-left overlap is compared; the rest counts as different), so
  /// that memory stays a few chunks of rows whatever the images' size. With a `diff` sink, the
  /// diff image (of the larger extent) is painted and handed on a band of rows at a time.
  static func streamed(
    expectedPNG: [UInt8], actualPNG: [UInt8], _ options: ComparisonOptions, diff: DiffRowSink? = nil,
    chunkBytes: Int = 1 << 17
  ) throws -> Streamed {
    guard let se = pngSize(expectedPNG), let sa = pngSize(actualPNG) else { return .unsupported }
    // Both readers cut chunks of the same number of rows (about 128 KiB of RGBA rows of the
    // wider image; see the notes of compareRows), and a row is compared once the rows below it
    // that it reads are in: pixelmatch's anti-aliasing test reads rows y - 2 ... y + 2, so a row
    // is compared two rows late. The reader behind is read next, so neither is more than a chunk
    // ahead, and three slots of at least 8 rows keep every row read readable.
    var lag = 0
    if case .pixelmatch(_, let includeAA) = options.metric, !includeAA { lag = 2 }
    let chunkRows = max(8, chunkBytes / (max(se.width, sa.width) * 4 + 1))
    guard let a = PNGRowReader(expectedPNG, chunkRows: chunkRows, slots: 3, maximumPixels: maximumPixels),
      let b = PNGRowReader(actualPNG, chunkRows: chunkRows, slots: 3, maximumPixels: maximumPixels)
    else { return .unsupported }
    let (width, height) = (max(a.width, b.width), max(a.height, b.height))
    let (ow, oh) = (min(a.width, b.width), min(a.height, b.height))
    let regions = options.ignoreRegions
    let painting = try diff.map { try $0.begin(PixelSize(width: width, height: height)) } ?? false
    let kernel = DiffKernel(width: ow, height: oh, options: options)
    let (rowsA, rowsB) = (PixelRows(a, columns: ow), PixelRows(b, columns: ow))
    var counts = DiffKernel.Counts()
    var mask: [UInt8] = []
    var output: [UInt8] = []

    /// Compares overlap rows `band` (painting them, and the columns right of the overlap).
    func compare(_ band: Range<Int>) throws {
      fillMask(&mask, band, regions, width: width, height: height)
      if painting { zeroed(&output, band.count * width * 4) }
      let layout = DiffKernel.Layout(firstRow: band.lowerBound, stride: width)
      withOptionalBuffer(regions.isEmpty ? nil : mask) { m in
        if painting {
          output.withUnsafeMutableBytes {
            kernel.run(
              rowsA, rowsB, rows: band, mask: m, output: $0, into: &counts, maskLayout: layout, outputLayout: layout)
          }
        } else {
          kernel.run(rowsA, rowsB, rows: band, mask: m, output: nil, into: &counts, maskLayout: layout)
        }
      }
      if painting {
        paintMissing(&output, band, columns: ow..<width, width: width, mask: mask, regions, options.style)
        try output.withUnsafeBufferPointer {
          try diff!.write(UnsafeBufferPointer(rebasing: $0[0..<band.count * width * 4]), band.count)
        }
      }
    }

    // The overlap, read in step.
    var done = 0
    while done < oh {
      let reader = min(a.rowsRead, oh) <= min(b.rowsRead, oh) ? a : b
      guard let n = reader.read(), n > 0 else { return .corrupt(reader === a ? .expected : .actual) }
      let have = min(a.rowsRead, b.rowsRead, oh)
      let ready = have == oh ? oh : max(done, have - lag)
      if ready > done {
        try compare(done..<ready)
        done = ready
      }
    }
    if let side = readToEnd(a, b) { return .corrupt(side) }
    // Below the overlap only one image has pixels: painted as missing.
    var painted = oh
    while painting && painted < height {
      let band = painted..<min(height, painted + chunkRows)
      fillMask(&mask, band, regions, width: width, height: height)
      zeroed(&output, band.count * width * 4)
      paintMissing(&output, band, columns: 0..<width, width: width, mask: mask, regions, options.style)
      try output.withUnsafeBufferPointer {
        try diff!.write(UnsafeBufferPointer(rebasing: $0[0..<band.count * width * 4]), band.count)
      }
      painted = band.upperBound
    }
    return .result(
      streamedResult(
        counts, expected: PixelSize(width: a.width, height: a.height),
        actual: PixelSize(width: b.width, height: b.height), options))
  }

  /// `buffer` at least `count` bytes long, its first `count` bytes zero.
  private static func zeroed(_ buffer: inout [UInt8], _ count: Int) {
    if buffer.count < count { buffer = [UInt8](repeating: 0, count: count) }
    buffer.withUnsafeMutableBytes { _ = memset($0.baseAddress!, 0, count) }
  }

  /// The ignore mask of rows `band` (all `width` columns of a `width`×`height` image) in `mask`.
  private static func fillMask(
    _ mask: inout [UInt8], _ band: Range<Int>, _ regions: [IgnoreRegion], width: Int, height: Int
  ) {
    guard !regions.isEmpty else { return }
    zeroed(&mask, band.count * width)
    for r in regions {
      let (x0, x1, y0, y1) = clamped(r, width: width, height: height)
      guard x0 < x1 else { continue }
      for y in max(y0, band.lowerBound)..<max(max(y0, band.lowerBound), min(y1, band.upperBound)) {
        let start = (y - band.lowerBound) * width
        for x in x0..<x1 { mask[start + x] = 1 }
      }
    }
  }

  /// Pixels in rows `band`, columns `columns`, outside the overlap: painted in `output` (rows
  /// `width` pixels long) as missing, or as ignored where `mask` (of `regions`) says.
  private static func paintMissing(
    _ output: inout [UInt8], _ band: Range<Int>, columns: Range<Int>, width: Int, mask: [UInt8],
    _ regions: [IgnoreRegion], _ style: DiffStyle
  ) {
    guard !columns.isEmpty else { return }
    output.withUnsafeMutableBytes { out in
      for y in band {
        for x in columns {
          let m = (y - band.lowerBound) * width + x
          let ignored = !regions.isEmpty && mask[m] != 0
          if ignored && style.diffMask { continue }
          DiffKernel.draw(out, m * 4, ignored ? style.ignoreColor : style.diffColor)
        }
      }
    }
  }

  /// Reads `a` and `b` to their ends: the taller image's further rows must be whole. Returns
  /// the side whose data is truncated or corrupt, if any.
  private static func readToEnd(_ a: PNGRowReader, _ b: PNGRowReader) -> ComparedSide? {
    for reader in [a, b] {
      while reader.rowsRead < reader.height {
        guard let n = reader.read(), n > 0 else { return reader === a ? .expected : .actual }
      }
    }
    return nil
  }

  /// What comparing images of sizes `a` and `b` came to, from `counts` of their overlap; the
  /// pixels only one image has are different, or ignored.
  private static func streamedResult(
    _ counts: DiffKernel.Counts, expected a: PixelSize, actual b: PixelSize, _ options: ComparisonOptions
  ) -> ComparisonResult {
    var counts = counts
    let regions = options.ignoreRegions
    let (width, height) = (max(a.width, b.width), max(a.height, b.height))
    let (ow, oh) = (min(a.width, b.width), min(a.height, b.height))
    let sameSize = a.width == b.width && a.height == b.height
    let outsideIgnored =
      ignoredPixels(regions, width: width, height: height) - ignoredPixels(regions, width: ow, height: oh)
    counts.ignored += outsideIgnored
    counts.diff += width * height - ow * oh - outsideIgnored
    return ComparisonResult(
      diffPixels: counts.diff, antialiasedPixels: counts.antialiased, ignoredPixels: counts.ignored,
      totalPixels: width * height,
      sizeMismatch: sameSize ? nil : .init(expected: a, actual: b),
      allowance: Allowance(
        maxDiffPixels: options.maxDiffPixels, maxDiffPixelRatio: options.maxDiffPixelRatio,
        totalPixels: width * height),
      diffImage: nil, identical: sameSize && counts.identical)
  }

  /// A region clamped to a `width`×`height` image: `x0..<x1`, `y0..<y1` (empty when outside).
  static func clamped(_ r: IgnoreRegion, width: Int, height: Int) -> (Int, Int, Int, Int) {
    // In Double so that huge rectangles clamp instead of overflowing.
    let x0 = Int(min(max(Double(r.x), 0), Double(width)))
    let x1 = Int(min(max(Double(r.x) + Double(max(r.width, 0)), 0), Double(width)))
    let y0 = Int(min(max(Double(r.y), 0), Double(height)))
    let y1 = Int(min(max(Double(r.y) + Double(max(r.height, 0)), 0), Double(height)))
    return (x0, x1, y0, max(y0, y1))
  }

  /// Pixels of a `width`×`height` image inside any of `regions` (the area of their union),
  /// without a mask: the regions are swept band by band between their top and bottom edges.
  static func ignoredPixels(_ regions: [IgnoreRegion], width: Int, height: Int) -> Int {
    let boxes = regions.map { clamped($0, width: width, height: height) }.filter { $0.0 < $0.1 && $0.2 < $0.3 }
    guard !boxes.isEmpty else { return 0 }
    let edges = Set(boxes.flatMap { [$0.2, $0.3] }).sorted()
    var total = 0
    for (top, bottom) in zip(edges, edges.dropFirst()) {
      let spans = boxes.filter { $0.2 <= top && $0.3 >= bottom }.map { ($0.0, $0.1) }.sorted { $0.0 < $1.0 }
      var covered = 0
      var end = Int.min
      for (x0, x1) in spans {
        if x0 > end {
          covered += x1 - x0
          end = x1
        } else if x1 > end {
          covered += x1 - end
          end = x1
        }
      }
      total += covered * (bottom - top)
    }
    return total
  }
}
