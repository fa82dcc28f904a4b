import Testing
import VellumModel

@testable import VellumLayout

/// iOS 26's bars on glass (`systemVersion: "26"`): the floating tab bar, toolbar capsules and
/// navigation bar platters; the iOS 18 bars draw no glass.
@Suite struct GlassBarsTests {
  static func glass(_ root: String, device: String = "iPhone 17", version: String = "26") throws -> [Rect] {
    let json =
      ##"{"vellum":1,"canvas":{"device":""## + device + ##"","systemVersion":""## + version + ##""},"root":"##
      + root + "}"
    let tree = LayoutEngine.layout(try DocumentDecoder.decode(Array(json.utf8)), resources: FixedAdvanceMeasurer())
    return tree.nodes.compactMap { if case .glass = $0.kind { $0.frame } else { nil } }
  }

  @Test func twoTabsFloatInTheMeasuredCapsule() throws {
    let tabs = ##"{"tabBarController":{"tabs":[{"title":"Config"},{"title":"Keyboard"}],"content":{"spacer":{}}}}"##
    let capsule = try #require(try Self.glass(tabs).first)
    // iPhone 17, 402 × 874 pt: 188 × 62, centred, its bottom 21 pt above the screen's.
    #expect(capsule == Rect(x: 107, y: 874 - 21 - 62, width: 188, height: 62))
    #expect(try Self.glass(tabs, version: "18").isEmpty)
  }

