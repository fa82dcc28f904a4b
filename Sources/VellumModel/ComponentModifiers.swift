/// SwiftUI's alignment of a view inside a frame or an overlay (`Alignment`): the nine guides.
public enum FrameAlignment: String, Sendable, CaseIterable {
  case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing

  /// Where along the width a child sits: 0 leading, 0.5 centre, 1 trailing.
  package var horizontal: Double {
    switch self {
    case .leading, .topLeading, .bottomLeading: 0
    case .trailing, .topTrailing, .bottomTrailing: 1
    default: 0.5
    }
  }

  /// Where along the height a child sits: 0 top, 0.5 centre, 1 bottom.
  package var vertical: Double {
    switch self {
    case .top, .topLeading, .topTrailing: 0
    case .bottom, .bottomLeading, .bottomTrailing: 1
    default: 0.5
    }
  }
}

/// SwiftUI's `.frame(width:height:alignment:)` and `.frame(minWidth:maxWidth:minHeight:maxHeight:)`
/// with `.aspectRatio(_:contentMode: .fit)`: the size a component takes, its content aligned
/// inside. A maximum may be `.infinity` (as much as is offered).
public struct Frame: Sendable, Equatable {
  public var width: Double?
  public var height: Double?
  public var minWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var maxHeight: Double?
  /// Width over height, fitted in the width the frame gets.
  public var aspectRatio: Double?
  public var alignment = FrameAlignment.center

  public init(
    width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, maxHeight: Double? = nil, aspectRatio: Double? = nil, alignment: FrameAlignment = .center
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.maxHeight = maxHeight
    self.aspectRatio = aspectRatio
    self.alignment = alignment
  }

  /// The frame's length along one dimension, as SwiftUI's flexible frame sizes itself: a
  /// fixed length wins; a minimum raises the content's length to it (but not past the
  /// proposal's need), a maximum lowers it, and grows it to the proposal when more is offered
  /// (`infinity`: all of it). `proposal` nil: none (the content's length, clamped).
  package static func length(
    fixed: Double?, min: Double?, max: Double?, proposal: Double?, content: Double
  ) -> Double {
    if let fixed { return fixed }
    var r = content
    if let lo = min { r = Swift.max(lo, Swift.min(r, proposal ?? r)) }
    if let hi = max { r = Swift.min(hi, Swift.max(r, proposal ?? r)) }
    return r
  }

  /// The width proposed to the content: the fixed width, or the proposal within the bounds.
  package func contentProposal(width proposal: Double) -> Double {
    if let width { return width }
    return Swift.min(Swift.max(proposal, minWidth ?? 0), maxWidth ?? .infinity)
  }

  /// Whether the frame decides its width (or its height) rather than taking its content's.
  package var hasWidthRule: Bool { width != nil || minWidth != nil || maxWidth != nil }
  package var hasHeightRule: Bool { height != nil || minHeight != nil || maxHeight != nil }
}

extension FrameAlignment: PropertyChoice {}

extension Frame: KeyedValue {
  public init() {}

  package static let keys: [ModelKey<Self>] = [
    ModelKey("width", \.width, .number(0...10_000), "A fixed width in points."),
    ModelKey("height", \.height, .number(0...10_000), "A fixed height in points."),
    ModelKey("minWidth", \.minWidth, .number(0...10_000), "The least width."),
    ModelKey("maxWidth", \.maxWidth, .length(0...10_000), "The greatest width; `infinity` takes all that is offered."),
    ModelKey("minHeight", \.minHeight, .number(0...10_000), "The least height."),
    ModelKey(
      "maxHeight", \.maxHeight, .length(0...10_000), "The greatest height; `infinity` takes all that is offered."),
    ModelKey(
      "aspectRatio", \.aspectRatio, .number(0.01...100), "`aspectRatio(_:contentMode: .fit)`: width over height."),
    .cases("alignment", \.alignment, "Where the content sits in the frame."),
  ]

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    for (lo, hi) in [("minWidth", "maxWidth"), ("minHeight", "maxHeight")] {
      if let a = p.number(lo), let b = p.number(hi), a > b {
        throw p.error(lo, "\(lo) \(format(a)) is greater than \(hi) \(format(b)); a frame cannot be both")
      }
    }
    if width != nil && (p.has("minWidth") || p.has("maxWidth")) {
      throw p.error("width", "give either a fixed \"width\" or \"minWidth\"/\"maxWidth\", not both")
    }
    if height != nil && (p.has("minHeight") || p.has("maxHeight")) {
      throw p.error("height", "give either a fixed \"height\" or \"minHeight\"/\"maxHeight\", not both")
    }
  }
}

