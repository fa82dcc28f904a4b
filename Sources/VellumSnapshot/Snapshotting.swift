/// The bytes of a PNG file: the format of image snapshots.
public struct PNG: Sendable, Hashable {
  /// The file's bytes.
  public var bytes: [UInt8]

  /// The PNG file `bytes`.
  public init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// A file a strategy writes among a failure's artefacts, such as a diff image.
public struct SnapshotArtifact: Sendable, Equatable {
  /// What follows the snapshot name: `diff.png` is written as `<artifacts>/<name>.diff.png`.
  public var pathExtension: String
  /// The file's contents.
  public var bytes: [UInt8]

  /// An artefact named `<name>.<pathExtension>`.
  public init(pathExtension: String, bytes: [UInt8]) {
    self.pathExtension = pathExtension
    self.bytes = bytes
  }
}

/// Why a snapshot does not match its reference, as its strategy tells it.
public struct SnapshotDifference: Sendable, Equatable {
  /// One phrase for the failure's headline (`render tree differs`).
  public var message: String
  /// A longer account shown under the headline, such as a unified diff.
  public var diff: String?
  /// Files written among the failure's artefacts.
  public var artifacts: [SnapshotArtifact]

  /// A difference told by `message`, with an optional `diff` and `artifacts`.
  public init(_ message: String, diff: String? = nil, artifacts: [SnapshotArtifact] = []) {
    self.message = message
    self.diff = diff
    self.artifacts = artifacts
  }
}

/// How a snapshot format is stored in a reference file and compared with one.
public struct Diffing<Format> {
  /// The bytes written to the reference file.
  public var toBytes: (Format) -> [UInt8]
  /// The format read back from a reference file's bytes; throws when they cannot be read.
  public var fromBytes: ([UInt8]) throws -> Format
  /// Nil when `actual` matches `reference`, else what differs; throws when the two cannot be
  /// compared (an unreadable reference).
  public var diff: (_ reference: Format, _ actual: Format) throws -> SnapshotDifference?

  /// What follows the snapshot name in the files ``diff`` may return (`diff.png`), so that
  /// they are removed once the snapshot passes.
  public var artifactExtensions: [String]

  /// A diffing from its parts.
  public init(
    toBytes: @escaping (Format) -> [UInt8], fromBytes: @escaping ([UInt8]) throws -> Format,
    artifactExtensions: [String] = [],
    diff: @escaping (_ reference: Format, _ actual: Format) throws -> SnapshotDifference?
  ) {
    self.toBytes = toBytes
    self.fromBytes = fromBytes
    self.artifactExtensions = artifactExtensions
    self.diff = diff
  }
}

extension Diffing where Format == String {
  /// UTF-8 text compared line by line; a difference is `message` with a unified diff.
  public static func lines(message: String = "text differs") -> Diffing<String> {
    Diffing(
      toBytes: { Array($0.utf8) }, fromBytes: { String(decoding: $0, as: UTF8.self) },
      diff: { reference, actual in
        reference == actual
          ? nil : SnapshotDifference(message, diff: LineDiff(expected: reference, actual: actual).unified())
      })
  }

  /// ``lines(message:)`` with the message `text differs`.
  public static var lines: Diffing<String> { lines() }
}

extension Diffing where Format == PNG {
  /// PNG images compared pixel by pixel under `options` (`ImageComparison`, VellumCompare); a difference
  /// says how many pixels differ against how many are allowed, with a diff image.
  public static func image(options: ComparisonOptions = ComparisonOptions()) -> Diffing<PNG> {
    Diffing(
      toBytes: \.bytes, fromBytes: { PNG($0) }, artifactExtensions: ["diff.png"],
      diff: { reference, actual in
        let comparison = try ImageComparison.compare(
          expectedPNG: reference.bytes, actualPNG: actual.bytes, options: options.countingOnly)
        guard !comparison.passed else { return nil }
        return SnapshotDifference(
          comparison.summary,
          artifacts: ImageEvidence.diff(reference: reference.bytes, actual: actual.bytes, options: options).map {
            [SnapshotArtifact(pathExtension: "diff.png", bytes: $0)]
          } ?? [])
      })
  }
}

extension ComparisonOptions {
  /// These options without painting a diff image (the diff is painted only for a failure's artefacts).
  var countingOnly: ComparisonOptions {
    var options = self
    options.diffImage = .never
    return options
  }
}

/// How to snapshot a `Value`: the file its reference is kept in, how the value becomes a
/// `Format`, and how that format is stored and compared (its ``Diffing``).
///
/// The built-in strategies snapshot a `Document`: ``image(options:composite:)``, ``renderTree``
/// and ``accessibility``. Snapshot a type of your own through ``pullback(_:)``, or make a
/// strategy from a ``Diffing`` and a function from your value to its format:
///
/// ```swift
/// let screen: Snapshotting<LoginScreen, PNG> = .image.pullback { $0.document }
/// let counter = Snapshotting<Counter, String>.lines(pathExtension: "count.txt") { "\($0.count)\n" }
/// ```
public struct Snapshotting<Value, Format> {
  /// What the reference file's name ends with after the snapshot name (`png`, `tree.txt`):
  /// `Snapshots/<name>.<pathExtension>`, and `<name>.actual.<pathExtension>` among the artefacts.
  public var pathExtension: String
  /// How the format is stored and compared.
  public var diffing: Diffing<Format>
  /// Makes the format of a value, with the session's renderer at hand.
  var make: (Value, SnapshotContext) throws -> Format
  /// For the built-in strategies: which one, so the session fills the result's own fields.
  var builtIn: BuiltInStrategy?
  /// For the built-in image strategy: the value laid out, not yet painted, so that a check
  /// can compare its pixels with the reference's without encoding a PNG.
  var rendering: ((Value, SnapshotContext) throws -> Rendering)?

