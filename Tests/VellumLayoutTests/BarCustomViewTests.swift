import Testing

@testable import VellumLayout

/// `UIBarButtonItem(customView:)` (issue 29): a component in a bar at its own size, centred on
/// the bar's height, laid out with the other items, in its own colours and with its own
/// accessibility elements.
@Suite struct BarCustomViewTests {
  func screen() throws -> RenderTree {
    try layout(
      #"""
      {"vellum":1,"canvas":{ "systemVersion": "18","device":"iPhone 15"},
       "root":{"navigationController":{
         "navigationBar":{"navigationBar":{"title":"Inbox",
           "rightBarButtonItems":[{"customView":{"text":{"string":"Badge","color":"systemRed"}}},{"title":"Add"}]}},
         "content":{"stack":{"children":[]}},
         "toolbar":{"toolbar":{"items":[{"title":"Left"},{"flexibleSpace":true},
           {"customView":{"stack":{"axis":"vertical","alignment":"center","children":[
             {"text":{"string":"Updated","font":{"textStyle":"caption1"}}},
             {"text":{"string":"12 Unread","font":{"textStyle":"caption2"}}}]}}},
           {"flexibleSpace":true},{"title":"Right"}]}}}}}
      """#)
  }

  func text(_ t: RenderTree, _ s: String) throws -> (Rect, TextRun) {
    try #require(t.texts().first { $0.1.string == s })
  }

  @Test func aCustomViewSitsAmongTheItemsAtItsOwnSize() throws {
    let t = try screen()
    let badge = try text(t, "Badge")
    let add = try text(t, "Add")
    // The first right item (the custom view) at the margin, the next 12 pt before it.
    #expect(abs(badge.0.maxX - (393 - 16)) < 1)
    #expect(abs(add.0.maxX - (badge.0.x - 12)) < 1)
    #expect(abs(badge.0.width - 5 * 17 * 0.5) < 0.34, "the fake measurer's width of \"Badge\"")
    #expect(badge.1.color.description == "#FF3B30", "its own colour, not the tint")
    // Centred on the 44 pt bar below the 59 pt status bar.
    #expect(abs(badge.0.midY - (59 + 22)) < 0.5)
  }

  @Test func flexibleSpacesCentreAToolbarsCustomView() throws {
    let t = try screen()
    let top = try text(t, "Updated")
    let bottom = try text(t, "12 Unread")
    // The two flexible spaces share the room between "Left" and "Right" equally.
    let middle = (try text(t, "Left").0.maxX + (try text(t, "Right").0.x)) / 2
    #expect(abs(top.0.midX - middle) < 1 && abs(bottom.0.midX - middle) < 1)
    #expect(top.0.maxY <= bottom.0.y + 0.34, "a column inside the bar")
  }

  @Test func voiceOverReadsTheViewsOwnElements() throws {
    let labels = try screen().accessibilityElements().map(\.element.label)
    #expect(labels.contains("Updated") && labels.contains("12 Unread") && labels.contains("Badge"))
    #expect(labels.contains("Add"))
  }
}
