/// A tab bar screen as iOS 17/18 draws it: the selected tab's screen, and above the bottom safe
/// area the `UITabBar`, 49 pt on iPhone with each tab's icon stacked over its 10 pt medium title,
/// 32 pt in compact height (landscape iPhones) and 50 pt on iPad with icon and title side by side
/// (on iPad grouped in the centre). Standard appearance: the bar material from the bar's top
/// down to the screen's bottom, with the hairline above it; scroll-edge: transparent. The bar
/// keeps its size at accessibility text sizes (UIKit shows the large-content viewer instead).
extension TabBarController: ControlLayout, StatusBarOwner {
  var fillsWidth: Bool { true }
  var disabledOpacity: Double? { nil }

  /// How the bar lays its items out.
  enum ItemLayout: Equatable {
    /// iPhone portrait: icon over title, the tabs sharing the width.
    case stacked
    /// Compact height: icon beside title, the tabs sharing the width.
    case compactInline
    /// iPad (regular width): icon beside title, the tabs grouped in the centre.
    case regularInline
    /// iPadOS 26 (regular width): titles on a glass capsule floating at the top of the screen.
    case top
  }

  /// The bar's height above the bottom safe area and its item layout.
  struct BarMetrics {
    var height: Double
    var layout: ItemLayout
    var iconSize: Double
    var titleFont: FontDescriptor
  }

  static let stackedHeight = 49.0
  static let compactHeight = 32.0
  static let regularHeight = 50.0
  /// The icon's centre below the bar's top and the title's, stacked (estimates from iOS 17 screenshots).
  static let stackedIconCenter = 17.0
  static let stackedTitleCenter = 38.5
  /// Between an inline icon and its title, and between centred iPad items.
  static let inlineGap = 6.0
  static let regularItemSpacing = 48.0
  /// Symbol em sizes that draw glyphs the size of UIKit's tab symbols.
  static let stackedIconSize = 30.0
  static let inlineIconSize = 24.0
  static let badgeHeight = 18.0
  static let dotDiameter = 10.0

  func barMetrics(_ ctx: ControlContext, width: Double) -> BarMetrics {
    let device = ctx.engine.canvas.device
    let compactHeight = device.map { !$0.isPad && $0.width > $0.height } ?? false
    if ctx.isPadLike && width >= 600, let top = ctx.design.topTabBar {
      return BarMetrics(height: 0, layout: .top, iconSize: Self.inlineIconSize, titleFont: top.titleFont)
    }
    if ctx.isPadLike && width >= 600 {
      return BarMetrics(
        height: Self.regularHeight, layout: .regularInline, iconSize: Self.inlineIconSize,
        titleFont: FontDescriptor(size: 13, weight: .medium))
    }
    if compactHeight {
      return BarMetrics(
        height: Self.compactHeight, layout: .compactInline, iconSize: Self.inlineIconSize,
        titleFont: FontDescriptor(size: 13, weight: .medium))
    }
    return BarMetrics(
      height: Self.stackedHeight, layout: .stacked, iconSize: Self.stackedIconSize,
      titleFont: FontDescriptor(size: 10, weight: .medium))
  }

  func safeArea(_ ctx: ControlContext) -> (top: Double, bottom: Double) { NavigationController.chrome.safeArea(ctx) }

  /// The tabs the bar shows: in compact width more than five become four and More.
  func shownTabs(_ layout: ItemLayout) -> [TabBarItem] {
    // A search tab without its own title or image takes UISearchTab's.
    let tabs = tabs.map { tab in
      guard tab.role == .search else { return tab }
      var search = tab
      search.title = tab.title ?? "Search"
      search.image = tab.image ?? .systemName("magnifyingglass")
      return search
    }
    guard layout != .regularInline, layout != .top, tabs.count > 5 else { return tabs }
    return Array(tabs.prefix(4)) + [TabBarItem(title: "More", image: .systemName("ellipsis"))]
  }

  /// The shown tab that is selected: a tab behind More selects More.
  func shownSelection(_ layout: ItemLayout) -> Int {
    shownTabs(layout).count < tabs.count && selectedIndex >= 4 ? 4 : selectedIndex
  }

