import Testing

@testable import VellumLayout

/// `{"vellum":1,…,"root":{"list":{…}}}` around items of one section.
func listDocument(_ appearance: String, _ items: String, canvas: String = #""width":390"#) -> String {
  #"{"vellum":1,"canvas":{"systemVersion":"18",\#(canvas)},"root":{"list":{"appearance":"\#(appearance)","sections":[{"items":[\#(items)]}]}}}"#
}

@Suite struct AccessoryLayoutTests {
  @Test func trailingAccessoriesSitAtTheMarginAndNarrowTheContent() throws {
    let tree = try layout(
      listDocument(
        "insetGrouped",
        #"{"content":{"style":"valueCell","text":"Wi-Fi","secondaryText":"Home"},"accessories":[{"disclosureIndicator":{}}]}"#
      ))
    let chevron = try #require(tree.symbols().first)
    #expect(chevron.1.name == "chevron.forward")
    // The chevron's box ends at the card's trailing layout margin: 370 − 20.
    #expect(chevron.0.maxX == 350)
    #expect(chevron.1.color.description == "#3C3C434C")
    // The value text ends the content's own 8 pt trailing margin before the chevron box.
    let value = tree.texts()[1]
    #expect(abs(value.0.maxX - (chevron.0.x - 8)) < 0.5)
  }

