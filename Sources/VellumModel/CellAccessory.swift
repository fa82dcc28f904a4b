/// `UICellAccessory`: a system accessory shown beside a list cell's content.
public struct CellAccessory: Sendable, Equatable {
  /// `UICellAccessory.DisplayedState`.
  public enum Displayed: String, Sendable, CaseIterable { case always, whenEditing, whenNotEditing }

  public enum Kind: Sendable, Equatable {
    /// `.disclosureIndicator()`: the grey forward chevron.
    case disclosureIndicator
    /// `.checkmark()`, in the tint colour.
    case checkmark
    /// `.detail()`: the info button.
    case detail
    /// `.outlineDisclosure()`: a chevron pointing down when the item is expanded.
    case outlineDisclosure
    /// `.delete()`: the red minus circle of editing mode.
    case delete
    /// `.insert()`: the green plus circle of editing mode.
    case insert
    /// `.reorder()`: the grip of editing mode.
    case reorder
    /// `.multiselect()`: an empty circle, or a filled checkmark circle when selected.
    case multiselect
    /// `.label(text:)`: trailing secondary text.
    case label(String)
    /// A custom view: a count in a capsule.
    indirect case badge(String, color: ColorValue?)
    /// A custom view: a small progress bar, 0…1.
    case progress(Double)
    /// A custom view: a control (`switch`, `segmentedControl`, `stepper`) at the trailing edge,
    /// the way apps put controls in list rows. (Boxed, as `badge` and `customView` are: an
    /// accessory is as large as its largest case, and a long list holds one or two a row.)
    indirect case control(AnyControl)
    /// `.customView(configuration:)`: any component (a label, an image, a button, a text
    /// field, a stack) at the leading or trailing edge.
    indirect case customView(CustomView)

    /// The controls a row can carry as a custom accessory.
    package static let controlKinds: [any ControlModel.Type] = [Switch.self, SegmentedControl.self, Stepper.self]

    /// The JSON names, as in UIKit.
    package static let names = CellAccessory.declarations.map(\.name)

    /// Leading accessories sit before the content; the rest after it.
    package var isLeading: Bool {
      switch self {
      case .delete, .insert, .multiselect: true
      case .customView(let v): v.placement == .leading
      default: false
      }
    }

    /// UIKit's default: editing controls show only while editing.
    package var defaultDisplayed: Displayed {
      switch self {
      case .delete, .insert, .reorder, .multiselect: .whenEditing
      default: .always
      }
    }
  }

  public var kind: Kind
  public var displayed: Displayed
  public var tintColor: ColorValue?

  public init(_ kind: Kind, displayed: Displayed? = nil, tintColor: ColorValue? = nil) {
    self.kind = kind
    self.displayed = displayed ?? kind.defaultDisplayed
    self.tintColor = tintColor
  }

  /// Whether the accessory shows in a state.
  package func isVisible(editing: Bool) -> Bool {
    switch displayed {
    case .always: true
    case .whenEditing: editing
    case .whenNotEditing: !editing
    }
  }
}

/// `UICellAccessory.CustomViewConfiguration`.
public struct CustomView: Sendable, Equatable {
  /// `UICellAccessory.Placement`: before the content (after the editing controls) or after it.
  public enum Placement: String, Sendable, CaseIterable { case leading, trailing }
  /// `customView`: the component, at its own size (offered at most half the row's width).
  public var view: Component
  public var placement: Placement = .trailing
  /// `reservedLayoutWidth`: the least width the accessory takes, the view centred in it.
  public var reservedLayoutWidth: Double?
  public init(view: Component) { self.view = view }
}

extension CustomView: KeyedValue {
  public init() { self.init(view: .spacer(Spacer())) }

  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "view", \.view, .component, "`customView`: the component shown.",
      missing: "a custom view accessory needs \"view\": the component it shows"),
    .cases(
      "placement", \.placement, "`placement`: before the content (after the editing controls) or after it.",
      what: "placement"),
    ModelKey(
      "reservedLayoutWidth", \.reservedLayoutWidth, .number(0...10_000),
      "`reservedLayoutWidth`: the least width the accessory takes, the view centred in it."),
  ]
}

