/// A direct decoder for the PNGs Vellum itself writes and most screenshots use: 8-bit RGB or
/// RGBA, not interlaced, no transparency key. ``PNGRowReader`` inflates and un-filters the
/// rows chunk by chunk and they are widened into RGBA here, about half the work of libpng's
/// general path. Integrity still holds: every chunk's CRC-32 is checked (it covers the
/// compressed bytes); only zlib's Adler-32 of the uncompressed stream is skipped, which is the
/// costly part. Anything else returns nil so that ``PNGDecoder`` falls back to libpng.
enum DirectPNGDecoder {
  static func decode(_ data: [UInt8]) -> RGBAImage? {
    guard let reader = PNGRowReader(data, slots: 2) else { return nil }
    let (width, height) = (reader.width, reader.height)
    var ok = true
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
      var y = 0
      while y < height {
        guard let n = reader.read(), n > 0 else {
          ok = false
          break
        }
        for row in y..<y + n {
          widen(reader.row(row), channels: reader.channels, width: width, into: out.baseAddress! + row * width * 4)
        }
        y += n
      }
      count = ok ? width * height * 4 : 0
    }
    return ok ? RGBAImage(width: width, height: height, pixels: pixels) : nil
  }

  /// One row of 3- or 4-byte pixels as RGBA. A 3-byte row may be read one byte past its end
  /// (``PNGRowReader`` guarantees that byte exists).
  @inline(__always)
  static func widen(_ line: UnsafePointer<UInt8>, channels: Int, width: Int, into o: UnsafeMutablePointer<UInt8>) {
    if channels == 4 {
      o.update(from: line, count: width * 4)
      return
    }
    let source = UnsafeRawPointer(line)
    let target = UnsafeMutableRawPointer(o)
    for x in 0..<width {
      let rgb = source.loadUnaligned(fromByteOffset: 3 * x, as: UInt32.self)
      target.storeBytes(
        of: (UInt32(littleEndian: rgb) & 0x00FF_FFFF | 0xFF00_0000).littleEndian, toByteOffset: 4 * x, as: UInt32.self)
    }
  }
}
