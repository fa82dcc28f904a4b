import FoundationEssentials
import VellumCairo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// File access for snapshots: reads that return nil for missing files and atomic writes that
/// create the parent folders first.
enum SnapshotFiles {
  static func read(_ path: String) -> [UInt8]? {
    FileBytes.read(path)
  }

  static func readText(_ path: String) -> String? {
    read(path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The bytes of `path` when it resolves (links followed) to a regular file inside `folder`
  /// (a real path, `ReportMerge.realPath(_:)`): else why not.
  static func contents(_ path: String, inside folder: String?) -> Result<[UInt8], ReportMerge.FileProblem> {
    let resolved: String
    switch ReportMerge.resolve(path, inside: folder) {
    case .success(let path): resolved = path
    case .failure(let problem): return .failure(problem)
    }
    switch FileBytes.openRegularFile(resolved, flags: O_NOFOLLOW) {
    case .failure(let failure): return .failure(.read(failure))
    case .success(let (fd, _)):
      defer { close(fd) }
      return FileBytes.read(descriptor: fd, limit: FileBytes.defaultLimit).mapError { .read($0) }
    }
  }

  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// Writes atomically (temporary file renamed into place), creating missing parent folders.
  static func write(_ bytes: [UInt8], to path: String) throws(SnapshotIOError) {
    try createParent(of: path)
    do { try AtomicFile.write(bytes, to: path) } catch { throw SnapshotIOError(message: "cannot write \(error)") }
  }

  /// Creates the folders `path` will be written in, when missing.
  static func createParent(of path: String) throws(SnapshotIOError) {
    let parent = path.deletingLastPathComponent
    guard !parent.isEmpty else { return }
    do {
      try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    } catch {
      throw SnapshotIOError(message: "cannot create folder \(parent): \(failureReason(error))")
    }
  }

  /// Removes files that exist; missing ones are fine.
  static func remove(_ paths: [String]) {
    for path in paths where exists(path) { try? FileManager.default.removeItem(atPath: path) }
  }
}

/// A file that could not be read or written.
public struct SnapshotIOError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, with the path.
  public var message: String
  public var description: String { message }
}

/// The environment fingerprint stored beside the references.
///
/// Vellum keeps it in one sidecar file, `<snapshots>/.fingerprint`, rather than in a PNG
/// `tEXt` chunk: golden PNG bytes stay exactly the renderer's output (so the byte-identical
/// fast path applies and re-recording in another environment does not churn unchanged
/// images), and the fingerprint is one readable line that shows up in code review. It is
/// rewritten whenever a reference is recorded, so it describes the environment of the last
/// recording.
public enum FingerprintSidecar {
  /// The recorded fingerprint in `snapshotsDirectory`, or nil.
  public static func read(snapshotsDirectory: String) -> String? {
    guard let text = SnapshotFiles.readText(SnapshotPaths.fingerprintFile(in: snapshotsDirectory)) else { return nil }
    let line = text.trimmingWhitespace
    return line.isEmpty ? nil : line
  }

  /// Records `fingerprint`, unless the file already holds it.
  public static func write(_ fingerprint: String, snapshotsDirectory: String) throws(SnapshotIOError) {
    guard read(snapshotsDirectory: snapshotsDirectory) != fingerprint else { return }
    try SnapshotFiles.write(Array((fingerprint + "\n").utf8), to: SnapshotPaths.fingerprintFile(in: snapshotsDirectory))
  }
}
