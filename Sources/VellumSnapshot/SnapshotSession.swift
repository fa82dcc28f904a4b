import VellumCairo
import VellumLayout
import VellumModel

/// Renders documents and checks them against their references: pixels (with
/// `ComparisonOptions`, VellumCompare) and the render tree text, applying the ``RecordMode`` and writing
/// artefacts for failures.
///
/// A session owns a `Renderer` (VellumCairo) and, like it, must be used by one thread at a
/// time; create one per worker thread.
public final class SnapshotSession {
  /// Where files go and how renders are judged.
  public let configuration: SnapshotConfiguration
  /// The renderer used for documents and composite labels.
  public let renderer: Renderer
  /// The rendering environment (`FontLibrary.fingerprint` in VellumCairo).
  public let fingerprint: String

  /// A session with a new renderer.
  public convenience init(configuration: SnapshotConfiguration) throws(RenderError) {
    self.init(configuration: configuration, renderer: try Renderer())
  }

  /// A session rendering with `renderer`.
  public init(configuration: SnapshotConfiguration, renderer: Renderer) {
    self.configuration = configuration
    self.renderer = renderer
    self.fingerprint = renderer.library.fingerprint
  }

  /// Checks every combination of `document`'s variants as its own snapshot, `name` plus the
  /// combination's suffix (`settings.dark.rtl`); a document without variants, or with a contact
  /// `sheet`, is one snapshot.
  public func verifyVariants(
    _ document: Document, baseDirectory: String = ".", name: String, documentPath: String? = nil
  ) -> [SnapshotResult] {
    let images = document.images(named: name)
    let label = documentPath ?? name
    if let c = OutputCollisions.find([(label, images.map { name + $0.suffix })]).first {
      return [refusal(name: c.name, documentPath: documentPath, c.message())]
    }
    if let unsafe = images.first(where: { !FileName.isContainedRelativePath(name + $0.suffix) }) {
      return [
        refusal(
          name: name + unsafe.suffix, documentPath: documentPath,
          "\(label): the snapshot name \"\(name + unsafe.suffix)\" would leave the snapshots folder")
      ]
    }
    return images.map { image in
      verify(image.document, baseDirectory: baseDirectory, name: name + image.suffix, documentPath: documentPath)
    }
  }

  /// A failed result for a document whose snapshots are not rendered at all.
  private func refusal(name: String, documentPath: String?, _ message: String) -> SnapshotResult {
    failure(
      SnapshotResult(
        name: name, document: documentPath, status: .failed, referencePNG: "", referenceTree: "",
        fingerprint: fingerprint), .invalidDocument, message)
  }

  /// Renders `document` (images relative to `baseDirectory`) and checks it against snapshot
  /// `name` with the configuration's ``SnapshotConfiguration/strategies``.
  ///
  /// Whichever strategies compare it, a failure keeps the actual image, render tree and
  /// accessibility tree among its artefacts, so that `vellum accept` takes all three.
  public func verify(
    _ document: Document, baseDirectory: String = ".", name: String, documentPath: String? = nil
  ) -> SnapshotResult {
    let paths = configuration.paths(for: name)
    var result = SnapshotResult(
      name: name, document: documentPath, status: .passed, referencePNG: paths.referencePNG,
      referenceTree: paths.referenceTree, fingerprint: fingerprint)
    let context = SnapshotContext(renderer: renderer, baseDirectory: baseDirectory)
    let strategies = configuration.strategies.map { $0.strategy(configuration) }
    let rendering = context.rendering(document)
    let references = strategies.map { SnapshotFiles.read(paths.reference($0.pathExtension)) }
    let taken: [CapturedSnapshot]
    do {
      taken = try zip(strategies, references).map { try $0.take(document, context, matchHint($1)) }
    } catch {
      return failure(result, .error, "cannot render: \(error)")
    }
    let warnings = rendering.accessibilityText.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
    if !warnings.isEmpty { result.accessibilityWarnings = warnings.map { String($0.dropFirst(9)) } }
    let kept = Set(strategies.map(\.pathExtension))
    let alsoKept = { () -> [(String, [UInt8])] in
      var files: [(String, [UInt8])] = []
      if !kept.contains("png"), let png = try? rendering.png() { files.append(("png", png)) }
      if !kept.contains("tree.txt") { files.append(("tree.txt", Array(rendering.treeText.utf8))) }
      if !kept.contains("accessibility.txt") {
        files.append(("accessibility.txt", Array(rendering.accessibilityText.utf8)))
      }
      return files
    }
    return judging(
      Array(zip(strategies, taken)), references: references, paths: paths, cleanup: paths.artifacts,
      alsoKeep: alsoKept, result)
  }

