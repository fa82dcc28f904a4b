import CZlib
import Testing

@testable import VellumImage

/// PNGs with a chosen filter on every row and the image data cut into IDAT chunks of chosen
/// sizes, so that the reader's un-filtering and its joining of IDAT payloads can be checked
/// against libpng.
enum FilteredPNG {
  /// `filters[y % filters.count]` filters row `y`; `cuts` are the IDAT payload sizes (the
  /// rest goes into a last chunk).
  static func encode(_ image: RGBAImage, alpha: Bool, filters: [UInt8], cuts: [Int] = [], level: Int32 = 6)
    -> [UInt8]
  {
    let bpp = alpha ? 4 : 3
    let stride = image.width * bpp
    var raw = [UInt8]()
    var previous = [UInt8](repeating: 0, count: stride)
    for y in 0..<image.height {
      var line = [UInt8]()
      for x in 0..<image.width {
        let i = (y * image.width + x) * 4
        line += image.pixels[i..<i + bpp]
      }
      let filter = filters[y % filters.count]
      raw.append(filter)
      for i in 0..<stride {
        let a = i >= bpp ? Int(line[i - bpp]) : 0
        let b = y > 0 ? Int(previous[i]) : 0
        let c = i >= bpp && y > 0 ? Int(previous[i - bpp]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        default:
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        }
        raw.append(line[i] &- UInt8(predictor & 0xFF))
      }
      previous = line
    }
    var size = compressBound(uLong(raw.count))
    var zlib = [UInt8](repeating: 0, count: Int(size))
    precondition(compress2(&zlib, &size, raw, uLong(raw.count), level) == Z_OK)
    zlib = Array(zlib.prefix(Int(size)))

    var out = PNGDecoder.signature
    out += chunk("IHDR", be32(image.width) + be32(image.height) + [8, alpha ? 6 : 2, 0, 0, 0])
    var offset = 0
    for cut in cuts where offset + cut <= zlib.count {
      out += chunk("IDAT", Array(zlib[offset..<offset + cut]))
      offset += cut
    }
    out += chunk("IDAT", Array(zlib[offset...]))
    out += chunk("IEND", [])
    return out
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    let crc = body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    return be32(data.count) + body + be32(Int(crc))
  }

