import VellumModel

/// Validates JSON against a draft 2020-12 schema, supporting only the keywords Vellum's schema
/// uses; any other keyword is an error, so the schema cannot say something this does not check.
///
/// The schema is compiled once into nodes (members in dictionaries, `$ref`s resolved on first use,
/// string enums in sets), so the differential tests, which validate thousands of mutants, do not
/// walk the schema's JSON for every value.
final class MiniSchemaValidator {
  let root: JSONValue
  private var rootNode: Node!
  private var compiledReferences: [String: Node] = [:]
  private var regexes: [String: Regex<AnyRegexOutput>] = [:]

  static let annotations: Set<String> = ["$schema", "$id", "title", "description", "default", "$defs"]
  static let assertions: Set<String> = [
    "type", "enum", "const", "pattern", "maxLength", "minimum", "maximum", "properties", "required",
    "additionalProperties", "items", "oneOf", "anyOf", "allOf", "if", "then", "else", "not", "$ref",
    "dependentRequired", "maxItems", "minItems", "propertyNames",
  ]

  init(_ root: JSONValue) {
    self.root = root
    rootNode = Node(root)
  }

  /// Empty when `instance` is valid.
  func errors(_ instance: JSONValue) -> [String] {
    var out: [String] = []
    check(instance, rootNode, "", &out)
    return out
  }

  /// Whether `instance` is valid: `errors(_:).isEmpty`, without building the messages.
  func isValid(_ instance: JSONValue) -> Bool { valid(instance, rootNode) }

  func collectUnsupportedKeywords(_ schema: JSONValue, into unknown: inout Set<String>) {
    guard case .object(let members) = schema.kind else { return }
    for (key, value) in members {
      if !Self.annotations.contains(key) && !Self.assertions.contains(key) { unknown.insert(key) }
      switch (key, value.kind) {
      case ("properties", .object(let subs)), ("$defs", .object(let subs)):
        for sub in subs { collectUnsupportedKeywords(sub.value, into: &unknown) }
      case ("oneOf", .array(let items)), ("anyOf", .array(let items)), ("allOf", .array(let items)):
        for sub in items { collectUnsupportedKeywords(sub, into: &unknown) }
      case ("items", _), ("additionalProperties", _), ("if", _), ("then", _), ("else", _), ("not", _),
        ("propertyNames", _):
        collectUnsupportedKeywords(value, into: &unknown)
      default: break
      }
    }
  }

  // MARK: Compiled schema

  /// One schema (a boolean or an object of keywords), its keywords read once.
  private final class Node {
    /// `true` or `false` for a boolean schema; nil for an object.
    var constant: Bool?
    /// The text of a schema that is neither a boolean nor an object.
    var malformed: String?
    var unsupported: [String] = []
    var ref: String?
    var types: [String]?
    var enumStrings: Set<String> = []
    var enumOthers: [JSONValue.Kind] = []
    var enumCount: Int?
    var const: JSONValue?
    var maxLength: Double?
    var pattern: String?
    var minimum: Double?
    var maximum: Double?
    var properties: [String: Node] = [:]
    var required: [String] = []
    var additionalProperties: Node?
    var maxItems: Double?
    var minItems: Double?
    var propertyNames: Node?
    var items: Node?
    var oneOf: [Node]?
    var not: Node?
    var dependentRequired: [(key: String, needs: [String])]?
    var anyOf: [Node]?
    var allOf: [Node]?
    var condition: Node?
    var then: Node?
    var otherwise: Node?

    init(_ schema: JSONValue) {
      switch schema.kind {
      case .bool(let b):
        constant = b
        return
      case .object(let members):
        for (key, value) in members { read(key, value) }
      default:
        malformed = "\(schema)"
      }
    }

