import CPango
import VellumLayout

/// Symbols drawn from their layers (`SymbolDrawing`, resolved by layout): each layer's path
/// filled and stroked as it says, all in one group when a layer clears ink, so the clearing
/// takes only the symbol's own.
extension Painter {
  /// The symbol grid: 24 units span the point size; shapes are drawn about its centre.
  static let symbolGrid = 24.0

  func drawSymbol(_ cr: OpaquePointer, _ d: SymbolDrawing, in f: Rect) throws(RenderError) {
    if let failure = d.failure { throw RenderError.io(path: failure.path, reason: failure.reason) }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let raster = cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
    let aligned = m.xy == 0 && m.yx == 0 && m.xx > 0 && m.yy > 0 && m.x0 == m.x0.rounded() && m.y0 == m.y0.rounded()
    guard raster, aligned else {
      // Vector output (or a transformed canvas): a group where a layer clears, which PDF and
      // SVG keep as vectors.
      let group = d.knocksOut
      if group { cairo_push_group(cr) }
      drawSymbolInk(cr, d, in: f)
      if group {
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
      }
      return
    }
    // Raster output: the symbol is drawn on a surface of its own, laid out from the canvas
    // scale alone and painted back by the whole-pixel offset of the strip, so where the strips
    // are cut never moves a pixel (curves flattened at a strip's offset round differently), and
    // clearing layers clear only the symbol's own ink.
    let reach = d.symbol.pointSize
    let x0 = ((f.x - reach) * m.xx).rounded(.down)
    let y0 = ((f.y - reach) * m.yy).rounded(.down)
    let width = Int32(((f.x + f.width + reach) * m.xx).rounded(.up) - x0)
    let height = Int32(((f.y + f.height + reach) * m.yy).rounded(.up) - y0)
    guard width > 0, height > 0, width < 8192, height < 8192 else { return }
    // The same drawing under the same matrix on a surface of the same size draws the same ink:
    // a strip below paints it again, a row below or the next document may draw it at another
    // whole-pixel place. Only under OVER may the ink be cropped (the pixels left out are
    // transparent, which OVER leaves as they are).
    let key = SymbolRasterCache.Key(
      drawing: d, matrix: SymbolRasterCache.Key.drawingMatrix(x0: x0, y0: y0, xx: m.xx, yy: m.yy, frame: f),
      width: width, height: height)
    let over = cairo_get_operator(cr) == CAIRO_OPERATOR_OVER
    if over, let ink = symbolRasters?.ink(for: key) {
      paintInk(cr, ink, x0 + m.x0, y0 + m.y0)
      return
    }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return }
    defer { cairo_surface_destroy(surface) }
    let g = cairo_create(surface)!
    cairo_translate(g, -x0, -y0)
    cairo_scale(g, m.xx, m.yy)
    drawSymbolInk(g, d, in: f)
    cairo_destroy(g)
    cairo_surface_flush(surface)
    if over, let cache = symbolRasters {
      let ink = SymbolRasterCache.Ink(cropping: surface)
      cache.store(ink, for: key)
      paintInk(cr, ink, x0 + m.x0, y0 + m.y0)
      return
    }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, surface, x0 + m.x0, y0 + m.y0)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Paints a symbol's cropped ink with its surface's top left corner at device pixel (x, y).
  private func paintInk(_ cr: OpaquePointer, _ ink: SymbolRasterCache.Ink, _ x: Double, _ y: Double) {
    guard let surface = ink.surface else { return }  // no ink at all
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, surface, x + Double(ink.left), y + Double(ink.top))
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// The layers on the grid centred in `f`, in order.
  private func drawSymbolInk(_ cr: OpaquePointer, _ d: SymbolDrawing, in f: Rect) {
    cairo_save(cr)
    cairo_translate(cr, f.midX, f.midY)
    cairo_scale(cr, d.symbol.pointSize / Self.symbolGrid, d.symbol.pointSize / Self.symbolGrid)
    cairo_translate(cr, -12, -12)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    for layer in d.layers {
      cairo_save(cr)
      for step in layer.steps {
        switch step {
        case .translate(let x, let y): cairo_translate(cr, x, y)
        case .scale(let x, let y): cairo_scale(cr, x, y)
        case .rotate(let a): cairo_rotate(cr, a)
        }
      }
      if let color = layer.color {
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        setColor(cr, color)
      } else {
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
      }
      cairo_set_line_width(cr, layer.lineWidth)
      cairo_set_fill_rule(cr, layer.isEvenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      switch layer.geometry {
      case .path(let ops): appendOps(cr, ops)
      case .circle(let x, let y, let radius):
        cairo_new_path(cr)
        cairo_arc(cr, x, y, radius, 0, 2 * .pi)
      case .label(let text, let size, let weight):
        labelPath(cr, text, size: size, weight: weight)
      }
      if layer.fills { cairo_fill_preserve(cr) }
      if layer.strokes { cairo_stroke(cr) } else { cairo_new_path(cr) }
      cairo_restore(cr)
    }
    cairo_restore(cr)
  }

  /// An index symbol's label as a path, centred on the grid: its ink horizontally, its digit
  /// height vertically, condensed to fit 23 units.
  private func labelPath(_ cr: OpaquePointer, _ label: String, size: Double, weight: FontWeight) {
    let ctx = context(.leftToRight, for: cr)
    let layout = PangoText.makeLayout(
      ctx, string: label, font: FontDescriptor(size: size, weight: weight), maxWidth: nil, numberOfLines: 1,
      lineBreakMode: .byClipping)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let scale = Double(PANGO_SCALE)
    let inkW = Double(ink.width) / scale
    let squeeze = min(1, 23 / max(inkW, 0.001))
    let baseline = Double(pango_layout_get_baseline(layout)) / scale
    let capHeight = size * 0.727
    cairo_save(cr)
    cairo_translate(cr, 12, 12)
    cairo_scale(cr, squeeze, 1)
    cairo_new_path(cr)
    cairo_move_to(cr, -(Double(ink.x) / scale + inkW / 2), capHeight / 2 - baseline)
    pango_cairo_layout_path(cr, layout)
    cairo_restore(cr)
  }

  func appendOps(_ cr: OpaquePointer, _ ops: [SymbolOutline.Op]) {
    cairo_new_path(cr)
    for op in ops {
      switch op {
      case .move(let x, let y): cairo_move_to(cr, x, y)
      case .line(let x, let y): cairo_line_to(cr, x, y)
      case .curve(let a, let b, let c, let d, let e, let f): cairo_curve_to(cr, a, b, c, d, e, f)
      case .close: cairo_close_path(cr)
      }
    }
  }
}

