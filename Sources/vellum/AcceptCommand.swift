import FoundationEssentials
import Glibc
import VellumModel
import VellumSnapshot

enum AcceptCommand {
  static let verb = Verb(
    name: "accept",
    summary: "make failed renders the goldens",
    example: "vellum accept cells/states | --all-failed",
    synopsis: """
      vellum accept <name>… [--snapshots dir] [--artifacts dir]
             vellum accept --all-failed [--snapshots dir] [--artifacts dir]
      """,
    description: """
      Makes the last rendering the reference: copies <artifacts>/<name>.actual.png and
      .actual.tree.txt over <snapshots>/<name>.png and .tree.txt, then removes that snapshot's
      artefacts. A name is the document's path below the samples folder without .json
      (cells/states); a document or reference path also works. --all-failed accepts every
      failure of the last vellum check (or of merge-reports), read from
      <artifacts>/results.json, where a failing assertSnapshot or expectSnapshot under swift
      test adds itself too (run accept from the package root). The references go where --snapshots says (default: Snapshots,
      as for check), never where a results file says: when the results name another folder
      and --snapshots is not given, nothing is accepted. Artefacts are read only from inside the
      artefacts folder (a link out of it is refused).
      """,
    options: Options.self,
    footer: """
      exit codes: 0 everything named was accepted, 1 something had nothing to accept (no
      artefacts: run vellum check first; or an artefact refused), 64 usage error (a name that
      leaves the snapshots folder; results of another snapshots folder without --snapshots),
      65 the results file names a snapshot that is not a plain relative path, 73 a reference
      could not be written.
      """,
    positionals: .none,
    action: run)

  struct Options: VerbOptions {
    var positionals: [String] = []
    var allFailed = false
    var snapshots: String?
    var artifacts: String?

    static let bindings: [FlagBinding<Self>] = [
      .switch(\.allFailed, "--all-failed", help: "accept every failure of the last check"),
      .option(
        \.snapshots, "--snapshots", "DIR", help: "the references folder (default: Snapshots)",
        completes: .directories),
      .option(
        \.artifacts, "--artifacts", "DIR", help: "the artefacts folder (default: .vellum/artifacts)",
        completes: .directories),
    ]
  }

  static func run(_ a: Options) throws -> Int32 {
    let artifacts = a.artifacts ?? SnapshotConfiguration.defaultArtifactsDirectory
    let resultsFile = artifacts + "/" + SnapshotRun.fileName
    let results = Result { () throws(SnapshotIOError) in try SnapshotRun.read(from: resultsFile) }
    let last = try? results.get()
    var names = a.positionals
    if a.allFailed {
      guard names.isEmpty else { throw CLIError.usage("give names or --all-failed, not both") }
      let run: SnapshotRun
      do { run = try results.get() } catch {
        let hint = FileManager.default.fileExists(atPath: resultsFile) ? "" : " (run vellum check or swift test first)"
        throw CLIError(code: 1, message: error.message + hint)
      }
      do { names = try SnapshotAcceptance.failedNames(in: run, artifactsDirectory: artifacts) } catch {
        throw CLIError(code: ExitCode.dataError, message: "\(resultsFile): \(error.message)")
      }
      if names.isEmpty {
        printLine("nothing to accept: the last check had no failures with artefacts")
        return 0
      }
    } else if names.isEmpty {
      throw CLIError.usage("accept needs snapshot names or --all-failed\n\n" + verb.help)
    }
    // Every name is checked before anything is written.
    for name in names {
      if let problem = SnapshotAcceptance.nameProblem(name) { throw CLIError.usage(problem) }
    }
    let snapshots = try snapshotsFolder(a.snapshots, results: last, resultsFile: resultsFile)
    var missing = 0
    for name in names {
      let fingerprint = last?.results.first { $0.name == SnapshotPaths.normalizedName(name) }?.fingerprint
      do {
        let accepted = try SnapshotAcceptance.accept(
          name, snapshotsDirectory: snapshots, artifactsDirectory: artifacts, fingerprint: fingerprint)
        printLine("accepted \(accepted.name): " + accepted.files.joined(separator: ", "))
      } catch {
        if error.message.hasPrefix("nothing to accept") {
          printError("vellum: \(error.message)")
          missing += 1
        } else {
          throw CLIError(code: ExitCode.cantCreate, message: error.message)
        }
      }
    }
    return missing == 0 ? 0 : 1
  }

  /// The references folder: `--snapshots`, else `Snapshots` (as for check). A results file
  /// never chooses it (it may come from another machine, through merge-reports), but when it
  /// names another folder and `--snapshots` is not given, accepting into `Snapshots` would
  /// put the goldens where the check did not look: refused, asking for `--snapshots`.
  static func snapshotsFolder(_ given: String?, results: SnapshotRun?, resultsFile: String) throws(CLIError)
    -> String
  {
    if let given { return given }
    let folder = "Snapshots"
    if let results, PathUtilities.absolute(results.snapshotsDirectory) != PathUtilities.absolute(folder) {
      throw CLIError.usage(
        "\(resultsFile) is of a check against \"\(ControlCharacters.escaped(results.snapshotsDirectory))\", "
          + "not \(folder): give --snapshots with the folder the references go to")
    }
    return folder
  }
}