  /// The selected tab's screen draws the status bar; without one, the tab bar does.
  func statusBarOwner(in frame: Rect, _ engine: LayoutEngine) -> (screen: NavigationController, color: Color?)? {
    content.map { $0.statusBarOwner(in: frame, engine) } ?? (.chrome, nil)
  }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    laidOut(ctx, proposedWidth: proposedWidth).size
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    laidOut(ctx, proposedWidth: frame.width).nodes(frame, ctx)
  }

  /// The selected tab's content laid out once `width` wide: a whole screen (`tabScreen`) reaching
  /// the bottom safe area, or other content inside the safe area under the status bar.
  func laidOut(_ ctx: ControlContext, proposedWidth width: Double) -> ControlLaidOut {
    if sidebarShown(ctx, width: width) {
      return sidebarSplit(ctx).laidOut(ctx, proposedWidth: width, keys: ["primary": "sidebar", "secondary": "content"])
    }
    let safe = safeArea(ctx)
    let bar = barMetrics(ctx, width: width).height
    let screen = content?.role((any TabbedScreen).self)?.tabScreen
    let laidContent = content.map { content in
      screen == nil
        ? NavigationController.layoutInSafeArea(content, width: width, ctx.engine.at("content"))
        : ctx.engine.at("content").layout(content, width: width)
    }
    let inner: Double =
      if let laidContent {
        screen == nil ? safe.top + laidContent.size.height : laidContent.size.height - safe.bottom
      } else { safe.top }
    return ControlLaidOut(size: Size(width: width, height: inner + bar + safe.bottom), width: width) { frame, ctx in
      nodes(in: frame, ctx, screen: screen, content: laidContent)
    }
  }

  private func nodes(in frame: Rect, _ ctx: ControlContext, screen: TabScreen?, content laidContent: LayoutResult?)
    -> [RenderNode]
  {
    let safe = safeArea(ctx)
    let m = barMetrics(ctx, width: frame.width)
    let barTop = frame.maxY - safe.bottom - m.height
    var nodes: [RenderNode] = []
    // Where the content ends, to choose the automatic appearance (iOS 15: transparent while the
    // content ends above the bar).
    var contentBottom = frame.y
    if let laidContent, let screen {
      // The selected tab's screen: its bottom safe area ends at the bar (its toolbar sits on
      // the bar), and the tab bar draws the home indicator.
      if let background = screen.background { nodes.append(ctx.fill(frame, ctx.color(background))) }
      var chrome = ctx.engine.chrome
      chrome.isAboveTabBar = true
      chrome.isUnderTopTabBar = m.layout == .top
      laidContent.emit(
        in: Rect(x: frame.x, y: frame.y, width: frame.width, height: barTop - frame.y + safe.bottom), chrome: chrome,
        into: &nodes)
      contentBottom = frame.y + (laidContent.size.height - safe.bottom) - screen.contentOffset
    } else if let content, let laidContent {
      // What the content shows behind the bars (a list's background) reaches up behind the
      // status bar and down behind the tab bar, as a table view in a tab does.
      if let background = content.screenBackground { nodes.append(ctx.fill(frame, ctx.color(background))) }
      let (inside, _) = NavigationController.inSafeArea(
        content, Rect(x: frame.x, y: frame.y + safe.top, width: frame.width, height: barTop - frame.y - safe.top),
        ctx.engine)
      laidContent.emit(in: inside, chrome: ctx.engine.chrome, into: &nodes)
      contentBottom = frame.y + safe.top + laidContent.size.height
      if safe.top > 0, !ctx.engine.isSplitColumn, !ctx.engine.isSheetContent, !ctx.engine.isUnderDimming {
        nodes += NavigationController.chrome.statusBar(
          in: Rect(x: frame.x, y: frame.y, width: frame.width, height: safe.top), ctx)
      }
    }
    if let top = ctx.design.topTabBar, m.layout == .top {
      nodes += topBar(in: frame, top, m, ctx)
      if allowsSidebar { nodes += sidebarButton(in: frame, ctx) }
      if safe.bottom > 0, !ctx.engine.isSplitColumn, !ctx.engine.isSheetContent {
        nodes.append(NavigationController.homeIndicator(in: frame, ctx))
      }
      return nodes
    }
    if let floating = ctx.design.floatingTabBar, m.layout == .stacked {
      // Content running on under the capsule softens into the scroll edge effect.
      let minimized = isMinimized(screen)
      let top = floatingTop(in: frame, floating, minimized: minimized)
      let shown = BarAppearance.active(
        standard: standardAppearance, scrollEdge: scrollEdgeAppearance, compact: nil,
        atEdge: appearance == .scrollEdge, compactHeight: false)
      nodes +=
        ctx.edgeEffectBackground(
          shown, bar: Rect(x: frame.x, y: top, width: frame.width, height: frame.maxY - top), edge: .bottom,
          contentUnder: appearance != .scrollEdge && contentBottom > top + 0.5,
          background: screen?.background ?? content?.screenBackground) ?? []
      nodes += floatingBar(in: frame, floating, m, minimized: minimized, ctx)
      if safe.bottom > 0, !ctx.engine.isSplitColumn, !ctx.engine.isSheetContent {
        nodes.append(NavigationController.homeIndicator(in: frame, ctx))
      }
      return nodes
    }
    let scrollEdge =
      (appearance ?? (contentBottom > barTop + 0.5 ? .standard : .scrollEdge)) == .scrollEdge
    var bar: [RenderNode] = []
    let material = Rect(x: frame.x, y: barTop, width: frame.width, height: frame.maxY - barTop)
    let shown = BarAppearance.active(
      standard: standardAppearance, scrollEdge: scrollEdgeAppearance, compact: nil, atEdge: scrollEdge,
      compactHeight: false)
    bar += ctx.barBackground(shown, material, hairlineAtTop: true)
    // The items share the bar inside the safe area at its sides.
    let sides = ctx.engine.sideSafeArea
    bar += items(
      in: Rect(x: frame.x + sides.left, y: barTop, width: frame.width - sides.left - sides.right, height: m.height), m,
      ctx)
    nodes += ctx.bars(frame: material, bar)
    if safe.bottom > 0, !ctx.engine.isSplitColumn, !ctx.engine.isSheetContent {
      nodes.append(NavigationController.homeIndicator(in: frame, ctx))
    }
    return nodes
  }

  /// Whether iOS 26's floating bar shows minimized: a `tabBarMinimizeBehavior` that minimizes on
  /// scrolling, and the tab's screen scrolled.
  func isMinimized(_ screen: TabScreen?) -> Bool {
    (tabBarMinimizeBehavior == .onScrollDown || tabBarMinimizeBehavior == .onScrollUp)
      && (screen?.contentOffset ?? 0) > 0
  }

  /// The top of what iOS 26's floating bar puts over the content: the bar's row, or the bottom
  /// accessory's capsule above it.
  func floatingTop(in frame: Rect, _ f: Design.FloatingTabBarMetrics, minimized: Bool) -> Double {
    let row = frame.maxY - f.bottomGap - f.height
    return bottomAccessory == nil || minimized || isSearching ? row : row - f.accessoryGap - f.accessoryHeight
  }

  /// Whether the selected tab is the search tab (iOS 26 shows the search field in the bar).
  var isSearching: Bool {
    let (tabs, selected) = (shownTabs(.stacked), shownSelection(.stacked))
    return tabs.indices.contains(selected) && tabs[selected].role == .search
  }

  /// iOS 26's iPhone bar: a glass capsule over the content, a share of it for each tab (no wider
  /// than the screen less its margins), the selected tab on a platter, each tab's icon over its
  /// title in the label colour, the selected one's in the tint. A search tab is a circle at the
  /// trailing end (the capsule moves to the leading margin); selected, it becomes a search field
  /// beside a circle holding the first tab. Minimized, the capsule becomes a circle holding the
  /// selected tab. The bottom accessory sits on a capsule above the row, or inline when minimized.
  func floatingBar(
    in frame: Rect, _ f: Design.FloatingTabBarMetrics, _ m: BarMetrics, minimized: Bool, _ ctx: ControlContext
  ) -> [RenderNode] {
    let all = shownTabs(m.layout)
    let selectedTab = shownSelection(m.layout)
    let searchIndex = all.firstIndex { $0.role == .search }
    let shown = all.indices.filter { $0 != searchIndex }
    let sides = ctx.engine.sideSafeArea
    let left = frame.x + sides.left + f.sideMargin
    let right = frame.maxX - sides.right - f.sideMargin
    let rowY = frame.maxY - f.bottomGap - f.height
    func circle(atX x: Double) -> Rect { Rect(x: x, y: rowY, width: f.height, height: f.height) }
    let tint = selectedTint(ctx, look: f.selected)
    let unselected = unselectedItemTintColor.map(ctx.color) ?? ctx.color(f.unselected)
    var nodes: [RenderNode] = []
    func tabCircle(_ index: Int, at rect: Rect, selected: Bool) {
      nodes += tabCircleNodes(
        index, of: all, at: rect, selected: selected, color: selected ? tint : unselected, iconSize: m.iconSize, ctx)
    }
    var rowStart = left
    var rowEnd = right
    if let searchIndex, selectedTab == searchIndex {
      // The search field takes the row beside a circle holding the first tab.
      if let first = shown.first {
        tabCircle(first, at: circle(atX: left), selected: false)
        rowStart = left + f.height + f.searchGap
      }
      let field = Rect(x: rowStart, y: rowY, width: max(0, right - rowStart), height: f.height)
      nodes += searchFieldNodes(all[searchIndex].title ?? "Search", in: field, ctx)
      return nodes
    }
    if let searchIndex {
      tabCircle(searchIndex, at: circle(atX: right - f.height), selected: false)
      rowEnd = right - f.height - f.searchGap
    }
    if minimized, let shownIndex = shown.contains(selectedTab) ? selectedTab : shown.first {
      tabCircle(shownIndex, at: circle(atX: left), selected: true)
      rowStart = left + f.height + f.searchGap
      if let accessory = bottomAccessory {
        let inline = Rect(
          x: rowStart, y: rowY + (f.height - f.accessoryHeight) / 2, width: max(0, rowEnd - rowStart),
          height: f.accessoryHeight)
        nodes += accessoryNodes(accessory, in: inline, f, ctx)
      }
      return nodes
    }
    if let accessory = bottomAccessory {
      let above = Rect(
        x: left, y: rowY - f.accessoryGap - f.accessoryHeight, width: right - left, height: f.accessoryHeight)
      nodes += accessoryNodes(accessory, in: above, f, ctx)
    }
    guard !shown.isEmpty else { return nodes }
    let room = rowEnd - rowStart
    let width = min(room, 2 * f.inset + f.itemWidth * Double(shown.count))
    // Centred without a search tab; at the leading margin beside one.
    let capsule = Rect(
      x: searchIndex == nil ? frame.x + sides.left + (frame.width - sides.left - sides.right - width) / 2 : rowStart,
      y: rowY, width: width, height: f.height)
    nodes += capsuleNodes(
      all, shown: shown, selected: selectedTab, in: capsule, f, m, tint: tint, unselected: unselected, ctx)
    return nodes
  }

  /// A glass circle holding tab `index` of `tabs`: its icon in `color`, its title read aloud.
  private func tabCircleNodes(
    _ index: Int, of tabs: [TabBarItem], at rect: Rect, selected: Bool, color: Color, iconSize: Double,
    _ ctx: ControlContext
  ) -> [RenderNode] {
    let tab = tabs[index]
    var nodes = [ctx.glass(rect, cornerRadius: rect.height / 2)]
    let image = Self.image(of: tab, selected: selected)
    if let image {
      nodes.append(ctx.image(image, size: iconSize, color: color, center: Point(x: rect.midX, y: rect.midY)))
    }
    nodes.append(
      ctx.engine.accessibilityNode(
        tabElement(tab, index: index, of: tabs.count, isSelected: selected, ctx), frame: rect))
    return nodes
  }

  /// The selected search tab's field: a glass capsule with the magnifying glass and `placeholder`.
  private func searchFieldNodes(_ placeholder: String, in field: Rect, _ ctx: ControlContext) -> [RenderNode] {
    var nodes = [ctx.glass(field, cornerRadius: field.height / 2)]
    let secondary = ctx.color(.system(.secondaryLabel))
    nodes.append(
      ctx.symbol("magnifyingglass", size: 22, color: secondary, center: Point(x: field.x + 30, y: field.midY)))
    let font = ctx.barFont(.body)
    let h = ctx.measure(placeholder, font).size.height
    nodes.append(
      ctx.text(
        placeholder, font, secondary,
        in: Rect(x: field.x + 48, y: field.midY - h / 2, width: max(0, field.width - 64), height: h),
        alignment: .left))
    nodes.append(
      ctx.engine.accessibilityNode(
        AccessibilityElement(label: ctx.engine.spoken(placeholder), traits: .searchField), frame: field))
    return nodes
  }

  /// The glass capsule holding the `shown` tabs of `tabs`, a share of it each: the selected one
  /// on a platter, each tab's icon over its title, and its badge.
  private func capsuleNodes(
    _ tabs: [TabBarItem], shown: [Int], selected selectedTab: Int, in capsule: Rect, _ f: Design.FloatingTabBarMetrics,
    _ m: BarMetrics, tint: Color, unselected: Color, _ ctx: ControlContext
  ) -> [RenderNode] {
    var nodes = [ctx.glass(capsule, cornerRadius: f.height / 2)]
    let share = (capsule.width - 2 * f.inset) / Double(shown.count)
    for (i, index) in shown.enumerated() {
      let tab = tabs[index]
      let slot = Rect(x: capsule.x + f.inset + Double(i) * share, y: capsule.y, width: share, height: f.height)
      let isSelected = index == selectedTab
      if isSelected {
        let platter = Rect(
          x: slot.x - (i == 0 ? 0 : f.platterOverhang), y: capsule.y + f.platterInset,
          width: share + f.platterOverhang * (i == 0 || i == shown.count - 1 ? 1 : 2),
          height: f.height - 2 * f.platterInset)
        nodes.append(ctx.fill(platter, ctx.color(f.platter), radius: platter.height / 2))
      }
      let color = Self.color(of: tab, selected: isSelected, tint: tint, unselected: unselected)
      var iconCenter = Point(x: slot.midX, y: capsule.y + f.iconCenter)
      if let title = tab.title {
        let h = ctx.measure(title, f.titleFont).size.height
        nodes.append(
          ctx.text(
            title, f.titleFont, color,
            in: Rect(x: slot.x + 2, y: capsule.y + f.titleCenter - h / 2, width: slot.width - 4, height: h)))
      } else {
        iconCenter.y = capsule.midY
      }
      let image = Self.image(of: tab, selected: isSelected)
      if let image { nodes.append(ctx.image(image, size: m.iconSize, color: color, center: iconCenter)) }
      if let badge = tab.badgeValue {
        nodes += badgeNodes(
          badge, color: tab.badgeColor.map(ctx.color) ?? ctx.color(.system(.systemRed)), iconCenter: iconCenter,
          stacked: true, ctx)
      }
      nodes.append(
        ctx.engine.accessibilityNode(
          tabElement(tab, index: index, of: tabs.count, isSelected: isSelected, ctx), frame: slot))
    }
    return nodes
  }

  /// The iPad's tab bar in regular width (iPadOS 18 and 26): the tabs' titles (a search tab its
  /// magnifying glass) on a capsule centred at the top of the screen on the navigation bar's
  /// row, the selected one on a platter, in the tint (or the look's colour), the others in the
  /// label colour.
  func topBar(in frame: Rect, _ t: Design.TopTabBarMetrics, _ m: BarMetrics, _ ctx: ControlContext)
    -> [RenderNode]
  {
    let tabs = shownTabs(m.layout)
    let selected = shownSelection(m.layout)
    let h = t.height
    // A titled tab's badge follows its title, 6 pt after it (an estimate).
    func badgeRoom(_ tab: TabBarItem) -> Double { tab.badgeValue.map { badgeWidth($0, ctx) + 6 } ?? 0 }
    let widths = tabs.map { tab in
      tab.role == .search || tab.title == nil
        ? h : ctx.measure(tab.title ?? "", t.titleFont).size.width + 2 * t.titlePadding + badgeRoom(tab)
    }
    let width = widths.reduce(0, +) + 2 * t.inset
    let rowCenter = frame.y + safeArea(ctx).top + NavigationBar.padBarHeight / 2
    let capsule = Rect(x: frame.midX - width / 2, y: rowCenter - h / 2, width: width, height: h)
    var nodes: [RenderNode]
    switch t.surface {
    case .glass: nodes = [ctx.glass(capsule, cornerRadius: h / 2)]
    case .material(let light, let dark):
      nodes = [
        RenderNode(
          frame: capsule,
          kind: .outerShadow(
            Color(red: 0, green: 0, blue: 0, alpha: 0.08), blurRadius: 12, offsetY: 2, cornerRadius: h / 2)),
        RenderNode(
          frame: capsule, kind: .backdropBlur(tint: ctx.pick(light: light, dark: dark), radius: 20, cornerRadius: h / 2)
        ),
      ]
    }
    let tint = selectedTint(ctx, look: t.selected)
    let unselected = unselectedItemTintColor.map(ctx.color) ?? ctx.color(.system(.label))
    var x = capsule.x + t.inset
    for (i, (tab, w)) in zip(tabs, widths).enumerated() {
      let slot = Rect(x: x, y: capsule.y, width: w, height: h)
      x += w
      let isSelected = i == selected
      if isSelected {
        let platter = slot.inset(by: EdgeInsets(top: t.inset, left: 0, bottom: t.inset, right: 0))
        if t.platterShadow {
          nodes.append(
            RenderNode(
              frame: platter,
              kind: .shadow(
                Color(red: 0, green: 0, blue: 0, alpha: 0.12), blurRadius: 4, offsetY: 1,
                cornerRadius: platter.height / 2)))
        }
        nodes.append(ctx.fill(platter, ctx.color(t.platter), radius: platter.height / 2))
      }
      let color = Self.color(of: tab, selected: isSelected, tint: tint, unselected: unselected)
      if tab.role == .search || tab.title == nil, let image = tab.image {
        nodes.append(ctx.image(image, size: m.iconSize, color: color, center: Point(x: slot.midX, y: slot.midY)))
      } else if let title = tab.title {
        let th = ctx.measure(title, t.titleFont).size.height
        let titleWidth = w - 2 * t.titlePadding - badgeRoom(tab)
        nodes.append(
          ctx.text(
            title, t.titleFont, color,
            in: Rect(x: slot.x + t.titlePadding, y: slot.midY - th / 2, width: titleWidth, height: th)))
        if let value = tab.badgeValue {
          let height = value.isEmpty ? Self.dotDiameter : Self.badgeHeight
          nodes += badge(
            value, color: tab.badgeColor.map(ctx.color) ?? ctx.color(.system(.systemRed)),
            at: Point(x: slot.x + t.titlePadding + titleWidth + 6, y: slot.midY - height / 2), ctx)
        }
      }
      nodes.append(
        ctx.engine.accessibilityNode(
          tabElement(tab, index: i, of: tabs.count, isSelected: isSelected, ctx), frame: slot))
    }
    return nodes
  }

  /// The selected tab's colour: a tint the document gives (the control's or the canvas's), else
  /// the look's own (nil: the tint).
  func selectedTint(_ ctx: ControlContext, look: ColorValue?) -> Color {
    ctx.common.tintColor != nil || ctx.engine.canvas.tintColor != .system(.systemBlue)
      ? ctx.tint : look.map(ctx.color) ?? ctx.tint
  }

  /// A tab's colour: the tint when selected, greyed when disabled.
  static func color(of tab: TabBarItem, selected: Bool, tint: Color, unselected: Color) -> Color {
    !tab.isEnabled ? unselected.withAlpha(0.4) : selected ? tint : unselected
  }

  /// A tab's image: when selected its selected image (the symbol's `.fill` form where there is one).
  static func image(of tab: TabBarItem, selected: Bool) -> ImageSource? {
    selected ? tab.selectedSource(hasSymbol: { SymbolCatalog.recipe(for: $0) != nil }) : tab.image
  }

  /// The bottom accessory's view on a glass capsule in `capsule`, inset by the capsule's padding.
  func accessoryNodes(
    _ accessory: Component, in capsule: Rect, _ f: Design.FloatingTabBarMetrics, _ ctx: ControlContext
  )
    -> [RenderNode]
  {
    var nodes = [ctx.glass(capsule, cornerRadius: capsule.height / 2)]
    let inner = capsule.inset(by: EdgeInsets(top: 0, left: f.accessoryPadding, bottom: 0, right: f.accessoryPadding))
    ctx.engine.at("bottomAccessory").place(accessory, in: inner, into: &nodes)
    return nodes
  }

  /// Each shown tab's slot in the bar: equal shares of the width, or on iPad the items' own
  /// widths grouped in the centre.
  func itemFrames(in bar: Rect, _ m: BarMetrics, _ ctx: ControlContext) -> [Rect] {
    let shown = shownTabs(m.layout)
    guard m.layout == .regularInline else {
      let w = bar.width / Double(shown.count)
      return shown.indices.map { Rect(x: bar.x + Double($0) * w, y: bar.y, width: w, height: bar.height) }
    }
    let widths = shown.map { inlineWidth($0, m, ctx) }
    let total = widths.reduce(0, +) + Self.regularItemSpacing * Double(shown.count)
    var x = bar.midX - total / 2
    return widths.map { w in
      defer { x += w + Self.regularItemSpacing }
      return Rect(x: x, y: bar.y, width: w + Self.regularItemSpacing, height: bar.height)
    }
  }

  /// An inline item's content: icon, gap, title.
  func inlineWidth(_ tab: TabBarItem, _ m: BarMetrics, _ ctx: ControlContext) -> Double {
    let icon = tab.image == nil ? 0 : m.iconSize
    let title = tab.title.map { ctx.measure($0, m.titleFont).size.width } ?? 0
    return icon + (icon > 0 && title > 0 ? Self.inlineGap : 0) + title
  }

  func items(in bar: Rect, _ m: BarMetrics, _ ctx: ControlContext) -> [RenderNode] {
    let shown = shownTabs(m.layout)
    let selected = shownSelection(m.layout)
    let tint = ctx.tint
    let unselected = unselectedItemTintColor.map(ctx.color) ?? ctx.pick(light: "#999999", dark: "#757575")
    var nodes: [RenderNode] = []
    for (i, (tab, slot)) in zip(shown, itemFrames(in: bar, m, ctx)).enumerated() {
      let isSelected = i == selected
      let color = Self.color(of: tab, selected: isSelected, tint: tint, unselected: unselected)
      let image = Self.image(of: tab, selected: isSelected)
      var iconCenter: Point
      if m.layout == .stacked {
        iconCenter = Point(x: slot.midX, y: slot.y + Self.stackedIconCenter)
        if let title = tab.title {
          let h = ctx.measure(title, m.titleFont).size.height
          nodes.append(
            ctx.text(
              title, m.titleFont, color,
              in: Rect(x: slot.x + 2, y: slot.y + Self.stackedTitleCenter - h / 2, width: slot.width - 4, height: h)))
        }
        if tab.title == nil { iconCenter.y = slot.midY }
      } else {
        let w = inlineWidth(tab, m, ctx)
        let x = slot.midX - w / 2
        iconCenter = Point(x: x + m.iconSize / 2, y: slot.midY)
        if let title = tab.title {
          let h = ctx.measure(title, m.titleFont).size.height
          let tx = tab.image == nil ? x : x + m.iconSize + Self.inlineGap
          nodes.append(
            ctx.text(
              title, m.titleFont, color,
              in: Rect(x: tx, y: slot.midY - h / 2, width: min(w, slot.maxX - tx), height: h), alignment: .left))
        }
      }
      if let image { nodes.append(ctx.image(image, size: m.iconSize, color: color, center: iconCenter)) }
      if let badge = tab.badgeValue {
        nodes += badgeNodes(
          badge, color: tab.badgeColor.map(ctx.color) ?? ctx.color(.system(.systemRed)),
          iconCenter: iconCenter, stacked: m.layout == .stacked, ctx)
      }
      nodes.append(
        ctx.engine.accessibilityNode(
          tabElement(tab, index: i, of: shown.count, isSelected: isSelected, ctx), frame: slot))
    }
    return nodes
  }

  /// VoiceOver's element for a tab: its title, badge and place ("2 of 4"), a selected button.
  func tabElement(_ tab: TabBarItem, index i: Int, of count: Int, isSelected: Bool, _ ctx: ControlContext)
    -> AccessibilityElement
  {
    var element = AccessibilityElement(
      label: tab.title.map(ctx.engine.spoken),
      value: [tab.badgeValue.flatMap { $0.isEmpty ? nil : ctx.engine.spoken($0) }, "\(i + 1) of \(count)"]
        .compactMap { $0 }.joined(separator: ", "),
      traits: [.button, .tabBar])
    if isSelected { element.traits.insert(.selected) }
    if !tab.isEnabled { element.traits.insert(.notEnabled) }
    return element
  }

  /// The badge capsule (white 13 pt text, at least 18 pt round) or the 10 pt dot, overlapping
  /// the icon's top trailing corner: its leading edge 5 pt (inline 4) after the icon's centre,
  /// its top 14 pt (inline 15) above it, so it rises past an inline icon (estimates).
  func badgeNodes(_ value: String, color: Color, iconCenter: Point, stacked: Bool, _ ctx: ControlContext)
    -> [RenderNode]
  {
    badge(
      value, color: color, at: Point(x: iconCenter.x + (stacked ? 5 : 4), y: iconCenter.y - (stacked ? 14 : 15)), ctx)
  }

  /// A badge's width: the dot's, or its text's in a capsule.
  func badgeWidth(_ value: String, _ ctx: ControlContext) -> Double {
    value.isEmpty
      ? Self.dotDiameter : max(Self.badgeHeight, ctx.measure(value, Self.badgeFont).size.width + 10)
  }

  static let badgeFont = FontDescriptor(size: 13, weight: .regular)

  /// A badge with its top leading corner at `origin`: a dot for an empty value, else the value
  /// in white on a capsule.
  func badge(_ value: String, color: Color, at origin: Point, _ ctx: ControlContext) -> [RenderNode] {
    let (leading, top) = (origin.x, origin.y)
    if value.isEmpty {
      let d = Self.dotDiameter
      return [ctx.fill(Rect(x: leading, y: top, width: d, height: d), color, radius: d / 2)]
    }
    let font = Self.badgeFont
    let text = ctx.measure(value, font).size
    let h = Self.badgeHeight
    let w = max(h, text.width + 10)
    let capsule = Rect(x: leading, y: top, width: w, height: h)
    return [
      ctx.fill(capsule, color, radius: h / 2),
      ctx.text(
        value, font, .white,
        in: Rect(x: capsule.x, y: capsule.midY - text.height / 2, width: capsule.width, height: text.height)),
    ]
  }
}

/// What a tab bar controller asks of the whole screen a tab shows (`TabbedScreen`).
struct TabScreen {
  /// The colour behind the screen's bars (a list's background), shown behind the tab bar too;
  /// nil: the canvas's.
  var background: ColorValue?
  /// How far the screen's content has scrolled (`contentOffset`).
  var contentOffset: Double
}
