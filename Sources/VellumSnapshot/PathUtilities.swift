import Foundation

/// Path helpers for locating packages and linking report files.
public enum PathUtilities {
  /// The folder containing `Package.swift` found by walking up from `filePath` (a test file's
  /// `#filePath`), or nil when there is none.
  public static func packageRoot(containing filePath: String) -> String? {
    var url = URL(fileURLWithPath: filePath).standardizedFileURL.deletingLastPathComponent()
    while true {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url.path
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  /// `path` made absolute against the current directory and standardised (`..` resolved lexically).
  public static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// The relative path from folder `from` to `to`, both made absolute first, with `/` separators.
  public static func relative(from directory: String, to path: String) -> String {
    let base = absolute(directory).split(separator: "/").map(String.init)
    let target = absolute(path).split(separator: "/").map(String.init)
    var common = 0
    while common < base.count && common < target.count && base[common] == target[common] { common += 1 }
    let ups = Array(repeating: "..", count: base.count - common)
    let parts = ups + target[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
