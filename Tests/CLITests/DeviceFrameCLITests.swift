import Foundation
import Testing

/// `vellum render --device-frame`, and bad frames: a message naming the problem, a non-zero
/// exit and no file.
@Suite struct DeviceFrameCLITests {
  /// The width and height in a PNG's header.
  func pngSize(_ path: String) throws -> (Int, Int) {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    func be(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be(16), be(20))
  }

  @Test func theFlagFramesTheScreen() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let doc = dir + "/doc.json"
    try #"{"vellum":1,"canvas":{"device":"iPhone 15","scale":1},"root":{"spacer":{}}}"#.write(
      toFile: doc, atomically: true, encoding: .utf8)
    let r = try run(["render", doc, "--device-frame", "-o", dir + "/framed.png"])
    #expect(r.status == 0, "\(r.stderr)")
    // 393 × 852 with a 5 pt band, a 12 pt bezel and 8 pt of room on every side.
    #expect(try pngSize(dir + "/framed.png") == (443, 902))
    // The tree shows the clip around the screen.
    let tree = try run(["tree", doc, "--device-frame"])
    #expect(String(decoding: tree.stdout, as: UTF8.self).contains("clip 25,25 393x852 radius 55 continuous"))
  }

  @Test func withoutADeviceTheFlagIsAUsageErrorAndNothingIsWritten() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let doc = dir + "/doc.json"
    try #"{"vellum":1,"canvas":{"width":200},"root":{"spacer":{}}}"#.write(
      toFile: doc, atomically: true, encoding: .utf8)
    let r = try run(["render", doc, "--device-frame", "-o", dir + "/out.png"])
    #expect(r.status == 64)
    #expect(r.stderr.contains("--device-frame needs a device"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    // With --device it has one.
    #expect(try run(["render", doc, "--device-frame", "--device", "iPhone SE", "-o", dir + "/se.png"]).status == 0)
  }

  @Test func aBadFrameInTheDocumentExits65WithItsPath() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let doc = dir + "/doc.json"
    try #"{"vellum":1,"canvas":{"device":"iPhone 15","deviceFrame":{"caption":3}},"root":{"spacer":{}}}"#.write(
      toFile: doc, atomically: true, encoding: .utf8)
    let r = try run(["render", doc, "-o", dir + "/out.png"])
    #expect(r.status == 65)
    #expect(r.stderr.contains("canvas.deviceFrame.caption") && r.stderr.contains("expected a string"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
  }
}
