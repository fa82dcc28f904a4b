import FoundationEssentials

/// The results of one check, as stored in `<artifacts>/results.json` and written by
/// `vellum check --json`.
public struct SnapshotRun: Sendable, Codable, Equatable {
  /// The file name of the stored results in the artefacts folder.
  public static let fileName = "results.json"

  /// The folders used.
  public var samplesDirectory: String?
  public var snapshotsDirectory: String
  public var artifactsDirectory: String
  /// The record mode in force.
  public var record: RecordMode
  /// One result per document, in document order.
  public var results: [SnapshotResult]

  /// A run.
  public init(
    samplesDirectory: String? = nil, snapshotsDirectory: String, artifactsDirectory: String, record: RecordMode,
    results: [SnapshotResult]
  ) {
    self.samplesDirectory = samplesDirectory
    self.snapshotsDirectory = snapshotsDirectory
    self.artifactsDirectory = artifactsDirectory
    self.record = record
    self.results = results
  }

  /// Results that failed.
  public var failures: [SnapshotResult] { results.filter(\.failed) }
  /// Counts by status.
  public var passedCount: Int { results.count { $0.status == .passed } }
  public var recordedCount: Int { results.count { $0.status == .recorded } }
  public var failedCount: Int { results.count { $0.status == .failed } }

  /// `12 passed, 1 failed`; snapshots whose references were recorded count as passed.
  public var summaryLine: String { "\(passedCount + recordedCount) passed, \(failedCount) failed" }

  /// Pretty-printed JSON with sorted keys.
  public func jsonBytes() -> [UInt8] { jsonBytes(piecewiseFrom: 64) }

  /// ``jsonBytes()``; from `piecewiseFrom` results on, each result is encoded on its own and
  /// indented into place, giving the very bytes of encoding the whole run at once (tested)
  /// without the encoder's copy of every result at once: for 1,000 passing results (2 MB of JSON)
  /// the whole-run encoding held ~4 MB more at its peak, the end of a check.
  func jsonBytes(piecewiseFrom threshold: Int) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    func whole() -> [UInt8] { ((try? encoder.encode(self)).map { [UInt8]($0) } ?? []) + [10] }
    guard results.count >= max(1, threshold) else { return whole() }
    // The run without its results, split where its empty array is: `"results" : ` starts a
    // line of its own (no JSON string holds a raw newline), and an empty array holds no string,
    // so its first `]` closes it.
    var envelope = self
    envelope.results = []
    guard let outer = try? [UInt8](encoder.encode(envelope)) else { return whole() }
    let key = Array("\n  \"results\" : ".utf8)
    guard let start = outer.firstRange(of: key)?.upperBound, start < outer.count, outer[start] == UInt8(ascii: "["),
      let close = outer[start...].firstIndex(of: UInt8(ascii: "]"))
    else { return whole() }
    var out: [UInt8] = []
    out.reserveCapacity(outer.count + results.count * 2048)
    out += outer[..<start]
    out += Array("[\n".utf8)
    let indent = Array("    ".utf8)
    for (i, result) in results.enumerated() {
      guard let element = try? encoder.encode(result) else { return whole() }
      if i > 0 { out += Array(",\n".utf8) }
      // Nested two levels deep: every line of the element four spaces in, but the blank line
      // of an empty array, which the encoder leaves blank at any depth.
      out += indent
      var previousWasNewline = false
      for byte in element {
        if previousWasNewline && byte != 10 { out += indent }
        out.append(byte)
        previousWasNewline = byte == 10
      }
    }
    out += Array("\n  ".utf8)
    out += outer[close...]
    out.append(10)
    return out
  }

  /// Writes the JSON atomically to `path`.
  public func write(to path: String) throws(SnapshotIOError) {
    try SnapshotFiles.write(jsonBytes(), to: path)
  }

  /// Reads a run written by ``write(to:)``.
  public static func read(from path: String) throws(SnapshotIOError) -> SnapshotRun {
    guard let bytes = SnapshotFiles.read(path) else { throw SnapshotIOError(message: "\(path): no such file") }
    do {
      return try JSONDecoder().decode(SnapshotRun.self, from: Data(bytes))
    } catch {
      throw SnapshotIOError(message: "\(path): not a results file (\(error))")
    }
  }
}
