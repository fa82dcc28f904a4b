import CPango
import Synchronization
import VellumLayout

/// Builds Pango layouts the same way for measuring and for painting, so that painted text
/// wraps and truncates exactly where layout measured it.
enum PangoText {
  static func makeLayout(
    _ context: OpaquePointer, string: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode, alignment: ResolvedAlignment = .left, firstLineIndent: Double = 0,
    spans: [TextSpan] = [], truncatingParagraphs: Bool = true, lineStarts: [Int]? = nil
  ) -> OpaquePointer {
    let layout = pango_layout_new(context)!
    let d = FontLibrary.description(for: font)
    pango_layout_set_font_description(layout, d)
    pango_font_description_free(d)
    let attributes = textAttributes(string: string, font: font, spans: spans, lineStarts: lineStarts)
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
    // A paragraph's direction follows its first strong character, as UIKit's natural writing
    // direction does ("Mixed עברית and English" reads left to right in a right-to-left UI).
    pango_layout_set_auto_dir(layout, 1)
    layoutText(string).withCString { pango_layout_set_text(layout, $0, -1) }
    if firstLineIndent > 0 { pango_layout_set_indent(layout, Int32((firstLineIndent * Double(PANGO_SCALE)).rounded())) }
    if let w = maxWidth {
      // Pango's line breaker counts the letter spacing after a line's last character, which the
      // finished line drops: with positive tracking (Inter below 13 pt), a text given exactly its
      // measured width would wrap ("Hom-e"). The breaker gets that spacing as slack, so a text
      // fits the width it measured; a line still never comes out wider than `w`.
      let slack = breakerSlack(font, spans: spans)
      pango_layout_set_width(layout, Int32((w * Double(PANGO_SCALE)).rounded(.down)) + slack)
      pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
      let ellipsize: PangoEllipsizeMode
      switch lineBreakMode {
      case .byTruncatingTail: ellipsize = PANGO_ELLIPSIZE_END
      case .byTruncatingMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
      case .byTruncatingHead: ellipsize = PANGO_ELLIPSIZE_START
      default: ellipsize = PANGO_ELLIPSIZE_NONE
      }
      if numberOfLines > 0 && ellipsize != PANGO_ELLIPSIZE_NONE {
        pango_layout_set_ellipsize(layout, ellipsize)
        // A negative height limits the paragraph to that many lines, ellipsizing the last.
        pango_layout_set_height(layout, -Int32(numberOfLines))
        // Lines of several paragraphs (explicit "\n") end at the limit too, UILabel's way: the
        // last line shown gets the ellipsis.
        if truncatingParagraphs, Int(pango_layout_get_line_count(layout)) > numberOfLines,
          let cut = paragraphCut(layout, string: string, numberOfLines: numberOfLines)
        {
          guard let cutString = cut.string else {
            // The last line shown runs on in its paragraph: Pango ellipsizes it at the height.
            pango_layout_set_height(layout, cut.height)
            return finish(layout, context: context, string: string, alignment: alignment)
          }
          g_object_unref(UnsafeMutableRawPointer(layout))
          let cutLayout = makeLayout(
            context, string: cutString, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, alignment: alignment, firstLineIndent: firstLineIndent,
            spans: spans.isEmpty ? [] : cutSpans(spans, to: cutString), truncatingParagraphs: false,
            lineStarts: lineStarts?.filter { $0 < cutString.utf8.count })
          pango_layout_set_height(cutLayout, cut.height)
          return cutLayout
        }
      }
      return finish(layout, context: context, string: string, alignment: alignment)
    }
    return layout
  }

