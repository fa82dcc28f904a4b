import Testing
import VellumModel

@testable import VellumLayout

/// What a list row's accessory presents (a compact date picker's card) opens from where the row
/// stands on the screen, not from the row's own origin.
@Suite struct PresentedFromRowsTests {
  static let picker =
    #"{"customView":{"view":{"datePicker":{"date":"2020-06-24T11:00:00","today":"2020-06-22T09:41:00","datePickerMode":"date","isEditing":"date","isPresented":true}}}}"#

  static func tree(_ version: String, _ content: String) throws -> RenderTree {
    let json =
      ##"{"vellum":1,"canvas":{"width":402,"height":700,"systemVersion":""## + version
      + ##""},"root":{"stack":{"children":[{"text":{"string":"Event","font":"largeTitle"}},"##
      + content + "]}}}"
    return LayoutEngine.layout(try DocumentDecoder.decode(Array(json.utf8)), resources: FixedAdvanceMeasurer())
  }

  static let list =
    #"{"list":{"appearance":"insetGrouped","sections":[{"header":{"text":"Details"},"items":[{"content":{"text":"Title"}},{"content":{"text":"Starts"},"accessories":["#
    + picker + "]}]}]}}"

  static let cell = #"{"cell":{"content":{"text":"Starts"},"accessories":["# + picker + "]}}"

  /// The pill's date and the card's frame (iOS 26: its glass; iOS 18: its 320 pt, 13 pt round fill).
  static func pillAndCard(_ t: RenderTree) throws -> (pill: Rect, card: Rect) {
    let pill = try #require(
      t.nodes.first { n in if case .text(let r) = n.kind, r.string == "Jun 24, 2020" { true } else { false } }?.frame)
    let card = try #require(
      t.nodes.first { n in
        switch n.kind {
        case .glass: n.frame.width == 320
        case .fill(_, 13, _): n.frame.width == 320
        default: false
        }
      }?.frame)
    return (pill, card)
  }

  @Test(arguments: ["18", "26"], [list, cell])
  func aRowsCompactPickerOpensItsCardJustBelowThePill(version: String, content: String) throws {
    let (pill, card) = try Self.pillAndCard(try Self.tree(version, content))
    // Below the pill's 34 pt capsule: 8 pt under it, a few points under its text.
    #expect(card.y > pill.maxY)
    #expect(card.y < pill.maxY + 20)
    // On the screen, 16 pt from its sides at most.
    #expect(card.x >= 16 && card.maxX <= 402 - 16)
  }
}
