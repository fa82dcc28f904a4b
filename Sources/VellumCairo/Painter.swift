import CPango
import Glibc
import VellumLayout

/// Paints render-tree nodes onto a Cairo context. It makes no layout decisions: every
/// position and colour comes from the tree.
final class Painter {
  let library: FontLibrary
  let images: ImageCache
  let baseDirectory: String
  private var contexts = PerDirection<OpaquePointer>()
  /// The linear part of the matrix each context was last updated for.
  private var contextMatrices = PerDirection<LinearPart>()

  /// A Cairo matrix without its translation, which is all Pango's layouts depend on.
  private struct LinearPart: Equatable {
    var xx, xy, yx, yy: Double
  }
  /// Layouts of the texts painted last, for the strips that paint them again: a text across a
  /// strip's bottom edge is painted by the next strip too (soon after: nodes are listed top to
  /// bottom), and a tall one by many (a 5,000-line text on a 300-strip canvas took 24 s when
  /// it was laid out once a strip). Laid out and shaped once, not once a strip. A layout
  /// re-lays itself out if its context changes, so reuse never changes pixels.
  private var keptTexts: [KeptText] = []
  /// At most this many layouts are kept, the oldest dropped first, besides those a later strip
  /// paints: texts side by side, each many strips tall, are each laid out once however many.
  private static let keptTextLimit = 16

  /// A text's layout, kept.
  private struct KeptText {
    let run: TextRun
    let layout: OpaquePointer
    /// The measurer's layout, in its context, which the painter never ties to a squashed matrix:
    /// not for squashed runs.
    let measured: Bool
    /// Where its lines lie, read when a strip first draws it.
    var lines: LayoutLines?
    /// The last strip that paints it: no strip after the one being painted needs it when this is
    /// that strip (or painting is not in strips).
    var lastStrip: Int
  }

  /// The strip being painted, and the last strip that paints the node being painted (the
  /// renderer sets both; 0 when painting is not in strips).
  var strip = 0
  var nodeLastStrip = 0

  /// Symbols drawn before, kept by the renderer (nil: every symbol is drawn afresh).
  let symbolRasters: SymbolRasterCache?
  /// The measurer that laid the tree out: plain texts are painted from the layouts it measured
  /// (`PangoMeasurer.measuredLayout(for:)`), not shaped a second time.
  let measurer: PangoMeasurer?

  init(
    library: FontLibrary, images: ImageCache, baseDirectory: String, symbolRasters: SymbolRasterCache? = nil,
    measurer: PangoMeasurer? = nil
  ) {
    self.library = library
    self.images = images
    self.baseDirectory = baseDirectory
    self.symbolRasters = symbolRasters
    self.measurer = measurer
  }

  deinit {
    for c in contexts.values { g_object_unref(UnsafeMutableRawPointer(c)) }
    for t in keptTexts { g_object_unref(UnsafeMutableRawPointer(t.layout)) }
  }

  /// The layout for `run`, retained for the caller (who releases it): one painted before, the
  /// one measured for it (`measured`: a plain, left-aligned run, under an unsquashed matrix), or
  /// a new one.
  private func textLayout(_ run: TextRun, context ctx: OpaquePointer, measured: Bool) -> OpaquePointer {
    if let i = keptTexts.lastIndex(where: { $0.run == run && (measured || !$0.measured) }) {
      keptTexts[i].lastStrip = max(keptTexts[i].lastStrip, nodeLastStrip)
      g_object_ref(UnsafeMutableRawPointer(keptTexts[i].layout))
      return keptTexts[i].layout
    }
    let handed = measured && run.alignment == .left ? measurer?.measuredLayout(for: TextRequest(run)) : nil
    var layout = handed ?? Self.makeLayout(run, context: ctx)
    var fromMeasurer = handed != nil
    // Layout decided the cuts (`TextRun.elisions`), and the layout drawn must show them: the
    // measured one does, and one shaped again here does when Pango's ellipsizer cuts as it did
    // measuring (in every sample). Otherwise the text is set as the tree says its lines show it.
    if let elisions = run.elisions,
      PangoText.elisions(layout, string: run.string, numberOfLines: run.numberOfLines) != elisions
    {
      g_object_unref(UnsafeMutableRawPointer(layout))
      layout = Self.makeLayout(run.showingElisions(), context: ctx)
      fromMeasurer = false
    }
    if keptTexts.count >= Self.keptTextLimit, let done = keptTexts.firstIndex(where: { $0.lastStrip <= strip }) {
      g_object_unref(UnsafeMutableRawPointer(keptTexts.remove(at: done).layout))
    }
    g_object_ref(UnsafeMutableRawPointer(layout))
    keptTexts.append(KeptText(run: run, layout: layout, measured: fromMeasurer, lines: nil, lastStrip: nodeLastStrip))
    return layout
  }

