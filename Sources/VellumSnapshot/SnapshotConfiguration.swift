/// Where references and artefacts live, how renders are compared and when references are written.
public struct SnapshotConfiguration: Sendable, Hashable {
  /// The default artefacts folder, relative to the working directory or package root.
  public static let defaultArtifactsDirectory = ".vellum/artifacts"

  /// The folder holding references (`Snapshots/`).
  public var snapshotsDirectory: String
  /// The folder receiving failure artefacts (`.vellum/artifacts/`).
  public var artifactsDirectory: String
  /// How pixels are compared; exact by default.
  public var options: ComparisonOptions
  /// When references are written.
  public var record: RecordMode
  /// The strategies a session checks each document with, in order: all three by default.
  /// An empty list checks nothing, so every document passes.
  public var strategies: [DocumentStrategy]
  /// Whether the render tree and accessibility texts are compared too (they are by default):
  /// setting it chooses ``strategies`` `[.image, .renderTree, .accessibility]` or `[.image]`.
  public var compareTree: Bool {
    get { strategies.contains(.renderTree) }
    set { strategies = newValue ? DocumentStrategy.allCases : [.image] }
  }
  /// Whether failures get a labelled composite image.
  public var writeComposite: Bool

  /// A configuration; only the snapshots folder is required.
  public init(
    snapshotsDirectory: String, artifactsDirectory: String = SnapshotConfiguration.defaultArtifactsDirectory,
    options: ComparisonOptions = ComparisonOptions(), record: RecordMode = .missing, compareTree: Bool = true,
    writeComposite: Bool = true
  ) {
    self.snapshotsDirectory = snapshotsDirectory
    self.artifactsDirectory = artifactsDirectory
    self.options = options
    self.record = record
    self.strategies = compareTree ? DocumentStrategy.allCases : [.image]
    self.writeComposite = writeComposite
  }

  /// The paths of snapshot `name` under this configuration.
  public func paths(for name: String) -> SnapshotPaths {
    SnapshotPaths(name: name, snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory)
  }
}