/// `UIContextualAction`: a swipe action revealed when the cell is swiped.
public struct SwipeAction: Sendable, Equatable {
  /// `UIContextualAction.Style`.
  public enum Style: String, Sendable, CaseIterable { case normal, destructive }
  public var title: String
  public var style: Style
  public var backgroundColor: ColorValue?
  public var image: String?
  public init(title: String, style: Style = .normal) {
    self.title = title
    self.style = style
  }
}

/// Which of a cell's swipe action configurations a swipe shows (when `state.isSwiped`), and
/// whether it is a full swipe: what UIKit's one `isSwiped` boolean does not say.
public struct Swipe: Sendable, Equatable {
  /// The edge the actions show at (SwiftUI's `HorizontalEdge` of `.swipeActions(edge:)`).
  public enum Edge: String, Sendable, CaseIterable { case leading, trailing }
  /// nil: the trailing actions when the cell has some, else the leading ones.
  public var edge: Edge?
  /// A full swipe (`performsFirstActionWithFullSwipe`): the first action fills the row.
  public var isFullSwipe = false
  public init(edge: Edge? = nil, isFullSwipe: Bool = false) {
    self.edge = edge
    self.isFullSwipe = isFullSwipe
  }
}

/// `UIListSeparatorConfiguration`, per item.
public struct SeparatorConfiguration: Sendable, Equatable {
  /// `UIListSeparatorConfiguration.Visibility`.
  public enum Visibility: String, Sendable, CaseIterable { case automatic, visible, hidden }
  public var bottomSeparatorVisibility = Visibility.automatic
  /// Leading/trailing insets from the cell's edges; nil aligns with the text (UIKit's automatic).
  public var bottomSeparatorInsets: DirectionalEdgeInsets?
  public var color: ColorValue?
  public init() {}
}

extension SwipeAction.Style: PropertyChoice {}
extension Swipe.Edge: PropertyChoice {}
extension SeparatorConfiguration.Visibility: PropertyChoice {}

extension SwipeAction: KeyedValue {
  public init() { self.init(title: "") }

  package static let keys: [ModelKey<SwipeAction>] = [
    ModelKey("title", \.title, .text(maxLength: 100), "`title`.", missing: "a swipe action needs a \"title\""),
    .cases("style", \.style, "`UIContextualAction.Style`: `destructive` is red.", what: "swipe action style"),
    ModelKey("backgroundColor", \.backgroundColor, .color, "`backgroundColor`; omitted, the style's (grey or red)."),
    ModelKey("systemName", \.image, .symbolName, "`image`: an SF Symbol shown above the title."),
  ]
}

extension Swipe: KeyedValue {
  public init() { self.init(edge: nil) }

  package static let keys: [ModelKey<Swipe>] = [
    .cases(
      "edge", \.edge,
      "The actions shown: `trailing` (`swipeActions`) or `leading` (`leadingSwipeActions`); omitted, the trailing ones when the cell has some.",
      what: "swipe edge"),
    ModelKey(
      "isFullSwipe", \.isFullSwipe, .boolean,
      "A full swipe (`performsFirstActionWithFullSwipe`): the first action fills the row, the others hidden under it."),
  ]
}

extension SeparatorConfiguration: KeyedValue {
  package static let keys: [ModelKey<SeparatorConfiguration>] = [
    .cases(
      "bottomSeparatorVisibility", \.bottomSeparatorVisibility,
      "`bottomSeparatorVisibility` (`UIListSeparatorConfiguration.Visibility`).", what: "visibility"),
    ModelKey(
      "bottomSeparatorInsets", \.bottomSeparatorInsets, .insets,
      "`bottomSeparatorInsets` (leading and trailing matter); omitted, the separator lines up with the text."),
    ModelKey("color", \.color, .color, "`color` of the separator. Default `separator`."),
  ]
}

extension CellAccessory.Displayed: PropertyChoice {}
extension CustomView.Placement: PropertyChoice {}

extension CellAccessory {
  /// The keys every accessory's object takes beside its kind's own (a `UICellAccessory`'s
  /// options): `displayed`, and `tintColor` but on a custom view and a control (a control's
  /// tint is its own key).
  struct Options: KeyedValue {
    /// nil: the kind's default (`Kind.defaultDisplayed`).
    var displayed: Displayed?
    var tintColor: ColorValue?

