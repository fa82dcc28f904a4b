import VellumModel

/// Accepting a failure: the rendered image and tree from the artefacts folder become the references.
public enum SnapshotAcceptance {
  /// What accepting one snapshot did.
  public struct Accepted: Sendable, Equatable {
    /// The snapshot's name.
    public var name: String
    /// References written.
    public var files: [String]
  }

  /// Copies `<artifacts>/<name>.actual.png` (and `.actual.tree.txt`, `.actual.accessibility.txt`
  /// when present) over the
  /// references of `name`, then removes that snapshot's artefacts. `fingerprint`, when given,
  /// is recorded in the snapshots folder's sidecar.
  public static func accept(
    _ name: String, snapshotsDirectory: String, artifactsDirectory: String, fingerprint: String? = nil
  ) throws(SnapshotIOError) -> Accepted {
    let paths = SnapshotPaths(
      name: SnapshotPaths.normalizedName(name), snapshotsDirectory: snapshotsDirectory,
      artifactsDirectory: artifactsDirectory)
    // A name (from the command line or a results file) must name files inside both folders.
    guard FileName.isContainedRelativePath(paths.name) else {
      throw SnapshotIOError(
        message:
          "\"\(ControlCharacters.escaped(paths.name))\" is not a snapshot name: it would leave the snapshots folder")
    }
    guard let png = SnapshotFiles.read(paths.actualPNG) else {
      throw SnapshotIOError(
        message: "nothing to accept for \"\(paths.name)\": \(paths.actualPNG) does not exist (run vellum check first)")
    }
    var files: [String] = []
    let tree = SnapshotFiles.read(paths.actualTree)
    try SnapshotFiles.write(png, to: paths.referencePNG)
    files.append(paths.referencePNG)
    if let tree {
      try SnapshotFiles.write(tree, to: paths.referenceTree)
      files.append(paths.referenceTree)
    }
    if let accessibility = SnapshotFiles.read(paths.actualAccessibility) {
      try SnapshotFiles.write(accessibility, to: paths.referenceAccessibility)
      files.append(paths.referenceAccessibility)
    }
    if let fingerprint { try FingerprintSidecar.write(fingerprint, snapshotsDirectory: snapshotsDirectory) }
    SnapshotFiles.remove(paths.artifacts)
    return Accepted(name: paths.name, files: files)
  }

  /// The names of the failures in the last check's results (`<artifacts>/results.json`) that
  /// still have an actual image to accept.
  public static func failedNames(artifactsDirectory: String) throws(SnapshotIOError) -> (
    names: [String], run: SnapshotRun
  ) {
    let run = try SnapshotRun.read(from: join(artifactsDirectory, SnapshotRun.fileName))
    let names = run.failures.filter { result in
      result.artifacts?.actualPNG.map(SnapshotFiles.exists) ?? false
    }.map(\.name)
    return (names, run)
  }
}
