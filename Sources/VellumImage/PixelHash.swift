import CIsal
import CVellumKernels
import CZlib

/// A running CRC-64/XZ (ECMA-182, reflected; the xz format's check): ISA-L's carry-less
/// multiply code where the CPU has it, its table code elsewhere, the same value either way.
/// `PNGEncoder` keeps one over the chunks that hold the image; the image data's is taken by
/// `ParallelDeflater`'s jobs, a block each on its thread, and joined with `combine`.
public struct PixelDigest: Sendable, Equatable {
  /// The CRC of everything given so far (0 for nothing).
  public private(set) var value: UInt64 = 0

  public init() {}

  /// The digest of bytes whose CRC is `value`.
  public init(value: UInt64) { self.value = value }

  /// Adds bytes whose own CRC is `crc`, `length` of them.
  public mutating func append(crc: UInt64, length: Int) {
    value = Self.combine(value, crc, lengthOfB: length)
  }

  /// The CRC of A followed by B from their CRCs and B's length (zlib's `crc32_combine` for this
  /// polynomial: A's CRC times x^(8 × length) modulo it, plus B's).
  static func combine(_ a: UInt64, _ b: UInt64, lengthOfB length: Int) -> UInt64 {
    combine(a, b, shift: shift(length))
  }

  /// `combine` given `shift(length)` of B's length (worked out once for rows of one length).
  static func combine(_ a: UInt64, _ b: UInt64, shift: UInt64) -> UInt64 { vellum_crc64_multiply(shift, a) ^ b }

  /// x^(8 × length) modulo the polynomial (reflected): what a CRC followed by `length` bytes is
  /// multiplied by.
  static func shift(_ length: Int) -> UInt64 {
    var power: UInt64 = 1 << 63  // x^0, reflected
    var n = length
    var k = 3  // x^(8 n) = x^(n 2^3)
    while n > 0 {
      if n & 1 == 1 { power = vellum_crc64_multiply(powers[k], power) }
      n >>= 1
      k += 1
    }
    return power
  }

  /// x^(2^k) modulo the polynomial, k = 0…63.
  private static let powers: [UInt64] = {
    var table: [UInt64] = [1 << 62]  // x^1
    for _ in 1..<64 { table.append(vellum_crc64_multiply(table[table.count - 1], table[table.count - 1])) }
    return table
  }()

  /// Adds `count` bytes at `bytes`.
  public mutating func update(_ bytes: UnsafeRawPointer, count: Int) {
    value = crc64_ecma_refl(value, bytes.assumingMemoryBound(to: UInt8.self), UInt64(count))
  }

  /// Adds `bytes`.
  public mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { if let base = $0.baseAddress { update(base, count: $0.count) } }
  }
}

/// Vellum's pixel hash chunk, `vlPH`: what a PNG's image data hashes to, so that `vellum
/// check` can tell that a rendering paints a golden's very pixels by hashing the rows it paints,
/// without inflating the golden (a third of a passing check's time before).
///
/// `PNGEncoder` writes it after the image data, before `IEND`. Its 17 bytes: version 1; the
/// CRC-64/XZ of the image data as the zlib stream holds it (each scanline's filter byte, then
/// the filtered row: what the stream's Adler-32 covers; with filter 0, which Vellum writes, the
/// pixels themselves); and the CRC-64/XZ of the length and CRC fields of the
/// `IHDR` chunk and of every `IDAT` chunk in order, so that a file whose image data was changed
/// or re-compressed by another tool (which would keep an unknown chunk only by ignoring the
/// PNG rule for it) is not vouched for: its pixels are then compared the slow way. The name is
/// ancillary, private and unsafe to copy (`v`, `l` lower case, `P`, `H` upper case): a PNG
/// editor that changes the image drops it.
public struct StoredPixelHash: Sendable, Equatable {
  public static let chunkType = "vlPH"
  static let version: UInt8 = 1

