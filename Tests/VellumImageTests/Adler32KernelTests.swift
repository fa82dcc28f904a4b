import CVellumKernels
import CZlib
import Testing

/// `vellum_adler32`, every path this machine has (AVX-512BW, AVX2, portable), against zlib's
/// `adler32`.
@Suite struct Adler32KernelTests {
  static let paths = Array(0...vellum_adler32_support())

  @Test func everyPathGivesZlibsValue() {
    var seed: UInt32 = 3
    let noise = (0..<300_000).map { _ -> UInt8 in
      seed = seed &* 1_103_515_245 &+ 12345
      return UInt8(truncatingIfNeeded: seed >> 16)
    }
    // All 0xFF bytes are the worst case for the vector lanes and the portable loop's sums.
    let worst = [UInt8](repeating: 0xFF, count: 300_000)
    for data in [noise, worst] {
      data.withUnsafeBufferPointer { all in
        let base = all.baseAddress!
        // Every length around the vector steps, from unaligned starts, after a running value;
        // then lengths past the lanes' and zlib's limits (5,552; 512 and 1,024 steps).
        let lengths = Array(0...200) + [5551, 5552, 5553, 32 * 1024, 32 * 1024 + 1, 64 * 512 + 63, 65_536, 299_990]
        for length in lengths {
          for offset in [0, 1, 7] where offset + length <= all.count {
            for start: UInt32 in [1, 0xFFF0_FFF0] {
              let expected = UInt32(adler32(UInt(start), base + offset, UInt32(length)))
              for path in Self.paths {
                let value = vellum_adler32_using(Int32(path), start, base + offset, length)
                #expect(value == expected, "path \(path), \(length) bytes at \(offset), from \(start)")
              }
              #expect(vellum_adler32(start, base + offset, length) == expected)
            }
          }
        }
      }
    }
  }
}
