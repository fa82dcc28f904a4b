import CZlib
import Foundation
import Testing
import VellumImage

/// Assembles PNG files chunk by chunk (zlib `compress` + `crc32`), so every colour type,
/// bit depth and interlacing can be exercised without binary fixtures.
struct PNGBuilder {
  var width: Int
  var height: Int
  var bitDepth: UInt8
  var colorType: UInt8  // 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA
  /// One sample list per row: `channels` samples a pixel, each `< 1 << bitDepth`.
  var rows: [[Int]]
  var interlaced = false
  var extraChunks: [(String, [UInt8])] = []  // written before IDAT (PLTE, tRNS, gAMA…)

  var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]! }

  func build() -> [UInt8] {
    var ihdr = be32(width) + be32(height)
    ihdr += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    out += chunk("IHDR", ihdr)
    for (type, data) in extraChunks { out += chunk(type, data) }
    out += chunk("IDAT", deflate(scanlines()))
    out += chunk("IEND", [])
    return out
  }

  /// Filter-type-0 scanlines, in Adam7 pass order when interlaced.
  func scanlines() -> [UInt8] {
    let passes: [(x: Int, y: Int, dx: Int, dy: Int)] =
      interlaced
      ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
      : [(0, 0, 1, 1)]
    var bytes: [UInt8] = []
    for pass in passes where pass.x < width && pass.y < height {
      for y in stride(from: pass.y, to: height, by: pass.dy) {
        var samples: [Int] = []
        for x in stride(from: pass.x, to: width, by: pass.dx) {
          samples += rows[y][x * channels..<(x + 1) * channels]
        }
        bytes.append(0)
        bytes += pack(samples)
      }
    }
    return bytes
  }

  func pack(_ samples: [Int]) -> [UInt8] {
    switch bitDepth {
    case 8: return samples.map { UInt8($0) }
    case 16: return samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    default:
      let depth = Int(bitDepth)
      var out = [UInt8](repeating: 0, count: (samples.count * depth + 7) / 8)
      for (i, s) in samples.enumerated() {
        let bit = i * depth
        out[bit / 8] |= UInt8(s << (8 - depth - bit % 8))
      }
      return out
    }
  }

  func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    let crc = body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    return be32(data.count) + body + be32(Int(crc))
  }

  func deflate(_ data: [UInt8]) -> [UInt8] {
    var size = compressBound(uLong(data.count))
    var out = [UInt8](repeating: 0, count: Int(size))
    let status = compress(&out, &size, data, uLong(data.count))
    precondition(status == Z_OK)
    return Array(out.prefix(Int(size)))
  }

  func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
}

/// The 8-bit RGBA pixels of a 3×2 test pattern, straight alpha.
private let rgba: [[UInt8]] = [
  [255, 0, 0, 255], [0, 255, 0, 128], [0, 0, 255, 0],
  [10, 20, 30, 255], [200, 100, 50, 1], [255, 255, 255, 255],
]

@Suite struct PNGDecoderTests {
  @Test func rgba8() throws {
    let rows = [rgba[0...2].flatMap { $0.map(Int.init) }, rgba[3...5].flatMap { $0.map(Int.init) }]
    let png = PNGBuilder(width: 3, height: 2, bitDepth: 8, colorType: 6, rows: rows).build()
    let image = try PNGDecoder.decode(png)
    #expect(image.width == 3 && image.height == 2)
    #expect(image.pixels == rgba.flatMap { $0 })
  }

  @Test func rgb8() throws {
    let rows = [[1, 2, 3, 4, 5, 6], [250, 251, 252, 0, 128, 255]]
    let image = try PNGDecoder.decode(PNGBuilder(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows).build())
    #expect(image.pixels == [1, 2, 3, 255, 4, 5, 6, 255, 250, 251, 252, 255, 0, 128, 255, 255])
  }

  @Test func rgbWithTRNS() throws {
    var png = PNGBuilder(width: 2, height: 1, bitDepth: 8, colorType: 2, rows: [[1, 2, 3, 4, 5, 6]])
    png.extraChunks = [("tRNS", [0, 4, 0, 5, 0, 6])]
    #expect(try PNGDecoder.decode(png.build()).pixels == [1, 2, 3, 255, 4, 5, 6, 0])
  }

  @Test(arguments: [1, 2, 4, 8] as [UInt8])
  func grey(depth: UInt8) throws {
    let max = (1 << Int(depth)) - 1
    let samples = [0, max, max / 2, 1]
    let png = PNGBuilder(width: 4, height: 1, bitDepth: depth, colorType: 0, rows: [samples]).build()
    let image = try PNGDecoder.decode(png)
    let expected = samples.flatMap { s -> [UInt8] in
      let v = UInt8(s * 255 / max)
      return [v, v, v, 255]
    }
    #expect(image.pixels == expected)
  }

  @Test func greyWithTRNS() throws {
    var png = PNGBuilder(width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [[7, 9]])
    png.extraChunks = [("tRNS", [0, 9])]
    #expect(try PNGDecoder.decode(png.build()).pixels == [7, 7, 7, 255, 9, 9, 9, 0])
  }

