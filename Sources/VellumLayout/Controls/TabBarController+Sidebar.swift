import VellumModel

/// The iPad's tab bar as a sidebar (`mode` `tabSidebar`, iPadOS 18 and 26 in regular width): a
/// split view whose primary column is a sidebar list of the tabs and whose secondary column is
/// the selected tab's screen, so it is drawn as a split view's sidebar is (docked on iPadOS 18,
/// a floating glass pane on iPadOS 26). Plain tabs are rows with their images and titles; a
/// group (`UITabGroup`) is a section headed by its title with an outline disclosure, its children
/// rows below; the selected tab's row (a group's selected child's) is on the look's fill with its
/// title and image in the selected tab's colour, the title semibold (WWDC24 "Elevate your tab and
/// sidebar experience in iPadOS"). Over the rows, the sidebar's navigation bar holds its title
/// (large) and the sidebar button.
extension TabBarController {
  /// Whether the tabs show as a sidebar here: allowed and not hidden, on an iPad in regular width,
  /// in a look with iPadOS 18's tabs (iPadOS 17 has no sidebar mode).
  func sidebarShown(_ ctx: ControlContext, width: Double) -> Bool {
    showsSidebar && ctx.isPadLike && width >= 600 && ctx.design.topTabBar != nil
  }

  /// The sidebar button's symbol.
  static let sidebarSymbol = "sidebar.left"

  /// The split view the sidebar is drawn as.
  func sidebarSplit(_ ctx: ControlContext) -> SplitViewController {
    var split = SplitViewController()
    split.primary = Component(sidebarScreen(ctx))
    split.secondary = content ?? Component(Spacer())
    return split
  }

  /// The sidebar's screen: its navigation bar (the sidebar button, the title large) over the list.
  func sidebarScreen(_ ctx: ControlContext) -> NavigationController {
    var bar = NavigationBar()
    bar.title = title
    bar.prefersLargeTitles = title != nil
    var button = BarButtonItem()
    button.image = .systemName(Self.sidebarSymbol)
    bar.leftBarButtonItems = [button]
    var screen = NavigationController()
    screen.navigationBar = Component(bar)
    screen.content = Component(sidebarList(ctx))
    return screen
  }

  /// The tabs as a sidebar list: runs of plain tabs as sections without headers, each group a
  /// section of its own.
  func sidebarList(_ ctx: ControlContext) -> List {
    let tabs = shownTabs(.top)
    let tint = ColorValue.fixed(selectedTint(ctx, look: ctx.design.topTabBar?.selected))
    var list = List()
    list.appearance = .sidebar
    var run = List.Section()
    for (index, tab) in tabs.enumerated() {
      let isSelected = index == selectedIndex
      guard tab.isGroup else {
        run.items.append(sidebarRow(tab, selected: isSelected, tint: tint, ctx))
        continue
      }
      if !run.items.isEmpty { list.sections.append(run) }
      run = List.Section()
      var header = ListContentConfiguration(style: .sidebarHeader)
      header.text = tab.title
      var group = Cell(content: header)
      group.state.isExpanded = true
      group.accessories = [CellAccessory(.outlineDisclosure)]
      group.children = tab.children.enumerated().map { i, child in
        sidebarRow(child, selected: isSelected && tab.selectedChild == i, tint: tint, ctx)
      }
      var section = List.Section()
      section.items = [group]
      list.sections.append(section)
    }
    if !run.items.isEmpty { list.sections.append(run) }
    return list
  }

  /// A tab's row: its image and title, its badge as trailing text; selected, on the look's fill
  /// with the title and image in `tint`.
  func sidebarRow(_ tab: TabBarItem, selected: Bool, tint: ColorValue, _ ctx: ControlContext) -> Cell {
    var content = ListContentConfiguration(style: .sidebarCell)
    content.text = tab.title
    content.image = tab.image
    var cell = Cell(content: content)
    if let badge = tab.badgeValue, !badge.isEmpty { cell.accessories = [CellAccessory(.label(badge))] }
    cell.state.isDisabled = !tab.isEnabled
    guard selected else { return cell }
    let look = ctx.design.tabSidebar
    cell.state.isSelected = true
    cell.content.style = .accompaniedSidebarCell
    cell.content.textProperties.color = tint
    cell.content.textProperties.font = .textStyle(.body, weight: .semibold)
    cell.content.imageProperties.tintColor = tint
    var background = BackgroundConfiguration(style: .listAccompaniedSidebarCell)
    background.backgroundColor = look.selectedFill
    // A capsule's radius is half a row's height (the rows are at least 44 pt).
    background.cornerRadius = look.selectedCorner.radius(for: Size(width: 1000, height: 44))
    cell.background = background
    return cell
  }

  /// The sidebar button at the leading end of the tab bar's row while the sidebar is hidden:
  /// iPadOS 26's on a glass circle (a bar item's) in the label colour, iPadOS 18's a bare symbol
  /// in the tint (an estimate: 20 pt from the edge, the symbol 22 pt, as a bar's image item).
  func sidebarButton(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    let rowCenter = frame.y + safeArea(ctx).top + NavigationBar.padBarHeight / 2
    let sides = ctx.engine.sideSafeArea
    let element = AccessibilityElement(label: "Show Sidebar", traits: .button)
    if let platters = ctx.design.barItemPlatters {
      let d = platters.height
      let circle = Rect(x: frame.x + sides.left + platters.margin, y: rowCenter - d / 2, width: d, height: d)
      return [
        ctx.glass(circle, cornerRadius: d / 2),
        ctx.symbol(
          Self.sidebarSymbol, size: 22, color: ctx.color(.system(.label)), center: Point(x: circle.midX, y: circle.midY)
        ),
        ctx.engine.accessibilityNode(element, frame: circle),
      ]
    }
    let box = Rect(x: frame.x + sides.left + 20, y: rowCenter - 22, width: 30, height: 44)
    return [
      ctx.symbol(Self.sidebarSymbol, size: 22, color: ctx.tint, center: Point(x: box.midX, y: box.midY)),
      ctx.engine.accessibilityNode(element, frame: box),
    ]
  }
}
