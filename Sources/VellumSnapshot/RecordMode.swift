/// When snapshot references (golden PNGs and tree dumps) are written instead of only compared.
public enum RecordMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// Re-record every reference (files whose bytes would not change are left untouched).
  case all
  /// Re-record only references that are missing or really differ under the comparison options;
  /// references that still match are never rewritten, so their PNG bytes stay stable.
  case failed
  /// Record only references that do not exist yet; differences fail.
  case missing
  /// Never write a reference; a missing reference fails.
  case never

  /// The environment variable read by ``resolve(explicit:environment:)``: `VELLUM_RECORD`.
  public static let environmentVariable = "VELLUM_RECORD"

  /// Whether `environment` describes a CI run: `CI` is set, non-empty and not `false` or `0`.
  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.trimmingWhitespace.lowercased(), !value.isEmpty else { return false }
    return value != "false" && value != "0"
  }

  /// The mode when neither a flag nor `VELLUM_RECORD` chooses one: ``never`` on CI, else ``missing``.
  public static func defaultMode(environment: [String: String]) -> RecordMode {
    isCI(environment) ? .never : .missing
  }

  /// A mode from its name (`all`, `failed`, `missing` or `never`; case and spaces ignored).
  public init(parsing text: String) throws(RecordModeError) {
    guard let mode = RecordMode(rawValue: text.trimmingWhitespace.lowercased()) else {
      throw RecordModeError(value: text)
    }
    self = mode
  }

  /// The mode in force: `explicit` (a flag or argument) when given, else a non-empty
  /// `VELLUM_RECORD`, else ``defaultMode(environment:)``.
  public static func resolve(explicit: String? = nil, environment: [String: String]) throws(RecordModeError)
    -> RecordMode
  {
    if let explicit { return try RecordMode(parsing: explicit) }
    if let value = environment[environmentVariable], !value.trimmingWhitespace.isEmpty {
      return try RecordMode(parsing: value)
    }
    return defaultMode(environment: environment)
  }

  /// Whether a reference is written, given whether it exists and whether it matches the render.
  public func records(referenceExists: Bool, matches: Bool) -> Bool {
    switch self {
    case .all: true
    case .failed: !referenceExists || !matches
    case .missing: !referenceExists
    case .never: false
    }
  }
}

/// A record mode name that is not one of `all`, `failed`, `missing`, `never`.
public struct RecordModeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The text that was given.
  public var value: String

  /// The error for `value`.
  public init(value: String) { self.value = value }

  public var description: String {
    "unknown record mode \"\(value)\"; expected one of: all, failed, missing, never"
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  var trimmingWhitespace: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[start...end])
  }
}
