/// A list laid out section by section (spec §5): background, section insets and rounding,
/// headers and footers, separators.
struct ListLayout {
  let engine: LayoutEngine
  let list: List
  let width: Double
  private(set) var height: Double = 0
  private var nodes: [RenderNode] = []
  /// Under a `LayoutWindow`: where the list's elements go (the window's record of this list,
  /// made here when it has none); the nodes are made at emission, for the window's rows only.
  private var plan: ListPlan?
  /// The look's list metrics, read once per list (rows read them on every row).
  private let metrics: Design.ListMetrics
  /// What the list's rows presented while it was built in its own coordinates (an open date
  /// picker's card): moved with the list when it is emitted.
  private var presented = OverlayCollector.Span.empty

  init(engine: LayoutEngine, list: List, width: Double) {
    self.engine = engine
    self.list = list
    self.width = width
    metrics = engine.design.list
    let mark = engine.overlays.mark
    if let window = engine.window {
      let plan = window.plans[engine.path] ?? build(.plan, into: &nodes).plan
      nodes = []
      window.plans[engine.path] = plan
      self.plan = plan
      height = plan.height
    } else {
      height = build(.all, into: &nodes).height
    }
    presented = engine.overlays.presented(since: mark)
  }

  /// Emits the list at `origin`; its background fills `minimumHeight` when the frame is taller
  /// than the rows (a sidebar column on a fixed-height canvas). The nodes move out: a list is
  /// emitted once (`Emission` lays it out again if asked twice), and a long list's nodes, most
  /// of a tree's memory, are never held twice (into an empty array they are not even copied).
  /// Under a window, only the elements reaching the window's rows are laid out, here.
  mutating func emit(at origin: Point, minimumHeight: Double = 0, into out: inout [RenderNode]) {
    var moved = nodes
    nodes = []
    engine.overlays.translate(presented, dx: origin.x, dy: origin.y)
    presented = .empty
    if let plan, let window = engine.window {
      let visible = window.visible
      let mark = engine.overlays.mark
      _ = build(.window(plan, visible.lowerBound - origin.y..<visible.upperBound - origin.y), into: &moved)
      engine.overlays.translate(engine.overlays.presented(since: mark), dx: origin.x, dy: origin.y)
    }
    if !moved.isEmpty { moved[0].frame.height = max(moved[0].frame.height, minimumHeight) }
    if origin.x != 0 || origin.y != 0 {
      for i in moved.indices { moved[i] = moved[i].offsetBy(dx: origin.x, dy: origin.y) }
    }
    if out.isEmpty {
      out = moved
    } else {
      out.append(contentsOf: moved)
    }
  }

  /// A list laid out once and handed to the first emission; a second one lays it out again
  /// (emitting is always right, reuse only saves work).
  final class Emission {
    let engine: LayoutEngine
    let list: List
    let width: Double
    let height: Double
    private var built: ListLayout?

    init(engine: LayoutEngine, list: List, width: Double) {
      self.engine = engine
      self.list = list
      self.width = width
      let layout = ListLayout(engine: engine, list: list, width: width)
      height = layout.height
      built = layout
    }

    /// The layout, taken: the next call builds a new one.
    func take() -> ListLayout { built.take() ?? ListLayout(engine: engine, list: list, width: width) }
  }

  private var appearance: ListAppearance { list.appearance }
  private var isSidebar: Bool { appearance == .sidebar || appearance == .sidebarPlain }
  private var isGroupedFamily: Bool { appearance == .grouped || appearance == .insetGrouped }

  /// Horizontal inset of a section's rows from the list's left and right edges: cards and
  /// sidebar rows keep out of the safe area beside the list; full-width rows reach the edges.
  private var sectionInset: (left: Double, right: Double) {
    let safe = engine.sideSafeArea
    switch appearance {
    case .insetGrouped: return (engine.layoutMargin + safe.left, engine.layoutMargin + safe.right)
    case .sidebar, .sidebarPlain: return (8 + safe.left, 8 + safe.right)
    default: return (0, 0)
    }
  }

  /// The safe area beside full-width rows, which their margins keep out of (rows inset from the
  /// list's edges are clear of it already).
  private var rowSafeArea: EdgeInsets { sectionInset == (0, 0) ? engine.sideSafeArea : EdgeInsets() }

  private var rowWidth: Double { width - sectionInset.left - sectionInset.right }

