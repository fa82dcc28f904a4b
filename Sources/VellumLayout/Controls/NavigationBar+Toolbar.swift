/// SwiftUI toolbars on a navigation bar (seed 002, spec §13 "SwiftUI on iPad"): where each
/// placement goes, secondary actions in the centre (editor role) or the overflow menu, control
/// groups that collapse, the title menu, renaming, the document title and the customization editor.
enum BarPiece {
  case item(LaidBarItem)
  /// A control group's items, laid out.
  case group([LaidBarItem])
  /// A control group short of room: its label as one menu button.
  case collapsedGroup(ToolbarItem.ControlGroup)
  /// The `ellipsis.circle` button holding what does not fit.
  case overflow(Menu, isPresented: Bool)

  static let groupGap = 4.0

  /// A fixed or flexible space: it splits glass capsules and has none.
  var isSpace: Bool {
    if case .item(let i) = self { i.item.fixedSpace != nil || i.item.flexibleSpace } else { false }
  }

  /// iOS 26: the item draws no glass behind it (`hidesSharedBackground`).
  var hidesBackground: Bool { if case .item(let i) = self { i.item.hidesSharedBackground } else { false } }

  /// iOS 26: the item may share a capsule with its neighbours (`sharesBackground`).
  var sharesBackground: Bool { if case .item(let i) = self { i.item.sharesBackground } else { true } }

  var width: Double {
    switch self {
    case .item(let i): i.width
    case .group(let items): items.map(\.width).reduce(0, +) + Self.groupGap * Double(max(0, items.count - 1))
    case .collapsedGroup, .overflow: BarButtonItem.symbolBox
    }
  }

  func draw(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    switch self {
    case .item(let i): return i.nodes(in: frame, ctx)
    case .group(let items):
      var x = frame.x
      var nodes: [RenderNode] = []
      for item in items {
        nodes += item.nodes(in: Rect(x: x, y: frame.y, width: item.width, height: frame.height), ctx)
        x += item.width + Self.groupGap
      }
      return nodes
    case .collapsedGroup(let g):
      var label = BarButtonItem(title: g.title ?? "")
      if let image = g.image {
        label.title = nil
        label.image = image
      }
      return LaidBarItem(label, ctx).nodes(in: frame, ctx)
    case .overflow(let menu, let isPresented):
      var button = BarButtonItem(title: "")
      button.title = nil
      button.image = .systemName("ellipsis.circle")
      button.menu = menu
      button.isMenuPresented = isPresented
      return LaidBarItem(button, ctx).nodes(in: frame, ctx)
    }
  }
}

struct ToolbarPlan {
  var leading: [BarPiece] = []
  /// The first at the trailing edge.
  var trailing: [BarPiece] = []
  var center: [BarPiece] = []
  var principal: BarPiece?
  var leadingTitle = false
}

extension NavigationBar {
  /// A toolbar item as a bar lays it out.
  func piece(_ t: ToolbarItem, _ ctx: ControlContext) -> BarPiece {
    if let g = t.controlGroup { return .group(g.items.map { LaidBarItem($0, ctx) }) }
    return .item(LaidBarItem(t.item, ctx))
  }

  /// Where every item goes for a bar `width` wide whose back button takes `backWidth`.
  func toolbarPlan(_ ctx: ControlContext, width: Double, backWidth: Double = 0) -> ToolbarPlan {
    var plan = ToolbarPlan()
    let visible = toolbar.filter(\.showsByDefault)
    func placed(_ placements: [ToolbarItem.Placement]) -> [ToolbarItem] {
      visible.filter { placements.contains($0.placement) }
    }
    func piece(_ t: ToolbarItem) -> BarPiece { self.piece(t, ctx) }
    func item(_ i: BarButtonItem) -> BarPiece { .item(LaidBarItem(i, ctx)) }
    plan.leading = leftBarButtonItems.map(item) + placed([.navigation, .topBarLeading]).map(piece)
    // SwiftUI lays trailing items out in order, the last at the edge; UIKit's first is at the edge.
    plan.trailing =
      rightBarButtonItems.map(item)
      + placed([.automatic, .primaryAction, .topBarTrailing]).reversed().map(piece)
    plan.principal = placed([.principal]).first.map(piece)
    let secondary = placed([.secondaryAction])
    let regular = ctx.isPadLike && width >= 600
    plan.leadingTitle = regular && toolbarRole != .navigationStack
    var overflow: [ToolbarItem] = []
    if regular && toolbarRole == .editor {
      // The centre area: what fits between the title and the trailing items, groups collapsing first.
      let margin = ctx.isPadLike ? 20.0 : 16
      let used =
        (plan.leading + plan.trailing).map { $0.width + 12 }.reduce(0, +) + 2 * margin + backWidth
        + (title.map { ctx.measure($0, ctx.barFont(.headline)).size.width } ?? 0) + titleAccessoryWidth(ctx) + 24
        + BarButtonItem.symbolBox + 12
      let room = max(0, width - used)
      var pieces = secondary.map(piece)
      func total(_ p: [BarPiece]) -> Double { p.map { $0.width + 12 }.reduce(0, +) }
      if total(pieces) > room {
        pieces = zip(secondary, pieces).map { t, p in t.controlGroup.map(BarPiece.collapsedGroup) ?? p }
      }
      var fitted: [BarPiece] = []
      for (t, p) in zip(secondary, pieces) {
        if total(fitted + [p]) <= room { fitted.append(p) } else { overflow.append(t) }
      }
      plan.center = fitted
    } else {
      overflow = secondary
    }
    let customizable = toolbar.contains { $0.id != nil }
    if !overflow.isEmpty || (customizable && regular) {
      var children: [MenuElement] = overflow.map { t in
        if let g = t.controlGroup {
          return .menu(
            Menu(
              title: nil,
              children: g.items.map {
                .action(Self.action(title: $0.text ?? $0.systemItem?.rawValue.capitalized ?? "", image: $0.symbol))
              }
            )
            .inline())
        }
        return .action(Self.action(title: t.label, image: t.labelImage))
      }
      if customizable && regular {
        children.append(.menu(Menu(children: [.action(Self.action(title: "Customize Toolbar…", image: nil))]).inline()))
      }
      plan.trailing.insert(.overflow(Menu(children: children), isPresented: isOverflowMenuPresented), at: 0)
    }
    return plan
  }

