import Foundation
import Testing

@Suite struct AccessibilityCLITests {
  /// `render --accessibility` draws the overlay (the screen, then a legend below it) and, with
  /// `--tree`, writes the accessibility tree beside it; `tree --accessibility` prints it.
  @Test func renderDrawsTheOverlayAndTreePrintsTheAccessibilityTree() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let doc = root + "/Samples/lists/accessories.json"
    #expect(try run(["render", doc, "-o", dir + "/plain.png"]).status == 0)
    #expect(try run(["render", doc, "-o", dir + "/a11y.png", "--accessibility", "--tree"]).status == 0)
    func size(_ path: String) throws -> (Int, Int) {
      let d = try Data(contentsOf: URL(fileURLWithPath: path))
      func be(_ i: Int) -> Int { d[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
      return (be(16), be(20))
    }
    let plain = try size(dir + "/plain.png")
    let overlay = try size(dir + "/a11y.png")
    #expect(overlay.0 == plain.0 && overlay.1 > plain.1 + 1000)
    let printed = try run(["tree", "--accessibility", doc])
    #expect(printed.status == 0)
    let text = String(decoding: printed.stdout, as: UTF8.self)
    #expect(text.hasPrefix("1. root.list.sections[0] "))
    #expect(text.contains("   label \"Wi-Fi, Home\"\n   traits button\n"))
    #expect(try String(contentsOfFile: dir + "/a11y.accessibility.txt", encoding: .utf8) == text)
    // It is the golden beside the sample's image.
    #expect(
      try String(contentsOfFile: root + "/Snapshots/lists/accessories.accessibility.txt", encoding: .utf8) == text)
    // The overlay's tree holds the legend.
    let tree = try String(contentsOfFile: dir + "/a11y.tree.txt", encoding: .utf8)
    #expect(tree.contains("\"“Wi-Fi, Home”\"") && tree.contains("\"traits: button\""))
  }

  /// `--audit strict` lists each text in Apple's own colours below the minimum, which the
  /// default baseline sums up in a note; another mode is a usage error.
  @Test func auditStrictListsApplesPairingsOneByOne() throws {
    let doc = root + "/Samples/lists/payments.json"
    let baseline = String(decoding: try run(["tree", "--accessibility", doc]).stdout, as: UTF8.self)
    let strict = String(decoding: try run(["tree", "--accessibility", "--audit", "strict", doc]).stdout, as: UTF8.self)
    #expect(baseline.contains("\nnote: 3 texts in Apple's own colours") && !baseline.contains("\"€4.20\""))
    #expect(strict.contains("warning: contrast 3.44:1 below 4.5:1: \"€4.20\"") && !strict.contains("note:"))
    // The document's own systemGreen amount is a warning either way.
    #expect(baseline.contains("\"€1,250.00\" #34C759"))
    let bad = try run(["tree", "--accessibility", "--audit", "loose", doc])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--audit takes baseline or strict"))
  }
}
