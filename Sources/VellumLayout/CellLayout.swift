/// The laid-out cell: its height and nodes relative to its top-left corner.
struct CellLayoutResult {
  var width: Double
  var height: Double
  /// Where the primary text starts (separators align with it, spec §5).
  var textX: Double
  /// Background nodes (behind everything in the cell).
  var background: [RenderNode]
  var content: [RenderNode]
  /// Revealed swipe action buttons, the outermost first (a list rounds it with its card),
  /// and their titles and symbols.
  var swipeActionFills: [RenderNode] = []
  var swipeActionLabels: [RenderNode] = []
  /// The edge the revealed actions stand at (nil: the row is not swiped).
  var swipedEdge: Swipe.Edge?
  /// The accessibility elements of a hosting configuration's content, which the cell's own
  /// element speaks for.
  var hostedElements: [AccessibilityElement] = []
  /// The accessibility elements of custom view accessories, read as the row's values.
  var accessoryElements: [AccessibilityElement] = []
  /// What the cell's content and accessories presented (an open date picker's card), laid out
  /// in the cell's coordinates: moved with the cell when it is emitted.
  var presented: (overlays: OverlayCollector, span: OverlayCollector.Span)?

  func emit(at origin: Point, into nodes: inout [RenderNode]) {
    for n in background + content + swipeActionFills + swipeActionLabels {
      nodes.append(n.offsetBy(dx: origin.x, dy: origin.y))
    }
    if let presented { presented.overlays.translate(presented.span, dx: origin.x, dy: origin.y) }
  }
}

extension Array where Element == RenderNode {
  /// Removes the accessibility elements and returns them, in order (for the cell that speaks
  /// for them).
  mutating func takeAccessibilityElements() -> [AccessibilityElement] {
    var elements: [AccessibilityElement] = []
    removeAll { n in
      guard case .accessibility(let e) = n.content else { return false }
      elements.append(e)
      return true
    }
    return elements
  }
}

extension LayoutEngine {
  /// Context a list gives its cells.
  struct CellContext {
    var appearance: ListAppearance
    /// Horizontal layout margin of the list (0 in sidebars, whose rows carry their own 8 pt inset).
    var margin: Double
    /// The screen's safe area beside the row (`left`, `right`): the margins start past it.
    var safeArea = EdgeInsets()
  }

  /// Horizontal gap between accessories, and between accessories and the content [estimate].
  static let accessorySpacing = 8.0