  private var listBackground: SystemColor { Self.background(appearance) }

  /// The colour behind a list of `appearance` (and behind the bars of a screen showing it).
  static func background(_ appearance: ListAppearance) -> SystemColor {
    switch appearance {
    case .plain, .sidebarPlain: .systemBackground
    case .grouped, .insetGrouped: .systemGroupedBackground
    case .sidebar: .secondarySystemBackground
    }
  }

  /// What `build` makes.
  private enum Pass {
    /// Every node.
    case all
    /// Every element laid out, its place and reach recorded in the plan, its nodes dropped.
    case plan
    /// The elements of `plan` that reach `range` (list coordinates), the others skipped.
    case window(ListPlan, Range<Double>)
  }

  /// Lays the list out into `body` as `pass` says; returns its height, and under `.plan` the
  /// record of its elements.
  private func build(_ pass: Pass, into body: inout [RenderNode]) -> (height: Double, plan: ListPlan) {
    var env = engine.environment
    env.listAppearance = appearance
    // The list's background comes first; its height is known at the end. Built in place, so
    // the nodes are not copied behind it.
    body = [backgroundNode(env)]
    var b = Build(self, pass, env: env)
    if let refresh = list.refreshControl {
      body += refreshNodes(refresh)
      body.claim(from: 1, for: NodeSource(path: engine.path + ".refreshControl", kind: "refreshControl"))
      b.y += refresh.pullDistance
    }
    for s in list.sections.indices { placeSection(s, &b, into: &body) }
    if isGroupedFamily { b.y += 35 }
    if isSidebar { b.y += 8 }
    body[0].frame.height = b.y
    if b.planning {
      b.record.height = b.y
      b.record.paintsSameAtAnyStripCut = b.record.paintsSameAtAnyStripCut && body.allSatisfy(\.paintsSameAtAnyStripCut)
    }
    return (b.y, b.record)
  }

  /// One `build` under way: what its pass lays out and with what, where the next element goes,
  /// and under `.plan` the record made so far.
  private struct Build {
    let env: Environment
    /// Under `.window`: the plan, and the range (list coordinates) whose elements are laid out.
    let shown: ListPlan?
    let range: Range<Double>
    let planning: Bool
    let hairline: Double
    let separatorColor: Color
    let cellContext: LayoutEngine.CellContext
    /// Under `.all`, the rows of every section. Room for their nodes is made once the first row
    /// shows how many a row takes: grown by doubling, a long list's buffer would end up to twice
    /// the size it needs.
    let rowCount: Int
    let overlays: OverlayCollector
    var y = 0.0
    var record = ListPlan()
    /// The section under way: its record (`.plan`) and the index of its next element.
    var section = ListPlan.Section(end: 0, reach: 0..<0, elements: [])
    var element = 0
    /// How many overlay requests there were when the last element was recorded.
    var requests: Int
    var rowsPlaced = 0

    init(_ list: ListLayout, _ pass: Pass, env: Environment) {
      self.env = env
      if case .window(let p, let r) = pass {
        shown = p
        range = r
      } else {
        shown = nil
        range = 0.0..<0.0
      }
      planning = if case .plan = pass { true } else { false }
      overlays = list.engine.overlays
      requests = overlays.requests.count
      hairline = 1 / Double(list.engine.canvas.scale)
      separatorColor = env.resolve(list.metrics.separatorColor ?? .system(.separator))
      // Content inside sidebar rows sits 8 pt in (the row is already inset 8 from the list).
      let cellMargin = list.isSidebar ? 0 : list.engine.layoutMargin
      cellContext = LayoutEngine.CellContext(
        appearance: list.appearance, margin: cellMargin, safeArea: list.rowSafeArea)
      rowCount =
        if case .all = pass { list.list.sections.reduce(0) { $0 + ListLayout.shownRows($1.items) } } else { 0 }
    }

    /// Whether the next element of section `s` reaches nothing the window shows (`.window`);
    /// `y` then moves past it.
    mutating func skips(_ s: Int) -> Bool {
      guard let shown else { return false }
      let next = shown.sections[s].elements[element]
      if ListPlan.touches(next.reach, range) { return false }
      y += next.height
      return true
    }

