import VellumCairo
import VellumLayout
import VellumModel

/// Renders documents and checks them against their references: pixels (with
/// ``ComparisonOptions``) and the render tree text, applying the ``RecordMode`` and writing
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

  /// Renders `document` (images relative to `baseDirectory`) and checks it against snapshot `name`.
  public func verify(
    _ document: Document, baseDirectory: String = ".", name: String, documentPath: String? = nil
  ) -> SnapshotResult {
    let paths = configuration.paths(for: name)
    var result = SnapshotResult(
      name: name, document: documentPath, status: .passed, referencePNG: paths.referencePNG,
      referenceTree: paths.referenceTree, fingerprint: fingerprint)
    let tree = renderer.layout(document, baseDirectory: baseDirectory)
    let treeText = tree.dump()
    let png: [UInt8]
    do {
      png = try renderer.renderPNG(tree, baseDirectory: baseDirectory)
    } catch {
      return failure(result, .error, "cannot render: \(error)")
    }
    let accessibility = tree.accessibilityDump()
    let warnings = accessibility.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
    if !warnings.isEmpty { result.accessibilityWarnings = warnings.map { String($0.dropFirst(9)) } }
    let rendered = Rendered(png: png, tree: treeText, accessibility: accessibility)
    do throws(SnapshotIOError) {
      try judge(rendered, paths: paths, into: &result)
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

  struct Rendered {
    var png: [UInt8]
    var tree: String
    /// The accessibility tree text.
    var accessibility: String
  }

  /// Compares, records or writes artefacts, filling in `result`.
  private func judge(_ rendered: Rendered, paths: SnapshotPaths, into result: inout SnapshotResult)
    throws(SnapshotIOError)
  {
    let mode = configuration.record
    let referencePNG = SnapshotFiles.read(paths.referencePNG)
    let referenceTree = configuration.compareTree ? SnapshotFiles.readText(paths.referenceTree) : nil
    let treeMissing = configuration.compareTree && referenceTree == nil
    let referenceAccessibility =
      configuration.compareTree ? SnapshotFiles.readText(paths.referenceAccessibility) : nil
    let accessibilityMissing = configuration.compareTree && referenceAccessibility == nil

    // Missing references: record them, or fail.
    if referencePNG == nil || treeMissing || accessibilityMissing {
      result.problems = [.missingReference]
      if mode.records(referenceExists: false, matches: false) {
        var written: [String] = []
        if referencePNG == nil || mode == .all { written += try writeReference(rendered.png, paths.referencePNG) }
        if configuration.compareTree && (treeMissing || mode == .all) {
          written += try writeReference(Array(rendered.tree.utf8), paths.referenceTree)
        }
        if configuration.compareTree && (accessibilityMissing || mode == .all) {
          written += try writeReference(Array(rendered.accessibility.utf8), paths.referenceAccessibility)
        }
        try recorded(written, paths: paths, into: &result)
      } else {
        result.status = .failed
        var artifacts = SnapshotResult.Artifacts()
        try SnapshotFiles.write(rendered.png, to: paths.actualPNG)
        artifacts.actualPNG = paths.actualPNG
        try writeTexts(rendered, paths: paths, into: &artifacts)
        SnapshotFiles.remove([paths.diffPNG, paths.compositePNG, paths.expectedPNG])
        result.artifacts = artifacts
      }
      return
    }

    // Both references exist: compare pixels and tree.
    var comparison: ComparisonResult?
    var decodeError: String?
    var countOnly = configuration.options
    countOnly.diffImage = .never  // the diff image is painted only for a failure's artefacts
    do {
      comparison = try ImageComparison.compare(expectedPNG: referencePNG!, actualPNG: rendered.png, options: countOnly)
    } catch {
      decodeError = "cannot read \(paths.referencePNG): \(error)"
    }
    let pixelsMatch = comparison?.passed ?? false
    let treeMatches = !configuration.compareTree || referenceTree == rendered.tree
    let accessibilityMatches = !configuration.compareTree || referenceAccessibility == rendered.accessibility
    result.pixels = comparison.map(SnapshotResult.PixelReport.init)
    if let comparison, comparison.sizeMismatch != nil { result.problems.append(.sizeMismatch) }
    if comparison.map({ $0.sizeMismatch == nil && !$0.passed }) ?? false { result.problems.append(.pixelsDiffer) }
    if decodeError != nil { result.problems.append(.error) }
    if !treeMatches {
      result.problems.append(.treeDiffers)
      result.treeDiff = LineDiff(expected: referenceTree ?? "", actual: rendered.tree).unified()
      result.semanticDiff = SemanticDiff(expected: referenceTree ?? "", actual: rendered.tree)
    }
    if !accessibilityMatches {
      result.problems.append(.accessibilityDiffers)
      result.accessibilityDiff = LineDiff(expected: referenceAccessibility ?? "", actual: rendered.accessibility)
        .unified()
    }
    let textsMatch = treeMatches && accessibilityMatches

    if mode.records(referenceExists: true, matches: pixelsMatch && textsMatch) {
      // `failed` rewrites only what fails; `all` rewrites whatever is not byte-identical.
      var written: [String] = []
      if !pixelsMatch || (mode == .all && referencePNG! != rendered.png) {
        written += try writeReference(rendered.png, paths.referencePNG)
      }
      if !treeMatches || (mode == .all && configuration.compareTree && referenceTree != rendered.tree) {
        written += try writeReference(Array(rendered.tree.utf8), paths.referenceTree)
      }
      if !accessibilityMatches
        || (mode == .all && configuration.compareTree && referenceAccessibility != rendered.accessibility)
      {
        written += try writeReference(Array(rendered.accessibility.utf8), paths.referenceAccessibility)
      }
      if written.isEmpty {
        result.status = .passed
        SnapshotFiles.remove(paths.artifacts)
      } else {
        try recorded(written, paths: paths, into: &result)
      }
      return
    }
    if pixelsMatch && textsMatch {
      result.status = .passed
      SnapshotFiles.remove(paths.artifacts)
      return
    }
    result.status = .failed
    result.error = decodeError
    let recordedIn = FingerprintSidecar.read(snapshotsDirectory: configuration.snapshotsDirectory)
    if let recordedIn, recordedIn != fingerprint { result.referenceFingerprint = recordedIn }
    result.artifacts = try writeArtifacts(
      rendered, referencePNG: referencePNG!, comparison: comparison, paths: paths)
  }

  private func writeReference(_ bytes: [UInt8], _ path: String) throws(SnapshotIOError) -> [String] {
    try SnapshotFiles.write(bytes, to: path)
    return [path]
  }

  private func recorded(_ written: [String], paths: SnapshotPaths, into result: inout SnapshotResult)
    throws(SnapshotIOError)
  {
    result.status = .recorded
    result.recordedFiles = written
    try FingerprintSidecar.write(fingerprint, snapshotsDirectory: configuration.snapshotsDirectory)
    SnapshotFiles.remove(paths.artifacts)
  }

  /// Writes the rendered tree and accessibility tree as artefacts.
  private func writeTexts(_ rendered: Rendered, paths: SnapshotPaths, into artifacts: inout SnapshotResult.Artifacts)
    throws(SnapshotIOError)
  {
    try SnapshotFiles.write(Array(rendered.tree.utf8), to: paths.actualTree)
    artifacts.actualTree = paths.actualTree
    try SnapshotFiles.write(Array(rendered.accessibility.utf8), to: paths.actualAccessibility)
    artifacts.actualAccessibility = paths.actualAccessibility
  }

  /// Writes the actual image and tree, the diff and the composite.
  private func writeArtifacts(
    _ rendered: Rendered, referencePNG: [UInt8], comparison: ComparisonResult?, paths: SnapshotPaths
  ) throws(SnapshotIOError) -> SnapshotResult.Artifacts {
    var artifacts = SnapshotResult.Artifacts()
    try SnapshotFiles.write(rendered.png, to: paths.actualPNG)
    artifacts.actualPNG = paths.actualPNG
    try writeTexts(rendered, paths: paths, into: &artifacts)
    SnapshotFiles.remove([paths.diffPNG, paths.compositePNG, paths.expectedPNG])
    try SnapshotFiles.write(referencePNG, to: paths.expectedPNG)
    artifacts.expectedPNG = paths.expectedPNG
    guard comparison != nil, let expected = try? PNGDecoder.decode(referencePNG),
      let actual = try? PNGDecoder.decode(rendered.png)
    else { return artifacts }
    var options = configuration.options
    options.diffImage = .always
    let diff = ImageComparison.compare(expected: expected, actual: actual, options: options).diffImage
    if let diff, let bytes = try? PNGEncoder.encode(diff, hasAlpha: false) {
      try SnapshotFiles.write(bytes, to: paths.diffPNG)
      artifacts.diffPNG = paths.diffPNG
    }
    if configuration.writeComposite,
      let composite = try? CompositeImage.expectedDiffActual(
        expected: expected, diff: diff, actual: actual, renderer: renderer),
      let bytes = try? PNGEncoder.encode(composite, hasAlpha: true)
    {
      try SnapshotFiles.write(bytes, to: paths.compositePNG)
      artifacts.compositePNG = paths.compositePNG
    }
    return artifacts
  }
}