  /// Lays out a cell `width` wide: `UIListContentView`'s algorithm of spec §3.5 and §1.3, with
  /// its accessories (leading editing controls, trailing indicators), outline indentation and,
  /// when swiped, its revealed swipe actions.
  func cellLayout(_ cell: Cell, width: Double, inList ctx: CellContext?, level: Int = 0) -> CellLayoutResult {
    var env = environment
    env.listAppearance = ctx?.appearance
    let isSidebar = ctx?.appearance == .sidebar || ctx?.appearance == .sidebarPlain
    let (contentConfig, backgroundConfig) = cell.configurations(default: Self.defaultBackground(in: ctx))
    let content = contentConfig.updated(for: cell.state, in: env)
    let background = backgroundConfig.updated(for: cell.state, in: env)
    let margin = ctx?.margin ?? layoutMargin

    // Accessories (spec §7.1 for the chevron; sizes are estimates where the spec is silent).
    let visible = cell.accessories.indices.filter { cell.accessories[$0].isVisible(editing: cell.state.isEditing) }
    let style = AccessoryStyle(
      environment: env, state: cell.state, onTint: Self.isOnTint(cell, backgroundConfig, in: env), inSidebar: isSidebar)
    func box(_ i: Int) -> AccessoryBox { accessoryBox(cell.accessories[i], index: i, style: style, rowWidth: width) }
    let leading = visible.filter { cell.accessories[$0].kind.isLeading }.map(box)
    let trailing = visible.filter { !cell.accessories[$0].kind.isLeading }.map(box)
    let indentation = Double(level) * (isSidebar ? 20 : 10)
    // The margins on each side start past the safe area beside the row (UIKit's
    // `insetsLayoutMarginsFromSafeArea`).
    let margins = (leading: margin + (ctx?.safeArea.left ?? 0), trailing: margin + (ctx?.safeArea.right ?? 0))
    let accessoryInset =
      isSidebar ? nil : design.list.accessoryTrailingInset.map { $0 + (ctx?.safeArea.right ?? 0) }
    let edgeInset = (
      leading: max(margins.leading, isSidebar ? 8 : 0),
      trailing: accessoryInset ?? max(margins.trailing, isSidebar ? 8 : 0)
    )

    var x0 = indentation
    var leadingMargin = margins.leading
    if !leading.isEmpty {
      x0 += edgeInset.leading + leading.map(\.width).reduce(0, +) + Self.accessorySpacing * Double(leading.count - 1)
      leadingMargin = 0
    }
    var x1 = width
    var trailingMargin = margins.trailing
    if !trailing.isEmpty {
      x1 -= edgeInset.trailing + trailing.map(\.width).reduce(0, +) + Self.accessorySpacing * Double(trailing.count - 1)
      trailingMargin = 0
    }
    let presentedMark = overlays.mark
    var layout =
      if let hosting = cell.hostingConfiguration {
        hostedLayout(
          hosting, margins: content, width: max(0, x1 - x0), leadingMargin: leadingMargin,
          trailingMargin: trailingMargin)
      } else {
        contentLayout(content, width: max(0, x1 - x0), leadingMargin: leadingMargin, trailingMargin: trailingMargin)
      }
    let accessoryHeight = (leading + trailing).map(\.height).max() ?? 0
    let minimumHeight = cell.hostingConfiguration.flatMap(\.minHeight) ?? content.minimumHeight
    let height = max(layout.height, accessoryHeight + 2 * 6, minimumHeight)
    // Re-centre the content when accessories made the row taller.
    let dy = (height - layout.height) / 2
    layout.content = layout.content.map { $0.offsetBy(dx: x0, dy: dy) }
    overlays.translate(overlays.presented(since: presentedMark), dx: x0, dy: dy)
    layout.textX += x0
    layout.height = height
    layout.width = width

    Self.placeAccessories(
      leading, from: indentation + edgeInset.leading, trailing, to: width - edgeInset.trailing, in: &layout)
    // A custom view's elements are read as part of the row (`cellElement`).
    if visible.contains(where: { if case .customView = cell.accessories[$0].kind { true } else { false } }) {
      layout.accessoryElements = layout.content.takeAccessibilityElements()
    }
    let presented = overlays.presented(since: presentedMark)
    if !presented.isEmpty { layout.presented = (overlays, presented) }
    layout.background = backgroundNodes(background, size: Size(width: width, height: height))

    let revealed = cell.revealedSwipeActions
    if !revealed.isEmpty {
      revealSwipeActions(revealed, at: cell.swipeEdge, isFullSwipe: cell.swipe.isFullSwipe, in: &layout, env: env)
    }
    return layout
  }

  /// The background style a cell takes by default in a list of `ctx`'s appearance (or alone).
  private static func defaultBackground(in ctx: CellContext?) -> BackgroundConfiguration.Style {
    switch ctx?.appearance {
    case .grouped?, .insetGrouped?: .listGroupedCell
    case .sidebar?, .sidebarPlain?: .listSidebarCell
    default: .listPlainCell
    }
  }

  /// Whether the row sits on a tint-filled selection, its accessories turning white with the
  /// text: sidebar cells selected while the sidebar is key sit on the tint (also when pressed,
  /// which only darkens it), their content white unless the author coloured it.
  private static func isOnTint(_ cell: Cell, _ background: BackgroundConfiguration, in env: Environment) -> Bool {
    BackgroundConfiguration.effectiveStyle(background.style, in: env) == .listSidebarCell
      && background.backgroundColor == nil && env.isSidebarKey && !cell.state.isEditing
      && (cell.state.isSelected || cell.state.cellDropState == .targeted) && !cell.state.isDisabled
  }

