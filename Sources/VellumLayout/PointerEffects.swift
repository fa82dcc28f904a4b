/// The iPadOS pointer (spec §15, seed 004), drawn after layout: it hit-tests the pointer markers
/// that layout left front to back, draws what iPadOS draws for what lies under the pointer (the
/// circle, a highlight platter, a lifted or hovered element, a beam or custom shape), fades bars
/// and separators as the delegate's animators do, and removes the markers.
///
/// Values the spec marks as estimates, chosen here: a 19 pt circle of black 30 % on light content
/// (white 36 % on dark) with a half-point rim; a platter of #64646433 (white 16 % on dark)
/// padded as the element asks, drifting up to 5 pt toward the pointer while the content drifts
/// up to 2 pt (1.5 and 1 in a segment), both pressed in to 0.96 by a click; a hover tint of black
/// 8 % (white 10 % on dark); a lift of up to 1.1× (6 pt on the longer side) with a 16 pt soft
/// shadow (22 % over light backdrops, 50 % over dark) and a white 10 % shine under the pointer;
/// a 3 pt beam; custom shapes in the material of the content where they are drawn. In a
/// transition the pointer travels for the first 65 % of the time and morphs over 30 % of it once
/// it lands.
package enum PointerEffects {
  /// `UIPointerShape.defaultCornerRadius` (unpublished; web imitations use 10).
  package static let defaultCornerRadius = 10.0
  static let circleDiameter = 19.0
  static let beamThickness = 3.0
  static let travel = 0.65
  static let morphDuration = 0.3

  /// The tree with the pointer drawn and the markers removed.
  package static func apply(_ pointer: Pointer?, time: Double?, to tree: RenderTree) -> RenderTree {
    var t = tree
    apply(pointer, time: time, to: &t)
    return t
  }

  /// Draws the pointer into `tree` and removes the markers; without a pointer (every layout
  /// passes here) only the markers go, in place (layout makes none then, a tree made by hand
  /// may hold some).
  static func apply(_ pointer: Pointer?, time: Double?, to tree: inout RenderTree) {
    guard let pointer else {
      tree.nodes.removeAll { n in
        switch n.content {
        case .pointerMarker, .endPointerMarker: true
        default: false
        }
      }
      return
    }
    var scene = Scene(tree)
    tree = scene.draw(pointer, time: time)
  }
}

/// One marked stretch of nodes.
private struct Span {
  var role: PointerMarker.Role
  var frame: Rect
  var begin: Int
  var end: Int
  var parent: Int?
  /// Inside a transform (a screen pushed back behind a sheet): dimmed, never under the pointer.
  var transformed: Bool

  var hitRect: Rect? {
    switch role {
    case .fades: return nil
    case .target(let t):
      return t.interaction.regions.reduce(frame) { r, region in
        region.rect.map { r.union($0.offsetBy(dx: frame.x, dy: frame.y)) } ?? r
      }
    default: return frame
    }
  }
}

/// What lies under the pointer at one moment.
private struct Hit: Equatable {
  var span: Int
  var region: Int?
  /// The rectangle constraints hold the pointer to (the region, a text line, a grid cell).
  var regionRect: Rect
  /// nil: the system pointer.
  var style: PointerStyle?
  var gridPoint: Point?
  var barsAlpha: Double?
}

private struct Scene {
  let tree: RenderTree
  var spans: [Span] = []

  init(_ tree: RenderTree) {
    self.tree = tree
    var open: [Int] = []
    var transforms = 0
    for (i, n) in tree.nodes.enumerated() {
      switch n.content {
      case .paint(.beginTransform), .paint(.beginScale): transforms += 1
      case .paint(.endTransform): transforms -= 1
      case .pointerMarker(let m):
        spans.append(
          Span(
            role: m.role, frame: n.frame, begin: i, end: tree.nodes.count, parent: open.last,
            transformed: transforms > 0))
        open.append(spans.count - 1)
      case .endPointerMarker:
        if let s = open.popLast() { spans[s].end = i }
      default: break
      }
    }
  }

  // MARK: Hit testing