  /// A strategy writing `Snapshots/<name>.<pathExtension>`, making its format with `snapshot`.
  public init(
    pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format
  ) {
    self.init(pathExtension: pathExtension, diffing: diffing, builtIn: nil) { value, _ in try snapshot(value) }
  }

  init(
    pathExtension: String, diffing: Diffing<Format>, builtIn: BuiltInStrategy?,
    rendering: ((Value, SnapshotContext) throws -> Rendering)? = nil,
    make: @escaping (Value, SnapshotContext) throws -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.builtIn = builtIn
    self.rendering = rendering
    self.make = make
  }

  /// This strategy for values of another type, each turned into a `Value` by `transform` first.
  public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
    let make = self.make
    let rendering = self.rendering.map { rendering in
      { (value: NewValue, context: SnapshotContext) throws -> Rendering in try rendering(transform(value), context) }
    }
    return Snapshotting<NewValue, Format>(
      pathExtension: pathExtension, diffing: diffing, builtIn: builtIn, rendering: rendering
    ) { value, context in try make(transform(value), context) }
  }
}

extension Snapshotting where Format == String {
  /// A strategy for text: `Snapshots/<name>.<pathExtension>` holds `snapshot`'s text, compared
  /// line by line (``Diffing/lines(message:)``).
  public static func lines(
    pathExtension: String = "txt", message: String = "text differs", _ snapshot: @escaping (Value) throws -> String
  ) -> Snapshotting {
    Snapshotting(pathExtension: pathExtension, diffing: .lines(message: message), snapshot: snapshot)
  }
}

/// A strategy with its format hidden, so that a session can run a list of them in one loop.
struct AnySnapshotting<Value> {
  /// See ``Snapshotting/pathExtension``.
  let pathExtension: String
  /// The artefacts besides `actual.<pathExtension>` a failure may leave, for clean-up.
  let artifactExtensions: [String]
  /// The value's format, serialised, and how to judge it against a reference. The reference's
  /// bytes are passed when a match needs nothing more (no bytes to record): then the image
  /// strategy compares pixels first and encodes its PNG only when they differ or are asked for.
  let take: (Value, SnapshotContext, _ reference: [UInt8]?) throws -> CapturedSnapshot

  init<Format>(_ strategy: Snapshotting<Value, Format>) {
    pathExtension = strategy.pathExtension
    let diffing = strategy.diffing
    let make = strategy.make
    switch strategy.builtIn {
    case .image(let options, let composite):
      artifactExtensions = ["expected.png", "diff.png", "composite.png"]
      let render = strategy.rendering
      take = { value, context, reference in
        // Pixels first: a rendering that paints the reference's pixels passes, as the PNG
        // comparison would pass it, and its PNG is encoded only if something asks for it.
        if let reference, let render {
          let rendering = try render(value, context)
          if try rendering.paintsSamePixels(as: reference) == true {
            let size = PixelSize(width: rendering.tree.pixelWidth, height: rendering.tree.pixelHeight)
            return CapturedSnapshot(later: { try rendering.png() }) { reference in
              SnapshotJudgement.identicalImage(
                reference: reference, size: size, actual: { try? rendering.png() }, options: options,
                composite: composite, context: context)
            }
          }
        }
        let actual = try make(value, context)
        let bytes = diffing.toBytes(actual)
        return CapturedSnapshot(bytes: bytes) { reference in
          SnapshotJudgement.image(
            reference: reference, actual: bytes, options: options, composite: composite, context: context)
        }
      }
    case .renderTree, .accessibility, nil:
      artifactExtensions = diffing.artifactExtensions
      let builtIn = strategy.builtIn
      take = { value, context, _ in
        let actual = try make(value, context)
        return CapturedSnapshot(bytes: diffing.toBytes(actual)) { reference in
          let difference: SnapshotDifference?
          do { difference = try diffing.diff(try diffing.fromBytes(reference), actual) } catch {
            return SnapshotJudgement(matches: false, problems: [.error], error: "\(error)")
          }
          guard let difference else { return SnapshotJudgement(matches: true) }
          switch builtIn {
          case .renderTree:
            let expected = String(decoding: reference, as: UTF8.self)
            return SnapshotJudgement(matches: false, problems: [.treeDiffers]) { result in
              result.treeDiff = difference.diff
              result.semanticDiff = SemanticDiff(
                expected: expected, actual: String(decoding: diffing.toBytes(actual), as: UTF8.self))
            }
          case .accessibility:
            return SnapshotJudgement(matches: false, problems: [.accessibilityDiffers]) {
              $0.accessibilityDiff = difference.diff
            }
          default:
            return SnapshotJudgement(
              matches: false, problems: [.differs],
              report: { result in
                result.differences =
                  (result.differences ?? []) + [
                    SnapshotResult.Difference(
                      pathExtension: strategy.pathExtension, message: difference.message, diff: difference.diff)
                  ]
              }, evidence: { difference.artifacts })
          }
        }
      }
    }
  }
}

