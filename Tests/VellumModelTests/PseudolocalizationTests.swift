import Foundation
import Testing

@testable import VellumModel

@Suite struct PseudolocalizationTests {
  /// The transformed text without the invisible marker that stops a second transform.
  func shown(_ p: Pseudolanguage, _ s: String, verbatim: Set<String> = []) -> String {
    String(String.UnicodeScalarView(p.transform(s, verbatim: verbatim).unicodeScalars.filter { $0 != "\u{2060}" }))
  }

  @Test func accentedKeepsTheLengthAndAccentsEveryLatinLetter() {
    #expect(shown(.accented, "Settings") == "Šéţţîñĝš")
    #expect(shown(.accented, "Wi-Fi & Bluetooth") == "Ŵî-Ƒî & Ɓļûéţööţĥ")
    let all = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    let accented = shown(.accented, all)
    #expect(accented.unicodeScalars.count == all.unicodeScalars.count)
    #expect(zip(all.unicodeScalars, accented.unicodeScalars).allSatisfy { $0 != $1 })
    // Letters beyond Latin are left alone.
    #expect(shown(.accented, "東京 Tokyo") == "東京 Ţöķýö")
  }

  @Test func longIsAboutFortyPercentLongerWithBracketsAtTheEnds() {
    #expect(shown(.long, "Settings") == "[Settings one]")
    #expect(shown(.long, "Airplane Mode") == "[Airplane Mode one]")
    #expect(shown(.long, "On") == "[On]")
    let sentence = "Allow notifications to show on the Lock Screen and in Notification Centre."
    let long = shown(.long, sentence)
    let growth = Double(long.count) / Double(sentence.count)
    #expect(growth >= 1.35 && growth <= 1.5, "\(growth)")
    #expect(long.hasPrefix("[Allow") && long.hasSuffix("]"))
  }

  @Test func rtlRunsTheTextRightToLeft() {
    #expect(
      Array(Pseudolanguage.rtl.transform("Mail").unicodeScalars) == [
        "\u{2060}", "\u{202E}", "M", "a", "i", "l", "\u{202C}",
      ])
    #expect(Pseudolanguage.rtl.mirrors && Pseudolanguage.all.mirrors && !Pseudolanguage.long.mirrors)
    #expect(shown(.all, "Edit") == "\u{202E}[Éðîţ]\u{202C}")
  }

  @Test func numbersPlaceholdersAndVerbatimStringsStay() {
    for s in ["9:41", "64", "$4.99", "12 / 20", ""] {
      #expect(Pseudolanguage.all.transform(s) == s, "\(s)")
    }
    #expect(
      shown(.accented, "%@ of %1$d items, {count} left, 50%% done") == "%@ öƒ %1$d îţéɱš, {count} ļéƒţ, 50%% ðöñé")
    #expect(shown(.accented, "{not a placeholder}") == "{ñöţ á þļáçéĥöļðéŕ}")
    #expect(Pseudolanguage.all.transform("Kyoto", verbatim: ["Kyoto"]) == "Kyoto")
    #expect(Pseudolanguage.none.transform("Settings") == "Settings")
  }

  /// The whole printf grammar: `%[argnum$][flags][width|*][.precision|.*][length]conversion`.
  @Test(arguments: [
    "%n", "%*d", "%.*f", "%'d", "%1$@", "%2$*1$d", "%-+ #0'12.4lld", "%hhx", "%hd", "%ld", "%lld", "%qd", "%Lf",
    "%zu", "%td", "%jd", "%#o", "%X", "%F", "%e", "%E", "%g", "%G", "%a", "%A", "%c", "%s", "%p", "%i", "%u",
    "%%", "%@", "%.2f", "%05.1f", "%*.*e", "%3$.*2$f", "%'.0f",
  ])
  func printfPlaceholdersSurviveEveryPseudolanguage(_ placeholder: String) {
    let string = "Sent \(placeholder) messages"
    for p in Pseudolanguage.allCases {
      let shown = Pseudolanguage.removingMarks(p.transform(string))
      #expect(shown.contains(placeholder), "\(p): \(shown)")
    }
    #expect(shown(.accented, string) == "Šéñţ \(placeholder) ɱéššáĝéš")
  }

  @Test func manyOpenBracesStayLinear() {
    let s = String(repeating: "{a", count: 20_000)
    let clock = ContinuousClock()
    let elapsed = clock.measure { _ = Pseudolanguage.accented.transform(s) }
    #expect(elapsed < .seconds(2), "\(elapsed)")
  }

  @Test func aTransformedStringIsNeverTransformedAgain() {
    for p in Pseudolanguage.allCases {
      let once = p.transform("Notifications")
      #expect(p.transform(once) == once)
    }
  }

  @Test func canvasAndVariantsDecodeIt() throws {
    let d = try DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"canvas":{"pseudo":"long","verbatim":["Kyoto"]},"variants":{"pseudo":["none","accented","rtl"]},"root":{"text":{"string":"Hi"}}}"#
          .utf8))
    #expect(d.canvas.pseudo == .long && d.canvas.verbatim == ["Kyoto"])
    #expect(d.images(named: "doc").map(\.suffix) == [".pseudoNone", ".pseudoAccented", ".pseudoRTL"])
    #expect(d.images(named: "doc").map(\.document.canvas.pseudo) == [.none, .accented, .rtl])

    let bad = #"{"vellum":1,"canvas":{"pseudo":"acented"},"root":{"text":{"string":"Hi"}}}"#
    #expect {
      try DocumentDecoder.decode(Array(bad.utf8))
    } throws: { error in
      let d = error as! Diagnostic
      return d.path == "canvas.pseudo" && d.message.contains("did you mean \"accented\"")
    }
  }
}
