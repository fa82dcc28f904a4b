import FoundationEssentials
import VellumCairo
import VellumModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding references that no document produces any more.
package enum SnapshotPruning {
  /// Reference files (`.png`, `.tree.txt`) below `snapshotsDirectory` whose name has no
  /// `<name>.json` below `samplesDirectory` (nor is one of its variants), and the temporaries an interrupted write left
  /// (`.<name>.png.XXXXXX`), as sorted paths relative to the snapshots folder. Other hidden
  /// files (such as `.fingerprint`) are left alone.
  package static func orphans(snapshotsDirectory: String, samplesDirectory: String) throws(SnapshotIOError) -> [String]
  {
    var skipped: [SnapshotSuite.SkippedDocument] = []
    return try orphans(snapshotsDirectory: snapshotsDirectory, samplesDirectory: samplesDirectory, skipped: &skipped)
  }

  /// The orphans as ``orphans(snapshotsDirectory:samplesDirectory:)`` finds them; documents that
  /// are not regular files are added to `skipped` (their references are kept).
  package static func orphans(
    snapshotsDirectory: String, samplesDirectory: String, skipped: inout [SnapshotSuite.SkippedDocument]
  ) throws(SnapshotIOError) -> [String] {
    // Each document's snapshot names: its own, or one per combination of its variants.
    var documents: Set<String> = []
    // Documents that cannot be read or decoded: every reference that could be one of their
    // variants (`name.…`) is kept, never listed for deletion.
    var unknown: [String] = []
    for relative in try SnapshotSuite.discoverDocuments(in: samplesDirectory, skipped: &skipped) {
      let name = SnapshotPaths.normalizedName(relative)
      documents.insert(name)
      let path = join(samplesDirectory, relative)
      if let bytes = SnapshotFiles.read(path), let document = try? DocumentDecoder.decode(bytes) {
        for image in document.images(named: name) { documents.insert(name + image.suffix) }
      } else {
        unknown.append(name + ".")
      }
    }
    for document in skipped {
      let name = SnapshotPaths.normalizedName(document.relative)
      documents.insert(name)
      unknown.append(name + ".")
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
      let name = SnapshotPaths.normalizedName(relative)
      if !documents.contains(name), !unknown.contains(where: name.hasPrefix) { orphans.append(relative) }
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
    var target = name.dropFirst().dropLast(7)
    // `.x.png.vellum-<pid>.XXXXXX` (AtomicFile's names): interrupted only when that process is gone.
    if let pid = TemporaryFiles.ownerOfLeftover(String(name)), let marker = target.firstRange(of: TemporaryFiles.marker)
    {
      guard kill(pid, 0) != 0, errno == ESRCH else { return false }
      target = target[..<marker.lowerBound]
    }
    return target == ".fingerprint" || target.hasSuffix(".png") || target.hasSuffix(".tree.txt")
      || target.hasSuffix(".accessibility.txt")
  }

  /// Deletes `relativePaths` below `snapshotsDirectory`.
  package static func delete(_ relativePaths: [String], snapshotsDirectory: String) throws(SnapshotIOError) {
    for path in relativePaths {
      do {
        try FileManager.default.removeItem(atPath: join(snapshotsDirectory, path))
      } catch {
        throw SnapshotIOError(message: "cannot delete \(join(snapshotsDirectory, path)): \(failureReason(error))")
      }
    }
  }
}
