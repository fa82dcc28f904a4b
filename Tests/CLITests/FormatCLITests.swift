import Foundation
import Testing

@Suite struct FormatCLITests {
  /// `fmt` rewrites in place (only what changes), `--check` lists and exits 1, `-` filters
  /// standard input, and a document that does not decode is reported and left alone.
  @Test func fmtRewritesChecksAndLeavesBadDocumentsAlone() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let messy = #"{"root":{"text":{"color":"systemRed","string":"Hi"}},"vellum":1}"#
    let canonical = """
      {
        "vellum": 1,
        "root": {
          "text": {
            "string": "Hi",
            "color": "systemRed"
          }
        }
      }

      """
    try messy.write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
    try canonical.write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
    let bad = #"{ "vellum": 1, "root": { "text": { "strin": "x" } } }"#
    try bad.write(toFile: dir + "/c.json", atomically: true, encoding: .utf8)

    let check = try run(["fmt", "--check", dir + "/a.json", dir + "/b.json"])
    #expect(check.status == 1 && String(decoding: check.stdout, as: UTF8.self) == "not canonical: \(dir)/a.json\n")
    #expect(try String(contentsOfFile: dir + "/a.json", encoding: .utf8) == messy)

    let stdin = try run(["fmt", "-"], input: Data(messy.utf8))
    #expect(stdin.status == 0 && String(decoding: stdin.stdout, as: UTF8.self) == canonical)

    let folder = try run(["fmt", dir])
    #expect(folder.status == 65 && folder.stderr.contains("c.json: root.text.strin: unknown key"))
    #expect(String(decoding: folder.stdout, as: UTF8.self) == "formatted \(dir)/a.json\n")
    #expect(try String(contentsOfFile: dir + "/a.json", encoding: .utf8) == canonical)
    #expect(try String(contentsOfFile: dir + "/c.json", encoding: .utf8) == bad)
    #expect(try run(["fmt", "--check", dir + "/a.json", dir + "/b.json"]).status == 0)
    #expect(try run(["fmt", dir + "/missing.json"]).status == 66)
  }

  /// `--state-system-version 18` writes the look a document was written for into those that
  /// rely on the default (now iOS 26's), and leaves those that state or vary one alone.
  @Test func fmtStatesTheSystemVersionDocumentsRelyOn() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let relying = #"{"vellum":1,"canvas":{"width":390},"root":{"text":{"string":"Hi"}}}"#
    let noCanvas = #"{"vellum":1,"root":{"spacer":{}}}"#
    let stating = #"{"vellum":1,"canvas":{"systemVersion":"26"},"root":{"spacer":{}}}"#
    let varying = #"{"vellum":1,"variants":{"systemVersion":["18","26"]},"root":{"spacer":{}}}"#
    for (name, text) in [("a", relying), ("b", noCanvas), ("c", stating), ("d", varying)] {
      try text.write(toFile: dir + "/\(name).json", atomically: true, encoding: .utf8)
    }
    #expect(try run(["fmt", "--state-system-version", "25", dir]).status == 64)
    #expect(try run(["fmt", "--state-system-version", "18", dir]).status == 0)
    func object(_ name: String) throws -> [String: Any] {
      let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/\(name).json"))
      return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
    func version(_ name: String) throws -> String? {
      (try object(name)["canvas"] as? [String: Any])?["systemVersion"] as? String
    }
    #expect(try version("a") == "18" && (try object("a")["canvas"] as? [String: Any])?["width"] as? Double == 390)
    #expect(try version("b") == "18")
    #expect(try version("c") == "26")
    #expect(try version("d") == nil)
    #expect(try run(["fmt", "--check", "--state-system-version", "18", dir]).status == 0)
  }
}
