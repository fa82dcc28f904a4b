import CPango
import VellumLayout

/// Symbols drawn from their outlines: strokes with round caps and joins at the weight's width,
/// `.fill` forms filled with inner details knocked out, enclosures and badges composed, all in
/// one group so that knock-outs clear only the symbol's own ink.
extension Painter {
  /// The symbol grid: 24 units span the point size; shapes are drawn about its centre.
  static let symbolGrid = 24.0

  func drawSymbol(_ cr: OpaquePointer, _ s: Symbol, in f: Rect) throws(RenderError) {
    let outline = try SymbolLibrary.outline(
      s.recipe.base, baseDirectory: baseDirectory, weight: s.weight, scale: s.scale)
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let raster = cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
    let aligned = m.xy == 0 && m.yx == 0 && m.xx > 0 && m.yy > 0 && m.x0 == m.x0.rounded() && m.y0 == m.y0.rounded()
    guard raster, aligned else {
      // Vector output (or a transformed canvas): a group where knock-outs need one, which PDF
      // and SVG keep as vectors.
      if s.recipe.knocksOut { cairo_push_group(cr) }
      drawSymbolInk(cr, s, outline, in: f)
      if s.recipe.knocksOut {
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
      }
      return
    }
    // Raster output: the symbol is drawn on a surface of its own, laid out from the canvas
    // scale alone and painted back by the whole-pixel offset of the strip, so where the strips
    // are cut never moves a pixel (curves flattened at a strip's offset round differently), and
    // knock-outs clear only the symbol's own ink.
    let reach = s.pointSize
    let x0 = ((f.x - reach) * m.xx).rounded(.down)
    let y0 = ((f.y - reach) * m.yy).rounded(.down)
    let width = Int32(((f.x + f.width + reach) * m.xx).rounded(.up) - x0)
    let height = Int32(((f.y + f.height + reach) * m.yy).rounded(.up) - y0)
    guard width > 0, height > 0, width < 8192, height < 8192 else { return }
    // The same symbol under the same matrix on a surface of the same size draws the same ink: a
    // strip below paints it again, a row below or the next document may draw it at another
    // whole-pixel place. Only under OVER may the ink be cropped (the pixels left out are
    // transparent, which OVER leaves as they are).
    let key = SymbolRasterCache.Key(
      symbol: s, outline: outline, baseDirectory: baseDirectory,
      matrix: SymbolRasterCache.Key.drawingMatrix(x0: x0, y0: y0, xx: m.xx, yy: m.yy, frame: f),
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
    drawSymbolInk(g, s, outline, in: f)
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

  private func drawSymbolInk(_ cr: OpaquePointer, _ s: Symbol, _ outline: SymbolOutline?, in f: Rect) {
    let recipe = s.recipe
    let w = s.weight.symbolStrokeWidth
    let colors = SymbolColors(s)
    cairo_save(cr)
    cairo_translate(cr, f.midX, f.midY)
    cairo_scale(cr, s.pointSize / Self.symbolGrid, s.pointSize / Self.symbolGrid)
    cairo_translate(cr, -12, -12)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    if case .file = recipe.base, let outline {
      drawLayers(cr, outline, width: w, colors: colors)
      cairo_restore(cr)
      return
    }
    switch recipe.enclosure {
    case .none:
      drawBase(cr, recipe, outline, width: w, color: colors.primary, knockColor: nil, weight: s.weight)
    case .circle, .square:
      let inner = recipe.enclosure == .circle ? 0.56 : 0.6
      if recipe.isEnclosureFilled {
        enclosurePath(cr, recipe.enclosure, grow: w / 2)
        setColor(cr, colors.secondary)
        cairo_fill(cr)
        cairo_save(cr)
        scaleAboutCentre(cr, inner)
        // Knock the base out of the enclosure; its inner details keep the enclosure's colour.
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        drawBase(cr, recipe, outline, width: w / inner, color: nil, knockColor: colors.secondary, weight: s.weight)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        // Hierarchical and palette draw the base in its own layer colour where monochrome (and
        // multicolor, which has no colours of its own for it) leaves the knock-out.
        if s.renderingMode == .hierarchical || s.renderingMode == .palette {
          drawBase(cr, recipe, outline, width: w / inner, color: colors.primary, knockColor: nil, weight: s.weight)
        }
        cairo_restore(cr)
      } else {
        enclosurePath(cr, recipe.enclosure, grow: 0)
        setColor(cr, colors.secondary)
        cairo_set_line_width(cr, w)
        cairo_stroke(cr)
        cairo_save(cr)
        scaleAboutCentre(cr, inner)
        drawBase(cr, recipe, outline, width: w / inner, color: colors.primary, knockColor: nil, weight: s.weight)
        cairo_restore(cr)
      }
    }
    if recipe.hasSlash {
      // SF's slash runs from the top left to the bottom right with a gap cut on either side.
      cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
      cairo_move_to(cr, 2.5, 2.5)
      cairo_line_to(cr, 21.5, 21.5)
      cairo_set_line_width(cr, w * 3)
      cairo_stroke(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      cairo_move_to(cr, 2.5, 2.5)
      cairo_line_to(cr, 21.5, 21.5)
      cairo_set_line_width(cr, w)
      setColor(cr, colors.primary)
      cairo_stroke(cr)
    }
    drawBadge(cr, recipe.badge, width: w, colors: colors)
    cairo_restore(cr)
  }

  /// A custom symbol: each shape filled and stroked as its source paints it, in its layer's
  /// colour, strokes `width` wide for the source's `stroke-width` of 2 grid units.
  private func drawLayers(_ cr: OpaquePointer, _ outline: SymbolOutline, width w: Double, colors: SymbolColors) {
    for shape in outline.shapes {
      setColor(cr, colors.layer(shape.layer))
      appendOps(cr, shape.ops)
      cairo_set_fill_rule(cr, shape.isEvenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      if shape.isSolid { cairo_fill_preserve(cr) }
      if shape.isStroked {
        cairo_set_line_width(cr, w * shape.strokeWidth / 2)
        cairo_stroke(cr)
      } else {
        cairo_new_path(cr)
      }
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
  }

  private func scaleAboutCentre(_ cr: OpaquePointer, _ k: Double) {
    cairo_translate(cr, 12, 12)
    cairo_scale(cr, k, k)
    cairo_translate(cr, -12, -12)
  }

  /// A circle of radius 10, or a rounded square 18 units wide, grown by `grow` on every side.
  private func enclosurePath(_ cr: OpaquePointer, _ e: SymbolRecipe.Enclosure, grow: Double) {
    cairo_new_path(cr)
    switch e {
    case .circle, .none: cairo_arc(cr, 12, 12, 10 + grow, 0, 2 * .pi)
    case .square:
      let side = 18 + 2 * grow
      appendOps(cr, SymbolOutline.rect(3 - grow, 3 - grow, side, side, 4.5 + grow, 4.5 + grow))
    }
  }

  private func drawBadge(_ cr: OpaquePointer, _ badge: SymbolRecipe.Badge, width w: Double, colors: SymbolColors) {
    guard badge != .none else { return }
    let (cx, cy, r) = badge == .dot ? (19.0, 5.0, 4.0) : (18.5, 18.5, 4.5)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_new_path(cr)
    cairo_arc(cr, cx, cy, r + w * (badge == .dot ? 1.1 : 0.9), 0, 2 * .pi)
    cairo_fill(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    setColor(cr, colors.badge(badge))
    cairo_new_path(cr)
    let a = r - w / 2
    switch badge {
    case .dot:
      cairo_arc(cr, cx, cy, r, 0, 2 * .pi)
      cairo_fill(cr)
      return
    case .plus:
      cairo_move_to(cr, cx - a, cy)
      cairo_line_to(cr, cx + a, cy)
      cairo_move_to(cr, cx, cy - a)
      cairo_line_to(cr, cx, cy + a)
    case .minus:
      cairo_move_to(cr, cx - a, cy)
      cairo_line_to(cr, cx + a, cy)
    case .checkmark:
      cairo_move_to(cr, cx - a, cy + 0.1 * a)
      cairo_line_to(cr, cx - 0.3 * a, cy + 0.75 * a)
      cairo_line_to(cr, cx + a, cy - 0.7 * a)
    case .xmark:
      let b = a * 0.8
      cairo_move_to(cr, cx - b, cy - b)
      cairo_line_to(cr, cx + b, cy + b)
      cairo_move_to(cr, cx + b, cy - b)
      cairo_line_to(cr, cx - b, cy + b)
    case .none: return
    }
    cairo_set_line_width(cr, w)
    cairo_stroke(cr)
  }

  /// Draws the base. With `color` nil the current operator (a knock-out) paints the base's ink;
  /// `knockColor` then paints what a filled base would have knocked out of itself.
  private func drawBase(
    _ cr: OpaquePointer, _ recipe: SymbolRecipe, _ outline: SymbolOutline?, width: Double, color: Color?,
    knockColor: Color?, weight: FontWeight
  ) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if recipe.mirrored {
      cairo_translate(cr, 24, 0)
      cairo_scale(cr, -1, 1)
    }
    if recipe.quarterTurns % 4 != 0 {
      cairo_translate(cr, 12, 12)
      cairo_rotate(cr, Double(recipe.quarterTurns) * .pi / 2)
      cairo_translate(cr, -12, -12)
    }
    if let color { setColor(cr, color) }
    cairo_set_line_width(cr, width)
    guard let outline else {
      if case .text(let label) = recipe.base { drawLabel(cr, label, weight: weight) }
      return
    }
    let shapes = outline.shapes
    guard recipe.isFilled else {
      for shape in shapes {
        appendOps(cr, shape.ops)
        if shape.isSolid { cairo_fill_preserve(cr) }
        cairo_stroke(cr)
      }
      return
    }
    // The body is the shape with the largest bounds; a shape within its bounds is an inner
    // detail, knocked out of the fill. Closed shapes fill (and knock out) as areas; an open
    // one as a stroke, unless it stands on a horizontal chord (a door, a person's shoulders).
    let bounds = shapes.map(\.bounds)
    let areas = bounds.map { ($0.2 - $0.0) * ($0.3 - $0.1) }
    let body = areas.indices.max { areas[$0] < areas[$1] } ?? 0
    let b = bounds[body]
    func isInner(_ i: Int) -> Bool {
      guard i != body else { return false }
      let c = bounds[i]
      let e = 0.01
      return c.0 >= b.0 - e && c.1 >= b.1 - e && c.2 <= b.2 + e && c.3 <= b.3 + e && areas[i] < areas[body]
    }
    func fills(_ i: Int) -> Bool {
      let shape = shapes[i]
      if shape.isClosed || shape.isSolid || i == body { return true }
      // An open half-shape outside the body (a second figure's head peeking out behind the
      // first, a bell's clapper) fills as its chord closes it; a shallow arc (a sound wave)
      // stays a stroke.
      if !isInner(i), Self.bulge(shape) >= 0.35 { return true }
      guard isInner(i), case .move(let x0, let y0) = shape.ops.first else { return false }
      let end: (Double, Double)? =
        switch shape.ops.last {
        case .line(let x, let y), .move(let x, let y): (x, y)
        case .curve(_, _, _, _, let x, let y): (x, y)
        default: nil
        }
      guard let end, abs(end.1 - y0) < 0.01, abs(end.0 - x0) > 0.01 else { return false }
      return abs(bounds[i].3 - y0) < 0.01
    }
    let inner = shapes.indices.filter(isInner)
    for i in shapes.indices where !inner.contains(i) {
      appendOps(cr, shapes[i].ops)
      if fills(i) { cairo_fill_preserve(cr) }
      cairo_stroke(cr)
    }
    // An open stroke running into the body from outside it (rain under a cloud) is cut apart
    // from the body's fill by a gap, as SF Symbols separate their layers, instead of merging
    // into it.
    // It runs into the body when a good part of it (not just an end touching the body's edge,
    // as a key's shaft meets its ring) lies within the body's bounds.
    let crossing = shapes.indices.filter { i in
      guard i != body, !inner.contains(i), !fills(i) else { return false }
      let samples = Self.samples(shapes[i].ops)
      let within = samples.filter { $0.0 > b.0 && $0.0 < b.2 && $0.1 > b.1 && $0.1 < b.3 }.count
      return !samples.isEmpty && Double(within) >= 0.2 * Double(samples.count)
    }
    if let color, !crossing.isEmpty {
      let saved = cairo_get_operator(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
      for i in crossing {
        appendOps(cr, shapes[i].ops)
        cairo_set_line_width(cr, width * 2.6)
        cairo_stroke(cr)
      }
      cairo_set_operator(cr, saved)
      setColor(cr, color)
      cairo_set_line_width(cr, width)
      for i in crossing {
        appendOps(cr, shapes[i].ops)
        cairo_stroke(cr)
      }
    }
    guard !inner.isEmpty else { return }
    let saved = cairo_get_operator(cr)
    if let knockColor {
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      setColor(cr, knockColor)
    } else {
      cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    }
    for i in inner {
      appendOps(cr, shapes[i].ops)
      if fills(i) { cairo_fill_preserve(cr) }
      cairo_stroke(cr)
    }
    cairo_set_operator(cr, saved)
    if let color { setColor(cr, color) }
  }

  /// Points along path operations, eight a segment (control points stand in for a curve's).
  static func samples(_ ops: [SymbolOutline.Op]) -> [(Double, Double)] {
    var out: [(Double, Double)] = []
    var at = (0.0, 0.0)
    func run(to p: (Double, Double)) {
      for k in 1...8 {
        let t = Double(k) / 8
        out.append((at.0 + (p.0 - at.0) * t, at.1 + (p.1 - at.1) * t))
      }
      at = p
    }
    for op in ops {
      switch op {
      case .move(let x, let y): at = (x, y)
      case .line(let x, let y): run(to: (x, y))
      case .curve(let a, let b, let c, let d, let e, let f):
        let p0 = at
        for k in 1...8 {
          let t = Double(k) / 8
          let u = 1 - t
          out.append(
            (
              u * u * u * p0.0 + 3 * u * u * t * a + 3 * u * t * t * c + t * t * t * e,
              u * u * u * p0.1 + 3 * u * u * t * b + 3 * u * t * t * d + t * t * t * f
            ))
        }
        at = (e, f)
      case .close: break
      }
    }
    return out
  }

  /// How far an open one-piece curve bulges from the chord joining its ends, over the chord's
  /// length (its points and control points; 0.5 for a half circle, about 0.2 for a sound wave);
  /// 0 for one that runs on both sides of its chord (a crescent) or has straight legs.
  static func bulge(_ shape: SymbolOutline.Shape) -> Double {
    var points: [(Double, Double)] = []
    var moves = 0
    for op in shape.ops {
      switch op {
      case .move(let x, let y):
        moves += 1
        points.append((x, y))
      case .line: return 0  // legs (a finger's): closing its chord would not follow them
      case .curve(let a, let b, let c, let d, let e, let f): points += [(a, b), (c, d), (e, f)]
      case .close: return 0
      }
    }
    guard moves == 1, let p = points.first, let q = points.last else { return 0 }
    let (dx, dy) = (q.0 - p.0, q.1 - p.1)
    let chord = (dx * dx + dy * dy).squareRoot()
    guard chord > 0.5 else { return 0 }
    // Signed distances from the chord: a cap lies on one side of it (a crescent does not).
    let sides = points.map { (($0.0 - p.0) * dy - ($0.1 - p.1) * dx) / chord }
    let (low, high) = (sides.min() ?? 0, sides.max() ?? 0)
    guard low > -0.05 * chord || high < 0.05 * chord else { return 0 }
    return max(high, -low) / chord
  }

  /// An index symbol's label, centred on the grid: digits and letters as SF Symbols set them,
  /// condensed to fit two digits.
  private func drawLabel(_ cr: OpaquePointer, _ label: String, weight: FontWeight) {
    let ctx = context(.leftToRight, for: cr)
    let heavier = FontWeight.allCases[
      min(FontWeight.allCases.count - 1, (FontWeight.allCases.firstIndex(of: weight) ?? 3) + 1)]
    let size = label.count > 1 ? 19.5 : 21.0
    let layout = PangoText.makeLayout(
      ctx, string: label, font: FontDescriptor(size: size, weight: heavier), maxWidth: nil, numberOfLines: 1,
      lineBreakMode: .byClipping)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let scale = Double(PANGO_SCALE)
    let inkW = Double(ink.width) / scale
    let squeeze = min(1, 23 / max(inkW, 0.001))
    // Centre the ink horizontally, and the line's digit height (the ink of "0") vertically.
    let baseline = Double(pango_layout_get_baseline(layout)) / scale
    let capHeight = size * 0.727
    cairo_save(cr)
    cairo_translate(cr, 12, 12)
    cairo_scale(cr, squeeze, 1)
    cairo_move_to(cr, -(Double(ink.x) / scale + inkW / 2), capHeight / 2 - baseline)
    pango_cairo_layout_path(cr, layout)
    cairo_fill(cr)
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

/// A symbol's layer colours for its rendering mode.
struct SymbolColors {
  var primary: Color
  /// Enclosures (and in hierarchical mode, what sits behind the primary layer).
  var secondary: Color
  var mode: SymbolRenderingMode
  var palette: [Color]

  init(_ s: Symbol) {
    mode = s.renderingMode
    palette = s.paletteColors
    switch s.renderingMode {
    case .monochrome, .multicolor:
      primary = s.color
      secondary = s.color
    case .hierarchical:
      primary = s.color
      secondary = s.color.fading(0.5)
    case .palette:
      primary = s.paletteColors.first ?? s.color
      secondary = s.paletteColors.dropFirst().first ?? primary
    }
  }

  /// A custom symbol's layer colour: 0 primary, 1 secondary, 2 tertiary. Hierarchical fades
  /// the tint (secondary to half, tertiary to a quarter); palette takes the layer's colour, a
  /// layer past the colours given the last.
  func layer(_ layer: Int) -> Color {
    switch mode {
    case .monochrome, .multicolor: return primary
    case .hierarchical: return layer == 0 ? primary : primary.fading(layer == 1 ? 0.5 : 0.25)
    case .palette: return palette.isEmpty ? primary : palette[min(layer, palette.count - 1)]
    }
  }

  /// A badge's colour: in multicolor, the palette's red for a dot, minus or xmark and its green
  /// for a plus or checkmark (the layout passes them); in palette, the third colour.
  func badge(_ b: SymbolRecipe.Badge) -> Color {
    switch mode {
    case .multicolor where palette.count >= 2:
      return b == .plus || b == .checkmark ? palette[1] : palette[0]
    case .palette: return palette.count > 2 ? palette[2] : primary
    default: return primary
    }
  }
}

/// Symbols already drawn by one renderer, each cropped to its ink (the rows and columns with any
/// alpha), keyed by everything their drawing reads: the symbol, its outline and the matrix the
/// symbol's surface is drawn under (its translation is the frame's centre relative to the
/// surface's corner, so the same symbol a whole number of pixels away, in the next row or the
/// next document, has the same key), so a hit paints the very pixels a fresh drawing would.
/// Bounded: the least recently used inks go first when it would hold more than `limit` bytes of
/// ink or `maximumCount` inks.
final class SymbolRasterCache {
  struct Key: Equatable {
    var symbol: Symbol
    var outline: SymbolOutline?
    var baseDirectory: String
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
      // The cheap fields first; the outline (a path) last.
      let (m, n) = (a.matrix, b.matrix)
      return m.x0 == n.x0 && m.y0 == n.y0 && m.xx == n.xx && m.yy == n.yy && m.xy == n.xy && m.yx == n.yx
        && a.width == b.width && a.height == b.height && a.symbol == b.symbol && a.baseDirectory == b.baseDirectory
        && a.outline == b.outline
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
