import CVellumKernels
import CZlib
import VellumDeflate

#if canImport(Glibc)
  import Glibc
#endif

/// A streaming PNG writer: rows go in strip by strip and compressed bytes come out through
/// `sink`, so memory stays flat for any height. Deterministic: no timestamps, and the same pixels
/// give the same bytes. It deflates with Vellum's own encoder (VellumDeflate), spread over the
/// cores block by block: the same bytes whatever the cores or CPU. Chunks: `IHDR`, `sRGB`, any
/// `tEXt`, `IDAT`, Vellum's pixel hash (`vlPH`, see `StoredPixelHash`), `IEND`.
public final class PNGEncoder {
  /// The PNG row filter applied to every row.
  public enum Filter: UInt8, Sendable, CaseIterable {
    case none = 0
    case sub = 1
    case up = 2
    case average = 3
    case paeth = 4
  }

  /// How an image is encoded.
  ///
  /// Vellum's own deflate is the only compressor. Earlier versions also offered zlib (on one
  /// core or several) and ISA-L's igzip here, as `compressor` with a `level` for them, but
  /// nothing in Vellum used them; both options are gone. The package's own tests that hold
  /// Vellum's deflate against zlib and ISA-L choose those through package-only API.
  public struct Options: Sendable, Equatable {
    public var filter: Filter
    /// Whether blocks are deflated on Vellum's deflate threads while painting goes on (true),
    /// or one after another on the calling thread (false: one core, for callers that already
    /// encode one image per core, such as `vellum check`). The bytes are the same either way.
    public var deflatesConcurrently: Bool
    /// The deflate that makes the image's zlib stream: Vellum's own unless a test or benchmark
    /// of this package picks another.
    package var deflate: DeflaterChoice

    /// Vellum's own deflate with no filter, on several cores: the same bytes every time, about
    /// 5 % smaller and several times faster than zlib level 1 on list screens (no filter is
    /// 13 % smaller than UP; bench/README.md has the figures). ISA-L deflates faster still but,
    /// on the 2-core machine this was built on, gave the same pixels different (equally valid)
    /// bytes in a few files of every full run over Samples/ (scripts/determinism.sh; never
    /// reproduced in a C harness), and byte-identical output is a promise Vellum keeps.
    public init(filter: Filter = .none, deflatesConcurrently: Bool = true) {
      self.init(filter: filter, deflatesConcurrently: deflatesConcurrently, deflate: .vellum)
    }

    /// Options with another deflate, for tests and benchmarks.
    package init(filter: Filter = .none, deflatesConcurrently: Bool = true, deflate: DeflaterChoice) {
      self.filter = filter
      self.deflatesConcurrently = deflatesConcurrently
      self.deflate = deflate
    }
  }

  public let width: Int
  public let height: Int
  /// RGBA (colour type 6) when true, RGB (colour type 2) otherwise.
  public let hasAlpha: Bool
  private let sink: ([UInt8]) throws -> Void
  private let deflater: any Deflater
  private var rowsWritten = 0
  private var previous: [UInt8]
  private var raw: [UInt8]
  private var filtered: [UInt8]
  private var out = [UInt8](repeating: 0, count: 1 << 16)
  private var crc: UInt = 0
  private var finished = false
  /// The image data's CRC-64 when the deflater does not take it (`Deflater.inputDigest`), and
  /// the image chunks', for the pixel hash chunk (`StoredPixelHash`).
  private var dataDigest = PixelDigest()
  private var chunkDigest = PixelDigest()
  private let deflaterDigests: Bool