    /// Records the element made since `start` in the section under way, and drops its nodes.
    mutating func recordElement(_ height: Double, from start: Int, in body: inout [RenderNode]) {
      let nodes = body[start...]
      // What presents something above the screen (a row's open menu) is made in every window:
      // the screen draws what it presents wherever the window is.
      let presents = overlays.requests.count > requests
      requests = overlays.requests.count
      let reach = presents ? -Double.infinity..<Double.infinity : ListPlan.reach(of: nodes)
      record.paintsSameAtAnyStripCut = record.paintsSameAtAnyStripCut && nodes.allSatisfy(\.paintsSameAtAnyStripCut)
      section.elements.append(ListPlan.Element(height: height, reach: reach))
      section.reach = section.reach.union(reach)
      body.removeSubrange(start...)
    }

    /// Records the section under way, ending at `y`, with the reach of the nodes left since
    /// `start` (a grouped list's hairlines, made whenever the section is), and drops them.
    mutating func recordSection(from start: Int, in body: inout [RenderNode]) {
      let hairlines = ListPlan.reach(of: body[start...])
      record.paintsSameAtAnyStripCut =
        record.paintsSameAtAnyStripCut && body[start...].allSatisfy(\.paintsSameAtAnyStripCut)
      section.reach = section.reach.union(hairlines)
      body.removeSubrange(start...)
      section.end = y
      record.sections.append(section)
    }
  }

  /// The list's background, its height set once the list's is known. A sidebar on iPadOS 26's
  /// glass pane lays none.
  private func backgroundNode(_ env: Environment) -> RenderNode {
    let background =
      isSidebar && engine.chrome.isOnGlassPane
      ? Color(red: 0, green: 0, blue: 0, alpha: 0) : env.resolve(.system(listBackground))
    return RenderNode(
      frame: Rect(x: 0, y: 0, width: width, height: 0), kind: .fill(background, cornerRadius: 0, corners: []))
  }

  /// Lays out section `s` at `b.y`: its spacing, header, rows, hairlines and footer; passes over
  /// it when nothing of it reaches the window.
  private func placeSection(_ s: Int, _ b: inout Build, into body: inout [RenderNode]) {
    if let shown = b.shown, !ListPlan.touches(shown.sections[s].reach, b.range) {
      // Nothing of the section reaches the window: past it without laying it out.
      b.y = shown.sections[s].end
      return
    }
    let section = list.sections[s]
    b.section = ListPlan.Section(end: 0, reach: 0..<0, elements: [])
    if b.planning {
      // Grown by doubling, a long list's plan would take half as much again.
      if b.record.sections.isEmpty { b.record.sections.reserveCapacity(list.sections.count) }
      b.section.elements.reserveCapacity(
        Self.shownRows(section.items) + (section.header == nil ? 0 : 1) + (section.footer == nil ? 0 : 1))
    }
    b.element = 0
    let sectionStart = body.count
    let sectionPath = engine.path + ".sections[\(s)]"
    b.y += spaceAbove(section: s)
    placeSupplementary(section.header, isHeader: true, of: s, &b, into: &body)
    let firstRowY = b.y
    // Outline items: children follow their parent while it is expanded, indented a level.
    // Rows are index paths: a cell is copied and its JSON path made only when its row is laid
    // out (a window passes over most of a long section's rows).
    let rows = OutlineRow.rows(of: section.items)
    // Each row is laid out as it is placed: a section's rows are not all held at once.
    for i in rows.indices { placeRow(i, of: rows, in: section, s, path: sectionPath, &b, into: &body) }
    if appearance == .grouped, !section.items.isEmpty {
      // Full-width hairlines along the top and bottom of a grouped section.
      for edgeY in [firstRowY, b.y - b.hairline] {
        body.append(
          RenderNode(
            frame: Rect(x: 0, y: edgeY, width: width, height: b.hairline),
            kind: .fill(b.separatorColor, cornerRadius: 0, corners: [])))
      }
    }
    placeSupplementary(section.footer, isHeader: false, of: s, &b, into: &body)
    body.claim(from: sectionStart, for: NodeSource(path: sectionPath, kind: "section"))
    if b.planning { b.recordSection(from: sectionStart, in: &body) }
  }

