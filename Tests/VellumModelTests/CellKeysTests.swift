import Testing

@testable import VellumModel

/// Lists, sections, cells, `when` clauses and cell states: each key declared once (`List.keys`,
/// `List.Section.keys`, `Cell.keys`, `StateOverride.keys`, `StatePattern.keys`), with the rules
/// a key cannot state alone.
@Suite struct CellKeysTests {
  func decode(_ json: String) throws(Diagnostic) -> Document { try DocumentDecoder.decode(Array(json.utf8)) }

  /// The document with `list` as its root, its first section's cells.
  func cells(_ list: String) throws -> [Cell] {
    try #require(decode(#"{"vellum":1,"root":{"list":\#(list)}}"#).root.as(List.self)).sections[0].items
  }

  /// The message (with its path) of a list whose one section holds `items`, or "no error".
  func error(items: String, appearance: String = "insetGrouped") -> String {
    do {
      _ = try decode(
        #"{"vellum":1,"root":{"list":{"appearance":"\#(appearance)","sections":[{"items":[\#(items)]}]}}}"#)
      return "no error"
    } catch {
      return "\(error.path): \(error.message)"
    }
  }

  /// `document` encoded, and whether it decodes to the same document again.
  func encoded(_ json: String) throws -> String {
    var d = try decode(json)
    d.warnings = []
    let text = d.canonicalJSON()
    var again = try decode(text)
    again.warnings = []
    #expect(again == d, "\(text)")
    return text
  }

  @Test func theSchemaListsEachModelsKeysInTheirOrder() throws {
    let schema = try JSONParser.parse(Array(DocumentSchema.json.utf8))
    /// The value at `path` below `$defs`.
    func at(_ path: String...) -> JSONValue? {
      var v: JSONValue? = schema
      for key in ["$defs"] + path {
        guard case .object(let members)? = v?.kind else { return nil }
        v = members.first { $0.key == key }?.value
      }
      return v
    }
    func keys(_ definition: String) -> [String] {
      guard case .object(let members)? = at(definition, "properties")?.kind else { return [] }
      return members.map(\.key)
    }
    // A list's own keys, then the modifiers every component takes.
    #expect(Array(keys("list").prefix(3)) == ["appearance", "sections", "refreshControl"])
    #expect(Array(keys("list").prefix(3)) == List.keys.map(\.property.name))
    #expect(keys("listSection") == ["header", "footer", "items"])
    #expect(keys("listSection") == List.Section.keys.map(\.property.name))
    #expect(keys("stateOverride") == ["state", "content", "background"])
    #expect(keys("cell") == Cell.keyNames)
    #expect(
      Cell.keyNames
        == [
          "id", "content", "background", "state", "when", "accessories", "swipeActions", "leadingSwipeActions",
          "swipe", "separatorConfiguration", "children", "pointerInteraction", "hostingConfiguration",
        ] + AccessibilityOverrides.keyNames)
    #expect(keys("cellState") == ConfigurationState.flagNames + ["cellDragState", "cellDropState", "custom"])
    #expect(keys("cellState") == StatePattern.keyNames)
    // A cell's omitted drag and drop states are `none`; a `when` clause's state is required.
    for key in ["cellDragState", "cellDropState"] {
      guard case .string(let d)? = at("cellState", "properties", key, "default")?.kind else {
        Issue.record("\(key) states no default")
        continue
      }
      #expect(d == "none")
    }
    guard case .array(let required)? = at("stateOverride", "required")?.kind else {
      Issue.record("a when clause requires nothing")
      return
    }
    #expect(required.map(\.kind) == [.string("state")])
    // The hosted content's, the children's and the items' definitions.
    guard case .string(let ref)? = at("cell", "properties", "children", "items", "$ref")?.kind else {
      Issue.record("children")
      return
    }
    // A cell, or an include of one.
    #expect(ref == "#/$defs/cellOrInclude")
    guard case .array(let alternatives)? = at("cellOrInclude", "oneOf")?.kind,
      case .object(let first)? = alternatives.first?.kind,
      case .string(let cell)? = first.first(where: { $0.key == "$ref" })?.value.kind
    else {
      Issue.record("cellOrInclude")
      return
    }
    #expect(cell == "#/$defs/cell")
  }

