import Foundation
import Testing

@testable import VellumSnapshot

@Suite struct GalleryTests {
  func document(_ name: String, labels: [String] = [""], source: String = "{}") -> Gallery.Document {
    Gallery.Document(
      name: name, source: source,
      images: labels.map { l in
        Gallery.Image(label: l, path: "images/\(name)\(l.isEmpty ? "" : "." + l).png", width: 20, height: 10)
      })
  }

  @Test func lightAndDarkDocumentsPairUpAndEntriesSortByName() {
    let entries = Gallery.entries([
      document("controls/switch-dark"), document("lists/plain"), document("controls/switch-light"),
      document("lonely-dark"), document("a", labels: ["light", "dark"]),
    ])
    #expect(entries.map(\.name) == ["a", "controls/switch", "lists/plain", "lonely-dark"])
    #expect(entries[1].documents.map(\.name) == ["controls/switch-light", "controls/switch-dark"])
  }

  /// Names that differ only in `#`, `.`, `_` or a percent-encoded dot (`%2e`) keep their own
  /// anchors: one id per entry, each link pointing at its own entry.
  @Test func anchorsAreDistinctForNamesThatDifferOnlyInPunctuation() throws {
    let names = ["a#b", "a.b", "a_b", "a%2eb", "a%2Eb", "a/b", "a-b", "ab", "a b", "a\u{E9}b"]
    let html = Gallery.html(names.map { document($0) })
    let ids = html.components(separatedBy: "<article class=\"entry\" id=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(ids.count == names.count)
    #expect(Set(ids).count == names.count, "duplicate ids: \(ids.sorted())")
    for id in ids {
      #expect(html.contains("<a href=\"#\(id)\">"))
      #expect(id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }, "\(id)")
    }
    #expect(Gallery.anchor("controls/switch") == "d-controls_2Fswitch")
  }

  /// The page in headless Chromium: every entry shown, `?q=` filters by name (words in any
  /// order), sections without a match hide, and names and JSON from documents stay text.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: HTMLReportTests.chromium),
      "/usr/bin/chromium is not installed (apt-get install chromium)"),
    .timeLimit(.minutes(1)))
  func thePageFiltersByNameInHeadlessChromium() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    let hostile = #"<img src=x onerror="document.body.dataset.pwned=1">"#
    let docs = [
      document("controls/switch-light"), document("controls/switch-dark"),
      document("lists/plain", labels: ["light", "dark"]),
      document(
        "lists/" + hostile, source: #"{ "string": "</script><script>document.body.dataset.pwned2=1</script>" }"#),
    ]
    try FileManager.default.createDirectory(atPath: dir + "/images", withIntermediateDirectories: true)
    let page = dir + "/" + Gallery.fileName
    try Gallery.html(docs).write(toFile: page, atomically: true, encoding: .utf8)

    func body(_ query: String) throws -> (tag: String, dom: String) {
      let dom = try HTMLReportTests.dumpDOM(page, query: query, profile: dir + "/profile")
      let tag = try #require(dom.range(of: "<body[^>]*>", options: .regularExpression).map { String(dom[$0]) })
      #expect(tag.contains("data-ready=\"true\""), "the page's script did not finish: \(tag)")
      #expect(!tag.contains("pwned") && !tag.contains("data-script-error"), "\(tag)")
      return (tag, dom)
    }
    let all = try body("")
    #expect(all.tag.contains("data-shown=\"3\""))
    #expect(all.dom.contains("<strong id=\"shown-count\">3</strong>"))
    #expect(all.dom.contains("&lt;img src=x onerror=") && !all.dom.contains("<img src=\"x\""))
    let one = try body("?q=switch")
    #expect(one.tag.contains("data-shown=\"1\""))
    // The lists section has nothing left to show, so it hides too.
    #expect(one.dom.contains("<section class=\"folder hidden\">"))
    let words = try body("?q=plain%20LISTS")
    #expect(words.tag.contains("data-shown=\"1\""))
    let none = try body("?q=nothing-like-this")
    #expect(none.tag.contains("data-shown=\"0\"") && none.dom.contains("<p id=\"nothing\">"))
  }
}
