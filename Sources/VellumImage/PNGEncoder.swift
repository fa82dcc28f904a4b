import CIsal
import CVellumKernels
import CZlib
import VellumDeflate

/// A streaming PNG writer: rows go in strip by strip and compressed bytes come out through
/// `sink`, so memory stays flat for any height. Deterministic: no timestamps, and the same pixels
/// give the same bytes. It deflates with Vellum's own encoder (VellumDeflate) spread over the
/// cores by default (block by block, the same bytes whatever the cores or CPU), or with zlib
/// (on several cores or one), or ISA-L's igzip.
public final class PNGEncoder {
  /// The PNG row filter applied to every row.
  public enum Filter: UInt8, Sendable, CaseIterable {
    case none = 0
    case sub = 1
    case up = 2
    case average = 3
    case paeth = 4
  }

  /// The deflate implementation.
  public enum Compressor: String, Sendable, CaseIterable {
    /// ISA-L's igzip, levels 0–3: about 4.5 times faster than zlib at level 1, 6 % larger on
    /// list screens (bench/png.sh).
    case isal
    /// zlib, levels 0–9, one streaming deflate on the calling thread.
    case zlib
    /// zlib, levels 0–9, in 512 KiB blocks deflated on up to 4 cores while painting goes on
    /// (`ParallelDeflater`): the same bytes every time and on any machine; files about
    /// 0.1 % larger than `zlib`'s.
    case parallelZlib
    /// Vellum's own encoder (`VellumDeflate.DeflateEncoder`, one level), in the same 512 KiB
    /// blocks on up to 4 cores: Swift only, so the same bytes on every machine by construction.
    case vellum
  }