    static let keys: [ModelKey<Options>] = [
      .cases("displayed", \.displayed, "`displayedState` (`UICellAccessory.DisplayedState`).", what: "displayed state"),
      ModelKey("tintColor", \.tintColor, .color, "`tintColor` of the accessory."),
    ]

    /// The keys as a kind takes them, its default `displayed` stated.
    static func properties(displayedDefault: Displayed, takesTint: Bool) -> [PropertyDeclaration] {
      properties.compactMap { p in
        var p = p
        switch p.name {
        case "displayed":
          p.defaultValue = .string(displayedDefault.rawValue)
          p.summary += " Default `\(displayedDefault.rawValue)`."
        case "tintColor" where !takesTint: return nil
        default: break
        }
        return p
      }
    }

    /// The options `a` writes: `displayed` unless at its kind's default, the tint where the
    /// kind takes it.
    init(_ a: CellAccessory, takesTint: Bool) {
      if a.displayed != a.kind.defaultDisplayed { displayed = a.displayed }
      if takesTint { tintColor = a.tintColor }
    }
    init() {}
  }

  /// `.label(text:)`'s key.
  struct Label: KeyedValue {
    var text = ""
    static let keys: [ModelKey<Label>] = [
      ModelKey("text", \.text, .text(maxLength: 200), "The label's text.", missing: "a label accessory needs \"text\"")
    ]
  }

  /// A badge's keys.
  struct Badge: KeyedValue {
    var text = ""
    var color: ColorValue?
    static let keys: [ModelKey<Badge>] = [
      ModelKey(
        "text", \.text, .text(maxLength: 20), "The badge's text (e.g. a count).",
        missing: "a badge needs \"text\" (e.g. a count)"),
      ModelKey("color", \.color, .color, "The capsule's colour."),
    ]
  }

  /// A progress bar's key.
  struct Progress: KeyedValue {
    var value = 0.0
    static let keys: [ModelKey<Progress>] = [ModelKey("value", \.value, .number(0...1), "Progress, 0…1.")]
  }

  /// One accessory kind as JSON, `{ name: { … } }`: its object's keys (`Options`' and the
  /// kind's own) feed the decoder, the schema and the encoder.
  struct Declaration: Sendable {
    /// The kind's key, as in UIKit.
    let name: String
    /// The schema's description of the kind's object.
    let summary: String
    /// Every key of the kind's object, in the order the decoder reads them and the schema lists them.
    let properties: [PropertyDeclaration]
    /// The accessory the object `r` stands for.
    let decode: @Sendable (_ r: ObjectReader, _ decoding: Decoding) throws(Diagnostic) -> CellAccessory
    /// The object's keys as the encoder writes them; nil for an accessory of another kind.
    let encode: @Sendable (CellAccessory) -> PropertyValues?
  }

  /// Every kind, once: the decoder, the schema and the encoder read it.
  static let declarations: [Declaration] =
    [
      .plain(.disclosureIndicator, "disclosureIndicator", "`.disclosureIndicator()`: the grey forward chevron."),
      .plain(.checkmark, "checkmark", "`.checkmark()`, in the tint colour."),
      .plain(.detail, "detail", "`.detail()`: the info button."),
      .plain(
        .outlineDisclosure, "outlineDisclosure",
        "`.outlineDisclosure()`: a chevron that points down when the cell is expanded."),
      .plain(.delete, "delete", "`.delete()`: the red minus circle of editing mode."),
      .plain(.insert, "insert", "`.insert()`: the green plus circle of editing mode."),
      .plain(.reorder, "reorder", "`.reorder()`: the grip of editing mode."),
      .plain(
        .multiselect, "multiselect", "`.multiselect()`: an empty circle, or a filled checkmark circle when selected."),
      .keyed(
        "label", "`.label(text:)`: trailing secondary text.", make: { (l: Label) in .label(l.text) },
        body: { if case .label(let text) = $0 { Label(text: text) } else { nil } }),
      .keyed(
        "badge", "A custom accessory: a count in a capsule.",
        make: { (b: Badge) in .badge(b.text, color: b.color) },
        body: { if case .badge(let text, let color) = $0 { Badge(text: text, color: color) } else { nil } }),
      .keyed(
        "progress", "A custom accessory: a small progress bar.", make: { (p: Progress) in .progress(p.value) },
        body: { if case .progress(let value) = $0 { Progress(value: value) } else { nil } }),
      .keyed(
        "customView",
        "`.customView(configuration:)`: any component (a label, an image, a button, a text field, a stack) beside the content, at its own size, offered at most half the row's width.",
        takesTint: false, make: { (v: CustomView) in .customView(v) },
        body: { if case .customView(let v) = $0 { v } else { nil } }),
    ] + Kind.controlKinds.map(Declaration.control)

