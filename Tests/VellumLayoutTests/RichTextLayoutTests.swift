import Testing

@testable import VellumLayout

@Suite struct RichTextLayoutTests {
  func doc(_ text: String, width: Double = 390) -> String {
    #"{"vellum":1,"canvas":{"systemVersion":"18","width":\#(width),"scale":3},"root":{"stack":{"alignment":"leading","children":[{"text":\#(text)}]}}}"#
  }

  @Test func runsReachTheRenderTreeResolved() throws {
    let tree = try layout(
      doc(
        #"{"runs":[{"string":"Was "},{"string":"$9","font":{"size":30,"weight":"regular"},"bold":true,"italic":true,"strikethrough":true,"color":"systemRed"},{"string":" go","link":"https://x.y"}]}"#
      ))
    let (_, run) = try #require(tree.texts().first)
    #expect(run.string == "Was $9 go")
    #expect(run.spans.map(\.string) == ["Was ", "$9", " go"])
    #expect(run.spans[1].font == FontDescriptor(size: 30, weight: .bold, italic: true))
    #expect(run.spans[1].strikethrough)
    #expect(run.spans[1].color == Color(red: 1, green: 59 / 255, blue: 48 / 255))
    // A link is tinted, and the label reads as a link.
    #expect(run.spans[2].color.description == "#007AFF")
    let element = try #require(tree.accessibility.first { $0.element.label == "Was $9 go" })
    #expect(element.element.traits.contains(.link))
  }

  @Test func markdownBoldIsTheStylesEmphasizedWeight() throws {
    let tree = try layout(doc(#"{"markdown":"a **b**","font":"body"}"#))
    #expect(tree.texts()[0].1.spans.map(\.font.weight) == [.regular, .semibold])
    let title = try layout(doc(#"{"markdown":"**b**","font":"title1"}"#))
    #expect(title.texts()[0].1.spans[0].font.weight == .bold)
  }

  @Test func linesBreakAcrossRunsByTheirOwnAdvances() throws {
    // 17 pt: 8.5 pt a character; 34 pt: 17. "aaaa " (42.5) + "BBBB" (68) = 110.5 > 100.
    let tree = try layout(
      doc(#"{"numberOfLines":0,"runs":[{"string":"aaaa "},{"string":"BBBB","font":{"size":34}}]}"#, width: 100))
    let (frame, _) = tree.texts()[0]
    // Two lines, each as tall as its largest run: 1.2 × 17 and 1.2 × 34.
    #expect(frame.height == 20.4 + 40.8)
  }

  @Test func theBaselineIsTheLargestRuns() throws {
    let resources = FixedAdvanceMeasurer()
    let request = TextRequest(
      string: "ab", font: FontDescriptor(size: 17), maxWidth: 300,
      spans: [
        TextSpan(string: "a", font: FontDescriptor(size: 17), color: .black),
        TextSpan(string: "b", font: FontDescriptor(size: 40), color: .black),
      ])
    let m = resources.measure(request)
    #expect(m.firstBaseline == 38)
    #expect(m.firstLineHeight == 48)
  }

  @Test func numberOfLinesCutsRunsLines() throws {
    let text = #"{"numberOfLines":1,"runs":[{"string":"one two three four five six seven"}]}"#
    let tree = try layout(doc(text, width: 100))
    #expect(tree.texts()[0].0.height == 20.4)
    #expect(tree.texts()[0].1.numberOfLines == 1)
    let lines = try layout(doc(#"{"runs":[{"string":"one\ntwo"}]}"#))
    #expect(lines.texts()[0].0.height == 20.4)
  }

  @Test func theTreeDumpListsTheRunsUnderTheirText() throws {
    let tree = try layout(
      doc(
        #"{"runs":[{"string":"$","baselineOffset":6,"kern":1},{"string":"79","underline":true,"backgroundColor":"systemYellow","monospaced":true,"link":"https://x.y"}]}"#
      ))
    let dump = tree.dump()
    #expect(
      dump.contains(#""$79" 17 regular (Inter ×0.975×0.978 -0.217) #000000 wrap 26.5 left lines 1 byTruncatingTail"#),
      "\(dump)")
    #expect(dump.contains(#"  run "$" 17 regular (Inter ×0.975×0.978 -0.217) #000000 baseline 6 kern 1"#), "\(dump)")
    #expect(
      dump.contains(
        #"  run "79" 17 regular monospaced (DejaVu Sans Mono ×1×1 0) #007AFF background #FFCC00 underline link "https://x.y""#
      ), "\(dump)")
  }
}
