import Synchronization

/// A value a `Component` holds: a stack, a text, a cell, a control … What every kind answers to
/// a user's code: its JSON key and how the document's tree walks see into it. Vellum's own kinds
/// are the ones that conform: a value of a type of yours is in no catalogue, and encoding or
/// laying it out stops as on a programming error.
public protocol ComponentValue: Sendable, Equatable {
  /// The JSON key (`stack`); for a control, the UIKit class in lowerCamelCase without `UI`
  /// (`segmentedControl`).
  static var kind: String { get }
  /// The value with `transform` applied to each component it holds (a stack's children, a
  /// sheet's content, a navigation controller's bars …); one that holds none returns itself.
  func mappingComponents(_ transform: (Component) -> Component) -> Self
  /// The value with `transform` applied to every cell in it, at any depth (state variants
  /// target cells): by default, to the cells of the components it holds.
  func mappingCells(_ transform: (Cell) -> Cell) -> Self
  /// How many components this is, itself included, at any depth: what the document limit
  /// (`DocumentDecoder.maximumComponentCount`) counts. By default 1 and the components it holds.
  var componentCount: Int { get }
}

extension ComponentValue {
  public func mappingComponents(_ transform: (Component) -> Component) -> Self { self }
  public func mappingCells(_ transform: (Cell) -> Cell) -> Self { mappingComponents { $0.mappingCells(transform) } }
  public var componentCount: Int {
    var n = 1
    _ = mappingComponents { child in
      n += child.componentCount
      return child
    }
    return n
  }

  /// Whether `other` is this kind and equal to this value.
  func isEqual(to other: any ComponentValue) -> Bool { (other as? Self) == self }
}

/// A component kind declared once: its JSON key, what it is, and its keys (`KeyedValue.keys`),
/// from which the decoder (allowed keys, "did you mean", value checks with JSON paths), the
/// schema's entry for the kind and the canonical encoder are all made. `ComponentCatalog` lists
/// the kinds.
///
/// The declaration layer is one family: a `KeyedValue` is any object read through its keys (a
/// nested one such as `textProperties` too); a `ComponentModel` is a keyed value that is a kind of
/// component (every kind of the catalogue is one); a `ControlModel` is a component model taking
/// the keys all controls share. `ComponentValue` is the family's public face: what a user's code
/// sees of a component's value.
package protocol ComponentModel: ComponentValue, KeyedValue {
  /// A one-line description naming the UIKit class: the schema's description of the kind's
  /// object, and the README's.
  static var summary: String { get }
  /// The shorter description where a component names its kind (the schema's `component`);
  /// default `summary`.
  static var briefSummary: String { get }
  /// Keys of which the object takes exactly one (a text's `string`, `runs` and `markdown`):
  /// the schema's `oneOf`; `init(_:)` checks it. Default none.
  static var exclusiveKeys: [String] { get }
  /// Rules between keys that `init(_:)` enforces and the schema states too. Default none.
  static var keyRules: [KeyRule] { get }
  /// The keys the body of `{ kind: body }` takes besides the modifiers: its own, a control's
  /// with those every control shares. Default `properties`.
  static var bodyProperties: [PropertyDeclaration] { get }
  /// The value the body of `{ kind: body }` stands for, read one level deeper. Default: its keys,
  /// checked, with each value's path in its messages (`KeyedValue.decode`).
  static func decodeBody(_ body: ObjectReader, decoding: Decoding) throws(Diagnostic) -> Self
  /// The keys the canonical encoder writes for the kind's body. Default: every key whose absence
  /// would decode to a different value.
  var encodedProperties: PropertyValues { get }
}

extension ComponentModel {
  package static var briefSummary: String { summary }
  package static var exclusiveKeys: [String] { [] }
  package static var keyRules: [KeyRule] { [] }

  package static var bodyProperties: [PropertyDeclaration] { properties }

  package static func decodeBody(_ body: ObjectReader, decoding: Decoding) throws(Diagnostic) -> Self {
    try decode(body, decoding: decoding)
  }

