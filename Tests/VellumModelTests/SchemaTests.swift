import Foundation
import Testing

@testable import VellumModel

/// `DocumentSchema.json` against the decoder: the samples validate, invalid documents do not,
/// the enum lists are the Swift enums', and on thousands of mutated documents the schema and
/// `DocumentDecoder` agree on what is valid.
@Suite struct SchemaTests {
  // MARK: Shape

  @Test func theSchemaParsesWithTheProjectsOwnParser() throws {
    let text = DocumentSchema.json
    #expect(text.hasSuffix("}\n"))
    #expect(text == DocumentSchema.json, "serialisation is deterministic")
    #expect(text.contains("\n  \"$id\": \"https://vellum.dev/schema/v1.json\",\n"), "2-space indentation")
    let schema = try SchemaFixture.schema()
    #expect(schema["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
    #expect(schema["$id"]?.stringValue == DocumentSchema.id)
    #expect(schema["title"]?.stringValue?.isEmpty == false)
    #expect(schema["properties", "vellum", "const"]?.kind == .number(1))
    #expect(schema["required"]?.strings == ["vellum", "root"])
    #expect(schema["additionalProperties"]?.kind == .bool(false))
  }

  @Test func everyPropertyAndDefinitionHasADescription() throws {
    let schema = try SchemaFixture.schema()
    var missing: [String] = []
    func walk(_ v: JSONValue, _ path: String) {
      switch v.kind {
      case .object(let members):
        for (key, value) in members {
          if key == "properties" || key == "$defs", case .object(let named) = value.kind {
            for (name, sub) in named where sub["description"]?.stringValue?.isEmpty != false {
              missing.append("\(path)/\(key)/\(name)")
            }
          }
          walk(value, path + "/" + key)
        }
      case .array(let items):
        for (i, item) in items.enumerated() { walk(item, "\(path)/\(i)") }
      default: break
      }
    }
    walk(schema, "#")
    #expect(missing.isEmpty, "no description: \(missing)")
  }

  @Test func anActionSheetsAnchorsAreDescribedForIPhoneInTheIOS26Look() throws {
    let alert = try #require(try SchemaFixture.schema()["$defs", "alertController"])
    let text = try #require(alert["properties", "barButtonItem", "description"]?.stringValue)
    #expect(text.contains("on iPad") && text.contains("iOS 26 look on iPhone"), "\(text)")
    let summary = try #require(alert["description"]?.stringValue)
    #expect(summary.contains("`barButtonItem`") && summary.contains("on iPhone too"))
  }

  @Test func theValidatorKnowsEveryKeywordTheSchemaUses() throws {
    let schema = try SchemaFixture.schema()
    let validator = MiniSchemaValidator(schema)
    var unknown: Set<String> = []
    validator.collectUnsupportedKeywords(schema, into: &unknown)
    #expect(unknown.isEmpty, "unsupported keywords: \(unknown.sorted())")
  }

  // MARK: Samples

  @Test func everySampleDocumentIsValid() throws {
    let validator = MiniSchemaValidator(try SchemaFixture.schema())
    let samples = try SchemaFixture.samples()
    #expect(samples.count >= 9, "found \(samples.count) samples")
    for (name, bytes) in samples {
      let document = try JSONParser.parse(bytes)
      #expect(SchemaFixture.decodes(bytes), "\(name) decodes")
      let errors = validator.errors(document)
      #expect(errors.isEmpty, "\(name): \(errors)")
    }
  }

  @Test func theKitchenSinkUsesEveryKeyAndIsValid() throws {
    let schema = try SchemaFixture.schema()
    let bytes = Array(SchemaFixture.kitchenSink.utf8)
    #expect(SchemaFixture.decodes(bytes))
    let errors = MiniSchemaValidator(schema).errors(try JSONParser.parse(bytes))
    #expect(errors.isEmpty, "\(errors)")
    // Every key the schema names appears in the kitchen sink, so the differential test below
    // reaches every property.
    var schemaKeys: Set<String> = []
    var documentKeys: Set<String> = []
    func keys(_ v: JSONValue, schema: Bool) {
      switch v.kind {
      case .object(let members):
        for (key, value) in members {
          if schema, key == "properties", case .object(let named) = value.kind {
            for (name, _) in named { schemaKeys.insert(name) }
          }
          if !schema { documentKeys.insert(key) }
          keys(value, schema: schema)
        }
      case .array(let items): for item in items { keys(item, schema: schema) }
      default: break
      }
    }
    keys(schema, schema: true)
    keys(try JSONParser.parse(bytes), schema: false)
    #expect(schemaKeys.subtracting(documentKeys).isEmpty, "missing: \(schemaKeys.subtracting(documentKeys).sorted())")
  }

  // MARK: Invalid documents

