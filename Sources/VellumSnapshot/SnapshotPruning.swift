import FoundationEssentials
import VellumModel

/// Finding references that no document produces any more.
public enum SnapshotPruning {
  /// Reference files (`.png`, `.tree.txt`) below `snapshotsDirectory` whose name has no
  /// `<name>.json` below `samplesDirectory` (nor is one of its variants), and the temporaries an interrupted write left
  /// (`.<name>.png.XXXXXX`), as sorted paths relative to the snapshots folder. Other hidden
  /// files (such as `.fingerprint`) are left alone.
  public static func orphans(snapshotsDirectory: String, samplesDirectory: String) throws(SnapshotIOError) -> [String] {
    // Each document's snapshot names: its own, or one per combination of its variants.
    var documents: Set<String> = []
    for relative in try SnapshotSuite.discoverDocuments(in: samplesDirectory) {
      let name = SnapshotPaths.normalizedName(relative)
      documents.insert(name)
      let path = join(samplesDirectory, relative)
      if let bytes = SnapshotFiles.read(path), let document = try? DocumentDecoder.decode(bytes) {
        for image in document.images(named: name) { documents.insert(name + image.suffix) }
      }
    }
    guard isDirectory(atPath: snapshotsDirectory) else {
      throw SnapshotIOError(message: "\(snapshotsDirectory): no such folder")
    }
    guard let walker = try? FileManager.default.subpathsOfDirectory(atPath: snapshotsDirectory) else {
      throw SnapshotIOError(message: "\(snapshotsDirectory): cannot list the folder")
    }
    var orphans: [String] = []
    for relative in walker {
      let components = relative.split(separator: "/")
      if let last = components.last, isInterruptedWrite(last),
        !components.dropLast().contains(where: { $0.hasPrefix(".") })
      {
        orphans.append(relative)
        continue
      }
      guard !components.contains(where: { $0.hasPrefix(".") }) else { continue }
      guard relative.hasSuffix(".png") || relative.hasSuffix(".tree.txt") || relative.hasSuffix(".accessibility.txt")
      else { continue }
      if !documents.contains(SnapshotPaths.normalizedName(relative)) { orphans.append(relative) }
    }
    return orphans.sorted()
  }

  /// Whether `name` is a temporary `AtomicFile` made and a kill left behind: `.` + the target's
  /// name + `.` + six characters from `mkstemp`.
  static func isInterruptedWrite(_ name: Substring) -> Bool {
    guard name.hasPrefix("."), name.count > 8 else { return false }
    let suffix = name.suffix(7)
    guard suffix.first == ".", suffix.dropFirst().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
      return false
    }
    let target = name.dropFirst().dropLast(7)
    return target == ".fingerprint" || target.hasSuffix(".png") || target.hasSuffix(".tree.txt")
      || target.hasSuffix(".accessibility.txt")
  }

  /// Deletes `relativePaths` below `snapshotsDirectory`.
  public static func delete(_ relativePaths: [String], snapshotsDirectory: String) throws(SnapshotIOError) {
    for path in relativePaths {
      do {
        try FileManager.default.removeItem(atPath: join(snapshotsDirectory, path))
      } catch {
        throw SnapshotIOError(message: "cannot delete \(join(snapshotsDirectory, path)): \(failureReason(error))")
      }
    }
  }
}