  func hit(_ p: Point) -> Hit? {
    var best: Int?
    for (i, s) in spans.enumerated() where !s.transformed {
      if let r = s.hitRect, r.containsPoint(p) { best = i }
    }
    guard var index = best else { return nil }
    // A label inside an element with pointer behaviour (a tile's caption) is part of the
    // element; a text field keeps its beam.
    if case .text(_, _, _, false) = spans[index].role {
      var parent = spans[index].parent
      while let a = parent {
        if case .target = spans[a].role, spans[a].hitRect?.containsPoint(p) == true {
          index = a
          break
        }
        parent = spans[a].parent
      }
    }
    let span = spans[index]
    switch span.role {
    case .text(let lineHeight, let top, let count, _):
      let line = min(max(0, Int(((p.y - span.frame.y - top) / lineHeight).rounded(.down))), max(0, count - 1))
      var beam = PointerStyle(shape: .verticalBeam(length: lineHeight))
      beam.constrainedAxes = [.vertical]
      let rect = Rect(
        x: span.frame.x, y: span.frame.y + top + Double(line) * lineHeight, width: span.frame.width, height: lineHeight)
      return Hit(span: index, region: line, regionRect: rect, style: beam)
    case .target(let t):
      let interaction = t.interaction
      guard interaction.isEnabled else { return Hit(span: index, regionRect: span.frame) }
      let automatic = PointerStyle(effect: .automatic)
      guard !interaction.regions.isEmpty else {
        return Hit(span: index, regionRect: span.frame, style: interaction.style ?? automatic)
      }
      for (i, region) in interaction.regions.enumerated().reversed() {
        var rect = region.rect?.offsetBy(dx: span.frame.x, dy: span.frame.y) ?? span.frame
        guard rect.containsPoint(p) else { continue }
        var hit = Hit(
          span: index, region: i, regionRect: rect, style: region.style ?? interaction.style ?? automatic,
          barsAlpha: region.barsAlpha)
        if let g = region.gridSpacing {
          func snap(_ v: Double, _ lo: Double, _ hi: Double) -> Double {
            min(max(lo + ((v - lo) / g).rounded() * g, lo), hi)
          }
          let point = Point(x: snap(p.x, rect.x, rect.maxX), y: snap(p.y, rect.y, rect.maxY))
          rect = Rect(x: point.x - g / 2, y: point.y - g / 2, width: g, height: g)
          hit.gridPoint = point
          hit.regionRect = rect
        }
        return hit
      }
      return Hit(span: index, regionRect: span.frame)
    default:
      return Hit(span: index, regionRect: span.frame)
    }
  }

  // MARK: Drawing

  mutating func draw(_ pointer: Pointer, time: Double?) -> RenderTree {
    let t = time ?? pointer.transition?.progress ?? 1
    func location(_ t: Double) -> Point {
      guard let tr = pointer.transition else { return pointer.location }
      let u = smoothstep(min(1, max(0, t) / PointerEffects.travel))
      return Point(x: tr.from.x + (tr.to.x - tr.from.x) * u, y: tr.from.y + (tr.to.y - tr.from.y) * u)
    }
    let p = location(t)
    let hit = self.hit(p)
    // How far the morph into what is under the pointer has gone: since it last arrived there.
    var morph = 1.0
    if pointer.transition != nil {
      // Whole steps back (no floating-point remainder): on the target since the start means settled.
      let step = 1.0 / 240
      var steps = 0
      while Double(steps + 1) * step <= t, self.hit(location(t - Double(steps + 1) * step)) == hit { steps += 1 }
      let entered = t - Double(steps) * step
      morph = entered < step ? 1 : SpringTiming.criticallyDamped((t - entered) / PointerEffects.morphDuration)
    }
    var effect = Effect(
      scene: self, p: p, hit: hit, m: morph, pressed: pointer.isPressed, light: isLightContent(at: p))
    effect.build()
    return output(extra: effect.inserts, on: effect.pointerNodes)
  }

