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
  public func jsonBytes() -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return ((try? encoder.encode(self)).map { [UInt8]($0) } ?? []) + [10]
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
