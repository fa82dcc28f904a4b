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
  func measureStack(_ s: Stack, width: Double) -> Size {
    let inner = width - s.padding.leading - s.padding.trailing
    let sizes = childSizes(s, innerWidth: inner)
    let spacing = s.spacing * Double(max(0, s.children.count - 1))
    let (w, h): (Double, Double)
    if s.axis == .vertical {
      w = sizes.map(\.width).max() ?? 0
      h = sizes.map(\.height).reduce(0, +) + spacing
    } else {
      w = sizes.map(\.width).reduce(0, +) + spacing
      h = sizes.map(\.height).max() ?? 0
    }
    return Size(width: w + s.padding.leading + s.padding.trailing, height: h + s.padding.top + s.padding.bottom)
  }

  /// Children sizes along the stack; in a horizontal stack fixed-size children are measured
  /// first and text shares what remains.
  func childSizes(_ s: Stack, innerWidth: Double) -> [Size] {
    if s.axis == .vertical {
      return s.children.map { child in
        let layout = child.layout
        var size = layout.measure(in: self, width: innerWidth)
        if layout.isFlexibleSpace { size.width = 0 }
        if s.alignment == .fill, !layout.keepsMeasuredSize { size.width = innerWidth }
        return size
      }
    }
    let spacing = s.spacing * Double(max(0, s.children.count - 1))
    var sizes = [Size?](repeating: nil, count: s.children.count)
    var used = spacing
    var flexible: [Int] = []
    for (i, child) in s.children.enumerated() {
      let layout = child.layout
      if layout.sharesRowWidth(in: self) {
        flexible.append(i)
      } else {
        let size = layout.measure(in: self, width: innerWidth)
        sizes[i] = size
        used += size.width
      }
    }
    var remaining = max(0, innerWidth - used)
    // Give each flexible child its natural width if it fits, sharing the rest evenly.
    for (n, i) in flexible.enumerated() {
      let share = remaining / Double(flexible.count - n)
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
    var sizes = childSizes(s, innerWidth: inner.width)
    let spacing = s.spacing * Double(max(0, s.children.count - 1))
    let vertical = s.axis == .vertical
    // Spacers share any free length along the axis.
    let used = sizes.map { vertical ? $0.height : $0.width }.reduce(0, +) + spacing
    let free = (vertical ? inner.height : inner.width) - used
    let spacers = s.children.indices.filter { s.children[$0].layout.isFlexibleSpace }
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
      let keepsSize = child.layout.keepsMeasuredSize
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
        let h = s.alignment == .fill && !keepsSize ? inner.height : min(size.height, inner.height)
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
      at("children[\(i)]").place(child, in: f, into: &nodes)
    }
  }

}
