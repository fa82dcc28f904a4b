/// Adler-32 (RFC 1950 §8.2), the checksum that ends a zlib stream, computed 16 bytes at a
/// time in vector lanes.
public struct Adler32: Sendable, Equatable {
  static let modulus: UInt64 = 65521
  /// Bytes per chunk between reductions: small enough that no lane's running sums overflow.
  static let chunk = 1 << 16

  /// The checksum so far (the value of no bytes is 1).
  public private(set) var value: UInt32 = 1

  public init() {}

  /// A checksum whose value was computed elsewhere (by an optimised C routine, say).
  public init(value: UInt32) {
    self.value = value
  }

  /// The checksum of `bytes` alone.
  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    update(bytes)
  }

  /// Adds `bytes` to the checksum.
  public mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard var p = bytes.baseAddress else { return }
    var s1 = UInt64(value & 0xFFFF)
    var s2 = UInt64(value >> 16)
    var remaining = bytes.count
    while remaining > 0 {
      let n = min(remaining, Self.chunk)
      let groups = n / 16
      if groups > 0 {
        // Per lane l: sum of its bytes, and the sum of those sums after each group; byte i of
        // the chunk then weighs n - i in s2 (see the formula below).
        var sums = SIMD16<UInt32>()
        var running = SIMD16<UInt32>()
        for g in 0..<groups {
          let bytes = UnsafeRawPointer(p + g * 16).loadUnaligned(as: SIMD16<UInt8>.self)
          sums &+= SIMD16<UInt32>(truncatingIfNeeded: bytes)
          running &+= sums
        }
        let counted = groups * 16
        // s2 gains counted·s1 plus, for byte x at group g and lane l, (16·(groups − g) − l)·x.
        let lanes = SIMD16<UInt32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        let weighted = UInt64((sums &* lanes).wrappedSum())
        let byteSum = UInt64(sums.wrappedSum())
        s2 += UInt64(counted) * s1 + 16 * SIMD16<UInt64>(truncatingIfNeeded: running).wrappedSum() - weighted
        s1 += byteSum
      }
      for i in (groups * 16)..<n {
        s1 += UInt64(p[i])
        s2 += s1
      }
      s1 %= Self.modulus
      s2 %= Self.modulus
      p += n
      remaining -= n
    }
    value = UInt32(s2 << 16 | s1)
  }

  /// The checksum of `a`'s bytes followed by `b`'s, where `b` covered `lengthOfB` bytes.
  public static func combine(_ a: Adler32, _ b: Adler32, lengthOfB: Int) -> Adler32 {
    let m = modulus
    let length = UInt64(lengthOfB) % m
    let a1 = UInt64(a.value & 0xFFFF)
    let a2 = UInt64(a.value >> 16)
    let b1 = UInt64(b.value & 0xFFFF)
    let b2 = UInt64(b.value >> 16)
    // s1 = a1 + b1 − 1; s2 = a2 + b2 + length·a1 − length (b's sums started from 1, not a1).
    let s1 = (a1 + b1 + m - 1) % m
    let s2 = (a2 + b2 + length * a1 % m + m - length) % m
    var result = Adler32()
    result.value = UInt32(s2 << 16 | s1)
    return result
  }
}
