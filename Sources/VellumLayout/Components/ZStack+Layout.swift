/// SwiftUI's `ZStack`: as large as its largest child, each child at its own size aligned in it.
extension ZStack: ComponentLayout {
  func measure(in engine: LayoutEngine, width: Double) -> Size {
    let sizes = children.map { engine.measure($0, width: width) }
    return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }

  func place(in engine: LayoutEngine, frame: Rect, into nodes: inout [RenderNode]) {
    for (i, child) in children.enumerated() {
      let size = engine.measure(child, width: frame.width)
      engine.at("children[\(i)]").place(child, in: frame.aligning(size, alignment), into: &nodes)
    }
  }

  var accessibilityOverrides: AccessibilityOverrides? { accessibility }
  var accessibilityGrouping: AccessibilityGrouping { .mergesChildren }
}

/// SwiftUI's `Divider`: one device pixel in the separator colour, across the width, or down
/// the height in a row.
extension Divider: ComponentLayout {
  func measure(in engine: LayoutEngine, width: Double) -> Size {
    let hairline = 1 / Double(engine.canvas.scale)
    return engine.stackAxis == .horizontal
      ? Size(width: hairline, height: 0) : Size(width: width, height: hairline)
  }

  func place(in engine: LayoutEngine, frame: Rect, into nodes: inout [RenderNode]) {
    nodes.append(
      RenderNode(
        frame: frame, kind: .fill(engine.environment.resolve(.system(.separator)), cornerRadius: 0, corners: .all)))
  }

  func sharesRowWidth(in engine: LayoutEngine) -> Bool { false }
  var fillsCrossAxis: Bool { true }
}
