import VellumImage

/// Small synthetic images for the comparator tests.
extension RGBAImage {
  static func filled(_ width: Int, _ height: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8) = (200, 200, 200, 255))
    -> RGBAImage
  {
    RGBAImage(width: width, height: height, fill: (rgba.0, rgba.1, rgba.2, rgba.3))
  }

  func setting(_ x: Int, _ y: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
    var copy = self
    let i = (y * width + x) * 4
    copy.pixels[i] = rgba.0
    copy.pixels[i + 1] = rgba.1
    copy.pixels[i + 2] = rgba.2
    copy.pixels[i + 3] = rgba.3
    return copy
  }

  func pixel(_ x: Int, _ y: Int) -> [UInt8] {
    let i = (y * width + x) * 4
    return Array(pixels[i..<i + 4])
  }
}

/// Minimal PNG writer (stored deflate blocks, filter NONE) so PNG-byte comparisons need no C.
/// RGBA8 by default; the other formats are the ones ``PNGRowReader`` leaves to libpng.
enum TinyPNG {
  enum Format {
    case rgba8
    /// 16 bits a sample: each 8-bit value `v` stored as `v * 257`, which libpng scales back to `v`.
    case rgba16
    /// Adam7-interlaced RGBA8.
    case interlaced
    /// 8-bit indices into a palette of the image's colours, with a tRNS chunk for alpha.
    case palette
  }

  static func encode(_ image: RGBAImage, format: Format = .rgba8) -> [UInt8] {
    func pixel(_ x: Int, _ y: Int) -> ArraySlice<UInt8> {
      image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4]
    }
    var raw: [UInt8] = []
    var header: [UInt8] = [8, 6, 0, 0, 0]
    var extra: [UInt8] = []
    var transparency: [UInt8] = []
    switch format {
    case .rgba8:
      for y in 0..<image.height {
        raw.append(0)
        raw += image.pixels[y * image.width * 4..<(y + 1) * image.width * 4]
      }
    case .rgba16:
      header = [16, 6, 0, 0, 0]
      for y in 0..<image.height {
        raw.append(0)
        for x in 0..<image.width { for v in pixel(x, y) { raw += [v, v] } }
      }
    case .interlaced:
      header = [8, 6, 0, 0, 1]
      let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
      for (x0, y0, dx, dy) in passes where x0 < image.width && y0 < image.height {
        for y in stride(from: y0, to: image.height, by: dy) {
          raw.append(0)
          for x in stride(from: x0, to: image.width, by: dx) { raw += pixel(x, y) }
        }
      }
    case .palette:
      header = [8, 3, 0, 0, 0]
      var colours: [[UInt8]] = []
      for y in 0..<image.height {
        raw.append(0)
        for x in 0..<image.width {
          let colour = Array(pixel(x, y))
          if let i = colours.firstIndex(of: colour) {
            raw.append(UInt8(i))
          } else {
            precondition(colours.count < 256, "more than 256 colours")
            raw.append(UInt8(colours.count))
            colours.append(colour)
          }
        }
      }
      extra = colours.flatMap { $0[0..<3] }
      transparency = colours.map { $0[3] }
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let n = min(65535, raw.count - offset)
      let last: UInt8 = offset + n == raw.count ? 1 : 0
      zlib += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
      zlib += raw[offset..<offset + n]
      offset += n
    } while offset < raw.count
    zlib += be32(adler32(raw))
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    out += chunk("IHDR", be32(UInt32(image.width)) + be32(UInt32(image.height)) + header)
    if !extra.isEmpty { out += chunk("PLTE", extra) + chunk("tRNS", transparency) }
    out += chunk("IDAT", zlib)
    out += chunk("IEND", [])
    return out
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(UInt32(data.count)) + body + be32(crc32(body))
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }

  static func be32(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
}
