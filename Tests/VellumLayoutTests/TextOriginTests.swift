import Testing

@testable import VellumLayout

/// Issue 26: where a text's lines start (`TextRun.layoutOrigin`) is decided by the last step of
/// layout from each text's final frame (after mirroring and snapping), not by the painter.
@Suite struct TextOriginTests {
  /// The fixed-advance measurer, with a text origin that marks it: the alignment's offset, or
  /// -1 for runs not right-aligned, and 7 pt down.
  struct Marking: LayoutResources {
    let base = FixedAdvanceMeasurer()
    func measure(_ r: TextRequest) -> TextMeasurement { base.measure(r) }
    func imagePixelSize(_ path: String) -> Size? { nil }
    func textOrigin(_ run: TextRun, frameWidth: Double) -> Point {
      Point(x: run.alignment == .right ? frameWidth - run.layoutWidth : -1, y: 7)
    }
  }

  static func document(_ direction: String) -> String {
    #"{"vellum":1,"canvas":{"device":"iPhone 13","layoutDirection":"\#(direction)"},"root":{"navigationController":{"navigationBar":{"navigationBar":{"title":"Settings"}},"content":{"list":{"appearance":"insetGrouped","sections":[{"header":{"text":"General"},"items":[{"content":{"style":"valueCell","text":"Wi-Fi","secondaryText":"Home Network"}},{"content":{"text":"A longer title that wraps onto a second line in the row","secondaryText":"Subtitle"}}]}]}}}}}"#
  }

  @Test(arguments: ["leftToRight", "rightToLeft"])
  func everyTextStartsWhereItsFinalFrameSays(direction: String) throws {
    let document = try DocumentDecoder.decode(Array(Self.document(direction).utf8))
    let tree = LayoutEngine.layout(document, resources: Marking())
    let runs = tree.nodes.compactMap { n -> (frame: Rect, run: TextRun)? in
      guard case .text(let t) = n.kind else { return nil }
      return (n.frame, t)
    }
    #expect(runs.count >= 5)
    // Right to left, the natural alignment is the right (the mirrored rows' texts).
    #expect(runs.contains { $0.run.alignment == .right } == (direction == "rightToLeft"))
    for (frame, run) in runs {
      let x = run.alignment == .right ? frame.width - run.layoutWidth : -1
      #expect(run.layoutOrigin == Point(x: x, y: 7), "\(run.string)")
    }
  }

  /// A backend that adds nothing: a right-aligned run's lines end at its frame's right edge.
  @Test func theDefaultOriginIsTheAlignmentsOffset() {
    func run(_ alignment: ResolvedAlignment) -> TextRun {
      TextRun(
        string: "12:30", font: FontDescriptor(size: 17), color: .black, layoutWidth: 80, numberOfLines: 1,
        lineBreakMode: .byTruncatingTail, alignment: alignment, direction: .leftToRight)
    }
    let measurer = FixedAdvanceMeasurer()
    #expect(measurer.textOrigin(run(.right), frameWidth: 50) == Point(x: -30, y: 0))
    #expect(measurer.textOrigin(run(.left), frameWidth: 50) == Point(x: 0, y: 0))
    #expect(measurer.textOrigin(run(.center), frameWidth: 50) == Point(x: 0, y: 0))
  }
}