  /// The lines of `layout`, kept with it while it is kept; read again when it was laid out again.
  private func lines(of layout: OpaquePointer) -> LayoutLines {
    guard let i = keptTexts.lastIndex(where: { $0.layout == layout }) else { return LayoutLines(layout) }
    if let kept = keptTexts[i].lines, kept.serial == pango_layout_get_serial(layout) { return kept }
    let read = LayoutLines(layout)
    keptTexts[i].lines = read
    return read
  }

  /// Draws the lines of `run`'s `layout`, its top-left corner at `origin`, that can paint inside
  /// the clip (`LayoutLines.show(inClipOf:origin:margin:)`), the run's largest font size beyond
  /// each line's ink and line box covering what Pango's extents leave out.
  private func showLines(_ layout: OpaquePointer, of run: TextRun, origin: (x: Double, y: Double), on cr: OpaquePointer)
  {
    let margin = run.spans.reduce(run.font.size) { max($0, $1.font.size) }
    lines(of: layout).show(inClipOf: cr, origin: origin, margin: margin)
  }

  /// A layout of `run` in `ctx`, breaking where layout decided its lines break: where Pango
  /// breaks it (the run's measurement, the same request, broke there) when those are the places,
  /// else only there (`PangoText.insertBreakLimits`). Break limits do not change items or their
  /// shaping, but every run split off an item copies the limits the item holds, one a line: an
  /// unbreakable text of 10,000 lines holds ~250 MB of copies and costs seconds to lay out.
  private static func makeLayout(_ run: TextRun, context ctx: OpaquePointer) -> OpaquePointer {
    func layout(breakingOnlyAt lineStarts: [Int]?) -> OpaquePointer {
      PangoText.makeLayout(
        ctx, string: run.string, font: run.font, maxWidth: run.layoutWidth, numberOfLines: run.numberOfLines,
        lineBreakMode: run.lineBreakMode, alignment: run.alignment, firstLineIndent: run.firstLineIndent,
        spans: run.spans, lineStarts: lineStarts)
    }
    let own = layout(breakingOnlyAt: nil)
    guard let starts = run.lineStarts, PangoText.lineStarts(own) != starts else { return own }
    g_object_unref(UnsafeMutableRawPointer(own))
    return layout(breakingOnlyAt: starts)
  }

  /// A painting context per direction; `pango_cairo_update_context` ties it to the target's scale.
  func context(_ direction: LayoutDirection, for cr: OpaquePointer) -> OpaquePointer {
    let c = contexts[direction] ?? library.makeContext(direction: direction)
    contexts[direction] = c
    // Updating a context always marks it changed, and every layout made in it then lays itself
    // out again; only the matrix's linear part matters to Pango (it ignores the translation),
    // and the target surface never changes, so update only when that part does.
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let linear = LinearPart(xx: m.xx, xy: m.xy, yx: m.yx, yy: m.yy)
    if contextMatrices[direction] != linear {
      pango_cairo_update_context(cr, c)
      contextMatrices[direction] = linear
    }
    return c
  }

