import CZlib
import Foundation
import Testing
import VellumTestDeflaters

@testable import VellumImage

@Suite struct DirectDecoderTests {
  /// A golden of every shape (size, bit depth, colour type, interlacing) and a photograph decode
  /// the same through the direct path (when it applies) as through libpng. (The goldens are all
  /// Vellum's encoder's output: two of one shape differ only in their rows, and the sample tests
  /// read every golden's rows through `PNGRowReader`, the reader the direct path widens from.)
  @Test func theDirectPathAgreesWithLibPNG() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let goldens = (FileManager.default.enumerator(atPath: root.path + "/Snapshots")?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".png") }.sorted().map { root.path + "/Snapshots/" + $0 }
    var shapes = Set<[UInt8]>()
    var files: [[UInt8]] = []
    for path in goldens {
      let data = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      if shapes.insert(Array(data.prefix(29).dropFirst(16))).inserted { files.append(data) }
    }
    #expect(files.count > 50)
    files.append(Array(try Data(contentsOf: root.appendingPathComponent("Samples/compose/assets/sunset.png"))))
    var direct = 0
    for data in files {
      if let image = DirectPNGDecoder.decode(data) {
        direct += 1
        #expect(image == (try PNGDecoder.decodeWithLibPNG(data)), "a golden of \(image.width) × \(image.height)")
      }
    }
    #expect(direct == files.count)
  }

  @Test func everyFilterAndBothChannelLayoutsRoundTripThroughTheDirectPath() throws {
    var pixels = [UInt8]()
    for y in 0..<9 {
      for x in 0..<11 { pixels += [UInt8(x * 23 % 256), UInt8(y * 29 % 256), UInt8((x * y * 7) % 256), 255] }
    }
    let image = RGBAImage(width: 11, height: 9, pixels: pixels)
    for filter in PNGEncoder.Filter.allCases {
      for alpha in [true, false] {
        let png = try PNGEncoder.encode(image, hasAlpha: alpha, options: .init(filter: filter))
        #expect(DirectPNGDecoder.decode(png) == image, "filter \(filter), alpha \(alpha)")
      }
    }
  }

  @Test func everyDeflateAtEveryLevelRoundTripsAndRepeatsItself() throws {
    // Tall enough (300 rows of 1000 px) that output crosses the 64 KiB IDAT buffer many times.
    var pixels = [UInt8]()
    pixels.reserveCapacity(1000 * 300 * 4)
    var seed: UInt32 = 7
    for y in 0..<300 {
      for x in 0..<1000 {
        seed = seed &* 1_103_515_245 &+ 12345
        pixels += [UInt8(x % 256), UInt8(y % 256), UInt8(truncatingIfNeeded: seed >> 16), 255]
      }
    }
    let image = RGBAImage(width: 1000, height: 300, pixels: pixels)
    // Vellum's own (one level) and the tests' zlib, parallel zlib and ISA-L at several levels.
    let levels: [Int32] = [0, 1, 3, 9]
    let deflates =
      [DeflaterChoice.vellum] + levels.flatMap { [.isal(level: $0), .zlib(level: $0), .parallelZlib(level: $0)] }
    for deflate in deflates {
      let options = PNGEncoder.Options(filter: .up, deflate: deflate)
      let png = try PNGEncoder.encode(image, hasAlpha: false, options: options)
      #expect(try PNGDecoder.decodeWithLibPNG(png) == image, "\(deflate)")
      let again = try PNGEncoder.encode(image, hasAlpha: false, options: options) == png
      #expect(again, "\(deflate) repeats its bytes")
    }
    // The default is Vellum's own deflate on several cores (deterministic; see PNGEncoder.Options).
    #expect(PNGEncoder.Options() == PNGEncoder.Options(filter: .none, deflatesConcurrently: true, deflate: .vellum))
    #expect(PNGEncoder.Options() != PNGEncoder.Options(deflate: .zlib(level: 1)))
  }

  @Test func aBadChecksumFallsBackToLibPNGsError() throws {
    let image = RGBAImage(width: 3, height: 2, fill: (1, 2, 3, 255))
    var png = try PNGEncoder.encode(image, hasAlpha: false)
    // The zlib stream's Adler-32 (the last IDAT's data ends 4 bytes before its CRC, which
    // comes before the pixel hash chunk, 29 bytes, and IEND, 12).
    png[png.count - 12 - 29 - 8] ^= 0xFF
    #expect(DirectPNGDecoder.decode(png) == nil)
    #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(png) }
  }
}

@Suite struct ForgedHeaderTests {
  /// An IHDR claiming 4294967295 × 4294967295 pixels, with a valid CRC.
  @Test func forgedDimensionsAreRejectedWithoutOverflow() throws {
    var png = try PNGEncoder.encode(RGBAImage(width: 2, height: 2, fill: (9, 9, 9, 255)), hasAlpha: false)
    for i in 16..<24 { png[i] = 0xFF }
    let crc = png[12..<29].withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, 17)) }
    png[29] = UInt8(crc >> 24)
    png[30] = UInt8((crc >> 16) & 0xFF)
    png[31] = UInt8((crc >> 8) & 0xFF)
    png[32] = UInt8(crc & 0xFF)
    #expect(DirectPNGDecoder.decode(png) == nil)
    #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(png) }
  }
}
