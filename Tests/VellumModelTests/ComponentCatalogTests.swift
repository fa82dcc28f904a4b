import Foundation
import Testing

@testable import VellumModel

/// A component kind that exists only here: its model (this type) and one catalogue entry
/// (`ComponentCatalog.standard.adding(Counter.self)`) are all it takes to decode, describe and
/// encode it. It is a control, so the keys every control takes come with it; a kind that is not
/// a control is added the same way (`ToyComponentTests`' chip, laid out too).
private struct Counter: ControlModel {
  enum Shape: String, Sendable, CaseIterable, PropertyChoice { case capsule, circle }

  static let kind = "counter"
  static let summary = "A toy kind: a count in a capsule."
  // Each key once: its name, its values, its summary and the property it sets. The defaults
  // come from the properties' initial values.
  static let keys: [ModelKey<Self>] = [
    ModelKey("count", \.count, .integer(0...999), "The count."),
    .cases("shape", \.shape, "The outline."),
  ]

  var count = 0
  var shape = Shape.capsule
  var common = ControlCommon()

  init() {}
  init(count: Int) { self.count = count }
}

extension JSONValue {
  /// The value at these object keys.
  fileprivate subscript(keys: String...) -> JSONValue? {
    var v = self
    for key in keys {
      guard case .object(let members) = v.kind, let next = members.first(where: { $0.key == key }) else { return nil }
      v = next.value
    }
    return v
  }
  fileprivate var stringValue: String? { if case .string(let s) = kind { s } else { nil } }
  fileprivate var strings: [String]? {
    guard case .array(let items) = kind else { return nil }
    return items.compactMap(\.stringValue)
  }
}

@Suite struct ComponentCatalogTests {
  static let catalogue = ComponentCatalog.standard.adding(Counter.self)

