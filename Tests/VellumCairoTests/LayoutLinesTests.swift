import CPango
import Testing
import VellumModel

@testable import VellumCairo
@testable import VellumLayout

/// A strip draws only the lines of a text it shows (`LayoutLines`), each exactly where drawing the
/// whole layout puts it: the same pixels as `pango_cairo_show_layout`, strip by strip, for texts
/// that wrap, align, run right to left, mix fonts, colours, decorations and backgrounds, at 1x
/// (Pango's sums exact in binary) and 3x (not), on one strip and on strips a few rows tall.
@Suite struct LayoutLinesTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var string: String
    var width: Double
    var alignment: ResolvedAlignment = .left
    var direction: LayoutDirection = .leftToRight
    var indent: Double = 0
    var spans: [TextSpan] = []
    var numberOfLines = 0
    var testDescription: String { name }
  }

  static let body = FontDescriptor(size: 17)
  static let paragraph = String(
    repeating: "The quick brown fox jumps over the lazy dog, then naps beside a warm stove. ", count: 6)

  static func span(
    _ s: String, _ color: Color = Color(red: 0, green: 0, blue: 0, alpha: 1), size: Double = 17,
    underline: Bool = false, strike: Bool = false, background: Color? = nil, rise: Double = 0, kern: Double = 0
  ) -> TextSpan {
    TextSpan(
      string: s, font: FontDescriptor(size: size), color: color, backgroundColor: background, underline: underline,
      strikethrough: strike, baselineOffset: rise, kern: kern)
  }

  static let red = Color(red: 1, green: 0.2, blue: 0.1, alpha: 1)
  static let blue = Color(red: 0.1, green: 0.3, blue: 1, alpha: 0.8)
  static let yellow = Color(red: 1, green: 0.9, blue: 0.2, alpha: 1)

  static let cases: [Case] = [
    Case(name: "plain", string: paragraph, width: 150),
    Case(name: "centred", string: paragraph, width: 150, alignment: .center),
    Case(name: "right, indented", string: paragraph, width: 170, alignment: .right, indent: 24),
    Case(name: "justified", string: paragraph, width: 160, alignment: .justified),
    Case(
      name: "right to left", string: String(repeating: "שלום עולם مرحبا بالعالم and English ", count: 5), width: 140,
      alignment: .right, direction: .rightToLeft),
    Case(name: "emoji and CJK", string: String(repeating: "日本語のテキスト 😀👍🏽 mixed ", count: 6), width: 120),
    Case(name: "unbreakable", string: String(repeating: "W", count: 300), width: 20),
    Case(name: "truncated", string: paragraph, width: 150, numberOfLines: 3),
    Case(
      name: "attributed", string: "", width: 170,
      spans: [
        span("Red words run on, "), span("underlined in blue ", blue, underline: true),
        span("and red ", red, underline: true), span("struck ", strike: true),
        span("highlighted ", background: yellow), span("big ", size: 30), span("raised ", rise: 6),
        span("spaced out ", kern: 2), span(paragraph),
      ]),
    Case(
      name: "underlined in two colours, centred", string: "", width: 170, alignment: .center,
      spans: [
        span("Centred and underlined ", underline: true), span("in two colours ", red, underline: true),
        span(paragraph),
      ]),
    Case(
      name: "highlighted, centred", string: "", width: 170, alignment: .center,
      spans: [span("Centred "), span("with a highlight ", background: yellow), span(paragraph)]),
  ].map { c in
    var c = c
    if !c.spans.isEmpty { c.string = c.spans.map(\.string).joined() }
    return c
  }

  /// `c` laid out and drawn at `scale` on a surface `strip` rows at a time (each strip its own
  /// clip, as the renderer paints), whole (`pango_cairo_show_layout`) or a line at a time.
  static func pixels(_ c: Case, scale: Double, strip: Int, whole: Bool) throws -> [UInt8] {
    // One font library per case: a Pango font map is not safe to share between threads.
    let library = try FontLibrary()
    let origin = (x: 7.3, y: 5.1)
    let width = Int(((c.width + 20) * scale).rounded(.up))
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(strip))!
    defer { cairo_surface_destroy(surface) }
    let context = library.makeContext(direction: c.direction)
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    var layout: OpaquePointer? = nil
    defer { if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) } }
    var lines: LayoutLines? = nil
    var height = Int.max
    var out: [UInt8] = []
    var top = 0
    while top < height {
      let cr = cairo_create(surface)!
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_paint(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      cairo_scale(cr, scale, scale)
      cairo_translate(cr, 0, -Double(top) / scale)
      if layout == nil {
        pango_cairo_update_context(cr, context)
        layout = PangoText.makeLayout(
          context, string: c.string, font: body, maxWidth: c.width, numberOfLines: c.numberOfLines,
          lineBreakMode: c.numberOfLines > 0 ? .byTruncatingTail : .byWordWrapping, alignment: c.alignment,
          firstLineIndent: c.indent, spans: c.spans)
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let bottom = Double(max(ink.y + ink.height, logical.y + logical.height)) / Double(PANGO_SCALE)
        height = Int(((origin.y + bottom + 10) * scale).rounded(.up))
        lines = LayoutLines(layout!)
      }
      cairo_set_source_rgb(cr, 0.2, 0.2, 0.2)
      if whole {
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_show_layout(cr, layout)
      } else {
        lines!.show(inClipOf: cr, origin: origin, margin: 17)
      }
      cairo_destroy(cr)
      cairo_surface_flush(surface)
      let data = cairo_image_surface_get_data(surface)!
      let stride = Int(cairo_image_surface_get_stride(surface))
      let rows = min(strip, height - top)
      out += UnsafeBufferPointer(start: data, count: stride * rows)
      top += rows
    }
    return out
  }

  @Test(arguments: cases)
  func aLineAtATimePaintsWhatTheWholeLayoutPaints(_ c: Case) throws {
    for scale in [1.0, 3.0] {
      for strip in [4096, 11] {
        let whole = try Self.pixels(c, scale: scale, strip: strip, whole: true)
        #expect(whole.contains { $0 != 0xFF }, "\(c.name) draws something")
        let lines = try Self.pixels(c, scale: scale, strip: strip, whole: false)
        let same = lines == whole
        let first = same ? nil : zip(lines, whole).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(
          same, "\(c.name) at \(scale)x, \(strip)-row strips: first difference at byte \(first ?? -1) of \(whole.count)"
        )
      }
    }
  }

  @Test func aStripFindsItsOwnLines() throws {
    // One font library per case: a Pango font map is not safe to share between threads.
    let library = try FontLibrary()
    let context = library.makeContext(direction: .leftToRight)
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    let layout = PangoText.makeLayout(
      context, string: String(repeating: "W", count: 1000), font: Self.body, maxWidth: 20, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let lines = LayoutLines(layout)
    #expect(lines.lines.count == Int(pango_layout_get_line_count(layout)))
    #expect(lines.lines.count >= 500)
    // A row range a few lines tall meets a few lines, found without visiting the others.
    let line = lines.lines[300]
    let met = lines.lines(meeting: line.top, line.bottom)
    #expect(met.contains { $0.line == line.line })
    #expect(met.count <= 3)
    #expect(lines.lines(meeting: -1000, 0).isEmpty)
    #expect(lines.lines(meeting: lines.lines.last!.bottom, Int32.max).isEmpty)
  }
}