/// Symbols already drawn by one renderer, each cropped to its ink (the rows and columns with any
/// alpha), keyed by everything their drawing reads: the layers and the matrix the
/// symbol's surface is drawn under (its translation is the frame's centre relative to the
/// surface's corner, so the same symbol a whole number of pixels away, in the next row or the
/// next document, has the same key), so a hit paints the very pixels a fresh drawing would.
/// Bounded: the least recently used inks go first when it would hold more than `limit` bytes of
/// ink or `maximumCount` inks.
final class SymbolRasterCache {
  struct Key: Equatable {
    var drawing: SymbolDrawing
    /// The surface's matrix once it is translated to the frame's centre, as `drawSymbolInk`
    /// leaves it before its own scale (which `symbol.pointSize` fixes): computed by Cairo's
    /// matrix functions in the order the drawing calls them, so it is bit for bit the matrix
    /// the drawing uses. Everything the drawing reads of the frame is its centre.
    var matrix: cairo_matrix_t
    var width, height: Int32

    /// The matrix of a symbol's surface with its corner at device pixel (`x0`, `y0`), scaled by
    /// (`xx`, `yy`), translated to the centre of `frame`: `cairo_translate`, `cairo_scale` and
    /// `cairo_translate` on a fresh context do these very multiplications.
    static func drawingMatrix(x0: Double, y0: Double, xx: Double, yy: Double, frame: Rect) -> cairo_matrix_t {
      var m = cairo_matrix_t()
      cairo_matrix_init_identity(&m)
      cairo_matrix_translate(&m, -x0, -y0)
      cairo_matrix_scale(&m, xx, yy)
      cairo_matrix_translate(&m, frame.midX, frame.midY)
      return m
    }

    static func == (a: Key, b: Key) -> Bool {
      // The cheap fields first; the layers (paths) last.
      let (m, n) = (a.matrix, b.matrix)
      return m.x0 == n.x0 && m.y0 == n.y0 && m.xx == n.xx && m.yy == n.yy && m.xy == n.xy && m.yx == n.yx
        && a.width == b.width && a.height == b.height && a.drawing == b.drawing
    }
  }

