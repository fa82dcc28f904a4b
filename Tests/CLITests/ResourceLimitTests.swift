import Foundation
import Testing

/// The security issue's resource cases (items 7, 8, 9, 17), run on the real `vellum`: each is
/// refused at once with its JSON path, or rendered within a time budget.
@Suite struct ResourceLimitTests {
  static func doc(_ root: String, canvas: String = #"{"width":390,"scale":1}"#) -> Data {
    Data(#"{"vellum":1,"canvas":\#(canvas),"root":\#(root)}"#.utf8)
  }

  static func text(_ s: String) -> String { #"{"text":{"string":""# + s + #""}}"# }

  /// Runs vellum on `input`, returning the run and its wall time in seconds.
  func timed(_ arguments: [String], _ input: Data) throws -> (Run, Double) {
    let clock = ContinuousClock()
    var r: Run?
    let elapsed = try clock.measure { r = try run(arguments, input: input) }
    return (r!, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
  }

  @Test func aCombiningMarkBombIsRefusedAtOnceWithItsPath() throws {
    // "a" and 15 million combining acute accents: 30 MB of UTF-8, one grapheme cluster.
    let bomb = Self.doc(Self.text("a" + String(repeating: "\u{301}", count: 15_000_000)))
    let (r, seconds) = try timed(["render", "-", "-o", "/dev/null"], bomb)
    #expect(r.status == 65)
    #expect(
      r.stderr.contains(
        "root.text.string: text is 30000001 bytes of UTF-8; the limit is 10000 characters, 40000 Unicode scalars and 160000 bytes"
      ), "\(r.stderr)")
    #expect(seconds < 10, "\(seconds) s")
  }

  @Test func aZWJBombIsRefusedWithItsPath() throws {
    let bomb = Self.doc(Self.text(Array(repeating: "\u{1F468}", count: 600_000).joined(separator: "\u{200D}")))
    let (r, seconds) = try timed(["render", "-", "-o", "/dev/null"], bomb)
    #expect(r.status == 65)
    #expect(r.stderr.contains("root.text.string: text is 4199997 bytes of UTF-8"), "\(r.stderr)")
    #expect(seconds < 5, "\(seconds) s")
  }

  @Test func aClusterOfTooManyScalarsIsRefused() throws {
    let r = try run(
      ["render", "-", "-o", "/dev/null"], input: Self.doc(Self.text("a" + String(repeating: "\u{301}", count: 32))))
    #expect(r.status == 65)
    #expect(r.stderr.contains("root.text.string: character 1 is 33 Unicode scalars"), "\(r.stderr)")
  }

  @Test func unbreakableTextInANarrowColumnIsLaidOutInLinearTime() throws {
    // Two strings of 10,000 characters with no break opportunity, 20 pt wide: ~20,000 lines.
    // Pango shaped what was left of the text again at every line: 58 s; now a line costs a piece.
    let root =
      #"{"stack":{"children":[\#(Self.text(String(repeating: "W", count: 10_000))),\#(Self.text(String(repeating: "M", count: 10_000)))]}}"#
    let (r, seconds) = try timed(["tree", "-"], Self.doc(root, canvas: #"{"width":20,"scale":1}"#))
    #expect(r.status == 0, "\(r.stderr)")
    #expect(seconds < 8, "\(seconds) s")
  }

  @Test func stackedOpenMenusOpenOneAndAMenuScrollsPastTheScreen() throws {
    // 100 buttons with their menus of 290 items open (0.9 MB of JSON).
    let items = (0..<290).map { #"{"action":{"title":"Item \#($0)"}}"# }.joined(separator: ",")
    let button = #"{"button":{"title":"Menu","menu":{"children":[\#(items)]},"isMenuPresented":true}}"#
    let root = #"{"stack":{"children":[\#(Array(repeating: button, count: 100).joined(separator: ","))]}}"#
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let (r, seconds) = try timed(["render", "-", "-o", dir + "/out.png"], Self.doc(root))
    #expect(r.status == 0, "\(r.stderr)")
    #expect(seconds < 20, "\(seconds) s")
    let warnings = r.stderr.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.count == 99)
    #expect(
      warnings.first?.contains(
        "root.stack.children[1].button.isMenuPresented: a menu is open already (root.stack.children[0].button)")
        == true,
      "\(warnings.first ?? "")")
  }

  @Test func aPopoverFromOffTheCanvasIsDrawnOnItWithAWarning() throws {
    let root =
      #"{"popover":{"presenting":{"text":{"string":"Screen"}},"content":{"text":{"string":"Popover"}},"sourceRect":{"x":9000,"y":9000,"width":10,"height":10}}}"#
    let r = try run(["tree", "-"], input: Self.doc(root, canvas: #"{"device":"iPad 11-inch","scale":1}"#))
    #expect(r.status == 0)
    #expect(
      r.stderr.contains("warning: root.popover.sourceRect: the source lies off the canvas (834 × 1194)"), "\(r.stderr)")
    // The content's text is laid out on the canvas.
    let tree = String(decoding: r.stdout, as: UTF8.self)
    #expect(tree.contains("Popover"), "\(tree)")
  }
}
