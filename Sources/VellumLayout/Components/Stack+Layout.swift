/// A `UIStackView`: its children in a column or a row, spacers sharing the free length.
extension Stack: ComponentLayout {
  func measure(in engine: LayoutEngine, width: Double) -> Size { engine.measureStack(self, width: width) }
  func place(in engine: LayoutEngine, frame: Rect, into nodes: inout [RenderNode]) {
    engine.placeStack(self, in: frame, into: &nodes)
  }
  var accessibilityOverrides: AccessibilityOverrides? { accessibility }
  var accessibilityGrouping: AccessibilityGrouping { .mergesChildren }
}

extension LayoutEngine {
  /// This engine laying out the children of `s`.
  func arranging(_ s: Stack) -> LayoutEngine {
    var e = self
    e.stackAxis = s.axis
    return e
  }

  func measureStack(_ s: Stack, width: Double) -> Size {
    let inner = width - s.padding.leading - s.padding.trailing
    let sizes = arranging(s).childSizes(s, innerWidth: inner)
    let spacing = s.spacing * Double(max(0, s.children.count - 1))
    let (w, h): (Double, Double)
    if s.axis == .vertical {
      w = sizes.map(\.width).max() ?? 0
      h = sizes.map(\.height).reduce(0, +) + spacing
    } else {
      // A row holding a spacer (or a frame growing to infinity) is as wide as it is offered,
      // as SwiftUI's HStack is: the spacer takes what its siblings leave.
      let grows = s.children.contains { $0.takesFreeLength(along: .horizontal) }
      w = grows ? max(inner, 0) : sizes.map(\.width).reduce(0, +) + spacing
      h = sizes.map(\.height).max() ?? 0
    }
    return Size(width: w + s.padding.leading + s.padding.trailing, height: h + s.padding.top + s.padding.bottom)
  }

  /// Children sizes along the stack; in a horizontal stack fixed-size children are measured
  /// first and the others share what remains, higher `layoutPriority` first.
  func childSizes(_ s: Stack, innerWidth: Double) -> [Size] {
    if s.axis == .vertical {
      return s.children.map { child in
        var size = measure(child, width: innerWidth)
        if child.layout.isFlexibleSpace { size.width = 0 }
        if s.alignment == .fill, !child.keepsMeasuredSize(across: .vertical) { size.width = innerWidth }
        return size
      }
    }
    let spacing = s.spacing * Double(max(0, s.children.count - 1))
    var sizes = [Size?](repeating: nil, count: s.children.count)
    var used = spacing
    var flexible: [Int] = []
    for (i, child) in s.children.enumerated() {
      if child.sharesRowWidth(in: self) {
        flexible.append(i)
      } else {
        let size = measure(child, width: innerWidth)
        sizes[i] = size
        used += size.width
      }
    }
    var remaining = max(0, innerWidth - used)
    // Give each flexible child its natural width if it fits, sharing the rest evenly among
    // those of its priority (higher priorities first, so lower ones get what they leave).
    // Within a priority, frames growing to infinity go last: they take what the others leave.
    let priority = { (i: Int) in s.children[i].modifiers.layoutPriority }
    let grows = { (i: Int) in s.children[i].modifiers.frame?.maxWidth == .infinity ? 0 : 1 }
    let ordered = flexible.sorted { (priority($0), grows($0), -$0) > (priority($1), grows($1), -$1) }
    for (n, i) in ordered.enumerated() {
      let peers = ordered[n...].prefix { priority($0) == priority(i) }.count
      let share = remaining / Double(peers)
      let natural = measure(s.children[i], width: share)
      let size = Size(width: min(natural.width, share), height: natural.height)
      sizes[i] = size
      remaining -= size.width
    }
    return sizes.map { $0! }
  }

  func placeStack(_ s: Stack, in frame: Rect, into nodes: inout [RenderNode]) {
    let start = nodes.count
    defer {
      if let interaction = s.pointerInteraction {
        var target = PointerTarget(interaction)
        target.hasBackground = s.background != nil
        target.cornerRadius = s.cornerRadius
        markPointer(.target(target), frame: frame, from: start, in: &nodes)
      }
    }
    if let bg = s.background {
      nodes.append(
        RenderNode(frame: frame, kind: .fill(environment.resolve(bg), cornerRadius: s.cornerRadius, corners: .all)))
    }
    let inner = frame.inset(by: s.padding.ltr)
    let e = arranging(s)
    var sizes = e.childSizes(s, innerWidth: inner.width)
    let spacing = s.spacing * Double(max(0, s.children.count - 1))
    let vertical = s.axis == .vertical
    // Spacers (and frames growing to infinity) share any free length along the axis.
    let used = sizes.map { vertical ? $0.height : $0.width }.reduce(0, +) + spacing
    let free = (vertical ? inner.height : inner.width) - used
    let spacers = s.children.indices.filter { s.children[$0].takesFreeLength(along: s.axis) }
    if free > 0, !spacers.isEmpty {
      for i in spacers {
        if vertical {
          sizes[i].height += free / Double(spacers.count)
        } else {
          sizes[i].width += free / Double(spacers.count)
        }
      }
    }
    var cursor = vertical ? inner.y : inner.x
    for (i, (child, size)) in zip(s.children, sizes).enumerated() {
      let keepsSize = child.keepsMeasuredSize(across: s.axis)
      var f: Rect
      if vertical {
        let w = s.alignment == .fill && !keepsSize ? inner.width : min(size.width, inner.width)
        let x: Double
        switch s.alignment {
        case .center: x = inner.x + (inner.width - w) / 2
        case .trailing, .bottom: x = inner.maxX - w
        default: x = inner.x
        }
        f = Rect(x: x, y: cursor, width: w, height: size.height)
        cursor += size.height + s.spacing
      } else {
        let fills = (s.alignment == .fill && !keepsSize) || child.layout.fillsCrossAxis
        let h = fills ? inner.height : min(size.height, inner.height)
        let y: Double
        switch s.alignment {
        case .center, .fill: y = inner.y + (inner.height - h) / 2
        case .trailing, .bottom: y = inner.maxY - h
        default: y = inner.y
        }
        f = Rect(x: cursor, y: y, width: size.width, height: h)
        cursor += size.width + s.spacing
      }
      // Images keep their own size inside the slot (never stretched by `fill`).
      if keepsSize {
        f.width = min(f.width, size.width)
        f.height = min(f.height, size.height)
      }
      e.at("children[\(i)]").place(child, in: f, into: &nodes)
    }
  }

}
