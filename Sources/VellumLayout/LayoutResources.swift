/// What a text measurement is asked for.
public struct TextRequest: Sendable, Hashable {
  public var string: String
  public var font: FontDescriptor
  /// nil: unbounded (one line per paragraph).
  public var maxWidth: Double?
  /// 0 = unlimited.
  public var numberOfLines: Int
  public var lineBreakMode: LineBreakMode
  public var direction: LayoutDirection
  /// Extra leading space on the first line only (text wrapping under a small image).
  public var firstLineIndent: Double
  /// An attributed text's runs (their strings make up `string`); empty for plain text.
  public var spans: [TextSpan]

  public init(
    string: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int = 0,
    lineBreakMode: LineBreakMode = .byTruncatingTail, direction: LayoutDirection = .leftToRight,
    firstLineIndent: Double = 0, spans: [TextSpan] = []
  ) {
    self.spans = spans
    self.firstLineIndent = firstLineIndent
    self.string = string
    self.font = font
    self.maxWidth = maxWidth
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.direction = direction
  }
}

/// The size of laid-out text.
public struct TextMeasurement: Sendable, Equatable {
  /// Width of the widest line and total height, in points.
  public var size: Size
  /// Distance from the top to the first line's baseline.
  public var firstBaseline: Double
  /// Height of the first line.
  public var firstLineHeight: Double
  public var lineCount: Int
  /// Where each line after the first starts, as UTF-8 offsets into the string: every line the
  /// layout made, shown or not (nil: the measurer does not say).
  public var lineStarts: [Int]?
  /// What truncation cut out of the string, in order (empty: nothing; nil: the measurer does not
  /// say).
  public var elisions: [TextElision]?
  public init(
    size: Size, firstBaseline: Double, firstLineHeight: Double, lineCount: Int, lineStarts: [Int]? = nil,
    elisions: [TextElision]? = nil
  ) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.firstLineHeight = firstLineHeight
    self.lineCount = lineCount
    self.lineStarts = lineStarts
    self.elisions = elisions
  }
}

/// How layout learns about text and image sizes without touching a rendering library.
/// The Cairo backend answers with Pango; tests answer with a fixed-advance fake.
public protocol LayoutResources {
  func measure(_ request: TextRequest) -> TextMeasurement
  /// Pixel size of a PNG file named relative to the document, or nil if unreadable.
  func imagePixelSize(_ path: String) -> Size?
  /// Where `run`'s lines, laid out as it was measured, start from the origin of its frame,
  /// `frameWidth` wide (`TextRun.layoutOrigin`).
  func textOrigin(_ run: TextRun, frameWidth: Double) -> Point
  /// `run` measured at its wrap width, for where its lines start and what truncation cut out
  /// (`TextRun.lineStarts`, `TextRun.elisions`); nil when the measurer does not say.
  func measuredLines(_ run: TextRun) -> TextMeasurement?
  /// The outline of a symbol recipe's base on the 24-unit grid: its set's designed fill when
  /// `filled`, and for `weight` and `scale` a custom symbol's variant; nil for a base without one (an index label) or when the
  /// resources have no outlines (layout tests).
  func symbolOutline(_ base: SymbolRecipe.Base, filled: Bool, weight: FontWeight, scale: SymbolScale)
    -> Result<SymbolOutline?, SymbolOutlineFailure>
}

extension TextRequest {
  /// The request a run was measured with, laid out at its wrap width.
  package init(_ run: TextRun) {
    self.init(
      string: run.string, font: run.font, maxWidth: run.layoutWidth, numberOfLines: run.numberOfLines,
      lineBreakMode: run.lineBreakMode, direction: run.direction, firstLineIndent: run.firstLineIndent,
      spans: run.spans)
  }
}

extension LayoutResources {
  /// The alignment's offset alone: a right-aligned run's lines end at the frame's right edge
  /// (its frame may be narrower than its wrap width), the others start at its origin.
  public func textOrigin(_ run: TextRun, frameWidth: Double) -> Point {
    Point(x: run.alignment == .right ? frameWidth - run.layoutWidth : 0, y: 0)
  }

  /// Not said: the painter's layout breaks and truncates where it finds it must.
  public func measuredLines(_ run: TextRun) -> TextMeasurement? { nil }

  /// None: symbols are drawn from their composed parts alone.
  public func symbolOutline(_ base: SymbolRecipe.Base, filled: Bool, weight: FontWeight, scale: SymbolScale)
    -> Result<SymbolOutline?, SymbolOutlineFailure>
  { .success(nil) }
}

