/// SwiftUI's modifiers as every component takes them (`ComponentModifiers`): the frame its
/// content is aligned in, its priority in a row, its offset, its overlays and its glass. The
/// engine applies them around the kind's own layout, so no kind knows of them.
extension Frame {
  /// The frame's size around content of `content` size offered `proposal` points of width
  /// (heights are not proposed: a column gives each child the height it asks for).
  func size(content: Size, proposal: Double) -> Size {
    var w = Frame.length(fixed: width, min: minWidth, max: maxWidth, proposal: proposal, content: content.width)
    var h = Frame.length(fixed: height, min: minHeight, max: maxHeight, proposal: nil, content: content.height)
    if let r = aspectRatio {
      if height != nil && width == nil { w = h * r } else { h = w / r }
    }
    if w.isInfinite { w = proposal }
    if h.isInfinite { h = content.height }
    return Size(width: w, height: h)
  }
}

extension Rect {
  /// A rectangle of `size` placed in this one by `alignment`.
  func aligning(_ size: Size, _ alignment: FrameAlignment) -> Rect {
    Rect(
      x: x + (width - size.width) * alignment.horizontal, y: y + (height - size.height) * alignment.vertical,
      width: size.width, height: size.height)
  }
}

extension Component {
  /// In a row, whether the component shares the width its fixed-size siblings leave: a fixed
  /// frame width never does, a frame that grows to `infinity` always does.
  func sharesRowWidth(in engine: LayoutEngine) -> Bool {
    if let f = modifiers.frame {
      if f.width != nil { return false }
      if f.maxWidth == .infinity { return true }
    }
    return layout.sharesRowWidth(in: engine)
  }

  /// Whether a stack along `axis` leaves the component its measured size across it instead of
  /// stretching it to `fill`: images, and frames that size that dimension themselves.
  func keepsMeasuredSize(across axis: Stack.Axis) -> Bool {
    if layout.stackTraits.keepsMeasuredSize { return true }
    guard let f = modifiers.frame else { return false }
    return f.aspectRatio != nil || (axis == .vertical ? f.hasWidthRule : f.hasHeightRule)
  }

  /// The content hugging priority along `axis`: the author's, else the kind's UIKit default.
  func contentHuggingPriority(along axis: Stack.Axis) -> Double {
    modifiers.contentHuggingPriority?[axis] ?? layout.stackTraits.contentHuggingPriority
  }

  /// The compression resistance priority along `axis`: the author's, else UIKit's 750.
  func compressionResistance(along axis: Stack.Axis) -> Double {
    modifiers.contentCompressionResistancePriority?[axis] ?? 750
  }

  /// Whether the component takes a share of a stack's free length along `axis`: spacers (unless
  /// a frame fixes their length there), and frames whose maximum there is `infinity`.
  func takesFreeLength(along axis: Stack.Axis) -> Bool {
    if layout.stackTraits.isFlexibleSpace { return !hasFixedFrameLength(along: axis) }
    guard let f = modifiers.frame else { return false }
    return (axis == .vertical ? f.maxHeight : f.maxWidth) == .infinity
  }

  /// Whether a frame gives the component its length along `axis` (`width` or `height`).
  func hasFixedFrameLength(along axis: Stack.Axis) -> Bool {
    (axis == .vertical ? modifiers.frame?.height : modifiers.frame?.width) != nil
  }
}

extension LayoutEngine {
  /// The size of `component` offered `width`, its frame applied.
  func measure(_ component: Component, width: Double) -> Size {
    guard let f = component.modifiers.frame else { return component.layout.measure(in: self, width: width) }
    let content = component.layout.measure(in: self, width: f.contentProposal(width: width))
    return f.size(content: content, proposal: width)
  }

  /// Places `component` in `frame` (its content aligned in it when it has a frame): its glass
  /// and background behind, its content clipped to the rounded frame when it has a corner radius,
  /// its border, then its overlays over it (not clipped: a badge overhangs the corner), and attributes the nodes no inner component claimed to it; an offset
  /// moves them all.
  func place(_ component: Component, in frame: Rect, into nodes: inout [RenderNode]) {
    let inner = inside(component)
    let layout = component.layout
    let size = component.modifiers.frame.map { layout.measure(in: self, width: $0.contentProposal(width: frame.width)) }
    let glass = drawnGlass(of: component)
    inner.decorate(component, in: frame, contentSize: size, glass: glass, into: &nodes) { content, nodes in
      layout.place(in: inner, frame: content, into: &nodes)
    }
  }

