import Foundation
import Testing
import VellumImage
import VellumTestDeflaters

@testable import VellumCompare

/// Images past the 64 megapixels a whole decode takes, up to the half gigapixel `vellum render`
/// writes, are compared row by row: byte-identical files pass before anything is decoded,
/// different ones are counted (and their diff painted) a band of rows at a time. The images are
/// 8192 × 8300 (68 Mpx): few, long rows keep the encoders' per-row cost (and the tests' time in a
/// debug build) low.
@Suite struct LargeImageComparisonTests {
  static let width = 8192
  static let height = 8300

  /// A tall opaque image of 64-row stripes, with the pixels `marks` black, as Vellum writes
  /// PNGs (8-bit RGB), encoded a strip at a time: no whole image is ever held.
  static func png(width: Int = width, height: Int = height, marks: [(x: Int, y: Int)] = []) throws -> [UInt8] {
    var bytes: [UInt8] = []
    let encoder = try PNGEncoder(
      width: width, height: height, hasAlpha: false, options: PNGEncoder.Options(deflate: .isal(level: 1))
    ) { bytes += $0 }
    let band = 256  // a multiple of the stripes' period: every strip starts alike
    var strip = [UInt32](repeating: 0, count: width * band)
    for r in 0..<band {
      for x in 0..<width { strip[r * width + x] = r / 64 % 2 == 0 ? 0xFFF0_F0F5 : 0xFF33_66CC }
    }
    var y = 0
    while y < height {
      let rows = min(band, height - y)
      var saved: [(Int, UInt32)] = []
      for m in marks where m.y >= y && m.y < y + rows {
        let i = (m.y - y) * width + m.x
        saved.append((i, strip[i]))
        strip[i] = 0xFF00_0000
      }
      try strip.withUnsafeBytes {
        try encoder.writeCairoRows($0.baseAddress!.assumingMemoryBound(to: UInt8.self), stride: width * 4, rows: rows)
      }
      for (i, v) in saved { strip[i] = v }
      y += rows
    }
    return bytes
  }

  static let marks = [(x: 0, y: 0), (x: 8191, y: 4150), (x: 100, y: 8299)]
  static let plain = Result { try png() }
  static let marked = Result { try png(marks: marks) }

