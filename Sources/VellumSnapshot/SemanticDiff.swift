import VellumLayout

/// A render-tree difference told by component, in the document's own terms:
/// `root.list.sections[1].items[2] ("General"): text "General" → "Generals"`,
/// `root.list.sections[0]: 1 item added: items[3] "Bluetooth"`,
/// `root.list.sections[1].items[5…9]: 5 items 2 pt lower (first cause: items[4] grew 2 pt)`.
///
/// It reads two tree dumps (the golden's and the rendered one), so it needs neither document.
/// Only the innermost change is told (a row that grew, not also its section and list), unless
/// an outer component's own look changed too; rows pushed along by a change are told as one run.
public struct SemanticDiff: Sendable, Codable, Equatable {
  /// A rectangle in points, in the canvas's coordinates.
  public struct Box: Sendable, Codable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    init(_ r: Rect) { (x, y, width, height) = (r.x, r.y, r.width, r.height) }
  }

  /// One thing that changed.
  public struct Change: Sendable, Codable, Equatable {
    public enum Kind: String, Sendable, Codable {
      /// The component draws differently (text, colour, size …).
      case changed
      /// Components in both trees, drawn the same but elsewhere.
      case moved
      /// Components only in the rendered tree.
      case added
      /// Components only in the golden tree.
      case removed
      /// The canvas line, or what no component owns.
      case canvas
    }
    public var kind: Kind
    /// The component's path; for a run or a group, the path of the first one's container or
    /// the run (`root.list.sections[1].items[5…9]`).
    public var path: String
    /// The component's name (its first text), for a single component.
    public var name: String?
    /// What changed, in words.
    public var summary: String
    /// Where the components were in the golden image, and are in the rendered one.
    public var before: [Box]
    public var after: [Box]

    /// The change as one line: `path ("name"): summary`.
    public var line: String {
      path + (name.map { " (\"\($0)\")" } ?? "") + ": " + summary
    }
  }

  /// The canvas sizes in points (to place `before` and `after` on the images).
  public var expectedSize: Box?
  public var actualSize: Box?
  /// The changes, in document order.
  public var changes: [Change]

  /// The line form of every change.
  public var lines: [String] { changes.map(\.line) }

  /// Compares the golden dump `expected` with the rendered `actual`.
  public init(expected: String, actual: String) {
    let old = DumpedTree(expected)
    let new = DumpedTree(actual)
    expectedSize = old.size.map { Box(Rect(x: 0, y: 0, width: $0.width, height: $0.height)) }
    actualSize = new.size.map { Box(Rect(x: 0, y: 0, width: $0.width, height: $0.height)) }
    changes = Comparison(old: old, new: new).changes()
  }
}

/// The work of `SemanticDiff.init`.
private struct Comparison {
  let old: DumpedTree
  let new: DumpedTree
  let oldIndex: [String: Int]
  let newIndex: [String: Int]

