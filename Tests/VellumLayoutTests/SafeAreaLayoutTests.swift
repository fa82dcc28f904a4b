import Testing

@testable import VellumLayout
@testable import VellumModel

/// The safe area at a landscape phone's sides (issue 33): 47 pt beside a notch, 59 beside the
/// Dynamic Island, nothing on a home-button phone or an iPad. Lists, bars and screen content keep
/// out of it; backgrounds reach the screen's edges.
@Suite struct SafeAreaLayoutTests {
  static let rows = #"{"content":{"text":"Alpha"}},{"content":{"text":"Beta"}}"#

  func screen(device: String, orientation: String, appearance: String = "plain", content: String? = nil) throws
    -> RenderTree
  {
    let list = #"{"list":{"appearance":"\#(appearance)","sections":[{"items":[\#(Self.rows)]}]}}"#
    return try layout(
      #"""
      {"vellum":1,"canvas":{ "systemVersion": "18","device":"\#(device)","orientation":"\#(orientation)"},
       "root":{"navigationController":{
         "navigationBar":{"navigationBar":{"title":"Title","prefersLargeTitles":true,
           "leftBarButtonItems":[{"title":"Edit"}],"rightBarButtonItems":[{"title":"Add"}]}},
         "content":\#(content ?? list),
         "toolbar":{"toolbar":{"items":[{"title":"Left"},{"flexibleSpace":true},{"title":"Right"}]}}}}}
      """#)
  }

  func text(_ t: RenderTree, _ s: String) throws -> Rect {
    try #require(t.texts().first { $0.1.string == s }).0
  }

  @Test(arguments: [("iPhone 13", 47.0), ("iPhone 15", 59.0), ("iPhone 15 Pro Max", 59.0), ("iPhone SE", 0.0)])
  func presetsReportUIKitsLandscapeInsets(device: String, side: Double) throws {
    var preset = try #require(DevicePreset.named(device))
    #expect(preset.safeAreaInsets.left == 0 && preset.safeAreaInsets.right == 0, "portrait has no side insets")
    swap(&preset.width, &preset.height)
    let insets = preset.safeAreaInsets
    #expect(insets.left == side && insets.right == side && insets.top == 0)
    #expect(insets.bottom == (side == 0 ? 0 : 21), "the home indicator's band; none with a home button")
  }

  @Test(arguments: [("iPhone 13", 47.0), ("iPhone 15", 59.0), ("iPhone SE", 0.0)])
  func plainRowsKeepTheirContentOutOfTheSafeAreaAndTheirBackgroundsReachTheEdges(device: String, side: Double)
    throws
  {
    let t = try screen(device: device, orientation: "landscape")
    let width = try #require(DevicePreset.named(device)).height
    // Margins start past the safe area: 20 pt on screens wider than 320.
    #expect(abs(try text(t, "Alpha").x - (side + 20)) < 0.34)
    // The row's separator runs from the text to the screen's trailing edge.
    let separator = try #require(t.fills().first { $0.0.height < 1 && abs($0.0.x - (side + 20)) < 0.34 })
    #expect(abs(separator.0.maxX - width) < 0.34)
    // Bar items (20 pt margins on screens from 414 pt wide) and the toolbar's (16 pt on
    // phones) are inset too; the title stays centred on the screen. Within a point: item
    // titles sit in their buttons' own padding.
    #expect(abs(try text(t, "Edit").x - (side + 20)) < 1)
    #expect(abs(try text(t, "Add").maxX - (width - side - 20)) < 1)
    #expect(abs(try text(t, "Left").x - (side + 16)) < 1)
    #expect(abs(try text(t, "Right").maxX - (width - side - 16)) < 1)
    #expect(abs(try text(t, "Title").midX - width / 2) < 1)
  }

  @Test func insetGroupedCardsStartPastTheSafeArea() throws {
    let t = try screen(device: "iPhone 15", orientation: "landscape", appearance: "insetGrouped")
    let card = try #require(t.fills().first { abs($0.0.height - 44) < 0.34 })
    #expect(abs(card.0.x - (59 + 20)) < 0.34)
    #expect(abs(card.0.maxX - (852 - 59 - 20)) < 0.34)
    #expect(abs(try text(t, "Alpha").x - (59 + 20 + 20)) < 0.34, "the text keeps the card's own margin")
  }

  @Test func aScreensOtherContentIsLaidOutInsideTheSafeArea() throws {
    let stack = #"{"stack":{"axis":"vertical","children":[{"text":{"string":"Hello"}}]}}"#
    let t = try screen(device: "iPhone 13", orientation: "landscape", content: stack)
    #expect(abs(try text(t, "Hello").x - 47) < 0.34)
    let portrait = try screen(device: "iPhone 13", orientation: "portrait", content: stack)
    #expect(abs(try text(portrait, "Hello").x) < 0.34, "nothing at a portrait phone's sides")
  }

  @Test func landscapePhonesHaveCompactBarsWithoutLargeTitles() throws {
    let t = try screen(device: "iPhone 13", orientation: "landscape")
    let title = try text(t, "Title")
    #expect(title.height < 30, "the title is inline, not large")
    // A 32 pt bar at the top (no status bar in landscape), the title 2/3 pt above its middle.
    #expect(abs(title.midY - (16 - 2.0 / 3)) < 0.5)
    #expect(abs(try text(t, "Alpha").y - (32 + (44 - 20.4) / 2)) < 1)
  }

  @Test func aHomeButtonPhonesStatusBarCentresItsTimeWithItsDayPeriod() throws {
    let t = try screen(device: "iPhone SE", orientation: "portrait")
    let time = try #require(t.texts().first { $0.1.string == "9:41 AM" })
    #expect(time.1.font.size == 12 && time.1.font.weight == .semibold)
    #expect(abs(time.0.midX - 375 / 2) < 0.51 && abs(time.0.midY - 10) < 0.51, "within a pixel at 2x")
    #expect(NavigationController.withDayPeriod("12:05") == "12:05 AM")
    #expect(NavigationController.withDayPeriod("21:41") == "21:41", "a 24-hour time is shown as written")
    #expect(NavigationController.withDayPeriod("9:41 PM") == "9:41 PM")
    // A notch phone keeps its time in the leading ear, without a day period.
    let notch = try screen(device: "iPhone 13", orientation: "portrait")
    let ear = try #require(notch.texts().first { $0.1.string == "9:41" })
    #expect(ear.0.midX < 390 / 4)
  }

  @Test func portraitLayoutIsUnchanged() throws {
    let t = try screen(device: "iPhone 15", orientation: "portrait")
    #expect(abs(try text(t, "Alpha").x - 20) < 0.34)
    #expect(abs(try text(t, "Edit").x - 16) < 1)
  }
}
