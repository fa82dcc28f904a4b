import CPango
import Testing
import VellumLayout
import VellumModel

@testable import VellumCairo

/// Plain texts are painted from the layouts the measurer made (`PangoMeasurer.measuredLayout`),
/// not shaped a second time, and that never changes a pixel.
@Suite struct MeasuredLayoutTests {
  static let json = """
    {"vellum":1,"canvas":{"width":240,"scale":3},"root":{"stack":{"axis":"vertical","spacing":6,"children":[
      {"text":{"string":"Plain"}},
      {"text":{"string":"A longer text that wraps onto a second line and a third","numberOfLines":0}},
      {"text":{"string":"Truncated at the tail of its only line, as UILabel does","numberOfLines":1}},
      {"text":{"string":"Centred","alignment":"center"}},
      {"text":{"string":"Inbox 📬"}},
      {"text":{"string":"שלום עולם"}}
    ]}}}
    """

  @Test func plainTextsArePaintedFromTheirMeasuredLayoutsWithTheSamePixels() throws {
    let renderer = try Renderer()
    let document = try DocumentDecoder.decode(Array(Self.json.utf8))
    let tree = renderer.layout(document)
    let runs = tree.nodes.compactMap { node -> TextRun? in
      if case .text(let run) = node.kind { return run }
      return nil
    }
    #expect(runs.count == 6)
    // The key the painter asks with: the run as it was measured.
    func request(_ run: TextRun) -> TextRequest { TextRequest(run) }
    let measurer = renderer.measurer(baseDirectory: ".")
    let plain = runs.filter { !PangoText.hasColourGlyphs($0.string) }
    #expect(plain.count == 5)
    #expect(!PangoMeasurer.keepsLayout(request(try #require(runs.first { PangoText.hasColourGlyphs($0.string) }))))
    // Every plain text's layout waits for the painter, under the key the painter asks with.
    for run in plain { #expect(measurer.holdsLayout(for: request(run)), "\(run.string)") }
    let first = try renderer.renderPNG(tree)
    // The left-aligned ones were handed to the painter; the centred one stays behind.
    for run in plain {
      #expect(measurer.holdsLayout(for: request(run)) == (run.alignment != .left), "\(run.string)")
    }
    // Laid out again, every measurement is a cache hit: no layout is kept, each is shaped anew.
    let again = renderer.layout(document)
    #expect(again == tree)
    #expect(try renderer.renderPNG(again) == first)
  }

  /// Layout decides where each text's lines break (`TextRun.lineStarts`, from its measurement at
  /// its wrap width), and the painter's layout breaks there and nowhere else.
  @Test func thePaintersLayoutBreaksWhereLayoutMeasured() throws {
    let renderer = try Renderer()
    let tree = renderer.layout(try DocumentDecoder.decode(Array(Self.json.utf8)))
    let runs = tree.nodes.compactMap { node -> TextRun? in
      if case .text(let run) = node.kind { return run }
      return nil
    }
    #expect(runs.allSatisfy { $0.lineStarts != nil })
    let wrapped = try #require(runs.first { $0.string.hasPrefix("A longer") })
    let starts = try #require(wrapped.lineStarts)
    #expect(!starts.isEmpty, "it wraps")
    let bytes = Array(wrapped.string.utf8)
    #expect(starts.allSatisfy { bytes[$0 - 1] == 0x20 }, "each line starts after a space")
    let context = renderer.measurer(baseDirectory: ".").context(.leftToRight)
    func lines(_ breaks: [Int]?) -> [Int]? {
      let layout = PangoText.makeLayout(
        context, string: wrapped.string, font: wrapped.font, maxWidth: wrapped.layoutWidth, numberOfLines: 0,
        lineBreakMode: wrapped.lineBreakMode, lineStarts: breaks)
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      return PangoText.measure(layout, string: wrapped.string, numberOfLines: 0, baselineShift: 0).lineStarts
    }
    #expect(lines(starts) == starts)
    // Told of no break, it keeps one line at that width; told of a break after the first word
    // only (where Pango would not break), it breaks there and nowhere else.
    #expect(lines([]) == [])
    let afterFirstWord = try #require(bytes.firstIndex(of: 0x20)) + 1
    #expect(!starts.contains(afterFirstWord))
    #expect(lines([afterFirstWord]) == [afterFirstWord])
  }
}
