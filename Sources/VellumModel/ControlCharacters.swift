/// Text from a document or a path made safe to show in a terminal: every control character
/// (C0, DEL, C1; ESC, BEL, CR, NUL, …) becomes a visible escape (`\e`, `\r`, `\u{7}`), so a
/// string cannot retitle the terminal, move the cursor or forge a line of output.
package enum ControlCharacters {
  /// `text` with its control characters escaped; line feeds and tabs stay when `keepingLines`
  /// (for whole messages of several lines; quoted values never keep them).
  package static func escaped(_ text: String, keepingLines: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0, keepingLines: keepingLines) }) else { return text }
    var out = ""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
    for scalar in text.unicodeScalars {
      guard isControl(scalar, keepingLines: keepingLines) else {
        out.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{1B}": out += "\\e"
      case "\u{0}": out += "\\0"
      default: out += "\\u{" + String(scalar.value, radix: 16) + "}"
      }
    }
    return out
  }

  private static func isControl(_ s: Unicode.Scalar, keepingLines: Bool) -> Bool {
    if keepingLines && (s == "\n" || s == "\t") { return false }
    return s.value < 0x20 || (0x7F...0x9F).contains(s.value)
  }
}
