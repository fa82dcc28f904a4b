/// The canonical text of a document (`vellum fmt`): 2-space indentation, one member or element
/// a line, every object's keys in the order the schema lists them (the order of the README's
/// tables: `style`, `text`, `secondaryText`, `image`, …; keys the schema leaves open, such as
/// custom state names, and the axes of `variants`, whose order is the order of the images, keep
/// their order), numbers in their shortest form, text as UTF-8 with only the escapes JSON
/// requires. Formatting changes no value: the document decodes exactly as before.
package enum CanonicalJSON {
  /// The canonical form of a document, ending with a newline. Only valid documents are
  /// formatted: anything the decoder refuses is thrown, with its path, line and column.
  package static func format(_ bytes: [UInt8]) throws(Diagnostic) -> String {
    _ = try DocumentDecoder.decode(bytes)
    return text(try JSONParser.parse(bytes))
  }

  /// The canonical form of a document that states `version` as its `canvas.systemVersion`
  /// unless it already states a system version (there, or as a `variants` axis): a document
  /// written when the default was an earlier system keeps drawing what it drew. A fragment (a
  /// file without a `root`, included by documents) is formatted as it is.
  package static func format(_ bytes: [UInt8], statingSystemVersion version: SystemVersion) throws(Diagnostic)
    -> String
  {
    _ = try DocumentDecoder.decode(bytes)
    var json = try JSONParser.parse(bytes)
    _ = stateSystemVersion(version, in: &json)
    return text(json)
  }

  /// Adds `canvas.systemVersion` to the document `json` when it states none (an object's key
  /// added to a valid canvas keeps it valid); whether it did.
  private static func stateSystemVersion(_ version: SystemVersion, in json: inout JSONValue) -> Bool {
    guard case .object(var members) = json.kind, members.contains(where: { $0.key == "root" }) else { return false }
    if let variants = members.first(where: { $0.key == "variants" })?.value,
      case .object(let axes) = variants.kind, axes.contains(where: { $0.key == "systemVersion" })
    {
      return false
    }
    let entry = (key: "systemVersion", value: JSONValue(.string(version.rawValue)))
    if let c = members.firstIndex(where: { $0.key == "canvas" }) {
      guard case .object(var canvas) = members[c].value.kind else { return false }
      if canvas.contains(where: { $0.key == "systemVersion" }) { return false }
      canvas.append(entry)
      members[c].value = JSONValue(.object(canvas))
    } else {
      members.append((key: "canvas", value: JSONValue(.object([entry]))))
    }
    json = JSONValue(.object(members))
    return true
  }

  /// The canonical text of a parsed document, unchecked (the caller knows it decodes).
  static func text(_ json: JSONValue) -> String {
    var out = ""
    SchemaNode.write(KeyOrder.standard.node(json, schemas: [DocumentSchema.schema]), indent: "", into: &out)
    return out + "\n"
  }
}

/// Walks a JSON value beside the schema that describes it, to order each object's keys.
private struct KeyOrder {
  let definitions: [String: SchemaNode]

  /// The order of the standard catalogue's documents.
  static let standard = KeyOrder(schema: DocumentSchema.schema)

  init(schema: SchemaNode) {
    var defs: [String: SchemaNode] = [:]
    if case .object(let m)? = schema["$defs"] { for (k, v) in m { defs[k] = v } }
    definitions = defs
  }

  /// Objects whose members keep their order: the axes of `variants` (the first varies slowest).
  static let orderedObjects: Set<String> = ["variants"]

  /// `value` as a schema-library node (which keeps member order), its objects' keys ordered by
  /// the schema nodes that apply to it (unless `keepOrder`).
  func node(_ value: JSONValue, schemas: [SchemaNode], keepOrder: Bool = false) -> SchemaNode {
    let applying = schemas.flatMap { expand($0, for: value) }
    switch value.kind {
    case .null: return .null
    case .bool(let b): return .bool(b)
    case .number(let n): return .number(n)
    case .string(let s): return .string(s)
    case .array(let items):
      let itemSchemas = applying.compactMap { $0["items"] }
      return .array(items.map { node($0, schemas: itemSchemas) })
    case .object(let members):
      var order: [String] = []
      for s in applying {
        if case .object(let props)? = s["properties"] {
          for (k, _) in props where !order.contains(k) { order.append(k) }
        }
      }
      let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
      let sorted = members.enumerated().sorted { a, b in
        keepOrder
          ? a.offset < b.offset
          : (rank[a.element.key] ?? Int.max, a.offset) < (rank[b.element.key] ?? Int.max, b.offset)
      }
      return .object(
        sorted.map { _, member in
          var child = applying.compactMap { $0["properties"]?[member.key] }
          if child.isEmpty { child = applying.compactMap { $0["additionalProperties"] } }
          return (
            member.key, node(member.value, schemas: child, keepOrder: Self.orderedObjects.contains(member.key))
          )
        })
    }
  }

  /// The schema objects that apply to `value` at this level: `schema` itself, what its `$ref`
  /// names, every `allOf` part, and the first `oneOf`/`anyOf` alternative `value` fits.
  func expand(_ schema: SchemaNode, for value: JSONValue) -> [SchemaNode] {
    guard case .object = schema else { return [] }
    var out = [schema]
    if case .string(let ref)? = schema["$ref"], let name = ref.split(separator: "/").last,
      let target = definitions[String(name)]
    {
      out += expand(target, for: value)
    }
    if case .array(let parts)? = schema["allOf"] { out += parts.flatMap { expand($0, for: value) } }
    for key in ["oneOf", "anyOf"] {
      if case .array(let alternatives)? = schema[key],
        let fit = alternatives.first(where: { fits(value, expand($0, for: value)) })
      {
        out += expand(fit, for: value)
      }
    }
    return out
  }

  /// Whether `value` has a type the schemas allow and, for an object, only keys they list and
  /// every key they require.
  func fits(_ value: JSONValue, _ schemas: [SchemaNode]) -> Bool {
    let type: String
    switch value.kind {
    case .null: type = "null"
    case .bool: type = "boolean"
    case .number(let n): type = n == n.rounded() ? "integer" : "number"
    case .string: type = "string"
    case .array: type = "array"
    case .object: type = "object"
    }
    for s in schemas {
      var allowed: [String] = []
      switch s["type"] {
      case .string(let t)?: allowed = [t]
      case .array(let ts)?: allowed = ts.compactMap { if case .string(let t) = $0 { t } else { nil } }
      default: break
      }
      if !allowed.isEmpty, !allowed.contains(type), !(type == "integer" && allowed.contains("number")) { return false }
    }
    guard case .object(let members) = value.kind else { return true }
    let keys = Set(members.map(\.key))
    var listed: Set<String> = []
    var closed = false
    for s in schemas {
      if case .object(let props)? = s["properties"] { listed.formUnion(props.map(\.0)) }
      if case .bool(false)? = s["additionalProperties"] { closed = true }
      if case .array(let required)? = s["required"] {
        for case .string(let k) in required where !keys.contains(k) { return false }
      }
    }
    return !closed || keys.isSubset(of: listed)
  }
}

extension SchemaNode {
  /// An object's member named `key`.
  fileprivate subscript(key: String) -> SchemaNode? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }
}
