@_exported import VellumModel

/// The resolved, absolute description of an image: frames in points, colours final, nothing
/// optional and no UIKit words. The painter draws exactly this; its `dump()` is a snapshot.
public struct RenderTree: Sendable, Equatable {
  /// Canvas size in points.
  public var size: Size
  public var scale: Int
  public var background: Color
  public var layoutDirection: LayoutDirection
  /// Nodes in painting order (back to front): only what paints.
  public var nodes: [RenderNode]
  /// The accessibility elements beside the nodes, in the order layout placed them
  /// (`accessibilityElements()` puts them in VoiceOver's reading order). Layout carries them
  /// as `.accessibility` nodes while it works and moves them here at the end.
  public var accessibility: [PlacedAccessibilityElement]

  public init(
    size: Size, scale: Int, background: Color, layoutDirection: LayoutDirection, nodes: [RenderNode],
    accessibility: [PlacedAccessibilityElement] = []
  ) {
    self.size = size
    self.scale = scale
    self.background = background
    self.layoutDirection = layoutDirection
    self.nodes = nodes
    self.accessibility = accessibility
  }

  /// Moves the accessibility marks, in order, to `accessibility` (after what it holds there
  /// already): the last step of layout, once frames are final.
  mutating func separateAccessibility() {
    // Counted first and appended in place: a long list has an element a row, and neither the
    // side table nor the nodes are grown by doubling or copied.
    let count = nodes.reduce(0) { $0 + ($1.isAccessibilityElement ? 1 : 0) }
    guard count > 0 else { return }
    accessibility.reserveCapacity(accessibility.count + count)
    for node in nodes {
      guard case .accessibility(let e) = node.content else { continue }
      accessibility.append(PlacedAccessibilityElement(element: e, frame: node.frame, path: node.source?.path ?? ""))
    }
    nodes.removeAll { $0.isAccessibilityElement }
  }

  /// `accessibility`, then the elements still carried as nodes (a tree layout has not finished),
  /// in order.
  var allAccessibility: [PlacedAccessibilityElement] {
    accessibility
      + nodes.compactMap { node in
        guard case .accessibility(let e) = node.content else { return nil }
        return PlacedAccessibilityElement(element: e, frame: node.frame, path: node.source?.path ?? "")
      }
  }

  /// Device pixels wide and high.
  public var pixelWidth: Int { Self.pixels(size.width * Double(scale)) }
  public var pixelHeight: Int { Self.pixels(size.height * Double(scale)) }

  /// Rounds to whole pixels, saturating instead of trapping on huge or non-finite sizes.
  private static func pixels(_ v: Double) -> Int {
    guard v.isFinite else { return v > 0 ? Int.max : 0 }
    return Int(min(max(v.rounded(), -1e15), 1e15))
  }
}

/// One drawing operation with its frame.
public struct RenderNode: Sendable, Equatable {
  public var frame: Rect
  /// Painting is limited to this shape when set (a swiped cell slides under its bounds).
  public var clip: Clip? {
    get { if case .value(let c) = boxedClip { c } else { nil } }
    set { boxedClip = newValue.map { .value($0) } }
  }
  /// `clip` out of line: few nodes have one, and every node would pay for its size.
  private var boxedClip: Boxed<Clip>?
  /// The innermost component the node was drawn for; nil for what no component owns (the
  /// canvas background, a contact sheet's labels).
  public var source: NodeSource?

  public init(frame: Rect, kind: Kind, clip: Clip? = nil) {
    self.frame = frame
    self.content = .paint(kind)
    self.boxedClip = clip.map { .value($0) }
  }

  /// One of layout's marks over `frame`.
  package init(frame: Rect, mark: Content) {
    self.frame = frame
    self.content = mark
  }

  /// What the node paints. Only layout holds marks (`Content`), and a finished tree has none: a
  /// node made outside layout, or read from a `RenderTree`, always paints.
  public var kind: Kind {
    get {
      guard case .paint(let kind) = content else { preconditionFailure("a layout mark read as paint") }
      return kind
    }
    set { content = .paint(newValue) }
  }