  /// Whether what lies under `p` is light (the pointer darkens over it): the frontmost opaque
  /// fill or bar material there, else the canvas.
  func isLightContent(at p: Point) -> Bool {
    var color = tree.background
    for n in tree.nodes.reversed() where n.frame.containsPoint(p) {
      if case .fill(let c, _, _) = n.paint, c.alpha >= 0.5 {
        color = c
        break
      }
      if case .backdropBlur(let c, _, _) = n.paint, c.alpha >= 0.5 {
        color = c
        break
      }
    }
    return 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue > 0.5
  }

  /// The tree's nodes with `extra` inserted before the node at each index, markers dropped, and
  /// `top` drawn last.
  func output(extra: [Int: [RenderNode]], on top: [RenderNode]) -> RenderTree {
    var out = tree
    out.nodes = []
    out.nodes.reserveCapacity(tree.nodes.count + top.count)
    for (i, n) in tree.nodes.enumerated() {
      if let e = extra[i] { out.nodes += e }
      switch n.content {
      case .pointerMarker, .endPointerMarker: break
      default: out.nodes.append(n)
      }
    }
    out.nodes += top
    return out
  }
}

/// The nodes one pointer state adds.
private struct Effect {
  let scene: Scene
  let p: Point
  let hit: Hit?
  /// Morph progress 0…1 into the effect.
  let m: Double
  let pressed: Bool
  /// Whether the content under the pointer is light (the pointer darkens over it).
  var light: Bool
  var inserts: [Int: [RenderNode]] = [:]
  var pointerNodes: [RenderNode] = []

  init(scene: Scene, p: Point, hit: Hit?, m: Double, pressed: Bool, light: Bool) {
    self.scene = scene
    self.p = p
    self.hit = hit
    self.m = m
    self.pressed = pressed
    self.light = light
  }

  // Colours (estimates, see `PointerEffects`).
  func material(strong: Bool = false) -> Color {
    let a = (strong ? 0.6 : light ? 0.3 : 0.36) + (pressed ? 0.1 : 0)
    return light ? Color(red: 0, green: 0, blue: 0, alpha: a) : Color(red: 1, green: 1, blue: 1, alpha: a)
  }
  var platterColor: Color {
    light
      ? Color(red: 100 / 255, green: 100 / 255, blue: 100 / 255, alpha: pressed ? 0.3 : 0.2)
      : Color(red: 1, green: 1, blue: 1, alpha: pressed ? 0.24 : 0.16)
  }
  /// A hovered view's tint: lighter than the platter, as it lies over the content.
  var hoverTint: Color {
    light
      ? Color(red: 0, green: 0, blue: 0, alpha: pressed ? 0.14 : 0.08)
      : Color(red: 1, green: 1, blue: 1, alpha: pressed ? 0.16 : 0.1)
  }
  var circle: Rect {
    let d = PointerEffects.circleDiameter * (pressed ? 0.8 : 1)
    return Rect(x: p.x - d / 2, y: p.y - d / 2, width: d, height: d)
  }

  mutating func build() {
    guard let hit, let style = hit.style else {
      drawCircle()
      return
    }
    let span = scene.spans[hit.span]
    fadeBars(hit.barsAlpha)
    if style.isHidden { return }
    guard case .target(let target) = span.role, let effect = style.effect else {
      drawShape(style, in: hit)
      return
    }
    if let g = target.fadeGroup { fadeGroup(g) }
    switch resolve(effect, target: target, frame: span.frame) {
    case .highlight: highlight(span, target, style)
    case .lift: lift(span, target)
    case .hover, .automatic: hover(span, target, style, hit)  // `resolve` never answers automatic
    }
  }

  /// `automatic` as UIKit picks it: small views without a background highlight, small views with
  /// one lift, large views hover.
  func resolve(_ effect: PointerStyle.Effect, target: PointerTarget, frame: Rect) -> PointerStyle.Effect {
    guard effect == .automatic else { return effect }
    let size = max(frame.width, frame.height)
    if !target.hasBackground && size <= 200 { return .highlight }
    return target.hasBackground && size <= 150 ? .lift : .hover
  }

