import Testing

@testable import VellumModel

/// The parser writes a document into one flat `JSONTape`: the same values, locations and errors
/// as the tree of arrays it made before (the figures here were read from that parser), in a
/// fraction of the memory.
@Suite struct JSONTapeTests {
  static let document = #"""
    {
      "title": "Vellum \"quoted\" \\ \/ \b\f\n\r\t end",
      "emoji": "\ud83d\ude00 é \u00e9 \u4E2D",
      "numbers": [0, -0, 1.5, -2.25e3, 6.02E+23, 1e-7, 123456789012, 0.1],
      "empty": {"array": [], "object": {}},
      "nested": [[1, [2, [3, {}]]], {"deep": {"deeper": [true, false, null]}}],
      "ключ": "значение", "日本": {"キー": "値", "x": 1},
      "rows": [
        {"id": 1, "name": "row 1"},
        {"id": 2, "name": "row 2"},
        {"id": 3, "name": "row 3"}
      ]
    }

    """#

  static func value(_ kind: JSONValue.Kind) -> JSONValue { JSONValue(kind) }

  /// `document` built by hand, without locations.
  static let expected = value(
    .object([
      ("title", value(.string("Vellum \"quoted\" \\ / \u{8}\u{C}\n\r\t end"))),
      ("emoji", value(.string("\u{1F600} \u{E9} \u{E9} \u{4E2D}"))),
      (
        "numbers",
        value(.array([0, -0.0, 1.5, -2250, 6.02e23, 1e-7, 123_456_789_012, 0.1].map { value(.number($0)) }))
      ),
      ("empty", value(.object([("array", value(.array([]))), ("object", value(.object([])))]))),
      (
        "nested",
        value(
          .array([
            value(
              .array([
                value(.number(1)),
                value(.array([value(.number(2)), value(.array([value(.number(3)), value(.object([]))]))])),
              ])),
            value(
              .object([
                (
                  "deep",
                  value(.object([("deeper", value(.array([value(.bool(true)), value(.bool(false)), value(.null)])))]))
                )
              ])),
          ]))
      ),
      ("ключ", value(.string("значение"))),
      ("日本", value(.object([("キー", value(.string("値"))), ("x", value(.number(1)))]))),
      (
        "rows",
        value(
          .array(
            (1...3).map { i in
              value(.object([("id", value(.number(Double(i)))), ("name", value(.string("row \(i)")))]))
            }))
      ),
    ]))

  /// `v` made again of built values, with its locations or without.
  static func rebuilt(_ v: JSONValue, keepingLocations: Bool) -> JSONValue {
    let kind: JSONValue.Kind =
      switch v.kind {
      case .array(let items): .array(items.map { rebuilt($0, keepingLocations: keepingLocations) })
      case .object(let members):
        .object(members.map { ($0.key, rebuilt($0.value, keepingLocations: keepingLocations)) })
      case let scalar: scalar
      }
    return JSONValue(kind, at: keepingLocations ? v.location : VellumModel.SourceLocation(line: 0, column: 0))
  }

  @Test func aParsedDocumentIsTheTreeBuiltByHand() throws {
    let parsed = try JSONParser.parse(Array(Self.document.utf8))
    #expect(parsed.tape != nil)
    #expect(Self.rebuilt(parsed, keepingLocations: false) == Self.expected)
    // Equality compares locations too, however each side is stored.
    let copy = Self.rebuilt(parsed, keepingLocations: true)
    #expect(copy.tape == nil)
    #expect(parsed == copy && copy == parsed)
    #expect(parsed != Self.expected)
    #expect(parsed == (try JSONParser.parse(Array(Self.document.utf8))))
    // Each key once: "id" and "name" are in three objects.
    let keys = try #require(parsed.tape).keys
    #expect(keys.count == Set(keys).count && keys.contains("id") && keys.contains("name"))
  }

  @Test func locationsAreTheOldParsers() throws {
    let parsed = try JSONParser.parse(Array(Self.document.utf8))
    func at(_ path: Any...) -> VellumModel.SourceLocation? {
      var v = parsed
      for step in path {
        switch (step, v.kind) {
        case (let key as String, .object(let members)):
          guard let next = members.first(where: { $0.key == key }) else { return nil }
          v = next.value
        case (let i as Int, .array(let items)): v = items[i]
        default: return nil
        }
      }
      return v.location
    }
    func line(_ line: Int, _ column: Int) -> VellumModel.SourceLocation {
      VellumModel.SourceLocation(line: line, column: column)
    }
    #expect(at() == line(1, 1))
    #expect(at("title") == line(2, 12))
    #expect(at("numbers") == line(4, 14))
    #expect(at("numbers", 3) == line(4, 27))
    #expect(at("numbers", 7) == line(4, 66))
    #expect(at("empty", "object") == line(5, 36))
    #expect(at("nested", 1, "deep", "deeper", 2) == line(6, 67))
    // Columns count characters, not bytes.
    #expect(at("日本") == line(7, 29))
    #expect(at("日本", "x") == line(7, 46))
    #expect(at("rows", 2, "name") == line(11, 23))
  }

  @Test func aParsedValueReadsAsABuiltOne() throws {
    let parsed = try JSONParser.parse(Array(#"[null, true, 2, "three", [], {}]"#.utf8))
    guard case .array(let items) = parsed.kind else {
      Issue.record("not an array")
      return
    }
    #expect(items.map(\.typeDescription) == ["null", "a boolean", "a number", "a string", "an array", "an object"])
    #expect(items.map { JSONValue($0.kind).typeDescription } == items.map(\.typeDescription))
    // Setting a parsed value's kind or location makes it a built one.
    var v = items[2]
    v.kind = .string("two")
    #expect(v.tape == nil && v.kind == .string("two") && v.location == VellumModel.SourceLocation(line: 1, column: 14))
    var w = items[3]
    w.location = VellumModel.SourceLocation(line: 9, column: 9)
    #expect(w.tape == nil && w.kind == .string("three"))
  }

  @Test func keysKeepTheirSpellingsAndAreComparedAsStrings() throws {
    // "é" and "e\u{301}" are equal Strings: two objects keep each its own spelling, one object
    // cannot hold both (as when the parser kept a Set<String> an object).
    let parsed = try JSONParser.parse(Array("[{\"\u{E9}\": 1}, {\"e\u{301}\": 2}]".utf8))
    guard case .array(let items) = parsed.kind, case .object(let a) = items[0].kind, case .object(let b) = items[1].kind
    else {
      Issue.record("not two objects")
      return
    }
    #expect(Array(a[0].key.utf8) == [0xC3, 0xA9])
    #expect(Array(b[0].key.utf8) == [0x65, 0xCC, 0x81])
    // An object of many members.
    let many = (0..<500).map { "\"key\($0)\": \($0)" }.joined(separator: ", ")
    guard case .object(let members) = try JSONParser.parse(Array("{\(many)}".utf8)).kind else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == (0..<500).map { "key\($0)" })
    #expect(members.map(\.value.kind) == (0..<500).map { .number(Double($0)) })
  }

  @Test(arguments: [
    (#"{"a": 1, "b": 2, "a": 3}"#, #"duplicate key "a""#, 1, 18),
    (#"{"a": 1, "b": {"a": 2, "c": 3}, "c": 4, "a": 5}"#, #"duplicate key "a""#, 1, 41),
    (#"{"ab": 1, "\u0061b": 2}"#, #"duplicate key "ab""#, 1, 11),
    ("{\"\u{E9}\": 1, \"e\u{301}\": 2}", "duplicate key \"e\u{301}\"", 1, 10),
    ("{\"K\": 1, \"\u{212A}\": 2}", "duplicate key \"\u{212A}\"", 1, 10),
    (
      "{" + (0..<100).map { "\"key\($0)\": \($0)" }.joined(separator: ", ") + #", "key57": 0}"#,
      #"duplicate key "key57""#, 1, 1282
    ),
    (#"{"a": "x\qy"}"#, #"invalid escape '\q'"#, 1, 11),
    (#"["\ud800x"]"#, #"unpaired surrogate in \u escape"#, 1, 9),
    (String(repeating: "[", count: 257) + String(repeating: "]", count: 257), "nesting deeper than 256 levels", 1, 257),
    (#"{"a": 1} x"#, "unexpected content after the end of the document", 1, 10),
    ("{\"a\": 1}\n\n  ]", "unexpected content after the end of the document", 3, 3),
    ("{\"a\": \"x\ty\"}", "control character in a string (escape it)", 1, 9),
    ("{\"a\":\n  -1e400 }", "number out of range", 2, 9),
    (#"{"日本語": "値",  "x": tru}"#, "unexpected character, expected 'true'", 1, 20),
    ("{\n  \"ä\": \"ö\",\n  \"ü\": [1, 2, 3 4]\n}", "expected ',' or ']'", 3, 17),
    (#"[1, 2,]"#, "unexpected character ']'", 1, 7),
    (#"{"a": 1"#, "unexpected end of input, expected ',' or '}'", 1, 8),
  ])
  func errorsAreTheOldParsers(input: String, message: String, line: Int, column: Int) {
    #expect(
      throws: Diagnostic(path: "", message: "invalid JSON: " + message, location: .init(line: line, column: column))
    ) {
      try JSONParser.parse(Array(input.utf8))
    }
  }

  @Test func invalidUTF8IsRefused() {
    // A key's or a string's bytes; and a BOM is skipped before the document's first column.
    #expect(
      throws: Diagnostic(
        path: "", message: "invalid JSON: string is not valid UTF-8", location: .init(line: 1, column: 11))
    ) { try JSONParser.parse(Array(#"{"a": "x"#.utf8) + [0xFF] + Array(#""}"#.utf8)) }
    #expect(
      throws: Diagnostic(
        path: "", message: "invalid JSON: string is not valid UTF-8", location: .init(line: 1, column: 5))
    ) { try JSONParser.parse(Array(#"{""#.utf8) + [0xED, 0xA0, 0x80] + Array(#"": 1}"#.utf8)) }
    #expect((try? JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)))?.location == .init(line: 1, column: 1))
  }

  /// `bench/make-sidebar.py ROWS`'s document, byte for byte.
  static func sidebarDocument(rows: Int) -> String {
    let symbols = ["tray", "paperplane", "flag", "archivebox", "folder", "doc", "trash", "star"]
    let names = ["Inbox", "Sent", "Flagged", "Archive", "Projects", "Documents", "Trash", "Favorites"]
    var sections: [String] = []
    for start in stride(from: 0, to: rows, by: 10) {
      var items: [String] = []
      for i in start..<min(rows, start + 10) {
        var item = "      {\n       \"content\": {\n        \"text\": \"\(names[i % 8]) \(i + 1)\",\n"
        item += "        \"image\": {\n         \"systemName\": \"\(symbols[i % 8])\"\n        }\n       }"
        if i == 1 { item += ",\n       \"state\": {\n        \"isSelected\": true\n       }" }
        items.append(item + "\n      }")
      }
      sections.append(
        "    {\n     \"header\": {\n      \"text\": \"Section \(start / 10 + 1)\"\n     },\n     \"items\": [\n"
          + items.joined(separator: ",\n") + "\n     ]\n    }")
    }
    return "{\n \"vellum\": 1,\n \"canvas\": {\n  \"width\": 390,\n  \"scale\": 3,\n  \"appearance\": \"light\"\n },\n"
      + " \"root\": {\n  \"list\": {\n   \"appearance\": \"sidebar\",\n   \"sections\": [\n"
      + sections.joined(separator: ",\n") + "\n   ]\n  }\n }\n}\n"
  }

  @Test func aTwentyThousandRowListTakesUnderThreeAndAHalfMegabytes() throws {
    let text = Self.sidebarDocument(rows: 20_000)
    #expect(text.utf8.count == 2_956_010)
    let parsed = try JSONParser.parse(Array(text.utf8))
    let tape = try #require(parsed.tape)
    // 5 values a row, 4 a section of 10 rows, 2 for the selected row's state, 10 more.
    #expect(tape.entries.count == 108_012)
    #expect(MemoryLayout<JSONTape.Entry>.stride == 20)
    // Reserved from a count of the values, not grown by doubling.
    #expect(tape.entries.capacity - tape.entries.count < 100)
    // 16 distinct keys, each once.
    #expect(tape.keys.count == 16)
    // A tree of arrays took 8.3 MB.
    #expect(tape.byteCount < 3_500_000)
    #expect(tape.byteCount / 20_000 < 150)
  }
}
