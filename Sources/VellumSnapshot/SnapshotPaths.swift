/// Where one snapshot's reference files and failure artefacts live.
///
/// A snapshot is named by its document's path below the samples folder without `.json`
/// (`cells/states`). The references mirror that name below the snapshots folder
/// (`Snapshots/cells/states.png`, `Snapshots/cells/states.tree.txt`); the artefacts of a
/// failure mirror it below the artefacts folder (`.vellum/artifacts/cells/states.actual.png`…).
public struct SnapshotPaths: Sendable, Hashable {
  /// The snapshot's name, e.g. `cells/states`.
  public var name: String
  /// The folder holding references.
  public var snapshotsDirectory: String
  /// The folder receiving failure artefacts.
  public var artifactsDirectory: String

  /// The paths of snapshot `name`.
  public init(name: String, snapshotsDirectory: String, artifactsDirectory: String) {
    self.name = name
    self.snapshotsDirectory = snapshotsDirectory
    self.artifactsDirectory = artifactsDirectory
  }

  /// The golden image.
  public var referencePNG: String { join(snapshotsDirectory, name + ".png") }
  /// The golden render tree dump.
  public var referenceTree: String { join(snapshotsDirectory, name + ".tree.txt") }
  /// The golden accessibility tree (`RenderTree.accessibilityDump()`).
  public var referenceAccessibility: String { join(snapshotsDirectory, name + ".accessibility.txt") }
  /// The rendered image of a failure.
  public var actualPNG: String { join(artifactsDirectory, name + ".actual.png") }
  /// A copy of the reference as it was when the check failed (the report shows it, even after
  /// the reference is accepted or changed).
  public var expectedPNG: String { join(artifactsDirectory, name + ".expected.png") }
  /// The rendered tree dump of a failure.
  public var actualTree: String { join(artifactsDirectory, name + ".actual.tree.txt") }
  /// The rendered accessibility tree of a failure.
  public var actualAccessibility: String { join(artifactsDirectory, name + ".actual.accessibility.txt") }
  /// The diff image of a failure.
  public var diffPNG: String { join(artifactsDirectory, name + ".diff.png") }
  /// The labelled "expected | diff | actual" image of a failure.
  public var compositePNG: String { join(artifactsDirectory, name + ".composite.png") }

  /// The reference of a strategy: `<snapshots>/<name>.<pathExtension>`.
  public func reference(_ pathExtension: String) -> String { join(snapshotsDirectory, name + "." + pathExtension) }
  /// An artefact of a failure: `<artifacts>/<name>.<pathExtension>` (`actual.png`, `diff.png`).
  public func artifact(_ pathExtension: String) -> String { join(artifactsDirectory, name + "." + pathExtension) }

  /// Every artefact path, for clean-up.
  public var artifacts: [String] { [actualPNG, expectedPNG, actualTree, actualAccessibility, diffPNG, compositePNG] }

  /// The sidecar file recording the environment fingerprint of the references in `snapshotsDirectory`.
  public static func fingerprintFile(in snapshotsDirectory: String) -> String {
    join(snapshotsDirectory, ".fingerprint")
  }

  /// A snapshot name from a document path, reference path or bare name: a leading `./`, and a
  /// trailing `.json`, `.png`, `.tree.txt`, `.accessibility.txt` or `.actual.png` are dropped.
  public static func normalizedName(_ text: String) -> String {
    var name = text
    while name.hasPrefix("./") { name.removeFirst(2) }
    for suffix in [
      ".actual.tree.txt", ".actual.accessibility.txt", ".actual.png", ".diff.png", ".composite.png", ".tree.txt",
      ".accessibility.txt", ".png", ".json",
    ] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
      break
    }
    return name
  }
}

/// `a/b` joined without doubling the slash.
func join(_ directory: String, _ name: String) -> String {
  if directory.isEmpty { return name }
  return directory.hasSuffix("/") ? directory + name : directory + "/" + name
}
