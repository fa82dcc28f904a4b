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
    var total: Double { prompt + bar + large + search }
  }

  func metrics(_ ctx: ControlContext) -> Metrics {
    Metrics(
      bar: ctx.isPadLike ? 50 : 44, margin: ctx.isPadLike ? 20 : 16, prompt: prompt == nil ? 0 : 30,
      large: showsLargeTitle ? 52 * max(1, ctx.category.bodyMetricsFactor) : 0, search: search == nil ? 0 : 52)
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
      return ctx.measure(t, ctx.font(.body)).size.width > width / 3 ? "Back" : t
    }
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    let m = metrics(ctx)
    var nodes: [RenderNode] = []
    let bounds = Rect(x: frame.x, y: frame.y, width: frame.width, height: m.total)
    if appearance == .standard { nodes += ctx.barBackground(bounds, hairlineAtTop: false) }
    if let prompt {
      let f = ctx.font(.footnote)
      let h = ctx.measure(prompt, f).size.height
      nodes.append(
        ctx.text(
          prompt, f, ctx.color(.system(.secondaryLabel)),
          in: Rect(
            x: frame.x + m.margin, y: frame.y + (m.prompt - h) / 2 + 4, width: frame.width - 2 * m.margin, height: h)))
    }
    let barY = frame.y + m.prompt
    let midY = barY + m.bar / 2
    var leadingEdge = frame.x + m.margin
    // Back button: the chevron 8 pt in, then the previous title.
    if !backStack.isEmpty {
      let chevronBox = Rect(x: frame.x + 8, y: midY - 12, width: 14, height: 24)
      nodes.append(
        ctx.symbol("chevron.backward", size: 34, color: ctx.tint, center: Point(x: chevronBox.midX - 2, y: midY)))
      leadingEdge = chevronBox.maxX + 6
      if let title = backTitle(ctx, width: frame.width) {
        let f = ctx.font(.body)
        let t = ctx.measure(title, f)
        nodes.append(
          ctx.text(
            title, f, ctx.tint,
            in: Rect(x: leadingEdge, y: midY - t.size.height / 2, width: t.size.width, height: t.size.height),
            alignment: .left))
        leadingEdge += t.size.width
      }
      if isBackMenuPresented {
        let children = backStack.reversed().map { MenuElement.action(MenuAction(title: $0)) }
        ctx.engine.overlays.requests.append(
          .menu(
            Menu(children: children),
            source: Rect(x: frame.x + 8, y: barY, width: leadingEdge - frame.x - 8, height: m.bar)))
      }
      leadingEdge += 8
    }
    let left = ctx.barItemFrames(leftBarButtonItems, x0: leadingEdge, x1: frame.midX, y: barY, height: m.bar, gap: 12)
    for (item, f) in zip(leftBarButtonItems, left) { nodes += item.nodes(in: f, ctx) }
    // Right items: the first at the trailing edge.
    var x = frame.maxX - m.margin
    var rightEdge = x
    for item in rightBarButtonItems {
      let w = item.width(ctx)
      let f = Rect(x: x - w, y: barY, width: w, height: m.bar)
      nodes += item.nodes(in: f, ctx)
      x -= w + 12
      rightEdge = f.x
    }
    let leftExtent = max((left.last?.maxX ?? leadingEdge) - frame.x, m.margin)
    let rightExtent = max(frame.maxX - rightEdge, m.margin)
    if let title, !title.isEmpty, !showsLargeTitle {
      let f = ctx.font(.headline)
      let inset = max(leftExtent, rightExtent) + 8
      let w = max(0, frame.width - 2 * inset)
      let h = ctx.measure(title, f).size.height
      nodes.append(
        ctx.text(
          title, f, ctx.color(.system(.label)), in: Rect(x: frame.x + inset, y: midY - h / 2, width: w, height: h)))
    }
    if let title, showsLargeTitle {
      let f = ctx.font(.largeTitle, weight: .bold)
      let h = ctx.measure(title, f).size.height
      nodes.append(
        ctx.text(
          title, f, ctx.color(.system(.label)),
          in: Rect(
            x: frame.x + m.margin, y: barY + m.bar + m.large - h - 5, width: frame.width - 2 * m.margin, height: h),
          alignment: .left))
    }
    if let search {
      let field = Rect(
        x: frame.x + m.margin - (ctx.isPadLike ? 0 : 0), y: barY + m.bar + m.large + 8,
        width: frame.width - 2 * m.margin,
        height: 36)
      nodes.append(ctx.fill(field, ctx.color(.system(.tertiarySystemFill)), radius: 10))
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
    }
    return nodes
  }
}

/// UIToolbar (spec §13): 44 pt (50 on iPad), items at 16 pt (20) margins, flexible spaces
/// sharing what is left, on the bar material with a hairline at the top.
extension Toolbar: ControlLayout {
  var fillsWidth: Bool { true }
  var disabledOpacity: Double? { nil }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    Size(width: proposedWidth, height: ctx.isPadLike ? 50 : 44)
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    let h = intrinsicSize(ctx, proposedWidth: frame.width).height
    let margin = ctx.isPadLike ? 20.0 : 16
    var nodes: [RenderNode] = []
    if (appearance ?? .standard) == .standard { nodes += ctx.barBackground(frame, hairlineAtTop: true) }
    let frames = ctx.barItemFrames(items, x0: frame.x + margin, x1: frame.maxX - margin, y: frame.y, height: h, gap: 8)
    for (item, f) in zip(items, frames) { nodes += item.nodes(in: f, ctx) }
    return nodes
  }
}