  /// What the node paints, nil for a mark: for layout, whose node lists hold marks.
  package var paint: Kind? { if case .paint(let kind) = content { kind } else { nil } }

  /// The node as layout carries it: what it paints, or a mark of layout's own that paints
  /// nothing. Layout resolves the pointer against the marks and moves the accessibility elements
  /// to `RenderTree.accessibility`, so the tree it returns (and so the painter and the dump) holds
  /// only paint.
  package var content: Content

  package enum Content: Sendable, Equatable {
    case paint(Kind)
    /// Brackets around what a pointer target covers, resolved by `PointerEffects`.
    indirect case pointerMarker(PointerMarker)
    case endPointerMarker
    /// An element of the accessibility tree over the frame, moved to `RenderTree.accessibility`.
    indirect case accessibility(AccessibilityElement)
  }

  /// Whether the node is an accessibility element (a mark, it paints nothing).
  package var isAccessibilityElement: Bool { if case .accessibility = content { true } else { false } }

  /// The node moved by an offset (clip included).
  package func offsetBy(dx: Double, dy: Double) -> RenderNode {
    var n = self
    n.frame = frame.offsetBy(dx: dx, dy: dy)
    if let c = clip { n.clip?.rect = c.rect.offsetBy(dx: dx, dy: dy) }
    return n
  }

  /// Payloads larger than a fill's are `indirect` (boxed): a node is as big as its largest
  /// case, and a 2000-row list holds ~11,000 nodes.
  public enum Kind: Sendable, Equatable {
    /// A filled rectangle, rounded on the given corners.
    case fill(Color, cornerRadius: Double, corners: Corners)
    /// A stroke centred on the frame's rounded-rectangle outline, its corners continuous when
    /// `corners` holds `.continuous`.
    indirect case stroke(Color, width: Double, cornerRadius: Double, corners: Corners = .all)
    /// A soft drop shadow of a rounded rectangle.
    indirect case shadow(Color, blurRadius: Double, offsetY: Double, cornerRadius: Double)
    /// A shadow cast only outside the frame: under a translucent body (a menu) it must not show
    /// through.
    indirect case outerShadow(Color, blurRadius: Double, offsetY: Double, cornerRadius: Double)
    /// Blurs what is already painted under the frame, then lays the tint over it.
    indirect case backdropBlur(tint: Color, radius: Double, cornerRadius: Double)
    /// Liquid Glass over the frame's shape, drawn from what is painted behind it.
    indirect case glass(Glass)
    /// iOS 26's scroll edge effect over the frame: what is painted under it blurred and faded
    /// into a colour towards one edge.
    indirect case scrollEdgeEffect(ScrollEdgeEffect)
    indirect case text(TextRun)
    /// An SF Symbol (or a custom one) centred in the frame, as layout asks for it; the last pass
    /// of layout resolves it into a `symbolDrawing`, and the painter refuses it.
    indirect case symbol(Symbol)
    /// A symbol resolved into its layers (`RenderTree.resolveSymbols`): what the painter draws.
    indirect case symbolDrawing(SymbolDrawing)
    indirect case image(ImageDraw)
    /// A vector outline in points from the frame's origin, filled and/or stroked (round caps and joins).
    indirect case path(Path, fill: Color?, stroke: Color?, lineWidth: Double)
    /// Nodes up to the matching `endGroup` are painted together, then laid down at `opacity`
    /// (UIKit's view `alpha`: overlapping parts don't show through each other).
    case beginGroup(opacity: Double)
    case endGroup
    /// Nodes up to the matching `endTransform` are drawn scaled by `scale` about the top centre
    /// of this node's frame, then moved by `offsetX` and `offsetY` (a screen pushed back behind a
    /// sheet; an element lifted under the pointer).
    case beginTransform(scale: Double, offsetX: Double = 0, offsetY: Double)
    /// Nodes up to the matching `endTransform` are drawn scaled by `x` and `y` about the centre
    /// of this node's frame (a wheel's row turned away on its drum).
    case beginScale(x: Double, y: Double)
    case endTransform
    /// Nodes up to the matching `endClip` are painted only inside the frame's rectangle,
    /// rounded on `corners` (continuous when they hold `.continuous`), within any node's own
    /// `clip`: the screen inside a device frame.
    case beginClip(cornerRadius: Double, corners: Corners)
    case endClip
    /// The frame's rounded rectangle filled with `color` at `center` (from the frame's origin)
    /// fading to clear at `radius`: the specular highlight of a lifted element.
    indirect case radialGradient(Color, center: Point, radius: Double, cornerRadius: Double)
    /// The frame's rounded rectangle filled with colours spread evenly from its leading edge to
    /// its trailing edge (`vertical`: top to bottom): slider tracks, the colour spectrum.
    case linearGradient([Color], vertical: Bool, cornerRadius: Double)
  }
}

