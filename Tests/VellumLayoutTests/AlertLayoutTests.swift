import Testing

@testable import VellumLayout

/// `alertController` with the fake measurer (0.5 em advances, 1.2 em lines): the alert's and the
/// action sheet's metrics, button arrangement, dimming and VoiceOver.
@Suite struct AlertLayoutTests {
  func tree(_ body: String, device: String = "iPhone 13", category: String = "large") throws -> RenderTree {
    try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","device":"\#(device)","contentSizeCategory":"\#(category)"},"root":{"alertController":{\#(body)}}}"#
    )
  }

  func platter(_ t: RenderTree) throws -> Rect {
    try #require(t.nodes.first { if case .backdropBlur = $0.kind { true } else { false } }).frame
  }

  func text(_ t: RenderTree, _ s: String) throws -> (Rect, TextRun) {
    try #require(t.texts().first { $0.1.string == s })
  }

  static let twoActions = #""actions":[{"title":"Allow"},{"title":"Cancel","style":"cancel"}]"#

  @Test func anAlertIsACentred270PointPlatterWithTitleAndMessage20PointsIn() throws {
    let t = try tree(#""title":"Title","message":"Message",\#(Self.twoActions)"#)
    let p = try platter(t)
    #expect(p.width == 270 && abs(p.midX - 195) < 0.34)
    // 20 + title (17 × 1.2) + 2 + message (13 × 1.2) + 20, then one 44 pt row of buttons.
    let header = 20 + 20.4 + 2 + 15.6 + 20
    #expect(abs(p.height - (header + 44)) < 0.34)
    // Centred between the safe areas (47 and 34 on the iPhone 13).
    #expect(abs(p.midY - (47 + (844 - 34)) / 2) < 0.34)
    let title = try text(t, "Title")
    #expect(title.1.font.size == 17 && title.1.font.weight == .semibold)
    #expect(abs(title.0.y - (p.y + 20)) < 0.34)
    #expect(title.0.width == 238, "16 pt from each side")
    let message = try text(t, "Message")
    #expect(message.1.font.size == 13 && abs(message.0.y - (title.0.maxY + 2)) < 0.34)
    #expect(t.nodes.contains { if case .backdropBlur(_, _, 14) = $0.kind { true } else { false } })
  }

  @Test func twoButtonsSitSideBySideWithTheCancelActionLeadingAndSemibold() throws {
    let t = try tree(#""title":"Title",\#(Self.twoActions)"#)
    let p = try platter(t)
    let cancel = try text(t, "Cancel")
    let allow = try text(t, "Allow")
    #expect(cancel.0.midX < p.midX && allow.0.midX > p.midX)
    #expect(abs(cancel.0.midY - allow.0.midY) < 0.34 && abs(cancel.0.midY - (p.maxY - 22)) < 0.34)
    #expect(cancel.1.font.weight == .semibold && allow.1.font.weight == .regular)
    // The hairline above the buttons and the one between them.
    let hairline = 1.0 / 3
    #expect(t.fills().contains { $0.0.width == 270 && $0.0.height == hairline && abs($0.0.y - (p.maxY - 44)) < 0.34 })
    #expect(t.fills().contains { $0.0.width == hairline && $0.0.height == 44 && abs($0.0.midX - p.midX) < 0.34 })
  }

  @Test func threeButtonsStackWithTheCancelActionLastAndPreferredSemibold() throws {
    let t = try tree(
      #""title":"T","actions":[{"title":"Cancel","style":"cancel"},{"title":"Save"},{"title":"Delete","style":"destructive"}],"preferredAction":"Save""#
    )
    let p = try platter(t)
    let titles = ["Save", "Delete", "Cancel"]
    for (i, s) in titles.enumerated() {
      let b = try text(t, s)
      #expect(abs(b.0.midY - (p.maxY - 44 * Double(3 - i) + 22)) < 0.34, "\(s) is row \(i)")
      #expect(abs(b.0.midX - p.midX) < 0.6)
    }
    #expect(try text(t, "Save").1.font.weight == .semibold, "the preferred action")
    #expect(try text(t, "Cancel").1.font.weight == .regular, "not bold beside a preferred action")
    #expect(try text(t, "Delete").1.color.description == "#FF3B30")
  }

  @Test func twoButtonsStackWhenATitleDoesNotFitHalfTheWidth() throws {
    // 15 characters of 8.5 pt: 127.5, more than 135 − 16.
    let t = try tree(#""title":"T","actions":[{"title":"Remove Download"},{"title":"OK"}]"#)
    let p = try platter(t)
    #expect(abs(p.height - (20 + 20.4 + 20 + 88)) < 0.34)
    #expect(abs(try text(t, "OK").0.midX - p.midX) < 0.6)
  }

  @Test func textFieldsSitInOneRoundedBoxUnderTheMessage() throws {
    let t = try tree(
      #""title":"Sign In","actions":[{"title":"OK"}],"textFields":[{"placeholder":"Name"},{"placeholder":"Password","text":"abc","isSecureTextEntry":true}]"#
    )
    let p = try platter(t)
    let box = try #require(t.fills().first { $0.0.width == 238 && $0.0.height == 52 })
    #expect(abs(box.0.y - (p.y + 20 + 20.4 + 12)) < 0.34)
    #expect(abs(p.height - (20 + 20.4 + 12 + 52 + 16 + 44)) < 0.34)
    let placeholder = try text(t, "Name")
    #expect(placeholder.1.font.size == 13 && abs(placeholder.0.x - (box.0.x + 6)) < 0.34)
    #expect(try text(t, "•••").1.color.description == "#000000")
  }

  @Test func accessibilitySizesWidenTheAlertAndStackItsButtons() throws {
    let t = try tree(#""title":"T",\#(Self.twoActions)"#, category: "accessibilityLarge")
    let p = try platter(t)
    #expect(p.width == 310)
    let cancel = try text(t, "Cancel")
    let allow = try text(t, "Allow")
    #expect(abs(cancel.0.midX - allow.0.midX) < 0.6 && cancel.0.midY > allow.0.midY)
  }

  @Test func anAlertTallerThanTheScreenKeepsHalfForItsButtonsAndClips() throws {
    let long = String(repeating: "word ", count: 790)
    let actions = (1...20).map { #"{"title":"A\#($0)"}"# }.joined(separator: ",")
    let t = try tree(#""message":"\#(long)","actions":[\#(actions)]"#)
    let p = try platter(t)
    let available = 844.0 - 47 - 34 - 20
    #expect(abs(p.height - available) < 0.34)
    let message = try text(t, long)
    let clip = try #require(t.nodes.first { if case .text(let r) = $0.kind { r.string == long } else { false } }?.clip)
    #expect(abs(clip.rect.height - available / 2) < 0.34)
    #expect(message.0.height > clip.rect.height)
  }

  @Test func thePresentingScreenIsDimmedAndModal() throws {
    let screen =
      #""presenting":{"navigationController":{"navigationBar":{"navigationBar":{"title":"Inbox"}},"content":{"text":{"string":"Behind"}}}}"#
    let t = try tree(#""title":"Alert",\#(Self.twoActions),\#(screen)"#)
    #expect(t.fills().contains { $0.0 == Rect(x: 0, y: 0, width: 390, height: 844) && abs($0.1.alpha - 0.2) < 0.01 })
    let spoken = t.accessibilityElements().map(\.element.spoken)
    #expect(spoken == ["Alert, Heading", "Cancel, Button", "Allow, Button"])
    // The status bar is drawn once, above the dimming.
    let times = t.texts().filter { $0.1.string == "9:41" }
    #expect(times.count == 1)
  }

  @Test func anIPhoneActionSheetSitsOnTheBottomSafeAreaWithItsCancelButtonApart() throws {
    let t = try tree(
      #""title":"Delete?","preferredStyle":"actionSheet","actions":[{"title":"Delete","style":"destructive"},{"title":"Cancel","style":"cancel"}]"#
    )
    let cancel = try #require(t.fills().first { $0.0.height == 57 && $0.0.width == 374 })
    #expect(abs(cancel.0.maxY - (844 - 34)) < 0.34 && cancel.0.x == 8)
    let group = try platter(t)
    #expect(group.width == 374 && abs(group.maxY - (cancel.0.y - 8)) < 0.34)
    // Header: 13.5 + 13 pt semibold title (15.6) + 13.5; one 57 pt row.
    #expect(abs(group.height - (27 + 15.6 + 57)) < 0.34)
    let title = try text(t, "Delete?")
    #expect(title.1.font.size == 13 && title.1.font.weight == .semibold)
    let delete = try text(t, "Delete")
    #expect(delete.1.font.size == 20 && delete.1.color.description == "#FF3B30")
    #expect(try text(t, "Cancel").1.font.weight == .semibold)
  }

  @Test func anIPadActionSheetIsAnUndimmedPopoverAtItsSourceWithoutTheCancelAction() throws {
    let t = try tree(
      #""preferredStyle":"actionSheet","sourceRect":{"x":700,"y":30,"width":40,"height":40},"actions":[{"title":"Copy"},{"title":"Cancel","style":"cancel"}]"#,
      device: "iPad 11-inch")
    #expect(!t.texts().contains { $0.1.string == "Cancel" })
    #expect(!t.fills().contains { $0.1.alpha > 0.1 && $0.1.alpha < 0.5 && $0.0.width == 834 })
    let copy = try text(t, "Copy")
    // Below the source (arrow up, 13 pt), 304 wide, one 57 pt row.
    #expect(abs(copy.0.midY - (70 + 13 + 28.5)) < 0.34)
    #expect(abs(copy.0.midX - (834 - 10 - 152)) < 0.6, "kept 10 pt from the screen edge")
  }
}

extension AlertLayoutTests {
  static let photos =
    #""presenting":{"navigationController":{"navigationBar":{"navigationBar":{"title":"Photos","leftBarButtonItems":[{"title":"Edit"}],"rightBarButtonItems":[{"systemItem":"action"},{"image":{"systemName":"heart"}}]}},"content":{"text":{"string":"Photo"}}}}"#

  @Test func anIPadActionSheetPointsAtItsBarButtonItemAsThePopoverPresentationControllerDoes() throws {
    func copy(_ item: String, device: String = "iPad 11-inch") throws -> Rect {
      let t = try tree(
        #""preferredStyle":"actionSheet","barButtonItem":"\#(item)",\#(Self.photos),"actions":[{"title":"Copy"}]"#,
        device: device)
      return try text(t, "Copy").0
    }
    // The bar button frames of the screen alone (under the alert VoiceOver reads only the alert).
    let screen = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPad 11-inch"},"root":\#(Self.photos.dropFirst(13))}"#)
    let share = try #require(screen.allAccessibility.first { $0.element.label == "Share" }).frame
    #expect(share.maxY == 74, "the 24 pt status bar and the 50 pt iPad bar")
    // Below the item (arrow up, 13 pt), one 57 pt row, centred under it (kept 10 pt from the edge).
    let a = try copy("action")
    #expect(abs(a.midY - (share.maxY + 13 + 28.5)) < 0.34)
    #expect(abs(a.midX - min(share.midX, 834 - 10 - 152)) < 0.6)
    // By title and by symbol name: each item its own anchor.
    let edit = try copy("Edit")
    #expect(abs(edit.midX - (10 + 152)) < 0.6, "the leading Edit item: the card kept 10 pt from the leading edge")
    let heart = try copy("heart")
    #expect(heart.midY == a.midY && heart.midX <= a.midX)
  }

  @Test func aBarButtonItemAnchorNamesAnItemOfThePresentingScreen() throws {
    func message(_ body: String) -> String {
      do {
        _ = try tree(#""preferredStyle":"actionSheet","actions":[{"title":"Copy"}],\#(body)"#)
        return ""
      } catch { return "\(error)" }
    }
    #expect(message(#""barButtonItem":"acton",\#(Self.photos)"#).contains(#"root.alertController.barButtonItem"#))
    #expect(message(#""barButtonItem":"acton",\#(Self.photos)"#).contains(#"did you mean "action"?"#))
    #expect(message(#""barButtonItem":"action""#).contains("no bar button item"))
    #expect(
      message(#""barButtonItem":"action","sourceRect":{"x":1,"y":1,"width":1,"height":1},\#(Self.photos)"#)
        .contains("not both"))
  }

  @Test func overALargeSheetTheStatusBarStaysWhiteAboveTheDimming() throws {
    let screen = #"{"navigationController":{"content":{"text":{"string":"Screen"}}}}"#
    let t = try tree(
      #""title":"Discard?",\#(Self.twoActions),"presenting":{"sheet":{"presenting":\#(screen),"content":\#(screen)}}"#
    )
    let last = try #require(t.texts().last { $0.1.string == "9:41" })
    #expect(last.1.color == .white)
    let lastIndex = try #require(
      t.nodes.lastIndex { if case .text(let r) = $0.kind { r.string == "9:41" } else { false } })
    let dimming = try #require(
      t.nodes.lastIndex {
        if case .fill(let c, _, _) = $0.kind { $0.frame.width == 390 && abs(c.alpha - 0.2) < 0.01 } else { false }
      })
    #expect(lastIndex > dimming)
  }
}
