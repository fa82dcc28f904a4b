import Foundation
import VellumCairo
import VellumModel
import VellumSnapshot

/// Small real documents and temporary folders for the snapshot workflow tests.
enum Fixtures {
  /// A `width`×`height` point canvas at scale 1 holding a stack filled with `color` (0xRRGGBBAA)
  /// and, optionally, a label.
  static func document(color: UInt32 = 0x3366_CCFF, width: Double = 24, height: Double = 16, text: String? = nil)
    -> Document
  {
    var stack = Stack()
    stack.background = .fixed(Color(rgba: color))
    if let text { stack.children = [.text(TextComponent(string: text))] }
    return Document(
      canvas: Canvas(width: width, height: height, scale: 1, background: .fixed(.white)), root: .stack(stack))
  }

  /// JSON for ``document(color:width:height:text:)``'s shape, for samples folders.
  static func json(color: String = "#3366CC", width: Int = 24, height: Int = 16) -> String {
    """
    { "vellum": 1, "canvas": { "width": \(width), "height": \(height), "scale": 1, "background": "#FFFFFF" },
      "root": { "stack": { "background": "\(color)" } } }
    """
  }

  /// A fresh empty folder, removed by the caller with ``remove(_:)``.
  static func temporaryDirectory() -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-snap-\(UUID().uuidString)").path
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }

  static func write(_ text: String, to path: String) {
    let parent = (path as NSString).deletingLastPathComponent
    try! FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    try! AtomicFile.write(Array(text.utf8), to: path)
  }

  static func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }

  static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  static func modified(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  static func session(_ dir: String, record: RecordMode, options: ComparisonOptions = ComparisonOptions()) throws
    -> SnapshotSession
  {
    try SnapshotSession(
      configuration: SnapshotConfiguration(
        snapshotsDirectory: dir + "/Snapshots", artifactsDirectory: dir + "/artifacts", options: options,
        record: record))
  }
}
