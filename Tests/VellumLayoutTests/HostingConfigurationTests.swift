import Testing
import VellumModel

@testable import VellumLayout

/// `UIHostingConfiguration`: a cell's content made of components, with the fake measurer
/// (0.5 em advance, 1.2 em lines).
@Suite struct HostingConfigurationTests {
  func list(_ items: String, appearance: String = "insetGrouped") throws -> RenderTree {
    try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":390,"scale":3},"root":{"list":{"appearance":"\#(appearance)","sections":[{"items":[\#(items)]}]}}}"#
    )
  }

  func text(_ s: String, size: Int = 10) -> String { #"{"text":{"string":"\#(s)","font":{"size":\#(size)}}}"# }

  func hosted(_ content: String, _ extra: String = "") -> String {
    #"{"hostingConfiguration":{"content":\#(content)\#(extra)}}"#
  }

  @Test func contentSitsInTheCellsLayoutMarginsAndKeepsTheMinimumHeight() throws {
    // One 12 pt line: the row keeps its 44 pt, the text centred in it, at the inset-grouped
    // card's 20 pt margin plus the cell's 20 pt one (the list content configuration's).
    let t = try list(hosted(text("Inbox")))
    let row = try #require(t.fills().first { $0.1.description == "#FFFFFF" })
    #expect(row.0.height == 44)
    #expect(t.texts()[0].0 == Rect(x: 40, y: row.0.y + 16, width: 310, height: 12))
  }

  @Test func tallContentGrowsTheRowByItsVerticalMargins() throws {
    let column =
      #"{"stack":{"spacing":2,"children":[\#(text("Sender", size: 20)),\#(text("Subject")),\#(text("Preview"))]}}"#
    let t = try list(hosted(column))
    let row = try #require(t.fills().first { $0.1.description == "#FFFFFF" })
    // 24 + 2 + 12 + 2 + 12 = 52 pt of content inside 11 pt margins above and below.
    #expect(row.0.height == 11 + 52 + 11)
    #expect(t.texts().map(\.0.y) == [row.0.y + 11, row.0.y + 37, row.0.y + 51])
  }

  @Test func marginsAndMinHeightReplaceOnlyWhatTheyName() throws {
    let t = try list(hosted(text("Row"), #","margins":{"leading":4,"vertical":2},"minHeight":20"#))
    let row = try #require(t.fills().first { $0.1.description == "#FFFFFF" })
    #expect(row.0.height == 20, "12 pt of text, 2 pt margins, a 20 pt minimum")
    #expect(t.texts()[0].0.x == 20 + 4)
    // Trailing keeps the cell's 20 pt: a long line stops there.
    let long = String(repeating: "w", count: 200)
    let wide = try list(
      hosted(#"{"text":{"string":"\#(long)","font":{"size":10},"numberOfLines":1}}"#, #","margins":{"leading":4}"#))
    #expect(wide.texts()[0].0.maxX == 370 - 20)
  }

  @Test func separatorsAlignWithTheFirstTextAndAccessoriesStillTrail() throws {
    let row =
      #"{"stack":{"axis":"horizontal","spacing":8,"children":[{"image":{"systemName":"circle.fill","pointSize":10,"frame":{"width":12,"height":12}}},\#(text("Anna"))]}}"#
    let item = #"{"hostingConfiguration":{"content":\#(row)},"accessories":[{"disclosureIndicator":{}}]}"#
    let t = try list([item, item].joined(separator: ","), appearance: "plain")
    let separators = t.fills().filter { $0.1.description == "#3C3C4349" }
    let anna = t.texts()[0].0
    #expect(anna.x == 20 + 12 + 8)
    #expect(separators.first?.0.x == anna.x, "the separator starts at the text, not at the dot")
    let chevrons = t.symbols().filter { $0.1.name == "chevron.forward" }
    #expect(chevrons.count == 2)
    #expect(try #require(chevrons.first).0.maxX <= 390 - 16)
  }

  @Test func theCellIsOneAccessibilityElementSpeakingForItsContent() throws {
    let column = #"{"stack":{"children":[\#(text("Anna Haro")),\#(text("Dinner on Friday?"))]}}"#
    let t = try list(
      #"{"hostingConfiguration":{"content":\#(column)},"accessories":[{"disclosureIndicator":{}}],"state":{"isSelected":true}}"#
    )
    let elements = t.accessibilityElements()
    #expect(elements.count == 1)
    #expect(elements.first?.element.label == "Anna Haro, Dinner on Friday?")
    #expect(elements.first?.element.traits.contains(.button) == true)
    #expect(elements.first?.element.traits.contains(.selected) == true)
    #expect(elements.first?.element.traits.contains(.staticText) == false)
  }

  @Test func aHostedNodeIsAttributedToItsPathInTheRow() throws {
    let t = try list(hosted(#"{"stack":{"children":[\#(text("Hi"))]}}"#))
    let source = try #require(t.nodes.first { if case .text = $0.kind { true } else { false } }?.source)
    #expect(source.path == "root.list.sections[0].items[0].hostingConfiguration.content.stack.children[0].text")
  }

  @Test func badHostingConfigurationsNameTheirPath() throws {
    func error(_ items: String) -> String {
      do {
        _ = try list(items)
        return ""
      } catch { return "\(error)" }
    }
    #expect(error(#"{"content":{"text":"A"},"hostingConfiguration":{"content":{"divider":{}}}}"#).contains("not both"))
    #expect(
      error(#"{"hostingConfiguration":{}}"#)
        .contains(
          "root.list.sections[0].items[0].hostingConfiguration.content: a hosting configuration needs \"content\""))
    #expect(
      error(#"{"hostingConfiguration":{"content":{"divider":{}},"margins":{"horizontal":4,"leading":2}}}"#)
        .contains(
          #"root.list.sections[0].items[0].hostingConfiguration.margins.leading: "leading" and "horizontal" set the same edge"#
        ))
    #expect(
      error(#"{"hostingConfiguration":{"content":{"divider":{}},"margins":{"bottom":1,"vertical":4}}}"#)
        .contains("hostingConfiguration.margins.bottom: \"bottom\" and \"vertical\" set the same edge"))
    #expect(
      error(#"{"hostingConfiguration":{"content":{"divider":{}},"margins":-1}}"#)
        .contains("hostingConfiguration.margins: -1 is out of range; expected 0…10000"))
    #expect(
      error(#"{"hostingConfiguration":{"content":{"divider":{}},"margins":"wide"}}"#)
        .contains("hostingConfiguration.margins: expected an object, found a string"))
    #expect(
      error(#"{"hostingConfiguration":{"content":{"divider":{}},"margins":{"leadng":4}}}"#)
        .contains("hostingConfiguration.margins.leadng: unknown key \"leadng\"; did you mean \"leading\"?"))
    #expect(
      error(#"{"hostingConfiguration":{"content":{"divider":{}},"margin":4}}"#)
        .contains("hostingConfiguration.margin: unknown key \"margin\"; did you mean \"margins\"?"))
  }
}

/// `UICellAccessory.customView`: any component beside a cell's content.
@Suite struct CustomViewAccessoryTests {
  func list(_ items: String) throws -> RenderTree {
    try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":390,"scale":3},"root":{"list":{"appearance":"insetGrouped","sections":[{"items":[\#(items)]}]}}}"#
    )
  }

  @Test func aTrailingViewSitsAtTheEdgeAtItsOwnSizeAndTheTextStopsBeforeIt() throws {
    let t = try list(
      #"{"content":{"text":"Name"},"accessories":[{"customView":{"view":{"text":{"string":"Anna","font":{"size":10}}}}}]}"#
    )
    let anna = try #require(t.texts().first { $0.1.string == "Anna" })
    // 20 pt of text, its 12 pt line centred in the 44 pt row, at the card's trailing margin.
    #expect(anna.0 == Rect(x: 370 - 20 - 20, y: 35 + 16, width: 20, height: 12))
    let name = try #require(t.texts().first { $0.1.string == "Name" })
    #expect(name.0.maxX <= anna.0.x - 8)
  }

  @Test func aLeadingViewComesBeforeTheContentAndReservedWidthCentresIt() throws {
    let view = #"{"image":{"systemName":"star.fill","pointSize":10,"frame":{"width":10,"height":10}}}"#
    let t = try list(
      #"{"content":{"text":"Starred"},"accessories":[{"customView":{"view":\#(view),"placement":"leading","reservedLayoutWidth":30}}]}"#
    )
    let star = try #require(t.symbols().first { $0.1.name == "star.fill" })
    #expect(star.0.midX == 20 + 20 + 15, "centred in the 30 pt reserved at the leading margin")
    let text = try #require(t.texts().first { $0.1.string == "Starred" })
    // After it, the content's own 16 pt leading margin, as after an editing control.
    #expect(text.0.x == 20 + 20 + 30 + 16)
  }

  @Test func aWideViewIsOfferedHalfTheRow() throws {
    let long = String(repeating: "w ", count: 100)
    let t = try list(
      #"{"content":{"text":"A"},"accessories":[{"customView":{"view":{"text":{"string":"\#(long)","font":{"size":10},"numberOfLines":1}}}}]}"#
    )
    let view = try #require(t.texts().first { $0.1.string.hasPrefix("w") })
    #expect(view.0.width <= 350 / 2)
  }

  @Test func theRowReadsTheViewsTextAsItsValue() throws {
    let t = try list(
      #"{"content":{"text":"Name"},"accessories":[{"customView":{"view":{"textField":{"text":"Anna Haro","width":150}}}}]}"#
    )
    let elements = t.accessibilityElements()
    #expect(elements.count == 1)
    #expect(elements.first?.element.label == "Name")
    #expect(elements.first?.element.value == "Anna Haro")
  }

  @Test func aCustomViewNeedsAView() throws {
    do {
      _ = try list(#"{"content":{"text":"A"},"accessories":[{"customView":{"placement":"leading"}}]}"#)
      Issue.record("accepted a custom view without a view")
    } catch {
      #expect("\(error)".contains("root.list.sections[0].items[0].accessories[0].customView"))
      #expect("\(error)".contains("needs \"view\""))
    }
  }
}
