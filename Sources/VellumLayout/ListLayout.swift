/// A list laid out section by section (spec §5): background, section insets and rounding,
/// headers and footers, separators.
struct ListLayout {
  let engine: LayoutEngine
  let list: List
  let width: Double
  private(set) var height: Double = 0
  private var nodes: [RenderNode] = []

  init(engine: LayoutEngine, list: List, width: Double) {
    self.engine = engine
    self.list = list
    self.width = width
    build()
  }

  func emit(at origin: Point, into out: inout [RenderNode]) {
    for n in nodes {
      var m = n
      m.frame = n.frame.offsetBy(dx: origin.x, dy: origin.y)
      out.append(m)
    }
  }

  private var appearance: ListAppearance { list.appearance }
  private var isSidebar: Bool { appearance == .sidebar || appearance == .sidebarPlain }
  private var isGroupedFamily: Bool { appearance == .grouped || appearance == .insetGrouped }

  /// Horizontal inset of a section's rows from the list edge.
  private var sectionInset: Double {
    switch appearance {
    case .insetGrouped: engine.layoutMargin
    case .sidebar, .sidebarPlain: 8
    default: 0
    }
  }

  private var listBackground: SystemColor {
    switch appearance {
    case .plain, .sidebarPlain: .systemBackground
    case .grouped, .insetGrouped: .systemGroupedBackground
    case .sidebar: .secondarySystemBackground
    }
  }

  private mutating func build() {
    var env = engine.environment
    env.listAppearance = appearance
    var y = 0.0
    var body: [RenderNode] = []
    let hairline = 1 / Double(engine.canvas.scale)
    let separatorColor = env.resolve(.system(.separator))
    let rowWidth = width - 2 * sectionInset
    // Content inside sidebar rows sits 8 pt in (the row is already inset 8 from the list).
    let cellMargin = isSidebar ? 0 : engine.layoutMargin
    let ctx = LayoutEngine.CellContext(appearance: appearance, margin: cellMargin)

    for (s, section) in list.sections.enumerated() {
      // Space above the section (spec §5 vertical spacing; sums are estimates).
      if isGroupedFamily {
        y += section.header == nil ? 35 : 18
      } else if appearance == .plain, section.header != nil {
        y += s == 0 ? 0 : 22
      } else if isSidebar {
        y += s == 0 ? 8 : 12
      }
      if let header = section.header {
        let h = supplementary(header, env: env, y: y, into: &body)
        y += h
      }
      let firstRowY = y
      for (i, item) in section.items.enumerated() {
        let layout = engine.cellLayout(item, width: rowWidth, inList: ctx)
        let isFirst = i == 0
        let isLast = i == section.items.count - 1
        var corners: Corners = []
        if appearance == .insetGrouped {
          if isFirst { corners.formUnion(.top) }
          if isLast { corners.formUnion(.bottom) }
        }
        var bg = layout.background
        if appearance == .insetGrouped {
          bg = bg.map { n in
            var m = n
            if case .fill(let c, _, _) = n.kind { m.kind = .fill(c, cornerRadius: corners.isEmpty ? 0 : 10, corners: corners) }
            return m
          }
        }
        CellLayoutResult(width: rowWidth, height: layout.height, textX: layout.textX, background: bg, content: layout.content)
          .emit(at: Point(x: sectionInset, y: y), into: &body)
        // Separators (spec §5): one device pixel at the row's bottom, from the text to the edge.
        let showsSeparator: Bool =
          switch appearance {
          case .plain: true
          case .grouped, .insetGrouped: !isLast
          case .sidebar, .sidebarPlain: false
          }
        if showsSeparator {
          let x = sectionInset + layout.textX
          body.append(
            RenderNode(
              frame: Rect(x: x, y: y + layout.height - hairline, width: sectionInset + rowWidth - x, height: hairline),
              kind: .fill(separatorColor, cornerRadius: 0, corners: [])))
        }
        y += layout.height
      }
      if appearance == .grouped, !section.items.isEmpty {
        // Full-width hairlines along the top and bottom of a grouped section.
        for edgeY in [firstRowY, y - hairline] {
          body.append(
            RenderNode(
              frame: Rect(x: 0, y: edgeY, width: width, height: hairline),
              kind: .fill(separatorColor, cornerRadius: 0, corners: [])))
        }
      }
      if let footer = section.footer {
        y += supplementary(footer, env: env, y: y, into: &body)
      }
    }
    if isGroupedFamily { y += 35 }
    height = y
    nodes = [RenderNode(frame: Rect(x: 0, y: 0, width: width, height: y), kind: .fill(env.resolve(.system(listBackground)), cornerRadius: 0, corners: []))] + body
  }

  /// Lays out a header or footer at `y`; returns its height.
  private func supplementary(
    _ config: ListContentConfiguration, env: Environment, y: Double, into body: inout [RenderNode]
  ) -> Double {
    let resolved = config.updated(for: ConfigurationState(), in: env)
    let inset = appearance == .insetGrouped ? sectionInset : (isSidebar ? sectionInset : 0)
    let margin = isSidebar ? 0.0 : engine.layoutMargin
    let w = width - 2 * inset
    let r = engine.contentLayout(resolved, width: w, listMargin: margin)
    CellLayoutResult(width: w, height: r.height, textX: r.textX, background: [], content: r.content)
      .emit(at: Point(x: inset, y: y), into: &body)
    return r.height
  }
}
