/// Menus presented above the screen, collected while the screen is laid out.
final class OverlayCollector {
  enum Request {
    /// A menu anchored to the frame of what opened it.
    case menu(Menu, source: Rect)
    /// A context menu: the lifted view's nodes and frame, drawn on the screen through `placed`
    /// (the view's content scaled with a sheet's card, moved by an offset).
    case contextMenu(Menu, preview: [RenderNode], frame: Rect, placed: Transform = .identity)
    /// A card drawn from the screen frame of what opened it (a compact date picker's calendar
    /// below its pill, the toolbar editor below its bar): `draw` runs once that frame is final.
    case anchored(source: Rect, draw: (Rect) -> [RenderNode])

    /// The request for a source that `t` moved after it was drawn: what it opens from follows
    /// the source; what it presents keeps its size.
    func transformed(by t: Transform) -> Request {
      switch self {
      case .menu(let menu, let source): .menu(menu, source: t.apply(source))
      case .contextMenu(let menu, let preview, let frame, let placed):
        if placed == .identity && t.scale == 1 {
          .contextMenu(menu, preview: preview.map { $0.offsetBy(dx: t.dx, dy: t.dy) }, frame: t.apply(frame))
        } else {
          .contextMenu(menu, preview: preview, frame: frame, placed: t.after(placed))
        }
      case .anchored(let source, let draw): .anchored(source: t.apply(source), draw: draw)
      }
    }
  }

  /// What moves content after it is drawn: a uniform scale, then a move; `p ↦ scale · p + (dx, dy)`.
  struct Transform: Equatable {
    var scale = 1.0
    var dx = 0.0
    var dy = 0.0

    static let identity = Transform()

    /// A move by `dx`, `dy`.
    init(dx: Double = 0, dy: Double = 0) {
      self.dx = dx
      self.dy = dy
    }

    /// What a `beginTransform` node over `frame` does: scales by `scale` about the frame's top
    /// centre, then moves by `offsetX`, `offsetY`.
    init(scale: Double, aboutTopCentreOf frame: Rect, offsetX: Double = 0, offsetY: Double = 0) {
      self.scale = scale
      dx = frame.midX + offsetX - scale * frame.midX
      dy = frame.y + offsetY - scale * frame.y
    }

    func apply(_ p: Point) -> Point { Point(x: scale * p.x + dx, y: scale * p.y + dy) }

    func apply(_ r: Rect) -> Rect {
      Rect(x: scale * r.x + dx, y: scale * r.y + dy, width: scale * r.width, height: scale * r.height)
    }

    /// `t`, then this transform.
    func after(_ t: Transform) -> Transform {
      var m = Transform(dx: scale * t.dx + dx, dy: scale * t.dy + dy)
      m.scale = scale * t.scale
      return m
    }

    /// The bracket that draws what it holds through this transform: its begin and end nodes
    /// over `frame` (where the content is before the transform).
    func bracket(over frame: Rect) -> (begin: RenderNode, end: RenderNode) {
      let anchor = Point(x: frame.midX, y: frame.y)
      let to = apply(anchor)
      return (
        RenderNode(
          frame: frame, kind: .beginTransform(scale: scale, offsetX: to.x - anchor.x, offsetY: to.y - anchor.y)),
        RenderNode(frame: frame, kind: .endTransform)
      )
    }
  }

  /// Each request with the component it is presented for.
  private(set) var requests: [(request: Request, source: NodeSource)] = []
  private var fadeGroups = 0

  /// The bar button items placed so far, each with its frame and `BarButtonItem.anchorNames`:
  /// what an action sheet's `barButtonItem` points at.
  private(set) var barButtons: [(names: [String], frame: Rect)] = []

  func append(_ request: Request, source: NodeSource) { requests.append((request, source)) }

  /// How many requests and bar buttons there are: what a `Span` starts at.
  struct Mark {
    var requests: Int
    var barButtons: Int
  }

  /// The requests and bar buttons a part of the screen made (its rows, its content).
  struct Span {
    var requests: Range<Int>
    var barButtons: Range<Int>

    static let empty = Span(requests: 0..<0, barButtons: 0..<0)
    var isEmpty: Bool { requests.isEmpty && barButtons.isEmpty }
  }

  /// The requests and bar buttons made from here on: `presented(since:)` takes the span they fill.
  var mark: Mark { Mark(requests: requests.count, barButtons: barButtons.count) }

  /// The requests and bar buttons made since `mark`.
  func presented(since mark: Mark) -> Span {
    Span(requests: mark.requests..<requests.count, barButtons: mark.barButtons..<barButtons.count)
  }

  /// Moves the requests and bar buttons in `span` by `dx`, `dy`: what made them was laid out at
  /// its own origin (a list's row, a list) and has been moved to its place on the screen.
  func translate(_ span: Span, dx: Double, dy: Double) {
    guard dx != 0 || dy != 0 else { return }
    transform(span, by: Transform(dx: dx, dy: dy))
  }