    private func read(_ key: String, _ value: JSONValue) {
      if !MiniSchemaValidator.annotations.contains(key) && !MiniSchemaValidator.assertions.contains(key) {
        unsupported.append(key)
      }
      switch key {
      case "$ref": if case .string(let s) = value.kind { ref = s }
      case "type": types = Self.strings(value) ?? [Self.string(value) ?? "?"]
      case "enum":
        guard case .array(let options) = value.kind else { return }
        enumCount = options.count
        for option in options {
          if case .string(let s) = option.kind { enumStrings.insert(s) } else { enumOthers.append(option.kind) }
        }
      case "const": const = value
      case "maxLength": maxLength = Self.number(value)
      case "pattern": pattern = Self.string(value)
      case "minimum": minimum = Self.number(value)
      case "maximum": maximum = Self.number(value)
      case "properties":
        if case .object(let members) = value.kind {
          for (name, sub) in members where properties[name] == nil { properties[name] = Node(sub) }
        }
      case "required": required = Self.strings(value) ?? []
      case "additionalProperties": additionalProperties = Node(value)
      case "maxItems": maxItems = Self.number(value)
      case "minItems": minItems = Self.number(value)
      case "propertyNames": propertyNames = Node(value)
      case "items": items = Node(value)
      case "oneOf": oneOf = Self.nodes(value)
      case "anyOf": anyOf = Self.nodes(value)
      case "allOf": allOf = Self.nodes(value)
      case "not": not = Node(value)
      case "if": condition = Node(value)
      case "then": then = Node(value)
      case "else": otherwise = Node(value)
      case "dependentRequired":
        if case .object(let members) = value.kind {
          dependentRequired = members.map { ($0.key, Self.strings($0.value) ?? []) }
        }
      default: break
      }
    }

    private static func string(_ v: JSONValue) -> String? { if case .string(let s) = v.kind { s } else { nil } }
    private static func number(_ v: JSONValue) -> Double? { if case .number(let n) = v.kind { n } else { nil } }
    private static func strings(_ v: JSONValue) -> [String]? {
      guard case .array(let items) = v.kind else { return nil }
      let s = items.compactMap(string)
      return s.count == items.count ? s : nil
    }
    private static func nodes(_ v: JSONValue) -> [Node]? {
      if case .array(let items) = v.kind { items.map(Node.init) } else { nil }
    }
  }

  // MARK: Checking