  func paint(_ node: RenderNode, on cr: OpaquePointer, surface: OpaquePointer) throws(RenderError) {
    let f = node.frame
    switch node.kind {
    case .fill(let color, let radius, let corners):
      setColor(cr, color)
      roundedRect(cr, f, radius: radius, corners: corners)
      cairo_fill(cr)
    case .stroke(let color, let width, let radius, let corners):
      setColor(cr, color)
      cairo_set_line_width(cr, width)
      roundedRect(cr, f, radius: radius, corners: corners)
      cairo_stroke(cr)
    case .outerShadow(let color, let blur, let dy, let radius):
      Blur.shadow(on: cr, frame: f.offsetBy(dx: 0, dy: dy), radius: radius, blur: blur, color: color, knockout: f)
    case .shadow(let color, let blur, let dy, let radius):
      Blur.shadow(on: cr, frame: f.offsetBy(dx: 0, dy: dy), radius: radius, blur: blur, color: color)
    case .glass(let glass):
      GlassPainter.paint(glass, on: cr, surface: surface, frame: f)
    case .scrollEdgeEffect(let effect):
      ScrollEdgeEffectPainter.paint(effect, on: cr, surface: surface, frame: f)
    case .backdropBlur(let tint, let radius, let corner):
      Blur.backdrop(on: cr, surface: surface, frame: f, radius: radius, cornerRadius: corner)
      setColor(cr, tint)
      roundedRect(cr, f, radius: corner, corners: .all)
      cairo_fill(cr)
    case .text(let run):
      paintText(run, in: f, on: cr)
    case .symbol(let s):
      throw RenderError.internal("the symbol \(s.name) was not resolved by layout (RenderTree.resolveSymbols)")
    case .symbolDrawing(let d):
      try drawSymbol(cr, d, in: f)
    case .image(let image):
      try paintImage(image, of: node, on: cr)
    case .path(let path, let fill, let stroke, let width):
      paintPath(path, fill: fill, stroke: stroke, lineWidth: width, at: f, on: cr)
    case .radialGradient(let color, let center, let radius, let corner):
      fillRadialGradient(color, center: center, radius: radius, cornerRadius: corner, in: f, on: cr)
    case .linearGradient(let colors, let vertical, let corner):
      fillLinearGradient(colors, vertical: vertical, cornerRadius: corner, in: f, on: cr)
    case .beginGroup, .endGroup, .beginTransform, .beginScale, .endTransform, .beginClip, .endClip:
      break  // The renderer opens and closes groups and clips: they span nodes.
    }
  }

  /// Draws `run` in `f`, its lines beyond `numberOfLines` clipped away. Under a squash (a
  /// wheel's row on its drum), Pango's metrics would follow the squashed matrix and crowd the
  /// glyphs: the text is laid out under a uniform one and drawn through the squash.
  private func paintText(_ run: TextRun, in f: Rect, on cr: OpaquePointer) {
    cairo_save(cr)
    // Lines beyond numberOfLines (when not ellipsized) are clipped away, as UILabel does.
    cairo_rectangle(cr, f.x - f.width, f.y, f.width * 3 + 1, f.height)
    cairo_clip(cr)
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let squashed = abs(matrix.xx - matrix.yy) > 1e-9 || matrix.xy != 0 || matrix.yx != 0
    var uniformMatrix = matrix
    if squashed {
      uniformMatrix.yy = matrix.xx
      uniformMatrix.xy = 0
      uniformMatrix.yx = 0
      cairo_set_matrix(cr, &uniformMatrix)
    }
    let ctx = context(run.direction, for: cr)
    let layout = textLayout(run, context: ctx, measured: !squashed)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    setColor(cr, run.color)
    // Where layout decided the lines start (the frame may be narrower than the wrap width).
    let x = f.x + run.layoutOrigin.x
    let y = f.y + run.layoutOrigin.y
    cairo_move_to(cr, x, y)
    if squashed && PangoText.hasColourGlyphs(run.string) {
      paintSquashedBitmaps(layout, at: (x, y), in: f, matrix: matrix, uniform: uniformMatrix, on: cr)
    } else if squashed {
      fillSquashedOutline(layout, matrix: matrix, on: cr)
    } else {
      showLines(layout, of: run, origin: (x, y), on: cr)
    }
    cairo_restore(cr)
  }

