/// UISheetPresentationController on iPhone and iPad (spec §14): the sheet's top at its detent
/// (large: the safe-area top + 10; medium: half the screen), a 36 × 5 grabber 5 pt from the top,
/// dimming above the largest undimmed detent (20 % black, 48 % in dark), and at the large detent
/// the presenting screen pushed back: scaled 0.915 about its top centre down to the safe-area top,
/// rounded 10, darkened, the window black behind it. A sheet under another large sheet is pushed
/// back the same way (0.917). On iPad the sheet is a centred page or form sheet.
///
/// In iOS 26's look (`Design.sheet`) the large detent starts at the safe area's top and the
/// presenting screen goes back 10 pt above it; below the large detent the sheet is a glass card
/// inset from the sides and the bottom, its content laid out at the screen's width and scaled by
/// (width − 2 inset) / width, its bottom corners the display's less the inset. Growing toward
/// the large detent, the card widens to the screen's and its glass gives way to
/// `systemBackground`.
extension Sheet: ControlLayout, StatusBarOwner {
  var fillsWidth: Bool { true }
  var disabledOpacity: Double? { nil }

  static let pushBackScale = 0.915
  static let stackedScale = 0.917

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    laidOut(ctx, proposedWidth: proposedWidth).size
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    laidOut(ctx, proposedWidth: frame.width).nodes(frame, ctx)
  }

  /// The presenting screen laid out once: as tall as the sheet stands, drawn pushed back, dimmed
  /// or under a stacked sheet as the sheet's frame decides (`ScreenChrome`). The card's content
  /// is laid out when drawn: its width depends on the screen's height (compact height).
  func laidOut(_ ctx: ControlContext, proposedWidth width: Double) -> ControlLaidOut {
    let mark = ctx.engine.overlays.mark
    let screen = ctx.engine.at("presenting").layout(presenting, width: width)
    let presented = ctx.engine.overlays.presented(since: mark)
    return ControlLaidOut(size: Size(width: width, height: screen.size.height), width: width) { frame, ctx in
      nodes(in: frame, ctx, presenting: (screen, presented))
    }
  }

  /// A sheet pushing its screen back at the large detent leaves the status bar white on the
  /// black window; else its presenting screen draws it.
  func statusBarOwner(in frame: Rect, _ engine: LayoutEngine) -> (screen: NavigationController, color: Color?)? {
    let g = geometry(frame, ControlContext(engine: engine, common: common))
    let pushesBack = !g.isPadSheet && !g.isCompactHeight && g.height(selectedDetent) >= g.maxHeight - 0.5
    return pushesBack ? (.chrome, .white) : presenting.statusBarOwner(in: frame, engine)
  }

  struct Geometry {
    var safe: (top: Double, bottom: Double)
    var isPadSheet: Bool
    var isCompactHeight: Bool
    var maxHeight: Double
    var screen: Rect
    /// iOS 26's floating card below the large detent (nil: edge-attached at every detent).
    var floating: Design.SheetMetrics?

    /// The sheet's height at a detent.
    func height(_ d: Detent) -> Double {
      let h: Double
      switch d.size {
      case .large: h = maxHeight
      case .medium:
        if isCompactHeight {
          h = maxHeight
        } else if let floating {
          h = floating.inset + (screen.height + safe.top - safe.bottom) / 2
        } else {
          h = screen.height / 2
        }
      case .height(let v): h = v + safe.bottom
      case .fraction(let f): h = f * (maxHeight - safe.bottom) + safe.bottom
      }
      return min(max(h, 0), maxHeight)
    }
  }

  func geometry(_ frame: Rect, _ ctx: ControlContext) -> Geometry {
    let safe = NavigationController.chrome.safeArea(ctx)
    let isPadSheet = ctx.isPadLike && frame.width >= 600
    let isCompactHeight = !ctx.isPadLike && frame.width > frame.height
    let floating = isPadSheet || isCompactHeight ? nil : ctx.design.sheet
    return Geometry(
      safe: safe, isPadSheet: isPadSheet, isCompactHeight: isCompactHeight,
      maxHeight: max(0, frame.height - safe.top - (floating == nil ? 10 : 0)), screen: frame, floating: floating)
  }

  /// The display's corner radius, which a floating card's bottom corners follow: the device's,
  /// or without one the card's top corners' plus the inset.
  static func displayCorner(_ ctx: ControlContext, _ m: Design.SheetMetrics) -> Double {
    if let r = ctx.engine.canvas.device?.frameShape.screenCornerRadius, r > 0 { return r }
    return m.topCorner + m.inset
  }

  var selectedDetent: Detent { detents.first { $0.identifier == selectedDetentIdentifier } ?? detents[0] }

  /// Where the sheet stands: its card's height, how far it pushes the screen back (0 or 1), how
  /// dark its dimming is and how far it floats the card (1 below the large detent in iOS 26's
  /// look); a detent change in progress interpolates all four on UIKit's spring.
  struct Stance {
    var height: Double
    var push: Double
    var dim: Double
    var float: Double
  }

  func stance(_ g: Geometry, _ ctx: ControlContext) -> Stance {
    let dark = ctx.environment.colors.style == .dark
    let undimmed = largestUndimmedDetentIdentifier.flatMap { id in detents.first { $0.identifier == id } }
    func at(_ d: Detent) -> Stance {
      let push: Double = !g.isPadSheet && !g.isCompactHeight && g.height(d) >= g.maxHeight - 0.5 ? 1 : 0
      let dims = undimmed.map { g.height(d) > g.height($0) + 0.5 } ?? true
      let dim = g.isPadSheet ? 0.18 : dims ? (ctx.design.sheet?.dimming ?? (dark ? 0.48 : 0.2)) : 0
      let float: Double = g.floating != nil && ctx.engine.keyboardHeight == 0 && push == 0 ? 1 : 0
      return Stance(height: g.height(d), push: push, dim: dim, float: float)
    }
    guard let t = transition, let from = detents.first(where: { $0.identifier == t.from }),
      let to = detents.first(where: { $0.identifier == t.to })
    else { return at(selectedDetent) }
    let e = SpringTiming.criticallyDamped(ctx.engine.canvas.time ?? t.progress ?? 1)
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * e }
    let (a, b) = (at(from), at(to))
    return Stance(
      height: mix(a.height, b.height), push: mix(a.push, b.push), dim: mix(a.dim, b.dim), float: mix(a.float, b.float))
  }

  /// The sheet over its presenting `screen`, which presented `presented` as it was laid out.
  private func nodes(
    in frame: Rect, _ ctx: ControlContext, presenting laidOut: (screen: LayoutResult, presented: OverlayCollector.Span)
  ) -> [RenderNode] {
    let g = geometry(frame, ctx)
    let stance = stance(g, ctx)
    var nodes = presentingNodes(in: frame, laidOut, g, stance, ctx)
    // Dimming above the largest undimmed detent. A dimmed screen is modal: VoiceOver reads only
    // the sheet (`accessibilityViewIsModal`), so what lies behind has no elements.
    if stance.dim > 0 {
      nodes.removeAll(where: \.isAccessibilityElement)
      nodes.append(ctx.fill(frame, Color.black.withAlpha(stance.dim)))
    }
    nodes += statusBarNodes(in: frame, g, stance, ctx)
    let (card, cardNodes, presented) = cardNodes(in: frame, g, stance, ctx)
    // The pointer: the dimming takes it over the whole screen; undimmed, only the card does.
    nodes += ctx.engine.pointerMarked(.occluder, frame: stance.dim > 0 ? frame : card, [])
    if ctx.engine.isUnderSheet {
      // A later large sheet pushes this one back too, a little below the screen behind it.
      nodes += Self.pushedBack(card, scale: Self.stackedScale, top: g.safe.top + 7, amount: 1, ctx) { $0 += cardNodes }
      ctx.engine.overlays.transform(
        presented, by: Self.pushedBackTransform(card, scale: Self.stackedScale, top: g.safe.top + 7))
    } else {
      nodes += cardNodes
    }
    if !g.isPadSheet, g.safe.bottom > 0, !ctx.engine.isUnderSheet, !ctx.engine.isSplitColumn {
      nodes.append(NavigationController.homeIndicator(in: frame, ctx))
    }
    return nodes
  }

  /// The presenting screen: pushed back at the large detent, or a sheet that stacks; what it
  /// presented opens from where it went back to.
  private func presentingNodes(
    in frame: Rect, _ laidOut: (screen: LayoutResult, presented: OverlayCollector.Span), _ g: Geometry,
    _ stance: Stance, _ ctx: ControlContext
  ) -> [RenderNode] {
    let screen = laidOut.screen
    let push = stance.push
    var nodes: [RenderNode] = []
    var engine = ctx.engine
    if presenting.isSheet {
      engine.isUnderSheet = push > 0.5
      screen.emit(in: frame, chrome: engine.chrome, into: &nodes)
    } else if push > 0 || ctx.engine.isUnderSheet {
      let p = ctx.engine.isUnderSheet ? 1 : push
      // 10 pt above the large detent's top: the safe area's top, or 10 pt above it in iOS 26.
      let top = g.floating == nil ? g.safe.top : g.safe.top - 10
      let scale = 1 - (1 - Self.pushBackScale) * p
      nodes.append(ctx.fill(frame, .black))
      let mark = ctx.engine.overlays.mark
      nodes += Self.pushedBack(frame, scale: scale, top: top * p, amount: p, ctx) { into in
        // The screen keeps the window's background as it goes back.
        into.append(ctx.fill(frame, ctx.engine.environment.resolve(ctx.engine.canvas.background)))
        var behind = ctx.engine
        behind.isSplitColumn = true
        screen.emit(in: frame, chrome: behind.chrome, into: &into)
      }
      let back = Self.pushedBackTransform(frame, scale: scale, top: top * p)
      ctx.engine.overlays.transform(laidOut.presented, by: back)
      ctx.engine.overlays.transform(ctx.engine.overlays.presented(since: mark), by: back)
    } else {
      // Dimmed, a screen's status bar is drawn above the dimming (`statusBarNodes`).
      engine.isUnderDimming = stance.dim > 0
      screen.emit(in: frame, chrome: engine.chrome, into: &nodes)
    }
    return nodes
  }

  /// Over the black window, the status bar turns white and stays above the dimming (during a
  /// transition its colour cross-fades with the push); dimmed, iOS draws the presenting screen's
  /// status bar above the dimming: "9:41" stays white in dark mode.
  private func statusBarNodes(in frame: Rect, _ g: Geometry, _ stance: Stance, _ ctx: ControlContext)
    -> [RenderNode]
  {
    if stance.push > 0 || ctx.engine.isUnderSheet, !ctx.engine.isSplitColumn, g.safe.top > 0 {
      let p = ctx.engine.isUnderSheet ? 1 : stance.push
      let label = ctx.color(.system(.label))
      let color = Color(
        red: label.red + (1 - label.red) * p, green: label.green + (1 - label.green) * p,
        blue: label.blue + (1 - label.blue) * p, alpha: label.alpha + (1 - label.alpha) * p)
      return NavigationController.chrome.statusBar(
        in: Rect(x: frame.x, y: frame.y, width: frame.width, height: g.safe.top), ctx, color: color)
    } else if stance.dim > 0, !presenting.isSheet, !ctx.engine.isSplitColumn, !ctx.engine.isSheetContent,
      let (screen, color) = presenting.statusBarOwner(in: frame, ctx.engine), screen.safeArea(ctx).top > 0
    {
      return screen.statusBar(
        in: Rect(x: frame.x, y: frame.y, width: frame.width, height: screen.safeArea(ctx).top), ctx, color: color)
    }
    return []
  }

  /// The card's frame and the corners its top radius rounds: an iPad's centred page or form
  /// sheet, an edge-attached card in compact height, a card risen to the keyboard, or one from
  /// the bottom (iOS 26: floating, inset, below the large detent).
  private func cardFrame(in frame: Rect, _ g: Geometry, _ stance: Stance, _ ctx: ControlContext) -> (Rect, Corners) {
    let continuous: Corners = ctx.design.sheet == nil ? [] : .continuous
    let height = stance.height
    if g.isPadSheet {
      let size =
        modalPresentationStyle == .formSheet
        ? Size(width: min(540, frame.width - 40), height: min(620, frame.height - 80))
        : Size(width: min(frame.width - 120, 720), height: min(frame.height - 120 - g.safe.top, 1000))
      let card = Rect(
        x: frame.midX - size.width / 2, y: frame.midY - size.height / 2 + g.safe.top / 2, width: size.width,
        height: size.height)
      return (card, Corners.all.union(continuous))
    }
    let corners = Corners.top.union(continuous)
    if g.isCompactHeight && prefersEdgeAttachedInCompactHeight {
      let sides = ctx.engine.sideSafeArea
      let safeWidth = frame.width - sides.left - sides.right
      let w =
        widthFollowsPreferredContentSizeWhenEdgeAttached
        ? min(preferredContentSize?.width ?? safeWidth, frame.width) : safeWidth
      return (Rect(x: frame.midX - w / 2, y: frame.maxY - height, width: w, height: height), corners)
    }
    if ctx.engine.keyboardHeight > 0 {
      // With the keyboard up the sheet rises so that it ends on the keyboard's top.
      let keyboardTop = frame.maxY - ctx.engine.keyboardHeight
      let top = max(frame.y + g.safe.top + 10, keyboardTop - height)
      return (Rect(x: frame.x, y: top, width: frame.width, height: frame.maxY - top), corners)
    }
    let inset = (g.floating?.inset ?? 0) * stance.float
    let card = Rect(
      x: frame.x + inset, y: frame.maxY - height, width: frame.width - 2 * inset, height: max(0, height - inset))
    return (card, corners)
  }

  /// The card with its content, shadow and grabber; its frame, and what its content presented
  /// (opening from where the card draws its source, at its own size, over everything).
  private func cardNodes(in frame: Rect, _ g: Geometry, _ stance: Stance, _ ctx: ControlContext)
    -> (card: Rect, nodes: [RenderNode], presented: OverlayCollector.Span)
  {
    let radius = preferredCornerRadius ?? ctx.design.sheet?.topCorner ?? 10
    let (card, corners) = cardFrame(in: frame, g, stance, ctx)
    let float = stance.float
    // A floating card's bottom corners, concentric with the display's.
    let bottomRadius = g.floating.map { m in max(0, Self.displayCorner(ctx, m) - m.inset) * float } ?? 0
    // A floating card's content is laid out at the screen's width and scaled to the card's.
    let scale = g.floating != nil && !g.isPadSheet && card.width < frame.width ? card.width / frame.width : 1
    let contentBox =
      scale < 1 ? Rect(x: frame.x, y: card.y, width: frame.width, height: card.height / scale) : card
    // The card's content keeps out of what of the safe area the card reaches.
    var elevated = ctx.engine.inset(leading: contentBox.x - frame.x, trailing: frame.maxX - contentBox.maxX)
    elevated.environment.colors.level = .elevated
    elevated.isSheetContent = true
    // iOS 26's iPhone sheets: the bar's row concentric with the card; on the glass of a partial
    // detent, bar items are platters of that glass.
    if ctx.design.sheet != nil, !g.isPadSheet, !g.isCompactHeight {
      elevated.sheetCard = g.floating != nil && float > 0 ? .glass26 : .opaque26
    }
    elevated.isUnderSheet = false
    elevated.isSplitColumn = false
    let background = elevated.environment.resolve(.system(.systemBackground))
    var cardNodes: [RenderNode] = []
    if g.isPadSheet {
      cardNodes.append(
        RenderNode(
          frame: card, kind: .outerShadow(Color(hex: "#0000001A")!, blurRadius: 30, offsetY: 0, cornerRadius: radius)))
    } else if stance.dim == 0 {
      // Undimmed, the sheet lifts off the screen with a faint shadow (an estimate).
      cardNodes.append(
        RenderNode(
          frame: card, kind: .outerShadow(Color(hex: "#0000001F")!, blurRadius: 24, offsetY: 0, cornerRadius: radius)))
    }
    var content: [RenderNode] = []
    let contentMark = ctx.engine.overlays.mark
    elevated.at("content").place(self.content, in: contentBox, into: &content)
    let presented = ctx.engine.overlays.presented(since: contentMark)
    if scale < 1 {
      ctx.engine.overlays.transform(presented, by: Self.cardTransform(card, scale: scale))
    }
    if g.floating != nil || (ctx.design.sheet != nil && g.isPadSheet) {
      cardNodes += Self.card(
        card, content: content, scale: scale, radius: radius, bottomRadius: bottomRadius, corners: corners,
        glass: float, background: background, ctx)
    } else {
      cardNodes.append(RenderNode(frame: card, kind: .fill(background, cornerRadius: radius, corners: corners)))
      let clip = Clip(rect: card, cornerRadius: radius, corners: corners)
      cardNodes += content.map { n in
        var m = n
        if m.clip == nil { m.clip = clip }
        return m
      }
    }
    if prefersGrabberVisible && !g.isPadSheet {
      cardNodes.append(
        ctx.fill(
          Rect(x: card.midX - 18, y: card.y + 5, width: 36, height: 5), ctx.pick(light: "#C0C0BE", dark: "#EBEBF54C"),
          radius: 2.5))
    }
    return (card, cardNodes, presented)
  }

  /// iOS 26's card: glass frosted by `background` (`glass` 1) giving way to it opaque (0), its top corners
  /// rounded `radius` and its bottom ones `bottomRadius` (both continuous; `corners` on iPad),
  /// and its content, laid out `1 / scale` times the card's size, scaled to fit it about its top
  /// centre. The content's accessibility elements are moved where the scale draws them.
  static func card(
    _ card: Rect, content: [RenderNode], scale: Double, radius: Double, bottomRadius: Double, corners: Corners,
    glass: Double, background: Color, _ ctx: ControlContext
  ) -> [RenderNode] {
    let isPad = corners.contains(.bottom)
    let bottomClip = isPad ? nil : Clip(rect: card, cornerRadius: bottomRadius, corners: [.bottom, .continuous])
    var nodes: [RenderNode] = []
    if glass > 0 {
      var n = RenderNode(
        frame: card,
        kind: .glass(
          Glass(
            cornerRadius: radius, hasContinuousCorners: true, appearance: ctx.environment.glassLook,
            adaptsToBackdrop: false)))
      n.clip = bottomClip
      nodes.append(n)
    }
    // The background over the glass: frosting it at a partial detent, opaque at the large one.
    let frost = 1 - (1 - (ctx.design.sheet?.frost ?? 1)) * glass
    if frost > 0 {
      var n = RenderNode(
        frame: card, kind: .fill(background.withAlpha(background.alpha * frost), cornerRadius: radius, corners: corners)
      )
      n.clip = bottomClip
      nodes.append(n)
    }
    // Two clips: the top corners' and the bottom ones'.
    nodes.append(RenderNode(frame: card, kind: .beginClip(cornerRadius: radius, corners: corners)))
    if let bottomClip {
      nodes.append(
        RenderNode(frame: card, kind: .beginClip(cornerRadius: bottomClip.cornerRadius, corners: bottomClip.corners)))
    }
    if scale < 1 {
      let box = Rect(
        x: card.midX - card.width / scale / 2, y: card.y, width: card.width / scale, height: card.height / scale)
      func place(_ r: Rect) -> Rect {
        Rect(
          x: card.midX + (r.x - card.midX) * scale, y: card.y + (r.y - card.y) * scale, width: r.width * scale,
          height: r.height * scale)
      }
      nodes.append(RenderNode(frame: box, kind: .beginTransform(scale: scale, offsetY: 0)))
      nodes += content.filter { !$0.isAccessibilityElement }
      nodes.append(RenderNode(frame: box, kind: .endTransform))
      nodes += content.filter(\.isAccessibilityElement).map { n in
        var m = n
        m.frame = place(n.frame)
        m.clip = nil
        return m
      }
    } else {
      nodes += content
    }
    if bottomClip != nil { nodes.append(RenderNode(frame: card, kind: .endClip)) }
    nodes.append(RenderNode(frame: card, kind: .endClip))
    return nodes
  }

  /// Where a card's content, laid out `1 / scale` times the card's size, is drawn: scaled about
  /// the card's top centre.
  static func cardTransform(_ card: Rect, scale: Double) -> OverlayCollector.Transform {
    OverlayCollector.Transform(scale: scale, aboutTopCentreOf: card)
  }

  /// Where `pushedBack` draws what it holds.
  static func pushedBackTransform(_ frame: Rect, scale: Double, top: Double) -> OverlayCollector.Transform {
    OverlayCollector.Transform(scale: scale, aboutTopCentreOf: frame, offsetY: top - frame.y)
  }

  /// Draws `body` scaled by `scale` about `frame`'s top centre with its top moved to `top`,
  /// darkened a little and with rounded top corners (10 pt once scaled) cut from it; `amount`
  /// (0…1) scales the darkening and the corners during a transition.
  static func pushedBack(
    _ frame: Rect, scale: Double, top: Double, amount: Double, _ ctx: ControlContext, body: (inout [RenderNode]) -> Void
  ) -> [RenderNode] {
    var nodes = [RenderNode(frame: frame, kind: .beginTransform(scale: scale, offsetY: top - frame.y))]
    body(&nodes)
    let r = max(0.01, 10 * amount / scale)
    let darken = ctx.pick(light: "#0000001A", dark: "#C8C8C81A")
    nodes.append(ctx.fill(frame, darken.withAlpha(darken.alpha * amount), radius: 0))
    // The rounded corners: black wedges over the top corners.
    let k = 0.5523 * r
    for leftSide in [true, false] {
      let x0 = leftSide ? 0 : frame.width - r
      let corner: Path =
        leftSide
        ? Path([
          .move(Point(x: 0, y: 0)), .line(Point(x: r, y: 0)),
          .curve(Point(x: r - k, y: 0), Point(x: 0, y: r - k), Point(x: 0, y: r)), .close,
        ])
        : Path([
          .move(Point(x: r, y: 0)), .line(Point(x: r, y: r)),
          .curve(Point(x: r, y: r - k), Point(x: k, y: 0), Point(x: 0, y: 0)), .close,
        ])
      nodes.append(
        RenderNode(
          frame: Rect(x: frame.x + x0, y: frame.y, width: r, height: r),
          kind: .path(corner, fill: .black, stroke: nil, lineWidth: 0)))
    }
    nodes.append(RenderNode(frame: frame, kind: .endTransform))
    return nodes
  }
}

extension Component {
  var isSheet: Bool { value is Sheet }
}
