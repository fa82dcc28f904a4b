import Foundation
import Testing

@testable import VellumModel

/// Custom symbols (`"image": { "symbolFile": … }`): plain SVGs and SF Symbols templates read,
/// the variant picked, sized by the guides, and decoded with their paths checked (issue 27).
@Suite struct CustomSymbolTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Samples/symbols/assets").path

  static func template() throws -> CustomSymbol {
    try CustomSymbol(svg: String(contentsOfFile: samples + "/sparkle-ring.svg", encoding: .utf8))
  }

  /// The extent of an outline's points: minX, minY, maxX, maxY.
  static func bounds(_ o: SymbolOutline) -> (Double, Double, Double, Double) {
    o.shapes.map(\.bounds).reduce((Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)) {
      (min($0.0, $1.0), min($0.1, $1.1), max($0.2, $1.2), max($0.3, $1.3))
    }
  }

  @Test func aTemplateHasItsVariantsGuidesAndLayers() throws {
    let t = try Self.template()
    #expect(t.plain == nil)
    #expect(t.variants.count == 9)
    #expect(t.guides[.medium] == CustomSymbol.Guide(baseline: 1126, capline: 1126 - 70.459))
    #expect(t.guides.count == 3)
    let regular = try #require(t.variant(weight: .regular, scale: .medium))
    #expect(regular.weight == .regular && regular.scale == .medium)
    // The notes' artboard and labels and the guides' lines are not drawn.
    #expect(regular.shapes.count == 2)
    #expect(regular.shapes.map(\.layer) == [1, 0])
    #expect(regular.shapes.allSatisfy { $0.isSolid && !$0.isStroked })
    #expect(regular.margins != nil)
  }

  @Test func theNearestVariantIsPicked() throws {
    let t = try Self.template()
    func pick(_ w: FontWeight, _ s: SymbolScale) -> String {
      let v = t.variant(weight: w, scale: s)!
      return "\(v.weight.rawValue)-\(v.scale.rawValue)"
    }
    #expect(pick(.black, .large) == "black-large")
    #expect(pick(.ultraLight, .small) == "ultraLight-small")
    // Light is nearer Regular than Ultralight; heavy and bold nearer Black; semibold Regular.
    #expect(pick(.light, .medium) == "regular-medium")
    #expect(pick(.heavy, .small) == "black-small")
    #expect(pick(.semibold, .large) == "regular-large")
    // A template with only SF Symbols' three required variants: the nearest weight, then scale.
    let three = try CustomSymbol(
      svg: """
        <svg width="100" height="100"><g id="Symbols">
        <g id="Ultralight-S"><path d="M0 0h1v1z"/></g><g id="Regular-S"><path d="M0 0h2v2z"/></g>
        <g id="Black-S"><path d="M0 0h3v3z"/></g></g></svg>
        """)
    #expect(three.variant(weight: .medium, scale: .large)?.weight == .regular)
    #expect(three.variant(weight: .thin, scale: .medium)?.weight == .ultraLight)
    #expect(three.variant(weight: .bold, scale: .medium)?.weight == .black)
  }

  @Test func theGuidesSizeATemplateLikeASystemSymbol() throws {
    let t = try Self.template()
    // The ring is 112 units wide at the template's 100 points: at the 17 pt the 24-unit grid
    // stands for, 19.04 units, centred on the grid.
    let m = Self.bounds(t.outline(weight: .regular, scale: .medium))
    #expect(abs((m.2 - m.0) - 19.04) < 0.01, "\(m)")
    #expect(abs((m.0 + m.2) / 2 - 12) < 0.01 && abs((m.1 + m.3) / 2 - 12) < 0.01)
    // The large variant is drawn at its own size (the em already holds the scale's factor):
    // on the grid it is as wide as the medium one.
    let l = Self.bounds(t.outline(weight: .regular, scale: .large))
    #expect(abs((l.2 - l.0) - (m.2 - m.0)) < 0.01, "\(l)")
    // A black ring is thicker: more of the ring's hole is filled.
    let black = t.variant(weight: .black, scale: .medium)!.shapes[0]
    let regular = t.variant(weight: .regular, scale: .medium)!.shapes[0]
    #expect(black.ops != regular.ops)
  }

  @Test func aPlainSVGInheritsPaintAndTransforms() throws {
    let filled = try CustomSymbol(
      svg: #"<svg viewBox="0 0 48 48"><g transform="translate(24 0) scale(0.5)"><path d="M0 0h48v48H0z"/></g></svg>"#)
    let plain = try #require(filled.plain)
    #expect(plain.shapes.count == 1)
    // No fill attribute anywhere: SVG's black fill, no stroke.
    #expect(plain.shapes[0].isSolid && !plain.shapes[0].isStroked)
    #expect(Self.bounds(plain) == (24, 0, 48, 24))
    let stroked = try CustomSymbol(
      svg:
        ##"<svg viewBox="0 0 12 12" fill="none" stroke="#000" stroke-width="1.5"><path fill-rule="evenodd" d="M1 1h10"/></svg>"##
    )
    let shape = try #require(stroked.plain?.shapes.first)
    #expect(!shape.isSolid && shape.isStroked && shape.isEvenOdd)
    // On the 24-unit grid the 12-unit viewBox doubles: the stroke is 3 units, drawn 1.5× the weight's.
    let grid = stroked.outline(weight: .regular, scale: .medium)
    #expect(grid.shapes[0].strokeWidth == 3)
    #expect(throws: SymbolOutline.ParseError.notSVG) { try CustomSymbol(svg: "<html></html>") }
    #expect(throws: SymbolOutline.ParseError.noShapes) {
      try CustomSymbol(svg: #"<svg><defs><path d="M0 0h1v1z"/></defs><rect width="5" height="5" fill="none"/></svg>"#)
    }
  }

  // MARK: Decoding

  static func decode(_ image: String, problem: ((String) -> DocumentFileProblem?)? = nil) throws(Diagnostic)
    -> Document
  {
    try DocumentDecoder.decode(
      Array(#"{"vellum":1,"root":{"stack":{"children":[{"image":{\#(image)}}]}}}"#.utf8), symbolFileProblem: problem)
  }

  @Test func symbolFileIsAThirdImageSource() throws {
    let doc = try Self.decode(#""symbolFile":"assets/brand.svg","weight":"bold""#) { _ in nil }
    let i = try #require(doc.root.as(Stack.self)?.children[0].as(ImageComponent.self))
    #expect(i.source == .symbolFile(path: "assets/brand.svg"))
    #expect(i.source.isSymbol)
    #expect(doc.canonicalJSON().contains(#""symbolFile": "assets/brand.svg""#))
    // A cell's image, a button's image take one too.
    let cell = try DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"root":{"list":{"sections":[{"items":[{"content":{"text":"A","image":{"symbolFile":"a.svg"}}}]}]}}}"#
          .utf8))
    #expect(cell.canonicalJSON().contains(#""symbolFile": "a.svg""#))
  }

  @Test(arguments: [
    (
      #""symbolFile":"/etc/a.svg""#,
      "root.stack.children[0].image.symbolFile: symbol file path \"/etc/a.svg\" must be relative"
    ),
    (#""symbolFile":"a/../../b.svg""#, "must be relative and stay inside the document's folder"),
    (#""symbolFile":"~/b.svg""#, "must be relative"),
    (#""symbolFile":"b.pdf""#, "is not an SVG file"),
    (#""symbolFile":"b.svg","systemName":"star""#, #"give either "systemName" or "symbolFile", not both"#),
    (
      #""symbolFile":"missing.svg""#,
      #"root.stack.children[0].image.symbolFile: symbol file "missing.svg" does not exist"#
    ),
    (#""symbolFile":"bad.svg""#, #"root.stack.children[0].image.symbolFile: symbol file "bad.svg": broken"#),
  ])
  func aBadSymbolFileIsRefusedWithItsPath(_ image: String, _ message: String) {
    let problem: (String) -> DocumentFileProblem? = { path in
      path == "missing.svg" ? .missing : path == "bad.svg" ? .unusable("broken") : nil
    }
    #expect {
      _ = try Self.decode(image, problem: problem)
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  @Test func withoutAProblemCheckTheFileMustExist() throws {
    let json = Array(#"{"vellum":1,"root":{"image":{"symbolFile":"gone.svg"}}}"#.utf8)
    #expect(throws: Diagnostic.self) { try DocumentDecoder.decode(json) { _ in false } }
    _ = try DocumentDecoder.decode(json) { _ in true }
  }
}

/// `imageProperties.preferredSymbolConfiguration` on list content (issue 27).
@Suite struct CellSymbolConfigurationDecodingTests {
  static func decode(_ imageProperties: String) throws(Diagnostic) -> Document {
    try DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"root":{"list":{"sections":[{"items":[{"content":{"text":"A","image":{"systemName":"bell"},"imageProperties":{\#(imageProperties)}}}]}]}}}"#
          .utf8))
  }

  @Test func theConfigurationDecodesAndRoundTrips() throws {
    let doc = try Self.decode(
      #""preferredSymbolConfiguration":{"textStyle":"title2","weight":"bold","scale":"small","hierarchicalColor":"systemPurple"}"#
    )
    let content = try #require(doc.root.as(List.self)?.sections[0].items[0].content)
    #expect(
      content.imageProperties.preferredSymbolConfiguration
        == SymbolConfiguration(
          textStyle: .title2, weight: .bold, scale: .small, hierarchicalColor: .system(.systemPurple)))
    let again = try DocumentDecoder.decode(Array(doc.canonicalJSON().utf8))
    #expect(again == doc)
  }

  @Test(arguments: [
    (
      #""symbolScale":"small","preferredSymbolConfiguration":{"scale":"large"}"#,
      #"imageProperties.symbolScale: give either "symbolScale" or "preferredSymbolConfiguration.scale", not both"#
    ),
    (#""symbolPointSize":20,"preferredSymbolConfiguration":{"textStyle":"body"}"#, "symbolPointSize: give either"),
    (
      #""preferredSymbolConfiguration":{"hierarchicalColor":"red","paletteColors":["blue"]}"#,
      #"preferredSymbolConfiguration.hierarchicalColor: give either "hierarchicalColor" or "paletteColors""#
    ),
    (#""preferredSymbolConfiguration":{"hierarchicalColor":"red","renderingMode":"palette"}"#, "not both"),
    (#""preferredSymbolConfiguration":{"paletteColors":["red","red","red","red"]}"#, "at most 3"),
    (#""preferredSymbolConfiguration":{"weight":"heavyish"}"#, "preferredSymbolConfiguration.weight"),
    (#""preferredSymbolConfiguration":{"pointSize":0}"#, "preferredSymbolConfiguration.pointSize"),
    (#""preferredSymbolConfiguration":{"size":17}"#, "size"),
  ])
  func aBadConfigurationNamesItsPath(_ imageProperties: String, _ message: String) {
    #expect {
      _ = try Self.decode(imageProperties)
    } throws: { error in
      "\(error)".contains(message) && "\(error)".contains("root.list.sections[0].items[0].content.imageProperties")
    }
  }
}
