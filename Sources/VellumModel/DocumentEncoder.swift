extension Document {
  /// The document as JSON text in canonical form (what `vellum fmt` writes: keys in schema
  /// order, 2-space indentation, ending with a newline), which `DocumentDecoder` reads back as
  /// an equal document (its `warnings` aside: a clamped value is written as clamped). Keys the
  /// decoder would default to the same value are left out.
  public func canonicalJSON() -> String {
    CanonicalJSON.text(JSONValue(DocumentEncoder.document(self)))
  }
}

extension Document {
  /// Every colour the document names itself (hex, system, class and dynamic colours,
  /// `tintColor`), read from its canonical JSON: what an accessibility audit holds to the
  /// contrast minimum, while Apple's own defaults form its baseline. A string elsewhere that
  /// spells a colour's name counts too, which can only make the audit stricter.
  package var namedColors: [ColorValue] {
    var out: [ColorValue] = []
    func walk(_ v: JSONValue) {
      switch v.kind {
      case .string(let s): if let c = ColorValue(name: s) { out.append(c) }
      case .array(let a): a.forEach(walk)
      case .object(let o): o.forEach { walk($0.value) }
      default: break
      }
    }
    walk(JSONValue(DocumentEncoder.document(self)))
    return out
  }
}

extension ColorValue {
  /// A colour written as one string, as the decoder reads it: `#RRGGBB(AA)`, a system
  /// colour's name, a `UIColor` class colour's name or `tintColor`; nil for anything else.
  public init?(name s: String) {
    if s.hasPrefix("#") {
      guard let c = Color(hex: s) else { return nil }
      self = .fixed(c)
    } else if let c = ColorValue.byName[s] {
      self = c
    } else {
      return nil
    }
  }

  /// `tintColor`, the system colours and the class colours by name (a system colour's name
  /// first): one look-up where the named-colour walk tries every string of a document.
  private static let byName: [String: ColorValue] = {
    var names: [String: ColorValue] = ["tintColor": .tint]
    for c in SystemColor.allCases where names[c.rawValue] == nil { names[c.rawValue] = .system(c) }
    for c in classColors where names[c.name] == nil { names[c.name] = .fixed(c.color) }
    return names
  }()
}

/// Writes a `Document` as the JSON that `DocumentDecoder` reads back into it: the decoder's
/// mirror, one function per decoding function, each leaving out what the decoder would
/// default to. The kinds of the component catalogue (stacks, texts, images, spacers and
/// controls) are written from their `propertyValues`, generically.
enum DocumentEncoder {
  static func document(_ d: Document) -> SchemaNode {
    var o = ObjectWriter()
    o.add("vellum", d.version)
    o.add("canvas", d.canvas.encodedNode)
    if !d.darkFiles.isEmpty {
      o.add(
        "assets",
        .object(
          d.darkFiles.sorted { $0.key < $1.key }.map {
            ($0.key, Document.Asset(darkFile: $0.value).propertyValues.node)
          }))
    }
    o.add("root", component(d.root))
    if !d.variants.axes.isEmpty { o.add("variants", variants(d.variants)) }
    if let s = d.sheet { o.add("sheet", s.encodedNode ?? true) }
    return o.node
  }

  // MARK: Variants

  /// The axes in their order (the canonical form keeps it: the first varies slowest).
  static func variants(_ v: Variants) -> SchemaNode {
    var o = ObjectWriter()
    for axis in v.axes { o.add(axis.kind.rawValue, .array(axis.values.map(variantValue))) }
    return o.node
  }

  static func variantValue(_ v: VariantValue) -> SchemaNode {
    switch v {
    case .appearance(let a): .string(a.rawValue)
    case .contentSizeCategory(let c): .string(c.rawValue)
    case .layoutDirection(let d): .string(d.rawValue)
    case .contrast(let c): .string(c.rawValue)
    case .device(let d): .string(d.name)
    case .state(let s): stateVariant(s)
    case .pseudo(let p): .string(p.rawValue)
    case .systemVersion(let v): .string(v.rawValue)
    }
  }

  static func stateVariant(_ s: StateVariant) -> SchemaNode {
    var o = statePattern(s.state)
    o.add("name", s.name, unless: StateVariant.defaultName(for: s.state))
    o.add("cells", s.cells.map { .array($0.map(SchemaNode.string)) })
    return o.node
  }

  // MARK: Components