  static func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }

  /// Rewrites the CRC of the chunk starting at `offset` after its data was changed.
  static func fixCRC(_ png: inout [UInt8], chunkAt offset: Int) {
    let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    let crc = png[offset + 4..<offset + 8 + length].withUnsafeBufferPointer {
      crc32(0, $0.baseAddress, uInt($0.count))
    }
    png.replaceSubrange(offset + 8 + length..<offset + 12 + length, with: be32(Int(crc)))
  }

  /// Offsets of the chunks of type `type`.
  static func chunks(_ type: String, in png: [UInt8]) -> [Int] {
    var found: [Int] = []
    var offset = 8
    while offset + 12 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      if Array(png[offset + 4..<offset + 8]) == Array(type.utf8) { found.append(offset) }
      offset += 12 + length
    }
    return found
  }

  /// A noisy gradient with flat runs: every filter has something to predict.
  static func pattern(width: Int, height: Int, seed: UInt32 = 1) -> RGBAImage {
    var pixels = [UInt8]()
    var state = seed
    for y in 0..<height {
      for x in 0..<width {
        state = state &* 1_103_515_245 &+ 12345
        let noise = UInt8(truncatingIfNeeded: state >> 16)
        let flat = (x / 7 + y / 5) % 3 == 0
        pixels += [
          UInt8((x * 9 + y) % 256), flat ? 40 : noise, UInt8((x * y) % 256), flat ? 255 : noise | 0x80,
        ]
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}

@Suite struct PNGRowReaderTests {
  /// Rows read in chunks of every size agree with libpng's decoding, for a file whose
  /// filter changes on every row (all five types, in two orders) and whose image data is
  /// cut into IDAT chunks of 1, 2, 7… bytes (the zlib header straddles the first two).
  @Test func rowsWithADifferentFilterEachAgreeWithLibPNG() throws {
    let image = FilteredPNG.pattern(width: 23, height: 17)
    for alpha in [false, true] {
      for filters: [UInt8] in [[0, 1, 2, 3, 4], [4, 3, 2, 1, 0, 2, 4]] {
        let png = FilteredPNG.encode(image, alpha: alpha, filters: filters, cuts: [1, 2, 7, 100, 3])
        let expected = try PNGDecoder.decodeWithLibPNG(png)
        if !alpha { #expect(expected.pixels == image.pixels.enumerated().map { $0 % 4 == 3 ? 255 : $1 }) }
        if alpha { #expect(expected == image) }
        #expect(DirectPNGDecoder.decode(png) == expected, "alpha \(alpha), filters \(filters)")
        for (chunkRows, slots) in [(2, 2), (3, 3), (5, 2), (16, 3), (17, 1)] {
          let reader = try #require(PNGRowReader(png, chunkRows: chunkRows, slots: slots))
          #expect(reader.channels == (alpha ? 4 : 3))
          var y = 0
          while let n = reader.read(), n > 0 {
            for row in y..<y + n {
              let bytes = Array(UnsafeBufferPointer(start: reader.row(row), count: reader.width * reader.channels))
              var rgba = [UInt8]()
              for x in 0..<reader.width {
                rgba += bytes[x * reader.channels..<x * reader.channels + reader.channels]
                if !alpha { rgba.append(255) }
              }
              let start = row * reader.width * 4
              #expect(rgba == Array(expected.pixels[start..<start + reader.width * 4]), "row \(row)")
            }
            y += n
          }
          #expect(y == image.height, "chunks of \(chunkRows) rows, \(slots) slots")
          #expect(reader.read() == 0)
        }
      }
    }
  }

  /// Data that inflates short, or to garbage, or has an unknown filter type: read() says nil
  /// (the CRCs are all valid, so only the stream itself can tell), and the decoder reports
  /// libpng's error instead of trapping.
  @Test func truncatedAndCorruptStreamsFailCleanly() throws {
    let image = FilteredPNG.pattern(width: 40, height: 30)
    let png = FilteredPNG.encode(image, alpha: false, filters: [0, 2, 4])
    let idat = try #require(FilteredPNG.chunks("IDAT", in: png).first)
    let length = png[idat..<idat + 4].reduce(0) { $0 << 8 | Int($1) }

    // The stream cut to half its length.
    var short = Array(png[..<(idat + 8 + length / 2)]) + [0, 0, 0, 0] + Array(png[(idat + 12 + length)...])
    short.replaceSubrange(idat..<idat + 4, with: FilteredPNG.be32(length / 2))
    FilteredPNG.fixCRC(&short, chunkAt: idat)
    let reader = try #require(PNGRowReader(short, chunkRows: 4, slots: 2))
    var result: Int? = 1
    while let n = result, n > 0 { result = reader.read() }
    #expect(result == nil)
    #expect(reader.read() == nil)
    #expect(DirectPNGDecoder.decode(short) == nil)
    #expect {
      try PNGDecoder.decode(short)
    } throws: { error in
      guard case .corrupt(let message) = error as? PNGDecodingError else { return false }
      return !message.isEmpty
    }

    // An unknown filter type (5) on the first row: the first byte of the stored block.
    let stored = FilteredPNG.encode(image, alpha: false, filters: [0], level: 0)
    var badFilter = stored
    let storedIDAT = try #require(FilteredPNG.chunks("IDAT", in: stored).first)
    badFilter[storedIDAT + 8 + 2 + 5] = 5  // zlib header, stored-block header, then row 0's filter byte
    FilteredPNG.fixCRC(&badFilter, chunkAt: storedIDAT)
    #expect(PNGRowReader(badFilter)?.read() == nil)
    #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(badFilter) }

    // Flipped bytes all over the compressed data, CRC fixed each time: never a trap.
    var state: UInt32 = 99
    for _ in 0..<300 {
      var mutated = png
      for _ in 0..<3 {
        state = state &* 1_103_515_245 &+ 12345
        mutated[idat + 8 + Int(state >> 8) % length] ^= UInt8(truncatingIfNeeded: state >> 3) | 1
      }
      FilteredPNG.fixCRC(&mutated, chunkAt: idat)
      if let reader = PNGRowReader(mutated, chunkRows: 3, slots: 3) {
        var n: Int? = 1
        while let count = n, count > 0 { n = reader.read() }
      }
      _ = try? PNGDecoder.decode(mutated)
    }
  }

  /// Formats the reader leaves to libpng: it declines them instead of misreading them.
  @Test func otherFormatsAreDeclined() throws {
    let rows = [[Int]](repeating: [1, 2, 3, 4, 5, 6], count: 2)
    #expect(PNGRowReader(PNGBuilder(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows).build()) != nil)
    #expect(PNGRowReader(PNGBuilder(width: 2, height: 2, bitDepth: 16, colorType: 2, rows: rows).build()) == nil)
    var interlaced = PNGBuilder(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows)
    interlaced.interlaced = true
    #expect(PNGRowReader(interlaced.build()) == nil)
    let palette = PNGBuilder(
      width: 2, height: 1, bitDepth: 8, colorType: 3, rows: [[0, 1]], extraChunks: [("PLTE", [1, 2, 3, 4, 5, 6])])
    #expect(PNGRowReader(palette.build()) == nil)
    let key = PNGBuilder(
      width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows, extraChunks: [("tRNS", [0, 1, 0, 2, 0, 3])])
    #expect(PNGRowReader(key.build()) == nil)
  }
}
