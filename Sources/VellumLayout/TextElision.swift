/// A piece of a truncated text that its lines do not show, and the ellipsis shown in its place.
public struct TextElision: Sendable, Hashable {
  /// UTF-8 offsets into the text.
  public var range: Range<Int>
  /// "…" (U+2026), "⋯" (U+22EF, for East Asian text) or "..." (for a font with neither).
  public var ellipsis: String
  public init(range: Range<Int>, ellipsis: String = "\u{2026}") {
    self.range = range
    self.ellipsis = ellipsis
  }
}

extension TextRun {
  /// The run as its lines show it: each elision's bytes replaced by its ellipsis (which takes the
  /// attributed run of the first character it stands for, as a truncating label's does), the line
  /// starts moved to match, nothing left to cut (`byClipping`, no elisions).
  package func showingElisions() -> TextRun {
    guard let elisions, !elisions.isEmpty else { return self }
    let bytes = Array(string.utf8)
    var shown = self
    shown.string = String(decoding: Self.cut(bytes[...], from: 0, elisions), as: UTF8.self)
    shown.lineStarts = lineStarts?.compactMap { start in
      var moved = start
      for e in elisions where e.range.lowerBound < start {
        guard e.range.upperBound <= start else { return nil }
        moved += e.ellipsis.utf8.count - e.range.count
      }
      return moved
    }
    var offset = 0
    shown.spans = spans.compactMap { span in
      let start = offset
      offset += span.string.utf8.count
      var s = span
      // The elisions this run holds the start of, and what it keeps of the rest.
      let own = elisions.compactMap { e -> TextElision? in
        let r = e.range.clamped(to: start..<offset)
        guard !r.isEmpty else { return nil }
        return TextElision(range: r, ellipsis: r.lowerBound == e.range.lowerBound ? e.ellipsis : "")
      }
      let kept = Self.cut(bytes[start..<offset], from: start, own)
      guard !kept.isEmpty else { return nil }
      s.string = String(decoding: kept, as: UTF8.self)
      return s
    }
    shown.elisions = []
    shown.lineBreakMode = .byClipping
    return shown
  }

  /// `bytes` (which start at `from` in the text) with each of `elisions` replaced by its ellipsis.
  private static func cut(_ bytes: ArraySlice<UInt8>, from: Int, _ elisions: [TextElision]) -> [UInt8] {
    var out: [UInt8] = []
    var next = from
    for e in elisions where e.range.lowerBound >= next {
      out += bytes[next..<e.range.lowerBound]
      out += e.ellipsis.utf8
      next = e.range.upperBound
    }
    return out + bytes[next..<(from + bytes.count)]
  }
}
