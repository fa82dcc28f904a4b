import VellumLayout

/// A render-tree difference told by component, in the document's own terms:
/// `root.list.sections[1].items[2] ("General"): text "General" → "Generals"`,
/// `root.list.sections[0]: 1 item added: items[3] "Bluetooth"`,
/// `root.list.sections[1].items[5…9]: 5 items 2 pt lower (first cause: items[4] grew 2 pt)`.
///
/// It reads two tree dumps (the golden's and the rendered one), so it needs neither document.
/// Only the innermost change is told (a row that grew, not also its section and list), unless
/// an outer component's own look changed too; rows pushed along by a change are told as one run.
/// Each array's elements are paired by content before comparing, not by index, so a row
/// inserted, removed or moved reads as such (`root.list.sections[1]: 1 item inserted at
/// items[1] "Recently played"`, `root.list.sections[1].items[1] ("Sounds"): moved from items[2];
/// 44 pt higher`) and the rows after it as moved along, not as each changed.
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
      /// Components in both trees, drawn the same but elsewhere (or reordered in their array:
      /// `moved from items[2]`).
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
  /// Which elements of each array are the same component in both trees.
  let alignment: Alignment

  init(old: DumpedTree, new: DumpedTree) {
    self.old = old
    self.new = new
    oldIndex = Dictionary(old.components.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
    newIndex = Dictionary(new.components.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
    alignment = Alignment(old: old, new: new, newIndex: newIndex)
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

  /// How a change that can push others along names itself to a run of moved components (a
  /// path and a clause: `items[4]`, `grew 2 pt`), and from where in document order it pushes
  /// (a row moved away pushes from where it was).
  typealias Cause = (path: String, clause: String, order: Double)
  /// A change with where it goes in document order, and its cause when it can push others along.
  typealias Told = (order: Double, change: SemanticDiff.Change, cause: Cause?)

  func changes() -> [SemanticDiff.Change] {
    let statuses = statuses()
    let added = alignment.addedUnits(new)
    let removed = alignment.removedUnits(old)
    let touched = touchedPaths(statuses, added: added, removed: removed)
    /// How far each reordered element moved, to tell what moved along inside it only once.
    var reordered: [String: (dx: Double, dy: Double)] = [:]
    var out = changedComponents(statuses, touched: touched, reordered: &reordered)
    out += reorderedElements(&reordered)
    // A component inside one added is not told again.
    out += addedOrRemoved(.added, added)
    out += addedOrRemoved(.removed, removed)
    let causes = out.compactMap(\.cause).sorted { $0.order < $1.order }
    out += movedRuns(statuses, reordered: reordered, causes: causes)
    out += canvasChanges()
    return out.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(
      \.element.change)
  }

  /// How each component in both trees differs, by its rendered path.
  func statuses() -> [String: Status] {
    var statuses: [String: Status] = [:]
    for b in new.components {
      if let i = alignment.oldFor[b.path] { statuses[b.path] = status(old.components[i], b) }
    }
    return statuses
  }

  /// Paths with a change of their own or inside them.
  func touchedPaths(_ statuses: [String: Status], added: [Alignment.Unit], removed: [Alignment.Unit]) -> Set<String> {
    var touched = Set<String>()
    for u in added { touched.formUnion(Self.ancestors(u.path)) }
    for u in removed { touched.formUnion(Self.ancestors(u.path).compactMap(alignment.toNew)) }
    for (path, s) in statuses where s != .same {
      if case .changed = s { touched.formUnion(Self.ancestors(path)) }
    }
    return touched
  }

  /// Where a reordered element left, in the rendered tree's order: what it was before then
  /// moves along from there.
  func leaving(_ e: Alignment.Element) -> Double {
    let next = old.components[(e.members.last! + 1)...].first { alignment.newFor[$0.path] != nil }
    return next.map { Double(alignment.newFor[$0.path]!) - 0.5 } ?? Double(new.components.count)
  }

  /// `moved from items[2]`, in the words of the element's array.
  func movedFrom(_ newPath: String, _ oldPath: String) -> String {
    "moved from \(Self.split(Self.container(newPath)).key)[\(Self.index(oldPath) ?? 0)]"
  }

  /// Changed components: the innermost, and outer ones whose own look changed. Notes in
  /// `reordered` how far the reordered ones moved.
  func changedComponents(
    _ statuses: [String: Status], touched: Set<String>, reordered: inout [String: (dx: Double, dy: Double)]
  ) -> [Told] {
    var out: [Told] = []
    for (i, b) in new.components.enumerated() {
      guard case .changed(let look)? = statuses[b.path] else { continue }
      if !look && touched.contains(b.path) { continue }
      let a = old.components[alignment.oldFor[b.path]!]
      var summary = describe(a, b)
      var cause: Cause? = (b.path, Self.causeClause(summary), Double(i))
      if let from = alignment.moved[b.path] {
        summary = movedFrom(b.path, from) + "; " + summary
        let e = alignment.oldElements[alignment.oldByPath[from]!]
        cause = (b.path, Self.causeClause(summary), min(Double(i), leaving(e)))
        reordered[b.path] = (pixels(b.extent.x - a.extent.x), pixels(b.extent.y - a.extent.y))
      } else if pixels(b.extent.width - a.extent.width) == 0, pixels(b.extent.height - a.extent.height) == 0,
        pixels(b.extent.x - a.extent.x) != 0 || pixels(b.extent.y - a.extent.y) != 0
      {
        // Moved without changing size: pushed along by something else, not pushing.
        cause = nil
      }
      out.append(
        (
          Double(i),
          .init(
            kind: .changed, path: b.path, name: a.name ?? b.name, summary: summary, before: [.init(a.extent)],
            after: [.init(b.extent)]), cause
        ))
    }
    return out
  }

  /// Reordered elements not in `reordered` (told as changed): moved from their old index.
  func reorderedElements(_ reordered: inout [String: (dx: Double, dy: Double)]) -> [Told] {
    var out: [Told] = []
    for (newPath, oldPath) in alignment.moved.sorted(by: { $0.key < $1.key }) where reordered[newPath] == nil {
      let e = alignment.newElements[alignment.newByPath[newPath]!]
      let o = alignment.oldElements[alignment.oldByPath[oldPath]!]
      let (before, after) = (o.extent(in: old), e.extent(in: new))
      let (dx, dy) = (pixels(after.x - before.x), pixels(after.y - before.y))
      reordered[newPath] = (dx, dy)
      let clause = movedFrom(newPath, oldPath)
      let summary = clause + (dx != 0 || dy != 0 ? "; " + Self.movement(dx: dx, dy: dy) : "")
      let order = Double(e.first)
      out.append(
        (
          order,
          .init(
            kind: .moved, path: newPath, name: e.name(in: new), summary: summary, before: [.init(before)],
            after: [.init(after)]), (newPath, clause, min(order, leaving(o)))
        ))
    }
    return out
  }

  /// Added (or removed) components, by container. Elements added before others that moved
  /// along read as inserted, each run on its own.
  func addedOrRemoved(_ kind: SemanticDiff.Change.Kind, _ units: [Alignment.Unit]) -> [Told] {
    var groups: [(container: String, inserted: Bool, members: [Alignment.Unit])] = []
    for u in units {
      let container = Self.container(u.path)
      if let g = groups.indices.last, groups[g].container == container, groups[g].inserted == u.inserted,
        !u.inserted || Self.isNeighbour(groups[g].members.last!.path, u.path)
      {
        groups[g].members.append(u)
      } else {
        groups.append((container, u.inserted, [u]))
      }
    }
    return groups.map { g in
      let (owner, key) = Self.split(g.container)
      let noun = Self.noun(key, count: g.members.count)
      let members = g.members.map { u in
        Self.relativePath(u.path, from: owner) + (u.name.map { " \"\($0)\"" } ?? "")
      }.joined(separator: ", ")
      let boxes = g.members.map { SemanticDiff.Box($0.extent) }
      let verb = g.inserted ? "inserted" : kind.rawValue
      // Told in the rendered tree's paths; what was removed keeps its golden index.
      var (path, causePath) = (owner, g.members[0].path)
      let order: Double
      if kind == .added {
        order = Double(g.members[0].first)
      } else {
        // Removed components are told where the component after them now is.
        let next = old.components[g.members[0].first...].first { alignment.newFor[$0.path] != nil }
        order = next.map { Double(alignment.newFor[$0.path]!) - 0.5 } ?? Double(new.components.count)
        if let moved = alignment.toNew(owner), moved != owner, causePath.hasPrefix(owner) {
          (path, causePath) = (moved, moved + causePath.dropFirst(owner.count))
        }
      }
      return (
        order,
        .init(
          kind: kind, path: path,
          summary: "\(g.members.count) \(noun) " + (g.inserted ? "inserted at \(members)" : "\(verb): \(members)"),
          before: kind == .removed ? boxes : [], after: kind == .added ? boxes : []),
        (causePath, g.members.count == 1 ? verb : "and \(g.members.count - 1) more \(verb)", order)
      )
    }
  }

  /// Moved components, outermost only (not those moved along with a moved or reordered
  /// ancestor), as runs of neighbours moved alike, each with the last of `causes` before it.
  func movedRuns(_ statuses: [String: Status], reordered: [String: (dx: Double, dy: Double)], causes: [Cause])
    -> [Told]
  {
    var runs: [(start: Int, members: [Int], dx: Double, dy: Double)] = []
    for (i, b) in new.components.enumerated() {
      guard case .moved(let dx, let dy)? = statuses[b.path] else { continue }
      let movedWith = Self.ancestors(b.path).contains { p in
        if case .moved(let x, let y)? = statuses[p] { close(x, dx) && close(y, dy) } else { false }
      }
      if movedWith { continue }
      let movedWithReordered = Alignment.elementPaths(b.path).contains { p in
        reordered[p].map { close($0.dx, dx) && close($0.dy, dy) } ?? false
      }
      if movedWithReordered { continue }
      if let r = runs.indices.last, close(runs[r].dx, dx), close(runs[r].dy, dy),
        Self.container(new.components[runs[r].members.last!].path) == Self.container(b.path),
        Self.isNeighbour(new.components[runs[r].members.last!].path, b.path)
      {
        runs[r].members.append(i)
      } else {
        runs.append((i, [i], dx, dy))
      }
    }
    return runs.map { run in
      let first = new.components[run.members[0]]
      let last = new.components[run.members.last!]
      let path = run.members.count == 1 ? first.path : Self.runPath(first.path, last.path)
      let (owner, key) = Self.split(Self.container(first.path))
      var summary =
        (run.members.count == 1 ? "" : "\(run.members.count) \(Self.noun(key, count: run.members.count)) ")
        + Self.movement(dx: run.dx, dy: run.dy)
      if let cause = causes.last(where: { $0.order < Double(run.start) }) {
        summary += " (first cause: \(Self.relativePath(cause.path, from: owner)) \(cause.clause))"
      }
      let before = run.members.map {
        SemanticDiff.Box(old.components[alignment.oldFor[new.components[$0].path]!].extent)
      }
      let after = run.members.map { SemanticDiff.Box(new.components[$0].extent) }
      return (
        Double(run.start),
        .init(
          kind: .moved, path: path, name: run.members.count == 1 ? first.name : nil, summary: summary,
          before: before, after: after), nil
      )
    }
  }

  /// What no component owns, and the canvas line: told after every component.
  func canvasChanges() -> [Told] {
    var out: [Told] = []
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
    return out
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

  static func quote(_ s: String) -> String { TextEscaping.jsonQuoted(s) }

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

/// The elements of each array (`X.items[0…n]`, `X.children[i]`, `X.sections[i]`) paired
/// between the golden tree and the rendered one by identity and content rather than by index,
/// so a row inserted, removed or moved reads as such and not as every row after it changing.
///
/// An element's identity is its content signature: the kinds and texts of the components at
/// and inside it, or their look when they draw no text; never its position. Each array is
/// aligned by a longest common subsequence of signatures, outermost arrays first (a section's
/// rows are aligned within the section it was paired with). Elements out of that order but of
/// the same content were reordered; the rest are paired in place where the two trees have as
/// many between the same neighbours (a row whose text changed), and otherwise were inserted
/// or removed. When the pairs so found share no more content than those at the same index do,
/// elements are paired by index, as paths alone would pair them.
private struct Alignment {
  /// A path ending in an array index that components sit at or inside.
  struct Element {
    var path: String
    /// The array: `a.items` for `a.items[2]`.
    var container: String
    var index: Int
    /// The tree's components at or inside it, in painting order.
    var members: [Int] = []
    /// The component at its path, if it draws anything itself.
    var own: Int?
    /// Kinds and texts (or looks, when nothing inside draws text) of what is inside it.
    var tokens: [String] = []
    var looks: [String] = []
    var signature = ""

    /// Where it goes in document order: its own component's, else its first one's.
    var first: Int { own ?? members[0] }

    /// Its name: its own component's, or the first one inside it that has one.
    func name(in tree: DumpedTree) -> String? {
      if let own { return tree.components[own].name }
      return members.lazy.compactMap { tree.components[$0].name }.first
    }

    /// What it draws: its own component's bounds, else the union of those inside it.
    func extent(in tree: DumpedTree) -> Rect {
      if let own { return tree.components[own].extent }
      return members.dropFirst().reduce(tree.components[members[0]].extent) { $0.union(tree.components[$1].extent) }
    }
  }

  /// What only one tree has, told once: an element with everything inside it, or a component.
  struct Unit {
    var path: String
    var name: String?
    var extent: Rect
    /// Its component's index in its tree (its element's place in document order).
    var first: Int
    /// Whether elements after it in its array moved along: it was inserted, not appended.
    var inserted: Bool
  }

  var oldElements: [Element]
  var newElements: [Element]
  var oldByPath: [String: Int]
  var newByPath: [String: Int]
  /// Paired elements: old path → new path, and back.
  var newElement: [String: String] = [:]
  var oldElement: [String: String] = [:]
  /// Reordered elements: new path → old path.
  var moved: [String: String] = [:]
  /// New elements inserted before elements that moved along.
  var inserted: Set<String> = []
  /// Each new component's counterpart in the golden tree (a component index), and back.
  var oldFor: [String: Int] = [:]
  var newFor: [String: Int] = [:]

  init(old: DumpedTree, new: DumpedTree, newIndex: [String: Int]) {
    (oldElements, oldByPath) = Self.elements(old)
    (newElements, newByPath) = Self.elements(new)
    var oldChildren: [String: [Int]] = [:]
    var newChildren: [String: [Int]] = [:]
    for (k, e) in oldElements.enumerated() { oldChildren[e.container, default: []].append(k) }
    for (k, e) in newElements.enumerated() { newChildren[e.container, default: []].append(k) }
    // Outermost arrays first: an array is looked for inside the element its owner was paired with.
    let containers = oldChildren.keys.map { ($0, Self.elementPaths($0).count, oldChildren[$0]![0]) }
      .sorted { ($0.1, $0.2) < ($1.1, $1.2) }
    for (container, _, _) in containers {
      var newContainer = container
      if let owner = Self.elementPaths(container).last {
        guard let moved = newElement[owner] else { continue }
        newContainer = moved + container.dropFirst(owner.count)
      }
      let a = oldChildren[container]!.sorted { oldElements[$0].index < oldElements[$1].index }
      let b = (newChildren[newContainer] ?? []).sorted { newElements[$0].index < newElements[$1].index }
      let pairs = Self.align(a.map { oldElements[$0] }, b.map { newElements[$0] })
      var paired = Set<Int>()
      var lastShifted = Int.min
      for (i, j, reordered) in pairs {
        let (o, n) = (oldElements[a[i]], newElements[b[j]])
        newElement[o.path] = n.path
        oldElement[n.path] = o.path
        paired.insert(j)
        if reordered { moved[n.path] = o.path } else if o.index != n.index { lastShifted = max(lastShifted, n.index) }
      }
      for j in b.indices where !paired.contains(j) && newElements[b[j]].index < lastShifted {
        inserted.insert(newElements[b[j]].path)
      }
    }
    for (i, c) in old.components.enumerated() {
      if let path = toNew(c.path), let j = newIndex[path] {
        newFor[c.path] = j
        oldFor[new.components[j].path] = i
      }
    }
  }

  /// An old path in the rendered tree's terms, when every element on it was paired.
  func toNew(_ path: String) -> String? {
    guard let deepest = Self.elementPaths(path).last else { return path }
    guard let moved = newElement[deepest] else { return nil }
    return moved + path.dropFirst(deepest.count)
  }

  /// What only the rendered tree has, in document order.
  func addedUnits(_ tree: DumpedTree) -> [Unit] {
    units(
      tree, elements: newElements, isPaired: { oldElement[$0] != nil }, hasCounterpart: { oldFor[$0] != nil })
  }

  /// What only the golden tree has, in its document order.
  func removedUnits(_ tree: DumpedTree) -> [Unit] {
    units(
      tree, elements: oldElements, isPaired: { newElement[$0] != nil }, hasCounterpart: { newFor[$0] != nil })
  }

  /// The outermost unpaired elements, whole, and the components without a counterpart in
  /// elements that were paired (or in none), outermost only.
  private func units(
    _ tree: DumpedTree, elements: [Element], isPaired: (String) -> Bool, hasCounterpart: (String) -> Bool
  ) -> [Unit] {
    var out: [Unit] = []
    for e in elements where !isPaired(e.path) && Self.elementPaths(e.path).dropLast().allSatisfy(isPaired) {
      out.append(
        Unit(
          path: e.path, name: e.name(in: tree), extent: e.extent(in: tree), first: e.first,
          inserted: inserted.contains(e.path)))
    }
    let loose = tree.components.indices.filter { i in
      !hasCounterpart(tree.components[i].path) && Self.elementPaths(tree.components[i].path).allSatisfy(isPaired)
    }
    let paths = Set(loose.map { tree.components[$0].path })
    for i in loose where !Comparison.ancestors(tree.components[i].path).contains(where: paths.contains) {
      let c = tree.components[i]
      out.append(Unit(path: c.path, name: c.name, extent: c.extent, first: i, inserted: false))
    }
    return out.sorted { $0.first < $1.first }
  }

  /// Every prefix of `path` that ends in an array index: `a.items[1].children[0].text` →
  /// `a.items[1]`, `a.items[1].children[0]`.
  static func elementPaths(_ path: String) -> [String] {
    var out: [String] = []
    var open: String.Index? = nil
    for i in path.indices {
      if path[i] == "[" {
        open = i
      } else if path[i] == "]", let o = open {
        if o > path.startIndex, Int(path[path.index(after: o)..<i]) != nil { out.append(String(path[...i])) }
        open = nil
      }
    }
    return out
  }

  /// The tree's elements, in the order they first paint, and where each is in that list.
  static func elements(_ tree: DumpedTree) -> ([Element], [String: Int]) {
    var list: [Element] = []
    var byPath: [String: Int] = [:]
    for (i, c) in tree.components.enumerated() {
      let texts = c.lines.compactMap(Comparison.quoted)
      for path in elementPaths(c.path) {
        let k: Int
        if let j = byPath[path] {
          k = j
        } else {
          k = list.count
          byPath[path] = k
          list.append(Element(path: path, container: Comparison.container(path), index: Comparison.index(path) ?? 0))
        }
        list[k].members.append(i)
        if c.path == path { list[k].own = i }
        list[k].tokens.append("kind " + c.kind)
        list[k].tokens += texts.map { "text " + $0 }
        list[k].looks += c.lines.map(Comparison.look)
      }
    }
    for k in list.indices {
      if !list[k].tokens.contains(where: { $0.hasPrefix("text ") }) { list[k].tokens += list[k].looks }
      list[k].looks = []
      list[k].signature = list[k].tokens.joined(separator: "\n")
    }
    return (list, byPath)
  }

  /// Pairs `a`'s elements with `b`'s (positions in each, and whether the pair was reordered).
  static func align(_ a: [Element], _ b: [Element]) -> [(Int, Int, Bool)] {
    if a.isEmpty || b.isEmpty { return [] }
    // Signatures as numbers, alike for alike.
    var ids: [String: Int] = [:]
    func id(_ e: Element) -> Int {
      if let k = ids[e.signature] { return k }
      ids[e.signature] = ids.count
      return ids.count - 1
    }
    let sa = a.map(id)
    let sb = b.map(id)
    // By index, as paths alone pair them, unless content pairs more alike.
    let atIndex = Dictionary(b.enumerated().map { ($1.index, $0) }, uniquingKeysWith: { x, _ in x })
    let byIndex = a.enumerated().compactMap { i, e in atIndex[e.index].map { (i, $0, false) } }
    if a.count == b.count, byIndex.allSatisfy({ sa[$0.0] == sb[$0.1] }) { return byIndex }
    let anchors = commonSubsequence(sa, sb)

    var pairs = anchors.map { ($0.0, $0.1, false) }
    let anchoredA = Set(anchors.map(\.0))
    let anchoredB = Set(anchors.map(\.1))
    // Alike elements out of order were reordered.
    var waiting: [Int: [Int]] = [:]
    for i in a.indices where !anchoredA.contains(i) { waiting[sa[i], default: []].append(i) }
    var movedA = Set<Int>()
    var movedB = Set<Int>()
    for j in b.indices where !anchoredB.contains(j) {
      if let i = waiting[sb[j]]?.first {
        waiting[sb[j]]!.removeFirst()
        pairs.append((i, j, true))
        movedA.insert(i)
        movedB.insert(j)
      }
    }
    // The rest between the same neighbours: in place when as many, else the most alike.
    for k in 0...anchors.count {
      let lowA = k == 0 ? 0 : anchors[k - 1].0 + 1
      let lowB = k == 0 ? 0 : anchors[k - 1].1 + 1
      let highA = k == anchors.count ? a.count : anchors[k].0
      let highB = k == anchors.count ? b.count : anchors[k].1
      let ga = (lowA..<highA).filter { !movedA.contains($0) }
      let gb = (lowB..<highB).filter { !movedB.contains($0) }
      pairs += pairGap(ga, gb, a, b).map { ($0, $1, false) }
    }
    // Kept only when the elements it pairs share more than those at the same index do.
    func likeness(_ pairs: [(Int, Int, Bool)]) -> Int {
      pairs.reduce(0) { $0 + shared(a[$1.0].tokens, b[$1.1].tokens) }
    }
    return likeness(pairs) > likeness(byIndex) ? pairs : byIndex
  }

  /// How many of `x`'s tokens `y` has too (counting repeats).
  static func shared(_ x: [String], _ y: [String]) -> Int {
    var counts: [String: Int] = [:]
    for t in y { counts[t, default: 0] += 1 }
    var n = 0
    for t in x where counts[t, default: 0] > 0 {
      counts[t]! -= 1
      n += 1
    }
    return n
  }

  /// A longest common subsequence of `a` and `b` (pairs of positions); of several, the one
  /// that leaves the earlier of `b`'s elements unpaired (a row moved up is the one that moved).
  static func commonSubsequence(_ a: [Int], _ b: [Int]) -> [(Int, Int)] {
    var p = 0
    while p < a.count, p < b.count, a[p] == b[p] { p += 1 }
    var s = 0
    while s < a.count - p, s < b.count - p, a[a.count - 1 - s] == b[b.count - 1 - s] { s += 1 }
    let (m, n) = (a.count - p - s, b.count - p - s)
    var middle: [(Int, Int)] = []
    if m > 0, n > 0, m * n <= 4_000_000 {
      // lengths[i * w + j]: the length for a[p + i...], b[p + j...].
      let w = n + 1
      var lengths = [Int32](repeating: 0, count: (m + 1) * w)
      for i in stride(from: m - 1, through: 0, by: -1) {
        for j in stride(from: n - 1, through: 0, by: -1) {
          lengths[i * w + j] =
            a[p + i] == b[p + j]
            ? lengths[(i + 1) * w + j + 1] + 1 : max(lengths[(i + 1) * w + j], lengths[i * w + j + 1])
        }
      }
      var (i, j) = (0, 0)
      while i < m, j < n {
        if a[p + i] == b[p + j] {
          middle.append((p + i, p + j))
          (i, j) = (i + 1, j + 1)
        } else if lengths[i * w + j + 1] >= lengths[(i + 1) * w + j] {
          j += 1
        } else {
          i += 1
        }
      }
    }
    return (0..<p).map { ($0, $0) } + middle + (0..<s).map { (a.count - s + $0, b.count - s + $0) }
  }

  /// Pairs the unaligned elements between the same neighbours: in place when there are as many
  /// on both sides (a row that changed), else those that share the most content, leaving the
  /// earlier ones unpaired at a tie.
  static func pairGap(_ ga: [Int], _ gb: [Int], _ a: [Element], _ b: [Element]) -> [(Int, Int)] {
    if ga.isEmpty || gb.isEmpty { return [] }
    if ga.count == gb.count || ga.count * gb.count > 10_000 { return Array(zip(ga, gb)) }
    let (m, n) = (ga.count, gb.count)
    let w = n + 1
    var sim = [Int](repeating: 0, count: m * n)
    for i in 0..<m { for j in 0..<n { sim[i * n + j] = shared(a[ga[i]].tokens, b[gb[j]].tokens) } }
    var best = [Int](repeating: 0, count: (m + 1) * w)
    for i in stride(from: m - 1, through: 0, by: -1) {
      for j in stride(from: n - 1, through: 0, by: -1) {
        var v = max(best[(i + 1) * w + j], best[i * w + j + 1])
        if sim[i * n + j] > 0 { v = max(v, sim[i * n + j] + best[(i + 1) * w + j + 1]) }
        best[i * w + j] = v
      }
    }
    var out: [(Int, Int)] = []
    var (i, j) = (0, 0)
    while i < m, j < n {
      if best[i * w + j + 1] == best[i * w + j] {
        j += 1
      } else if best[(i + 1) * w + j] == best[i * w + j] {
        i += 1
      } else {
        out.append((ga[i], gb[j]))
        (i, j) = (i + 1, j + 1)
      }
    }
    return out
  }
}
