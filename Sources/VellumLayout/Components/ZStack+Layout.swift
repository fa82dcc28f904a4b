/// SwiftUI's `ZStack`: as large as its largest child, each child at its own size aligned in it.
/// Laid out in one pass: each child once, emitted aligned in the frame.
extension ZStack: OnePassLayout {
  func layout(in engine: LayoutEngine, width: Double) -> LaidOut {
    let laidOut = children.indices.map { engine.at("children[\($0)]").layout(children[$0], width: width) }
    let sizes = laidOut.map(\.size)
    return LaidOut(
      width: width, size: Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0),
      relayout: { self.layout(in: engine, width: $0) }
    ) { frame, chrome, nodes in
      for child in laidOut { child.emit(in: frame.aligning(child.size, alignment), chrome: chrome, into: &nodes) }
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