/// SwiftUI's `.overlay(alignment:content:)`: a component drawn over another, in its frame.
public struct Overlay: Sendable, Equatable {
  public var alignment = FrameAlignment.center
  public var content: Component

  public init(alignment: FrameAlignment = .center, content: Component) {
    self.alignment = alignment
    self.content = content
  }
}

extension Overlay: KeyedValue {
  /// A placeholder content (an empty spacer) the required `content` key replaces.
  public init() { self.init(content: Component(Spacer())) }

  package static let keys: [ModelKey<Self>] = [
    .cases("alignment", \.alignment, "Where the overlay sits over the component."),
    ModelKey("content", \.content, .component, "The component drawn over it.", missing: "an overlay needs \"content\""),
  ]
}

/// A modifier's `offset`: `{ "x", "y" }` in points.
extension Point: KeyedValue {
  public init() { self.init(x: 0, y: 0) }

  package static let keys: [ModelKey<Self>] = [
    ModelKey("x", \.x, .number(-10_000...10_000), "Points to the trailing side."),
    ModelKey("y", \.y, .number(-10_000...10_000), "Points down."),
  ]
}

/// UIKit's layout priority per axis (`UILayoutPriority` for `.horizontal` and `.vertical`,
/// 1…1000): a content hugging or compression resistance priority, nil where not set.
public struct AxisPriorities: Sendable, Equatable {
  public var horizontal: Double?
  public var vertical: Double?
  public init(horizontal: Double? = nil, vertical: Double? = nil) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// The priority along `axis`, nil where not set.
  public subscript(axis: Stack.Axis) -> Double? {
    get { axis == .horizontal ? horizontal : vertical }
    set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
  }

}

extension AxisPriorities: KeyedValue {
  public init() {}

  package static let keys: [ModelKey<Self>] = [
    ModelKey("horizontal", \.horizontal, .number(1...1000), "The priority along the width (`.horizontal`)."),
    ModelKey("vertical", \.vertical, .number(1...1000), "The priority along the height (`.vertical`)."),
  ]

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    if self == AxisPriorities() { throw p.error(nil, "give a \"horizontal\" or a \"vertical\" priority (1…1000)") }
  }
}

/// `border(_:width:)`: its colour and width.
public struct Border: Sendable, Equatable {
  public var color: ColorValue
  public var width: Double
  public init(color: ColorValue, width: Double = 1) {
    self.color = color
    self.width = width
  }
}

extension Border: KeyedValue {
  /// A placeholder colour the required `color` key replaces.
  public init() { self.init(color: .system(.label)) }

  package static let keys: [ModelKey<Self>] = [
    ModelKey("color", \.color, .color, "The line's colour.", missing: "a border needs a \"color\""),
    ModelKey("width", \.width, .number(0...100), "The line's width in points."),
  ]
}

/// What every component kind takes beside its own keys, as SwiftUI's view modifiers: a frame,
/// priorities, an offset, overlays, a background, a corner radius, a border and glass. They are
/// keys of the kind's object (`{ "text": { "string": "Hi", "frame": { "maxWidth": "infinity" } } }`),
/// read by the decoder for every kind, so no kind declares them.
public struct ComponentModifiers: Sendable, Equatable {
  public var frame: Frame?
  /// `layoutPriority`: in a row, higher priorities take their width first. Default 0.
  public var layoutPriority = 0.0
  /// `setContentHuggingPriority(_:for:)`: in a stack whose children set one along its axis,
  /// the child with the lowest takes the free length.
  public var contentHuggingPriority: AxisPriorities?
  /// `setContentCompressionResistancePriority(_:for:)`: in a stack too short for its children,
  /// the lowest gives way first.
  public var contentCompressionResistancePriority: AxisPriorities?
  /// `offset(x:y:)`: drawn moved by this much, laid out where it was.
  public var offset: Point?
  public var overlays: [Overlay] = []
  /// `background(_:)`: a colour filling the component's frame behind it.
  public var background: ColorValue?
  /// `clipShape(.rect(cornerRadius:))`: rounds the background and the border, and clips the content.
  public var cornerRadius: Double?
  /// The curve of `cornerRadius`'s corners (`continuous`: iOS's squircle).
  public var cornerCurve = ImageComponent.CornerCurve.circular
  /// `border(_:width:)`: a line inside the frame's edge.
  public var border: Border?
  /// `glassEffect(_:in:)`: Liquid Glass behind the component, in its frame.
  public var glassEffect: GlassEffect?
  /// `glassEffectUnion(id:namespace:)`: in a `GlassEffectContainer`, glass sharing this id is
  /// one shape spanning them all.
  public var glassEffectUnion: String?

