import Testing
import VellumTestDeflaters

@testable import VellumImage

/// Rows that repeat the row above are handed to the deflater as copies
/// (`ParallelDeflater.commitRepeat`): the PNG is the one the same pixels give without that path.
@Suite struct RepeatedRowsTests {
  /// A Cairo ARGB32 screen (native-endian words, premultiplied): flat bands of repeated rows,
  /// rows of "text" that differ from the row above, a gradient band, translucent pixels when
  /// `translucent`.
  static func cairoScreen(width: Int, height: Int, translucent: Bool) -> [UInt32] {
    var words: [UInt32] = []
    words.reserveCapacity(width * height)
    var seed: UInt32 = 17
    for y in 0..<height {
      for x in 0..<width {
        seed = seed &* 1_103_515_245 &+ 12345
        let band = (y / 50) % 5
        let alpha: UInt32 = translucent && band == 3 ? 128 : 255
        var (r, g, b): (UInt32, UInt32, UInt32) =
          band == 4 ? (UInt32(x % 256), UInt32(y % 256), 90) : band % 2 == 0 ? (242, 242, 247) : (255, 255, 255)
        // Text: a few rows in each band, in a few columns.
        if y % 50 > 20 && y % 50 < 30 && x % 97 < 20 && seed >> 28 < 6 { (r, g, b) = (seed >> 8 & 0x7F, 60, 60) }
        (r, g, b) = (r * alpha / 255, g * alpha / 255, b * alpha / 255)
        words.append(alpha << 24 | r << 16 | g << 8 | b)
      }
    }
    return words
  }

  @Test(arguments: [false, true])
  func repeatedRowsGiveTheBytesOfTheRowsWrittenOut(_ hasAlpha: Bool) throws {
    // Wide rows, so that the image spans several 512 KiB blocks and rows cross their edges.
    let (width, height) = (1170, 530)
    let words = Self.cairoScreen(width: width, height: height, translucent: hasAlpha)
    let bpp = hasAlpha ? 4 : 3
    // The same pixels as RGBA bytes (`writeRGBARows` converts and copies every row).
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    words.withUnsafeBytes { cairo in
      rgba.withUnsafeMutableBufferPointer { out in
        for y in 0..<height {
          unpremultiplyCairoRow(
            cairo.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * width * 4,
            into: out.baseAddress! + y * width * 4,
            width: width, bytesPerPixel: 4)
        }
      }
    }
    for concurrent in [true, false] {
      let options = PNGEncoder.Options(deflatesConcurrently: concurrent)
      let expected = try PNGEncoder.encode(
        RGBAImage(width: width, height: height, pixels: rgba), hasAlpha: hasAlpha, options: options)
      // In strips of several heights: a strip's first row is compared with nothing.
      for strip in [1, 64, 200, height] {
        var png: [UInt8] = []
        let encoder = try PNGEncoder(width: width, height: height, hasAlpha: hasAlpha, options: options) {
          png += $0
        }
        try words.withUnsafeBytes { cairo in
          let base = cairo.baseAddress!.assumingMemoryBound(to: UInt8.self)
          for top in stride(from: 0, to: height, by: strip) {
            try encoder.writeCairoRows(base + top * width * 4, stride: width * 4, rows: min(strip, height - top))
          }
        }
        #expect(png == expected, "alpha \(hasAlpha), concurrent \(concurrent), strips of \(strip)")
      }
      let decoded = try PNGDecoder.decode(expected)
      #expect(decoded.pixels == (hasAlpha ? rgba : rgba.enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }))
      #expect(expected.count < width * height * bpp / 10)
    }
  }
}
