/// A `UIStackView`-like container.
public struct Stack: Sendable, Equatable {
  public enum Axis: String, Sendable, CaseIterable { case vertical, horizontal }
  /// Cross-axis alignment (`UIStackView.Alignment`); the baselines align a row's texts.
  public enum Alignment: String, Sendable, CaseIterable {
    case fill, leading, center, trailing, top, bottom, firstBaseline, lastBaseline
  }
  /// How children share the length along the axis (`UIStackView.Distribution`).
  public enum Distribution: String, Sendable, CaseIterable {
    /// Children at their sizes; spacers (and frames growing to infinity) take the free length.
    case fill
    /// Every child the same length.
    case fillEqually
    /// Lengths in proportion to the children's own, filling the stack.
    case fillProportionally
    /// Children at their sizes, the free length shared equally between them (`spacing` the least).
    case equalSpacing
    /// Children at their sizes, their centres equally far apart.
    case equalCentering
  }

  public var axis = Axis.vertical
  public var spacing = 0.0
  /// Space between the stack's edges and its children (SwiftUI's `padding`).
  public var padding = DirectionalEdgeInsets.zero
  /// `isLayoutMarginsRelativeArrangement`: the children are laid out inside the layout margins.
  public var isLayoutMarginsRelativeArrangement = false
  /// `directionalLayoutMargins`; nil: UIView's default, 8 points on each side.
  public var directionalLayoutMargins: DirectionalEdgeInsets?
  public var alignment = Alignment.fill
  public var distribution = Distribution.fill
  /// `setCustomSpacing(_:after:)`: the spacing after a child, by index, instead of `spacing`.
  public var customSpacing: [Int: Double] = [:]
  public var background: ColorValue?
  public var cornerRadius = 0.0
  public var children: [Component] = []
  /// A `UIPointerInteraction` on the stack's view.
  public var pointerInteraction: PointerInteraction?
  /// `UIAccessibility` keys (`isAccessibilityElement: true` makes the stack one element).
  public var accessibility = AccessibilityOverrides()
  public init() {}

  /// UIView's default layout margins: 8 points on each side.
  package static let defaultLayoutMargins = DirectionalEdgeInsets(all: 8)

  /// Where the children are laid out inside the stack's bounds: the layout margins when
  /// `isLayoutMarginsRelativeArrangement`, else `padding`.
  package var arrangementInsets: DirectionalEdgeInsets {
    isLayoutMarginsRelativeArrangement ? directionalLayoutMargins ?? Self.defaultLayoutMargins : padding
  }

  /// The spacing after child `i`: its custom spacing, else `spacing`.
  package func spacing(after i: Int) -> Double { customSpacing[i] ?? spacing }

  /// The spacings between the children, in order.
  package var gaps: [Double] { (0..<max(0, children.count - 1)).map(spacing(after:)) }
}

extension Stack.Axis: PropertyChoice {}
extension Stack.Alignment: PropertyChoice {}
extension Stack.Distribution: PropertyChoice {}

extension Stack {
  /// One `setCustomSpacing(_:after:)`: the spacing after the child at index `after`.
  public struct CustomSpacing: KeyedValue {
    public var after = 0
    public var spacing = 0.0
    public init() {}
    public init(after: Int, spacing: Double) {
      self.after = after
      self.spacing = spacing
    }

    package static let keys: [ModelKey<CustomSpacing>] = [
      ModelKey(
        "after", \.after, .integer(0...10_000), "The index of the child the spacing follows.",
        missing: "a custom spacing needs \"after\" (a child's index)"),
      ModelKey(
        "spacing", \.spacing, .number(-10_000...10_000), "Points after that child.",
        missing: "a custom spacing needs \"spacing\""),
    ]
  }

  /// `customSpacing` as its JSON key lists it: in the children's order.
  var customSpacings: [CustomSpacing] {
    get { customSpacing.keys.sorted().map { CustomSpacing(after: $0, spacing: customSpacing[$0]!) } }
    set { customSpacing = Dictionary(newValue.map { ($0.after, $0.spacing) }) { _, last in last } }
  }

  /// `padding` as its key writes it, the edges that are not 0: none when the children are laid
  /// out in the margins (the key is refused then).
  var paddingKey: EdgeInsetsOverride? {
    get { isLayoutMarginsRelativeArrangement ? nil : EdgeInsetsOverride(nonZeroEdgesOf: padding) }
    set { padding = newValue?.insets ?? .zero }
  }
}

