/// A `UIStackView`: its children in a column or a row, shared out by its `distribution` and
/// aligned across by its `alignment`.
///
/// Laid out in one pass: each child laid out once for its slot's width, and emitted at its slot.
extension Stack: OnePassLayout {
  func layout(in engine: LayoutEngine, width: Double) -> LaidOut { engine.layoutStack(self, width: width) }
  var accessibilityOverrides: AccessibilityOverrides? { accessibility }
  var accessibilityGrouping: AccessibilityGrouping { .mergesChildren }
  var ownCorners: (radius: Double, curve: ImageComponent.CornerCurve)? { (cornerRadius, .circular) }

  /// A column's first (or last) child's baseline; a baseline-aligned row's common one.
  func baseline(in engine: LayoutEngine, width: Double, last: Bool) -> Double? {
    let e = engine.arranging(self)
    let sizes = e.childSizes(self, innerWidth: width - arrangementInsets.leading - arrangementInsets.trailing)
    guard !children.isEmpty else { return nil }
    if axis == .horizontal {
      guard let offsets = e.baselineOffsets(self, sizes) else { return nil }
      let i = 0
      return arrangementInsets.top + offsets[i]
        + (e.baseline(of: children[i], size: sizes[i], last: last) ?? sizes[i].height)
    }
    let i = last ? children.count - 1 : 0
    guard let b = e.baseline(of: children[i], size: sizes[i], last: last) else { return nil }
    let above = sizes[..<i].map(\.height).reduce(0, +) + gaps[..<i].reduce(0, +)
    return arrangementInsets.top + above + b
  }

  /// Whether the children are stretched across the axis: `fill`, and the baseline alignments
  /// in a column (they align rows only).
  var stretchesChildren: Bool {
    alignment == .fill || (axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline))
  }
}

extension LayoutEngine {
  /// This engine laying out the children of `s`.
  func arranging(_ s: Stack) -> LayoutEngine {
    // A column's children span it inside its padding; a row's are beside each other (the
    // safe area is left to the row's ends only in columns).
    var e =
      s.axis == .vertical
      ? inset(leading: s.arrangementInsets.leading, trailing: s.arrangementInsets.trailing)
      : inset(leading: .infinity, trailing: .infinity)
    e.stackAxis = s.axis
    return e
  }

  /// `s` laid out offered `width`: its children laid out once for their slots, emitted where
  /// `placeStack` arranges them in the frame.
  func layoutStack(_ s: Stack, width: Double) -> LaidOut {
    let inner = width - s.arrangementInsets.leading - s.arrangementInsets.trailing
    let e = arranging(s)
    let children = e.childSlots(s, innerWidth: inner) { i, child, w -> (size: Size, laidOut: LaidOut) in
      let laidOut = e.at("children[\(i)]").layout(child, width: w)
      return (laidOut.size, laidOut)
    }
    let sizes = children.map(\.size)
    return LaidOut(
      width: width, size: e.stackSize(s, inner: inner, sizes), relayout: { self.layoutStack(s, width: $0) }
    ) { frame, chrome, nodes in
      self.with(chrome).placeStack(s, in: frame, sizes: sizes, children: children.map(\.laidOut), into: &nodes)
    }
  }

  /// The size of `s` around children of `sizes` in `inner` points of width; this engine arranges `s`.
  private func stackSize(_ s: Stack, inner: Double, _ sizes: [Size]) -> Size {
    let e = self
    let gaps = s.gaps.reduce(0, +)
    let (w, h): (Double, Double)
    if s.axis == .vertical {
      w = sizes.map(\.width).max() ?? 0
      h =
        s.distribution == .fillEqually
        ? (sizes.map(\.height).max() ?? 0) * Double(sizes.count) + gaps : sizes.map(\.height).reduce(0, +) + gaps
    } else {
      // A row holding a spacer (or a frame growing to infinity), or distributed otherwise than
      // `fill`, is as wide as it is offered, as SwiftUI's HStack with a spacer is.
      let spreads = s.distribution != .fill || s.children.contains { $0.takesFreeLength(along: .horizontal) }
      w = spreads ? max(inner, 0) : sizes.map(\.width).reduce(0, +) + gaps
      h = e.rowHeight(s, sizes)
    }
    return Size(
      width: w + s.arrangementInsets.leading + s.arrangementInsets.trailing,
      height: h + s.arrangementInsets.top + s.arrangementInsets.bottom)
  }

