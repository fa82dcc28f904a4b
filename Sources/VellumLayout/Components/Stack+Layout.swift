/// A `UIStackView`: its children in a column or a row, shared out by its `distribution` and
/// aligned across by its `alignment`.
///
/// Laid out in one pass: each child laid out once for its slot's width, and emitted at its slot.
/// Its children are laid out in their `LayoutSlot`s, so a baseline or a frame asking one again at
/// a width it was laid out at is answered, not laid out again; a proportional row asks its
/// children only their widths before sharing its width out.
extension Stack: OnePassLayout, ScreenContent {
  /// As a screen's content, its background colour runs on under translucent bars (a UIKit
  /// view's `backgroundColor`, `edgesForExtendedLayout`).
  var screenBackground: ColorValue? { background }

  func layout(in engine: LayoutEngine, width: Double) -> LayoutResult {
    layout(in: engine, width: width, slot: LayoutSlot())
  }
  func layout(in engine: LayoutEngine, width: Double, slot: LayoutSlot) -> LayoutResult {
    engine.layoutStack(self, width: width, slots: slot.children(children.count))
  }
  func width(in engine: LayoutEngine, offered width: Double, slot: LayoutSlot) -> Double {
    engine.stackWidth(self, offered: width, slots: slot.children(children.count))
  }
  var accessibilityOverrides: AccessibilityOverrides? { accessibility }
  var accessibilityGrouping: AccessibilityGrouping { .mergesChildren }
  var ownCorners: (radius: Double, curve: ImageComponent.CornerCurve)? { (cornerRadius, .circular) }

  func baseline(in engine: LayoutEngine, width: Double, last: Bool) -> Double? {
    baseline(in: engine, width: width, last: last, slot: LayoutSlot())
  }

  /// A column's first (or last) child's baseline; a baseline-aligned row's common one.
  func baseline(in engine: LayoutEngine, width: Double, last: Bool, slot: LayoutSlot) -> Double? {
    guard !children.isEmpty else { return nil }
    let e = engine.arranging(self)
    let slots = slot.children(children.count)
    let inner = width - arrangementInsets.leading - arrangementInsets.trailing
    let sizes = e.childSlots(self, innerWidth: inner, slots: slots, lay: e.layoutChild(self, slots)).map(\.size)
    if axis == .horizontal {
      guard let offsets = e.baselineOffsets(self, sizes, slots: slots) else { return nil }
      let i = 0
      let b: Double = e.baseline(ofChild: i, of: self, size: sizes[i], last: last, slots: slots) ?? sizes[i].height
      return arrangementInsets.top + offsets[i] + b
    }
    let i = last ? children.count - 1 : 0
    guard let b = e.baseline(ofChild: i, of: self, size: sizes[i], last: last, slots: slots) else { return nil }
    let above: Double = sizes[..<i].map(\.height).reduce(0, +) + gaps[..<i].reduce(0, +)
    return arrangementInsets.top + above + b
  }