  static func decode(_ root: String, catalogue: ComponentCatalog = catalogue) throws(Diagnostic) -> Document {
    try DocumentDecoder.decode(Array(#"{ "vellum": 1, "root": \#(root) }"#.utf8), catalogue: catalogue)
  }

  static func error(_ root: String, catalogue: ComponentCatalog = catalogue) -> String? {
    do {
      _ = try decode(root, catalogue: catalogue)
      return nil
    } catch {
      return error.description
    }
  }

  static func text(_ node: SchemaNode) -> String {
    var out = ""
    SchemaNode.write(node, indent: "", into: &out)
    return out
  }

  @Test func aKindAddedToTheCatalogueIsInTheSchema() throws {
    let schema = try JSONParser.parse(Array(DocumentSchema.json(for: Self.catalogue).utf8))
    let counter = try #require(schema["$defs", "counter"])
    #expect(counter["description"]?.stringValue == Counter.summary)
    #expect(counter["properties", "count", "type"]?.stringValue == "integer")
    #expect(counter["properties", "count", "maximum"]?.kind == .number(999))
    #expect(counter["properties", "count", "default"]?.kind == .number(0))
    #expect(counter["properties", "shape", "default"]?.stringValue == "capsule")
    // The keys every control takes come with it.
    #expect(counter["properties", "isEnabled"] != nil)
    #expect(counter["additionalProperties"]?.kind == .bool(false))
    guard case .array(let kinds)? = schema["$defs", "component", "oneOf"]?.kind else {
      Issue.record("no component oneOf")
      return
    }
    #expect(kinds.compactMap { $0["required"]?.strings }.contains { $0 == ["counter"] })
    #expect(schema["$defs", "component", "description"]?.stringValue?.contains("`counter`") == true)
    // The standard catalogue, and so `vellum schema`, has no such kind.
    #expect(!DocumentSchema.json.contains("\"counter\""))
  }

  @Test func theDecoderKnowsTheKindAndSuggestsItsNames() throws {
    #expect(Self.error(#"{ "countr": {} }"#)?.contains(#"unknown component "countr"; did you mean "counter"?"#) == true)
    #expect(Self.error(#"{ "countr": {} }"#, catalogue: .standard)?.contains("did you mean \"counter\"") == false)
    #expect(
      Self.error(#"{ "stack": { "children": [{ "counter": { "cout": 3 } }] } }"#)?.contains(
        #"root.stack.children[0].counter.cout: unknown key "cout"; did you mean "count"?"#) == true)
    #expect(
      Self.error(#"{ "counter": { "count": 1000 } }"#)?.contains(
        "root.counter.count: 1000 is out of range; expected 0…999") == true)
    #expect(
      Self.error(#"{ "counter": { "shape": "circel" } }"#)?.contains(
        #"unknown shape "circel"; did you mean "circle"?"#) == true)
    let document = try Self.decode(#"{ "counter": { "count": 3, "tintColor": "systemRed" } }"#)
    var expected = Counter(count: 3)
    expected.common.tintColor = .system(.systemRed)
    #expect(document.root == .control(AnyControl(expected)))
  }

  /// The README check holds the added kind to a row of its own naming its keys (the README
  /// here has none), and passes once it has one.
  @Test func theReadmeCheckAsksForTheKindsRow() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
    let readme = try String(contentsOf: url.standardizedFileURL, encoding: .utf8)
    #expect(readmeProblems(readme, catalogue: Self.catalogue) == ["README has no row for counter"])
    let halfRow = readme + "\n| `counter` | `count`: the count |\n"
    #expect(readmeProblems(halfRow, catalogue: Self.catalogue) == ["README's counter row never names shape"])
    let row = readme + "\n| `counter` | `count`, `shape` |\n"
    #expect(readmeProblems(row, catalogue: Self.catalogue) == [])
  }

  @Test func theEncoderWritesTheKindLeavingDefaultsOut() throws {
    let document = try Self.decode(#"{ "counter": { "count": 3, "shape": "capsule", "isEnabled": true } }"#)
    #expect(
      Self.text(DocumentEncoder.component(document.root)) == Self.text(.object([("counter", .object([("count", 3)]))])))
    let plain = try Self.decode(#"{ "counter": { "count": 0 } }"#)
    #expect(Self.text(DocumentEncoder.component(plain.root)) == Self.text(.object([("counter", .object([]))])))
    // What it writes decodes to the same document.
    let again = try Self.decode(Self.text(DocumentEncoder.component(document.root)))
    #expect(again.root == document.root)
  }

  /// A body with each kind's required keys, for every model kind that is not a control and the
  /// keyed controls that require one.
  static let smallest = [
    "stack": "{}", "text": #"{ "string": "a" }"#, "image": #"{ "systemName": "star" }"#, "spacer": "{}",
    "zStack": "{}", "divider": "{}", "cell": "{}", "list": "{}",
    "glassEffectContainer": #"{ "content": { "spacer": {} } }"#,
    "pickerView": #"{ "components": [ { "rows": ["a"] } ] }"#,
    "contextMenu": #"{ "content": { "spacer": {} }, "menu": { "children": [] } }"#,
    "splitViewController": #"{ "primary": { "spacer": {} }, "secondary": { "spacer": {} } }"#,
    "alertController": #"{ "actions": [ { "title": "OK" } ] }"#,
    "sheet": #"{ "presenting": { "spacer": {} }, "content": { "spacer": {} } }"#,
    "popover": #"{ "presenting": { "spacer": {} }, "content": { "spacer": {} } }"#,
  ]

  @Test func everyStatedDefaultIsWhatAnOmittedKeyDecodesTo() throws {
    for entry in ComponentCatalog.standard.entries {
      let type = entry.model
      let properties = type.bodyProperties
      let body = try #require(
        Self.smallest[type.kind] ?? (entry.control != nil ? "{}" : nil), "a smallest body for \(type.kind)")
      let document = try Self.decode(#"{ "\#(type.kind)": \#(body) }"#, catalogue: .standard)
      let model = try #require(document.root.model)
      // A control's common keys (`isEnabled` …) are its `common` value's.
      let common = (model as? any Control)?.common.propertyValues.values ?? [:]
      let values = PropertyValues(model.propertyValues.values.merging(common) { own, _ in own })
      for p in properties {
        guard let d = p.defaultValue else { continue }
        let decoded = try #require(values.values[p.name], "\(type.kind).\(p.name)")
        #expect(Self.text(decoded.node) == Self.text(d.node), "\(type.kind).\(p.name)")
      }
      // The modifier keys every kind takes state their defaults too.
      let modifiers = document.root.modifiers.propertyValues
      for p in ComponentModifiers.properties {
        guard let d = p.defaultValue else { continue }
        let decoded = try #require(modifiers.values[p.name], "\(type.kind).\(p.name)")
        #expect(Self.text(decoded.node) == Self.text(d.node), "\(type.kind).\(p.name)")
      }
    }
  }

  @Test func theKindsAreTheCataloguesInOrder() {
    #expect(Component.kinds == ComponentCatalog.standard.kinds)
    #expect(
      Array(Component.kinds.prefix(9)) == [
        "stack", "text", "image", "spacer", "zStack", "divider", "glassEffectContainer", "cell", "list",
      ])
    #expect(Array(Component.kinds.dropFirst(9)) == ControlCatalog.all.map { $0.kind })
    #expect(Set(Component.kinds).count == Component.kinds.count)
  }
}