extension Stack: ComponentModel {
  public static let kind = "stack"
  package static let summary = "A `UIStackView`: lays its children out in a row or a column."
  package static let briefSummary = "A `UIStackView`."
  package static let keys: [ModelKey<Stack>] =
    [
      .cases("axis", \.axis, "`UIStackView.axis`: a column (`vertical`) or a row (`horizontal`)."),
      ModelKey(
        "spacing", \.spacing, .number(-10_000...10_000),
        "`UIStackView.spacing`: points between adjacent children; negative overlaps them, as UIKit allows."),
      ModelKey(
        "padding", \.paddingKey, .margins(edges: -10_000...10_000),
        "SwiftUI's `padding`: space between the stack's edges and its children, one number for every edge or some of `top`, `leading`, `bottom`, `trailing`, `horizontal` and `vertical` (an omitted edge is 0; UIKit: `directionalLayoutMargins` with `isLayoutMarginsRelativeArrangement`, which this key cannot be given with)."
      ),
      ModelKey(
        "isLayoutMarginsRelativeArrangement", \.isLayoutMarginsRelativeArrangement, .boolean,
        "`isLayoutMarginsRelativeArrangement`: lays the children out inside `directionalLayoutMargins` (8 points on each side unless set) rather than the bounds."
      ),
      ModelKey(
        "directionalLayoutMargins", \.directionalLayoutMargins, .insets,
        "`directionalLayoutMargins`: the margins `isLayoutMarginsRelativeArrangement` lays the children out in. Default 8 on each side."
      ),
      .cases(
        "alignment", \.alignment,
        "`UIStackView.Alignment`: how children sit across the axis (`top`/`bottom` for rows, `leading`/`trailing` for columns)."
      ),
      .cases(
        "distribution", \.distribution,
        "`UIStackView.Distribution`: `fill` (spacers take the free length), `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`; a row distributed otherwise than `fill` spreads across the width it is offered."
      ),
      ModelKey(
        "customSpacing", \.customSpacings, maxCount: 1000,
        "`setCustomSpacing(_:after:)`: `[{ \"after\": index, \"spacing\": points }]`, the spacing after a child instead of `spacing`."
      ),
      ModelKey("background", \.background, .color, "`backgroundColor` of the stack; omitted, transparent."),
      ModelKey(
        "cornerRadius", \.cornerRadius, .number(0...10_000), "`layer.cornerRadius` of the background, in points."),
      ModelKey(
        "children", \.children, .components(item: "An arranged subview."),
        "`arrangedSubviews`, in order (leading to trailing, top to bottom)."),
      ModelKey(
        "pointerInteraction", \.pointerInteraction, .pointerInteraction,
        "A `UIPointerInteraction` on the stack's view."),
    ] + ModelKey.inline(\.accessibility, AccessibilityOverrides.componentKeys)

  public func mappingComponents(_ transform: (Component) -> Component) -> Stack {
    var s = self
    s.children = s.children.map(transform)
    return s
  }

  /// Margins only with margin arrangement, and no `padding` with it (as `didDecode` checks).
  package static let keyRules: [KeyRule] = [
    .onlyWhenTrue("directionalLayoutMargins", flag: "isLayoutMarginsRelativeArrangement"),
    .notWhenTrue("padding", flag: "isLayoutMarginsRelativeArrangement"),
  ]

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    if isLayoutMarginsRelativeArrangement, p.has("padding") {
      throw p.error(
        "padding",
        "\"padding\" is the layout margins of a stack laid out in them; with \"isLayoutMarginsRelativeArrangement\" give \"directionalLayoutMargins\" instead"
      )
    }
    if !isLayoutMarginsRelativeArrangement, directionalLayoutMargins != nil {
      throw p.error(
        "directionalLayoutMargins",
        "the layout margins are used only with \"isLayoutMarginsRelativeArrangement\": true (or give \"padding\")")
    }
    var seen = Set<Int>()
    for o in p.objects("customSpacing") {
      let after = o.integer("after")!
      guard after < children.count - 1 else {
        throw o.error(
          "after",
          "no spacing follows child \(after): the stack has \(children.count) \(children.count == 1 ? "child" : "children"), and a spacing follows one that has a next"
        )
      }
      guard seen.insert(after).inserted else {
        throw o.error("after", "the spacing after child \(after) is used twice")
      }
    }
  }
}
