/// A parsed JSON value that remembers where it stood in the source, so that every
/// diagnostic can name a line and column.
package struct JSONValue: Sendable, Equatable {
  /// The value itself.
  package enum Kind: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in source order (duplicate keys are rejected by the parser).
    case object([(key: String, value: JSONValue)])

    package static func == (a: Kind, b: Kind) -> Bool {
      switch (a, b) {
      case (.null, .null): return true
      case (.bool(let x), .bool(let y)): return x == y
      case (.number(let x), .number(let y)): return x == y
      case (.string(let x), .string(let y)): return x == y
      case (.array(let x), .array(let y)): return x == y
      case (.object(let x), .object(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
      default: return false
      }
    }
  }

  /// A value is either built (what `init` makes: the encoder's, the tests') or one entry of a
  /// parsed document (`JSONParser.parse`), whose children are made when `kind` is read.
  private enum Storage: Sendable {
    case built(Kind, SourceLocation)
    case parsed(JSONTape, Int)
  }

  private var storage: Storage

  package init(_ kind: Kind, at location: SourceLocation = SourceLocation(line: 0, column: 0)) {
    storage = .built(kind, location)
  }

  /// Entry `entry` of a parsed document.
  init(_ tape: JSONTape, entry: Int) {
    storage = .parsed(tape, entry)
  }

  /// The parsed document this value is an entry of, if it is one.
  var tape: JSONTape? {
    if case .parsed(let tape, _) = storage { tape } else { nil }
  }

  /// The value itself. A parsed array's or object's elements or members are made afresh each
  /// time this is read: read it once and keep what it gives (as `ObjectReader` does).
  /// Setting it (or `location`) makes the value a built one.
  package var kind: Kind {
    get {
      switch storage {
      case .built(let kind, _): kind
      case .parsed(let tape, let i): tape.kind(i)
      }
    }
    set { storage = .built(newValue, location) }
  }

  package var location: SourceLocation {
    get {
      switch storage {
      case .built(_, let location): location
      case .parsed(let tape, let i): tape.location(i)
      }
    }
    set { storage = .built(kind, newValue) }
  }

  /// The JSON type name used in messages ("a string", "a number", ...).
  package var typeDescription: String {
    if case .parsed(let tape, let i) = storage {
      switch tape.entries[i].tag {
      case .null: return "null"
      case .false, .true: return "a boolean"
      case .number: return "a number"
      case .string: return "a string"
      case .array: return "an array"
      case .object: return "an object"
      }
    }
    switch kind {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The same kind at the same location, however each is stored.
  package static func == (a: JSONValue, b: JSONValue) -> Bool {
    if case .parsed(let t, let i) = a.storage, case .parsed(let u, let j) = b.storage, t === u, i == j { return true }
    return a.location == b.location && a.kind == b.kind
  }
}

/// A 1-based line and column in a JSON source; line 0 means "unknown".
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
  public var description: String { line > 0 ? "line \(line), column \(column)" : "" }
}