/// The component a node was drawn for: where it is in the document and what it is.
public struct NodeSource: Sendable, Hashable {
  /// The component's JSON path: `root.list.sections[1].items[2]`, `root.stack.children[0].slider`.
  public var path: String
  /// The component's kind: `cell`, `section`, `list`, `stack`, `text`, a control's key …
  public var kind: String

  public init(path: String, kind: String) {
    self.path = path
    self.kind = kind
  }
}

extension Array where Element == RenderNode {
  /// Attributes the nodes from `start` on that no inner component claimed to `source`.
  mutating func claim(from start: Int, for source: NodeSource) {
    guard start < count else { return }
    for i in start..<count where self[i].source == nil { self[i].source = source }
  }
}

/// Text laid out by the backend inside `frame` exactly as it was measured.
public struct TextRun: Sendable, Equatable {
  public var string: String
  public var font: FontDescriptor
  public var color: Color
  /// The width the text was measured and wraps at (the frame may be narrower when aligned).
  public var layoutWidth: Double
  /// 0 = unlimited.
  public var numberOfLines: Int
  public var lineBreakMode: LineBreakMode
  /// Resolved: `.leading` and `.natural` become left/right after mirroring.
  public var alignment: ResolvedAlignment
  public var direction: LayoutDirection
  /// Extra leading space on the first line (text wrapping under a small image).
  public var firstLineIndent: Double
  /// An attributed text's runs, in order, their strings making up `string`; empty for plain
  /// text, all in `font` and `color`.
  public var spans: [TextSpan]
  /// The document chose the colour (a label's `color`, a run's, a cell's `textProperties.color`),
  /// not the system: the accessibility audit holds it to the contrast minimum.
  public var hasOwnColor: Bool
  /// Where the lines laid out `layoutWidth` wide start, from the frame's origin: the alignment's
  /// offset (a right-aligned run ends at the frame's right edge) and the backend's own (the
  /// baseline its fonts need, a line breaker's slack). Decided by the last step of layout
  /// (`RenderTree.resolveTexts(_:)`, `LayoutResources.textOrigin`); the painter moves there.
  public var layoutOrigin = Point(x: 0, y: 0)
  /// Where each line after the first starts (UTF-8 offsets into `string`), as layout measured the
  /// run at `layoutWidth`: the painter's layout breaks there and nowhere else. Nil when the
  /// measurer did not say (the painter's layout then breaks where it finds room).
  public var lineStarts: [Int]?
  /// What truncation cut out (`numberOfLines` lines `layoutWidth` wide, `lineBreakMode`), as layout
  /// measured it: the painter draws these cuts. Empty when nothing is cut; nil when the measurer
  /// did not say (the painter's layout then truncates where it must).
  public var elisions: [TextElision]?

