/// UISegmentedControl, iOS 17 (spec §5): a 32 pt tertiarySystemFill capsule-ish track
/// (radius 8), the selection a white rounded thumb inset 2 pt with a soft shadow, 1 pt dividers
/// hidden beside it, 13 pt titles (medium, semibold when selected) that scale with Dynamic Type.
extension SegmentedControl: ControlLayout {
  struct Metrics {
    var height: Double
    var radius: Double
    var thumbRadius: Double
    var font: FontDescriptor
    var selectedFont: FontDescriptor
    var symbolSize: Double
  }

  func metrics(_ ctx: ControlContext) -> Metrics {
    if ctx.isMac {
      // Optimised for Mac: 24 pt, radius 6, fixed 13 pt titles (estimates).
      return Metrics(
        height: 24, radius: 6, thumbRadius: 5, font: FontDescriptor(size: 13),
        selectedFont: FontDescriptor(size: 13, weight: .medium), symbolSize: 16)
    }
    // iOS 17+: titles medium, the selected one semibold (13–16: regular and medium); segments
    // are as wide as the widest title in the selected weight (iOS 17.2: "Segment A/B/C", 263 pt).
    let font = ctx.font(.footnote, weight: .medium)
    let line = ctx.measure("Ag", font).size.height
    let height = max(32, (line + 14).rounded(.up))
    let shapes = ctx.design.segmentedControl
    return Metrics(
      height: height, radius: shapes.track.radius(for: Size(width: .infinity, height: height)),
      thumbRadius: shapes.thumb.radius(for: Size(width: .infinity, height: height - 4)), font: font,
      selectedFont: ctx.font(.footnote, weight: .semibold), symbolSize: 20 * ctx.category.bodyMetricsFactor)
  }

  /// Padding on each side of a segment's content (spec: 9.25).
  static let padding = 9.25

  func contentWidth(_ s: Segment, _ m: Metrics, _ ctx: ControlContext) -> Double {
    if s.image != nil { return m.symbolSize }
    return ctx.measure(s.title ?? "", m.selectedFont).size.width
  }

  /// Segment widths for a control `total` wide (nil: its natural width).
  func widths(_ m: Metrics, _ ctx: ControlContext, total: Double?) -> [Double] {
    let natural = segments.map { contentWidth($0, m, ctx) + 2 * Self.padding }
    var widths: [Double?] = segments.map(\.width)
    let auto = widths.indices.filter { widths[$0] == nil }
    let fixed = widths.compactMap { $0 }.reduce(0, +)
    if apportionsSegmentWidthsByContent {
      let sum = auto.map { natural[$0] }.reduce(0, +)
      let extra = total.map { max(0, $0 - fixed - sum) } ?? 0
      for i in auto { widths[i] = natural[i] + (sum > 0 ? extra * natural[i] / sum : 0) }
    } else {
      let equal = auto.map { natural[$0] }.max() ?? 0
      let share = total.map { auto.isEmpty ? 0 : max(0, $0 - fixed) / Double(auto.count) } ?? equal
      for i in auto { widths[i] = max(share, total == nil ? equal : 0) }
    }
    return widths.map { $0 ?? 0 }
  }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    let m = metrics(ctx)
    return Size(width: widths(m, ctx, total: nil).reduce(0, +), height: m.height)
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    let m = metrics(ctx)
    let bounds = Rect(x: frame.x, y: frame.midY - m.height / 2, width: frame.width, height: m.height)
    var nodes = [ctx.fill(bounds, ctx.color(.system(.tertiarySystemFill)), radius: m.radius)]
    let widths = widths(m, ctx, total: bounds.width)
    var x = bounds.x
    var frames: [Rect] = []
    for w in widths {
      frames.append(Rect(x: x, y: bounds.y, width: w, height: bounds.height))
      x += w
    }
    let selected = selectedSegmentIndex
    if frames.indices.contains(selected) {
      let thumb = frames[selected].inset(by: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
      let fill = selectedSegmentTintColor.map(ctx.color) ?? ctx.pick(light: "#FFFFFF", dark: "#636366")
      // The thumb's shadow stays inside the track, as iOS draws it: nothing shows below the control.
      let track = Clip(rect: bounds, cornerRadius: m.radius, corners: .all)
      nodes += [
        RenderNode(
          frame: thumb, kind: .shadow(Color(hex: "#0000001F")!, blurRadius: 8, offsetY: 3, cornerRadius: m.thumbRadius),
          clip: track),
        RenderNode(
          frame: thumb, kind: .shadow(Color(hex: "#0000000A")!, blurRadius: 1, offsetY: 3, cornerRadius: m.thumbRadius),
          clip: track),
        ctx.fill(
          thumb.inset(by: EdgeInsets(top: -0.5, left: -0.5, bottom: -0.5, right: -0.5)), Color(hex: "#0000000A")!,
          radius: m.thumbRadius + 0.5),
        ctx.fill(thumb, fill, radius: m.thumbRadius),
      ]
    }
    // Dividers between segments, hidden beside the selection and (iPadOS) beside the segment
    // under the pointer: each sits in the fade groups of both its neighbours.
    let divider = Color(hex: "#8E8E934D")!
    let groups = frames.map { _ in ctx.newFadeGroup() }
    for i in 1..<max(1, frames.count) where i != selected && i - 1 != selected {
      let rule = Rect(x: frames[i].x - 0.5, y: bounds.midY - 10, width: 1, height: 20)
      let faded = ctx.engine.pointerMarked(.fades(group: groups[i]), frame: rule, [ctx.fill(rule, divider)])
      nodes += ctx.engine.pointerMarked(.fades(group: groups[i - 1]), frame: rule, faded)
    }
    for (i, (segment, f)) in zip(segments, frames).enumerated() {
      // iPadOS: an unselected, enabled segment highlights under the pointer (a thumb-sized platter).
      let start = nodes.count
      defer {
        if i != selected && segment.isEnabled {
          var target = PointerTarget(style: PointerStyle(effect: .highlight))
          target.platter = Rect(x: 2, y: 2, width: f.width - 4, height: f.height - 4)
          target.platterRadius = m.thumbRadius
          // A segment's platter stays in its slot: a short drift.
          target.drift = 1.5
          target.contentDrift = 1
          target.fadeGroup = groups[i]
          ctx.engine.markPointer(.target(target), frame: f, from: start, in: &nodes)
        }
      }
      // Each segment is a button of its own: "Map, Button, Selected, 1 of 3".
      var element = AccessibilityElement(
        label: segment.title.map(ctx.engine.spoken), value: "\(i + 1) of \(segments.count)", traits: .button)
      if i == selected { element.traits.insert(.selected) }
      if !segment.isEnabled || !common.isEnabled { element.traits.insert(.notEnabled) }
      nodes.append(ctx.engine.accessibilityNode(element, frame: f))
      let color = segment.isEnabled ? ctx.color(.system(.label)) : ctx.color(.system(.tertiaryLabel))
      let inner = f.inset(by: EdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
      if let image = segment.image {
        nodes.append(ctx.image(image, size: m.symbolSize, color: color, center: Point(x: f.midX, y: f.midY)))
      } else if let title = segment.title {
        let font = i == selected ? m.selectedFont : m.font
        let h = ctx.measure(title, font).size.height
        nodes.append(
          ctx.text(title, font, color, in: Rect(x: inner.x, y: f.midY - h / 2, width: inner.width, height: h)))
      }
    }
    return nodes
  }
}
