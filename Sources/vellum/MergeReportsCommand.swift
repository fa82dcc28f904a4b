import FoundationEssentials
import Glibc
import VellumSnapshot

enum MergeReportsCommand {
  static let verb = Verb(
    name: "merge-reports",
    summary: "one report from sharded checks",
    example: "vellum merge-reports shard-*/results.json --report out/",
    synopsis: """
      vellum merge-reports <results.json>… [--report DIR] [--junit FILE] [--json FILE]
                                  [--snapshots DIR] [--artifacts DIR]
      """,
    description: """
      Combines the results of sharded checks (vellum check --shard I/N on several machines,
      each leaving results.json in its artefacts folder) into one run: one HTML report, one
      JUnit file and one results file, as if a single check had run. Give each shard's
      results.json where its artefacts folder was downloaded to (shard-*/results.json): each
      failure's artefacts (images, tree and accessibility texts) are copied into the merged
      artefacts folder (DIR/artifacts with --report, else .vellum/merged), where vellum accept
      --all-failed --artifacts finds them. A results file is data, never a path: only the files
      a check writes beside it for each snapshot's name (<name>.actual.png, …) are copied, never
      the paths it names; links out of the shard's folder and files that are not regular files
      are left out with a warning. The report shows the references (goldens) of this machine's
      snapshots folder (--snapshots, default Snapshots, as for check), and the merged
      results.json names that folder, not the shards'. The report folder must be new, empty or
      an earlier Vellum report.
      """,
    options: Options.self,
    footer: """
      exit codes: 0 every snapshot passed, 1 at least one failed, 64 usage error, 65 a file is
      not a Vellum results file (not a regular file, over 64 MB, not its JSON, or a snapshot
      name that is not a plain relative path) or the shards overlap, 66 a results file is
      missing, 73 an output could not be written (or the report folder holds something else).
      """,
    positionals: .filesWithExtension("json"),
    action: run)

  struct Options: VerbOptions {
    var positionals: [String] = []
    var reports = CheckCommand.ReportFlags()
    var snapshots: String?
    var artifacts: String?

    static let bindings: [FlagBinding<Self>] = [
      .option(
        \.reports.html, "--report", "DIR", help: "write the merged HTML report to DIR/index.html",
        completes: .directories),
      .option(\.reports.junit, "--junit", "FILE", help: "write one JUnit XML file", completes: .files),
      .option(\.reports.json, "--json", "FILE", help: "also write the merged results as JSON", completes: .files),
      .option(
        \.snapshots, "--snapshots", "DIR",
        help: "the references folder here, which the report shows (default: Snapshots)",
        completes: .directories),
      .option(
        \.artifacts, "--artifacts", "DIR", help: "where the merged artefacts and results.json go",
        completes: .directories),
    ]
  }

  static func run(_ a: Options) throws -> Int32 {
    guard !a.positionals.isEmpty else { throw CLIError.usage("merge-reports needs results files\n\n" + verb.help) }
    guard a.reports.html != nil || a.reports.junit != nil || a.reports.json != nil else {
      throw CLIError.usage("merge-reports writes nothing without --report, --junit or --json")
    }
    var shards: [ReportMerge.Shard] = []
    for path in a.positionals {
      var path = path
      if isDirectory(atPath: path) { path = path.appendingPathComponent(SnapshotRun.fileName) }
      guard FileManager.default.fileExists(atPath: path) else {
        throw CLIError(code: ExitCode.noInput, message: "\(path): no such file")
      }
      do {
        shards.append(try ReportMerge.readShard(path))
      } catch {
        throw CLIError(code: ExitCode.dataError, message: error.message)
      }
    }
    do { try ReportMerge.validate(shards) } catch { throw CLIError(code: ExitCode.dataError, message: error.message) }
    let artifacts =
      a.artifacts ?? a.reports.html.map { $0.appendingPathComponent("artifacts") }
      ?? ".vellum/merged"
    // A folder that is neither new, empty nor an earlier report is refused before anything is copied into it.
    if let report = a.reports.html {
      do { try HTMLReport.checkFolder(report, artifactsDirectory: artifacts) } catch {
        throw CLIError(code: ExitCode.cantCreate, message: error.message)
      }
    }
    let merged: (run: SnapshotRun, missing: [String], refused: [String])
    do {
      merged = try ReportMerge.merge(
        shards, snapshotsDirectory: a.snapshots ?? "Snapshots", artifactsDirectory: artifacts)
    } catch {
      throw CLIError(code: ExitCode.cantCreate, message: error.message)
    }
    for path in merged.missing { printError("vellum: warning: artefact not found: \(path)") }
    for line in merged.refused { printError("vellum: warning: artefact \(line)") }
    try CheckCommand.writeOutputs(merged.run, a.reports)
    CheckCommand.report(merged.run)
    return merged.run.failedCount == 0 ? 0 : 1
  }
}
