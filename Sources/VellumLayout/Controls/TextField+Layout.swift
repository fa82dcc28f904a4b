/// UITextField (spec §9): a 34 pt rounded rectangle (radius 5, hairline border) with 7 pt
/// padding, 17 pt text or placeholder, side views, the clear button and the caret.
extension TextField: ControlLayout {
  var fillsWidth: Bool { true }

  func font(_ ctx: ControlContext) -> FontDescriptor {
    ctx.isMac ? FontDescriptor(size: 13 * ctx.category.bodyMetricsFactor) : ctx.font(.body)
  }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    let line = ctx.measure("Ag", font(ctx)).size.height
    // Without a border a field is as tall as its line, as UIKit's intrinsic size is.
    if borderStyle == .none { return Size(width: 200, height: line) }
    return Size(width: 200, height: ctx.isMac ? max(22, line + 6) : max(34, (line + 14).rounded()))
  }

  /// The text beam, one line tall, held to the field's line.
  func pointerRole(in frame: Rect, _ ctx: ControlContext) -> PointerMarker.Role {
    let line = ctx.measure("Ag", font(ctx)).size.height
    return .text(lineHeight: line, firstLineTop: (frame.height - line) / 2, lineCount: 1, isEditable: true)
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    let h = common.height == nil ? intrinsicSize(ctx, proposedWidth: frame.width).height : frame.height
    let bounds = Rect(x: frame.x, y: frame.midY - h / 2, width: frame.width, height: h)
    let hairline = 1 / Double(ctx.engine.canvas.scale)
    var nodes: [RenderNode] = []
    func inset(_ r: Rect, _ d: Double) -> Rect { r.inset(by: EdgeInsets(top: d, left: d, bottom: d, right: d)) }
    let dark = ctx.environment.colors.style == .dark
    let fill =
      common.isEnabled
      ? (dark ? Color.black : Color.white) : ctx.pick(light: "#FAFAFA", dark: "#050505")
    switch borderStyle {
    case .none: break
    case .roundedRect:
      nodes.append(ctx.fill(bounds, ctx.pick(light: "#00000033", dark: "#FFFFFF33"), radius: 5))
      nodes.append(ctx.fill(inset(bounds, hairline), fill, radius: 5 - hairline))
    case .line:
      nodes.append(ctx.fill(bounds, ctx.color(.system(.label))))
      nodes.append(ctx.fill(inset(bounds, 1), fill))
    case .bezel:
      nodes.append(ctx.fill(bounds, ctx.color(.system(.systemGray))))
      nodes.append(ctx.fill(inset(bounds, 1), ctx.color(.system(.systemGray3))))
      nodes.append(
        ctx.fill(Rect(x: bounds.x + 1, y: bounds.y + 2, width: bounds.width - 2, height: bounds.height - 3), fill))
    }
    let padding = borderStyle == .none ? 0.0 : 7
    var x0 = bounds.x + padding
    var x1 = bounds.maxX - padding
    let glyph = font(ctx).size * 1.2
    let side = ctx.color(.system(.secondaryLabel))
    if let leftView {
      nodes.append(ctx.image(leftView, size: glyph, color: side, center: Point(x: x0 + glyph / 2, y: bounds.midY)))
      x0 += glyph + 6
    }
    if let rightView {
      nodes.append(ctx.image(rightView, size: glyph, color: side, center: Point(x: x1 - glyph / 2, y: bounds.midY)))
      x1 -= glyph + 6
    }
    if showsClearButton {
      nodes.append(
        ctx.symbol(
          "xmark.circle.fill", size: glyph, color: ctx.color(.system(.tertiaryLabel)),
          center: Point(x: x1 - glyph / 2, y: bounds.midY)))
      x1 -= glyph + 6
    }
    let f = font(ctx)
    let alignment = ctx.engine.resolve(textAlignment)
    let shown = text.isEmpty ? (placeholder ?? "") : displayedText
    let color = text.isEmpty ? ctx.color(.system(.placeholderText)) : ctx.color(textColor, .system(.label))
    let m = ctx.measure(shown.isEmpty ? " " : shown, f)
    let textFrame = Rect(x: x0, y: bounds.midY - m.size.height / 2, width: max(0, x1 - x0), height: m.size.height)
    if !shown.isEmpty {
      nodes.append(
        ctx.text(
          shown, f, common.isEnabled ? color : ctx.color(.system(.tertiaryLabel)), in: textFrame,
          alignment: alignment, clipsToFrame: true))
    }
    if isEditing && common.isEnabled {
      // The caret: 2 pt of tint after the text (before the placeholder), a little shorter than the line.
      let typed = text.isEmpty ? 0 : min(m.size.width, x1 - x0)
      let caretX =
        switch alignment {
        case .right: x1 - 1
        case .center: min(x1, (x0 + x1) / 2 + (text.isEmpty ? 0 : typed / 2 + 1))
        default: text.isEmpty ? x0 : min(x1, x0 + typed + 1)
        }
      nodes.append(
        ctx.fill(Rect(x: caretX, y: bounds.midY - f.size * 0.65, width: 2, height: f.size * 1.3), ctx.tint, radius: 1))
    }
    return nodes
  }
}

extension TextField {
  /// `UITextField`: the placeholder as the label, the text as the value.
  func accessibilityElement(_ ctx: ControlContext) -> AccessibilityElement? {
    AccessibilityElement(
      label: placeholder.map(ctx.engine.spoken), value: text.isEmpty ? nil : displayedText, traits: [],
      customActions: [])
  }
}