  public var width: Int
  public var height: Int
  /// 3 (RGB) or 4 (RGBA).
  public var channels: Int
  /// The CRC-64/XZ of the image data (filter bytes and filtered rows).
  public var imageData: UInt64

  init(width: Int, height: Int, channels: Int, imageData: UInt64) {
    (self.width, self.height, self.channels, self.imageData) = (width, height, channels, imageData)
  }

  /// The chunk's data for `imageData` and `chunks` (the digest of the `IHDR` and `IDAT` fields).
  static func payload(imageData: UInt64, chunks: UInt64) -> [UInt8] {
    [version] + be64(imageData) + be64(chunks)
  }

  /// The hash `png` holds, if it has one that still describes its image data (see above), in a
  /// whole (`IEND` reached), 8-bit, non-interlaced RGB or RGBA file of 1 to 2^31 - 1 pixels a
  /// side; nil otherwise. Reads only the chunk headers and the chunk itself.
  public init?(png: [UInt8]) {
    guard let found = png.withUnsafeBufferPointer({ Self.read($0) }) else { return nil }
    self = found
  }

  private static func read(_ p: UnsafeBufferPointer<UInt8>) -> StoredPixelHash? {
    guard p.count >= 8 + 25, Array(p[0..<8]) == PNGDecoder.signature else { return nil }
    func be32(_ i: Int) -> Int { Int(p[i]) << 24 | Int(p[i + 1]) << 16 | Int(p[i + 2]) << 8 | Int(p[i + 3]) }
    func type(_ i: Int, is name: StaticString) -> Bool {
      let n = name.utf8Start
      return p[i] == n[0] && p[i + 1] == n[1] && p[i + 2] == n[2] && p[i + 3] == n[3]
    }
    var chunks = PixelDigest()
    var header: (width: Int, height: Int, channels: Int)?
    var stored: (imageData: UInt64, chunks: UInt64)?
    var offset = 8
    var ended = false
    while !ended, offset + 12 <= p.count {
      let length = be32(offset)
      guard length <= p.count - offset - 12 else { return nil }
      let data = offset + 8
      let crc = data + length
      /// The length and CRC fields, which the chunk digest covers for IHDR and IDAT.
      var fields: [UInt8] {
        [p[offset], p[offset + 1], p[offset + 2], p[offset + 3], p[crc], p[crc + 1], p[crc + 2], p[crc + 3]]
      }
      if type(offset + 4, is: "IHDR") {
        guard offset == 8, length == 13, p[data + 8] == 8, p[data + 10] == 0, p[data + 11] == 0, p[data + 12] == 0,
          p[data + 9] == 2 || p[data + 9] == 6
        else { return nil }
        let (width, height) = (be32(data), be32(data + 4))
        // The PNG limit (2^31 - 1 a side): the pixel count always fits an Int.
        guard width >= 1, height >= 1, width < 1 << 31, height < 1 << 31 else { return nil }
        header = (width, height, p[data + 9] == 6 ? 4 : 3)
        chunks.update(fields)
      } else if type(offset + 4, is: "IDAT") {
        chunks.update(fields)
      } else if type(offset + 4, is: "vlPH") {
        guard length == 17, p[data] == version, stored == nil,
          UInt32(truncatingIfNeeded: crc32(0, p.baseAddress! + offset + 4, UInt32(length + 4))) == UInt32(be32(crc))
        else { return nil }
        func be64(_ i: Int) -> UInt64 { (0..<8).reduce(0) { $0 << 8 | UInt64(p[i + $1]) } }
        stored = (be64(data + 1), be64(data + 9))
      } else if type(offset + 4, is: "IEND") {
        ended = true
      }
      offset = crc + 4
    }
    guard ended, let header, let stored, stored.chunks == chunks.value else { return nil }
    return StoredPixelHash(
      width: header.width, height: header.height, channels: header.channels, imageData: stored.imageData)
  }
}

private func be64(_ v: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: v >> (56 - 8 * $0)) } }
