import CVellumKernels
import CZlib
import Testing
import VellumTestDeflaters

@testable import VellumImage

/// The pixel hash chunk (`vlPH`, `StoredPixelHash`) every PNG Vellum writes, and `PixelDigest`.
@Suite struct PixelHashTests {
  /// A test pattern: every byte differs from its neighbours, some pixels translucent.
  static func image(width: Int = 37, height: Int = 23) -> RGBAImage {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for i in pixels.indices { pixels[i] = UInt8(truncatingIfNeeded: i &* 131 &+ i >> 7) }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  static func digest(_ bytes: [UInt8]) -> UInt64 {
    var d = PixelDigest()
    d.update(bytes)
    return d.value
  }

  /// A PNG made of `chunks` (type and data), CRCs computed.
  static func png(_ chunks: [(type: String, data: [UInt8])]) -> [UInt8] {
    PNGDecoder.signature + chunks.flatMap { APNG.chunk($0.type, $0.data) }
  }

  /// `chunks` with their `vlPH` made to vouch for their `IHDR` and `IDAT` chunks again.
  static func revouched(_ chunks: [(type: String, data: [UInt8])]) -> [(type: String, data: [UInt8])] {
    var fields = PixelDigest()
    for c in chunks where c.type == "IHDR" || c.type == "IDAT" {
      let whole = APNG.chunk(c.type, c.data)
      fields.update(Array(whole[0..<4] + whole[(whole.count - 4)...]))
    }
    return chunks.map { c in
      guard c.type == "vlPH" else { return c }
      let data = c.data[1..<9].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      return (c.type, StoredPixelHash.payload(imageData: data, chunks: fields.value))
    }
  }

  @Test func theDigestIsCRC64XZInAnyPieces() {
    // The CRC-64/XZ check value (the CRC catalogue's, and xz's).
    #expect(Self.digest(Array("123456789".utf8)) == 0x995D_C9BB_DF19_39FA)
    #expect(Self.digest([]) == 0)
    let bytes = Self.image().pixels
    var pieces = PixelDigest()
    var start = 0
    for length in [0, 1, 7, 64, 129, 3, 1000] + [Int](repeating: 333, count: 10) where start < bytes.count {
      let end = min(bytes.count, start + length)
      pieces.update(Array(bytes[start..<end]))
      start = end
    }
    pieces.update(Array(bytes[start...]))
    #expect(pieces.value == Self.digest(bytes))
  }

  /// The IDAT chunks' data inflated.
  static func imageData(_ png: [UInt8], size: Int) throws -> [UInt8] {
    let stream = try #require(APNG.chunks(png)).filter { $0.type == "IDAT" }.flatMap(\.data)
    var out = [UInt8](repeating: 0, count: size)
    var length = uLongf(size)
    #expect(uncompress(&out, &length, stream, uLong(stream.count)) == Z_OK && Int(length) == size)
    return out
  }

  /// The carry-less multiply gives the portable loop's products (with either operand's top or
  /// bottom bit set, zero and one among them), and a CRC times x^8 is the CRC of one more zero
  /// byte's worth: the multiply's convention is the CRC's.
  @Test func theCarryLessMultiplyIsThePortableOne() {
    var x: UInt64 = 0x9E37_79B9_7F4A_7C15
    var values: [UInt64] = [0, 1, 1 << 63, 1 << 62, ~0, 0xC96C_5795_D787_0F42]
    for _ in 0..<200 {
      x ^= x << 13
      x ^= x >> 7
      x ^= x << 17
      values.append(x)
    }
    for (i, a) in values.enumerated() {
      for b in values[i...].prefix(12) {
        #expect(vellum_crc64_multiply(a, b) == vellum_crc64_multiply_portable(a, b), "\(a) × \(b)")
        #expect(vellum_crc64_multiply(a, b) == vellum_crc64_multiply(b, a))
      }
      #expect(vellum_crc64_multiply(a, 1 << 63) == a)  // times x^0
    }
    // Both code paths are taken on this machine, or the test says which is missing.
    #expect(vellum_crc64_multiply_support() == 1, "no carry-less multiply here: only the loop was tested")
    for length in [0, 1, 7, 3510, 1 << 20] {
      let shifted = PixelDigest.combine(
        Self.digest([1, 2, 3]), Self.digest([UInt8](repeating: 0, count: length)), shift: PixelDigest.shift(length))
      #expect(shifted == Self.digest([1, 2, 3] + [UInt8](repeating: 0, count: length)), "length \(length)")
    }
  }

  @Test func blocksCombineIntoTheWholesCRC() {
    let bytes = Self.image(width: 300, height: 40).pixels
    for cut in [0, 1, 8, 1000, bytes.count - 1, bytes.count] {
      var joined = PixelDigest(value: Self.digest(Array(bytes[..<cut])))
      joined.append(crc: Self.digest(Array(bytes[cut...])), length: bytes.count - cut)
      #expect(joined.value == Self.digest(bytes), "cut at \(cut)")
    }
  }

  /// The chunk holds the CRC-64 of the image data as the zlib stream holds it, whichever
  /// deflate took it (the parallel one on its threads, on one core, or zlib, where the encoder
  /// takes it), for every filter, RGB and RGBA; with no filter, that is each row after a 0.
  @Test func theHashIsTheImageDataWhicheverDeflateAndFilter() throws {
    let image = Self.image()
    let rgb = stride(from: 0, to: image.pixels.count, by: 4).flatMap { image.pixels[$0..<$0 + 3] }
    let deflates: [(DeflaterChoice, Bool)] = [(.vellum, true), (.vellum, false), (.zlib(level: 6), false)]
    for filter in PNGEncoder.Filter.allCases {
      for hasAlpha in [true, false] {
        var hashes: Set<UInt64> = []
        for (deflate, concurrent) in deflates {
          let options = PNGEncoder.Options(filter: filter, deflatesConcurrently: concurrent, deflate: deflate)
          let png = try PNGEncoder.encode(image, hasAlpha: hasAlpha, options: options)
          let stored = try #require(StoredPixelHash(png: png), "\(filter), alpha \(hasAlpha), \(deflate)")
          let data = try Self.imageData(png, size: 23 * (37 * (hasAlpha ? 4 : 3) + 1))
          #expect(
            stored == StoredPixelHash(width: 37, height: 23, channels: hasAlpha ? 4 : 3, imageData: Self.digest(data)))
          hashes.insert(stored.imageData)
          // After the image data, before IEND; decoders skip it.
          let types = try #require(APNG.chunks(png)).map(\.type)
          #expect(types.suffix(2) == ["vlPH", "IEND"] && types.dropLast(2).last == "IDAT")
          var opaque: [UInt8] = []
          for i in stride(from: 0, to: rgb.count, by: 3) { opaque += rgb[i..<i + 3] + [255] }
          #expect(try PNGDecoder.decode(png).pixels == (hasAlpha ? image.pixels : opaque))
        }
        #expect(hashes.count == 1)
        if filter == .none {
          let rows = hasAlpha ? image.pixels : rgb
          let width = 37 * (hasAlpha ? 4 : 3)
          var unfiltered: [UInt8] = []
          for y in 0..<23 { unfiltered += [0] + rows[y * width..<(y + 1) * width] }
          #expect(hashes == [Self.digest(unfiltered)])
        }
      }
    }
  }

