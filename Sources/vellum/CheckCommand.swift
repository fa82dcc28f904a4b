import FoundationEssentials
import Glibc
import VellumSnapshot

enum CheckCommand {
  static let verb = Verb(
    name: "check",
    summary: "check documents against goldens",
    example: "vellum check Samples --snapshots Snapshots",
    synopsis: "vellum check <samples dir> [--snapshots dir] [options]",
    description: """
      Renders every *.json document below the samples folder (files in any assets/ folder are
      skipped) and compares each with its references in the snapshots folder, which mirrors the
      samples path for path: Samples/cells/states.json ↔ Snapshots/cells/states.png and
      Snapshots/cells/states.tree.txt. Pixels are compared exactly unless options say otherwise;
      the render tree text must match too. Failures leave <name>.actual.png, .diff.png,
      .actual.tree.txt and a labelled .composite.png in the artefacts folder, and every run
      stores its results there as results.json (read by vellum accept --all-failed).
      The last line on standard output is the summary, e.g. "12 passed, 1 failed".
      """,
    options: Options.self,
    footer: """
      exit codes: 0 every snapshot passed (or was recorded), 1 at least one failed,
      64 usage error, 66 the samples folder is missing, 70 internal error (e.g. missing fonts),
      73 a reference, artefact, results or report file could not be written.
      """,
    positionals: .directories,
    draws: true,
    action: run)

  struct Options: VerbOptions {
    var positionals: [String] = []
    var snapshots: String?
    var record: String?
    var shard: String?
    var jobs: String?
    var artifacts: String?
    var reports = ReportFlags()
    var noTree = false
    var verbose = false
    var comparison = ComparisonFlags()

    static let bindings: [FlagBinding<Self>] =
      [
        .option(
          \.snapshots, "--snapshots", "DIR", help: "the references folder (default: Snapshots)", completes: .directories
        ),
        .option(
          \.record, "--record", "MODE",
          help: """
            all | failed | missing | never; default: $VELLUM_RECORD, else never
            when $CI is set (and not "false"/"0"), else missing
            """, completes: .words(RecordMode.allCases.map(\.rawValue))),
        .option(
          \.shard, "--shard", "I/N",
          help: """
            check only shard I of N (1-based; the sorted documents are dealt
            round-robin, so N shards cover every document exactly once)
            """),
        .option(\.jobs, "--jobs", "N", help: "cores to use: documents checked at once (default: all cores)"),
        .option(
          \.artifacts, "--artifacts", "DIR", help: "where failure artefacts go (default: .vellum/artifacts)",
          completes: .directories),
        .option(\.reports.json, "--json", "FILE", help: "also write the results as JSON", completes: .files),
        .option(\.reports.junit, "--junit", "FILE", help: "write a JUnit XML report", completes: .files),
        .option(
          \.reports.html, "--report", "DIR", help: "write a static HTML report to DIR/index.html",
          completes: .directories),
        .switch(\.noTree, "--no-tree", help: "compare pixels only, not the render tree text"),
        .switch(
          \.verbose, "--verbose",
          help: "print each failure's tree and accessibility diffs too (by default they go to the artefacts and report)"
        ),
      ] + group(\.comparison)
  }

  /// Where a run's results go besides the artefacts folder: `--json`, `--junit`, `--report`.
  struct ReportFlags {
    var json: String?
    var junit: String?
    var html: String?
  }

  static func run(_ a: Options) throws -> Int32 {
    guard a.positionals.count == 1 else { throw CLIError.usage("check takes one samples folder\n\n" + verb.help) }
    let samples = a.positionals[0]
    let record: RecordMode
    do {
      record = try RecordMode.resolve(explicit: a.record, environment: ProcessInfo.processInfo.environment)
    } catch {
      throw CLIError.usage(
        (a.record == nil ? "\(RecordMode.environmentVariable): " : "--record: ") + "\(error)")
    }
    let jobs = try jobCount(a.jobs)
    var configuration = SnapshotConfiguration(
      snapshotsDirectory: a.snapshots ?? "Snapshots",
      artifactsDirectory: a.artifacts ?? SnapshotConfiguration.defaultArtifactsDirectory,
      options: try a.comparison.options(), record: record)
    configuration.compareTree = !a.noTree

    var documents: [String]
    var skipped: [SnapshotSuite.SkippedDocument] = []
    defer { for s in skipped { printError("vellum: warning: " + s.message(samplesDirectory: samples)) } }
    do { documents = try SnapshotSuite.discoverDocuments(in: samples, skipped: &skipped) } catch {
      throw CLIError(code: ExitCode.noInput, message: error.message)
    }
    if let shard = a.shard {
      guard let (i, n) = SnapshotSuite.parseShard(shard) else {
        throw CLIError.usage("--shard takes I/N with 1 ≤ I ≤ N, e.g. --shard 2/4")
      }
      documents = SnapshotSuite.shard(documents, index: i, count: n)
    }

    let progress = SnapshotProgress(enabled: isatty(2) == 1)
    let results: [SnapshotResult]
    do {
      results = try SnapshotSuite.run(
        documents: documents, samplesDirectory: samples, configuration: configuration, jobs: jobs
      ) { done, total, result in progress.update(done: done, total: total, result: result) }
    } catch {
      progress.finish()
      throw CLIError(code: ExitCode.software, message: "\(error)")
    }
    progress.finish()
    let run = SnapshotRun(
      samplesDirectory: samples, snapshotsDirectory: configuration.snapshotsDirectory,
      artifactsDirectory: configuration.artifactsDirectory, record: record, results: results)
    try writeOutputs(run, a.reports)
    report(run, verbose: a.verbose)
    if run.results.contains(where: { $0.problems.contains(.unwritable) }) { return ExitCode.cantCreate }
    return run.failedCount == 0 ? 0 : 1
  }

  static func writeOutputs(_ run: SnapshotRun, _ reports: ReportFlags) throws(CLIError) {
    do {
      try run.write(to: run.artifactsDirectory + "/" + SnapshotRun.fileName)
      if let path = reports.json { try run.write(to: path) }
      if let path = reports.junit { try JUnitReport.write(run, to: path) }
      if let dir = reports.html {
        let page = try HTMLReport.write(run, to: dir)
        printError("report: \(PathUtilities.absolute(page))")
      }
    } catch {
      throw CLIError(code: ExitCode.cantCreate, message: error.message)
    }
  }

  /// Failures on standard error (concise: the full diffs with `verbose`), then the summary line
  /// alone on standard output.
  static func report(_ run: SnapshotRun, verbose: Bool = false) {
    for result in run.results where result.status == .recorded {
      printError("recorded \(result.name): " + result.recordedFiles.joined(separator: ", "))
    }
    for result in run.failures {
      printError("FAIL " + FailureMessage.text(result, acceptCommand: nil, concise: !verbose) + "\n")
    }
    if run.failures.contains(where: \.isAcceptable) {
      // accept's own default folder needs no --snapshots; any other must be named.
      let snapshots =
        PathUtilities.absolute(run.snapshotsDirectory) == PathUtilities.absolute("Snapshots")
        ? "" : " --snapshots \(FailureMessage.shellQuote(run.snapshotsDirectory))"
      let accept =
        "vellum accept --all-failed\(snapshots) --artifacts \(FailureMessage.shellQuote(run.artifactsDirectory))"
      printError("to accept every failure: \(accept)")
    }
    print(run.summaryLine)
  }
}
