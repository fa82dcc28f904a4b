/// UINavigationBar (spec §13): 44 pt (50 on iPad), +52 for a large title, +52 for a search
/// field, +30 for a prompt; the back chevron 8 pt in with the previous title 6 pt after it;
/// the title 17 pt semibold centred, or the large title 34 pt bold at the leading margin.
extension NavigationBar: ControlLayout {
  var fillsWidth: Bool { true }
  var disabledOpacity: Double? { nil }

  struct Metrics {
    var bar: Double
    var margin: Double
    var prompt: Double
    var large: Double
    var search: Double
    /// Space above the prompt and the row (iOS 26's iPhone sheets: the row concentric with the card).
    var top = 0.0
    var total: Double { top + prompt + bar + large + search }
  }

  /// The bar's metrics at `width`: the layout margin is 16 pt on phones narrower than 414 pt
  /// (iPhone 13 to 15 Pro, 390–393 pt) and 20 on wider phones (Plus and Max) and iPads. A phone
  /// in landscape (compact height) has a 32 pt bar and no large title, as UIKit's compact bar
  /// metrics.
  /// Scrolled by `ctx.engine.barCollapse`, the search field goes first, then the large title
  /// (UIKit's collapse as the content scrolls up under the bar).
  func metrics(_ ctx: ControlContext, width: Double = 0) -> Metrics {
    let (large, search) = collapsibleHeights(ctx)
    let collapse = ctx.engine.barCollapse
    return Metrics(
      bar: ctx.isPadLike ? Self.padBarHeight : ctx.isCompactHeight ? 32 : 44,
      margin: ctx.isPadLike || width >= 414 ? 20 : 16,
      prompt: prompt == nil ? 0 : 30,
      large: max(0, large - max(0, collapse - search)), search: max(0, search - collapse),
      top: ctx.engine.sheetBarTop)
  }

  /// The heights of the large title's and the search field's rows when nothing has scrolled.
  func collapsibleHeights(_ ctx: ControlContext) -> (large: Double, search: Double) {
    (
      largeTitleShown(ctx) ? 52 * max(1, ctx.category.bodyMetricsFactor) : 0,
      search == nil || searchIsAtBottom(ctx) ? 0 : max(52, 16 + 36 * ctx.category.bodyMetricsFactor)
    )
  }

