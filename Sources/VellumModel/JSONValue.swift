/// A parsed JSON value that remembers where it stood in the source, so that every
/// diagnostic can name a line and column.
public struct JSONValue: Sendable, Equatable {
  /// The value itself.
  public enum Kind: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in source order (duplicate keys are rejected by the parser).
    case object([(key: String, value: JSONValue)])

    public static func == (a: Kind, b: Kind) -> Bool {
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

  public var kind: Kind
  public var location: SourceLocation

  public init(_ kind: Kind, at location: SourceLocation = SourceLocation(line: 0, column: 0)) {
    self.kind = kind
    self.location = location
  }

  /// The JSON type name used in messages ("a string", "a number", ...).
  public var typeDescription: String {
    switch kind {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
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
