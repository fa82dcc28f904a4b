import Foundation
import Testing

@Suite struct WatchCLITests {
  /// `render --watch` renders, then again on each change: a line per render, a failed
  /// render reported without exiting (the last good image kept), and on again once fixed.
  @Test(.timeLimit(.minutes(2))) func watchRendersAgainOnEachChangeAndOutlivesErrors() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    func doc(_ s: String) -> String {
      #"{ "vellum": 1, "canvas": { "width": 120, "scale": 1 }, "root": { "text": { "string": ""# + s + #"" } } }"#
    }
    let path = dir + "/doc.json"
    let png = dir + "/doc.png"
    try doc("one").write(toFile: path, atomically: true, encoding: .utf8)

    let p = Process()
    p.executableURL = URL(fileURLWithPath: vellum)
    p.arguments = ["render", path, "-o", png, "--watch"]
    // Standard output goes to a file the test reads as it grows.
    let log = dir + "/watch.log"
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    let out = try #require(FileHandle(forWritingAtPath: log))
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    var text: String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
    try p.run()
    defer { if p.isRunning { p.terminate() } }
    /// Waits (up to 30 s) until the output has `count` lines containing `word`.
    func waitFor(_ word: String, count: Int = 1) -> Bool {
      for _ in 0..<300 {
        if text.components(separatedBy: "\n").filter({ $0.contains(word) }).count >= count {
          return true
        }
        usleep(100_000)
      }
      return false
    }
    #expect(waitFor("watching 1 document"))
    let first = try Data(contentsOf: URL(fileURLWithPath: png))
    try doc("two").write(toFile: path, atomically: true, encoding: .utf8)
    #expect(waitFor("rendered", count: 2), "\(text)")
    let second = try Data(contentsOf: URL(fileURLWithPath: png))
    #expect(first != second)
    try #"{ "vellum": 1, "root": "#.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(waitFor("failed (exit 65); watching for the next change"), "\(text)")
    #expect(p.isRunning)
    #expect(try Data(contentsOf: URL(fileURLWithPath: png)) == second)
    try doc("three").write(toFile: path, atomically: true, encoding: .utf8)
    #expect(waitFor("rendered", count: 3), "\(text)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: png)) != second)
    p.terminate()
    p.waitUntilExit()

    // Bad starts exit at once.
    let missing = try run(["render", dir + "/nope.json", "-o", png, "--watch"])
    #expect(missing.status == 66 && missing.stderr.contains("nope.json: no such file"))
    let stdin = try run(["render", path, "-o", "-", "--watch"])
    #expect(stdin.status == 64 && stdin.stderr.contains("not standard output"))
  }

  /// An edit of a file the document includes renders it again.
  @Test(.timeLimit(.minutes(2))) func watchRendersAgainWhenAnIncludedFileChanges() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    func part(_ s: String) -> String { #"{ "text": { "string": ""# + s + #"" } }"# }
    let path = dir + "/doc.json"
    let png = dir + "/doc.png"
    try #"{ "vellum": 1, "canvas": { "width": 120, "scale": 1 }, "root": { "include": "part.json" } }"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    try part("one").write(toFile: dir + "/part.json", atomically: true, encoding: .utf8)
    let p = Process()
    p.executableURL = URL(fileURLWithPath: vellum)
    p.arguments = ["render", path, "-o", png, "--watch"]
    let log = dir + "/watch.log"
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    p.standardOutput = FileHandle(forWritingAtPath: log)
    p.standardError = FileHandle.nullDevice
    var text: String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
    try p.run()
    defer { if p.isRunning { p.terminate() } }
    func waitFor(_ word: String, count: Int = 1) -> Bool {
      for _ in 0..<300 {
        if text.components(separatedBy: "\n").filter({ $0.contains(word) }).count >= count { return true }
        usleep(100_000)
      }
      return false
    }
    #expect(waitFor("watching 1 document"))
    let first = try Data(contentsOf: URL(fileURLWithPath: png))
    try part("two").write(toFile: dir + "/part.json", atomically: true, encoding: .utf8)
    #expect(waitFor("rendered", count: 2), "\(text)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: png)) != first)
    p.terminate()
    p.waitUntilExit()
  }
}
