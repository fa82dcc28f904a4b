import Testing
import VellumLayout
import VellumModel

@testable import VellumCairo

/// Measuring and drawing agree: a text given the width it measured stays on one line, at every
/// size and weight (Inter's tracking is positive below 13 pt, and Pango's breaker counted the
/// spacing after the last letter, so captions sized to their content wrapped: "Hom-e").
@Suite struct TextFitTests {
  @Test(arguments: [6.0, 8, 10, 11, 12, 12.5, 13, 15, 17, 20, 28, 34])
  func aTextFitsTheWidthItMeasured(_ size: Double) throws {
    let measurer = try Renderer().measurer(baseDirectory: "/tmp")
    for weight in [FontWeight.regular, .medium, .semibold, .bold] {
      for string in ["Home", "Profile", "Settings", "Wi-Fi", "iiii", "WWWW", "Mail 12"] {
        let font = FontDescriptor(size: size, weight: weight)
        let natural = measurer.measure(TextRequest(string: string, font: font, maxWidth: nil))
        let fitted = measurer.measure(TextRequest(string: string, font: font, maxWidth: natural.size.width))
        #expect(fitted.lineCount == 1, "\(string) at \(size) pt \(weight) wraps in its own width")
        #expect(fitted.size.width == natural.size.width)
        // A little narrower than that, a word breaks: the slack is no wider than the spacing.
        let narrower = measurer.measure(
          TextRequest(string: string, font: font, maxWidth: natural.size.width - max(0.05, 0.02 * size)))
        #expect(narrower.lineCount == 2, "\(string) at \(size) pt \(weight) fits a narrower width")
        #expect(narrower.size.width < natural.size.width)
      }
    }
  }
}

/// The issue's case: captions sized to their content in a row stay on one line, and centred
/// small text is drawn where it was measured.
@Suite struct SmallTextLayoutTests {
  @Test func captionsInARowKeepOneLine() throws {
    let json = #"""
      {"vellum":1,"canvas":{"width":390,"scale":3},"root":{"stack":{"axis":"horizontal","spacing":8,"children":[
        {"text":{"string":"Home","font":"caption2"}},{"text":{"string":"Profile","font":"caption2"}},
        {"text":{"string":"Settings","font":"caption1"}},{"text":{"string":"Home","font":{"size":10}}},{"spacer":{}}]}}}
      """#
    let tree = try Renderer().layout(try document(json))
    var heights: [String: Double] = [:]
    for n in tree.nodes { if case .text(let t) = n.kind { heights[t.string + " \(t.font.size)"] = n.frame.height } }
    try #require(heights.count == 4, "\(heights)")
    for (text, height) in heights {
      let size = Double(text.split(separator: " ").last!)!
      #expect(abs(height - SubstituteFont(size: size).lineHeight) < 0.01, "\(text) is \(height) pt tall: it wrapped")
    }
  }
}