  @Test func greyAlpha8() throws {
    let png = PNGBuilder(width: 2, height: 1, bitDepth: 8, colorType: 4, rows: [[40, 255, 200, 17]]).build()
    #expect(try PNGDecoder.decode(png).pixels == [40, 40, 40, 255, 200, 200, 200, 17])
  }

  @Test(arguments: [1, 2, 4, 8] as [UInt8])
  func paletteWithTRNS(depth: UInt8) throws {
    let indices = [0, 1, 0, 1, 1]
    var png = PNGBuilder(width: 5, height: 1, bitDepth: depth, colorType: 3, rows: [indices])
    png.extraChunks = [("PLTE", [255, 0, 0, 12, 34, 56]), ("tRNS", [100])]
    let image = try PNGDecoder.decode(png.build())
    let colours: [[UInt8]] = [[255, 0, 0, 100], [12, 34, 56, 255]]
    #expect(image.pixels == indices.flatMap { colours[$0] })
  }

  /// 16-bit samples are scaled to 8 bits without gamma conversion.
  @Test func rgba16() throws {
    let rows = [[0xFFFF, 0x0000, 0x8080, 0xFFFF, 0x1234, 0xABCD, 0x7F7F, 0x8000]]
    let image = try PNGDecoder.decode(PNGBuilder(width: 2, height: 1, bitDepth: 16, colorType: 6, rows: rows).build())
    let expected = rows[0].map { UInt8((Double($0) * 255 / 65535).rounded()) }
    #expect(image.pixels == expected)
  }

  @Test func grey16() throws {
    let png = PNGBuilder(width: 2, height: 1, bitDepth: 16, colorType: 0, rows: [[0x0101, 0xFEFE]]).build()
    #expect(try PNGDecoder.decode(png).pixels == [1, 1, 1, 255, 254, 254, 254, 255])
  }

  /// A gAMA chunk far from sRGB would make libpng convert values; it is ignored.
  @Test func gammaChunkIgnored() throws {
    var png = PNGBuilder(width: 2, height: 1, bitDepth: 8, colorType: 6, rows: [[10, 100, 200, 255, 30, 60, 90, 128]])
    png.extraChunks = [("gAMA", PNGBuilder.gamma(100_000))]
    #expect(try PNGDecoder.decode(png.build()).pixels == [10, 100, 200, 255, 30, 60, 90, 128])
  }

  @Test func interlaced() throws {
    let (w, h) = (11, 9)
    let pixels: [Int] = (0..<w * h).flatMap { (i: Int) -> [Int] in
      [i % 256, (i * 7) % 256, (i * 13) % 256, 255 - i % 256]
    }
    let rows: [[Int]] = (0..<h).map { (y: Int) -> [Int] in
      let start = y * w * 4
      return Array(pixels[start..<start + w * 4])
    }
    var png = PNGBuilder(width: w, height: h, bitDepth: 8, colorType: 6, rows: rows)
    png.interlaced = true
    let image = try PNGDecoder.decode(png.build())
    #expect(image.pixels == pixels.map { UInt8($0) })
  }

  @Test func lfsPointer() {
    let text = "version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 123\n"
    #expect(throws: PNGDecodingError.gitLFSPointer) { try PNGDecoder.decode(Array(text.utf8)) }
    #expect(PNGDecodingError.gitLFSPointer.description.contains("git lfs pull"))
  }

  @Test func garbage() {
    #expect(throws: PNGDecodingError.notPNG) { try PNGDecoder.decode(Array("hello, world".utf8)) }
    #expect(throws: PNGDecodingError.notPNG) { try PNGDecoder.decode([]) }
  }

  @Test func truncated() {
    let png = PNGBuilder(
      width: 3, height: 2, bitDepth: 8, colorType: 6, rows: [[Int]](repeating: .init(repeating: 9, count: 12), count: 2)
    ).build()
    for cut in [4, 20, png.count - 20] {
      #expect {
        try PNGDecoder.decode(Array(png.prefix(cut)))
      } throws: { error in
        guard case .corrupt(let message) = error as? PNGDecodingError else { return false }
        return !message.isEmpty
      }
    }
  }

  @Test func corruptCRC() {
    var png = PNGBuilder(width: 1, height: 1, bitDepth: 8, colorType: 6, rows: [[1, 2, 3, 4]]).build()
    png[29] ^= 0xFF  // IHDR CRC
    #expect {
      try PNGDecoder.decode(png)
    } throws: { error in
      guard case .corrupt = error as? PNGDecodingError else { return false }
      return "\(error)".hasPrefix("truncated or corrupt png: ")
    }
  }

  @Test func lfsPointerFileNamesThePath() throws {
    let path = "/tmp/vellum-pngdecoder-\(getpid())-lfs.png"
    let text = "version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 123\n"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: PNGDecodingError.inFile(path: path, .gitLFSPointer)) { try PNGDecoder.decode(contentsOf: path) }
    let message = "\(PNGDecodingError.inFile(path: path, .gitLFSPointer))"
    #expect(message == "\(path): the file is a git lfs pointer, not a png; run `git lfs pull` to fetch the real image")
  }

  @Test func missingFile() {
    #expect(throws: PNGDecodingError.unreadableFile(path: "/nonexistent/x.png")) {
      try PNGDecoder.decode(contentsOf: "/nonexistent/x.png")
    }
  }
}

extension PNGBuilder {
  static func gamma(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
}
