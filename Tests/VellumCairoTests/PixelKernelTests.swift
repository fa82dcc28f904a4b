import CVellumKernels
import Testing

@testable import VellumCairo

/// The SIMD conversion gives the scalar loop's bytes at every width, and never writes past the row.
@Suite struct PixelKernelTests {
  @Test func argbToRGBMatchesTheScalarLoopAndStaysInsideTheRow() {
    var seed: UInt32 = 5
    for width in Array(0...70) + [1170, 1171, 4095] {
      let pixels = (0..<width).map { _ -> UInt32 in
        seed = seed &* 1_103_515_245 &+ 12345
        return seed | 0xFF00_0000
      }
      // A guard byte pattern after the row catches stores past its end.
      var fast = [UInt8](repeating: 0xA5, count: 3 * width + 32)
      var slow = fast
      pixels.withUnsafeBufferPointer { src in
        fast.withUnsafeMutableBufferPointer { vellum_argb32_to_rgb(src.baseAddress, $0.baseAddress, width) }
        slow.withUnsafeMutableBufferPointer { vellum_argb32_to_rgb_scalar(src.baseAddress, $0.baseAddress, width) }
      }
      #expect(fast == slow, "width \(width)")
      #expect(fast[(3 * width)...].allSatisfy { $0 == 0xA5 }, "width \(width) wrote past the row")
      if width > 0 {
        let p = pixels[width - 1]
        #expect(
          Array(fast[(3 * width - 3)..<(3 * width)]) == [UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF)])
      }
    }
    #if arch(x86_64)
      // Every x86-64 CPU this runs on in practice has SSSE3 (2006 on): the vector path is tested.
      #expect(vellum_kernels_vectorized() == 1)
    #endif
  }
}