  /// The reference to hand a strategy's `take` (`AnySnapshotting.take`): only when a match would
  /// need no bytes of the value, i.e. unless every reference that differs in bytes is rewritten.
  private func matchHint(_ reference: [UInt8]?) -> [UInt8]? {
    configuration.record == .all ? nil : reference
  }

  /// Checks `value` against snapshot `name` with `strategy` alone: its reference is
  /// `<snapshots>/<name>.<pathExtension>`, and images in a document it renders are read
  /// relative to `baseDirectory`.
  public func verify<Value, Format>(
    _ value: Value, as strategy: Snapshotting<Value, Format>, baseDirectory: String = ".", name: String
  ) -> SnapshotResult {
    let paths = configuration.paths(for: name)
    let result = SnapshotResult(
      name: name, status: .passed, referencePNG: paths.reference(strategy.pathExtension), referenceTree: "",
      fingerprint: fingerprint)
    let context = SnapshotContext(renderer: renderer, baseDirectory: baseDirectory)
    let erased = AnySnapshotting(strategy)
    let reference = SnapshotFiles.read(paths.reference(strategy.pathExtension))
    let taken: CapturedSnapshot
    do { taken = try erased.take(value, context, matchHint(reference)) } catch {
      return failure(result, .error, "cannot render: \(error)")
    }
    return judging([(erased, taken)], references: [reference], paths: paths, cleanup: [], alsoKeep: { [] }, result)
  }

  /// ``judge(_:paths:cleanup:alsoKeep:into:)`` with a write failure turned into the result.
  private func judging<Value>(
    _ checks: [(AnySnapshotting<Value>, CapturedSnapshot)], references: [[UInt8]?], paths: SnapshotPaths,
    cleanup: [String],
    alsoKeep: () -> [(String, [UInt8])], _ base: SnapshotResult
  ) -> SnapshotResult {
    var result = base
    let cleanup =
      cleanup
      + checks.flatMap { strategy, _ in
        (["actual." + strategy.pathExtension] + strategy.artifactExtensions).map(paths.artifact)
      }
    do throws(SnapshotIOError) {
      try judge(
        checks, references: references, paths: paths, cleanup: Array(Set(cleanup)).sorted(), alsoKeep: alsoKeep,
        into: &result)
    } catch {
      // Say what could not be written, not what was being recorded or compared.
      result.problems = []
      return failure(result, .unwritable, error.message)
    }
    return result
  }

  /// A result that failed for `problem`, with `message`.
  public func failure(_ base: SnapshotResult, _ problem: SnapshotResult.Problem, _ message: String) -> SnapshotResult {
    var result = base
    result.status = .failed
    result.problems.append(problem)
    result.error = message
    return result
  }

