import Testing

@testable import VellumModel

@Suite struct TextEscapingTests {
  static let awkward = "a \"quoted\" \\ path\nline\ttab\rreturn \u{1}\u{1F}\u{7F} é 🇯🇵 </script> & 'x'"

  @Test func jsonQuotingEscapesWhatJSONRequiresAndUnquotesBack() throws {
    let quoted = TextEscaping.jsonQuoted(Self.awkward)
    #expect(
      quoted
        == #""a \"quoted\" \\ path\nline\ttab\rreturn \u0001\u001F\#u{7F} é 🇯🇵 </script> & 'x'""#)
    // The JSON parser reads it back to the same text, and so does the dump's unquoting.
    let parsed = try JSONParser.parse(Array(quoted.utf8))
    #expect(parsed.kind == .string(Self.awkward))
    let (back, end) = try #require(TextEscaping.jsonUnquoted(Substring(quoted + " rest")))
    #expect(back == Self.awkward)
    #expect((quoted + " rest")[end...] == " rest")
  }

  @Test func markupEscapingLeavesNoMarkupAndNoForbiddenCharacters() {
    let escaped = TextEscaping.markupEscaped(Self.awkward)
    #expect(
      escaped == "a &quot;quoted&quot; \\ path\nline\ttab\rreturn \u{7F} é 🇯🇵 &lt;/script&gt; &amp; &#39;x&#39;")
    #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 && !["\n", "\t", "\r"].contains($0) })
  }
}
