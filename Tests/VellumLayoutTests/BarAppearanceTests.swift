import Testing
import VellumModel

@testable import VellumLayout

/// `standardAppearance`, `scrollEdgeAppearance` and `compactAppearance` of navigation bars,
/// toolbars and tab bars, with the fake measurer.
@Suite struct BarAppearanceTests {
  static let red =
    #"{"configureWith":"opaqueBackground","backgroundColor":"systemRed","shadowColor":"clear","titleTextAttributes":{"foregroundColor":"white","font":{"size":20,"weight":"bold"}}}"#

  func screen(_ bar: String, offset: Double = 0, device: String = "iPhone 13", orientation: String = "portrait")
    throws -> RenderTree
  {
    try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","device":"\#(device)","orientation":"\#(orientation)"},"root":{"navigationController":{"contentOffset":\#(offset),"navigationBar":{"navigationBar":{"title":"Menu",\#(bar)}},"content":{"stack":{"children":[{"spacer":{"minLength":2000}}]}}}}}"#
    )
  }

  func redFills(_ t: RenderTree) -> [Rect] { t.fills().filter { $0.1.description == "#FF3B30" }.map(\.0) }
  func blurs(_ t: RenderTree) -> Int {
    t.nodes.filter { if case .backdropBlur = $0.kind { true } else { false } }.count
  }

  @Test func anOpaqueColouredBarFillsTheStatusBarAreaTooWithItsTitleAttributes() throws {
    let t = try screen(#""standardAppearance":\#(Self.red),"scrollEdgeAppearance":\#(Self.red)"#)
    // iPhone 13: 47 pt status bar + 44 pt bar, from the screen's top.
    #expect(redFills(t) == [Rect(x: 0, y: 0, width: 390, height: 91)])
    #expect(blurs(t) == 0, "opaque: no material")
    // shadowColor clear: no hairline under the bar.
    #expect(!t.fills().contains { abs($0.0.y - 91) < 0.01 && $0.0.height < 1 })
    let title = try #require(t.texts().first { $0.1.string == "Menu" })
    #expect(title.1.color == .white && title.1.font.size == 20 && title.1.font.weight == .bold)
  }

  @Test func withoutAScrollEdgeAppearanceTheEdgeShowsTheStandardOneTransparent() throws {
    let edge = try screen(#""standardAppearance":\#(Self.red)"#)
    #expect(redFills(edge).isEmpty)
    #expect(
      try #require(edge.texts().first { $0.1.string == "Menu" }).1.color == .white, "titles keep their attributes")
    let scrolled = try screen(#""standardAppearance":\#(Self.red)"#, offset: 100)
    #expect(redFills(scrolled) == [Rect(x: 0, y: 0, width: 390, height: 91)])
  }

  @Test func theDefaultConfigurationIsTheMaterialAndTransparentIsNothing() throws {
    #expect(try blurs(screen(#""appearance":"standard""#)) == 1)
    #expect(try blurs(screen(#""standardAppearance":{"configureWith":"transparentBackground"}"#, offset: 100)) == 0)
    #expect(try blurs(screen(#""standardAppearance":{"backgroundEffect":"none"}"#, offset: 100)) == 0)
    // The hairline in the shadow colour.
    let t = try screen(#""standardAppearance":{"shadowColor":"systemBlue"}"#, offset: 100)
    #expect(t.fills().contains { $0.1.description == "#007AFF" && abs($0.0.y - 91) < 0.01 && $0.0.width == 390 })
  }

  @Test func aNullShadowColorRemovesTheHairlineAsUIKitsNilDoes() throws {
    func hairlines(_ shadow: String) throws -> Int {
      let t = try screen(#""standardAppearance":{"shadowColor":\#(shadow)}"#, offset: 100)
      return t.fills().filter { abs($0.0.y - 91) < 0.01 && $0.0.height < 1 && $0.0.width == 390 }.count
    }
    #expect(try hairlines(#""systemBlue""#) == 1)
    #expect(try hairlines("null") == 0)
    #expect(try hairlines(#""clear""#) == 0)
    // Anywhere else null is no colour.
    #expect(throws: Diagnostic.self) { try screen(#""standardAppearance":{"backgroundColor":null}"#) }
  }

  @Test func compactHeightUsesTheCompactAppearance() throws {
    let blue = #"{"configureWith":"opaqueBackground","backgroundColor":"systemBlue"}"#
    let t = try screen(
      #""standardAppearance":\#(Self.red),"compactAppearance":\#(blue)"#, offset: 100, orientation: "landscape")
    #expect(redFills(t).isEmpty)
    #expect(t.fills().contains { $0.1.description == "#007AFF" && $0.0.width == 844 })
  }

  @Test func tabBarsAndToolbarsTakeTheirAppearancesToo() throws {
    let tabs = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13"},"root":{"tabBarController":{"tabs":[{"title":"A"}],"appearance":"standard","standardAppearance":{"configureWith":"opaqueBackground","backgroundColor":"systemRed"}}}}"#
    )
    // From the bar's top (844 − 34 − 49) to the screen's bottom.
    #expect(redFills(tabs) == [Rect(x: 0, y: 761, width: 390, height: 83)])
    let toolbar = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":390,"height":100,"scale":3},"root":{"toolbar":{"appearance":"scrollEdge","scrollEdgeAppearance":{"configureWith":"opaqueBackground","backgroundColor":"systemRed"}}}}"#
    )
    #expect(redFills(toolbar).count == 1)
  }
}
