import CPango

/// The lines of a Pango layout and where drawing the whole layout puts each, so that a strip
/// draws only the lines it shows: a text many strips tall costs each strip its own lines, not
/// all of them (`pango_cairo_show_layout` draws every line, however few the clip keeps).
///
/// A line is drawn exactly where `pango_renderer_draw_layout` draws it: Pango's renderer gives
/// a run's glyphs and decorations the integer sum of the line's position and the run's own
/// offsets (Pango units), then adds it to the current point; the line's position goes into the
/// run offsets (`y_offset`, and an empty first run as wide as the line's indent) of a copy of
/// the line drawn at the layout's own current point, so every sum, and so every pixel, is the
/// one drawing the layout gives. (A current point per line would round each line's origin to
/// cairo's 1/256 pixel grid.) Run backgrounds, which Pango places by the line's position alone,
/// are filled here with Pango's arithmetic, a line's backgrounds before its glyphs, as TextKit
/// draws them. (Pango fills each just before its run: where a glyph or an underline of an
/// earlier run in the line reaches into a later run's background, the pixels there differ.)
struct LayoutLines {
  /// One line: where it starts (its logical x, its baseline) and the rows its ink and its line
  /// box cover, in Pango units from the layout's top-left corner.
  struct Line {
    let line: UnsafeMutablePointer<PangoLayoutLine>
    let x: Int32
    let baseline: Int32
    let top: Int32
    let bottom: Int32
  }

  /// The layout's serial when the lines were read: a layout laid out again has other lines.
  let serial: UInt32
  let lines: [Line]
  /// The lowest bottom of a line so far, and the highest top of a line from there on: both
  /// ascend, so the lines a range of rows meets are found by bisection.
  private let bottomsSoFar: [Int32]
  private let topsFromHere: [Int32]

