import Testing
import VellumModel

@testable import VellumLayout

/// iOS 26's alerts and action sheets (`systemVersion: "26"`) with the fake measurer (0.5 em
/// advances, 1.2 em lines): the glass platter, the leading-aligned text, the capsule buttons and
/// where an action sheet sits; iOS 18's are left as they were.
@Suite struct Alerts26Tests {
  func tree(
    _ body: String, device: String = "iPhone 17", version: String = "26", category: String = "large",
    extra: String = ""
  ) throws -> RenderTree {
    try layout(
      #"{"vellum":1,"canvas":{"device":"\#(device)","systemVersion":"\#(version)","contentSizeCategory":"\#(category)"\#(extra)},"root":{"alertController":{\#(body)}}}"#
    )
  }

  func glass(_ t: RenderTree) -> [(Rect, Glass)] {
    t.nodes.compactMap { n in if case .glass(let g) = n.kind { (n.frame, g) } else { nil } }
  }

  func platter(_ t: RenderTree) throws -> Rect { try #require(glass(t).first).0 }

  /// The capsules: fills rounded to half their height, in drawing order.
  func capsules(_ t: RenderTree) -> [(Rect, Color)] {
    t.nodes.compactMap { n in
      if case .fill(let c, let r, _) = n.kind, abs(r - n.frame.height / 2) < 0.5, n.frame.height >= 48 {
        (n.frame, c)
      } else {
        nil
      }
    }
  }

  func text(_ t: RenderTree, _ s: String) throws -> (Rect, TextRun) {
    try #require(t.texts().first { $0.1.string == s })
  }

  static let twoActions = #""actions":[{"title":"Allow"},{"title":"Cancel","style":"cancel"}]"#

  @Test func theAlertIsA320PointGlassPlatterRounded34Continuous() throws {
    let t = try tree(#""title":"Title","message":"Message",\#(Self.twoActions)"#)
    let (p, g) = try #require(glass(t).first)
    #expect(p.width == 320 && abs(p.midX - 201) < 0.34)
    #expect(g.cornerRadius == 34 && g.hasContinuousCorners && !g.adaptsToBackdrop)
    #expect(!t.nodes.contains { if case .backdropBlur = $0.kind { true } else { false } })
  }

  @Test func theTitleAndMessageAreLeadingAligned30PointsIn() throws {
    let t = try tree(#""title":"Title","message":"Message",\#(Self.twoActions)"#)
    let p = try platter(t)
    let title = try text(t, "Title")
    #expect(title.1.font.size == 17 && title.1.font.weight == .semibold && title.1.alignment == .left)
    #expect(abs(title.0.x - (p.x + 30)) < 0.34 && abs(title.0.width - 260) < 0.34)
    let message = try text(t, "Message")
    #expect(message.1.font.size == 15 && message.1.alignment == .left && abs(message.0.x - (p.x + 30)) < 0.34)
    #expect(message.0.y > title.0.maxY)
  }

  @Test func twoButtonsAre48PointCapsules8ApartWith16PointsAround() throws {
    let t = try tree(#""title":"Title",\#(Self.twoActions),"preferredAction":"Allow""#)
    let p = try platter(t)
    let c = capsules(t)
    try #require(c.count == 2)
    let (cancel, allow) = (c[0].0, c[1].0)
    #expect(cancel.height == 48 && allow.height == 48 && cancel.y == allow.y)
    #expect(abs(cancel.x - (p.x + 16)) < 0.34 && abs(allow.maxX - (p.maxX - 16)) < 0.34)
    #expect(abs(allow.x - cancel.maxX - 8) < 0.34)
    #expect(abs(allow.maxY - (p.maxY - 16)) < 0.34)
    // The cancel action leading on tertiarySystemFill, its title in the label colour; the
    // preferred action's capsule in the tint, its title white.
    #expect(c[0].1.description == "#7676801E")
    #expect(try text(t, "Cancel").1.color.description == "#000000")
    #expect(c[1].1 != c[0].1 && c[1].1.alpha == 1)
    #expect(try text(t, "Allow").1.color == .white)
  }

  @Test func buttonsStackOnePerRowWhenTheyDoNotFitOrAreMoreThanTwo() throws {
    // 15 characters of 8.5 pt: 127.5, more than half of 288 − 8 less a quarter height each side.
    let long = try tree(#""title":"T","actions":[{"title":"Remove Download"},{"title":"OK"}]"#)
    let rows = capsules(long).map(\.0)
    #expect(rows.count == 2 && rows[0].width == 288 && abs(rows[1].y - rows[0].maxY - 8) < 0.34)
    let three = try tree(
      #""title":"T","actions":[{"title":"Cancel","style":"cancel"},{"title":"Save"},{"title":"Delete","style":"destructive"}]"#
    )
    let p = try platter(three)
    let slots = capsules(three).map(\.0)
    #expect(slots.count == 3 && slots.allSatisfy { $0.width == 288 && $0.height == 48 })
    #expect(abs(try text(three, "Cancel").0.midY - slots[2].midY) < 0.34, "the cancel action last")
    #expect(abs(slots[2].maxY - (p.maxY - 16)) < 0.34)
    #expect(try text(three, "Delete").1.color.description == "#FF383C", "iOS 26's systemRed")
  }

  @Test func accessibilitySizesStackTallerCapsulesThatDoNotOverlap() throws {
    let t = try tree(#""title":"T",\#(Self.twoActions)"#, category: "accessibilityExtraExtraExtraLarge")
    let slots = capsules(t).map(\.0)
    try #require(slots.count == 2)
    #expect(slots[0].height > 48 && slots[1].y >= slots[0].maxY + 8 - 0.34)
    let allow = try text(t, "Allow")
    #expect(allow.0.y >= slots[0].y && allow.0.maxY <= slots[0].maxY + 0.34)
  }

  /// At accessibility sizes a title too long for its capsule wraps, and the capsule grows to
  /// hold it (rounded as a one-line capsule); one that fits keeps its one-line capsule.
  @Test func atAccessibilitySizesLongActionTitlesWrapInTallerCapsules() throws {
    let long = #""actions":[{"title":"Send a Copy to Everyone"},{"title":"OK"}]"#
    for body in [#""title":"T",\#(long)"#, #""title":"T","preferredStyle":"actionSheet",\#(long)"#] {
      let t = try tree(body, category: "accessibilityExtraExtraExtraLarge")
      let send = try text(t, "Send a Copy to Everyone")
      let ok = try text(t, "OK")
      #expect(send.1.numberOfLines == 0 && send.0.height > 2 * ok.0.height - 0.5, "wrapped")
      let fills = t.nodes.compactMap { n -> (Rect, Double)? in
        if case .fill(_, let r, _) = n.kind, n.frame.x <= send.0.x, n.frame.maxX >= send.0.maxX {
          (n.frame, r)
        } else {
          nil
        }
      }
      let holder = try #require(fills.last { $0.0.y <= send.0.y && $0.0.maxY >= send.0.maxY })
      let one = try #require(fills.last { $0.0.y <= ok.0.y && $0.0.maxY >= ok.0.maxY })
      #expect(holder.0.height > one.0.height && holder.1 == one.1 && abs(one.1 - one.0.height / 2) < 0.5)
      #expect(abs(send.0.midY - holder.0.midY) < 0.34)
      #expect(one.0.y >= holder.0.maxY + 6 - 0.34 || holder.0.y >= one.0.maxY + 6 - 0.34, "apart")
    }
    let large = try tree(#""title":"T",\#(long)"#)
    #expect(try text(large, "Send a Copy to Everyone").1.numberOfLines == 1)
  }

  @Test func theScreenIsDimmedWithBlackAt48PercentInLightAndDark() throws {
    for appearance in ["light", "dark"] {
      let t = try tree(#""title":"T",\#(Self.twoActions)"#, extra: #","appearance":"\#(appearance)""#)
      #expect(t.fills().contains { $0.0.width == 402 && $0.0.height == 874 && $0.1 == Color.black.withAlpha(0.48) })
    }
  }

  @Test func rightToLeftMirrorsTheTextAndTheButtons() throws {
    let t = try tree(#""title":"Title",\#(Self.twoActions)"#, extra: #","layoutDirection":"rightToLeft""#)
    let p = try platter(t)
    let title = try text(t, "Title")
    #expect(title.1.alignment == .right && abs(title.0.maxX - (p.maxX - 30)) < 0.34)
    #expect(try text(t, "Cancel").0.midX > p.midX, "the cancel action leading, on the right")
  }

  @Test func textFieldsAreRoundedBoxesAboveTheButtons() throws {
    let t = try tree(
      #""title":"Sign In","actions":[{"title":"OK"}],"textFields":[{"placeholder":"Name"},{"placeholder":"Password","text":"abc","isSecureTextEntry":true}]"#
    )
    let p = try platter(t)
    let boxes = t.nodes.filter { if case .fill(_, 12, _) = $0.kind { true } else { false } }.map(\.frame)
    try #require(boxes.count == 2)
    #expect(boxes.allSatisfy { abs($0.x - (p.x + 16)) < 0.34 && $0.width == 288 && $0.height == 36 })
    #expect(abs(boxes[1].y - boxes[0].maxY - 8) < 0.34)
    let ok = try #require(capsules(t).first).0
    #expect(abs(ok.y - boxes[1].maxY - 16) < 0.34)
    #expect(try text(t, "Name").0.x >= boxes[0].x + 12 - 0.34)
    #expect(try text(t, "•••").1.color.description == "#000000")
  }

  @Test func iOS18KeepsItsBlurredPlatterAndHairlines() throws {
    let t = try tree(#""title":"Title",\#(Self.twoActions)"#, version: "18")
    #expect(glass(t).isEmpty && capsules(t).isEmpty)
    #expect(t.nodes.contains { if case .backdropBlur(_, _, 14) = $0.kind { $0.frame.width == 270 } else { false } })
    #expect(t.fills().contains { $0.0.width == 402 && $0.1 == Color.black.withAlpha(0.2) })
  }

  // MARK: Action sheets

  static let sheet =
    #""title":"Share?","preferredStyle":"actionSheet","actions":[{"title":"Copy"},{"title":"Delete","style":"destructive"},{"title":"Cancel","style":"cancel"}]"#

  @Test func anAnchoredActionSheetGrowsOutOfItsSourceUndimmedWithoutCancel() throws {
    let t = try tree(#"\#(Self.sheet),"sourceRect":{"x":340,"y":70,"width":44,"height":44}"#)
    let (p, g) = try #require(glass(t).first)
    #expect(p.width == 280 && g.cornerRadius == 34)
    #expect(abs(p.y - (114 + 8)) < 0.34, "8 pt below the source")
    #expect(abs(p.maxX - (402 - 16)) < 0.34, "kept 16 pt from the screen's side")
    #expect(!t.texts().contains { $0.1.string == "Cancel" })
    #expect(!t.fills().contains { $0.0.width == 402 && $0.0.height == 874 })
    let rows = capsules(t).map(\.0)
    #expect(rows.count == 2 && rows.allSatisfy { $0.height == 48 && $0.width == 260 })
    #expect(abs(rows[1].y - rows[0].maxY - 6) < 0.34 && abs(rows[1].maxY - (p.maxY - 10)) < 0.34)
    #expect(try text(t, "Share?").1.font.size == 13)
  }

  @Test func onAnIPhoneTheSheetGrowsOutOfItsBarButtonItem() throws {
    let presenting =
      #""presenting":{"navigationController":{"navigationBar":{"navigationBar":{"title":"Photos","rightBarButtonItems":[{"systemItem":"action"}]}},"content":{"text":{"string":"Photo"}}}}"#
    let body = #"\#(Self.sheet),"barButtonItem":"action",\#(presenting)"#
    let screen = try layout(
      #"{"vellum":1,"canvas":{"device":"iPhone 17","systemVersion":"26"},"root":\#(presenting.dropFirst(13))}"#)
    let share = try #require(screen.allAccessibility.first { $0.element.label == "Share" }).frame
    let t = try tree(body)
    // The presenting screen's item is glass too: the sheet is the 280 pt piece.
    let p = try #require(glass(t).first { $0.0.width == 280 }).0
    #expect(abs(p.y - (share.maxY + 8)) < 0.34, "8 pt below the item")
    #expect(p.x <= share.midX && share.midX <= p.maxX)
    #expect(!t.texts().contains { $0.1.string == "Cancel" })
    // iOS 18's iPhone sheet stays at the bottom with its cancel action.
    let t18 = try tree(body, version: "18")
    #expect(try text(t18, "Cancel").0.y > 874 - 120)
  }

  @Test func aSourceNearTheBottomOpensTheSheetAboveIt() throws {
    let t = try tree(#"\#(Self.sheet),"sourceRect":{"x":20,"y":780,"width":44,"height":44}"#)
    let p = try platter(t)
    #expect(abs(p.maxY - (780 - 8)) < 0.34 && abs(p.x - 16) < 0.34)
  }

  @Test func withoutASourceTheSheetSitsAtTheBottomWithItsCancelLast() throws {
    let t = try tree(Self.sheet)
    let p = try platter(t)
    #expect(p.width == 402 - 16 && abs(p.maxY - (874 - 34)) < 0.34)
    #expect(t.fills().contains { $0.0.width == 402 && $0.1 == Color.black.withAlpha(0.48) })
    let rows = capsules(t).map(\.0)
    #expect(rows.count == 3)
    #expect(abs(try text(t, "Cancel").0.midY - rows[2].midY) < 0.34)
  }

  @Test func withoutASourceAnIPadCentresTheSheet() throws {
    let t = try tree(Self.sheet, device: "iPad 11-inch")
    let p = try platter(t)
    #expect(p.width == 280 && abs(p.midX - 417) < 0.34)
    #expect(t.texts().contains { $0.1.string == "Cancel" })
  }
}
