import FoundationEssentials
import Glibc
import VellumSnapshot

enum PruneCommand {
  static let verb = Verb(
    name: "prune",
    summary: "list goldens no document produces",
    example: "vellum prune --snapshots Snapshots --samples Samples",
    synopsis: "vellum prune --snapshots dir --samples dir [--delete]",
    description: """
      Lists references (.png and .tree.txt below the snapshots folder) that no document in the
      samples folder produces any more, one path a line relative to the snapshots folder.
      Hidden files such as .fingerprint are kept.
      """,
    options: Options.self,
    footer: """
      exit codes: 0 nothing to prune (or everything listed was deleted), 1 orphans were found
      and kept (run again with --delete), 64 usage error, 66 a folder is missing,
      73 a file could not be deleted.
      """,
    positionals: .none,
    action: run)

  struct Options: VerbOptions {
    var positionals: [String] = []
    var snapshots: String?
    var samples: String?
    var delete = false

    static let bindings: [FlagBinding<Self>] = [
      .option(
        \.snapshots, "--snapshots", "DIR", help: "the references folder (default: Snapshots)", completes: .directories),
      .option(\.samples, "--samples", "DIR", help: "the documents folder (default: Samples)", completes: .directories),
      .switch(\.delete, "--delete", help: "delete the listed files"),
    ]
  }

  static func run(_ a: Options) throws -> Int32 {
    guard a.positionals.isEmpty else { throw CLIError.usage("prune takes no positional arguments\n\n" + verb.help) }
    let snapshots = a.snapshots ?? "Snapshots"
    let orphans: [String]
    let samples = a.samples ?? "Samples"
    var skipped: [SnapshotSuite.SkippedDocument] = []
    defer {
      for s in skipped {
        printError("vellum: warning: " + s.message(samplesDirectory: samples) + " (its references are kept)")
      }
    }
    do {
      orphans = try SnapshotPruning.orphans(
        snapshotsDirectory: snapshots, samplesDirectory: samples, skipped: &skipped)
    } catch {
      throw CLIError(code: ExitCode.noInput, message: error.message)
    }
    for path in orphans { printLine(path) }
    guard !orphans.isEmpty else { return 0 }
    if a.delete {
      do { try SnapshotPruning.delete(orphans, snapshotsDirectory: snapshots) } catch {
        throw CLIError(code: ExitCode.cantCreate, message: error.message)
      }
      printError("deleted \(orphans.count) \(orphans.count == 1 ? "file" : "files")")
      return 0
    }
    printError("\(orphans.count) orphaned \(orphans.count == 1 ? "file" : "files"); run again with --delete to remove")
    return 1
  }
}