  /// A row's height: its tallest child, or, aligned by baselines, the children hung from their
  /// common baseline.
  func rowHeight(_ s: Stack, _ sizes: [Size]) -> Double {
    guard let offsets = baselineOffsets(s, sizes) else { return sizes.map(\.height).max() ?? 0 }
    return zip(offsets, sizes).map { $0 + $1.height }.max() ?? 0
  }

  /// In a baseline-aligned row, each child's top below the row's: the children without a
  /// baseline align their bottoms, as UIKit's views without text do.
  func baselineOffsets(_ s: Stack, _ sizes: [Size]) -> [Double]? {
    guard s.axis == .horizontal, s.alignment == .firstBaseline || s.alignment == .lastBaseline else { return nil }
    let last = s.alignment == .lastBaseline
    let baselines = zip(s.children, sizes).map { baseline(of: $0, size: $1, last: last) ?? $1.height }
    let common = baselines.max() ?? 0
    return baselines.map { common - $0 }
  }

  /// A child's first or last baseline from its top, laid out `size` large; nil for one
  /// without text. In a frame, its content's baseline where the frame's alignment puts it.
  func baseline(of c: Component, size: Size, last: Bool) -> Double? {
    guard let f = c.modifiers.frame else { return c.layout.baseline(in: self, width: size.width, last: last) }
    let content = c.layout.measure(in: self, width: f.contentProposal(width: size.width))
    let placed = Rect(x: 0, y: 0, width: size.width, height: size.height).aligning(
      Size(width: min(content.width, size.width), height: min(content.height, size.height)), f.alignment)
    return c.layout.baseline(in: self, width: placed.width, last: last).map { placed.y + $0 }
  }

  /// Children sizes along the stack. In a row, by `distribution`: the same width each
  /// (`fillEqually`), widths in proportion to their own (`fillProportionally`), else fixed-size
  /// children measured first and the others sharing what remains, higher `layoutPriority` first.
  func childSizes(_ s: Stack, innerWidth: Double) -> [Size] {
    childSlots(s, innerWidth: innerWidth) { _, child, w in (measure(child, width: w), ()) }.map(\.size)
  }

  /// Each child's slot along the stack with what `lay` made of it, `lay` laying child `i` out
  /// (measuring it, or making its `LaidOut`) offered a width and answering its size with it:
  /// `childSizes`'s rules.
  func childSlots<T>(
    _ s: Stack, innerWidth: Double, lay: (Int, Component, Double) -> (size: Size, laidOut: T)
  ) -> [(size: Size, laidOut: T)] {
    if s.axis == .vertical {
      return s.children.enumerated().map { i, child in
        var (size, laidOut) = lay(i, child, innerWidth)
        if child.layout.isFlexibleSpace { size.width = 0 }
        if s.stretchesChildren, !child.keepsMeasuredSize(across: .vertical) { size.width = innerWidth }
        return (size, laidOut)
      }
    }
    let gaps = s.gaps.reduce(0, +)
    let free = max(0, innerWidth - gaps)
    switch s.distribution {
    case .fillEqually:
      let w = s.children.isEmpty ? 0 : free / Double(s.children.count)
      return s.children.enumerated().map { i, child in
        let (size, laidOut) = lay(i, child, w)
        return (Size(width: w, height: size.height), laidOut)
      }
    case .fillProportionally:
      let naturals = s.children.map { measure($0, width: innerWidth).width }
      let total = naturals.reduce(0, +)
      return zip(s.children, naturals).enumerated().map { i, pair in
        let w = total > 0 ? pair.1 / total * free : free / Double(s.children.count)
        let (size, laidOut) = lay(i, pair.0, w)
        return (Size(width: w, height: size.height), laidOut)
      }
    default: break
    }
    var sizes = [(size: Size, laidOut: T)?](repeating: nil, count: s.children.count)
    var used = gaps
    var flexible: [Int] = []
    for (i, child) in s.children.enumerated() {
      if child.sharesRowWidth(in: self) {
        flexible.append(i)
      } else {
        let slot = lay(i, child, innerWidth)
        sizes[i] = slot
        used += slot.size.width
      }
    }
    var remaining = max(0, innerWidth - used)
    // Give each flexible child its natural width if it fits, sharing the rest evenly among
    // those of its priority (higher priorities first, so lower ones get what they leave): the
    // layout priority, then the compression resistance. Within a priority, frames growing to
    // infinity go last: they take what the others leave.
    let priority = { (i: Int) in
      (s.children[i].modifiers.layoutPriority, s.children[i].compressionResistance(along: .horizontal))
    }
    let grows = { (i: Int) in s.children[i].modifiers.frame?.maxWidth == .infinity ? 0 : 1 }
    let ordered = flexible.sorted {
      (priority($0).0, priority($0).1, grows($0), -$0) > (priority($1).0, priority($1).1, grows($1), -$1)
    }
    let peers = Self.peers(ordered.map(priority))
    for (n, i) in ordered.enumerated() {
      let share = remaining / Double(peers[n])
      let (natural, laidOut) = lay(i, s.children[i], share)
      let size = Size(width: min(natural.width, share), height: natural.height)
      sizes[i] = (size, laidOut)
      remaining -= size.width
    }
    return sizes.map { $0! }
  }

