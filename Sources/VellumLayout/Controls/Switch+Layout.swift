/// UISwitch: a capsule track with a knob inset in it (spec §6 and the look's `Design`), or the
/// Mac checkbox.
extension Switch: ControlLayout {
  func isCheckbox(_ ctx: ControlContext) -> Bool {
    preferredStyle == .checkbox || (preferredStyle == .automatic && ctx.isMac)
  }

  /// The sliding switch's track: the look's, or the Mac's 38 × 22 (an estimate).
  func trackSize(_ ctx: ControlContext) -> Size {
    ctx.isMac ? Size(width: 38, height: 22) : ctx.design.switchControl.track
  }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    guard isCheckbox(ctx) else { return trackSize(ctx) }
    var size = Size(width: 14, height: 16)
    if let title {
      let m = ctx.measure(title, checkboxFont(ctx))
      size.width += 6 + m.size.width
      size.height = max(size.height, m.size.height)
    }
    return size
  }

  func checkboxFont(_ ctx: ControlContext) -> FontDescriptor {
    ctx.isMac ? FontDescriptor(size: 13 * ctx.category.bodyMetricsFactor) : ctx.font(.body)
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    isCheckbox(ctx) ? checkbox(in: frame, ctx) : sliding(in: frame, ctx)
  }

  private func sliding(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    let metrics = ctx.design.switchControl
    let track = ctx.leading(trackSize(ctx), in: frame)
    let inset = ctx.isMac ? 1.0 : metrics.knobInset
    let knob = ctx.isMac ? Size(width: track.height - 2, height: track.height - 2) : metrics.knob
    // Pressed, the knob stretches toward the middle (estimates: 7 pt on iPhone, 4 on the Mac).
    let w = knob.width + (common.isHighlighted ? (ctx.isMac ? 4 : metrics.pressedStretch) : 0)
    let x = isOn ? track.maxX - inset - w : track.x + inset
    // Green on iPhone and iPad; the accent (tint) colour on the Mac.
    let on = onTintColor.map(ctx.color) ?? (ctx.isMac ? ctx.tint : ctx.color(.system(.systemGreen)))
    let off = ctx.color(ctx.isMac ? .system(.secondarySystemFill) : metrics.offTrack)
    let knobFrame = Rect(x: x, y: track.midY - knob.height / 2, width: w, height: knob.height)
    let knobColor = ctx.color(thumbTintColor, .fixed(.white))
    return [ctx.fill(track, isOn ? on : off, radius: track.height / 2)]
      + (ctx.isMac || metrics.knobShadow
        ? ctx.thumb(knobFrame, color: knobColor, shadow: .toggle)
        : [ctx.fill(knobFrame, knobColor, radius: knob.height / 2)])
  }

  /// The Mac checkbox: a 14 pt rounded box, tint-filled with a white check when on.
  private func checkbox(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    let box = ctx.leading(Size(width: 14, height: 14), in: frame)
    var nodes: [RenderNode] = []
    if isOn {
      nodes.append(ctx.fill(box, common.isHighlighted ? ctx.tint.withAlpha(0.75) : ctx.tint, radius: 3.5))
      nodes.append(
        RenderNode(
          frame: box,
          kind: .path(
            Path([.move(Point(x: 3.6, y: 7.3)), .line(Point(x: 6, y: 9.8)), .line(Point(x: 10.6, y: 4.4))]),
            fill: nil, stroke: ctx.color(thumbTintColor, .fixed(.white)), lineWidth: 1.8)))
    } else {
      let dark = ctx.environment.colors.style == .dark
      nodes.append(ctx.fill(box, ctx.pick(light: "#00000033", dark: "#FFFFFF33"), radius: 3.5))
      nodes.append(
        ctx.fill(
          box.inset(by: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)),
          common.isHighlighted ? ctx.pick(light: "#E5E5EA", dark: "#48484A") : (dark ? Color(hex: "#3A3A3C")! : .white),
          radius: 3))
    }
    if let title {
      let font = checkboxFont(ctx)
      let m = ctx.measure(title, font)
      nodes.append(
        ctx.text(
          title, font, ctx.color(.system(.label)),
          in: Rect(x: box.maxX + 6, y: frame.midY - m.size.height / 2, width: m.size.width, height: m.size.height),
          alignment: .left))
    }
    return nodes
  }
}

extension Switch {
  /// `UISwitch`: a toggle button (iOS 17), "on" or "off"; its title (Mac checkboxes) is the label.
  func accessibilityElement(_ ctx: ControlContext) -> AccessibilityElement? {
    AccessibilityElement(
      label: title.map(ctx.engine.spoken), value: isOn ? "on" : "off", traits: [.button, .toggleButton])
  }
}
