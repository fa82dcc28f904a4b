/// UIStepper (spec §8 and the look's `Design`): two halves on tertiarySystemFill with minus and
/// plus, a divider between (iOS 18: 94 × 32, radius 8, 1 × 18; iOS 26: a capsule, 1 × 24); the
/// button at a limit greys. On the Mac idiom, the little up/down stepper.
extension Stepper: ControlLayout {
  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    ctx.isMac ? Size(width: 15, height: 24) : ctx.design.stepper.size
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    let box = ctx.leading(intrinsicSize(ctx, proposedWidth: frame.width), in: frame)
    let enabled = ctx.color(.system(.label))
    let disabled = ctx.color(.system(.tertiaryLabel))
    if ctx.isMac {
      // An estimate of AppKit's stepper: a raised 15 × 24 box with small chevrons.
      return [
        ctx.fill(box, ctx.pick(light: "#00000026", dark: "#FFFFFF26"), radius: 4.5),
        ctx.fill(
          box.inset(by: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)),
          ctx.pick(light: "#FFFFFF", dark: "#636366"), radius: 4),
        ctx.symbol(
          "chevron.up", size: 12, color: canIncrement ? enabled : disabled, center: Point(x: box.midX, y: box.y + 7)),
        ctx.symbol(
          "chevron.down", size: 12, color: canDecrement ? enabled : disabled,
          center: Point(x: box.midX, y: box.maxY - 7)),
      ]
    }
    let metrics = ctx.design.stepper
    let half = box.width / 2
    let radius = metrics.corner.radius(for: box.size)
    var nodes = [ctx.fill(box, ctx.color(.system(.tertiarySystemFill)), radius: radius)]
    if common.isHighlighted {
      // Pressed: the plus half darkens (UIKit presses one half; a document names no half).
      nodes.append(
        RenderNode(
          frame: Rect(x: box.x + half, y: box.y, width: half, height: box.height),
          kind: .fill(ctx.color(.system(.systemFill)), cornerRadius: radius, corners: [.topRight, .bottomRight])))
    }
    let divider = metrics.divider
    nodes.append(
      ctx.fill(
        Rect(
          x: box.midX - divider.width / 2, y: box.midY - divider.height / 2, width: divider.width,
          height: divider.height), ctx.color(.system(.separator))))
    nodes.append(
      ctx.symbol(
        "minus", size: 22, color: canDecrement ? enabled : disabled, center: Point(x: box.x + half / 2, y: box.midY)))
    nodes.append(
      ctx.symbol(
        "plus", size: 22, color: canIncrement ? enabled : disabled,
        center: Point(x: box.maxX - half / 2, y: box.midY)))
    return nodes
  }
}

extension Stepper {
  /// `UIStepper` as one adjustable element (VoiceOver increments and decrements it), its value.
  func accessibilityElement(_ ctx: ControlContext) -> AccessibilityElement? {
    let v = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    return AccessibilityElement(value: v, traits: .adjustable)
  }
}