  /// Places the `leading` accessories left to right from `x0` and the `trailing` ones right to
  /// left from `x1`, each centred on the row's height, `accessorySpacing` apart.
  private static func placeAccessories(
    _ leading: [AccessoryBox], from x0: Double, _ trailing: [AccessoryBox], to x1: Double,
    in layout: inout CellLayoutResult
  ) {
    let height = layout.height
    var x = x0
    for box in leading {
      layout.content += box.nodes(in: Rect(x: x, y: (height - box.height) / 2, width: box.width, height: box.height))
      x += box.width + accessorySpacing
    }
    x = x1
    for box in trailing.reversed() {
      x -= box.width
      layout.content += box.nodes(in: Rect(x: x, y: (height - box.height) / 2, width: box.width, height: box.height))
      x -= accessorySpacing
    }
  }

  /// How much of the row a full swipe leaves showing at its far side [estimate: iOS keeps the
  /// row under the finger, a short way in from the edge, as the action takes the row].
  static let fullSwipeRemainder: Double = 40

  /// Slides the cell under its own bounds, away from `edge`, and draws the swipe actions in the
  /// space it leaves, the first action at that edge (UIKit's order). A full swipe slides the row
  /// almost off: the first action fills the space, its label beside the row's edge, the others
  /// hidden under it. Laid out left to right (leading on the left), mirrored with the screen.
  private func revealSwipeActions(
    _ actions: [SwipeAction], at edge: Swipe.Edge, isFullSwipe: Bool, in layout: inout CellLayoutResult,
    env: Environment
  ) {
    let font = FontDescriptor(size: 15, weight: .medium)
    let widths = actions.map { a in
      max(74, resources.measure(TextRequest(string: localized(a.title), font: font, maxWidth: nil)).size.width + 30)
    }
    let total = isFullSwipe ? max(0, layout.width - Self.fullSwipeRemainder) : widths.reduce(0, +)
    let isLeading = edge == .leading
    let bounds = Rect(x: 0, y: 0, width: layout.width, height: layout.height)
    let shift = { (n: RenderNode) -> RenderNode in
      var m = n.offsetBy(dx: isLeading ? total : -total, dy: 0)
      m.clip = Clip(rect: bounds)
      return m
    }
    layout.background = layout.background.map(shift)
    layout.content = layout.content.map(shift)
    if let presented = layout.presented {
      presented.overlays.translate(presented.span, dx: isLeading ? total : -total, dy: 0)
    }
    layout.swipedEdge = edge
    // Each action's frame (its fill) and its label's box, outermost first.
    var buttons: [(action: SwipeAction, fill: Rect, label: Rect)] = []
    if isFullSwipe, let first = actions.first {
      let fill = Rect(x: isLeading ? 0 : layout.width - total, y: 0, width: total, height: layout.height)
      let w = min(widths[0], total)
      buttons.append((first, fill, Rect(x: isLeading ? fill.maxX - w : fill.x, y: 0, width: w, height: fill.height)))
    } else {
      var x = isLeading ? 0 : layout.width
      for (action, w) in zip(actions, widths) {
        if !isLeading { x -= w }
        let frame = Rect(x: x, y: 0, width: w, height: layout.height)
        if isLeading { x += w }
        buttons.append((action, frame, frame))
      }
    }
    for (action, fillFrame, frame) in buttons {
      let w = frame.width
      let fill = action.backgroundColor ?? .system(action.style == .destructive ? .systemRed : .systemGray)
      layout.swipeActionFills.append(
        RenderNode(frame: fillFrame, kind: .fill(env.resolve(fill), cornerRadius: 0, corners: [])))
      let m = resources.measure(TextRequest(string: localized(action.title), font: font, maxWidth: w))
      var textY = frame.midY - m.size.height / 2
      if let symbol = action.image {
        // UIKit shows only the image in rows too short for image and title (under ~91 pt) [estimate].
        let imageOnly = layout.height < 91
        let blockHeight = imageOnly ? 24 : 24 + 2 + m.size.height
        let box = Rect(x: frame.midX - 12, y: frame.midY - blockHeight / 2, width: 24, height: 24)
        layout.swipeActionLabels.append(symbolNode(symbol, size: 22, color: .white, in: box))
        if imageOnly { continue }
        textY = box.maxY + 2
      }
      layout.swipeActionLabels.append(
        RenderNode(
          frame: Rect(x: frame.x, y: textY, width: w, height: m.size.height),
          kind: .text(
            TextRun(
              string: localized(action.title), font: font, color: .white, layoutWidth: w, numberOfLines: 1,
              lineBreakMode: .byTruncatingTail, alignment: .center, direction: environment.layoutDirection))))
    }
  }