  public init(
    string: String, font: FontDescriptor, color: Color, layoutWidth: Double, numberOfLines: Int,
    lineBreakMode: LineBreakMode, alignment: ResolvedAlignment, direction: LayoutDirection, firstLineIndent: Double = 0,
    spans: [TextSpan] = [], hasOwnColor: Bool = false
  ) {
    self.hasOwnColor = hasOwnColor
    self.spans = spans
    self.firstLineIndent = firstLineIndent
    self.string = string
    self.font = font
    self.color = color
    self.layoutWidth = layoutWidth
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.alignment = alignment
    self.direction = direction
  }
}

/// One run of an attributed text, resolved (`NSAttributedString`'s attributes as values): its
/// piece of the text and how that piece is set.
public struct TextSpan: Sendable, Hashable {
  public var string: String
  public var font: FontDescriptor
  public var color: Color
  /// Filled behind the run's line box; nil, nothing.
  public var backgroundColor: Color?
  public var underline: Bool
  public var strikethrough: Bool
  /// Points the run sits above the baseline (negative: below).
  public var baselineOffset: Double
  /// Points added after each character, over the font's own tracking.
  public var kern: Double
  /// The run's link URL (it is drawn as any run; accessibility reads it).
  public var link: String?

  public init(
    string: String, font: FontDescriptor, color: Color, backgroundColor: Color? = nil, underline: Bool = false,
    strikethrough: Bool = false, baselineOffset: Double = 0, kern: Double = 0, link: String? = nil
  ) {
    self.string = string
    self.font = font
    self.color = color
    self.backgroundColor = backgroundColor
    self.underline = underline
    self.strikethrough = strikethrough
    self.baselineOffset = baselineOffset
    self.kern = kern
    self.link = link
  }
}

public enum ResolvedAlignment: String, Sendable, Equatable { case left, center, right, justified }

public struct Symbol: Sendable, Equatable {
  /// The SF Symbol name asked for.
  public var name: String
  /// How it is drawn (SymbolCatalog), or a custom symbol's file.
  public var recipe: SymbolRecipe
  /// The em size: the 24-unit grid spans this many points (scale included).
  public var pointSize: Double
  public var weight: FontWeight
  /// `UIImage.SymbolScale` (already in `pointSize`): a custom symbol's template picks the
  /// variant of this scale.
  public var scale: SymbolScale
  /// The tint: the primary layer's colour.
  public var color: Color
  public var renderingMode: SymbolRenderingMode
  /// `palette` colours, primary first; a layer past the end takes the last.
  public var paletteColors: [Color]

  public init(
    name: String, recipe: SymbolRecipe, pointSize: Double, weight: FontWeight = .regular, scale: SymbolScale = .medium,
    color: Color, renderingMode: SymbolRenderingMode = .monochrome, paletteColors: [Color] = []
  ) {
    self.name = name
    self.recipe = recipe
    self.pointSize = pointSize
    self.weight = weight
    self.scale = scale
    self.color = color
    self.renderingMode = renderingMode
    self.paletteColors = paletteColors
  }
}

/// How an image's pixels fill its frame (UIKit's content modes, as the tree states them).
public enum ImageFit: String, Sendable, Equatable {
  case scaleToFill, scaleAspectFit, scaleAspectFill, center

  /// The fit a model's content mode asks for.
  package init(_ mode: ImageComponent.ContentMode) {
    switch mode {
    case .scaleToFill: self = .scaleToFill
    case .scaleAspectFit: self = .scaleAspectFit
    case .scaleAspectFill: self = .scaleAspectFill
    case .center: self = .center
    }
  }
}