  static func action(title: String, image: ImageSource?) -> MenuAction {
    var a = MenuAction(title: title)
    a.image = image
    return a
  }

  /// Room the title's extras take: the document icon, the menu chevron, the rename field's padding.
  func titleAccessoryWidth(_ ctx: ControlContext) -> Double {
    (document != nil ? 28 : 0) + (titleMenu != nil || document != nil ? 24 : 0) + (isRenaming ? 12 : 0)
  }

  /// The title with its document icon, rename field and menu chevron; returns where it ends.
  func titleNodes(
    _ title: String, font: FontDescriptor, color: Color? = nil, x: Double, midY: Double, width: Double,
    _ ctx: ControlContext
  ) -> (nodes: [RenderNode], end: Double) {
    var nodes: [RenderNode] = []
    var x = x
    let label = color ?? ctx.color(.system(.label))
    if let document {
      nodes.append(
        ctx.image(
          document.image ?? .systemName("doc"), size: 22, color: ctx.color(.system(.secondaryLabel)),
          center: Point(x: x + 11, y: midY)))
      x += 28
    }
    let h = ctx.measure(title, font).size.height
    if isRenaming {
      // Editing the title: a rounded field with the whole name selected.
      nodes.append(
        ctx.fill(
          Rect(x: x - 6, y: midY - h / 2 - 5, width: width + 12, height: h + 10),
          ctx.color(.system(.tertiarySystemFill)), radius: 8))
      nodes.append(ctx.fill(Rect(x: x, y: midY - h / 2, width: width, height: h), ctx.tint.withAlpha(0.25), radius: 2))
    }
    nodes.append(
      ctx.text(title, font, label, in: Rect(x: x, y: midY - h / 2, width: width, height: h), alignment: .left))
    x += width + (isRenaming ? 12 : 0)
    if titleMenu != nil || document != nil {
      // The title menu's chevron: a 20 pt tertiarySystemFill circle, 4 pt after the title.
      let circle = Rect(x: x + 4, y: midY - 10, width: 20, height: 20)
      nodes.append(ctx.fill(circle, ctx.color(.system(.tertiarySystemFill)), radius: 10))
      nodes.append(
        ctx.symbol(
          "chevron.down", size: 16, color: ctx.color(.system(.secondaryLabel)),
          center: Point(x: circle.midX, y: circle.midY + 0.5)))
      x = circle.maxX
    }
    return (nodes, x)
  }

  /// The title menu, headed by the document when there is one.
  var titleMenuWithDocument: Menu? {
    guard titleMenu != nil || document != nil else { return nil }
    var menu = titleMenu ?? Menu()
    if let document { menu.title = document.title ?? title }
    return menu
  }

  /// iPadOS 16's toolbar customization editor: a panel under the bar offering every item with an
  /// `id` (those not shown by default too), to be dragged into the bar (an estimate of its layout).
  func customizationEditor(below bar: Rect, _ ctx: ControlContext) -> [RenderNode] {
    let items = toolbar.filter { $0.id != nil }
    let width = min(680, bar.width - 40)
    let cell = 96.0
    let frame = Rect(x: bar.midX - width / 2, y: bar.maxY + 8, width: width, height: 190)
    var nodes = ctx.floatingPanel(frame, light: "#F2F2F2E6", dark: "#2D2D2DE6")
    let head = ctx.font(.headline)
    let hh = ctx.measure("A", head).size.height
    nodes.append(
      ctx.text(
        "Drag your favorite items into the toolbar.", head, ctx.color(.system(.label)),
        in: Rect(x: frame.x + 20, y: frame.y + 20, width: width - 120, height: hh), alignment: .left))
    let done = ctx.font(.body, weight: .semibold)
    let dw = ctx.measure("Done", done).size.width
    nodes.append(
      ctx.text(
        "Done", done, ctx.tint, in: Rect(x: frame.maxX - 20 - dw, y: frame.y + 20, width: dw, height: hh),
        alignment: .left))
    var x = frame.midX - Double(items.count) * cell / 2
    let caption = ctx.font(.caption1)
    for t in items {
      let well = Rect(x: x + (cell - 56) / 2, y: frame.y + 70, width: 56, height: 56)
      nodes.append(ctx.fill(well, ctx.color(.system(.tertiarySystemFill)), radius: 12))
      if let image = t.labelImage {
        nodes.append(ctx.image(image, size: 28, color: ctx.tint, center: Point(x: well.midX, y: well.midY)))
      }
      let ch = ctx.measure(t.label, caption).size.height
      nodes.append(
        ctx.text(
          t.label, caption, ctx.color(.system(.label)),
          in: Rect(x: x + 2, y: well.maxY + 8, width: cell - 4, height: ch)))
      x += cell
    }
    return nodes
  }
}

extension Menu {
  /// The same menu as an inline section.
  func inline() -> Menu {
    var m = self
    m.options.insert(.displayInline)
    return m
  }
}
