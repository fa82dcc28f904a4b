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

  /// The C box blur is the plain definition: each byte the rounded mean of its channel's window
  /// around it, edges repeated, three passes each way, on every channel of interleaved pixels
  /// (one, or four), the bytes past a row's pixels untouched.
  @Test(arguments: [(1, 1, 1), (7, 3, 2), (40, 9, 3), (5, 64, 6), (13, 13, 20), (2, 400, 250)])
  func boxBlurIsTheRoundedMeanOfEachWindow(_ width: Int, _ height: Int, _ radius: Int) {
    for channels in [1, 4] {
      let stride = width * channels + 8
      var seed: UInt32 = 11
      let original = (0..<(stride * height)).map { _ -> UInt8 in
        seed = seed &* 1_103_515_245 &+ 12345
        return UInt8(seed >> 24)
      }
      var expected = original
      for channel in 0..<channels {
        func at(_ x: Int, _ y: Int) -> Int { y * stride + x * channels + channel }
        for _ in 0..<3 {
          for (count, length, horizontal) in [(height, width, true), (width, height, false)] {
            for l in 0..<count {
              let samples = (0..<length).map { Int(expected[horizontal ? at($0, l) : at(l, $0)]) }
              for i in 0..<length {
                let sum = (-radius...radius).reduce(0) { $0 + samples[min(max(i + $1, 0), length - 1)] }
                let window = 2 * radius + 1
                expected[horizontal ? at(i, l) : at(l, i)] = UInt8((sum + window / 2) / window)
              }
            }
          }
        }
      }
      var got = original
      let rc = got.withUnsafeMutableBufferPointer {
        vellum_box_blur($0.baseAddress!, width, height, stride, channels, radius)
      }
      #expect(rc == 0)
      #expect(got == expected, "\(width)×\(height) radius \(radius), \(channels) channels")
    }
  }
}