  @Test func leadingEditingControlsShiftTheContent() throws {
    let plain = try layout(listDocument("insetGrouped", #"{"content":{"text":"Row"},"state":{"isEditing":true}}"#))
    let editing = try layout(
      listDocument(
        "insetGrouped", #"{"content":{"text":"Row"},"state":{"isEditing":true},"accessories":[{"multiselect":{}}]}"#))
    #expect(editing.texts()[0].0.x > plain.texts()[0].0.x + 20)
    #expect(editing.symbols()[0].1.name == "circle")
    // Not editing: the multiselect control is hidden (UIKit's .whenEditing default).
    let idle = try layout(
      listDocument("insetGrouped", #"{"content":{"text":"Row"},"accessories":[{"multiselect":{}}]}"#))
    #expect(idle.symbols().isEmpty)
  }

  @Test func outlineDisclosurePointsDownWhenExpandedAndChildrenIndent() throws {
    let tree = try layout(
      listDocument(
        "sidebar",
        #"{"content":{"style":"sidebarHeader","text":"iCloud"},"state":{"isExpanded":true},"accessories":[{"outlineDisclosure":{}}],"children":[{"content":{"text":"Projects"}},{"content":{"text":"Receipts"}}]}"#,
        canvas: #""width":320"#))
    #expect(tree.symbols()[0].1.name == "chevron.down")
    let texts = tree.texts()
    #expect(texts.map(\.1.string) == ["iCloud", "Projects", "Receipts"])
    // Rows under a sidebar section header line up with it; nested outline items indent 20.
    #expect(texts[1].0.x == texts[0].0.x)
    let nested = try layout(
      listDocument(
        "sidebar",
        #"{"content":{"text":"Projects"},"state":{"isExpanded":true},"children":[{"content":{"text":"Vellum"}}]}"#,
        canvas: #""width":320"#))
    #expect(nested.texts()[1].0.x == nested.texts()[0].0.x + 20)
    let collapsed = try layout(
      listDocument(
        "sidebar",
        #"{"content":{"text":"iCloud"},"accessories":[{"outlineDisclosure":{}}],"children":[{"content":{"text":"Hidden"}}]}"#,
        canvas: #""width":320"#))
    #expect(collapsed.texts().map(\.1.string) == ["iCloud"])
    #expect(collapsed.symbols()[0].1.name == "chevron.forward")
  }

  @Test func badgesAndProgressBarsDrawAsCustomViews() throws {
    let tree = try layout(
      listDocument(
        "insetGrouped",
        #"{"content":{"text":"Inbox"},"accessories":[{"badge":{"text":"12"}}]},{"content":{"text":"Upload"},"accessories":[{"progress":{"value":0.25}}]}"#
      ))
    let badge = tree.nodes.first {
      if case .fill(_, let r, _) = $0.kind { r > 5 && $0.frame.width < 60 } else { false }
    }
    #expect(badge != nil)
    #expect(tree.texts().contains { $0.1.string == "12" && $0.1.color == .white })
    let bars = tree.fills().filter { $0.0.height == 4 }
    #expect(bars.count == 2)
    #expect(abs(bars[1].0.width - bars[0].0.width / 4) < 1.0 / 3)
  }
}

@Suite struct SwipeAndSeparatorTests {
  @Test func aSwipedCellSlidesUnderItsClipAndRevealsItsActions() throws {
    let tree = try layout(
      listDocument(
        "plain",
        #"{"content":{"text":"Report"},"state":{"isSwiped":true},"swipeActions":[{"title":"Delete","style":"destructive"},{"title":"More"}]}"#
      ))
    let text = tree.nodes.first { if case .text(let t) = $0.kind { t.string == "Report" } else { false } }
    #expect(text?.clip == Clip(rect: Rect(x: 0, y: 0, width: 390, height: 44)))
    #expect(try #require(text).frame.x < 0)
    let red = tree.fills().first { $0.1.description == "#FF3B30" }
    #expect(red?.0.maxX == 390)
    let grey = tree.fills().first { $0.1.description == "#8E8E93" }
    #expect(grey?.0.maxX == red?.0.x)
  }

  @Test func separatorsHideNextToSelectedRowsAndFollowTheItemConfiguration() throws {
    let tree = try layout(
      listDocument(
        "plain",
        #"""
        {"content":{"text":"A"}},{"content":{"text":"B"},"state":{"isSelected":true}},{"content":{"text":"C"}},
        {"content":{"text":"D"},"separatorConfiguration":{"bottomSeparatorVisibility":"hidden"}},
        {"content":{"text":"E"},"separatorConfiguration":{"bottomSeparatorInsets":{"leading":0,"trailing":0}}}
        """#))
    let separators = tree.fills().filter { $0.1.description == "#3C3C4349" }
    // A (above the selected B) and B lose theirs; D hides its own; C and E keep one; E spans the row.
    #expect(separators.count == 2)
    #expect(separators[0].0.x == 20)
    #expect(separators[1].0 == Rect(x: 0, y: 5 * 44 - 1.0 / 3, width: 390, height: 1.0 / 3))
  }
}

@Suite struct DevicePresetTests {
  @Test func presetsSizeTheCanvasAndLandscapeSwaps() throws {
    let d = try DocumentDecoder.decode(
      Array(#"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone SE"},"root":{"spacer":{}}}"#.utf8))
    #expect(d.canvas.width == 375)
    #expect(d.canvas.height == 667)
    #expect(d.canvas.scale == 2)
    let pad = try DocumentDecoder.decode(
      Array(#"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPad 12.9-inch","orientation":"landscape"},"root":{"spacer":{}}}"#.utf8))
    #expect(pad.canvas.width == 1366)
    #expect(pad.canvas.height == 1024)
    do {
      _ = try DocumentDecoder.decode(
        Array(#"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 13 mini"},"root":{"spacer":{}}}"#.utf8))
      Issue.record("an unknown device decoded")
    } catch {
      #expect(
        error.description.hasPrefix(#"canvas.device: unknown device "iPhone 13 mini"; did you mean "iPhone 13"?"#))
    }
  }

  @Test func accessoriesDecodeWithUIKitNamesAndSuggestions() throws {
    do {
      _ = try DocumentDecoder.decode(
        Array(#"{"vellum":1,"root":{"cell":{"content":{"text":"a"},"accessories":[{"disclosure":{}}]}}}"#.utf8))
      Issue.record("an unknown accessory decoded")
    } catch {
      #expect(
        error.description
          == #"root.cell.accessories[0].disclosure: unknown accessory "disclosure"; did you mean "disclosureIndicator"? (line 1, column 81)"#
      )
    }
    let d = try DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"root":{"cell":{"accessories":[{"delete":{"displayed":"always"}},{"label":{"text":"On"}}]}}}"#
          .utf8))
    guard let c = d.root.as(Cell.self) else {
      Issue.record("the root is not a cell: \(d.root)")
      return
    }
    #expect(c.accessories == [CellAccessory(.delete, displayed: .always), CellAccessory(.label("On"))])
  }
}

@Suite struct AccessibilityLayoutTests {
  @Test func textWrapsUnderASmallImageAtAccessibilitySizes() throws {
    let long = String(repeating: "wrap ", count: 12)
    let tree = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":390,"contentSizeCategory":"accessibilityExtraLarge"},"root":{"cell":{"content":{"text":"\#(long)","image":{"systemName":"star"}}}}}"#
    )
    let text = tree.texts()[0]
    let symbol = tree.symbols()[0].0
    // The text block starts at the leading margin under the image; only its first line is indented.
    #expect(text.0.x == symbol.x)
    #expect(text.1.firstLineIndent > symbol.width)
    #expect(text.1.layoutWidth == 390 - 20 - 20)
    let normal = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":390},"root":{"cell":{"content":{"text":"\#(long)","image":{"systemName":"star"}}}}}"#
    )
    #expect(normal.texts()[0].1.firstLineIndent == 0)
    #expect(normal.texts()[0].0.x > normal.symbols()[0].0.maxX)
  }

  @Test func sidebarLabelsAreOneLineExceptAtAccessibilitySizes() throws {
    let env = { (category: ContentSizeCategory) -> Int in
      var e = Environment()
      e.contentSizeCategory = category
      return ListContentConfiguration(style: .sidebarCell).updated(for: .init(), in: e).textProperties.numberOfLines
    }
    #expect(env(.extraExtraExtraLarge) == 1)
    #expect(env(.accessibilityMedium) == 0)
  }

  @Test(arguments: ContentSizeCategory.allCases)
  func everyCategoryKeepsRowsAtLeastTheMinimumHeight(_ category: ContentSizeCategory) throws {
    let tree = try layout(
      listDocument(
        "insetGrouped", #"{"content":{"text":"Row","image":{"systemName":"star"}}}"#,
        canvas: #""width":390,"contentSizeCategory":"\#(category.rawValue)""#))
    let row = try #require(tree.fills().first { $0.1.description == "#FFFFFF" })
    let minimum = 2 * TextStyle.body.leading(for: min(category, .extraExtraExtraLarge))
    #expect(row.0.height >= minimum)
    #expect(tree.texts()[0].1.font.size == TextStyle.body.size(for: category))
  }
}

@Suite struct ReviewFixTests {
  @Test func plainListsPad22PointsAboveEveryHeaderIncludingTheFirst() throws {
    let tree = try layout(
      #"{"vellum":1,"root":{"list":{"appearance":"plain","sections":[{"header":{"text":"Today"},"items":[{"content":{"text":"A"}}]}]}}}"#
    )
    #expect(tree.texts()[0].0.y >= 22 + 4)
  }

  @Test func highlightingAnUnselectedSidebarRowDrawsNothing() {
    var state = ConfigurationState()
    state.isHighlighted = true
    #expect(BackgroundConfiguration(style: .listSidebarCell).updated(for: state, in: Environment()).color.isClear)
  }

  @Test func pressedTintSelectionKeepsWhiteAccessories() throws {
    let tree = try layout(
      listDocument(
        "sidebar",
        #"{"content":{"text":"Inbox"},"state":{"isSelected":true,"isHighlighted":true},"accessories":[{"disclosureIndicator":{}}]}"#,
        canvas: #""width":320"#))
    #expect(tree.symbols()[0].1.color == .white)
  }

  @Test func swipedRowsKeepTheirSeparatorUnderTheActions() throws {
    let tree = try layout(
      listDocument(
        "plain",
        #"{"content":{"text":"A"},"state":{"isSwiped":true},"swipeActions":[{"title":"Delete","style":"destructive","systemName":"trash"}]},{"content":{"text":"B"}}"#
      ))
    let separator = try #require(
      tree.nodes.firstIndex { if case .fill(let c, _, _) = $0.kind { c.description == "#3C3C4349" } else { false } })
    let action = try #require(
      tree.nodes.firstIndex { if case .fill(let c, _, _) = $0.kind { c.description == "#FF3B30" } else { false } })
    #expect(separator < action)
    // A 44 pt row shows the action's image only.
    #expect(!tree.texts().contains { $0.1.string == "Delete" })
  }

  @Test func sidebarPlainHeadersArePlainHeaders() {
    var env = Environment()
    env.listAppearance = .sidebarPlain
    let header = ListContentConfiguration(style: .header).updated(for: .init(), in: env)
    #expect(header.textProperties.font == FontDescriptor(size: 15, weight: .semibold))
  }

  @Test func multiselectionWhileEditingStaysVisibleOnGroupedLists() {
    var state = ConfigurationState()
    state.isEditing = true
    state.isSelected = true
    let grouped = BackgroundConfiguration(style: .listGroupedCell).updated(for: state, in: Environment())
    #expect(grouped.color != SystemColor.systemGroupedBackground.resolve(ColorTraits()))
    #expect(
      BackgroundConfiguration(style: .listPlainCell).updated(for: state, in: Environment()).color.description
        == "#F2F2F7")
  }
}
