/// UIProgressView (spec §2): a 4 pt rounded track (2.5 pt square for `bar`), filled from the
/// leading edge; a started default-style bar shows at least 8 pt of fill.
extension ProgressView: ControlLayout {
  /// A `UIView`, not a `UIControl`: no disabled look.
  var disabledOpacity: Double? { nil }

  var fillsWidth: Bool { true }

  var barHeight: Double { progressViewStyle == .bar ? 2.5 : 4 }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size { Size(width: 120, height: barHeight) }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    let h = barHeight
    let track = Rect(x: frame.x, y: frame.midY - h / 2, width: frame.width, height: h)
    let radius = progressViewStyle == .bar ? 0 : h / 2
    var fillWidth = track.width * progress
    if progress > 0 { fillWidth = min(track.width, max(fillWidth, progressViewStyle == .bar ? 16 / 3 : 8)) }
    var nodes = [ctx.fill(track, ctx.color(trackTintColor, .system(.systemFill)), radius: radius)]
    if fillWidth > 0 {
      nodes.append(
        ctx.fill(
          Rect(x: track.x, y: track.y, width: fillWidth, height: h), progressTintColor.map(ctx.color) ?? ctx.tint,
          radius: radius))
    }
    return nodes
  }
}

extension ProgressView {
  /// `UIProgressView`: "Progress", its value as a percentage, updating frequently.
  func accessibilityElement(_ ctx: ControlContext) -> AccessibilityElement? {
    AccessibilityElement(label: "Progress", value: LayoutEngine.percent(progress), traits: .updatesFrequently)
  }
}