  /// Colour emoji are bitmaps: they have no outline to fill. Draws the row whole under the
  /// `uniform` matrix into a group (clipped to the row as it is before the squash, not to the
  /// squashed clip), then lays the group down through the squash (`matrix`) and the clips.
  /// Anchored where the squash puts the row's middle, so the group stays on the surface.
  private func paintSquashedBitmaps(
    _ layout: OpaquePointer, at origin: (x: Double, y: Double), in f: Rect, matrix: cairo_matrix_t,
    uniform uniformMatrix: cairo_matrix_t, on cr: OpaquePointer
  ) {
    var matrix = matrix
    let (x, y) = origin
    var anchored = uniformMatrix
    anchored.y0 = matrix.y0 + (matrix.yy - uniformMatrix.yy) * f.midY
    cairo_save(cr)
    cairo_set_matrix(cr, &anchored)
    cairo_reset_clip(cr)
    cairo_rectangle(cr, f.x - f.width, f.y, f.width * 3 + 1, f.height)
    cairo_clip(cr)
    cairo_push_group(cr)
    cairo_move_to(cr, x, y)
    pango_cairo_show_layout(cr, layout)
    let group = cairo_pop_group(cr)
    cairo_restore(cr)
    // The group holds device pixels drawn under the uniform matrix: through the squashed
    // one, user space reaches them by way of the uniform one.
    cairo_pattern_set_matrix(group, &anchored)
    cairo_set_matrix(cr, &matrix)
    cairo_set_source(cr, group)
    cairo_paint(cr)
    cairo_pattern_destroy(group)
  }

  /// Fills the text's outline, taken under the uniform matrix, through the squash (`matrix`).
  private func fillSquashedOutline(_ layout: OpaquePointer, matrix: cairo_matrix_t, on cr: OpaquePointer) {
    var matrix = matrix
    pango_cairo_layout_path(cr, layout)
    let outline = cairo_copy_path(cr)
    cairo_new_path(cr)
    cairo_set_matrix(cr, &matrix)
    if let outline {
      cairo_append_path(cr, outline)
      cairo_path_destroy(outline)
    }
    cairo_fill(cr)
  }

  /// Draws `image` in `node`'s frame; an unreadable file's error names the part of the document
  /// that named it.
  private func paintImage(_ image: ImageDraw, of node: RenderNode, on cr: OpaquePointer) throws(RenderError) {
    let f = node.frame
    let src: OpaquePointer
    do {
      src = try images.surface(for: image.path, baseDirectory: baseDirectory)
    } catch {
      // Say which part of the document named the image.
      guard case .unreadableImage(let path, let reason) = error, let at = node.source?.path else { throw error }
      throw RenderError.unreadableImage(path: path, reason: reason + " (the image of \(at))")
    }
    drawImage(cr, src, image, in: f)
  }

  /// Fills and strokes `path` with its origin at `f`'s, the stroke's caps and joins round.
  private func paintPath(
    _ path: Path, fill: Color?, stroke: Color?, lineWidth width: Double, at f: Rect, on cr: OpaquePointer
  ) {
    cairo_save(cr)
    cairo_translate(cr, f.x, f.y)
    cairo_new_path(cr)
    for e in path.elements {
      switch e {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .curve(let a, let b, let c): cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
      case .close: cairo_close_path(cr)
      }
    }
    if let fill {
      setColor(cr, fill)
      cairo_fill_preserve(cr)
    }
    if let stroke {
      setColor(cr, stroke)
      cairo_set_line_width(cr, width)
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      cairo_stroke_preserve(cr)
    }
    cairo_new_path(cr)
    cairo_restore(cr)
  }