  /// Lays out a hosting configuration's content in a box `width` wide: in the layout margins
  /// and minimum height of the cell's (default) content configuration `c`, the sides its
  /// `margins` name replaced, the content centred vertically. Separators align with its first
  /// text, as `UIHostingConfiguration`'s do; its accessibility elements are taken out for the
  /// cell's own element.
  func hostedLayout(
    _ h: HostingConfiguration, margins c: ResolvedListContent, width: Double, leadingMargin: Double,
    trailingMargin: Double
  ) -> CellLayoutResult {
    var m = c.directionalLayoutMargins
    if c.preservesSuperviewHorizontalMargins {
      m.leading = max(m.leading, leadingMargin)
      m.trailing = max(m.trailing, trailingMargin)
    }
    m = h.margins.applied(to: m)
    // Inside the cell's margins, which already keep out of the safe area.
    let inner = at("hostingConfiguration.content").inset(leading: .infinity, trailing: .infinity)
    let contentWidth = max(0, width - m.leading - m.trailing)
    let size = inner.measure(h.content, width: contentWidth)
    let height = max(h.minHeight ?? c.minimumHeight, m.top + size.height + m.bottom)
    var nodes: [RenderNode] = []
    let y = m.top + (height - m.top - m.bottom - size.height) / 2
    inner.place(
      h.content, in: Rect(x: m.leading, y: y, width: contentWidth, height: size.height), into: &nodes)
    let elements = nodes.takeAccessibilityElements()
    let firstText = nodes.first { if case .text = $0.paint { true } else { false } }
    var layout = CellLayoutResult(
      width: width, height: height, textX: firstText?.frame.x ?? m.leading, background: [], content: nodes)
    layout.hostedElements = elements
    return layout
  }

  /// Lays out a content configuration in a box `width` wide (cells, headers and footers).
  /// `leadingMargin`/`trailingMargin` are the superview's layout margins on each side (0 where
  /// an accessory, not the list edge, bounds the content).
  func contentLayout(
    _ c: ResolvedListContent, width: Double, leadingMargin: Double, trailingMargin: Double
  ) -> CellLayoutResult {
    let m = c.directionalLayoutMargins
    let leading = c.preservesSuperviewHorizontalMargins ? max(m.leading, leadingMargin) : m.leading
    let trailing = c.preservesSuperviewHorizontalMargins ? max(m.trailing, trailingMargin) : m.trailing
    let contentX = leading
    let contentWidth = max(0, width - leading - trailing)

    // Image box (spec §3.2, §3.5 step 2).
    let (box, imageSize) = c.image.map { imageBox($0, c) } ?? (.zero, .zero)
    let textX = contentX + (c.image != nil ? box.width + c.imageToTextPadding : 0)
    // Accessibility sizes with a small image: the text's first line starts after the image and
    // later lines run underneath it from the leading margin (spec §1.3 item 3; "small" is an
    // estimate: at most twice the first line's height wide).
    let wrapsUnderImage =
      c.usesAccessibilityLayout && c.image != nil && c.text != nil
      && box.width <= 2 * TextStyle.body.leading(for: environment.contentSizeCategory)
    let indent = wrapsUnderImage ? textX - contentX : 0
    let textWidth = max(0, contentX + contentWidth - textX)
    let blockX = wrapsUnderImage ? contentX : textX
    let blockWidth = wrapsUnderImage ? contentWidth : textWidth

    // Text block (step 3 and 4).
    let text = measureText(c, blockWidth: blockWidth, textWidth: textWidth, indent: indent)
    let blockHeight = text.height

    // Height (step 5).
    let inner = max(blockHeight, box.height)
    let height = max(c.minimumHeight, m.top + inner + m.bottom)
    let contentRect = Rect(x: contentX, y: m.top, width: contentWidth, height: height - m.top - m.bottom)

    var nodes: [RenderNode] = []
    let blockY = contentRect.y + (contentRect.height - blockHeight) / 2
    let firstLineMidY = placeText(
      c, text, blockX: blockX, blockY: blockY, blockWidth: blockWidth, contentRight: contentX + contentWidth,
      indent: indent, into: &nodes)
    if let image = c.image {
      // Centred on the content (normal sizes) or on the first text line (accessibility layout).
      let centerY = c.usesAccessibilityLayout && text.primary != nil ? firstLineMidY : contentRect.midY
      let boxRect = Rect(x: contentX, y: centerY - box.height / 2, width: box.width, height: box.height)
      placeImage(image, c, in: boxRect, imageSize: imageSize, into: &nodes)
    }
    // Separators align with the text's leading edge: the indented first line normally, the
    // leading margin when the text wraps under a small image.
    let separatorX = wrapsUnderImage ? blockX : (c.text != nil || c.image != nil ? textX : contentX)
    return CellLayoutResult(width: width, height: height, textX: separatorX, background: [], content: nodes)
  }

