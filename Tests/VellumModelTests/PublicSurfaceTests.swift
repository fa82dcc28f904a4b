import Testing

/// VellumModel's public surface is the document model a user builds and reads: its types, stored
/// properties, initialisers and factories, `DocumentDecoder.decode`, `canonicalJSON()` and the
/// errors it throws. The machinery behind it (the JSON parser, the key declarations the decoder,
/// the encoder and the schema read, the schema itself, what layout resolves a document into) is
/// `package`: every module of this package sees it, a user of the `Vellum` product does not.
///
/// A source scan (`PublicSurface`) holds that line: each machinery type below is declared, and not
/// `public`; and no public declaration of any module names one (the compiler already refuses that
/// for a `package` type, so this fails first when one is made public again).
extension PublicSurface {
  static let model = PublicSurface(
    module: "VellumModel",
    // Machinery type → the file declaring it (under Sources/VellumModel).
    machinery: [
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
      "FileName": "FileName.swift", "ControlCharacters": "ControlCharacters.swift",
      "SpringTiming": "SpringTiming.swift",
      "Variant": "Variants.swift",
    ],
    // What a user writes or catches, which must stay public (README, the DocC catalogues,
    // VellumBuilder's signatures).
    userFacing: [
      "Document", "Canvas", "Component", "ComponentValue", "Control", "AnyControl", "ControlCommon", "Cell", "List",
      "ListContentConfiguration", "BackgroundConfiguration", "ColorValue", "Color", "FontSpec", "ConfigurationState",
      "Variants", "DocumentDecoder", "Diagnostic", "SourceLocation", "DevicePreset", "Slider", "Switch",
    ])
}

/// Each module's surface (`PublicSurface.model`, `.layout`): its machinery declared and not
/// public, what its users call public, and no public declaration of any module naming the
/// machinery (the compiler already refuses that for a `package` type, so this fails first when
/// one is made public again).
@Suite struct PublicSurfaceTests {
  @Test(arguments: [PublicSurface.model, .layout])
  func theMachineryIsNotPublic(_ surface: PublicSurface) throws {
    let problems = try surface.publicMachinery()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test(arguments: [PublicSurface.model, .layout])
  func whatUsersCallStaysPublic(_ surface: PublicSurface) throws {
    let problems = try surface.hiddenUserFacing()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// VellumLayout's render tree, VellumSnapshot's sessions, VellumBuilder's modifiers … name no
  /// machinery type: a user could not call them.
  @Test(arguments: [PublicSurface.model, .layout])
  func noPublicDeclarationNamesTheMachinery(_ surface: PublicSurface) throws {
    let found = try surface.publicDeclarationsNamingTheMachinery()
    #expect(found.isEmpty, "public declarations naming package machinery: \(found)")
  }
}