  /// `component` laid out offered `width` in `slot` (a new one unless its container keeps its
  /// children's), its frame applied: its kind laid out once for each width (the frame's content
  /// proposal, then the width the frame draws the content at), emitted with the modifiers around
  /// it as `place` draws them.
  func layout(_ component: Component, width: Double, slot: LayoutSlot = LayoutSlot()) -> LayoutResult {
    if measuresThenPlaces {
      return LayoutResult(width: width, size: measure(component, width: width)) { frame, chrome, nodes in
        self.with(chrome).place(component, in: frame, into: &nodes)
      }
    }
    let inner = inside(component)
    let m = component.modifiers
    let proposal = m.frame.map { $0.contentProposal(width: width) } ?? width
    let mark = overlays.mark
    let content = inner.layoutKind(component, width: proposal, slot: slot)
    // What the content presented as it was laid out (a list's rows): moved with its offset.
    let presented = m.offset == nil ? .empty : overlays.presented(since: mark)
    let size = m.frame.map { $0.size(content: content.size, proposal: width) } ?? content.size
    let glass = drawnGlass(of: component)
    return LayoutResult(width: width, size: size, relayout: { self.layout(component, width: $0, slot: slot) }) {
      frame, chrome, nodes in
      inner.with(chrome).decorate(
        component, in: frame, contentSize: m.frame == nil ? nil : content.size, glass: glass, presented: presented,
        into: &nodes
      ) {
        rect, nodes in
        let drawn =
          content.reuses(width: rect.width) ? content : inner.layoutKind(component, width: rect.width, slot: slot)
        drawn.emit(in: rect, chrome: chrome, into: &nodes)
      }
    }
  }

  /// The engine for what `component` holds: its path, and inside glass when it has a glass
  /// effect.
  private func inside(_ component: Component) -> LayoutEngine {
    var e = at(component.kind)
    if component.modifiers.glassEffect != nil { e.isInGlass = true }
    return e
  }

  /// The glass effect `component` draws: none inside another's (iOS draws no glass on glass).
  private func drawnGlass(of component: Component) -> GlassEffect? {
    isInGlass ? nil : component.modifiers.glassEffect
  }

  /// The kind of `component` laid out offered `width` by this engine (the component's own), once
  /// for each width in `slot`.
  func layoutKind(_ component: Component, width: Double, slot: LayoutSlot) -> LayoutResult {
    layoutKind(component.layout, width: width, slot: slot)
  }

  /// `kind` laid out offered `width` by this engine (its component's own), once for each width
  /// in `slot`.
  func layoutKind(_ kind: any ComponentLayout, width: Double, slot: LayoutSlot) -> LayoutResult {
    slot.laidOut(width: width) { kind.layout(in: self, width: width, slot: slot) }
  }

  /// The width `component` takes offered `width` in `slot`, its frame applied: what
  /// `layout(_:width:slot:)` would make it, its kind asked only its width
  /// (`ComponentLayout.width`), once for each width in `slot`.
  func width(of component: Component, offered width: Double, slot: LayoutSlot) -> Double {
    let inner = at(component.kind)
    let kind = { (w: Double) in slot.width(offered: w) { component.layout.width(in: inner, offered: w, slot: slot) } }
    guard let f = component.modifiers.frame else { return kind(width) }
    // A frame's width depends on its content's width only (a height and an aspect ratio fix it
    // without the content's height).
    let content = kind(f.contentProposal(width: width))
    return f.size(content: Size(width: content, height: 0), proposal: width).width
  }