  /// An image's box in the content (the symbol box, or the reserved or natural size) and the
  /// size it draws at (a file image scaled down to its maximum size).
  private func imageBox(_ image: ImageSource, _ c: ResolvedListContent) -> (box: Size, imageSize: Size) {
    let ip = c.imageProperties
    let r = ip.reservedLayoutSize
    switch image {
    case .systemName, .symbolFile:
      return (
        Size(
          width: r.width > 0 ? r.width : ip.standardSymbolBox.width,
          height: r.height > 0 ? r.height : ip.standardSymbolBox.height),
        Size(width: ip.symbolPointSize, height: ip.symbolPointSize)
      )
    case .file(let file):
      var imageSize = pointSize(asset(file))
      if ip.maximumSize.width > 0 || ip.maximumSize.height > 0 {
        let sx = ip.maximumSize.width > 0 ? ip.maximumSize.width / max(imageSize.width, 0.001) : .infinity
        let sy = ip.maximumSize.height > 0 ? ip.maximumSize.height / max(imageSize.height, 0.001) : .infinity
        let s = min(1, sx, sy)
        imageSize = Size(width: imageSize.width * s, height: imageSize.height * s)
      }
      let box = Size(
        width: r.width < 0 ? ip.standardSymbolBox.width : (r.width > 0 ? r.width : imageSize.width),
        height: r.height < 0 ? ip.standardSymbolBox.height : (r.height > 0 ? r.height : imageSize.height))
      return (box, imageSize)
    }
  }

  /// A content configuration's text and secondary text, measured.
  private struct MeasuredText {
    var primary: TextMeasurement?
    var secondary: TextMeasurement?
    /// On one line, the secondary text at the trailing edge, baselines aligned.
    var sideBySide = false
    /// The gap between the two, stacked.
    var verticalGap = 0.0
    /// The block's height.
    var height = 0.0
  }

  /// Measures the text and secondary text in a block `blockWidth` wide (the first line
  /// `indent` in), or side by side when preferred and both fit on one line in `textWidth`.
  private func measureText(_ c: ResolvedListContent, blockWidth: Double, textWidth: Double, indent: Double)
    -> MeasuredText
  {
    let dir = environment.layoutDirection
    func request(_ s: String, _ p: ResolvedTextProperties, _ w: Double?, indent: Double = 0) -> TextRequest {
      TextRequest(
        string: localized(p.transformed(s)), font: p.font, maxWidth: w, numberOfLines: p.numberOfLines,
        lineBreakMode: p.lineBreakMode, direction: dir, firstLineIndent: indent)
    }
    let tp = c.textProperties
    let sp = c.secondaryTextProperties
    var text = MeasuredText()
    text.primary = c.text.map { resources.measure(request($0, tp, blockWidth, indent: indent)) }
    text.secondary = c.secondaryText.map { resources.measure(request($0, sp, blockWidth)) }
    if c.prefersSideBySideTextAndSecondaryText, !c.usesAccessibilityLayout, let t = c.text, let s = c.secondaryText {
      let one = resources.measure(request(t, tp, nil))
      let two = resources.measure(request(s, sp, nil))
      if one.lineCount == 1, two.lineCount == 1,
        one.size.width + c.textToSecondaryTextHorizontalPadding + two.size.width <= textWidth
      {
        text.sideBySide = true
        text.primary = one
        text.secondary = two
      }
    }
    let (primary, secondary) = (text.primary, text.secondary)
    text.verticalGap = (primary != nil && secondary != nil) ? c.textToSecondaryTextVerticalPadding : 0
    if text.sideBySide {
      // Baselines aligned: the block is as tall as the taller of the two above and below the baseline.
      let above = max(primary!.firstBaseline, secondary!.firstBaseline)
      let below = max(primary!.size.height - primary!.firstBaseline, secondary!.size.height - secondary!.firstBaseline)
      text.height = above + below
    } else {
      text.height = (primary?.size.height ?? 0) + text.verticalGap + (secondary?.size.height ?? 0)
    }
    return text
  }

