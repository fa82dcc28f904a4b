import Testing

@testable import VellumModel

/// The objects of the shared value types (a dynamic colour, a font, insets), declared once in
/// `ValueKeys.swift`: their rules, their messages and their canonical encoding.
@Suite struct ValueKeysTests {
  static func label(_ members: String) -> String {
    #"{"vellum":1,"root":{"text":{"string":"a",\#(members)}}}"#
  }

  static func decoded(_ members: String) throws -> TextComponent {
    let document = try DocumentDecoder.decode(Array(label(members).utf8))
    return try #require(document.root.value as? TextComponent)
  }

  @Test func aDynamicColourNeedsBothAppearances() throws {
    #expect(
      diagnostic(Self.label(#""color":{"light":"systemRed"}"#))
        == #"root.text.color.dark: a dynamic colour needs both "light" and "dark" (line 1, column 50)"#)
    #expect(
      diagnostic(Self.label(#""color":{"lihgt":"systemRed","dark":"systemBlue"}"#))
        == #"root.text.color.lihgt: unknown key "lihgt"; did you mean "light"? (line 1, column 59)"#)
    let text = try Self.decoded(##""color":{"light":"systemRed","dark":{"light":"#FF0000","dark":"black"}}"##)
    #expect(
      text.color
        == .dynamic(
          light: .system(.systemRed), dark: .dynamic(light: .fixed(Color(hex: "#FF0000")!), dark: .fixed(.black))))
  }

  @Test func aFontIsATextStyleOrASizeNotBoth() throws {
    #expect(
      diagnostic(Self.label(#""font":{"textStyle":"body","size":20}"#))
        == #"root.text.font.size: give either "textStyle" or "size", not both (line 1, column 76)"#)
    #expect(
      diagnostic(Self.label(#""font":{"weight":"bold"}"#))
        == #"root.text.font: a font needs "textStyle" or "size" (line 1, column 49)"#)
    #expect(
      diagnostic(Self.label(#""font":{"size":20,"weight":"bld"}"#))
        == #"root.text.font.weight: unknown font weight "bld"; did you mean "bold"? (line 1, column 69)"#)
    #expect(try Self.decoded(#""font":{"textStyle":"headline"}"#).font == .textStyle(.headline, weight: nil))
    #expect(try Self.decoded(#""font":{"size":20}"#).font == .system(size: 20, weight: .regular))
  }

  static func text(_ node: SchemaNode) -> String {
    var out = ""
    SchemaNode.write(node, indent: "", into: &out)
    return out
  }

  @Test func theObjectsAreWrittenWithTheKeysThatMakeThem() {
    let fonts: [(FontSpec, SchemaNode)] = [
      (.textStyle(.body, weight: nil), "body"),
      (.textStyle(.body, weight: .bold), .object([("textStyle", "body"), ("weight", "bold")])),
      (.system(size: 20, weight: .regular), .object([("size", .number(20))])),
      (.system(size: 20, weight: .heavy), .object([("size", .number(20)), ("weight", "heavy")])),
    ]
    for (font, written) in fonts { #expect(Self.text(font.node) == Self.text(written)) }
    let insets: [(DirectionalEdgeInsets, SchemaNode)] = [
      (DirectionalEdgeInsets(all: 8), .number(8)),
      (DirectionalEdgeInsets(top: 4), .object([("top", .number(4))])),
      (
        DirectionalEdgeInsets(all: -2),
        .object([("bottom", .number(-2)), ("leading", .number(-2)), ("top", .number(-2)), ("trailing", .number(-2))])
      ),
    ]
    for (value, written) in insets { #expect(Self.text(value.node) == Self.text(written)) }
    let dynamic = ColorValue.dynamic(light: .system(.label), dark: .fixed(.white))
    #expect(Self.text(dynamic.node) == Self.text(.object([("dark", "white"), ("light", "label")])))
  }
}
