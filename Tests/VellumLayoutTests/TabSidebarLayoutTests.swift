import Testing

@testable import VellumLayout
@testable import VellumModel

/// A tab bar controller in `tabSidebar` mode (iPadOS 18 and 26): the tabs as a sidebar's rows
/// beside the selected tab's screen, groups as sections, the sidebar button on the top bar when
/// the sidebar is hidden, the tab bar in compact width; and the iPadOS 26 split view's floating
/// glass pane.
@Suite struct TabSidebarLayoutTests {
  static let tabs = #"""
    [{"title":"Home","image":{"systemName":"house"}},
     {"title":"Radio","image":{"systemName":"star"},"badgeValue":"3"},
     {"title":"Library","image":{"systemName":"books.vertical"},"selectedChild":1,
      "children":[{"title":"Artists","image":{"systemName":"music.mic"}},{"title":"Albums","image":{"systemName":"square.stack"}}]}]
    """#

  func tree(
    _ extra: String = #","sidebar":{"isHidden":false}"#, mode: String = "tabSidebar", selected: Int = 2,
    device: String = "iPad 11-inch",
    orientation: String = "landscape", version: String
  ) throws -> RenderTree {
    try layout(
      #"{"vellum":1,"canvas":{"device":"\#(device)","orientation":"\#(orientation)","systemVersion":"\#(version)"},"root":{"tabBarController":{"mode":"\#(mode)","title":"Music","tabs":\#(Self.tabs),"selectedIndex":\#(selected)\#(extra),"content":{"navigationController":{"navigationBar":{"navigationBar":{"title":"Albums"}}}}}}}"#
    )
  }

  func text(_ t: RenderTree, _ s: String) throws -> (Rect, TextRun) {
    try #require(t.texts().first { $0.1.string == s }, "\(s)")
  }

  /// Fills with their corner radius.
  func fills(_ t: RenderTree) -> [(frame: Rect, color: Color, radius: Double)] {
    t.nodes.compactMap { n in
      if case .fill(let c, let r, _) = n.kind { (n.frame, c, r) } else { nil }
    }
  }

  func glasses(_ t: RenderTree) -> [(Rect, Glass)] {
    t.nodes.compactMap { n in if case .glass(let g) = n.kind { (n.frame, g) } else { nil } }
  }

  @Test func theTabsAreSidebarRowsBesideTheSelectedTabsScreen() throws {
    for version in ["18", "26"] {
      let t = try tree(version: version)
      // The rows, the group's title as a section header, the sidebar's title; no top tab bar.
      for title in ["Home", "Radio", "Library", "Artists", "Albums", "Music"] {
        let row = try text(t, title)
        #expect(row.0.maxX < 320, "\(title) is in the 320 pt sidebar (\(version))")
      }
      #expect(t.symbols().contains { $0.1.name == "house" && $0.0.maxX < 320 }, "rows keep their images")
      #expect(t.symbols().contains { $0.1.name == "sidebar.left" && $0.0.maxX < 320 }, "the sidebar button")
      // The selected tab's screen is the secondary column.
      let albums = t.texts().filter { $0.1.string == "Albums" }
      #expect(albums.contains { $0.0.x > 320 }, "the detail screen's title (\(version))")
      // The badge is trailing text in its row.
      let radio = try text(t, "Radio")
      #expect(t.texts().contains { $0.1.string == "3" && abs($0.0.midY - radio.0.midY) < 1 })
      // The group's title is a header: the section's outline disclosure is beside it.
      let library = try text(t, "Library")
      #expect(library.1.font.weight == .semibold && library.1.font.size == 20)
    }
  }

  @Test func theSelectedRowIsOnTheLooksFillInTheSelectedColourAndSemibold() throws {
    let light = ColorTraits(style: .light)
    for (version, fill, radius) in [
      ("18", Color(red: 1, green: 1, blue: 1), 10.0),
      ("26", Color(red: 235 / 255, green: 235 / 255, blue: 235 / 255), 22),
    ] {
      let t = try tree(version: version)
      let albums = try #require(t.texts().first { $0.1.string == "Albums" && $0.0.maxX < 320 })
      #expect(albums.1.font.weight == .semibold, "\(version)")
      #expect(albums.1.color != SystemColor.label.resolve(light), "\(version): in the selected colour")
      let artists = try text(t, "Artists")
      #expect(artists.1.font.weight == .regular && artists.1.color == SystemColor.label.resolve(light))
      let pill = fills(t).filter {
        $0.color == fill && $0.radius == radius && $0.frame.y < albums.0.midY && $0.frame.maxY > albums.0.midY
          && $0.frame.width < 320
      }
      #expect(pill.count == 1, "\(version): one \(radius) pt pill behind the selected row")
      // A group without its selected child highlights no child.
      let home = try tree(selected: 0, version: version)
      #expect(try text(home, "Home").1.font.weight == .semibold)
      #expect(try text(home, "Albums").1.font.weight == .regular)
    }
    let voiceOver = try tree(version: "18").accessibilityElements().map(\.element.spoken)
    #expect(voiceOver.contains { $0.hasPrefix("Albums") && $0.contains("Selected") })
  }

  @Test func iPadOS26sSidebarIsAFloatingGlassPaneAndIPadOS18sIsDocked() throws {
    let t26 = try tree(version: "26")
    let pane = try #require(glasses(t26).first { $0.1.cornerRadius == 26 })
    #expect(pane.0 == Rect(x: 8, y: 8, width: 312, height: 834 - 16))
    // No hairline beside the pane.
    let sidebarGrey = SystemColor.secondarySystemBackground.resolve(ColorTraits(style: .light))
    #expect(!fills(t26).contains { abs($0.frame.x - 319.5) < 0.01 && $0.frame.height == 834 })
    let t18 = try tree(version: "18")
    #expect(!glasses(t18).contains { $0.1.cornerRadius == 26 })
    #expect(fills(t18).contains { $0.color == sidebarGrey && $0.frame.height >= 834 })
    #expect(fills(t18).contains { abs($0.frame.maxX - 320) < 0.01 && $0.frame.height == 834 && $0.frame.width < 1 })
  }

  @Test func aHiddenSidebarShowsTheTopBarWithTheSidebarButtonAtItsLeadingEnd() throws {
    for version in ["18", "26"] {
      let t = try tree(#","sidebar":{"isHidden":true}"#, version: version)
      let button = try #require(t.symbols().first { $0.1.name == "sidebar.left" }, "\(version)")
      #expect(button.0.x < 60, "\(version): at the leading end")
      // The top bar's tabs: the group is one tab, its children are not shown.
      #expect(try text(t, "Library").0.midY < 74)
      #expect(!t.texts().contains { $0.1.string == "Artists" })
      #expect(t.accessibilityElements().contains { $0.element.spoken.hasPrefix("Show Sidebar") })
    }
    // iPadOS 26's button is on a glass circle.
    let t26 = try tree(#","sidebar":{"isHidden":true}"#, version: "26")
    #expect(glasses(t26).contains { $0.0.width == 44 && $0.0.height == 44 && $0.0.x == 16 })
    // Without the sidebar mode the top bar has no button.
    let bar = try tree(mode: "tabBar", version: "26")
    #expect(!bar.symbols().contains { $0.1.name == "sidebar.left" })
  }

  @Test func iPhonesCompactWidthAndIPadOS17DrawTheTabBar() throws {
    for version in ["18", "26"] {
      let t = try tree(device: "iPhone 13", orientation: "portrait", version: version)
      #expect(!t.symbols().contains { $0.1.name == "sidebar.left" }, "\(version)")
      #expect(!t.texts().contains { $0.1.string == "Artists" })
      #expect(try text(t, "Library").0.y > 700, "\(version): the bar at the bottom")
    }
    // A compact-width iPad canvas (not 600 pt wide) keeps the bar too.
    let narrow = try layout(
      #"{"vellum":1,"canvas":{"width":500,"height":800,"idiom":"pad","systemVersion":"26"},"root":{"tabBarController":{"mode":"tabSidebar","tabs":\#(Self.tabs)}}}"#
    )
    #expect(!narrow.texts().contains { $0.1.string == "Artists" })
    let old = try tree(version: "17")
    #expect(!old.texts().contains { $0.1.string == "Artists" })
  }
}
