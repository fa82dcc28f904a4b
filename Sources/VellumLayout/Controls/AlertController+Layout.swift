/// `UIAlertController` as iOS 17/18 draws it over its dimmed presenting screen (20 % black, 48 %
/// in dark, as a sheet's; the status bar stays above it).
///
/// An alert: the centred 270 pt platter (310 at accessibility sizes) of blurred material, rounded
/// 14; title 17 pt semibold and message 13 pt, 20 pt above and below, 16 pt from the sides; text
/// fields under them; then the hairline-separated 44 pt buttons, two side by side (the cancel
/// action leading) when both titles fit, else stacked with the cancel action last. The preferred
/// action (else the cancel action) is semibold, destructive ones system red. A platter taller than
/// the screen keeps at least half of it for the buttons and clips the rest, as both parts scroll.
///
/// An action sheet: on iPhone the grouped platter at the bottom (8 pt from the sides, on the
/// bottom safe area) with 57 pt rows of 20 pt titles and the cancel action apart below it; on
/// iPad (regular width) a popover at `barButtonItem` or `sourceRect`, without the cancel action
/// and undimmed.
///
/// With `ctx.design.alert` (iOS 26) both are glass platters with capsule buttons
/// (AlertController+Glass.swift).
extension AlertController: ControlLayout, StatusBarOwner {
  var fillsWidth: Bool { true }
  var disabledOpacity: Double? { nil }

