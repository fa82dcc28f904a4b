import Synchronization

/// A value a `Component` holds: a stack, a text, a cell, a control … What every kind answers,
/// whether it is a `ComponentModel` or decoded by its own entry (cells and lists, keyed values
/// whose content style depends on where they stand): its JSON key and how the document's tree
/// walks see into it.
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
/// component; a `ControlModel` is a component model taking the keys all controls share. Only the
/// hand-coded kinds (cells, lists) are bare `ComponentValue`s.
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
}

extension ComponentModel {
  package static var briefSummary: String { summary }
  package static var exclusiveKeys: [String] { [] }
  package static var keyRules: [KeyRule] { [] }

  /// The keys the encoder writes: every one whose absence would decode to a different value.
  fileprivate var modelEncodedProperties: PropertyValues {
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
    /// The kind's model, when it is a `ComponentModel`; nil for a kind whose entry decodes and
    /// encodes it itself (cells and lists: `KeyedValue`s whose content style follows their place).
    package let model: (any ComponentModel.Type)?
    /// The control type, when the kind is a control.
    let control: (any ControlModel.Type)?
    /// Describes the kind where a component names it (the schema's `component`).
    let brief: String
    private let ownKeyNames: @Sendable () -> [String]
    private let modifiers = ComputedOnce<[PropertyDeclaration]>()
    /// Decodes the body of `{ kind: body }` (the decoding one level deeper).
    let decode: @Sendable (ObjectReader, Decoding) throws(Diagnostic) -> any ComponentValue
    /// The body the canonical encoder writes for a value of the kind.
    let encode: @Sendable (any ComponentValue) -> SchemaNode

    /// The kind's own keys (a control's with those every control shares).
    var keyNames: [String] { ownKeyNames() }

    /// The modifiers (`ComponentModifiers`) the kind's object takes: all but those whose key the
    /// kind declares itself (a stack's own `background`, a button's own `cornerRadius`).
    package var modifierProperties: [PropertyDeclaration] {
      modifiers.value { ComponentModifiers.properties(besides: ownKeyNames()) }
    }

    /// A kind declared by its model: decoding, schema and encoding come from its properties.
    package static func model<Model: ComponentModel>(_ type: Model.Type) -> Entry {
      Entry(
        kind: type.kind, model: type, control: nil, brief: type.briefSummary,
        ownKeyNames: { type.properties.map(\.name) },
        decode: { (body, decoding) throws(Diagnostic) in try ComponentCatalog.decode(type, body, decoding: decoding) },
        encode: { ($0 as! Model).modelEncodedProperties.node })
    }

    /// A control kind: its own keys and the ones every control shares.
    package static func control<Model: ControlModel>(_ type: Model.Type) -> Entry {
      Entry(
        kind: type.kind, model: type, control: type, brief: type.briefSummary,
        ownKeyNames: { ControlCatalog.properties(of: type).map(\.name) },
        decode: { (body, decoding) throws(Diagnostic) in
          try ControlCatalog.decode(type, body, decoding: decoding).control.value
        },
        encode: { ($0 as! Model).encodedProperties.node })
    }

    /// A kind decoded and encoded as `decode` and `encode` say.
    static func customCoded<Value: ComponentValue>(
      _ type: Value.Type, brief: String, keys: [String],
      decode: @escaping @Sendable (ObjectReader, Decoding) throws(Diagnostic) -> Value,
      encode: @escaping @Sendable (Value) -> SchemaNode
    ) -> Entry {
      Entry(
        kind: type.kind, model: nil, control: nil, brief: brief, ownKeyNames: { keys },
        decode: { (body, decoding) throws(Diagnostic) in try decode(body, decoding) },
        encode: { encode($0 as! Value) })
    }
  }

  package private(set) var entries: [Entry]

  package init(_ entries: [Entry]) { self.entries = entries }

  /// The kinds Vellum knows: the layout components, then every control of `ControlCatalog`.
  package static let standard = ComponentCatalog(
    [
      .model(Stack.self), .model(TextComponent.self), .model(ImageComponent.self), .model(Spacer.self),
      .model(ZStack.self), .model(Divider.self), .model(GlassEffectContainer.self),
      .customCoded(
        Cell.self, brief: "A `UICollectionViewListCell`.", keys: Cell.keyNames,
        decode: { (body, decoding) throws(Diagnostic) in try decoding.cell(body, defaultStyle: .cell) },
        encode: { DocumentEncoder.cell($0, defaultStyle: .cell) }),
      .customCoded(
        List.self, brief: "A list (`UICollectionLayoutListConfiguration`).", keys: List.keyNames,
        decode: { (body, decoding) throws(Diagnostic) in try decoding.list(body) }, encode: DocumentEncoder.list),
    ] + ControlCatalog.all.map { .control($0) })

  /// The catalogue with one more kind, after the others.
  package func adding(_ type: any ComponentModel.Type) -> ComponentCatalog {
    precondition(entry(named: type.kind) == nil, "\(type.kind) is in the catalogue already")
    let entry: Entry = if let control = type as? any ControlModel.Type { .control(control) } else { .model(type) }
    return ComponentCatalog(entries + [entry])
  }

  package var kinds: [String] { entries.map(\.kind) }

  package func entry(named kind: String) -> Entry? { entries.first { $0.kind == kind } }

  /// A kind's keys: a control's own and the common ones, another model's own.
  static func properties(of type: any ComponentModel.Type) -> [PropertyDeclaration] {
    if let control = type as? any ControlModel.Type { ControlCatalog.properties(of: control) } else { type.properties }
  }

  /// Decodes the body of `{ kind: body }` for a kind that is not a control.
  static func decode(_ type: any ComponentModel.Type, _ r: ObjectReader, decoding: Decoding) throws(Diagnostic)
    -> any ComponentModel
  {
    var p = try PropertyValues(r, specs: type.properties, decoding: decoding)
    let model = try type.init(&p)
    decoding.warnings.log += p.warnings
    return model
  }

  /// The keys of `model` the encoder writes (a control's common ones among them).
  static func encodedProperties(of model: any ComponentModel) -> PropertyValues {
    if let control = model as? any ControlModel { control.encodedProperties } else { model.modelEncodedProperties }
  }
}

// MARK: Cells and lists as component values

extension Cell: ComponentValue {
  public static let kind = "cell"
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

extension List: ComponentValue {
  public static let kind = "list"
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
  /// The model the component holds; nil for a cell or a list (keyed values the catalogue decodes
  /// by entries of their own, not `ComponentModel`s).
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