  /// `{ kind: body }`, the body as the kind's catalogue entry writes it.
  static func component(_ c: Component) -> SchemaNode {
    guard let entry = ComponentCatalog.standard.entry(named: c.kind) else {
      // A kind added to another catalogue (`adding(_:)`) is a model.
      return .object([(c.kind, withModifiers(c.model!.encodedProperties.node, c.modifiers))])
    }
    return .object([(c.kind, withModifiers(entry.encode(c.value), c.modifiers))])
  }

  /// A kind's body with the component's modifier keys after its own.
  static func withModifiers(_ body: SchemaNode, _ m: ComponentModifiers) -> SchemaNode {
    guard !m.isEmpty, case .object(let own) = body, case .object(let extra) = m.minimalPropertyValues.node else {
      return body
    }
    // A key the kind declares itself is the kind's (a stack's own `background`).
    return .object(own + extra.filter { e in !own.contains { $0.0 == e.0 } })
  }

  // MARK: Cells and lists

  static func accessory(_ a: CellAccessory) -> SchemaNode {
    let (name, body) = a.encoded
    return .object([(name, body.node)])
  }

  /// Nil when nothing is set.
  static func textProperties(_ p: TextProperties) -> SchemaNode? { p.encodedNode }

  // MARK: State

  /// A `when` clause's or a state variant's keys: only what the pattern names (`StatePattern.keys`).
  static func statePattern(_ p: StatePattern) -> ObjectWriter {
    var o = ObjectWriter()
    let values = p.minimalPropertyValues.values
    for key in values.keys.sorted() { o.add(key, values[key]!.node) }
    return o
  }
}

// MARK: Values

/// An object's members, in the order added (the canonical form reorders them by the schema).
struct ObjectWriter {
  private(set) var members: [(String, SchemaNode)] = []

  var isEmpty: Bool { members.isEmpty }
  var node: SchemaNode { .object(members) }

  /// Adds `key` (replacing it if present), unless `value` is nil.
  mutating func add(_ key: String, _ value: SchemaNode?) {
    guard let value else { return }
    if let i = members.firstIndex(where: { $0.0 == key }) { members[i].1 = value } else { members.append((key, value)) }
  }

  /// Adds `key` unless `value` is nil or the decoder's default `d`.
  mutating func add<T: JSONRepresentable>(_ key: String, _ value: T?, unless d: T? = nil) {
    guard let value, value != d else { return }
    add(key, value.node)
  }

  /// Adds a name, unless `value` is nil or the decoder's default `d`.
  mutating func add<E: RawRepresentable & Equatable>(_ key: String, _ value: E?, unless d: E? = nil)
  where E.RawValue == String {
    guard let value, value != d else { return }
    add(key, .string(value.rawValue))
  }

  /// Adds an array, unless it is empty (the decoder's default).
  mutating func add(_ key: String, _ items: [SchemaNode]) {
    if !items.isEmpty { add(key, .array(items)) }
  }
}

/// A model value with one JSON form, as the decoder reads it.
protocol JSONRepresentable: Equatable {
  var node: SchemaNode { get }
}

extension Double: JSONRepresentable { var node: SchemaNode { .number(self) } }
extension Int: JSONRepresentable { var node: SchemaNode { .number(Double(self)) } }
extension Bool: JSONRepresentable { var node: SchemaNode { .bool(self) } }
extension String: JSONRepresentable { var node: SchemaNode { .string(self) } }

extension ColorValue: JSONRepresentable {
  /// A system colour's name, `tintColor`, `clear`, `white`, `black`, `#RRGGBB` (`#RRGGBBAA`
  /// when not opaque), or `{ "light", "dark" }`.
  var node: SchemaNode {
    switch self {
    case .system(let c): .string(c.rawValue)
    case .tint: "tintColor"
    case .fixed(let c) where c == .clear: "clear"
    case .fixed(let c) where c == .white: "white"
    case .fixed(let c) where c == .black: "black"
    case .fixed(let c): .string(c.description)
    case .dynamic(let light, let dark): DynamicColorKeys(light: light, dark: dark).propertyValues.node
    }
  }
}

extension FontSpec: JSONRepresentable {
  /// A text style's name, `{ "textStyle", "weight" }`, or `{ "size", "weight" }` (regular left out).
  var node: SchemaNode {
    if case .textStyle(let style, nil) = self { return .string(style.rawValue) }
    return FontKeys(self).propertyValues.node
  }
}