  /// iOS 26 on iPhone: the search field sits in the toolbar's row at the bottom of the screen
  /// when the item allows it.
  func searchIsAtBottom(_ ctx: ControlContext) -> Bool {
    search != nil && searchBarPlacementAllowsToolbarIntegration && ctx.design.barItemPlatters != nil
      && !ctx.isPadLike
  }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    Size(width: proposedWidth, height: metrics(ctx).total)
  }

  /// The back button's title: the explicit one, the previous screen's, or "Back" when that is
  /// too long or the mode is generic.
  func backTitle(_ ctx: ControlContext, width: Double) -> String? {
    guard let previous = backStack.last else { return nil }
    switch backButtonDisplayMode {
    case .minimal: return nil
    case .generic: return "Back"
    case .default:
      let t = backButtonTitle ?? previous
      return ctx.measure(t, ctx.barFont(.body)).size.width > width / 3 ? "Back" : t
    }
  }

  /// Whether the large title shows: asked for, and not in compact height.
  func largeTitleShown(_ ctx: ControlContext) -> Bool { showsLargeTitle && !ctx.isCompactHeight }

  /// The bar's row on iPad.
  static let padBarHeight = 50.0

  /// Room kept between the title and the bar's items.
  static let titleGap = 4.0 / 3
  /// The title's line sits this far above the bar's middle (iOS 15.5 at 3x: a 17 pt semibold
  /// title's cap top 87 px above the hairline, 2 px higher than centred).
  static let titleRaise = 2.0 / 3

  /// A bar piece's platter width: its title and the padding either side, at least a circle.
  func platterWidth(_ piece: BarPiece, _ p: Design.BarItemPlatterMetrics) -> Double {
    if piece.isSpace || piece.hidesBackground { return piece.width }
    return max(p.height, piece.width + (piece.width <= BarButtonItem.symbolBox ? 0 : 2 * p.textPadding))
  }

  /// Whether a piece is an icon alone (a symbol, the overflow button, a collapsed group's image).
  func isIcon(_ piece: BarPiece) -> Bool { piece.width <= BarButtonItem.symbolBox && !piece.isSpace }

  /// Whether a piece may share a capsule with a neighbour: an icon that has glass and shares it.
  func sharesCapsule(_ piece: BarPiece) -> Bool { isIcon(piece) && piece.sharesBackground && !piece.hidesBackground }

  /// The pieces in the runs that share a platter: on glass, neighbouring icons share one capsule
  /// (text items and the prominent item have their own); without glass each piece alone.
  func runs(_ pieces: [BarPiece], _ p: Design.BarItemPlatterMetrics?) -> [[BarPiece]] {
    guard p != nil else { return pieces.map { [$0] } }
    var runs: [[BarPiece]] = []
    for piece in pieces {
      if sharesCapsule(piece), let last = runs.last?.last, sharesCapsule(last) {
        runs[runs.count - 1].append(piece)
      } else {
        runs.append([piece])
      }
    }
    return runs
  }

  func runWidth(_ run: [BarPiece], _ p: Design.BarItemPlatterMetrics?) -> Double {
    guard let p else { return run.map(\.width).reduce(0, +) }
    return run.map { platterWidth($0, p) }.reduce(0, +)
  }

  /// Draws a run in `frame`: a lone piece as `drawItem` does, or icons side by side on one
  /// capsule, each centred in its 44 pt.
  func drawRun(_ run: [BarPiece], in frame: Rect, _ p: Design.BarItemPlatterMetrics?, _ ctx: ControlContext)
    -> [RenderNode]
  {
    guard let p, run.count > 1 else { return drawItem(run[0], in: frame, p, ctx) }
    var nodes = ctx.platter(
      Rect(x: frame.x, y: frame.midY - p.height / 2, width: frame.width, height: p.height), cornerRadius: p.height / 2)
    var x = frame.x
    for piece in run {
      let slot = platterWidth(piece, p)
      let w = piece.width
      nodes += piece.draw(in: Rect(x: x + (slot - w) / 2, y: frame.y, width: w, height: frame.height), ctx)
      x += slot
    }
    return nodes
  }

  /// Draws a bar piece in `frame`: on a glass platter centred on the bar with the piece
  /// centred on it (iOS 26), or as it is.
  func drawItem(_ piece: BarPiece, in frame: Rect, _ p: Design.BarItemPlatterMetrics?, _ ctx: ControlContext)
    -> [RenderNode]
  {
    guard let p, !piece.isSpace, !piece.hidesBackground else { return piece.draw(in: frame, ctx) }
    let platter = Rect(x: frame.x, y: frame.midY - p.height / 2, width: frame.width, height: p.height)
    let w = piece.width
    let inner = Rect(x: platter.midX - w / 2, y: frame.y, width: w, height: frame.height)
    // The prominent item (`done`, Done and Save) is a capsule in the tint with a white title,
    // as `prominentGlass()` buttons are.
    if case .item(let laid) = piece, laid.item.style == .done || (laid.item.systemItem?.isProminent ?? false),
      laid.item.isEnabled
    {
      var common = ctx.common
      common.tintColor = .fixed(.white)
      let white = ControlContext(engine: ctx.engine, common: common)
      return [ctx.fill(platter, ctx.engine.environment.colors.tint, radius: p.height / 2)]
        + piece.draw(in: inner, white)
    }
    return ctx.platter(platter, cornerRadius: platter.height / 2) + piece.draw(in: inner, ctx)
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    let m = metrics(ctx, width: frame.width)
    var nodes: [RenderNode] = []
    let bounds = Rect(x: frame.x, y: frame.y, width: frame.width, height: m.total)
    let shown = activeAppearance(ctx)
    nodes += ctx.barBackground(shown, bounds, hairlineAtTop: false)
    // What the bar holds keeps out of the safe area at its sides; its background reaches the edges.
    let frame = frame.inset(by: EdgeInsets(left: ctx.engine.sideSafeArea.left, right: ctx.engine.sideSafeArea.right))
    if let prompt { nodes.append(promptNode(prompt, in: frame, m, ctx)) }
    let barY = frame.y + m.top + m.prompt
    var leadingEdge = frame.x + m.margin
    let platters = ctx.design.barItemPlatters
    if let p = platters, !backStack.isEmpty {
      leadingEdge = glassBackButton(in: frame, barY: barY, m, p, ctx, into: &nodes)
    } else if !backStack.isEmpty {
      leadingEdge = backButton(in: frame, barY: barY, m, ctx, into: &nodes)
    }
    let plan = toolbarPlan(ctx, width: frame.width, backWidth: leadingEdge - frame.x - m.margin)
    let edges = placeItems(plan, after: leadingEdge, in: frame, barY: barY, m, platters, ctx, into: &nodes)
    let titleEnd = placeTitle(plan, between: edges, in: frame, barY: barY, m, shown, ctx, into: &nodes)
    // Editor role on iPad: secondary actions in the centre area.
    var cx = max(titleEnd + 24, frame.midX - plan.center.map { $0.width + 12 }.reduce(0, +) / 2)
    for item in plan.center {
      let w = item.width
      nodes += item.draw(in: Rect(x: cx, y: barY, width: w, height: m.bar), ctx)
      cx += w + 12
    }
    var largeTitleBaseline: Double?
    if let title, largeTitleShown(ctx), m.large > 0 {
      largeTitleBaseline = placeLargeTitle(title, in: frame, bounds: bounds, barY: barY, m, shown, ctx, into: &nodes)
    }
    if let search, m.search > 0 {
      let top = largeTitleBaseline.map { $0 + 50.0 / 3 } ?? barY + m.bar + m.large + 8
      nodes += searchRowNodes(search, in: frame, top: top, m, ctx)
    }
    if isCustomizing {
      ctx.engine.present(.anchored(source: bounds) { customizationEditor(below: $0, ctx) }, key: "customizationEditor")
    }
    return ctx.bars(frame: bounds, nodes)
  }

  /// The prompt: one line of footnote text above the bar's row.
  private func promptNode(_ prompt: String, in frame: Rect, _ m: Metrics, _ ctx: ControlContext) -> RenderNode {
    let f = ctx.barFont(.footnote)
    let h = ctx.measure(prompt, f).size.height
    return ctx.text(
      prompt, f, ctx.color(.system(.secondaryLabel)),
      in: Rect(
        x: frame.x + m.margin, y: frame.y + m.top + (m.prompt - h) / 2 + 4, width: frame.width - 2 * m.margin,
        height: h))
  }

  /// iOS 26's back button: a glass circle with the chevron, no title; returns where the
  /// leading items start.
  private func glassBackButton(
    in frame: Rect, barY: Double, _ m: Metrics, _ p: Design.BarItemPlatterMetrics, _ ctx: ControlContext,
    into nodes: inout [RenderNode]
  ) -> Double {
    let midY = barY + m.bar / 2
    let circle = Rect(x: frame.x + p.margin, y: midY - p.height / 2, width: p.height, height: p.height)
    nodes += ctx.platter(circle, cornerRadius: circle.height / 2)
    // The pointer's highlight goes on the glass, behind the chevron.
    let start = nodes.count
    nodes.append(
      ctx.symbol(
        "chevron.backward", size: p.chevronSize, weight: .semibold, color: ctx.color(.system(.label)),
        center: Point(x: circle.midX, y: circle.midY)))
    nodes.append(
      ctx.engine.accessibilityNode(
        AccessibilityElement(label: ctx.engine.spoken(backTitle(ctx, width: frame.width) ?? "Back"), traits: .button),
        frame: circle))
    var target = PointerTarget(style: PointerStyle(effect: .highlight))
    let inner = circle.height - 2 * p.pointerInset
    target.platter = Rect(x: p.pointerInset, y: p.pointerInset, width: inner, height: inner)
    target.platterRadius = circle.height / 2 - p.pointerInset
    ctx.engine.markPointer(.target(target), frame: circle, from: start, in: &nodes)
    if isBackMenuPresented {
      let children = backStack.reversed().map { MenuElement.action(MenuAction(title: $0)) }
      ctx.engine.present(.menu(Menu(children: children), source: circle))
    }
    return circle.maxX + p.spacing
  }

  /// The back button before iOS 26: the chevron (semibold, 32 pt: its 6 × 12-unit V stroked
  /// 2.15 units is 11 pt wide and 19 pt tall) centred 1.13 pt inside the margin, the previous
  /// title 15.3 pt after its centre (iOS 15.5 at 3x on 390 pt: chevron ink x 28…60 px and 57 px
  /// tall, the title's ink from x 95); returns where the leading items start.
  private func backButton(
    in frame: Rect, barY: Double, _ m: Metrics, _ ctx: ControlContext, into nodes: inout [RenderNode]
  ) -> Double {
    let midY = barY + m.bar / 2
    let start = nodes.count
    let chevronX = frame.x + m.margin - 1.13
    nodes.append(
      ctx.symbol(
        "chevron.backward", size: 32, weight: .semibold, color: ctx.tint, center: Point(x: chevronX, y: midY)))
    var leadingEdge = chevronX + 15.46
    if let title = backTitle(ctx, width: frame.width) {
      let f = ctx.barFont(.body)
      let t = ctx.measure(title, f)
      nodes.append(
        ctx.text(
          title, f, ctx.tint,
          in: Rect(x: leadingEdge, y: midY - t.size.height / 2, width: t.size.width, height: t.size.height),
          alignment: .left))
      leadingEdge += t.size.width
    }
    // iPadOS: the back button highlights like any bar button.
    let back = Rect(x: frame.x + 8, y: barY, width: leadingEdge - frame.x - 8, height: m.bar)
    nodes.append(
      ctx.engine.accessibilityNode(
        AccessibilityElement(label: ctx.engine.spoken(backTitle(ctx, width: frame.width) ?? "Back"), traits: .button),
        frame: back))
    var target = PointerTarget(style: PointerStyle(effect: .highlight))
    let h = min(36, back.height)
    target.platter = Rect(x: -4, y: (back.height - h) / 2, width: back.width + 12, height: h)
    ctx.engine.markPointer(.target(target), frame: back, from: start, in: &nodes)
    if isBackMenuPresented {
      let children = backStack.reversed().map { MenuElement.action(MenuAction(title: $0)) }
      ctx.engine.present(
        .menu(
          Menu(children: children),
          source: Rect(x: frame.x + 8, y: barY, width: leadingEdge - frame.x - 8, height: m.bar)))
    }
    return leadingEdge + 8
  }

  /// Places the leading items from `leadingEdge` (UIKit's left items, then SwiftUI's
  /// navigation/topBarLeading ones), then the trailing ones from the trailing edge; returns
  /// where the leading items end and the trailing ones start. A bar too narrow for its items
  /// drops the innermost ones, as UIKit does: leading items stop at the middle, trailing ones at
  /// the leading items. On glass (iOS 26) items draw in the label colour unless they have their
  /// own tint.
  private func placeItems(
    _ plan: ToolbarPlan, after leadingEdge: Double, in frame: Rect, barY: Double, _ m: Metrics,
    _ platters: Design.BarItemPlatterMetrics?, _ ctx: ControlContext, into nodes: inout [RenderNode]
  ) -> (leading: Double, trailing: Double) {
    var itemCtx = ctx
    if platters != nil {
      var common = ctx.common
      common.tintColor = .system(.label)
      itemCtx = ControlContext(engine: ctx.engine, common: common)
    }
    var x = leadingEdge
    if let p = platters, backStack.isEmpty { x = frame.x + p.margin }
    let gap = platters?.spacing ?? 12
    for run in runs(plan.leading, platters) {
      let w = runWidth(run, platters)
      if x + w > frame.midX { break }
      nodes += drawRun(run, in: Rect(x: x, y: barY, width: w, height: m.bar), platters, itemCtx)
      x += w + gap
    }
    // Trailing items, the first at the trailing edge; then the overflow button.
    var right = frame.maxX - (platters?.margin ?? m.margin)
    var rightEdge = right
    for run in runs(plan.trailing, platters) {
      let w = runWidth(run, platters)
      if right - w < x + 8 { break }
      let f = Rect(x: right - w, y: barY, width: w, height: m.bar)
      // Trailing runs are listed from the edge inwards: their pieces too.
      nodes += drawRun(run.reversed(), in: f, platters, itemCtx)
      right -= w + gap
      rightEdge = f.x
    }
    return (x, rightEdge)
  }

  /// Places the principal item, or the title: centred (the default role, and compact widths), or
  /// leading (editor, browser), between the items' `edges`; returns where it ends.
  private func placeTitle(
    _ plan: ToolbarPlan, between edges: (leading: Double, trailing: Double), in frame: Rect, barY: Double,
    _ m: Metrics, _ shown: BarAppearance?, _ ctx: ControlContext, into nodes: inout [RenderNode]
  ) -> Double {
    let (leadingEdge, rightEdge) = edges
    let midY = barY + m.bar / 2
    let titleFont = shown?.titleTextAttributes?.font?.resolve(ControlContext.barCategory) ?? ctx.barFont(.headline)
    let titleColor = shown?.titleTextAttributes?.foregroundColor.map(ctx.color)
    if let principal = plan.principal {
      let w = principal.width
      nodes += principal.draw(in: Rect(x: frame.midX - w / 2, y: barY, width: w, height: m.bar), ctx)
      return leadingEdge
    }
    guard let title, !title.isEmpty, !largeTitleShown(ctx) || m.large == 0,
      !ctx.engine.chrome.isUnderTopTabBar || plan.leadingTitle
    else { return leadingEdge }
    let leftExtent = max(leadingEdge - frame.x, m.margin)
    let rightExtent = max(frame.maxX - rightEdge, m.margin)
    let accessory = titleAccessoryWidth(ctx)
    let natural = ctx.measure(title, titleFont).size.width
    let titleX: Double
    let available: Double
    if plan.leadingTitle {
      titleX = leadingEdge + (backStack.isEmpty && plan.leading.isEmpty ? 0 : 4)
      available = max(0, rightEdge - 12 - titleX - accessory)
    } else {
      // Centred on the bar when it fits between the items; otherwise moved toward the trailing
      // side as far as the leading items allow (iOS 15.5: a long title starts 32 px at 3x after
      // the back title's ink); truncated only when it fits nowhere.
      let minX = frame.x + leftExtent + Self.titleGap
      let maxX = frame.maxX - rightExtent - Self.titleGap
      let width = min(natural + accessory, max(0, maxX - minX))
      titleX = min(max(frame.midX - width / 2, minX), maxX - width)
      available = max(0, width - accessory)
    }
    let drawn = titleNodes(
      title, font: titleFont, color: titleColor, x: titleX, midY: midY - Self.titleRaise,
      width: min(natural, available), ctx)
    nodes += drawn.nodes
    nodes.append(
      ctx.engine.accessibilityNode(
        AccessibilityElement(label: ctx.engine.spoken(title), traits: .header),
        frame: Rect(x: titleX, y: barY, width: max(0, drawn.end - titleX), height: m.bar)))
    if isTitleMenuPresented, let menu = titleMenuWithDocument {
      ctx.engine.present(
        .menu(menu, source: Rect(x: titleX, y: barY, width: drawn.end - titleX, height: m.bar)))
    }
    return drawn.end
  }

  /// Places the large title under the bar's row; returns its baseline. Scrolling away, it slides
  /// up under the row and is cut off at its bottom.
  private func placeLargeTitle(
    _ title: String, in frame: Rect, bounds: Rect, barY: Double, _ m: Metrics, _ shown: BarAppearance?,
    _ ctx: ControlContext, into nodes: inout [RenderNode]
  ) -> Double {
    let f = shown?.largeTitleTextAttributes?.font?.resolve(ctx.category) ?? ctx.font(.largeTitle, weight: .bold)
    let measured = ctx.measure(title, f)
    let h = measured.size.height
    let box = Rect(
      x: frame.x + m.margin, y: barY + m.bar + m.large - h - 5, width: frame.width - 2 * m.margin, height: h)
    let color = shown?.largeTitleTextAttributes?.foregroundColor.map(ctx.color) ?? ctx.color(.system(.label))
    var text = ctx.text(title, f, color, in: box, alignment: .left)
    if m.large < collapsibleHeights(ctx).large {
      text.clip = Clip(rect: Rect(x: bounds.x, y: barY + m.bar, width: bounds.width, height: m.large))
    }
    nodes.append(text)
    nodes.append(
      ctx.engine.accessibilityNode(AccessibilityElement(label: ctx.engine.spoken(title), traits: .header), frame: box)
    )
    return box.y + measured.firstBaseline
  }

  /// UISearchTextField under the titles, its top at `top`: 36 pt at the default size, scaling
  /// with the body text (iOS at content size medium: 358 × 34.3 pt on 390), its top 50 px at 3x
  /// below a large title's baseline. Scrolling away, it shrinks from the bottom and its contents
  /// go at once.
  private func searchRowNodes(
    _ search: SearchController, in frame: Rect, top: Double, _ m: Metrics, _ ctx: ControlContext
  ) -> [RenderNode] {
    let scrolled = collapsibleHeights(ctx).search - m.search
    let height = 36 * ctx.category.bodyMetricsFactor
    let field = Rect(x: frame.x + m.margin, y: top, width: frame.width - 2 * m.margin, height: height)
    if scrolled > 0 {
      var shrunk = field
      shrunk.height = max(0, height - scrolled)
      return [ctx.fill(shrunk, ctx.color(.system(.tertiarySystemFill)), radius: min(10, shrunk.height / 2))]
    }
    var nodes = [ctx.fill(field, ctx.color(.system(.tertiarySystemFill)), radius: 10)]
    nodes.append(
      ctx.symbol(
        "magnifyingglass", size: 22, color: ctx.color(.system(.secondaryLabel)),
        center: Point(x: field.x + 8 + 9, y: field.midY)))
    let f = ctx.font(.body)
    let shown = search.text.isEmpty ? search.placeholder : search.text
    let h = ctx.measure(shown, f).size.height
    nodes.append(
      ctx.text(
        shown, f, search.text.isEmpty ? ctx.color(.system(.secondaryLabel)) : ctx.color(.system(.label)),
        in: Rect(x: field.x + 34, y: field.midY - h / 2, width: field.width - 42, height: h), alignment: .left))
    return nodes
  }
}

