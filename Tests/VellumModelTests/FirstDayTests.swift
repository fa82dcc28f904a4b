import Testing

@testable import VellumModel

/// What a new user writes on their first day: a section header as its text.
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
}
