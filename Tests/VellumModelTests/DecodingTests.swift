import Testing

@testable import VellumModel

/// Decodes `json`, expecting a diagnostic; returns its text.
func diagnostic(_ json: String) -> String {
  do {
    _ = try DocumentDecoder.decode(Array(json.utf8))
    return "decoded without error"
  } catch {
    return error.description
  }
}

@Suite struct DocumentDecodingTests {
  @Test func aFullDocumentDecodesWithUIKitNames() throws {
    let json = """
      {
        "vellum": 1,
        "canvas": { "width": 390, "height": 844, "scale": 3, "appearance": "dark",
                    "contentSizeCategory": "accessibilityMedium", "layoutDirection": "rightToLeft",
                    "tintColor": "systemIndigo", "background": "systemGroupedBackground" },
        "root": { "stack": { "axis": "vertical", "spacing": 12, "padding": 16, "children": [
          { "text": { "string": "Settings", "font": "largeTitle", "color": "label" } },
          { "cell": {
              "content": { "style": "subtitleCell", "image": { "systemName": "star.fill" },
                           "text": "Hello WWDC!", "secondaryText": "Tap to open",
                           "textProperties": { "font": "headline", "numberOfLines": 1,
                                               "lineBreakMode": "byTruncatingMiddle" },
                           "imageProperties": { "tintColor": "systemOrange" },
                           "directionalLayoutMargins": { "top": 8, "leading": 20, "bottom": 8, "trailing": 20 } },
              "background": { "style": "listGroupedCell", "cornerRadius": 10,
                              "strokeColor": "separator", "strokeWidth": 1 },
              "state": { "isSelected": true, "custom": { "archived": true } },
              "when": [ { "state": { "custom": { "archived": true } },
                          "content": { "textProperties": { "color": "secondaryLabel" } } } ] } },
          { "spacer": { "minLength": 8 } } ] } }
      }
      """
    let d = try DocumentDecoder.decode(Array(json.utf8))
    #expect(d.canvas.appearance == .dark)
    #expect(d.canvas.contentSizeCategory == .accessibilityMedium)
    #expect(d.canvas.layoutDirection == .rightToLeft)
    #expect(d.canvas.tintColor == .system(.systemIndigo))
    guard let s = d.root.as(Stack.self), let cell = s.children[1].as(Cell.self) else {
      Issue.record("unexpected root \(d.root)")
      return
    }
    #expect(s.padding == DirectionalEdgeInsets(all: 16))
    #expect(cell.content.style == .subtitleCell)
    #expect(cell.content.textProperties.lineBreakMode == .byTruncatingMiddle)
    #expect(cell.content.textProperties.font == .style(.headline))
    #expect(cell.background?.strokeWidth == 1)
    #expect(cell.state.isSelected)
    #expect(cell.state.custom["archived"] == .bool(true))
    #expect(cell.when.count == 1)
    #expect(cell.when[0].content?.textProperties.color == .system(.secondaryLabel))
  }

