/// Inline markdown read into text runs, as `AttributedString(markdown:)` reads a SwiftUI `Text`
/// literal (`.inlineOnlyPreservingWhitespace`): `**bold**` and `__bold__`, `*italic*` and
/// `_italic_`, `***both***`, code between backticks (monospaced), `~~strike~~` (or `~strike~`),
/// `[title](url)` links and backslash escapes of ASCII punctuation. Emphasis follows
/// CommonMark's delimiter rules (flanking, `_` not inside words, the rule of three); a marker
/// nothing closes stays literal text. Whitespace and newlines are kept as written.
public enum Markdown {
  /// The runs `source` reads as, neighbours with the same attributes merged.
  public static func runs(_ source: String) -> [TextComponent.Run] {
    merged(inline(Array(source)))
  }

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

  private static func inline(_ chars: [Character]) -> [(String, Style)] {
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
        var n = 0
        while i + n < chars.count, chars[i + n] == "`" { n += 1 }
        if let end = closingBackticks(chars, from: i + n, count: n) {
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
      } else if c == "[", let link = self.link(chars, at: i) {
        for (text, inner) in inline(Array(chars[(i + 1)..<link.textEnd])) {
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
  /// tilde pair, struck through), delimiters between become literal.
  private static func resolveEmphasis(_ pieces: inout [Piece]) {
    var closer = 0
    while closer < pieces.count {
      guard let c = pieces[closer].delimiter, c.canClose, c.count > 0 else {
        closer += 1
        continue
      }
      var matched = false
      var opener = closer - 1
      while opener >= 0 {
        if let o = pieces[opener].delimiter, o.char == c.char, o.canOpen, o.count > 0,
          opens(o, c)
        {
          matched = true
          break
        }
        opener -= 1
      }
      guard matched, let o = pieces[opener].delimiter else {
        closer += 1
        continue
      }
      let use = c.char == "~" ? c.count : (o.count >= 2 && c.count >= 2 ? 2 : 1)
      for k in (opener + 1)..<closer {
        switch (c.char, use) {
        case ("~", _): pieces[k].style.strike = true
        case (_, 2): pieces[k].style.bold = true
        default: pieces[k].style.italic = true
        }
        // Delimiters inside a match can no longer match anything outside it.
        if pieces[k].delimiter != nil {
          pieces[k].delimiter!.canOpen = false
          pieces[k].delimiter!.canClose = false
        }
      }
      pieces[opener].delimiter!.count -= use
      pieces[closer].delimiter!.count -= use
      if pieces[closer].delimiter!.count == 0 { closer += 1 }
    }
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

  /// Where a run of `count` backticks from `start` on closes (a run of exactly that length).
  private static func closingBackticks(_ chars: [Character], from start: Int, count: Int) -> Int? {
    var i = start
    while i < chars.count {
      guard chars[i] == "`" else {
        i += 1
        continue
      }
      var n = 0
      while i + n < chars.count, chars[i + n] == "`" { n += 1 }
      if n == count { return i }
      i += n
    }
    return nil
  }

  /// `[text](url)` at `start`: where the text ends (its `]`), the URL, and the index after `)`.
  private static func link(_ chars: [Character], at start: Int) -> (textEnd: Int, url: String, end: Int)? {
    var depth = 0
    var i = start
    while i < chars.count {
      let c = chars[i]
      if c == "\\" {
        i += 2
        continue
      }
      if c == "`" {
        var n = 0
        while i + n < chars.count, chars[i + n] == "`" { n += 1 }
        i = closingBackticks(chars, from: i + n, count: n).map { $0 + n } ?? i + n
        continue
      }
      if c == "[" { depth += 1 }
      if c == "]" {
        depth -= 1
        if depth == 0 { break }
      }
      i += 1
    }
    guard i < chars.count, i + 1 < chars.count, chars[i + 1] == "(" else { return nil }
    let textEnd = i
    var j = i + 2
    var parens = 0
    var url = ""
    while j < chars.count {
      let c = chars[j]
      if c == "\\", j + 1 < chars.count, isPunctuation(chars[j + 1]) {
        url.append(chars[j + 1])
        j += 2
        continue
      }
      if c.isWhitespace { return nil }
      if c == "(" { parens += 1 }
      if c == ")" {
        if parens == 0 { break }
        parens -= 1
      }
      url.append(c)
      j += 1
    }
    guard j < chars.count else { return nil }
    if url.hasPrefix("<") && url.hasSuffix(">") && url.count >= 2 { url = String(url.dropFirst().dropLast()) }
    return (textEnd, url, j + 1)
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
