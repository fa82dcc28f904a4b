/// `UIAlertController` as iOS 26 draws it (`ctx.design.alert`).
///
/// An alert: a 320 pt platter with 34 pt continuous corners, centred on the safe area; the title
/// (17 pt semibold) and the message (subheadline) aligned to the leading side 30 pt in; text
/// fields as rounded boxes; then capsule buttons 48 pt tall, 8 pt apart and 16 pt from the
/// platter's edges: two side by side (the cancel action leading) when both titles fit, else one
/// per row with the cancel action last. Capsules are filled `tertiarySystemFill`; the preferred
/// action's with the tint (red when destructive) and its title white; a cancel action's title in
/// the label colour, a destructive one's red, the others' in the tint.
///
/// An action sheet: the same platter and capsule rows, its title and message small and grey
/// above them. Given a source (`barButtonItem` or `sourceRect`) it grows out of it, on iPhone as
/// on iPad, undimmed and without its cancel action (tapping outside cancels); without one it sits
/// at the bottom of an iPhone's screen (centred on an iPad's) with its cancel action last.
///
/// The platter is a light or dark fill at 85 % under regular glass that keeps the screen's
/// appearance: as opaque as iOS 26's alerts look over their dimmed screen, with the glass's rim
/// and shadow.
extension AlertController {
  /// Whether the action sheet has a source to grow out of.
  var isAnchored: Bool { barButtonItem != nil || sourceRect != nil }

  /// The platter: the fill, then the glass over it.
  func glassPlatter(_ rect: Rect, cornerRadius: Double, _ ctx: ControlContext) -> [RenderNode] {
    [
      RenderNode(
        frame: rect,
        kind: .fill(
          ctx.pick(light: "#FAFAFAD9", dark: "#2C2C2ED9"), cornerRadius: cornerRadius, corners: [.all, .continuous])),
      RenderNode(
        frame: rect,
        kind: .glass(
          Glass(
            cornerRadius: cornerRadius, hasContinuousCorners: true, appearance: ctx.environment.glassLook,
            adaptsToBackdrop: false))),
    ]
  }

  /// A capsule's fill and its title's colour.
  func capsuleColors(_ action: AlertAction, index: Int, _ ctx: ControlContext) -> (fill: Color, title: Color) {
    let grey = ctx.color(.system(.tertiarySystemFill))
    if !action.isEnabled { return (grey, ctx.color(.system(.tertiaryLabel))) }
    let red = ctx.color(.system(.systemRed))
    if !isSheet && index == preferredAction { return (action.style == .destructive ? red : ctx.tint, .white) }
    switch action.style {
    case .destructive: return (grey, red)
    case .cancel: return (grey, ctx.color(.system(.label)))
    default: return (grey, ctx.tint)
    }
  }

  /// A capsule with its title, and its element. `row` is a one-line capsule's height: a taller
  /// slot holds a wrapped title, its corners those of a one-line capsule.
  func capsule(_ action: AlertAction, index: Int, in slot: Rect, row: Double, _ ctx: ControlContext) -> [RenderNode] {
    let (fill, title) = capsuleColors(action, index: index, ctx)
    let wraps = slot.height > row
    let height = wraps ? row : slot.height
    return [ctx.fill(slot, fill, radius: height / 2)]
      + button(action, index: index, in: slot, inset: height / 4, ctx, color: title, wraps: wraps)
  }

  /// Each action's capsule height, one per row: a one-line capsule (`row`), or, at accessibility
  /// sizes, as tall as its title wrapped in a capsule `width` wide needs.
  func capsuleHeights(_ shown: [(Int, AlertAction)], width: Double, row: Double, _ ctx: ControlContext) -> [Double] {
    guard ctx.category.isAccessibilityCategory else { return shown.map { _ in row } }
    return shown.map { index, action in
      let font = buttonFont(index, ctx)
      let line = ctx.measure(action.title, font).size.height
      let wrapped = paragraphHeight(action.title, font, width: width - row / 2, ctx)
      return wrapped > line + 0.5 ? max(row, row + wrapped - line) : row
    }
  }

