import Testing

@testable import VellumLayout

/// The accessibility tree as UIKit derives it (expected strings written from UIKit's documented
/// behaviour: `UIAccessibility` traits and VoiceOver's reading of list cells and controls).
@Suite struct AccessibilityTests {
  func elements(_ json: String) throws -> [PlacedAccessibilityElement] {
    try layout(json).accessibilityElements()
  }

  @Test func listCellsReadTheirTextsAndAccessories() throws {
    let e = try elements(
      #"""
      {"vellum":1,"canvas":{"systemVersion":"18"},"root":{"list":{"appearance":"insetGrouped","sections":[{"header":{"text":"Network"},"items":[
        {"content":{"style":"valueCell","text":"Wi-Fi","secondaryText":"Home"},"accessories":[{"disclosureIndicator":{}}]},
        {"content":{"text":"English"},"accessories":[{"checkmark":{}}]},
        {"content":{"text":"Storage"},"accessories":[{"label":{"text":"64 GB"}},{"badge":{"text":"2"}}]},
        {"content":{"text":"Uploading"},"accessories":[{"progress":{"value":0.4}}]},
        {"content":{"text":"Folders"},"state":{"isExpanded":true},"accessories":[{"outlineDisclosure":{}}]},
        {"content":{"text":"Draft"},"state":{"isEditing":true,"isDisabled":true},"accessories":[{"delete":{}},{"reorder":{}}]},
        {"content":{"text":"Report"},"swipeActions":[{"title":"Delete","style":"destructive"},{"title":"Flag"}]},
        {"content":{"text":"Airplane Mode"},"accessories":[{"switch":{"isOn":true}}]},
        {"content":{"text":"Picked"},"state":{"isSelected":true}}
      ],"footer":{"text":"Footnote"}}]}}}
      """#)
    #expect(e.map(\.path).first == "root.list.sections[0]")
    #expect(
      e.map(\.element.spoken) == [
        "Network, Heading",
        "Wi-Fi, Home, Button",
        "English, Selected",
        "Storage, 64 GB, 2",
        "Uploading, 40%",
        "Folders, expanded",
        "Draft, Dimmed",
        "Report",
        "Airplane Mode, on, Switch button",
        "Picked, Selected",
        "Footnote",
      ])
    #expect(e[6].element.customActions == ["Delete", "Reorder"])
    #expect(e[7].element.customActions == ["Delete", "Flag"])
    #expect(e[8].element.traits == [.button, .toggleButton])
    #expect(e[1].path == "root.list.sections[0].items[0]")
    #expect(e[1].frame.width == 350 && e[1].frame.height == 44)
  }

  @Test func controlsReportTheirValuesAndTraits() throws {
    let e = try elements(
      #"""
      {"vellum":1,"canvas":{"systemVersion":"18"},"root":{"stack":{"children":[
        {"slider":{"value":0.4}}, {"switch":{"isOn":false}}, {"stepper":{"value":3}},
        {"pageControl":{"numberOfPages":5,"currentPage":1}}, {"progressView":{"progress":0.25}},
        {"button":{"title":"Continue","isEnabled":false}}, {"button":{"image":{"systemName":"trash"}}},
        {"segmentedControl":{"segments":[{"title":"Day"},{"title":"Week"}],"selectedSegmentIndex":1}},
        {"textField":{"placeholder":"Name","text":"Anna"}}
      ]}}}
      """#)
    #expect(
      e.map(\.element.spoken) == [
        "40%, Adjustable",
        "off, Switch button",
        "3, Adjustable",
        "page 2 of 5, Adjustable",
        "Progress, 25%",
        "Continue, Button, Dimmed",
        "Button",
        "Day, 1 of 2, Button",
        "Week, 2 of 2, Selected, Button",
        "Name, Anna",
      ])
    #expect(e[4].element.traits == .updatesFrequently)
  }

  @Test func readingOrderIsRowsFromTheLeadingEdge() throws {
    let json = #"""
      {"vellum":1,"canvas":{ "systemVersion": "18","layoutDirection":"%@"},"root":{"stack":{"children":[
        {"text":{"string":"Title"}},
        {"stack":{"axis":"horizontal","children":[{"button":{"title":"One"}},{"button":{"title":"Two"}},{"button":{"title":"Three"}}]}},
        {"text":{"string":"After"}}
      ]}}}
      """#
    let ltr = try elements(json.replacingOccurrences(of: "%@", with: "leftToRight")).compactMap(\.element.label)
    let rtl = try elements(json.replacingOccurrences(of: "%@", with: "rightToLeft")).compactMap(\.element.label)
    #expect(ltr == ["Title", "One", "Two", "Three", "After"])
    // Right to left the row is mirrored: VoiceOver still reads from the leading edge, now the right.
    #expect(rtl == ltr)
    let placed = try elements(json.replacingOccurrences(of: "%@", with: "rightToLeft"))
    #expect(placed[1].frame.x > placed[3].frame.x)
  }

  @Test func aNavigationBarReadsBackTitleThenItems() throws {
    let e = try elements(
      #"""
      {"vellum":1,"canvas":{ "systemVersion": "18","device":"iPhone 15"},"root":{"navigationController":{
        "navigationBar":{"navigationBar":{"title":"Inbox","backStack":[{"title":"Mailboxes"}],"rightBarButtonItems":[{"systemItem":"add"}]}},
        "content":{"list":{"sections":[{"items":[{"content":{"text":"Hello"}}]}]}}}}}
      """#)
    #expect(e.map(\.element.spoken) == ["Mailboxes, Button", "Inbox, Heading", "Add, Button", "Hello"])
  }

  @Test func aDimmedSheetHidesTheScreenBehindIt() throws {
    let e = try elements(
      #"""
      {"vellum":1,"canvas":{ "systemVersion": "18","device":"iPhone 15"},"root":{"sheet":{"detents":["large"],
        "presenting":{"stack":{"children":[{"text":{"string":"Behind"}}]}},
        "content":{"stack":{"children":[{"text":{"string":"In the sheet"}}]}}}}}
      """#)
    #expect(e.compactMap(\.element.label) == ["In the sheet"])
  }

  @Test func theAuditFlagsMissingLabelsAndLowContrast() throws {
    let tree = try layout(
      #"""
      {"vellum":1,"canvas":{"systemVersion":"18"},"root":{"stack":{"children":[
        {"button":{"image":{"systemName":"trash"}}},
        {"text":{"string":"Faint","color":"#C7C7CC"}},
        {"text":{"string":"Plain"}},
        {"text":{"string":"Large and grey","color":"#8E8E93","font":{"size":24}}}
      ]}}}
      """#)
    let warnings = tree.accessibilityWarnings()
    #expect(warnings.count == 2, "\(warnings)")
    #expect(warnings.first == "1. root.stack.children[0].button has no label")
    // #C7C7CC on white is 1.68:1; #8E8E93 at 24 pt (large text, 3:1) is 3.26:1 and passes.
    #expect(warnings.last == "contrast 1.68:1 below 4.5:1: \"Faint\" #C7C7CC on #FFFFFF (root.stack.children[1].text)")
  }

  @Test func theDumpListsElementsThenWarnings() throws {
    let tree = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":200,"scale":2},"root":{"cell":{"content":{"text":"Hi","secondaryText":"there"},"accessories":[{"disclosureIndicator":{}}]}}}"#
    )
    #expect(
      tree.accessibilityDump() == """
        1. root.cell 0,0 200x60
           label "Hi, there"
           traits button
           spoken "Hi, there, Button"

        """)
  }

  /// Every list appearance: its header is a heading, its row a button (disclosure indicator),
  /// its footer text; the cell states VoiceOver reports change the row's traits.
  @Test(arguments: ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"])
  func everyListAppearanceReadsHeaderRowsAndFooter(_ appearance: String) throws {
    let states = [
      ("{}", "Row, Button"), (#"{"isHighlighted":true}"#, "Row, Button"),
      (#"{"isSelected":true}"#, "Row, Selected, Button"),
      (#"{"isDisabled":true}"#, "Row, Button, Dimmed"), (#"{"isFocused":true}"#, "Row, Button"),
      (#"{"isEditing":true}"#, "Row, Button"), (#"{"cellDragState":"lifting"}"#, "Row, Button"),
      (#"{"cellDropState":"targeted"}"#, "Row, Button"),
    ]
    let items = states.map {
      #"{"content":{"text":"Row"},"state":\#($0.0),"accessories":[{"disclosureIndicator":{"displayed":"always"}}]}"#
    }
    let e = try elements(
      #"{"vellum":1,"canvas":{"systemVersion":"18"},"root":{"list":{"appearance":"\#(appearance)","sections":[{"header":{"text":"Header"},"items":[\#(items.joined(separator: ","))],"footer":{"text":"Footer"}}]}}}"#
    )
    #expect(e.map(\.element.spoken) == ["Header, Heading"] + states.map(\.1) + ["Footer"], "\(appearance)")
  }

  @Test func anOpenMenuIsModalAndReadsItsRows() throws {
    let e = try elements(
      #"""
      {"vellum":1,"canvas":{ "systemVersion": "18","height":500},"root":{"stack":{"children":[{"text":{"string":"Behind"}},
        {"button":{"title":"Sort","isMenuPresented":true,"menu":{"children":[
          {"menu":{"title":"Order","options":["displayInline"],"children":[{"action":{"title":"Name","state":"on"}},{"action":{"title":"Date","attributes":["disabled"]}}]}},
          {"menu":{"title":"More","children":[{"action":{"title":"Hidden"}}]}}]}}}]}}}
      """#)
    #expect(
      e.map(\.element.spoken) == [
        "Order, Heading", "Name, Selected, Button", "Date, Button, Dimmed", "More, Button, Shows a menu",
      ])
    #expect(e.allSatisfy { $0.path == "root.stack.children[1].button.menu" })
  }

  @Test func wheelsAreAdjustableAndDatePillsButtons() throws {
    let e = try elements(
      #"""
      {"vellum":1,"canvas":{"systemVersion":"18"},"root":{"stack":{"children":[
        {"pickerView":{"components":[{"rows":["Red","Green","Blue"],"selectedRow":1},{"rows":["S","M","L"],"selectedRow":2}]}},
        {"datePicker":{"date":"2020-06-22T09:41:00Z","datePickerMode":"date","preferredDatePickerStyle":"compact","locale":"en_US","timeZone":"UTC"}}
      ]}}}
      """#)
    #expect(e.map(\.element.spoken) == ["Green, Adjustable", "L, Adjustable", "Date, Jun 22, 2020, Button"])
  }

  @Test func authoredKeysReplaceWhatIsDerived() throws {
    let e = try elements(
      #"""
      {"vellum":1,"canvas":{"systemVersion":"18"},"root":{"stack":{"children":[
        {"button":{"image":{"systemName":"trash"},"accessibilityLabel":"Delete","accessibilityHint":"Deletes the draft"}},
        {"stack":{"axis":"horizontal","isAccessibilityElement":true,"children":[{"text":{"string":"Total"}},{"text":{"string":"$4.99"}}]}},
        {"image":{"systemName":"star.fill","accessibilityLabel":"Favourite"}},
        {"image":{"systemName":"star"}},
        {"text":{"string":"Decorative","accessibilityElementsHidden":true}},
        {"stack":{"accessibilityElementsHidden":true,"children":[{"button":{"title":"Inside"}}]}},
        {"text":{"string":"Section","accessibilityTraits":["header"]}},
        {"slider":{"value":0.5,"accessibilityLabel":"Volume","accessibilityValue":"half"}},
        {"switch":{"isAccessibilityElement":false}},
        {"list":{"sections":[{"items":[
          {"content":{"text":"Row"},"accessibilityLabel":"A row","accessibilityTraits":["button","selected"]},
          {"content":{"text":"Hidden"},"isAccessibilityElement":false}]}]}}
      ]}}}
      """#)
    #expect(
      e.map(\.element.spoken) == [
        "Delete, Button, Deletes the draft", "Total, $4.99", "Favourite, Image", "Section, Heading",
        "Volume, half, Adjustable", "A row, Selected, Button",
      ])
    #expect(e[1].path == "root.stack.children[1].stack" && e[1].element.traits.isEmpty)
  }

  @Test func theOverlayAddsALegendBelowTheScreen() throws {
    let tree = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":320,"scale":2},"root":{"stack":{"children":[{"button":{"title":"Go"}},{"slider":{"value":0.5}}]}}}"#
    )
    let overlay = AccessibilityOverlay(resources: FixedAdvanceMeasurer()).layout(tree)
    #expect(overlay.size.width == 320 && overlay.size.height > tree.size.height + 40)
    let texts = overlay.nodes.compactMap { if case .text(let t) = $0.kind { t.string } else { nil } }
    #expect(texts.contains("“Go”") && texts.contains("(no label)") && texts.contains("value: 50% · traits: adjustable"))
    #expect(texts.contains("1") && texts.contains("2"))
    #expect(texts.contains { $0.hasPrefix("⚠ 2. root.stack.children[1].slider has no label") })
  }

  /// Issue 31: laid out for outputs that read no accessibility (a render without
  /// `--accessibility`), a screen has the same nodes and no elements: a list's rows, headers
  /// and footers make none, the rest are left out at the end.
  @Test func withoutAccessibilityTheNodesAreTheSameAndNoElementIsMade() throws {
    let json = #"""
      {"vellum":1,"canvas":{ "systemVersion": "18","width":390,"scale":3},"root":{"navigationController":{
        "navigationBar":{"navigationBar":{"title":"Mail"}},
        "content":{"list":{"appearance":"sidebar","sections":[{"header":{"text":"iCloud"},"items":[
          {"content":{"text":"Inbox","image":{"systemName":"tray"}},"accessories":[{"badge":{"text":"3"}}]},
          {"content":{"text":"Sent"},"state":{"isSelected":true}}],"footer":{"text":"Updated now"}}]}}}}}
      """#
    let document = try DocumentDecoder.decode(Array(json.utf8))
    let full = LayoutEngine.layout(document, resources: FixedAdvanceMeasurer())
    let bare = LayoutEngine.layout(document, resources: FixedAdvanceMeasurer(), accessibility: false)
    #expect(full.accessibility.count >= 5, "\(full.accessibility.map(\.element.spoken))")
    #expect(bare.accessibility.isEmpty && !bare.nodes.contains(where: \.isAccessibilityElement))
    #expect(bare.accessibilityElements().isEmpty)
    #expect(bare.nodes == full.nodes)
    #expect(bare.dump() == full.dump())
  }
}
