import Foundation
import Testing

@testable import VellumModel

@Suite struct CanonicalJSONTests {
  func format(_ json: String) throws -> String { try CanonicalJSON.format(Array(json.utf8)) }

  /// The same document, whatever the text: warnings compared without their line and column.
  func same(_ a: [UInt8], _ b: [UInt8]) throws -> Bool {
    var x = try DocumentDecoder.decode(a)
    var y = try DocumentDecoder.decode(b)
    #expect(x.warnings.map(\.path) == y.warnings.map(\.path))
    #expect(x.warnings.map(\.message) == y.warnings.map(\.message))
    x.warnings = []
    y.warnings = []
    return x == y
  }

  /// Every sample is canonical already (`vellum fmt --check Samples` passes); formatting it, and
  /// the kitchen sink, changes no value and is idempotent.
  @Test func everySampleIsCanonicalAndFormattingKeepsEveryValue() throws {
    for (name, bytes) in try SchemaFixture.samples() {
      let text = try CanonicalJSON.format(bytes)
      #expect(Array(text.utf8) == bytes, "\(name) is not canonical: run vellum fmt \(name)")
      #expect(try same(bytes, Array(text.utf8)), "\(name)")
    }
    let sink = Array(SchemaFixture.kitchenSink.utf8)
    let once = try CanonicalJSON.format(sink)
    #expect(try same(sink, Array(once.utf8)))
    #expect(try CanonicalJSON.format(Array(once.utf8)) == once)
  }

  /// The order of `variants`' axes is the order of the combinations and of the values in file
  /// names, so formatting keeps it.
  @Test func variantAxesKeepTheirOrderAndFileNames() throws {
    let bytes = Array(
      #"{"vellum":1,"variants":{"pseudo":["none","long"],"state":[{"isSelected":true}],"appearance":["light","dark"]},"root":{"cell":{}}}"#
        .utf8)
    let text = try CanonicalJSON.format(bytes)
    let a = try DocumentDecoder.decode(bytes)
    let b = try DocumentDecoder.decode(Array(text.utf8))
    #expect(b.variants.axes.map(\.kind) == [.pseudo, .state, .appearance])
    #expect(a.images(named: "d").map(\.suffix) == b.images(named: "d").map(\.suffix))
  }

  @Test func keysFollowTheSchemaAndTheRestKeepTheirOrder() throws {
    let text = try format(
      #"{ "root": { "cell": { "state": { "custom": { "zeta": true, "alpha": 1 }, "isSelected": true }, "content": { "image": { "systemName": "wifi" }, "secondaryText": "Home", "text": "Wi-Fi", "style": "valueCell" } } }, "canvas": { "scale": 2, "width": 320.50 }, "vellum": 1 }"#
    )
    #expect(
      text == """
        {
          "vellum": 1,
          "canvas": {
            "width": 320.5,
            "scale": 2
          },
          "root": {
            "cell": {
              "content": {
                "style": "valueCell",
                "text": "Wi-Fi",
                "secondaryText": "Home",
                "image": {
                  "systemName": "wifi"
                }
              },
              "state": {
                "isSelected": true,
                "custom": {
                  "zeta": true,
                  "alpha": 1
                }
              }
            }
          }
        }

        """)
  }

  /// The axes' order is the order of the images (the first varies slowest): it is kept.
  @Test func variantAxesKeepTheirOrder() throws {
    let json =
      #"{ "vellum": 1, "root": { "cell": { "id": "a" } }, "variants": { "state": [ { "isSelected": true } ], "appearance": [ "dark", "light" ] } }"#
    let text = try format(json)
    let state = try #require(text.range(of: #""state""#))
    let appearance = try #require(text.range(of: #""appearance""#))
    #expect(state.lowerBound < appearance.lowerBound)
    #expect(try same(Array(json.utf8), Array(text.utf8)))
  }

  @Test func numbersAndStringsTakeTheirShortestExactForm() throws {
    let text = try format(
      #"{ "vellum": 1.0, "canvas": { "width": 1e2 }, "root": { "text": { "string": "caf\u00e9 \"quoted\"\n\t\u0001 ←", "numberOfLines": 2.0 } } }"#
    )
    #expect(text.contains(#""vellum": 1,"#) && text.contains(#""width": 100"#) && text.contains(#""numberOfLines": 2"#))
    #expect(text.contains(#""string": "café \"quoted\"\n\t\u0001 ←""#))
  }

  @Test func nullStaysNull() throws {
    // `$schema` takes any value, null included; formatting must not turn it into something else.
    #expect(
      try format(#"{ "$schema": null, "vellum": 1, "root": { "spacer": {} } }"#).hasPrefix("{\n  \"$schema\": null,\n"))
  }

  @Test func onlyValidDocumentsAreFormatted() {
    #expect(throws: Diagnostic.self) { try format(#"{ "vellum": 1, "root": { "text": {} } }"#) }
    #expect(throws: Diagnostic.self) { try format(#"{ "vellum": 1, "root": "#) }
  }
}