  /// A symbol's ink: `surface` holds the pixels from (`left`, `top`) of the symbol's own surface;
  /// nil when it drew nothing.
  final class Ink {
    let surface: OpaquePointer?
    let left: Int32
    let top: Int32
    let bytes: Int

    /// The smallest rectangle of `source` (ARGB32, flushed) holding every pixel that is not
    /// fully transparent, copied.
    init(cropping source: OpaquePointer) {
      let w = Int(cairo_image_surface_get_width(source))
      let h = Int(cairo_image_surface_get_height(source))
      let stride = Int(cairo_image_surface_get_stride(source))
      let data = UnsafeRawPointer(cairo_image_surface_get_data(source)!)
      /// Whether row `y` is fully transparent, 8 bytes at a time (most of a symbol's surface is
      /// its margin).
      func isClear(_ y: Int) -> Bool {
        let row = data + y * stride
        var offset = 0
        while offset + 8 <= w * 4 {
          if row.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != 0 { return false }
          offset += 8
        }
        return offset == w * 4 || row.loadUnaligned(fromByteOffset: offset, as: UInt32.self) == 0
      }
      var minY = 0
      while minY < h && isClear(minY) { minY += 1 }
      guard minY < h else {
        (surface, left, top, bytes) = (nil, 0, 0, 0)
        return
      }
      var maxY = h - 1
      while isClear(maxY) { maxY -= 1 }
      // Each row needs looking at only outside the columns already known to hold ink, four
      // pixels at a time where four are clear.
      var (minX, maxX) = (w, -1)
      for y in minY...maxY {
        let bytes = data + y * stride
        let row = bytes.assumingMemoryBound(to: UInt32.self)
        func fourClear(_ x: Int) -> Bool {
          bytes.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
            | bytes.loadUnaligned(fromByteOffset: x * 4 + 8, as: UInt64.self) == 0
        }
        var first = 0
        while first + 4 <= minX && fourClear(first) { first += 4 }
        while first < minX && row[first] == 0 { first += 1 }
        minX = min(minX, first)
        var last = w - 1
        while last - 4 >= maxX && fourClear(last - 3) { last -= 4 }
        while last > maxX && row[last] == 0 { last -= 1 }
        maxX = max(maxX, last)
      }
      let cw = maxX - minX + 1
      let ch = maxY - minY + 1
      let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(cw), Int32(ch))!
      cairo_surface_flush(copy)
      let out = cairo_image_surface_get_data(copy)!
      let outStride = Int(cairo_image_surface_get_stride(copy))
      for y in 0..<ch {
        (out + y * outStride).update(
          from: (data + (minY + y) * stride + minX * 4).assumingMemoryBound(to: UInt8.self), count: cw * 4)
      }
      cairo_surface_mark_dirty(copy)
      surface = copy
      left = Int32(minX)
      top = Int32(minY)
      bytes = ch * outStride
    }

    deinit { if let surface { cairo_surface_destroy(surface) } }
  }

  /// Bytes of ink kept: a 1170-pixel-wide screen's symbols at 3x take 10–20 KB each.
  static let limit = 1 << 19
  static let maximumCount = 128
  /// Least recently used first.
  private var entries: [(key: Key, ink: Ink)] = []
  private var bytes = 0
  /// Lookups that found an ink (for tests).
  private(set) var hits = 0
  /// Inks held now and their bytes (for tests).
  var count: Int { entries.count }
  var heldBytes: Int { bytes }

  func ink(for key: Key) -> Ink? {
    guard let i = entries.lastIndex(where: { $0.key == key }) else { return nil }
    hits += 1
    let entry = entries[i]
    if i != entries.count - 1 {
      entries.remove(at: i)
      entries.append(entry)
    }
    return entry.ink
  }

  func store(_ ink: Ink, for key: Key) {
    guard ink.bytes <= Self.limit / 4 else { return }
    var drop = 0
    var kept = bytes
    while drop < entries.count && (kept + ink.bytes > Self.limit || entries.count - drop >= Self.maximumCount) {
      kept -= entries[drop].ink.bytes
      drop += 1
    }
    entries.removeFirst(drop)
    entries.append((key, ink))
    bytes = kept + ink.bytes
  }
}
