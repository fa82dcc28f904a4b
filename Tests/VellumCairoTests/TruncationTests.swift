import Testing
import VellumLayout
import VellumModel

@testable import VellumCairo

/// Issue 26: layout decides what truncation cuts out of a text (`TextRun.elisions`, from Pango's
/// measurement), the dump shows it, and the painter draws that cut.
@Suite struct TruncationTests {
  static let font = FontDescriptor(size: 17, weight: .regular)
  static let sentence = "Truncated at the tail of its only line, as UILabel does"

  static func measure(
    _ string: String = sentence, width: Double = 150, lines: Int = 1, mode: LineBreakMode = .byTruncatingTail
  ) throws -> [TextElision] {
    let measurer = try Renderer().measurer(baseDirectory: ".")
    let m = measurer.measure(
      TextRequest(string: string, font: font, maxWidth: width, numberOfLines: lines, lineBreakMode: mode))
    return try #require(m.elisions)
  }

  @Test func aTailIsCutToTheEndAndAHeadFromTheStart() throws {
    let count = Self.sentence.utf8.count
    let tail = try Self.measure()
    #expect(tail.count == 1)
    #expect(tail.first?.range.upperBound == count && tail.first!.range.lowerBound > 10)
    #expect(tail.first?.ellipsis == "\u{2026}")
    let head = try Self.measure(mode: .byTruncatingHead)
    #expect(head.count == 1 && head.first?.range.lowerBound == 0 && head.first!.range.upperBound < count - 10)
    let middle = try Self.measure(mode: .byTruncatingMiddle)
    #expect(middle.count == 1)
    #expect(middle.first!.range.lowerBound > 5 && middle.first!.range.upperBound < count - 5)
    // Room for it all: nothing cut.
    #expect(try Self.measure(width: 1000) == [])
    #expect(try Self.measure(lines: 0) == [])
  }

  @Test func linesAfterTheLimitAreCutWithoutAnEllipsisUnlessTheModeTruncates() throws {
    let text = "One two three four five six seven eight nine ten"
    let clipped = try Self.measure(text, width: 80, lines: 2, mode: .byWordWrapping)
    #expect(clipped.count == 1 && clipped.first?.ellipsis == "" && clipped.first?.range.upperBound == text.utf8.count)
    // Paragraphs after the last line shown go with its ellipsis: "…the second…", not the third.
    let paragraphs = "Two lines: the first\nthe second\nand a third that never shows"
    let cut = try Self.measure(paragraphs, width: 300, lines: 2)
    let end = Array(paragraphs.utf8).firstIndex(of: 0x0A, after: 21)
    #expect(cut == [TextElision(range: end..<paragraphs.utf8.count)])
  }

  /// A NUL does not end the text (Pango is handed a C string): what follows it is measured and
  /// shown, and nothing is taken for cut.
  @Test func aNulDoesNotEndTheText() throws {
    let measurer = try Renderer().measurer(baseDirectory: ".")
    func measured(_ s: String) -> TextMeasurement {
      measurer.measure(TextRequest(string: s, font: Self.font, maxWidth: 300, numberOfLines: 1))
    }
    let withNul = measured("ab\u{0}cdef")
    #expect(withNul.size.width > measured("ab").size.width + 20)
    #expect(abs(withNul.size.width - measured("abcdef").size.width) < 1)
    #expect(withNul.elisions == [])
    // Cut after the NUL, offsets count it as the one byte it is.
    let cut = try Self.measure("x\u{0}" + Self.sentence)
    #expect(cut.first?.range.upperBound == Self.sentence.utf8.count + 2)
  }

  static let json = """
    {"vellum":1,"canvas":{"width":200,"scale":2},"root":{"stack":{"axis":"vertical","spacing":6,"children":[
      {"text":{"string":"\(sentence)","numberOfLines":1}},
      {"text":{"string":"Centred and far too long to fit on its line","numberOfLines":1,"alignment":"center"}},
      {"text":{"runs":[{"string":"Bold start, ","font":{"size":17,"weight":"bold"}},{"string":"then a plain tail that is cut"}],"numberOfLines":1}},
      {"text":{"string":"שלום עולם, וזה טקסט ארוך מדי לשורה אחת","numberOfLines":1}}
    ]}}}
    """

  /// The painter draws the tree's cut whichever layout it paints (the measured one, or one shaped
  /// again for a centred or attributed text): told of a cut Pango would not make, it shows that.
  @Test(arguments: [0, 1, 2, 3])
  func thePainterDrawsTheCutLayoutDecided(index: Int) throws {
    let renderer = try Renderer()
    let document = try DocumentDecoder.decode(Array(Self.json.utf8))
    let tree = renderer.layout(document)
    let texts = tree.nodes.indices.filter { if case .text = tree.nodes[$0].kind { true } else { false } }
    #expect(texts.count == 4)
    let i = texts[index]
    guard case .text(let run) = tree.nodes[i].kind else { return }
    let elision = try #require(run.elisions?.first, "\(run.string) is cut")
    #expect(tree.dump().contains(#"shows "\#(run.showingElisions().string)""#))
    #expect(run.showingElisions().string.hasSuffix("\u{2026}"))
    // Five characters more cut than Pango cuts.
    let kept = String(decoding: Array(run.string.utf8)[..<elision.range.lowerBound], as: UTF8.self)
    var told = run
    told.elisions = [TextElision(range: kept.dropLast(5).utf8.count..<elision.range.upperBound)]
    func painted(_ r: TextRun) throws -> RGBAImage {
      var t = tree
      t.nodes[i].kind = .text(r)
      return try renderer.renderImage(t)
    }
    let asMeasured = try painted(run)
    let asTold = try painted(told)
    // (Compared as Bools: an image's description is its every byte.)
    let differs = asTold != asMeasured
    #expect(differs)
    // The same pixels as a text that is the cut one, nothing left to truncate.
    let asShown = try painted(told.showingElisions()) == asTold
    #expect(asShown)
    // And told nothing (a measurer that does not say), Pango's own cut: the measured one.
    var unsaid = run
    unsaid.elisions = nil
    let asPango = try painted(unsaid) == asMeasured
    #expect(asPango)
  }
}

extension Array where Element == UInt8 {
  fileprivate func firstIndex(of byte: UInt8, after start: Int) -> Int {
    self[start...].firstIndex(of: byte) ?? count
  }
}
