/// UISplitViewController: columns at their system widths (primary 320 pt, or 282 beside a 320 pt
/// supplementary column; estimates for iPadOS 16), hairlines between them, one status bar and
/// one home indicator across the screen.
extension SplitViewController: ControlLayout {
  var fillsWidth: Bool { true }
  var disabledOpacity: Double? { nil }

  /// The columns shown, each with its key and width.
  func columns(width: Double) -> [(Component, Double)] { keyedColumns(width: width).map { ($0.1, $0.2) } }

  private func keyedColumns(width: Double) -> [(String, Component, Double)] {
    let three = style == .tripleColumn && supplementary != nil
    let primaryWidth = min(preferredPrimaryColumnWidth ?? (three ? 282 : 320), width / 2)
    if three, let supplementary {
      let supplementaryWidth = min(preferredSupplementaryColumnWidth ?? 320, (width - primaryWidth) / 2)
      return [
        ("primary", primary, primaryWidth), ("supplementary", supplementary, supplementaryWidth),
        ("secondary", secondary, width - primaryWidth - supplementaryWidth),
      ]
    }
    return [("primary", primary, primaryWidth), ("secondary", secondary, width - primaryWidth)]
  }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    laidOut(ctx, proposedWidth: proposedWidth).size
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    laidOut(ctx, proposedWidth: frame.width).nodes(frame, ctx)
  }

  /// The columns laid out once for a split view `width` wide, drawn side by side.
  func laidOut(_ ctx: ControlContext, proposedWidth width: Double) -> ControlLaidOut {
    var engine = ctx.engine
    engine.isSplitColumn = true
    let columns = keyedColumns(width: width).map { key, column, w in engine.at(key).layout(column, width: w) }
    let h = columns.map(\.size.height).max() ?? 0
    return ControlLaidOut(size: Size(width: width, height: h), width: width) { frame, ctx in
      nodes(in: frame, ctx, columns: columns)
    }
  }

  private func nodes(in frame: Rect, _ ctx: ControlContext, columns: [LayoutResult]) -> [RenderNode] {
    var chrome = ctx.engine.chrome
    chrome.isSplitColumn = true
    var nodes: [RenderNode] = []
    var x = frame.x
    let hairline = 1 / Double(ctx.engine.canvas.scale)
    for (i, column) in columns.enumerated() {
      column.emit(in: Rect(x: x, y: frame.y, width: column.width, height: frame.height), chrome: chrome, into: &nodes)
      x += column.width
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
