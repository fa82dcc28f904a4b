import Testing

@testable import VellumModel

/// What a new user writes on their first day: a section header as its text, a stack's padding
/// by edge set, and the mistakes whose messages say how to fix them.
@Suite struct FirstDayTests {
  func decode(_ json: String) throws -> Document { try DocumentDecoder.decode(Array(json.utf8)) }

  func section(_ keys: String) throws -> List.Section {
    let d = try decode(#"{ "vellum": 1, "root": { "list": { "sections": [ { \#(keys) } ] } } }"#)
    return try #require(d.root.as(List.self)?.sections.first)
  }

  // MARK: Headers and footers as text

  @Test func aHeaderOrFooterGivenAsAStringIsTheTextOfTheDefaultOne() throws {
    let short = try section(#""header": "Accounts", "footer": "Some text""#)
    let long = try section(#""header": { "text": "Accounts" }, "footer": { "text": "Some text" }"#)
    #expect(short == long)
    #expect(short.header?.text == "Accounts" && short.header?.style == .header)
    #expect(short.footer?.text == "Some text" && short.footer?.style == .footer)
  }

  @Test func aHeaderStringIsWrittenAsTheObject() throws {
    let d = try decode(#"{ "vellum": 1, "root": { "list": { "sections": [ { "header": "Accounts" } ] } } }"#)
    let text = d.canonicalJSON()
    #expect(text.contains(#""header": {"#) && text.contains(#""text": "Accounts""#), "\(text)")
    #expect(try decode(text) == d)
  }

  @Test func aHeaderStringIsCheckedAsTheTextIsAtTheHeadersPath() {
    let long = String(repeating: "a", count: DocumentDecoder.maximumTextLength + 1)
    let message = diagnostic(#"{"vellum":1,"root":{"list":{"sections":[{"header":"\#(long)"}]}}}"#)
    #expect(message.hasPrefix("root.list.sections[0].header: text is 10001 characters long"), "\(message)")
    #expect(
      diagnostic(#"{"vellum":1,"root":{"list":{"sections":[{"footer":7}]}}}"#)
        == #"root.list.sections[0].footer: expected a string (the "text") or an object, found a number (line 1, column 51)"#
    )
  }

  @Test func theSchemaTakesAHeaderString() throws {
    let validator = MiniSchemaValidator(try SchemaFixture.schema())
    let json = #"{ "vellum": 1, "root": { "list": { "sections": [ { "header": "Accounts", "footer": "Text" } ] } } }"#
    #expect(validator.errors(try JSONParser.parse(Array(json.utf8))).isEmpty)
  }

  // MARK: Padding by edge set

  func padding(_ json: String) throws -> DirectionalEdgeInsets {
    let d = try decode(#"{ "vellum": 1, "root": { "stack": { "padding": \#(json) } } }"#)
    return try #require(d.root.as(Stack.self)).padding
  }

  @Test func aStacksPaddingTakesHorizontalAndVertical() throws {
    #expect(
      try padding(#"{ "horizontal": 16 }"#) == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(
      try padding(#"{ "horizontal": 16, "vertical": 4 }"#)
        == DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    #expect(
      try padding(#"{ "vertical": 2, "leading": -3 }"#)
        == DirectionalEdgeInsets(top: 2, leading: -3, bottom: 2, trailing: 0))
    // The forms it took before read as before.
    #expect(try padding("8") == DirectionalEdgeInsets(all: 8))
    #expect(
      try padding(#"{ "top": 1, "leading": 2, "bottom": 3, "trailing": -4 }"#)
        == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: -4))
  }

  @Test func anEdgeSetBesideASideItCoversIsRefusedAsInMargins() {
    #expect(
      diagnostic(#"{"vellum":1,"root":{"stack":{"padding":{"horizontal":16,"leading":4}}}}"#)
        == #"root.stack.padding.leading: "leading" and "horizontal" set the same edge: give one of them (line 1, column 67)"#
    )
    #expect(
      diagnostic(#"{"vellum":1,"root":{"stack":{"padding":{"vertical":1,"bottom":4}}}}"#)
        == #"root.stack.padding.bottom: "bottom" and "vertical" set the same edge: give one of them (line 1, column 63)"#
    )
  }

  @Test func paddingByEdgeSetIsWrittenAsItsSidesAndReadBackTheSame() throws {
    let d = try decode(#"{ "vellum": 1, "root": { "stack": { "padding": { "horizontal": 16, "vertical": 4 } } } }"#)
    let text = d.canonicalJSON()
    #expect(!text.contains("horizontal") && text.contains(#""leading": 16"#), "\(text)")
    #expect(try decode(text) == d)
    let negative = try decode(
      #"{ "vellum": 1, "root": { "stack": { "padding": { "horizontal": -2, "vertical": -2 } } } }"#)
    #expect(try decode(negative.canonicalJSON()) == negative, "\(negative.canonicalJSON())")
  }

  // MARK: Messages that say how to fix

  @Test func aModifierBesideTheKindSaysToMoveItInside() {
    #expect(
      diagnostic(#"{"vellum":1,"root":{"text":{"string":"Hi"},"frame":{"width":10}}}"#)
        == #"root.frame: "frame" is a modifier: move it inside "text" { … }, as in { "text": { …, "frame": { "width": 10 } } } (line 1, column 52)"#
    )
    for (key, value) in [
      ("overlay", #"[{"content":{"spacer":{}}}]"#), ("offset", #"{"x":1}"#), ("layoutPriority", "1"),
      ("background", #""systemRed""#), ("border", #"{"color":"red"}"#),
    ] {
      let message = diagnostic(
        #"{"vellum":1,"root":{"stack":{"children":[{"image":{"systemName":"star"},"\#(key)":\#(value)}]}}}"#)
      #expect(
        message.hasPrefix(
          #"root.stack.children[0].\#(key): "\#(key)" is a modifier: move it inside "image" { … }, as in { "image": { …, "\#(key)": "#
        ), "\(message)")
    }
    // A kind's own key is told the same way (an image's `cornerRadius` is its own).
    #expect(
      diagnostic(#"{"vellum":1,"root":{"image":{"systemName":"star"},"cornerRadius":4}}"#).hasPrefix(
        #"root.cornerRadius: "cornerRadius" is a key of "image": move it inside "image" { … }"#))
    #expect(
      diagnostic(#"{"vellum":1,"root":{"stack":{"children":[]},"padding":16}}"#)
        == #"root.padding: "padding" is a key of "stack": move it inside "stack" { … }, as in { "stack": { …, "padding": 16 } } (line 1, column 55)"#
    )
    // Two kinds side by side are still told a component has one.
    #expect(diagnostic(#"{"vellum":1,"root":{"stack":{},"text":{}}}"#).contains("exactly one key naming its kind"))
  }

  @Test func aWeightGivenAsTheFontSuggestsTheWeightKey() {
    #expect(
      diagnostic(#"{"vellum":1,"root":{"text":{"string":"Hi","font":"bold"}}}"#)
        == #"root.text.font: "bold" is a font weight, not a text style: give it as { "weight": "bold" } beside a text style or a size, as in { "textStyle": "body", "weight": "bold" } (line 1, column 50)"#
    )
    for weight in FontWeight.allCases.map(\.rawValue) + ["Semibold"] {
      let message = diagnostic(#"{"vellum":1,"root":{"text":{"string":"Hi","font":"\#(weight)"}}}"#)
      #expect(message.contains("is a font weight, not a text style"), "\(message)")
      #expect(!message.contains("did you mean"), "\(message)")
    }
    // A misspelt text style still gets the nearest one.
    #expect(
      diagnostic(#"{"vellum":1,"root":{"text":{"string":"Hi","font":"bdy"}}}"#).contains(#"did you mean "body"?"#))
  }

  @Test func aBarMissingItsKindLevelExplainsTheNesting() {
    let message = diagnostic(
      #"{"vellum":1,"root":{"navigationController":{"navigationBar":{"title":"X"}}}}"#)
    #expect(
      message
        == #"root.navigationController.navigationBar: the outer "navigationBar" is the slot, and the component in it is an object whose one key names its kind ("navigationBar" too), the kind's keys inside that: write "navigationBar": { "navigationBar": { "title": "X" } } (line 1, column 61)"#
    )
    let two = diagnostic(
      #"{"vellum":1,"root":{"navigationController":{"toolbar":{"items":[],"appearance":"standard"}}}}"#)
    #expect(
      two.hasPrefix(
        #"root.navigationController.toolbar: the outer "toolbar" is the slot"#)
        && two.contains(#"write "toolbar": { "toolbar": { "items": […], "appearance": "standard" } }"#), "\(two)")
    // The right nesting decodes.
    #expect(
      diagnostic(#"{"vellum":1,"root":{"navigationController":{"navigationBar":{"navigationBar":{"title":"X"}}}}}"#)
        == "decoded without error")
  }
}