/// One strategy's format of the value under check, serialised.
struct CapturedSnapshot {
  /// Makes (or returns) the bytes a reference would hold.
  private let make: () throws -> [UInt8]
  /// The judgement against a reference's bytes.
  let judge: ([UInt8]) -> SnapshotJudgement

  /// The format serialised as `bytes`.
  init(bytes: [UInt8], judge: @escaping ([UInt8]) -> SnapshotJudgement) {
    self.make = { bytes }
    self.judge = judge
  }

  /// A format serialised only when its bytes are asked for (a PNG whose pixels matched).
  init(later make: @escaping () throws -> [UInt8], judge: @escaping ([UInt8]) -> SnapshotJudgement) {
    self.make = make
    self.judge = judge
  }

  /// The bytes a reference would hold. Encoding a rendering that has already painted once does
  /// not fail in practice; if it does, the error is told as the file that could not be written.
  func bytes() throws(SnapshotIOError) -> [UInt8] {
    do { return try make() } catch { throw SnapshotIOError(message: "cannot render: \(error)") }
  }
}

/// What one strategy found against its reference.
struct SnapshotJudgement {
  /// Whether the value matches.
  var matches: Bool
  /// Why not, in the result's terms.
  var problems: [SnapshotResult.Problem] = []
  /// Why the reference could not be compared (``SnapshotResult/Problem/error``).
  var error: String?
  /// Fills in the result's own fields (the pixel report, a tree diff…).
  var report: (inout SnapshotResult) -> Void = { _ in }
  /// The artefacts beyond the actual file, should the snapshot fail.
  var evidence: () -> [SnapshotArtifact] = { [] }

  /// The image strategy's verdict when the rendering paints exactly the reference's `size`
  /// pixels (`Renderer.paintsSamePixels`): what ``image(reference:actual:options:composite:context:)``
  /// finds for such a PNG, with the actual PNG encoded only for the artefacts (another
  /// strategy's failure keeps them).
  static func identicalImage(
    reference: [UInt8], size: PixelSize, actual: @escaping () -> [UInt8]?, options: ComparisonOptions,
    composite: Bool, context: SnapshotContext
  ) -> SnapshotJudgement {
    let comparison = ImageComparison.identical(size, options: options.countingOnly)
    return SnapshotJudgement(
      matches: true, report: { $0.pixels = SnapshotResult.PixelReport(comparison) },
      evidence: {
        guard let actual = actual() else { return [SnapshotArtifact(pathExtension: "expected.png", bytes: reference)] }
        return ImageEvidence.artifacts(
          reference: reference, actual: actual, options: options, composite: composite, renderer: context.renderer)
      })
  }

  /// The image strategy's verdict: pixels compared under `options`, the pixel report kept
  /// even for a match, and the expected, diff and composite images for a failure.
  static func image(
    reference: [UInt8], actual: [UInt8], options: ComparisonOptions, composite: Bool, context: SnapshotContext
  ) -> SnapshotJudgement {
    let evidence = {
      ImageEvidence.artifacts(
        reference: reference, actual: actual, options: options, composite: composite, renderer: context.renderer)
    }
    let comparison: ComparisonResult
    do {
      comparison = try ImageComparison.compare(expectedPNG: reference, actualPNG: actual, options: options.countingOnly)
    } catch {
      return SnapshotJudgement(matches: false, problems: [.error], error: "\(error)", evidence: evidence)
    }
    var problems: [SnapshotResult.Problem] = []
    if comparison.sizeMismatch != nil { problems.append(.sizeMismatch) }
    if comparison.sizeMismatch == nil && !comparison.passed { problems.append(.pixelsDiffer) }
    return SnapshotJudgement(
      matches: comparison.passed, problems: problems, report: { $0.pixels = SnapshotResult.PixelReport(comparison) },
      evidence: evidence)
  }
}
