/// The text of a snapshot failure: which files to open, what was measured against what was
/// allowed, how the environment differs, and how to accept the change.
public enum FailureMessage {
  /// One line: `snapshot "cells/states" does not match: 1,234 pixels differ …`.
  public static func headline(_ result: SnapshotResult) -> String {
    let subject = "snapshot \"\(result.name)\""
    if result.problems.contains(.invalidDocument) { return "\(subject): invalid document: \(result.error ?? "")" }
    if result.problems.contains(.unwritable) { return "\(subject): \(result.error ?? "cannot write its files")" }
    if result.problems.contains(.missingReference) {
      return "\(subject) has no reference (record mode never): \(result.referencePNG)"
    }
    var parts: [String] = []
    if let pixels = result.pixels, result.problems.contains(.pixelsDiffer) || result.problems.contains(.sizeMismatch) {
      parts.append(pixels.summary)
    }
    if result.problems.contains(.treeDiffers) { parts.append("render tree differs") }
    if result.problems.contains(.accessibilityDiffers) { parts.append("accessibility tree differs") }
    parts += (result.differences ?? []).map(\.message)
    if let error = result.error { parts.append(error) }
    return "\(subject) does not match: " + parts.joined(separator: "; ")
  }

  /// The full message: headline, files to open (absolute paths), what changed by component,
  /// the tree diff, environment fingerprints when they differ, and `acceptCommand` lines when given.
  /// A document that could not be rendered has only its headline: there is nothing to open or
  /// accept until the document is fixed.
  public static func text(_ result: SnapshotResult, acceptCommand: [String]?) -> String {
    text(result, acceptCommand: acceptCommand, concise: false)
  }

  /// With `concise` (what `vellum check` prints without `--verbose`): the headline, the measured
  /// values, the files to open and at most ``conciseChanges`` lines of what changed; the full
  /// tree, accessibility and strategy diffs stay in the artefacts, the results JSON and the report.
  public static func text(_ result: SnapshotResult, acceptCommand: [String]?, concise: Bool) -> String {
    var lines = [headline(result)]
    if !result.isAcceptable { return lines[0] }
    if let pixels = result.pixels, result.failed {
      lines.append(
        "measured \(pixels.diffPixels) differing of \(pixels.totalPixels) pixels (ratio \(ratio(pixels.ratio)));"
          + " allowed \(pixels.allowedPixels)")
    }
    let open: [(String, String?)] = [
      ("composite", result.artifacts?.compositePNG), ("diff", result.artifacts?.diffPNG),
      ("actual", result.artifacts?.actualPNG),
      ("expected", result.problems.contains(.missingReference) ? nil : result.referencePNG),
      ("actual tree", result.artifacts?.actualTree),
      (
        "actual accessibility tree",
        result.problems.contains(.accessibilityDiffers) ? result.artifacts?.actualAccessibility : nil
      ),
    ]
    let other = (result.artifacts?.other ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, Optional($0.value)) }
    let files = (open + other).compactMap { label, path in path.map { "  \(label): \(PathUtilities.absolute($0))" } }
    if !files.isEmpty { lines += ["open:"] + files }
    let most = concise ? conciseChanges : maxChanges
    if let semantic = result.semanticDiff, !semantic.changes.isEmpty {
      lines.append("what changed:")
      lines += semantic.lines.prefix(most).map { "  " + $0 }
      if semantic.changes.count > most {
        lines.append("  … \(semantic.changes.count - most) more\(concise ? " (--verbose lists them)" : "")")
      }
    }
    if concise {
      var left: [String] = []
      if result.treeDiff?.isEmpty == false { left.append("render tree") }
      if result.accessibilityDiff?.isEmpty == false { left.append("accessibility tree") }
      left += (result.differences ?? []).filter { $0.diff?.isEmpty == false }.map(\.pathExtension)
      if !left.isEmpty {
        let named = left.count == 1 ? left[0] : left.dropLast().joined(separator: ", ") + " and " + left.last!
        lines.append(
          "the \(named) diff\(left.count == 1 ? " is" : "s are") in the artefacts and the report (--verbose prints them)"
        )
      }
    }
    if !concise, let diff = result.treeDiff, !diff.isEmpty {
      lines.append("render tree diff:")
      lines += diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 }
    }
    if !concise, let diff = result.accessibilityDiff, !diff.isEmpty {
      lines.append("accessibility tree diff:")
      lines += diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 }
    }
    for difference in result.differences ?? [] where !concise {
      guard let diff = difference.diff, !diff.isEmpty else { continue }
      lines.append("\(difference.pathExtension) diff:")
      lines += diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 }
    }
    if let recorded = result.referenceFingerprint {
      lines.append("the reference was recorded in another environment:")
      lines.append("  recorded with: \(recorded)")
      lines.append("  rendered with: \(result.fingerprint ?? "unknown")")
    }
    if let acceptCommand, !acceptCommand.isEmpty {
      lines.append("to accept the new rendering:")
      lines += acceptCommand.map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// At most this many changes are listed by component.
  static let maxChanges = 40
  /// … and this many in a concise message.
  public static let conciseChanges = 6

  /// The commands that accept `result`: re-running the test with `VELLUM_RECORD=failed`
  /// (when `testFilter` is given) and `vellum accept` with the folders spelled out.
  public static func acceptCommands(
    for result: SnapshotResult, testFilter: String?, snapshotsDirectory: String, artifactsDirectory: String
  ) -> [String] {
    var commands: [String] = []
    guard result.isAcceptable else { return [] }
    if let testFilter { commands.append("VELLUM_RECORD=failed swift test --filter \(shellQuote(testFilter))") }
    if result.artifacts?.actualPNG != nil {
      commands.append(
        "vellum accept \(shellQuote(result.name)) --snapshots \(shellQuote(PathUtilities.absolute(snapshotsDirectory)))"
          + " --artifacts \(shellQuote(PathUtilities.absolute(artifactsDirectory)))")
    }
    return commands
  }

  /// `s` quoted for a POSIX shell when it holds anything but safe characters.
  public static func shellQuote(_ s: String) -> String {
    let safe = s.unicodeScalars.allSatisfy {
      ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9")
        || "-_./=:,+@%".unicodeScalars.contains($0)
    }
    if safe && !s.isEmpty { return s }
    return "'" + s.replacing("'", with: "'\\''") + "'"
  }

  private static func ratio(_ r: Double) -> String {
    let scaled = (r * 1_000_000).rounded() / 1_000_000
    return "\(scaled)"
  }
}

extension SnapshotResult {
  /// Whether recording or accepting can resolve this result: false for a document that could not
  /// be decoded or rendered, where the document itself must change.
  public var isAcceptable: Bool { !problems.contains(.invalidDocument) }
}
