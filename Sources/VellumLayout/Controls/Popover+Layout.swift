/// A popover (spec §14): in regular width a card (radius 13, #FFFFFFF2 / #1E1E1EF2) whose 26 × 13
/// arrow points at the source, 10 pt from the screen edges, no dimming; in compact width the
/// adapted sheet.
extension Popover: ControlLayout, StatusBarOwner {
  var fillsWidth: Bool { true }
  var disabledOpacity: Double? { nil }

  static let arrow = Size(width: 26, height: 13)

  /// Whether `source` lies wholly outside `screen` (touching its edge is on it).
  static func liesOff(_ source: Rect, _ screen: Rect) -> Bool {
    source.maxX < screen.x || source.x > screen.maxX || source.maxY < screen.y || source.y > screen.maxY
  }

  /// Over a popover, the status bar is the popover's own.
  func statusBarOwner(in frame: Rect, _ engine: LayoutEngine) -> (screen: NavigationController, color: Color?)? { nil }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    laidOut(ctx, proposedWidth: proposedWidth).size
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    laidOut(ctx, proposedWidth: frame.width).nodes(frame, ctx)
  }

  /// The presenting screen laid out once `width` wide; in compact width the adaptive sheet
  /// (which presents the same screen) lays it out.
  func laidOut(_ ctx: ControlContext, proposedWidth width: Double) -> ControlLaidOut {
    guard ctx.isPadLike && width >= 600 else { return adaptiveSheet.laidOut(ctx, proposedWidth: width) }
    let screen = ctx.engine.at("presenting").layout(presenting, width: width)
    return ControlLaidOut(size: Size(width: width, height: screen.size.height), width: width) { frame, ctx in
      nodes(in: frame, ctx, presenting: screen)
    }
  }

  /// The presenting screen, and over it the card with the content laid out once at its width.
  private func nodes(in frame: Rect, _ ctx: ControlContext, presenting screen: LayoutResult) -> [RenderNode] {
    var nodes: [RenderNode] = []
    screen.emit(in: frame, chrome: ctx.engine.chrome, into: &nodes)
    // A popover is modal: VoiceOver reads only what it holds.
    nodes.removeAll(where: \.isAccessibilityElement)
    var inside = ctx.engine
    inside.environment.colors.level = .elevated
    inside.isSheetContent = true
    inside.sideSafeArea = EdgeInsets()
    let width = preferredContentSize?.width ?? 320
    let laidContent = inside.at("content").layout(content, width: width)
    let height = preferredContentSize?.height ?? laidContent.size.height
    let source = (sourceRect ?? Rect(x: frame.midX, y: 60, width: 0, height: 0)).offsetBy(dx: frame.x, dy: frame.y)
    let glass = ctx.design.popover
    let (card, cardNodes) = Self.card(
      Size(width: width, height: height), from: source, permitted: permittedArrowDirections, in: frame, ctx,
      glass: glass)
    nodes += cardNodes
    var content: [RenderNode] = []
    laidContent.emit(in: card, chrome: inside.chrome, into: &content)
    let clip =
      glass.map { Clip(rect: card, cornerRadius: $0.cornerRadius, corners: [.all, .continuous]) }
      ?? Clip(rect: card, cornerRadius: 13, corners: .all)
    nodes += content.map { n in
      var m = n
      if m.clip == nil { m.clip = clip }
      return m
    }
    return nodes
  }

  /// A popover card of `size` at `source` (in screen coordinates) with its arrow: its frame, and
  /// the shadow, card and arrow nodes; on `glass` (iOS 26), a glass card.
  static func card(
    _ size: Size, from source: Rect, permitted: ArrowDirection, in frame: Rect, _ ctx: ControlContext,
    glass: Design.PopoverMetrics? = nil
  ) -> (card: Rect, nodes: [RenderNode]) {
    let (card, source, up) = placement(size, from: source, permitted: permitted, in: frame)
    var nodes = ctx.engine.pointerMarked(.occluder, frame: card, [])
    nodes.append(
      RenderNode(
        frame: card,
        kind: .outerShadow(
          Color(hex: "#00000026")!, blurRadius: 30, offsetY: 0, cornerRadius: glass?.cornerRadius ?? 13)))
    let (background, fill) = background(card, glass: glass, ctx)
    nodes += background
    nodes += arrowNodes(card, source: source, up: up, fill: fill, glass: glass, ctx)
    return (card, nodes)
  }

  /// Where the card goes: below the source (its arrow up) when it fits there or is told to,
  /// else above; 10 pt inside the screen's sides. UIKit keeps a popover on screen: a source off
  /// the screen (the decoder warns) moves to the nearest point of the screen's edge, and the
  /// card and its arrow open from there (the source returned).
  static func placement(_ size: Size, from source: Rect, permitted: ArrowDirection, in frame: Rect) -> (
    card: Rect, source: Rect, up: Bool
  ) {
    var source = source
    let offScreen = Self.liesOff(source, frame)
    if offScreen {
      let w = min(source.width, frame.width)
      let h = min(source.height, frame.height)
      source = Rect(
        x: min(max(source.x, frame.x), frame.maxX - w), y: min(max(source.y, frame.y), frame.maxY - h), width: w,
        height: h)
    }
    let a = Self.arrow
    let fitsBelow = source.maxY + a.height + size.height <= frame.maxY - 10
    let up: Bool
    switch permitted {
    case .up: up = true
    case .down: up = false
    default: up = fitsBelow
    }
    var cardY = up ? source.maxY + a.height : source.y - a.height - size.height
    // From an edge, a card whose arrow direction is forced away from the screen stays on it too.
    if offScreen { cardY = max(frame.y + 10, min(cardY, frame.maxY - 10 - size.height)) }
    let cardX = min(max(frame.x + 10, source.midX - size.width / 2), frame.maxX - 10 - size.width)
    return (Rect(x: cardX, y: cardY, width: size.width, height: size.height), source, up)
  }

  /// The card's background, and the colour its arrow is filled with: a translucent card with
  /// 13 pt corners, or iOS 26's glass frosted with the elevated background (the arrow in what
  /// that comes to over a flat backdrop of its look).
  static func background(_ card: Rect, glass: Design.PopoverMetrics?, _ ctx: ControlContext) -> (
    [RenderNode], Color
  ) {
    let plain = ctx.pick(light: "#FFFFFFF2", dark: "#1E1E1EF2")
    guard let glass else { return ([ctx.fill(card, plain, radius: 13)], plain) }
    var elevated = ctx.environment
    elevated.colors.level = .elevated
    let frost = elevated.resolve(.system(.systemBackground)).fading(glass.frost)
    let g = Glass(
      cornerRadius: glass.cornerRadius, hasContinuousCorners: true, appearance: ctx.environment.glassLook,
      adaptsToBackdrop: false)
    let base = g.flatFill(g.appearance)
    func over(_ c: Double, _ f: Double) -> Double { c * (1 - frost.alpha) + f * frost.alpha }
    let fill = Color(
      red: over(base.red, frost.red), green: over(base.green, frost.green), blue: over(base.blue, frost.blue))
    return (
      [
        RenderNode(frame: card, kind: .glass(g)),
        RenderNode(frame: card, kind: .fill(frost, cornerRadius: glass.cornerRadius, corners: [.all, .continuous])),
      ], fill
    )
  }

  /// The arrow: a triangle with a softly rounded tip, its base on the card's edge, its tip over
  /// the source's middle kept clear of the card's corners; on glass, a band of its colour over
  /// the glass's rim where it meets the card.
  static func arrowNodes(
    _ card: Rect, source: Rect, up: Bool, fill: Color, glass: Design.PopoverMetrics?, _ ctx: ControlContext
  ) -> [RenderNode] {
    let a = Self.arrow
    let corner = glass?.cornerRadius ?? 13
    let tipX = min(max(source.midX, card.x + corner + a.width / 2), card.maxX - corner - a.width / 2)
    let box = Rect(x: tipX - a.width / 2, y: up ? card.y - a.height : card.maxY, width: a.width, height: a.height)
    let w = a.width
    let h = a.height
    let path =
      up
      ? Path([
        .move(Point(x: 0, y: h)), .line(Point(x: w / 2 - 3, y: 1.5)),
        .curve(Point(x: w / 2 - 1, y: -0.5), Point(x: w / 2 + 1, y: -0.5), Point(x: w / 2 + 3, y: 1.5)),
        .line(Point(x: w, y: h)), .close,
      ])
      : Path([
        .move(Point(x: 0, y: 0)), .line(Point(x: w / 2 - 3, y: h - 1.5)),
        .curve(Point(x: w / 2 - 1, y: h + 0.5), Point(x: w / 2 + 1, y: h + 0.5), Point(x: w / 2 + 3, y: h - 1.5)),
        .line(Point(x: w, y: 0)), .close,
      ])
    var nodes = [RenderNode(frame: box, kind: .path(path, fill: fill, stroke: nil, lineWidth: 0))]
    if glass != nil {
      nodes.append(ctx.fill(Rect(x: box.x + 2, y: up ? card.y : card.maxY - 2, width: w - 4, height: 2), fill))
    }
    return nodes
  }
}