  static let invalidDocuments: [(String, String)] = [
    ("unknown top-level key", ##"{ "vellum": 1, "root": { "spacer": {} }, "extra": 1 }"##),
    ("unknown canvas key", ##"{ "vellum": 1, "canvas": { "widht": 390 }, "root": { "spacer": {} } }"##),
    ("unknown stack key", ##"{ "vellum": 1, "root": { "stack": { "spaceing": 4 } } }"##),
    (
      "unknown text-properties key",
      ##"{ "vellum": 1, "root": { "cell": { "content": { "textProperties": { "colour": "label" } } } } }"##
    ),
    (
      "style in a when override",
      ##"{ "vellum": 1, "root": { "cell": { "when": [ { "state": {}, "content": { "style": "cell" } } ] } } }"##
    ),
    ("bad colour name", ##"{ "vellum": 1, "root": { "text": { "string": "a", "color": "sytemBlue" } } }"##),
    ("bad hex colour", ##"{ "vellum": 1, "root": { "text": { "string": "a", "color": "#12345" } } }"##),
    (
      "hex colour with a non-hex digit",
      ##"{ "vellum": 1, "canvas": { "background": "#GGG" } , "root": { "spacer": {} } }"##
    ),
    (
      "hex colour with a trailing newline",
      ##"{ "vellum": 1, "canvas": { "background": "#FFF\n" } , "root": { "spacer": {} } }"##
    ),
    (
      "dynamic colour without dark",
      ##"{ "vellum": 1, "canvas": { "tintColor": { "light": "white" } }, "root": { "spacer": {} } }"##
    ),
    ("colour as a number", ##"{ "vellum": 1, "canvas": { "tintColor": 3 }, "root": { "spacer": {} } }"##),
    ("wrong type: spacing as a string", ##"{ "vellum": 1, "root": { "stack": { "spacing": "8" } } }"##),
    ("wrong type: children as an object", ##"{ "vellum": 1, "root": { "stack": { "children": {} } } }"##),
    (
      "wrong type: numberOfLines not whole",
      ##"{ "vellum": 1, "root": { "text": { "string": "a", "numberOfLines": 1.5 } } }"##
    ),
    ("two-key component", ##"{ "vellum": 1, "root": { "text": { "string": "a" }, "spacer": {} } }"##),
    ("empty component", ##"{ "vellum": 1, "root": {} }"##),
    ("unknown component", ##"{ "vellum": 1, "root": { "buton": {} } }"##),
    ("numberOfPages below zero", ##"{ "vellum": 1, "root": { "pageControl": { "numberOfPages": -3 } } }"##),
    (
      "10,000 segments",
      "{ \"vellum\": 1, \"root\": { \"segmentedControl\": { \"segments\": ["
        + Array(repeating: "{ \"title\": \"a\" }", count: 10_000).joined(separator: ",") + "] } } }"
    ),
    ("unknown control key", ##"{ "vellum": 1, "root": { "segmentedControl": { "selectedSegmentIndx": 1 } } }"##),
    (
      "bad indicator image page",
      ##"{ "vellum": 1, "root": { "pageControl": { "indicatorImages": { "x": { "systemName": "star" } } } } }"##
    ),
    ("version 2", ##"{ "vellum": 2, "root": { "spacer": {} } }"##),
    ("no version", ##"{ "root": { "spacer": {} } }"##),
    ("no root", ##"{ "vellum": 1 }"##),
    ("text without string", ##"{ "vellum": 1, "root": { "text": { "font": "body" } } }"##),
    (
      "font with textStyle and size",
      ##"{ "vellum": 1, "root": { "text": { "string": "a", "font": { "textStyle": "body", "size": 12 } } } }"##
    ),
    (
      "font with only a weight",
      ##"{ "vellum": 1, "root": { "text": { "string": "a", "font": { "weight": "bold" } } } }"##
    ),
    (
      "image with systemName and file",
      ##"{ "vellum": 1, "root": { "image": { "systemName": "star", "file": "a.png" } } }"##
    ),
    ("image with neither", ##"{ "vellum": 1, "root": { "image": { "width": 10 } } }"##),
    ("unknown symbol", ##"{ "vellum": 1, "root": { "image": { "systemName": "star.filled" } } }"##),
    ("image leaving its folder", ##"{ "vellum": 1, "root": { "image": { "file": "../a.png" } } }"##),
    ("absolute image path", ##"{ "vellum": 1, "root": { "image": { "file": "/tmp/a.png" } } }"##),
    ("image path with a NUL", ##"{ "vellum": 1, "root": { "image": { "file": "a.png\u0000.b.png" } } }"##),
    ("symbol path with an ESC", ##"{ "vellum": 1, "root": { "image": { "symbolFile": "a\u001b.svg" } } }"##),
    ("image that is not a PNG", ##"{ "vellum": 1, "root": { "image": { "file": "a.jpg" } } }"##),
    ("image set leaving its folder", ##"{ "vellum": 1, "root": { "image": { "file": "../A.imageset" } } }"##),
    ("image set in capitals", ##"{ "vellum": 1, "root": { "image": { "file": "A.IMAGESET" } } }"##),
    (
      "image set as a dark file",
      ##"{ "vellum": 1, "assets": { "a.png": { "darkFile": "A.imageset" } }, "root": { "spacer": {} } }"##
    ),
    ("alpha out of range", ##"{ "vellum": 1, "root": { "cell": { "content": { "alpha": 1.5 } } } }"##),
    ("scale 4", ##"{ "vellum": 1, "canvas": { "scale": 4 }, "root": { "spacer": {} } }"##),
    ("too many pixels at scale 3", ##"{ "vellum": 1, "canvas": { "height": 400000 }, "root": { "spacer": {} } }"##),
    ("custom state null", ##"{ "vellum": 1, "root": { "cell": { "state": { "custom": { "a": null } } } } }"##),
    ("when without state", ##"{ "vellum": 1, "root": { "cell": { "when": [ {} ] } } }"##),
    ("string too long", ##"{ "vellum": 1, "root": { "text": { "string": "<10001 characters>" } } }"##),
    (
      "orientation without device",
      ##"{ "vellum": 1, "canvas": { "orientation": "portrait" }, "root": { "spacer": {} } }"##
    ),
    ("unknown device", ##"{ "vellum": 1, "canvas": { "device": "iPhone 99" }, "root": { "spacer": {} } }"##),
    (
      "too many pixels on an iPhone",
      ##"{ "vellum": 1, "canvas": { "device": "iPhone 15", "height": 400000 }, "root": { "spacer": {} } }"##
    ),
    ("unknown accessory", ##"{ "vellum": 1, "root": { "cell": { "accessories": [ { "chevron": {} } ] } } }"##),
    (
      "two-key accessory",
      ##"{ "vellum": 1, "root": { "cell": { "accessories": [ { "checkmark": {}, "detail": {} } ] } } }"##
    ),
    (
      "text on a checkmark",
      ##"{ "vellum": 1, "root": { "cell": { "accessories": [ { "checkmark": { "text": "a" } } ] } } }"##
    ),
    ("label without text", ##"{ "vellum": 1, "root": { "cell": { "accessories": [ { "label": {} } ] } } }"##),
    (
      "badge text too long",
      ##"{ "vellum": 1, "root": { "cell": { "accessories": [ { "badge": { "text": "123456789012345678901" } } ] } } }"##
    ),
    (
      "custom view accessory without a view",
      ##"{ "vellum": 1, "root": { "cell": { "accessories": [ { "customView": { "placement": "leading" } } ] } } }"##
    ),
    (
      "tint on a custom view accessory",
      ##"{ "vellum": 1, "root": { "cell": { "accessories": [ { "customView": { "view": { "spacer": {} }, "tintColor": "red" } } ] } } }"##
    ),
    (
      "displayed on a switch accessory misspelt",
      ##"{ "vellum": 1, "root": { "cell": { "accessories": [ { "switch": { "displayed": "whenEditng" } } ] } } }"##
    ),
    (
      "swipe action without title",
      ##"{ "vellum": 1, "root": { "cell": { "swipeActions": [ { "style": "normal" } ] } } }"##
    ),
    (
      "swipe action with a file",
      ##"{ "vellum": 1, "root": { "cell": { "swipeActions": [ { "title": "a", "file": "a.png" } ] } } }"##
    ),
    ("child cell with a bad key", ##"{ "vellum": 1, "root": { "cell": { "children": [ { "stack": {} } ] } } }"##),
    (
      "margins naming an edge twice",
      ##"{ "vellum": 1, "root": { "cell": { "hostingConfiguration": { "content": { "spacer": {} }, "margins": { "vertical": 1, "bottom": 2 } } } } }"##
    ),
    (
      "padding naming an edge twice",
      ##"{ "vellum": 1, "root": { "stack": { "padding": { "horizontal": 1, "trailing": 2 } } } }"##
    ),
    ("negative padding as one number", ##"{ "vellum": 1, "root": { "stack": { "padding": -1 } } }"##),
    ("header as a number", ##"{ "vellum": 1, "root": { "list": { "sections": [ { "header": 5 } ] } } }"##),
    (
      "footer text over the limit",
      ##"{ "vellum": 1, "root": { "list": { "sections": [ { "footer": "<10001 characters>" } ] } } }"##
    ),
    (
      "hosting configuration without content",
      ##"{ "vellum": 1, "root": { "cell": { "hostingConfiguration": { "margins": 4 } } } }"##
    ),
    (
      "pointer transition without an end",
      ##"{ "vellum": 1, "canvas": { "pointer": { "transition": { "pointerFrom": [0, 0] } } }, "root": { "spacer": {} } }"##
    ),
    (
      "device frame false without a device",
      ##"{ "vellum": 1, "canvas": { "deviceFrame": false }, "root": { "spacer": {} } }"##
    ),
    (
      "device frame as a number",
      ##"{ "vellum": 1, "canvas": { "device": "iPhone 15", "deviceFrame": 1 }, "root": { "spacer": {} } }"##
    ),
    (
      "device frame option misspelt",
      ##"{ "vellum": 1, "canvas": { "device": "iPhone 15", "deviceFrame": { "captoin": "A" } }, "root": { "spacer": {} } }"##
    ),
    (
      "glass effect shape misspelt",
      ##"{ "vellum": 1, "root": { "text": { "string": "a", "glassEffect": { "shape": "capsul" } } } }"##
    ),
    (
      "glass effect rounded rectangle without a radius",
      ##"{ "vellum": 1, "root": { "text": { "string": "a", "glassEffect": { "shape": {} } } } }"##
    ),
    (
      "glass effect as a style name",
      ##"{ "vellum": 1, "root": { "text": { "string": "a", "glassEffect": "clear" } } }"##
    ),
    (
      "1001 verbatim strings",
      "{ \"vellum\": 1, \"canvas\": { \"verbatim\": [" + Array(repeating: "\"a\"", count: 1001).joined(separator: ",")
        + "] }, \"root\": { \"spacer\": {} } }"
    ),
    ("asset without a dark file", ##"{ "vellum": 1, "assets": { "a.png": {} }, "root": { "spacer": {} } }"##),
    (
      "asset with an unknown key",
      ##"{ "vellum": 1, "assets": { "a.png": { "darkFile": "b.png", "lightFile": "c.png" } }, "root": { "spacer": {} } }"##
    ),
    (
      "asset that is not a PNG",
      ##"{ "vellum": 1, "assets": { "a.jpg": { "darkFile": "b.png" } }, "root": { "spacer": {} } }"##
    ),
    (
      "asset leaving its folder",
      ##"{ "vellum": 1, "assets": { "../a.png": { "darkFile": "b.png" } }, "root": { "spacer": {} } }"##
    ),
  ]

  @Test(arguments: invalidDocuments)
  func anInvalidDocumentIsRejectedByBoth(_ name: String, _ json: String) throws {
    let bytes = Array(
      json.replacingOccurrences(of: "<10001 characters>", with: String(repeating: "a", count: 10_001)).utf8)
    #expect(!SchemaFixture.decodes(bytes), "the decoder accepts \(name)")
    let errors = MiniSchemaValidator(try SchemaFixture.schema()).errors(try JSONParser.parse(bytes))
    #expect(!errors.isEmpty, "the schema accepts \(name)")
  }

  @Test func nearMissesOfTheInvalidDocumentsAreAcceptedByBoth() throws {
    let validator = MiniSchemaValidator(try SchemaFixture.schema())
    let valid = [
      ##"{ "vellum": 1, "root": { "spacer": {} }, "$schema": "https://vellum.dev/schema/v1.json" }"##,
      ##"{ "vellum": 1.0, "canvas": { "scale": 2.0, "height": 500000 }, "root": { "spacer": {} } }"##,
      ##"{ "vellum": 1, "canvas": { "tintColor": { "light": "#fff", "dark": { "light": "#12345678", "dark": "tintColor" } } }, "root": { "spacer": {} } }"##,
      ##"{ "vellum": 1, "root": { "text": { "string": "a", "font": { "size": 12 } } } }"##,
      ##"{ "vellum": 1, "root": { "image": { "file": "sub/..png" } } }"##,
      ##"{ "vellum": 1, "root": { "image": { "file": "A.PNG" } } }"##,
      ##"{ "vellum": 1, "assets": { "img/a.PNG": { "darkFile": "img/b.png" } }, "root": { "spacer": {} } }"##,
      ##"{ "vellum": 1, "root": { "image": { "file": "Assets.xcassets/A.imageset" } } }"##,
      ##"{ "vellum": 1, "root": { "cell": { "when": [ { "state": { "custom": { "n": 2, "s": "x" } } } ] } } }"##,
      "{ \"vellum\": 1, \"root\": { \"text\": { \"string\": \"\(String(repeating: "a", count: 10_000))\" } } }",
      ##"{ "vellum": 1, "canvas": { "device": "iPhone SE", "height": 500000 }, "root": { "spacer": {} } }"##,
      ##"{ "vellum": 1, "canvas": { "device": "iPhone 15", "orientation": "landscape", "scale": 1, "height": 900000 }, "root": { "spacer": {} } }"##,
      ##"{ "vellum": 1, "root": { "cell": { "accessories": [ { "badge": { "text": "12345678901234567890" } } ] } } }"##,
      ##"{ "vellum": 1, "root": { "cell": { "hostingConfiguration": { "content": { "spacer": {} }, "margins": { "vertical": 1, "leading": 2 } } } } }"##,
      ##"{ "vellum": 1, "canvas": { "pointer": { "transition": { "pointerFrom": [0, 0], "pointerTo": [1, 1] } } }, "root": { "spacer": {} } }"##,
      ##"{ "vellum": 1, "root": { "stack": { "padding": { "horizontal": -1, "top": 2 } } } }"##,
      ##"{ "vellum": 1, "root": { "list": { "sections": [ { "header": "Accounts", "footer": "" } ] } } }"##,
      ##"{ "vellum": 1, "root": { "text": { "string": "a", "glassEffect": { "shape": "circle" } } } }"##,
      ##"{ "vellum": 1, "root": { "text": { "string": "a", "glassEffect": false } } }"##,
    ]
    for json in valid {
      let bytes = Array(json.utf8)
      #expect(SchemaFixture.decodes(bytes), "\(json.prefix(120))")
      let errors = validator.errors(try JSONParser.parse(bytes))
      #expect(errors.isEmpty, "\(json.prefix(120)): \(errors)")
    }
  }

  // MARK: Enum lists

  @Test func theEnumListsAreTheSwiftEnums() throws {
    let s = try SchemaFixture.schema()
    func names<E: RawRepresentable & CaseIterable>(_ t: E.Type) -> [String] where E.RawValue == String {
      E.allCases.map(\.rawValue)
    }
    let d = "$defs"
    let expectations: [([String], [String])] = [
      ([d, "contentConfiguration", "properties", "style", "enum"], names(ListContentConfiguration.Style.self)),
      ([d, "backgroundConfiguration", "properties", "style", "enum"], names(BackgroundConfiguration.Style.self)),
      ([d, "backgroundConfiguration", "properties", "visualEffect", "enum"], names(BlurMaterial.self)),
      ([d, "backgroundConfigurationOverride", "properties", "visualEffect", "enum"], names(BlurMaterial.self)),
      (
        [d, "color", "anyOf", "0", "enum"], names(SystemColor.self) + ["tintColor"] + ColorValue.classColors.map(\.name)
      ),
      ([d, "textStyle", "enum"], names(TextStyle.self)),
      ([d, "fontWeight", "enum"], names(FontWeight.self)),
      ([d, "lineBreakMode", "enum"], names(LineBreakMode.self)),
      ([d, "textAlignment", "enum"], names(TextAlignment.self)),
      ([d, "systemName", "enum"], SymbolCatalog.map.keys.sorted()),
      ([d, "canvas", "properties", "appearance", "enum"], names(UserInterfaceStyle.self)),
      ([d, "canvas", "properties", "contrast", "enum"], names(AccessibilityContrast.self)),
      ([d, "canvas", "properties", "level", "enum"], names(UserInterfaceLevel.self)),
      ([d, "canvas", "properties", "contentSizeCategory", "enum"], names(ContentSizeCategory.self)),
      ([d, "canvas", "properties", "layoutDirection", "enum"], names(LayoutDirection.self)),
      ([d, "stack", "properties", "axis", "enum"], names(Stack.Axis.self)),
      ([d, "stack", "properties", "alignment", "enum"], names(Stack.Alignment.self)),
      ([d, "image", "properties", "contentMode", "enum"], names(ImageComponent.ContentMode.self)),
      ([d, "list", "properties", "appearance", "enum"], names(ListAppearance.self)),
      ([d, "textProperties", "properties", "transform", "enum"], names(TextTransform.self)),
      ([d, "imageProperties", "properties", "symbolScale", "enum"], names(SymbolScale.self)),
      ([d, "cellState", "properties", "cellDragState", "enum"], names(ConfigurationState.DragState.self)),
      ([d, "cellState", "properties", "cellDropState", "enum"], names(ConfigurationState.DropState.self)),
      (
        [d, "cellState", "properties", "#keys"],
        ConfigurationState.flagNames + ["cellDragState", "cellDropState", "custom"]
      ),
      ([d, "component", "oneOf", "*", "required", "0"], Component.kinds + [DocumentDecoder.includeKey]),
      ([d, "accessory", "oneOf", "*", "required", "0"], CellAccessory.Kind.names),
      (
        [d, "accessory", "oneOf", "0", "properties", "disclosureIndicator", "properties", "displayed", "enum"],
        names(CellAccessory.Displayed.self)
      ),
      ([d, "canvas", "properties", "device", "enum"], DevicePreset.all.map(\.name)),
      ([d, "canvas", "properties", "orientation", "enum"], names(Orientation.self)),
      ([d, "swipeAction", "properties", "style", "enum"], names(SwipeAction.Style.self)),
      (
        [d, "separatorConfiguration", "properties", "bottomSeparatorVisibility", "enum"],
        names(SeparatorConfiguration.Visibility.self)
      ),
    ]
    for (path, expected) in expectations {
      #expect(s.lookup(path) == expected, "\(path.joined(separator: "/"))")
    }
    #expect(SymbolCatalog.map.count > 100)
    // Overrides never name a factory.
    #expect(s[d, "contentConfigurationOverride", "properties", "style"] == nil)
    #expect(s[d, "backgroundConfigurationOverride", "properties", "style"] == nil)
    #expect(
      s[d, "contentConfigurationOverride", "properties"]?.keys
        == s[d, "contentConfiguration", "properties"]?.keys?.filter { $0 != "style" })
  }

  // MARK: The schema agrees with the decoder

  @Test(arguments: [nil, 1, 2, 3] as [Int?], [nil] + DevicePreset.all.map(\.name))
  func theCanvasPixelLimitMatchesTheDecoder(_ scale: Int?, _ device: String?) throws {
    let validator = MiniSchemaValidator(try SchemaFixture.schema())
    var heights: [Double?] = [
      nil, 1, 333_333, 333_333.5, 333_334, 500_000, 500_000.25, 500_001, 999_999.5, 1_000_000, 1_000_000.5,
    ]
    heights += heights.compactMap { $0 }.map { -$0 }
    for height in heights {
      let members = [
        device.map { "\"device\": \"\($0)\"" }, scale.map { "\"scale\": \($0)" }, height.map { "\"height\": \($0)" },
      ].compactMap { $0 }
      let json = "{ \"vellum\": 1, \"canvas\": { \(members.joined(separator: ", ")) }, \"root\": { \"spacer\": {} } }"
      let bytes = Array(json.utf8)
      let schemaSays = validator.isValid(try JSONParser.parse(bytes))
      #expect(schemaSays == SchemaFixture.decodes(bytes), "\(json)")
    }
  }

  /// Mutates the kitchen sink (replaces each value, removes and adds members, grows arrays;
  /// in shards that run in parallel) and checks that the schema accepts exactly what the
  /// decoder accepts.
  @Test(arguments: 0..<8)
  func theSchemaAndTheDecoderAgreeOnAMutatedKitchenSink(_ shard: Int) throws {
    // Each part of the kitchen sink is mutated as a document of its own: every mutant is then
    // decoded and validated in a small document, so the test grows linearly with the format.
    let parts = SchemaFixture.kitchenSinkParts(try JSONParser.parse(Array(SchemaFixture.kitchenSink.utf8)))
    let mutants = parts.flatMap { Mutator(thorough: true).mutants(of: $0) }.enumerated()
      .filter { $0.offset % 8 == shard }.map(\.element)
      // Sampled by position within the shard (every fourth of the shard's own, not of all).
      .enumerated().filter { MutantSample.includes($0.offset) }.map(\.element)
    try Self.expectAgreement(on: mutants, from: "kitchen sink", minimum: 500 / MutantSample.share)
  }

  /// Every sample with an unknown key added to each object, and each value of the wrong type.
  @Test(arguments: 0..<8)
  func theSchemaAndTheDecoderAgreeOnMutatedSamples(_ shard: Int) throws {
    let samples = try SchemaFixture.samples()
    #expect(samples.count >= 9)
    for (i, (name, bytes)) in samples.enumerated() where i % 8 == shard {
      // Large screens (a quilt of 45 patches) repeat the same shapes, and the kitchen sink's
      // mutants above reach every key: every mutant costs a whole decode and validation, so
      // about 100 a sample, evenly spread (an odd step takes both kinds of mutant, which
      // alternate), keep the suite quick as the samples grow (310 of them).
      let all = Mutator(thorough: false).mutants(of: try JSONParser.parse(bytes))
      let step = max(1, (all.count + 99) / 100) | 1
      let mutants = stride(from: 0, to: all.count, by: step).map { all[$0] }.enumerated()
        .filter { MutantSample.includes($0.offset) }.map(\.element)
      try Self.expectAgreement(
        on: mutants, from: name, minimum: 10 / MutantSample.share, someAccepted: step == 1 && MutantSample.share == 1)
    }
  }

  /// `someAccepted`: the mutants include valid ones (a whole set does; a thinned one may not).
  fileprivate static func expectAgreement(
    on mutants: [Mutant], from name: String, minimum: Int, someAccepted: Bool = true
  ) throws {
    let validator = MiniSchemaValidator(try SchemaFixture.schema())
    var accepted = 0
    var disagreements: [String] = []
    for mutant in mutants {
      let bytes = Array(JSONWriter.write(mutant.document).utf8)
      let decoderSays = SchemaFixture.decodes(bytes)
      let schemaSays = validator.isValid(mutant.document)
      if decoderSays { accepted += 1 }
      // Rules between two values that JSON Schema cannot state (the decoder alone checks them).
      if !decoderSays, schemaSays, let message = SchemaFixture.decodeError(bytes),
        SchemaFixture.crossValueRules.contains(where: message.contains)
      {
        continue
      }
      if decoderSays != schemaSays, disagreements.count < 20 {
        disagreements.append(
          "\(name) \(mutant.description): decoder \(decoderSays ? "accepts" : "rejects"), schema "
            + (schemaSays ? "accepts" : "rejects: \(validator.errors(mutant.document).prefix(2))"))
      }
    }
    #expect(mutants.count >= minimum, "\(name): \(mutants.count) mutants")
    #expect(
      (accepted > 0 || !someAccepted) && accepted < mutants.count,
      "\(name): \(accepted) of \(mutants.count) mutants valid")
    #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))\n\(MutantSample.description)")
  }
}

/// Which mutants a run checks. The test command checks a quarter of them, a different quarter
/// each run (the seed is the time, or `VELLUM_SCHEMA_SEED`); `VELLUM_SCHEMA_MUTANTS=all` checks
/// every one (`scripts/long-checks.sh` does, with the other checks' full budgets).
enum MutantSample {
  static let share = ProcessInfo.processInfo.environment["VELLUM_SCHEMA_MUTANTS"] == "all" ? 1 : 4
  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["VELLUM_SCHEMA_SEED"].flatMap { UInt64($0) }
    ?? UInt64(Date().timeIntervalSince1970)

  /// Whether the mutant at `index` is in this run's sample: one of each `share` in a row, at a
  /// place the seed picks that moves by one from each run of `share` to the next. So a set of n
  /// mutants always gives n / share of them, rounded either way (a hashed sample could leave a
  /// small set with none), and the picks alternate between odd and even places (the mutators'
  /// two kinds of mutant alternate).
  static func includes(_ index: Int) -> Bool {
    if share == 1 { return true }
    let i = UInt64(truncatingIfNeeded: index)
    let n = UInt64(share)
    return (i &+ i / n &+ seed % n) % n == 0
  }

  static var description: String {
    share == 1
      ? "(every mutant was checked)"
      : "(1 in \(share) mutants checked; VELLUM_SCHEMA_SEED=\(seed) repeats this sample, VELLUM_SCHEMA_MUTANTS=all checks all)"
  }
}

// MARK: - Fixtures

enum SchemaFixture {
  /// The schema, generated and parsed once for the whole run (the differential tests ask for it
  /// once per sample).
  static func schema() throws -> JSONValue { try parsedSchema.get() }
  private static let parsedSchema = Result { try JSONParser.parse(Array(DocumentSchema.json.utf8)) }

  /// The kitchen sink split into documents: the canvas and the root stack's own keys with its
  /// first child, then one document per other child (and per child of a nested stack).
  static func kitchenSinkParts(_ document: JSONValue) -> [JSONValue] {
    guard case .object(let top) = document.kind, let root = document["root"], case .object(let rootMembers) = root.kind,
      let stack = root["stack"], case .object(let stackMembers) = stack.kind,
      let children = stack["children"], case .array(let items) = children.kind, !items.isEmpty
    else { return [document] }
    func doc(_ component: JSONValue) -> JSONValue {
      JSONValue(.object([("vellum", JSONValue(.number(1))), ("root", component)]))
    }
    var firstStack = stackMembers
    firstStack.removeAll { $0.key == "children" }
    firstStack.append(("children", JSONValue(.array([items[0]]))))
    var firstRoot = rootMembers
    firstRoot.removeAll { $0.key == "stack" }
    firstRoot.append(("stack", JSONValue(.object(firstStack))))
    var firstTop = top
    firstTop.removeAll { $0.key == "root" }
    firstTop.append(("root", JSONValue(.object(firstRoot))))
    var parts = [JSONValue(.object(firstTop))]
    for item in items.dropFirst() {
      // A nested stack of many children splits again.
      if let nested = item["stack"], let kids = nested["children"], case .array(let list) = kids.kind, list.count > 2 {
        parts += list.map(doc)
      } else {
        parts.append(doc(item))
      }
    }
    return parts
  }

  /// Decoder messages for checks across values, which a schema cannot express.
  static let crossValueRules = [
    "unknown detent identifier", "is used twice", "is greater than maximumValue", "is taller than the",
    // The pointer: on the canvas, a transition's end, and the shapes and styles UIKit accepts.
    "is outside the", "not at \"location\"", "belongs to the hover effect", "a hidden pointer has no",
    "a shape is one of", "a shape needs one of", "bad path data", "not both",
    // Dates, locales and time zones are checked against Foundation's calendars and ICU's lists.
    "is not a date", "is not a valid date", "unknown locale", "unknown time zone", "is before minimumDate",
    // Variants: values given twice, too many combinations, cells named by an id no cell has.
    "is already a value of", "combinations; at most", "unknown cell id",
    // A sheet's columns must be axes the document has, each once.
    "the document has no", "is already a column axis",
    // Alerts: one cancel action, a preferred action among the actions, text fields on alerts
    // only; and at least one action (the schema states no array's least length); an action
    // sheet's `barButtonItem` names an item of the presenting screen.
    "are both cancel actions", "unknown action", "can only be added to an alert", "needs at least one action",
    "unknown bar button item", "no bar button item for the action sheet",
    // A frame's minimum above its maximum.
    "a frame cannot be both",
    // A tab group's selected child among its children.
    "is out of range (there",
    // A custom spacing after a child the stack has (with a next one), once.
    "no spacing follows child", "the spacing after child",
    // A symbol's layer rendering modes on a PNG image.
    "a PNG has none",
    // A swipe's edge names actions the cell has.
    ", and it has none",
  ]

  static func decodeError(_ bytes: [UInt8]) -> String? {
    do {
      _ = try DocumentDecoder.decode(bytes)
      return nil
    } catch {
      return error.description
    }
  }

  static func decodes(_ bytes: [UInt8]) -> Bool {
    do {
      _ = try DocumentDecoder.decode(bytes)
      return true
    } catch {
      return false
    }
  }

  /// Every `.json` under Samples/, outside `assets` folders, by relative path.
  static func samples() throws -> [(String, [UInt8])] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Samples").standardizedFileURL
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var found: [(String, [UInt8])] = []
    for case let relative as String in walker
    where relative.hasSuffix(".json") && !relative.split(separator: "/").contains("assets") {
      let data = try Data(contentsOf: root.appendingPathComponent(relative))
      found.append((relative, [UInt8](data)))
    }
    return found.sorted { $0.0 < $1.0 }
  }

  /// A document that uses every key of the format at least once.
  static let kitchenSink = #"""
    {
      "$schema": "https://vellum.dev/schema/v1.json",
      "vellum": 1,
      "canvas": {
        "device": "iPad 11-inch", "orientation": "landscape", "width": 834, "height": 1000, "scale": 2, "appearance": "dark", "contrast": "high", "level": "elevated",
        "contentSizeCategory": "accessibilityLarge", "layoutDirection": "rightToLeft",
        "tintColor": "#FF9500", "background": { "light": "white", "dark": "#000" }, "idiom": "mac",
        "keyboard": { "type": "emailAddress", "locale": "de_DE", "returnKeyType": "send" },
        "pseudo": "all", "verbatim": ["Kyoto"], "systemVersion": "26", "designRequiresCompatibility": true,
        "deviceFrame": { "backdrop": "systemIndigo", "caption": "Everything", "color": "#E3E4E6", "padding": 40 },
        "pointer": { "location": [300, 200], "isPressed": true,
                     "transition": { "pointerFrom": [10, 20], "pointerTo": [300, 200], "progress": 0.5 } }
      },
      "variants": { "appearance": ["light", "dark"], "contentSizeCategory": ["large"], "layoutDirection": ["leftToRight"],
                    "contrast": ["normal"], "device": ["iPad 11-inch"], "pseudo": ["none", "long"], "systemVersion": ["18", "26"],
                    "state": [ { "name": "picked", "cells": [], "isSelected": true, "cellDragState": "lifting" } ] },
      "sheet": { "title": "Everything", "columns": ["appearance", "state"] },
      "assets": { "assets/photo.png": { "darkFile": "assets/photo-dark.png" } },
      "root": { "stack": {
        "axis": "horizontal", "spacing": 8, "padding": { "top": 1, "leading": 2, "bottom": 3, "trailing": -4 },
        "alignment": "center", "distribution": "equalSpacing", "customSpacing": [ { "after": 0, "spacing": 12 } ],
        "background": "clear", "cornerRadius": 12,
        "accessibilityLabel": "Everything", "accessibilityValue": "all", "accessibilityHint": "Shows every key",
        "accessibilityTraits": ["summaryElement", "header"], "isAccessibilityElement": true,
        "accessibilityElementsHidden": false,
        "pointerInteraction": { "isEnabled": true, "style": { "effect": "hover", "tintMode": "underlay",
          "prefersShadow": true, "prefersScaledContent": false, "constrainedAxes": ["vertical"],
          "shape": { "roundedRect": { "rect": { "x": 1, "y": 2, "width": 30, "height": 40 },
                                      "insetBy": { "dx": -8, "dy": -4 }, "cornerRadius": 6 } } },
          "regions": [
            { "identifier": "canvas", "rect": { "x": 0, "y": 0, "width": 200, "height": 100 }, "gridSpacing": 24,
              "barsAlpha": 0, "style": { "shape": { "path": "M -1 -8 h 2 v 16 h -2 Z" }, "constrainedAxes": ["horizontal"] } },
            { "style": { "shape": { "verticalBeam": { "length": 20 } } } },
            { "style": { "shape": { "horizontalBeam": { "length": 20 } } } },
            { "style": { "hidden": true } } ] },
        "children": [
          { "text": { "string": "Hello", "font": { "textStyle": "headline", "weight": "bold" }, "color": "#11223344",
                      "numberOfLines": 2, "lineBreakMode": "byWordWrapping", "alignment": "justified",
                      "pointerInteraction": { "style": { "effect": "highlight" } },
                      "accessibilityTraits": ["staticText"], "isAccessibilityElement": false } },
          { "text": { "string": "Fixed", "font": { "size": 15, "weight": "semibold" } } },
          { "include": "parts/title.json" },
          { "stack": { "isLayoutMarginsRelativeArrangement": true, "directionalLayoutMargins": { "top": 4 },
            "children": [ { "text": { "string": "Hug",
              "contentHuggingPriority": { "horizontal": 1, "vertical": 1000 },
              "contentCompressionResistancePriority": { "horizontal": 1000, "vertical": 1 } } } ] } },
          { "text": { "markdown": "**Bold**, *italic*, `code` and [a link](https://example.com)" } },
          { "text": { "runs": [
            { "string": "$", "font": "footnote", "weight": "semibold", "baselineOffset": 6 },
            { "string": "79", "bold": true, "italic": true, "monospaced": true, "color": "systemRed",
              "backgroundColor": "systemYellow", "link": "https://example.com", "underline": true,
              "strikethrough": true, "kern": 1 } ] } },
          { "image": { "systemName": "star.fill", "width": 20, "height": 20, "tintColor": "tintColor",
                       "contentMode": "center", "cornerRadius": 4, "cornerCurve": "continuous", "pointSize": 17,
                       "textStyle": "body",
                       "weight": "bold", "scale": "large", "renderingMode": "palette",
                       "paletteColors": ["systemRed", "#00FF00"], "backgroundColor": "systemOrange",
                       "pointerInteraction": { "style": { "effect": "lift" } }, "accessibilityLabel": "Star" } },
          { "image": { "file": "assets/photo.png" } },
          { "image": { "file": "assets/Icons.xcassets/Star.imageset" } },
          { "image": { "symbolFile": "assets/brand.svg", "weight": "semibold" } },
          { "spacer": { "minLength": 8 } },
          { "glassEffectContainer": { "spacing": 8, "content": { "image": { "systemName": "sun.max",
            "glassEffect": true, "glassEffectUnion": "weather" } } } },
          { "zStack": { "alignment": "topTrailing", "accessibilityLabel": "Inbox, 3 unread", "children": [
            { "image": { "systemName": "tray",
              "frame": { "width": 29, "height": 29, "alignment": "bottomLeading" }, "layoutPriority": 1,
              "offset": { "x": 2, "y": -3 },
              "overlay": [ { "alignment": "topTrailing", "content": { "text": { "string": "3" } } } ],
              "glassEffect": { "style": "clear", "tint": "systemBlue", "shape": { "cornerRadius": 8 },
                               "interactive": true } } },
            { "text": { "string": "Grow",
                        "frame": { "minWidth": 10, "maxWidth": "infinity", "minHeight": 5, "maxHeight": 40, "aspectRatio": 2 } } },
            { "divider": {} },
            { "text": { "string": "New", "background": "systemBlue", "cornerRadius": 6, "cornerCurve": "continuous",
                        "border": { "color": "separator", "width": 0.5 } } } ] } },
          { "cell": {
            "id": "kitchen", "accessibilityHint": "Opens the folder", "accessibilityElementsHidden": true,
            "content": {
              "style": "subtitleCell", "text": "Title", "secondaryText": "Subtitle", "image": { "systemName": "folder" },
              "textProperties": { "font": "body", "color": "label", "numberOfLines": 1, "lineBreakMode": "byClipping",
                                  "alignment": "center", "transform": "uppercase", "minimumScaleFactor": 0.5 },
              "secondaryTextProperties": { "font": { "size": 13 }, "color": "secondaryLabel" },
              "imageProperties": { "tintColor": "systemOrange", "symbolScale": "large", "symbolPointSize": 20,
                                   "reservedLayoutSize": { "width": -1, "height": 30 }, "maximumSize": { "width": 40 },
                                   "cornerRadius": 6, "backgroundColor": "systemBlue", "cornerCurve": "continuous",
                                   "preferredSymbolConfiguration": { "weight": "semibold",
                                     "renderingMode": "hierarchical", "hierarchicalColor": "systemPurple" } },
              "directionalLayoutMargins": 8, "imageToTextPadding": 12, "textToSecondaryTextVerticalPadding": 3,
              "textToSecondaryTextHorizontalPadding": 8, "prefersSideBySideTextAndSecondaryText": true, "alpha": 0.9
            },
            "background": {
              "style": "listGroupedCell", "backgroundColor": "systemGray6", "cornerRadius": 10, "backgroundInsets": 2,
              "strokeColor": "separator", "strokeWidth": 1, "strokeOutset": -1, "visualEffect": "systemMaterial",
              "image": { "file": "assets/photo.png" }
            },
            "state": {
              "isHighlighted": false, "isSelected": true, "isDisabled": false, "isFocused": false, "isEditing": false,
              "isSwiped": false, "isExpanded": true, "cellDragState": "lifting", "cellDropState": "notTargeted",
              "custom": { "archived": true, "count": 3, "mood": "calm" }
            },
            "when": [ {
              "state": { "isSelected": true, "custom": { "archived": true } },
              "content": { "text": "Selected", "textProperties": { "color": "white" }, "image": { "file": "assets/photo.png" },
                           "imageProperties": { "preferredSymbolConfiguration": { "pointSize": 20, "textStyle": "title2",
                                                "scale": "medium", "paletteColors": ["white", "#FF000080"] } } },
              "background": { "backgroundColor": "tintColor", "strokeWidth": 0 }
            } ],
            "accessories": [
              { "delete": {} }, { "insert": { "displayed": "always" } }, { "multiselect": {} }, { "reorder": {} },
              { "disclosureIndicator": { "tintColor": "systemGray" } }, { "checkmark": {} }, { "detail": {} },
              { "outlineDisclosure": { "displayed": "whenNotEditing" } }, { "label": { "text": "Details" } },
              { "badge": { "text": "12", "color": "systemRed" } }, { "progress": { "value": 0.25 } },
              { "customView": { "view": { "text": { "string": "New" } }, "placement": "leading",
                                "reservedLayoutWidth": 30, "displayed": "whenEditing" } }
            ],
            "swipeActions": [
              { "title": "Delete", "style": "destructive", "systemName": "trash" },
              { "title": "Flag", "backgroundColor": "systemOrange" }
            ],
            "leadingSwipeActions": [ { "title": "Unread", "backgroundColor": "systemBlue", "systemName": "envelope.open" } ],
            "swipe": { "edge": "trailing", "isFullSwipe": false },
            "separatorConfiguration": { "bottomSeparatorVisibility": "visible", "bottomSeparatorInsets": { "leading": 60 },
                                        "color": "opaqueSeparator" },
            "children": [ { "content": { "text": "Child" }, "children": [ {} ],
                            "pointerInteraction": { "style": { "effect": "hover" } } },
                          { "hostingConfiguration": { "content": { "text": { "string": "Hosted" } },
                                                      "margins": { "horizontal": 20, "vertical": 4 },
                                                      "minHeight": 60 } } ]
          } },
          { "stack": { "children": [
            { "slider": { "value": 0.5, "minimumValue": -1e9, "maximumValue": 1e9, "minimumTrackTintColor": "systemRed",
                          "maximumTrackTintColor": "systemGray4", "thumbTintColor": "white",
                          "minimumValueImage": { "systemName": "sun.min" }, "maximumValueImage": { "systemName": "sun.max" },
                          "isEnabled": false, "isHighlighted": true, "tintColor": "systemPink", "width": 200, "height": 31,
                          "accessibilityLabel": "Volume", "accessibilityValue": "half", "accessibilityHint": "Adjusts",
                          "accessibilityTraits": ["adjustable", "updatesFrequently"], "isAccessibilityElement": true,
                          "accessibilityElementsHidden": true } },
            { "progressView": { "progress": 0.5, "progressViewStyle": "bar", "progressTintColor": "systemGreen",
                                "trackTintColor": "systemFill" } },
            { "activityIndicator": { "style": "large", "color": "systemGray", "isAnimating": false, "hidesWhenStopped": false } },
            { "pageControl": { "numberOfPages": 5, "currentPage": 2, "backgroundStyle": "prominent",
                               "preferredIndicatorImage": { "systemName": "circle" },
                               "indicatorImages": { "0": { "systemName": "bookmark.fill" } },
                               "pageIndicatorTintColor": "systemGray", "currentPageIndicatorTintColor": "label",
                               "hidesForSinglePage": true } },
            { "segmentedControl": { "segments": [ { "title": "One", "isEnabled": false, "width": 80 },
                                                  { "image": { "systemName": "star" } } ],
                                    "selectedSegmentIndex": 1, "selectedSegmentTintColor": "systemYellow",
                                    "apportionsSegmentWidthsByContent": true } },
            { "switch": { "isOn": true, "onTintColor": "systemBlue", "thumbTintColor": "white", "preferredStyle": "checkbox",
                          "title": "Remember me" } },
            { "datePicker": { "date": "2020-06-22T09:41:00", "datePickerMode": "dateAndTime",
                              "preferredDatePickerStyle": "compact", "locale": "ja_JP", "calendar": "japanese",
                              "timeZone": "Asia/Tokyo", "minimumDate": "2020-01-01", "maximumDate": "2021-01-01",
                              "minuteInterval": 5, "roundsToMinuteInterval": false, "countDownDuration": 60,
                              "today": "2020-06-22", "isEditing": "date", "isPresented": true,
                              "showsMonthYearWheels": false } },
            { "colorPicker": { "selectedColor": "#FF4015", "supportsAlpha": false, "title": "Patch", "tab": "spectrum",
                               "favorites": ["systemRed", "#00FF0080"] } },
            { "pickerView": { "components": [ { "rows": ["S", "M"], "selectedRow": 1, "width": 80 } ] } },
            { "stepper": { "value": 3, "minimumValue": -1e9, "maximumValue": 1e9, "stepValue": 2, "wraps": true,
                           "pointerInteraction": { "regions": [ { "rect": { "width": 40, "height": 32 } } ] } } },
            { "button": { "style": "filled", "title": "Go", "subtitle": "Now", "image": { "systemName": "star" },
                          "imagePlacement": "top", "imagePadding": 4, "cornerStyle": "fixed", "cornerRadius": 6,
                          "buttonSize": "large", "baseForegroundColor": "white", "baseBackgroundColor": "systemIndigo",
                          "showsActivityIndicator": true, "role": "destructive", "showsMenuAsPrimaryAction": true,
                          "changesSelectionAsPrimaryAction": false, "isMenuPresented": true, "indicator": "popup",
                          "isPointerInteractionEnabled": true, "pointerStyle": { "effect": "lift" },
                          "menu": { "title": "Menu", "subtitle": "Sub", "image": { "systemName": "star" },
                                    "options": ["displayInline", "singleSelection"],
                                    "children": [
                                      { "action": { "title": "A", "subtitle": "a", "image": { "systemName": "star" },
                                                    "attributes": ["destructive"], "state": "on",
                                                    "discoverabilityTitle": "Do A", "isHighlighted": true } },
                                      { "menu": { "title": "More", "children": [ { "action": { "title": "B" } } ] } },
                                      { "menu": { "options": ["displayInline"], "preferredElementSize": "small",
                                                  "children": [ { "action": { "title": "Cut" } } ] } },
                                      { "deferred": { "items": [ { "action": { "title": "C" } } ] } },
                                      { "deferred": {} } ] } } },
            { "sheet": { "presenting": { "spacer": {} }, "content": { "spacer": {} },
                         "detents": [ "medium", "large", { "identifier": "small", "height": 200 },
                                      { "identifier": "third", "fraction": 0.33 } ],
                         "selectedDetentIdentifier": "medium", "prefersGrabberVisible": true,
                         "preferredCornerRadius": 12, "largestUndimmedDetentIdentifier": "small",
                         "smallestUndimmedDetentIdentifier": "small",
                         "prefersScrollingExpandsWhenScrolledToEdge": false,
                         "prefersEdgeAttachedInCompactHeight": true,
                         "widthFollowsPreferredContentSizeWhenEdgeAttached": true,
                         "preferredContentSize": { "width": 400, "height": 300 }, "modalPresentationStyle": "formSheet",
                         "transition": { "from": "medium", "to": "large", "progress": 0.5 } } },
            { "popover": { "presenting": { "spacer": {} }, "content": { "spacer": {} },
                           "sourceRect": { "x": 10, "y": 20, "width": 30, "height": 40 },
                           "permittedArrowDirections": "up", "preferredContentSize": { "width": 320, "height": 200 },
                           "adaptiveSheetPresentationController": { "detents": [ "medium" ], "selectedDetentIdentifier": "medium",
                                                                    "prefersGrabberVisible": true,
                                                                    "largestUndimmedDetentIdentifier": "medium" } } },
            { "tabBarController": { "tabs": [ { "title": "Home", "image": { "systemName": "house" },
                                                 "selectedImage": { "systemName": "star.fill" }, "badgeValue": "3",
                                                 "badgeColor": "systemBlue", "isEnabled": true },
                                               { "title": "Search", "role": "search" },
                                               { "title": "Library", "children": [ { "title": "Songs" } ],
                                                 "selectedChild": 0 } ],
                                    "mode": "tabSidebar", "sidebar": { "isHidden": true },
                                    "selectedIndex": 1, "content": { "spacer": {} }, "appearance": "standard",
                                    "unselectedItemTintColor": "systemGray", "tabBarMinimizeBehavior": "onScrollDown",
                                    "bottomAccessory": { "spacer": {} },
                                    "standardAppearance": { "backgroundColor": "systemRed" },
                                    "scrollEdgeAppearance": { "configureWith": "transparentBackground" } } },
            { "alertController": { "title": "Delete?", "message": "This cannot be undone.", "preferredStyle": "alert",
                                   "actions": [ { "title": "Delete", "style": "destructive", "isEnabled": true },
                                                { "title": "Keep", "style": "cancel" } ],
                                   "preferredAction": "Delete",
                                   "textFields": [ { "placeholder": "Name", "text": "x", "isSecureTextEntry": true } ],
                                   "presenting": { "spacer": {} },
                                   "sourceRect": { "x": 10, "y": 20, "width": 30, "height": 40 } } },
            { "alertController": { "preferredStyle": "actionSheet", "actions": [ { "title": "Copy" } ],
                                   "presenting": { "navigationBar": { "rightBarButtonItems": [ { "systemItem": "action" } ] } },
                                   "barButtonItem": "action" } },
            { "contextMenu": { "content": { "text": { "string": "Hold me" } }, "preview": { "spacer": {} },
                               "isMenuPresented": true, "menu": { "children": [ { "action": { "title": "Copy" } } ] } } },
            { "navigationController": {
                "prefersStatusBarHidden": false, "time": "10:09", "prefersHomeIndicatorAutoHidden": true, "contentOffset": 12,
                "navigationBar": { "navigationBar": {
                  "title": "Inbox", "prompt": "Prompt", "largeTitleDisplayMode": "always", "prefersLargeTitles": true,
                  "backStack": [ { "title": "Mailboxes" } ], "backButtonTitle": "Back", "backButtonDisplayMode": "generic",
                  "isBackMenuPresented": true, "appearance": "standard",
                  "standardAppearance": { "configureWith": "opaqueBackground", "backgroundColor": "systemRed",
                                          "backgroundEffect": "none", "shadowColor": "clear",
                                          "titleTextAttributes": { "foregroundColor": "white", "font": "headline" },
                                          "largeTitleTextAttributes": { "foregroundColor": "white" } },
                  "scrollEdgeAppearance": { "configureWith": "transparentBackground" },
                  "compactAppearance": { "backgroundEffect": "systemThinMaterial", "shadowColor": null },
                  "searchController": { "placeholder": "Search", "text": "x" }, "searchBarPlacementAllowsToolbarIntegration": true,
                  "toolbarRole": "editor", "isOverflowMenuPresented": true, "isCustomizing": true,
                  "titleMenu": { "children": [ { "action": { "title": "Print" } } ] }, "isTitleMenuPresented": true,
                  "isRenaming": true, "navigationDocument": { "title": "Doc", "image": { "systemName": "doc" } },
                  "toolbar": [
                    { "id": "fav", "placement": "secondaryAction", "showsByDefault": false, "title": "Favorite",
                      "image": { "systemName": "heart" } },
                    { "id": "edits", "placement": "primaryAction",
                      "controlGroup": { "title": "Edits", "image": { "systemName": "star" },
                                        "items": [ { "image": { "systemName": "photo" } } ] } } ],
                  "leftBarButtonItems": [ { "title": "Edit", "style": "done", "isEnabled": false, "tintColor": "systemRed" } ],
                  "rightBarButtonItems": [ { "systemItem": "compose", "isMenuPresented": true, "hidesSharedBackground": true, "sharesBackground": false,
                                             "menu": { "children": [ { "action": { "title": "New" } } ] } },
                                           { "image": { "systemName": "star" }, "pointerStyle": { "effect": "highlight" } } ] } },
                "content": { "splitViewController": { "style": "tripleColumn", "preferredPrimaryColumnWidth": 300,
                                                      "preferredSupplementaryColumnWidth": 300,
                                                      "primary": { "spacer": {} }, "supplementary": { "spacer": {} },
                                                      "secondary": { "list": { "sections": [] } } } },
                "toolbar": { "toolbar": { "appearance": "scrollEdge",
                  "items": [ { "fixedSpace": 20 }, { "flexibleSpace": true }, { "systemItem": "trash" } ] } } } },
            { "textField": { "text": "Anna", "placeholder": "Name", "borderStyle": "roundedRect",
                             "clearButtonMode": "always", "isEditing": true, "leftView": { "systemName": "person" },
                             "rightView": { "systemName": "star" }, "textColor": "label", "textAlignment": "trailing",
                             "isSecureTextEntry": true, "keyboardType": "numberPad",
                             "textContentType": "oneTimeCode" } }
          ] } },
          { "list": { "appearance": "sidebar", "refreshControl": { "isRefreshing": false, "pullProgress": 0.5, "title": "Pull",
                                                                   "tintColor": "systemGray" },
                      "sections": [ {
            "header": { "text": "Header" },
            "footer": { "style": "groupedFooter", "text": "Footer" },
            "items": [ { "content": { "text": "Row" },
                         "accessories": [ { "switch": { "isOn": true, "displayed": "always" } },
                                          { "stepper": { "value": 1 } },
                                          { "segmentedControl": { "segments": [ { "title": "A" } ] } } ] }, {} ]
          }, { "header": "Text header", "footer": "Text footer" } ] } }
        ]
      } }
    }
    """#
}

// MARK: - Mutations

private struct Mutant {
  var document: JSONValue
  var description: String
}

/// Deterministic single-edit mutations of a document.
private struct Mutator {
  /// Also tries every enum name of the format on every string (slow: for the kitchen sink only).
  var thorough: Bool

  static let numbers: [Double] = [
    -1e9, -10_000.5, -10_000, -1000.5, -1000, -1.5, -1, -0.5, 0, 0.05, 0.1, 0.5, 1, 1.5, 2, 3, 4, 1000, 1000.5,
    4096, 4096.5, 10_000, 10_000.5, 100_000, 100_000.5, 1e6, 1e6 + 0.5, 1e9,
  ]
  static let strings: [String] = [
    "", "bogus", "#FFF", "#ffffff", "#12345678", "#12345", "#GGG", "#FFFF", "tintColor", "clear", "white", "black",
    "star", "star.fill", "a.png", "a/b.PNG", "../a.png", "a/../b.png", "/a.png", "~a.png", "a.jpg", ".png",
    "A.xcassets/B.imageset", "../B.imageset", "B.IMAGESET", "a.png\u{0}.b.png", "a\u{1B}.svg",
    String(repeating: "x", count: 10_001),
  ]
  static var names: [String] {
    let devices = DevicePreset.all.map(\.name) + CellAccessory.Kind.names
    func n<E: RawRepresentable & CaseIterable>(_ t: E.Type) -> [String] where E.RawValue == String {
      E.allCases.map(\.rawValue)
    }
    let lists: [[String]] = [
      n(SystemColor.self), n(TextStyle.self), n(FontWeight.self), n(LineBreakMode.self), n(TextAlignment.self),
      n(TextTransform.self), n(SymbolScale.self), n(ListContentConfiguration.Style.self),
      n(BackgroundConfiguration.Style.self), n(BlurMaterial.self), n(ConfigurationState.DragState.self),
      n(ConfigurationState.DropState.self), n(UserInterfaceStyle.self), n(AccessibilityContrast.self),
      n(UserInterfaceLevel.self), n(ContentSizeCategory.self), n(LayoutDirection.self), n(ListAppearance.self),
      n(Stack.Axis.self), n(Stack.Alignment.self), n(ImageComponent.ContentMode.self), n(Orientation.self),
      n(SwipeAction.Style.self), n(SeparatorConfiguration.Visibility.self), n(CellAccessory.Displayed.self),
      n(UserInterfaceIdiom.self), n(ProgressView.Style.self), n(ActivityIndicator.Style.self),
      n(PageControl.BackgroundStyle.self), n(Switch.Style.self), n(Button.Style.self), n(Button.ImagePlacement.self),
      n(Button.CornerStyle.self), n(Button.ButtonSize.self), n(Button.Role.self), n(TextField.BorderStyle.self),
      n(TextField.ViewMode.self), n(Menu.Option.self), n(MenuAction.Attribute.self), n(MenuAction.State.self),
      n(BarButtonItem.SystemItem.self), n(BarButtonItem.Style.self), n(NavigationBar.LargeTitleDisplayMode.self),
      n(NavigationBar.BackButtonDisplayMode.self), n(NavigationBar.Appearance.self), n(Button.Indicator.self),
      n(ToolbarItem.Placement.self), n(NavigationBar.ToolbarRole.self), n(SplitViewController.Style.self),
      n(Sheet.Style.self), n(Popover.ArrowDirection.self), n(Keyboard.KeyboardType.self), n(Keyboard.ReturnKey.self),
      Keyboard.locales, n(PointerStyle.Effect.self), n(PointerStyle.TintMode.self), n(PointerStyle.Axis.self),
      n(DatePicker.Mode.self), n(DatePicker.Style.self), n(DatePicker.Part.self), DatePicker.calendars.keys.sorted(),
      n(ColorPicker.Tab.self),
    ]
    let all = lists.flatMap { $0 }
    return Array(Set(all + devices)).sorted()
  }
  static let otherTypes: [JSONValue.Kind] = [.null, .bool(true), .number(1), .string("x"), .array([]), .object([])]
  static let extraMembers: [(String, JSONValue.Kind)] = [
    ("bogus", .number(1)), ("file", .string("a.png")), ("systemName", .string("star")), ("size", .number(12)),
    ("textStyle", .string("body")), ("style", .string("cell")), ("style", .string("clear")),
    ("light", .string("white")), ("stack", .object([])), ("state", .object([])), ("text", .string("a")),
    ("device", .string("iPhone SE")), ("orientation", .string("landscape")), ("checkmark", .object([])),
  ]

  func mutants(of document: JSONValue) -> [Mutant] {
    var out: [Mutant] = []
    let names = thorough ? Self.names : []
    visit(document, path: []) { path, value in
      func replace(_ kind: JSONValue.Kind, _ what: String) {
        out.append(
          Mutant(
            document: document.replacing(at: path, with: JSONValue(kind)), description: "\(path.pathString) = \(what)"))
      }
      if path.isEmpty { return }
      guard thorough else {
        // Samples: an unknown key in every object, a wrong type for every value.
        if case .object(let members) = value.kind {
          replace(.object(members + [("bogus", JSONValue(.number(1)))]), "plus bogus")
        }
        replace(value.kind == .null ? .number(1) : .null, "wrong type")
        return
      }
      switch value.kind {
      case .number(let n):
        for m in Self.numbers where m != n { replace(.number(m), "\(m)") }
      case .string(let s):
        // Names of every kind on a value that is a name: about 60 of them, a different sample for
        // each value (the list grows with every enum; the full cross product took minutes).
        let stride = max(1, names.count / 60)
        let phase = abs(path.pathString.hashValueStable) % stride
        let others =
          names.contains(s) || SymbolCatalog.map[s] != nil
          ? names.enumerated().filter { $0.offset % stride == phase }.map(\.element) : []
        for m in Self.strings + others where m != s { replace(.string(m), "\"\(m.prefix(20))\"") }
      case .object(let members):
        for (i, member) in members.enumerated() {
          var fewer = members
          fewer.remove(at: i)
          replace(.object(fewer), "without \(member.key)")
        }
        for (key, kind) in Self.extraMembers where !members.contains(where: { $0.key == key }) {
          replace(.object(members + [(key, JSONValue(kind))]), "plus \(key)")
        }
      case .array(let items):
        replace(.array(items + [JSONValue(.object([]))]), "plus {}")
        if let first = items.first { replace(.array(items + [first]), "plus a copy") }
      default: break
      }
      for kind in Self.otherTypes where !value.kind.sameType(as: kind) {
        replace(kind, "\(JSONValue(kind).typeDescription)")
      }
    }
    // The top level too: remove each member, add an unknown one.
    if case .object(let members) = document.kind {
      for (i, member) in members.enumerated() {
        var fewer = members
        fewer.remove(at: i)
        out.append(Mutant(document: JSONValue(.object(fewer)), description: "without \(member.key)"))
      }
      out.append(
        Mutant(document: JSONValue(.object(members + [("bogus", JSONValue(.number(1)))])), description: "plus bogus"))
    }
    return out
  }

  private func visit(_ v: JSONValue, path: [JSONPathStep], _ body: ([JSONPathStep], JSONValue) -> Void) {
    body(path, v)
    switch v.kind {
    case .object(let members):
      for (i, m) in members.enumerated() { visit(m.value, path: path + [.member(i, m.key)], body) }
    case .array(let items):
      for (i, item) in items.enumerated() { visit(item, path: path + [.index(i)], body) }
    default: break
    }
  }
}

private enum JSONPathStep {
  case member(Int, String)
  case index(Int)
}

extension [JSONPathStep] {
  fileprivate var pathString: String {
    map {
      switch $0 {
      case .member(_, let key): "." + key
      case .index(let i): "[\(i)]"
      }
    }.joined()
  }
}

extension JSONValue.Kind {
  fileprivate func sameType(as other: Self) -> Bool {
    switch (self, other) {
    case (.null, .null), (.bool, .bool), (.number, .number), (.string, .string), (.array, .array), (.object, .object):
      true
    default: false
    }
  }
}

extension JSONValue {
  fileprivate func replacing(at path: some Collection<JSONPathStep>, with new: JSONValue) -> JSONValue {
    guard let step = path.first else { return new }
    let rest = path.dropFirst()
    switch (step, kind) {
    case (.member(let i, _), .object(var members)):
      members[i].value = members[i].value.replacing(at: rest, with: new)
      return JSONValue(.object(members))
    case (.index(let i), .array(var items)):
      items[i] = items[i].replacing(at: rest, with: new)
      return JSONValue(.array(items))
    default: return self
    }
  }

  fileprivate subscript(keys: String...) -> JSONValue? { lookupValue(keys) }

  fileprivate func lookupValue(_ keys: [String]) -> JSONValue? {
    var v: JSONValue? = self
    for key in keys {
      switch v?.kind {
      case .object(let members)?: v = members.first { $0.key == key }?.value
      case .array(let items)?: v = Int(key).flatMap { items.indices.contains($0) ? items[$0] : nil }
      default: return nil
      }
    }
    return v
  }

  /// The strings at `path`, where `#keys` lists an object's keys and `*` maps over an array.
  fileprivate func lookup(_ path: [String]) -> [String]? {
    if let star = path.firstIndex(of: "*") {
      guard case .array(let items)? = lookupValue(Array(path[..<star]))?.kind else { return nil }
      let rest = Array(path[(star + 1)...])
      var out: [String] = []
      for item in items {
        guard let s = item.lookupValue(rest)?.stringValue else { return nil }
        out.append(s)
      }
      return out
    }
    if path.last == "#keys" { return lookupValue(Array(path.dropLast()))?.keys }
    return lookupValue(path)?.strings
  }

  fileprivate var stringValue: String? { if case .string(let s) = kind { s } else { nil } }
  fileprivate var strings: [String]? {
    guard case .array(let items) = kind else { return nil }
    let s = items.compactMap(\.stringValue)
    return s.count == items.count ? s : nil
  }
  fileprivate var keys: [String]? { if case .object(let m) = kind { m.map(\.key) } else { nil } }
}

// MARK: - Writing JSON back

enum JSONWriter {
  static func write(_ v: JSONValue) -> String {
    switch v.kind {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    case .string(let s): return quote(s)
    // One member a line: the parser's column count scans from the start of the line.
    case .array(let items): return "[" + items.map(write).joined(separator: ",\n") + "]"
    case .object(let members):
      return "{" + members.map { quote($0.key) + ":" + write($0.value) }.joined(separator: ",\n") + "}"
    }
  }

  static func quote(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where u.value < 0x20: out += "\\u00" + (u.value < 0x10 ? "0" : "") + String(u.value, radix: 16)
      default: out.unicodeScalars.append(u)
      }
    }
    return out + "\""
  }
}

extension String {
  /// A hash that is the same in every run (Swift's `hashValue` is seeded per process).
  var hashValueStable: Int { unicodeScalars.reduce(5381) { ($0 &* 33 &+ Int($1.value)) & 0x7FFF_FFFF } }
}
