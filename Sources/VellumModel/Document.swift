/// A Vellum document, format version 1: a canvas and one root component.
public struct Document: Sendable, Equatable {
  /// The document format versions this build reads.
  package static let supportedVersions = [1]

  public var version: Int
  public var canvas: Canvas
  public var root: Component
  /// The combinations of traits and cell states the document stands for (`variants`); none,
  /// the document itself.
  public var variants = Variants()
  /// Lay the variants out as one labelled contact sheet (`sheet`) rather than an image each.
  public var sheet: ContactSheet?
  /// What the decoder accepted but changed, as UIKit would (a slider value clamped to its
  /// range, …): the CLI prints these on stderr.
  public var warnings: [Diagnostic] = []
  /// The folder the document's relative image files are read from: set when it was loaded from
  /// a file (`Document(contentsOf:)`, `vellum check`); nil for a document decoded from bytes or
  /// built in Swift, whose files are read from the folder a call names, else the package root.
  public var baseDirectory: String?
  /// The document's image assets and their appearances, as an asset catalogue holds them: each
  /// PNG path (as `file` keys name it) → the PNG drawn in its place in dark mode.
  public var darkFiles: [String: String] = [:]
  /// The asset catalogues' image sets `file`s name, read beside the document when it was
  /// decoded: each set's folder (as `file` names it) → its PNGs (`ImageSet`).
  public var imageSets: [String: ImageSet] = [:]
  /// The files its `include`s read, relative to its folder, each once: what `--watch` watches
  /// besides the document.
  public var includedFiles: [String] = []

  public init(version: Int = 1, canvas: Canvas, root: Component) {
    self.version = version
    self.canvas = canvas
    self.root = root
  }
}

/// The surface a document draws on, and the traits it is drawn with.
public struct Canvas: Sendable, Equatable {
  /// The device preset the canvas was sized from, if any (spec §3.3 margins follow the width).
  public var device: DevicePreset?
  /// Width in points.
  public var width: Double
  /// Height in points; nil fits the content.
  public var height: Double?
  /// Device pixels per point: 1, 2 or 3.
  public var scale: Int
  public var appearance: UserInterfaceStyle
  public var contrast: AccessibilityContrast
  public var level: UserInterfaceLevel
  public var contentSizeCategory: ContentSizeCategory
  public var layoutDirection: LayoutDirection
  public var tintColor: ColorValue
  public var background: ColorValue
  /// `UIUserInterfaceIdiom`: `mac` draws controls "optimised for Mac" (smaller, Mac checkboxes).
  /// Omitted: `pad` for iPad presets, else `phone`.
  public var idiom: UserInterfaceIdiom = .phone
  /// The software keyboard, shown over the bottom of the screen (sheets rise above it).
  public var keyboard: Keyboard?
  /// A generic device drawn around the screen, with an optional backdrop and caption: the
  /// image grows to hold it.
  public var deviceFrame: DeviceFrame?
  /// The moment, 0…1, at which transitions (a sheet changing detent) are drawn; set by
  /// `vellum render --frames` for each frame. nil: each transition's own `progress`.
  public var time: Double?
  /// The iPadOS pointer over the screen.
  public var pointer: Pointer?
  /// The pseudolanguage the app's strings are shown in (`none`: as written).
  public var pseudo: Pseudolanguage = .none
  /// Strings a pseudolanguage leaves as they are (names, as SwiftUI's `Text(verbatim:)`).
  public var verbatim: [String] = []
  /// The system the screen shows (`UIDevice.systemVersion`): iOS 26 (the default) draws its
  /// own look, iOS 17 and 18 the look before it.
  public var systemVersion: SystemVersion = .ios26
  /// `UIDesignRequiresCompatibility`: an iOS 26 app that keeps the iOS 18 look.
  public var designRequiresCompatibility = false

  /// The look the canvas is drawn in.
  package var look: DesignLook { DesignLook(systemVersion, requiresCompatibility: designRequiresCompatibility) }