public struct ImageDraw: Sendable, Equatable {
  /// Path relative to the document's folder.
  public var path: String
  public var fit: ImageFit
  public var cornerRadius: Double
  /// The clip's corners are continuous (`cornerCurve = .continuous`), not circular.
  public var hasContinuousCorners = false
  /// The image's own size in pixels.
  public var pixelSize: Size
  /// Device pixels per point of the image's pixels when they are not the canvas's (an image
  /// set's entry): its natural size, as `center` draws it.
  public var scale: Int? = nil
  /// Drawn as a template: the image's alpha filled with this colour (`renderingMode` template).
  public var tint: Color? = nil
  /// Where the image's pixels go, decided by layout from the node's final frame, the content
  /// mode and the canvas scale (`RenderTree.resolvingImagePlacements()`); the frame, rounded
  /// by `cornerRadius`, clips them. Nil draws nothing: an empty frame or image.
  public var placement: ImagePlacement? = nil
}

/// An image's pixels on the canvas: the top-left corner of the whole image and the points each
/// pixel covers, across and down.
public struct ImagePlacement: Sendable, Equatable {
  public var origin: Point
  public var scaleX: Double
  public var scaleY: Double

  public init(origin: Point, scaleX: Double, scaleY: Double) {
    self.origin = origin
    self.scaleX = scaleX
    self.scaleY = scaleY
  }

  /// UIKit's content modes in `frame`, for an image of `pixelSize` whose pixels are at `scale`
  /// (the canvas's, or an image set entry's): stretched (`scaleToFill`), fitted or filled
  /// keeping the aspect ratio, or at its natural size (`center`, `scale` pixels a point);
  /// always centred.
  package init?(_ mode: ImageFit, pixelSize: Size, in frame: Rect, scale: Int) {
    let w = pixelSize.width
    let h = pixelSize.height
    guard w > 0, h > 0, frame.width > 0, frame.height > 0 else { return nil }
    var sx = frame.width / w
    var sy = frame.height / h
    switch mode {
    case .scaleToFill: break
    case .scaleAspectFit:
      sx = min(sx, sy)
      sy = sx
    case .scaleAspectFill:
      sx = max(sx, sy)
      sy = sx
    case .center:
      sx = 1 / Double(scale)
      sy = sx
    }
    origin = Point(x: frame.midX - w * sx / 2, y: frame.midY - h * sy / 2)
    scaleX = sx
    scaleY = sy
  }
}

extension RenderTree {
  /// Decides where every text's lines start (`TextRun.layoutOrigin`) from its node's frame as it
  /// is now, where its lines break (`TextRun.lineStarts`) and what truncation cuts out of it
  /// (`TextRun.elisions`), as `resources` lays text out: with the images' placements, the last
  /// step of layout.
  package mutating func resolveTexts(_ resources: any LayoutResources) {
    for i in nodes.indices {
      guard case .text(var run) = nodes[i].paint else { continue }
      run.layoutOrigin = resources.textOrigin(run, frameWidth: nodes[i].frame.width)
      let lines = resources.measuredLines(run)
      run.lineStarts = lines?.lineStarts
      run.elisions = lines?.elisions
      nodes[i].kind = .text(run)
    }
  }

  /// Decides every image's placement from its node's frame as it is now: the last step of
  /// layout, after mirroring, pixel snapping and composing contact sheets.
  mutating func resolveImagePlacements() {
    for i in nodes.indices {
      guard case .image(var image) = nodes[i].paint else { continue }
      image.placement = ImagePlacement(
        image.fit, pixelSize: image.pixelSize, in: nodes[i].frame, scale: image.scale ?? scale)
      nodes[i].kind = .image(image)
    }
  }
}

/// Which corners of a rectangle are rounded (`CACornerMask`), in left-to-right terms.
public struct Corners: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let topLeft = Corners(rawValue: 1)
  public static let topRight = Corners(rawValue: 2)
  public static let bottomLeft = Corners(rawValue: 4)
  public static let bottomRight = Corners(rawValue: 8)
  public static let top: Corners = [.topLeft, .topRight]
  public static let bottom: Corners = [.bottomLeft, .bottomRight]
  public static let all: Corners = [.top, .bottom]
  /// Not a corner: the rounded corners are continuous (iOS's squircle, `cornerCurve =
  /// .continuous`, the curvature easing in along the edges) rather than circular arcs.
  public static let continuous = Corners(rawValue: 16)
  /// The corners alone, without `continuous`.
  public var roundedCorners: Corners { subtracting(.continuous) }
}

