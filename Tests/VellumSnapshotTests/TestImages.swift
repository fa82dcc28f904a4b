import VellumCairo

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

/// Minimal PNG writer (RGBA8, stored deflate blocks) so PNG-byte comparisons need no C.
enum TinyPNG {
  static func encode(_ image: RGBAImage) -> [UInt8] {
    var raw: [UInt8] = []
    for y in 0..<image.height {
      raw.append(0)
      raw += image.pixels[y * image.width * 4..<(y + 1) * image.width * 4]
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
    out += chunk("IHDR", be32(UInt32(image.width)) + be32(UInt32(image.height)) + [8, 6, 0, 0, 0])
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
