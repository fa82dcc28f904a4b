import FoundationEssentials

/// Several shards' results (`vellum check --shard i/n`, each with its `results.json` and the
/// artefacts beside it) as one run, as Playwright's merge-reports does: every result in name
/// order, each failure's artefacts copied under one folder, so one HTML report, one JUnit file
/// and one `vellum accept --all-failed` cover the whole matrix.
public enum ReportMerge {
  /// One shard: its results file and what it holds.
  public struct Shard: Sendable {
    public var path: String
    public var run: SnapshotRun
    public init(path: String, run: SnapshotRun) {
      self.path = path
      self.run = run
    }
  }

  /// The shards as one run whose artefacts live in `artifactsDirectory`, laid out as one
  /// check lays them out (`<name>.actual.png` …; names are unique across shards), so that
  /// `vellum accept` finds them there. An artefact is looked for where its shard wrote it and,
  /// failing that, at the same place relative to the shard's results file (CI machines upload
  /// the artefacts folder, results and all, so the recorded paths rarely exist where the merge
  /// runs); one found in neither place is left out, and named in `missing`. A snapshot name in
  /// two shards is an error: the shards overlapped.
  public static func merge(_ shards: [Shard], artifactsDirectory: String) throws(SnapshotIOError) -> (
    run: SnapshotRun, missing: [String]
  ) {
    guard let first = shards.first else { throw SnapshotIOError(message: "no results to merge") }
    var owner: [String: String] = [:]
    var results: [SnapshotResult] = []
    var missing: [String] = []
    for shard in shards {
      for var result in shard.run.results {
        if let other = owner.updateValue(shard.path, forKey: result.name) {
          throw SnapshotIOError(
            message:
              "\(result.name) is in both \(other) and \(shard.path): were the shards run with different --shard counts?"
          )
        }
        if var a = result.artifacts {
          func relocate(_ path: String?) throws(SnapshotIOError) -> String? {
            guard let path else { return nil }
            guard let (source, relative) = locate(path, shard: shard) else {
              missing.append(path)
              return nil
            }
            let target = join(artifactsDirectory, relative)
            guard let bytes = SnapshotFiles.read(source) else {
              missing.append(path)
              return nil
            }
            try SnapshotFiles.write(bytes, to: target)
            return target
          }
          a.actualPNG = try relocate(a.actualPNG)
          a.expectedPNG = try relocate(a.expectedPNG)
          a.actualTree = try relocate(a.actualTree)
          a.diffPNG = try relocate(a.diffPNG)
          a.compositePNG = try relocate(a.compositePNG)
          result.artifacts = a
        }
        results.append(result)
      }
    }
    results.sort { $0.name < $1.name }
    let run = SnapshotRun(
      samplesDirectory: first.run.samplesDirectory, snapshotsDirectory: first.run.snapshotsDirectory,
      artifactsDirectory: artifactsDirectory, record: first.run.record, results: results)
    return (run, missing)
  }

  /// Where an artefact of `shard` is now, and its path below the shard's artefacts folder.
  static func locate(_ path: String, shard: Shard) -> (source: String, relative: String)? {
    let recorded = PathUtilities.absolute(shard.run.artifactsDirectory)
    let absolute = PathUtilities.absolute(path)
    let relative =
      absolute.hasPrefix(recorded + "/")
      ? String(absolute.dropFirst(recorded.count + 1)) : path.lastPathComponent
    // A results file from elsewhere must not make the merge write outside its folder.
    guard !relative.split(separator: "/").contains("..") else { return nil }
    let beside = join(shard.path.deletingLastPathComponent, relative)
    for candidate in [beside, path] where FileManager.default.fileExists(atPath: candidate) {
      return (candidate, relative)
    }
    return nil
  }
}
