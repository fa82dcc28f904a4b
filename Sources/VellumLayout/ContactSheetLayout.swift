/// Lays every combination of a document's variants out as one labelled contact sheet: a title,
/// a line naming the axes, then a grid with the column axes' values above each column and the
/// row axes' values beside each row, every image framed by a hairline. The board itself is
/// always light and left-to-right, whatever the variants show.
struct ContactSheetLayout {
  let resources: any LayoutResources

  // Metrics in points (estimates: a design-review board, not a UIKit screen).
  static let margin = 40.0
  static let titleFont = FontDescriptor(size: 28, weight: .bold)
  static let subtitleFont = FontDescriptor(size: 15)
  static let labelFont = FontDescriptor(size: 13, weight: .semibold)
  static let columnGap = 24.0
  static let rowGap = 32.0
  /// Between a column label and its images; between the row labels and the grid.
  static let labelGap = (column: 8.0, row: 20.0)
  static let rowLabelMaximumWidth = 240.0
  static let board = Color(rgba: 0xFFFF_FFFF)
  static let titleColor = Color(rgba: 0x0000_00FF)
  /// UIKit's light `secondaryLabel`.
  static let labelColor = Color(rgba: 0x3C3C_4399)
  static let frameColor = Color(rgba: 0x0000_0029)

  func layout(_ document: Document, sheet: ContactSheet) -> RenderTree {
    let axes = document.variants.axes
    let across = Set(sheet.columns ?? axes.prefix(1).map(\.kind))
    let images = document.variants.combinations.map { variant in
      (variant, LayoutEngine.layout(variant.applied(to: document), resources: resources))
    }
    let grid = Grid(images, axes: axes, across: across)
    let m = Self.margin
    var (nodes, y, width) = headingNodes(
      title: sheet.title ?? "", subtitle: subtitle(axes, across: across, count: images.count))

    let rowLabels = grid.rows.map {
      $0.isEmpty ? nil : measure($0, Self.labelFont, maxWidth: Self.rowLabelMaximumWidth)
    }
    let rowLabelWidth = rowLabels.compactMap { $0?.width.rounded(.up) }.max()
    let gridX = m + (rowLabelWidth.map { $0 + Self.labelGap.row } ?? 0)
    var columnX: [Double] = []
    var x = gridX
    for w in grid.columnWidth {
      columnX.append(x)
      x += w + Self.columnGap
    }
    width = max(width, x - Self.columnGap)

    let columnLabels = grid.columns.enumerated().map { c, string in
      string.isEmpty
        ? nil
        : text(string, Self.labelFont, Self.labelColor, at: Point(x: columnX[c], y: y), maxWidth: grid.columnWidth[c])
    }
    let headerHeight = columnLabels.compactMap { $0?.frame.height }.max()
    nodes += columnLabels.compactMap { $0 }
    y += headerHeight.map { $0 + Self.labelGap.column } ?? 0

    var rowY: [Double] = []
    for (r, h) in grid.rowHeight.enumerated() {
      rowY.append(y)
      if rowLabels[r] != nil {
        nodes.append(
          text(
            grid.rows[r], Self.labelFont, Self.labelColor, at: Point(x: m, y: y), maxWidth: Self.rowLabelMaximumWidth))
      }
      y += h + Self.rowGap
    }
    let height = y - Self.rowGap + m

    for cell in grid.cells {
      nodes += framed(cell.tree, variant: cell.variant, at: Point(x: columnX[cell.column], y: rowY[cell.row]))
    }
    var sheet = RenderTree(
      size: Size(width: width + m, height: height), scale: images.map(\.1.scale).max() ?? document.canvas.scale,
      background: Self.board, layoutDirection: .leftToRight, nodes: nodes)
    sheet.resolveImagePlacements()
    sheet.resolveTexts(resources)
    sheet.resolveSymbols(resources)
    sheet.separateAccessibility()
    return sheet
  }

  /// The sheet's columns and rows: the labels of the values on the axes across (columns) and
  /// down (rows), one per line, in the order first met; each column as wide and each row as
  /// tall as its widest and tallest image; each image's cell.
  private struct Grid {
    var columns: [String] = []
    var rows: [String] = []
    var columnWidth: [Double]
    var rowHeight: [Double]
    var cells: [(column: Int, row: Int, tree: RenderTree, variant: String)] = []

    init(_ images: [(Variant, RenderTree)], axes: [VariantAxis], across: Set<VariantAxis.Kind>) {
      func key(_ v: Variant, across wanted: Bool) -> String {
        zip(axes, v.values).filter { across.contains($0.0.kind) == wanted }.map(\.1.label).joined(separator: "\n")
      }
      for (v, _) in images {
        let c = key(v, across: true)
        let r = key(v, across: false)
        if !columns.contains(c) { columns.append(c) }
        if !rows.contains(r) { rows.append(r) }
      }
      columnWidth = [Double](repeating: 0, count: columns.count)
      rowHeight = [Double](repeating: 0, count: rows.count)
      for (v, tree) in images {
        let c = columns.firstIndex(of: key(v, across: true))!
        let r = rows.firstIndex(of: key(v, across: false))!
        columnWidth[c] = max(columnWidth[c], tree.size.width.rounded(.up))
        rowHeight[r] = max(rowHeight[r], tree.size.height.rounded(.up))
        cells.append((c, r, tree, String(v.suffix.dropFirst())))
      }
    }
  }

