import Testing

@testable import VellumLayout

/// A truncated run as its lines show it (`TextRun.showingElisions()`): what the tree dump prints
/// and what the painter sets when its own layout would cut elsewhere.
@Suite struct ElisionTests {
  static let font = FontDescriptor(size: 17, weight: .regular)

  static func run(_ pieces: [String], elisions: [TextElision]?, lineStarts: [Int]? = nil) -> TextRun {
    var run = TextRun(
      string: pieces.joined(), font: font, color: .black, layoutWidth: 100, numberOfLines: 2,
      lineBreakMode: .byTruncatingMiddle, alignment: .left, direction: .leftToRight,
      spans: pieces.count > 1 ? pieces.map { TextSpan(string: $0, font: font, color: .black) } : [])
    run.elisions = elisions
    run.lineStarts = lineStarts
    return run
  }

  @Test func aTailCutEndsInItsEllipsisAndKeepsTheLinesBeforeIt() {
    let shown = Self.run(["Hello brave new world"], elisions: [TextElision(range: 8..<21)], lineStarts: [6])
      .showingElisions()
    #expect(shown.string == "Hello br…")
    #expect(shown.lineStarts == [6])
    #expect(shown.elisions == [] && shown.lineBreakMode == .byClipping)
    #expect(shown.spans.isEmpty)
  }

  @Test func anAttributedRunsEllipsisTakesTheRunOfTheFirstCharacterItStandsFor() {
    // "Hel|lo |brave |new world": bytes 3..<9 ("lo bra") cut, in the middle of two runs.
    let run = Self.run(["Hello ", "brave ", "new world"], elisions: [TextElision(range: 3..<9)], lineStarts: [6, 12])
    let shown = run.showingElisions()
    #expect(shown.string == "Hel…ve new world")
    #expect(shown.spans.map(\.string) == ["Hel…", "ve ", "new world"])
    // A line starting inside the cut goes; one after it moves back by what the cut took.
    #expect(shown.lineStarts == [9])
  }

  @Test func aRunCutWholeGoesUnlessItHoldsTheEllipsis() {
    let run = Self.run(["One ", "two ", "three"], elisions: [TextElision(range: 2..<8, ellipsis: "...")])
    #expect(run.showingElisions().spans.map(\.string) == ["On...", "three"])
    // Hidden lines have no ellipsis: what is left is the text before them.
    let clipped = Self.run(["One ", "two ", "three"], elisions: [TextElision(range: 4..<13, ellipsis: "")])
    #expect(clipped.showingElisions().spans.map(\.string) == ["One "])
    #expect(clipped.showingElisions().string == "One ")
  }

  @Test func severalCutsAndNoCuts() {
    let run = Self.run(
      ["abcdefghij"], elisions: [TextElision(range: 1..<3, ellipsis: "…"), TextElision(range: 6..<10, ellipsis: "")])
    #expect(run.showingElisions().string == "a…def")
    let whole = Self.run(["abc"], elisions: [])
    #expect(whole.showingElisions() == whole)
  }

  /// The dump says what a truncated text shows; an uncut one's line is as before.
  @Test func theDumpShowsWhereATextIsCut() {
    func dump(_ run: TextRun) -> String {
      RenderTree(
        size: Size(width: 100, height: 40), scale: 1, background: .white, layoutDirection: .leftToRight,
        nodes: [RenderNode(frame: Rect(x: 0, y: 0, width: 100, height: 40), kind: .text(run))]
      ).dump()
    }
    let cut = dump(Self.run(["Hello brave new world"], elisions: [TextElision(range: 8..<21)]))
    #expect(cut.contains(#"byTruncatingMiddle shows "Hello br…""#))
    #expect(!dump(Self.run(["Hello"], elisions: [])).contains(" shows "))
    #expect(!dump(Self.run(["Hello"], elisions: nil)).contains(" shows "))
  }
}
