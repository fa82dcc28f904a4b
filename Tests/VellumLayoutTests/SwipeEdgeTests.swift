import Testing
import VellumModel

@testable import VellumLayout

/// Leading and full swipes (`leadingSwipeActions`, `swipe`).
@Suite struct SwipeEdgeTests {
  /// A Mail-like row with actions at both edges, swiped as `swipe` says.
  func row(_ swipe: String, appearance: String = "plain", canvas: String = #""width":390"#, swiped: Bool = true)
    throws -> RenderTree
  {
    try layout(
      listDocument(
        appearance,
        #"""
        {"content":{"text":"Report"},"state":{"isSwiped":\#(swiped)},"swipe":\#(swipe),
         "leadingSwipeActions":[{"title":"Pin","backgroundColor":"systemOrange"},{"title":"Unread","backgroundColor":"systemBlue"}],
         "swipeActions":[{"title":"Delete","style":"destructive"},{"title":"More"}]}
        """#,
        canvas: canvas))
  }

  func fill(_ tree: RenderTree, _ hex: String) -> (frame: Rect, radius: Double, corners: Corners)? {
    for n in tree.nodes {
      if case .fill(let c, let r, let corners) = n.kind, c.description == hex { return (n.frame, r, corners) }
    }
    return nil
  }

  func textX(_ tree: RenderTree, _ string: String) -> Double? {
    tree.texts().first { $0.1.string == string }?.0.x
  }

  static let orange = "#FF9500"
  static let blue = "#007AFF"
  static let red = "#FF3B30"
  static let grey = "#8E8E93"

  @Test func aLeadingSwipeSlidesTheContentTowardTheTrailingSide() throws {
    let rest = try row(#"{"edge":"leading"}"#, swiped: false)
    let tree = try row(#"{"edge":"leading"}"#)
    // "Pin" is 74 pt (the least width), "Unread" 6 × 7.5 + 30 = 75 pt; the first at the edge.
    #expect(fill(tree, Self.orange)?.frame == Rect(x: 0, y: 0, width: 74, height: 44))
    #expect(fill(tree, Self.blue)?.frame == Rect(x: 74, y: 0, width: 75, height: 44))
    #expect(fill(tree, Self.red) == nil)
    let moved = try #require(textX(tree, "Report"))
    #expect(try moved - #require(textX(rest, "Report")) == 149)
    let text = tree.nodes.first { if case .text(let t) = $0.kind { t.string == "Report" } else { false } }
    #expect(text?.clip == Clip(rect: Rect(x: 0, y: 0, width: 390, height: 44)))
  }

  @Test func theEdgeDefaultsToTrailingThenToTheOnlyActions() throws {
    #expect(fill(try row("{}"), Self.red)?.frame.maxX == 390)
    let leadingOnly = try layout(
      listDocument(
        "plain",
        #"{"content":{"text":"A"},"state":{"isSwiped":true},"leadingSwipeActions":[{"title":"Pin","backgroundColor":"systemOrange"}]}"#
      ))
    #expect(fill(leadingOnly, Self.orange)?.frame.x == 0)
  }

  @Test func aFullTrailingSwipeFillsTheRowWithTheFirstAction() throws {
    let rest = try row(#"{"isFullSwipe":true}"#, swiped: false)
    let tree = try row(#"{"isFullSwipe":true}"#)
    let remainder = LayoutEngine.fullSwipeRemainder
    #expect(fill(tree, Self.red)?.frame == Rect(x: remainder, y: 0, width: 390 - remainder, height: 44))
    // The other action is hidden under it.
    #expect(fill(tree, Self.grey) == nil)
    #expect(!tree.texts().contains { $0.1.string == "More" })
    // The title sits beside the row's edge, in a button of its usual width (6 × 7.5 + 30).
    let title = try #require(tree.texts().first { $0.1.string == "Delete" })
    #expect(title.0.x == remainder && title.0.width == 75)
    #expect(try #require(textX(tree, "Report")) - #require(textX(rest, "Report")) == -(390 - remainder))
  }

  @Test func aFullLeadingSwipePutsTheTitleAtTheRowsLeadingEdge() throws {
    let tree = try row(#"{"edge":"leading","isFullSwipe":true}"#)
    let remainder = LayoutEngine.fullSwipeRemainder
    #expect(fill(tree, Self.orange)?.frame == Rect(x: 0, y: 0, width: 390 - remainder, height: 44))
    #expect(fill(tree, Self.blue) == nil)
    let title = try #require(tree.texts().first { $0.1.string == "Pin" })
    #expect(title.0.maxX == 390 - remainder && title.0.width == 74)
  }

  @Test func anInsetGroupedCardRoundsTheOutermostActionOnItsSide() throws {
    let leading = try row(#"{"edge":"leading"}"#, appearance: "insetGrouped")
    let pin = try #require(fill(leading, Self.orange))
    #expect(pin.radius == 10 && pin.corners == [.topLeft, .bottomLeft])
    #expect(fill(leading, Self.blue)?.radius == 0)
    // The row's own background keeps only its trailing corners; the moved content is clipped
    // by the card's.
    let background = try #require(fill(leading, "#FFFFFF"))
    #expect(background.corners == [.topRight, .bottomRight])
    let text = leading.nodes.first { if case .text(let t) = $0.kind { t.string == "Report" } else { false } }
    #expect(text?.clip?.cornerRadius == 10 && text?.clip?.corners == .all)

    let trailing = try row(#"{"isFullSwipe":true}"#, appearance: "insetGrouped")
    let delete = try #require(fill(trailing, Self.red))
    #expect(delete.radius == 10 && delete.corners == [.topRight, .bottomRight])
    #expect(try #require(fill(trailing, "#FFFFFF")).corners == [.topLeft, .bottomLeft])
  }

  @Test func aSidebarPillHandsItsLeadingCornersToTheLeadingAction() throws {
    let tree = try row(#"{"edge":"leading"}"#, appearance: "sidebar", canvas: #""width":320"#)
    let pin = try #require(fill(tree, Self.orange))
    #expect(pin.radius == 10 && pin.corners == [.topLeft, .bottomLeft])
  }

  @Test func rightToLeftPutsTheLeadingActionsOnTheRight() throws {
    let tree = try row(#"{"edge":"leading"}"#, canvas: #""width":390,"layoutDirection":"rightToLeft""#)
    #expect(fill(tree, Self.orange)?.frame == Rect(x: 316, y: 0, width: 74, height: 44))
    #expect(fill(tree, Self.blue)?.frame == Rect(x: 241, y: 0, width: 75, height: 44))
    let full = try row(#"{"isFullSwipe":true}"#, canvas: #""width":390,"layoutDirection":"rightToLeft""#)
    #expect(fill(full, Self.red)?.frame.x == 0)
    #expect(
      try #require(full.texts().first { $0.1.string == "Delete" }).0.maxX == 390 - LayoutEngine.fullSwipeRemainder)
  }

  @Test func bothEdgesActionsAreTheRowsCustomActions() throws {
    let tree = try row(#"{"edge":"leading"}"#, swiped: false)
    let element = tree.accessibilityElements().first { $0.element.label == "Report" }
    #expect(element?.element.customActions == ["Delete", "More", "Pin", "Unread"])
  }
}