  static let alertWidth = 270.0
  static let accessibilityAlertWidth = 310.0
  static let alertCornerRadius = 14.0
  static let alertPadding = 20.0
  static let alertSideInset = 16.0
  static let buttonHeight = 44.0
  static let sheetEdge = 8.0
  static let sheetRowHeight = 57.0
  static let padSheetWidth = 304.0
  static let textFieldHeight = 26.0

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    laidOut(ctx, proposedWidth: proposedWidth).size
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    laidOut(ctx, proposedWidth: frame.width).nodes(frame, ctx)
  }

  /// The presenting screen laid out once `width` wide, drawn dimmed under the alert.
  func laidOut(_ ctx: ControlContext, proposedWidth width: Double) -> ControlLaidOut {
    let screen = presenting.map { ctx.engine.at("presenting").layout($0, width: width) }
    let plan = ctx.design.alert.map { glassAlertPlan($0, ctx) } ?? alertPlan(ctx)
    let height = max(screen?.size.height ?? 0, plan.height + 80)
    return ControlLaidOut(size: Size(width: width, height: height), width: width) { frame, ctx in
      nodes(in: frame, ctx, presenting: screen)
    }
  }

  var isSheet: Bool { preferredStyle == .actionSheet }

  func isPadSheet(_ ctx: ControlContext, width: Double) -> Bool { isSheet && ctx.isPadLike && width >= 600 }

  private func nodes(in frame: Rect, _ ctx: ControlContext, presenting screen: LayoutResult?) -> [RenderNode] {
    let look = ctx.design.alert
    // iOS 26's action sheet grows undimmed out of its source on every device.
    let undimmed = look == nil ? isPadSheet(ctx, width: frame.width) : isSheet && isAnchored
    let dark = ctx.environment.colors.style == .dark
    var nodes: [RenderNode] = []
    var chrome = ctx.engine.chrome
    chrome.isUnderDimming = !undimmed
    let placedButtons = ctx.engine.overlays.barButtons.count
    screen?.emit(in: frame, chrome: chrome, into: &nodes)
    // `barButtonItem`: the frame the presenting screen gave the item.
    let anchor = barButtonItem.flatMap { name in
      ctx.engine.overlays.barButtons[placedButtons...].last { $0.names.contains(name) }?.frame
    }
    // An alert is modal: VoiceOver reads only the alert.
    nodes.removeAll(where: \.isAccessibilityElement)
    let safe = NavigationController.chrome.safeArea(ctx)
    if !undimmed {
      nodes.append(ctx.fill(frame, Color.black.withAlpha(look?.dimming ?? (dark ? 0.48 : 0.2))))
      // The status bar stays above the dimming.
      if safe.top > 0, !ctx.engine.isSplitColumn, !ctx.engine.isSheetContent, !ctx.engine.isUnderDimming,
        let (screen, color) = presenting?.statusBarOwner(in: frame, ctx.engine)
      {
        nodes += screen.statusBar(
          in: Rect(x: frame.x, y: frame.y, width: frame.width, height: safe.top), ctx, color: color)
      }
      // So does the home indicator.
      if safe.bottom > 0, !ctx.engine.isSplitColumn, !ctx.engine.isSheetContent, !ctx.engine.isUnderDimming,
        presenting != nil
      {
        nodes.append(NavigationController.homeIndicator(in: frame, ctx))
      }
    }
    nodes += ctx.engine.pointerMarked(.occluder, frame: frame, [])
    var inside = ctx.engine
    inside.environment.colors.level = .elevated
    let c = ControlContext(engine: inside, common: ctx.common)
    if let look {
      nodes +=
        isSheet
        ? glassSheetNodes(look.sheet, in: frame, safe: safe, anchor: anchor, c)
        : glassAlertNodes(look, in: frame, safe: safe, c)
    } else if !isSheet {
      nodes += alertNodes(in: frame, safe: safe, c)
    } else if undimmed {
      nodes += padSheetNodes(in: frame, anchor: anchor, c)
    } else {
      nodes += phoneSheetNodes(in: frame, safe: safe, c)
    }
    return nodes
  }

  /// Over an alert, the status bar is the alert's own.
  func statusBarOwner(in frame: Rect, _ engine: LayoutEngine) -> (screen: NavigationController, color: Color?)? { nil }

  // MARK: Alerts

  /// The actions in the order shown, and whether two sit side by side.
  func arrangedActions(_ ctx: ControlContext, width: Double) -> (actions: [(Int, AlertAction)], sideBySide: Bool) {
    var shown = Array(actions.enumerated()).map { ($0.offset, $0.element) }
    let cancel = shown.firstIndex { $0.1.style == .cancel }
    let half = width / 2 - 2 * 8
    let fits = shown.allSatisfy { ctx.measure($0.1.title, buttonFont($0.0, ctx)).size.width <= half }
    let sideBySide = shown.count == 2 && !ctx.category.isAccessibilityCategory && fits
    if let cancel {
      let c = shown.remove(at: cancel)
      if sideBySide { shown.insert(c, at: 0) } else { shown.append(c) }
    }
    return (shown, sideBySide)
  }

  /// The index of the action drawn semibold: the preferred one, else the cancel action.
  var boldAction: Int? { preferredAction ?? actions.firstIndex { $0.style == .cancel } }

  func buttonFont(_ index: Int, _ ctx: ControlContext) -> FontDescriptor {
    let style: TextStyle = isSheet && ctx.design.alert == nil ? .title3 : .body
    return ctx.font(style, weight: index == boldAction ? .semibold : nil)
  }

  func buttonColor(_ action: AlertAction, _ ctx: ControlContext) -> Color {
    if !action.isEnabled { return ctx.color(.system(.tertiaryLabel)) }
    return action.style == .destructive ? ctx.color(.system(.systemRed)) : ctx.tint
  }

  /// A block of wrapping text, centred unless told.
  func paragraph(
    _ s: String, _ font: FontDescriptor, _ color: Color, x: Double, y: Double, width: Double, _ ctx: ControlContext,
    alignment: ResolvedAlignment = .center
  )
    -> RenderNode
  {
    let string = ctx.engine.localized(s)
    let h = paragraphHeight(s, font, width: width, ctx)
    return RenderNode(
      frame: Rect(x: x, y: y, width: width, height: h),
      kind: .text(
        TextRun(
          string: string, font: font, color: color, layoutWidth: width, numberOfLines: 0,
          lineBreakMode: .byWordWrapping, alignment: alignment, direction: ctx.environment.layoutDirection)))
  }

  func paragraphHeight(_ s: String, _ font: FontDescriptor, width: Double, _ ctx: ControlContext) -> Double {
    ctx.engine.resources.measure(
      TextRequest(
        string: ctx.engine.localized(s), font: font, maxWidth: width, numberOfLines: 0, lineBreakMode: .byWordWrapping,
        direction: ctx.environment.layoutDirection)
    ).size.height
  }

  /// An alert's sizes: its width, the header (title, message, text fields) and the buttons.
  struct AlertPlan {
    var width: Double
    var header: Double
    var buttons: Double
    var rowHeight: Double
    var height: Double { header + buttons }

    /// The plan fitted between `top` and `bottom` (10 pt from each): too tall for the screen,
    /// the buttons keep at least half, the header the rest (both scroll).
    func fitted(top: Double, bottom: Double) -> AlertPlan {
      let available = max(0, bottom - top - 2 * 10)
      guard height > available else { return self }
      var plan = self
      plan.buttons = min(buttons, max(available / 2, available - header))
      plan.header = available - plan.buttons
      return plan
    }
  }

  func alertPlan(_ ctx: ControlContext) -> AlertPlan {
    let width = ctx.category.isAccessibilityCategory ? Self.accessibilityAlertWidth : Self.alertWidth
    let inner = width - 2 * Self.alertSideInset
    var y = 0.0
    if title != nil || message != nil || !textFields.isEmpty { y += Self.alertPadding }
    if let title { y += paragraphHeight(title, ctx.font(.headline), width: inner, ctx) }
    if title != nil && message != nil { y += 2 }
    if let message { y += paragraphHeight(message, ctx.font(.footnote), width: inner, ctx) }
    if !textFields.isEmpty {
      if title != nil || message != nil { y += 12 }
      y += fieldHeight(ctx) * Double(textFields.count)
      y += 16
    } else if title != nil || message != nil {
      y += Self.alertPadding
    }
    let row = rowHeight(ctx, base: Self.buttonHeight, style: .body)
    let (shown, sideBySide) = arrangedActions(ctx, width: width)
    let rows = sideBySide ? 1 : shown.count
    return AlertPlan(width: width, header: y, buttons: Double(rows) * row, rowHeight: row)
  }

  func fieldHeight(_ ctx: ControlContext) -> Double {
    max(Self.textFieldHeight, ctx.measure("Ag", ctx.font(.footnote)).size.height + 8)
  }

  /// A button row: `base` tall, or taller for large text.
  func rowHeight(_ ctx: ControlContext, base: Double, style: TextStyle) -> Double {
    max(base, ctx.measure("Ag", ctx.font(style)).size.height + 22)
  }

  func alertNodes(in frame: Rect, safe: (top: Double, bottom: Double), _ ctx: ControlContext) -> [RenderNode] {
    let plan = alertPlan(ctx)
    let hairline = 1 / Double(ctx.engine.canvas.scale)
    let top = frame.y + safe.top
    let bottom = frame.maxY - max(safe.bottom, ctx.engine.keyboardHeight)
    let fitted = plan.fitted(top: top, bottom: bottom)
    let (header, buttons) = (fitted.header, fitted.buttons)
    let height = header + buttons
    let platter = Rect(
      x: frame.midX - plan.width / 2, y: (top + bottom) / 2 - height / 2, width: plan.width, height: height)
    let radius = Self.alertCornerRadius
    var nodes: [RenderNode] = [
      RenderNode(
        frame: platter,
        kind: .backdropBlur(tint: ctx.pick(light: "#F2F2F2CC", dark: "#1E1E1EBF"), radius: 20, cornerRadius: radius))
    ]
    var content: [RenderNode] = []
    let inner = plan.width - 2 * Self.alertSideInset
    let x = platter.x + Self.alertSideInset
    var y = platter.y
    let label = ctx.color(.system(.label))
    if title != nil || message != nil || !textFields.isEmpty { y += Self.alertPadding }
    if let title {
      let node = paragraph(title, ctx.font(.headline), label, x: x, y: y, width: inner, ctx)
      content += [
        node,
        ctx.engine.accessibilityNode(
          AccessibilityElement(label: ctx.engine.spoken(title), traits: [.staticText, .header]), frame: node.frame),
      ]
      y = node.frame.maxY
    }
    if title != nil && message != nil { y += 2 }
    if let message {
      let node = paragraph(message, ctx.font(.footnote), label, x: x, y: y, width: inner, ctx)
      content += [node, ctx.engine.accessibilityNode(ctx.engine.textElement(message), frame: node.frame)]
      y = node.frame.maxY
    }
    if !textFields.isEmpty {
      if title != nil || message != nil { y += 12 }
      content += fieldNodes(at: Point(x: x, y: y), width: inner, ctx)
    }
    let clip = Clip(
      rect: Rect(x: platter.x, y: platter.y, width: platter.width, height: header), cornerRadius: radius, corners: .top)
    nodes += content.map { n in
      var m = n
      if m.clip == nil { m.clip = clip }
      return m
    }
    // The buttons, under a hairline.
    let separator = ctx.color(.system(.separator))
    let buttonsTop = platter.y + header
    var buttonNodes: [RenderNode] = []
    let (shown, sideBySide) = arrangedActions(ctx, width: plan.width)
    for (k, (index, action)) in shown.enumerated() {
      let slot =
        sideBySide
        ? Rect(
          x: platter.x + Double(k) * plan.width / 2, y: buttonsTop, width: plan.width / 2, height: plan.rowHeight)
        : Rect(x: platter.x, y: buttonsTop + Double(k) * plan.rowHeight, width: plan.width, height: plan.rowHeight)
      if k == 0 || !sideBySide {
        buttonNodes.append(ctx.fill(Rect(x: platter.x, y: slot.y, width: plan.width, height: hairline), separator))
      }
      if sideBySide && k == 1 {
        buttonNodes.append(
          ctx.fill(Rect(x: slot.x - hairline / 2, y: slot.y, width: hairline, height: slot.height), separator))
      }
      buttonNodes += button(action, index: index, in: slot, inset: 8, ctx)
    }
    let buttonClip = Clip(
      rect: Rect(x: platter.x, y: buttonsTop, width: platter.width, height: buttons), cornerRadius: radius,
      corners: .bottom)
    nodes += buttonNodes.map { n in
      var m = n
      if m.clip == nil { m.clip = buttonClip }
      return m
    }
    return nodes
  }

  /// An action's title centred in `slot` (`wraps`: on as many lines as it needs), and its element.
  func button(
    _ action: AlertAction, index: Int, in slot: Rect, inset: Double, _ ctx: ControlContext, color: Color? = nil,
    wraps: Bool = false
  ) -> [RenderNode] {
    let font = buttonFont(index, ctx)
    let color = color ?? buttonColor(action, ctx)
    var element = AccessibilityElement(label: ctx.engine.spoken(action.title), traits: .button)
    if !action.isEnabled { element.traits.insert(.notEnabled) }
    let title: RenderNode
    if wraps {
      let text = paragraph(action.title, font, color, x: slot.x + inset, y: 0, width: slot.width - 2 * inset, ctx)
      title = text.offsetBy(dx: 0, dy: slot.midY - text.frame.height / 2)
    } else {
      let h = ctx.measure(action.title, font).size.height
      title = ctx.text(
        action.title, font, color,
        in: Rect(x: slot.x + inset, y: slot.midY - h / 2, width: slot.width - 2 * inset, height: h))
    }
    return [title, ctx.engine.accessibilityNode(element, frame: slot)]
  }

  /// A text field's text (its placeholder, or bullets for secure entry) `inset` in from `box`'s
  /// sides, centred on it, and its accessibility element over `box`.
  func fieldContents(_ field: AlertTextField, font: FontDescriptor, in box: Rect, inset: Double, _ ctx: ControlContext)
    -> [RenderNode]
  {
    var nodes: [RenderNode] = []
    let shown = field.isSecureTextEntry ? String(repeating: "•", count: field.text.count) : field.text
    let (string, color) =
      shown.isEmpty
      ? (field.placeholder ?? "", ctx.color(.system(.placeholderText))) : (shown, ctx.color(.system(.label)))
    if !string.isEmpty {
      let th = ctx.measure(string, font).size.height
      nodes.append(
        ctx.text(
          string, font, color,
          in: Rect(x: box.x + inset, y: box.midY - th / 2, width: box.width - 2 * inset, height: th),
          alignment: .left, clipsToFrame: true))
    }
    let element = AccessibilityElement(
      label: field.placeholder.map(ctx.engine.spoken),
      value: field.isSecureTextEntry ? (field.text.isEmpty ? nil : "\(field.text.count) characters") : field.text,
      traits: [])
    nodes.append(ctx.engine.accessibilityNode(element, frame: box))
    return nodes
  }

  /// The text fields: one rounded box, a hairline between fields, 13 pt text 6 pt in.
  func fieldNodes(at origin: Point, width: Double, _ ctx: ControlContext) -> [RenderNode] {
    let h = fieldHeight(ctx)
    let box = Rect(x: origin.x, y: origin.y, width: width, height: h * Double(textFields.count))
    let hairline = 1 / Double(ctx.engine.canvas.scale)
    let separator = ctx.color(.system(.separator))
    var nodes = [
      ctx.fill(box, ctx.pick(light: "#FFFFFF", dark: "#1C1C1E"), radius: 7),
      RenderNode(frame: box, kind: .stroke(separator, width: hairline, cornerRadius: 7)),
    ]
    let font = ctx.font(.footnote)
    for (i, field) in textFields.enumerated() {
      let row = Rect(x: box.x, y: box.y + Double(i) * h, width: width, height: h)
      if i > 0 { nodes.append(ctx.fill(Rect(x: row.x, y: row.y, width: width, height: hairline), separator)) }
      nodes += fieldContents(field, font: font, in: row, inset: 6, ctx)
    }
    return nodes
  }

  // MARK: Action sheets

  /// The action sheet's group: its header (title and message) and rows, `width` wide.
  func sheetGroup(width: Double, rows: [(Int, AlertAction)], _ ctx: ControlContext) -> (header: Double, row: Double) {
    let inner = width - 32
    var header = 0.0
    if title != nil || message != nil {
      header = 2 * 13.5
      if let title { header += paragraphHeight(title, ctx.font(.footnote, weight: .semibold), width: inner, ctx) }
      if title != nil && message != nil { header += 4 }
      if let message { header += paragraphHeight(message, ctx.font(.footnote), width: inner, ctx) }
    }
    return (header, rowHeight(ctx, base: Self.sheetRowHeight, style: .title3))
  }

  /// An action sheet's header: its title (a header for VoiceOver) over its message, 4 pt apart,
  /// from `origin`, `width` wide.
  func sheetHeader(
    titleFont: FontDescriptor, messageFont: FontDescriptor, _ color: Color, at origin: Point, width: Double,
    _ ctx: ControlContext
  ) -> [RenderNode] {
    var nodes: [RenderNode] = []
    var y = origin.y
    if let title {
      let node = paragraph(title, titleFont, color, x: origin.x, y: y, width: width, ctx)
      nodes += [
        node,
        ctx.engine.accessibilityNode(
          AccessibilityElement(label: ctx.engine.spoken(title), traits: [.staticText, .header]), frame: node.frame),
      ]
      y = node.frame.maxY + (message != nil ? 4 : 0)
    }
    if let message {
      let node = paragraph(message, messageFont, color, x: origin.x, y: y, width: width, ctx)
      nodes += [node, ctx.engine.accessibilityNode(ctx.engine.textElement(message), frame: node.frame)]
    }
    return nodes
  }

  /// Draws the group (header and rows) from `top` in a platter of `width`; the nodes are in
  /// drawing order, above the platter's background.
  func groupNodes(in group: Rect, header: Double, row: Double, rows: [(Int, AlertAction)], _ ctx: ControlContext)
    -> [RenderNode]
  {
    let hairline = 1 / Double(ctx.engine.canvas.scale)
    let inner = group.width - 32
    let grey = ctx.pick(light: "#1D1D1D85", dark: "#F1F1F196")
    var nodes: [RenderNode] = []
    nodes += sheetHeader(
      titleFont: ctx.font(.footnote, weight: .semibold), messageFont: ctx.font(.footnote), grey,
      at: Point(x: group.x + 16, y: group.y + 13.5), width: inner, ctx)
    let divider = ctx.pick(light: "#C9C9C9D4", dark: "#7D7D7DD5")
    for (k, (index, action)) in rows.enumerated() {
      let slot = Rect(x: group.x, y: group.y + header + Double(k) * row, width: group.width, height: row)
      if k > 0 || header > 0 {
        nodes.append(ctx.fill(Rect(x: group.x, y: slot.y, width: group.width, height: hairline), divider))
      }
      nodes += button(action, index: index, in: slot, inset: 10, ctx)
    }
    return nodes
  }

  func phoneSheetNodes(in frame: Rect, safe: (top: Double, bottom: Double), _ ctx: ControlContext) -> [RenderNode] {
    let width = min(frame.width, frame.height) - 2 * Self.sheetEdge
    let x = frame.midX - width / 2
    let cancel = actions.firstIndex { $0.style == .cancel }
    let rows = actions.enumerated().filter { $0.offset != cancel }.map { ($0.offset, $0.element) }
    let (header, row) = sheetGroup(width: width, rows: rows, ctx)
    let radius = Self.alertCornerRadius
    var bottom = frame.maxY - max(safe.bottom, Self.sheetEdge)
    var nodes: [RenderNode] = []
    if let cancel {
      let slot = Rect(x: x, y: bottom - row, width: width, height: row)
      nodes.append(ctx.fill(slot, ctx.pick(light: "#FFFFFF", dark: "#2C2C2C"), radius: radius))
      nodes += button(actions[cancel], index: cancel, in: slot, inset: 10, ctx)
      bottom = slot.y - Self.sheetEdge
    }
    guard header > 0 || !rows.isEmpty else { return nodes }
    // Taller than the screen, the group scrolls: its top stays below the status bar.
    let full = header + row * Double(rows.count)
    let top = max(frame.y + safe.top + Self.sheetEdge, bottom - full)
    let platter = Rect(x: x, y: top, width: width, height: bottom - top)
    var group = [
      RenderNode(
        frame: platter,
        kind: .backdropBlur(tint: ctx.pick(light: "#FCFCFCC8", dark: "#292929BE"), radius: 20, cornerRadius: radius))
    ]
    let clip = Clip(rect: platter, cornerRadius: radius, corners: .all)
    group += groupNodes(in: Rect(x: x, y: top, width: width, height: full), header: header, row: row, rows: rows, ctx)
      .map { n in
        var m = n
        if m.clip == nil { m.clip = clip }
        return m
      }
    return group + nodes
  }

  /// The iPad action sheet: a popover pointing at `anchor` (a bar button item's frame), else at
  /// `sourceRect`, else at the top centre.
  func padSheetNodes(in frame: Rect, anchor: Rect?, _ ctx: ControlContext) -> [RenderNode] {
    // In a popover UIKit drops the cancel action: tapping outside cancels.
    let rows = actions.enumerated().filter { $0.element.style != .cancel }.map { ($0.offset, $0.element) }
    let width = Self.padSheetWidth
    let (header, row) = sheetGroup(width: width, rows: rows, ctx)
    let height = header + row * Double(rows.count)
    let source =
      anchor ?? (sourceRect ?? Rect(x: frame.midX, y: 60, width: 0, height: 0)).offsetBy(dx: frame.x, dy: frame.y)
    let (card, nodes) = Popover.card(Size(width: width, height: height), from: source, permitted: .any, in: frame, ctx)
    let clip = Clip(rect: card, cornerRadius: 13, corners: .all)
    return nodes
      + groupNodes(in: card, header: header, row: row, rows: rows, ctx).map { n in
        var m = n
        if m.clip == nil { m.clip = clip }
        return m
      }
  }
}