/// A clipping shape: a rectangle rounded on the given corners.
public struct Clip: Sendable, Equatable {
  public var rect: Rect
  public var cornerRadius: Double
  public var corners: Corners
  public init(rect: Rect, cornerRadius: Double = 0, corners: Corners = []) {
    self.rect = rect
    self.cornerRadius = cornerRadius
    self.corners = corners
  }
}

extension RenderTree {
  /// The first bracket that does not close where it should (a `beginGroup` without its
  /// `endGroup`, an `endTransform` closing a group, a marker left open), as "node 12: …"; nil
  /// when every group, transform, clip and pointer marker closes in order. Layout makes every tree
  /// balanced; a test holds every sample to it, so painters never guess where a bracket ends.
  package var bracketProblem: String? { nodes.bracketProblem }
}

/// The kinds of bracket a render tree holds.
private enum Bracket: String {
  case group, transform, clip
  case pointerMarker = "pointer marker"
}

extension Array where Element == RenderNode {
  /// See `RenderTree.bracketProblem`.
  var bracketProblem: String? {
    var open: [(Bracket, Int)] = []
    for (i, node) in enumerated() {
      let closing: Bracket
      switch node.content {
      case .paint(.beginGroup):
        open.append((.group, i))
        continue
      case .paint(.beginTransform), .paint(.beginScale):
        open.append((.transform, i))
        continue
      case .pointerMarker:
        open.append((.pointerMarker, i))
        continue
      case .paint(.beginClip):
        open.append((.clip, i))
        continue
      case .paint(.endGroup): closing = .group
      case .paint(.endClip): closing = .clip
      case .paint(.endTransform): closing = .transform
      case .endPointerMarker: closing = .pointerMarker
      default: continue
      }
      guard let (last, at) = open.popLast() else {
        return "node \(i): an end of a \(closing.rawValue) that is not open"
      }
      guard last == closing else {
        return "node \(i): the end of a \(closing.rawValue) closes the \(last.rawValue) opened at node \(at)"
      }
    }
    if let (last, at) = open.last { return "node \(at): a \(last.rawValue) that never closes" }
    return nil
  }
}

extension RenderNode {
  /// The area a node may paint: its frame grown by shadows and text overhang.
  package var reach: Rect {
    let grow: Double
    switch paint {
    case .shadow(_, let blur, let dy, _), .outerShadow(_, let blur, let dy, _): grow = blur * 2 + abs(dy)
    case .text(let t):
      grow = t.spans.reduce(t.font.size) { max($0, $1.font.size + abs($1.baselineOffset)) }
    case .symbol(let s): grow = s.pointSize
    case .symbolDrawing(let d): grow = d.symbol.pointSize
    case .stroke(_, let w, _, _): grow = w
    // The light look's shadow.
    case .glass: grow = Glass.shadowReach
    default: grow = 1
    }
    return frame.inset(by: EdgeInsets(top: -grow, left: -grow, bottom: -grow, right: -grow))
  }

  /// Whether the node paints the same pixels wherever the painter's strips are cut: fills,
  /// strokes, paths, text and symbols (`Renderer.isStripInvariant`).
  package var paintsSameAtAnyStripCut: Bool {
    switch content {
    // A clip is drawn at the pixels it covers, wherever the strip starts (as a node's own clip is).
    case .paint(.fill), .paint(.stroke), .paint(.path), .paint(.text), .paint(.beginClip), .paint(.endClip): true
    // A symbol that knocks out is drawn on a pixel-aligned surface of its own (SymbolPainter).
    case .paint(.symbol), .paint(.symbolDrawing): true
    // Marks paint nothing.
    case .accessibility, .pointerMarker, .endPointerMarker: true
    default: false
    }
  }
}