  /// For each of `priorities`, how many from it on in a run have its priority (itself
  /// included): the peers it shares the width left with, counted in one pass from the end.
  static func peers(_ priorities: [(Double, Double)]) -> [Int] {
    var peers = [Int](repeating: 0, count: priorities.count)
    for n in priorities.indices.reversed() where priorities[n] == priorities[n] {
      let next = n + 1
      peers[n] = next < priorities.count && priorities[next] == priorities[n] ? peers[next] + 1 : 1
    }
    return peers
  }

  /// Where each child starts along the axis, from `lead`, with `lengths` its lengths and `length`
  /// the stack's inner length: by `distribution`, the gaps widened (`equalSpacing`) or the
  /// centres spread evenly (`equalCentering`).
  func childStarts(_ s: Stack, lengths: [Double], lead: Double, length: Double) -> [Double] {
    var gaps = s.gaps
    let n = lengths.count
    let free = length - lengths.reduce(0, +) - gaps.reduce(0, +)
    if s.distribution == .equalCentering, n > 1 {
      let first = lengths[0] / 2
      let step = (length - lengths[n - 1] / 2 - first) / Double(n - 1)
      return lengths.indices.map { lead + first + Double($0) * step - lengths[$0] / 2 }
    }
    if s.distribution == .equalSpacing, free > 0, n > 1 { gaps = gaps.map { $0 + free / Double(n - 1) } }
    var starts: [Double] = []
    var cursor = lead
    for i in lengths.indices {
      starts.append(cursor)
      cursor += lengths[i] + (i < gaps.count ? gaps[i] : 0)
    }
    return starts
  }

  /// UIStackView's `fill` with too little length: the children resisting compression least
  /// give way first, equals by the same length each, none below zero, until `excess` is gone.
  @discardableResult
  func shrink(_ sizes: inout [Size], by excess: Double, in s: Stack) -> Set<Int> {
    let vertical = s.axis == .vertical
    var excess = excess
    var shrunk = Set<Int>()
    let groups = Dictionary(grouping: s.children.indices) { s.children[$0].compressionResistance(along: s.axis) }
    for resistance in groups.keys.sorted() where excess > 0 {
      var members = groups[resistance]!
      // Shared out evenly; a member that reaches zero passes what it could not give to the rest.
      while excess > 1e-9, !members.isEmpty {
        let share = excess / Double(members.count)
        var next: [Int] = []
        for i in members {
          let length = vertical ? sizes[i].height : sizes[i].width
          let cut = min(share, length)
          if vertical { sizes[i].height -= cut } else { sizes[i].width -= cut }
          excess -= cut
          if cut > 0 { shrunk.insert(i) }
          if length - cut > 1e-9 { next.append(i) }
        }
        if next.count == members.count { break }
        members = next
      }
    }
    return shrunk
  }