  /// Fills `f`'s rounded rectangle with `color` fading out from `center` (in `f`) to `radius`.
  private func fillRadialGradient(
    _ color: Color, center: Point, radius: Double, cornerRadius corner: Double, in f: Rect, on cr: OpaquePointer
  ) {
    guard radius > 0,
      let pattern = cairo_pattern_create_radial(
        f.x + center.x, f.y + center.y, 0, f.x + center.x, f.y + center.y, radius)
    else { return }
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_add_color_stop_rgba(pattern, 0, color.red, color.green, color.blue, color.alpha)
    cairo_pattern_add_color_stop_rgba(pattern, 1, color.red, color.green, color.blue, 0)
    cairo_set_source(cr, pattern)
    roundedRect(cr, f, radius: corner, corners: .all)
    cairo_fill(cr)
  }

  /// Fills `f`'s rounded rectangle with `colors` evenly spaced down it or across it.
  private func fillLinearGradient(
    _ colors: [Color], vertical: Bool, cornerRadius corner: Double, in f: Rect, on cr: OpaquePointer
  ) {
    guard !colors.isEmpty,
      let pattern = vertical
        ? cairo_pattern_create_linear(f.x, f.y, f.x, f.maxY) : cairo_pattern_create_linear(f.x, f.y, f.maxX, f.y)
    else { return }
    defer { cairo_pattern_destroy(pattern) }
    for (i, c) in colors.enumerated() {
      let offset = colors.count == 1 ? 0 : Double(i) / Double(colors.count - 1)
      cairo_pattern_add_color_stop_rgba(pattern, offset, c.red, c.green, c.blue, c.alpha)
    }
    cairo_set_source(cr, pattern)
    roundedRect(cr, f, radius: corner, corners: .all)
    cairo_fill(cr)
  }

  /// Draws `image`'s pixels where layout placed them, clipped to the frame's rounded rectangle.
  private func drawImage(_ cr: OpaquePointer, _ src: OpaquePointer, _ image: ImageDraw, in f: Rect) {
    guard let p = image.placement else { return }
    cairo_save(cr)
    roundedRect(cr, f, radius: image.cornerRadius, corners: image.hasContinuousCorners ? [.all, .continuous] : .all)
    cairo_clip(cr)
    cairo_translate(cr, p.origin.x, p.origin.y)
    cairo_scale(cr, p.scaleX, p.scaleY)
    if let tint = image.tint {
      // A template: the image's alpha, filled with the tint.
      setColor(cr, tint)
      let mask = cairo_pattern_create_for_surface(src)
      cairo_pattern_set_filter(mask, CAIRO_FILTER_GOOD)
      cairo_mask(cr, mask)
      cairo_pattern_destroy(mask)
    } else {
      cairo_set_source_surface(cr, src, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      cairo_paint(cr)
    }
    cairo_restore(cr)
  }

  func setColor(_ cr: OpaquePointer, _ c: Color) {
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
  }
}

/// Adds a rectangle path with the given corners rounded: circular arcs, or with `.continuous`
/// among the corners iOS's continuous corners (`continuousRoundedRect`).
func roundedRect(_ cr: OpaquePointer, _ f: Rect, radius: Double, corners: Corners) {
  if corners.contains(.continuous) {
    continuousRoundedRect(cr, f, radius: radius, corners: corners.roundedCorners)
    return
  }
  let r = max(0, min(radius, f.width / 2, f.height / 2))
  guard r > 0, !corners.isEmpty else {
    cairo_rectangle(cr, f.x, f.y, f.width, f.height)
    return
  }
  let half = Double.pi / 2
  cairo_new_sub_path(cr)
  func corner(_ c: Corners, _ cx: Double, _ cy: Double, _ px: Double, _ py: Double, _ start: Double) {
    if corners.contains(c) {
      cairo_arc(cr, cx, cy, r, start, start + half)
    } else {
      cairo_line_to(cr, px, py)
    }
  }
  corner(.topRight, f.maxX - r, f.y + r, f.maxX, f.y, -half)
  corner(.bottomRight, f.maxX - r, f.maxY - r, f.maxX, f.maxY, 0)
  corner(.bottomLeft, f.x + r, f.maxY - r, f.x, f.maxY, half)
  corner(.topLeft, f.x + r, f.y + r, f.x, f.y, 2 * half)
  cairo_close_path(cr)
}

/// The shape of one continuous corner of radius `r`, as iOS draws `cornerCurve = .continuous`:
/// a circular arc in the middle of the corner (36° of it), eased into both edges by a cubic
/// Bézier each, so the curvature rises gradually from the straight edge. The corner takes
/// `extent` along each edge (1.6 r with room; less, easing less, where the rectangle is too
/// small, down to a circular arc). Smoothing 0.6 is the value commonly matched to iOS's.
struct ContinuousCorner: Equatable {
  var radius: Double
  /// How far along each edge from the corner the curve begins.
  var extent: Double
  var a: Double, b: Double, c: Double, d: Double
  /// The arc's half-angle offset from the edge directions, in radians.
  var arcStart: Double

