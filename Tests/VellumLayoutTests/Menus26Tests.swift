import Testing
import VellumModel

@testable import VellumLayout

/// iOS 26's menus (`systemVersion: "26"`): a glass panel with 34 pt continuous corners, no
/// dimming, images leading, sections parted by inset hairlines, growing out of the source.
@Suite struct Menus26Tests {
  func tree(_ root: String, version: String = "26") throws -> RenderTree {
    try layout(
      #"{"vellum":1,"canvas":{"width":390,"height":800,"scale":3,"systemVersion":"\#(version)"},"root":\#(root)}"#)
  }

  static let menu = MenuLayoutTests.menu

  static func glass(_ t: RenderTree) -> [(frame: Rect, glass: Glass)] {
    t.nodes.compactMap { if case .glass(let g) = $0.kind { ($0.frame, g) } else { nil } }
  }

  @Test func aMenuIsLargeGlassWithRounderCorners() throws {
    let t = try tree(#"{"menu":\#(Self.menu)}"#)
    let panel = try #require(Self.glass(t).first)
    #expect(panel.glass.cornerRadius == 34 && panel.glass.hasContinuousCorners && !panel.glass.adaptsToBackdrop)
    // Rows: One, Two, the 8 pt section gap, Delete; 8 pt of glass above and below.
    #expect(panel.frame.width == 250 && abs(panel.frame.height - (44 * 3 + 8 + 16)) < 0.34)
    #expect(!t.nodes.contains { if case .backdropBlur = $0.kind { true } else { false } })
  }

  @Test func imagesLeadAndTheTitlesLineUpAfterThem() throws {
    let t = try tree(#"{"menu":\#(Self.menu)}"#)
    let trash = try #require(t.symbols().first { $0.1.name == "trash" })
    let texts = t.texts()
    // The check column (32 pt), the image's 21 pt box, 10 pt.
    #expect(abs(trash.0.midX - (32 + 10.5)) < 0.5)
    #expect(texts.allSatisfy { abs($0.0.x - 63) < 0.34 })
  }

  @Test func aMenuGrowsOutOfItsSourceWithoutDimming() throws {
    let root =
      #"{"stack":{"padding":{"top":60,"leading":20,"trailing":20},"alignment":"trailing","children":[{"button":{"style":"plain","image":{"systemName":"ellipsis.circle"},"showsMenuAsPrimaryAction":true,"menu":\#(Self.menu),"isMenuPresented":true}}]}}"#
    let t = try tree(root)
    let panel = try #require(Self.glass(t).first { $0.glass.cornerRadius == 34 })
    // Over the button, from its (44 pt platter's) top edge, its trailing edge on the button's.
    #expect(panel.frame.y <= 60 && panel.frame.maxX >= 370 - 0.5)
    #expect(
      !t.nodes.contains {
        if case .fill(let c, _, _) = $0.kind { c.alpha < 1 && c.red == 0 && $0.frame.width >= 390 } else { false }
      })
  }

  static let contextMenu =
    #"{"stack":{"padding":20,"children":[{"contextMenu":{"content":{"text":{"string":"Photo"}},"isMenuPresented":true,"menu":\#(menu)}}]}}"#

  /// The lifted preview's background: the fill under the clipped content, with its shadow's corner.
  static func preview(_ t: RenderTree) -> (fill: (Double, Corners), shadow: Double)? {
    guard let i = t.nodes.firstIndex(where: { if case .shadow = $0.kind { true } else { false } }),
      case .shadow(_, _, _, let shadow) = t.nodes[i].kind, case .fill(_, let r, let c) = t.nodes[i + 1].kind
    else { return nil }
    return ((r, c), shadow)
  }

  @Test func aContextMenusPreviewHasRounderContinuousCorners() throws {
    let t = try tree(Self.contextMenu)
    let p = try #require(Self.preview(t))
    #expect(p.fill.0 == 26 && p.fill.1.contains(.continuous) && p.shadow == 26)
    let photo = try #require(t.texts().first { $0.1.string == "Photo" })
    #expect(photo.0.y >= 20)
    // Still blurred, not dimmed.
    #expect(t.nodes.contains { if case .backdropBlur(let c, 16, 0) = $0.kind { c.alpha == 0 } else { false } })
    let t18 = try tree(Self.contextMenu, version: "18")
    let p18 = try #require(Self.preview(t18))
    #expect(p18.fill.0 == 13 && !p18.fill.1.contains(.continuous) && p18.shadow == 13)
  }

  @Test func aDestructiveSubmenuRowIsRedInBothLooks() throws {
    let menu =
      #"{"menu":{"children":[{"menu":{"title":"Delete…","image":{"systemName":"trash"},"options":["destructive"],"children":[{"action":{"title":"Delete"}}]}},{"menu":{"title":"More","children":[{"action":{"title":"A"}}]}}]}}"#
    for version in ["18", "26"] {
      let t = try tree(menu, version: version)
      func isRed(_ c: Color) -> Bool { c.red > 0.9 && c.green < 0.35 && c.blue < 0.35 }
      #expect(isRed(try #require(t.texts().first { $0.1.string == "Delete…" }).1.color))
      #expect(!isRed(try #require(t.texts().first { $0.1.string == "More" }).1.color))
      let symbols = t.symbols()
      #expect(isRed(try #require(symbols.first { $0.1.name == "trash" }).1.color))
      #expect(symbols.filter { $0.1.name == "chevron.forward" }.map { isRed($0.1.color) } == [true, false])
    }
  }

  static let smallElements =
    #"{"menu":{"children":[{"menu":{"options":["displayInline"],"preferredElementSize":"small","children":[{"action":{"title":"Cut","image":{"systemName":"scissors"}}},{"action":{"title":"Copy","image":{"systemName":"doc.on.doc"}}},{"action":{"title":"Delete","image":{"systemName":"trash"},"attributes":["destructive"]}}]}},{"action":{"title":"Select All"}}]}}"#

  @Test func smallElementsAreOneRowOfIconOnlyCells() throws {
    for version in ["18", "26"] {
      let t = try tree(Self.smallElements, version: version)
      let symbols = t.symbols().filter { ["scissors", "doc.on.doc", "trash"].contains($0.1.name) }
      #expect(symbols.count == 3)
      // One row: the same centre line, three equal cells across the 250 pt panel.
      #expect(Set(symbols.map { $0.0.midY }).count == 1)
      let xs = symbols.map(\.0.midX)
      #expect(abs((xs[1] - xs[0]) - 250 / 3) < 0.5 && abs((xs[2] - xs[1]) - 250 / 3) < 0.5)
      #expect(symbols[2].1.color.red > 0.9 && symbols[2].1.color.green < 0.35)
      // Icon-only: the titles are not drawn, but spoken.
      let texts = t.texts().map(\.1.string)
      #expect(!texts.contains("Cut") && texts.contains("Select All"))
      #expect(t.allAccessibility.contains { $0.element.label == "Cut" && $0.element.traits.contains(.button) })
      // Hairlines part the cells on iOS 18's material, none on iOS 26's glass.
      let upright = t.nodes.filter {
        if case .fill = $0.kind { $0.frame.width < 1 && $0.frame.height == 44 } else { false }
      }
      #expect(upright.count == (version == "18" ? 2 : 0))
    }
  }

  @Test func iOS18MenusAreUnchanged() throws {
    let t = try tree(#"{"menu":\#(Self.menu)}"#, version: "18")
    #expect(Self.glass(t).isEmpty)
    #expect(t.nodes.contains { if case .backdropBlur(_, _, let r) = $0.kind { r == 13 } else { false } })
  }
}

/// iOS 26's popovers: a glass card with 26 pt continuous corners and its arrow; iOS 18's unchanged.
@Suite struct Popovers26Tests {
  static func tree(version: String) throws -> RenderTree {
    try layout(
      #"{"vellum":1,"canvas":{"device":"iPad 11-inch","systemVersion":"\#(version)"},"root":{"popover":{"presenting":{"spacer":{}},"content":{"spacer":{}},"sourceRect":{"x":20,"y":400,"width":90,"height":34},"preferredContentSize":{"width":360,"height":420}}}}"#
    )
  }

  @Test func aPopoverIsGlassWithItsArrow() throws {
    let t = try Self.tree(version: "26")
    let card = try #require(
      t.nodes.compactMap { if case .glass(let g) = $0.kind { ($0.frame, g) } else { nil } }.first)
    #expect(card.0.size == Size(width: 360, height: 420) && card.0.y == 434 + 13)
    #expect(card.1.cornerRadius == 26 && card.1.hasContinuousCorners && !card.1.adaptsToBackdrop)
    #expect(t.nodes.contains { if case .path = $0.kind { $0.frame.maxY == card.0.y } else { false } })
  }

  @Test func iOS18PopoversAreUnchanged() throws {
    let t = try Self.tree(version: "18")
    #expect(!t.nodes.contains { if case .glass = $0.kind { true } else { false } })
    #expect(
      t.nodes.contains { if case .fill(_, let r, _) = $0.kind { r == 13 && $0.frame.width == 360 } else { false } })
  }
}