/// A deterministic stand-in measurer: every character advances `advance × size`, lines are
/// `lineHeight × size` high, words wrap greedily. For layout tests.
package struct FixedAdvanceMeasurer: LayoutResources {
  package var advance: Double
  package var lineHeight: Double
  package var imageSizes: [String: Size]

  package init(advance: Double = 0.5, lineHeight: Double = 1.2, imageSizes: [String: Size] = [:]) {
    self.advance = advance
    self.lineHeight = lineHeight
    self.imageSizes = imageSizes
  }

  package func measure(_ r: TextRequest) -> TextMeasurement {
    if !r.spans.isEmpty { return measureSpans(r) }
    let charWidth = advance * r.font.size
    let lh = (lineHeight * r.font.size * 100).rounded() / 100
    var lines: [Int] = []
    for paragraph in r.string.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let maxWidth = r.maxWidth else {
        lines.append(paragraph.count)
        continue
      }
      let perLine = max(1, Int(maxWidth / charWidth))
      // The first line of the first paragraph starts after the indent.
      var current = lines.isEmpty ? Int((r.firstLineIndent / charWidth).rounded(.up)) : 0
      var lineHasWord = false
      for word in paragraph.split(separator: " ") {
        let w = word.count
        if !lineHasWord {
          current += w
          lineHasWord = true
        } else if current + 1 + w <= perLine {
          current += 1 + w
        } else {
          lines.append(current)
          current = w
        }
        while current > perLine {
          lines.append(perLine)
          current -= perLine
        }
      }
      lines.append(current)
    }
    if r.numberOfLines > 0 && lines.count > r.numberOfLines { lines = Array(lines.prefix(r.numberOfLines)) }
    var width = Double(lines.max() ?? 0) * charWidth
    if let m = r.maxWidth { width = min(width, m) }
    return TextMeasurement(
      size: Size(width: width, height: Double(lines.count) * lh),
      firstBaseline: (0.95 * r.font.size * 100).rounded() / 100,
      firstLineHeight: lh, lineCount: lines.count)
  }

  package func imagePixelSize(_ path: String) -> Size? { imageSizes[path] }

  /// An attributed text: each character advances `advance × size + kern` of its run, a line
  /// is `lineHeight ×` its largest run's size high, the first baseline `0.95 ×` the largest
  /// size on the first line; words wrap greedily across runs.
  private func measureSpans(_ r: TextRequest) -> TextMeasurement {
    struct Glyph {
      var char: Character
      var width: Double
      var size: Double
    }
    var paragraphs: [[Glyph]] = [[]]
    for span in r.spans {
      for c in span.string {
        if c == "\n" {
          paragraphs.append([])
        } else {
          paragraphs[paragraphs.count - 1].append(
            Glyph(char: c, width: advance * span.font.size + span.kern, size: span.font.size))
        }
      }
    }
    let maxWidth = r.maxWidth ?? .infinity
    var lines: [(width: Double, size: Double)] = []
    for paragraph in paragraphs {
      var line: [Glyph] = []
      var start = lines.isEmpty ? r.firstLineIndent : 0
      func width(_ g: some Collection<Glyph>) -> Double { g.reduce(0) { $0 + $1.width } }
      func flush() {
        var shown = line[...]
        while shown.last?.char == " " { shown = shown.dropLast() }
        lines.append((start + width(shown), line.map(\.size).max() ?? r.font.size))
        line = []
        start = 0
      }
      let words = paragraph.split(omittingEmptySubsequences: false) { $0.char == " " }
      var index = 0
      for (k, word) in words.enumerated() {
        let space = k > 0 ? [paragraph[index - 1]] : []
        index += word.count + 1
        if !line.isEmpty, start + width(line) + width(space) + width(word) > maxWidth { flush() }
        if !line.isEmpty { line += space }
        line += word
        // A word longer than the line breaks between characters.
        while line.count > 1, start + width(line) > maxWidth {
          var fit = 0
          var w = start
          while fit < line.count, w + line[fit].width <= maxWidth {
            w += line[fit].width
            fit += 1
          }
          let rest = Array(line[max(1, fit)...])
          line = Array(line[..<max(1, fit)])
          flush()
          line = rest
        }
      }
      flush()
    }
    if r.numberOfLines > 0 && lines.count > r.numberOfLines { lines = Array(lines.prefix(r.numberOfLines)) }
    func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }
    let heights = lines.map { rounded(lineHeight * $0.size) }
    var width = lines.map(\.width).max() ?? 0
    if let m = r.maxWidth { width = min(width, m) }
    return TextMeasurement(
      size: Size(width: width, height: heights.reduce(0, +)), firstBaseline: rounded(0.95 * (lines.first?.size ?? 0)),
      firstLineHeight: heights.first ?? 0, lineCount: lines.count)
  }
}