  /// The space above section `s` (spec §5 vertical spacing; sums are estimates).
  private func spaceAbove(section s: Int) -> Double {
    let section = list.sections[s]
    if isGroupedFamily {
      // Above a header: 50 px at 3x, so that card to card across a header measures iOS 18's
      // 166 px with the header's own 17 + text + 6 (issue 7); none above the first section's
      // header, which starts at the list's top (UIKit's frames on iOS 16 and 18: the header
      // cell 38.667 pt tall at y 0, its text at 17, the first card at 38.667; issue 33).
      let afterFooter = s > 0 && list.sections[s - 1].footer != nil
      return section.header != nil
        ? (s == 0 ? 0 : metrics.spaceAboveHeader)
        : (afterFooter ? metrics.spaceAfterFooter ?? metrics.spaceAboveSection : metrics.spaceAboveSection)
    } else if appearance == .plain, section.header != nil {
      return 22
    } else if isSidebar {
      return s == 0 ? 8 : 12
    }
    return 0
  }

  /// Places section `s`'s header or footer at `b.y` (unless the window skips it) and moves past it.
  private func placeSupplementary(
    _ config: ListContentConfiguration?, isHeader: Bool, of s: Int, _ b: inout Build, into body: inout [RenderNode]
  ) {
    guard let config else { return }
    defer { b.element += 1 }
    if b.skips(s) { return }
    let start = body.count
    let h = supplementary(config, isHeader: isHeader, env: b.env, y: b.y, into: &body)
    if b.planning { b.recordElement(h, from: start, in: &body) }
    b.y += h
  }

  /// Lays out row `i` of `rows` (section `s`'s, at `sectionPath`) and places it at `b.y`, with
  /// its separator and accessibility element, unless the window skips it.
  private func placeRow(
    _ i: Int, of rows: [OutlineRow], in section: List.Section, _ s: Int, path sectionPath: String,
    _ b: inout Build, into body: inout [RenderNode]
  ) {
    defer { b.element += 1 }
    if b.skips(s) { return }
    let cell = rows[i].cell(in: section.items)
    let rowPath = rows[i].path(sectionPath)
    var rowEngine = engine.inset(leading: .infinity, trailing: .infinity)
    rowEngine.path = rowPath
    let layout = rowEngine.cellLayout(cell, width: rowWidth, inList: b.cellContext, level: rows[i].level)
    let isLast = i == rows.count - 1
    var result = shaped(layout, cell: cell, isFirst: i == 0, isLast: isLast)
    // The separator belongs under the revealed actions, so it goes in before them.
    if let separator = separator(
      under: cell, above: i + 1 < rows.count ? rows[i + 1].cell(in: section.items) : nil, layout: layout,
      isLast: isLast, y: 0, color: b.separatorColor)
    {
      result.content.append(separator.offsetBy(dx: -sectionInset.left, dy: 0))
    }
    engine.markRowForPointer(cell, isSidebar: isSidebar, &result)
    let rowStart = body.count
    result.emit(at: Point(x: sectionInset.left, y: b.y), into: &body)
    if engine.placesAccessibility,
      let element = engine.cellElement(cell, hosted: layout.hostedElements, accessories: layout.accessoryElements)
    {
      body.append(
        engine.accessibilityNode(
          element, frame: Rect(x: sectionInset.left, y: b.y, width: rowWidth, height: layout.height)))
    }
    body.claim(from: rowStart, for: NodeSource(path: rowPath, kind: "cell"))
    if b.planning { b.recordElement(layout.height, from: rowStart, in: &body) }
    b.y += layout.height
    b.rowsPlaced += 1
    if b.rowsPlaced == 1, b.rowCount > 0 {
      // The rows left, and a few nodes a section for headers, footers and hairlines.
      body.reserveCapacity(body.count + (body.count - rowStart) * (b.rowCount - 1) + 4 * list.sections.count)
    }
  }

  /// A row's `layout` shaped for its place in the section: an inset-grouped card's rounded
  /// corners, and a swiped sidebar row's pill.
  private func shaped(_ layout: CellLayoutResult, cell: Cell, isFirst: Bool, isLast: Bool) -> CellLayoutResult {
    var result = layout
    // The corners on the side the actions stand at (none when the row is not swiped).
    let swipedSide: Corners =
      switch result.swipedEdge {
      case .leading: [.topLeft, .bottomLeft]
      case .trailing: [.topRight, .bottomRight]
      case nil: []
      }
    if appearance == .insetGrouped {
      roundIntoCard(&result, cell: cell, isFirst: isFirst, isLast: isLast, swipedSide: swipedSide)
    }
    if isSidebar, let outermost = result.swipeActionFills.first {
      // A swiped sidebar row: the pill slides under the outermost action, which takes its
      // rounded corners on that side.
      result.background = result.background.map { n in
        var m = n
        if case .fill(let c, let r, _) = n.paint {
          m.kind = .fill(c, cornerRadius: r, corners: Corners.all.subtracting(swipedSide))
        }
        return m
      }
      var rounded = outermost
      if case .fill(let c, _, _) = outermost.paint {
        rounded.kind = .fill(c, cornerRadius: 10, corners: swipedSide)
      }
      result.swipeActionFills[0] = rounded
    }
    return result
  }

