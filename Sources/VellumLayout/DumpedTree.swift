/// A tree dump (`RenderTree.dump()`, a golden's `.tree.txt`) read back by component: the lines
/// under each `@ path kind "name" x,y wxh` line, so two dumps can be compared component by
/// component without the documents that made them.
package struct DumpedTree: Sendable, Equatable {
  /// One component and what it draws itself.
  package struct Component: Sendable, Equatable {
    /// The component's JSON path (`root.list.sections[1].items[2]`).
    package var path: String
    /// Its kind (`cell`, `section`, `slider` …).
    package var kind: String
    /// The first text it draws itself, if any.
    package var name: String?
    /// The bounds of everything it and the components inside it draw.
    package var extent: Rect
    /// Its own primitive lines, in painting order.
    package var lines: [String]
  }

  /// The canvas line (`canvas 390x844 @3x ltr background #FFFFFF`).
  package var canvas: String
  /// The canvas size in points, when the canvas line could be read.
  package var size: Size?
  /// Device pixels per point (1 when the canvas line does not say).
  package var scale = 1
  /// The components in the order they first paint.
  package var components: [Component]
  /// Primitive lines no component owns (a contact sheet's labels).
  package var unattributed: [String]

  /// Reads a dump. Lines before any component line, or after `@ -`, are unattributed; a dump
  /// from before component lines existed reads as all unattributed.
  package init(_ text: String) {
    canvas = ""
    components = []
    unattributed = []
    var index: [String: Int] = [:]
    var current: Int? = nil
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("canvas ") {
        canvas = String(line)
        let parts = line.split(separator: " ")
        size = parts.count > 1 ? Self.size(parts[1]) : nil
        if parts.count > 2, parts[2].hasPrefix("@"), let s = Int(parts[2].dropFirst().dropLast()), s > 0 { scale = s }
      } else if line.hasPrefix("@ ") {
        guard let header = Self.header(line.dropFirst(2)) else { continue }
        if header.path == "-" {
          current = nil
        } else if let i = index[header.path] {
          current = i
        } else {
          index[header.path] = components.count
          current = components.count
          components.append(
            Component(
              path: header.path, kind: header.kind ?? "", name: header.name, extent: header.extent ?? .zero, lines: []))
        }
      } else if let current {
        components[current].lines.append(String(line))
      } else {
        unattributed.append(String(line))
      }
    }
  }

  /// `path`, or `path kind ["name"] x,y wxh`.
  private static func header(_ s: Substring) -> (path: String, kind: String?, name: String?, extent: Rect?)? {
    var rest = s[...]
    func token() -> Substring {
      let end = rest.firstIndex(of: " ") ?? rest.endIndex
      let t = rest[..<end]
      rest = rest[end...].drop { $0 == " " }
      return t
    }
    let path = token()
    guard !path.isEmpty else { return nil }
    if rest.isEmpty { return (String(path), nil, nil, nil) }
    let kind = token()
    var name: String? = nil
    if rest.first == "\"", let (string, end) = unquote(rest) {
      name = string
      rest = rest[end...].drop { $0 == " " }
    }
    let origin = token()
    let size = token()
    return (String(path), String(kind), name, rect(origin, size))
  }

  /// The string quoted at the start of `s` (the dump's escapes undone) and where it ends.
  static func unquote(_ s: Substring) -> (String, Substring.Index)? { TextEscaping.jsonUnquoted(s) }

  /// The first quoted string on a dump line (a text's string), if any.
  package static func firstQuoted(_ line: String) -> String? {
    guard let open = line.firstIndex(of: "\"") else { return nil }
    return unquote(line[open...])?.0
  }

  /// `x,y` and `wxh` as a rectangle.
  static func rect(_ origin: Substring, _ size: Substring) -> Rect? {
    let xy = origin.split(separator: ",")
    guard xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]), let s = Self.size(size) else { return nil }
    return Rect(x: x, y: y, width: s.width, height: s.height)
  }

  /// `wxh` as a size.
  static func size(_ s: Substring) -> Size? {
    let wh = s.split(separator: "x")
    guard wh.count == 2, let w = Double(wh[0]), let h = Double(wh[1]) else { return nil }
    return Size(width: w, height: h)
  }
}
