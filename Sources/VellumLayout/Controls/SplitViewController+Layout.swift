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
    var engine = ctx.engine
    engine.isSplitColumn = true
    let h = columns(width: proposedWidth).map { engine.measure($0.0, width: $0.1).height }.max() ?? 0
    return Size(width: proposedWidth, height: h)
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    var engine = ctx.engine
    engine.isSplitColumn = true
    var nodes: [RenderNode] = []
    var x = frame.x
    let hairline = 1 / Double(ctx.engine.canvas.scale)
    for (i, (key, column, width)) in keyedColumns(width: frame.width).enumerated() {
      engine.at(key).place(column, in: Rect(x: x, y: frame.y, width: width, height: frame.height), into: &nodes)
      x += width
      if i < columns(width: frame.width).count - 1 {
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
