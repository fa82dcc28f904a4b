import FoundationEssentials
import VellumModel

/// The framework-neutral core of `assertSnapshot` (XCTest) and `expectSnapshot` (Swift
/// Testing): it finds the package, picks the record mode, checks the document and words the
/// failure.
public enum SnapshotAssertion {
  /// What an assertion reports.
  public struct Outcome: Sendable {
    /// The check's result; nil when it could not run (see ``failureMessage``).
    public var result: SnapshotResult?
    /// The message to fail the test with, or nil when it passes.
    public var failureMessage: String?
    /// A note for passing tests that recorded references.
    public var note: String?
  }

  /// Checks `document` (each combination of its variants, as `<name>.<values>`) against
  /// `Snapshots/<name>.png` and `.tree.txt` in the package that
  /// contains `filePath` (the folder with `Package.swift` found walking up from it); artefacts
  /// go to `.vellum/artifacts/` there. `record` overrides `VELLUM_RECORD` and the CI default.
  /// `baseDirectory` (for image files) defaults to the document's own folder when it was loaded
  /// from a file (`Document.baseDirectory`), else the package root. `testName` (e.g.
  /// `#function`) goes into the suggested `swift test --filter` command.
  public static func verify(
    _ document: Document, named name: String, baseDirectory: String? = nil, options: ComparisonOptions = .init(),
    record: RecordMode? = nil, filePath: String, testName: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Outcome {
    guard let root = PathUtilities.packageRoot(containing: filePath) else {
      return Outcome(failureMessage: "cannot find Package.swift in any folder above \(filePath)")
    }
    let configuration: SnapshotConfiguration
    switch makeConfiguration(root: root, options: options, record: record, environment: environment) {
    case .success(let c): configuration = c
    case .failure(let early): return early.outcome
    }
    let mode = configuration.record
    let results: [SnapshotResult]
    do {
      results = try RendererPool.shared.withRenderer { renderer in
        SnapshotSession(configuration: configuration, renderer: renderer)
          .verifyVariants(document, baseDirectory: baseDirectory ?? document.baseDirectory ?? root, name: name)
      }
    } catch {
      return Outcome(failureMessage: "cannot create a renderer: \(error)")
    }
    // A document with variants is several snapshots: every failure is reported, in order.
    let unrecorded = recordFailures(results, configuration)
    let outcomes = results.map {
      outcome(of: $0, mode: mode, configuration: configuration, testName: testName, unrecorded: unrecorded)
    }
    guard outcomes.count > 1 else { return outcomes[0] }
    let failures = outcomes.compactMap(\.failureMessage)
    let notes = outcomes.compactMap(\.note)
    return Outcome(
      result: outcomes.first { $0.failureMessage != nil }?.result ?? outcomes[0].result,
      failureMessage: failures.isEmpty ? nil : failures.joined(separator: "\n\n"),
      note: notes.isEmpty ? nil : notes.joined(separator: "\n"))
  }

  /// Loads the document at `url` (`Document(contentsOf:)`) and checks it as
  /// ``verify(_:named:baseDirectory:options:record:filePath:testName:environment:)`` does, named
  /// `name` or else the file's name without `.json`. A file that cannot be loaded fails with the
  /// loader's message alone (its path, the JSON path, line and column), with no files to open
  /// and no record hint, since neither can help.
  public static func verify(
    contentsOf url: URL, named name: String? = nil, options: ComparisonOptions = .init(), record: RecordMode? = nil,
    filePath: String, testName: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Outcome {
    let document: Document
    do { document = try Document(contentsOf: url) } catch {
      return Outcome(failureMessage: "cannot load the document \(error)")
    }
    var fileName = url.lastPathComponent
    if fileName.hasSuffix(".json") { fileName.removeLast(5) }
    return verify(
      document, named: name ?? fileName, options: options, record: record, filePath: filePath, testName: testName,
      environment: environment)
  }

  /// Checks `value` against `Snapshots/<name>.<pathExtension>` with `strategy` (see
  /// ``Snapshotting/pullback(_:)``), in the package that contains `filePath`, as
  /// ``verify(_:named:baseDirectory:options:record:filePath:testName:environment:)`` does a document.
  public static func verify<Value, Format>(
    _ value: Value, as strategy: Snapshotting<Value, Format>, named name: String, baseDirectory: String? = nil,
    record: RecordMode? = nil, filePath: String, testName: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Outcome {
    guard let root = PathUtilities.packageRoot(containing: filePath) else {
      return Outcome(failureMessage: "cannot find Package.swift in any folder above \(filePath)")
    }
    let configuration: SnapshotConfiguration
    switch makeConfiguration(root: root, options: ComparisonOptions(), record: record, environment: environment) {
    case .success(let c): configuration = c
    case .failure(let early): return early.outcome
    }
    let result: SnapshotResult
    do {
      result = try RendererPool.shared.withRenderer { renderer in
        SnapshotSession(configuration: configuration, renderer: renderer)
          .verify(value, as: strategy, baseDirectory: baseDirectory ?? root, name: name)
      }
    } catch {
      return Outcome(failureMessage: "cannot create a renderer: \(error)")
    }
    return outcome(
      of: result, mode: configuration.record, configuration: configuration, testName: testName,
      unrecorded: recordFailures([result], configuration))
  }

  /// Adds the failures among `results` to the artefacts folder's results file
  /// (``SnapshotRun/recordFailures(_:snapshotsDirectory:artifactsDirectory:record:)``), where
  /// `vellum accept --all-failed` reads them; why that failed, or nil.
  private static func recordFailures(_ results: [SnapshotResult], _ configuration: SnapshotConfiguration) -> String? {
    do {
      try SnapshotRun.recordFailures(
        results, snapshotsDirectory: configuration.snapshotsDirectory,
        artifactsDirectory: configuration.artifactsDirectory, record: configuration.record)
      return nil
    } catch {
      return "not recorded for vellum accept --all-failed: \(error.message)"
    }
  }

  /// An outcome that ends an assertion before it checks anything.
  private struct Early: Error { var outcome: Outcome }

  /// The configuration for the package at `root`, or the outcome of a bad `VELLUM_RECORD`.
  private static func makeConfiguration(
    root: String, options: ComparisonOptions, record: RecordMode?, environment: [String: String]
  ) -> Result<SnapshotConfiguration, Early> {
    let mode: RecordMode
    do { mode = try record ?? RecordMode.resolve(environment: environment) } catch {
      return .failure(Early(outcome: Outcome(failureMessage: "\(RecordMode.environmentVariable): \(error)")))
    }
    return .success(
      SnapshotConfiguration(
        snapshotsDirectory: root + "/Snapshots",
        artifactsDirectory: root + "/" + SnapshotConfiguration.defaultArtifactsDirectory,
        options: options, record: mode))
  }

  private static func outcome(
    of result: SnapshotResult, mode: RecordMode, configuration: SnapshotConfiguration, testName: String?,
    unrecorded: String? = nil
  ) -> Outcome {
    let name = result.name
    switch result.status {
    case .passed:
      return Outcome(result: result)
    case .recorded:
      return Outcome(
        result: result,
        note: "snapshot \"\(name)\" recorded (\(mode.rawValue)): " + result.recordedFiles.joined(separator: ", "))
    case .failed:
      let filter = testName.map { $0.hasSuffix("()") ? String($0.dropLast(2)) : $0 }
      let commands = FailureMessage.acceptCommands(
        for: result, testFilter: filter, snapshotsDirectory: configuration.snapshotsDirectory,
        artifactsDirectory: configuration.artifactsDirectory)
      let message = FailureMessage.text(result, acceptCommand: commands)
      return Outcome(result: result, failureMessage: unrecorded.map { message + "\n" + $0 } ?? message)
    }
  }
}