  /// Appends what is wrong with `v` to `out`; `quick` stops at the first problem (for
  /// `oneOf`/`anyOf`/`if`/`not`, where only validity matters, so no paths are built either).
  private func check(_ v: JSONValue, _ s: Node, _ path: String, _ out: inout [String], quick: Bool = false) {
    let at = quick ? "" : path.isEmpty ? "(root)" : path
    // A value's kind is built on each read (an object's members as an array): read it once.
    let kind = v.kind
    if let constant = s.constant {
      if !constant { out.append("\(at): not allowed") }
      return
    }
    if let malformed = s.malformed {
      out.append("\(at): bad schema \(malformed)")
      return
    }
    for key in s.unsupported { out.append("\(at): unsupported keyword \(key)") }
    func sub(_ tail: @autoclosure () -> String) -> String { quick ? "" : tail() }

    if quick && !out.isEmpty { return }
    if let ref = s.ref {
      if let target = resolve(ref) {
        check(v, target, path, &out, quick: quick)
      } else {
        out.append("\(at): unresolved \(ref)")
      }
    }
    if quick && !out.isEmpty { return }
    if let types = s.types, !types.contains(where: { Self.has(kind, type: $0) }) {
      out.append("\(at): expected \(types.joined(separator: "/")), found \(v.typeDescription)")
    }
    if quick && !out.isEmpty { return }
    if let count = s.enumCount {
      let listed =
        if case .string(let str) = kind { s.enumStrings.contains(str) } else { s.enumOthers.contains(kind) }
      if !listed { out.append("\(at): not one of the \(count) names") }
    }
    if let c = s.const, c.kind != kind { out.append("\(at): expected \(JSONWriter.write(c))") }
    if quick && !out.isEmpty { return }
    if case .string(let str) = kind {
      if let max = s.maxLength, Double(str.unicodeScalars.count) > max { out.append("\(at): longer than \(max)") }
      if let pattern = s.pattern {
        if let regex = regex(pattern) {
          if (try? regex.firstMatch(in: str)) == nil { out.append("\(at): does not match \(pattern)") }
        } else {
          out.append("\(at): bad pattern \(pattern)")
        }
      }
    }
    if quick && !out.isEmpty { return }
    if case .number(let n) = kind {
      if let min = s.minimum, n < min { out.append("\(at): below \(min)") }
      if let max = s.maximum, n > max { out.append("\(at): above \(max)") }
    }
    if quick && !out.isEmpty { return }
    if case .object(let members) = kind {
      for name in s.required where !members.contains(where: { $0.key == name }) {
        out.append("\(at): missing \(name)")
        if quick { return }
      }
      for (key, value) in members {
        if let p = s.properties[key] ?? s.additionalProperties {
          check(value, p, sub(path.isEmpty ? key : path + "." + key), &out, quick: quick)
        }
        if quick && !out.isEmpty { return }
      }
    }
    if quick && !out.isEmpty { return }
    if case .array(let items) = kind {
      if let max = s.maxItems, Double(items.count) > max { out.append("\(at): more than \(Int(max)) items") }
      if let min = s.minItems, Double(items.count) < min { out.append("\(at): fewer than \(Int(min)) items") }
    }
    if case .object(let members) = kind, let names = s.propertyNames {
      for (key, _) in members { check(JSONValue(.string(key)), names, sub(path + "{\(key)}"), &out, quick: quick) }
    }
    if quick && !out.isEmpty { return }
    if case .array(let items) = kind, let itemSchema = s.items {
      for (i, item) in items.enumerated() {
        check(item, itemSchema, sub("\(path)[\(i)]"), &out, quick: quick)
        if quick && !out.isEmpty { return }
      }
    }
    if quick && !out.isEmpty { return }
    if let options = s.oneOf {
      // Two passing options are as wrong as all of them: stop counting there.
      var passing = 0
      for o in options where passing < 2 && valid(v, o) { passing += 1 }
      if passing == 0 {
        var closest: [String] = []
        if !quick {
          let all = options.map { o in
            var e: [String] = []
            check(v, o, path, &e)
            return e
          }
          closest = all.min(by: { $0.count < $1.count }) ?? []
        }
        out.append("\(at): matches none of oneOf; closest: \(closest.prefix(3).joined(separator: "; "))")
      } else if passing > 1 {
        out.append("\(at): matches \(passing) of oneOf, not exactly 1")
      }
    }
    if quick && !out.isEmpty { return }
    if let n = s.not, valid(v, n) { out.append("\(at): matches a \"not\" schema") }
    if case .object(let members) = kind, let dependencies = s.dependentRequired {
      for (key, needed) in dependencies where members.contains(where: { $0.key == key }) {
        for name in needed where !members.contains(where: { $0.key == name }) {
          out.append("\(at): \(key) needs \(name)")
        }
      }
    }
    if quick && !out.isEmpty { return }
    if let options = s.anyOf, !options.contains(where: { valid(v, $0) }) {
      out.append("\(at): matches none of anyOf")
    }
    if quick && !out.isEmpty { return }
    if let options = s.allOf {
      for o in options { check(v, o, path, &out, quick: quick) }
    }
    if quick && !out.isEmpty { return }
    if let condition = s.condition {
      if valid(v, condition) {
        if let then = s.then { check(v, then, path, &out, quick: quick) }
      } else if let otherwise = s.otherwise {
        check(v, otherwise, path, &out, quick: quick)
      }
    }
  }

  private func valid(_ v: JSONValue, _ schema: Node) -> Bool {
    var out: [String] = []
    check(v, schema, "", &out, quick: true)
    return out.isEmpty
  }

  private func resolve(_ ref: String) -> Node? {
    if let node = compiledReferences[ref] { return node }
    guard ref.hasPrefix("#/") else { return ref == "#" ? rootNode : nil }
    var v: JSONValue? = root
    for part in ref.dropFirst(2).split(separator: "/") {
      guard case .object(let members)? = v?.kind else { return nil }
      v = members.first { $0.key == part }?.value
    }
    guard let v else { return nil }
    let node = Node(v)
    compiledReferences[ref] = node
    return node
  }

  private func regex(_ pattern: String) -> Regex<AnyRegexOutput>? {
    if let r = regexes[pattern] { return r }
    // JSON Schema patterns match code points (ECMA-262), not grapheme clusters.
    guard let r = try? Regex(pattern).matchingSemantics(.unicodeScalar) else { return nil }
    regexes[pattern] = r
    return r
  }

  private static func has(_ kind: JSONValue.Kind, type: String) -> Bool {
    switch (type, kind) {
    case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
      ("object", .object):
      true
    case ("integer", .number(let n)): n.isFinite && n == n.rounded()
    default: false
    }
  }
}
