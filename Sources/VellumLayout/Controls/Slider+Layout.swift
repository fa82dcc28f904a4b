/// UISlider (spec §1 and the look's `Design`): a track across the width, a white thumb whose
/// centre travels half its width inside each end, optional value images at the ends.
extension Slider: ControlLayout {
  var fillsWidth: Bool { true }

  func thumbSize(_ ctx: ControlContext) -> Size { ctx.isMac ? Size(width: 20, height: 20) : ctx.design.slider.thumb }

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
    let trackHeight = ctx.isMac ? 3.0 : ctx.design.slider.trackHeight
    let track = Rect(x: x0, y: frame.midY - trackHeight / 2, width: max(0, x1 - x0), height: trackHeight)
    let thumb = thumbSize(ctx)
    let travel = max(0, track.width - thumb.width)
    let cx = track.x + thumb.width / 2 + travel * fraction(value, minimumValue, maximumValue)
    nodes.append(ctx.fill(track, ctx.color(maximumTrackTintColor, .system(.systemFill)), radius: trackHeight / 2))
    nodes.append(
      ctx.fill(
        Rect(x: track.x, y: track.y, width: cx - track.x, height: trackHeight),
        minimumTrackTintColor.map(ctx.color) ?? ctx.tint, radius: trackHeight / 2))
    nodes += ctx.thumb(
      Rect(x: cx - thumb.width / 2, y: frame.midY - thumb.height / 2, width: thumb.width, height: thumb.height),
      color: ctx.color(thumbTintColor, .fixed(.white)))
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
