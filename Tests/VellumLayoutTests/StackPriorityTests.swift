import Testing
import VellumModel

@testable import VellumLayout

/// UIKit's content hugging and compression resistance priorities in stacks, and
/// `isLayoutMarginsRelativeArrangement`, with the fake measurer (10 pt text: 5 pt a character,
/// 12 tall).
@Suite struct StackPriorityTests {
  let m = ModifierLayoutTests()

  func hugging(_ h: Double, _ axis: String = "horizontal") -> String {
    #""contentHuggingPriority":{"\#(axis)":\#(h)}"#
  }
  func resistance(_ r: Double, _ axis: String = "horizontal") -> String {
    #""contentCompressionResistancePriority":{"\#(axis)":\#(r)}"#
  }

  /// A row of "Title" (25 pt) and "Detail" (30 pt) stretched to 300 pt by its column.
  func titleAndDetail(_ title: String = "", _ detail: String = "") throws -> (title: Rect, detail: Rect) {
    let t = try m.tree(
      #"{"stack":{"children":[{"stack":{"axis":"horizontal","children":[\#(m.text("Title", title)),\#(m.text("Detail", detail))]}}]}}"#,
      width: 300)
    return (try m.frame(t, "Title"), try m.frame(t, "Detail"))
  }

  @Test func withoutPrioritiesARowKeepsItsChildrensWidths() throws {
    let (title, detail) = try titleAndDetail()
    #expect(title.width == 25)
    #expect(detail.x == 25 && detail.width == 30)
  }

  @Test func theChildHuggingLeastTakesTheFreeLength() throws {
    // UIKit's title-and-value row: the title hugs least and pushes the value to the end.
    let (title, detail) = try titleAndDetail(hugging(1))
    #expect(title.width == 270)
    #expect(detail.x == 270 && detail.width == 30)
    // The detail hugging hard leaves the title (a label's 251) the lowest: the same.
    let (title2, detail2) = try titleAndDetail("", hugging(1000))
    #expect(title2.width == 270 && detail2.x == 270)
    // The title hugging hard: the detail (251) stretches, its text at its leading edge.
    let (title3, detail3) = try titleAndDetail(hugging(1000))
    #expect(title3.width == 25)
    #expect(detail3.x == 25 && detail3.width == 275)
  }

  @Test func equalHuggingStretchesTheFirst() throws {
    let (title, detail) = try titleAndDetail(hugging(251), hugging(251))
    #expect(title.width == 270 && detail.x == 270)
  }

  @Test func aSpacerStillTakesTheFreeLengthBeforeHugging() throws {
    let t = try m.tree(
      #"{"stack":{"children":[{"stack":{"axis":"horizontal","children":[\#(m.text("Title", hugging(1))),{"spacer":{}},\#(m.text("Detail"))]}}]}}"#,
      width: 300)
    #expect(try m.frame(t, "Title").width == 25)
    #expect(try m.frame(t, "Detail").x == 270)
  }

