/// A problem in a document: the JSON path it concerns, what is wrong, and where.
///
/// Rendered as `root.stack.children[1].cell.content.text: expected a string, found a number
/// (line 9, column 23)`.
public struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
  /// The JSON path, e.g. `root.stack.children[1]`; empty for the document itself.
  public var path: String
  public var message: String
  public var location: SourceLocation

  public init(path: String, message: String, location: SourceLocation) {
    self.path = path
    self.message = message
    self.location = location
  }

  public var description: String {
    var s = path.isEmpty ? message : "\(path): \(message)"
    if location.line > 0 { s += " (\(location))" }
    return s
  }
}

/// Finds the closest candidate to a misspelt name (Levenshtein distance, case-insensitive),
/// or nil when nothing is close enough to be a plausible typo.
public func nearestName(to name: String, in candidates: some Sequence<String>) -> String? {
  let target = Array(name.lowercased())
  var best: (String, Int)? = nil
  for candidate in candidates {
    let c = Array(candidate.lowercased())
    let d = editDistance(target, c)
    if best == nil || d < best!.1 { best = (candidate, d) }
  }
  guard let (candidate, distance) = best else { return nil }
  let limit = max(2, min(target.count, candidate.count) / 3)
  // Also accept a case-insensitive prefix of at least four characters ("sidebar" → "sidebarCell").
  if distance <= limit { return candidate }
  if target.count >= 4, candidate.lowercased().hasPrefix(String(target)) { return candidate }
  return nil
}

private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