  @Test func aWrongTypeNamesThePathLineAndColumn() {
    let json = """
      {
        "vellum": 1,
        "root": { "stack": { "children": [
          { "text": { "string": "a" } },
          { "cell": { "content": { "text": 42 } } }
        ] } }
      }
      """
    #expect(
      diagnostic(json)
        == "root.stack.children[1].cell.content.text: expected a string, found a number (line 5, column 38)")
  }

  @Test func unknownNamesSuggestTheNearestValidOne() {
    #expect(
      diagnostic(#"{"vellum":1,"root":{"text":{"string":"a","color":"sytemBlue"}}}"#)
        == #"root.text.color: unknown colour "sytemBlue"; did you mean "systemBlue"? (line 1, column 50)"#)
    #expect(
      diagnostic(#"{"vellum":1,"root":{"cell":{"content":{"style":"subtitelCell"}}}}"#)
        == #"root.cell.content.style: unknown content configuration style "subtitelCell"; did you mean "subtitleCell"? (line 1, column 48)"#
    )
    #expect(
      diagnostic(#"{"vellum":1,"root":{"text":{"string":"a","fnt":"body"}}}"#)
        == #"root.text.fnt: unknown key "fnt"; did you mean "font"? (line 1, column 48)"#)
    #expect(
      diagnostic(#"{"vellum":1,"root":{"image":{"systemName":"star.fil"}}}"#)
        == #"root.image.systemName: unknown symbol "star.fil"; did you mean "star.fill"? (`vellum symbols` lists the known names) (line 1, column 43)"#
    )
    #expect(
      diagnostic(#"{"vellum":1,"root":{"stak":{}}}"#)
        == #"root.stak: unknown component "stak"; did you mean "stack"? (line 1, column 28)"#)
    #expect(
      diagnostic(#"{"vellum":1,"canvas":{"contentSizeCategory":"acessibilityLarge"},"root":{"spacer":{}}}"#)
        == #"canvas.contentSizeCategory: unknown content size category "acessibilityLarge"; did you mean "accessibilityLarge"? (line 1, column 45)"#
    )
  }

  /// UIKit and SwiftUI names: a kind Vellum has under another name is named; a UIKit class it
  /// does not draw yet says so and lists the kinds; anything else lists them all.
  @Test func componentNamesFromUIKitAndSwiftUIAreAnswered() {
    func message(_ kind: String) -> String {
      diagnostic(#"{"vellum":1,"root":{""# + kind + #"":{}}}"#)
    }
    #expect(message("UISwitch").hasPrefix(#"root.UISwitch: unknown component "UISwitch"; Vellum calls it "switch""#))
    #expect(message("Toggle").contains(#"Vellum calls it "switch""#))
    #expect(message("UITableView").contains(#"Vellum calls it "list""#))
    #expect(message("NavigationStack").contains(#"Vellum calls it "navigationController""#))
    #expect(message("TabView").contains(#"Vellum calls it "tabBarController""#))
    #expect(message("UITabBar").contains(#"Vellum calls it "tabBarController""#))
    let scroll = message("scrollView")
    #expect(scroll.contains("UIScrollView is not a Vellum component yet; the kinds are: stack, text, image"))
    #expect(message("confirmationDialog").contains(#"Vellum calls it "alertController""#))
    #expect(message("UIAlertController").contains(#"Vellum calls it "alertController""#))
    // Every kind is listed when nothing is near.
    let unknown = message("qqqqqqqq")
    for kind in Component.kinds { #expect(unknown.contains(kind), "\(kind) is not listed: \(unknown)") }
  }

  @Test func colourNamesInUIKitsSpellingGetTheirName() {
    for (spelling, name) in [
      ("systemGreyColor", "systemGray"), ("UIColor.systemBlueColor", "systemBlue"),
      (".secondaryLabel", "secondaryLabel"),
      ("SystemGrey2", "systemGray2"), ("Color.label", "label"), ("separatorColor", "separator"),
    ] {
      #expect(
        diagnostic(#"{"vellum":1,"root":{"text":{"string":"a","color":""# + spelling + #""}}}"#)
          .hasPrefix(#"root.text.color: unknown colour ""# + spelling + #""; did you mean ""# + name + #""?"#),
        "\(spelling)")
    }
  }

  /// `{ "cell": … }`, as a stack's children take, inside a list's items is explained.
  @Test func aWrappedCellInAListIsExplained() {
    let message = diagnostic(
      #"{"vellum":1,"root":{"list":{"sections":[{"items":[{"content":{"text":"a"}},{"cell":{"content":{"text":"b"}}}]}]}}}"#
    )
    #expect(
      message.hasPrefix(
        #"root.list.sections[0].items[1].cell: a list item is a cell itself: write the cell's keys"#),
      "\(message)")
  }

  @Test func malformedJSONIsReportedWithItsPosition() {
    #expect(
      diagnostic("{\n  \"vellum\": 1,\n  \"root\": }") == "invalid JSON: unexpected character '}' (line 3, column 11)")
    #expect(
      diagnostic("{\"vellum\": 1, \"vellum\": 2}") == #"invalid JSON: duplicate key "vellum" (line 1, column 15)"#)
    #expect(diagnostic("") == "invalid JSON: unexpected end of input (line 1, column 1)")
    #expect(
      diagnostic("{\"a\": \"\u{1}\"}") == "invalid JSON: control character in a string (escape it) (line 1, column 8)")
  }

  @Test func versionAndRootAreRequired() {
    #expect(diagnostic(#"{"root":{"spacer":{}}}"#) == #"missing "vellum": the format version (1) (line 1, column 1)"#)
    #expect(
      diagnostic(#"{"vellum":2,"root":{"spacer":{}}}"#)
        == "vellum: format version 2 is not supported; this build reads version 1 (line 1, column 11)")
    #expect(diagnostic(#"{"vellum":1}"#) == #"missing "root": the component to draw (line 1, column 1)"#)
  }

  @Test func limitsKeepInputBounded() {
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    #expect(diagnostic(deep) == "invalid JSON: nesting deeper than 256 levels (line 1, column 257)")
    var nested = #"{"spacer":{}}"#
    for _ in 0..<40 { nested = #"{"stack":{"children":["# + nested + "]}}" }
    #expect(diagnostic(#"{"vellum":1,"root":"# + nested + "}").contains("components nest deeper than 32 levels"))
    let long = String(repeating: "x", count: 10_001)
    #expect(
      diagnostic(#"{"vellum":1,"root":{"text":{"string":""# + long + #""}}}"#)
        == "root.text.string: text is 10001 characters long; the limit is 10000 (line 1, column 38)")
    #expect(
      diagnostic(#"{"vellum":1,"canvas":{"width":5000},"root":{"spacer":{}}}"#)
        == "canvas.width: 5000 is out of range; expected 1…4096 (line 1, column 31)")
    #expect(
      diagnostic(#"{"vellum":1,"canvas":{"height":400000,"scale":3},"root":{"spacer":{}}}"#)
        == "canvas.height: canvas is taller than 1000000 pixels at scale 3 (line 1, column 32)")
    #expect(
      diagnostic(#"{"vellum":1,"canvas":{"scale":4},"root":{"spacer":{}}}"#)
        == "canvas.scale: 4 is out of range; expected 1…3 (line 1, column 31)")
  }

  @Test func imageFilesMustStayInsideTheDocumentFolder() {
    #expect(
      diagnostic(#"{"vellum":1,"root":{"image":{"file":"../secret.png"}}}"#)
        == #"root.image.file: image path "../secret.png" must be relative and stay inside the document's folder (line 1, column 37)"#
    )
    #expect(diagnostic(#"{"vellum":1,"root":{"image":{"file":"/etc/passwd.png"}}}"#).contains("must be relative"))
    #expect(diagnostic(#"{"vellum":1,"root":{"image":{"file":"photo.jpg"}}}"#).contains("is not a PNG file"))
  }

  @Test func coloursAcceptNamesHexAndLightDarkPairs() throws {
    let json = #"""
      {"vellum":1,"root":{"stack":{"children":[
        {"text":{"string":"a","color":"#F00"}},
        {"text":{"string":"b","color":"#00FF0080"}},
        {"text":{"string":"c","color":{"light":"label","dark":"#123456"}}},
        {"text":{"string":"d","color":"tintColor"}}]}}}
      """#
    let d = try DocumentDecoder.decode(Array(json.utf8))
    guard let s = d.root.as(Stack.self) else {
      Issue.record("the root is not a stack: \(d.root)")
      return
    }
    let colors = s.children.compactMap { c -> ColorValue? in
      if let t = c.as(TextComponent.self) { t.color } else { nil }
    }
    try #require(colors.count == 4)
    let light = ColorTraits(style: .light)
    let dark = ColorTraits(style: .dark)
    #expect(colors[0].resolve(light).description == "#FF0000")
    #expect(colors[1].resolve(light).description == "#00FF0080")
    #expect(colors[2].resolve(light).description == "#000000")
    #expect(colors[2].resolve(dark).description == "#123456")
    #expect(colors[3].resolve(light).description == "#007AFF")
    #expect(diagnostic(##"{"vellum":1,"root":{"text":{"string":"a","color":"#12"}}}"##).contains("invalid hex colour"))
    // Full-width digits are hex digits to Character but not to UInt32: an error, not a crash.
    #expect(diagnostic(##"{"vellum":1,"root":{"text":{"string":"a","color":"#ＦＦＦ"}}}"##).contains("invalid hex colour"))
  }

  @Test func systemColoursResolvePerAppearanceContrastAndLevel() {
    #expect(SystemColor.systemBlue.resolve(ColorTraits(style: .dark)).description == "#0A84FF")
    #expect(SystemColor.systemBlue.resolve(ColorTraits(style: .light, contrast: .high)).description == "#0040DD")
    #expect(SystemColor.systemBackground.resolve(ColorTraits(style: .dark, level: .elevated)).description == "#1C1C1E")
    #expect(SystemColor.systemBackground.resolve(ColorTraits(style: .light, level: .elevated)).description == "#FFFFFF")
    #expect(SystemColor.secondaryLabel.resolve(ColorTraits(style: .light)).description == "#3C3C4399")
  }

  @Test func dynamicTypeFollowsTheSpecTable() {
    #expect(TextStyle.body.size(for: .large) == 17)
    #expect(TextStyle.body.size(for: .accessibilityExtraExtraExtraLarge) == 53)
    #expect(TextStyle.caption2.size(for: .accessibilityExtraExtraExtraLarge) == 40)
    #expect(TextStyle.largeTitle.leading(for: .extraSmall) == 38)
    #expect(ContentSizeCategory.allCases.count == 12)
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }
}

@Suite struct AccessibilityKeyDecodingTests {
  @Test func componentsAndControlsTakeUIKitsAccessibilityKeys() throws {
    let d = try DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"root":{"stack":{"isAccessibilityElement":true,"children":[{"text":{"string":"A","accessibilityTraits":["header","button"]}},{"slider":{"accessibilityLabel":"Volume","accessibilityElementsHidden":true}}]}}}"#
          .utf8))
    guard let s = d.root.as(Stack.self), let t = s.children[0].as(TextComponent.self), let c = s.children[1].control
    else {
      Issue.record("unexpected components")
      return
    }
    #expect(s.accessibility.isAccessibilityElement == true)
    #expect(t.accessibility.traits == [.header, .button] && t.accessibility.traits?.names == ["button", "header"])
    #expect(c.value.common.accessibility.label == "Volume" && c.value.common.accessibility.elementsHidden)
    let bad = #"{"vellum":1,"root":{"text":{"string":"A","accessibilityTraits":["heading"]}}}"#
    #expect {
      try DocumentDecoder.decode(Array(bad.utf8))
    } throws: { error in
      let d = error as! Diagnostic
      return d.path == "root.text.accessibilityTraits[0]"
        && d.message.contains("unknown accessibility trait \"heading\"")
    }
  }
}

/// A long list's cells are most of a document's memory: each section's items are allocated at
/// their size, not grown by doubling (which leaves up to half as slack).
@Suite struct DecodedListMemoryTests {
  @Test func aSectionsCellsHaveNoSlack() throws {
    let items = (0..<10).map { #"{"content":{"text":"Row \#($0)"}}"# }.joined(separator: ",")
    let doc = try DocumentDecoder.decode(
      Array(#"{"vellum":1,"canvas":{"width":390},"root":{"list":{"sections":[{"items":[\#(items)]}]}}}"#.utf8))
    guard let list = doc.root.as(List.self) else {
      Issue.record("not a list")
      return
    }
    #expect(list.sections[0].items.count == 10)
    #expect(list.sections[0].items.capacity < 16, "grown by doubling")
  }
}

/// Cells keep their rarely set configurations out of line, and read and write them as fields.
@Suite struct CellStorageTests {
  @Test func cellsStaySmall() {
    #expect(MemoryLayout<Cell>.stride <= 152, "a rarely set field is stored inline again")
    #expect(MemoryLayout<ListContentConfiguration>.stride <= 72, "a rarely set field is stored inline again")
    #expect(MemoryLayout<CellAccessory>.stride <= 32, "an accessory's large payload is stored inline again")
  }

  /// A content configuration's text and image properties, margins, paddings and alpha are
  /// stored out of line: they read and write as fields, copies keep their own, and a detail
  /// set back to its default leaves a configuration equal to one never given it.
  @Test func contentDetailsReadAndWriteLikeFields() {
    var content = ListContentConfiguration(style: .valueCell)
    content.textProperties.color = .system(.systemRed)
    content.imageProperties.tintColor = .system(.systemBlue)
    content.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    content.alpha = 0.5
    let copy = content
    content.textProperties.color = nil
    #expect(copy.textProperties.color == .system(.systemRed) && content.textProperties.color == nil)
    #expect(content.imageProperties.tintColor == .system(.systemBlue) && content.alpha == 0.5)
    #expect(content.directionalLayoutMargins?.leading == 2)
    content.imageProperties = ImageProperties()
    content.directionalLayoutMargins = nil
    content.alpha = nil
    #expect(content == ListContentConfiguration(style: .valueCell))
    #expect(copy != content)
  }

  @Test func boxedConfigurationsReadAndWriteLikeFields() {
    var cell = Cell(content: ListContentConfiguration())
    #expect(cell.background == nil && cell.separatorConfiguration == nil && cell.pointerInteraction == nil)
    cell.background = BackgroundConfiguration(style: .listPlainCell)
    cell.background?.cornerRadius = 12
    #expect(cell.background?.cornerRadius == 12)
    let copy = cell
    cell.background = nil
    #expect(copy.background?.cornerRadius == 12 && cell.background == nil && copy != cell)
    // Every detail shares one box: setting one keeps the others, and a cell whose details are
    // all back to their defaults equals one never given any.
    cell.accessibility.label = "Wi-Fi"
    cell.leadingSwipeActions = [SwipeAction(title: "Pin")]
    cell.swipe.isFullSwipe = true
    #expect(cell.accessibility.label == "Wi-Fi" && cell.leadingSwipeActions.count == 1 && cell.swipe.isFullSwipe)
    cell.accessibility = AccessibilityOverrides()
    #expect(cell.leadingSwipeActions.count == 1 && cell != Cell(content: ListContentConfiguration()))
    cell.leadingSwipeActions = []
    cell.swipe = Swipe()
    #expect(cell == Cell(content: ListContentConfiguration()))
  }
}
