/// SwiftUI's `ZStack`: as large as its largest child, each child at its own size aligned in it.
/// Laid out in one pass: each child once (in its `LayoutSlot`), emitted aligned in the frame.
extension ZStack: OnePassLayout {
  func layout(in engine: LayoutEngine, width: Double) -> LayoutResult {
    layout(in: engine, width: width, slot: LayoutSlot())
  }
  func layout(in engine: LayoutEngine, width: Double, slot: LayoutSlot) -> LayoutResult {
    layout(in: engine, width: width, slots: slot.children(children.count))
  }

  /// Its widest child's width, the children asked only theirs.
  func width(in engine: LayoutEngine, offered width: Double, slot: LayoutSlot) -> Double {
    let slots = slot.children(children.count)
    return children.indices.map {
      engine.at("children[\($0)]").width(of: children[$0], offered: width, slot: slots[$0])
    }
    .max() ?? 0
  }

  private func layout(in engine: LayoutEngine, width: Double, slots: [LayoutSlot]) -> LayoutResult {
    let laidOut = children.indices.map {
      engine.at("children[\($0)]").layout(children[$0], width: width, slot: slots[$0])
    }
    let sizes = laidOut.map(\.size)
    return LayoutResult(
      width: width, size: Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0),
      relayout: { self.layout(in: engine, width: $0, slots: slots) }
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
  var stackTraits: StackChildTraits { StackChildTraits(fillsCrossAxis: true) }
}
