import VellumModel

/// Accepting a failure: the rendered image and tree from the artefacts folder become the references.
///
/// Both folders are the caller's; a results file (`<artifacts>/results.json`, perhaps merged
/// from shards that ran elsewhere) is data, never a path: it gives snapshot names, which must
/// be plain relative paths, and every file read or written is that name's in one of the two
/// folders (``SnapshotPaths``). An artefact is read only when it resolves to a regular file
/// inside the artefacts folder.
public enum SnapshotAcceptance {
  /// What accepting one snapshot did.
  public struct Accepted: Sendable, Equatable {
    /// The snapshot's name.
    public var name: String
    /// References written.
    public var files: [String]
  }

  /// Why `name` (from the command line: a snapshot name, document or reference path) names no
  /// snapshot, or nil when it names one: once normalised (``SnapshotPaths/normalizedName(_:)``)
  /// it must be a relative path that stays inside both folders.
  public static func nameProblem(_ name: String) -> String? {
    let normalized = SnapshotPaths.normalizedName(name)
    guard FileName.isContainedRelativePath(normalized) else {
      return "\"\(ControlCharacters.escaped(normalized))\" is not a snapshot name: it would leave the snapshots folder"
    }
    return nil
  }

  /// Copies `<artifacts>/<name>.actual.png` (and `.actual.tree.txt`, `.actual.accessibility.txt`
  /// when present) over the references of `name`, then removes that snapshot's artefacts.
  /// `fingerprint`, when given, is recorded in the snapshots folder's sidecar if it is one line
  /// of text (no control characters). Nothing is written when an artefact is refused (a link
  /// out of the artefacts folder, not a regular file): the error starts "nothing to accept".
  public static func accept(
    _ name: String, snapshotsDirectory: String, artifactsDirectory: String, fingerprint: String? = nil
  ) throws(SnapshotIOError) -> Accepted {
    let paths = SnapshotPaths(
      name: SnapshotPaths.normalizedName(name), snapshotsDirectory: snapshotsDirectory,
      artifactsDirectory: artifactsDirectory)
    // A name (from the command line or a results file) must name files inside both folders.
    if let problem = nameProblem(name) { throw SnapshotIOError(message: problem) }
    let folder = ReportMerge.realPath(artifactsDirectory.isEmpty ? "." : artifactsDirectory)
    func artefact(_ path: String) throws(SnapshotIOError) -> [UInt8]? {
      switch SnapshotFiles.contents(path, inside: folder) {
      case .success(let bytes): return bytes
      case .failure(.read(.missing)): return nil
      case .failure(.outside):
        throw SnapshotIOError(
          message: "nothing to accept for \"\(paths.name)\": \(path): a link out of the artefacts folder; refused")
      case .failure(let problem):
        throw SnapshotIOError(message: "nothing to accept for \"\(paths.name)\": \(path): \(problem.reason)")
      }
    }
    guard let png = try artefact(paths.actualPNG) else {
      throw SnapshotIOError(
        message: "nothing to accept for \"\(paths.name)\": \(paths.actualPNG) does not exist (run vellum check first)")
    }
    let tree = try artefact(paths.actualTree)
    let accessibility = try artefact(paths.actualAccessibility)
    var files: [String] = []
    try SnapshotFiles.write(png, to: paths.referencePNG)
    files.append(paths.referencePNG)
    if let tree {
      try SnapshotFiles.write(tree, to: paths.referenceTree)
      files.append(paths.referenceTree)
    }
    if let accessibility {
      try SnapshotFiles.write(accessibility, to: paths.referenceAccessibility)
      files.append(paths.referenceAccessibility)
    }
    if let fingerprint, !fingerprint.isEmpty, ControlCharacters.escaped(fingerprint) == fingerprint {
      try FingerprintSidecar.write(fingerprint, snapshotsDirectory: snapshotsDirectory)
    }
    SnapshotFiles.remove(paths.artifacts)
    return Accepted(name: paths.name, files: files)
  }

  /// The names of the failures in the last check's results (`<artifacts>/results.json`) that
  /// still have an actual image to accept.
  public static func failedNames(artifactsDirectory: String) throws(SnapshotIOError) -> (
    names: [String], run: SnapshotRun
  ) {
    let run = try SnapshotRun.read(from: join(artifactsDirectory, SnapshotRun.fileName))
    return (try failedNames(in: run, artifactsDirectory: artifactsDirectory), run)
  }

  /// The names of `run`'s failures whose actual image is in `artifactsDirectory` (by the
  /// name, whatever paths the run records). A name that is not a plain relative path
  /// (`ReportMerge.checkName(_:)`) is an error: the run is not a Vellum check's.
  public static func failedNames(in run: SnapshotRun, artifactsDirectory: String) throws(SnapshotIOError)
    -> [String]
  {
    for result in run.failures {
      if let problem = ReportMerge.checkName(result.name) {
        throw SnapshotIOError(
          message: "\(problem), \(ReportMerge.quoted(result.name)): not the results of a Vellum check")
      }
    }
    return run.failures.filter { result in
      result.artifacts?.actualPNG != nil
        && SnapshotFiles.exists(
          SnapshotPaths(name: result.name, snapshotsDirectory: "", artifactsDirectory: artifactsDirectory).actualPNG)
    }.map(\.name)
  }
}