  /// Rounds an inset-grouped row into its card: the first and last rows' outer corners, the
  /// actions revealed beside them, the clip of a sliding row, and a lifted row's own platter.
  private func roundIntoCard(
    _ result: inout CellLayoutResult, cell: Cell, isFirst: Bool, isLast: Bool, swipedSide: Corners
  ) {
    var corners: Corners = []
    if isFirst { corners.formUnion(.top) }
    if isLast { corners.formUnion(.bottom) }
    let cardRadius =
      metrics.cardCornerIsCapped
      ? min(metrics.cardCorner, isFirst && isLast ? result.height / 2 : result.height) : metrics.cardCorner
    func round(_ nodes: [RenderNode], _ mask: Corners) -> [RenderNode] {
      nodes.map { n in
        var m = n
        if case .fill(let c, _, _) = n.paint {
          m.kind = .fill(c, cornerRadius: mask.isEmpty ? 0 : cardRadius, corners: mask)
        }
        return m
      }
    }
    // A swiped row slides under the card's edge: its moving corners (beside the actions)
    // stay square.
    result.background = round(result.background, corners.subtracting(swipedSide))
    // The sliding row is clipped by the card's rounded corners, not a plain rectangle.
    func clipToCard(_ nodes: [RenderNode]) -> [RenderNode] {
      nodes.map { n in
        var m = n
        if m.clip != nil {
          m.clip?.cornerRadius = cardRadius
          m.clip?.corners = corners
        }
        return m
      }
    }
    result.background = clipToCard(result.background)
    result.content = clipToCard(result.content)
    if let outermost = result.swipeActionFills.first {
      result.swipeActionFills[0] = round([outermost], corners.intersection(swipedSide))[0]
    }
    if cell.state.cellDragState != .none {
      // A lifted row is its own rounded platter, not part of the card's shape.
      result.background = round(result.background, .all)
    }
  }

  /// The rows `items` show: each, and the children of those expanded.
  static func shownRows(_ items: [Cell]) -> Int {
    items.reduce(0) { $0 + 1 + ($1.state.isExpanded ? shownRows($1.children) : 0) }
  }

  /// The bottom separator of `row` (spec §5), or nil: one device pixel at the row's bottom from
  /// the text to the trailing edge, hidden next to a highlighted or selected row (`next`, the row
  /// under it, if any) as UIKit does, and adjustable per item with `separatorConfiguration`.
  private func separator(
    under row: Cell, above next: Cell?, layout: CellLayoutResult, isLast: Bool, y: Double, color: Color
  ) -> RenderNode? {
    let config = row.separatorConfiguration ?? SeparatorConfiguration()
    let automatic: Bool =
      switch appearance {
      case .plain: true
      case .grouped, .insetGrouped: !isLast
      case .sidebar, .sidebarPlain: false
      }
    func pressed(_ c: Cell) -> Bool { (c.state.isSelected || c.state.isHighlighted) && !c.state.isEditing }
    let nextPressed = next.map(pressed) ?? false
    switch config.bottomSeparatorVisibility {
    case .hidden: return nil
    case .automatic: if !automatic || pressed(row) || nextPressed { return nil }
    case .visible: break
    }
    let thickness = metrics.separatorThickness ?? 1 / Double(engine.canvas.scale)
    var x0 = layout.textX
    // Cards stop their separators short of the trailing edge; full-width rows do not.
    var x1 = rowWidth - (appearance == .insetGrouped ? metrics.separatorTrailingInset : 0)
    if let insets = config.bottomSeparatorInsets {
      x0 = insets.leading
      x1 = rowWidth - insets.trailing
    }
    let c = config.color.map(engine.environment.resolve) ?? color
    return RenderNode(
      frame: Rect(
        x: sectionInset.left + x0, y: y + layout.height - thickness, width: max(0, x1 - x0), height: thickness),
      kind: .fill(c, cornerRadius: 0, corners: []))
  }

