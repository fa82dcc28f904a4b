import Testing
import VellumModel

@testable import VellumLayout

/// A submenu opened (`isMenuPresented` on a child menu): expanded over its parent, which stays
/// where it is, dimmed; the submenu's panel starts at its row, at the parent's leading edge, with
/// a header (title, image, `chevron.down`) over its children.
@Suite struct SubmenuLayoutTests {
  static func menu(open: String = #""isMenuPresented":true"#, sortChildren: String? = nil) -> String {
    let children = sortChildren ?? #"[{"action":{"title":"Name","state":"on"}},{"action":{"title":"Date"}}]"#
    return
      #"{"children":[{"action":{"title":"Select"}},{"menu":{"title":"Sort By","image":{"systemName":"arrow.up.arrow.down"},\#(open),"children":\#(children)}},{"action":{"title":"Delete","attributes":["destructive"]}}]}"#
  }

  func tree(_ menu: String = menu(), version: String = "18", height: Int = 800, top: Int = 20) throws -> RenderTree {
    try layout(
      #"{"vellum":1,"canvas":{"width":390,"height":\#(height),"scale":3,"systemVersion":"\#(version)"},"root":{"stack":{"padding":{"top":\#(top),"leading":20},"alignment":"leading","children":[{"button":{"style":"filled","title":"Open","isMenuPresented":true,"menu":\#(menu)}}]}}}"#
    )
  }

  /// The menu panels, parent first: iOS 18's blurred panels, iOS 26's glass.
  static func panels(_ t: RenderTree) -> [Rect] {
    t.nodes.compactMap { n in
      switch n.kind {
      case .backdropBlur(_, _, let r) where r == 13: n.frame
      case .glass(let g) where g.cornerRadius == 34: n.frame
      default: nil
      }
    }
  }

  /// The nodes drawn after the panel at `frame` (its own and what is over it).
  static func drawnAfter(_ frame: Rect, _ t: RenderTree) -> ArraySlice<RenderNode> {
    let i = t.nodes.lastIndex { $0.frame == frame } ?? t.nodes.endIndex
    return t.nodes[i...]
  }

  @Test func theSubmenuOpensOverItsParentFromItsRow() throws {
    let t = try tree()
    let panels = Self.panels(t)
    try #require(panels.count == 2)
    let (parent, sub) = (panels[0], panels[1])
    // Same width, same leading edge; from the top of the second row (44 pt down).
    #expect(sub.width == parent.width && sub.x == parent.x)
    #expect(abs(sub.y - (parent.y + 44)) < 0.34)
    // The header (title semibold, chevron.down), then the children as rows.
    let texts = Self.drawnAfter(sub, t).compactMap { n in if case .text(let r) = n.kind { (n.frame, r) } else { nil } }
    #expect(texts.map(\.1.string) == ["Sort By", "Name", "Date"])
    #expect(texts[0].1.font.weight == .semibold && texts[1].1.font.weight == .regular)
    let chevron = try #require(t.symbols().first { $0.1.name == "chevron.down" })
    #expect(chevron.0.midY > sub.y && chevron.0.midY < sub.y + 44 && chevron.0.midX > sub.midX)
    #expect(t.symbols().contains { $0.1.name == "arrow.up.arrow.down" && $0.0.midY < sub.y + 44 && $0.0.y > sub.y })
    // The parent's row still shows its forward chevron, under the submenu.
    #expect(t.symbols().contains { $0.1.name == "chevron.forward" })
  }

  @Test func theParentIsDimmed() throws {
    let t = try tree()
    let parent = Self.panels(t)[0]
    #expect(t.fills().contains { $0.0 == parent && $0.1.alpha > 0 && $0.1.alpha < 1 && $0.1.red == 0 })
    // Closed: no such fill.
    let closed = try tree(Self.menu(open: #""subtitle":"x""#))
    #expect(Self.panels(closed).count == 1)
    #expect(!closed.fills().contains { $0.0 == Self.panels(closed)[0] })
  }

  @Test func voiceOverReadsOnlyTheOpenSubmenu() throws {
    let labels = try tree().accessibilityElements().compactMap(\.element.label)
    #expect(labels.contains("Sort By") && labels.contains("Name") && labels.contains("Date"))
    #expect(!labels.contains("Select") && !labels.contains("Delete"))
  }

  @Test func aSubmenuNearTheBottomIsKeptOnTheScreen() throws {
    let many = "[" + (1...8).map { #"{"action":{"title":"Item \#($0)"}}"# }.joined(separator: ",") + "]"
    let t = try tree(Self.menu(sortChildren: many), height: 500, top: 40)
    let panels = Self.panels(t)
    try #require(panels.count == 2)
    #expect(panels[1].maxY <= 492 + 0.34)
    #expect(panels[1].y < panels[0].y + 44)
  }

  @Test func onIOS26TheSubmenuIsGlassOverTheDimmedParent() throws {
    let t = try tree(version: "26")
    let panels = Self.panels(t)
    try #require(panels.count == 2)
    #expect(panels[1].x == panels[0].x && panels[1].width == panels[0].width)
    // 8 pt of glass, then the second row.
    #expect(abs(panels[1].y - (panels[0].y + 8 + 44)) < 0.34)
    #expect(t.symbols().contains { $0.1.name == "chevron.down" })
    #expect(t.fills().contains { $0.0 == panels[0] && $0.1.alpha > 0 && $0.1.alpha < 1 && $0.1.red == 0 })
  }

  @Test func anOpenSubmenuOfAnOpenSubmenuOpensToo() throws {
    let inner =
      #"[{"action":{"title":"Name"}},{"menu":{"title":"Order","isMenuPresented":true,"children":[{"action":{"title":"Ascending"}}]}}]"#
    let t = try tree(Self.menu(sortChildren: inner))
    let panels = Self.panels(t)
    try #require(panels.count == 3)
    #expect(panels[2].x == panels[0].x && panels[2].y > panels[1].y)
    let labels = t.accessibilityElements().compactMap(\.element.label)
    #expect(labels.contains("Ascending") && !labels.contains("Name"))
  }
}
