#if canImport(Glibc)
  import Glibc
#endif

/// An 8-bit RGBA image with straight (not premultiplied) alpha, rows top to bottom,
/// four bytes a pixel. The exchange format between the PNG codec, the painter and the
/// snapshot comparator.
public struct RGBAImage: Sendable, Equatable {
  public var width: Int
  public var height: Int
  /// `width * height * 4` bytes: R, G, B, A for each pixel.
  public var pixels: [UInt8]

  /// Equal sizes and equal bytes, compared with `memcmp` (quick in every build).
  public static func == (a: RGBAImage, b: RGBAImage) -> Bool {
    guard a.width == b.width, a.height == b.height, a.pixels.count == b.pixels.count else { return false }
    return a.pixels.withUnsafeBytes { x in
      b.pixels.withUnsafeBytes { y in
        guard let p = x.baseAddress, let q = y.baseAddress else { return true }
        return memcmp(p, q, x.count) == 0
      }
    }
  }

  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4)
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// A blank image filled with one colour.
  public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
    precondition(width >= 0 && height >= 0)
    self.width = width
    self.height = height
    var p = [UInt8](repeating: 0, count: width * height * 4)
    if fill != (0, 0, 0, 0), !p.isEmpty {
      // One pixel, then the filled part copied onto the rest, doubling: a few memcpys.
      p.withUnsafeMutableBufferPointer { b in
        let base = b.baseAddress!
        (base[0], base[1], base[2], base[3]) = (fill.r, fill.g, fill.b, fill.a)
        var filled = 4
        while filled < b.count {
          let n = min(filled, b.count - filled)
          (base + filled).update(from: base, count: n)
          filled += n
        }
      }
    }
    self.pixels = p
  }
}
