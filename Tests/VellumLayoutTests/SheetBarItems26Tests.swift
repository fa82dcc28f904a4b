import Testing
import VellumModel

@testable import VellumLayout

/// iOS 26's sheets with their own bar items (a close cross and a checkmark Done): on the glass of
/// a partial detent the items are platters of the card's glass, never glass on glass; at the
/// large detent (opaque) they are glass; the row sits 16 pt below the card's top (estimates).
@Suite struct SheetBarItems26Tests {
  static func json(detent: String, version: String, appearance: String = "light") -> String {
    ##"{"vellum":1,"canvas":{"device":"iPhone 17 Pro","systemVersion":"\##(version)","appearance":"\##(appearance)"},"root":{"sheet":{"presenting":{"navigationController":{"content":{"spacer":{}}}},"content":{"navigationController":{"navigationBar":{"navigationBar":{"title":"Filters","leftBarButtonItems":[{"systemItem":"close"}],"rightBarButtonItems":[{"image":{"systemName":"checkmark"},"style":"done"}]}},"content":{"spacer":{}}}},"detents":["medium","large"],"selectedDetentIdentifier":"\##(detent)"}}}"##
  }

  static func tree(_ json: String) throws -> RenderTree {
    LayoutEngine.layout(try DocumentDecoder.decode(Array(json.utf8)), resources: FixedAdvanceMeasurer())
  }

  static func glass(_ t: RenderTree) -> [Rect] {
    t.nodes.compactMap { if case .glass = $0.kind { $0.frame } else { nil } }
  }

  static func roundFills(_ t: RenderTree, diameter: Double) -> [(Rect, Color)] {
    t.nodes.compactMap { n in
      // Pixel snapping rounds a scaled platter's frame.
      if case .fill(let c, let r, _) = n.kind, abs(n.frame.height - diameter) < 0.5, abs(r - diameter / 2) < 0.5 {
        (n.frame, c)
      } else {
        nil
      }
    }
  }

  @Test(arguments: ["light", "dark"])
  func atAPartialDetentTheItemsArePlattersOfTheSheetsGlass(appearance: String) throws {
    let json = Self.json(detent: "medium", version: "26", appearance: appearance)
    #expect(try DocumentDecoder.decode(Array(json.utf8)).warnings.isEmpty)
    let t = try Self.tree(json)
    // One glass: the card's. No glass over it.
    let glass = Self.glass(t)
    #expect(glass.count == 1)
    #expect(glass.first?.width == 386)
    // The close circle and the Done circle, 44 pt (in the card's content, which is scaled), the
    // close one a translucent platter, Done in the tint.
    let platters = Self.roundFills(t, diameter: 44)
    #expect(platters.count == 2)
    #expect(platters.contains { $0.1.alpha < 1 })
    #expect(platters.contains { $0.1.alpha == 1 && $0.1.blue > 0.9 })
    // The row 16 pt below the card's top (in the content, scaled about the card's top).
    let card = try #require(glass.first)
    #expect(platters.allSatisfy { abs($0.0.y - card.y - 16) < 0.5 })
    // The close item is the cross alone (no iOS 18 disc inside the platter).
    #expect(Self.roundFills(t, diameter: 30).isEmpty)
  }

  @Test func atTheLargeDetentTheItemsAreGlassOnTheOpaqueSheet() throws {
    let t = try Self.tree(Self.json(detent: "large", version: "26"))
    let glass = Self.glass(t)
    #expect(glass.count == 1)
    #expect(glass.first?.height == 44 && glass.first?.width == 44)
  }

  @Test func iOS18KeepsItsBar() throws {
    let t = try Self.tree(Self.json(detent: "medium", version: "18"))
    #expect(Self.glass(t).isEmpty)
    #expect(Self.roundFills(t, diameter: 30).count == 1)
  }
}
