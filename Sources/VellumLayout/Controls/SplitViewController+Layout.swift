/// UISplitViewController: columns at their system widths (primary 320 pt, or 282 beside a 320 pt
/// supplementary column; estimates for iPadOS 16), hairlines between them, one status bar and
/// one home indicator across the screen. On iPadOS 26 the primary column is a floating glass pane
/// inset from the screen's leading, top and bottom edges (`Design.floatingSidebar`), the next
/// column's background running on under it.
extension SplitViewController: ControlLayout {
  var fillsWidth: Bool { true }
  var disabledOpacity: Double? { nil }

  /// The columns shown, each with its key and width.
  func columns(width: Double) -> [(Component, Double)] { keyedColumns(width: width).map { ($0.1, $0.2) } }

  private func keyedColumns(width: Double, keys: [String: String] = [:]) -> [(String, Component, Double)] {
    func key(_ name: String) -> String { keys[name] ?? name }
    let three = style == .tripleColumn && supplementary != nil
    let primaryWidth = min(preferredPrimaryColumnWidth ?? (three ? 282 : 320), width / 2)
    if three, let supplementary {
      let supplementaryWidth = min(preferredSupplementaryColumnWidth ?? 320, (width - primaryWidth) / 2)
      return [
        (key("primary"), primary, primaryWidth), (key("supplementary"), supplementary, supplementaryWidth),
        (key("secondary"), secondary, width - primaryWidth - supplementaryWidth),
      ]
    }
    return [(key("primary"), primary, primaryWidth), (key("secondary"), secondary, width - primaryWidth)]
  }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    laidOut(ctx, proposedWidth: proposedWidth).size
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    laidOut(ctx, proposedWidth: frame.width).nodes(frame, ctx)
  }

  /// The columns laid out once for a split view `width` wide, drawn side by side.
  func laidOut(_ ctx: ControlContext, proposedWidth width: Double) -> ControlLaidOut {
    laidOut(ctx, proposedWidth: width, keys: [:])
  }

  /// `laidOut(_:proposedWidth:)` with the columns' JSON keys renamed by `keys` (a tab bar
  /// controller's sidebar and content).
  func laidOut(_ ctx: ControlContext, proposedWidth width: Double, keys: [String: String]) -> ControlLaidOut {
    var engine = ctx.engine
    engine.isSplitColumn = true
    let pane = ctx.design.floatingSidebar
    let columns = keyedColumns(width: width, keys: keys).enumerated().map { i, column in
      let (key, component, w) = column
      var columnEngine = engine.at(key)
      // The floating pane's content is laid out at the pane's width, on its glass.
      if i == 0, let pane {
        columnEngine.chrome.isOnGlassPane = true
        return (columnEngine.layout(component, width: w - pane.inset), w)
      }
      return (columnEngine.layout(component, width: w), w)
    }
    let h = columns.map(\.0.size.height).max() ?? 0
    return ControlLaidOut(size: Size(width: width, height: h), width: width) { frame, ctx in
      nodes(in: frame, ctx, columns: columns)
    }
  }

  private func nodes(in frame: Rect, _ ctx: ControlContext, columns: [(LayoutResult, Double)]) -> [RenderNode] {
    var chrome = ctx.engine.chrome
    chrome.isSplitColumn = true
    var nodes: [RenderNode] = []
    var x = frame.x
    let hairline = 1 / Double(ctx.engine.canvas.scale)
    let pane = ctx.design.floatingSidebar
    if pane != nil, columns.count > 1 {
      // The next column's background runs on under the floating pane.
      let secondary = style == .tripleColumn ? (supplementary ?? self.secondary) : self.secondary
      if let background = secondary.role((any TabbedScreen).self)?.tabScreen.background ?? secondary.screenBackground {
        nodes.append(
          ctx.fill(
            Rect(x: frame.x, y: frame.y, width: columns[0].1, height: frame.height), ctx.color(background)))
      }
    }
    for (i, (column, width)) in columns.enumerated() {
      if i == 0, let pane {
        let glass = Rect(
          x: x + pane.inset, y: frame.y + pane.inset, width: width - pane.inset,
          height: max(0, frame.height - 2 * pane.inset))
        nodes.append(ctx.glass(glass, cornerRadius: pane.cornerRadius))
        var onGlass = chrome
        onGlass.isOnGlassPane = true
        column.emit(
          in: Rect(x: x + pane.inset, y: frame.y, width: width - pane.inset, height: frame.height), chrome: onGlass,
          into: &nodes)
        x += width
        continue
      }
      column.emit(in: Rect(x: x, y: frame.y, width: width, height: frame.height), chrome: chrome, into: &nodes)
      x += width
      if i < columns.count - 1 {
        nodes.append(
          ctx.fill(
            Rect(x: x - hairline, y: frame.y, width: hairline, height: frame.height),
            ctx.color(.system(.opaqueSeparator))))
      }
    }
    // One status bar and one home indicator for the whole screen.
    let controller = NavigationController.chrome
    let safe = controller.safeArea(ctx)
    if safe.top > 0 {
      nodes += controller.statusBar(in: Rect(x: frame.x, y: frame.y, width: frame.width, height: safe.top), ctx)
    }
    if safe.bottom > 0 { nodes.append(NavigationController.homeIndicator(in: frame, ctx)) }
    return nodes
  }
}

extension NavigationController {
  /// A bare screen, for drawing the status bar and home indicator on their own.
  static var chrome: NavigationController { NavigationController() }
}
