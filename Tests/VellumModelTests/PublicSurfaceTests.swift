import Foundation
import Testing

/// VellumModel's public surface is the document model a user builds and reads: its types, stored
/// properties, initialisers and factories, `DocumentDecoder.decode`, `canonicalJSON()` and the
/// errors it throws. The machinery behind it (the JSON parser, the key declarations the decoder,
/// the encoder and the schema read, the schema itself, what layout resolves a document into) is
/// `package`: every module of this package sees it, a user of the `Vellum` product does not.
///
/// A source scan holds that line: each machinery type below is declared, and not `public`; and no
/// public declaration of any module names one (the compiler already refuses that for a `package`
/// type, so this fails first when one is made public again).
@Suite struct PublicSurfaceTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Machinery type → the file declaring it (under Sources/VellumModel).
  static let machinery: [String: String] = [
    // The parser.
    "JSONParser": "JSONParser.swift", "JSONValue": "JSONValue.swift", "JSONTape": "JSONTape.swift",
    "ObjectReader": "ObjectReader.swift", "CanonicalJSON": "CanonicalJSON.swift", "Decoding": "DocumentDecoder.swift",
    // Keys, declared once, read by the decoder, the encoder and the schema.
    "ModelKey": "Controls/ModelKey.swift", "KeyedValue": "Controls/ModelKey.swift",
    "PropertyValueRepresentable": "Controls/ModelKey.swift", "PropertyChoice": "Controls/ModelKey.swift",
    "PropertyArrayElement": "Controls/ModelKey.swift", "PropertyDeclaration": "Controls/PropertyDeclaration.swift",
    "PropertyValues": "Controls/PropertyDeclaration.swift",
    "DeferredDeclarations": "Controls/PropertyDeclaration.swift", "ComputedOnce": "ComponentCatalog.swift",
    "ComponentModel": "ComponentCatalog.swift", "ComponentCatalog": "ComponentCatalog.swift",
    "KeyRule": "ComponentCatalog.swift", "ControlModel": "Controls/Control.swift",
    "ControlCatalog": "Controls/Control.swift",
    // The JSON Schema.
    "DocumentSchema": "DocumentSchema.swift", "SchemaNode": "DocumentSchema.swift",
    // What layout resolves a document into, and the files and rules behind drawing it.
    "Environment": "Environment.swift", "ColorTraits": "Color.swift", "DesignLook": "Design.swift",
    "ResolvedListContent": "ListContentConfiguration.swift",
    "ResolvedTextProperties": "ListContentConfiguration.swift",
    "ResolvedImageProperties": "ListContentConfiguration.swift",
    "ResolvedBackground": "BackgroundConfiguration.swift", "SymbolCatalog": "SymbolCatalog.swift",
    "CustomSymbol": "CustomSymbol.swift", "SubstituteFont": "SubstituteFont.swift", "Markdown": "Markdown.swift",
    "FileName": "FileName.swift", "ControlCharacters": "ControlCharacters.swift", "SpringTiming": "SpringTiming.swift",
    "Variant": "Variants.swift",
  ]

  /// What a user writes or catches, which must stay public (README, the DocC catalogues,
  /// VellumBuilder's signatures).
  static let userFacing = [
    "Document", "Canvas", "Component", "ComponentValue", "Control", "AnyControl", "ControlCommon", "Cell", "List",
    "ListContentConfiguration", "BackgroundConfiguration", "ColorValue", "Color", "FontSpec", "ConfigurationState",
    "Variants", "DocumentDecoder", "Diagnostic", "SourceLocation", "DevicePreset", "Slider", "Switch",
  ]

  static func swiftFiles(under folder: String) -> [URL] {
    let files = FileManager.default.enumerator(at: root.appending(path: folder), includingPropertiesForKeys: nil)
    return (files?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
  }

  /// A top-level type declaration's access and name: `package struct ModelKey<Model>` → ("package", "ModelKey").
  static var typeDeclaration: Regex<(Substring, Substring?, Substring)> {
    /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(public|open|package|internal|fileprivate|private)\s+)?(?:final\s+|indirect\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+(\w+)/
  }

  /// Each top-level type of VellumModel, by name: its access ("internal" when unsaid) and file.
  static func declaredTypes() throws -> [String: (access: String, file: String)] {
    var types: [String: (access: String, file: String)] = [:]
    let base = root.appending(path: "Sources/VellumModel").path + "/"
    for file in swiftFiles(under: "Sources/VellumModel") {
      let relative = String(file.path.dropFirst(base.count))
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        guard let m = line.firstMatch(of: typeDeclaration) else { continue }
        types[String(m.output.2)] = (m.output.1.map(String.init) ?? "internal", relative)
      }
    }
    return types
  }

  @Test func theMachineryIsNotPublic() throws {
    let types = try Self.declaredTypes()
    for (name, file) in Self.machinery.sorted(by: { $0.key < $1.key }) {
      guard let declared = types[name] else {
        Issue.record("\(name) is not declared at the top level of Sources/VellumModel (renamed? update this list)")
        continue
      }
      #expect(declared.file == file, "\(name) is declared in \(declared.file), not \(file)")
      #expect(
        declared.access != "public" && declared.access != "open",
        "\(name) (\(declared.file)) is machinery: make it package, not \(declared.access)")
    }
  }

  @Test func whatUsersWriteStaysPublic() throws {
    let types = try Self.declaredTypes()
    for name in Self.userFacing {
      #expect(types[name]?.access == "public", "\(name) is what a user writes: it must stay public")
    }
  }

  /// No public declaration of any module (VellumLayout's render tree, VellumSnapshot's sessions,
  /// VellumBuilder's modifiers …) names a machinery type: a user could not call it. A public
  /// type may adopt a package protocol (`public struct Switch: ControlModel`): a user does not
  /// see that conformance, so a type's inheritance clause is not read.
  @Test func noPublicDeclarationNamesTheMachinery() throws {
    let names = Self.machinery.keys.sorted().joined(separator: "|")
    let machinery = try Regex(#"\b(?:"# + names + #")\b"#)
    let publicDeclaration = /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s/
    let inheritance =
      /^(\s*(?:public|open)\s+(?:final\s+|indirect\s+)*(?:struct|enum|class|protocol|actor)\s+\w+)(?:<[^>]*>)?\s*:.*/
    var found: [String] = []
    for file in Self.swiftFiles(under: "Sources") {
      let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      for (i, line) in lines.enumerated() where line.contains(publicDeclaration) {
        var code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        if let m = code.wholeMatch(of: inheritance) { code = m.output.1 }
        if let m = code.firstMatch(of: machinery) {
          found.append("\(file.lastPathComponent):\(i + 1) names \(code[m.range])")
        }
      }
    }
    #expect(found.isEmpty, "public declarations naming package machinery: \(found)")
  }
}