  package var encodedProperties: PropertyValues {
    propertyValues.minimized(order: Self.properties) { (p: inout PropertyValues) throws(Diagnostic) in
      try Self(&p)
    }
  }
}

/// A rule between two keys of an object, for its schema (`init(_:)` checks it with a message).
package enum KeyRule: Sendable {
  /// `key` is given only when the boolean `flag` is given true.
  case onlyWhenTrue(_ key: String, flag: String)
  /// `key` is not given when the boolean `flag` is given true.
  case notWhenTrue(_ key: String, flag: String)

  /// The rule as a schema `if`/`then`.
  var schema: SchemaNode {
    func isTrue(_ flag: String) -> SchemaNode {
      .object([
        ("required", [.string(flag)]),
        (
          "properties",
          .object([(flag, .object([("description", .string("`\(flag)` given true.")), ("const", .bool(true))]))])
        ),
      ])
    }
    return switch self {
    case .onlyWhenTrue(let key, let flag):
      .object([("if", .object([("required", [.string(key)])])), ("then", isTrue(flag))])
    case .notWhenTrue(let key, let flag):
      .object([("if", isTrue(flag)), ("then", .object([("not", .object([("required", [.string(key)])]))]))])
    }
  }
}

/// Every component kind, once, in the order messages and the schema list them: the decoder's
/// dispatch, `Component.kinds` and the schema read it. A catalogue is a value, so a test can
/// add a kind to one (`adding(_:)`) and decode, describe and encode it like the others.
package struct ComponentCatalog: Sendable {
  /// One kind: its JSON key, and how its body is decoded and encoded. What an entry needs of
  /// its kind's keys is worked out the first time it is asked for, so a document pays only for
  /// the kinds it uses (making every kind's keys cost a one-shot render 13 M instructions).
  package struct Entry: Sendable {
    package let kind: String
    /// The kind's model.
    package let model: any ComponentModel.Type
    /// The control type, when the kind is a control.
    var control: (any ControlModel.Type)? { model as? any ControlModel.Type }
    private let modifiers = ComputedOnce<[PropertyDeclaration]>()
    /// Decodes the body of `{ kind: body }` (the decoding one level deeper).
    let decode: @Sendable (ObjectReader, Decoding) throws(Diagnostic) -> any ComponentValue
    /// The body the canonical encoder writes for a value of the kind.
    let encode: @Sendable (any ComponentValue) -> SchemaNode

    /// The kind declared by `type`: decoding, schema and encoding come from its keys.
    package init<Model: ComponentModel>(_ type: Model.Type) {
      kind = type.kind
      model = type
      decode = { (body, decoding) throws(Diagnostic) in try type.decodeBody(body, decoding: decoding) }
      encode = { ($0 as! Model).encodedProperties.node }
    }

    /// Describes the kind where a component names it (the schema's `component`).
    var brief: String { model.briefSummary }

    /// The kind's own keys (a control's with those every control shares).
    var keyNames: [String] { model.bodyProperties.map(\.name) }

    /// The modifiers (`ComponentModifiers`) the kind's object takes: all but those whose key the
    /// kind declares itself (a stack's own `background`, a button's own `cornerRadius`).
    package var modifierProperties: [PropertyDeclaration] {
      modifiers.value { ComponentModifiers.properties(besides: keyNames) }
    }
  }

  package private(set) var entries: [Entry]

  package init(_ entries: [Entry]) { self.entries = entries }

  /// The kinds Vellum knows: the layout components, then every control of `ControlCatalog`.
  /// (Each list is mapped by itself: joining `[any ControlModel.Type]` to `[any
  /// ComponentModel.Type]` first would cast every element at run time, a conformance scan, 4.7 M
  /// instructions in a one-shot render.)
  package static let standard = ComponentCatalog(
    ([
      Stack.self, TextComponent.self, ImageComponent.self, Spacer.self, ZStack.self, Divider.self,
      GlassEffectContainer.self, Cell.self, List.self,
    ] as [any ComponentModel.Type]).map { Entry($0) } + ControlCatalog.all.map { Entry($0) })

  /// The catalogue with one more kind, after the others.
  package func adding(_ type: any ComponentModel.Type) -> ComponentCatalog {
    precondition(entry(named: type.kind) == nil, "\(type.kind) is in the catalogue already")
    return ComponentCatalog(entries + [Entry(type)])
  }

  package var kinds: [String] { entries.map(\.kind) }

  package func entry(named kind: String) -> Entry? { entries.first { $0.kind == kind } }
}