  /// The title and the subtitle from the top margin (either left out when empty): their nodes,
  /// where what follows them starts and how wide they reach.
  private func headingNodes(title: String, subtitle: String) -> (nodes: [RenderNode], y: Double, width: Double) {
    var nodes: [RenderNode] = []
    var y = Self.margin
    var width = 0.0
    for (string, font, color, gap) in [
      (title, Self.titleFont, Self.titleColor, 4.0), (subtitle, Self.subtitleFont, Self.labelColor, 28.0),
    ] where !string.isEmpty {
      let label = text(string, font, color, at: Point(x: Self.margin, y: y), maxWidth: nil)
      nodes.append(label)
      y += label.frame.height + gap
      width = max(width, label.frame.maxX)
    }
    return (nodes, y, width)
  }

  /// "appearance across, state down · 20 images".
  private func subtitle(_ axes: [VariantAxis], across: Set<VariantAxis.Kind>, count: Int) -> String {
    let columns = axes.filter { across.contains($0.kind) }.map(\.kind.rawValue)
    let rows = axes.filter { !across.contains($0.kind) }.map(\.kind.rawValue)
    var parts: [String] = []
    if !columns.isEmpty { parts.append(columns.joined(separator: " × ") + " across") }
    if !rows.isEmpty { parts.append(rows.joined(separator: " × ") + " down") }
    let images = count == 1 ? "1 image" : "\(count) images"
    return parts.isEmpty ? images : parts.joined(separator: ", ") + " · " + images
  }

  /// One variant's image at `origin`: its background, its nodes (each held inside the image,
  /// as the edges of its own canvas would, and attributed to the variant: `dark.rtl:root.list`),
  /// and a hairline frame just outside.
  private func framed(_ tree: RenderTree, variant: String, at origin: Point) -> [RenderNode] {
    let bounds = Rect(x: origin.x, y: origin.y, width: tree.size.width, height: tree.size.height)
    var background = RenderNode(frame: bounds, kind: .fill(tree.background, cornerRadius: 0, corners: []))
    background.source = NodeSource(path: variant, kind: "variant")
    var nodes = [background]
    nodes.reserveCapacity(tree.nodes.count + 2)
    for node in tree.nodes {
      var n = node.offsetBy(dx: origin.x, dy: origin.y)
      if let source = n.source {
        n.source?.path = variant + ":" + source.path
      } else {
        n.source = NodeSource(path: variant, kind: "variant")
      }
      switch n.paint {
      case .beginGroup, .endGroup, .beginTransform, .beginScale, .endTransform, .beginClip, .endClip, nil:
        break  // brackets and marks paint nothing themselves
      default:
        if let c = n.clip {
          n.clip?.rect = c.rect.intersection(bounds)
        } else {
          n.clip = Clip(rect: bounds)
        }
      }
      nodes.append(n)
    }
    // Its accessibility elements, moved with it (separated again with the sheet's own).
    for e in tree.accessibility {
      var n = RenderNode(frame: e.frame.offsetBy(dx: origin.x, dy: origin.y), mark: .accessibility(e.element))
      n.source = NodeSource(path: e.path.isEmpty ? variant : variant + ":" + e.path, kind: "variant")
      nodes.append(n)
    }
    let hairline = 1 / Double(max(1, tree.scale))
    nodes.append(
      RenderNode(
        frame: Rect(
          x: bounds.x - hairline / 2, y: bounds.y - hairline / 2, width: bounds.width + hairline,
          height: bounds.height + hairline),
        kind: .stroke(Self.frameColor, width: hairline, cornerRadius: 0)))
    return nodes
  }

  private func measure(_ string: String, _ font: FontDescriptor, maxWidth: Double?) -> Size {
    resources.measure(TextRequest(string: string, font: font, maxWidth: maxWidth, lineBreakMode: .byWordWrapping))
      .size
  }

  /// A left-aligned label at `origin`, framed to its measured size (whole points).
  private func text(_ string: String, _ font: FontDescriptor, _ color: Color, at origin: Point, maxWidth: Double?)
    -> RenderNode
  {
    let size = measure(string, font, maxWidth: maxWidth)
    // Unbounded text is laid out a little wider than it measured, so rounding never wraps it.
    let width = maxWidth ?? (size.width.rounded(.up) + 2)
    return RenderNode(
      frame: Rect(x: origin.x, y: origin.y, width: width, height: size.height.rounded(.up)),
      kind: .text(
        TextRun(
          string: string, font: font, color: color, layoutWidth: width, numberOfLines: 0,
          lineBreakMode: .byWordWrapping, alignment: .left, direction: .leftToRight)))
  }
}