  public init(
    width: Double = 390, height: Double? = nil, scale: Int = 3, appearance: UserInterfaceStyle = .light,
    contrast: AccessibilityContrast = .normal, level: UserInterfaceLevel = .base,
    contentSizeCategory: ContentSizeCategory = .large, layoutDirection: LayoutDirection = .leftToRight,
    tintColor: ColorValue = .system(.systemBlue), background: ColorValue = .system(.systemBackground)
  ) {
    self.width = width
    self.height = height
    self.scale = scale
    self.appearance = appearance
    self.contrast = contrast
    self.level = level
    self.contentSizeCategory = contentSizeCategory
    self.layoutDirection = layoutDirection
    self.tintColor = tintColor
    self.background = background
  }

  /// The canvas of `device` as it is turned: its size, scale and idiom (`pad` for an iPad,
  /// else `phone`). The decoder does the same for the keys a document does not give itself
  /// (`didDecode`).
  public mutating func adopt(_ device: DevicePreset) {
    self.device = device
    width = device.width
    height = device.height
    scale = device.scale
    idiom = device.isPad ? .pad : .phone
  }

  /// The environment the canvas's components resolve against.
  package var environment: Environment {
    var traits = ColorTraits(style: appearance, contrast: contrast, level: level, look: look)
    traits.tint = tintColor.resolve(traits)
    return Environment(colors: traits, contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection)
  }
}

/// `UIUserInterfaceIdiom`.
public enum UserInterfaceIdiom: String, Sendable, CaseIterable { case phone, pad, mac }

/// One node of the document tree: a value of one of the catalogue's kinds (`ComponentCatalog`).
/// In JSON each is a single-key object naming the kind: `{ "stack": { … } }`.
///
/// A component is not a closed list of cases: decoding, encoding, layout and the tree walks
/// reach its value through the protocols it conforms to (`ComponentValue`, and layout's own), so
/// a new kind is its model, its layout and one catalogue line.
public struct Component: Sendable, Equatable {
  /// The stack, text, cell, control … the component is.
  public var value: any ComponentValue
  /// Its frame, layout priority, offset and overlays (SwiftUI's modifiers), any kind's.
  public var modifiers = ComponentModifiers()

  public init(_ value: any ComponentValue, modifiers: ComponentModifiers = ComponentModifiers()) {
    self.value = value
    self.modifiers = modifiers
  }

  /// The kind's JSON key (`stack`, `list`, `slider` …).
  public var kind: String { type(of: value).kind }

  /// The value as `type`, or nil when the component is of another kind.
  public func `as`<T: ComponentValue>(_ type: T.Type) -> T? { value as? T }

  public static func == (a: Component, b: Component) -> Bool {
    a.value.isEqual(to: b.value) && a.modifiers == b.modifiers
  }

  /// The layout components, then every control kind (`ComponentCatalog.standard`).
  package static let kinds = ComponentCatalog.standard.kinds
}

extension Component {
  public static func stack(_ s: Stack) -> Component { Component(s) }
  public static func text(_ t: TextComponent) -> Component { Component(t) }
  public static func image(_ i: ImageComponent) -> Component { Component(i) }
  public static func spacer(_ s: Spacer) -> Component { Component(s) }
  public static func zStack(_ z: ZStack) -> Component { Component(z) }
  public static func divider(_ d: Divider = Divider()) -> Component { Component(d) }
  public static func cell(_ c: Cell) -> Component { Component(c) }
  public static func list(_ l: List) -> Component { Component(l) }
  /// A UIKit control (`slider`, `switch`, …): see `ControlCatalog`.
  public static func control(_ c: AnyControl) -> Component { Component(c.value) }

  /// The control the component is, or nil.
  public var control: AnyControl? { (value as? any Control).map(AnyControl.init) }
}

/// A `when` clause: a content/background override applied when the state matches
/// (the JSON form of `updateConfiguration(using:)`).
public struct StateOverride: Sendable, Equatable {
  public var state: StatePattern
  public var content: ListContentConfiguration?
  public var background: BackgroundConfiguration?
  public init(state: StatePattern) { self.state = state }
}