  /// Queues `nodes` before the tree's node at `index`: after what is queued there already, or
  /// before it with `front` (closing brackets go inside the ones opened earlier).
  mutating func insert(_ nodes: [RenderNode], at index: Int, front: Bool = false) {
    inserts[index] = front ? nodes + (inserts[index] ?? []) : (inserts[index] ?? []) + nodes
  }

  // MARK: The pointer itself

  mutating func drawCircle(alpha: Double = 1, shrink: Double = 0) {
    guard alpha > 0 else { return }
    var c = circle
    let d = c.width * (1 - shrink)
    c = Rect(x: p.x - d / 2, y: p.y - d / 2, width: d, height: d)
    pointerNodes += [
      RenderNode(frame: c, kind: .fill(material().fading(alpha), cornerRadius: d / 2, corners: .all)),
      RenderNode(
        frame: c,
        kind: .stroke(
          (light ? Color(red: 0, green: 0, blue: 0, alpha: 0.1) : Color(red: 1, green: 1, blue: 1, alpha: 0.1))
            .fading(alpha), width: 0.5, cornerRadius: d / 2)),
    ]
  }

  /// The pointer as the style's shape, morphing out of the circle.
  mutating func drawShape(_ style: PointerStyle, in hit: Hit) {
    var at = p
    if let g = hit.gridPoint {
      at = g
    } else {
      if style.constrainedAxes.contains(.vertical) { at.y = hit.regionRect.midY }
      if style.constrainedAxes.contains(.horizontal) { at.x = hit.regionRect.midX }
    }
    // The material adapts to what lies where the shape is drawn (a snapped crosshair's seam).
    light = scene.isLightContent(at: at)
    let span = scene.spans[hit.span]
    let target: Rect
    var radius = PointerEffects.beamThickness / 2
    switch style.shape {
    case nil:
      drawCircle()
      return
    case .roundedRect(let rect, let inset, let r)?:
      target = (rect?.offsetBy(dx: span.frame.x, dy: span.frame.y) ?? span.frame)
        .inset(by: EdgeInsets(top: inset.height, left: inset.width, bottom: inset.height, right: inset.width))
      radius = r ?? PointerEffects.defaultCornerRadius
    case .verticalBeam(let length)?:
      let w = PointerEffects.beamThickness
      target = Rect(x: at.x - w / 2, y: at.y - length / 2, width: w, height: length)
    case .horizontalBeam(let length)?:
      let h = PointerEffects.beamThickness
      target = Rect(x: at.x - length / 2, y: at.y - h / 2, width: length, height: h)
    case .path(let path)?:
      drawCircle(alpha: 1 - m)
      // A thin outline of the opposite tone keeps a custom shape legible over busy content.
      let rim = light ? Color(red: 1, green: 1, blue: 1, alpha: 0.7) : Color(red: 0, green: 0, blue: 0, alpha: 0.6)
      pointerNodes.append(pathNode(path, at: at, color: material(strong: true).fading(m), rim: rim.fading(m)))
      return
    }
    let strong = min(target.width, target.height) < 8
    let from = circle
    pointerNodes.append(
      RenderNode(
        frame: from.lerp(target, m),
        kind: .fill(
          material().lerp(material(strong: strong), m), cornerRadius: from.width / 2 + (radius - from.width / 2) * m,
          corners: .all)))
  }

  func pathNode(_ path: Path, at: Point, color: Color, rim: Color) -> RenderNode {
    var points: [Point] = []
    for e in path.elements {
      switch e {
      case .move(let a), .line(let a): points.append(a)
      case .curve(let a, let b, let c): points += [a, b, c]
      case .close: break
      }
    }
    let minX = points.map(\.x).min() ?? 0
    let minY = points.map(\.y).min() ?? 0
    let frame = Rect(
      x: at.x + minX, y: at.y + minY, width: (points.map(\.x).max() ?? 0) - minX,
      height: (points.map(\.y).max() ?? 0) - minY)
    func move(_ a: Point) -> Point { Point(x: a.x - minX, y: a.y - minY) }
    let moved = Path(
      path.elements.map { e in
        switch e {
        case .move(let a): .move(move(a))
        case .line(let a): .line(move(a))
        case .curve(let a, let b, let c): .curve(move(a), move(b), move(c))
        case .close: .close
        }
      })
    return RenderNode(frame: frame, kind: .path(moved, fill: color, stroke: rim, lineWidth: 0.5))
  }

