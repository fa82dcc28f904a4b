import FoundationEssentials
import Glibc
import VellumCairo

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
  /// indented into place (see ``writeJSON(piecewiseFrom:to:)``).
  func jsonBytes(piecewiseFrom threshold: Int) -> [UInt8] {
    var all: [UInt8] = []
    do { try writeJSON(piecewiseFrom: threshold) { all += $0 } } catch {
      all = []
      try? writeJSON(piecewiseFrom: Int.max) { all += $0 }
    }
    return all
  }

  /// Hands ``jsonBytes()`` to `sink` in pieces of about 64 KiB. From `threshold` results on,
  /// each result is encoded on its own and indented into place, giving the very bytes of
  /// encoding the whole run at once (tested) without ever holding them all: for 1,000 passing
  /// results (2.1 MB of JSON) the whole-run encoding, its `Data` and two copies of it held
  /// ~4 MB above the check's own level, at its end.
  /// Thrown by ``writeJSON(piecewiseFrom:to:)`` when a result cannot be encoded on its own.
  struct Unencodable: Error {}

  func writeJSON(piecewiseFrom threshold: Int, to sink: ([UInt8]) throws -> Void) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    func whole() throws {
      try sink(((try? encoder.encode(self)).map { [UInt8]($0) } ?? []) + [10])
    }
    guard results.count >= max(1, threshold) else { return try whole() }
    // The run without its results, split where its empty array is: `"results" : ` starts a
    // line of its own (no JSON string holds a raw newline), and an empty array holds no string,
    // so its first `]` closes it.
    var envelope = self
    envelope.results = []
    guard let outer = try? [UInt8](encoder.encode(envelope)) else { return try whole() }
    let key = Array("\n  \"results\" : ".utf8)
    guard let start = outer.firstRange(of: key)?.upperBound, start < outer.count, outer[start] == UInt8(ascii: "["),
      let close = outer[start...].firstIndex(of: UInt8(ascii: "]"))
    else { return try whole() }
    let piece = 1 << 16
    var out: [UInt8] = []
    out.reserveCapacity(piece + 4096)
    out += outer[..<start]
    out += Array("[\n".utf8)
    let indent = Array("    ".utf8)
    for (i, result) in results.enumerated() {
      // A result the encoder refuses fails the whole encoding too: the caller starts again
      // with it (what it wrote so far is dropped).
      guard let element = try? encoder.encode(result) else { throw Unencodable() }
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
      if out.count >= piece {
        try sink(out)
        out.removeAll(keepingCapacity: true)
      }
    }
    out += Array("\n  ".utf8)
    out += outer[close...]
    out.append(10)
    try sink(out)
  }

  /// Writes the JSON atomically to `path`, a piece at a time.
  public func write(to path: String) throws(SnapshotIOError) {
    try SnapshotFiles.createParent(of: path)
    do {
      let file = try AtomicFile(path: path)
      do { try writeJSON(piecewiseFrom: 64) { try file.write($0) } } catch is Unencodable {
        // Dropped (the temporary file goes with `file`); the whole encoding decides.
        return try SnapshotFiles.write(jsonBytes(piecewiseFrom: Int.max), to: path)
      }
      try file.commit()
    } catch let error as SnapshotIOError {
      throw error
    } catch { throw SnapshotIOError(message: "cannot write \(error)") }
  }

  /// Reads a run written by ``write(to:)`` (at most `ReportMerge.maximumResultsBytes`).
  public static func read(from path: String) throws(SnapshotIOError) -> SnapshotRun {
    let bytes: [UInt8]
    switch FileBytes.contents(path, limit: ReportMerge.maximumResultsBytes) {
    case .success(let b): bytes = b
    case .failure(.missing): throw SnapshotIOError(message: "\(path): no such file")
    case .failure(let failure):
      throw SnapshotIOError(message: "\(path): \(ReportMerge.FileProblem.read(failure).reason)")
    }
    do {
      return try JSONDecoder().decode(SnapshotRun.self, from: Data(bytes))
    } catch {
      throw SnapshotIOError(message: "\(path): not a results file (\(error))")
    }
  }
}

extension SnapshotRun {
  /// Adds the failures among `results` to the results file in `artifactsDirectory`, replacing
  /// entries of the same names, so that `vellum accept --all-failed` finds the failures of
  /// assertions (`swift test`) as it finds a check's. The file is kept when it holds results
  /// against the same snapshots folder (a check's, or earlier assertions'), else replaced.
  /// Processes and threads asserting at once take turns under a lock on the artefacts folder.
  /// Passing results change nothing: their artefacts are gone, and accept skips a failure
  /// without them.
  public static func recordFailures(
    _ results: [SnapshotResult], snapshotsDirectory: String, artifactsDirectory: String, record: RecordMode
  ) throws(SnapshotIOError) {
    let failures = results.filter(\.failed)
    guard !failures.isEmpty else { return }
    let path = join(artifactsDirectory, fileName)
    try SnapshotFiles.createParent(of: path)
    let folder = open(artifactsDirectory.isEmpty ? "." : artifactsDirectory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else {
      throw SnapshotIOError(message: "cannot open \(artifactsDirectory): \(String(cString: strerror(errno)))")
    }
    defer { close(folder) }
    while flock(folder, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw SnapshotIOError(message: "cannot lock \(artifactsDirectory): \(String(cString: strerror(errno)))")
      }
    }
    defer { flock(folder, LOCK_UN) }
    var run = SnapshotRun(
      snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory, record: record, results: [])
    if let earlier = try? read(from: path),
      PathUtilities.absolute(earlier.snapshotsDirectory) == PathUtilities.absolute(snapshotsDirectory)
    {
      run = earlier
    }
    let names = Set(failures.map(\.name))
    run.results = run.results.filter { !names.contains($0.name) } + failures
    try run.write(to: path)
  }
}
