import Foundation
import Testing

@testable import VellumModel

/// The `glassEffect` modifier (SwiftUI's `glassEffect(_:in:)`): `true` or options on any
/// component, written back as given, bad input named by its path, glass inside glass warned of.
@Suite struct GlassEffectDecodingTests {
  /// A document whose root is `root`.
  func decode(_ root: String) throws(Diagnostic) -> Document {
    try DocumentDecoder.decode(Array(#"{"vellum":1,"root":\#(root)}"#.utf8))
  }

  /// A text "a" with `glass` as its `glassEffect`, in a stack.
  func text(_ glass: String) -> String {
    #"{"stack":{"children":[{"text":{"string":"a","glassEffect":\#(glass)}}]}}"#
  }

  func glass(_ value: String) throws -> GlassEffect? {
    let root = try decode(text(value)).root
    return try #require(root.as(Stack.self)?.children.first).modifiers.glassEffect
  }

  func failure(_ value: String) -> Diagnostic? {
    do {
      _ = try decode(text(value))
      return nil
    } catch {
      return error
    }
  }

  @Test func trueIsRegularGlassInACapsuleAndFalseNone() throws {
    #expect(try glass("true") == GlassEffect(style: .regular, tint: nil, shape: .capsule, isInteractive: false))
    #expect(try glass("false") == nil)
    #expect(try glass("{}") == .regular)
  }

  @Test func theOptionsAreSwiftUIs() throws {
    #expect(
      try glass(#"{"style":"clear","tint":"systemBlue","shape":"circle","interactive":true}"#)
        == GlassEffect.clear.tint(.system(.systemBlue)).interactive().shaped(.circle))
    #expect(try glass(#"{"shape":"rect"}"#)?.shape == .rect(cornerRadius: 0))
    #expect(try glass(#"{"shape":{"cornerRadius":12}}"#)?.shape == .rect(cornerRadius: 12))
    #expect(try glass(#"{"shape":"capsule"}"#)?.shape == .capsule)
  }

  @Test func theEncoderWritesTrueForTheDefaultsAndOtherwiseWhatDiffers() throws {
    /// The `glassEffect` of a text with `value` in the canonical JSON, without whitespace.
    func written(_ value: String) throws -> String {
      let json = try decode(#"{"text":{"string":"a","glassEffect":\#(value)}}"#).canonicalJSON()
      guard case .object(let top) = try JSONParser.parse(Array(json.utf8)).kind,
        case .object(let kind)? = top.first(where: { $0.key == "root" })?.value.kind,
        case .object(let body)? = kind.first?.value.kind,
        let glass = body.first(where: { $0.key == "glassEffect" })?.value
      else { return "none" }
      return JSONWriter.write(glass).filter { !$0.isWhitespace }
    }
    #expect(try written("true") == "true")
    #expect(try written(#"{"style":"regular","shape":"capsule","interactive":false}"#) == "true")
    #expect(try written(#"{"shape":{"cornerRadius":0}}"#) == #"{"shape":"rect"}"#)
    #expect(try written(#"{"shape":{"cornerRadius":12}}"#) == #"{"shape":{"cornerRadius":12}}"#)
    let clear = try written(#"{"style":"clear","interactive":true}"#)
    #expect(clear == #"{"style":"clear","interactive":true}"#, "\(clear)")
    // What is written decodes to the same document; `false` writes nothing.
    for value in ["true", ##"{"shape":"circle","tint":"#FF000080"}"##, #"{"shape":{"cornerRadius":3.5}}"#] {
      let document = try decode(text(value))
      #expect(try DocumentDecoder.decode(Array(document.canonicalJSON().utf8)) == document, "\(value)")
    }
    #expect(try !decode(text("false")).canonicalJSON().contains("glassEffect"))
  }

  @Test func badValuesAreNamedByTheirPath() throws {
    let base = "root.stack.children[0].text.glassEffect"
    let kind = try #require(failure("3"))
    #expect(kind.path == base && kind.message.contains("expected true or an object"))
    // A style's name alone: the fix is the object that names it.
    let styleName = try #require(failure(#""clear""#))
    #expect(styleName.path == base && styleName.message.hasSuffix(#"write { "style": "clear" }"#))
    let style = try #require(failure(#"{"style":"frosted"}"#))
    #expect(style.path == base + ".style" && style.message.contains("unknown style \"frosted\""))
    let near = try #require(failure(#"{"shape":"capsul"}"#))
    #expect(near.path == base + ".shape" && near.message.hasSuffix(#"did you mean "capsule"?"#))
    let unknown = try #require(failure(#"{"shape":"oval"}"#))
    #expect(unknown.path == base + ".shape")
    #expect(unknown.message.contains(#"expected one of: capsule, circle, rect, or an object { "cornerRadius" }"#))
    let number = try #require(failure(#"{"shape":3}"#))
    #expect(number.path == base + ".shape" && number.message.contains("found a number"))
    let noRadius = try #require(failure(#"{"shape":{}}"#))
    #expect(noRadius.path == base + ".shape.cornerRadius" && noRadius.message.contains("needs a \"cornerRadius\""))
    let radiusKey = try #require(failure(#"{"shape":{"radius":3}}"#))
    #expect(radiusKey.path == base + ".shape.radius" && radiusKey.message.contains("unknown key"))
    let negative = try #require(failure(#"{"shape":{"cornerRadius":-1}}"#))
    #expect(negative.path == base + ".shape.cornerRadius")
    let tint = try #require(failure(#"{"tint":"blu"}"#))
    #expect(tint.path == base + ".tint" && tint.message.contains(#"did you mean "blue"?"#))
    let interactive = try #require(failure(#"{"interactive":"yes"}"#))
    #expect(interactive.path == base + ".interactive")
    let key = try #require(failure(#"{"shap":"circle"}"#))
    #expect(key.path == base + ".shap" && key.message.contains(#"did you mean "shape"?"#))
  }

  @Test func glassInsideGlassIsWarnedOfNamingBothPaths() throws {
    let nested = try decode(
      #"""
      {"stack":{"glassEffect":true,"children":[
        {"text":{"string":"a","glassEffect":{"shape":"circle"}}},
        {"stack":{"children":[{"text":{"string":"b","glassEffect":true}}]}},
        {"text":{"string":"c","overlay":[{"content":{"image":{"systemName":"star","glassEffect":true}}}]}},
        {"text":{"string":"d","glassEffect":false}}]}}
      """#)
    let messages = nested.warnings.map(\.description)
    #expect(
      nested.warnings.map(\.path) == [
        "root.stack.children[0].text.glassEffect", "root.stack.children[1].stack.children[0].text.glassEffect",
        "root.stack.children[2].text.overlay[0].content.image.glassEffect",
      ])
    #expect(messages.allSatisfy { $0.contains("glass inside glass (root.stack.glassEffect)") }, "\(messages)")
    #expect(messages.allSatisfy { $0.contains("only the outer glass is drawn") })
    // Siblings are not inside one another; glass around glass-free content warns of nothing.
    let siblings = try decode(
      #"{"stack":{"children":[{"text":{"string":"a","glassEffect":true}},{"text":{"string":"b","glassEffect":true}}]}}"#
    )
    #expect(siblings.warnings.isEmpty)
    // A second level inside names the outermost glass.
    let deep = try decode(
      #"{"stack":{"glassEffect":true,"children":[{"stack":{"glassEffect":true,"children":[{"text":{"string":"a","glassEffect":true}}]}}]}}"#
    )
    #expect(deep.warnings.count == 2)
    #expect(deep.warnings.allSatisfy { $0.message.contains("(root.stack.glassEffect)") })
  }

  @Test func theReadmeExampleDecodes() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
    let readme = try String(contentsOf: url.standardizedFileURL, encoding: .utf8)
    let fence = "```json\n"
    let blocks = readme.components(separatedBy: fence).dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
    let example = try #require(blocks.first { $0.contains("\"glassEffect\"") }, "README shows no glassEffect example")
    let document = try decode(example)
    #expect(document.warnings.isEmpty)
    #expect(document.root.modifiers.glassEffect != nil)
  }
}

extension GlassEffect {
  fileprivate func shaped(_ shape: Shape) -> GlassEffect {
    var g = self
    g.shape = shape
    return g
  }
}
