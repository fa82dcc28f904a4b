import Foundation
import Testing
import VellumCairo
import VellumModel
import VellumSnapshot

/// `Document(contentsOf:)` on documents whose custom symbols are hostile, in the test's own
/// process (as a user's `swift test` loads them): each is refused with the symbol's JSON path,
/// its file and the SVG's line or the limit, and the process lives on.
@Suite struct CustomSymbolLoadingTests {
  /// A folder holding `files` and `doc.json` with `root`; the refusal loading it, nil when it loads.
  static func refusal(_ root: String, files: [String: String]) -> Diagnostic? {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    for (name, text) in files { Fixtures.write(text, to: dir + "/" + name) }
    Fixtures.write(#"{"vellum":1,"root":\#(root)}"#, to: dir + "/doc.json")
    do {
      _ = try Document(contentsOfFile: dir + "/doc.json")
      return nil
    } catch {
      #expect(error.diagnostic != nil, "\(error)")
      return error.diagnostic
    }
  }

  @Test func anArcWhoseNumbersOverflowIsRefusedAndTheProcessLivesOn() throws {
    let svg = "<svg viewBox=\"0 0 24 24\">\n<path d=\"M0 0 A1e400 1 0 0 1 10 10\" stroke=\"black\"/></svg>"
    let refused = try #require(Self.refusal(#"{"image":{"symbolFile":"arc.svg"}}"#, files: ["arc.svg": svg]))
    #expect(refused.path == "root.image.symbolFile")
    #expect(refused.message.contains(#"symbol file "arc.svg""#), "\(refused)")
    #expect(refused.message.contains("SVG line 2: the number 1e400 is out of range"), "\(refused)")
    // Radii too small to reach are scaled up, as SVG says: the symbol draws.
    let tiny = #"<svg viewBox="0 0 24 24"><path d="M10 10 A1e-300 1e-300 0 1 1 20 20" stroke="black"/></svg>"#
    #expect(Self.refusal(#"{"image":{"symbolFile":"tiny.svg"}}"#, files: ["tiny.svg": tiny]) == nil)
  }

  @Test func aDocumentsCustomSymbolsAreBoundedTogether() throws {
    let busy = "<svg><path stroke=\"black\" d=\"M0 0" + String(repeating: " L1 1", count: 8_999) + "\"/></svg>"
    func images(_ n: Int) -> String {
      #"{"stack":{"children":["#
        + (0..<n).map { #"{"image":{"symbolFile":"busy.svg","pointSize":\#(10 + $0)}}"# }
        .joined(separator: ",") + "]}}"
    }
    let files = ["busy.svg": busy]
    // Five images of 9,000 segments are 45,000, within the document's 50,000; a sixth is not.
    let five = Self.refusal(images(5), files: files)
    #expect(five == nil)
    let six = Self.refusal(images(6), files: files)
    let refused = try #require(six)
    #expect(refused.path == "root.stack.children[5].image.symbolFile")
    #expect(refused.message.contains(#"symbol file "busy.svg""#), "\(refused)")
    #expect(refused.message.contains("more than \(SymbolLibrary.documentSegmentLimit) path segments"), "\(refused)")
  }
}