  init(old: DumpedTree, new: DumpedTree) {
    self.old = old
    self.new = new
    oldIndex = Dictionary(old.components.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
    newIndex = Dictionary(new.components.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// How one component present in both trees differs.
  enum Status: Equatable {
    case same
    case moved(dx: Double, dy: Double)
    /// `look`: something besides geometry differs in its own lines.
    case changed(look: Bool)
  }

  /// `v` in whole device pixels: dumps round each number to 1/1000 pt, so differences of two
  /// of them are off by as much; everything drawn sits on the pixel grid.
  func pixels(_ v: Double) -> Double {
    let s = Double(new.scale)
    return (v * s).rounded() / s
  }

  /// Whether two lengths are at most a device pixel apart: text snaps to the pixel grid from
  /// wherever its row starts, so what only moved may sit a pixel higher or lower in it.
  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1 / Double(new.scale) + 1e-9 }

  func status(_ a: DumpedTree.Component, _ b: DumpedTree.Component) -> Status {
    if a.extent == b.extent, a.lines == b.lines { return .same }
    let dx = pixels(b.extent.x - a.extent.x)
    let dy = pixels(b.extent.y - a.extent.y)
    let sameSize = close(a.extent.width, b.extent.width) && close(a.extent.height, b.extent.height)
    let (ra, rb) = (relative(a), relative(b))
    if sameSize, ra.count == rb.count, unmatched(ra, rb) == 0 { return .moved(dx: dx, dy: dy) }
    return .changed(look: a.lines.map(Self.look) != b.lines.map(Self.look))
  }

  func changes() -> [SemanticDiff.Change] {
    /// Each change with where it goes in document order and, when it can push others along,
    /// how a run of moved components names it (a path and a clause: `items[4]`, `grew 2 pt`).
    var out: [(order: Double, change: SemanticDiff.Change, cause: (path: String, clause: String)?)] = []
    var statuses: [String: Status] = [:]
    for b in new.components {
      if let i = oldIndex[b.path] { statuses[b.path] = status(old.components[i], b) }
    }
    let added = new.components.filter { oldIndex[$0.path] == nil }
    let removed = old.components.filter { newIndex[$0.path] == nil }
    /// Paths with a change of their own or inside them.
    var touched = Set<String>()
    for c in added + removed { touched.formUnion(Self.ancestors(c.path)) }
    for (path, s) in statuses where s != .same {
      if case .changed = s { touched.formUnion(Self.ancestors(path)) }
    }

    // Changed components: the innermost, and outer ones whose own look changed.
    for (i, b) in new.components.enumerated() {
      guard case .changed(let look)? = statuses[b.path] else { continue }
      if !look && touched.contains(b.path) { continue }
      let a = old.components[oldIndex[b.path]!]
      let summary = describe(a, b)
      out.append(
        (
          Double(i),
          .init(
            kind: .changed, path: b.path, name: a.name ?? b.name, summary: summary, before: [.init(a.extent)],
            after: [.init(b.extent)]), (b.path, Self.causeClause(summary))
        ))
    }

    // Added and removed components, by container; a component inside one added is not told again.
    for (kind, list) in [(SemanticDiff.Change.Kind.added, added), (.removed, removed)] {
      let paths = Set(list.map(\.path))
      let outermost = list.filter { c in !Self.ancestors(c.path).contains { paths.contains($0) } }
      var groups: [(container: String, members: [DumpedTree.Component])] = []
      for c in outermost {
        let container = Self.container(c.path)
        if let g = groups.indices.last, groups[g].container == container {
          groups[g].members.append(c)
        } else {
          groups.append((container, [c]))
        }
      }
      for g in groups {
        let (owner, key) = Self.split(g.container)
        let noun = Self.noun(key, count: g.members.count)
        let members = g.members.map { c in
          Self.relativePath(c.path, from: owner) + (c.name.map { " \"\($0)\"" } ?? "")
        }.joined(separator: ", ")
        let boxes = g.members.map { SemanticDiff.Box($0.extent) }
        // Removed components are told where the component after them now is.
        let order: Double
        if kind == .added {
          order = Double(newIndex[g.members[0].path]!)
        } else {
          let next = old.components[(oldIndex[g.members[0].path]!)...].first { newIndex[$0.path] != nil }
          order = next.map { Double(newIndex[$0.path]!) - 0.5 } ?? Double(new.components.count)
        }
        out.append(
          (
            order,
            .init(
              kind: kind, path: owner, summary: "\(g.members.count) \(noun) \(kind.rawValue): \(members)",
              before: kind == .removed ? boxes : [], after: kind == .added ? boxes : []),
            (
              g.members[0].path,
              g.members.count == 1 ? kind.rawValue : "and \(g.members.count - 1) more \(kind.rawValue)"
            )
          ))
      }
    }

    // Moved components, outermost only, as runs of neighbours moved alike.
    var runs: [(start: Int, members: [Int], dx: Double, dy: Double)] = []
    for (i, b) in new.components.enumerated() {
      guard case .moved(let dx, let dy)? = statuses[b.path] else { continue }
      let movedWith = Self.ancestors(b.path).contains { p in
        if case .moved(let x, let y)? = statuses[p] { close(x, dx) && close(y, dy) } else { false }
      }
      if movedWith { continue }
      if let r = runs.indices.last, close(runs[r].dx, dx), close(runs[r].dy, dy),
        Self.container(new.components[runs[r].members.last!].path) == Self.container(b.path),
        Self.isNeighbour(new.components[runs[r].members.last!].path, b.path)
      {
        runs[r].members.append(i)
      } else {
        runs.append((i, [i], dx, dy))
      }
    }
    let causes = out.compactMap { told in told.cause.map { (told.order, $0) } }.sorted { $0.0 < $1.0 }
    for run in runs {
      let first = new.components[run.members[0]]
      let last = new.components[run.members.last!]
      let path = run.members.count == 1 ? first.path : Self.runPath(first.path, last.path)
      let (owner, key) = Self.split(Self.container(first.path))
      var summary =
        (run.members.count == 1 ? "" : "\(run.members.count) \(Self.noun(key, count: run.members.count)) ")
        + Self.movement(dx: run.dx, dy: run.dy)
      if let (_, cause) = causes.last(where: { $0.0 < Double(run.start) }) {
        summary += " (first cause: \(Self.relativePath(cause.path, from: owner)) \(cause.clause))"
      }
      let before = run.members.map { SemanticDiff.Box(old.components[oldIndex[new.components[$0].path]!].extent) }
      let after = run.members.map { SemanticDiff.Box(new.components[$0].extent) }
      out.append(
        (
          Double(run.start),
          .init(
            kind: .moved, path: path, name: run.members.count == 1 ? first.name : nil, summary: summary,
            before: before, after: after), nil
        ))
    }

    let loose = Self.multisetDifference(old.unattributed, new.unattributed)
    if loose > 0 {
      out.append(
        (
          Double(new.components.count),
          .init(
            kind: .canvas, path: "outside components", summary: "\(loose) primitive\(loose == 1 ? "" : "s") changed",
            before: [], after: []), nil
        ))
    }
    if old.canvas != new.canvas {
      // Only the words that differ: `390x477.333 → 390x496`.
      let a = old.canvas.split(separator: " ").dropFirst()
      let b = new.canvas.split(separator: " ").dropFirst()
      let summary =
        a.count == b.count
        ? zip(a, b).filter { $0 != $1 }.map { "\($0) → \($1)" }.joined(separator: ", ")
        : "\(old.canvas) → \(new.canvas)"
      out.append(
        (
          Double(new.components.count) + 1,
          .init(kind: .canvas, path: "canvas", summary: summary, before: [], after: []), nil
        ))
    }
    return out.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(
      \.element.change)
  }

  /// In words: texts changed, size, position, colours, and how many primitives changed.
  func describe(_ a: DumpedTree.Component, _ b: DumpedTree.Component) -> String {
    var parts: [String] = []
    let oldTexts = a.lines.compactMap(Self.quoted)
    let newTexts = b.lines.compactMap(Self.quoted)
    if oldTexts != newTexts {
      if oldTexts.count == newTexts.count {
        for (x, y) in zip(oldTexts, newTexts) where x != y { parts.append("text \(Self.quote(x)) → \(Self.quote(y))") }
      } else {
        for t in newTexts where !oldTexts.contains(t) { parts.append("text \(Self.quote(t)) added") }
        for t in oldTexts where !newTexts.contains(t) { parts.append("text \(Self.quote(t)) removed") }
      }
    }
    let dw = pixels(b.extent.width - a.extent.width)
    let dh = pixels(b.extent.height - a.extent.height)
    if dh != 0 { parts.append("\(dh > 0 ? "grew" : "shrank") \(Self.points(abs(dh)))") }
    if dw != 0 { parts.append("\(Self.points(abs(dw))) \(dw > 0 ? "wider" : "narrower")") }
    let dx = pixels(b.extent.x - a.extent.x)
    let dy = pixels(b.extent.y - a.extent.y)
    if dx != 0 || dy != 0 { parts.append(Self.movement(dx: dx, dy: dy)) }
    if a.lines.count == b.lines.count {
      var seen = Set<String>()
      for (x, y) in zip(a.lines, b.lines) {
        for (p, q) in zip(Self.colours(x), Self.colours(y)) where p != q {
          let change = "colour \(p) → \(q)"
          if seen.insert(change).inserted, seen.count <= 3 { parts.append(change) }
        }
      }
    }
    let (ra, rb) = (relative(a), relative(b))
    let changed = max(unmatched(ra, rb), unmatched(rb, ra))
    if changed > 0 { parts.append("\(changed) primitive\(changed == 1 ? "" : "s") changed") }
    return parts.isEmpty ? "drawn differently" : parts.joined(separator: "; ")
  }

  /// A primitive line placed from its component's origin: its words with the origin taken
  /// out, and that origin.
  struct Placed: Equatable {
    var words: String
    var x: Double
    var y: Double
  }

  /// The component's lines placed from its own origin.
  func relative(_ c: DumpedTree.Component) -> [Placed] {
    c.lines.map { line in
      var tokens = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      var origin = (x: 0.0, y: 0.0)
      let xy = tokens.count > 1 ? tokens[1].split(separator: ",") : []
      if xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]) {
        origin = (pixels(x - c.extent.x), pixels(y - c.extent.y))
        tokens[1] = "_"
      }
      if let clip = tokens.lastIndex(of: "clip"), clip + 1 < tokens.count { tokens[clip + 1] = "_" }
      return Placed(words: tokens.joined(separator: " "), x: origin.x, y: origin.y)
    }
  }

