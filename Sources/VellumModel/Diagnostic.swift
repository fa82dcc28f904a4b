/// A problem in a document: the JSON path it concerns, what is wrong, and where.
///
/// Rendered as `root.stack.children[1].cell.content.text: expected a string, found a number
/// (line 9, column 23)`.
public struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
  /// The JSON path, e.g. `root.stack.children[1]`; empty for the document itself.
  public var path: String
  public var message: String
  public var location: SourceLocation
  /// The included file `location` is in (as its `include` names it, relative to the
  /// document's folder); nil for the document itself.
  public var file: String?

  public init(path: String, message: String, location: SourceLocation, file: String? = nil) {
    self.path = path
    self.message = message
    self.location = location
    self.file = file
  }

  /// The message with its path and location; control characters (which a document's keys and
  /// values can hold) are escaped, so it is safe to print.
  public var description: String {
    var s = ControlCharacters.escaped(path.isEmpty ? message : "\(path): \(message)")
    if location.line > 0 {
      s += ControlCharacters.escaped(file.map { " (\($0): \(location))" } ?? " (\(location))")
    }
    return s
  }
}

/// Finds the closest candidate to a misspelt name (a prefix relation first, then Levenshtein
/// distance, case-insensitive), or nil when nothing is close enough to be a plausible typo.
package func nearestName(to name: String, in candidates: some Sequence<String>) -> String? {
  let target = name.lowercased()
  let all = Array(candidates)
  // A name that extends, or is extended by, a known one is most likely that one:
  // "disclosure" → "disclosureIndicator", "iPhone 13 mini" → "iPhone 13".
  if target.count >= 4 {
    let related = all.filter { c in
      let l = c.lowercased()
      return l.hasPrefix(target) || (l.count >= 4 && target.hasPrefix(l))
    }
    if let best = related.min(by: { abs($0.count - target.count) < abs($1.count - target.count) }) { return best }
  }
  let t = Array(target.unicodeScalars)
  var best: (String, Int)? = nil
  for candidate in all {
    let c = Array(candidate.lowercased().unicodeScalars)
    // The distance is at least the difference in length: a candidate that cannot beat the best
    // so far is not measured, and a measurement stops once it cannot.
    if let best, abs(c.count - t.count) >= best.1 { continue }
    let d = editDistance(t, c, bound: best?.1 ?? Int.max)
    if best == nil || d < best!.1 { best = (candidate, d) }
  }
  guard let (candidate, distance) = best else { return nil }
  return distance <= max(2, min(t.count, candidate.count) / 3) ? candidate : nil
}

/// The Levenshtein distance of `a` and `b`, or some value of at least `bound` once the distance
/// is known to be at least `bound` (a row's minimum never decreases). Names are compared by
/// Unicode scalar, which for names (ASCII) is by character.
package func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], bound: Int = .max) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    var rowMinimum = i
    for j in 1...b.count {
      // (Comparisons, not the generic `min`, which a debug build looks up on every call.)
      var d = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      if previous[j] + 1 < d { d = previous[j] + 1 }
      if current[j - 1] + 1 < d { d = current[j - 1] + 1 }
      current[j] = d
      if d < rowMinimum { rowMinimum = d }
    }
    if rowMinimum >= bound { return rowMinimum }
    swap(&previous, &current)
  }
  return previous[b.count]
}