  @Test func aHashThatNoLongerDescribesTheDataIsNotRead() throws {
    let image = Self.image()
    let png = try PNGEncoder.encode(image, options: PNGEncoder.Options(filter: .none))
    let chunks = try #require(APNG.chunks(png))
    #expect(StoredPixelHash(png: Self.png(chunks)) != nil)
    let hash = try #require(chunks.first { $0.type == "vlPH" })
    // No chunk; the chunk's own CRC wrong; another version; a second copy.
    #expect(StoredPixelHash(png: Self.png(chunks.filter { $0.type != "vlPH" })) == nil)
    var badCRC = png
    let name = Array("vlPH".utf8)
    let at = try #require((8..<png.count - 4).first { Array(png[$0..<$0 + 4]) == name })
    badCRC[at + 4 + 17] ^= 1
    #expect(StoredPixelHash(png: badCRC) == nil)
    var version2 = hash
    version2.data[0] = 2
    #expect(StoredPixelHash(png: Self.png(chunks.map { $0.type == "vlPH" ? version2 : $0 })) == nil)
    #expect(StoredPixelHash(png: Self.png(chunks.flatMap { $0.type == "vlPH" ? [$0, $0] : [$0] })) == nil)
    // The same pixels compressed otherwise (another filter), the first file's chunk kept: the
    // IDAT fields differ from what the chunk vouched for.
    let other = try #require(APNG.chunks(try PNGEncoder.encode(image, options: PNGEncoder.Options(filter: .paeth))))
    #expect(StoredPixelHash(png: Self.png(other.map { $0.type == "vlPH" ? hash : $0 })) == nil)
    // One byte of the image data changed (its CRC made right again).
    var changed = chunks
    let idat = try #require(changed.firstIndex { $0.type == "IDAT" })
    changed[idat].data[changed[idat].data.count / 2] ^= 0x10
    #expect(StoredPixelHash(png: Self.png(changed)) == nil)
    #expect(StoredPixelHash(png: Self.png(Self.revouched(changed))) != nil)
    // Truncated before the chunk or before IEND; a 16-bit, grey or interlaced header (vouched for).
    #expect(StoredPixelHash(png: Array(png[0..<png.count - 30])) == nil)
    #expect(StoredPixelHash(png: Array(png[0..<png.count - 12])) == nil)
    #expect(StoredPixelHash(png: Self.png(Self.revouched(chunks))) == StoredPixelHash(png: png))
    // A side of 0 or of 2^31 pixels or more (the pixel count would overflow), vouched for.
    for side in [[0, 0, 0, 0], [0x80, 0, 0, 0], [0xFF, 0xFF, 0xFF, 0xFF]] as [[UInt8]] {
      for at in [0, 4] {
        var header = chunks
        header[0].data.replaceSubrange(at..<at + 4, with: side)
        #expect(StoredPixelHash(png: Self.png(Self.revouched(header))) == nil)
      }
    }
    for (offset, value) in [(8, 16 as UInt8), (9, 0), (12, 1)] {
      var header = chunks
      header[0].data[offset] = value
      #expect(StoredPixelHash(png: Self.png(Self.revouched(header))) == nil)
    }
  }
}
