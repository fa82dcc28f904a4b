import Testing
import VellumModel

@testable import VellumLayout

/// SwiftUI's modifiers on any component (`frame`, `layoutPriority`, `offset`, `overlay`), the
/// `zStack` and the `divider`, with the fake measurer: 10 pt text is 5 pt a character, 12 tall.
@Suite struct ModifierLayoutTests {
  func tree(_ root: String, width: Double = 390, height: Double? = nil) throws -> RenderTree {
    let h = height.map { #","height":\#($0)"# } ?? ""
    return try layout(#"{"vellum":1,"canvas":{"systemVersion":"18","width":\#(width)\#(h),"scale":3},"root":\#(root)}"#)
  }

  func text(_ s: String, _ extra: String = "") -> String {
    #"{"text":{"string":"\#(s)","font":{"size":10}\#(extra.isEmpty ? "" : "," + extra)}}"#
  }

  func frame(_ t: RenderTree, _ s: String) throws -> Rect { try #require(t.texts().first { $0.1.string == s }).0 }

  @Test func aFixedFrameTakesItsSizeAndCentresItsContent() throws {
    let t = try tree(#"{"stack":{"children":[\#(text("abcd", #""frame":{"width":100,"height":50}"#))]}}"#)
    #expect(try frame(t, "abcd") == Rect(x: 40, y: 19, width: 20, height: 12))
    #expect(t.size.height == 50)
    // Aligned as asked.
    let lead = try tree(
      #"{"stack":{"children":[\#(text("abcd", #""frame":{"width":100,"height":50,"alignment":"bottomTrailing"}"#))]}}"#)
    #expect(try frame(lead, "abcd") == Rect(x: 80, y: 38, width: 20, height: 12))
  }

  @Test func flexibleFramesFollowSwiftUIsRule() {
    // A minimum raises the content to it; a maximum grows it to what is offered, up to itself.
    #expect(Frame.length(fixed: nil, min: 60, max: nil, proposal: 390, content: 10) == 60)
    #expect(Frame.length(fixed: nil, min: nil, max: 200, proposal: 390, content: 10) == 200)
    #expect(Frame.length(fixed: nil, min: nil, max: .infinity, proposal: 390, content: 10) == 390)
    #expect(Frame.length(fixed: nil, min: nil, max: 200, proposal: 100, content: 10) == 100)
    #expect(Frame.length(fixed: nil, min: 60, max: 80, proposal: 390, content: 10) == 80)
    #expect(Frame.length(fixed: nil, min: 60, max: nil, proposal: nil, content: 70) == 70)
    #expect(Frame.length(fixed: 5, min: nil, max: nil, proposal: 390, content: 10) == 5)
  }

  @Test func maxWidthInfinityTakesWhatARowsOtherChildrenLeave() throws {
    let t = try tree(
      #"{"stack":{"axis":"horizontal","children":[\#(text("ab", #""frame":{"maxWidth":"infinity","alignment":"leading"}"#)),\#(text("cd"))]}}"#
    )
    #expect(try frame(t, "ab") == Rect(x: 0, y: 0, width: 10, height: 12), "leading in its 380 pt frame")
    #expect(try frame(t, "cd") == Rect(x: 380, y: 0, width: 10, height: 12))
    // Centred by default: in the middle of the 380 pt.
    let c = try tree(
      #"{"stack":{"axis":"horizontal","children":[\#(text("ab", #""frame":{"maxWidth":"infinity"}"#)),\#(text("cd"))]}}"#
    )
    #expect(try frame(c, "ab").x == 185)
  }

  @Test func maxHeightInfinityTakesAColumnsFreeLengthAsASpacerDoes() throws {
    let t = try tree(
      #"{"stack":{"children":[\#(text("top", #""frame":{"maxHeight":"infinity","alignment":"top"}"#)),\#(text("end"))]}}"#,
      height: 200)
    #expect(try frame(t, "top").y == 0)
    #expect(try frame(t, "end").y == 188, "the first child took the 176 free points")
  }

  @Test func aspectRatioFitsTheHeightToTheWidth() throws {
    let t = try tree(#"{"stack":{"children":[\#(text("x", #""frame":{"width":160,"aspectRatio":2}"#))]}}"#)
    #expect(t.size.height == 80)
  }

  @Test func higherLayoutPriorityTakesItsWidthFirst() throws {
    // 40 pt for two 30-character texts (150 pt each): the priority one gets all it can.
    let long = String(repeating: "a", count: 30)
    let other = String(repeating: "b", count: 30)
    let plain = try tree(
      #"{"stack":{"axis":"horizontal","children":[\#(text(long, #""numberOfLines":1"#)),\#(text(other, #""numberOfLines":1"#))]}}"#,
      width: 200)
    #expect(try frame(plain, long).width == 100 && frame(plain, other).width == 100)
    let first = try tree(
      #"{"stack":{"axis":"horizontal","children":[\#(text(long, #""numberOfLines":1"#)),\#(text(other, #""numberOfLines":1,"layoutPriority":1"#))]}}"#,
      width: 200)
    #expect(try frame(first, other).width == 150)
    #expect(try frame(first, long) == Rect(x: 0, y: 0, width: 50, height: 12))
  }

  @Test func anOffsetMovesTheDrawingNotTheLayout() throws {
    let t = try tree(
      #"{"stack":{"children":[\#(text("a", #""offset":{"x":6,"y":-3}"#)),\#(text("b"))]}}"#)
    let a = try frame(t, "a")
    #expect(a.x == 6 && a.y == -3)
    #expect(try frame(t, "b") == Rect(x: 0, y: 12, width: a.width, height: 12), "the next child is where it was")
  }

  @Test func anOverlaySitsOverItsComponentByItsAlignment() throws {
    let badge = #"{"alignment":"topTrailing","content":\#(text("3", #""offset":{"x":4,"y":-4}"#))}"#
    let t = try tree(
      #"{"stack":{"alignment":"leading","children":[{"image":{"systemName":"tray","width":40,"height":30,"overlay":[\#(badge)]}}]}}"#
    )
    #expect(try frame(t, "3") == Rect(x: 35 + 4, y: -4, width: 5, height: 12))
    // The overlay is drawn after (over) the image.
    let symbol = try #require(t.nodes.firstIndex { if case .symbolDrawing = $0.kind { true } else { false } })
    let label = try #require(t.nodes.firstIndex { if case .text = $0.kind { true } else { false } })
    #expect(symbol < label)
    // Its nodes belong to it.
    #expect(t.nodes[label].source?.path == "root.stack.children[0].image.overlay[0].content.text")
  }

  @Test func aZStackIsAsLargeAsItsLargestChildWithEachAligned() throws {
    let t = try tree(
      #"{"stack":{"alignment":"leading","children":[{"zStack":{"alignment":"bottomLeading","children":[\#(text("back", #""frame":{"width":100,"height":60}"#)),\#(text("front"))]}}]}}"#
    )
    #expect(t.size.height == 60)
    #expect(try frame(t, "back") == Rect(x: 40, y: 24, width: 20, height: 12))
    #expect(try frame(t, "front") == Rect(x: 0, y: 48, width: 25, height: 12))
  }

  @Test func aDividerIsAHairlineAcrossAColumnAndDownARow() throws {
    let column = try tree(#"{"stack":{"children":[\#(text("a")),{"divider":{}},\#(text("b"))]}}"#)
    let line = try #require(column.fills().first { $0.0.height < 1 })
    #expect(line.1.description == "#3C3C4349", "the separator colour")
    #expect(line.0.x == 0 && line.0.y == 12 && line.0.width == 390 && abs(line.0.height - 1.0 / 3) < 1e-9)
    #expect(try abs(frame(column, "b").y - (12 + 1.0 / 3)) < 1e-9)
    let row = try tree(
      #"{"stack":{"axis":"horizontal","alignment":"center","spacing":8,"children":[\#(text("a")),{"divider":{}},\#(text("b"))]}}"#
    )
    let down = try #require(row.fills().first { $0.0.width < 1 })
    #expect(down.0.x == 13 && down.0.y == 0 && down.0.height == 12, "the row's whole height")
  }

  @Test func negativeSpacingOverlapsChildrenAsUIKitAllows() throws {
    let t = try tree(#"{"stack":{"spacing":-4,"children":[\#(text("a")),\#(text("b"))]}}"#)
    #expect(try frame(t, "b").y == 8)
    #expect(t.size.height == 20)
  }

  @Test func impossibleFramesAreErrorsWithTheirPaths() {
    func message(_ frame: String) -> String {
      do {
        _ = try tree(#"{"stack":{"children":[\#(text("a", #""frame":\#(frame)"#))]}}"#)
        return ""
      } catch { return "\(error)" }
    }
    #expect(message(#"{"minWidth":100,"maxWidth":50}"#).contains("root.stack.children[0].text.frame.minWidth"))
    #expect(message(#"{"minWidth":100,"maxWidth":50}"#).contains("greater than maxWidth"))
    #expect(message(#"{"width":10,"maxWidth":50}"#).contains("not both"))
    #expect(message(#"{"maxWidth":"huge"}"#).contains(#"expected a length in points or "infinity""#))
    #expect(message(#"{"widht":3}"#).contains(#"did you mean "width"?"#))
  }

  @Test func backgroundCornerRadiusAndBorderDrawAroundTheFrame() throws {
    let t = try tree(
      #"{"stack":{"alignment":"leading","children":[\#(text("New", #""frame":{"width":40,"height":20},"background":"systemRed","cornerRadius":6,"cornerCurve":"continuous","border":{"color":"black","width":2},"overlay":[{"alignment":"topTrailing","content":\#(text("9"))}]"#))]}}"#
    )
    let fill = try #require(t.nodes.first { if case .fill = $0.kind { true } else { false } })
    #expect(fill.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    guard case .fill(_, let radius, let corners) = fill.kind else { return }
    #expect(radius == 6 && corners.contains(.continuous))
    // The content is clipped to the rounded frame; the overlay is not (a badge overhangs).
    let new = try #require(t.nodes.first { if case .text(let r) = $0.kind { r.string == "New" } else { false } })
    #expect(
      new.clip == Clip(rect: Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 6, corners: [.all, .continuous]))
    let badge = try #require(t.nodes.first { if case .text(let r) = $0.kind { r.string == "9" } else { false } })
    #expect(badge.clip == nil)
    // The border's line runs inside the edge, drawn over the content and under the overlay.
    let i = try #require(t.nodes.firstIndex { if case .stroke = $0.kind { true } else { false } })
    #expect(t.nodes[i].frame == Rect(x: 1, y: 1, width: 38, height: 18))
    guard case .stroke(_, let width, let strokeRadius, let strokeCorners) = t.nodes[i].kind else { return }
    #expect(width == 2 && strokeRadius == 5)
    #expect(strokeCorners.contains(.continuous), "the border follows the continuous curve")
    #expect(t.nodes.firstIndex { $0 == new }! < i && i < t.nodes.firstIndex { $0 == badge }!)
  }

  @Test func roundingClipsContentThatHasClipsOfItsOwnWithABracket() throws {
    // A swiped cell's content is clipped to the row; rounded by the modifier, the row's
    // corners are cut too: a clip bracket holds the content, which keeps its own clips.
    let t = try layout(
      #"""
      {"vellum":1,"canvas":{ "systemVersion": "18","width":200},"root":{"cell":{"content":{"text":"Row"},"state":{"isSwiped":true},
        "swipeActions":[{"title":"Delete","style":"destructive"}],"cornerRadius":12}}}
      """#)
    let begin = try #require(t.nodes.firstIndex { if case .beginClip = $0.kind { true } else { false } })
    let end = try #require(t.nodes.firstIndex { if case .endClip = $0.kind { true } else { false } })
    guard case .beginClip(let radius, _) = t.nodes[begin].kind else { return }
    #expect(radius == 12 && t.nodes[begin].frame == Rect(x: 0, y: 0, width: 200, height: 44))
    let row = try #require(t.nodes.firstIndex { if case .text(let r) = $0.kind { r.string == "Row" } else { false } })
    #expect(begin < row && row < end && t.nodes[row].clip != nil)
    #expect(t.bracketProblem == nil)
  }

  @Test func aKindsOwnKeyKeepsItsMeaning() throws {
    // A stack's `background` is its own (the modifier's is not read a second time); a text's
    // is the modifier. Both fill the component's frame.
    let doc = try DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"canvas":{"systemVersion":"18"},"root":{"stack":{"background":"systemRed","cornerRadius":4,"children":[\#(text("a", #""background":"systemBlue""#))]}}}"#
          .utf8))
    #expect(doc.root.modifiers.background == nil && doc.root.modifiers.cornerRadius == nil)
    #expect(doc.root.as(Stack.self)?.cornerRadius == 4)
    let child = try #require(doc.root.as(Stack.self)?.children.first)
    #expect(child.modifiers.background == .system(.systemBlue))
    do {
      _ = try DocumentDecoder.decode(Array(#"{"vellum":1,"canvas":{"systemVersion":"18"},"root":\#(text("a", #""border":{"width":1}"#))}"#.utf8))
      Issue.record("a border without a colour was accepted")
    } catch {
      #expect("\(error)".contains("root.text.border"))
      #expect("\(error)".contains("a border needs a \"color\""))
    }
  }
}

/// `UIStackView`'s distributions, custom spacing and baseline alignment, with the fake measurer
/// (10 pt text: 5 pt a character, 12 tall, its baseline 9.5 down).
@Suite struct StackDistributionTests {
  let m = ModifierLayoutTests()

  func row(_ distribution: String) throws -> [Double] {
    let t = try m.tree(
      #"{"stack":{"axis":"horizontal","distribution":"\#(distribution)","children":[\#(m.text("a")),\#(m.text("bb")),\#(m.text("cccc"))]}}"#,
      width: 300)
    return try ["a", "bb", "cccc"].map { try m.frame(t, $0).x }
  }

  func close(_ a: [Double], _ b: [Double]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) < 0.34 } }

  @Test func fillEquallyGivesEveryChildTheSameWidth() throws {
    #expect(try row("fillEqually") == [0, 100, 200])
  }

  @Test func fillProportionallySharesTheWidthByTheChildrensOwn() throws {
    // 5, 10 and 20 points of text in 300: 300 × 5/35, 300 × 10/35, 300 × 20/35.
    #expect(close(try row("fillProportionally"), [0, 300 * 5 / 35, 300 * 15 / 35]))
  }

  @Test func equalSpacingSharesTheFreeLengthBetweenTheChildren() throws {
    // 265 free points in two gaps.
    #expect(close(try row("equalSpacing"), [0, 5 + 132.5, 5 + 132.5 + 10 + 132.5]))
  }

  @Test func equalCenteringSpacesTheCentresEvenly() throws {
    // Centres from 2.5 to 290: 143.75 apart.
    #expect(close(try row("equalCentering"), [0, 2.5 + 143.75 - 5, 280]))
  }

  @Test func fillKeepsTheNaturalWidths() throws {
    #expect(try row("fill") == [0, 5, 15])
  }

  @Test func customSpacingFollowsTheChildItIsSetAfter() throws {
    let t = try m.tree(
      #"{"stack":{"spacing":4,"customSpacing":[{"after":0,"spacing":20}],"children":[\#(m.text("a")),\#(m.text("b")),\#(m.text("c"))]}}"#
    )
    #expect(try [m.frame(t, "a").y, m.frame(t, "b").y, m.frame(t, "c").y] == [0, 32, 48])
    #expect(t.size.height == 60)
  }

  @Test func firstBaselineAlignsARowsTextsAndSitsOthersOnTheirBottoms() throws {
    let t = try m.tree(
      #"{"stack":{"axis":"horizontal","alignment":"firstBaseline","children":[\#(m.text("a")),{"text":{"string":"B","font":{"size":20}}},{"image":{"systemName":"star","width":10,"height":10}}]}}"#
    )
    // Baselines 9.5 and 19 down: the small text 9.5 lower; the image's bottom on the baseline.
    #expect(try abs(m.frame(t, "a").y - 9.5) < 0.34, "on the device-pixel grid")
    #expect(try m.frame(t, "B").y == 0)
    let star = try #require(t.symbols().first).0
    #expect(abs(star.maxY - 19) < 0.34)
    #expect(t.size.height == 24)
  }

  @Test func aCustomSpacingAfterTheLastChildIsAnError() {
    #expect(throws: Diagnostic.self) {
      try m.tree(#"{"stack":{"customSpacing":[{"after":1,"spacing":2}],"children":[\#(m.text("a")),\#(m.text("b"))]}}"#)
    }
    do {
      _ = try m.tree(
        #"{"stack":{"customSpacing":[{"after":1,"spacing":2}],"children":[\#(m.text("a")),\#(m.text("b"))]}}"#)
    } catch {
      #expect("\(error)".contains("root.stack.customSpacing[0].after"))
    }
  }
}
