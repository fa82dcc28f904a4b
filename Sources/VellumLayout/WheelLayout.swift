import Foundation

/// The wheels of UIPickerView and UIDatePicker (spec §10c), one implementation for both: rows
/// on a cylinder (diameter 1.07 × the 216 pt height) 32 pt apart, shrinking and fading (44.7 %)
/// away from the 34 pt selection band (tertiarySystemFill, radius 8, inset 9, one band across
/// the columns), the row in the band magnified 1.119 (21 → 23.5 pt).
struct WheelColumn {
  var rows: [String]
  var selected: Int
  /// Points; nil: the widest row at the band's size plus 12 each side.
  var width: Double?
  var alignment: ResolvedAlignment = .center
  /// A word fixed beside the band (the count-down timer's "hours", "min").
  var label: String?
}

extension ControlContext {
  static let wheelHeight = 216.0
  static let wheelPitch = 32.0
  static let wheelBand = 34.0

  var wheelFont: FontDescriptor { FontDescriptor(size: 21) }
  var wheelBandFont: FontDescriptor { FontDescriptor(size: 23.5) }

  /// Each column's width: its own, or its widest row plus 12 each side.
  func wheelWidths(_ columns: [WheelColumn]) -> [Double] {
    columns.map { c in
      if let w = c.width { return w }
      let widest = c.rows.map { measure($0, wheelBandFont).size.width }.max() ?? 0
      let label = c.label.map { measure($0, FontDescriptor(size: 17, weight: .semibold)).size.width + 8 } ?? 0
      return widest + label + 24
    }
  }

  /// The wheels centred in `frame` (at least 216 high), the columns centred as a group.
  func wheels(_ columns: [WheelColumn], in frame: Rect) -> [RenderNode] {
    let h = Self.wheelHeight
    let box = Rect(x: frame.x, y: frame.midY - h / 2, width: frame.width, height: h)
    let band = Rect(x: box.x + 9, y: box.midY - Self.wheelBand / 2, width: box.width - 18, height: Self.wheelBand)
    var nodes = [fill(band, color(.system(.tertiarySystemFill)), radius: 8)]
    let widths = wheelWidths(columns)
    var x = box.midX - widths.reduce(0, +) / 2
    let radius = 1.07 * h / 2
    let label = color(.system(.label))
    let dim = label.withAlpha(label.alpha * 0.447)
    // Above and below the band, rows are dim; in it, magnified.
    let above = Rect(x: box.x, y: box.y, width: box.width, height: band.y - box.y)
    let below = Rect(x: box.x, y: band.maxY, width: box.width, height: box.maxY - band.maxY)
    for (column, width) in zip(columns, widths) {
      // A fixed word (hours, min) takes the column's trailing side; the rows end before it.
      let labelFont = FontDescriptor(size: 17, weight: .semibold)
      let labelWidth = column.label.map { measure($0, labelFont).size.width } ?? 0
      let full = Rect(x: x + 12, y: 0, width: max(0, width - 24), height: 0)
      let cell = Rect(
        x: full.x, y: 0, width: max(0, full.width - (column.label == nil ? 0 : labelWidth + 8)), height: 0)
      x += width
      guard !column.rows.isEmpty else { continue }
      // Rows until the cylinder turns away (a quarter turn either side).
      let reach = Int((Double.pi / 2 * radius / Self.wheelPitch).rounded(.down))
      for k in -reach...reach {
        let index = column.selected + k
        guard column.rows.indices.contains(index) else { continue }
        let angle = Double(k) * Self.wheelPitch / radius
        let centerY = box.midY + radius * sin(angle)
        let shrink = cos(angle)
        for (region, font, color) in [(above, wheelFont, dim), (below, wheelFont, dim), (band, wheelBandFont, label)] {
          let size = font.size * shrink
          let f = FontDescriptor(size: size)
          let lineHeight = measure(column.rows[index], f).size.height
          let frame = Rect(x: cell.x, y: centerY - lineHeight / 2, width: cell.width, height: lineHeight)
          guard frame.maxY > region.y, frame.y < region.maxY else { continue }
          var node = text(column.rows[index], f, color, in: frame, alignment: column.alignment)
          node.clip = Clip(rect: region)
          nodes.append(node)
        }
      }
      if let word = column.label {
        let h = measure(word, labelFont).size.height
        nodes.append(
          text(
            word, labelFont, label,
            in: Rect(x: cell.maxX + 8, y: band.midY - h / 2, width: labelWidth, height: h), alignment: .left))
      }
    }
    return nodes
  }
}

/// UIPickerView: the shared wheels at 320 × 216.
extension PickerView: ControlLayout {
  var fillsWidth: Bool { false }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    Size(width: 320, height: ControlContext.wheelHeight)
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    ctx.wheels(
      components.map { WheelColumn(rows: $0.rows, selected: $0.selectedRow, width: $0.width) }, in: frame)
  }
}