  // MARK: Effects

  /// The pointer becomes a platter behind the element; both drift toward the pointer.
  mutating func highlight(_ span: Span, _ target: PointerTarget, _ style: PointerStyle) {
    var platter = target.platter?.offsetBy(dx: span.frame.x, dy: span.frame.y) ?? span.frame
    var radius = target.platterRadius
    if case .roundedRect(let rect, let inset, let r)? = style.shape {
      platter = (rect?.offsetBy(dx: span.frame.x, dy: span.frame.y) ?? span.frame)
        .inset(by: EdgeInsets(top: inset.height, left: inset.width, bottom: inset.height, right: inset.width))
      radius = r ?? PointerEffects.defaultCornerRadius
    }
    radius = min(radius, platter.height / 2, platter.width / 2)
    var platterShift = Point(x: 0, y: 0)
    var contentShift = Point(x: 0, y: 0)
    if target.parallax {
      let dx = clamp((p.x - platter.midX) / max(1, platter.width / 2))
      let dy = clamp((p.y - platter.midY) / max(1, platter.height / 2))
      let (far, near) = (target.drift, target.contentDrift)
      platterShift = Point(x: dx * min(far, platter.width * 0.12), y: dy * min(far, platter.height * 0.12))
      contentShift = Point(x: dx * min(near, platter.width * 0.05), y: dy * min(near, platter.height * 0.05))
    }
    // A click presses the platter and the content in a little (an estimate: 0.96).
    let press = pressed ? 0.96 : 1
    if pressed {
      platter = Rect(
        x: platter.midX - platter.width * press / 2, y: platter.midY - platter.height * press / 2,
        width: platter.width * press, height: platter.height * press)
    }
    let from = circle
    let shape = from.lerp(platter.offsetBy(dx: platterShift.x, dy: platterShift.y), m)
    insert(
      [
        RenderNode(
          frame: shape,
          kind: .fill(
            material().lerp(platterColor, m), cornerRadius: from.width / 2 + (radius - from.width / 2) * m,
            corners: .all)),
        RenderNode(
          frame: span.frame,
          kind: .beginTransform(
            scale: press, offsetX: contentShift.x * m, offsetY: contentShift.y * m + (1 - press) * span.frame.height / 2
          )),
      ], at: span.begin)
    insert([RenderNode(frame: span.frame, kind: .endTransform)], at: span.end, front: true)
  }

  /// The element rises: larger, a soft shadow under it, a shine under the pointer; the pointer
  /// fades into it.
  mutating func lift(_ span: Span, _ target: PointerTarget) {
    let f = body(span, target)
    let grow = min(0.1, 6 / max(1, max(f.width, f.height))) * (pressed ? 0.4 : 1)
    lifted(span, target, scale: 1 + grow * m, shadow: true, drift: 2)
    let center = Point(x: min(max(p.x, f.x), f.maxX) - f.x, y: min(max(p.y, f.y), f.maxY) - f.y)
    insert(
      [
        RenderNode(
          frame: f,
          kind: .radialGradient(
            Color(red: 1, green: 1, blue: 1, alpha: 0.1 * m), center: center, radius: max(f.width, f.height) * 0.9,
            cornerRadius: target.cornerRadius))
      ], at: span.end, front: true)
    drawCircle(alpha: 1 - m, shrink: 0.5 * m)
  }

