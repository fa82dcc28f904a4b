import FoundationEssentials
import VellumCairo
import VellumModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Several shards' results (`vellum check --shard i/n`, each with its `results.json` and the
/// artefacts beside it) as one run, as Playwright's merge-reports does: every result in name
/// order, each failure's artefacts copied under one folder, so one HTML report, one JUnit file
/// and one `vellum accept --all-failed` cover the whole matrix.
///
/// A shard's folder is downloaded from another machine, so its results file is data, never a
/// path authority: a result's snapshot name must be a plain relative path (``checkName(_:)``),
/// and every path of the merged run is made from that name and a folder the caller gives (the
/// references in `snapshotsDirectory`, the artefacts in `artifactsDirectory`), never taken from
/// the results file. Only the files the check itself writes for that name (``SnapshotPaths``'s
/// artefacts, `<name>.actual.png` …) are copied, from inside the shard's folder; links that
/// lead out of the folder and anything but regular files are refused.
package enum ReportMerge {
  /// One shard: its results file and what it holds.
  package struct Shard: Sendable {
    package var path: String
    package var run: SnapshotRun
    package init(path: String, run: SnapshotRun) {
      self.path = path
      self.run = run
    }
  }

  /// The largest results file read, in bytes (a check of 30,000 failing documents with long
  /// tree diffs stays far below it).
  package static let maximumResultsBytes = 64 << 20

  /// Reads the results file at `path`, refusing what is not a regular file (a FIFO would block
  /// the read forever, a device such as `/dev/zero` never ends) and files over
  /// ``maximumResultsBytes``.
  package static func readShard(_ path: String) throws(SnapshotIOError) -> Shard {
    let bytes: [UInt8]
    switch FileBytes.contents(path, limit: maximumResultsBytes) {
    case .success(let b): bytes = b
    case .failure(let failure): throw SnapshotIOError(message: "\(path): \(FileProblem.read(failure).reason)")
    }
    do {
      return Shard(path: path, run: try JSONDecoder().decode(SnapshotRun.self, from: Data(bytes)))
    } catch {
      throw SnapshotIOError(message: "\(path): not a results file (\(error))")
    }
  }

  /// Why a file was not read or copied.
  enum FileProblem: Error {
    /// What the read rule refused (FileBytes).
    case read(FileBytes.Failure)
    case outside

    var reason: String {
      switch self {
      case .read(.missing): "cannot open: no such file"
      case .read(.notRegular(let kind)): "not a regular file (\(kind)); refused"
      case .read(.tooLarge(let limit)): "larger than \(limit >> 20) MB, the most merge-reports reads; refused"
      case .read(.unreadable(let why)): "cannot read: \(why)"
      case .outside: "a link out of the shard's folder; refused"
      }
    }
  }

  /// Why `name` cannot be a snapshot's name in a results file from elsewhere, or nil when it
  /// is one: a relative path of non-empty components, none of them `.` or `..`, without
  /// control characters (which could forge lines in messages and reports).
  package static func checkName(_ name: String) -> String? {
    switch FileName.problem(withRelativePath: name) {
    case nil: nil
    case .empty: "an empty snapshot name"
    case .absolute: "an absolute snapshot name"
    case .controlCharacters: "a snapshot name with control characters"
    case .emptyComponent: "a snapshot name with an empty component"
    case .dotComponent(let c): "a snapshot name with a \(c) component"
    }
  }

  /// Checks, before anything is copied, that every result's name is a plain relative path
  /// (``checkName(_:)``) and that no name is in two shards (the shards overlapped).
  package static func validate(_ shards: [Shard]) throws(SnapshotIOError) {
    var owner: [String: String] = [:]
    for shard in shards {
      for result in shard.run.results {
        if let problem = checkName(result.name) {
          throw SnapshotIOError(
            message: "\(shard.path): \(problem), \(quoted(result.name)): not the results of a Vellum check")
        }
        if let other = owner.updateValue(shard.path, forKey: result.name) {
          throw SnapshotIOError(
            message:
              "\(result.name) is in both \(other) and \(shard.path): were the shards run with different --shard counts?"
          )
        }
      }
    }
  }

  /// The shards as one run whose references are in `snapshotsDirectory` and whose artefacts
  /// live in `artifactsDirectory`, laid out as one check lays them out (`<name>.actual.png` …;
  /// names are unique across shards), so that `vellum accept` finds them there. The run's
  /// folders and every result's reference and artefact paths are those of its name in these
  /// two folders; the shards' own folders and paths are dropped. Each artefact a result lists
  /// is copied from `<shard folder>/<name><artefact suffix>` (CI machines upload the artefacts
  /// folder, results and all, so the paths recorded on the shard's machine rarely exist where
  /// the merge runs, and are never followed); one not there is left out and named in
  /// `missing`, one refused (a link out of the shard's folder, not a regular file) is left out
  /// and named, with why, in `refused`. A snapshot name in two shards is an error (the shards
  /// overlapped), and so is a name that is not a plain relative path (``checkName(_:)``).
  package static func merge(_ shards: [Shard], snapshotsDirectory: String, artifactsDirectory: String)
    throws(SnapshotIOError) -> (
      run: SnapshotRun, missing: [String], refused: [String]
    )
  {
    guard let first = shards.first else { throw SnapshotIOError(message: "no results to merge") }
    try validate(shards)
    var results: [SnapshotResult] = []
    var missing: [String] = []
    var refused: [String] = []
    for shard in shards {
      let folder = shard.path.deletingLastPathComponent
      // The shard's folder as the system resolves it: every copied file must resolve inside.
      let realFolder = realPath(folder.isEmpty ? "." : folder)
      for var result in shard.run.results {
        let references = SnapshotPaths(
          name: result.name, snapshotsDirectory: snapshotsDirectory, artifactsDirectory: "")
        // A refused document has no reference (""), whatever the shard says.
        result.referencePNG = result.referencePNG.isEmpty ? "" : references.referencePNG
        result.referenceTree = result.referenceTree.isEmpty ? "" : references.referenceTree
        if var a = result.artifacts {
          let source = SnapshotPaths(name: result.name, snapshotsDirectory: "", artifactsDirectory: folder)
          let target = SnapshotPaths(name: result.name, snapshotsDirectory: "", artifactsDirectory: artifactsDirectory)
          func carry(_ recorded: String?, _ from: String, _ to: String) throws(SnapshotIOError) -> String? {
            guard recorded != nil else { return nil }
            guard SnapshotFiles.exists(from) || isLink(from) else {
              missing.append(from)
              return nil
            }
            if let problem = try copy(from, to: to, inside: realFolder) {
              refused.append("\(from): \(problem.reason)")
              return nil
            }
            return to
          }
          a.actualPNG = try carry(a.actualPNG, source.actualPNG, target.actualPNG)
          a.expectedPNG = try carry(a.expectedPNG, source.expectedPNG, target.expectedPNG)
          a.actualTree = try carry(a.actualTree, source.actualTree, target.actualTree)
          a.actualAccessibility = try carry(
            a.actualAccessibility, source.actualAccessibility, target.actualAccessibility)
          a.diffPNG = try carry(a.diffPNG, source.diffPNG, target.diffPNG)
          a.compositePNG = try carry(a.compositePNG, source.compositePNG, target.compositePNG)
          // Files of strategies of a test target's own are not a check's: never copied.
          a.other = nil
          result.artifacts = a
        }
        results.append(result)
      }
    }
    results.sort { $0.name < $1.name }
    let run = SnapshotRun(
      snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory, record: first.run.record,
      results: results)
    return (run, missing, refused)
  }

  /// Copies the regular file `source`, which must resolve to a file inside `folder` (a real
  /// path), to `target` atomically, a piece at a time (an artefact may be large): nil, or why
  /// the source was refused. Failing to write `target` is an error.
  static func copy(_ source: String, to target: String, inside folder: String?) throws(SnapshotIOError)
    -> FileProblem?
  {
    let resolved: String
    switch resolve(source, inside: folder) {
    case .success(let path): resolved = path
    case .failure(let problem): return problem
    }
    // The resolved path, with no link left to follow at its end.
    let fd: Int32
    switch FileBytes.openRegularFile(resolved, flags: O_NOFOLLOW) {
    case .success(let opened): fd = opened.0
    case .failure(let failure): return .read(failure)
    }
    defer { close(fd) }
    try SnapshotFiles.createParent(of: target)
    do {
      let file = try AtomicFile(path: target)
      var piece = [UInt8](repeating: 0, count: 1 << 20)
      while true {
        let n = piece.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if n < 0 {
          if errno == EINTR { continue }
          return .read(.unreadable(String(cString: strerror(errno))))
        }
        if n == 0 { break }
        try file.write(n == piece.count ? piece : Array(piece[..<n]))
      }
      try file.commit()
    } catch {
      throw SnapshotIOError(message: "cannot write \(error)")
    }
    return nil
  }

  /// `path` with every link resolved, when that is inside `folder` (a real path, or nil for
  /// none): else why not (missing, or outside).
  static func resolve(_ path: String, inside folder: String?) -> Result<String, FileProblem> {
    guard let resolved = realPath(path) else { return .failure(.read(.missing)) }
    guard let folder, resolved.hasPrefix(folder == "/" ? "/" : folder + "/") else { return .failure(.outside) }
    return .success(resolved)
  }

  /// `path` with every link resolved (`realpath`), or nil when it does not resolve.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether `path` is a symbolic link (dangling or not).
  static func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// A name for a message, quoted, its control characters escaped.
  static func quoted(_ s: String) -> String { "\"" + ControlCharacters.escaped(s) + "\"" }
}
