import CPango
import VellumLayout

/// Lays out and paints documents. Create one per thread and keep it: it owns the font
/// library, Pango contexts and caches, so later documents skip all set-up.
public final class Renderer {
  public let library: FontLibrary
  let images = ImageCache()
  private var measurers: [String: PangoMeasurer] = [:]
  /// The widest canvas painted: 4096 points at 3x.
  public static let maximumPixelWidth = 4096 * 3
  /// Rows painted per strip; tall canvases are painted strip by strip into one reused surface.
  public var stripHeight = 1024

  public init(library: FontLibrary? = nil) throws(RenderError) {
    if let library { self.library = library } else { self.library = try FontLibrary() }
  }

  /// The measurer for documents in `baseDirectory`.
  public func measurer(baseDirectory: String) -> PangoMeasurer {
    if let m = measurers[baseDirectory] { return m }
    let m = PangoMeasurer(library: library, baseDirectory: baseDirectory, images: images)
    measurers[baseDirectory] = m
    return m
  }

  /// Lays a document out into its render tree.
  public func layout(_ document: Document, baseDirectory: String = ".") -> RenderTree {
    LayoutEngine.layout(document, resources: measurer(baseDirectory: baseDirectory))
  }

  /// Paints `tree` strip by strip and streams the PNG to `sink`.
  public func writePNG(
    _ tree: RenderTree, baseDirectory: String = ".", options: PNGEncoder.Options = PNGEncoder.Options(),
    sink: @escaping ([UInt8]) throws -> Void
  ) throws {
    let encoder = try PNGEncoder(
      width: tree.pixelWidth, height: tree.pixelHeight, hasAlpha: tree.background.alpha < 1, options: options,
      sink: sink)
    try paintStrips(tree, baseDirectory: baseDirectory) { data, stride, rows in
      try encoder.writeCairoRows(data, stride: stride, rows: rows)
    }
  }

  /// The PNG bytes of `tree`.
  public func renderPNG(
    _ tree: RenderTree, baseDirectory: String = ".", options: PNGEncoder.Options = PNGEncoder.Options()
  ) throws
    -> [UInt8]
  {
    try Self.checkSize(tree)
    var bytes: [UInt8] = []
    // A guess at the compressed size, capped: a huge blank canvas compresses to little.
    bytes.reserveCapacity(min(tree.pixelWidth * tree.pixelHeight / 4, 64 << 20))
    try writePNG(tree, baseDirectory: baseDirectory, options: options) { bytes.append(contentsOf: $0) }
    return bytes
  }

  /// The pixels of `tree` as straight-alpha RGBA.
  public func renderImage(_ tree: RenderTree, baseDirectory: String = ".") throws -> RGBAImage {
    try Self.checkSize(tree)
    let w = tree.pixelWidth
    var pixels = [UInt8](repeating: 0, count: w * tree.pixelHeight * 4)
    var row = 0
    try paintStrips(tree, baseDirectory: baseDirectory) { data, stride, rows in
      pixels.withUnsafeMutableBufferPointer { out in
        for r in 0..<rows {
          unpremultiplyCairoRow(
            data + r * stride, into: out.baseAddress! + (row + r) * w * 4, width: w, bytesPerPixel: 4)
        }
      }
      row += rows
    }
    return RGBAImage(width: w, height: tree.pixelHeight, pixels: pixels)
  }

  /// Content-sized canvases are checked after layout (and after command-line overrides), before
  /// anything is allocated for them.
  static func checkSize(_ tree: RenderTree) throws(RenderError) {
    let width = tree.pixelWidth
    let height = tree.pixelHeight
    guard width >= 1, height >= 1, width <= Renderer.maximumPixelWidth,
      height <= DocumentDecoder.maximumCanvasHeightPixels
    else { throw RenderError.canvasTooLarge(width: width, height: height) }
  }

