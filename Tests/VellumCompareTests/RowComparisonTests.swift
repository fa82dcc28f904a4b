import Testing
import VellumImage

@testable import VellumCompare

/// `compare(expectedPNG:actualPNG:)` without a diff image compares 8-bit RGB/RGBA files row by
/// row as they are inflated (``ImageComparison/compareRows(expectedPNG:actualPNG:_:chunkBytes:)``);
/// these tests hold it to the whole-image comparison of the same decoded pixels.
@Suite struct RowComparisonTests {
  /// Flat areas, gradients and hard edges (pixelmatch's anti-aliasing test has work to do),
  /// a few semi-transparent pixels.
  static func screen(width: Int, height: Int) -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: (240, 240, 245, 255))
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        if (x / 9 + y / 6) % 4 == 0 { image.pixels[i] = UInt8((x * 5 + y * 3) % 256) }
        if x % 17 == 3 || y % 13 == 5 { image.pixels[i + 1] = 30 }
        if (x + y) % 11 == 0 { image.pixels[i + 2] = UInt8(128 + (x * y) % 100) }
        if x > width - 5 && y % 3 == 0 { image.pixels[i + 3] = UInt8(60 + y % 150) }
      }
    }
    return image
  }

  /// The same screen, edited: a block moved by a pixel, a colour change, some alpha changes.
  static func edited(_ image: RGBAImage) -> RGBAImage {
    var out = image
    let (w, h) = (image.width, image.height)
    for y in 10..<min(h, 30) {
      for x in 5..<min(w, 40) {
        let from = (y * w + x - 1) * 4
        for c in 0..<4 { out.pixels[(y * w + x) * 4 + c] = image.pixels[from + c] }
      }
    }
    for y in h / 2..<h / 2 + 7 { for x in 0..<w / 3 { out.pixels[(y * w + x) * 4 + 1] &+= 3 } }
    for y in stride(from: 0, to: h, by: 3) { out.pixels[(y * w + w - 2) * 4 + 3] = 200 }
    return out
  }

  static let optionSets: [ComparisonOptions] = [
    ComparisonOptions(),
    ComparisonOptions(channelTolerance: 3),
    ComparisonOptions(metric: .pixelmatch(threshold: 0.1)),
    ComparisonOptions(metric: .pixelmatch(threshold: 0.02, includeAA: true)),
    ComparisonOptions(metric: .pixelmatch(threshold: 0.1), maxDiffPixels: 40),
    ComparisonOptions(
      metric: .pixelmatch(threshold: 0.05), ignoreRegions: [IgnoreRegion(x: 3, y: 8, width: 20, height: 30)]),
    ComparisonOptions(ignoreRegions: [IgnoreRegion(x: 0, y: 0, width: 1000, height: 2)]),
  ]

  /// Every pairing of filters and channel layouts, chunks of 2 rows to whole images: the
  /// same counts as decoding both files and comparing them whole.
  @Test func rowByRowAgreesWithTheWholeImages() throws {
    let base = Self.screen(width: 57, height: 43)
    let other = Self.edited(base)
    let encodings: [(filter: PNGEncoder.Filter, alpha: Bool)] = [
      (.none, false), (.up, true), (.paeth, false), (.sub, true), (.average, false),
    ]
    var compared = 0
    for (i, e) in encodings.enumerated() {
      let f = encodings[(i + 2) % encodings.count]
      let expectedPNG = try PNGEncoder.encode(base, hasAlpha: e.alpha, options: .init(filter: e.filter))
      for actualImage in [base, other] {
        let actualPNG = try PNGEncoder.encode(
          actualImage, hasAlpha: f.alpha, options: .init(filter: f.filter))
        let expected = try PNGDecoder.decode(expectedPNG)
        let actual = try PNGDecoder.decode(actualPNG)
        for var options in Self.optionSets {
          options.diffImage = .never
          let whole = ImageComparison.compare(expected: expected, actual: actual, options: options)
          for chunkBytes in [1, 900, 1 << 16, 1 << 18] {
            let rows = try #require(
              ImageComparison.compareRows(
                expectedPNG: expectedPNG, actualPNG: actualPNG, options, chunkBytes: chunkBytes))
            #expect(rows == whole, "\(e) vs \(f), \(options.metric), chunks of \(chunkBytes) bytes")
            compared += 1
          }
          #expect(
            try ImageComparison.compare(expectedPNG: expectedPNG, actualPNG: actualPNG, options: options) == whole)
        }
      }
    }
    #expect(compared == encodings.count * 2 * Self.optionSets.count * 4)
  }

  /// Identical pixels in differently encoded files (RGB against RGBA whose alpha is all 255,
  /// other filters): identical, with no diff image unless one is always wanted.
  @Test func identicalPixelsInDifferentFilesAreIdentical() throws {
    var opaque = Self.screen(width: 30, height: 20)
    for i in stride(from: 3, to: opaque.pixels.count, by: 4) { opaque.pixels[i] = 255 }
    let rgb = try PNGEncoder.encode(opaque, hasAlpha: false, options: .init(filter: .none))
    let rgba = try PNGEncoder.encode(opaque, hasAlpha: true, options: .init(filter: .paeth))
    let result = try ImageComparison.compare(expectedPNG: rgb, actualPNG: rgba)
    #expect(result.identical && result.passed && result.diffPixels == 0 && result.diffImage == nil)
    let always = try ImageComparison.compare(
      expectedPNG: rgb, actualPNG: rgba, options: ComparisonOptions(diffImage: .always))
    #expect(always.identical && always.diffImage != nil)
  }

  /// A diff image wanted for a difference: both files are decoded whole and it is painted.
  @Test func aDifferenceWithADiffImageWantedDecodesBothWhole() throws {
    let base = Self.screen(width: 20, height: 12)
    let changed = base.setting(4, 5, (0, 0, 0, 255))
    let result = try ImageComparison.compare(
      expectedPNG: try PNGEncoder.encode(base, hasAlpha: true),
      actualPNG: try PNGEncoder.encode(changed, hasAlpha: true))
    #expect(result.diffPixels == 1)
    let diff = try #require(result.diffImage)
    #expect(diff.pixel(4, 5) == [255, 0, 0, 255])
  }

  /// 16-bit, interlaced and palette files are left to libpng, whole; the results are the same
  /// as for the plain RGBA file of the same pixels.
  @Test func otherFormatsAreComparedWholeThroughLibPNG() throws {
    var image = RGBAImage.filled(13, 11, (10, 20, 30, 255))
    image = image.setting(2, 3, (200, 0, 0, 255)).setting(12, 10, (0, 90, 0, 128)).setting(0, 0, (1, 2, 3, 0))
    let plain = TinyPNG.encode(image)
    let changed = TinyPNG.encode(image.setting(7, 7, (9, 9, 9, 255)))
    for format in [TinyPNG.Format.rgba16, .interlaced, .palette] {
      let png = TinyPNG.encode(image, format: format)
      #expect(ImageComparison.compareRows(expectedPNG: png, actualPNG: plain, ComparisonOptions()) == nil)
      let same = try ImageComparison.compare(expectedPNG: png, actualPNG: plain)
      #expect(same.identical && same.diffPixels == 0, "\(format)")
      let differ = try ImageComparison.compare(expectedPNG: changed, actualPNG: png)
      #expect(differ.diffPixels == 1 && !differ.identical, "\(format)")
    }
  }

  /// A truncated file, or one whose data stops short with valid CRCs, names what is wrong
  /// (libpng's message) on either side of the comparison; nothing traps.
  @Test func truncatedFilesGiveAClearError() throws {
    let image = Self.screen(width: 40, height: 30)
    let png = try PNGEncoder.encode(image, hasAlpha: false, options: .init(filter: .up))
    let isCorrupt: (any Error) -> Bool = { error in
      guard case .corrupt(let message) = error as? PNGDecodingError else { return false }
      return !message.isEmpty && "\(error)".hasPrefix("truncated or corrupt png: ")
    }
    // The last cut takes the last byte of the last IDAT's CRC (the pixel hash chunk, 29 bytes,
    // and IEND, 12, follow it).
    for cut in [20, 40, png.count / 2, png.count - 12 - 29 - 1] {
      let truncated = Array(png.prefix(cut))
      #expect { try ImageComparison.compare(expectedPNG: truncated, actualPNG: png) } throws: { isCorrupt($0) }
      #expect { try ImageComparison.compare(expectedPNG: png, actualPNG: truncated) } throws: { isCorrupt($0) }
    }
    // The image data shortened inside a well-formed IDAT chunk: only inflating can tell.
    let short = Self.withShortStream(png)
    #expect(ImageComparison.compareRows(expectedPNG: png, actualPNG: short, ComparisonOptions()) == nil)
    #expect { try ImageComparison.compare(expectedPNG: png, actualPNG: short) } throws: { isCorrupt($0) }
  }

  /// `png` (one IDAT chunk) with its compressed data cut to a third, every CRC valid.
  static func withShortStream(_ png: [UInt8]) -> [UInt8] {
    var offset = 8
    while offset + 12 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      if Array(png[offset + 4..<offset + 8]) == Array("IDAT".utf8) {
        let data = Array(png[offset + 8..<offset + 8 + length / 3])
        return Array(png[..<offset]) + TinyPNG.chunk("IDAT", data) + Array(png[(offset + 12 + length)...])
      }
      offset += 12 + length
    }
    return png
  }
}
