/// SwiftUI's alignment of a view inside a frame or an overlay (`Alignment`): the nine guides.
public enum FrameAlignment: String, Sendable, CaseIterable {
  case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing

  /// Where along the width a child sits: 0 leading, 0.5 centre, 1 trailing.
  public var horizontal: Double {
    switch self {
    case .leading, .topLeading, .bottomLeading: 0
    case .trailing, .topTrailing, .bottomTrailing: 1
    default: 0.5
    }
  }

  /// Where along the height a child sits: 0 top, 0.5 centre, 1 bottom.
  public var vertical: Double {
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
  public static func length(
    fixed: Double?, min: Double?, max: Double?, proposal: Double?, content: Double
  ) -> Double {
    if let fixed { return fixed }
    var r = content
    if let lo = min { r = Swift.max(lo, Swift.min(r, proposal ?? r)) }
    if let hi = max { r = Swift.min(hi, Swift.max(r, proposal ?? r)) }
    return r
  }

  /// The width proposed to the content: the fixed width, or the proposal within the bounds.
  public func contentProposal(width proposal: Double) -> Double {
    if let width { return width }
    return Swift.min(Swift.max(proposal, minWidth ?? 0), maxWidth ?? .infinity)
  }

  /// Whether the frame decides its width (or its height) rather than taking its content's.
  public var hasWidthRule: Bool { width != nil || minWidth != nil || maxWidth != nil }
  public var hasHeightRule: Bool { height != nil || minHeight != nil || maxHeight != nil }
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

/// What every component kind takes beside its own keys, as SwiftUI's view modifiers: a frame,
/// a layout priority, an offset and overlays. They are keys of the kind's object
/// (`{ "text": { "string": "Hi", "frame": { "maxWidth": "infinity" } } }`), read by the decoder
/// for every kind, so no kind declares them.
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

  static func property(_ name: String, _ summary: String) -> ControlProperty {
    ControlProperty(
      name,
      .object([
        ControlProperty("horizontal", .number(1...1000), "The priority along the width (`.horizontal`)."),
        ControlProperty("vertical", .number(1...1000), "The priority along the height (`.vertical`)."),
      ]), summary)
  }

  init?(_ p: ControlProperties?) {
    guard let p else { return nil }
    self.init(horizontal: p.number("horizontal"), vertical: p.number("vertical"))
  }

  var propertyValue: PropertyValue {
    .object(
      ControlProperties(compacting: [
        "horizontal": horizontal.map(PropertyValue.number), "vertical": vertical.map(PropertyValue.number),
      ]))
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

public struct ComponentModifiers: Sendable, Equatable, PropertyCoded {
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

  public init() {}

  public var isEmpty: Bool { self == ComponentModifiers() }

  static let alignmentNames = FrameAlignment.allCases.map(\.rawValue)

  /// The modifier keys, in the order the encoder writes them after a kind's own.
  public static let properties: [ControlProperty] = [
    ControlProperty(
      "frame",
      .object([
        ControlProperty("width", .number(0...10_000), "A fixed width in points."),
        ControlProperty("height", .number(0...10_000), "A fixed height in points."),
        ControlProperty("minWidth", .number(0...10_000), "The least width."),
        ControlProperty("maxWidth", .length(0...10_000), "The greatest width; `infinity` takes all that is offered."),
        ControlProperty("minHeight", .number(0...10_000), "The least height."),
        ControlProperty(
          "maxHeight", .length(0...10_000), "The greatest height; `infinity` takes all that is offered."),
        ControlProperty(
          "aspectRatio", .number(0.01...100), "`aspectRatio(_:contentMode: .fit)`: width over height."),
        ControlProperty.cases(
          "alignment", FrameAlignment.self, "Where the content sits in the frame. Default `center`.", default: .center),
      ]),
      "SwiftUI's `frame(width:height:)` / `frame(minWidth:maxWidth:minHeight:maxHeight:)`: the size the component takes, its content aligned inside."
    ),
    ControlProperty(
      "layoutPriority", .number(-1000...1000),
      "`layoutPriority`: in a row, higher priorities take their width before lower ones. Default 0.",
      default: .number(0)),
    AxisPriorities.property(
      "contentHuggingPriority",
      "`setContentHuggingPriority(_:for:)`: `{ \"horizontal\": 1…1000, \"vertical\": 1…1000 }`. In a stack with `fill` distribution and no spacer, once a child sets one along the stack's axis, the child with the lowest (texts and images 251, others 250; the first of equals) takes the length left over."
    ),
    AxisPriorities.property(
      "contentCompressionResistancePriority",
      "`setContentCompressionResistancePriority(_:for:)`: `{ \"horizontal\": 1…1000, \"vertical\": 1…1000 }`, default 750. Too little length: in a row the higher keep their width first; once a child sets one along the stack's axis, the lowest (equals together) shrink until the children fit."
    ),
    ControlProperty(
      "offset",
      .object([
        ControlProperty("x", .number(-10_000...10_000), "Points to the trailing side."),
        ControlProperty("y", .number(-10_000...10_000), "Points down."),
      ]), "`offset(x:y:)`: drawn moved by this much, without moving anything else."),
    ControlProperty(
      "overlay",
      .objects(
        [
          ControlProperty.cases(
            "alignment", FrameAlignment.self, "Where the overlay sits over the component. Default `center`.",
            default: .center),
          ControlProperty(
            "content", .component, "The component drawn over it.", missing: "an overlay needs \"content\""),
        ], maxCount: 10),
      "`overlay(alignment:content:)`: components drawn over this one in its frame (a badge on an icon's corner)."),
    ControlProperty(
      "background", .color,
      "`background(_:)`: a colour filling the component's frame behind it, rounded by `cornerRadius` (a kind with its own `background` key keeps that one's meaning)."
    ),
    ControlProperty(
      "cornerRadius", .number(0...10_000),
      "`clipShape(.rect(cornerRadius:))`: rounds the background and the border and clips the content to the frame (a kind with its own `cornerRadius` key keeps that one's meaning)."
    ),
    ControlProperty.cases(
      "cornerCurve", ImageComponent.CornerCurve.self,
      "`layer.cornerCurve` of `cornerRadius`: `continuous` is iOS's squircle. Default `circular`.", default: .circular),
    ControlProperty(
      "border",
      .object([
        ControlProperty("color", .color, "The line's colour.", missing: "a border needs a \"color\""),
        ControlProperty("width", .number(0...100), "The line's width in points. Default 1.", default: .number(1)),
      ]), "`border(_:width:)`: a line inside the frame's edge, rounded by `cornerRadius`."),
  ]

  /// The modifier keys of a kind's object, if any.
  public static let keys = properties.map(\.name)

  /// The modifiers a kind whose own keys are `own` takes: those it does not declare itself.
  static func properties(besides own: [String]) -> [ControlProperty] {
    properties.filter { !own.contains($0.name) }
  }

  init(_ p: ControlProperties) throws(Diagnostic) {
    if let f = p.object("frame") {
      frame = Frame(
        width: f.number("width"), height: f.number("height"), minWidth: f.number("minWidth"),
        maxWidth: f.number("maxWidth"), minHeight: f.number("minHeight"), maxHeight: f.number("maxHeight"),
        aspectRatio: f.number("aspectRatio"), alignment: f.choice("alignment", FrameAlignment.self) ?? .center)
      for (lo, hi) in [("minWidth", "maxWidth"), ("minHeight", "maxHeight")] {
        if let a = f.number(lo), let b = f.number(hi), a > b {
          throw f.error(lo, "\(lo) \(format(a)) is greater than \(hi) \(format(b)); a frame cannot be both")
        }
      }
      if f.number("width") != nil && (f.has("minWidth") || f.has("maxWidth")) {
        throw f.error("width", "give either a fixed \"width\" or \"minWidth\"/\"maxWidth\", not both")
      }
      if f.number("height") != nil && (f.has("minHeight") || f.has("maxHeight")) {
        throw f.error("height", "give either a fixed \"height\" or \"minHeight\"/\"maxHeight\", not both")
      }
    }
    layoutPriority = p.number("layoutPriority") ?? 0
    for key in ["contentHuggingPriority", "contentCompressionResistancePriority"]
    where AxisPriorities(p.object(key)) == AxisPriorities() {
      throw p.error(key, "give a \"horizontal\" or a \"vertical\" priority (1…1000)")
    }
    contentHuggingPriority = AxisPriorities(p.object("contentHuggingPriority"))
    contentCompressionResistancePriority = AxisPriorities(p.object("contentCompressionResistancePriority"))
    offset = p.object("offset").map { Point(x: $0.number("x") ?? 0, y: $0.number("y") ?? 0) }
    overlays = p.objects("overlay").map {
      Overlay(alignment: $0.choice("alignment", FrameAlignment.self) ?? .center, content: $0.component("content")!)
    }
    background = p.color("background")
    cornerRadius = p.number("cornerRadius")
    cornerCurve = p.choice("cornerCurve", ImageComponent.CornerCurve.self) ?? .circular
    border = p.object("border").map { Border(color: $0.color("color")!, width: $0.number("width") ?? 1) }
  }

  var propertyValues: ControlProperties {
    ControlProperties(compacting: [
      "frame": frame.map { f in
        .object(
          ControlProperties(compacting: [
            "width": f.width.map(PropertyValue.number), "height": f.height.map(PropertyValue.number),
            "minWidth": f.minWidth.map(PropertyValue.number), "maxWidth": f.maxWidth.map(PropertyValue.number),
            "minHeight": f.minHeight.map(PropertyValue.number), "maxHeight": f.maxHeight.map(PropertyValue.number),
            "aspectRatio": f.aspectRatio.map(PropertyValue.number),
            "alignment": f.alignment == .center ? nil : .choice(f.alignment),
          ]))
      },
      "layoutPriority": .number(layoutPriority),
      "contentHuggingPriority": contentHuggingPriority?.propertyValue,
      "contentCompressionResistancePriority": contentCompressionResistancePriority?.propertyValue,
      "offset": offset.map { o in .object(ControlProperties(["x": .number(o.x), "y": .number(o.y)])) },
      "overlay": overlays.isEmpty
        ? nil
        : .objects(
          overlays.map {
            ControlProperties(compacting: [
              "alignment": $0.alignment == .center ? nil : .choice($0.alignment), "content": .component($0.content),
            ])
          }),
      "background": background.map(PropertyValue.color), "cornerRadius": cornerRadius.map(PropertyValue.number),
      "cornerCurve": .choice(cornerCurve),
      "border": border.map { b in
        .object(
          ControlProperties(compacting: ["color": .color(b.color), "width": b.width == 1 ? nil : .number(b.width)]))
      },
    ])
  }
}
