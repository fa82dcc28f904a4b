import Testing

@testable import VellumModel

@Suite struct RichTextDecodingTests {
  func decode(_ text: String) throws(Diagnostic) -> TextComponent {
    let d = try DocumentDecoder.decode(Array(#"{ "vellum": 1, "root": { "text": \#(text) } }"#.utf8))
    return d.root.value as! TextComponent
  }

  func error(_ text: String) -> String {
    do {
      _ = try decode(text)
      return ""
    } catch { return error.description }
  }

  @Test func aTextTakesRunsWithTheirAttributes() throws {
    let t = try decode(
      #"{ "runs": [ { "string": "Was " }, { "string": "$9", "strikethrough": true, "weight": "bold", "baselineOffset": 4 } ] }"#
    )
    #expect(t.content == .runs([.init("Was "), .init("$9", weight: .bold, strikethrough: true, baselineOffset: 4)]))
    #expect(t.string == "Was $9")
  }

  @Test func stringAndRunsTogetherAreAnErrorAtThePathOfTheSecond() {
    let e = error(#"{ "string": "a", "runs": [ { "string": "b" } ] }"#)
    #expect(e.contains("root.text.runs"), "\(e)")
    #expect(e.contains("\"string\" and \"runs\" are both given"), "\(e)")
  }

  @Test func aTextWithNoneOfTheThreeSaysWhatItNeeds() {
    let e = error(#"{ "font": "body" }"#)
    #expect(e.contains("root.text.string"), "\(e)")
    #expect(e.contains("missing \"string\""), "\(e)")
    #expect(e.contains("\"markdown\""), "\(e)")
  }

  @Test func aMisspeltRunKeyIsAnErrorSuggestingTheKey() {
    let e = error(#"{ "runs": [ { "string": "a" }, { "string": "b", "strikeThrough": true } ] }"#)
    #expect(e.contains("root.text.runs[1]"), "\(e)")
    #expect(e.contains("strikethrough"), "\(e)")
  }

  @Test func aRunWithoutStringIsAnError() {
    let e = error(#"{ "runs": [ { "color": "systemRed" } ] }"#)
    #expect(e.contains("root.text.runs[0].string"), "\(e)")
  }

  @Test func numberOfLinesDefaultsToOneAsUILabels() throws {
    #expect(try decode(#"{ "string": "a" }"#).numberOfLines == 1)
    #expect(try decode(#"{ "string": "a", "numberOfLines": 0 }"#).numberOfLines == 0)
  }

  @Test func runsAndMarkdownSurviveTheCanonicalEncoder() throws {
    for text in [
      #"{ "runs": [ { "string": "a", "italic": true, "color": "systemRed", "kern": 1 }, { "string": "b", "link": "https://x.y" } ] }"#,
      #"{ "markdown": "**a** b", "numberOfLines": 0 }"#,
    ] {
      let d = try DocumentDecoder.decode(Array(#"{ "vellum": 1, "root": { "text": \#(text) } }"#.utf8))
      let again = try DocumentDecoder.decode(Array(d.canonicalJSON().utf8))
      #expect(again.root.value as? TextComponent == d.root.value as? TextComponent)
    }
  }
}

@Suite struct MarkdownTests {
  typealias Run = TextComponent.Run

  @Test func boldItalicAndBoth() {
    #expect(
      Markdown.runs("a **b** *c* ***d***") == [
        Run("a "), Run("b", bold: true), Run(" "), Run("c", italic: true), Run(" "), Run("d", bold: true, italic: true),
      ])
    #expect(Markdown.runs("__b__ _c_") == [Run("b", bold: true), Run(" "), Run("c", italic: true)])
  }

  @Test func emphasisNests() {
    #expect(
      Markdown.runs("**bold *both* bold**") == [
        Run("bold ", bold: true), Run("both", bold: true, italic: true), Run(" bold", bold: true),
      ])
  }

  @Test func unclosedMarkersStayLiteral() {
    #expect(Markdown.runs("a ** b") == [Run("a ** b")])
    #expect(Markdown.runs("**open") == [Run("**open")])
    #expect(Markdown.runs("2 * 3 * 4") == [Run("2 * 3 * 4")])
    #expect(Markdown.runs("`open") == [Run("`open")])
    #expect(Markdown.runs("[no link] (x)") == [Run("[no link] (x)")])
  }

  @Test func underscoresInsideWordsAreLetters() {
    #expect(Markdown.runs("snake_case_name") == [Run("snake_case_name")])
  }

  @Test func backslashEscapesPunctuation() {
    #expect(Markdown.runs(#"\*not\* \\ \a"#) == [Run(#"*not* \ \a"#)])
  }

  @Test func codeIsMonospacedAndLiteral() {
    #expect(Markdown.runs("use `**x**` here") == [Run("use "), Run("**x**", monospaced: true), Run(" here")])
    #expect(Markdown.runs("`` a`b ``") == [Run("a`b", monospaced: true)])
  }

  @Test func strikethroughTakesTildes() {
    #expect(Markdown.runs("~~old~~ new") == [Run("old", strikethrough: true), Run(" new")])
  }

  @Test func linksKeepTheirURLAndTheirTextsEmphasis() {
    #expect(
      Markdown.runs("see [the **docs**](https://a.b/c_(d)) now") == [
        Run("see "), Run("the ", link: "https://a.b/c_(d)"), Run("docs", bold: true, link: "https://a.b/c_(d)"),
        Run(" now"),
      ])
  }

  @Test func whitespaceAndNewlinesAreKept() {
    #expect(Markdown.runs("a  *b*\nc") == [Run("a  "), Run("b", italic: true), Run("\nc")])
  }

  @Test func linksNestFourDeepAndADeeperBracketIsLiteral() {
    func nested(_ n: Int) -> String {
      String(repeating: "[", count: n) + "a" + (1...n).map { "](\($0))" }.joined()
    }
    #expect(Markdown.runs(nested(4)) == [Run("a", link: "1")])
    #expect(Markdown.runs(nested(5)) == [Run("[a](1)", link: "2")])
  }

  /// Texts at the 10,000-character limit that made the reader scan ahead from every marker
  /// (each `[` to the end for its `]`, each `](` for its `)`, each closer back over every
  /// piece, each link's text again): each takes a few milliseconds now, seconds before.
  @Test func markersAreReadInTimeLinearInTheText() {
    let texts = [
      String(repeating: "[", count: 10_000),
      String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000),
      String(repeating: "[a](", count: 2_500),
      String(repeating: "[`", count: 5_000),
      String(repeating: "[", count: 2_000) + "a" + String(repeating: "](u)", count: 2_000),
      String(repeating: "a* ", count: 3_333),
      String(repeating: "*a ", count: 1_666) + String(repeating: " a*", count: 1_666),
      String(repeating: "*_~a", count: 2_500),
    ]
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for text in texts { _ = Markdown.runs(text) }
    }
    // About 0.3 s in a debug build; the quadratic reading took over 20 s.
    #expect(elapsed < .seconds(4), "\(elapsed)")
    #expect(Markdown.runs(texts[0]) == [Run(texts[0])])
  }
}
