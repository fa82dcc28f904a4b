import Glibc
import Testing
import VellumModel

@testable import VellumCairo

/// Painting texts many strips tall costs about what laying them out costs, not strips × lines:
/// letters with no break opportunity in a 20 pt column are a line each, over hundreds of strips.
@Suite struct TallTextPaintingTests {
  static func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  /// The thread's CPU seconds laying `json` out and painting it, after a warm-up render.
  static func layoutAndPainting(_ json: String) throws -> (layout: Double, painting: Double) {
    let renderer = try Renderer()
    let document = try DocumentDecoder.decode(Array(json.utf8))
    _ = renderer.layout(try DocumentDecoder.decode(Array(#"{"vellum":1,"root":{"text":{"string":"W"}}}"#.utf8)))
    let start = cpuSeconds()
    let tree = renderer.layout(document)
    let laidOut = cpuSeconds()
    let image = try renderer.renderImage(tree)
    let painted = cpuSeconds()
    #expect(image.height > 4_000, "a tall canvas")
    return (laidOut - start, painted - laidOut)
  }

  /// 5,000 lines in one column. Leading, the text is painted from the layout measured; centred,
  /// it is laid out again.
  @Test(arguments: ["leading", "center"])
  func aTallTextPaintsInTimeLinearInItsLines(_ alignment: String) throws {
    let t = try Self.layoutAndPainting(
      #"{"vellum":1,"canvas":{"width":20,"scale":1},"root":{"text":{"string":"\#(String(repeating: "W", count: 5_000))","numberOfLines":0,"alignment":"\#(alignment)"}}}"#
    )
    // A generous bound: drawing every line in every strip costs ~25 times the layout's time.
    #expect(t.painting < 4 * t.layout + 0.1, "layout \(t.layout) s, painting \(t.painting) s")
  }

  /// 18 columns of 240 lines side by side, more texts than the painter keeps by count: each is
  /// laid out once, not once a strip.
  @Test func tallTextsSideBySidePaintInTimeLinearInTheirLines() throws {
    let columns = (0..<18).map { i in
      #"{"text":{"string":"\#(String(repeating: "W", count: 240))\#(i)","numberOfLines":0}}"#
    }
    let t = try Self.layoutAndPainting(
      #"{"vellum":1,"canvas":{"width":360,"scale":1},"root":{"stack":{"axis":"horizontal","distribution":"fillEqually","children":[\#(columns.joined(separator: ","))]}}}"#
    )
    // Laying all 18 out again in each of ~40 strips costs ~30 times the layout's time.
    #expect(t.painting < 3 * t.layout + 0.1, "layout \(t.layout) s, painting \(t.painting) s")
  }
}
