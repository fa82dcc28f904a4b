import CZlib

/// A direct decoder for the PNGs Vellum itself writes and most screenshots use: 8-bit RGB or
/// RGBA, not interlaced, no transparency key. It inflates the image data in one pass straight
/// into a row buffer and un-filters it into RGBA, about half the work of libpng's general
/// path. Integrity still holds: every chunk's CRC-32 is checked (it covers the compressed
/// bytes); only zlib's Adler-32 of the uncompressed stream is skipped, which is the costly part.
/// Anything else returns nil so that ``PNGDecoder`` falls back to libpng.
enum DirectPNGDecoder {
  static func decode(_ data: [UInt8]) -> RGBAImage? {
    data.withUnsafeBufferPointer { decode($0) }
  }

  private static func decode(_ d: UnsafeBufferPointer<UInt8>) -> RGBAImage? {
    func be32(_ i: Int) -> Int { Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3]) }
    var offset = 8
    var width = 0
    var height = 0
    var channels = 0
    var idat: [Range<Int>] = []
    var sawEnd = false
    while offset + 12 <= d.count {
      let length = be32(offset)
      let type = (d[offset + 4], d[offset + 5], d[offset + 6], d[offset + 7])
      let body = offset + 8
      guard length >= 0, body + length + 4 <= d.count else { return nil }
      let crc = UInt32(truncatingIfNeeded: crc32(0, d.baseAddress! + offset + 4, UInt32(length + 4)))
      guard crc == UInt32(be32(body + length)) else { return nil }
      switch type {
      case (0x49, 0x48, 0x44, 0x52):  // IHDR
        guard length == 13, offset == 8 else { return nil }
        width = be32(body)
        height = be32(body + 4)
        let (depth, colour, compression, filter, interlace) = (
          d[body + 8], d[body + 9], d[body + 10], d[body + 11], d[body + 12]
        )
        guard depth == 8, colour == 2 || colour == 6, compression == 0, filter == 0, interlace == 0 else { return nil }
        channels = colour == 2 ? 3 : 4
      case (0x49, 0x44, 0x41, 0x54):  // IDAT
        idat.append(body..<body + length)
      case (0x74, 0x52, 0x4E, 0x53), (0x50, 0x4C, 0x54, 0x45):  // tRNS, PLTE: leave to libpng
        return nil
      case (0x49, 0x45, 0x4E, 0x44):  // IEND
        sawEnd = true
      default:
        break
      }
      if sawEnd { break }
      offset = body + length + 4
    }
    guard sawEnd, channels > 0, width > 0, height > 0, width <= PNGDecoder.maximumPixels,
      height <= PNGDecoder.maximumPixels, width * height <= PNGDecoder.maximumPixels, !idat.isEmpty
    else { return nil }

    let stride = width * channels
    // Two row buffers (this row and the one above), inflated into row by row: no buffer
    // for the whole uncompressed image, so a decode touches half the memory.
    let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (stride + 1))
    defer { rows.deallocate() }
    guard var inflater = RawInflater(d, idat) else { return nil }
    defer { inflater.end() }

    var ok = true
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
      for y in 0..<height {
        let row = rows + (y % 2) * (stride + 1)
        let line = row + 1
        let previous: UnsafeMutablePointer<UInt8>? = y == 0 ? nil : rows + ((y + 1) % 2) * (stride + 1) + 1
        guard inflater.fill(row, count: stride + 1),
          unfilter(type: row[0], line, previous: previous, count: stride, bpp: channels)
        else {
          ok = false
          break
        }
        let o = out.baseAddress! + y * width * 4
        if channels == 4 {
          o.update(from: line, count: stride)
        } else {
          for x in 0..<width {
            o[4 * x] = line[3 * x]
            o[4 * x + 1] = line[3 * x + 1]
            o[4 * x + 2] = line[3 * x + 2]
            o[4 * x + 3] = 255
          }
        }
      }
      count = ok ? width * height * 4 : 0
    }
    return ok ? RGBAImage(width: width, height: height, pixels: pixels) : nil
  }

  /// Raw-deflate inflation of the concatenated IDAT payloads (a zlib stream whose two-byte
  /// header is checked and skipped), handing out exactly the bytes asked for.
  private struct RawInflater {
    /// On the heap: zlib's state points back at its stream and refuses a moved one.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private let data: UnsafeBufferPointer<UInt8>
    private var parts: [Range<Int>]
    private var part = 0

    init?(_ data: UnsafeBufferPointer<UInt8>, _ parts: [Range<Int>]) {
      // Drop the zlib header (CM 8, no preset dictionary, header checksum), which may in
      // principle straddle two IDAT chunks.
      var ranges = parts.filter { !$0.isEmpty }
      var header: [UInt8] = []
      while header.count < 2, let first = ranges.first {
        header.append(data[first.lowerBound])
        ranges[0] = first.lowerBound + 1..<first.upperBound
        if ranges[0].isEmpty { ranges.removeFirst() }
      }
      self.data = data
      self.parts = ranges
      stream.initialize(to: z_stream())
      guard header.count == 2, header[0] & 0x0F == 8, header[1] & 0x20 == 0,
        (Int(header[0]) << 8 | Int(header[1])) % 31 == 0,
        inflateInit2_(stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
      else {
        stream.deallocate()
        return nil
      }
    }

    func end() {
      inflateEnd(stream)
      stream.deallocate()
    }

    /// Inflates exactly `count` bytes into `out`; false when the stream ends short or is corrupt.
    mutating func fill(_ out: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
      stream.pointee.next_out = out
      stream.pointee.avail_out = UInt32(count)
      while stream.pointee.avail_out > 0 {
        if stream.pointee.avail_in == 0 {
          guard part < parts.count else { return false }
          stream.pointee.next_in = UnsafeMutablePointer(mutating: data.baseAddress! + parts[part].lowerBound)
          stream.pointee.avail_in = UInt32(parts[part].count)
          part += 1
        }
        let rc = inflate(stream, Z_NO_FLUSH)
        if rc == Z_STREAM_END { return stream.pointee.avail_out == 0 }
        guard rc == Z_OK || (rc == Z_BUF_ERROR && stream.pointee.avail_in == 0) else { return false }
      }
      return true
    }
  }

  /// Reverses one row's PNG filter in place.
  private static func unfilter(
    type: UInt8, _ line: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>?, count: Int, bpp: Int
  ) -> Bool {
    switch type {
    case 0:
      return true
    case 1:
      if count > bpp { for i in bpp..<count { line[i] &+= line[i - bpp] } }
    case 2:
      if let up = previous { for i in 0..<count { line[i] &+= up[i] } }
    case 3:
      for i in 0..<count {
        let left = i >= bpp ? Int(line[i - bpp]) : 0
        let above = previous.map { Int($0[i]) } ?? 0
        line[i] &+= UInt8((left + above) >> 1)
      }
    case 4:
      for i in 0..<count {
        let a = i >= bpp ? Int(line[i - bpp]) : 0
        let b = previous.map { Int($0[i]) } ?? 0
        let c = i >= bpp ? (previous.map { Int($0[i - bpp]) } ?? 0) : 0
        let p = a + b - c
        let pa = abs(p - a)
        let pb = abs(p - b)
        let pc = abs(p - c)
        line[i] &+= UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
      }
    default:
      return false
    }
    return true
  }
}