  /// The accessory's one key and its body.
  var encoded: (name: String, body: PropertyValues) {
    for d in Self.declarations {
      if let body = d.encode(self) { return (d.name, body) }
    }
    preconditionFailure("every accessory kind is declared")
  }
}

extension CellAccessory.Declaration {
  /// A kind whose object takes `Options`' keys before `own`, read by `make` and written by `values`.
  private static func options(
    _ name: String, _ summary: String, sample: CellAccessory.Kind, takesTint: Bool, own: [PropertyDeclaration],
    make: @escaping @Sendable (inout PropertyValues) throws(Diagnostic) -> CellAccessory.Kind,
    values: @escaping @Sendable (CellAccessory.Kind) -> PropertyValues?
  ) -> Self {
    let properties =
      CellAccessory.Options.properties(displayedDefault: sample.defaultDisplayed, takesTint: takesTint) + own
    return Self(
      name: name, summary: summary, properties: properties,
      decode: { r, decoding throws(Diagnostic) in
        var p = try PropertyValues(r, specs: properties, decoding: decoding)
        let kind = try make(&p)
        let options = try CellAccessory.Options(&p)
        decoding.warnings.log += p.warnings
        return CellAccessory(kind, displayed: options.displayed, tintColor: options.tintColor)
      },
      encode: { a in
        guard let own = values(a.kind) else { return nil }
        let options = CellAccessory.Options(a, takesTint: takesTint).propertyValues.values
        return PropertyValues(own.values.merging(options) { own, _ in own })
      })
  }

  /// An accessory without keys of its own (`.checkmark()`).
  static func plain(_ kind: CellAccessory.Kind, _ name: String, _ summary: String) -> Self {
    options(
      name, summary, sample: kind, takesTint: true, own: [], make: { _ in kind },
      values: { $0 == kind ? PropertyValues() : nil })
  }

  /// An accessory whose own keys are `Body`'s: `make` builds the kind from it, `body` reads it back.
  static func keyed<Body: KeyedValue>(
    _ name: String, _ summary: String, takesTint: Bool = true,
    make: @escaping @Sendable (Body) -> CellAccessory.Kind, body: @escaping @Sendable (CellAccessory.Kind) -> Body?
  ) -> Self {
    options(
      name, summary, sample: make(Body()), takesTint: takesTint, own: Body.properties,
      make: { p throws(Diagnostic) in make(try Body(&p)) }, values: { body($0)?.minimalPropertyValues })
  }

  /// A control as a custom accessory: its own keys (its tint among them), then `displayed`.
  static func control(_ type: any ControlModel.Type) -> Self {
    // A control shows always by default, as every accessory but the editing controls.
    let displayed = CellAccessory.Options.properties(displayedDefault: .always, takesTint: false)
    return Self(
      name: type.kind,
      summary: "A custom accessory: \(type.summary.prefix(1).lowercased() + type.summary.dropFirst())",
      properties: ControlCatalog.properties(of: type) + displayed,
      decode: { r, decoding throws(Diagnostic) in
        let (control, properties) = try ControlCatalog.decode(type, r, decoding: decoding, extra: displayed)
        var p = properties
        let options = try CellAccessory.Options(&p)
        return CellAccessory(.control(control), displayed: options.displayed, tintColor: control.value.common.tintColor)
      },
      encode: { a in
        guard case .control(let control) = a.kind, let model = control.value as? any ControlModel,
          control.kind == type.kind
        else { return nil }
        let options = CellAccessory.Options(a, takesTint: false).propertyValues.values
        return PropertyValues(model.encodedProperties.values.merging(options) { own, _ in own })
      })
  }
}