  /// A cell's content names its style, or takes its place's: `sidebarCell` in a sidebar list,
  /// `cell` elsewhere (a cell component too, even inside a sidebar's row); its outline
  /// children take the same; a `when` clause's content the cell's; a section's header and
  /// footer the adaptive `header` and `footer`.
  @Test func contentTakesTheStyleOfItsPlace() throws {
    let sidebar = try cells(
      #"{"appearance":"sidebar","sections":[{"items":[{"content":{"text":"A"},"children":[{}]},{"content":{"style":"cell"}},{"content":{"style":"sidebarHeader"},"children":[{}]},{"hostingConfiguration":{"content":{"cell":{}}}}]}]}"#
    )
    #expect(sidebar.map(\.content.style) == [.sidebarCell, .cell, .sidebarHeader, .sidebarCell])
    #expect(sidebar[0].children[0].content.style == .sidebarCell)
    #expect(sidebar[2].children[0].content.style == .sidebarCell)
    #expect(sidebar[3].hostingConfiguration?.content.as(Cell.self)?.content.style == .cell)
    #expect(try cells(#"{"appearance":"sidebarPlain","sections":[{"items":[{}]}]}"#)[0].content.style == .sidebarCell)
    let plain = try cells(
      #"{"appearance":"plain","sections":[{"items":[{"content":{"style":"subtitleCell"},"when":[{"state":{"isSelected":true},"content":{"text":"B"}}]},{"children":[{}]}]}]}"#
    )
    #expect(plain[0].when[0].content?.style == .subtitleCell)
    #expect(plain[1].content.style == .cell && plain[1].children[0].content.style == .cell)
    // A sidebarHeader parent's children are sidebar cells wherever it stands (a plain list here),
    // and their own children too; a child naming a style keeps it.
    let outline = try cells(
      #"{"appearance":"plain","sections":[{"items":[{"content":{"style":"sidebarHeader","text":"Favorites"},"children":[{"children":[{}]},{"content":{"style":"cell"}}]}]}]}"#
    )
    #expect(outline[0].children.map(\.content.style) == [.sidebarCell, .cell])
    #expect(outline[0].children[0].children[0].content.style == .sidebarCell)
    let list = try #require(
      decode(
        #"{"vellum":1,"root":{"list":{"sections":[{"header":{"text":"H"},"footer":{"style":"groupedFooter"}}]}}}"#
      ).root.as(List.self))
    #expect(list.sections[0].header?.style == .header)
    #expect(list.sections[0].footer?.style == .footer || list.sections[0].footer?.style == .groupedFooter)
    #expect(list.sections[0].footer?.style == .groupedFooter)
  }

  /// The encoder leaves out the style a place gives, and writes any other (`cell` in a sidebar).
  @Test func theEncoderWritesTheStyleOnlyWhereThePlaceGivesAnother() throws {
    let text = try encoded(
      #"{"vellum":1,"root":{"list":{"appearance":"sidebar","sections":[{"header":{"text":"H","style":"header"},"footer":{"text":"F","style":"plainFooter"},"items":[{"content":{"text":"A","style":"sidebarCell"},"children":[{"content":{"text":"C","style":"cell"}}],"when":[{"state":{"isSelected":true},"content":{"text":"B"}}]},{"content":{"style":"cell"}},{}]}]}}}"#
    )
    #expect(!text.contains(#""sidebarCell""#))
    #expect(!text.contains(#""style": "header""#))
    #expect(text.contains(#""plainFooter""#))
    // The child's and the second row's `cell`, the when clause's content none.
    #expect(text.components(separatedBy: #""style": "cell""#).count == 3)
    #expect(text.contains(#""items": ["#) && text.contains("{}"))
  }

  /// The encoder leaves out the style a sidebarHeader parent gives its children, in any list.
  @Test func theEncoderLeavesOutTheStyleAnOutlineParentGives() throws {
    let text = try encoded(
      #"{"vellum":1,"root":{"list":{"sections":[{"items":[{"content":{"style":"sidebarHeader","text":"H"},"children":[{"content":{"text":"A","style":"sidebarCell"}},{"content":{"text":"B","style":"cell"}}]}]}]}}}"#
    )
    #expect(!text.contains(#""sidebarCell""#), "\(text)")
    #expect(text.contains(#""style": "cell""#) && text.contains(#""style": "sidebarHeader""#))
  }

  /// A cell's state writes only what differs from a cell at rest, its custom states by name; a
  /// `when` clause's state what it names, in its order (a flag false too).
  @Test func statesRoundTrip() throws {
    let text = try encoded(
      #"{"vellum":1,"root":{"cell":{"state":{"isSelected":true,"isHighlighted":false,"cellDragState":"lifting","cellDropState":"none","custom":{"z":1,"a":"x","m":false}},"when":[{"state":{"isHighlighted":false,"custom":{"z":1,"a":"x"},"cellDropState":"none"},"background":{"backgroundColor":"systemRed"}}]}}}"#
    )
    // A false flag and a `none` state are written in the clause only.
    #expect(text.components(separatedBy: #""isHighlighted": false"#).count == 2)
    #expect(text.components(separatedBy: #""cellDropState": "none""#).count == 2)
    let d = try decode(text)
    let cell = try #require(d.root.as(Cell.self))
    #expect(cell.state.isSelected && !cell.state.isHighlighted && cell.state.cellDragState == .lifting)
    #expect(cell.state.custom == ["z": .number(1), "a": .string("x"), "m": .bool(false)])
    // The cell's custom states by name; the clause's as given.
    let cellState = try #require(text.range(of: #""custom": {"#))
    #expect(text[cellState.upperBound...].trimmingPrefix(while: \.isWhitespace).hasPrefix(#""a": "x""#))
    #expect(cell.when[0].state.custom.map(\.0) == ["z", "a"])
    #expect(cell.when[0].state.cellDropState == ConfigurationState.DropState.none)
    #expect(cell.when[0].state.flags.map(\.0) == ["isHighlighted"])
  }

  /// A pattern's flags are read, and matched, in `flagNames` order whatever the document's.
  @Test func patternFlagsFollowTheFlagNames() throws {
    let cell = try #require(
      decode(
        #"{"vellum":1,"root":{"cell":{"when":[{"state":{"isSwiped":true,"isHighlighted":false,"isSelected":true}}]}}}"#
      )
      .root.as(Cell.self))
    #expect(cell.when[0].state.flags.map(\.0) == ["isHighlighted", "isSelected", "isSwiped"])
    #expect(cell.when[0].state.flags.map(\.1) == [false, true, true])
  }

  @Test func theRulesBetweenKeysKeepTheirMessages() {
    #expect(
      error(items: #"{"cell":{"content":{"text":"A"}}}"#)
        == #"root.list.sections[0].items[0].cell: a list item is a cell itself: write the cell's keys ("content", "accessories", …) directly, without the { "cell": … } wrapper a stack's children take"#
    )
    // Only a list's items refuse the wrapper: a child's `cell` is an unknown key.
    #expect(error(items: #"{"children":[{"cell":{}}]}"#).contains(#"children[0].cell: unknown key "cell""#))
    #expect(
      error(items: #"{"when":[{"content":{"text":"B"}}]}"#)
        == #"root.list.sections[0].items[0].when[0].state: a "when" clause needs a "state" to match"#)
    #expect(
      error(items: #"{"content":{},"hostingConfiguration":{"content":{"spacer":{}}}}"#)
        == #"root.list.sections[0].items[0].content: a cell has one content configuration: give "content" or "hostingConfiguration", not both"#
    )
    #expect(
      error(items: #"{"when":[{"state":{},"content":{"style":"cell"}}]}"#)
        .contains(#"when[0].content.style: unknown key "style""#))
    #expect(
      error(items: #"{"when":[{"state":{},"background":{"style":"listPlainCell"}}]}"#)
        .contains(#"when[0].background.style: unknown key "style""#))
    #expect(
      error(items: #"{"swipe":{}}"#)
        == #"root.list.sections[0].items[0].swipe: a swipe shows the cell's swipe actions, and it has none: give "swipeActions" or "leadingSwipeActions""#
    )
  }

  @Test func eachKeysValuesAreChecked() {
    let row = "root.list.sections[0].items[0]"
    #expect(error(items: #"{"contnt":{}}"#) == #"\#(row).contnt: unknown key "contnt"; did you mean "content"?"#)
    #expect(error(items: #"{"id":1}"#) == "\(row).id: expected a string, found a number")
    #expect(error(items: #"{"state":{"isSelectd":true}}"#).contains(#"did you mean "isSelected"?"#))
    #expect(
      error(items: #"{"state":{"isSelected":"yes"}}"#)
        == "\(row).state.isSelected: expected true or false, found a string")
    #expect(
      error(items: #"{"state":{"cellDragState":"lifing"}}"#)
        == #"\#(row).state.cellDragState: unknown drag state "lifing"; did you mean "lifting"?"#)
    #expect(error(items: #"{"state":{"cellDropState":"x"}}"#).contains(#"unknown drop state "x""#))
    #expect(
      error(items: #"{"state":{"custom":{"a":true,"b":{}}}}"#)
        == "\(row).state.custom.b: a custom state is true/false, a number or a string, found an object")
    #expect(error(items: #"{"state":{"custom":[]}}"#) == "\(row).state.custom: expected an object, found an array")
    #expect(error(items: #"{"when":[{"stat":{}}]}"#).contains(#"did you mean "state"?"#))
    #expect(error(items: #"{"accessories":{}}"#) == "\(row).accessories: expected an array, found an object")
    #expect(error(items: #"{"children":[{"id":2}]}"#) == "\(row).children[0].id: expected a string, found a number")
    #expect(
      error(items: #"{"hostingConfiguration":{}}"#)
        == #"\#(row).hostingConfiguration.content: a hosting configuration needs "content": the component the row shows"#
    )
    #expect(
      error(items: #"{"swipeActions":[{}]}"#) == #"\#(row).swipeActions[0].title: a swipe action needs a "title""#)
    #expect(
      error(items: "{}", appearance: "sidbar")
        == #"root.list.appearance: unknown list appearance "sidbar"; did you mean "sidebar"?"#)
    #expect(
      error(items: #"{"accessibilityLabl":"x"}"#)
        == #"\#(row).accessibilityLabl: unknown key "accessibilityLabl"; did you mean "accessibilityLabel"?"#)
  }

  /// A hosting configuration's content nests one level below the cell, as a custom view's does.
  @Test func hostedContentNestsBelowTheCell() {
    func nested(_ depth: Int) -> String {
      (0..<depth).reduce(#"{"spacer":{}}"#) { inner, _ in #"{"stack":{"children":[\#(inner)]}}"# }
    }
    #expect(error(items: #"{"hostingConfiguration":{"content":\#(nested(29))}}"#) == "no error")
    #expect(
      error(items: #"{"hostingConfiguration":{"content":\#(nested(30))}}"#)
        .contains("components nest deeper than 32 levels"))
  }

  /// Every cell counts, its hosted content and outline children too (the list itself is one).
  @Test func cellsAndWhatTheyHoldCount() throws {
    let n = DocumentDecoder.maximumComponentCount - 3
    let rows = Array(repeating: "{}", count: n).joined(separator: ",")
    #expect(error(items: rows + #",{"hostingConfiguration":{"content":{"spacer":{}}}}"#) == "no error")
    #expect(error(items: rows + #",{"children":[{}]}"#) == "no error")
    #expect(
      error(items: rows + #",{"children":[{},{}]}"#)
        .hasPrefix("root.list.sections[0].items[\(n)].children[1]: the document has more than"))
    #expect(
      error(items: rows + #",{"hostingConfiguration":{"content":{"stack":{"children":[{"spacer":{}}]}}}}"#)
        .hasPrefix(
          "root.list.sections[0].items[\(n)].hostingConfiguration.content.stack.children[0]: the document has more than"
        ))
  }
}
