/// Reads one JSON object member by member, tracking the JSON path, and rejects unknown keys
/// with a suggestion. Every error it throws is a `Diagnostic`.
package struct ObjectReader {
  let value: JSONValue
  let path: String
  private let members: [(key: String, value: JSONValue)]
  /// Keys `allowOnly` accepts besides those it is given: the modifiers every component takes
  /// (`ComponentModifiers`), read from the same object by their own reader.
  var alsoAllowed: [String] = []

  init(_ value: JSONValue, path: String) throws(Diagnostic) {
    guard case .object(let m) = value.kind else {
      throw Diagnostic(
        path: path, message: "expected an object, found \(value.typeDescription)", location: value.location)
    }
    self.value = value
    self.path = path
    self.members = m
  }

  var keys: [String] { members.map(\.key) }

  /// Fails on any key not in `allowed`, suggesting the nearest allowed one.
  func allowOnly(_ allowed: [String]) throws(Diagnostic) {
    let allowed = allowed + alsoAllowed
    for (key, v) in members where !allowed.contains(key) {
      var message = "unknown key \"\(key)\""
      if let near = nearestName(to: key, in: allowed) {
        message += "; did you mean \"\(near)\"?"
      } else {
        message += "; expected one of: " + allowed.joined(separator: ", ")
      }
      throw Diagnostic(path: join(key), message: message, location: v.location)
    }
  }

  func join(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  subscript(key: String) -> JSONValue? { members.first { $0.key == key }?.value }

  func error(_ key: String, _ message: String) -> Diagnostic {
    Diagnostic(path: join(key), message: message, location: self[key]?.location ?? value.location)
  }

  // MARK: Typed members

  func string(_ key: String, maxLength: Int = DocumentDecoder.maximumTextLength) throws(Diagnostic) -> String? {
    guard let v = self[key] else { return nil }
    return try Self.string(v, path: join(key), maxLength: maxLength)
  }

  static func string(_ v: JSONValue, path: String, maxLength: Int = DocumentDecoder.maximumTextLength)
    throws(Diagnostic) -> String
  {
    guard case .string(let s) = v.kind else {
      throw Diagnostic(path: path, message: "expected a string, found \(v.typeDescription)", location: v.location)
    }
    if let problem = textLimitProblem(s, maxLength: maxLength) {
      throw Diagnostic(path: path, message: problem, location: v.location)
    }
    return s
  }

  /// Why `s` is over the limits on a string of at most `maxLength` characters, if it is: its
  /// UTF-8 bytes (counted in constant time), its Unicode scalars (one pass over the bytes), then
  /// its characters and each one's scalars (one pass making grapheme clusters, done only on a
  /// string that passed the first two, so at most 160,000 bytes). Linear, cheap and before
  /// anything lays the text out.
  static func textLimitProblem(_ s: String, maxLength: Int) -> String? {
    let maxBytes = DocumentDecoder.maximumTextBytes(forLength: maxLength)
    let maxScalars = DocumentDecoder.maximumTextScalars(forLength: maxLength)
    var limits: String {
      "the limit is \(maxLength) characters, \(maxScalars) Unicode scalars and \(maxBytes) bytes"
    }
    let bytes = s.utf8.count
    if bytes > maxBytes { return "text is \(bytes) bytes of UTF-8; \(limits)" }
    let scalars = s.unicodeScalars.count
    if scalars > maxScalars { return "text is \(scalars) Unicode scalars; \(limits)" }
    let maxCluster = DocumentDecoder.maximumClusterScalars
    var characters = 0
    for c in s {
      characters += 1
      let n = c.unicodeScalars.count
      if n > maxCluster {
        return
          "character \(characters) is \(n) Unicode scalars (combining marks or joined emoji); the limit is \(maxCluster) a character"
      }
    }
    if characters > maxLength { return "text is \(characters) characters long; the limit is \(maxLength)" }
    return nil
  }

  func number(_ key: String, in range: ClosedRange<Double>? = nil) throws(Diagnostic) -> Double? {
    guard let v = self[key] else { return nil }
    return try Self.number(v, path: join(key), in: range)
  }

  static func number(_ v: JSONValue, path: String, in range: ClosedRange<Double>? = nil) throws(Diagnostic) -> Double {
    guard case .number(let n) = v.kind else {
      throw Diagnostic(path: path, message: "expected a number, found \(v.typeDescription)", location: v.location)
    }
    if let r = range, !r.contains(n) {
      throw Diagnostic(
        path: path, message: "\(format(n)) is out of range; expected \(format(r.lowerBound))…\(format(r.upperBound))",
        location: v.location)
    }
    return n
  }

  func integer(_ key: String, in range: ClosedRange<Int>) throws(Diagnostic) -> Int? {
    guard let v = self[key] else { return nil }
    let n = try Self.number(v, path: join(key))
    guard n == n.rounded(), let i = Int(exactly: n) else {
      throw error(key, "expected a whole number, found \(format(n))")
    }
    guard range.contains(i) else {
      throw error(key, "\(i) is out of range; expected \(range.lowerBound)…\(range.upperBound)")
    }
    return i
  }

  func bool(_ key: String) throws(Diagnostic) -> Bool? {
    guard let v = self[key] else { return nil }
    guard case .bool(let b) = v.kind else {
      throw error(key, "expected true or false, found \(v.typeDescription)")
    }
    return b
  }

  /// A string naming a case of `E`, with a suggestion when misspelt.
  func enumeration<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type, what: String) throws(Diagnostic)
    -> E?
  where E.RawValue == String {
    guard let v = self[key] else { return nil }
    return try Self.enumeration(v, path: join(key), type, what: what)
  }

  static func enumeration<E: RawRepresentable & CaseIterable>(
    _ v: JSONValue, path: String, _ type: E.Type, what: String
  ) throws(Diagnostic) -> E where E.RawValue == String {
    let s = try string(v, path: path)
    if let e = E(rawValue: s) { return e }
    let names = E.allCases.map(\.rawValue)
    throw Diagnostic(path: path, message: unknownName(s, what: what, names: names), location: v.location)
  }

  func array(_ key: String) throws(Diagnostic) -> [JSONValue]? {
    guard let v = self[key] else { return nil }
    return try Self.array(v, path: join(key))
  }

  /// The elements of `v`, which must be an array.
  static func array(_ v: JSONValue, path: String) throws(Diagnostic) -> [JSONValue] {
    guard case .array(let a) = v.kind else {
      throw Diagnostic(path: path, message: "expected an array, found \(v.typeDescription)", location: v.location)
    }
    return a
  }

  func object(_ key: String) throws(Diagnostic) -> ObjectReader? {
    guard let v = self[key] else { return nil }
    return try ObjectReader(v, path: join(key))
  }
}

/// "unknown colour "sytemBlue"; did you mean "systemBlue"?"
package func unknownName(_ s: String, what: String, names: [String]) -> String {
  var message = "unknown \(what) \"\(s)\""
  if let near = nearestName(to: s, in: names) {
    message += "; did you mean \"\(near)\"?"
  } else if names.count <= 16 {
    message += "; expected one of: " + names.joined(separator: ", ")
  }
  return message
}

func format(_ n: Double) -> String {
  n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
}
