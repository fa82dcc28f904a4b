import Glibc
import Testing
import VellumModel

@testable import VellumCairo

/// Painting a text many strips tall costs about what laying it out costs, not strips × lines:
/// 5,000 letters with no break opportunity in a 20 pt column are 5,000 lines over ~780 strips.
@Suite struct TallTextPaintingTests {
  static func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  /// Leading, the text is painted from the layout measured; centred, it is laid out again.
  @Test(arguments: ["leading", "center"])
  func aTallTextPaintsInTimeLinearInItsLines(_ alignment: String) throws {
    let json =
      #"{"vellum":1,"canvas":{"width":20,"scale":1},"root":{"text":{"string":"\#(String(repeating: "W", count: 5_000))","numberOfLines":0,"alignment":"\#(alignment)"}}}"#
    let renderer = try Renderer()
    let document = try DocumentDecoder.decode(Array(json.utf8))
    _ = renderer.layout(try DocumentDecoder.decode(Array(#"{"vellum":1,"root":{"text":{"string":"W"}}}"#.utf8)))
    let start = Self.cpuSeconds()
    let tree = renderer.layout(document)
    let laidOut = Self.cpuSeconds()
    let image = try renderer.renderImage(tree)
    let painted = Self.cpuSeconds()
    #expect(image.height > 5_000 * 20)
    // A generous bound: drawing every line in every strip costs ~25 times the layout's time.
    #expect(
      painted - laidOut < 4 * (laidOut - start) + 0.1, "layout \(laidOut - start) s, painting \(painted - laidOut) s")
  }
}