  /// Applies `t` to the requests and bar buttons in `span`: what made them has been drawn
  /// through `t` (scaled with a sheet's card, pushed back behind a sheet, offset).
  func transform(_ span: Span, by t: Transform) {
    guard t != .identity else { return }
    for i in span.requests { requests[i].request = requests[i].request.transformed(by: t) }
    for i in span.barButtons { barButtons[i].frame = t.apply(barButtons[i].frame) }
  }

  func noteBarButton(_ names: [String], frame: Rect) { barButtons.append((names, frame)) }

  /// A new id for a group of nodes that fade under the pointer (`PointerMarker.Role.fades`).
  func newFadeGroup() -> Int {
    fadeGroups += 1
    return fadeGroups
  }
}

extension LayoutEngine {
  /// The rows a menu shows, flattened: inline sections become bands, deferred items their rows.
  enum MenuRow {
    case header(String)
    case action(MenuAction)
    case submenu(Menu)
    /// The header of a submenu expanded over its parent: its title and image, `chevron.down`.
    case expandedHeader(Menu)
    case loading
    case palette([MenuElement])
    /// An inline section of small or medium elements: one row of equal cells.
    case elements([MenuElement], Menu.ElementSize)
    case band
  }

  func menuRows(_ menu: Menu, top: Bool = true) -> [MenuRow] {
    var rows: [MenuRow] = []
    if top, let title = menu.title, !title.isEmpty { rows.append(.header(title)) }
    func add(_ children: [MenuElement]) {
      for child in children {
        switch child {
        case .action(let a) where !a.attributes.contains(.hidden): rows.append(.action(a))
        case .action: break
        case .menu(let m) where m.options.contains(.displayAsPalette):
          rows.append(.band)
          rows.append(.palette(m.children))
          rows.append(.band)
        case .menu(let m) where m.options.contains(.displayInline) && m.preferredElementSize != .large:
          rows.append(.band)
          rows.append(
            .elements(
              m.children.filter { if case .action(let a) = $0 { !a.attributes.contains(.hidden) } else { true } },
              m.preferredElementSize))
          rows.append(.band)
        case .menu(let m) where m.isInline:
          rows.append(.band)
          if let title = m.title, !title.isEmpty { rows.append(.header(title)) }
          add(m.children)
          rows.append(.band)
        case .menu(let m): rows.append(.submenu(m))
        case .deferred(nil): rows.append(.loading)
        case .deferred(let items?): add(items)
        }
      }
    }
    add(menu.children)
    // No band at either end or twice in a row.
    var cleaned: [MenuRow] = []
    for row in rows {
      if case .band = row {
        if cleaned.isEmpty { continue }
        if case .band? = cleaned.last { continue }
      }
      cleaned.append(row)
    }
    if case .band? = cleaned.last { cleaned.removeLast() }
    return cleaned
  }

  /// Where a menu opens from `source` (spec §12): below it in the top half of the screen, above
  /// it in the bottom half; leading-, centre- or trailing-aligned by the third it is in; at
  /// least 8 pt from the edges.
  /// A canvas that grows to fit has no bottom half: menus open below their source there.
  func menuOrigin(_ size: Size, source: Rect, canvas: Size, growsToFit: Bool = false) -> Point {
    // On iOS 26 a source is at least a 44 pt glass platter round what it shows (estimate).
    var source = source
    if design.menu != nil {
      let w = max(source.width, 44)
      let h = max(source.height, 44)
      source = Rect(x: source.midX - w / 2, y: source.midY - h / 2, width: w, height: h)
    }
    let third = canvas.width / 3
    var x: Double
    if source.midX < third {
      x = source.x
    } else if source.midX > 2 * third {
      x = source.maxX - size.width
    } else {
      x = source.midX - size.width / 2
    }
    x = min(max(8, x), max(8, canvas.width - 8 - size.width))
    let below = growsToFit || source.midY < canvas.height / 2
    var y = below ? source.maxY + 8 : source.y - 8 - size.height
    // iOS 26's menu grows out of its source: over it, from its top edge (or its bottom one).
    if design.menu != nil { y = below ? source.y : source.maxY - size.height }
    return Point(x: x, y: max(8, y))
  }