  /// Whether the children are stretched across the axis: `fill`, and the baseline alignments
  /// in a column (they align rows only).
  var stretchesChildren: Bool {
    alignment == .fill || (axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline))
  }

  /// Whether a row is as wide as it is offered, as SwiftUI's HStack with a spacer is: holding a
  /// spacer (or a frame growing to infinity), or distributed otherwise than `fill`.
  var spreads: Bool { distribution != .fill || children.contains { $0.takesFreeLength(along: .horizontal) } }

  /// The stack's width around children of `sizes` (only their widths count) in `inner` points;
  /// a row that `spreads` needs none.
  func width(inner: Double, _ sizes: [Size]) -> Double {
    let w: Double
    if axis == .vertical {
      w = sizes.map(\.width).max() ?? 0
    } else {
      w = spreads ? max(inner, 0) : sizes.map(\.width).reduce(0, +) + gaps.reduce(0, +)
    }
    return w + arrangementInsets.leading + arrangementInsets.trailing
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

  /// `s` laid out offered `width`, its children in `slots`: each laid out once for its slot,
  /// emitted where `placeStack` arranges them in the frame.
  func layoutStack(_ s: Stack, width: Double, slots: [LayoutSlot]) -> LayoutResult {
    let inner = width - s.arrangementInsets.leading - s.arrangementInsets.trailing
    let e = arranging(s)
    let children = e.childSlots(s, innerWidth: inner, slots: slots, lay: e.layoutChild(s, slots))
    let sizes = children.map(\.size)
    return LayoutResult(
      width: width, size: e.stackSize(s, inner: inner, sizes, slots: slots),
      relayout: { self.layoutStack(s, width: $0, slots: slots) }
    ) { frame, chrome, nodes in
      // The baselines are asked with the engine that laid the children out, in their slots.
      self.with(chrome).placeStack(s, in: frame, sizes: sizes, children: children.map(\.laidOut), into: &nodes) {
        e.baselineOffsets(s, $0, slots: slots)
      }
    }
  }

  /// Lays child `i` of `s` out offered a width in its slot (in `slots`), answering its size
  /// with it: `childSlots`'s `lay`. This engine arranges `s`.
  func layoutChild(_ s: Stack, _ slots: [LayoutSlot]) -> (Int, Double) -> (size: Size, laidOut: LayoutResult) {
    { i, width in
      let laidOut = at("children[\(i)]").layout(s.children[i], width: width, slot: slots[i])
      return (laidOut.size, laidOut)
    }
  }

  /// The width child `i` of `s` takes offered `width`, in its slot (in `slots`); this engine
  /// arranges `s`.
  func childWidth(_ s: Stack, _ i: Int, offered width: Double, slots: [LayoutSlot]) -> Double {
    at("children[\(i)]").width(of: s.children[i], offered: width, slot: slots[i])
  }

  /// The width `s` takes offered `width`, its children (in `slots`) asked only theirs: none
  /// when the stack is as wide as it is offered.
  func stackWidth(_ s: Stack, offered width: Double, slots: [LayoutSlot]) -> Double {
    let inner = width - s.arrangementInsets.leading - s.arrangementInsets.trailing
    if s.axis == .horizontal, s.spreads { return s.width(inner: inner, []) }
    let e = arranging(s)
    let sizes = e.childSlots(s, innerWidth: inner, slots: slots) { i, w in
      (Size(width: e.childWidth(s, i, offered: w, slots: slots), height: 0), ())
    }
    return s.width(inner: inner, sizes.map(\.size))
  }

  /// The size of `s` around children of `sizes` (in `slots`) in `inner` points of width; this
  /// engine arranges `s`.
  private func stackSize(_ s: Stack, inner: Double, _ sizes: [Size], slots: [LayoutSlot]) -> Size {
    let gaps = s.gaps.reduce(0, +)
    let h: Double
    if s.axis == .vertical {
      h =
        s.distribution == .fillEqually
        ? (sizes.map(\.height).max() ?? 0) * Double(sizes.count) + gaps : sizes.map(\.height).reduce(0, +) + gaps
    } else {
      h = rowHeight(s, sizes, slots: slots)
    }
    return Size(width: s.width(inner: inner, sizes), height: h + s.arrangementInsets.top + s.arrangementInsets.bottom)
  }

  /// A row's height: its tallest child, or, aligned by baselines, the children (in `slots`) hung
  /// from their common baseline.
  func rowHeight(_ s: Stack, _ sizes: [Size], slots: [LayoutSlot]) -> Double {
    guard let offsets = baselineOffsets(s, sizes, slots: slots) else { return sizes.map(\.height).max() ?? 0 }
    return zip(offsets, sizes).map { $0 + $1.height }.max() ?? 0
  }

  /// In a baseline-aligned row, each child's top below the row's, the children in `slots`: the
  /// children without a baseline align their bottoms, as UIKit's views without text do.
  func baselineOffsets(_ s: Stack, _ sizes: [Size], slots: [LayoutSlot]) -> [Double]? {
    guard s.axis == .horizontal, s.alignment == .firstBaseline || s.alignment == .lastBaseline else { return nil }
    let last = s.alignment == .lastBaseline
    let baselines = sizes.indices.map {
      baseline(ofChild: $0, of: s, size: sizes[$0], last: last, slots: slots) ?? sizes[$0].height
    }
    let common = baselines.max() ?? 0
    return baselines.map { common - $0 }
  }

  /// Child `i` of `s`'s first or last baseline from its top, laid out `size` large in its slot;
  /// nil for one without text. In a frame, its content's baseline where the frame's alignment
  /// puts it. This engine arranges `s`.
  func baseline(ofChild i: Int, of s: Stack, size: Size, last: Bool, slots: [LayoutSlot]) -> Double? {
    let c = s.children[i]
    let slot = slots[i]
    let inner = at("children[\(i)]").at(c.kind)
    let baseline = { (width: Double) in
      slot.baseline(width: width, last: last) { c.layout.baseline(in: inner, width: width, last: last, slot: slot) }
    }
    guard let f = c.modifiers.frame else { return baseline(size.width) }
    let content = inner.layoutKind(c, width: f.contentProposal(width: size.width), slot: slot).size
    let placed = Rect(x: 0, y: 0, width: size.width, height: size.height).aligning(
      Size(width: min(content.width, size.width), height: min(content.height, size.height)), f.alignment)
    return baseline(placed.width).map { placed.y + $0 }
  }

  /// Each child's slot along the stack with what `lay` made of it, `lay` laying child `i` out
  /// (making its `LayoutResult`, or asking only its width) offered a width and answering its size with
  /// it. In a row, by `distribution`: the same width each (`fillEqually`), widths in proportion to
  /// their own (`fillProportionally`: asked in their slots, in `slots`), else fixed-size children
  /// laid out first and the others sharing what remains, higher `layoutPriority` first.
  func childSlots<T>(
    _ s: Stack, innerWidth: Double, slots: [LayoutSlot], lay: (Int, Double) -> (size: Size, laidOut: T)
  ) -> [(size: Size, laidOut: T)] {
    if s.axis == .vertical {
      return s.children.enumerated().map { i, child in
        var (size, laidOut) = lay(i, innerWidth)
        // A spacer takes no width in a column, unless a frame gives it one.
        if child.layout.stackTraits.isFlexibleSpace, !child.hasFixedFrameLength(along: .horizontal) { size.width = 0 }
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
        let (size, laidOut) = lay(i, w)
        return (Size(width: w, height: size.height), laidOut)
      }
    case .fillProportionally:
      let naturals = s.children.indices.map { childWidth(s, $0, offered: innerWidth, slots: slots) }
      let total = naturals.reduce(0, +)
      return zip(s.children, naturals).enumerated().map { i, pair in
        let w = total > 0 ? pair.1 / total * free : free / Double(s.children.count)
        let (size, laidOut) = lay(i, w)
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
        let slot = lay(i, innerWidth)
        sizes[i] = slot
        used += slot.size.width
      }
    }
    var remaining = max(0, innerWidth - used)
    // SwiftUI's rule: each flexible child is offered an even share of what is left among those
    // of its priority (higher priorities first, so lower ones get what they leave: the layout
    // priority, then the compression resistance), the least flexible first, and takes what it
    // needs of it. A child's flexibility is how much its width can vary: a text's from nothing
    // to its ideal width, a spacer's and a frame growing to infinity without end (they take
    // what the others leave).
    let priority = { (i: Int) in
      (s.children[i].modifiers.layoutPriority, s.children[i].compressionResistance(along: .horizontal))
    }
    let flexibility = Self.flexibilities(of: flexible, in: s) { i, w in
      self.childWidth(s, i, offered: w, slots: slots)
    }
    let ordered = flexible.sorted {
      let (a, b) = (priority($0), priority($1))
      if a != b { return a > b }
      return (flexibility[$0] ?? 0, $0) < (flexibility[$1] ?? 0, $1)
    }
    let peers = Self.peers(ordered.map(priority))
    for (n, i) in ordered.enumerated() {
      let share = remaining / Double(peers[n])
      let (natural, laidOut) = lay(i, share)
      let size = Size(width: min(natural.width, share), height: natural.height)
      sizes[i] = (size, laidOut)
      remaining -= size.width
    }
    return sizes.map { $0! }
  }

  /// How far each of the `flexible` children of the row `s` can vary its width (`width`
  /// answering child `i`'s width offered a width): its width offered `unboundedOffer` less its
  /// width offered nothing, as SwiftUI proposes infinity and zero; infinite for a spacer and a
  /// frame growing to infinity. None for a single child (nothing to order). The two offers are
  /// the same at every depth, so a nest of rows asks each component two more widths, not two
  /// more a level.
  static func flexibilities(of flexible: [Int], in s: Stack, width: (Int, Double) -> Double) -> [Int: Double] {
    guard flexible.count > 1 else { return [:] }
    var result: [Int: Double] = [:]
    for i in flexible {
      let child = s.children[i]
      result[i] =
        child.layout.stackTraits.isFlexibleSpace || child.modifiers.frame?.maxWidth == .infinity
        ? .infinity : width(i, unboundedOffer) - width(i, 0)
    }
    return result
  }

  /// SwiftUI's infinite proposal, for measuring flexibility: wider than any canvas (4,096 pt),
  /// finite so that text can be measured at it.
  static let unboundedOffer = 100_000.0

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
  /// their slots, `children` the laid-out values) for `frame`'s width; `baselineOffsets` gives
  /// a baseline-aligned row's children's offsets for the slots' final sizes.
  private func placeStack(
    _ s: Stack, in frame: Rect, sizes: [Size], children: [LayoutResult], into nodes: inout [RenderNode],
    baselineOffsets: ([Size]) -> [Double]?
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
    var sizes = sizes
    let shrunk = distribute(&sizes, in: inner, s)
    let vertical = s.axis == .vertical
    let starts = childStarts(
      s, lengths: sizes.map { vertical ? $0.height : $0.width }, lead: vertical ? inner.y : inner.x,
      length: vertical ? inner.height : inner.width)
    let baselineOffsets = baselineOffsets(sizes)
    for (i, (child, size)) in zip(s.children, sizes).enumerated() {
      let f = childFrame(child, size, start: starts[i], baselineOffset: baselineOffsets?[i], in: inner, s)
      if shrunk.contains(i) { nodes.append(RenderNode(frame: f, kind: .beginClip(cornerRadius: 0, corners: []))) }
      children[i].emit(in: f, chrome: chrome, into: &nodes)
      if shrunk.contains(i) { nodes.append(RenderNode(frame: f, kind: .endClip)) }
    }
  }

  /// Shares `inner`'s length along the axis out among the children's `sizes` as `s`'s
  /// distribution says: equal or proportional lengths down a column; under `fill`, free length to
  /// the spacers or to the child hugging its content least, and missing length taken from those
  /// resisting compression least. Returns the children shortened below their length, clipped
  /// to what they were given.
  private func distribute(_ sizes: inout [Size], in inner: Rect, _ s: Stack) -> Set<Int> {
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
    return shrunk
  }

  /// The frame in `inner` of a child of `s` given `size`, starting at `start` along the axis and
  /// aligned across it (a baseline-aligned row's child at `baselineOffset`).
  private func childFrame(
    _ child: Component, _ size: Size, start: Double, baselineOffset: Double?, in inner: Rect, _ s: Stack
  ) -> Rect {
    let vertical = s.axis == .vertical
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
      f = Rect(x: x, y: start, width: w, height: size.height)
    } else {
      let fills = (s.alignment == .fill && !keepsSize) || child.layout.stackTraits.fillsCrossAxis
      let h = fills ? inner.height : min(size.height, inner.height)
      let y: Double
      if let baselineOffset {
        y = inner.y + baselineOffset
      } else {
        switch s.alignment {
        case .center, .fill: y = inner.y + (inner.height - h) / 2
        case .trailing, .bottom: y = inner.maxY - h
        default: y = inner.y
        }
      }
      f = Rect(x: start, y: y, width: size.width, height: h)
    }
    // Images keep their own size inside the slot (never stretched by `fill`).
    if keepsSize {
      f.width = min(f.width, size.width)
      f.height = min(f.height, size.height)
    }
    return f
  }
}
