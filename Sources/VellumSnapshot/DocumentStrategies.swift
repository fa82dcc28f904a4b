import VellumCairo
import VellumLayout
import VellumModel

/// The built-in strategies a ``SnapshotConfiguration`` asks a session for, in the order they
/// are checked.
public enum DocumentStrategy: String, Sendable, Hashable, Codable, CaseIterable {
  /// The rendered PNG (`<name>.png`), compared under the configuration's `ComparisonOptions` (VellumCompare).
  case image
  /// The render tree text (`<name>.tree.txt`).
  case renderTree
  /// The accessibility tree text (`<name>.accessibility.txt`).
  case accessibility

  /// The strategy, with `configuration`'s comparison options and composite setting.
  func strategy(_ configuration: SnapshotConfiguration) -> AnySnapshotting<Document> {
    switch self {
    case .image:
      AnySnapshotting(
        Snapshotting<Document, PNG>.image(options: configuration.options, composite: configuration.writeComposite))
    case .renderTree: AnySnapshotting(Snapshotting<Document, String>.renderTree)
    case .accessibility: AnySnapshotting(Snapshotting<Document, String>.accessibility)
    }
  }
}

/// Which built-in strategy a ``Snapshotting`` is (kept through ``Snapshotting/pullback(_:)``):
/// the session fills the result's pixel report and tree diffs from it.
enum BuiltInStrategy {
  case image(ComparisonOptions, composite: Bool)
  case renderTree
  case accessibility
}

// The built-in strategies are declared for any `Value` so that an implicit member chain
// reads as a strategy for your own type: `let s: Snapshotting<Screen, PNG> = .image.pullback { $0.document }`.
// Each snapshots a `Document` whatever `Value` it is named through.

extension Snapshotting where Format == PNG {
  /// The document rendered to PNG, compared exactly, with a composite image for failures.
  public static var image: Snapshotting<Document, PNG> { image() }

  /// The document rendered to PNG (`<name>.png`), compared under `options`; a failure's
  /// artefacts hold the expected image, the diff image and, when `composite`, the labelled
  /// "expected | diff | actual" image.
  public static func image(options: ComparisonOptions = ComparisonOptions(), composite: Bool = true)
    -> Snapshotting<Document, PNG>
  {
    Snapshotting<Document, PNG>(
      pathExtension: "png", diffing: .image(options: options), builtIn: .image(options, composite: composite),
      rendering: { document, context in context.rendering(document) }
    ) { document, context in PNG(try context.rendering(document).png()) }
  }
}

extension Snapshotting where Format == String {
  /// The document's render tree as text (`<name>.tree.txt`, `RenderTree.dump()`), so a layout
  /// change reads as a text diff.
  public static var renderTree: Snapshotting<Document, String> {
    Snapshotting<Document, String>(
      pathExtension: "tree.txt", diffing: .lines(message: "render tree differs"), builtIn: .renderTree
    ) { document, context in context.rendering(document).treeText }
  }

  /// The document's accessibility tree as text (`<name>.accessibility.txt`,
  /// `RenderTree.accessibilityDump()`).
  public static var accessibility: Snapshotting<Document, String> {
    Snapshotting<Document, String>(
      pathExtension: "accessibility.txt", diffing: .lines(message: "accessibility tree differs"),
      builtIn: .accessibility
    ) { document, context in context.rendering(document).accessibilityText }
  }
}

/// What the strategies of one check share: the renderer, the folder images are read from, and
/// the last document rendered, so that the strategies of one snapshot lay it out and paint it once.
final class SnapshotContext {
  let renderer: Renderer
  let baseDirectory: String
  private var last: (document: Document, rendering: Rendering)?

  init(renderer: Renderer, baseDirectory: String) {
    self.renderer = renderer
    self.baseDirectory = baseDirectory
  }

  /// `document` laid out, its texts and PNG made on first use.
  func rendering(_ document: Document) -> Rendering {
    if let last, last.document == document { return last.rendering }
    let rendering = Rendering(
      tree: renderer.layout(document, baseDirectory: baseDirectory), document: document, context: self)
    last = (document, rendering)
    return rendering
  }
}

/// One laid-out document and what is made from it, each made once.
final class Rendering {
  let tree: RenderTree
  /// The document laid out, whose own colours the audit holds it to.
  private let document: Document
  private unowned let context: SnapshotContext
  private var pngBytes: [UInt8]?

  init(tree: RenderTree, document: Document, context: SnapshotContext) {
    self.tree = tree
    self.document = document
    self.context = context
  }

  lazy var treeText: String = tree.dump()
  /// Made only for the accessibility strategy: the audit reads the document's colours from its
  /// canonical JSON.
  lazy var accessibilityText: String = tree.accessibilityDump(audit: AccessibilityAudit(document: document))

  /// Whether the document paints exactly `reference`'s pixels (`Renderer.paintsSamePixels`),
  /// without encoding: nil when that cannot be told so (the PNGs are compared then), and when
  /// the PNG is already made (comparing it costs less than painting again).
  func paintsSamePixels(as reference: [UInt8]) throws -> Bool? {
    guard pngBytes == nil else { return nil }
    return try context.renderer.paintsSamePixels(tree, as: reference, baseDirectory: context.baseDirectory)
  }

  /// The PNG; throws the renderer's error.
  func png() throws -> [UInt8] {
    if let pngBytes { return pngBytes }
    let bytes = try context.renderer.renderPNG(tree, baseDirectory: context.baseDirectory)
    pngBytes = bytes
    return bytes
  }
}

/// The image artefacts of a failure: the diff image and the composite.
enum ImageEvidence {
  /// The diff image's PNG, when both images decode.
  static func diff(reference: [UInt8], actual: [UInt8], options: ComparisonOptions) -> [UInt8]? {
    guard let expected = try? PNGDecoder.decode(reference), let actual = try? PNGDecoder.decode(actual) else {
      return nil
    }
    return images(expected: expected, actual: actual, options: options).diff
  }

  /// The diff image's PNG of two decoded images, and the diff image itself.
  static func images(expected: RGBAImage, actual: RGBAImage, options: ComparisonOptions) -> (
    diff: [UInt8]?, image: RGBAImage?
  ) {
    var options = options
    options.diffImage = .always
    let image = ImageComparison.compare(expected: expected, actual: actual, options: options).diffImage
    return (image.flatMap { try? PNGEncoder.encode($0, hasAlpha: false) }, image)
  }

  /// The artefacts of a failed snapshot whose reference image exists: a copy of the reference
  /// (`expected.png`), then, when both images decode, `diff.png` and (when `composite`) `composite.png`.
  static func artifacts(
    reference: [UInt8], actual: [UInt8], options: ComparisonOptions, composite: Bool, renderer: Renderer
  ) -> [SnapshotArtifact] {
    var artifacts = [SnapshotArtifact(pathExtension: "expected.png", bytes: reference)]
    guard let expectedImage = try? PNGDecoder.decode(reference), let actualImage = try? PNGDecoder.decode(actual)
    else { return artifacts }
    let (diff, diffImage) = images(expected: expectedImage, actual: actualImage, options: options)
    if let diff { artifacts.append(SnapshotArtifact(pathExtension: "diff.png", bytes: diff)) }
    if composite,
      let image = try? CompositeImage.expectedDiffActual(
        expected: expectedImage, diff: diffImage, actual: actualImage, renderer: renderer),
      let bytes = try? PNGEncoder.encode(image, hasAlpha: true)
    {
      artifacts.append(SnapshotArtifact(pathExtension: "composite.png", bytes: bytes))
    }
    return artifacts
  }
}
