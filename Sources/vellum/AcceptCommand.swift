import FoundationEssentials
import Glibc
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
      failure of the last vellum check, read from <artifacts>/results.json.
      """,
    flags: [
      .switch("--all-failed", help: "accept every failure of the last check"),
      .option(
        "--snapshots", "DIR", help: "the references folder (default: the last check's, else Snapshots)",
        completes: .directories),
      .option("--artifacts", "DIR", help: "the artefacts folder (default: .vellum/artifacts)", completes: .directories),
    ],
    footer: """
      exit codes: 0 everything named was accepted, 1 something had nothing to accept (no
      artefacts: run vellum check first), 64 usage error, 73 a reference could not be written.
      """,
    positionals: .none,
    action: run)

  static func run(_ a: Arguments) throws -> Int32 {
    let artifacts = a.value("--artifacts") ?? SnapshotConfiguration.defaultArtifactsDirectory
    let last = try? SnapshotRun.read(from: artifacts + "/" + SnapshotRun.fileName)
    var names = a.positionals
    if a.has("--all-failed") {
      guard names.isEmpty else { throw CLIError.usage("give names or --all-failed, not both") }
      do { names = try SnapshotAcceptance.failedNames(artifactsDirectory: artifacts).names } catch {
        throw CLIError(code: 1, message: "\(error.message)")
      }
      if names.isEmpty {
        printLine("nothing to accept: the last check had no failures with artefacts")
        return 0
      }
    } else if names.isEmpty {
      throw CLIError.usage("accept needs snapshot names or --all-failed\n\n" + verb.help)
    }
    let snapshots = a.value("--snapshots") ?? last?.snapshotsDirectory ?? "Snapshots"
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
}