  /// Compares each strategy's format with its reference (`references`, read before the formats
  /// were taken; nil: missing), records or writes artefacts, filling in `result`. `cleanup` lists every artefact a failure of this snapshot may leave;
  /// `alsoKeep` gives further actual files (by path extension) that a failure keeps.
  private func judge<Value>(
    _ checks: [(strategy: AnySnapshotting<Value>, taken: CapturedSnapshot)], references: [[UInt8]?],
    paths: SnapshotPaths,
    cleanup: [String], alsoKeep: () -> [(String, [UInt8])], into result: inout SnapshotResult
  ) throws(SnapshotIOError) {
    let mode = configuration.record

    // Missing references: record them, or fail.
    if references.contains(where: { $0 == nil }) {
      result.problems = [.missingReference]
      if mode.records(referenceExists: false, matches: false) {
        var written: [String] = []
        for (check, reference) in zip(checks, references) where reference == nil || mode == .all {
          written += try writeReference(check.taken.bytes(), paths.reference(check.strategy.pathExtension))
        }
        try recorded(written, cleanup: cleanup, into: &result)
      } else {
        result.status = .failed
        result.artifacts = try writeArtifacts(
          checks, evidence: [], paths: paths, cleanup: cleanup, alsoKeep: alsoKeep)
      }
      return
    }

    // Every reference exists: compare each.
    let existing = references.map { $0! }
    let verdicts = zip(checks, existing).map { check, reference in check.taken.judge(reference) }
    var errors: [String] = []
    for (check, verdict) in zip(checks, verdicts) {
      verdict.report(&result)
      result.problems += verdict.problems
      if let error = verdict.error {
        errors.append("cannot read \(paths.reference(check.strategy.pathExtension)): \(error)")
      }
    }
    let matches = verdicts.allSatisfy(\.matches)

    if mode.records(referenceExists: true, matches: matches) {
      // `failed` rewrites only what fails; `all` rewrites whatever is not byte-identical.
      var written: [String] = []
      for ((check, reference), verdict) in zip(zip(checks, existing), verdicts) {
        if verdict.matches {
          guard mode == .all, try reference != check.taken.bytes() else { continue }
        }
        written += try writeReference(check.taken.bytes(), paths.reference(check.strategy.pathExtension))
      }
      if written.isEmpty {
        result.status = .passed
        SnapshotFiles.remove(cleanup)
      } else {
        try recorded(written, cleanup: cleanup, into: &result)
      }
      return
    }
    if matches {
      result.status = .passed
      SnapshotFiles.remove(cleanup)
      return
    }
    result.status = .failed
    result.error = errors.isEmpty ? nil : errors.joined(separator: "; ")
    let recordedIn = FingerprintSidecar.read(snapshotsDirectory: configuration.snapshotsDirectory)
    if let recordedIn, recordedIn != fingerprint { result.referenceFingerprint = recordedIn }
    result.artifacts = try writeArtifacts(
      checks, evidence: verdicts.flatMap { $0.evidence() }, paths: paths, cleanup: cleanup, alsoKeep: alsoKeep)
  }

  /// Writes a failure's artefacts, after removing those of an earlier failure: each
  /// strategy's actual file, the further actual files, then the strategies' `evidence`.
  private func writeArtifacts<Value>(
    _ checks: [(strategy: AnySnapshotting<Value>, taken: CapturedSnapshot)], evidence: [SnapshotArtifact],
    paths: SnapshotPaths, cleanup: [String], alsoKeep: () -> [(String, [UInt8])]
  ) throws(SnapshotIOError) -> SnapshotResult.Artifacts {
    SnapshotFiles.remove(cleanup)
    var artifacts = SnapshotResult.Artifacts()
    var actuals: [SnapshotArtifact] = []
    for check in checks {
      actuals.append(
        SnapshotArtifact(pathExtension: "actual." + check.strategy.pathExtension, bytes: try check.taken.bytes()))
    }
    actuals += alsoKeep().map { SnapshotArtifact(pathExtension: "actual." + $0.0, bytes: $0.1) }
    for artifact in actuals + evidence {
      let path = paths.artifact(artifact.pathExtension)
      try SnapshotFiles.write(artifact.bytes, to: path)
      artifacts.set(path, pathExtension: artifact.pathExtension)
    }
    return artifacts
  }

  private func writeReference(_ bytes: [UInt8], _ path: String) throws(SnapshotIOError) -> [String] {
    try SnapshotFiles.write(bytes, to: path)
    return [path]
  }

  private func recorded(_ written: [String], cleanup: [String], into result: inout SnapshotResult)
    throws(SnapshotIOError)
  {
    result.status = .recorded
    result.recordedFiles = written
    try FingerprintSidecar.write(fingerprint, snapshotsDirectory: configuration.snapshotsDirectory)
    SnapshotFiles.remove(cleanup)
  }
}
