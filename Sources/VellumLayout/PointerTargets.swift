/// What a stretch of render nodes is to the iPadOS pointer. Layout brackets elements with
/// `pointerMarker`/`endPointerMarker`; the pointer pass (`PointerEffects`) hit-tests them front
/// to back, draws the effect, and removes them.
package struct PointerMarker: Sendable, Equatable {
  package enum Role: Sendable, Equatable {
    /// An element with pointer behaviour.
    case target(PointerTarget)
    /// Text: the pointer is a vertical beam as tall as a line, held to the line under it. A
    /// label inside an element with pointer behaviour is part of that element; an editable
    /// field keeps its beam.
    case text(lineHeight: Double, firstLineTop: Double, lineCount: Int, isEditable: Bool = false)
    /// Takes the pointer but has no effect (a plain list row, a sheet, a control without one).
    case occluder
    /// A navigation bar or toolbar: an occluder that fades with a region's `barsAlpha`.
    case bars
    /// Nodes that fade out while the pointer is on a target naming `group` (the separators
    /// beside a hovered segment).
    case fades(group: Int)
  }
  package var role: Role
  package init(_ role: Role) { self.role = role }

  /// The marker seen in a mirror: regions and shapes flip inside the frame's `width`.
  func mirrored(width: Double) -> PointerMarker {
    guard case .target(var t) = role else { return self }
    func flip(_ r: Rect) -> Rect { Rect(x: width - r.maxX, y: r.y, width: r.width, height: r.height) }
    func flipShape(_ style: PointerStyle?) -> PointerStyle? {
      guard var s = style, case .roundedRect(let rect?, let inset, let radius)? = s.shape else { return style }
      s.shape = .roundedRect(flip(rect), insetBy: inset, cornerRadius: radius)
      return s
    }
    t.interaction.style = flipShape(t.interaction.style)
    t.interaction.regions = t.interaction.regions.map { r in
      var m = r
      m.rect = r.rect.map(flip)
      m.style = flipShape(r.style)
      return m
    }
    t.platter = t.platter.map(flip)
    return PointerMarker(.target(t))
  }
}

/// An element the pointer acts on, as UIKit's pointer interaction sees it.
package struct PointerTarget: Sendable, Equatable {
  /// The style and regions (in the marker frame's coordinates).
  package var interaction: PointerInteraction
  /// The element draws a background of its own (`automatic` lifts it rather than highlighting).
  package var hasBackground = false
  /// The element's corner radius (the lift's shadow and shine follow it).
  package var cornerRadius = 0.0
  /// The highlight platter when the style names no shape (a bar's padded item), in the frame's
  /// coordinates; nil: the frame.
  package var platter: Rect?
  package var platterRadius = PointerEffects.defaultCornerRadius
  /// Whether the platter and content drift toward the pointer (small elements), and how far at
  /// most: the platter, the content.
  package var parallax = true
  package var drift = 5.0
  package var contentDrift = 2.0
  /// A `fades` group hidden while the pointer is on this target.
  package var fadeGroup: Int?

  package init(_ interaction: PointerInteraction) { self.interaction = interaction }
  package init(style: PointerStyle) { self.interaction = PointerInteraction(style: style) }
}

extension ControlContext {
  /// `nodes` bracketed as a pointer target covering `frame`.
  func pointerTarget(_ target: PointerTarget, frame: Rect, _ nodes: [RenderNode]) -> [RenderNode] {
    engine.pointerMarked(.target(target), frame: frame, nodes)
  }

  /// `nodes` bracketed as a bar that takes the pointer and fades with a region's `barsAlpha`.
  func bars(frame: Rect, _ nodes: [RenderNode]) -> [RenderNode] {
    engine.pointerMarked(.bars, frame: frame, nodes)
  }

  /// A new group id for `fades` markers.
  func newFadeGroup() -> Int { engine.overlays.newFadeGroup() }
}

extension LayoutEngine {
  /// `nodes` between a marker of `role` and its end.
  func pointerMarked(_ role: PointerMarker.Role, frame: Rect, _ nodes: [RenderNode]) -> [RenderNode] {
    guard marksPointer else { return nodes }
    return [RenderNode(frame: frame, mark: .pointerMarker(PointerMarker(role)))] + nodes + [
      RenderNode(frame: frame, mark: .endPointerMarker)
    ]
  }

  /// Brackets a laid-out row for the pointer: its own `pointerInteraction` (background and
  /// content, which a lift raises together), else iPadOS's default: a sidebar row highlights with
  /// a platter the size of its pill, above its background and without drift; other rows take no
  /// effect.
  func markRowForPointer(_ cell: Cell, isSidebar: Bool, _ row: inout CellLayoutResult) {
    guard marksPointer else { return }
    let frame = Rect(x: 0, y: 0, width: row.width, height: row.height)
    var target: PointerTarget
    if let interaction = cell.pointerInteraction {
      target = PointerTarget(interaction)
      target.hasBackground = true
    } else if isSidebar, cell.content.style != .sidebarHeader {
      target = PointerTarget(style: PointerStyle(effect: .highlight))
    } else {
      return
    }
    target.parallax = false
    let begin = RenderNode(frame: frame, mark: .pointerMarker(PointerMarker(.target(target))))
    if cell.pointerInteraction != nil {
      row.background.insert(begin, at: 0)
    } else {
      row.content.insert(begin, at: 0)
    }
    row.content.append(RenderNode(frame: frame, mark: .endPointerMarker))
  }

  /// Brackets what was appended to `nodes` since `start` with a marker: the target of a
  /// component's `pointerInteraction`, or what `role` says.
  func markPointer(_ role: PointerMarker.Role, frame: Rect, from start: Int, in nodes: inout [RenderNode]) {
    guard marksPointer else { return }
    nodes.insert(RenderNode(frame: frame, mark: .pointerMarker(PointerMarker(role))), at: start)
    nodes.append(RenderNode(frame: frame, mark: .endPointerMarker))
  }
}
