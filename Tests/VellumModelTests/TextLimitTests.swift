import Foundation
import Testing

@testable import VellumModel

/// Issue item 7: a string is limited in characters (grapheme clusters), Unicode scalars and
/// UTF-8 bytes, and each character in scalars, so no cluster bomb reaches layout; real text of
/// every script fits.
@Suite struct TextLimitTests {
  func text(_ s: String) -> String {
    let escaped = s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    return #"{"vellum":1,"root":{"text":{"string":""# + escaped + #""}}}"#
  }

  @Test func aCombiningMarkBombIsRefusedAtOnceNamingThePath() {
    // "a" and 15 million combining acute accents: 30 MB, one character.
    let bomb = text("a" + String(repeating: "\u{301}", count: 15_000_000))
    let clock = ContinuousClock()
    var message = ""
    let elapsed = clock.measure { message = diagnostic(bomb) }
    #expect(
      message
        == "root.text.string: text is 30000001 bytes of UTF-8; the limit is 10000 characters, 40000 Unicode scalars and 160000 bytes (line 1, column 38)"
    )
    // The JSON parse itself is most of this; the limit is checked in constant time. Held
    // against refusing plain text of the same size (no clusters to count), so a loaded machine
    // slows both alike: counting the bomb's one huge character would take minutes.
    let plain = text(String(repeating: "ab", count: 15_000_000))
    let baseline = clock.measure { _ = diagnostic(plain) }
    #expect(elapsed < baseline * 3 + .seconds(1), "\(elapsed) against \(baseline) for plain text")
  }

  @Test func aZWJBombIsRefusedNamingThePath() {
    let bomb = text(Array(repeating: "\u{1F468}", count: 600_000).joined(separator: "\u{200D}"))
    #expect(
      diagnostic(bomb).hasPrefix(
        "root.text.string: text is 4199997 bytes of UTF-8; the limit is 10000 characters, 40000 Unicode scalars and 160000 bytes"
      ))
  }

  @Test func tooManyScalarsAreRefusedBeforeClustersAreCounted() {
    // 10,000 characters of four scalars each, and one more mark: 40,001 scalars.
    let s = String(repeating: "a\u{301}\u{301}\u{301}", count: 10_000) + "\u{301}"
    #expect(
      diagnostic(text(s))
        == "root.text.string: text is 40001 Unicode scalars; the limit is 10000 characters, 40000 Unicode scalars and 160000 bytes (line 1, column 38)"
    )
  }

  @Test func aCharacterOfMoreThan32ScalarsIsRefused() {
    let s = "ok " + "a" + String(repeating: "\u{301}", count: 32)
    #expect(
      diagnostic(text(s))
        == "root.text.string: character 4 is 33 Unicode scalars (combining marks or joined emoji); the limit is 32 a character (line 1, column 38)"
    )
    // A ZWJ sequence of 12 people (23 scalars) is one character and fits; of 17 (33) it does not.
    let twelve = Array(repeating: "\u{1F468}", count: 12).joined(separator: "\u{200D}")
    #expect(diagnostic(text(twelve)) == "decoded without error")
    let seventeen = Array(repeating: "\u{1F468}", count: 17).joined(separator: "\u{200D}")
    #expect(diagnostic(text(seventeen)).contains("character 1 is 33 Unicode scalars"))
  }

  @Test func limitsScaleWithAShorterFieldsLength() {
    // A badge is 20 characters: 80 scalars, 320 bytes.
    let badge = { (s: String) in
      #"{"vellum":1,"root":{"cell":{"accessories":[{"badge":{"text":""# + s + #""}}]}}}"#
    }
    #expect(diagnostic(badge("12")) == "decoded without error")
    #expect(
      diagnostic(badge(String(repeating: "e\u{301}\u{302}\u{303}", count: 20) + "\u{304}")).contains(
        "81 Unicode scalars; the limit is 20 characters, 80 Unicode scalars"))
  }

  /// Real text at the length limit: Zalgo-ish stacks of 30 marks (31 scalars a character),
  /// families with skin tones (11), Devanagari and Thai clusters, flags of subdivisions (7).
  @Test(arguments: [
    ("zalgo", String(repeating: "a" + String(repeating: "\u{301}\u{316}\u{353}", count: 10), count: 1_290)),
    ("families with skin tones", String(repeating: "👩🏽‍👩🏽‍👧🏽‍👦🏽", count: 3_600)),
    ("Devanagari", String(repeating: "क्षत्रिय स्त्री ", count: 10_000 / 8)),
    ("Thai", String(repeating: "น้ำแข็ง ", count: 10_000 / 6)),
    ("England's flag", String(repeating: "🏴󠁧󠁢󠁥󠁮󠁧󠁿", count: 5_000)),
    ("CJK", String(repeating: "東京", count: 5_000)),
  ])
  func realTextFits(_ name: String, _ s: String) {
    #expect(diagnostic(text(s)) == "decoded without error", "\(name): \(s.count) characters")
  }

  @Test func countingIsLinearAndCheap() {
    // The worst that passes the byte limit: one character of 40,000 scalars (refused), and
    // 40,000 scalars in 10,000 clusters (accepted), each counted many times over.
    let one = "a" + String(repeating: "\u{301}", count: 39_999)
    let many = String(repeating: "a\u{301}\u{301}\u{301}", count: 10_000)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for _ in 0..<20 {
        #expect(ObjectReader.textLimitProblem(one, maxLength: 10_000) != nil)
        #expect(ObjectReader.textLimitProblem(many, maxLength: 10_000) == nil)
      }
    }
    #expect(elapsed < .seconds(2), "\(elapsed)")
  }
}
