import CZlib

/// A streaming PNG writer over zlib: rows go in strip by strip and compressed bytes come
/// out through `sink`, so memory stays flat for any height. Deterministic: no timestamps, and
/// the same pixels give the same bytes.
public final class PNGEncoder {
  /// The PNG row filter applied to every row.
  public enum Filter: UInt8, Sendable, CaseIterable {
    case none = 0
    case sub = 1
    case up = 2
    case average = 3
    case paeth = 4
  }

  public struct Options: Sendable, Equatable {
    /// zlib level 0–9.
    public var level: Int32
    public var filter: Filter
    /// Level 1 with no filter: as fast as any setting measured and 13 % smaller than UP on
    /// list screens (bench/README.md has the figures).
    public init(level: Int32 = 1, filter: Filter = .none) {
      self.level = level
      self.filter = filter
    }
  }

  public let width: Int
  public let height: Int
  /// RGBA (colour type 6) when true, RGB (colour type 2) otherwise.
  public let hasAlpha: Bool
  private let sink: ([UInt8]) throws -> Void
  /// On the heap: zlib's state points back at its stream, which must therefore never move.
  private let stream: UnsafeMutablePointer<z_stream> = {
    let p = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    p.initialize(to: z_stream())
    return p
  }()
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
    let rc = deflateInit2_(
      stream, options.level, Z_DEFLATED, 15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard rc == Z_OK else { throw RenderError.internal("zlib deflateInit failed (\(rc))") }
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

  deinit {
    deflateEnd(stream)
    stream.deallocate()
  }

  /// Writes rows from a Cairo ARGB32 buffer (premultiplied, native-endian 32-bit pixels).
  public func writeCairoRows(_ data: UnsafePointer<UInt8>, stride: Int, rows: Int) throws {
    let bpp = hasAlpha ? 4 : 3
    for r in 0..<rows {
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
            for i in 0..<n { f[i + 1] = cur[i] }
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
    rowsWritten += 1
    try deflateInput(&filtered, flush: rowsWritten == height ? Z_FINISH : Z_NO_FLUSH)
    if rowsWritten == height { try finish() }
  }

  private func deflateInput(_ input: inout [UInt8], flush: Int32) throws {
    let count = input.count
    try input.withUnsafeMutableBufferPointer { inp in
      stream.pointee.next_in = inp.baseAddress
      stream.pointee.avail_in = UInt32(count)
      repeat {
        let produced: Int = try out.withUnsafeMutableBufferPointer { o in
          stream.pointee.next_out = o.baseAddress
          stream.pointee.avail_out = UInt32(o.count)
          let rc = deflate(stream, flush)
          guard rc == Z_OK || rc == Z_STREAM_END || rc == Z_BUF_ERROR else {
            throw RenderError.internal("zlib deflate failed (\(rc))")
          }
          return o.count - Int(stream.pointee.avail_out)
        }
        if produced > 0 { try chunk("IDAT", Array(out[0..<produced])) }
        if flush == Z_FINISH {
          if stream.pointee.avail_out != 0 { break }
        } else if stream.pointee.avail_in == 0 && stream.pointee.avail_out != 0 {
          break
        }
      } while true
    }
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

/// Converts one row of Cairo ARGB32 pixels (premultiplied, native-endian) to straight-alpha
/// RGB (`bytesPerPixel` 3) or RGBA (4) bytes, rounding to nearest.
func unpremultiplyCairoRow(
  _ row: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, width: Int, bytesPerPixel bpp: Int
) {
  let src = UnsafeRawPointer(row).assumingMemoryBound(to: UInt32.self)
  if bpp == 3 {
    // RGB output is only chosen for opaque canvases, where every alpha is 255: no division.
    for x in 0..<width {
      let p = src[x]
      dst[3 * x] = UInt8(truncatingIfNeeded: p >> 16)
      dst[3 * x + 1] = UInt8(truncatingIfNeeded: p >> 8)
      dst[3 * x + 2] = UInt8(truncatingIfNeeded: p)
    }
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