  public init() {}

  public var isEmpty: Bool { self == ComponentModifiers() }

  /// The modifiers a kind whose own keys are `own` takes: those it does not declare itself.
  static func properties(besides own: [String]) -> [PropertyDeclaration] {
    properties.filter { !own.contains($0.name) }
  }
}

extension ComponentModifiers: KeyedValue {
  /// The modifier keys, in the order the encoder writes them after a kind's own.
  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "frame", \.frame,
      "SwiftUI's `frame(width:height:)` / `frame(minWidth:maxWidth:minHeight:maxHeight:)`: the size the component takes, its content aligned inside."
    ),
    ModelKey(
      "layoutPriority", \.layoutPriority, .number(-1000...1000),
      "`layoutPriority`: in a row, higher priorities take their width before lower ones."),
    ModelKey(
      "contentHuggingPriority", \.contentHuggingPriority,
      "`setContentHuggingPriority(_:for:)`: `{ \"horizontal\": 1…1000, \"vertical\": 1…1000 }`. In a stack with `fill` distribution and no spacer, once a child sets one along the stack's axis, the child with the lowest (texts and images 251, others 250; the first of equals) takes the length left over."
    ),
    ModelKey(
      "contentCompressionResistancePriority", \.contentCompressionResistancePriority,
      "`setContentCompressionResistancePriority(_:for:)`: `{ \"horizontal\": 1…1000, \"vertical\": 1…1000 }`, default 750. Too little length: in a row the higher keep their width first; once a child sets one along the stack's axis, the lowest (equals together) shrink until the children fit."
    ),
    ModelKey("offset", \.offset, "`offset(x:y:)`: drawn moved by this much, without moving anything else."),
    ModelKey(
      "overlay", \.overlays, maxCount: 10,
      "`overlay(alignment:content:)`: components drawn over this one in its frame (a badge on an icon's corner)."),
    ModelKey(
      "background", \.background, .color,
      "`background(_:)`: a colour filling the component's frame behind it, rounded by `cornerRadius` (a kind with its own `background` key keeps that one's meaning)."
    ),
    ModelKey(
      "cornerRadius", \.cornerRadius, .number(0...10_000),
      "`clipShape(.rect(cornerRadius:))`: rounds the background and the border and clips the content to the frame (a kind with its own `cornerRadius` key keeps that one's meaning)."
    ),
    .cases(
      "cornerCurve", \.cornerCurve, "`layer.cornerCurve` of `cornerRadius`: `continuous` is iOS's squircle."),
    ModelKey("border", \.border, "`border(_:width:)`: a line inside the frame's edge, rounded by `cornerRadius`."),
    ModelKey(
      "glassEffect", \.glassEffect,
      .booleanOrObject(GlassEffect.properties, objectSummary: "`glassEffect(_:in:)`: the glass and its shape."),
      "SwiftUI's `glassEffect(_:in:)`: iOS 26's Liquid Glass behind the component, in its frame (after `frame`, behind `background`), drawn from what is painted behind it. `true` is regular glass in a capsule; an object gives `style`, `tint`, `shape` and `interactive`. Glass inside glass is not drawn (a warning).",
      decode: { (_, value, _) throws(Diagnostic) in
        switch value {
        case .bool(let on): return on ? GlassEffect() : nil
        case .object(var options): return try GlassEffect(&options)
        default: return nil
        }
      },
      encode: { _, glass in
        // Regular glass in a capsule is `true`.
        glass.map {
          let options = $0.minimalPropertyValues
          return options.values.isEmpty ? .bool(true) : .object(options)
        }
      }),
    ModelKey(
      "glassEffectUnion", \.glassEffectUnion, .text(maxLength: 100),
      "SwiftUI's `glassEffectUnion(id:namespace:)`: in a `glassEffectContainer`, the glass of the components sharing this id is one shape spanning them all (the first one's shape)."
    ),
  ]
}