  public init(
    width: Int, height: Int, hasAlpha: Bool, options: Options = Options(), textChunks: [(String, String)] = [],
    sink: @escaping ([UInt8]) throws -> Void
  ) throws {
    self.width = width
    self.height = height
    self.hasAlpha = hasAlpha
    self.sink = sink
    let bpp = hasAlpha ? 4 : 3
    previous = [UInt8](repeating: 0, count: width * bpp)
    raw = [UInt8](repeating: 0, count: width * bpp)
    filtered = [UInt8](repeating: 0, count: width * bpp + 1)
    self.options = options
    deflater = try options.deflate.make(
      DeflateEncoder.Hints(bytesPerPixel: bpp, rowLength: width * bpp + 1), options.deflatesConcurrently)
    deflaterDigests = deflater.inputDigest != nil
    try sink([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var ihdr = [UInt8]()
    ihdr.append(contentsOf: be32(UInt32(width)))
    ihdr.append(contentsOf: be32(UInt32(height)))
    ihdr.append(contentsOf: [8, hasAlpha ? 6 : 2, 0, 0, 0])
    try chunk("IHDR", ihdr)
    // sRGB, rendering intent perceptual: the pixels are sRGB values.
    try chunk("sRGB", [0])
    for (k, v) in textChunks { try chunk("tEXt", Array(k.utf8) + [0] + Array(v.utf8)) }
  }

  private let options: Options

  /// Writes rows from a Cairo ARGB32 buffer (premultiplied, native-endian 32-bit pixels).
  public func writeCairoRows(_ data: UnsafePointer<UInt8>, stride: Int, rows: Int) throws {
    let bpp = hasAlpha ? 4 : 3
    for r in 0..<rows {
      if options.filter == .none {
        // No filter needs no previous row: convert straight into the compressor's input, one
        // pass, where it has room for the whole row.
        let length = 1 + width * bpp
        if let space = deflater.space(for: length) {
          // A row like the one above (half of a list screen's rows) is the previous row's
          // bytes again: the deflater copies them, and deflates them without comparing.
          if deflaterDigests && r > 0 && memcmp(data + r * stride, data + (r - 1) * stride, width * 4) == 0 {
            if try repeatRow(length) { continue }
          }
          space[0] = Filter.none.rawValue
          unpremultiplyCairoRow(data + r * stride, into: space + 1, width: width, bytesPerPixel: bpp)
          try commitRow(length)
          continue
        }
        filtered.withUnsafeMutableBufferPointer { f in
          f[0] = Filter.none.rawValue
          unpremultiplyCairoRow(data + r * stride, into: f.baseAddress! + 1, width: width, bytesPerPixel: bpp)
        }
        try compressFilteredRow()
        continue
      }
      raw.withUnsafeMutableBufferPointer { dst in
        unpremultiplyCairoRow(data + r * stride, into: dst.baseAddress!, width: width, bytesPerPixel: bpp)
      }
      try writeRawRow()
    }
  }

  /// Writes rows of straight-alpha RGBA bytes (4 per pixel), e.g. from `RGBAImage`.
  public func writeRGBARows(_ rgba: UnsafeBufferPointer<UInt8>, rows: Int) throws {
    precondition(rows >= 0 && rgba.count >= rows * width * 4, "fewer bytes than \(rows) rows of RGBA pixels")
    for r in 0..<rows {
      if width > 0, let source = rgba.baseAddress {
        let row = source + r * width * 4
        raw.withUnsafeMutableBufferPointer { raw in
          if hasAlpha {
            raw.baseAddress!.update(from: row, count: width * 4)
          } else {
            vellum_rgba_to_rgb(row, raw.baseAddress!, width)
          }
        }
      }
      try writeRawRow()
    }
  }

  private func writeRawRow() throws {
    precondition(rowsWritten < height, "more rows than the image height")
    let bpp = hasAlpha ? 4 : 3
    let n = raw.count
    let filter = options.filter
    raw.withUnsafeBufferPointer { cur in
      previous.withUnsafeBufferPointer { up in
        filtered.withUnsafeMutableBufferPointer { f in
          f[0] = filter.rawValue
          switch filter {
          case .none:
            UnsafeMutableRawPointer(f.baseAddress! + 1).copyMemory(from: cur.baseAddress!, byteCount: n)
          case .sub:
            for i in 0..<n { f[i + 1] = cur[i] &- (i >= bpp ? cur[i - bpp] : 0) }
          case .up:
            for i in 0..<n { f[i + 1] = cur[i] &- up[i] }
          case .average:
            for i in 0..<n {
              let left = i >= bpp ? Int(cur[i - bpp]) : 0
              f[i + 1] = cur[i] &- UInt8((left + Int(up[i])) / 2)
            }
          case .paeth:
            for i in 0..<n {
              let a = i >= bpp ? Int(cur[i - bpp]) : 0
              let b = Int(up[i])
              let c = i >= bpp ? Int(up[i - bpp]) : 0
              let p = a + b - c
              let pa = abs(p - a)
              let pb = abs(p - b)
              let pc = abs(p - c)
              let pred = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
              f[i + 1] = cur[i] &- UInt8(pred)
            }
          }
        }
      }
    }
    swap(&previous, &raw)
    try compressFilteredRow()
  }

  /// Hands `filtered` (a filter byte and the row) to the compressor; the last row ends the image.
  private func compressFilteredRow() throws {
    precondition(rowsWritten < height, "more rows than the image height")
    rowsWritten += 1
    let last = rowsWritten == height
    if !deflaterDigests { dataDigest.update(filtered) }
    try filtered.withUnsafeMutableBufferPointer { input in
      try out.withUnsafeMutableBufferPointer { output in
        try deflater.compress(input, last: last, into: output) { try chunk("IDAT", Array($0)) }
      }
    }
    if last { try finish() }
  }

  /// Counts a row that repeats the row before it, if the deflater can take it so (one that
  /// takes the data's digest itself).
  private func repeatRow(_ length: Int) throws -> Bool {
    precondition(rowsWritten < height, "more rows than the image height")
    let last = rowsWritten + 1 == height
    let taken = try out.withUnsafeMutableBufferPointer { output in
      try deflater.commitRepeat(length, last: last, into: output) { try chunk("IDAT", Array($0)) }
    }
    guard taken else { return false }
    rowsWritten += 1
    if last { try finish() }
    return true
  }

  /// Counts a row the converter wrote into the compressor's own input.
  private func commitRow(_ length: Int) throws {
    precondition(rowsWritten < height, "more rows than the image height")
    if !deflaterDigests, let space = deflater.space(for: length) { dataDigest.update(space, count: length) }
    rowsWritten += 1
    let last = rowsWritten == height
    try out.withUnsafeMutableBufferPointer { output in
      try deflater.commit(length, last: last, into: output) { try chunk("IDAT", Array($0)) }
    }
    if last { try finish() }
  }

  private func finish() throws {
    guard !finished else { return }
    finished = true
    let data = deflater.inputDigest ?? dataDigest.value
    try chunk(StoredPixelHash.chunkType, StoredPixelHash.payload(imageData: data, chunks: chunkDigest.value))
    try chunk("IEND", [])
  }

  private func chunk(_ type: String, _ data: [UInt8]) throws {
    let typeBytes = Array(type.utf8)
    var c = crc32(0, typeBytes, 4)
    c = data.withUnsafeBufferPointer { crc32(c, $0.baseAddress, UInt32(data.count)) }
    if type == "IHDR" || type == "IDAT" { chunkDigest.update(be32(UInt32(data.count)) + be32(UInt32(c))) }
    try sink(be32(UInt32(data.count)) + typeBytes + data + be32(UInt32(c)))
  }

  private func be32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  /// Encodes a whole `RGBAImage` in memory.
  public static func encode(_ image: RGBAImage, hasAlpha: Bool = true, options: Options = Options()) throws -> [UInt8] {
    var bytes: [UInt8] = []
    let e = try PNGEncoder(width: image.width, height: image.height, hasAlpha: hasAlpha, options: options) {
      bytes.append(contentsOf: $0)
    }
    try image.pixels.withUnsafeBufferPointer { try e.writeRGBARows($0, rows: image.height) }
    return bytes
  }
}

/// How a `PNGEncoder` gets its deflater: Vellum's own (``vellum``, the only one the product
/// uses), or one that a test or benchmark of this package supplies (`VellumTestDeflaters` has
/// zlib and ISA-L's igzip).
package struct DeflaterChoice: Sendable, Equatable, CustomStringConvertible {
  /// Says which deflate and level, e.g. `vellum`, `zlib level 6`; two choices are equal when
  /// their names are.
  package let name: String
  /// A fresh deflater for one image: the encoder's hints for it, and whether it may deflate on
  /// other threads (`Options.deflatesConcurrently`).
  package let make: @Sendable (_ hints: DeflateEncoder.Hints, _ concurrent: Bool) throws -> any Deflater

  package init(
    name: String, make: @escaping @Sendable (_ hints: DeflateEncoder.Hints, _ concurrent: Bool) throws -> any Deflater
  ) {
    self.name = name
    self.make = make
  }

  /// Vellum's own encoder (`VellumDeflate.DeflateEncoder`, one level), in 512 KiB blocks on up
  /// to 4 cores (`ParallelDeflater`): Swift only, so the same bytes on every machine by
  /// construction.
  package static let vellum = DeflaterChoice(name: "vellum") { hints, concurrent in
    try ParallelDeflater(.vellum(hints), concurrent: concurrent)
  }

  package static func == (a: DeflaterChoice, b: DeflaterChoice) -> Bool { a.name == b.name }

  package var description: String { name }
}

/// A streaming deflate in zlib format: input goes in row by row, and each time `output` fills
/// (and at the end) its bytes go to `emit`.
package protocol Deflater: AnyObject {
  func compress(
    _ input: UnsafeMutableBufferPointer<UInt8>, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void) throws

  /// Where the next `length` bytes of input may be written in place (then `commit`), or nil.
  func space(for length: Int) -> UnsafeMutablePointer<UInt8>?

  /// Takes the `length` bytes written at `space(for:)` as the next input.
  func commit(
    _ length: Int, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void) throws

  /// Takes a copy of the last `length` bytes of input as the next input (a row that repeats the
  /// row above); false, and nothing taken, when the deflater cannot (then the caller writes the
  /// row itself).
  func commitRepeat(
    _ length: Int, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws -> Bool

  /// The CRC-64/XZ (`PixelDigest`) of all input so far, once the last input is in, when the
  /// deflater takes it (`ParallelDeflater`, on its threads); nil, and the encoder takes it.
  var inputDigest: UInt64? { get }
}

extension Deflater {
  /// Streaming deflaters take their input through `compress` only.
  package func space(for length: Int) -> UnsafeMutablePointer<UInt8>? { nil }

  /// Most deflaters leave the digest to the encoder.
  package var inputDigest: UInt64? { nil }

  package func commit(
    _ length: Int, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    preconditionFailure("commit without space")
  }

  package func commitRepeat(
    _ length: Int, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws -> Bool { false }
}

/// Converts one row of Cairo ARGB32 pixels (premultiplied, native-endian) to straight-alpha
/// RGB (`bytesPerPixel` 3) or RGBA (4) bytes, rounding to nearest.
package func unpremultiplyCairoRow(
  _ row: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, width: Int, bytesPerPixel bpp: Int
) {
  let src = UnsafeRawPointer(row).assumingMemoryBound(to: UInt32.self)
  if bpp == 3 {
    // RGB output is only chosen for opaque canvases, where every alpha is 255: no division,
    // only byte moves (SSSE3 shuffles where the CPU has them).
    vellum_argb32_to_rgb(src, dst, width)
    return
  }
  var o = 0
  for x in 0..<width {
    let p = src[x]
    let a = p >> 24
    var red = (p >> 16) & 0xFF
    var green = (p >> 8) & 0xFF
    var blue = p & 0xFF
    if a != 255 && a != 0 {
      red = (red * 255 + a / 2) / a
      green = (green * 255 + a / 2) / a
      blue = (blue * 255 + a / 2) / a
    }
    dst[o] = UInt8(truncatingIfNeeded: red)
    dst[o + 1] = UInt8(truncatingIfNeeded: green)
    dst[o + 2] = UInt8(truncatingIfNeeded: blue)
    if bpp == 4 { dst[o + 3] = UInt8(truncatingIfNeeded: a) }
    o += bpp
  }
}
