import Foundation

/// Finding references that no document produces any more.
public enum SnapshotPruning {
  /// Reference files (`.png`, `.tree.txt`) below `snapshotsDirectory` whose name has no
  /// `<name>.json` below `samplesDirectory`, as sorted paths relative to the snapshots folder.
  /// Hidden files (such as `.fingerprint`) are left alone.
  public static func orphans(snapshotsDirectory: String, samplesDirectory: String) throws(SnapshotIOError) -> [String] {
    let documents = Set(try SnapshotSuite.discoverDocuments(in: samplesDirectory).map(SnapshotPaths.normalizedName))
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: snapshotsDirectory, isDirectory: &isDirectory), isDirectory.boolValue
    else { throw SnapshotIOError(message: "\(snapshotsDirectory): no such folder") }
    guard let walker = FileManager.default.enumerator(atPath: snapshotsDirectory) else {
      throw SnapshotIOError(message: "\(snapshotsDirectory): cannot list the folder")
    }
    var orphans: [String] = []
    while let relative = walker.nextObject() as? String {
      guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
      guard relative.hasSuffix(".png") || relative.hasSuffix(".tree.txt") else { continue }
      if !documents.contains(SnapshotPaths.normalizedName(relative)) { orphans.append(relative) }
    }
    return orphans.sorted()
  }

  /// Deletes `relativePaths` below `snapshotsDirectory`.
  public static func delete(_ relativePaths: [String], snapshotsDirectory: String) throws(SnapshotIOError) {
    for path in relativePaths {
      do {
        try FileManager.default.removeItem(atPath: join(snapshotsDirectory, path))
      } catch {
        throw SnapshotIOError(message: "cannot delete \(join(snapshotsDirectory, path)): \(error.localizedDescription)")
      }
    }
  }
}