  /// Draws `s` into `frame` with its children laid out as `layoutStack` laid them out (`sizes`
  /// their slots, `children` the laid-out values) for `frame`'s width.
  private func placeStack(
    _ s: Stack, in frame: Rect, sizes: [Size], children: [LaidOut], into nodes: inout [RenderNode]
  ) {
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
    let inner = frame.inset(by: s.arrangementInsets.ltr)
    let e = arranging(s)
    var sizes = sizes
    let gaps = s.gaps.reduce(0, +)
    let vertical = s.axis == .vertical
    let n = Double(s.children.count)
    if vertical {
      switch s.distribution {
      case .fillEqually:
        for i in sizes.indices { sizes[i].height = max(0, (inner.height - gaps) / n) }
      case .fillProportionally:
        let total = sizes.map(\.height).reduce(0, +)
        if total > 0 { for i in sizes.indices { sizes[i].height *= max(0, inner.height - gaps) / total } }
      default: break
      }
    }
    // Children shortened below their length, clipped to what they were given.
    var shrunk = Set<Int>()
    if s.distribution == .fill {
      // Spacers (and frames growing to infinity) share any free length along the axis.
      let used = sizes.map { vertical ? $0.height : $0.width }.reduce(0, +) + gaps
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
      } else if free > 0, s.children.contains(where: { $0.modifiers.contentHuggingPriority?[s.axis] != nil }) {
        // UIStackView's `fill`: the child hugging its content least takes the rest.
        let i = s.children.indices.min {
          s.children[$0].contentHuggingPriority(along: s.axis) < s.children[$1].contentHuggingPriority(along: s.axis)
        }!
        if vertical { sizes[i].height += free } else { sizes[i].width += free }
      } else if free < 0,
        s.children.contains(where: { $0.modifiers.contentCompressionResistancePriority?[s.axis] != nil })
      {
        shrunk = shrink(&sizes, by: -free, in: s)
      }
    }
    let starts = childStarts(
      s, lengths: sizes.map { vertical ? $0.height : $0.width }, lead: vertical ? inner.y : inner.x,
      length: vertical ? inner.height : inner.width)
    let baselineOffsets = e.baselineOffsets(s, sizes)
    for (i, (child, size)) in zip(s.children, sizes).enumerated() {
      let keepsSize = child.keepsMeasuredSize(across: s.axis)
      var f: Rect
      if vertical {
        let w = s.stretchesChildren && !keepsSize ? inner.width : min(size.width, inner.width)
        let x: Double
        switch s.alignment {
        case .center: x = inner.x + (inner.width - w) / 2
        case .trailing, .bottom: x = inner.maxX - w
        default: x = inner.x
        }
        f = Rect(x: x, y: starts[i], width: w, height: size.height)
      } else {
        let fills = (s.alignment == .fill && !keepsSize) || child.layout.fillsCrossAxis
        let h = fills ? inner.height : min(size.height, inner.height)
        let y: Double
        if let offsets = baselineOffsets {
          y = inner.y + offsets[i]
        } else {
          switch s.alignment {
          case .center, .fill: y = inner.y + (inner.height - h) / 2
          case .trailing, .bottom: y = inner.maxY - h
          default: y = inner.y
          }
        }
        f = Rect(x: starts[i], y: y, width: size.width, height: h)
      }
      // Images keep their own size inside the slot (never stretched by `fill`).
      if keepsSize {
        f.width = min(f.width, size.width)
        f.height = min(f.height, size.height)
      }
      if shrunk.contains(i) { nodes.append(RenderNode(frame: f, kind: .beginClip(cornerRadius: 0, corners: []))) }
      children[i].emit(in: f, chrome: chrome, into: &nodes)
      if shrunk.contains(i) { nodes.append(RenderNode(frame: f, kind: .endClip)) }
    }
  }
}