  /// How many of `a`'s lines have no counterpart in `b`: the same words at an origin at most a
  /// device pixel away (text snaps to the pixel grid from wherever its row starts, so it may sit
  /// a pixel higher or lower in a row that only moved).
  func unmatched(_ a: [Placed], _ b: [Placed]) -> Int {
    var byWords: [String: [Placed]] = [:]
    for p in b { byWords[p.words, default: []].append(p) }
    var missing = 0
    for p in a {
      if let i = byWords[p.words]?.firstIndex(where: { close($0.x, p.x) && close($0.y, p.y) }) {
        byWords[p.words]!.remove(at: i)
      } else {
        missing += 1
      }
    }
    return missing
  }

  /// A line without its geometry (position, size, wrap width, clip): what it looks like.
  static func look(_ line: String) -> String {
    var tokens = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    if let clip = tokens.lastIndex(of: "clip") { tokens.removeSubrange(clip..<min(tokens.count, clip + 3)) }
    if let wrap = tokens.firstIndex(of: "wrap"), wrap + 1 < tokens.count { tokens.remove(at: wrap + 1) }
    if tokens.count > 2, tokens[1].contains(","), tokens[2].contains("x") { tokens.removeSubrange(1...2) }
    return tokens.joined(separator: " ")
  }

  // MARK: Paths

