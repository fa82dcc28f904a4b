/// A line-by-line diff of two texts (the golden tree dump and the rendered one), printed in a
/// unified-diff style: `-` lines only in the expected text, `+` lines only in the actual one,
/// with a few lines of context and `@@ -a,b +c,d @@` hunk headers.
public struct LineDiff: Sendable, Equatable {
  /// One line of the diff.
  public enum Line: Sendable, Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// Every line of both texts, in order.
  public var lines: [Line]

  /// Diffs `expected` against `actual`, line by line.
  public init(expected: String, actual: String) {
    lines = Self.diff(Self.split(expected), Self.split(actual))
  }

  /// Whether the texts differ.
  public var hasChanges: Bool { lines.contains { if case .same = $0 { false } else { true } } }

  /// Lines only in the expected text.
  public var removedCount: Int { lines.reduce(0) { if case .removed = $1 { $0 + 1 } else { $0 } } }
  /// Lines only in the actual text.
  public var addedCount: Int { lines.reduce(0) { if case .added = $1 { $0 + 1 } else { $0 } } }

  /// The unified form with `context` lines around each change, at most `maxLines` lines
  /// (a final `… n more lines` says how many were left out). Empty when nothing differs.
  public func unified(context: Int = 2, maxLines: Int = 200) -> String {
    guard hasChanges else { return "" }
    var keep = [Bool](repeating: false, count: lines.count)
    for (i, line) in lines.enumerated() {
      if case .same = line { continue }
      for j in max(0, i - context)...min(lines.count - 1, i + context) { keep[j] = true }
    }
    var out: [String] = ["--- expected", "+++ actual"]
    var oldLine = 1
    var newLine = 1
    var i = 0
    while i < lines.count {
      guard keep[i] else {
        if case .removed = lines[i] {
          oldLine += 1
        } else if case .added = lines[i] {
          newLine += 1
        } else {
          oldLine += 1
          newLine += 1
        }
        i += 1
        continue
      }
      var end = i
      while end < lines.count && keep[end] { end += 1 }
      let hunk = lines[i..<end]
      let oldCount = hunk.filter { if case .added = $0 { false } else { true } }.count
      let newCount = hunk.filter { if case .removed = $0 { false } else { true } }.count
      out.append("@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@")
      for line in hunk {
        switch line {
        case .same(let s): out.append(" " + s)
        case .removed(let s): out.append("-" + s)
        case .added(let s): out.append("+" + s)
        }
      }
      oldLine += oldCount
      newLine += newCount
      i = end
    }
    if out.count > maxLines {
      let hidden = out.count - maxLines
      out = Array(out.prefix(maxLines)) + ["… \(hidden) more \(hidden == 1 ? "line" : "lines")"]
    }
    return out.joined(separator: "\n") + "\n"
  }

  static func split(_ text: String) -> [String] {
    var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if parts.last == "" { parts.removeLast() }
    return parts
  }

  /// Common prefix and suffix are peeled off; the middle is diffed by longest common
  /// subsequence, or shown as removed-then-added when it is too large for that.
  static func diff(_ a: [String], _ b: [String]) -> [Line] {
    var prefix = 0
    while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
      suffix += 1
    }
    let midA = Array(a[prefix..<a.count - suffix])
    let midB = Array(b[prefix..<b.count - suffix])
    var result = a[..<prefix].map(Line.same)
    if midA.count * midB.count > 4_000_000 {
      result += midA.map(Line.removed) + midB.map(Line.added)
    } else {
      result += lcs(midA, midB)
    }
    result += a[(a.count - suffix)...].map(Line.same)
    return result
  }

  private static func lcs(_ a: [String], _ b: [String]) -> [Line] {
    let n = a.count
    let m = b.count
    let width = m + 1
    var table = [Int32](repeating: 0, count: (n + 1) * width)
    if n > 0 && m > 0 {
      for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
          table[i * width + j] =
            a[i] == b[j]
            ? table[(i + 1) * width + j + 1] + 1 : max(table[(i + 1) * width + j], table[i * width + j + 1])
        }
      }
    }
    var out: [Line] = []
    var i = 0
    var j = 0
    while i < n && j < m {
      if a[i] == b[j] {
        out.append(.same(a[i]))
        i += 1
        j += 1
      } else if table[(i + 1) * width + j] >= table[i * width + j + 1] {
        out.append(.removed(a[i]))
        i += 1
      } else {
        out.append(.added(b[j]))
        j += 1
      }
    }
    out += a[i...].map(Line.removed) + b[j...].map(Line.added)
    return out
  }
}