  /// Reads `layout`'s lines (laying it out if it is not).
  init(_ layout: OpaquePointer) {
    var lines: [Line] = []
    let iter = pango_layout_get_iter(layout)!
    repeat {
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, &ink, &logical)
      let line = pango_layout_iter_get_line_readonly(iter)!
      lines.append(
        Line(
          line: line, x: logical.x, baseline: pango_layout_iter_get_baseline(iter),
          top: min(ink.y, logical.y), bottom: max(ink.y + ink.height, logical.y + logical.height)))
    } while pango_layout_iter_next_line(iter) != 0
    pango_layout_iter_free(iter)
    serial = pango_layout_get_serial(layout)
    self.lines = lines
    var lowest = Int32.min
    bottomsSoFar = lines.map {
      lowest = max(lowest, $0.bottom)
      return lowest
    }
    var highest = Int32.max
    topsFromHere = lines.reversed().map {
      highest = min(highest, $0.top)
      return highest
    }.reversed()
  }

  /// The lines whose rows meet `top..<bottom` (Pango units from the layout's top).
  func lines(meeting top: Int32, _ bottom: Int32) -> [Line] {
    let first = partition { bottomsSoFar[$0] > top }
    let end = partition { topsFromHere[$0] >= bottom }
    guard first < end else { return [] }
    return lines[first..<end].filter { $0.bottom > top && $0.top < bottom }
  }

  /// The first index of `0..<lines.count` for which `above` holds (it holds from there on).
  private func partition(_ above: (Int) -> Bool) -> Int {
    var low = 0
    var high = lines.count
    while low < high {
      let mid = (low + high) / 2
      if above(mid) { high = mid } else { low = mid + 1 }
    }
    return low
  }

  /// Draws the lines that can paint inside `cr`'s clip, the layout's top-left corner at `origin`
  /// (user space): those whose ink and line box, grown by `margin` (points), meet the clip's rows.
  /// A strip of a tall text draws its own few lines.
  func show(inClipOf cr: OpaquePointer, origin: (x: Double, y: Double), margin: Double) {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    func units(_ v: Double) -> Int32 {
      let u = (v * Double(PANGO_SCALE)).rounded(.down)
      return u.isNaN ? 0 : Int32(min(max(u, -2e9), 2e9))
    }
    for line in lines(meeting: units(y1 - origin.y - margin), units(y2 - origin.y + margin)) {
      Self.show(line, origin: origin, on: cr)
    }
  }

  /// Draws `line` of a layout whose top-left corner is at `origin` (user space) onto `cr`: the
  /// pixels `pango_cairo_show_layout` gives that line.
  static func show(_ line: Line, origin: (x: Double, y: Double), on cr: OpaquePointer) {
    var runs: [UnsafeMutablePointer<PangoGlyphItem>] = []
    var node = line.line.pointee.runs
    while let n = node {
      runs.append(n.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self))
      node = n.pointee.next
    }
    cairo_move_to(cr, origin.x, origin.y)
    // Where Pango's renderer measures from: the current point as cairo gives it back.
    var offset = (x: 0.0, y: 0.0)
    cairo_get_current_point(cr, &offset.x, &offset.y)
    fillBackgrounds(runs, of: line, from: offset, on: cr)

    // The runs as Pango's renderer gets them from drawing the layout: moved down to the line's
    // baseline, across to its start, without the backgrounds filled above.
    var copies: [PangoGlyphItem] = []
    var items: [UnsafeMutablePointer<PangoItem>] = []
    var empty: UnsafeMutablePointer<PangoGlyphString>? = nil
    if line.x != 0, let first = runs.first {
      // A line that does not start at the left edge starts with an empty run that ends there:
      // the renderer measures where a run's text ends from the runs before it (a decoration
      // cut where its colour changes ends there), never from the first run's own offsets.
      let item = UnsafeMutablePointer<PangoItem>.allocate(capacity: 1)
      item.initialize(to: first.pointee.item.pointee)
      item.pointee.length = 0
      item.pointee.num_chars = 0
      item.pointee.analysis.extra_attrs = nil
      items.append(item)
      empty = pango_glyph_string_new()
      var lead = first.pointee
      lead.item = item
      lead.glyphs = empty
      lead.y_offset = 0
      lead.start_x_offset = 0
      lead.end_x_offset = line.x
      copies.append(lead)
    }
    for run in runs {
      var copy = run.pointee
      copy.y_offset -= line.baseline
      if let item = itemWithoutBackground(run.pointee.item) {
        items.append(item)
        copy.item = item
      }
      copies.append(copy)
    }
    let stored = UnsafeMutablePointer<PangoGlyphItem>.allocate(capacity: max(1, copies.count))
    stored.initialize(from: copies, count: copies.count)
    var list: UnsafeMutablePointer<GSList>? = nil
    for i in copies.indices.reversed() { list = g_slist_prepend(list, stored + i) }
    var copied = line.line.pointee
    copied.runs = list
    // Filling took the current point away: Pango's renderer starts from it.
    cairo_move_to(cr, origin.x, origin.y)
    pango_cairo_show_layout_line(cr, &copied)
    g_slist_free(list)
    stored.deinitialize(count: copies.count)
    stored.deallocate()
    if let empty { pango_glyph_string_free(empty) }
    for item in items {
      g_slist_free(item.pointee.analysis.extra_attrs)
      item.deallocate()
    }
  }

  /// Fills the backgrounds of `line`'s runs as Pango's renderer does (the run's advance wide,
  /// the line box tall, its colour and alpha), measured from `offset` (the renderer's origin).
  private static func fillBackgrounds(
    _ runs: [UnsafeMutablePointer<PangoGlyphItem>], of line: Line, from offset: (x: Double, y: Double),
    on cr: OpaquePointer
  ) {
    var box: PangoRectangle? = nil
    var x: Int32 = 0
    let scale = Double(PANGO_SCALE)
    for run in runs {
      let width = pango_glyph_string_get_width(run.pointee.glyphs)
      x += run.pointee.start_x_offset
      if let (color, alpha) = background(run.pointee.item) {
        let b =
          box
          ?? {
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line.line, nil, &logical)
            return logical
          }()
        box = b
        cairo_save(cr)
        // Pango's cairo renderer: an alpha of 0 is no alpha (opaque).
        cairo_set_source_rgba(
          cr, Double(color.red) / 65535, Double(color.green) / 65535, Double(color.blue) / 65535,
          alpha == 0 ? 1 : Double(alpha) / 65535)
        cairo_rectangle(
          cr, offset.x + Double(line.x + x) / scale, offset.y + Double(line.baseline + b.y) / scale,
          Double(width) / scale, Double(b.height) / scale)
        cairo_fill(cr)
        cairo_restore(cr)
      }
      x += width + run.pointee.end_x_offset
    }
  }

  /// A run's background colour and alpha attributes (the last of each, as Pango's renderer
  /// reads them); nil without a background colour.
  private static func background(_ item: UnsafeMutablePointer<PangoItem>) -> (PangoColor, UInt16)? {
    var color: PangoColor? = nil
    var alpha: UInt16 = 0
    var node = item.pointee.analysis.extra_attrs
    while let n = node {
      let attr = n.pointee.data.assumingMemoryBound(to: PangoAttribute.self)
      switch attr.pointee.klass.pointee.type {
      case PANGO_ATTR_BACKGROUND:
        color = UnsafeMutableRawPointer(attr).assumingMemoryBound(to: PangoAttrColor.self).pointee.color
      case PANGO_ATTR_BACKGROUND_ALPHA:
        alpha = UInt16(
          truncatingIfNeeded: UnsafeMutableRawPointer(attr).assumingMemoryBound(to: PangoAttrInt.self).pointee.value)
      default: break
      }
      node = n.pointee.next
    }
    return color.map { ($0, alpha) }
  }

  /// A copy of `item` without its background attributes (its own list of the others), for
  /// Pango to draw the run without the background filled here; nil when it has none.
  private static func itemWithoutBackground(_ item: UnsafeMutablePointer<PangoItem>) -> UnsafeMutablePointer<PangoItem>?
  {
    guard background(item) != nil else { return nil }
    var kept: UnsafeMutablePointer<GSList>? = nil
    var node = item.pointee.analysis.extra_attrs
    while let n = node {
      let type = n.pointee.data.assumingMemoryBound(to: PangoAttribute.self).pointee.klass.pointee.type
      if type != PANGO_ATTR_BACKGROUND && type != PANGO_ATTR_BACKGROUND_ALPHA {
        kept = g_slist_prepend(kept, n.pointee.data)
      }
      node = n.pointee.next
    }
    let copy = UnsafeMutablePointer<PangoItem>.allocate(capacity: 1)
    copy.initialize(to: item.pointee)
    copy.pointee.analysis.extra_attrs = g_slist_reverse(kept)
    return copy
  }
}
