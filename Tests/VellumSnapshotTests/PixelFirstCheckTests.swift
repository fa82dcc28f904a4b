import Foundation
import Testing
import VellumCairo
import VellumModel
import VellumSnapshot

/// A check compares the rendered pixels with the golden's before encoding anything
/// (`Renderer.paintsSamePixels`): a match passes as the PNG comparison passes it, and everything
/// else (a failure's messages and artefacts, recording) is what comparing the PNGs gives.
@Suite(.serialized) struct PixelFirstCheckTests {
  /// One renderer for the sessions of a test, as `vellum check` has one per worker.
  let renderer: Renderer
  init() throws { renderer = try Renderer() }

  func session(_ dir: String, record: RecordMode) -> SnapshotSession {
    SnapshotSession(
      configuration: SnapshotConfiguration(
        snapshotsDirectory: dir + "/Snapshots", artifactsDirectory: dir + "/artifacts", record: record),
      renderer: renderer)
  }

  /// A document of several 256-row strips with text in it, so rows differ from one another.
  static func document(_ text: String = "Wi-Fi") throws -> Document {
    let json = """
      {"vellum":1,"canvas":{"width":120,"height":600,"scale":1,"background":"#FFFFFF"},
       "root":{"list":{"appearance":"insetGrouped","sections":[{"header":{"text":"Header"},"items":[
         {"content":{"style":"valueCell","text":"\(text)","secondaryText":"Home","image":{"systemName":"wifi"}},
          "accessories":[{"disclosureIndicator":{}}]}]}]}}}
      """
    return try DocumentDecoder.decode(Array(json.utf8))
  }

  /// The golden's image with one pixel changed, encoded again.
  static func withOnePixelChanged(_ png: [UInt8], x: Int, y: Int) throws -> [UInt8] {
    var image = try PNGDecoder.decode(png)
    let i = (y * image.width + x) * 4
    image.pixels[i] ^= 0x40
    return try PNGEncoder.encode(image, hasAlpha: false)
  }

  @Test func aGoldenWithOtherBytesButTheSamePixelsPasses() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    let document = try Self.document()
    _ = session(dir, record: .missing).verify(document, name: "row")
    let golden = dir + "/Snapshots/row.png"
    let recorded = try #require(Fixtures.bytes(golden))
    // The same pixels, filtered UP: other bytes.
    let reencoded = try PNGEncoder.encode(
      try PNGDecoder.decode(recorded), hasAlpha: false, options: PNGEncoder.Options(filter: .up))
    #expect(reencoded != recorded)
    try AtomicFile.write(reencoded, to: golden)

    let result = session(dir, record: .never).verify(document, name: "row")
    #expect(result.status == .passed && result.problems.isEmpty && result.artifacts == nil)
    // The report a comparison of the two PNGs gives.
    let compared = try ImageComparison.compare(expectedPNG: reencoded, actualPNG: recorded)
    #expect(result.pixels == SnapshotResult.PixelReport(compared))
    #expect(!Fixtures.exists(dir + "/artifacts/row.actual.png"))

    // `failed` leaves a match alone; `all` rewrites what differs in bytes.
    #expect(session(dir, record: .failed).verify(document, name: "row").status == .passed)
    #expect(Fixtures.bytes(golden) == reencoded)
    let all = session(dir, record: .all).verify(document, name: "row")
    #expect(all.status == .recorded && all.recordedFiles == [golden])
    #expect(Fixtures.bytes(golden) == recorded)
  }

  @Test func aGoldenOnePixelOffFailsWithTheArtefactsOfAPNGComparison() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    let document = try Self.document()
    _ = session(dir, record: .missing).verify(document, name: "row")
    let golden = dir + "/Snapshots/row.png"
    let recorded = try #require(Fixtures.bytes(golden))
    // In the last strip (rows 512…599), so painting goes on to the end before it differs.
    let changed = try Self.withOnePixelChanged(recorded, x: 7, y: 590)
    try AtomicFile.write(changed, to: golden)

    let result = session(dir, record: .never).verify(document, name: "row")
    #expect(result.status == .failed && result.problems == [.pixelsDiffer])
    let compared = try ImageComparison.compare(expectedPNG: changed, actualPNG: recorded)
    #expect(result.pixels == SnapshotResult.PixelReport(compared) && result.pixels?.diffPixels == 1)
    let artifacts = try #require(result.artifacts)
    #expect(Fixtures.bytes(try #require(artifacts.actualPNG)) == recorded)
    #expect(Fixtures.bytes(dir + "/artifacts/row.expected.png") == changed)
    let diffPath = try #require(artifacts.diffPNG)
    let diff = try PNGDecoder.decode(try #require(Fixtures.bytes(diffPath)))
    #expect(diff.width == 120 && diff.height == 600)
    #expect(Fixtures.exists(try #require(artifacts.compositePNG)))
    #expect(FailureMessage.text(result, acceptCommand: nil).contains("1 pixel differs"))

    // Re-recorded by `failed`: the renderer's own bytes.
    let rerecorded = session(dir, record: .failed).verify(document, name: "row")
    #expect(rerecorded.status == .recorded && rerecorded.recordedFiles == [golden])
    #expect(Fixtures.bytes(golden) == recorded)
  }

  /// The image matches (no PNG encoded to find it) but the tree does not: the failure still keeps
  /// the actual PNG, the expected copy, the diff and the composite, as before.
  @Test func aMatchingImageBesideADifferingTreeKeepsTheImageArtefacts() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    let document = try Self.document()
    _ = session(dir, record: .missing).verify(document, name: "row")
    let recorded = try #require(Fixtures.bytes(dir + "/Snapshots/row.png"))
    let tree = dir + "/Snapshots/row.tree.txt"
    let text = try String(contentsOfFile: tree, encoding: .utf8)
    try (text + "extra\n").write(toFile: tree, atomically: true, encoding: .utf8)

    let result = session(dir, record: .never).verify(document, name: "row")
    #expect(result.status == .failed && result.problems == [.treeDiffers])
    #expect(result.pixels?.diffPixels == 0)
    let artifacts = try #require(result.artifacts)
    #expect(Fixtures.bytes(try #require(artifacts.actualPNG)) == recorded)
    #expect(Fixtures.bytes(dir + "/artifacts/row.expected.png") == recorded)
    #expect(Fixtures.exists(try #require(artifacts.diffPNG)))
    #expect(Fixtures.exists(try #require(artifacts.compositePNG)))
  }

  @Test func aDamagedGoldenIsReportedAsBefore() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    let document = try Self.document()
    _ = session(dir, record: .missing).verify(document, name: "row")
    let golden = dir + "/Snapshots/row.png"
    let recorded = try #require(Fixtures.bytes(golden))
    try AtomicFile.write(Array(recorded[0..<recorded.count / 2]), to: golden)
    let result = session(dir, record: .never).verify(document, name: "row")
    #expect(result.status == .failed && result.problems.contains(.error))
    #expect(result.error?.hasPrefix("cannot read \(golden): ") == true)
    let actual = try #require(Fixtures.bytes(dir + "/artifacts/row.actual.png"))
    #expect(actual == recorded)
  }
}
