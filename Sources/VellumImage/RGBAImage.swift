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
    if fill != (0, 0, 0, 0) {
      for i in stride(from: 0, to: p.count, by: 4) {
        p[i] = fill.r
        p[i + 1] = fill.g
        p[i + 2] = fill.b
        p[i + 3] = fill.a
      }
    }
    self.pixels = p
  }
}