  /// The attributes a layout of `string` takes: the spans' (`insertSpanAttributes`), or without
  /// spans SF Pro's line height on every line and its tracking on the scripts Inter draws; then
  /// the line breaks `lineStarts` forces, and NULs drawn as nothing.
  static func textAttributes(string: String, font: FontDescriptor, spans: [TextSpan], lineStarts: [Int]?)
    -> OpaquePointer
  {
    let attributes = pango_attr_list_new()!
    if !spans.isEmpty {
      insertSpanAttributes(attributes, string: string, font: font, spans: spans)
    } else {
      let substitute = font.substitute
      // Every line is as tall as SF Pro's line, whatever fallback font (CJK, Arabic, emoji) a
      // line uses, so rows keep UIKit's heights (spec §1.1b); taller glyphs may overhang.
      let lineHeight = Int32((substitute.lineHeight * Double(PANGO_SCALE)).rounded())
      if let pieces = pieces(string) {
        // Pango shapes again what is left of an item each time it breaks a line off it, so one
        // long item costs lines × length: 10,000 characters with no break opportunity in a
        // 20 pt column are 10,000 lines, 40 s. Set in pieces, the line height (an attribute
        // that splits items) makes each piece an item of its own, and a line costs a piece.
        for piece in pieces {
          let a = pango_attr_line_height_new_absolute(lineHeight)!
          a.pointee.start_index = UInt32(piece.lowerBound)
          a.pointee.end_index = UInt32(piece.upperBound)
          pango_attr_list_insert(attributes, a)
        }
      } else {
        pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(lineHeight))
      }
      // SF's tracking stand-in, on the scripts Inter draws only: fallback faces keep their own.
      if substitute.tracking != 0 {
        let spacing = letterSpacing(font)
        for range in interRanges(string) {
          let a = pango_attr_letter_spacing_new(spacing)!
          a.pointee.start_index = UInt32(range.lowerBound)
          a.pointee.end_index = UInt32(range.upperBound)
          pango_attr_list_insert(attributes, a)
        }
      }
    }
    if let lineStarts { insertBreakLimits(attributes, lineStarts: lineStarts, length: string.utf8.count) }
    insertHiddenNuls(attributes, string: string)
    return attributes
  }

  /// `string` as a layout holds it: a NUL (which would end the C string Pango is given, and the
  /// text with it) becomes U+0001, one byte as well, so every UTF-8 offset stays and the text
  /// after it shows (`insertHiddenNuls` makes it draw as nothing, as UIKit draws a NUL).
  static func layoutText(_ string: String) -> String {
    guard string.utf8.contains(0) else { return string }
    return String(decoding: string.utf8.map { $0 == 0 ? 1 : $0 }, as: UTF8.self)
  }

  /// An empty shape (no ink, no advance) over each NUL of `string`: Pango would draw the
  /// U+0001 standing for it as a hex box.
  static func insertHiddenNuls(_ list: OpaquePointer, string: String) {
    guard string.utf8.contains(0) else { return }
    var empty = PangoRectangle()
    for (i, byte) in string.utf8.enumerated() where byte == 0 {
      let a = pango_attr_shape_new(&empty, &empty)!
      a.pointee.start_index = UInt32(i)
      a.pointee.end_index = UInt32(i + 1)
      pango_attr_list_insert(list, a)
    }
  }

  /// Break opportunities only where layout's measurement broke the lines (`TextRun.lineStarts`):
  /// Pango may not break inside any line's text, so it breaks between them, as it did measuring.
  static func insertBreakLimits(_ list: OpaquePointer, lineStarts: [Int], length: Int) {
    var start = 0
    for end in lineStarts + [length] where end > start {
      let a = pango_attr_allow_breaks_new(0)!
      a.pointee.start_index = UInt32(start)
      a.pointee.end_index = UInt32(end)
      pango_attr_list_insert(list, a)
      start = end
    }
  }

  /// Where each line of `layout` after the first starts (UTF-8 offsets into its text).
  static func lineStarts(_ layout: OpaquePointer) -> [Int] {
    var starts: [Int] = []
    var line = pango_layout_get_lines_readonly(layout)?.pointee.next
    while let l = line {
      starts.append(Int(l.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee.start_index))
      line = l.pointee.next
    }
    return starts
  }

  /// Sets the alignment of a wrapping layout.
  private static func finish(
    _ layout: OpaquePointer, context: OpaquePointer, string: String, alignment: ResolvedAlignment
  ) -> OpaquePointer {
    pango_layout_set_alignment(layout, pangoAlignment(alignment, string: string, context: context))
    if alignment == .justified { pango_layout_set_justify(layout, 1) }
    return layout
  }

  /// The alignment a layout of `string` in `context` is given for the render tree's `alignment`:
  /// Pango swaps left and right for paragraphs whose direction differs from the context's, and
  /// the tree's alignment is absolute, so it is swapped back. Justified lines are aligned left.
  static func pangoAlignment(_ alignment: ResolvedAlignment, string: String, context: OpaquePointer) -> PangoAlignment {
    var absolute = alignment
    let strong = string.withCString { vellum_strong_direction($0) }
    if strong != PANGO_DIRECTION_NEUTRAL && strong != pango_context_get_base_dir(context) {
      absolute = alignment == .left ? .right : (alignment == .right ? .left : alignment)
    }
    switch absolute {
    case .left, .justified: return PANGO_ALIGN_LEFT
    case .center: return PANGO_ALIGN_CENTER
    case .right: return PANGO_ALIGN_RIGHT
    }
  }

  /// Where `run`'s lines start from the origin of a frame `frameWidth` wide, in `context` (one
  /// for the run's direction): a right-aligned run ends at the frame's right edge, the line
  /// breaker's slack (see `makeLayout`), which moves centred and right-aligned lines to the
  /// right, is taken off, and the first baseline goes to SF Pro's ascent (`baselineShift`).
  static func origin(_ run: TextRun, frameWidth: Double, context: OpaquePointer) -> Point {
    var x = run.alignment == .right ? frameWidth - run.layoutWidth : 0
    let slack = Double(breakerSlack(run.font, spans: run.spans)) / Double(PANGO_SCALE)
    if slack > 0 {
      switch pangoAlignment(run.alignment, string: run.string, context: context) {
      case PANGO_ALIGN_CENTER: x -= slack / 2
      case PANGO_ALIGN_RIGHT: x -= slack
      default: break
      }
    }
    return Point(x: x, y: baselineShift(baselineFont(run.font, spans: run.spans), context))
  }

  /// Where a layout of several paragraphs stops at `numberOfLines`: the height (Pango units)
  /// of the lines shown, and, when the last of them ends its paragraph, the text cut after it
  /// with an ellipsis (Pango would otherwise show it whole, with nothing to say more follows).
  private static func paragraphCut(_ layout: OpaquePointer, string: String, numberOfLines: Int) -> (
    height: Int32, string: String?
  )? {
    let iter = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iter) }
    var index = 0
    var top: Int32 = 0
    var bottom: Int32 = 0
    repeat {
      pango_layout_iter_get_line_yrange(iter, &top, &bottom)
      index += 1
    } while index < numberOfLines && pango_layout_iter_next_line(iter) != 0
    guard index == numberOfLines, let line = pango_layout_iter_get_line_readonly(iter) else { return nil }
    let end = Int(line.pointee.start_index + line.pointee.length)
    let bytes = Array(string.utf8)
    guard end < bytes.count else { return nil }
    let endsParagraph = bytes[end] == 0x0A || bytes[end] == 0x0D || bytes[end...].starts(with: [0xE2, 0x80, 0xA9])
    guard endsParagraph else { return (bottom, nil) }
    return (bottom, String(decoding: bytes[..<end], as: UTF8.self) + "\u{2026}")
  }

  /// `spans` cut to the first `string.utf8.count` bytes of their text (`string` is their text
  /// cut, then an ellipsis, which the last span kept takes).
  private static func cutSpans(_ spans: [TextSpan], to string: String) -> [TextSpan] {
    let total = string.utf8.count - "\u{2026}".utf8.count
    var out: [TextSpan] = []
    var offset = 0
    for span in spans {
      guard offset < total else { break }
      var s = span
      let length = span.string.utf8.count
      if offset + length > total {
        s.string = String(decoding: Array(span.string.utf8)[..<(total - offset)], as: UTF8.self)
      }
      out.append(s)
      offset += length
    }
    if out.isEmpty, let first = spans.first { out = [first] }
    out[out.count - 1].string += "\u{2026}"
    return out
  }

  /// An attributed text's attributes: each run's font where it differs from the label's, its
  /// own SF line box (so a line is as tall as its largest run, with the baseline that run puts
  /// it at, as UIKit's), tracking plus kern, colour, background, underline, strikethrough and
  /// baseline offset (rise).
  static func insertSpanAttributes(_ list: OpaquePointer, string: String, font: FontDescriptor, spans: [TextSpan]) {
    func insert(_ a: UnsafeMutablePointer<PangoAttribute>, _ range: Range<Int>) {
      a.pointee.start_index = UInt32(range.lowerBound)
      a.pointee.end_index = UInt32(range.upperBound)
      pango_attr_list_insert(list, a)
    }
    func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
    let pieces = pieces(string)
    var offset = 0
    for span in spans {
      let range = offset..<(offset + span.string.utf8.count)
      offset = range.upperBound
      guard !range.isEmpty else { continue }
      if span.font != font {
        let d = FontLibrary.description(for: span.font)
        insert(pango_attr_font_desc_new(d)!, range)
        pango_font_description_free(d)
      }
      let lineHeight = Int32((span.font.substitute.lineHeight * Double(PANGO_SCALE)).rounded())
      // In pieces for a long text (see `pieces(_:)`), each line-height attribute an item.
      for piece in pieces ?? [range] where piece.overlaps(range) {
        insert(
          pango_attr_line_height_new_absolute(lineHeight)!,
          max(piece.lowerBound, range.lowerBound)..<min(piece.upperBound, range.upperBound))
      }
      let kern = Int32((span.kern * Double(PANGO_SCALE)).rounded())
      if kern != 0 { insert(pango_attr_letter_spacing_new(kern)!, range) }
      let tracking = letterSpacing(span.font)
      if tracking != 0 {
        for r in interRanges(span.string) {
          insert(
            pango_attr_letter_spacing_new(tracking + kern)!,
            (r.lowerBound + range.lowerBound)..<(r.upperBound + range.lowerBound))
        }
      }
      let c = span.color
      insert(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue))!, range)
      if c.alpha < 1 { insert(pango_attr_foreground_alpha_new(channel(c.alpha))!, range) }
      if let b = span.backgroundColor {
        insert(pango_attr_background_new(channel(b.red), channel(b.green), channel(b.blue))!, range)
        insert(pango_attr_background_alpha_new(channel(b.alpha))!, range)
      }
      if span.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)!, range) }
      if span.strikethrough { insert(pango_attr_strikethrough_new(1)!, range) }
      if span.baselineOffset != 0 {
        insert(pango_attr_rise_new(Int32((span.baselineOffset * Double(PANGO_SCALE)).rounded()))!, range)
      }
    }
  }

  /// Whether `string` has characters drawn from a colour font (emoji presentation, or a
  /// variation selector asking for it).
  static func hasColourGlyphs(_ string: String) -> Bool {
    string.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
  }

  /// The font a text's baseline is placed by: its largest run's (the first of them), or its own.
  static func baselineFont(_ font: FontDescriptor, spans: [TextSpan]) -> FontDescriptor {
    spans.reduce(nil as FontDescriptor?) { best, s in
      best.map { $0.size >= s.font.size ? $0 : s.font } ?? s.font
    } ?? font
  }

  /// The line breaker's slack (see `makeLayout`), in Pango units: the largest letter spacing
  /// after a character, the font's tracking or an attributed run's tracking plus kern.
  static func breakerSlack(_ font: FontDescriptor, spans: [TextSpan]) -> Int32 {
    guard !spans.isEmpty else { return max(0, letterSpacing(font)) }
    return spans.reduce(0) { m, s in
      max(m, letterSpacing(s.font) + Int32((s.kern * Double(PANGO_SCALE)).rounded()))
    }
  }

  /// The letter spacing set on Inter's runs, in Pango units.
  static func letterSpacing(_ font: FontDescriptor) -> Int32 {
    Int32((font.substitute.tracking * Double(PANGO_SCALE)).rounded())
  }

  /// Pieces are about this many UTF-8 bytes (see `pieces(_:)`).
  static let pieceBytes = 256

  /// UTF-8 byte ranges that split a text longer than 4 pieces into items of `pieceBytes` to 1.5 ×
  /// `pieceBytes`: each ends after a space where there is one (where a line may break anyway and
  /// nothing kerns across), else at a character boundary. Nil for shorter texts, which stay one
  /// item (as every sample's do).
  static func pieces(_ string: String) -> [Range<Int>]? {
    guard string.utf8.count > 4 * pieceBytes else { return nil }
    var ranges: [Range<Int>] = []
    var start = 0
    var offset = 0
    for c in string {
      offset += c.utf8.count
      let length = offset - start
      if length >= pieceBytes && (c.isWhitespace || length >= pieceBytes * 3 / 2) {
        ranges.append(start..<offset)
        start = offset
      }
    }
    if start < offset { ranges.append(start..<offset) }
    return ranges
  }

  /// UTF-8 byte ranges of the runs Inter draws (Latin, Greek, Cyrillic, digits, punctuation):
  /// where SF's tracking applies.
  static func interRanges(_ string: String) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var offset = 0
    var start: Int? = nil
    for scalar in string.unicodeScalars {
      let v = scalar.value
      let inter = v < 0x0530 || (0x1E00..<0x2070).contains(v) || (0x20A0..<0x20C0).contains(v)
      if inter, start == nil { start = offset }
      if !inter, let s = start {
        ranges.append(s..<offset)
        start = nil
      }
      offset += UTF8.width(scalar)
    }
    if let s = start { ranges.append(s..<offset) }
    return ranges
  }

  /// How far to move a layout down so its first baseline sits at SF Pro's ascent: Pango centres
  /// Inter's (smaller) ascent + descent in the line box instead. Measured once per font.
  static func baselineShift(_ font: FontDescriptor, _ context: OpaquePointer) -> Double {
    let substitute = font.substitute
    if let shift = baselineShifts.withLock({ $0.first { $0.font == font }?.shift }) { return shift }
    // Measured on a fresh, unscaled context from the same font map, so the value does not
    // depend on which (possibly scaled) painting context asked first.
    let fresh = pango_font_map_create_context(pango_context_get_font_map(context))!
    defer { g_object_unref(UnsafeMutableRawPointer(fresh)) }
    let options = FontLibrary.fontOptions()
    pango_cairo_context_set_font_options(fresh, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(fresh, 0)
    // The measuring contexts' language: with the process's default one instead, the probe took
    // fonts of its own (a font set sorted again, Pango's metrics taken again: 10 M instructions
    // for a sidebar's fonts) and depended on the environment's locale.
    pango_context_set_language(fresh, pango_language_from_string("en"))
    let probe = makeLayout(
      fresh, string: "Hg", font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping)
    defer { g_object_unref(UnsafeMutableRawPointer(probe)) }
    let shift = substitute.ascent - Double(pango_layout_get_baseline(probe)) / Double(PANGO_SCALE)
    baselineShifts.withLock { if !$0.contains(where: { $0.font == font }) { $0.append((font, shift)) } }
    return shift
  }

  /// The shifts measured, by font: a list (a document uses a few fonts), not a dictionary, whose
  /// storage made the runtime look `FontDescriptor: Hashable` up (a scan of every conformance
  /// record, ~330,000 instructions) in every process.
  private static let baselineShifts = Mutex<[(font: FontDescriptor, shift: Double)]>([])

  /// What truncation cut out of `string` in `layout` (made for it by `makeLayout`, showing
  /// `numberOfLines` lines, 0 all): the text Pango's ellipsizer replaced (its runs flagged
  /// `PANGO_ANALYSIS_FLAG_IS_ELLIPSIS` span the text they stand for), the lines after the last
  /// shown (no ellipsis: a clipping label's), and the paragraphs a cut (`paragraphCut`) left out,
  /// whose "…" is text of the layout's own.
  static func elisions(_ layout: OpaquePointer, string: String, numberOfLines: Int) -> [TextElision] {
    let text = pango_layout_get_text(layout)!
    let length = Int(strlen(text))
    let original = string.utf8.count
    let same =
      length == original
      && layoutText(string).utf8.elementsEqual(
        UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: length))
    let lineCount = Int(pango_layout_get_line_count(layout))
    let shown = numberOfLines > 0 ? min(lineCount, numberOfLines) : lineCount
    guard let last = pango_layout_get_line_readonly(layout, Int32(shown - 1)) else { return [] }
    // The text after the last line shown, with the line break before it (lines after the
    // limit, paragraphs after a height-limited layout's last line).
    let shownEnd = Int(last.pointee.start_index + last.pointee.length)
    if same && shownEnd == length && pango_layout_is_ellipsized(layout) == 0 { return [] }
    var elisions: [TextElision] = []
    if shownEnd < length { elisions.append(TextElision(range: shownEnd..<length, ellipsis: "")) }
    var line = pango_layout_get_lines_readonly(layout)
    var index = 0
    while let l = line, index < shown {
      let laid = l.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee
      var runs = laid.runs
      while let r = runs {
        let run = r.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
        let item = run.item.pointee
        if item.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
          let start = Int(item.offset)
          // Pango's ellipsis: "…", "⋯" when the first character cut is wide, "..." when the
          // font has neither (three glyphs).
          let ellipsis =
            run.glyphs.pointee.num_glyphs >= 3
            ? "..." : g_unichar_iswide(g_utf8_get_char(text + start)) != 0 ? "\u{22EF}" : "\u{2026}"
          elisions.append(TextElision(range: start..<(start + Int(item.length)), ellipsis: ellipsis))
        }
        runs = r.pointee.next
      }
      line = l.pointee.next
      index += 1
    }
    if !same, length >= 3 {
      // A paragraph cut: the layout's text is the string's first `cut` bytes and "…".
      let cut = length - "\u{2026}".utf8.count
      elisions.append(TextElision(range: cut..<length))
    }
    elisions.sort { $0.range.lowerBound < $1.range.lowerBound }
    // One elision for what is cut together (a line ellipsized where its paragraph ends, the
    // paragraphs after it): the first one's ellipsis stands for all of it.
    var merged: [TextElision] = []
    for e in elisions {
      if let last = merged.last, e.range.lowerBound <= last.range.upperBound {
        merged[merged.count - 1].range = last.range.lowerBound..<max(last.range.upperBound, e.range.upperBound)
      } else {
        merged.append(e)
      }
    }
    // The layout's text ends where the string's does, or with the cut's "…" in its place.
    if let last = merged.last, last.range.upperBound == length {
      merged[merged.count - 1].range = last.range.lowerBound..<original
    }
    return merged
  }

  /// Logical size of the first `numberOfLines` lines (all when 0), first baseline and line height,
  /// where the lines start and what truncation cut out of `string` (the layout's text).
  /// `baselineShift` is added to the baseline (see `baselineShift(_:_:)`).
  static func measure(
    _ layout: OpaquePointer, string: String, numberOfLines: Int, baselineShift: Double
  ) -> TextMeasurement {
    let scale = Double(PANGO_SCALE)
    let count = Int(pango_layout_get_line_count(layout))
    let shown = numberOfLines > 0 ? min(count, numberOfLines) : count
    var width = 0.0
    var height = 0.0
    var firstLineHeight = 0.0
    var firstBaseline = 0.0
    let iter = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iter) }
    var index = 0
    repeat {
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, &ink, &logical)
      width = max(width, Double(logical.width) / scale)
      var top: Int32 = 0
      var bottom: Int32 = 0
      pango_layout_iter_get_line_yrange(iter, &top, &bottom)
      height = Double(bottom) / scale
      if index == 0 {
        firstLineHeight = Double(bottom - top) / scale
        firstBaseline = Double(pango_layout_iter_get_baseline(iter)) / scale + baselineShift
      }
      index += 1
    } while index < shown && pango_layout_iter_next_line(iter) != 0
    return TextMeasurement(
      size: Size(width: width, height: height), firstBaseline: firstBaseline, firstLineHeight: firstLineHeight,
      lineCount: shown, lineStarts: lineStarts(layout),
      elisions: elisions(layout, string: string, numberOfLines: numberOfLines))
  }
}
