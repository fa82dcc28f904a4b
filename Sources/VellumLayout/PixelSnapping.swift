extension RenderTree {
  /// Returns the tree with every frame edge on a device-pixel boundary, as its own pass
  /// after layout (Yoga/Taffy's approach): edges are rounded, so abutting frames stay abutting.
  package func snappedToPixels() -> RenderTree {
    var t = self
    t.snapToPixels()
    return t
  }

  /// Snaps every frame edge to a device-pixel boundary in place (layout's last passes change
  /// its own tree: a long list's nodes are not copied).
  mutating func snapToPixels() {
    let s = Double(scale)
    func px(_ v: Double) -> Double { (v * s).rounded() }
    size = Size(width: px(size.width) / s, height: px(size.height) / s)
    for i in nodes.indices {
      let n = nodes[i]
      var m = n
      let f = n.frame
      // Work in whole device pixels so widths like 1/3 pt come out exact.
      let x0 = px(f.x)
      let y0 = px(f.y)
      var x1 = px(f.maxX)
      var y1 = px(f.maxY)
      // Hairlines never vanish: keep at least one pixel.
      if f.width > 0, x1 <= x0 { x1 = x0 + 1 }
      if f.height > 0, y1 <= y0 { y1 = y0 + 1 }
      if let c = n.clip?.rect {
        let cx = px(c.x)
        let cy = px(c.y)
        m.clip?.rect = Rect(x: cx / s, y: cy / s, width: (px(c.maxX) - cx) / s, height: (px(c.maxY) - cy) / s)
      }
      switch n.paint {
      case .text, .path:
        // Text keeps its measured size (it wraps at layoutWidth), a path its outline; only the origin snaps.
        m.frame = Rect(x: x0 / s, y: y0 / s, width: f.width, height: f.height)
      default:
        m.frame = Rect(x: x0 / s, y: y0 / s, width: (x1 - x0) / s, height: (y1 - y0) / s)
      }
      nodes[i] = m
    }
  }

  /// Returns the tree mirrored for right-to-left layout: frames flip horizontally and
  /// left/right text alignment swaps (layout itself always runs left to right).
  package func mirrored() -> RenderTree {
    var t = self
    t.mirror()
    return t
  }

  /// Mirrors the tree in place (as `snapToPixels()`).
  mutating func mirror() {
    for i in nodes.indices {
      let n = nodes[i]
      var m = n
      m.frame.x = size.width - n.frame.maxX
      if let c = n.clip {
        m.clip?.rect.x = size.width - c.rect.maxX
        m.clip?.corners = c.corners.mirrored
      }
      switch n.content {
      case .paint(.text(var run)):
        switch run.alignment {
        case .left: run.alignment = .right
        case .right: run.alignment = .left
        default: break
        }
        m.kind = .text(run)
      case .paint(.fill(let c, let r, let corners)):
        m.kind = .fill(c, cornerRadius: r, corners: corners.mirrored)
      case .paint(.path(let p, let fill, let stroke, let width)):
        m.kind = .path(p.mirrored(width: n.frame.width), fill: fill, stroke: stroke, lineWidth: width)
      case .paint(.beginTransform(let scale, let dx, let dy)):
        m.kind = .beginTransform(scale: scale, offsetX: -dx, offsetY: dy)
      case .paint(.radialGradient(let c, let center, let radius, let corner)):
        m.kind = .radialGradient(
          c, center: Point(x: n.frame.width - center.x, y: center.y), radius: radius, cornerRadius: corner)
      case .paint(.linearGradient(let colors, let vertical, let corner)) where !vertical:
        m.kind = .linearGradient(colors.reversed(), vertical: false, cornerRadius: corner)
      case .pointerMarker(let marker):
        m.content = .pointerMarker(marker.mirrored(width: n.frame.width))
      default: break
      }
      nodes[i] = m
    }
  }
}

extension Corners {
  /// The same corners seen in a mirror (left and right swapped).
  package var mirrored: Corners {
    var flipped: Corners = intersection(.continuous)
    if contains(.topLeft) { flipped.insert(.topRight) }
    if contains(.topRight) { flipped.insert(.topLeft) }
    if contains(.bottomLeft) { flipped.insert(.bottomRight) }
    if contains(.bottomRight) { flipped.insert(.bottomLeft) }
    return flipped
  }
}
