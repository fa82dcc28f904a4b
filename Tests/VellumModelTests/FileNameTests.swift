import Testing

@testable import VellumModel

@Suite struct FileNameTests {
  @Test func namePartsHoldNoSeparatorAndNoDotDot() {
    for good in ["dark", "selected-disabled", "com.example.starred", "a_b", String(repeating: "a", count: 120)] {
      #expect(FileName.isSafePart(good), "\(good)")
    }
    for bad in [
      "", ".", "..", "a/b", "x/../../ESCAPE", "/abs", "a\u{0}b", "tab\t", "é", "a b",
      String(repeating: "a", count: 121),
    ] {
      #expect(!FileName.isSafePart(bad), "\(bad)")
    }
  }

  @Test func relativePathsStayInsideTheirFolder() {
    for good in ["cells/states.dark", "a", "lists/é ü.png", "a/.hidden"] {
      #expect(FileName.isContainedRelativePath(good), "\(good)")
    }
    for bad in ["", "/etc/passwd", "../x", "a/../../x", "a//b", "a/./b", "a/", "a\u{1B}b", "a\nb", "a\u{85}b"] {
      #expect(!FileName.isContainedRelativePath(bad), "\(bad)")
    }
  }

  @Test func defaultVariantNamesFromCustomKeysAreChecked() throws {
    func decode(_ variants: String) throws(Diagnostic) -> Document {
      try DocumentDecoder.decode(
        Array(#"{"vellum":1,"variants":\#(variants),"root":{"cell":{"content":{"text":"a"}}}}"#.utf8))
    }
    #expect(throws: Diagnostic.self) { try decode(#"{"state":[{"custom":{"x/../../../ESCAPE":true}}]}"#) }
    do {
      _ = try decode(#"{"state":[{"custom":{"a/b":true}}]}"#)
      Issue.record("accepted a key with a slash")
    } catch {
      #expect(error.path == "variants.state[0].custom.a/b")
      #expect(error.message.contains("becomes part of file names"))
    }
    // Dots are fine (UIKit's custom keys are often reverse-DNS), and a given name takes over.
    let dotted = try decode(#"{"state":[{"custom":{"com.example.starred":true}}]}"#)
    #expect(dotted.variants.combinations.map(\.suffix) == [".com.example.starred"])
    let named = try decode(#"{"state":[{"name":"odd","custom":{"x/../y":true}}]}"#)
    #expect(named.variants.combinations.map(\.suffix) == [".odd"])
  }

  @Test func controlCharactersAreEscapedVisibly() {
    #expect(ControlCharacters.escaped("plain é 日本") == "plain é 日本")
    #expect(
      ControlCharacters.escaped("\u{1B}]0;x\u{7}\r\n\t\u{0}\u{7F}\u{9B}") == "\\e]0;x\\u{7}\\r\\n\\t\\0\\u{7f}\\u{9b}")
    #expect(ControlCharacters.escaped("a\nb\tc\rd", keepingLines: true) == "a\nb\tc\\rd")
    let d = Diagnostic(path: "root.\u{1B}[2J", message: "bad \r12 passed", location: SourceLocation(line: 0, column: 0))
    #expect(d.description == "root.\\e[2J: bad \\r12 passed")
  }
}
