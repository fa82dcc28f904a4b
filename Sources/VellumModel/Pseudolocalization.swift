/// Pseudolocalisation (`canvas.pseudo`, `vellum render --pseudo`, the `pseudo` variant axis):
/// every string the app shows is transformed as Xcode's and Android's pseudolanguages do, so
/// truncation, clipping and hard-coded layout show up in goldens before translation.
///
/// - `accented`: Latin letters take accents (`Settings` → `Šéţţîñĝš`), same length.
/// - `long`: about 40 % longer (brackets included), padded with words, with brackets marking
///   the ends (`[Airplane Mode one]`), so a cut-off end shows.
/// - `rtl`: the layout mirrors and Latin text runs right to left, as in an RTL language.
/// - `all`: all three.
///
/// Strings with no letters (numbers, times) stay, as do format placeholders (`%@`, `%1$d`,
/// `{0}`) and the canvas's `verbatim` strings (names, as SwiftUI's `Text(verbatim:)`). System
/// chrome (the status bar, the keyboard) is not the app's text and stays too.
public enum Pseudolanguage: String, Sendable, CaseIterable {
  case none, accented, long, rtl, all

  var accents: Bool { self == .accented || self == .all }
  var lengthens: Bool { self == .long || self == .all }
  /// Whether the layout mirrors (the canvas's layout direction becomes right-to-left).
  package var mirrors: Bool { self == .rtl || self == .all }

  /// `string` as this pseudolanguage shows it; unchanged when it is `verbatim`, has no letters,
  /// or was transformed already.
  package func transform(_ string: String, verbatim: Set<String> = []) -> String {
    guard self != .none, !verbatim.contains(string), string.unicodeScalars.first != Self.marker,
      string.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
    else { return string }
    var body = accents ? Self.accented(string) : string
    if lengthens { body = "[" + body + Self.padding(for: string.count) + "]" }
    if mirrors { body = "\u{202E}" + body + "\u{202C}" }
    // A zero-width word joiner marks the result, so a string is never transformed twice.
    return String(Self.marker) + body
  }

  /// U+2060 WORD JOINER: invisible and zero-width.
  static let marker: Unicode.Scalar = "\u{2060}"

  /// `s` without the invisible marks a transform adds (the marker, the right-to-left override
  /// and its end): the text as read aloud.
  package static func removingMarks(_ s: String) -> String {
    String(String.UnicodeScalarView(s.unicodeScalars.filter { $0 != marker && $0 != "\u{202E}" && $0 != "\u{202C}" }))
  }

  /// Latin letters with accents, placeholders kept as they are.
  static func accented(_ s: String) -> String {
    var out = ""
    var scalars = Array(s.unicodeScalars)[...]
    while let c = scalars.first {
      // `%@`, `%d`, `%1$@`, `%.2f`, `%%` and `{0}`, `{name}` are left whole.
      if c == "%" || c == "{", let end = placeholderEnd(scalars) {
        out.unicodeScalars.append(contentsOf: scalars[..<end])
        scalars = scalars[end...]
        continue
      }
      if let i = plain.firstIndex(of: c) {
        out.unicodeScalars.append(fancy[plain.distance(from: plain.startIndex, to: i)])
      } else {
        out.unicodeScalars.append(c)
      }
      scalars = scalars.dropFirst()
    }
    return out
  }

  /// Where a placeholder starting the slice ends, if one does.
  static func placeholderEnd(_ s: ArraySlice<Unicode.Scalar>) -> Int? {
    guard let first = s.first else { return nil }
    if first == "{" {
      // Looked for within 24 scalars only, so a string of many `{` stays linear.
      guard let close = s.prefix(25).firstIndex(of: "}") else { return nil }
      let inside = s[(s.startIndex + 1)..<close]
      return !inside.isEmpty && inside.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        ? close + 1 : nil
    }
    return printfEnd(s)
  }

  /// Where a printf placeholder starting the slice (at its `%`) ends, if one does, by the whole
  /// grammar: `%[argnum$][flags -+ #0'][width|*[argnum$]][.precision|.*[argnum$]][length]conversion`,
  /// lengths `hh h l ll q L z t j`, conversions `d i o u x X f F e E g G a A c s p n @ %` (and
  /// Foundation's `D U O C S`).
  static func printfEnd(_ s: ArraySlice<Unicode.Scalar>) -> Int? {
    let end = s.endIndex
    var i = s.startIndex + 1
    func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
    func skipDigits() { while i < end, isDigit(s[i]) { i += 1 } }
    func skip(_ c: Unicode.Scalar) -> Bool {
      guard i < end, s[i] == c else { return false }
      i += 1
      return true
    }
    /// `n$`, when the digits ahead end in `$`; else nothing is consumed.
    func skipArgumentNumber() {
      let start = i
      skipDigits()
      if i == start || !skip("$") { i = start }
    }
    /// A number, or `*` (taken from an argument, possibly numbered).
    func skipCount() {
      if skip("*") { skipArgumentNumber() } else { skipDigits() }
    }
    if skip("%") { return i }
    skipArgumentNumber()
    while i < end, "-+ #0'".unicodeScalars.contains(s[i]) { i += 1 }
    skipCount()
    if skip(".") { skipCount() }
    if skip("h") {
      _ = skip("h")
    } else if skip("l") {
      _ = skip("l")
    } else if i < end, "qLztj".unicodeScalars.contains(s[i]) {
      i += 1
    }
    guard i < end, "diouxXfFeEgGaAcspn@DUOCS".unicodeScalars.contains(s[i]) else { return nil }
    return i + 1
  }

  static let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
  static let fancy = Array("áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)

  /// Words that, with the two brackets, make a string of `length` characters about 40 % longer:
  /// ` one two` (none for the shortest, whose brackets already add that much).
  static func padding(for length: Int) -> String {
    let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
    let wanted = (Double(length) * 0.4).rounded(.up) - 2
    var out = ""
    var i = 0
    while Double(out.count) < wanted {
      out += " " + words[i % words.count]
      i += 1
    }
    return out
  }

  /// How the value appears in file names and on contact sheets.
  package var label: String {
    switch self {
    case .none: "pseudoNone"
    case .accented: "pseudoAccented"
    case .long: "pseudoLong"
    case .rtl: "pseudoRTL"
    case .all: "pseudoAll"
    }
  }
}