/// A `UICollectionViewListCell` with its configurations and state.
public struct Cell: Sendable, Equatable {
  /// A name for the cell that `state` variants can target (`"cells": ["wifi"]`).
  public var id: String?
  public var content: ListContentConfiguration
  /// nil: the default background for where the cell stands (a list's appearance, or `listPlainCell`).
  public var background: BackgroundConfiguration? {
    get { details.background }
    set { details.background = newValue }
  }
  public var state = ConfigurationState()
  public var when: [StateOverride] = []
  /// `UICollectionViewListCell.accessories`, in order.
  public var accessories: [CellAccessory] = []
  /// Trailing swipe actions (`trailingSwipeActionsConfiguration`), revealed when `state.isSwiped`.
  public var swipeActions: [SwipeAction] = []
  /// Leading swipe actions (`leadingSwipeActionsConfiguration`), the first at the leading edge.
  public var leadingSwipeActions: [SwipeAction] {
    get { details.leadingSwipeActions }
    set { details.leadingSwipeActions = newValue }
  }
  /// Which actions a swipe shows, and whether it is a full swipe.
  public var swipe: Swipe {
    get { details.swipe }
    set { details.swipe = newValue }
  }
  public var separatorConfiguration: SeparatorConfiguration? {
    get { details.separatorConfiguration }
    set { details.separatorConfiguration = newValue }
  }
  /// Outline children (`NSDiffableDataSourceSectionSnapshot`), shown when `state.isExpanded`.
  public var children: [Cell] = []
  /// A `UIPointerInteraction` on the cell (iPadOS).
  public var pointerInteraction: PointerInteraction? {
    get { details.pointerInteraction }
    set { details.pointerInteraction = newValue }
  }
  /// `UIAccessibility` keys, over what the cell's texts and accessories make of it.
  public var accessibility: AccessibilityOverrides {
    get { details.accessibility }
    set { details.accessibility = newValue }
  }
  /// `UIHostingConfiguration`: content made of components in place of the list content
  /// configuration's image and texts (nil: `content` draws the cell).
  public var hostingConfiguration: HostingConfiguration? {
    get { details.hostingConfiguration }
    set { details.hostingConfiguration = newValue }
  }

  /// What few cells set, stored out of line in one box (nil when all of it is unset): a cell is
  /// 816 → 152 bytes, and a long list's cells are most of a document's memory while it is
  /// decoded and painted.
  private struct Details: Sendable, Equatable {
    var background: BackgroundConfiguration?
    var leadingSwipeActions: [SwipeAction] = []
    var swipe = Swipe()
    var separatorConfiguration: SeparatorConfiguration?
    var pointerInteraction: PointerInteraction?
    var accessibility = AccessibilityOverrides()
    var hostingConfiguration: HostingConfiguration?
  }
  private var boxedDetails: Boxed<Details>?
  private var details: Details {
    get { if case .value(let d) = boxedDetails { d } else { Details() } }
    set { boxedDetails = newValue == Details() ? nil : .value(newValue) }
  }
  public init(content: ListContentConfiguration) { self.content = content }

  /// The edge a swipe shows (`swipe.edge`, else trailing when the cell has trailing actions).
  package var swipeEdge: Swipe.Edge { swipe.edge ?? (swipeActions.isEmpty ? .leading : .trailing) }

  /// The actions revealed now (`state.isSwiped`, at `swipeEdge`), outermost first; empty when none.
  package var revealedSwipeActions: [SwipeAction] {
    guard state.isSwiped else { return [] }
    return swipeEdge == .trailing ? swipeActions : leadingSwipeActions
  }

  /// The authored configurations with every matching `when` override applied in order.
  package func configurations(default background: BackgroundConfiguration.Style) -> (
    ListContentConfiguration, BackgroundConfiguration
  ) {
    var c = content
    var b = self.background ?? BackgroundConfiguration(style: background)
    for o in when where state.matches(o.state) {
      if let oc = o.content { c = c.overlaid(with: oc) }
      if let ob = o.background { b = b.overlaid(with: ob) }
    }
    return (c, b)
  }
}

/// `UIHostingConfiguration`: a cell's content as components (SwiftUI views in a list row), in
/// the cell's layout margins and at least its minimum height, over the cell's background, with its
/// accessories, separators and state.
public struct HostingConfiguration: Sendable, Equatable {
  /// The row's content: a stack, a text, any component.
  public var content: Component
  /// `.margins(_:_:)`: the sides given replace the cell's layout margins (the list content
  /// configuration's, which follow the list's margins and the text size); the others stay.
  public var margins = EdgeInsetsOverride()
  /// `.minSize(height:)`: nil keeps the list's minimum row height (44 pt at the large size).
  public var minHeight: Double?

  public init(content: Component) { self.content = content }
}