  init(radius: Double, room: Double, smoothing: Double = 0.6) {
    let r = max(0, min(radius, room))
    // Where the full ease does not fit, ease less (iOS's corner turns circular as it runs out of room).
    let s = r > 0 ? max(0, min(smoothing, room / r - 1)) : 0
    let p = (1 + s) * r
    let degree = Double.pi / 180
    let arcMeasure = 90 * (1 - s)
    let arcSectionLength = sin(arcMeasure / 2 * degree) * r * 2.0.squareRoot()
    let alpha = (90 - arcMeasure) / 2
    let p3ToP4 = r * tan(alpha / 2 * degree)
    let beta = 45 * s
    c = p3ToP4 * cos(beta * degree)
    d = c * tan(beta * degree)
    b = (p - arcSectionLength - c - d) / 3
    a = 2 * b
    self.radius = r
    extent = p
    arcStart = alpha * degree
  }
}

/// Adds a rectangle path with the given corners continuous (`ContinuousCorner`): iOS's
/// squircle corners, which Settings icons, alert platters, sheets and inset grouped sections use.
func continuousRoundedRect(_ cr: OpaquePointer, _ f: Rect, radius: Double, corners: Corners) {
  let k = ContinuousCorner(radius: radius, room: min(f.width, f.height) / 2)
  guard k.radius > 0, !corners.isEmpty else {
    cairo_rectangle(cr, f.x, f.y, f.width, f.height)
    return
  }
  let (a, b, c, d, r, p) = (k.a, k.b, k.c, k.d, k.radius, k.extent)
  let half = Double.pi / 2
  cairo_new_sub_path(cr)
  // Each corner is drawn in a frame where the edge before it runs along +x towards the corner
  // at the origin and the edge after it runs along +y away from it: `map` takes that frame to
  // the rectangle's corner.
  func corner(
    _ which: Corners, _ map: (Double, Double) -> (Double, Double), _ arcBase: Double, _ cx: Double, _ cy: Double
  ) {
    guard corners.contains(which) else {
      let q = map(0, 0)
      cairo_line_to(cr, q.0, q.1)
      return
    }
    func to(_ x: Double, _ y: Double) -> (Double, Double) { map(x, y) }
    let start = to(-p, 0)
    cairo_line_to(cr, start.0, start.1)
    let c1 = to(-p + a, 0)
    let c2 = to(-p + a + b, 0)
    let e1 = to(-p + a + b + c, d)
    cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, e1.0, e1.1)
    cairo_arc(cr, cx, cy, r, arcBase + k.arcStart, arcBase + half - k.arcStart)
    let c3 = to(0, p - a - b)
    let c4 = to(0, p - a)
    let e2 = to(0, p)
    cairo_curve_to(cr, c3.0, c3.1, c4.0, c4.1, e2.0, e2.1)
  }
  // Clockwise from the top edge (y grows downwards).
  corner(.topRight, { (f.maxX + $0, f.y + $1) }, -half, f.maxX - r, f.y + r)
  corner(.bottomRight, { (f.maxX - $1, f.maxY + $0) }, 0, f.maxX - r, f.maxY - r)
  corner(.bottomLeft, { (f.x - $0, f.maxY - $1) }, half, f.x + r, f.maxY - r)
  corner(.topLeft, { (f.x + $1, f.y - $0) }, 2 * half, f.x + r, f.y + r)
  cairo_close_path(cr)
}