  /// Every outer path of `path` (`a.b[1].c` → `a.b[1]`, `a.b`, `a`), variant prefixes included.
  static func ancestors(_ path: String) -> [String] {
    var out: [String] = []
    var p = Substring(path)
    while let cut = p.lastIndex(where: { $0 == "." || $0 == ":" || $0 == "[" }) {
      p = p[..<cut]
      if !p.isEmpty { out.append(String(p)) }
    }
    return out
  }

  /// The array a component sits in: `a.items[3]` and `a.children[3].text` are in `a.items`,
  /// `a.children`; a component in no array, its parent path.
  static func container(_ path: String) -> String {
    guard let open = path.lastIndex(of: "[") else { return ancestors(path).first ?? path }
    return String(path[..<open])
  }

  /// `a.b.items` → (`a.b`, `items`).
  static func split(_ container: String) -> (owner: String, key: String) {
    guard let dot = container.lastIndex(where: { $0 == "." || $0 == ":" }) else { return (container, container) }
    return (String(container[..<dot]), String(container[container.index(after: dot)...]))
  }

  /// `path` from the nearest component holding both it and `owner`: `root.list.sections[0]`
  /// from `root.list.sections[1]` is `sections[0]`.
  static func relativePath(_ path: String, from owner: String) -> String {
    for outer in [owner] + ancestors(owner) where path.hasPrefix(outer + ".") && path.count > outer.count + 1 {
      return String(path.dropFirst(outer.count + 1))
    }
    return path
  }

