/// A strict RFC 8259 JSON parser that keeps source locations and bounds nesting depth.
public struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  /// The column at `columnIndex`, advanced lazily so that locating every value stays linear
  /// even in a long single-line (minified) document.
  private var columnIndex = 0
  private var column = 1

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Parses a whole document; trailing content other than white space is an error.
  public static func parse(_ bytes: [UInt8]) throws(Diagnostic) -> JSONValue {
    var parser = JSONParser(bytes)
    // Skip a UTF-8 byte order mark.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      parser.index = 3
      parser.lineStart = 3
    }
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw parser.error("unexpected content after the end of the document")
    }
    return value
  }

  private var location: SourceLocation {
    mutating get {
      if columnIndex < lineStart || columnIndex > index {
        columnIndex = lineStart
        column = 1
      }
      // Columns count characters, not bytes: skip UTF-8 continuation bytes.
      while columnIndex < index {
        if bytes[columnIndex] & 0xC0 != 0x80 { column += 1 }
        columnIndex += 1
      }
      return SourceLocation(line: line, column: column)
    }
  }

  private mutating func error(_ message: String) -> Diagnostic {
    Diagnostic(path: "", message: "invalid JSON: " + message, location: location)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D: index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default: return
      }
    }
  }

  private mutating func parseValue(depth: Int) throws(Diagnostic) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of input") }
    let start = location
    switch bytes[index] {
    case UInt8(ascii: "{"):
      if depth >= Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
      return JSONValue(.object(try parseObject(depth: depth + 1)), at: start)
    case UInt8(ascii: "["):
      if depth >= Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
      return JSONValue(.array(try parseArray(depth: depth + 1)), at: start)
    case UInt8(ascii: "\""):
      return JSONValue(.string(try parseString()), at: start)
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return JSONValue(.bool(true), at: start)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return JSONValue(.bool(false), at: start)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return JSONValue(.null, at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try parseNumber()), at: start)
    default:
      throw error("unexpected character '\(String(decoding: [bytes[index]], as: UTF8.self))'")
    }
  }

  private mutating func expectLiteral(_ word: String) throws(Diagnostic) {
    let w = Array(word.utf8)
    guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else {
      throw error("unexpected character, expected '\(word)'")
    }
    index += w.count
  }

  private mutating func parseObject(depth: Int) throws(Diagnostic) -> [(key: String, value: JSONValue)] {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    var seen = Set<String>()
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return members
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a quoted key")
      }
      let keyLocation = location
      let key = try parseString()
      if !seen.insert(key).inserted {
        throw Diagnostic(path: "", message: "invalid JSON: duplicate key \"\(key)\"", location: keyLocation)
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
      index += 1
      skipWhitespace()
      let value = try parseValue(depth: depth)
      members.append((key, value))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input, expected ',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return members
      }
      throw error("expected ',' or '}'")
    }
  }

  private mutating func parseArray(depth: Int) throws(Diagnostic) -> [JSONValue] {
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return items
    }
    while true {
      skipWhitespace()
      items.append(try parseValue(depth: depth))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input, expected ',' or ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return items
      }
      throw error("expected ',' or ']'")
    }
  }

  private mutating func parseString() throws(Diagnostic) -> String {
    index += 1
    var out: [UInt8] = []
    while index < bytes.count {
      let b = bytes[index]
      switch b {
      case UInt8(ascii: "\""):
        index += 1
        guard let s = String(validating: out, as: UTF8.self) else { throw error("string is not valid UTF-8") }
        return s
      case UInt8(ascii: "\\"):
        index += 1
        guard index < bytes.count else { throw error("unexpected end of input in a string") }
        let e = bytes[index]
        index += 1
        switch e {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try parseHex4()
          if (0xD800...0xDBFF).contains(scalar) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw error("unpaired surrogate in \\u escape") }
            index += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00...0xDFFF).contains(scalar) {
            throw error("unpaired surrogate in \\u escape")
          }
          guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
          out.append(contentsOf: Array(String(Character(u)).utf8))
        default:
          throw error("invalid escape '\\\(String(decoding: [e], as: UTF8.self))'")
        }
      case 0x00..<0x20:
        throw error("control character in a string (escape it)")
      default:
        out.append(b)
        index += 1
      }
    }
    throw error("unterminated string")
  }

  private mutating func parseHex4() throws(Diagnostic) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
    var v: UInt32 = 0
    for _ in 0..<4 {
      let c = bytes[index]
      let d: UInt32
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
      default: throw error("invalid hex digit in \\u escape")
      }
      v = v * 16 + d
      index += 1
    }
    return v
  }

  private mutating func parseNumber() throws(Diagnostic) -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits(_ p: inout JSONParser) -> Int {
      var n = 0
      while p.index < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.index]) {
        p.index += 1
        n += 1
      }
      return n
    }
    guard index < bytes.count else { throw error("invalid number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits(&self) == 0 {
      throw error("invalid number")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      if digits(&self) == 0 { throw error("invalid number: expected digits after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      if digits(&self) == 0 { throw error("invalid number: expected digits in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let v = Double(text), v.isFinite else { throw error("number out of range") }
    return v
  }
}