  public struct Options: Sendable, Equatable {
    /// The compressor's level (ISA-L 0–3, zlib 0–9; clamped to the compressor's range).
    public var level: Int32
    public var filter: Filter
    public var compressor: Compressor
    /// Whether `.vellum` and `.parallelZlib` deflate their blocks on Vellum's deflate threads
    /// while painting goes on (true), or one after another on the calling thread (false: one
    /// core, for callers that already encode one image per core, such as `vellum check`). The
    /// bytes are the same either way.
    public var deflatesConcurrently: Bool
    /// Vellum's own deflate with no filter, on several cores: the same bytes every time, about
    /// 5 % smaller and several times faster than zlib level 1 on list screens (no filter is
    /// 13 % smaller than UP; bench/README.md has the figures). `level` applies to zlib and
    /// ISA-L only. ISA-L (`.isal`)
    /// deflates faster still but, on the 2-core machine this was built on, gave the same pixels
    /// different (equally valid) bytes in a few files of every full run over Samples/
    /// (scripts/determinism.sh; never reproduced in a C harness), and byte-identical output is a
    /// promise Vellum keeps.
    public init(
      level: Int32 = 1, filter: Filter = .none, compressor: Compressor = .vellum, deflatesConcurrently: Bool = true
    ) {
      self.level = level
      self.filter = filter
      self.compressor = compressor
      self.deflatesConcurrently = deflatesConcurrently
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
    switch options.compressor {
    case .isal: deflater = try IsalDeflater(level: options.level)
    case .zlib: deflater = try ZlibDeflater(level: options.level)
    case .parallelZlib:
      deflater = try ParallelDeflater(.zlib(level: options.level), concurrent: options.deflatesConcurrently)
    case .vellum:
      deflater = try ParallelDeflater(
        .vellum(DeflateEncoder.Hints(bytesPerPixel: bpp, rowLength: width * bpp + 1)),
        concurrent: options.deflatesConcurrently)
    }
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
    let bpp = hasAlpha ? 4 : 3
    for r in 0..<rows {
      let base = r * width * 4
      for x in 0..<width {
        for c in 0..<bpp { raw[x * bpp + c] = rgba[base + x * 4 + c] }
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
    try filtered.withUnsafeMutableBufferPointer { input in
      try out.withUnsafeMutableBufferPointer { output in
        try deflater.compress(input, last: last, into: output) { try chunk("IDAT", Array($0)) }
      }
    }
    if last { try finish() }
  }

  /// Counts a row the converter wrote into the compressor's own input.
  private func commitRow(_ length: Int) throws {
    precondition(rowsWritten < height, "more rows than the image height")
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
    try chunk("IEND", [])
  }

  private func chunk(_ type: String, _ data: [UInt8]) throws {
    let typeBytes = Array(type.utf8)
    var c = crc32(0, typeBytes, 4)
    c = data.withUnsafeBufferPointer { crc32(c, $0.baseAddress, UInt32(data.count)) }
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

/// A streaming deflate in zlib format: input goes in row by row, and each time `output` fills
/// (and at the end) its bytes go to `emit`.
protocol Deflater: AnyObject {
  func compress(
    _ input: UnsafeMutableBufferPointer<UInt8>, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void) throws

  /// Where the next `length` bytes of input may be written in place (then `commit`), or nil.
  func space(for length: Int) -> UnsafeMutablePointer<UInt8>?

  /// Takes the `length` bytes written at `space(for:)` as the next input.
  func commit(
    _ length: Int, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void) throws
}

extension Deflater {
  /// Streaming deflaters take their input through `compress` only.
  func space(for length: Int) -> UnsafeMutablePointer<UInt8>? { nil }

  func commit(
    _ length: Int, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    preconditionFailure("commit without space")
  }
}

/// zlib's deflate (memLevel 9, the default strategy).
final class ZlibDeflater: Deflater {
  /// On the heap: zlib's state points back at its stream, which must therefore never move.
  private let stream: UnsafeMutablePointer<z_stream> = {
    let p = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    p.initialize(to: z_stream())
    return p
  }()

  init(level: Int32) throws {
    let rc = deflateInit2_(
      stream, min(max(level, 0), 9), Z_DEFLATED, 15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
      Int32(MemoryLayout<z_stream>.size))
    guard rc == Z_OK else { throw RenderError.internal("zlib deflateInit failed (\(rc))") }
  }

  deinit {
    deflateEnd(stream)
    stream.deallocate()
  }

  func compress(
    _ input: UnsafeMutableBufferPointer<UInt8>, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    let flush = last ? Z_FINISH : Z_NO_FLUSH
    stream.pointee.next_in = input.baseAddress
    stream.pointee.avail_in = UInt32(input.count)
    repeat {
      stream.pointee.next_out = output.baseAddress
      stream.pointee.avail_out = UInt32(output.count)
      let rc = deflate(stream, flush)
      guard rc == Z_OK || rc == Z_STREAM_END || rc == Z_BUF_ERROR else {
        throw RenderError.internal("zlib deflate failed (\(rc))")
      }
      let produced = output.count - Int(stream.pointee.avail_out)
      if produced > 0 { try emit(output[0..<produced]) }
      if last {
        if stream.pointee.avail_out != 0 { break }
      } else if stream.pointee.avail_in == 0 && stream.pointee.avail_out != 0 {
        break
      }
    } while true
  }
}

/// ISA-L's igzip in zlib format, with the level's default buffer. Rows are gathered into 256 KiB
/// before each call: fed one row at a time, igzip moves its 32 KiB history on every call, which
/// cost more than the compression itself.
final class IsalDeflater: Deflater {
  /// On the heap, like zlib's: the stream's internal state must not move.
  private let stream: UnsafeMutablePointer<isal_zstream> = {
    let p = UnsafeMutablePointer<isal_zstream>.allocate(capacity: 1)
    p.initialize(to: isal_zstream())
    return p
  }()
  private let levelBuffer: UnsafeMutableBufferPointer<UInt8>
  private let pending = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 18)
  private var pendingCount = 0

  init(level: Int32) throws {
    let level = Int(min(max(level, 0), 3))
    let size = withUnsafeBytes(of: vellum_isal_level_buffer) { $0.load(fromByteOffset: level * 4, as: UInt32.self) }
    levelBuffer = .allocate(capacity: Int(size))
    isal_deflate_init(stream)
    stream.pointee.gzip_flag = UInt16(IGZIP_ZLIB)
    stream.pointee.level = UInt32(level)
    stream.pointee.level_buf = levelBuffer.baseAddress
    stream.pointee.level_buf_size = size
    stream.pointee.flush = UInt16(NO_FLUSH)
  }

  deinit {
    stream.deallocate()
    levelBuffer.deallocate()
    pending.deallocate()
  }

  func compress(
    _ input: UnsafeMutableBufferPointer<UInt8>, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    var rest = UnsafeMutableBufferPointer(rebasing: input[...])
    repeat {
      let n = min(rest.count, pending.count - pendingCount)
      if n > 0 {
        UnsafeMutableRawPointer(pending.baseAddress! + pendingCount).copyMemory(
          from: rest.baseAddress!, byteCount: n)
        pendingCount += n
        rest = UnsafeMutableBufferPointer(rebasing: rest[n...])
      }
      let end = last && rest.isEmpty
      if pendingCount == pending.count || end {
        try deflate(UnsafeMutableBufferPointer(rebasing: pending[0..<pendingCount]), last: end, output, emit)
        pendingCount = 0
      }
    } while !rest.isEmpty
  }

  private func deflate(
    _ input: UnsafeMutableBufferPointer<UInt8>, last: Bool, _ output: UnsafeMutableBufferPointer<UInt8>,
    _ emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    stream.pointee.next_in = input.baseAddress
    stream.pointee.avail_in = UInt32(input.count)
    stream.pointee.end_of_stream = last ? 1 : 0
    repeat {
      stream.pointee.next_out = output.baseAddress
      stream.pointee.avail_out = UInt32(output.count)
      let rc = isal_deflate(stream)
      guard rc == COMP_OK else { throw RenderError.internal("ISA-L deflate failed (\(rc))") }
      let produced = output.count - Int(stream.pointee.avail_out)
      if produced > 0 { try emit(output[0..<produced]) }
      let done = last ? stream.pointee.internal_state.state == ZSTATE_END : stream.pointee.avail_in == 0
      if done && stream.pointee.avail_out != 0 { break }
    } while true
  }
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