  @Test func byteIdenticalFilesPastSixtyFourMegapixelsPass() throws {
    let png = try Self.plain.get()
    #expect(Self.width * Self.height > PNGDecoder.maximumPixels)
    let result = try ImageComparison.compare(expectedPNG: png, actualPNG: png)
    #expect(result.passed && result.identical && result.diffPixels == 0)
    #expect(result.totalPixels == Self.width * Self.height)
    // Before any decoding: the fast path reads the header alone (a corrupt body would not be seen).
    var damaged = png
    damaged[damaged.count / 2] ^= 0xFF
    #expect(try ImageComparison.compare(expectedPNG: damaged, actualPNG: damaged).identical)
    // Ignored pixels are counted without a mask of the whole image.
    var options = ComparisonOptions()
    options.ignoreRegions = [
      IgnoreRegion(x: 0, y: 0, width: 10, height: 8000), IgnoreRegion(x: 5, y: 7990, width: 10_000, height: 20),
    ]
    // The second region is clamped to 8187 columns; the two overlap in 5 × 10 pixels.
    #expect(
      try ImageComparison.compare(expectedPNG: png, actualPNG: png, options: options).ignoredPixels
        == 80_000 + 8187 * 20 - 50)
  }

  @Test func differentLargeFilesAreComparedRowByRow() throws {
    let (plain, marked) = (try Self.plain.get(), try Self.marked.get())
    let result = try ImageComparison.compare(expectedPNG: plain, actualPNG: marked)
    #expect(!result.passed && !result.identical && result.sizeMismatch == nil)
    #expect(result.diffPixels == 3 && result.totalPixels == Self.width * Self.height)
    // A diff image this large is not kept in memory (it would take 272 MB)…
    #expect(result.diffImage == nil)
    // … but perceptual metrics, allowances and ignore regions apply as to any image.
    var options = ComparisonOptions(metric: .pixelmatch(threshold: 0.1, includeAA: false), maxDiffPixels: 2)
    options.ignoreRegions = [IgnoreRegion(x: 8185, y: 4145, width: 10, height: 10)]
    let forgiving = try ImageComparison.compare(expectedPNG: plain, actualPNG: marked, options: options)
    #expect(forgiving.diffPixels == 2 && forgiving.ignoredPixels == 70 && forgiving.passed)
  }

  @Test func largeFilesOfDifferentSizesCompareTheirOverlap() throws {
    let marked = try Self.marked.get()
    let shorter = try Self.png(height: Self.height - 100)
    let result = try ImageComparison.compare(expectedPNG: shorter, actualPNG: marked)
    #expect(result.sizeMismatch?.expected == PixelSize(width: Self.width, height: Self.height - 100))
    #expect(result.sizeMismatch?.actual == PixelSize(width: Self.width, height: Self.height))
    // Two marks in the overlap, 8192 × 100 pixels only the taller image has.
    #expect(result.diffPixels == 2 + 819_200 && !result.passed)
  }

  /// `vellum compare --diff`'s path: the diff image is streamed into its file.
  @Test func theDiffOfLargeFilesIsStreamedToAFile() throws {
    let (plain, marked) = (try Self.plain.get(), try Self.marked.get())
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-compare-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var options = ComparisonOptions()
    options.diffImage = .always
    options.style.diffMask = true  // differences only, on transparent black: equal rows cost a memcmp
    let result = try ImageComparison.compare(
      expectedPNG: plain, actualPNG: marked, options: options, names: ("a.png", "b.png"), diffPath: dir + "/diff.png",
      encoding: PNGEncoder.Options(deflate: .zlib(level: 1)))
    #expect(result.diffPixels == 3 && result.diffImage == nil)
    let diff = try #require(FileBytes.read(dir + "/diff.png"))
    let reader = try #require(PNGRowReader(diff, maximumPixels: ImageComparison.maximumPixels))
    #expect(reader.width == Self.width && reader.height == Self.height && reader.channels == 3)
    // Above the marks' rows and between them, nothing is painted.
    var found: [Int] = []
    let black = [UInt8](repeating: 0, count: Self.width * 3)
    while let n = reader.read(), n > 0 {
      for y in reader.rowsRead - n..<reader.rowsRead where memcmp(reader.row(y), black, black.count) != 0 {
        let row = reader.row(y)
        for x in 0..<Self.width where row[x * 3] == 255 && row[x * 3 + 1] == 0 && row[x * 3 + 2] == 0 {
          found.append(y * Self.width + x)
        }
      }
    }
    #expect(reader.rowsRead == Self.height)
    #expect(found == Self.marks.map { $0.y * Self.width + $0.x })
  }

  /// The streamed comparison of images of different sizes (overlap compared, the rest counted
  /// and painted as missing, ignore regions over the larger extent) agrees with the comparison
  /// of the decoded images, diff image included.
  @Test func streamedSizeMismatchesAgreeWithTheWholeImageComparison() throws {
    func image(_ w: Int, _ h: Int, seed: Int) -> RGBAImage {
      var image = RGBAImage(width: w, height: h, fill: (240, 240, 245, 255))
      for y in 0..<h {
        for x in 0..<w where (x * 7 + y * 3 + seed) % 11 == 0 {
          let i = (y * w + x) * 4
          image.pixels[i] = UInt8((x * 13 + y * 5 + seed) % 256)
          image.pixels[i + 3] = (x + y) % 5 == 0 ? 128 : 255
        }
      }
      return image
    }
    let sizes = [(23, 17), (31, 17), (23, 29), (40, 9), (23, 17)]
    var options: [ComparisonOptions] = [
      ComparisonOptions(diffImage: .always),
      ComparisonOptions(metric: .pixelmatch(threshold: 0.1, includeAA: false), diffImage: .always),
      ComparisonOptions(channelTolerance: 3, ignoreRegions: [IgnoreRegion(x: 20, y: 5, width: 15, height: 20)]),
    ]
    options[2].style.diffMask = true
    for (i, e) in sizes.enumerated() {
      for (j, a) in sizes.enumerated() {
        let expected = image(e.0, e.1, seed: i)
        let actual = image(a.0, a.1, seed: j == 4 ? 0 : j)
        for o in options {
          let whole = ImageComparison.compare(expected: expected, actual: actual, options: o)
          for chunkBytes in [1, 300, 1 << 17] {
            var painted = o
            painted.diffImage = .always
            let memory = DiffRowSink.inMemory()
            guard
              case .result(var streamed) = try ImageComparison.streamed(
                expectedPNG: TinyPNG.encode(expected), actualPNG: TinyPNG.encode(actual), painted, diff: memory.sink,
                chunkBytes: chunkBytes)
            else {
              Issue.record("not streamed")
              continue
            }
            streamed.diffImage = memory.image()
            let reference = ImageComparison.compare(expected: expected, actual: actual, options: painted)
            #expect(streamed == reference, "\(e) vs \(a), \(o.metric), \(chunkBytes)")
          }
          let files = try ImageComparison.compare(
            expectedPNG: TinyPNG.encode(expected), actualPNG: TinyPNG.encode(actual), options: o)
          #expect(files == whole, "\(e) vs \(a), \(o.metric)")
        }
      }
    }
  }
}
