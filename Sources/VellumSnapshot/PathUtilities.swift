import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Path helpers for locating packages and linking report files.
package enum PathUtilities {
  /// The folder containing `Package.swift` found by walking up from `filePath` (a test file's
  /// `#filePath`), or nil when there is none.
  package static func packageRoot(containing filePath: String) -> String? {
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

  /// `path` made absolute against the current directory and standardised: `.`, `..` and empty
  /// components resolved lexically (symbolic links are not followed), no trailing `/`: what
  /// `URL(fileURLWithPath:).standardizedFileURL.path` gives, without a URL's parsing.
  package static func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
    var parts: [Substring] = []
    for part in full.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The process's current directory.
  static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return FileManager.default.currentDirectoryPath }
    let path = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: path, as: UTF8.self)
  }

  /// The relative path from folder `from` to `to`, both made absolute first, with `/` separators.
  package static func relative(from directory: String, to path: String) -> String {
    let base = absolute(directory).split(separator: "/").map(String.init)
    let target = absolute(path).split(separator: "/").map(String.init)
    var common = 0
    while common < base.count && common < target.count && base[common] == target[common] { common += 1 }
    let ups = Array(repeating: "..", count: base.count - common)
    let parts = ups + target[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}

/// NSString's path operations on `String`, for the package's own code, without Foundation's
/// `NSString` (whose classes pull CoreFoundation into the binary: start-up time and memory).
/// Same results as NSString for the paths Vellum handles: trailing slashes are ignored, a
/// leading dot is no extension.
extension String {
  /// The path without trailing slashes (the root stays "/").
  private var trimmedPath: String {
    var s = Substring(self)
    while s.count > 1 && s.hasSuffix("/") { s = s.dropLast() }
    return String(s)
  }

  /// The last component: `a/b.json` → `b.json`; `/` → `/`.
  package var lastPathComponent: String {
    let s = trimmedPath
    guard s != "/", let slash = s.lastIndex(of: "/") else { return s }
    return String(s[s.index(after: slash)...])
  }

  /// The path without its last component: `a/b` → `a`, `/a` → `/`, `a` → "".
  package var deletingLastPathComponent: String {
    let s = trimmedPath
    guard s != "/", let slash = s.lastIndex(of: "/") else { return s == "/" ? "/" : "" }
    var head = s[..<slash]
    while head.hasSuffix("/") { head = head.dropLast() }
    return head.isEmpty ? "/" : String(head)
  }

  /// The last component's extension without the dot: `b.tar.gz` → `gz`; `.hidden` → "".
  package var pathExtension: String {
    let last = lastPathComponent
    guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
    return String(last[last.index(after: dot)...])
  }

  /// The path without its last component's extension (`a/b.json` → `a/b`, `a.` → `a`), with
  /// repeated slashes collapsed.
  package var deletingPathExtension: String {
    var collapsed = ""
    for c in trimmedPath where !(c == "/" && collapsed.hasSuffix("/")) { collapsed.append(c) }
    let last = collapsed.lastPathComponent
    guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return collapsed }
    return String(collapsed.dropLast(last.distance(from: dot, to: last.endIndex)))
  }

  /// `component` after a slash (none added when the path ends in one): `a` + `b` → `a/b`,
  /// `a/` + `b` → `a/b`; an empty path gives `component`, an empty component the path.
  package func appendingPathComponent(_ component: String) -> String {
    if component.isEmpty { return self }
    if isEmpty { return component }
    return hasSuffix("/") ? self + component : self + "/" + component
  }
}

/// Why a file operation failed, in the words of the system (`No such file or directory`),
/// from the POSIX error FoundationEssentials wraps; other errors as they describe themselves.
package func failureReason(_ error: any Error) -> String {
  if let cocoa = error as? CocoaError, let posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
    return String(cString: strerror(posix.code.rawValue))
  }
  if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
  return "\(error)"
}

/// Whether `path` is a folder (following symbolic links).
package func isDirectory(atPath path: String) -> Bool {
  var info = stat()
  return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
}
