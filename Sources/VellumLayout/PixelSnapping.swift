extension RenderTree {
  /// Returns the tree with every frame edge on a device-pixel boundary, as its own pass
  /// after layout (Yoga/Taffy's approach): edges are rounded, so abutting frames stay abutting.
  public func snappedToPixels() -> RenderTree {
    let s = Double(scale)
    func snap(_ v: Double) -> Double { (v * s).rounded() / s }
    var t = self
    t.size = Size(width: snap(size.width), height: snap(size.height))
    t.nodes = nodes.map { n in
      var m = n
      let f = n.frame
      let x0 = snap(f.x)
      let y0 = snap(f.y)
      var x1 = snap(f.maxX)
      var y1 = snap(f.maxY)
      // Hairlines never vanish: keep at least one pixel.
      if f.width > 0, x1 <= x0 { x1 = x0 + 1 / s }
      if f.height > 0, y1 <= y0 { y1 = y0 + 1 / s }
      if case .text = n.kind {
        // Text keeps its measured width (it wraps at layoutWidth); only its origin snaps.
        m.frame = Rect(x: x0, y: y0, width: f.width, height: f.height)
      } else {
        m.frame = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
      }
      return m
    }
    return t
  }

  /// Returns the tree mirrored for right-to-left layout: frames flip horizontally and
  /// left/right text alignment swaps (layout itself always runs left to right).
  public func mirrored() -> RenderTree {
    var t = self
    t.nodes = nodes.map { n in
      var m = n
      m.frame.x = size.width - n.frame.maxX
      switch n.kind {
      case .text(var run):
        switch run.alignment {
        case .left: run.alignment = .right
        case .right: run.alignment = .left
        default: break
        }
        m.kind = .text(run)
      case .fill(let c, let r, let corners):
        var flipped: Corners = []
        if corners.contains(.topLeft) { flipped.insert(.topRight) }
        if corners.contains(.topRight) { flipped.insert(.topLeft) }
        if corners.contains(.bottomLeft) { flipped.insert(.bottomRight) }
        if corners.contains(.bottomRight) { flipped.insert(.bottomLeft) }
        m.kind = .fill(c, cornerRadius: r, corners: flipped)
      default: break
      }
      return m
    }
    return t
  }
}