// MARK: Cells and lists as component values

extension Cell: ComponentModel {
  public static let kind = "cell"
  package static let summary =
    "A `UICollectionViewListCell`: its `contentConfiguration`, `backgroundConfiguration` and `configurationState`, "
    + "plus `when` overrides (the JSON form of `updateConfiguration(using:)`)."
  package static let briefSummary = "A `UICollectionViewListCell`."

  /// A cell as a component stands in no list: its content takes `cell()` when it names no style.
  package static func decodeBody(_ body: ObjectReader, decoding: Decoding) throws(Diagnostic) -> Cell {
    try decoding.cell(body, defaultStyle: .cell)
  }
  package var encodedProperties: PropertyValues { encodedValues(contentStyle: .cell) }

  /// The cell itself and its outline children, transformed.
  public func mappingCells(_ transform: (Cell) -> Cell) -> Cell {
    var t = transform(self)
    t.children = t.children.map { $0.mappingCells(transform) }
    return t
  }
  /// The cell, its hosted content, its custom view accessories and its outline children.
  public var componentCount: Int {
    let custom = accessories.reduce(0) { n, a in
      if case .customView(let v) = a.kind { n + v.view.componentCount } else { n }
    }
    return 1 + (hostingConfiguration?.content.componentCount ?? 0) + custom
      + children.reduce(0) { $0 + $1.componentCount }
  }
}

extension List: ComponentModel {
  public static let kind = "list"
  package static let summary =
    "A `UICollectionView` with a `UICollectionLayoutListConfiguration`: sections of list cells."
  package static let briefSummary = "A list (`UICollectionLayoutListConfiguration`)."

  /// Its cells' content takes the style of its appearance when it names none (`Decoding.list`).
  package static func decodeBody(_ body: ObjectReader, decoding: Decoding) throws(Diagnostic) -> List {
    try decoding.list(body)
  }
  /// Every key off its default: a list's keys are independent, and its cells are written for
  /// where they stand (`Section.encodedValues(cellContentStyle:)`).
  package var encodedProperties: PropertyValues { PropertyValues(valuesOffDefault()) }

  public func mappingCells(_ transform: (Cell) -> Cell) -> List {
    var l = self
    for s in l.sections.indices { l.sections[s].items = l.sections[s].items.map { $0.mappingCells(transform) } }
    return l
  }
  public var componentCount: Int {
    1 + sections.reduce(0) { n, s in n + s.items.reduce(0) { $0 + $1.componentCount } }
  }
}

extension Component {
  /// The model the component holds: every kind of the catalogue's is one (nil only for a value
  /// of a type outside this package).
  package var model: (any ComponentModel)? { value as? any ComponentModel }

  /// This component with `transform` applied to every cell in it, at any depth: cells of
  /// lists, stacks and the components controls hold, and outline children.
  public func mappingCells(_ transform: (Cell) -> Cell) -> Component {
    var m = modifiers
    for i in m.overlays.indices { m.overlays[i].content = m.overlays[i].content.mappingCells(transform) }
    return Component(value.mappingCells(transform), modifiers: m)
  }

  /// How many components this is, itself included, at any depth (overlays too).
  public var componentCount: Int {
    value.componentCount + modifiers.overlays.reduce(0) { $0 + $1.content.componentCount }
  }
}

/// A value worked out the first time it is asked for and kept, safe to share across threads.
final class ComputedOnce<Value: Sendable>: Sendable {
  private let stored = Mutex<Value?>(nil)

  /// The kept value, or `make()`'s, kept.
  func value(_ make: () -> Value) -> Value {
    stored.withLock { kept in
      if let kept { return kept }
      let made = make()
      kept = made
      return made
    }
  }
}