  /// Paints the tree in horizontal strips into one reused surface, handing each strip's rows on.
  func paintStrips(
    _ tree: RenderTree, baseDirectory: String,
    rows handler: (UnsafePointer<UInt8>, Int, Int) throws -> Void
  ) throws {
    let width = tree.pixelWidth
    let height = tree.pixelHeight
    try Self.checkSize(tree)
    let strip = max(1, min(stripHeight, height))
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(strip)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { throw RenderError.internal("cannot create a \(width)×\(strip) surface") }
    defer { cairo_surface_destroy(surface) }
    let painter = Painter(library: library, images: images, baseDirectory: baseDirectory)
    let scale = Double(tree.scale)
    var top = 0
    while top < height {
      let rows = min(strip, height - top)
      let cr = cairo_create(surface)!
      defer { cairo_destroy(cr) }
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      let bg = tree.background
      cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
      cairo_paint(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      cairo_scale(cr, scale, scale)
      cairo_translate(cr, 0, -Double(top) / scale)
      let visible = Rect(x: 0, y: Double(top) / scale, width: tree.size.width, height: Double(rows) / scale)
      var groups: [Double] = []
      // Open transforms, innermost last: where each puts a point, x and y: (anchor, scale, move).
      var transforms: [(anchor: Point, sx: Double, sy: Double, dx: Double, dy: Double)] = []
      for node in tree.nodes {
        switch node.kind {
        case .beginTransform(let scale, let dx, let dy):
          let f = node.frame
          transforms.append((Point(x: f.midX, y: f.y), scale, scale, dx, dy))
          cairo_save(cr)
          cairo_translate(cr, f.midX + dx, f.y + dy)
          cairo_scale(cr, scale, scale)
          cairo_translate(cr, -f.midX, -f.y)
          continue
        case .beginScale(let sx, let sy):
          let f = node.frame
          transforms.append((Point(x: f.midX, y: f.midY), sx, sy, 0, 0))
          cairo_save(cr)
          cairo_translate(cr, f.midX, f.midY)
          cairo_scale(cr, sx, sy)
          cairo_translate(cr, -f.midX, -f.midY)
          continue
        case .endTransform:
          guard transforms.popLast() != nil else { continue }
          cairo_restore(cr)
          continue
        case .beginGroup(let opacity):
          cairo_push_group(cr)
          groups.append(opacity)
          continue
        case .endGroup:
          guard let opacity = groups.popLast() else { continue }
          cairo_pop_group_to_source(cr)
          cairo_paint_with_alpha(cr, opacity)
          continue
        default:
          // Nodes inside transforms are culled where the transforms put them.
          var reach = node.reach
          for t in transforms.reversed() {
            reach = Rect(
              x: t.anchor.x + t.dx + (reach.x - t.anchor.x) * t.sx,
              y: t.anchor.y + t.dy + (reach.y - t.anchor.y) * t.sy,
              width: reach.width * t.sx, height: reach.height * t.sy)
          }
          guard reach.intersects(visible) else { continue }
        }
        cairo_save(cr)
        if let c = node.clip {
          roundedRect(cr, c.rect, radius: c.cornerRadius, corners: c.corners)
          cairo_clip(cr)
        }
        try painter.paint(node, on: cr, surface: surface)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
          throw RenderError.internal("cairo: \(String(cString: cairo_status_to_string(status)))")
        }
        cairo_restore(cr)
      }
      while transforms.popLast() != nil { cairo_restore(cr) }
      // A group the tree left open is laid down all the same.
      while let opacity = groups.popLast() {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
      }
      cairo_surface_flush(surface)
      guard let data = cairo_image_surface_get_data(surface) else { throw RenderError.internal("surface has no data") }
      try handler(UnsafePointer(data), Int(cairo_image_surface_get_stride(surface)), rows)
      top += rows
    }
  }
}

extension RenderNode {
  /// The area a node may paint: its frame grown by shadows and text overhang.
  var reach: Rect {
    let grow: Double
    switch kind {
    case .shadow(_, let blur, let dy, _), .outerShadow(_, let blur, let dy, _): grow = blur * 2 + abs(dy)
    case .text(let t): grow = t.font.size
    case .symbol(let s): grow = s.pointSize
    case .stroke(_, let w, _): grow = w
    default: grow = 1
    }
    return frame.inset(by: EdgeInsets(top: -grow, left: -grow, bottom: -grow, right: -grow))
  }
}
