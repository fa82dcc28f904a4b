/// UISlider (spec §1): a 4 pt track across the width, a 28 pt white thumb whose centre travels
/// 14 pt inside each end, optional value images at the ends.
extension Slider: ControlLayout {
  var fillsWidth: Bool { true }

  func thumbDiameter(_ ctx: ControlContext) -> Double { ctx.isMac ? 20 : 28 }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    // `sizeThatFits` on iOS 17.2: 34 pt tall (the 28 pt thumb with its shadow's room).
    Size(width: 120, height: ctx.isMac ? 22 : 34)
  }

  /// Value images: symbols 22 pt wide, 12 pt from the track (estimates).
  static let imageBox = 22.0
  static let imageGap = 12.0

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    var nodes: [RenderNode] = []
    var x0 = frame.x
    var x1 = frame.maxX
    let imageColor = ctx.color(.system(.secondaryLabel))
    let size = Self.imageBox * ctx.category.bodyMetricsFactor
    if let image = minimumValueImage {
      nodes.append(ctx.image(image, size: size, color: imageColor, center: Point(x: x0 + size / 2, y: frame.midY)))
      x0 += size + Self.imageGap
    }
    if let image = maximumValueImage {
      nodes.append(ctx.image(image, size: size, color: imageColor, center: Point(x: x1 - size / 2, y: frame.midY)))
      x1 -= size + Self.imageGap
    }
    let trackHeight = ctx.isMac ? 3.0 : 4.0
    let track = Rect(x: x0, y: frame.midY - trackHeight / 2, width: max(0, x1 - x0), height: trackHeight)
    let d = thumbDiameter(ctx)
    let travel = max(0, track.width - d)
    let cx = track.x + d / 2 + travel * fraction(value, minimumValue, maximumValue)
    nodes.append(ctx.fill(track, ctx.color(maximumTrackTintColor, .system(.systemFill)), radius: trackHeight / 2))
    nodes.append(
      ctx.fill(
        Rect(x: track.x, y: track.y, width: cx - track.x, height: trackHeight),
        minimumTrackTintColor.map(ctx.color) ?? ctx.tint, radius: trackHeight / 2))
    nodes += ctx.thumb(
      Rect(x: cx - d / 2, y: frame.midY - d / 2, width: d, height: d), color: ctx.color(thumbTintColor, .fixed(.white)))
    return nodes
  }
}

extension Slider {
  /// `UISlider`: adjustable, its value as a percentage of the range ("40%").
  func accessibilityElement(_ ctx: ControlContext) -> AccessibilityElement? {
    let span = maximumValue - minimumValue
    return AccessibilityElement(
      value: LayoutEngine.percent(span > 0 ? (value - minimumValue) / span : 0), traits: .adjustable)
  }
}