/// UIToolbar (spec §13): 44 pt (50 on iPad), items at 16 pt (20) margins, flexible spaces
/// sharing what is left, on the bar material with a hairline at the top.
extension Toolbar: ControlLayout {
  var fillsWidth: Bool { true }
  var disabledOpacity: Double? { nil }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    Size(width: proposedWidth, height: ctx.isPadLike ? 50 : ctx.isCompactHeight ? 32 : 44)
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    let h = intrinsicSize(ctx, proposedWidth: frame.width).height
    let margin = ctx.isPadLike ? 20.0 : 16
    if let p = ctx.design.barItemPlatters { return floatingNodes(in: frame, height: h, p, ctx) }
    var nodes: [RenderNode] = []
    nodes += ctx.barBackground(
      activeAppearance(ctx, atEdge: (appearance ?? .standard) == .scrollEdge), frame, hairlineAtTop: true)
    // The items keep out of the safe area at the bar's sides.
    let safe = ctx.engine.sideSafeArea
    let laid = items.map { LaidBarItem($0, ctx) }
    let frames = ctx.barItemFrames(
      laid, x0: frame.x + safe.left + margin, x1: frame.maxX - safe.right - margin, y: frame.y, height: h, gap: 8)
    for (item, f) in zip(laid, frames) { nodes += item.nodes(in: f, ctx) }
    return ctx.bars(frame: frame, nodes)
  }

  /// iOS 26's toolbar: no bar, the items in floating glass capsules, one for each run of items
  /// between flexible spaces (a text item's title with the platter's padding either side, an
  /// icon 44 pt wide), the outermost capsules the platter margin from the sides, fixed spaces as
  /// gaps; items in the label colour unless they have their own tint.
  func floatingNodes(
    in frame: Rect, height h: Double, _ p: Design.BarItemPlatterMetrics, search: NavigationBar.SearchController? = nil,
    _ ctx: ControlContext
  ) -> [RenderNode] {
    var common = ctx.common
    common.tintColor = .system(.label)
    let itemCtx = ControlContext(engine: ctx.engine, common: common)
    // The search field takes the first flexible space's place, or follows the items.
    var items = items
    var searchIndex: Int?
    if search != nil {
      var space = BarButtonItem()
      space.flexibleSpace = true
      let i = items.firstIndex(where: \.flexibleSpace) ?? items.count
      if i == items.count { items.append(space) }
      searchIndex = i
    }
    let laid = items.map { LaidBarItem($0, itemCtx) }
    let (runs, searchFrame) = floatingRuns(laid, searchIndex: searchIndex, in: frame, height: h, p, ctx)
    var nodes: [RenderNode] = []
    if let search, let field = searchFrame { nodes += searchFieldNodes(search, in: field, ctx) }
    for run in runs {
      if run.items.count == 1, run.items[0].0.item.hidesSharedBackground {
        let (item, slot) = run.items[0]
        nodes += item.nodes(in: Rect(x: slot.midX - item.width / 2, y: slot.y, width: item.width, height: h), itemCtx)
        continue
      }
      nodes += ctx.platter(run.frame, cornerRadius: p.height / 2)
      for (item, slot) in run.items {
        nodes += item.nodes(in: Rect(x: slot.midX - item.width / 2, y: slot.y, width: item.width, height: h), itemCtx)
      }
    }
    return ctx.bars(frame: frame, nodes)
  }

  /// A floating toolbar's capsules: each run of items between spaces with its frame and the
  /// items' slots (spaces and the search field's place splitting runs, an item with a
  /// background of its own, or none, alone), and the search field's frame, if any.
  private func floatingRuns(
    _ laid: [LaidBarItem], searchIndex: Int?, in frame: Rect, height h: Double, _ p: Design.BarItemPlatterMetrics,
    _ ctx: ControlContext
  ) -> (runs: [(frame: Rect, items: [(LaidBarItem, Rect)])], search: Rect?) {
    let safe = ctx.engine.sideSafeArea
    // Each item's slot width on its capsule; spaces keep theirs (a flexible space's is shared out).
    func slot(_ item: LaidBarItem) -> Double {
      if item.item.flexibleSpace || item.item.fixedSpace != nil { return item.width }
      if item.item.hidesSharedBackground { return item.width }
      return p.slot(itemWidth: item.width)
    }
    let x0 = frame.x + safe.left + p.margin
    let x1 = frame.maxX - safe.right - p.margin
    let slots = laid.map(slot)
    let spaces = laid.filter(\.item.flexibleSpace).count
    // Capsules of one run sit flush; runs are `spacing` apart where no space splits them.
    let used = slots.reduce(0, +)
    let share = spaces > 0 ? max(0, x1 - x0 - used) / Double(spaces) : 0
    var x = spaces > 0 ? x0 : x0 + max(0, x1 - x0 - used) / 2
    var runs: [(frame: Rect, items: [(LaidBarItem, Rect)])] = []
    var current: [(LaidBarItem, Rect)] = []
    var searchFrame: Rect?
    func close() {
      guard let first = current.first?.1, let last = current.last?.1 else { return }
      runs.append(
        (Rect(x: first.x, y: frame.midY - p.height / 2, width: last.maxX - first.x, height: p.height), current))
      current = []
    }
    for (i, (item, w)) in zip(laid, slots).enumerated() {
      if i == searchIndex {
        // The field fills the flexible room, the platters' spacing from its neighbours.
        close()
        let before = i > 0 ? p.spacing : 0
        let after = i < laid.count - 1 ? p.spacing : 0
        searchFrame = Rect(
          x: x + before, y: frame.midY - p.height / 2, width: max(0, share - before - after), height: p.height)
        x += share
        continue
      }
      if item.item.flexibleSpace || item.item.fixedSpace != nil {
        close()
        x += item.item.flexibleSpace ? share : w
        continue
      }
      // An item with a background of its own, or none, is a run of its own.
      let alone = !item.item.sharesBackground || item.item.hidesSharedBackground
      if alone { close() }
      current.append((item, Rect(x: x, y: frame.y, width: w, height: h)))
      if alone { close() }
      x += w
    }
    close()
    return (runs, searchFrame)
  }

  /// iOS 26's search field in the toolbar's row: a glass capsule with the magnifying glass and
  /// the placeholder (or the text), and the microphone at the trailing end.
  func searchFieldNodes(_ search: NavigationBar.SearchController, in field: Rect, _ ctx: ControlContext)
    -> [RenderNode]
  {
    var nodes = ctx.platter(field, cornerRadius: field.height / 2)
    let secondary = ctx.color(.system(.secondaryLabel))
    nodes.append(
      ctx.symbol("magnifyingglass", size: 20, color: secondary, center: Point(x: field.x + 24, y: field.midY)))
    nodes.append(ctx.symbol("mic.fill", size: 20, color: secondary, center: Point(x: field.maxX - 24, y: field.midY)))
    let font = ctx.barFont(.body)
    let shown = search.text.isEmpty ? search.placeholder : search.text
    let h = ctx.measure(shown, font).size.height
    nodes.append(
      ctx.text(
        shown, font, search.text.isEmpty ? secondary : ctx.color(.system(.label)),
        in: Rect(x: field.x + 40, y: field.midY - h / 2, width: max(0, field.width - 80), height: h), alignment: .left))
    nodes.append(
      ctx.engine.accessibilityNode(
        AccessibilityElement(
          label: ctx.engine.spoken(search.placeholder), value: search.text.isEmpty ? nil : search.text,
          traits: .searchField),
        frame: field))
    return nodes
  }
}
