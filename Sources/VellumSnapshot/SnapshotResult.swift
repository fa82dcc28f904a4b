/// What happened to one snapshot: passed, recorded, or failed and why. Codable, so a check's
/// results can be stored (`results.json`) and read back by `vellum accept --all-failed`.
public struct SnapshotResult: Sendable, Codable, Equatable {
  /// The overall outcome.
  public enum Status: String, Sendable, Codable {
    /// The render matches the references.
    case passed
    /// One or more references were written (see ``SnapshotResult/recordedFiles``).
    case recorded
    /// The render does not match, a reference is missing, or rendering failed.
    case failed
  }

  /// One reason for a failure (or, when recording, for the re-recording).
  public enum Problem: String, Sendable, Codable {
    /// A reference file does not exist.
    case missingReference
    /// The images differ in size.
    case sizeMismatch
    /// More pixels differ than allowed.
    case pixelsDiffer
    /// The render tree text differs from the reference's.
    case treeDiffers
    /// The accessibility tree text differs from the reference's.
    case accessibilityDiffers
    /// The format of a strategy of your own differs from its reference (see
    /// ``SnapshotResult/differences``).
    case differs
    /// The document could not be read or decoded.
    case invalidDocument
    /// Rendering or decoding the reference failed (see ``SnapshotResult/error``).
    case error
    /// A reference or an artefact could not be written (see ``SnapshotResult/error``): the
    /// folder is not writable, or the disk is full.
    case unwritable
  }

  /// Measured against allowed differing pixels.
  public struct PixelReport: Sendable, Codable, Equatable {
    /// Differing pixels outside ignored regions.
    public var diffPixels: Int
    /// Pixels compared.
    public var totalPixels: Int
    /// `diffPixels / totalPixels`.
    public var ratio: Double
    /// The largest passing number of differing pixels.
    public var allowedPixels: Int
    /// The expected and actual sizes (`1170×2532`) when they differ.
    public var expectedSize: String?
    public var actualSize: String?
    /// `ComparisonResult.summary` (VellumCompare): measured against allowed, in words.
    public var summary: String

    /// The report of a comparison.
    public init(_ result: ComparisonResult) {
      diffPixels = result.diffPixels
      totalPixels = result.totalPixels
      ratio = result.ratio
      allowedPixels = result.allowance.pixels
      expectedSize = result.sizeMismatch?.expected.description
      actualSize = result.sizeMismatch?.actual.description
      summary = result.summary
    }
  }

  /// Paths of the files written for a failure.
  public struct Artifacts: Sendable, Codable, Equatable {
    /// The rendered image.
    public var actualPNG: String?
    /// A copy of the reference image taken when the check failed.
    public var expectedPNG: String?
    /// The rendered tree dump.
    public var actualTree: String?
    /// The rendered accessibility tree.
    public var actualAccessibility: String?
    /// The diff image (absent when the reference image is missing or unreadable).
    public var diffPNG: String?
    /// The labelled "expected | diff | actual" image.
    public var compositePNG: String?
    /// The files of strategies of your own, by what follows the snapshot name
    /// (`actual.counter.txt`).
    public var other: [String: String]?

    public init(
      actualPNG: String? = nil, actualTree: String? = nil, diffPNG: String? = nil, compositePNG: String? = nil
    ) {
      self.actualPNG = actualPNG
      self.actualTree = actualTree
      self.diffPNG = diffPNG
      self.compositePNG = compositePNG
    }

    /// Every path that is set.
    public var all: [String] {
      [compositePNG, diffPNG, actualPNG, actualTree, actualAccessibility].compactMap { $0 }
        + (other ?? [:]).sorted { $0.key < $1.key }.map(\.value)
    }

    /// Records `path` as the artefact `<name>.<pathExtension>`: in its own field for the
    /// built-in strategies' files, else in ``other``.
    mutating func set(_ path: String, pathExtension: String) {
      switch pathExtension {
      case "actual.png": actualPNG = path
      case "expected.png": expectedPNG = path
      case "actual.tree.txt": actualTree = path
      case "actual.accessibility.txt": actualAccessibility = path
      case "diff.png": diffPNG = path
      case "composite.png": compositePNG = path
      default: other = (other ?? [:]).merging([pathExtension: path]) { $1 }
      }
    }
  }

  /// What a strategy of your own found different (``SnapshotDifference`` without its files).
  public struct Difference: Sendable, Codable, Equatable {
    /// The strategy's ``Snapshotting/pathExtension``.
    public var pathExtension: String
    /// ``SnapshotDifference/message``.
    public var message: String
    /// ``SnapshotDifference/diff``.
    public var diff: String?

    public init(pathExtension: String, message: String, diff: String? = nil) {
      self.pathExtension = pathExtension
      self.message = message
      self.diff = diff
    }
  }

  /// The snapshot's name (`cells/states`).
  public var name: String
  /// The document rendered, when known.
  public var document: String?
  /// The outcome.
  public var status: Status
  /// Why it failed, or why references were re-recorded; empty for a pass.
  public var problems: [Problem]
  /// The golden image and tree paths. For a snapshot of one strategy of your own,
  /// `referencePNG` is that strategy's reference and `referenceTree` is empty.
  public var referencePNG: String
  public var referenceTree: String
  /// The pixel comparison, when both images existed.
  public var pixels: PixelReport?
  /// A unified diff of the tree text, when it differs.
  public var treeDiff: String?
  /// The same difference told by component (`sections[1].items[2] ("General"): text …`).
  public var semanticDiff: SemanticDiff?
  /// A unified diff of the accessibility tree text, when it differs.
  public var accessibilityDiff: String?
  /// What the accessibility audit flags in the rendering (elements without a label, text below
  /// WCAG's contrast minimum): the `warning:` lines of its accessibility tree.
  public var accessibilityWarnings: [String]?
  /// Artefacts written for a failure.
  public var artifacts: Artifacts?
  /// What the strategies of your own found (``Problem/differs``), in the order they ran.
  public var differences: [Difference]?
  /// References written (recorded status).
  public var recordedFiles: [String]
  /// A message for ``Problem/error`` and ``Problem/invalidDocument``.
  public var error: String?
  /// The environment that rendered (`FontLibrary.fingerprint` in VellumCairo).
  public var fingerprint: String?
  /// The environment the references were recorded in, when known and different.
  public var referenceFingerprint: String?

  /// A result; only `name`, `status` and the reference paths are required.
  public init(
    name: String, document: String? = nil, status: Status, problems: [Problem] = [], referencePNG: String,
    referenceTree: String, pixels: PixelReport? = nil, treeDiff: String? = nil, artifacts: Artifacts? = nil,
    recordedFiles: [String] = [], error: String? = nil, fingerprint: String? = nil, referenceFingerprint: String? = nil
  ) {
    self.name = name
    self.document = document
    self.status = status
    self.problems = problems
    self.referencePNG = referencePNG
    self.referenceTree = referenceTree
    self.pixels = pixels
    self.treeDiff = treeDiff
    self.artifacts = artifacts
    self.recordedFiles = recordedFiles
    self.error = error
    self.fingerprint = fingerprint
    self.referenceFingerprint = referenceFingerprint
  }

  /// Whether the snapshot failed.
  public var failed: Bool { status == .failed }

  /// One line: `cells/states: failed (pixelsDiffer, treeDiffers)`.
  public var headline: String {
    problems.isEmpty
      ? "\(name): \(status.rawValue)"
      : "\(name): \(status.rawValue) (\(problems.map(\.rawValue).joined(separator: ", ")))"
  }
}
