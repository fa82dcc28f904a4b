import Testing
import VellumModel

@testable import VellumLayout

/// SwiftUI's rule for a row's width (`HStack`): each child is offered an even share of what is
/// left, the least flexible first, higher `layoutPriority` before lower; a text can use at most
/// its ideal width, a spacer any width. With the fake measurer (10 pt text: 5 pt a character).
@Suite struct StackFlexibilityTests {
  let m = ModifierLayoutTests()

  func row(_ children: String, width: Double) throws -> RenderTree {
    try m.tree(#"{"stack":{"axis":"horizontal","children":[\#(children)]}}"#, width: width)
  }

  /// The issue's row: an image, a title, a spacer and a value. The title (80 pt) is wider than a
  /// third of what is left, but the value (15 pt) is less flexible and the spacer more: the
  /// title gets its whole width.
  @Test func aTextGetsItsWholeWidthBeforeASpacer() throws {
    let t = try row(
      #"{"spacer":{"minLength":0,"frame":{"width":29}}},\#(m.text("Personal Hotspot")),{"spacer":{}},\#(m.text("Off"))"#,
      width: 180)
    #expect(try m.frame(t, "Personal Hotspot").width == 80)
    #expect(try m.frame(t, "Off").maxX == 180)
  }

  /// Two texts that do not both fit: the shorter (less flexible) gets its whole width, the
  /// longer is offered what is left (75 pt, and truncated to 65), whatever their order.
  @Test func theLessFlexibleTextIsServedFirst() throws {
    for (first, second) in [("Short", "A much longer title here"), ("A much longer title here", "Short")] {
      let t = try row(m.text(first, #""numberOfLines":1"#) + "," + m.text(second, #""numberOfLines":1"#), width: 100)
      #expect(try m.frame(t, "Short").width == 25, "\(first), \(second)")
      #expect(try m.frame(t, "A much longer title here").width == 65, "\(first), \(second)")
    }
  }

  /// Equally flexible texts that do not fit share the width evenly.
  @Test func equallyFlexibleTextsShareEvenly() throws {
    let t = try row(
      m.text("aaaaaaaaaaaaaaaaaaaa", #""numberOfLines":1"#) + ","
        + m.text("bbbbbbbbbbbbbbbbbbbb", #""numberOfLines":1"#), width: 120)
    #expect(try m.frame(t, "aaaaaaaaaaaaaaaaaaaa").width == 60)
    #expect(try m.frame(t, "bbbbbbbbbbbbbbbbbbbb").width == 60)
  }

  /// A higher `layoutPriority` is served before flexibility is looked at.
  @Test func priorityComesBeforeFlexibility() throws {
    let t = try row(
      m.text("Short", #""numberOfLines":1"#) + ","
        + m.text("A much longer title here", #""numberOfLines":1,"layoutPriority":1"#),
      width: 100)
    // Offered the whole row, it truncates to 95 pt; the other gets the 5 pt left.
    #expect(try m.frame(t, "A much longer title here").width == 95)
    #expect(try m.frame(t, "Short").width == 5)
  }

  /// Two spacers share what the texts leave evenly.
  @Test func spacersShareWhatIsLeft() throws {
    let t = try row(#"{"spacer":{"minLength":0}},\#(m.text("Mid")),{"spacer":{"minLength":0}}"#, width: 115)
    #expect(try m.frame(t, "Mid").x == 50)
  }

  /// A spacer given a size by a frame is that size, in a column and in a row: a column holding
  /// only such a spacer is as wide as it, not empty.
  @Test func aFramedSpacerKeepsItsSize() throws {
    let t = try row(
      #"{"stack":{"children":[{"spacer":{"frame":{"width":30,"height":30}}}],"background":"systemRed"}},{"spacer":{"frame":{"width":20}}},\#(m.text("Hello"))"#,
      width: 200)
    let fills = t.nodes.compactMap { if case .fill = $0.kind { $0.frame } else { nil } }
    #expect(fills.contains { $0.width == 30 && $0.height == 30 })
    #expect(try m.frame(t, "Hello").x == 50)
  }
}