  @Test func manyTabsKeepTheMarginsAtTheSides() throws {
    let five = (1...5).map { #"{"title":"T\#($0)"}"# }.joined(separator: ",")
    let capsule = try #require(
      try Self.glass(##"{"tabBarController":{"tabs":[\##(five)],"content":{"spacer":{}}}}"##).first)
    #expect(capsule.x == 21 && capsule.maxX == 402 - 21)
  }

  @Test func toolbarItemsShareACapsuleBetweenFlexibleSpaces() throws {
    let toolbar =
      ##"{"navigationController":{"content":{"spacer":{}},"toolbar":{"toolbar":{"items":[{"systemItem":"reply"},{"flexibleSpace":true},{"systemItem":"trash"},{"systemItem":"camera"},{"flexibleSpace":true},{"systemItem":"compose"}]}}}}"##
    let capsules = try Self.glass(toolbar)
    #expect(capsules.map(\.width) == [44, 88, 44])
    #expect(capsules.first?.x == 16 && capsules.last?.maxX == 402 - 16)
    #expect(capsules.allSatisfy { $0.height == 44 })
    #expect(abs(capsules[1].midX - 201) < 1e-9)
  }

  @Test func aBackButtonIsAGlassCircleAndItemsSitOnPlatters() throws {
    let bar =
      ##"{"navigationController":{"navigationBar":{"navigationBar":{"title":"T","backStack":[{"title":"Settings"}],"rightBarButtonItems":[{"title":"Reset"},{"systemItem":"add"}]}},"content":{"spacer":{}}}}"##
    let platters = try Self.glass(bar)
    try #require(platters.count == 3)
    // The back circle at the leading margin; the Reset capsule at the trailing one, its width
    // the title's and 95/6 pt either side; the icon a circle inside it.
    #expect(platters[0].x == 16 && platters[0].width == 44 && platters[0].height == 44)
    #expect(platters[1].maxX == 402 - 16 && platters[1].height == 44)
    #expect(platters[2].width == 44 && platters[2].maxX == platters[1].x - 8)
    #expect(try Self.glass(bar, version: "18").isEmpty)
  }

  @Test func neighbouringIconItemsShareACapsuleAndTheProminentItemIsTinted() throws {
    let bar =
      ##"{"navigationController":{"navigationBar":{"navigationBar":{"title":"T","leftBarButtonItems":[{"title":"Cancel"}],"rightBarButtonItems":[{"title":"Done","style":"done"},{"systemItem":"add"},{"image":{"systemName":"square.and.arrow.up"}}]}},"content":{"spacer":{}}}}"##
    // Cancel on glass; Done a filled capsule (no glass); the two icons on one 88 pt capsule.
    let platters = try Self.glass(bar)
    #expect(platters.count == 2)
    #expect(platters.last?.width == 88 && platters.last?.height == 44)
    let json = ##"{"vellum":1,"canvas":{"device":"iPhone 17","systemVersion":"26"},"root":"## + bar + "}"
    let tree = LayoutEngine.layout(try DocumentDecoder.decode(Array(json.utf8)), resources: FixedAdvanceMeasurer())
    let done = try #require(
      tree.nodes.first {
        if case .text(let t) = $0.kind { t.string == "Done" } else { false }
      })
    guard case .text(let t) = done.kind else { return }
    #expect(t.color == Color(red: 1, green: 1, blue: 1))
    let capsule = tree.nodes.contains {
      if case .fill(_, let r, _) = $0.kind { r == 22 && $0.frame.maxX == 402 - 16 } else { false }
    }
    #expect(capsule)
  }

  static let rows = (1...30).map { #"{"content":{"text":"Row \#($0)"}}"# }.joined(separator: ",")

  static func tabs(_ extra: String, selected: Int = 0, offset: Int = 0) -> String {
    ##"{"tabBarController":{"tabs":[{"title":"Home","image":{"systemName":"house"}},{"title":"Library"},{"role":"search"}],"selectedIndex":\##(selected),"content":{"navigationController":{"contentOffset":\##(offset),"content":{"list":{"sections":[{"items":[\##(rows)]}]}}}}\##(extra)}}"##
  }

  @Test func aSearchTabIsACircleAtTheTrailingEndAndTheCapsuleMovesToTheLeadingMargin() throws {
    let glass = try Self.glass(Self.tabs(""))
    try #require(glass.count == 2)
    // The search circle 62 pt at the trailing margin; the two tabs' capsule at the leading one.
    let row = 874.0 - 21 - 62
    #expect(glass.contains(Rect(x: 402 - 21 - 62, y: row, width: 62, height: 62)))
    #expect(glass.contains(Rect(x: 21, y: row, width: 188, height: 62)))
  }

  @Test func theSelectedSearchTabBecomesASearchFieldBesideTheFirstTab() throws {
    let glass = try Self.glass(Self.tabs("", selected: 2))
    let row = 874.0 - 21 - 62
    #expect(
      glass == [Rect(x: 21, y: row, width: 62, height: 62), Rect(x: 91, y: row, width: 402 - 21 - 91, height: 62)])
  }

  @Test func aMinimizedBarIsACircleAndTheAccessorySitsInlineOrAbove() throws {
    let accessory = #","bottomAccessory":{"text":{"string":"Now Playing"}}"#
    let row = 874.0 - 21 - 62
    // Above the row: the capsule and the accessory's capsule, 48 pt tall and 8 pt above it.
    let open = try Self.glass(Self.tabs(accessory, offset: 100))
    #expect(open.contains(Rect(x: 21, y: row - 8 - 48, width: 402 - 42, height: 48)))
    // Scrolled with onScrollDown: a circle with the selected tab, the accessory inline.
    let minimized = try Self.glass(
      Self.tabs(accessory + #","tabBarMinimizeBehavior":"onScrollDown""#, offset: 100))
    #expect(minimized.contains(Rect(x: 21, y: row, width: 62, height: 62)))
    #expect(minimized.contains(Rect(x: 91, y: row + 7, width: 402 - 21 - 62 - 8 - 91, height: 48)))
    #expect(!minimized.contains { $0.width == 188 })
    // Not scrolled, it stays open.
    #expect(try Self.glass(Self.tabs(#","tabBarMinimizeBehavior":"onScrollDown""#)).contains { $0.width == 188 })
    // iOS 18 has neither.
    #expect(
      try Self.glass(Self.tabs(accessory + #","tabBarMinimizeBehavior":"onScrollDown""#, offset: 100), version: "18")
        .isEmpty)
  }

  @Test func itemsCanKeepTheirOwnGlassOrNone() throws {
    // Three icons: the middle one with its own platter splits the capsule; in the toolbar the
    // same, and an item hiding the shared background has no glass at all.
    let items =
      ##"[{"systemItem":"add"},{"systemItem":"trash","sharesBackground":false},{"systemItem":"camera"},{"systemItem":"reply","hidesSharedBackground":true}]"##
    let bar =
      ##"{"navigationController":{"navigationBar":{"navigationBar":{"title":"T","rightBarButtonItems":"## + items
      + ##"}},"content":{"spacer":{}}}}"##
    #expect(try Self.glass(bar).map(\.width) == [44, 44, 44])
    let toolbar =
      ##"{"navigationController":{"content":{"spacer":{}},"toolbar":{"toolbar":{"items":"## + items
      + "}}}}"
    #expect(try Self.glass(toolbar).map(\.width) == [44, 44, 44])
    // A fixed space splits a toolbar capsule; without one, two icons share it.
    let split =
      ##"{"navigationController":{"content":{"spacer":{}},"toolbar":{"toolbar":{"items":[{"systemItem":"add"},{"fixedSpace":0},{"systemItem":"trash"}]}}}}"##
    #expect(try Self.glass(split).map(\.width) == [44, 44])
    let shared =
      ##"{"navigationController":{"content":{"spacer":{}},"toolbar":{"toolbar":{"items":[{"systemItem":"add"},{"systemItem":"trash"}]}}}}"##
    #expect(try Self.glass(shared).map(\.width) == [88])
  }

  @Test func anIntegratedSearchFieldSitsInTheToolbarsRow() throws {
    let bar =
      ##"{"navigationBar":{"title":"Notes","searchController":{"placeholder":"Search"},"searchBarPlacementAllowsToolbarIntegration":true}}"##
    let toolbar =
      ##","toolbar":{"toolbar":{"items":[{"systemItem":"bookmarks"},{"flexibleSpace":true},{"systemItem":"compose"}]}}"##
    let withToolbar = try Self.glass(
      ##"{"navigationController":{"navigationBar":\##(bar),"content":{"spacer":{}}\##(toolbar)}}"##)
    // The two icons at the margins and the field between them, 8 pt from each.
    #expect(withToolbar.count == 3)
    let field = try #require(withToolbar.first { $0.width > 44 })
    #expect(field.x == 16 + 44 + 8 && field.maxX == 402 - 16 - 44 - 8 && field.height == 44)
    // Alone, it spans the margins in the toolbar's row, above the home indicator.
    let alone = try Self.glass(##"{"navigationController":{"navigationBar":\##(bar),"content":{"spacer":{}}}}"##)
    #expect(alone.count == 1 && alone[0].x == 16 && alone[0].maxX == 402 - 16)
    #expect(alone[0].maxY <= 874 - 34)
    // iOS 18 keeps it under the title, with no glass.
    #expect(
      try Self.glass(##"{"navigationController":{"navigationBar":\##(bar),"content":{"spacer":{}}}}"##, version: "18")
        .isEmpty)
  }

  @Test func onIPadTheTabBarFloatsAtTheTopAsACapsuleOfTitles() throws {
    let tabs =
      ##"{"tabBarController":{"tabs":[{"title":"Home"},{"title":"Library"},{"role":"search"}],"content":{"navigationController":{"navigationBar":{"navigationBar":{"title":"Home","prefersLargeTitles":true}},"content":{"spacer":{}}}}}}"##
    let glass = try Self.glass(tabs, device: "iPad 11-inch")
    let capsule = try #require(glass.first)
    // Centred on the navigation bar's 50 pt row under the 24 pt status bar, 44 pt tall.
    #expect(glass.count == 1)
    // Centred within the half device pixel the frames snap to.
    #expect(abs(capsule.midX - 834 / 2) <= 0.25, "\(capsule)")
    #expect(abs(capsule.midY - (24 + 25)) < 1e-9, "\(capsule)")
    #expect(capsule.height == 44)
    // iPadOS 18 floats it at the top too, on the bar material with no glass.
    #expect(try Self.glass(tabs, device: "iPad 11-inch", version: "18").isEmpty)
    let json18 =
      ##"{"vellum":1,"canvas":{"device":"iPad 11-inch","systemVersion":"18"},"root":"## + tabs + "}"
    let tree18 = LayoutEngine.layout(try DocumentDecoder.decode(Array(json18.utf8)), resources: FixedAdvanceMeasurer())
    let material = tree18.nodes.compactMap { if case .backdropBlur = $0.kind { $0.frame } else { nil } }
    #expect(material.count == 1 && material.first.map { $0.midY == 49 && $0.height == 44 } == true, "\(material)")
    // The navigation bar's centred title is under the capsule: not drawn.
    #expect(
      !tree18.nodes.contains { if case .text(let t) = $0.kind { t.string == "Home" && $0.frame.y < 40 } else { false } }
    )
  }

  @Test func aBadgeOnTheIPadTopBarFollowsItsTitle() throws {
    let tabs =
      ##"{"tabBarController":{"tabs":[{"title":"Home"},{"title":"Radio","badgeValue":"New"}],"content":{"spacer":{}}}}"##
    let json = ##"{"vellum":1,"canvas":{"device":"iPad 11-inch","systemVersion":"26"},"root":"## + tabs + "}"
    let tree = LayoutEngine.layout(try DocumentDecoder.decode(Array(json.utf8)), resources: FixedAdvanceMeasurer())
    let title = try #require(tree.nodes.first { if case .text(let t) = $0.kind { t.string == "Radio" } else { false } })
    let badge = try #require(tree.nodes.first { if case .text(let t) = $0.kind { t.string == "New" } else { false } })
    // On the title's line, its capsule 6 pt after it (within the frames' snapping); inside the bar.
    #expect(abs(badge.frame.midY - title.frame.midY) < 1)
    #expect(badge.frame.x >= title.frame.maxX + 5)
    let capsule = try #require(try Self.glass(tabs, device: "iPad 11-inch").first)
    #expect(badge.frame.maxX < capsule.maxX)
  }
}
