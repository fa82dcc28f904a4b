/// What is wrong with a component object that is not `{ kind: { … } }`, said so that the
/// message shows how to fix it: a modifier or key written beside the kind instead of inside it,
/// a slot named after a kind (`navigationBar`) given the bar's keys without the kind's level.
extension Decoding {
  /// The diagnostic for `r`, a component object that does not have exactly one key naming a
  /// kind of the catalogue.
  func componentShapeProblem(_ r: ObjectReader) -> Diagnostic {
    let kinds = r.keys.filter { catalogue.entry(named: $0) != nil }
    if kinds.count == 1, let entry = catalogue.entry(named: kinds[0]),
      let misplaced = misplacedKey(r, kind: entry)
    {
      return misplaced
    }
    if kinds.isEmpty, r[DocumentDecoder.includeKey] != nil,
      let other = r.keys.first(where: { $0 != DocumentDecoder.includeKey })
    {
      return r.error(
        other,
        "an include stands alone (\"\(other)\" cannot be beside it): put \"\(other)\" in the included file, or the "
          + "include in a stack that takes it")
    }
    if kinds.isEmpty, let missing = missingKindLevel(r) { return missing }
    if r.keys.count == 1, let name = r.keys.first {
      return r.error(name, ComponentNames.unknown(name, kinds: catalogue.kinds))
    }
    return Diagnostic(
      path: r.path,
      message: "a component is an object with exactly one key naming its kind: "
        + catalogue.kinds.joined(separator: ", "),
      location: r.value.location)
  }

  /// A key of `entry`'s kind (a modifier such as `frame`, or one of its own) written beside
  /// the kind's key rather than in its object, as `{ "text": { … }, "frame": { … } }`.
  private func misplacedKey(_ r: ObjectReader, kind entry: ComponentCatalog.Entry) -> Diagnostic? {
    let kind = entry.kind
    let modifiers = entry.modifierProperties.map(\.name)
    for key in r.keys where key != kind {
      let what: String
      if modifiers.contains(key) {
        what = "a modifier"
      } else if entry.keyNames.contains(key) {
        what = "a key of \"\(kind)\""
      } else {
        continue
      }
      return r.error(
        key,
        "\"\(key)\" is \(what): move it inside \"\(kind)\" { … }, as in { \"\(kind)\": { …, \"\(key)\": \(Self.brief(r[key]!)) } }"
      )
    }
    return nil
  }

  /// A slot named after the kind it holds (a navigation controller's `navigationBar`, whose
  /// value is `{ "navigationBar": { … } }`) given the kind's keys directly.
  private func missingKindLevel(_ r: ObjectReader) -> Diagnostic? {
    guard let slot = r.path.split(separator: ".").last.map(String.init), let entry = catalogue.entry(named: slot)
    else { return nil }
    let keys = entry.keyNames + entry.modifierProperties.map(\.name)
    guard r.keys.contains(where: keys.contains) else { return nil }
    return Diagnostic(
      path: r.path,
      message: "the outer \"\(slot)\" is the slot, and the component in it is an object whose one key names "
        + "its kind (\"\(slot)\" too), the kind's keys inside that: write "
        + "\"\(slot)\": { \"\(slot)\": \(Self.brief(r.value)) }",
      location: r.value.location)
  }

  /// `v` written short for a message: strings, numbers and booleans as they are (a long
  /// string cut), the first keys of an object, `…` for anything else.
  static func brief(_ v: JSONValue, depth: Int = 0) -> String {
    switch v.kind {
    case .null: return "null"
    case .bool(let b): return String(b)
    case .number(let n): return format(n)
    case .string(let s): return TextEscaping.jsonQuoted(s.count > 24 ? s.prefix(23) + "…" : s)
    case .array: return "[…]"
    case .object(let members):
      guard depth == 0, !members.isEmpty else { return members.isEmpty ? "{}" : "{ … }" }
      var parts = members.prefix(3).map { "\(TextEscaping.jsonQuoted($0.key)): \(brief($0.value, depth: depth + 1))" }
      if members.count > 3 { parts.append("…") }
      return "{ " + parts.joined(separator: ", ") + " }"
    }
  }
}
