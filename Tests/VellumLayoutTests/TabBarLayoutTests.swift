import Testing

@testable import VellumLayout
@testable import VellumModel

/// `tabBarController` with the fake measurer: the bar's metrics on iPhone, in compact height and
/// on iPad, badges, appearances and VoiceOver.
@Suite struct TabBarLayoutTests {
  static let tabs = #"""
    [{"title":"Home","image":{"systemName":"star"}},
     {"title":"Inbox","image":{"systemName":"envelope"},"badgeValue":"12"},
     {"title":"Alerts","image":{"systemName":"bell"},"badgeValue":""},
     {"title":"Off","image":{"systemName":"gear"},"isEnabled":false}]
    """#

  func tree(_ body: String = "", device: String = "iPhone 13", orientation: String = "portrait", version: String = "18")
    throws -> RenderTree
  {
    try layout(
      #"{"vellum":1,"canvas":{"device":"\#(device)","orientation":"\#(orientation)","systemVersion":"\#(version)"},"root":{"tabBarController":{"tabs":\#(Self.tabs)\#(body)}}}"#
    )
  }

  func symbol(_ t: RenderTree, _ name: String) throws -> (Rect, Symbol) {
    try #require(t.symbols().first { $0.1.name == name })
  }

  /// A list as a tab's whole content (no navigation controller) shows its background behind the
  /// status bar and the transparent tab bar, as a table view in a tab does; other content leaves
  /// the canvas's.
  @Test func aListsBackgroundReachesBehindTheStatusBarAndTheTabBar() throws {
    let list = #"{"list":{"appearance":"insetGrouped","sections":[{"items":[{"content":{"text":"Row"}}]}]}}"#
    for appearance in ["light", "dark"] {
      let t = try layout(
        #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13","appearance":"\#(appearance)"},"root":{"tabBarController":{"tabs":\#(Self.tabs),"content":\#(list)}}}"#
      )
      let grouped = SystemColor.systemGroupedBackground.resolve(
        ColorTraits(style: appearance == "dark" ? .dark : .light))
      #expect(
        t.fills().contains { $0.0 == Rect(x: 0, y: 0, width: 390, height: 844) && $0.1 == grouped }, "\(appearance)")
    }
    let text = try tree(#","content":{"text":{"string":"Hi"}}"#)
    #expect(!text.fills().contains { $0.0 == Rect(x: 0, y: 0, width: 390, height: 844) })
  }

  @Test func anIPhoneBarIs49PointsAboveThe34PointHomeIndicatorAreaWithStackedItems() throws {
    let t = try tree()
    // iPhone 13: 844 tall; the bar's top at 844 − 34 − 49 = 761. Four tabs share 390 pt.
    let star = try symbol(t, "star.fill")
    #expect(abs(star.0.midX - 390.0 / 8) < 0.34)
    #expect(abs(star.0.midY - (761 + 17)) < 0.34)
    let home = try #require(t.texts().first { $0.1.string == "Home" })
    #expect(home.1.font.size == 10 && home.1.font.weight == .medium)
    #expect(abs(home.0.midY - (761 + 38.5)) < 0.34)
    #expect(home.1.color.description == "#007AFF", "the selected tab is in the tint")
    let inbox = try #require(t.texts().first { $0.1.string == "Inbox" })
    #expect(inbox.1.color.description == "#999999", "unselected tabs are grey")
    // The home indicator is drawn in the bottom safe area.
    #expect(t.fills().contains { $0.0.width == 134 && abs($0.0.maxY - (844 - 8)) < 0.34 })
  }

  @Test func theSEHasNoHomeIndicatorArea() throws {
    let t = try tree(device: "iPhone SE")
    let star = try symbol(t, "star.fill")
    #expect(abs(star.0.midY - (667 - 49 + 17)) < 0.5)
    #expect(!t.fills().contains { $0.0.width == 134 })
  }

  @Test func selectedImageDefaultsToTheFillFormWhereTheSymbolHasOne() throws {
    let t = try tree(#","selectedIndex":2"#)
    // bell → bell.fill when selected; star stays star unselected.
    #expect(t.symbols().map(\.1.name).contains("bell.fill"))
    #expect(t.symbols().map(\.1.name).contains("star"))
    // A symbol without a .fill form keeps its image.
    let magnifier = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13"},"root":{"tabBarController":{"tabs":[{"title":"Search","image":{"systemName":"magnifyingglass"}}]}}}"#
    )
    #expect(magnifier.symbols().map(\.1.name) == ["magnifyingglass"])
  }

  @Test func badgesAreCapsulesAtTheIconsTopTrailingCornerAndAnEmptyValueIsADot() throws {
    let t = try tree()
    let envelope = try symbol(t, "envelope")
    let red = t.fills().filter { $0.1.description == "#FF3B30" }
    #expect(red.count == 2)
    let capsule = try #require(red.first { $0.0.height == 18 })
    // "12" at 13 pt is 13 wide with the fake measurer: 13 + 10 = 23.
    #expect(abs(capsule.0.width - 23) < 0.34)
    #expect(abs(capsule.0.x - (envelope.0.midX + 5)) < 0.34)
    #expect(abs(capsule.0.y - (envelope.0.midY - 14)) < 0.34)
    let dot = try #require(red.first { $0.0.height == 10 })
    #expect(dot.0.width == 10)
    let badgeText = try #require(t.texts().first { $0.1.string == "12" })
    #expect(badgeText.1.color == .white)
    // A badge colour replaces the red.
    let custom = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13"},"root":{"tabBarController":{"tabs":[{"title":"A","image":{"systemName":"star"},"badgeValue":"1","badgeColor":"systemBlue"}]}}}"#
    )
    #expect(custom.fills().contains { $0.0.height == 18 && $0.1.description == "#007AFF" })
  }

  @Test func aDisabledTabIsFaintAndTintsFollowTheKeys() throws {
    let t = try tree(#","tintColor":"systemGreen","unselectedItemTintColor":"systemOrange""#)
    let texts = t.texts()
    #expect(try #require(texts.first { $0.1.string == "Home" }).1.color.description == "#34C759")
    #expect(try #require(texts.first { $0.1.string == "Inbox" }).1.color.description == "#FF9500")
    let off = try #require(texts.first { $0.1.string == "Off" })
    #expect(abs(off.1.color.alpha - 0.4) < 0.01)
  }

  @Test func compactHeightBarsAre32PointsWithIconsBesideTitles() throws {
    // Landscape iPhone 13: 390 tall, 21 pt home indicator area.
    let t = try tree(orientation: "landscape")
    let star = try symbol(t, "star.fill")
    let home = try #require(t.texts().first { $0.1.string == "Home" })
    #expect(abs(star.0.midY - (390 - 21 - 16)) < 0.34)
    #expect(abs(home.0.midY - star.0.midY) < 0.34)
    #expect(home.1.font.size == 13)
    // Icon (24), 6 pt gap, title, centred in the quarter of the 844 pt inside the notch's
    // 47 pt safe area on each side.
    #expect(abs((home.0.x) - (star.0.maxX + 6)) < 0.34)
    let content = 24 + 6 + 4 * 6.5
    #expect(abs(star.0.x - (47 + (844.0 - 94) / 8 - content / 2)) < 0.34)
  }

  @Test func iPadOS17BarsAre50PointsWithItemsBesideTitlesGroupedInTheCentre() throws {
    let t = try tree(device: "iPad 11-inch", version: "17")
    let star = try symbol(t, "star.fill")
    #expect(abs(star.0.midY - (1194 - 20 - 25)) < 0.34)
    // Items of icon + gap + title, 48 pt apart, centred on the bar.
    let widths = ["Home", "Inbox", "Alerts", "Off"].map { 24 + 6 + Double($0.count) * 6.5 }
    let total = widths.reduce(0, +) + 48 * 3
    #expect(abs(star.0.x - (834 / 2 - total / 2)) < 0.34)
  }

  @Test func accessibilitySizesLeaveTheBarUnchanged() throws {
    func bar(_ category: String) throws -> [Rect] {
      let t = try layout(
        #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13","contentSizeCategory":"\#(category)"},"root":{"tabBarController":{"tabs":\#(Self.tabs)}}}"#
      )
      return t.texts().map(\.0) + t.symbols().map(\.0)
    }
    #expect(try bar("accessibilityExtraExtraExtraLarge") == bar("large"))
  }

  @Test func theBarIsTransparentWhileTheContentEndsAboveItAndMaterialOnceItReachesIt() throws {
    func blurs(_ content: String, appearance: String = "") throws -> Int {
      let t = try layout(
        #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13"},"root":{"tabBarController":{"tabs":\#(Self.tabs),"content":\#(content)\#(appearance)}}}"#
      )
      return t.nodes.filter { if case .backdropBlur = $0.kind { $0.frame.y > 700 } else { false } }.count
    }
    let short = #"{"stack":{"children":[{"spacer":{"minLength":100}}]}}"#
    let tall = #"{"stack":{"children":[{"spacer":{"minLength":1000}}]}}"#
    #expect(try blurs(short) == 0)
    #expect(try blurs(tall) == 1)
    #expect(try blurs(short, appearance: #","appearance":"standard""#) == 1)
    #expect(try blurs(tall, appearance: #","appearance":"scrollEdge""#) == 0)
  }

  @Test func aNavigationControllerTabEndsItsSafeAreaAtTheBar() throws {
    let t = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13"},"root":{"tabBarController":{"tabs":\#(Self.tabs),"content":{"navigationController":{"navigationBar":{"navigationBar":{"title":"Inbox"}},"toolbar":{"toolbar":{"items":[{"title":"Edit"}]}}}}}}}"#
    )
    // The toolbar sits on the tab bar (44 pt above its top), and one home indicator is drawn.
    let edit = try #require(t.texts().first { $0.1.string == "Edit" })
    #expect(abs(edit.0.midY - (761 - 22)) < 0.5)
    #expect(t.fills().filter { $0.0.width == 134 }.count == 1)
  }

  @Test func moreThanFiveTabsOnIPhoneShowFourAndMore() throws {
    let six = (1...6).map { #"{"title":"T\#($0)","image":{"systemName":"star"}}"# }.joined(separator: ",")
    let t = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13"},"root":{"tabBarController":{"tabs":[\#(six)],"selectedIndex":5}}}"#
    )
    #expect(t.texts().map(\.1.string) == ["T1", "T2", "T3", "T4", "More"])
    #expect(try #require(t.texts().last).1.color.description == "#007AFF", "a tab behind More selects More")
  }

  @Test func eachTabIsAVoiceOverElementWithItsPositionBadgeAndSelection() throws {
    let elements = try tree().accessibilityElements().map(\.element.spoken)
    #expect(
      elements == [
        "Home, 1 of 4, Selected, Tab", "Inbox, 12, 2 of 4, Tab", "Alerts, 3 of 4, Tab", "Off, 4 of 4, Tab, Dimmed",
      ])
  }
}

extension TabBarLayoutTests {
  @Test func aTabBarControllerWithoutTabsDrawsAnEmptyBar() throws {
    let t = try layout(#"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13"},"root":{"tabBarController":{}}}"#)
    #expect(t.texts().isEmpty && t.symbols().isEmpty)
    #expect(t.accessibilityElements().isEmpty)
  }
}
