import Testing
import VellumCairo
import VellumSnapshot

/// Full-resolution iPhone screenshots (1170×2532) must compare well under 100 ms in
/// release builds; debug builds only check the results.
@Suite struct PerformanceTests {
  static let (expected, actual): (RGBAImage, RGBAImage) = {
    let (w, h) = (1170, 2532)
    var pixels = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h {
      for x in 0..<w {
        let i = (y * w + x) * 4
        pixels[i] = UInt8(truncatingIfNeeded: x)
        pixels[i + 1] = UInt8(truncatingIfNeeded: y)
        pixels[i + 2] = UInt8(truncatingIfNeeded: x ^ y)
        pixels[i + 3] = 255
      }
    }
    var changed = pixels
    for y in stride(from: 100, to: 2400, by: 3) {
      for x in 200..<260 { changed[(y * w + x) * 4] &+= 60 }
    }
    return (RGBAImage(width: w, height: h, pixels: pixels), RGBAImage(width: w, height: h, pixels: changed))
  }()

  static func timed(_ options: ComparisonOptions) -> (ComparisonResult, Duration) {
    let clock = ContinuousClock()
    var result: ComparisonResult?
    let elapsed = clock.measure { result = ImageComparison.compare(expected: expected, actual: actual, options: options) }
    return (result!, elapsed)
  }

  @Test(arguments: [PixelMetric.exact, .pixelmatch()])
  func largeImages(metric: PixelMetric) {
    _ = Self.expected
    let (result, elapsed) = Self.timed(ComparisonOptions(metric: metric))
    #expect(result.diffPixels > 0 && result.diffImage != nil)
    #if !DEBUG
      #expect(elapsed < .milliseconds(100), "compare took \(elapsed)")
    #endif
  }

  @Test func identicalLargeImages() {
    let copy = RGBAImage(width: Self.expected.width, height: Self.expected.height, pixels: Array(Self.expected.pixels))
    let clock = ContinuousClock()
    var result: ComparisonResult?
    let elapsed = clock.measure { result = ImageComparison.compare(expected: Self.expected, actual: copy) }
    #expect(result?.identical == true)
    #if !DEBUG
      #expect(elapsed < .milliseconds(20), "compare took \(elapsed)")
    #endif
  }
}
