/// A component kind declared once: its JSON key, what it is, and its keys (`properties`), from
/// which the decoder (allowed keys, "did you mean", value checks with JSON paths), the schema's
/// entry for the kind and the canonical encoder are all made. `ComponentCatalog` lists the kinds.
///
/// Stacks, texts, images and spacers are component models; so is every control (`Control`
/// refines this protocol with the keys all controls share).
public protocol ComponentModel: Sendable, Equatable {
  /// The JSON key (`stack`); for a control, the UIKit class in lowerCamelCase without `UI`
  /// (`segmentedControl`).
  static var kind: String { get }
  /// A one-line description naming the UIKit class: the schema's description of the kind's
  /// object, and the README's.
  static var summary: String { get }
  /// The shorter description where a component names its kind (the schema's `component`);
  /// default `summary`.
  static var briefSummary: String { get }
  /// The kind's own keys, in the order the schema lists them and the decoder reads them.
  static var properties: [ControlProperty] { get }
  /// Builds the value from checked properties: clamps out-of-range values as UIKit does (each
  /// a warning in `p`) and throws for impossible ones.
  init(_ p: inout ControlProperties) throws(Diagnostic)
  /// The own keys with their values, as `init(_:)` reads them back: the inverse of decoding,
  /// defaults included and nil values left out. `Document.canonicalJSON()` writes the keys
  /// whose absence would decode differently.
  var propertyValues: ControlProperties { get }
}

extension ComponentModel {
  public static var briefSummary: String { summary }

  /// The keys the encoder writes: every one whose absence would decode to a different value.
  fileprivate var modelEncodedProperties: ControlProperties {
    propertyValues.minimized(order: Self.properties) { (p: inout ControlProperties) throws(Diagnostic) in
      try Self(&p)
    }
  }
}

/// Every component kind, once, in the order messages and the schema list them: the decoder's
/// dispatch, `Component.kinds` and the schema read it. A catalogue is a value, so a test can
/// add a kind to one (`adding(_:)`) and decode, describe and encode it like the others.
public struct ComponentCatalog: Sendable {
  public enum Entry: Sendable {
    /// A kind declared by its model: decoding, schema and encoding come from its properties.
    case model(any ComponentModel.Type)
    /// A kind the decoder, the schema and the encoder still spell out by hand (cells and
    /// lists, for now); `brief` describes it where a component names its kind.
    case handWritten(kind: String, brief: String)

    public var kind: String {
      switch self {
      case .model(let type): type.kind
      case .handWritten(let kind, _): kind
      }
    }
    var brief: String {
      switch self {
      case .model(let type): type.briefSummary
      case .handWritten(_, let brief): brief
      }
    }
    /// The control type, when the kind is a control.
    var control: (any Control.Type)? {
      if case .model(let type) = self { type as? any Control.Type } else { nil }
    }
  }

  public private(set) var entries: [Entry]

  public init(_ entries: [Entry]) { self.entries = entries }

  /// The kinds Vellum knows: the layout components, then every control of `ControlCatalog`.
  public static let standard = ComponentCatalog(
    [
      .model(Stack.self), .model(TextComponent.self), .model(ImageComponent.self), .model(Spacer.self),
      .handWritten(kind: "cell", brief: "A `UICollectionViewListCell`."),
      .handWritten(kind: "list", brief: "A list (`UICollectionLayoutListConfiguration`)."),
    ] + ControlCatalog.all.map { .model($0) })

  /// The catalogue with one more kind, after the others.
  public func adding(_ type: any ComponentModel.Type) -> ComponentCatalog {
    precondition(entry(named: type.kind) == nil, "\(type.kind) is in the catalogue already")
    return ComponentCatalog(entries + [.model(type)])
  }

  public var kinds: [String] { entries.map(\.kind) }

  public func entry(named kind: String) -> Entry? { entries.first { $0.kind == kind } }

  /// A kind's keys: a control's own and the common ones, another model's own.
  static func properties(of type: any ComponentModel.Type) -> [ControlProperty] {
    if let control = type as? any Control.Type { ControlCatalog.properties(of: control) } else { type.properties }
  }

  /// Decodes the body of `{ kind: body }` for a kind that is not a control.
  static func decode(_ type: any ComponentModel.Type, _ r: ObjectReader, decoding: Decoding) throws(Diagnostic)
    -> any ComponentModel
  {
    var p = try ControlProperties(r, specs: type.properties, decoding: decoding)
    let model = try type.init(&p)
    decoding.warnings.log += p.warnings
    return model
  }

  /// The keys of `model` the encoder writes (a control's common ones among them).
  static func encodedProperties(of model: any ComponentModel) -> ControlProperties {
    if let control = model as? any Control { control.encodedProperties } else { model.modelEncodedProperties }
  }
}

// MARK: The kinds and the `Component` cases

/// The one place that maps catalogue models to `Component`'s cases (layout still switches over
/// them): a new kind that is not a control needs its case here, and nowhere else in the model.
extension Component {
  /// The model the component holds; nil for a cell or a list (not yet in the catalogue).
  public var model: (any ComponentModel)? {
    switch self {
    case .stack(let s): s
    case .text(let t): t
    case .image(let i): i
    case .spacer(let s): s
    case .control(let c): c.value
    case .cell, .list: nil
    }
  }

  /// The component holding `model`: a control as `.control`, the others in their own case.
  public init(model: any ComponentModel) {
    switch model {
    case let s as Stack: self = .stack(s)
    case let t as TextComponent: self = .text(t)
    case let i as ImageComponent: self = .image(i)
    case let s as Spacer: self = .spacer(s)
    case let c as any Control: self = .control(AnyControl(c))
    default: preconditionFailure("\(type(of: model).kind) has no Component case")
    }
  }
}