extension HostingConfiguration: KeyedValue {
  public init() { self.init(content: .spacer(Spacer())) }

  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "content", \.content, .component, "The component the row shows.",
      missing: "a hosting configuration needs \"content\": the component the row shows"),
    ModelKey(
      "margins", \.margins, .margins(edges: EdgeInsetsOverride.range),
      "`.margins(_:_:)`: the edges given replace the cell's layout margins (which follow the list's margins and the text size); the others stay."
    ),
    ModelKey(
      "minHeight", \.minHeight, .number(0...10_000),
      "`.minSize(height:)`: omitted, the list's minimum row height (44 pt at the large text size)."),
  ]
}

/// Some sides of a `DirectionalEdgeInsets`, each replacing the same side of another.
public struct EdgeInsetsOverride: Sendable, Equatable {
  public var top, leading, bottom, trailing: Double?
  public init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// `base` with the given sides replaced.
  package func applied(to base: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: top ?? base.top, leading: leading ?? base.leading, bottom: bottom ?? base.bottom,
      trailing: trailing ?? base.trailing)
  }
}

extension EdgeInsetsOverride: KeyedValue {
  public init() {}

  /// The points a margin may be, in either form (and a padding given as one number).
  static let range = 0.0...10_000

  /// The object form's keys: the sides, and SwiftUI's `.horizontal` and `.vertical` edge sets
  /// (read by `didDecode`).
  package static let keys: [ModelKey<Self>] = [
    ModelKey("top", \.top, .number(range), "Top edge."),
    ModelKey("leading", \.leading, .number(range), "Leading edge."),
    ModelKey("bottom", \.bottom, .number(range), "Bottom edge."),
    ModelKey("trailing", \.trailing, .number(range), "Trailing edge."),
    .accepted(PropertyDeclaration("horizontal", .number(range), "Leading and trailing edges.")),
    .accepted(PropertyDeclaration("vertical", .number(range), "Top and bottom edges.")),
  ]

  /// The object form's keys with each edge's points in `edges` (a stack's padding may be
  /// negative).
  static func properties(edgesIn edges: ClosedRange<Double>) -> [PropertyDeclaration] {
    guard edges != range else { return properties }
    return properties.map {
      var p = $0
      p.type = .number(edges)
      return p
    }
  }

  /// The edges given as `DirectionalEdgeInsets`, an omitted one 0 (a stack's `padding`).
  var insets: DirectionalEdgeInsets { applied(to: .zero) }

  /// The edges of `insets` that are not 0 (what a stack's `padding` writes).
  init(nonZeroEdgesOf insets: DirectionalEdgeInsets) {
    func given(_ edge: Double) -> Double? { edge == 0 ? nil : edge }
    self.init(
      top: given(insets.top), leading: given(insets.leading), bottom: given(insets.bottom),
      trailing: given(insets.trailing))
  }

  /// SwiftUI's `.horizontal` and `.vertical` edge sets, each with the sides it sets.
  static let edgeSets = [("horizontal", ["leading", "trailing"]), ("vertical", ["top", "bottom"])]

  /// An edge set sets both its sides, so neither may be given with it.
  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    for (set, sides) in Self.edgeSets where p.has(set) {
      if let side = sides.first(where: p.has) {
        throw p.error(side, "\"\(side)\" and \"\(set)\" set the same edge: give one of them")
      }
    }
    if let h = p.number("horizontal") { (leading, trailing) = (h, h) }
    if let v = p.number("vertical") { (top, bottom) = (v, v) }
  }
}

/// A basic list: sections of cells (the list issue completes appearances and accessories).
public struct List: Sendable, Equatable {
  public struct Section: Sendable, Equatable {
    public var header: ListContentConfiguration?
    public var footer: ListContentConfiguration?
    public var items: [Cell] = []
    public init() {}
  }
  public var appearance = ListAppearance.insetGrouped
  public var sections: [Section] = []
  /// `UIScrollView.refreshControl`, drawn mid-pull or refreshing above the first section.
  public var refreshControl: RefreshControl?
  public init() {}
}

/// A value stored out of line (one pointer), for rarely set fields of structs kept by the
/// thousand (cells, render nodes).
package indirect enum Boxed<Value: Sendable & Equatable>: Sendable, Equatable {
  case value(Value)
}
