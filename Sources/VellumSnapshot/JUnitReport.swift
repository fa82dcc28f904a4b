import VellumModel

/// A JUnit XML report of a check (one `<testcase>` per snapshot), for CI test-result viewers.
public enum JUnitReport {
  /// The XML text of `run`.
  public static func xml(_ run: SnapshotRun, suiteName: String = "vellum snapshots") -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites tests=\"\(run.results.count)\" failures=\"\(run.failedCount)\">\n"
    out += "  <testsuite name=\"\(escape(suiteName))\" tests=\"\(run.results.count)\" failures=\"\(run.failedCount)\""
    out += " errors=\"0\" skipped=\"0\">\n"
    for result in run.results {
      let (classname, name) = split(result.name)
      out += "    <testcase classname=\"\(escape(classname))\" name=\"\(escape(name))\""
      guard result.failed else {
        guard result.status == .recorded else {
          out += "/>\n"
          continue
        }
        let note = escape("recorded " + result.recordedFiles.joined(separator: ", "))
        out += ">\n      <system-out>\(note)</system-out>\n    </testcase>\n"
        continue
      }
      let message = escape(FailureMessage.headline(result))
      let type = escape(result.problems.map(\.rawValue).joined(separator: ","))
      out += ">\n      <failure message=\"\(message)\" type=\"\(type)\">"
      out += escape(FailureMessage.text(result, acceptCommand: nil))
      out += "</failure>\n    </testcase>\n"
    }
    out += "  </testsuite>\n</testsuites>\n"
    return out
  }

  /// Writes the report atomically.
  public static func write(_ run: SnapshotRun, to path: String) throws(SnapshotIOError) {
    try SnapshotFiles.write(Array(xml(run).utf8), to: path)
  }

  /// `cells/states` → (`cells`, `states`).
  static func split(_ name: String) -> (String, String) {
    guard let slash = name.lastIndex(of: "/") else { return ("snapshots", name) }
    return (name[..<slash].replacingSlashes, String(name[name.index(after: slash)...]))
  }

  /// XML text and attribute escaping (`TextEscaping.markupEscaped`).
  static func escape(_ s: String) -> String { TextEscaping.markupEscaped(s) }
}

extension Substring {
  fileprivate var replacingSlashes: String { String(self).split(separator: "/").joined(separator: ".") }
}