  /// Draws `component`'s modifiers around its content (`content` draws the kind into the rect it
  /// is given): `contentSize`, the kind's size at the frame modifier's content proposal, aligns
  /// it in `frame`; `glass` (the component's glass effect where it draws one) goes behind all.
  /// An offset moves what the component presents with it: what it presents as it draws, and
  /// `presented`, what it presented as it was laid out. This engine's path is the component's own.
  private func decorate(
    _ component: Component, in frame: Rect, contentSize: Size?, glass: GlassEffect?,
    presented: OverlayCollector.Span = .empty, into nodes: inout [RenderNode],
    content draw: (Rect, inout [RenderNode]) -> Void
  ) {
    let start = nodes.count
    let mark = overlays.mark
    let inner = self
    let layout = component.layout
    let m = component.modifiers
    var content = frame
    if let f = m.frame, let size = contentSize {
      let fills = layout.stackTraits.fillsInfiniteFrameWidth && f.maxWidth == .infinity
      content = frame.aligning(
        Size(width: fills ? frame.width : min(size.width, frame.width), height: min(size.height, frame.height)),
        f.alignment)
    }
    // A kind's own rounding (a stack's `cornerRadius`) shapes the border too.
    let own = layout.ownCorners
    let radius = m.cornerRadius ?? own?.radius ?? 0
    let curve = m.cornerRadius != nil ? m.cornerCurve : own?.curve ?? .circular
    let corners: Corners = curve == .continuous ? [.all, .continuous] : .all
    // Glass is a background, behind the colour one (`.background(_:).glassEffect()`).
    if let glass { nodes.append(glassNode(glass, in: frame, union: m.glassEffectUnion)) }
    if let color = m.background {
      nodes.append(
        RenderNode(frame: frame, kind: .fill(environment.resolve(color), cornerRadius: radius, corners: corners)))
    }
    let contentStart = nodes.count
    draw(content, &nodes)
    inner.applyAccessibility(layout, frame: content, to: &nodes, from: start)
    if let r = m.cornerRadius, r > 0 {
      // Clipped to the rounded frame. Content with clips of its own (a list's rows, a swiped
      // cell) is clipped by a bracket around it as well, which the painter applies within
      // each node's own clip.
      let content = contentStart..<nodes.count
      if content.contains(where: { nodes[$0].clip != nil && !nodes[$0].isAccessibilityElement }) {
        nodes.insert(
          RenderNode(frame: frame, kind: .beginClip(cornerRadius: radius, corners: corners)), at: contentStart)
        nodes.append(RenderNode(frame: frame, kind: .endClip))
      } else {
        for i in content where !nodes[i].isAccessibilityElement {
          nodes[i].clip = Clip(rect: frame, cornerRadius: radius, corners: corners)
        }
      }
    }
    if let b = m.border, b.width > 0 {
      let h = b.width / 2
      nodes.append(
        RenderNode(
          frame: Rect(x: frame.x + h, y: frame.y + h, width: frame.width - b.width, height: frame.height - b.width),
          kind: .stroke(
            environment.resolve(b.color), width: b.width, cornerRadius: max(0, radius - h), corners: corners)))
    }
    for (i, overlay) in m.overlays.enumerated() {
      let size = measure(overlay.content, width: frame.width)
      inner.at("overlay[\(i)].content").place(
        overlay.content, in: frame.aligning(size, overlay.alignment), into: &nodes)
    }
    nodes.claim(from: start, for: NodeSource(path: inner.path, kind: component.kind))
    if let o = m.offset {
      nodes.translate(from: start, dx: o.x, dy: o.y)
      overlays.translate(presented, dx: o.x, dy: o.y)
      overlays.translate(overlays.presented(since: mark), dx: o.x, dy: o.y)
    }
  }
}

extension Array where Element == RenderNode {
  /// Moves the nodes from `start` on by `dx`, `dy` (`RenderNode.offsetBy`).
  mutating func translate(from start: Int, dx: Double, dy: Double) {
    for i in start..<count { self[i] = self[i].offsetBy(dx: dx, dy: dy) }
  }
}

extension Rect {
  /// What is left of the rectangle around `inner`: the bands above and below it, and either
  /// side of it between them (empty ones left out).
  func subtracting(_ inner: Rect) -> [Rect] {
    let i = Rect(
      x: max(x, inner.x), y: max(y, inner.y), width: max(0, min(maxX, inner.maxX) - max(x, inner.x)),
      height: max(0, min(maxY, inner.maxY) - max(y, inner.y)))
    guard i.width > 0, i.height > 0 else { return [self] }
    return [
      Rect(x: x, y: y, width: width, height: i.y - y),
      Rect(x: x, y: i.maxY, width: width, height: maxY - i.maxY),
      Rect(x: x, y: i.y, width: i.x - x, height: i.height),
      Rect(x: i.maxX, y: i.y, width: maxX - i.maxX, height: i.height),
    ].filter { $0.width > 0 && $0.height > 0 }
  }
}