  /// The refresh control in the pulled-down space above the first section: the medium spinner
  /// (its spokes appearing one by one with the pull) and the title under it.
  private func refreshNodes(_ r: RefreshControl) -> [RenderNode] {
    let ctx = ControlContext(engine: engine, common: ControlCommon())
    let color = r.tintColor.map(ctx.color) ?? ctx.color(.system(.secondaryLabel))
    let spinnerY = r.title == nil ? r.pullDistance / 2 : 28 * (r.isRefreshing ? 1 : r.pullProgress)
    let box = Rect(x: width / 2 - 10, y: spinnerY - 10, width: 20, height: 20)
    var spokes = ActivityIndicator.spokes(in: box, ctx, color: r.tintColor)
    if !r.isRefreshing {
      // Mid-pull, the spokes appear clockwise from 12 o'clock, all at the same weight.
      let shown = Int((Double(spokes.count) * r.pullProgress).rounded(.up))
      spokes = Array(([spokes[0]] + spokes.dropFirst().reversed()).prefix(shown)).map { node in
        guard case .path(let p, _, let stroke?, let w) = node.paint else { return node }
        var n = node
        n.kind = .path(p, fill: nil, stroke: stroke.withAlpha(0.6), lineWidth: w)
        return n
      }
    }
    var nodes = spokes
    if let title = r.title, r.isRefreshing || r.pullProgress >= 1 {
      let font = ctx.font(.footnote)
      let h = ctx.measure(title, font).size.height
      nodes.append(ctx.text(title, font, color, in: Rect(x: 16, y: box.maxY + 12, width: width - 32, height: h)))
    }
    return nodes
  }

  /// Lays out a header or footer at `y`; returns its height.
  private func supplementary(
    _ config: ListContentConfiguration, isHeader: Bool, env: Environment, y: Double, into body: inout [RenderNode]
  ) -> Double {
    let resolved = config.updated(for: ConfigurationState(), in: env)
    let x = sectionInset.left
    let margin = isSidebar ? 0.0 : engine.layoutMargin
    let w = rowWidth
    let r = engine.contentLayout(
      resolved, width: w, leadingMargin: margin + rowSafeArea.left, trailingMargin: margin + rowSafeArea.right)
    CellLayoutResult(width: w, height: r.height, textX: r.textX, background: [], content: r.content)
      .emit(at: Point(x: x, y: y), into: &body)
    if engine.placesAccessibility, let element = engine.supplementaryElement(config, isHeader: isHeader) {
      body.append(engine.accessibilityNode(element, frame: Rect(x: x, y: y, width: w, height: r.height)))
    }
    return r.height
  }
}

/// A row of a list section: its item's index among the section's items, then among each
/// expanded parent's children, and its outline level.
private struct OutlineRow {
  var item: Int
  var children: [Int] = []
  var level: Int

  /// The rows `items` show: each item, and the children of those expanded after them. A sidebar
  /// section header item (sidebarHeader) is not an outline level: its rows line up with
  /// top-level rows, as in Mail and Files.
  static func rows(of items: [Cell]) -> [OutlineRow] {
    var rows: [OutlineRow] = []
    rows.reserveCapacity(items.count)
    func flatten(_ items: [Cell], level: Int, parent: OutlineRow?) {
      for (j, item) in items.enumerated() {
        let row =
          parent.map { OutlineRow(item: $0.item, children: $0.children + [j], level: level) }
          ?? OutlineRow(item: j, level: level)
        rows.append(row)
        if item.state.isExpanded {
          let isSectionHeader = item.content.style == .sidebarHeader
          flatten(item.children, level: isSectionHeader ? level : level + 1, parent: row)
        }
      }
    }
    flatten(items, level: 0, parent: nil)
    return rows
  }

  func cell(in items: [Cell]) -> Cell {
    var cell = items[item]
    for c in children { cell = cell.children[c] }
    return cell
  }

  /// The row's JSON path under its section's (`root.sections[2]` → `root.sections[2].items[4].children[1]`).
  func path(_ section: String) -> String {
    children.reduce(section + ".items[\(item)]") { $0 + ".children[\($1)]" }
  }
}
