import Foundation
import Testing

/// The README's rule "looks are values": layout asks `Design` for a look's metrics and colours
/// and never branches on the version itself, so a look is added as a value, not as `if`s
/// spread over every layout file. Only the engine's `design` reads `canvas.systemVersion`.
@Suite struct DesignRuleTests {
  @Test func onlyTheEngineReadsTheSystemVersion() throws {
    let layout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "Sources/VellumLayout")
    let files =
      (FileManager.default.enumerator(at: layout, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
      .filter { $0.pathExtension == "swift" }
    #expect(files.count > 40)
    var readers: [String] = []
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        if code.contains("systemVersion") { readers.append("\(file.lastPathComponent):\(i + 1)") }
      }
    }
    #expect(readers.count == 1 && readers.first?.hasPrefix("LayoutEngine.swift:") == true, "\(readers)")
  }
}
