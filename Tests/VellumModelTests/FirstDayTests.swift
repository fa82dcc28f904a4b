import Testing

@testable import VellumModel

/// What a new user writes on their first day: a section header as its text, a stack's padding
/// by edge set.
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
}