  /// Lays out the collected overlays above a screen `canvasHeight` tall.
  func presentOverlays(canvasHeight: Double, growsToFit: Bool = false) -> (nodes: [RenderNode], bottom: Double) {
    var nodes: [RenderNode] = []
    var bottom = 0.0
    let canvasSize = Size(width: canvas.width, height: canvasHeight)
    var contextMenuShown = false
    var menuShown = false
    for (request, source) in overlays.requests {
      let start = nodes.count
      defer { nodes.claim(from: start, for: source) }
      switch request {
      case .menu(let menu, let source):
        // iOS shows one menu at a time: the first one presented (the decoder warns of the rest).
        if menuShown { continue }
        menuShown = true
        let panel = menuPanel(menu)
        let origin = menuOrigin(panel.size, source: source, canvas: canvasSize, growsToFit: growsToFit)
        nodes += panel.draw(origin)
        bottom = max(bottom, origin.y + panel.extent + 8)
      case .anchored(let source, let draw):
        let drawn = draw(source)
        nodes += drawn
        bottom = max(bottom, (drawn.map(\.frame.maxY).max() ?? 0) + 8)
      case .contextMenu(let menu, let preview, let previewFrame, let placed):
        // iOS presents one context menu at a time: the first one presented.
        if contextMenuShown { continue }
        contextMenuShown = true
        // The screen blurs and dims behind the lifted view and its menu.
        let screen = Rect(x: 0, y: 0, width: canvas.width, height: canvasHeight)
        // iOS 26 blurs it without dimming.
        let tint = design.menu == nil ? Color(hex: "#0000002E")! : Color(hex: "#00000000")!
        nodes.append(RenderNode(frame: screen, kind: .backdropBlur(tint: tint, radius: 16, cornerRadius: 0)))
        let panel = menuPanel(menu)
        // The preview stays where it is drawn when the menu fits below it, else rises to make room.
        let frame = placed.apply(previewFrame)
        let gap = 16.0
        var top = frame.y
        let needed = frame.height + gap + panel.size.height
        if top + needed > canvasHeight - 8 { top = max(8, canvasHeight - 8 - needed) }
        let dy = top - frame.y
        let lifted = frame.offsetBy(dx: 0, dy: dy)
        // iOS 26 rounds the lifted view more, with continuous corners.
        let corner = design.menu?.previewCorner ?? 13
        let corners: Corners = design.menu == nil ? .all : [.all, .continuous]
        nodes.append(
          RenderNode(
            frame: lifted, kind: .shadow(Color(hex: "#00000033")!, blurRadius: 12, offsetY: 4, cornerRadius: corner)))
        nodes.append(
          RenderNode(
            frame: lifted,
            kind: .fill(
              environment.resolve(.system(.secondarySystemGroupedBackground)), cornerRadius: corner, corners: corners)))
        if placed == .identity {
          let clip = Clip(rect: lifted, cornerRadius: corner, corners: corners)
          for n in preview {
            var moved = n.offsetBy(dx: 0, dy: dy)
            moved.clip = clip
            nodes.append(moved)
          }
        } else {
          // The view lifts as big as it is drawn (a sheet's card scales it): its nodes go through
          // the transform that draws it there, clipped to its frame before it.
          let bracket = OverlayCollector.Transform(dx: 0, dy: dy).after(placed).bracket(over: previewFrame)
          let clip = Clip(rect: previewFrame, cornerRadius: corner / placed.scale, corners: corners)
          nodes.append(bracket.begin)
          for n in preview {
            var clipped = n
            clipped.clip = clip
            nodes.append(clipped)
          }
          nodes.append(bracket.end)
        }
        let origin = Point(
          x: min(max(8, lifted.x), max(8, canvas.width - 8 - panel.size.width)), y: lifted.maxY + gap)
        nodes += panel.draw(origin)
        bottom = max(bottom, origin.y + panel.extent + 8)
      }
    }
    return (nodes, bottom)
  }
}

extension MenuView: ControlLayout {
  var disabledOpacity: Double? { nil }
  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    laidOut(ctx, proposedWidth: proposedWidth).size
  }
  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    laidOut(ctx, proposedWidth: frame.width).nodes(frame, ctx)
  }

  /// The panel built once, whatever the width offered, and drawn at the frame's origin.
  func laidOut(_ ctx: ControlContext, proposedWidth: Double) -> ControlLaidOut {
    let panel = ctx.engine.menuPanel(menu)
    return ControlLaidOut(size: Size(width: panel.size.width, height: panel.extent), width: nil) { frame, _ in
      panel.draw(Point(x: frame.x, y: frame.y))
    }
  }
}

extension ContextMenu: ControlLayout {
  var fillsWidth: Bool { true }
  var disabledOpacity: Double? { nil }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    laidOut(ctx, proposedWidth: proposedWidth).size
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    laidOut(ctx, proposedWidth: frame.width).nodes(frame, ctx)
  }

  /// The content laid out once (it lays itself out again for a frame of another width); the
  /// preview laid out when drawn, at the frame's width.
  func laidOut(_ ctx: ControlContext, proposedWidth width: Double) -> ControlLaidOut {
    let laidContent = content.map { ctx.engine.at("content").layout($0, width: width) }
    return ControlLaidOut(size: laidContent?.size ?? .zero, width: nil) { frame, ctx in
      nodes(in: frame, ctx, content: laidContent)
    }
  }

  private func nodes(in frame: Rect, _ ctx: ControlContext, content laidContent: LayoutResult?) -> [RenderNode] {
    var nodes: [RenderNode] = []
    laidContent?.emit(in: frame, chrome: ctx.engine.chrome, into: &nodes)
    if isMenuPresented {
      var lifted: [RenderNode] = []
      var liftedFrame = frame
      if let preview {
        let laidPreview = ctx.engine.at("preview").layout(preview, width: frame.width)
        liftedFrame = Rect(x: frame.x, y: frame.y, width: frame.width, height: laidPreview.size.height)
        laidPreview.emit(in: liftedFrame, chrome: ctx.engine.chrome, into: &lifted)
      } else {
        lifted = nodes
      }
      ctx.engine.present(.contextMenu(menu, preview: lifted, frame: liftedFrame))
    }
    return nodes
  }
}