extension DirectionalEdgeInsets: JSONRepresentable {
  /// One number when every edge is the same (and not negative), else the edges that are not 0.
  var node: SchemaNode {
    if top == leading, top == bottom, top == trailing, (0...10_000).contains(top) { return .number(top) }
    return encodedNode ?? .number(0)
  }
}

extension Size: JSONRepresentable {
  /// `{ "width", "height" }`, a 0 dimension left out.
  var node: SchemaNode {
    var o = ObjectWriter()
    o.add("width", width, unless: 0)
    o.add("height", height, unless: 0)
    return o.node
  }
}

extension ImageSource: JSONRepresentable {
  /// `systemName`, `file` or `symbolFile`, the members of an image object.
  var members: [(String, SchemaNode)] {
    switch self {
    case .systemName(let name): [("systemName", .string(name))]
    case .file(let path): [("file", .string(path))]
    case .symbolFile(let path): [("symbolFile", .string(path))]
    }
  }
  var node: SchemaNode { .object(members) }
}

extension CustomStateValue {
  var node: SchemaNode {
    switch self {
    case .bool(let b): .bool(b)
    case .number(let n): .number(n)
    case .string(let s): .string(s)
    }
  }
}

extension EdgeInsetsOverride {
  /// One number when every edge is given the same (and not negative), else the edges given.
  var node: SchemaNode {
    if let all = top, [leading, bottom, trailing].allSatisfy({ $0 == all }), Self.range.contains(all) {
      return .number(all)
    }
    return propertyValues.node
  }
}

extension PointerInteraction: JSONRepresentable {
  var node: SchemaNode { minimalPropertyValues.node }
}

extension Sheet.Detent {
  /// `"medium"`, `"large"`, or `{ "identifier", "height" | "fraction" }`.
  var node: SchemaNode {
    switch size {
    case .medium: "medium"
    case .large: "large"
    case .height, .fraction: Sheet.CustomDetent(self).propertyValues.node
    }
  }
}

extension PropertyValues {
  /// The properties as an object, keys sorted (the canonical form orders them by the schema).
  var node: SchemaNode { .object(values.keys.sorted().map { ($0, values[$0]!.node) }) }
}

extension PropertyValues.Value {
  var node: SchemaNode {
    switch self {
    case .number(let n): n.isInfinite ? .string("infinity") : .number(n)
    case .bool(let b): .bool(b)
    case .string(let s): .string(s)
    case .color(let c): c.node
    case .image(let i): i.node
    case .objects(let items): .array(items.map(\.node))
    case .images(let images): .object(images.keys.sorted().map { (String($0), images[$0]!.node) })
    case .strings(let s): .array(s.map(SchemaNode.string))
    case .menu(let m): m.minimalPropertyValues.node
    case .menuElements(let elements):
      .array(
        elements.map { e in
          let (kind, body) = e.encoded
          return .object([(kind, body.node)])
        })
    case .component(let c): DocumentEncoder.component(c)
    case .object(let o): o.node
    case .detents(let d): .array(d.map(\.node))
    case .colors(let c): .array(c.map(\.node))
    case .font(let f): f.node
    case .insets(let i): i.node
    case .margins(let m): m.node
    case .point(let p): [.number(p.x), .number(p.y)]
    case .components(let c): .array(c.map(DocumentEncoder.component))
    case .pointerInteraction(let p): p.node
    case .cells(let cells, let style): .array(cells.map { $0.encodedValues(contentStyle: style).node })
    case .sections(let sections, let style): .array(sections.map { $0.encodedValues(cellContentStyle: style).node })
    case .accessories(let a): .array(a.map(DocumentEncoder.accessory))
    case .customStates(let states): .object(states.map { ($0.0, $0.1.node) })
    }
  }
}

extension JSONValue {
  /// The JSON value a schema-library node stands for (no source locations).
  init(_ node: SchemaNode) {
    let kind: Kind =
      switch node {
      case .null: .null
      case .bool(let b): .bool(b)
      case .number(let n): .number(n)
      case .string(let s): .string(s)
      case .array(let items): .array(items.map(JSONValue.init))
      case .object(let members): .object(members.map { (key: $0.0, value: JSONValue($0.1)) })
      }
    self.init(kind)
  }
}

extension ObjectWriter {
  /// A component's `UIAccessibility` keys, those set.
  mutating func addAccessibility(_ a: AccessibilityOverrides) {
    let values = a.minimalPropertyValues.values
    for key in AccessibilityOverrides.keyNames { add(key, values[key]?.node) }
  }
}
