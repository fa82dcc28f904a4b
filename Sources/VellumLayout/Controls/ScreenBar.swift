/// Where a screen (`NavigationController`) puts a bar at its top or bottom edge, and what the
/// bar's look follows.
struct ScreenBarPlacement {
  /// The whole screen.
  var screen: Rect
  /// The bar's frame at its edge, its measured height (a navigation bar's before any collapse).
  var bar: Rect
  /// The safe area above the screen's top bar (the status bar's height; 0 in a sheet).
  var safeTop = 0.0
  /// How far the screen's content has scrolled (`contentOffset`).
  var contentOffset: Double
  /// Where the content ends, unscrolled.
  var contentBottom: Double
  /// The screen's background behind its content (a list's), if it has one.
  var background: ColorValue? = nil
  /// A search field the top bar hands to the bottom bar's row (iOS 26 on iPhone).
  var integratedSearch: NavigationBar.SearchController? = nil
}

/// A bar a screen draws at one of its edges, its background reaching the screen's edge (up
/// behind the status bar, down to the bottom) and its appearance following the content's scroll:
/// a navigation bar, a toolbar. A screen holding another kind as a bar places it as any
/// component; it reaches its bars through this protocol, never by their type.
protocol ScreenBar: ControlLayout {
  /// The bar's nodes at `placement`, drawn with the screen's context (`screen`: its engine and
  /// path, so menus the bar presents are the screen's): the background reaching the screen's
  /// edge, which is the screen's, and the bar's own.
  func screenBarNodes(_ placement: ScreenBarPlacement, _ screen: ControlContext) -> (
    background: [RenderNode], bar: [RenderNode]
  )
  /// A toolbar of the bar's own items for the screen's bottom edge and the bar's key they are
  /// attributed to (SwiftUI's `bottomBar` toolbar items); nil for none. Default nil.
  var bottomToolbar: (toolbar: Component, key: String)? { get }
  /// A search field the bar puts in the bottom toolbar's row rather than under its title; nil
  /// for none. Default nil.
  func integratedSearch(_ ctx: ControlContext) -> NavigationBar.SearchController?
}

extension ScreenBar {
  var bottomToolbar: (toolbar: Component, key: String)? { nil }
  func integratedSearch(_ ctx: ControlContext) -> NavigationBar.SearchController? { nil }
}

extension LayoutEngine {
  /// Draws `bar` as a bar at an edge of the screen this engine places: a `ScreenBar` draws itself
  /// (its nodes attributed to `source`'s path), another kind is placed in the bar's frame at
  /// `key` (`source` is then unused).
  func placeScreenBar(
    _ bar: Component, key: String, source: LayoutEngine, _ placement: ScreenBarPlacement, _ screen: ControlContext,
    into nodes: inout [RenderNode]
  ) {
    guard let screenBar = bar.role((any ScreenBar).self) else {
      at(key).place(bar, in: placement.bar, into: &nodes)
      return
    }
    let drawn = screenBar.screenBarNodes(placement, screen)
    nodes += drawn.background
    let start = nodes.count
    nodes += drawn.bar
    nodes.claim(from: start, for: NodeSource(path: source.path, kind: bar.kind))
  }
}

extension NavigationBar: ScreenBar {
  /// Scrolled up, the content takes the search field and then the large title away first (the
  /// bar shrinks by as much); iOS 15: the bar shows its standard appearance once content has
  /// scrolled under what is left of it. The bar's background (material, or a custom colour)
  /// reaches up behind the status bar.
  func screenBarNodes(_ placement: ScreenBarPlacement, _ ctx: ControlContext) -> (
    background: [RenderNode], bar: [RenderNode]
  ) {
    let frame = placement.screen
    let contentOffset = placement.contentOffset
    var nodes: [RenderNode] = []
    var barEngine = ctx.engine
    let rows = collapsibleHeights(ControlContext(engine: ctx.engine, common: common))
    barEngine.barCollapse = min(max(contentOffset, 0), rows.large + rows.search)
    var scrolled = self
    if contentOffset > rows.large + rows.search { scrolled.appearance = .standard }
    let shown = scrolled.activeAppearance(ctx)
    let barHeight = placement.bar.height - barEngine.barCollapse
    let material = Rect(x: frame.x, y: frame.y, width: frame.width, height: placement.safeTop + barHeight)
    let background =
      ctx.edgeEffectBackground(
        shown, bar: material, edge: .top, contentUnder: scrolled.appearance == .standard,
        background: placement.background) ?? ctx.barBackground(shown, material, hairlineAtTop: false)
    if !background.isEmpty { nodes += ctx.bars(frame: material, background) }
    let open = withoutBackground(showing: shown)
    let bar = open.nodes(
      in: Rect(x: frame.x, y: placement.bar.y, width: frame.width, height: barHeight),
      ControlContext(engine: barEngine, common: common))
    return (nodes, bar)
  }

  func integratedSearch(_ ctx: ControlContext) -> NavigationBar.SearchController? {
    searchIsAtBottom(ControlContext(engine: ctx.engine, common: common)) ? search : nil
  }

  /// The bar's `bottomBar` toolbar items, spread out with flexible spaces (as SwiftUI lays
  /// them out), for its `toolbar` key.
  var bottomToolbar: (toolbar: Component, key: String)? {
    let items = toolbar.filter { $0.placement == .bottomBar && $0.showsByDefault }.map(\.item)
    guard !items.isEmpty else { return nil }
    var spaced: [BarButtonItem] = []
    for (i, item) in items.enumerated() {
      if i > 0 || items.count == 1 {
        var space = BarButtonItem(title: "")
        space.title = nil
        space.flexibleSpace = true
        spaced.append(space)
      }
      spaced.append(item)
    }
    return (.control(AnyControl(Toolbar(items: spaced))), "toolbar")
  }
}

extension Toolbar: ScreenBar {
  /// iOS 15: a toolbar is transparent while the content ends above it; its background reaches
  /// down to the screen's bottom.
  func screenBarNodes(_ placement: ScreenBarPlacement, _ ctx: ControlContext) -> (
    background: [RenderNode], bar: [RenderNode]
  ) {
    let frame = placement.screen
    let toolbarTop = placement.bar.y
    var nodes: [RenderNode] = []
    let atEdge = (appearance ?? (placement.contentBottom > toolbarTop ? .standard : .scrollEdge)) == .scrollEdge
    let material = Rect(x: frame.x, y: toolbarTop, width: frame.width, height: frame.maxY - toolbarTop)
    let shown = activeAppearance(ctx, atEdge: atEdge)
    let background =
      ctx.edgeEffectBackground(
        shown, bar: material, edge: .bottom, contentUnder: !atEdge, background: placement.background)
      ?? ctx.barBackground(shown, material, hairlineAtTop: true)
    if !background.isEmpty { nodes += ctx.bars(frame: material, background) }
    var open = self
    open.appearance = .scrollEdge
    open.scrollEdgeAppearance = BarAppearance(.transparentBackground)
    let barCtx = ControlContext(engine: ctx.engine, common: common)
    if let search = placement.integratedSearch, let p = ctx.design.barItemPlatters {
      let h = intrinsicSize(barCtx, proposedWidth: placement.bar.width).height
      return (nodes, open.floatingNodes(in: placement.bar, height: h, p, search: search, barCtx))
    }
    return (nodes, open.nodes(in: placement.bar, barCtx))
  }
}
