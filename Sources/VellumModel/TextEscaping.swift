/// The one way each kind of output quotes text: JSON strings (the schema, canonical documents,
/// the tree and accessibility dumps, semantic diffs) and markup (the HTML report and gallery,
/// JUnit XML, fontconfig's configuration).
package enum TextEscaping {
  /// `s` as a JSON string literal: quotes, backslashes and every control character escaped
  /// (`\n`, `\r`, `\t`, else `\u00XX`), everything else as it is.
  package static func jsonQuoted(_ s: String) -> String {
    var out = ""
    jsonQuote(s, into: &out)
    return out
  }

  /// `s` as one word of a dump line: as it is when it is a plain word (not empty, and no white
  /// space, quote, backslash or control character in it), else as a JSON string literal
  /// (`jsonQuoted`), so that a name from a document (a symbol file's) never reaches a terminal
  /// raw nor splits the line.
  package static func dumpWord(_ s: String) -> String {
    let plain =
      !s.isEmpty
      && s.unicodeScalars.allSatisfy { u in
        u.value >= 0x20 && u != "\"" && u != "\\" && !u.properties.isWhitespace
      }
    return plain ? s : jsonQuoted(s)
  }

  /// Appends `s` as a JSON string literal to `out`.
  package static func jsonQuote(_ s: String, into out: inout String) {
    out += "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where u.value < 0x20:
        let hex = String(u.value, radix: 16, uppercase: true)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(u)
      }
    }
    out += "\""
  }

  /// The JSON string literal at the start of `s`, its escapes undone, and where it ends; nil
  /// unless `s` starts with a quote. An unterminated literal runs to the end.
  package static func jsonUnquoted(_ s: Substring) -> (String, Substring.Index)? {
    guard s.first == "\"" else { return nil }
    var out = ""
    let scalars = s.unicodeScalars
    var i = scalars.index(after: scalars.startIndex)
    while i < scalars.endIndex {
      let u = scalars[i]
      i = scalars.index(after: i)
      if u == "\"" { return (out, i) }
      guard u == "\\", i < scalars.endIndex else {
        out.unicodeScalars.append(u)
        continue
      }
      let e = scalars[i]
      i = scalars.index(after: i)
      switch e {
      case "n": out += "\n"
      case "r": out += "\r"
      case "t": out += "\t"
      case "u":
        let end = scalars.index(i, offsetBy: 4, limitedBy: scalars.endIndex) ?? scalars.endIndex
        if let v = UInt32(String(String.UnicodeScalarView(scalars[i..<end])), radix: 16), let scalar = Unicode.Scalar(v)
        {
          out.unicodeScalars.append(scalar)
          i = end
        } else {
          out += "u"
        }
      default: out.unicodeScalars.append(e)
      }
    }
    return (out, s.endIndex)
  }

  /// `s` safe in HTML and XML text and attribute values: `&`, `<`, `>`, `"` and `'` as
  /// references, and the control characters XML forbids (all but tab, line feed and carriage
  /// return) dropped.
  package static func markupEscaped(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for u in s.unicodeScalars {
      switch u {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n", "\r": out.unicodeScalars.append(u)
      case _ where u.value < 0x20: break
      default: out.unicodeScalars.append(u)
      }
    }
    return out
  }
}