  /// Capsules laid out from `top`, one for each of `heights`: side by side (each `row` tall) or
  /// one per row, `width` wide from `x`.
  func capsuleSlots(
    sideBySide: Bool, x: Double, top: Double, width: Double, row: Double, gap: Double, heights: [Double]
  ) -> [Rect] {
    guard sideBySide else {
      var y = top
      return heights.map { h in
        defer { y += h + gap }
        return Rect(x: x, y: y, width: width, height: h)
      }
    }
    // Laid out left to right: the finished screen is mirrored for right-to-left.
    let count = heights.count
    let w = (width - gap * Double(count - 1)) / Double(count)
    return (0..<count).map { Rect(x: x + Double($0) * (w + gap), y: top, width: w, height: row) }
  }

  // MARK: Alerts

  /// The actions in the order shown, and whether two sit side by side (both titles fit their
  /// capsule, a quarter of its height in from each end).
  func glassArrangedActions(_ m: Design.AlertMetrics, _ ctx: ControlContext) -> (
    actions: [(Int, AlertAction)], sideBySide: Bool
  ) {
    var shown = Array(actions.enumerated()).map { ($0.offset, $0.element) }
    let row = rowHeight(ctx, base: m.buttonHeight, style: .body)
    let half = (m.width - 2 * m.buttonPadding - m.buttonGap) / 2 - row / 2
    let fits = shown.allSatisfy { ctx.measure($0.1.title, buttonFont($0.0, ctx)).size.width <= half }
    let sideBySide = shown.count == 2 && !ctx.category.isAccessibilityCategory && fits
    if let cancel = shown.firstIndex(where: { $0.1.style == .cancel }) {
      let c = shown.remove(at: cancel)
      if sideBySide { shown.insert(c, at: 0) } else { shown.append(c) }
    }
    return (shown, sideBySide)
  }

  /// A text field's height.
  func glassFieldHeight(_ m: Design.AlertMetrics, _ ctx: ControlContext) -> Double {
    max(m.fieldHeight, ctx.measure("Ag", ctx.font(.body)).size.height + 12)
  }

  /// The header (down to the buttons' top) and the buttons (with the padding below them).
  func glassAlertPlan(_ m: Design.AlertMetrics, _ ctx: ControlContext) -> AlertPlan {
    let inner = m.width - 2 * m.textInset
    var y = 0.0
    let hasText = title != nil || message != nil
    if hasText { y += m.textTop }
    if let title { y += paragraphHeight(title, ctx.font(.headline), width: inner, ctx) }
    if title != nil && message != nil { y += m.titleToMessage }
    if let message { y += paragraphHeight(message, ctx.font(m.messageStyle), width: inner, ctx) }
    if !textFields.isEmpty {
      y += hasText ? m.textBottom : m.buttonPadding
      y += (glassFieldHeight(m, ctx) + m.buttonGap) * Double(textFields.count) - m.buttonGap
      y += m.buttonPadding
    } else {
      y += hasText ? m.textBottom : m.buttonPadding
    }
    let row = rowHeight(ctx, base: m.buttonHeight, style: .body)
    let (shown, sideBySide) = glassArrangedActions(m, ctx)
    let rows = Double(sideBySide ? 1 : shown.count)
    let heights = capsuleHeights(shown, width: m.width - 2 * m.buttonPadding, row: row, ctx)
    let buttons = (sideBySide ? row : heights.reduce(0, +)) + max(0, rows - 1) * m.buttonGap + m.buttonPadding
    return AlertPlan(width: m.width, header: y, buttons: buttons, rowHeight: row)
  }