  @Test func verticalHuggingGivesAColumnsFreeHeightToTheLowest() throws {
    let column = { (extra: String) in
      try self.m.tree(#"{"stack":{"children":[\#(self.m.text("top", extra)),\#(self.m.text("end"))]}}"#, height: 200)
    }
    #expect(try m.frame(column(""), "end").y == 12, "no priority: the children keep their heights")
    let hugged = try column(hugging(1, "vertical"))
    #expect(try m.frame(hugged, "end").y == 188)
    // A horizontal priority says nothing about a column.
    #expect(try m.frame(column(hugging(1)), "end").y == 12)
  }

  @Test func compressionResistanceDecidesWhichTextKeepsItsWidthInARow() throws {
    // 200 pt for two 150 pt texts: shared evenly, unless one resists compression more.
    let long = String(repeating: "a", count: 30)
    let other = String(repeating: "b", count: 30)
    func row(_ a: String, _ b: String) throws -> (Double, Double) {
      let t = try m.tree(
        #"{"stack":{"axis":"horizontal","children":[\#(m.text(long, a)),\#(m.text(other, b))]}}"#, width: 200)
      return (try m.frame(t, long).width, try m.frame(t, other).width)
    }
    #expect(try row("", "") == (100, 100))
    #expect(try row("", resistance(751)) == (50, 150))
    #expect(try row(resistance(749), "") == (50, 150))
    // The layout priority (SwiftUI's) ranks before the resistance.
    #expect(try row(#""layoutPriority":1"#, resistance(1000)) == (150, 50))
  }

  @Test func theLowestResistanceShrinksFirstWhenAColumnIsTooShort() throws {
    // Three 12 pt texts in 30 pt: 6 pt too many.
    func column(_ a: String, _ b: String, _ c: String) throws -> [Rect] {
      let t = try m.tree(
        #"{"stack":{"children":[\#(m.text("a", a)),\#(m.text("b", b)),\#(m.text("c", c))]}}"#, height: 30)
      return try ["a", "b", "c"].map { try m.frame(t, $0) }
    }
    let plain = try column("", "", "")
    #expect(plain.map(\.y) == [0, 12, 24], "no priority: the last child runs past the end")
    let squeezed = try column("", resistance(1, "vertical"), "")
    #expect(squeezed.map(\.y) == [0, 12, 18])
    #expect(
      clips(
        try m.tree(
          #"{"stack":{"children":[\#(m.text("a")),\#(m.text("b", resistance(1, "vertical"))),\#(m.text("c"))]}}"#,
          height: 30)) == [Rect(x: 0, y: 12, width: 390, height: 6)], "the shortened text is clipped to its 6 points")
    // Equals give way together.
    let both = try column(resistance(100, "vertical"), "", resistance(100, "vertical"))
    #expect(both.map(\.y) == [0, 9, 21])
    // One that reaches zero passes the rest on to the next priority.
    let t = try m.tree(
      #"{"stack":{"children":[\#(m.text("a", resistance(1, "vertical"))),\#(m.text("b", resistance(2, "vertical"))),\#(m.text("c"))]}}"#,
      height: 10)
    #expect(try [m.frame(t, "a").y, m.frame(t, "b").y, m.frame(t, "c").y] == [0, 0, 0])
    #expect(clips(t).map(\.height) == [0, 0, 10])
  }

  func clips(_ t: RenderTree) -> [Rect] {
    t.nodes.compactMap { if case .beginClip = $0.kind { $0.frame } else { nil } }
  }

  @Test func layoutMarginsRelativeArrangementInsetsTheChildren() throws {
    let t = try m.tree(
      #"{"stack":{"isLayoutMarginsRelativeArrangement":true,"children":[\#(m.text("a"))]}}"#, width: 100)
    #expect(try m.frame(t, "a") == Rect(x: 8, y: 8, width: 84, height: 12), "UIView's 8 points on each side")
    #expect(t.size.height == 28)
    let custom = try m.tree(
      #"{"stack":{"axis":"horizontal","isLayoutMarginsRelativeArrangement":true,"directionalLayoutMargins":{"top":2,"leading":20},"children":[\#(m.text("a"))]}}"#,
      width: 100)
    #expect(try m.frame(custom, "a").origin == Point(x: 20, y: 2))
    // Off (UIKit's default), the margins are the bounds.
    let off = try m.tree(#"{"stack":{"isLayoutMarginsRelativeArrangement":false,"children":[\#(m.text("a"))]}}"#)
    #expect(try m.frame(off, "a").origin == Point(x: 0, y: 0))
  }

  @Test func layoutMarginsRespectTheLayoutDirection() throws {
    let t = try layout(
      #"{"vellum":1,"canvas":{"width":100,"scale":3,"layoutDirection":"rightToLeft"},"root":{"stack":{"isLayoutMarginsRelativeArrangement":true,"directionalLayoutMargins":{"leading":20,"trailing":0},"children":[\#(m.text("a"))]}}}"#
    )
    #expect(try m.frame(t, "a").maxX == 80, "the leading margin is on the right")
  }

  @Test func impossiblePrioritiesAndMarginsAreErrorsWithTheirPaths() {
    func message(_ stack: String) -> String {
      do {
        _ = try m.tree(#"{"stack":{\#(stack)}}"#)
        return ""
      } catch { return "\(error)" }
    }
    let both = message(#""isLayoutMarginsRelativeArrangement":true,"padding":{"top":4},"children":[]"#)
    #expect(both.contains("root.stack.padding") && both.contains("directionalLayoutMargins"))
    let unused = message(#""directionalLayoutMargins":{"top":4},"children":[]"#)
    #expect(
      unused.contains("root.stack.directionalLayoutMargins") && unused.contains("isLayoutMarginsRelativeArrangement"))
    let empty = message(#""children":[{"text":{"string":"a","contentHuggingPriority":{}}}]"#)
    #expect(empty.contains("root.stack.children[0].text.contentHuggingPriority"))
    #expect(empty.contains("horizontal"))
    let high = message(
      #""children":[{"text":{"string":"a","contentCompressionResistancePriority":{"vertical":1001}}}]"#)
    #expect(high.contains("root.stack.children[0].text.contentCompressionResistancePriority.vertical"))
    let typo = message(#""children":[{"text":{"string":"a","contentHuggingPriority":{"horizonal":1}}}]"#)
    #expect(typo.contains(#"did you mean "horizontal"?"#))
  }
}