  /// Places the measured `text` with its block's top at `blockY`: the text from `blockX`, the
  /// secondary text under it, or at `contentRight` side by side. Returns the middle of the
  /// text's first line (of the block when there is no text).
  private func placeText(
    _ c: ResolvedListContent, _ text: MeasuredText, blockX: Double, blockY: Double, blockWidth: Double,
    contentRight: Double, indent: Double, into nodes: inout [RenderNode]
  ) -> Double {
    let (primary, secondary, sideBySide) = (text.primary, text.secondary, text.sideBySide)
    let (tp, sp, fade) = (c.textProperties, c.secondaryTextProperties, c.alpha)
    var firstLineMidY = blockY + (primary?.firstLineHeight ?? text.height) / 2
    if let t = c.text, let p = primary {
      var y = blockY
      if sideBySide { y = blockY + max(p.firstBaseline, secondary!.firstBaseline) - p.firstBaseline }
      firstLineMidY = y + p.firstLineHeight / 2
      let frame = Rect(x: blockX, y: y, width: sideBySide ? p.size.width : blockWidth, height: p.size.height)
      nodes.append(textNode(tp.transformed(t), tp, frame: frame, fade: fade, alignment: tp.alignment, indent: indent))
    }
    if let s = c.secondaryText, let m2 = secondary {
      if sideBySide {
        let baseline = blockY + max(primary!.firstBaseline, m2.firstBaseline)
        let x = contentRight - m2.size.width
        nodes.append(
          textNode(
            sp.transformed(s), sp,
            frame: Rect(x: x, y: baseline - m2.firstBaseline, width: m2.size.width, height: m2.size.height), fade: fade,
            alignment: .natural))
      } else {
        let y = blockY + (primary?.size.height ?? 0) + text.verticalGap
        let frame = Rect(x: blockX, y: y, width: blockWidth, height: m2.size.height)
        nodes.append(textNode(sp.transformed(s), sp, frame: frame, fade: fade, alignment: sp.alignment))
      }
    }
    return firstLineMidY
  }

  /// Places the content's image in `boxRect`: its tile, if any, then the symbol filling the box
  /// or the file image `imageSize` centred on it.
  private func placeImage(
    _ image: ImageSource, _ c: ResolvedListContent, in boxRect: Rect, imageSize: Size, into nodes: inout [RenderNode]
  ) {
    let fade = c.alpha
    let tint = c.imageProperties.tintColor.fading(fade)
    // A Settings icon's tile fills the box, as an image view's background fills the view.
    if let tile = c.imageProperties.backgroundColor {
      let continuous = c.imageProperties.cornerCurve == .continuous
      nodes.append(
        RenderNode(
          frame: boxRect,
          kind: .fill(
            tile.fading(fade), cornerRadius: c.imageProperties.cornerRadius,
            corners: continuous ? [.all, .continuous] : .all)))
    }
    switch image {
    case .systemName, .symbolFile:
      var (name, recipe) = symbol(image)!
      if case .systemName = image, environment.layoutDirection == .rightToLeft {
        name = mirroredSymbolName(name)
        recipe = symbolRecipe(name)
      }
      let ip = c.imageProperties
      nodes.append(
        RenderNode(
          frame: boxRect,
          kind: .symbol(
            Symbol(
              name: name, recipe: recipe, pointSize: ip.symbolPointSize, weight: ip.symbolWeight,
              scale: ip.symbolScale, color: tint, renderingMode: ip.symbolRenderingMode,
              paletteColors: ip.symbolPaletteColors.map { $0.fading(fade) }))))
    case .file(let file):
      let a = asset(file)
      let f = Rect(
        x: boxRect.midX - imageSize.width / 2, y: boxRect.midY - imageSize.height / 2, width: imageSize.width,
        height: imageSize.height)
      nodes.append(
        RenderNode(
          frame: f,
          kind: .image(
            ImageDraw(
              path: a.path, fit: .scaleAspectFit, cornerRadius: c.imageProperties.cornerRadius,
              pixelSize: resources.imagePixelSize(a.path) ?? .zero, scale: a.scale))))
    }
  }