  func glassAlertNodes(
    _ m: Design.AlertMetrics, in frame: Rect, safe: (top: Double, bottom: Double), _ ctx: ControlContext
  ) -> [RenderNode] {
    let plan = glassAlertPlan(m, ctx)
    let top = frame.y + safe.top
    let bottom = frame.maxY - max(safe.bottom, ctx.engine.keyboardHeight)
    let fitted = plan.fitted(top: top, bottom: bottom)
    let (header, buttons) = (fitted.header, fitted.buttons)
    let width = min(plan.width, frame.width - 2 * m.buttonPadding)
    let platter = Rect(
      x: frame.midX - width / 2, y: (top + bottom) / 2 - (header + buttons) / 2, width: width,
      height: header + buttons)
    var nodes = glassPlatter(platter, cornerRadius: m.cornerRadius, ctx)
    var content: [RenderNode] = []
    let inner = width - 2 * m.textInset
    let x = platter.x + m.textInset
    var y = platter.y
    let label = ctx.color(.system(.label))
    if title != nil || message != nil { y += m.textTop }
    if let title {
      let node = paragraph(title, ctx.font(.headline), label, x: x, y: y, width: inner, ctx, alignment: .left)
      content += [
        node,
        ctx.engine.accessibilityNode(
          AccessibilityElement(label: ctx.engine.spoken(title), traits: [.staticText, .header]), frame: node.frame),
      ]
      y = node.frame.maxY
    }
    if title != nil && message != nil { y += m.titleToMessage }
    if let message {
      let node = paragraph(message, ctx.font(m.messageStyle), label, x: x, y: y, width: inner, ctx, alignment: .left)
      content += [node, ctx.engine.accessibilityNode(ctx.engine.textElement(message), frame: node.frame)]
      y = node.frame.maxY
    }
    if !textFields.isEmpty {
      y += title != nil || message != nil ? m.textBottom : m.buttonPadding
      content += glassFieldNodes(
        m, at: Point(x: platter.x + m.buttonPadding, y: y), width: width - 2 * m.buttonPadding, ctx)
    }
    let clip = Clip(
      rect: Rect(x: platter.x, y: platter.y, width: platter.width, height: header), cornerRadius: m.cornerRadius,
      corners: .top)
    nodes += content.map { n in
      var c = n
      if c.clip == nil { c.clip = clip }
      return c
    }
    let buttonsTop = platter.y + header
    let (shown, sideBySide) = glassArrangedActions(m, ctx)
    let capsuleWidth = width - 2 * m.buttonPadding
    let slots = capsuleSlots(
      sideBySide: sideBySide, x: platter.x + m.buttonPadding, top: buttonsTop, width: capsuleWidth,
      row: plan.rowHeight, gap: m.buttonGap,
      heights: capsuleHeights(shown, width: capsuleWidth, row: plan.rowHeight, ctx))
    var buttonNodes: [RenderNode] = []
    for ((index, action), slot) in zip(shown, slots) {
      buttonNodes += capsule(action, index: index, in: slot, row: plan.rowHeight, ctx)
    }
    let buttonClip = Clip(
      rect: Rect(x: platter.x, y: buttonsTop, width: platter.width, height: buttons), cornerRadius: m.cornerRadius,
      corners: .bottom)
    nodes += buttonNodes.map { n in
      var c = n
      if c.clip == nil { c.clip = buttonClip }
      return c
    }
    return nodes
  }

  /// The text fields: a rounded `tertiarySystemFill` box each, `buttonGap` apart, body text 12 pt in.
  func glassFieldNodes(_ m: Design.AlertMetrics, at origin: Point, width: Double, _ ctx: ControlContext)
    -> [RenderNode]
  {
    let h = glassFieldHeight(m, ctx)
    let font = ctx.font(.body)
    var nodes: [RenderNode] = []
    for (i, field) in textFields.enumerated() {
      let box = Rect(x: origin.x, y: origin.y + Double(i) * (h + m.buttonGap), width: width, height: h)
      nodes.append(
        RenderNode(
          frame: box,
          kind: .fill(
            ctx.color(.system(.tertiarySystemFill)), cornerRadius: m.fieldCorner, corners: [.all, .continuous])))
      nodes += fieldContents(field, font: font, in: box, inset: 12, ctx)
    }
    return nodes
  }

