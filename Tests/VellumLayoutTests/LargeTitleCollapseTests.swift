import Testing

@testable import VellumLayout

/// A large title and search field scrolled away by `contentOffset` (issue 33): the search
/// field goes first, then the large title; the bar shrinks by as much, and shows its inline
/// title and standard material once both are gone and content is under it.
@Suite struct LargeTitleCollapseTests {
  func screen(offset: Double, search: Bool = true) throws -> RenderTree {
    let searchKey = search ? #","searchController":{"placeholder":"Search"}"# : ""
    return try layout(
      #"""
      {"vellum":1,"canvas":{ "systemVersion": "18","device":"iPhone 13"},
       "root":{"navigationController":{
         "navigationBar":{"navigationBar":{"title":"Settings","prefersLargeTitles":true\#(searchKey)}},
         "content":{"list":{"sections":[{"items":[{"content":{"text":"Alpha"}},{"content":{"text":"Beta"}}]}]}},
         "contentOffset":\#(offset)}}}
      """#)
  }

  func titles(_ t: RenderTree) -> [(Rect, TextRun)] { t.texts().filter { $0.1.string == "Settings" } }
  func searchFill(_ t: RenderTree) -> Rect? {
    t.fills().first { abs($0.0.width - (390 - 32)) < 0.34 && $0.0.y > 47 + 44 - 1 }?.0
  }
  func alpha(_ t: RenderTree) throws -> Rect { try #require(t.texts().first { $0.1.string == "Alpha" }).0 }

  @Test func theSearchFieldShrinksFirstAndTheLargeTitleStays() throws {
    let still = try screen(offset: 0)
    let scrolled = try screen(offset: 20)
    let field = try #require(searchFill(still))
    let shrunk = try #require(searchFill(scrolled))
    #expect(abs(shrunk.y - field.y) < 0.34 && abs(shrunk.height - (field.height - 20)) < 0.34)
    let large = try #require(titles(still).first).0
    let stays = try #require(titles(scrolled).first).0
    #expect(large == stays && large.height > 30, "the large title waits for the search field")
    #expect(scrolled.texts().allSatisfy { $0.1.string != "Search" }, "the placeholder goes at once")
    // The content moves with the offset.
    let (a, b) = (try alpha(still), try alpha(scrolled))
    #expect(abs(a.y - b.y - 20) < 0.34)
  }

  @Test func theLargeTitleSlidesUnderTheInlineRowClippedAtItsBottom() throws {
    let t = try screen(offset: 52 + 20)
    #expect(searchFill(t) == nil)
    let large = try #require(titles(t).first)
    let clip = try #require(t.nodes.first { $0.frame == large.0 }?.clip)
    #expect(abs(clip.rect.y - (47 + 44)) < 0.34 && abs(clip.rect.height - 32) < 0.34)
    let still = try #require(titles(try screen(offset: 0)).first).0
    #expect(abs(still.y - large.0.y - 20) < 0.34, "the title moves up by what the title row lost")
  }

  @Test func collapsedTheBarShowsItsInlineTitleAndMaterial() throws {
    let t = try screen(offset: 52 + 52 + 30)
    let title = try #require(titles(t).first)
    #expect(title.1.font.size == 17 && title.1.font.weight == .semibold)
    #expect(abs(title.0.midY - (47 + 22 - 2.0 / 3)) < 0.5)
    #expect(t.nodes.contains { if case .backdropBlur = $0.kind { true } else { false } }, "the standard material")
    // Not yet under the bar: still the transparent scroll-edge appearance.
    let edge = try screen(offset: 52 + 52)
    #expect(!edge.nodes.contains { if case .backdropBlur = $0.kind { true } else { false } })
  }

  @Test func withoutASearchFieldTheLargeTitleGoesFirst() throws {
    let t = try screen(offset: 52, search: false)
    let title = try #require(titles(t).first)
    #expect(title.1.font.size == 17, "52 pt scrolls the whole title row away")
  }
}
