import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The wheels of UIPickerView and UIDatePicker (spec §10c), one implementation for both: rows
/// on a drum (diameter 1.07 × the 216 pt height) 32 pt apart, turned away from the viewer
/// (squashed top to bottom by the cosine, a little narrower with the 0.003 perspective) and at
/// 44.7 % outside the 34 pt selection band (tertiarySystemFill, radius 8, inset 9, one band
/// across the columns), the row in the band magnified 1.119 (21 → 23.5 pt).
struct WheelColumn {
  var rows: [String]
  var selected: Int
  /// Points; nil: the widest row at the band's size plus 12 each side (and, when `flexible`, a
  /// share of what is left).
  var width: Double?
  var alignment: ResolvedAlignment = .center
  /// A word fixed beside the band (the count-down timer's "hours", "min").
  var label: String?
  /// The rows go round for ever (hours, minutes, months, days), as UIKit's date wheels do.
  var loops = false
  /// Takes a share of the width the columns leave (UIPickerView components without a width).
  var flexible = false
}

extension ControlContext {
  static let wheelHeight = 216.0
  static let wheelPitch = 32.0
  static let wheelBand = 34.0
  /// Spec §10c: the drum's diameter over the wheel's height, and the perspective.
  static let wheelDiameterRatio = 1.07
  static let wheelPerspective = 0.003

  var wheelFont: FontDescriptor { FontDescriptor(size: 21) }
  var wheelBandFont: FontDescriptor { FontDescriptor(size: 23.5) }

  /// Each column's width: its own, or its widest row plus 12 each side; flexible columns share
  /// what is left of `available`.
  func wheelWidths(_ columns: [WheelColumn], available: Double? = nil) -> [Double] {
    var widths = columns.map { c -> Double in
      if let w = c.width { return w }
      let widest = c.rows.map { measure($0, wheelBandFont).size.width }.max() ?? 0
      let label = c.label.map { measure($0, FontDescriptor(size: 17, weight: .semibold)).size.width + 8 } ?? 0
      return widest + label + 24
    }
    let flexible = columns.indices.filter { columns[$0].flexible && columns[$0].width == nil }
    if let available, !flexible.isEmpty {
      let extra = max(0, available - widths.reduce(0, +)) / Double(flexible.count)
      for i in flexible { widths[i] += extra }
    }
    return widths
  }

  /// The wheels centred in `frame` (at least 216 high), the columns centred as a group.
  func wheels(_ columns: [WheelColumn], in frame: Rect) -> [RenderNode] {
    let h = Self.wheelHeight
    let box = Rect(x: frame.x, y: frame.midY - h / 2, width: frame.width, height: h)
    let band = Rect(x: box.x + 9, y: box.midY - Self.wheelBand / 2, width: box.width - 18, height: Self.wheelBand)
    var nodes = [fill(band, color(.system(.tertiarySystemFill)), radius: design.wheelBand.radius(for: band.size))]
    let widths = wheelWidths(columns, available: box.width - 18)
    var x = box.midX - widths.reduce(0, +) / 2
    let radius = Self.wheelDiameterRatio * h / 2
    let label = color(.system(.label))
    let dim = label.withAlpha(label.alpha * 0.447)
    // Above and below the band, rows are dim; in it, magnified.
    let above = Rect(x: box.x, y: box.y, width: box.width, height: band.y - box.y)
    let below = Rect(x: box.x, y: band.maxY, width: box.width, height: box.maxY - band.maxY)
    let labelFont = FontDescriptor(size: 17, weight: .semibold)
    for (column, width) in zip(columns, widths) {
      // A fixed word (hours, min) takes the column's trailing side; the rows end before it.
      let labelWidth = column.label.map { measure($0, labelFont).size.width } ?? 0
      let cellX = x + 12
      let cellWidth = max(0, width - 24 - (column.label == nil ? 0 : labelWidth + 8))
      x += width
      guard !column.rows.isEmpty else { continue }
      // Each wheel is adjustable, valued by its selected row ("March"; "1 hour").
      let selected = column.rows.indices.contains(column.selected) ? column.selected : 0
      let word = column.label.map { " " + engine.spoken($0) } ?? ""
      nodes.append(
        engine.accessibilityNode(
          AccessibilityElement(value: engine.spoken(column.rows[selected]) + word, traits: .adjustable),
          frame: Rect(x: x - width, y: box.y, width: width, height: box.height)))
      // Rows until the drum turns away (a quarter turn either side).
      let reach = Int((Double.pi / 2 * radius / Self.wheelPitch).rounded(.down))
      let n = column.rows.count
      for k in -reach...reach {
        var index = column.selected + k
        if column.loops {
          index = ((index % n) + n) % n
        } else if !column.rows.indices.contains(index) {
          continue
        }
        let angle = Double(k) * Self.wheelPitch / radius
        let centerY = box.midY + radius * sin(angle)
        // The drum turns the row away: foreshortened top to bottom, and a little smaller with
        // the distance the perspective adds.
        let depth = 1 / (1 + Self.wheelPerspective * radius * (1 - cos(angle)))
        let (sx, sy) = (depth, depth * cos(angle))
        for (region, font, color) in [(above, wheelFont, dim), (below, wheelFont, dim), (band, wheelBandFont, label)] {
          let lineHeight = measure(column.rows[index], font).size.height
          let row = Rect(x: cellX, y: centerY - lineHeight / 2, width: cellWidth, height: lineHeight)
          // The row's extent on screen, for culling against the region.
          let drawn = (centerY - lineHeight * sy / 2, centerY + lineHeight * sy / 2)
          guard drawn.1 > region.y, drawn.0 < region.maxY else { continue }
          var node = text(column.rows[index], font, color, in: row, alignment: column.alignment)
          // The clip is given where it lands after the scale, so it cuts at the region's edges.
          let top = row.midY + (region.y - row.midY) / sy
          let bottom = row.midY + (region.maxY - row.midY) / sy
          node.clip = Clip(rect: Rect(x: region.x - 1000, y: top, width: region.width + 2000, height: bottom - top))
          if abs(sx - 1) < 1e-9 && abs(sy - 1) < 1e-9 {
            nodes.append(node)
          } else {
            nodes += [
              RenderNode(frame: row, kind: .beginScale(x: sx, y: sy)), node,
              RenderNode(frame: row, kind: .endTransform),
            ]
          }
        }
      }
      if let word = column.label {
        let lh = measure(word, labelFont).size.height
        nodes.append(
          text(
            word, labelFont, label,
            in: Rect(x: cellX + cellWidth + 8, y: band.midY - lh / 2, width: labelWidth, height: lh), alignment: .left))
      }
    }
    return nodes
  }
}
