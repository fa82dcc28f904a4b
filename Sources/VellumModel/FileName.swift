/// The one rule for text that becomes part of a file name: variant and state names, custom
/// state keys in default variant names, snapshot names and every path below an output folder.
///
/// A name *part* (`dark`, `archived`, `com.example.starred`) is ASCII letters, digits, `.`, `-`
/// and `_`, at most ``maximumPartLength`` long; it can never hold a `/`, so it can never leave
/// the folder its file is written in. A *relative path* (`cells/states.dark`) is parts joined by
/// `/`, none of them empty, `.` or `..`: it names a file inside whatever folder it is joined to.
package enum FileName {
  /// The longest name part.
  package static let maximumPartLength = 120

  /// The characters a name part may hold, in words, for messages.
  package static let allowedDescription = "ASCII letters, digits, ., - and _"

  /// Whether `text` may be one part of a file name.
  package static func isSafePart(_ text: some StringProtocol) -> Bool {
    !text.isEmpty && text.utf8.count <= maximumPartLength && text.utf8.allSatisfy(isAllowed)
      && text != "." && text != ".."
  }

  /// Whether `path` is a relative path that stays inside the folder it is joined to: no
  /// leading `/`, no empty, `.` or `..` component, no control character anywhere. Components
  /// may hold any other character (documents live in folders the user named).
  package static func isContainedRelativePath(_ path: some StringProtocol) -> Bool {
    problem(withRelativePath: path) == nil
  }

  /// Why `path` is not a relative path that stays inside its folder, or nil when it is one.
  package enum PathProblem: Sendable, Equatable {
    case empty
    case absolute
    case controlCharacters
    case emptyComponent
    /// A `.` or `..` component.
    case dotComponent(String)
  }

  /// What keeps `path` from being a contained relative path (``isContainedRelativePath(_:)``).
  package static func problem(withRelativePath path: some StringProtocol) -> PathProblem? {
    if path.isEmpty { return .empty }
    if path.utf8.first == UInt8(ascii: "/") { return .absolute }
    if hasControlCharacters(path) { return .controlCharacters }
    for component in path.split(separator: "/", omittingEmptySubsequences: false) {
      if component.isEmpty { return .emptyComponent }
      if component == "." || component == ".." { return .dotComponent(String(component)) }
    }
    return nil
  }

  /// Whether `text` holds a control character (C0, DEL or C1; NUL among them), which no path
  /// Vellum reads or writes may hold: the system would stop at a NUL, a terminal obey an ESC.
  package static func hasControlCharacters(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
  }

  private static func isAllowed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
    }
  }
}