  /// The pointer stays; the element tints, and grows or casts a shadow if the style prefers.
  mutating func hover(_ span: Span, _ target: PointerTarget, _ style: PointerStyle, _ hit: Hit) {
    let f = body(span, target)
    let grow = style.prefersScaledContent ? min(0.06, 4 / max(1, max(f.width, f.height))) : 0
    lifted(span, target, scale: 1 + grow * m, shadow: style.prefersShadow, drift: 0)
    let tint = RenderNode(
      frame: f, kind: .fill(hoverTint.fading(m), cornerRadius: target.cornerRadius, corners: .all))
    switch style.tintMode {
    case .overlay: insert([tint], at: span.end, front: true)
    case .underlay: insert([tint], at: span.begin)
    case .none: break
    }
    drawShape(style, in: hit)
  }

  /// The element's visible body: its platter rectangle when it has one (a button's bounds), else its frame.
  func body(_ span: Span, _ target: PointerTarget) -> Rect {
    target.platter?.offsetBy(dx: span.frame.x, dy: span.frame.y) ?? span.frame
  }

  /// Brackets the element in a scale about its centre (and a drift toward the pointer), with
  /// the shadow of the scaled shape behind it.
  mutating func lifted(_ span: Span, _ target: PointerTarget, scale: Double, shadow: Bool, drift: Double) {
    let f = body(span, target)
    let shift = Point(
      x: clamp((p.x - f.midX) / max(1, f.width / 2)) * drift * m,
      y: clamp((p.y - f.midY) / max(1, f.height / 2)) * drift * m)
    var before: [RenderNode] = []
    if shadow {
      // The shadow falls on what is behind the element, so its strength follows that.
      let backdropIsLight = scene.isLightContent(at: Point(x: f.midX, y: f.maxY + 12))
      let w = f.width * scale
      let h = f.height * scale
      let scaled = Rect(x: f.midX - w / 2 + shift.x, y: f.midY - h / 2 + shift.y, width: w, height: h)
      before.append(
        RenderNode(
          frame: scaled,
          // Outside the body only: a translucent element (a tinted button) must not darken.
          kind: .outerShadow(
            Color(red: 0, green: 0, blue: 0, alpha: (backdropIsLight ? 0.22 : 0.5) * m), blurRadius: 16,
            offsetY: (pressed ? 3 : 6) * m, cornerRadius: target.cornerRadius * scale)))
    }
    before.append(
      RenderNode(
        frame: f, kind: .beginTransform(scale: scale, offsetX: shift.x, offsetY: (1 - scale) * f.height / 2 + shift.y)))
    insert(before, at: span.begin)
    insert([RenderNode(frame: f, kind: .endTransform)], at: span.end)
  }

  /// Bars fade toward `alpha` as the pointer settles in the region.
  mutating func fadeBars(_ alpha: Double?) {
    guard let alpha else { return }
    fade(where: { if case .bars = $0 { true } else { false } }, to: 1 - (1 - alpha) * m)
  }

  mutating func fadeGroup(_ group: Int) {
    fade(where: { $0 == .fades(group: group) }, to: 1 - m)
  }

  mutating func fade(where matches: (PointerMarker.Role) -> Bool, to opacity: Double) {
    guard opacity < 1 else { return }
    for s in scene.spans where matches(s.role) {
      insert([RenderNode(frame: s.frame, kind: .beginGroup(opacity: opacity))], at: s.begin)
      insert([RenderNode(frame: s.frame, kind: .endGroup)], at: s.end)
    }
  }
}

private func clamp(_ v: Double) -> Double { min(1, max(-1, v)) }

private func smoothstep(_ u: Double) -> Double { u * u * (3 - 2 * u) }

extension Rect {
  func containsPoint(_ p: Point) -> Bool { p.x >= x && p.x < maxX && p.y >= y && p.y < maxY }

  /// The rectangle `t` of the way to `o`.
  func lerp(_ o: Rect, _ t: Double) -> Rect {
    Rect(
      x: x + (o.x - x) * t, y: y + (o.y - y) * t, width: width + (o.width - width) * t,
      height: height + (o.height - height) * t)
  }
}

extension Color {
  func lerp(_ o: Color, _ t: Double) -> Color {
    Color(
      red: red + (o.red - red) * t, green: green + (o.green - green) * t, blue: blue + (o.blue - blue) * t,
      alpha: alpha + (o.alpha - alpha) * t)
  }
}