  private func textNode(
    _ s: String, _ p: ResolvedTextProperties, frame: Rect, fade: Double, alignment: TextAlignment, indent: Double = 0
  ) -> RenderNode {
    RenderNode(
      frame: frame,
      kind: .text(
        TextRun(
          string: localized(s), font: p.font, color: p.color.fading(fade), layoutWidth: frame.width,
          numberOfLines: p.numberOfLines, lineBreakMode: p.lineBreakMode, alignment: resolve(alignment),
          direction: environment.layoutDirection, firstLineIndent: indent, hasOwnColor: p.hasOwnColor)))
  }

  /// Directional symbols (`chevron.forward`) point the other way in right-to-left layouts.
  func mirroredSymbolName(_ name: String) -> String {
    // Only the "forward"/"backward" symbols flip in right-to-left layouts, as in SF Symbols.
    for (a, b) in [("forward", "backward")] {
      if name.contains(a) {
        let candidate = name.replacingOccurrences(a, with: b)
        if SymbolCatalog.recipe(for: candidate) != nil { return candidate }
      } else if name.contains(b) {
        let candidate = name.replacingOccurrences(b, with: a)
        if SymbolCatalog.recipe(for: candidate) != nil { return candidate }
      }
    }
    return name
  }

  /// The nodes of a resolved background for a cell of `size` (spec §4.2).
  func backgroundNodes(_ b: ResolvedBackground, size: Size, corners: Corners = .all) -> [RenderNode] {
    let i = b.insets
    let frame = Rect(x: 0, y: 0, width: size.width, height: size.height).inset(by: i.ltr)
    var nodes: [RenderNode] = []
    if b.hasShadow {
      let opacity = environment.colors.style == .dark ? 1.0 : 0.2
      nodes.append(
        RenderNode(
          frame: frame,
          kind: .shadow(Color.black.withAlpha(opacity), blurRadius: 16, offsetY: 2, cornerRadius: b.cornerRadius)))
    }
    if b.blurRadius > 0 {
      nodes.append(
        RenderNode(frame: frame, kind: .backdropBlur(tint: .clear, radius: b.blurRadius, cornerRadius: b.cornerRadius)))
    }
    if let material = b.visualEffect {
      nodes.append(
        RenderNode(
          frame: frame,
          kind: .backdropBlur(
            tint: material.tint(environment.colors.style), radius: material.radius, cornerRadius: b.cornerRadius)))
    }
    if !b.color.isClear {
      nodes.append(
        RenderNode(frame: frame, kind: .fill(b.color.fading(b.alpha), cornerRadius: b.cornerRadius, corners: corners)))
    }
    if let image = b.image, case .file(let file) = image {
      let a = asset(file)
      nodes.append(
        RenderNode(
          frame: frame,
          kind: .image(
            ImageDraw(
              path: a.path, fit: .scaleToFill, cornerRadius: b.cornerRadius,
              pixelSize: resources.imagePixelSize(a.path) ?? .zero, scale: a.scale))))
    }
    if b.strokeWidth > 0, !b.strokeColor.isClear {
      // Like a layer border, the stroke lies inside the edge; the outset moves it outward.
      let d = b.strokeWidth / 2 - b.strokeOutset
      nodes.append(
        RenderNode(
          frame: frame.inset(by: EdgeInsets(top: d, left: d, bottom: d, right: d)),
          kind: .stroke(b.strokeColor, width: b.strokeWidth, cornerRadius: max(0, b.cornerRadius - d))))
    }
    return nodes
  }
}

extension String {
  func replacingOccurrences(_ a: String, with b: String) -> String {
    var result = ""
    var rest = Substring(self)
    while let r = rest.firstRange(of: a) {
      result += rest[..<r.lowerBound] + b
      rest = rest[r.upperBound...]
    }
    return result + rest
  }
}
