import Testing

@testable import VellumLayout
@testable import VellumModel

/// Issue item 17: a popover whose `sourceRect` lies off the canvas is kept on screen (as UIKit
/// keeps it), opening from the nearest edge, and the decoder warns with the JSON path.
@Suite struct OffCanvasPopoverTests {
  func document(_ source: String, arrow: String = "any") throws -> Document {
    try DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPad 11-inch"},"root":{"popover":{"presenting":{"text":{"string":"Behind"}},"content":{"text":{"string":"Inside"}},"sourceRect":\#(source),"permittedArrowDirections":"\#(arrow)","preferredContentSize":{"width":300,"height":200}}}}"#
          .utf8))
  }

  func card(_ d: Document) throws -> (card: Rect, arrow: Rect) {
    let t = LayoutEngine.layout(d, resources: FixedAdvanceMeasurer())
    let card = try #require(t.fills().first { $0.0.width == 300 }).0
    let arrow = try #require(t.nodes.first { if case .path = $0.kind { true } else { false } }).frame
    return (card, arrow)
  }

  static let screen = Rect(x: 0, y: 0, width: 834, height: 1194)

  static func onScreen(_ r: Rect) -> Bool {
    r.x >= 0 && r.y >= 0 && r.maxX <= screen.maxX && r.maxY <= screen.maxY
  }

  @Test(arguments: [
    #"{"x":9000,"y":9000,"width":10,"height":10}"#, #"{"x":-5000,"y":-5000,"width":10,"height":10}"#,
    #"{"x":400,"y":5000,"width":40,"height":30}"#, #"{"x":-900,"y":500,"width":40,"height":30}"#,
  ])
  func aSourceOffTheCanvasOpensFromTheNearestEdgeWithAWarning(_ source: String) throws {
    let d = try document(source)
    #expect(d.warnings.map(\.path) == ["root.popover.sourceRect"])
    #expect(d.warnings.first?.message.contains("off the canvas (834 × 1194)") == true)
    let (card, arrow) = try card(d)
    #expect(Self.onScreen(card), "\(card)")
    #expect(Self.onScreen(arrow), "\(arrow)")
  }

  @Test func aForcedArrowDirectionStaysOnScreenToo() throws {
    let d = try document(#"{"x":400,"y":5000,"width":40,"height":30}"#, arrow: "up")
    let (card, _) = try card(d)
    #expect(Self.onScreen(card), "\(card)")
  }

  @Test func aSourceOnTheCanvasIsNotWarnedAboutOrMoved() throws {
    let d = try document(#"{"x":100,"y":200,"width":40,"height":30}"#)
    #expect(d.warnings.isEmpty)
    let (card, arrow) = try card(d)
    #expect(card.y == 243 && card.x == 10)
    #expect(arrow.maxY == 243)
    // A source touching the edge is on the canvas.
    #expect(try document(#"{"x":834,"y":1194,"width":0,"height":0}"#).warnings.isEmpty)
  }
}

/// Issue item 9: 100 open menus of 290 items took 148 s. iOS shows one menu at a time and a
/// menu taller than the screen scrolls: one panel, a screenful of rows, the rest warned about.
@Suite struct StackedMenuTests {
  static func buttons(_ count: Int, items: Int, canvas: String) -> String {
    let children = (0..<items).map { #"{"action":{"title":"Item \#($0)"}}"# }.joined(separator: ",")
    let button = #"{"button":{"title":"Menu","menu":{"children":[\#(children)]},"isMenuPresented":true}}"#
    return
      #"{"vellum":1,"canvas":{"systemVersion":"18",\#(canvas)},"root":{"stack":{"children":[\#(Array(repeating: button, count: count).joined(separator: ","))]}}}"#
  }

  @Test func oneOfManyOpenMenusIsShownAndTheRestAreWarnedAbout() throws {
    let d = try DocumentDecoder.decode(Array(Self.buttons(100, items: 290, canvas: #""width":390,"height":844"#).utf8))
    #expect(d.warnings.count == 99)
    #expect(d.warnings.first?.path == "root.stack.children[1].button.isMenuPresented")
    #expect(d.warnings.first?.message.contains("a menu is open already (root.stack.children[0].button)") == true)
    let t = LayoutEngine.layout(d, resources: FixedAdvanceMeasurer())
    let panels = t.nodes.filter { if case .backdropBlur = $0.kind { true } else { false } }
    #expect(panels.count == 1)
    let panel = try #require(panels.first)
    #expect(panel.frame.height <= 844 - 16, "\(panel.frame)")
    // Only the rows on screen are laid out: 828 / 44 → 19.
    #expect(t.texts().filter { $0.1.string.hasPrefix("Item") }.count <= 20)
  }

  @Test func aMenuOnACanvasThatGrowsIsAtMostTheTallestScreen() throws {
    let d = try DocumentDecoder.decode(Array(Self.buttons(1, items: 1000, canvas: #""width":390"#).utf8))
    let t = LayoutEngine.layout(d, resources: FixedAdvanceMeasurer())
    let panel = try #require(t.nodes.first { if case .backdropBlur = $0.kind { true } else { false } })
    #expect(panel.frame.height <= 1366 - 16, "\(panel.frame)")
    #expect(t.texts().filter { $0.1.string.hasPrefix("Item") }.count <= 32)
  }

  @Test func aShortMenuIsUnchanged() throws {
    let d = try DocumentDecoder.decode(Array(Self.buttons(1, items: 3, canvas: #""width":390,"height":844"#).utf8))
    #expect(d.warnings.isEmpty)
    let t = LayoutEngine.layout(d, resources: FixedAdvanceMeasurer())
    let panel = try #require(t.nodes.first { if case .backdropBlur = $0.kind { true } else { false } })
    #expect(abs(panel.frame.height - 3 * 44) < 0.34)
  }
}