  /// Whether `b` is the element after `a` in the same array.
  static func isNeighbour(_ a: String, _ b: String) -> Bool {
    guard let i = index(a), let j = index(b) else { return false }
    return j == i + 1
  }

  /// The index in a path's last `[n]`.
  static func index(_ path: String) -> Int? {
    guard let open = path.lastIndex(of: "["), let close = path[open...].firstIndex(of: "]") else { return nil }
    return Int(path[path.index(after: open)..<close])
  }

  /// `a.items[5]` … `a.items[9]` → `a.items[5…9]`.
  static func runPath(_ first: String, _ last: String) -> String {
    guard let open = first.lastIndex(of: "["), let close = first[open...].firstIndex(of: "]"), let j = index(last)
    else { return first }
    return String(first[...close].dropLast()) + "…\(j)]" + first[first.index(after: close)...]
  }

  /// `items` → `item`/`items`, `children` → `child`/`children`.
  static func noun(_ key: String, count: Int) -> String {
    let singular: String =
      switch key {
      case "children": "child"
      case "items", "sections", "columns", "segments": String(key.dropLast())
      default: "component"
      }
    if count == 1 { return singular }
    return singular == "child" ? "children" : singular + "s"
  }

  // MARK: Words and numbers

  static func movement(dx: Double, dy: Double) -> String {
    var parts: [String] = []
    if dy != 0 { parts.append("\(points(abs(dy))) \(dy > 0 ? "lower" : "higher")") }
    if dx != 0 { parts.append("\(points(abs(dx))) to the \(dx > 0 ? "right" : "left")") }
    return parts.isEmpty ? "moved within a pixel" : parts.joined(separator: " and ")
  }

  /// The clause of a change's summary that names it as a cause: its growth when it grew
  /// (`grew 2 pt`), else its first clause.
  static func causeClause(_ summary: String) -> String {
    let clauses = summary.split(separator: "; ").map(String.init)
    return clauses.first { $0.hasPrefix("grew") || $0.hasPrefix("shrank") } ?? clauses.first ?? "changed"
  }

  static func points(_ v: Double) -> String { number(v) + " pt" }

  /// At most three decimals, as the dump writes them.
  static func number(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
    return String(r)
  }

  /// The quoted string of a text line.
  static func quoted(_ line: String) -> String? {
    line.hasPrefix("text ") ? DumpedTree.firstQuoted(line) : nil
  }

  static func quote(_ s: String) -> String {
    "\"" + s.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: "\\n") + "\""
  }

  /// The colours (`#RRGGBB`, `#RRGGBBAA`) on a line, in order.
  static func colours(_ line: String) -> [Substring] {
    line.split(separator: " ").filter { t in
      t.first == "#" && (t.count == 7 || t.count == 9) && t.dropFirst().allSatisfy(\.isHexDigit)
    }
  }

  /// How many of `a`'s lines `b` lacks (counting repeats).
  static func multisetDifference(_ a: [String], _ b: [String]) -> Int {
    var counts: [String: Int] = [:]
    for line in b { counts[line, default: 0] += 1 }
    var missing = 0
    for line in a {
      if let n = counts[line], n > 0 { counts[line] = n - 1 } else { missing += 1 }
    }
    return missing
  }
}
