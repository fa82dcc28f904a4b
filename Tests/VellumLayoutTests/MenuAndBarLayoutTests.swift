import Testing

@testable import VellumLayout

/// Menus (spec §12) and bars (§13) with the fake measurer.
@Suite struct MenuLayoutTests {
  func tree(_ root: String, canvas: String = #""width":390,"height":800,"scale":3"#) throws -> RenderTree {
    try layout(#"{"vellum":1,"canvas":{"systemVersion":"18",\#(canvas)},"root":\#(root)}"#)
  }

  static let menu = #"""
    {"children":[
      {"menu":{"options":["displayInline"],"children":[{"action":{"title":"One"}},{"action":{"title":"Two","state":"on"}}]}},
      {"action":{"title":"Gone","attributes":["hidden"]}},
      {"action":{"title":"Delete","attributes":["destructive"],"image":{"systemName":"trash"}}}]}
    """#

  @Test func aMenuIs250WideWith44PointRowsAnInlineBandAndACheckColumn() throws {
    let t = try tree(#"{"menu":\#(Self.menu)}"#)
    let panel = try #require(t.nodes.first { if case .backdropBlur = $0.kind { true } else { false } })
    #expect(panel.frame.width == 250)
    // Rows: One (44), Two (44), the 8 pt band, Delete (44); the hidden action takes no room.
    #expect(abs(panel.frame.height - (44 * 3 + 8)) < 0.34)
    let texts = t.texts()
    #expect(texts.map(\.1.string) == ["One", "Two", "Delete"])
    // A checked row in the menu moves every title to the 32 pt column.
    #expect(texts.allSatisfy { abs($0.0.x - 32) < 0.34 })
    #expect(t.symbols().contains { $0.1.name == "checkmark" })
    #expect(texts[2].1.color.description == "#FF3B30", "destructive is systemRed")
  }

  @Test func menusWidenAtAccessibilitySizes() throws {
    let t = try tree(
      #"{"menu":\#(Self.menu)}"#, canvas: #""width":390,"scale":3,"contentSizeCategory":"accessibilityLarge""#)
    let panel = try #require(t.nodes.first { if case .backdropBlur = $0.kind { true } else { false } })
    #expect(panel.frame.width == 343)
  }

  @Test func aMenuOpensBelowAButtonInTheTopHalfAndAboveOneInTheBottomHalf() throws {
    func panel(_ padding: String) throws -> (button: Rect, menu: Rect) {
      let t = try tree(
        #"{"stack":{"padding":\#(padding),"alignment":"leading","children":[{"button":{"style":"filled","title":"Open","isMenuPresented":true,"menu":\#(Self.menu)}}]}}"#
      )
      let button = try #require(t.fills().first)
      let menu = try #require(t.nodes.first { if case .backdropBlur = $0.kind { true } else { false } })
      return (button.0, menu.frame)
    }
    // Top-left: below, leading edges aligned.
    let top = try panel(#"{"top":40,"leading":20}"#)
    #expect(abs(top.menu.y - (top.button.maxY + 8)) < 0.34)
    #expect(abs(top.menu.x - top.button.x) < 0.34)
    // Bottom, right third: above, trailing edges aligned (within the 8 pt screen margin).
    let bottom = try panel(#"{"top":700,"leading":320}"#)
    #expect(abs(bottom.menu.maxY - (bottom.button.y - 8)) < 0.34)
    #expect(bottom.menu.maxX <= 382)
  }

  @Test func onlyOneContextMenuIsPresentedAtATime() throws {
    let one = #"{"contextMenu":{"content":{"text":{"string":"Row"}},"isMenuPresented":true,"menu":\#(Self.menu)}}"#
    let t = try tree(#"{"stack":{"children":[\#(one),\#(one),\#(one)]}}"#)
    let screenBlurs = t.nodes.filter { if case .backdropBlur = $0.kind { $0.frame.width == 390 } else { false } }
    #expect(screenBlurs.count == 1)
  }

  @Test func menuDepthCountsSubmenusNotTheStacksAroundThem() throws {
    var root = #"{"menu":{"children":[{"menu":{"title":"Sub","children":[{"action":{"title":"a"}}]}}]}}"#
    for _ in 0..<10 { root = #"{"stack":{"children":[\#(root)]}}"# }
    #expect(try tree(root).texts().contains { $0.1.string == "Sub" })
  }

  @Test func aContextMenuBlursTheScreenAndLiftsItsContentAboveTheMenu() throws {
    let t = try tree(
      #"{"stack":{"padding":20,"children":[{"contextMenu":{"content":{"text":{"string":"Photo"}},"isMenuPresented":true,"menu":\#(Self.menu)}}]}}"#
    )
    let blurs = t.nodes.filter { if case .backdropBlur = $0.kind { true } else { false } }
    #expect(blurs.count == 2, "the screen and the menu")
    #expect(blurs[0].frame == Rect(x: 0, y: 0, width: 390, height: 800))
    // The content is drawn twice: in place, then lifted over the blur with the menu below it.
    let photos = t.texts().filter { $0.1.string == "Photo" }
    #expect(photos.count == 2)
    #expect(blurs[1].frame.y > photos[1].0.maxY)
  }
}

@Suite struct BarLayoutTests {
  func tree(_ root: String, canvas: String = #""width":390,"scale":3"#) throws -> RenderTree {
    try layout(#"{"vellum":1,"canvas":{"systemVersion":"18",\#(canvas)},"root":\#(root)}"#)
  }

  @Test func navigationBarsAre44On_iPhone50On_iPadAndGrowForLargeTitlesAndSearch() throws {
    #expect(try tree(#"{"navigationBar":{"title":"A"}}"#).size.height == 44)
    #expect(try tree(#"{"navigationBar":{"title":"A"}}"#, canvas: #""device":"iPad 11-inch""#).size.height == 1194)
    #expect(
      try tree(#"{"stack":{"children":[{"navigationBar":{"title":"A"}}]}}"#, canvas: #""width":834,"idiom":"pad""#).size
        .height == 50)
    #expect(try tree(#"{"navigationBar":{"title":"A","prefersLargeTitles":true}}"#).size.height == 96)
    #expect(
      try tree(#"{"navigationBar":{"title":"A","largeTitleDisplayMode":"always","searchController":{}}}"#).size.height
        == 148)
  }

  /// Bars keep their items, inline title, prompt and back button at the default size at every
  /// Dynamic Type size, in both looks; the large title scales.
  @Test func barsKeepTheDefaultSizeAtEveryContentSize() throws {
    let bar =
      #"{"navigationController":{"navigationBar":{"navigationBar":{"title":"Inbox","prompt":"Choose","prefersLargeTitles":true,"backStack":[{"title":"Mail"}],"rightBarButtonItems":[{"title":"Edit"}]}},"content":{"text":{"string":"Body"}},"toolbar":{"toolbar":{"items":[{"title":"Archive"}]}}}}"#
    for version in ["18", "26"] {
      for category in ["extraSmall", "large", "accessibilityExtraExtraExtraLarge"] {
        let t = try layout(
          #"{"vellum":1,"canvas":{"device":"iPhone 16","systemVersion":"\#(version)","contentSizeCategory":"\#(category)"},"root":\#(bar)}"#
        )
        let sizes = Dictionary(t.texts().map { ($0.1.string, $0.1.font.size) }, uniquingKeysWith: { a, _ in a })
        // iOS 26's back button is a chevron on glass, without its title.
        let expected = [("Edit", 17.0), ("Archive", 17), ("Choose", 13)] + (version == "18" ? [("Mail", 17)] : [])
        for (text, size) in expected {
          #expect(sizes[text] == size, "\(version) \(category): \(text) \(sizes[text] ?? 0)")
        }
        let large = try #require(sizes["Inbox"])
        #expect(category == "large" ? large == 34 : large != 34, "\(version) \(category): the large title scales")
      }
    }
  }

  @Test func theBackButtonShowsThePreviousTitleAfterItsChevron() throws {
    let t = try tree(#"{"navigationBar":{"title":"General","backStack":[{"title":"Settings"}]}}"#)
    let back = try #require(t.texts().first { $0.1.string == "Settings" })
    // The chevron centred 0.63 pt inside the 16 pt margin, the title 14.96 pt after its centre
    // (the fidelity suite holds the ink positions iOS draws); 20 pt margins from 414 pt wide.
    #expect(abs(back.0.x - (16 - 0.63 + 14.96)) < 0.34, "\(back.0)")
    let wide = try tree(
      #"{"navigationBar":{"title":"General","backStack":[{"title":"Settings"}]}}"#, canvas: #""width":430,"scale":3"#)
    let wideBack = try #require(wide.texts().first { $0.1.string == "Settings" })
    #expect(abs(wideBack.0.x - (20 - 0.63 + 14.96)) < 0.34, "\(wideBack.0)")
    #expect(t.symbols().first?.1.name == "chevron.backward")
    let minimal = try tree(
      #"{"navigationBar":{"title":"General","backStack":[{"title":"Settings"}],"backButtonDisplayMode":"minimal"}}"#)
    #expect(!minimal.texts().contains { $0.1.string == "Settings" })
    let generic = try tree(#"{"navigationBar":{"backStack":[{"title":"Settings"}],"backButtonDisplayMode":"generic"}}"#)
    #expect(generic.texts().map(\.1.string) == ["Back"])
  }

  @Test func aBarTooNarrowForItsItemsDropsTheInnermostOnes() throws {
    let items = Array(repeating: #"{"systemItem":"trash"}"#, count: 12).joined(separator: ",")
    let t = try tree(
      #"{"navigationBar":{"title":"T","backStack":[{"title":"Back"}],"rightBarButtonItems":[\#(items)]}}"#,
      canvas: #""width":320,"scale":2"#)
    let back = try #require(t.texts().first { $0.1.string == "Back" })
    let trash = t.symbols().filter { $0.1.name == "trash" }
    #expect(trash.count < 12)
    #expect(trash.allSatisfy { $0.0.x > back.0.maxX }, "no item over the back button")
  }

  @Test func aToolbarSharesItsFreeWidthAmongFlexibleSpaces() throws {
    let t = try tree(
      #"{"toolbar":{"items":[{"systemItem":"save"},{"fixedSpace":20},{"systemItem":"trash"},{"flexibleSpace":true},{"title":"Revert"}]}}"#
    )
    #expect(t.size.height == 44)
    let texts = t.texts()
    #expect(texts.first?.1.string == "Save" && texts.first?.1.font.weight == .semibold)
    let revertEnd: Double = texts.last?.0.maxX ?? 0
    #expect(abs(revertEnd - (390 - 16 + 0.5)) < 0.5, "Revert ends at the trailing margin")
    // Save, 8, the 20 pt fixed space, 8, then the trash symbol.
    let trash = try #require(t.symbols().first { $0.1.name == "trash" })
    let trashCentre: Double = 16 + 17 * 2 + 8 + 20 + 8 + 14
    #expect(abs(trash.0.midX - trashCentre) < 1)
  }

  @Test func aScreenStacksStatusBarBarsContentAndHomeIndicatorAtTheSafeAreas() throws {
    let t = try tree(
      #"{"navigationController":{"navigationBar":{"navigationBar":{"title":"Inbox"}},"content":{"list":{"sections":[{"items":[{"content":{"text":"Row"}}]}]}},"toolbar":{"toolbar":{"items":[{"systemItem":"compose"}]}}}}"#,
      canvas: #""device":"iPhone 13""#)
    #expect(t.size == Size(width: 390, height: 844))
    let title = try #require(t.texts().first { $0.1.string == "Inbox" })
    #expect(title.0.midY > 47 && title.0.midY < 47 + 44, "the bar starts under the 47 pt status bar")
    #expect(t.texts().contains { $0.1.string == "9:41" })
    let home = try #require(t.fills().first { $0.0.width == 134 })
    #expect(home.0 == Rect(x: 128, y: 831, width: 134, height: 5))
    let compose = try #require(t.symbols().first { $0.1.name == "square.and.pencil" })
    #expect(abs(compose.0.midY - (844 - 34 - 22)) < 0.34, "the toolbar sits on the 34 pt home-indicator band")
  }
}

/// SwiftUI toolbars on iPad (seed 002): placements, roles, overflow, customization.
@Suite struct SwiftUIToolbarTests {
  static let items = #"""
    [{"id":"new","placement":"primaryAction","image":{"systemName":"plus"}},
     {"id":"fav","placement":"secondaryAction","title":"Favorite","image":{"systemName":"heart"}},
     {"id":"map","placement":"secondaryAction","title":"Adjust Map","image":{"systemName":"map"}},
     {"id":"share","placement":"secondaryAction","title":"Share","image":{"systemName":"square.and.arrow.up"},"showsByDefault":false}]
    """#

  func bar(_ extra: String, width: Int = 834, idiom: String = "pad") throws -> RenderTree {
    try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":\#(width),"scale":2,"idiom":"\#(idiom)"},"root":{"navigationBar":{"title":"Yosemite","toolbar":\#(Self.items)\#(extra)}}}"#
    )
  }

  func symbolNames(_ t: RenderTree) -> [String] { t.symbols().map(\.1.name) }

  @Test func secondaryActionsGoToTheOverflowMenuByDefault() throws {
    let t = try bar("")
    #expect(symbolNames(t).contains("ellipsis.circle"))
    #expect(!symbolNames(t).contains("heart"))
    // The title stays centred in the navigation-stack role.
    let title = try #require(t.texts().first { $0.1.string == "Yosemite" })
    #expect(abs(title.0.midX - 417) < 1)
  }

  @Test func theEditorRolePutsThemInTheCentreAndTheTitleAtTheLeadingEdge() throws {
    let t = try bar(#","toolbarRole":"editor""#)
    #expect(symbolNames(t).contains("heart") && symbolNames(t).contains("map"))
    #expect(!symbolNames(t).contains("square.and.arrow.up"), "showsByDefault false stays out of the bar")
    let title = try #require(t.texts().first { $0.1.string == "Yosemite" })
    #expect(title.0.x == 20)
    // Customizable: the overflow menu still offers "Customize Toolbar…".
    let open = try bar(#","toolbarRole":"editor","isOverflowMenuPresented":true"#)
    #expect(open.texts().contains { $0.1.string == "Customize Toolbar…" })
  }

  @Test func compactWidthsOverflowEvenInTheEditorRole() throws {
    let t = try bar(#","toolbarRole":"editor","isOverflowMenuPresented":true"#, width: 390, idiom: "phone")
    #expect(!t.symbols().contains { $0.1.name == "heart" && $0.0.y < 44 }, "no secondary item in the bar")
    #expect(t.texts().contains { $0.1.string == "Favorite" }, "it is in the open overflow menu")
  }

  @Test func theTitleMenuChevronRenamingAndTheCustomizationEditorDraw() throws {
    let menu = try bar(#","titleMenu":{"children":[{"action":{"title":"Print"}}]},"isTitleMenuPresented":true"#)
    #expect(symbolNames(menu).contains("chevron.down"))
    #expect(menu.texts().contains { $0.1.string == "Print" })
    let editor = try bar(#","isCustomizing":true"#)
    #expect(editor.texts().contains { $0.1.string == "Share" }, "the editor offers items not shown by default")
  }

  @Test func aSplitViewPlacesColumnsAtTheirSystemWidths() throws {
    let t = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPad 11-inch","orientation":"landscape"},"root":{"splitViewController":{"primary":{"text":{"string":"Sidebar"}},"secondary":{"text":{"string":"Detail"}}}}}"#
    )
    let texts = t.texts()
    #expect(texts.first { $0.1.string == "Sidebar" }?.0.x == 0)
    #expect(texts.first { $0.1.string == "Detail" }?.0.x == 320)
    #expect(t.fills().contains { $0.0.width == 0.5 && abs($0.0.x - 319.5) < 0.01 }, "the hairline between columns")
    #expect(texts.filter { $0.1.string == "9:41" }.count == 1, "one status bar")
  }
}

/// Sheets (spec §14) on an iPhone 13 (844 pt tall, 47 pt status bar, 34 pt home indicator).
@Suite struct SheetLayoutTests {
  func sheet(_ keys: String, canvas: String = #""device":"iPhone 13""#) throws -> RenderTree {
    try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18",\#(canvas)},"root":{"sheet":{"presenting":{"text":{"string":"Behind"}},"content":{"text":{"string":"Sheet"}},"detents":["medium","large",{"identifier":"small","height":200}]\#(keys)}}}"#
    )
  }

  func card(_ t: RenderTree) -> Rect? {
    t.nodes.first { if case .fill(_, 10, .top) = $0.kind { true } else { false } }?.frame
  }

  @Test func detentsPlaceTheSheetTop() throws {
    #expect(card(try sheet(#","selectedDetentIdentifier":"large""#))?.y == 57, "the safe-area top + 10")
    #expect(card(try sheet(#","selectedDetentIdentifier":"medium""#))?.y == 422, "half the screen")
    #expect(card(try sheet(#","selectedDetentIdentifier":"small""#))?.y == 844 - 200 - 34)
  }

  /// iOS draws the status bar above a sheet's dimming whatever screen presents the sheet: a
  /// navigation controller, a tab bar controller or a bare screen.
  @Test func theStatusBarStaysAboveADimmingSheetWhateverPresentsIt() throws {
    let screens = [
      #"{"navigationController":{"content":{"text":{"string":"Behind"}}}}"#,
      #"{"tabBarController":{"tabs":[{"title":"Home"}],"content":{"text":{"string":"Behind"}}}}"#,
      #"{"text":{"string":"Behind"}}"#,
    ]
    for presenting in screens {
      let t = try layout(
        #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13","appearance":"dark"},"root":{"sheet":{"presenting":\#(presenting),"content":{"text":{"string":"Sheet"}},"detents":["medium"]}}}"#
      )
      let time = try #require(
        t.nodes.lastIndex { if case .text(let r) = $0.kind { r.string == "9:41" } else { false } }, "\(presenting)")
      let dimming = try #require(
        t.nodes.lastIndex {
          if case .fill(let c, _, _) = $0.kind { $0.frame.width == 390 && c.alpha > 0 && c.red == 0 } else { false }
        }, "\(presenting)")
      #expect(time > dimming, "\(presenting): the status bar is under the dimming")
    }
  }

  @Test func theLargeDetentPushesTheScreenBackAndDims() throws {
    let large = try sheet(#","selectedDetentIdentifier":"large""#)
    let transform = large.nodes.first { if case .beginTransform = $0.kind { true } else { false } }
    guard case .beginTransform(let scale, _, let dy)? = transform?.kind else {
      Issue.record("no push-back transform")
      return
    }
    #expect(scale == 0.915 && dy == 47)
    #expect(large.fills().contains { $0.1.description == "#00000033" && $0.0.height == 844 }, "20 % dimming")
    let medium = try sheet(#","selectedDetentIdentifier":"medium","largestUndimmedDetentIdentifier":"medium""#)
    #expect(!medium.nodes.contains { if case .beginTransform = $0.kind { true } else { false } })
    #expect(!medium.fills().contains { $0.1.description == "#00000033" }, "undimmed at or below medium")
  }

  @Test func theGrabberIs36By5Points5FromTheTop() throws {
    let t = try sheet(#","selectedDetentIdentifier":"medium","prefersGrabberVisible":true"#)
    #expect(t.fills().contains { $0.0 == Rect(x: 177, y: 427, width: 36, height: 5) })
  }

  @Test func unknownAndDuplicateDetentsAreErrorsAndTheSeedsAliasWarns() throws {
    func message(_ keys: String) -> String {
      do {
        _ = try DocumentDecoder.decode(
          Array(#"{"vellum":1,"root":{"sheet":{"presenting":{"spacer":{}},"content":{"spacer":{}}\#(keys)}}}"#.utf8))
        return "accepted"
      } catch { return error.description }
    }
    #expect(message(#","detents":["medium"],"selectedDetentIdentifier":"large""#).contains("unknown detent identifier"))
    #expect(message(#","detents":["medium","medium"]"#).contains("is used twice"))
    #expect(message(#","detents":[{"identifier":"x","height":-5}]"#).contains("out of range"))
    let tall = try? DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13"},"root":{"sheet":{"presenting":{"spacer":{}},"content":{"spacer":{}},"detents":[{"identifier":"x","height":900}]}}}"#
          .utf8))
    #expect(tall == nil, "a detent taller than the 844 pt screen is an error")
    do {
      _ = try DocumentDecoder.decode(
        Array(
          #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13"},"root":{"sheet":{"presenting":{"spacer":{}},"content":{"spacer":{}},"detents":[{"identifier":"x","height":900}]}}}"#
            .utf8))
    } catch {
      #expect(
        error.description.hasPrefix(
          "root.sheet.detents[0].height: custom detent height 900 is taller than the 844 pt screen"))
    }
    let d = try DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"root":{"sheet":{"presenting":{"spacer":{}},"content":{"spacer":{}},"detents":["medium","large"],"smallestUndimmedDetentIdentifier":"medium"}}}"#
          .utf8))
    #expect(d.warnings.first?.message.contains("largestUndimmedDetentIdentifier") == true)
  }
}

@Suite struct PopoverLayoutTests {
  func popover(_ canvas: String) throws -> RenderTree {
    try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18",\#(canvas)},"root":{"popover":{"presenting":{"text":{"string":"Behind"}},"content":{"text":{"string":"Inside"}},"sourceRect":{"x":100,"y":200,"width":40,"height":30},"preferredContentSize":{"width":300,"height":200},"adaptiveSheetPresentationController":{"detents":["medium"]}}}}"#
    )
  }

  @Test func onIPadAPopoverHangsBelowItsSourceWithItsArrow() throws {
    let t = try popover(#""device":"iPad 11-inch""#)
    let card = try #require(t.fills().first { $0.0.width == 300 })
    #expect(card.0.y == 243, "13 pt of arrow below the source's bottom (230)")
    #expect(card.0.x == 10, "centred on the source, but kept 10 pt from the screen edge")
    let arrow = try #require(t.nodes.first { if case .path = $0.kind { true } else { false } })
    #expect(arrow.frame.maxY == 243 && abs(arrow.frame.midX - 120) < 0.5)
    #expect(!t.fills().contains { $0.1.alpha < 0.5 && $0.0.height == 1194 }, "no dimming")
  }

  @Test func inCompactWidthItIsTheAdaptedSheet() throws {
    let t = try popover(#""device":"iPhone 13""#)
    #expect(t.nodes.contains { if case .fill(_, 10, .top) = $0.kind { $0.frame.y == 422 } else { false } })
    #expect(!t.nodes.contains { if case .path = $0.kind { true } else { false } }, "no arrow")
  }
}

@Suite struct SheetTransitionTests {
  func top(at time: Double?, progress: String = "") throws -> Double? {
    var document = try DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13"},"root":{"sheet":{"presenting":{"spacer":{}},"content":{"spacer":{}},"detents":["medium","large"],"transition":{"from":"medium","to":"large"\#(progress)}}}}"#
          .utf8))
    document.canvas.time = time
    let t = LayoutEngine.layout(document, resources: FixedAdvanceMeasurer())
    return t.nodes.first { if case .fill(_, 10, .top) = $0.kind { true } else { false } }?.frame.y
  }

  @Test func aTransitionMovesTheSheetOnASpringFromOneDetentToTheOther() throws {
    #expect(try top(at: 0) == 422)
    #expect(try top(at: 1) == 57)
    let tops = try (0...10).map { try top(at: Double($0) / 10) ?? 0 }
    #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 >= $1 }, "the sheet only rises: \(tops)")
    // Critically damped: fast at first, settling at the end.
    #expect(tops[3] < (422 + 57) / 2, "past halfway by 30 % of the time")
    #expect(try top(at: nil, progress: #","progress":0"#) == 422, "without --frames, the transition's own progress")
    #expect(SpringTiming.criticallyDamped(0) == 0 && SpringTiming.criticallyDamped(1) == 1)
  }
}

@Suite struct KeyboardLayoutTests {
  @Test func theKeyboardCoversTheBottomAndASheetRisesAboveIt() throws {
    let t = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13","keyboard":{}},"root":{"sheet":{"presenting":{"spacer":{}},"content":{"spacer":{}},"detents":[{"identifier":"small","height":200}]}}}"#
    )
    // 45 pt of suggestions, 216 of keys, 75 below them on a Face ID phone.
    let keyboard = try #require(t.fills().first { $0.0.height == 336 && $0.0.width == 390 })
    #expect(keyboard.0.y == 844 - 336)
    let card = try #require(t.nodes.first { if case .fill(_, 10, .top) = $0.kind { true } else { false } })
    #expect(card.frame.y == 844 - 336 - 234, "the sheet (200 + the 34 pt safe area) ends on the keyboard's top")
    // Ten letter keys 33 pt wide in the top row of a 390 pt QWERTY keyboard.
    let q = try #require(t.texts().first { $0.1.string == "q" })
    #expect(t.texts().contains { $0.1.string == "p" } && q.0.x < 20)
  }

  @Test func iPadCanvasesGetTheIPadKeyboard() throws {
    let t = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPad 11-inch","keyboard":{}},"root":{"spacer":{}}}"#)
    // 55 pt shortcut bar, four 56 pt rows 12 apart with 8 above and below, the 20 pt home band.
    #expect(t.fills().contains { $0.0.height == 55 + 276 + 20 && $0.0.width == 834 })
    #expect(t.symbols().contains { $0.1.name == "keyboard.chevron.compact.down" })
    #expect(t.symbols().filter { $0.1.name == "shift" }.count == 2, "a shift key at both ends")
  }

  @Test func localesAndTypesChangeTheKeys() throws {
    let german = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13","keyboard":{"locale":"de_DE"}},"root":{"spacer":{}}}"#
    )
    #expect(german.texts().contains { $0.1.string == "z" } && german.texts().contains { $0.1.string == "ü" })
    let pad = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone SE","keyboard":{"type":"numberPad"}},"root":{"spacer":{}}}"#
    )
    #expect(
      pad.texts().map(\.1.string).filter { $0.count == 1 }.sorted() == [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
      ])
    #expect(throws: Diagnostic.self) {
      try DocumentDecoder.decode(
        Array(#"{"vellum":1,"canvas":{"systemVersion":"18","keyboard":{"locale":"ja_JP"}},"root":{"spacer":{}}}"#.utf8))
    }
  }
}