  // MARK: Action sheets

  func glassSheetNodes(
    _ m: Design.ActionSheetMetrics, in frame: Rect, safe: (top: Double, bottom: Double), anchor: Rect?,
    _ ctx: ControlContext
  ) -> [RenderNode] {
    let anchored = isAnchored
    var rows = actions.enumerated().map { ($0.offset, $0.element) }
    let cancel = rows.firstIndex { $0.1.style == .cancel }
    if let cancel {
      let c = rows.remove(at: cancel)
      if !anchored { rows.append(c) }
    }
    let phone = !(ctx.isPadLike && frame.width >= 600)
    let width =
      anchored || !phone ? min(m.width, frame.width - 2 * m.margin) : min(frame.width, frame.height) - 2 * m.edge
    // The header: the title and message, small and grey, centred.
    let inner = width - 2 * m.headerInset
    let titleFont = ctx.font(.footnote, weight: .semibold)
    let messageFont = ctx.font(.footnote)
    var header = 0.0
    if title != nil || message != nil {
      header = 2 * m.headerSpace
      if let title { header += paragraphHeight(title, titleFont, width: inner, ctx) }
      if title != nil && message != nil { header += 4 }
      if let message { header += paragraphHeight(message, messageFont, width: inner, ctx) }
      header -= m.padding
    }
    let row = rowHeight(ctx, base: m.rowHeight, style: .body)
    let n = Double(rows.count)
    let heights = capsuleHeights(rows, width: width - 2 * m.padding, row: row, ctx)
    let full = max(header, 0) + 2 * m.padding + heights.reduce(0, +) + max(0, n - 1) * m.rowGap
    // Where the platter sits; taller than the room, it scrolls (clipped).
    var platter: Rect
    let minTop = frame.y + safe.top + m.edge
    let maxBottom = frame.maxY - max(safe.bottom, m.edge)
    if anchored {
      let source =
        anchor ?? (sourceRect ?? Rect(x: frame.midX, y: 60, width: 0, height: 0)).offsetBy(dx: frame.x, dy: frame.y)
      let x = min(max(frame.x + m.margin, source.midX - width / 2), frame.maxX - m.margin - width)
      let below = source.maxY + m.sourceGap
      let above = source.y - m.sourceGap
      if below + full <= maxBottom || maxBottom - below >= above - minTop {
        platter = Rect(x: x, y: below, width: width, height: min(full, maxBottom - below))
      } else {
        let h = min(full, above - minTop)
        platter = Rect(x: x, y: above - h, width: width, height: h)
      }
    } else if phone {
      let h = min(full, maxBottom - minTop)
      platter = Rect(x: frame.midX - width / 2, y: maxBottom - h, width: width, height: h)
    } else {
      let h = min(full, maxBottom - minTop)
      platter = Rect(x: frame.midX - width / 2, y: (minTop + maxBottom) / 2 - h / 2, width: width, height: h)
    }
    var nodes = glassPlatter(platter, cornerRadius: m.cornerRadius, ctx)
    var content: [RenderNode] = []
    let grey = ctx.color(.system(.secondaryLabel))
    content += sheetHeader(
      titleFont: titleFont, messageFont: messageFont, grey,
      at: Point(x: platter.x + m.headerInset, y: platter.y + m.headerSpace), width: inner, ctx)
    let slots = capsuleSlots(
      sideBySide: false, x: platter.x + m.padding, top: platter.y + max(header, 0) + m.padding,
      width: width - 2 * m.padding, row: row, gap: m.rowGap, heights: heights)
    for ((index, action), slot) in zip(rows, slots) {
      content += capsule(action, index: index, in: slot, row: row, ctx)
    }
    let clip = Clip(rect: platter, cornerRadius: m.cornerRadius, corners: .all)
    nodes += content.map { n in
      var c = n
      if c.clip == nil { c.clip = clip }
      return c
    }
    return nodes
  }
}
