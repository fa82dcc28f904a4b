import VellumModel

/// SwiftUI's `GlassEffectContainer`: its content laid out as it is, the glass inside drawn
/// together behind all the content: shapes sharing a `glassEffectUnion` id as one shape over
/// their union's bounds, shapes closer than `spacing` as one piece (`Glass.shapes`).
extension GlassEffectContainer: OnePassLayout {
  func layout(in engine: LayoutEngine, width: Double) -> LayoutResult {
    layout(in: engine, width: width, slot: LayoutSlot())
  }
  func layout(in engine: LayoutEngine, width: Double, slot: LayoutSlot) -> LayoutResult {
    let child = engine.at("content").layout(content, width: width, slot: slot.children(1)[0])
    return LayoutResult(width: width, size: child.size, relayout: { self.layout(in: engine, width: $0, slot: slot) }) {
      frame, chrome, nodes in
      let start = nodes.count
      child.emit(in: frame, chrome: chrome, into: &nodes)
      Glass.merge(&nodes, from: start, spacing: spacing)
    }
  }

  func width(in engine: LayoutEngine, offered width: Double, slot: LayoutSlot) -> Double {
    engine.at("content").width(of: content, offered: width, slot: slot.children(1)[0])
  }
}

extension Glass {
  /// The gap between two rounded rectangles (circular corners): negative where they overlap.
  static func gap(_ a: Part, _ b: Part) -> Double {
    func core(_ p: Part) -> Rect {
      let r = min(p.cornerRadius, p.rect.width / 2, p.rect.height / 2)
      return Rect(x: p.rect.x + r, y: p.rect.y + r, width: p.rect.width - 2 * r, height: p.rect.height - 2 * r)
    }
    let (ca, cb) = (core(a), core(b))
    let dx = max(0, cb.x - ca.maxX, ca.x - cb.maxX)
    let dy = max(0, cb.y - ca.maxY, ca.y - cb.maxY)
    let ra = min(a.cornerRadius, a.rect.width / 2, a.rect.height / 2)
    let rb = min(b.cornerRadius, b.rect.width / 2, b.rect.height / 2)
    return (dx * dx + dy * dy).squareRoot() - ra - rb
  }

  /// Merges the glass nodes of `nodes` from `start` (a container's): those sharing a union id
  /// into one shape over their bounds, then shapes closer than `spacing` into one piece, the
  /// pieces moved before everything else the container drew (glass is drawn together, from the
  /// backdrop behind the container, under its content).
  static func merge(_ nodes: inout [RenderNode], from start: Int, spacing: Double) {
    var glass: [RenderNode] = []
    var rest: [RenderNode] = []
    for node in nodes[start...] {
      // Layout's marks (accessibility elements, pointer brackets) stay with the rest.
      if case .glass = node.paint { glass.append(node) } else { rest.append(node) }
    }
    guard !glass.isEmpty else { return }
    // glassEffectUnion: one shape over the bounds, in the first one's shape.
    var shapes: [(node: RenderNode, glass: Glass)] = []
    for node in glass {
      guard case .glass(let g) = node.kind else { continue }
      if let id = g.unionID, let i = shapes.firstIndex(where: { $0.glass.unionID == id }) {
        let bounds = shapes[i].node.frame.union(node.frame)
        let first = shapes[i].node.frame
        var merged = shapes[i].glass
        // A capsule or circle stays one over the bounds; a fixed radius stays.
        if merged.cornerRadius >= min(first.width, first.height) / 2 - 0.001 {
          merged.cornerRadius = min(bounds.width, bounds.height) / 2
        }
        merged.adaptsToBackdrop = adaptsToBackdrop(bounds.size)
        shapes[i].node.frame = bounds
        shapes[i].node.kind = .glass(merged)
        shapes[i].glass = merged
      } else {
        shapes.append((node, g))
      }
    }
    // Shapes closer than `spacing`: one piece (a union-find over the pairs).
    var group = Array(shapes.indices)
    func root(_ i: Int) -> Int { group[i] == i ? i : root(group[i]) }
    func part(_ i: Int) -> Part {
      Part(
        rect: shapes[i].node.frame, cornerRadius: shapes[i].glass.cornerRadius,
        hasContinuousCorners: shapes[i].glass.hasContinuousCorners)
    }
    for i in shapes.indices {
      for j in shapes.indices where j > i && gap(part(i), part(j)) < spacing {
        group[root(j)] = root(i)
      }
    }
    var pieces: [RenderNode] = []
    for i in shapes.indices where root(i) == i {
      let members = shapes.indices.filter { root($0) == i }
      var node = shapes[i].node
      var g = shapes[i].glass
      g.unionID = nil
      if members.count > 1 {
        let bounds = members.dropFirst().reduce(shapes[members[0]].node.frame) { $0.union(shapes[$1].node.frame) }
        g.shapes = members.map {
          let p = part($0)
          return Part(
            rect: p.rect.offsetBy(dx: -bounds.x, dy: -bounds.y), cornerRadius: p.cornerRadius,
            hasContinuousCorners: p.hasContinuousCorners)
        }
        g.blend = spacing
        g.adaptsToBackdrop = adaptsToBackdrop(bounds.size)
        node.frame = bounds
      }
      node.kind = .glass(g)
      pieces.append(node)
    }
    nodes.replaceSubrange(start..., with: pieces + rest)
  }
}
