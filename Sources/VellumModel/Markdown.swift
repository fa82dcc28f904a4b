/// Inline markdown read into text runs, as `AttributedString(markdown:)` reads a SwiftUI `Text`
/// literal (`.inlineOnlyPreservingWhitespace`): `**bold**` and `__bold__`, `*italic*` and
/// `_italic_`, `***both***`, code between backticks (monospaced), `~~strike~~` (or `~strike~`),
/// `[title](url)` links and backslash escapes of ASCII punctuation. Emphasis follows
/// CommonMark's delimiter rules (flanking, `_` not inside words, the rule of three); a marker
/// nothing closes stays literal text. Whitespace and newlines are kept as written.
package enum Markdown {
  /// The runs `source` reads as, neighbours with the same attributes merged.
  package static func runs(_ source: String) -> [TextComponent.Run] {
    merged(inline(Array(source), depth: 0))
  }

  /// How deep links may nest in links' text (iOS has no links in links; this reader gives the
  /// innermost its URL): a `[` deeper is literal text. Each level reads its text again, so the
  /// depth bounds how often a character is read.
  static let maximumLinkDepth = 4

  /// What a piece of text is set in.
  struct Style: Equatable {
    var bold = false
    var italic = false
    var code = false
    var strike = false
    var link: String?
  }

  /// Literal text, or a run of delimiter characters (`*`, `_`, `~`) that may open or close.
  private struct Piece {
    var text: String
    var style = Style()
    /// Set for a delimiter run: its character, how many are still unused, how many there were,
    /// whether it can open and close.
    var delimiter: (char: Character, count: Int, original: Int, canOpen: Bool, canClose: Bool)?
  }

  private static func isPunctuation(_ c: Character) -> Bool {
    c.unicodeScalars.allSatisfy { $0.properties.generalCategory.isPunctuationOrSymbol }
  }

  /// The runs of `chars`, the text of links `depth` deep, emphasis resolved. Each level reads
  /// its characters a bounded number of times (`Marks` finds every code span's end and every
  /// link's `]` and `)` at once).
  private static func inline(_ chars: [Character], depth: Int) -> [(String, Style)] {
    let marks = Marks(chars)
    var pieces: [Piece] = []
    func literal(_ s: String, _ style: Style = Style()) {
      if let last = pieces.last, last.delimiter == nil, last.style == style {
        pieces[pieces.count - 1].text += s
      } else {
        pieces.append(Piece(text: s, style: style))
      }
    }
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c == "\\", i + 1 < chars.count, chars[i + 1].isASCII, isPunctuation(chars[i + 1]) {
        literal(String(chars[i + 1]))
        i += 2
      } else if c == "`" {
        let n = marks.backticks.count(at: i)
        if let end = marks.backticks.closing(from: i + n, count: n) {
          var code = String(chars[(i + n)..<end])
          // One space either side is stripped when both are there (`` ` a ` `` is "a"), unless
          // the span is all spaces.
          if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
            code = String(code.dropFirst().dropLast())
          }
          var style = Style()
          style.code = true
          pieces.append(Piece(text: code, style: style))
          i = end + n
        } else {
          literal(String(repeating: "`", count: n))
          i += n
        }
      } else if c == "[", depth < maximumLinkDepth, let link = marks.link(at: i) {
        for (text, inner) in inline(Array(chars[(i + 1)..<link.textEnd]), depth: depth + 1) {
          var style = inner
          style.link = style.link ?? link.url
          pieces.append(Piece(text: text, style: style))
        }
        i = link.end
      } else if c == "*" || c == "_" || c == "~" {
        var n = 0
        while i + n < chars.count, chars[i + n] == c { n += 1 }
        let before: Character? = i > 0 ? chars[i - 1] : nil
        let after: Character? = i + n < chars.count ? chars[i + n] : nil
        let beforeSpace = before.map { $0.isWhitespace } ?? true
        let afterSpace = after.map { $0.isWhitespace } ?? true
        let beforePunct = before.map(isPunctuation) ?? false
        let afterPunct = after.map(isPunctuation) ?? false
        let left = !afterSpace && (!afterPunct || beforeSpace || beforePunct)
        let right = !beforeSpace && (!beforePunct || afterSpace || afterPunct)
        let canOpen = c == "_" ? left && (!right || beforePunct) : left
        let canClose = c == "_" ? right && (!left || afterPunct) : right
        pieces.append(
          Piece(
            text: String(repeating: c, count: n),
            delimiter: (char: c, count: n, original: n, canOpen: canOpen, canClose: canClose)))
        i += n
      } else {
        literal(String(c))
        i += 1
      }
    }
    resolveEmphasis(&pieces)
    return pieces.compactMap { p in
      let text = p.delimiter.map { String(repeating: $0.char, count: $0.count) } ?? p.text
      return text.isEmpty ? nil : (text, p.style)
    }
  }

  /// CommonMark's "process emphasis": each closer, in order, takes the nearest opener of its
  /// character before it; the text between gets the style (two delimiters bold, one italic; a
  /// tilde pair, struck through), delimiters between become literal. As CommonMark's reference
  /// implementation does, the delimiters still able to match are a linked list (those a match
  /// encloses leave it), and a closer that finds no opener marks how far down the next closer
  /// of its kind need look, so each delimiter is passed over a bounded number of times; the
  /// styles are applied once at the end, from the matches' spans.
  private static func resolveEmphasis(_ pieces: inout [Piece]) {
    let delimiters = pieces.indices.filter { pieces[$0].delimiter != nil }
    guard !delimiters.isEmpty else { return }
    // The list of live delimiters, by their place in `delimiters`.
    var previous = Array(-1..<(delimiters.count - 1))
    var following = Array(1...delimiters.count)
    func unlink(_ d: Int) {
      if previous[d] >= 0 { following[previous[d]] = following[d] }
      if following[d] < delimiters.count { previous[following[d]] = previous[d] }
    }
    // How far down (a place in `delimiters`, exclusive) a closer of each kind need look.
    var bottom: [Int: Int] = [:]
    // Where each style starts (+1) and ends (-1), by piece: counted up once at the end.
    var bold = Array(repeating: 0, count: pieces.count + 1)
    var italic = bold
    var strike = bold
    var d = 0
    while d < delimiters.count {
      let closer = delimiters[d]
      guard let c = pieces[closer].delimiter, c.canClose, c.count > 0 else {
        d = following[d]
        continue
      }
      let kind = kindKey(c)
      var o = previous[d]
      while o > bottom[kind, default: -1] {
        if let candidate = pieces[delimiters[o]].delimiter, candidate.char == c.char, candidate.canOpen,
          candidate.count > 0, opens(candidate, c)
        {
          break
        }
        o = previous[o]
      }
      guard o > bottom[kind, default: -1] else {
        bottom[kind] = previous[d]
        let next = following[d]
        if !c.canOpen { unlink(d) }
        d = next
        continue
      }
      let opener = delimiters[o]
      let use = c.char == "~" ? c.count : (pieces[opener].delimiter!.count >= 2 && c.count >= 2 ? 2 : 1)
      switch (c.char, use) {
      case ("~", _): mark(&strike, opener + 1, closer)
      case (_, 2): mark(&bold, opener + 1, closer)
      default: mark(&italic, opener + 1, closer)
      }
      // Delimiters inside a match can no longer match anything outside it.
      var between = following[o]
      while between != d {
        let next = following[between]
        unlink(between)
        between = next
      }
      pieces[opener].delimiter!.count -= use
      pieces[closer].delimiter!.count -= use
      if pieces[opener].delimiter!.count == 0 { unlink(o) }
      if pieces[closer].delimiter!.count == 0 {
        let next = following[d]
        unlink(d)
        d = next
      }
    }
    var counts = (0, 0, 0)
    for k in pieces.indices {
      counts = (counts.0 + bold[k], counts.1 + italic[k], counts.2 + strike[k])
      if counts.0 > 0 { pieces[k].style.bold = true }
      if counts.1 > 0 { pieces[k].style.italic = true }
      if counts.2 > 0 { pieces[k].style.strike = true }
    }
  }

  /// A style over pieces `from..<to`, as `resolveEmphasis` counts them.
  private static func mark(_ counts: inout [Int], _ from: Int, _ to: Int) {
    guard from < to else { return }
    counts[from] += 1
    counts[to] -= 1
  }

  /// What of closer `c` decides which openers it may take (`opens`): its character, whether it
  /// can open, and its length modulo 3 (a tilde run: its length).
  private static func kindKey(
    _ c: (char: Character, count: Int, original: Int, canOpen: Bool, canClose: Bool)
  ) -> Int {
    let char = c.char == "*" ? 0 : c.char == "_" ? 1 : 2
    let length = c.char == "~" ? min(c.count, 3) : c.original % 3
    return (char * 2 + (c.canOpen ? 1 : 0)) * 4 + length
  }

  /// Whether opener `o` may close with `c`: tildes pair by equal length (one or two); for `*`
  /// and `_`, the rule of three (a run that can both open and close matches only if the sum of
  /// the lengths is not a multiple of 3, unless both are).
  private static func opens(
    _ o: (char: Character, count: Int, original: Int, canOpen: Bool, canClose: Bool),
    _ c: (char: Character, count: Int, original: Int, canOpen: Bool, canClose: Bool)
  ) -> Bool {
    if c.char == "~" { return o.count == c.count && c.count <= 2 }
    if (o.canClose || c.canOpen) && (o.original + c.original) % 3 == 0 {
      return o.original % 3 == 0 && c.original % 3 == 0
    }
    return true
  }

  /// Where code spans and links end in one text, found for every start in one pass each: a
  /// code span's closing run by its length, a link's `]` and `)`. Reading on from each `[` for
  /// its `]` would take time growing with the square of the text.
  private struct Marks {
    let chars: [Character]
    let backticks: Backticks
    /// For a `[` at each place: its `]` (the link's text scan, `link(at:)`); -1 for none.
    private let closeBracket: [Int]
    /// For a `(` at each place: its `)` as a URL reads it (escapes skipped); -1 for none.
    private let closeParen: [Int]
    /// The first white space at or after each place (`chars.count` for none).
    private let nextSpace: [Int]

    init(_ chars: [Character]) {
      self.chars = chars
      backticks = Backticks(chars)
      closeBracket = Self.brackets(chars, backticks)
      closeParen = Self.parens(chars)
      var next = Array(repeating: chars.count, count: chars.count + 1)
      for i in stride(from: chars.count - 1, through: 0, by: -1) { next[i] = chars[i].isWhitespace ? i : next[i + 1] }
      nextSpace = next
    }

    /// The runs of backticks of a text, for code spans.
    struct Backticks {
      /// How many backticks run from each place.
      private var runs: [Int]
      /// The starts of the whole runs, by their length, in order.
      private var starts: [Int: [Int]] = [:]

      init(_ chars: [Character]) {
        runs = Array(repeating: 0, count: chars.count + 1)
        for i in stride(from: chars.count - 1, through: 0, by: -1) where chars[i] == "`" { runs[i] = runs[i + 1] + 1 }
        var i = 0
        while i < chars.count {
          if runs[i] > 0 {
            starts[runs[i], default: []].append(i)
            i += runs[i]
          } else {
            i += 1
          }
        }
      }

      /// How many backticks run from `i`.
      func count(at i: Int) -> Int { runs[i] }

      /// Where a run of exactly `count` backticks starts at or after `start` (just after a
      /// run): the code span's end.
      func closing(from start: Int, count: Int) -> Int? {
        guard let list = starts[count] else { return nil }
        var (low, high) = (0, list.count)
        while low < high {
          let mid = (low + high) / 2
          if list[mid] < start { low = mid + 1 } else { high = mid }
        }
        return low < list.count ? list[low] : nil
      }
    }

    /// Where the link text's scan goes after `i`: past an escape's two characters, past a code
    /// span (or the run of backticks that opens none), else to the next character.
    private static func step(_ i: Int, _ chars: [Character], _ backticks: Backticks) -> Int {
      if chars[i] == "\\" { return i + 2 }
      if chars[i] == "`" {
        let n = backticks.count(at: i)
        return backticks.closing(from: i + n, count: n).map { $0 + n } ?? i + n
      }
      return i + 1
    }

    /// For every place, the first `]` the link text's scan meets from there that closes more
    /// than it opens; for a `[`, the `]` after it that closes it. Each place's answer follows
    /// from later ones, so they are found from the end back.
    private static func brackets(_ chars: [Character], _ backticks: Backticks) -> [Int] {
      let n = chars.count
      // unmatched[i]: the first `]` from i on (steps as the scan takes them) with more `]`
      // than `[` before it; -1 for none.
      var unmatched = Array(repeating: -1, count: n + 2)
      var close = Array(repeating: -1, count: n)
      for i in stride(from: n - 1, through: 0, by: -1) {
        let next = min(step(i, chars, backticks), n)
        switch chars[i] {
        case "]": unmatched[i] = i
        case "[":
          let m = unmatched[next]
          close[i] = m
          unmatched[i] = m < 0 ? -1 : unmatched[m + 1]
        default: unmatched[i] = unmatched[next]
        }
      }
      return close
    }

    /// For every `(`, the `)` that closes it as a URL is read: parentheses balance, an escaped
    /// punctuation character (`\)`) counts for nothing.
    private static func parens(_ chars: [Character]) -> [Int] {
      var close = Array(repeating: -1, count: chars.count)
      var open: [Int] = []
      var i = 0
      while i < chars.count {
        let c = chars[i]
        if c == "\\", i + 1 < chars.count, Markdown.isPunctuation(chars[i + 1]) {
          i += 2
          continue
        }
        if c == "(" { open.append(i) }
        if c == ")", let o = open.popLast() { close[o] = i }
        i += 1
      }
      return close
    }

    /// `[text](url)` at `start`: where the text ends (its `]`), the URL, and the index after `)`.
    func link(at start: Int) -> (textEnd: Int, url: String, end: Int)? {
      let textEnd = closeBracket[start]
      guard textEnd >= 0, textEnd + 1 < chars.count, chars[textEnd + 1] == "(" else { return nil }
      let close = closeParen[textEnd + 1]
      guard close >= 0, nextSpace[textEnd + 2] > close else { return nil }
      var url = ""
      var j = textEnd + 2
      while j < close {
        if chars[j] == "\\", Markdown.isPunctuation(chars[j + 1]) {
          url.append(chars[j + 1])
          j += 2
        } else {
          url.append(chars[j])
          j += 1
        }
      }
      if url.hasPrefix("<") && url.hasSuffix(">") && url.count >= 2 { url = String(url.dropFirst().dropLast()) }
      return (textEnd, url, close + 1)
    }
  }

  /// Runs of the pieces, neighbours in one style joined.
  private static func merged(_ pieces: [(String, Style)]) -> [TextComponent.Run] {
    var out: [(String, Style)] = []
    for (text, style) in pieces {
      if let last = out.last, last.1 == style {
        out[out.count - 1].0 += text
      } else {
        out.append((text, style))
      }
    }
    if out.isEmpty { return [TextComponent.Run("")] }
    return out.map { text, s in
      TextComponent.Run(
        text, bold: s.bold, italic: s.italic, monospaced: s.code, link: s.link, strikethrough: s.strike)
    }
  }
}

extension Unicode.GeneralCategory {
  /// CommonMark's "Unicode punctuation character" (P and S categories).
  var isPunctuationOrSymbol: Bool {
    switch self {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      true
    default: false
    }
  }
}
