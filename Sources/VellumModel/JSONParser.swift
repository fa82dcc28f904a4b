/// A strict RFC 8259 JSON parser that keeps source locations and bounds nesting depth. It
/// writes the document into one `JSONTape` (an entry a value, the strings' bytes in one buffer,
/// each object key once) and returns a view of its root.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  package static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  /// The column at `columnIndex`, advanced lazily so that locating every value stays linear
  /// even in a long single-line (minified) document.
  private var columnIndex = 0
  private var column = 1

  /// The tape being written (see `JSONTape`).
  private var entries: [JSONTape.Entry] = []
  private var text: [UInt8] = []
  private var keys = KeyTable()
  /// The key classes (`KeyTable.classes`) of the members read so far of every object being
  /// read, the innermost's last: an object of up to 16 members looks for a duplicate here.
  private var memberClasses: [UInt32] = []
  /// Where a key's bytes are read, reused from key to key.
  private var keyBytes: [UInt8] = []

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Parses a whole document; trailing content other than white space is an error.
  package static func parse(_ bytes: [UInt8]) throws(Diagnostic) -> JSONValue {
    // A tape's offsets, counts, lines and columns are 32-bit.
    guard bytes.count < Int(UInt32.max) else {
      throw Diagnostic(
        path: "", message: "invalid JSON: the document is 4 GB or more", location: SourceLocation(line: 1, column: 1))
    }
    var parser = JSONParser(bytes)
    // Skip a UTF-8 byte order mark.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      parser.index = 3
      parser.lineStart = 3
    }
    // Reserve what the tape will need so that no array grows by doubling past it.
    let need = Self.estimate(bytes, from: parser.index)
    parser.entries.reserveCapacity(need.values)
    parser.text.reserveCapacity(need.textBytes)
    parser.skipWhitespace()
    try parser.parseValue(depth: 0, key: JSONTape.Entry.noKey)
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw parser.error("unexpected content after the end of the document")
    }
    return JSONValue(JSONTape(entries: parser.entries, text: parser.text, keys: parser.keys.strings), entry: 0)
  }

  /// At least the number of values in `bytes` and the bytes of its string values (keys'
  /// excepted), if it is valid JSON, in one quick pass: a value is the root, or follows a ','
  /// or an opening '[' or '{'; a string followed by ':' is a key.
  private static func estimate(_ bytes: [UInt8], from start: Int) -> (values: Int, textBytes: Int) {
    bytes.withUnsafeBufferPointer { b in
      var values = 1
      var textBytes = 0
      var lastString = 0
      var i = start
      let n = b.count
      while i < n {
        switch b[i] {
        case UInt8(ascii: "\""):
          i += 1
          let first = i
          while i < n, b[i] != UInt8(ascii: "\"") { i += b[i] == UInt8(ascii: "\\") ? 2 : 1 }
          lastString = min(i, n) - first
          textBytes += lastString
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{"): values += 1
        case UInt8(ascii: ":"): textBytes -= lastString
        default: break
        }
        i += 1
      }
      return (values, max(0, textBytes))
    }
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

  private mutating func position() -> (line: UInt32, column: UInt32) {
    let l = location
    return (UInt32(truncatingIfNeeded: l.line), UInt32(truncatingIfNeeded: l.column))
  }

  private mutating func append(
    _ tag: JSONTape.Tag, key: UInt32, at p: (line: UInt32, column: UInt32), low: UInt32 = 0, high: UInt32 = 0
  ) {
    entries.append(JSONTape.Entry(tag, key: key, line: p.line, column: p.column, low: low, high: high))
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

  /// Reads one value into the tape: its entry, then (for an array or object) its children's.
  private mutating func parseValue(depth: Int, key: UInt32) throws(Diagnostic) {
    guard index < bytes.count else { throw error("unexpected end of input") }
    let start = position()
    switch bytes[index] {
    case UInt8(ascii: "{"):
      if depth >= Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
      let at = entries.count
      append(.object, key: key, at: start)
      let count = try parseObject(depth: depth + 1)
      entries[at].low = count
      entries[at].high = UInt32(entries.count)
    case UInt8(ascii: "["):
      if depth >= Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
      let at = entries.count
      append(.array, key: key, at: start)
      let count = try parseArray(depth: depth + 1)
      entries[at].low = count
      entries[at].high = UInt32(entries.count)
    case UInt8(ascii: "\""):
      let offset = text.count
      try parseString()
      append(.string, key: key, at: start, low: UInt32(offset), high: UInt32(text.count - offset))
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      append(.true, key: key, at: start)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      append(.false, key: key, at: start)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      append(.null, key: key, at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let bits = try parseNumber().bitPattern
      append(.number, key: key, at: start, low: UInt32(truncatingIfNeeded: bits), high: UInt32(bits >> 32))
    default:
      throw error("unexpected character '\(String(decoding: [bytes[index]], as: UTF8.self))'")
    }
  }

  private mutating func expectLiteral(_ word: StaticString) throws(Diagnostic) {
    let n = word.utf8CodeUnitCount
    guard index + n <= bytes.count, (0..<n).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] }) else {
      throw error("unexpected character, expected '\(word)'")
    }
    index += n
  }

  /// Reads an object's members into the tape; returns how many there are.
  private mutating func parseObject(depth: Int) throws(Diagnostic) -> UInt32 {
    index += 1
    var count: UInt32 = 0
    let first = memberClasses.count
    /// The members' key classes once there are 16, for a larger object.
    var seen: Set<UInt32>? = nil
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return count
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a quoted key")
      }
      let keyLocation = location
      // Read the key into `keyBytes` (through `text`, which parseString writes).
      swap(&text, &keyBytes)
      text.removeAll(keepingCapacity: true)
      try parseString()
      let key = keys.intern(text)
      swap(&text, &keyBytes)
      // Keys are compared as Strings are (canonical equivalence: "é" is "e\u{301}").
      let keyClass = keys.classes[Int(key)]
      let duplicate: Bool
      if seen != nil {
        duplicate = seen?.insert(keyClass).inserted == false
      } else {
        duplicate = memberClasses[first...].contains(keyClass)
        memberClasses.append(keyClass)
        if memberClasses.count - first == 16 { seen = Set(memberClasses[first...]) }
      }
      if duplicate {
        throw Diagnostic(
          path: "", message: "invalid JSON: duplicate key \"\(keys.strings[Int(key)])\"", location: keyLocation)
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
      index += 1
      skipWhitespace()
      try parseValue(depth: depth, key: key)
      count += 1
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input, expected ',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        memberClasses.removeSubrange(first...)
        return count
      }
      throw error("expected ',' or '}'")
    }
  }

  /// Reads an array's elements into the tape; returns how many there are.
  private mutating func parseArray(depth: Int) throws(Diagnostic) -> UInt32 {
    index += 1
    var count: UInt32 = 0
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return count
    }
    while true {
      skipWhitespace()
      try parseValue(depth: depth, key: JSONTape.Entry.noKey)
      count += 1
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input, expected ',' or ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return count
      }
      throw error("expected ',' or ']'")
    }
  }

  /// Reads a string, unescaped, onto the end of `text`.
  private mutating func parseString() throws(Diagnostic) {
    index += 1
    let start = text.count
    /// Whether a byte was copied that is not ASCII (escapes only make valid UTF-8).
    var copiedNonASCII = false
    while index < bytes.count {
      // Copy a run of bytes that need nothing done at once.
      let run = index
      while index < bytes.count {
        let b = bytes[index]
        if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { break }
        if b >= 0x80 { copiedNonASCII = true }
        index += 1
      }
      if index > run { text.append(contentsOf: bytes[run..<index]) }
      guard index < bytes.count else { break }
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        if copiedNonASCII, String(validating: text[start...], as: UTF8.self) == nil {
          throw error("string is not valid UTF-8")
        }
        return
      case UInt8(ascii: "\\"):
        index += 1
        guard index < bytes.count else { throw error("unexpected end of input in a string") }
        let e = bytes[index]
        index += 1
        switch e {
        case UInt8(ascii: "\""): text.append(0x22)
        case UInt8(ascii: "\\"): text.append(0x5C)
        case UInt8(ascii: "/"): text.append(0x2F)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
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
          UTF8.encode(u) { text.append($0) }
        default:
          throw error("invalid escape '\\\(String(decoding: [e], as: UTF8.self))'")
        }
      default:
        throw error("control character in a string (escape it)")
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
    let integerStart = index
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits(&self) == 0 {
      throw error("invalid number")
    }
    // An integer of up to 15 digits is a Double exactly: no need for the text.
    if index - integerStart <= 15,
      index == bytes.count
        || (bytes[index] != UInt8(ascii: ".") && bytes[index] != UInt8(ascii: "e") && bytes[index] != UInt8(ascii: "E"))
    {
      var magnitude = 0
      for i in integerStart..<index { magnitude = magnitude * 10 + Int(bytes[i] &- UInt8(ascii: "0")) }
      return integerStart == start ? Double(magnitude) : -Double(magnitude)
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

/// The object keys of a document being parsed, each spelling (its exact UTF-8 bytes) once, so
/// that a key repeated in 20,000 objects is one String; found by a hash of its bytes.
private struct KeyTable {
  /// Every spelling, in the order first read: a tape entry's key is an index here.
  var strings: [String] = []
  /// Each spelling's class: spellings Strings find equal (canonically equivalent, as "é" and
  /// "e\u{301}") share one, so that an object cannot hold both.
  var classes: [UInt32] = []
  private var classOfString: [String: UInt32] = [:]
  /// Every spelling's bytes, back to back; `ends[i]` is where spelling `i` ends.
  private var bytes: [UInt8] = []
  private var ends: [Int] = []
  private var hashes: [UInt32] = []
  /// An open-addressing table of indices into `strings` (-1: empty), at most half full.
  private var slots = [Int32](repeating: -1, count: 64)

  /// The index of `key`'s spelling, added if new.
  mutating func intern(_ key: [UInt8]) -> UInt32 {
    var hash: UInt32 = 2_166_136_261  // FNV-1a
    for b in key { hash = (hash ^ UInt32(b)) &* 16_777_619 }
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while slots[slot] >= 0 {
      let i = Int(slots[slot])
      if hashes[i] == hash, bytes[(i == 0 ? 0 : ends[i - 1])..<ends[i]].elementsEqual(key) { return UInt32(i) }
      slot = (slot + 1) & mask
    }
    let i = strings.count
    precondition(i < JSONTape.Entry.noKey, "more distinct keys than a JSON tape holds")
    let string = String(decoding: key, as: UTF8.self)
    strings.append(string)
    if let c = classOfString[string] {
      classes.append(c)
    } else {
      let c = UInt32(classOfString.count)
      classOfString[string] = c
      classes.append(c)
    }
    bytes.append(contentsOf: key)
    ends.append(bytes.count)
    hashes.append(hash)
    slots[slot] = Int32(i)
    if strings.count * 2 > slots.count { grow() }
    return UInt32(i)
  }

  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for i in hashes.indices {
      var slot = Int(hashes[i]) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(i)
    }
  }
}
