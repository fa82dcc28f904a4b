import Testing

@testable import VellumCairo
@testable import VellumLayout

@Suite struct RichTextRenderingTests {
  static let json = #"""
    {"vellum":1,"canvas":{"width":400,"scale":3},"root":{"stack":{"padding":20,"alignment":"leading","children":[
      {"text":{"runs":[
        {"string":"$","font":{"size":17,"weight":"semibold"},"baselineOffset":10},
        {"string":"79","font":{"size":34,"weight":"bold"}},
        {"string":" italic","italic":true},
        {"string":" code","monospaced":true},
        {"string":" Wide","font":{"size":22},"kern":2}]}}]}}}
    """#

  static func textFrame(_ tree: RenderTree) -> Rect? {
    tree.nodes.first { if case .text = $0.kind { true } else { false } }?.frame
  }

  /// The columns and rows holding ink (a channel sum more than 60 from the white background).
  static func ink(_ image: RGBAImage) -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
    var r = (minX: Int.max, maxX: -1, minY: Int.max, maxY: -1)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let i = (y * image.width + x) * 4
        let sum = Int(image.pixels[i]) + Int(image.pixels[i + 1]) + Int(image.pixels[i + 2])
        if 765 - sum > 60 { r = (min(r.minX, x), max(r.maxX, x), min(r.minY, y), max(r.maxY, y)) }
      }
    }
    return r
  }

  @Test func mixedRunsDrawWithinTheWidthTheyMeasured() throws {
    let renderer = try Renderer()
    let tree = renderer.layout(try document(Self.json))
    let frame = try #require(Self.textFrame(tree))
    let image = try renderer.renderImage(tree)
    let ink = Self.ink(image)
    // The measured width is the logical width: the ink ends within a side bearing of it.
    #expect(abs(Double(ink.minX) / 3 - frame.x) <= 1.5, "ink from \(Double(ink.minX) / 3), frame \(frame)")
    #expect(abs(Double(ink.maxX + 1) / 3 - frame.maxX) <= 1.5, "ink to \(Double(ink.maxX + 1) / 3), frame \(frame)")
    // Nothing spills above or below the frame (the raised "$" included).
    #expect(Double(ink.minY) / 3 >= frame.y - 0.34 && Double(ink.maxY + 1) / 3 <= frame.maxY + 0.34)
    // Same document, same bytes.
    #expect(image == (try renderer.renderImage(renderer.layout(try document(Self.json)))))
  }

  @Test func aLineIsAsTallAsItsLargestRun() throws {
    let renderer = try Renderer()
    let tree = renderer.layout(try document(Self.json))
    let frame = try #require(Self.textFrame(tree))
    // SF Pro's line at 34 pt (1.193 em), and a little for the raised "$".
    let line: Double = 34 * 2444 / 2048
    #expect(frame.height >= line - 0.01)
  }

  @Test func explicitLinesEndInAnEllipsisOnTheLastLineShown() throws {
    let renderer = try Renderer()
    let one = renderer.layout(
      try document(#"{"vellum":1,"canvas":{"width":300},"root":{"text":{"string":"First\nSecond"}}}"#))
    let plain = renderer.layout(
      try document(#"{"vellum":1,"canvas":{"width":300},"root":{"text":{"string":"First"}}}"#))
    let ellipsis = renderer.layout(
      try document(#"{"vellum":1,"canvas":{"width":300},"root":{"text":{"string":"First…"}}}"#))
    let r = try #require(Self.textFrame(one))
    #expect(r.height == (try #require(Self.textFrame(plain))).height)
    #expect(r.width == (try #require(Self.textFrame(ellipsis))).width)
  }
}
