import Foundation
import Testing
import VellumCairo
import VellumModel
import VellumSnapshot

@Suite struct SnapshotSessionTests {
  @Test func missingModeRecordsThenPassesWithoutRewriting() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    let session = try Fixtures.session(dir, record: .missing)
    let first = session.verify(Fixtures.document(), name: "cells/box")
    #expect(first.status == .recorded)
    #expect(first.problems == [.missingReference])
    #expect(first.recordedFiles == ["png", "tree.txt", "accessibility.txt"].map { dir + "/Snapshots/cells/box." + $0 })
    let image = try PNGDecoder.decode(try #require(Fixtures.bytes(dir + "/Snapshots/cells/box.png")))
    #expect(image.width == 24 && image.height == 16)
    #expect(Array(image.pixels[0..<4]) == [0x33, 0x66, 0xCC, 255])
    #expect(
      Fixtures.bytes(dir + "/Snapshots/.fingerprint").map { String(decoding: $0, as: UTF8.self) }
        == session.fingerprint + "\n")

    let before = Fixtures.modified(dir + "/Snapshots/cells/box.png")
    let second = session.verify(Fixtures.document(), name: "cells/box")
    #expect(second.status == .passed && second.problems.isEmpty && second.artifacts == nil)
    #expect(Fixtures.modified(dir + "/Snapshots/cells/box.png") == before)
  }

  /// The accessibility tree is a golden of its own: a difference fails with its diff, `failed`
  /// re-records only it, and the artefacts carry the actual one.
  @Test func theAccessibilityTreeIsCheckedLikeTheTree() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    let json =
      #"{"vellum":1,"canvas":{"width":200,"scale":1},"root":{"cell":{"content":{"text":"Wi-Fi","secondaryText":"Home"}}}}"#
    let document = try DocumentDecoder.decode(Array(json.utf8))
    _ = try Fixtures.session(dir, record: .missing).verify(document, name: "row")
    let golden = dir + "/Snapshots/row.accessibility.txt"
    let recorded = try String(contentsOfFile: golden, encoding: .utf8)
    #expect(recorded.hasPrefix("1. root.cell 0,0 200x") && recorded.contains("   label \"Wi-Fi, Home\"\n"))
    try recorded.replacingOccurrences(of: "Wi-Fi, Home", with: "Wi-Fi").write(
      toFile: golden, atomically: true, encoding: .utf8)

    let failed = try Fixtures.session(dir, record: .never).verify(document, name: "row")
    #expect(failed.status == .failed && failed.problems == [.accessibilityDiffers])
    #expect(failed.accessibilityDiff?.contains("+   label \"Wi-Fi, Home\"") == true)
    #expect(Fixtures.exists(dir + "/artifacts/row.actual.accessibility.txt"))
    #expect(FailureMessage.text(failed, acceptCommand: nil).contains("accessibility tree diff:"))

    let rerecorded = try Fixtures.session(dir, record: .failed).verify(document, name: "row")
    #expect(rerecorded.status == .recorded && rerecorded.recordedFiles == [golden])
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == recorded)
  }

  @Test func neverModeFailsOnAMissingReferenceAndWritesTheActual() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    let result = try Fixtures.session(dir, record: .never).verify(Fixtures.document(), name: "box")
    #expect(result.status == .failed && result.problems == [.missingReference])
    #expect(!Fixtures.exists(dir + "/Snapshots/box.png"))
    #expect(result.artifacts?.actualPNG == dir + "/artifacts/box.actual.png")
    #expect(
      Fixtures.exists(dir + "/artifacts/box.actual.png") && Fixtures.exists(dir + "/artifacts/box.actual.tree.txt"))
  }

  @Test func aChangedColourFailsWithArtefactsAndATreeDiff() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    let session = try Fixtures.session(dir, record: .missing)
    _ = session.verify(Fixtures.document(), name: "box")
    let result = session.verify(Fixtures.document(color: 0xCC33_33FF), name: "box")
    #expect(result.status == .failed)
    #expect(result.problems == [.pixelsDiffer, .treeDiffers])
    #expect(result.pixels?.diffPixels == 24 * 16 && result.pixels?.allowedPixels == 0)
    let treeDiff = try #require(result.treeDiff)
    #expect(treeDiff.contains("-fill 0,0 24x16 #3366CC") && treeDiff.contains("+fill 0,0 24x16 #CC3333"))
    let artifacts = try #require(result.artifacts)
    for path in artifacts.all { #expect(Fixtures.exists(path), "\(path)") }
    let diffPath = try #require(artifacts.diffPNG)
    let compositePath = try #require(artifacts.compositePNG)
    let diff = try PNGDecoder.decode(try #require(Fixtures.bytes(diffPath)))
    #expect(Array(diff.pixels[0..<4]) == [255, 0, 0, 255])
    let composite = try PNGDecoder.decode(try #require(Fixtures.bytes(compositePath)))
    #expect(composite.width == 3 * 24 + 4 * CompositeImage.gutter)
    #expect(composite.height == CompositeImage.labelHeight + 16 + CompositeImage.gutter)
    // The reference is untouched and the stale artefacts go once the render matches again.
    #expect(session.verify(Fixtures.document(), name: "box").status == .passed)
    #expect(!Fixtures.exists(dir + "/artifacts/box.actual.png"))
  }

  @Test func failedModeRewritesOnlyWhatReallyDiffers() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    _ = try Fixtures.session(dir, record: .missing).verify(Fixtures.document(), name: "box")
    let png = dir + "/Snapshots/box.png"
    let before = Fixtures.modified(png)
    let session = try Fixtures.session(dir, record: .failed)
    #expect(session.verify(Fixtures.document(), name: "box").status == .passed)
    #expect(Fixtures.modified(png) == before)

    let changed = session.verify(Fixtures.document(color: 0x00AA_00FF), name: "box")
    #expect(changed.status == .recorded && changed.problems == [.pixelsDiffer, .treeDiffers])
    let image = try PNGDecoder.decode(try #require(Fixtures.bytes(png)))
    #expect(Array(image.pixels[0..<4]) == [0, 0xAA, 0, 255])
    #expect(
      try Fixtures.session(dir, record: .never).verify(Fixtures.document(color: 0x00AA_00FF), name: "box").status
        == .passed)
  }

  @Test func allModeRewritesOnlyFilesWhoseBytesChange() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    _ = try Fixtures.session(dir, record: .missing).verify(Fixtures.document(), name: "box")
    let png = dir + "/Snapshots/box.png"
    let before = Fixtures.modified(png)
    let session = try Fixtures.session(dir, record: .all, options: ComparisonOptions(maxDiffPixelRatio: 1))
    #expect(session.verify(Fixtures.document(), name: "box").status == .passed)
    #expect(Fixtures.modified(png) == before)
    // Within the allowance, but `all` still re-records the new pixels and tree.
    let result = session.verify(Fixtures.document(color: 0x3366_CDFF), name: "box")
    #expect(result.status == .recorded && result.recordedFiles == [png, dir + "/Snapshots/box.tree.txt"])
    let image = try PNGDecoder.decode(try #require(Fixtures.bytes(png)))
    #expect(Array(image.pixels[0..<4]) == [0x33, 0x66, 0xCD, 255])
  }

  @Test func allowedPixelDifferencesStillFailOnTheTree() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    _ = try Fixtures.session(dir, record: .missing).verify(Fixtures.document(), name: "box")
    let lenient = try Fixtures.session(dir, record: .never, options: ComparisonOptions(maxDiffPixelRatio: 1))
    let result = lenient.verify(Fixtures.document(color: 0x3366_CDFF), name: "box")
    #expect(result.status == .failed && result.problems == [.treeDiffers])
    #expect(result.pixels?.diffPixels == 384 && result.pixels?.allowedPixels == 384)

    var noTree = lenient.configuration
    noTree.compareTree = false
    let pixelsOnly = SnapshotSession(configuration: noTree, renderer: lenient.renderer)
    #expect(pixelsOnly.verify(Fixtures.document(color: 0x3366_CDFF), name: "box").status == .passed)
  }

  @Test func sizeMismatchIsReported() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    let session = try Fixtures.session(dir, record: .missing)
    _ = session.verify(Fixtures.document(), name: "box")
    let result = session.verify(Fixtures.document(height: 20), name: "box")
    #expect(result.status == .failed && result.problems.first == .sizeMismatch)
    #expect(result.pixels?.expectedSize == "24×16" && result.pixels?.actualSize == "24×20")
  }

  @Test func aDifferentRecordingEnvironmentIsReported() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    let session = try Fixtures.session(dir, record: .missing)
    _ = session.verify(Fixtures.document(), name: "box")
    #expect(session.verify(Fixtures.document(color: 0xFF00_00FF), name: "box").referenceFingerprint == nil)
    Fixtures.write("cairo 0.0.1\n", to: dir + "/Snapshots/.fingerprint")
    let result = session.verify(Fixtures.document(color: 0xFF00_00FF), name: "box")
    #expect(result.referenceFingerprint == "cairo 0.0.1")
    #expect(result.fingerprint == session.fingerprint)
  }

  @Test func compositeLabelsAreDeterministicAndVisible() throws {
    let renderer = try Renderer()
    let panel = RGBAImage(width: 120, height: 10, fill: (255, 255, 255, 255))
    let a = try CompositeImage.expectedDiffActual(expected: panel, diff: nil, actual: panel, renderer: renderer)
    let b = try CompositeImage.expectedDiffActual(expected: panel, diff: nil, actual: panel, renderer: renderer)
    #expect(a == b)
    // Some label pixels are darker than the backdrop (the text was drawn).
    let labelRow = a.pixels[0..<(CompositeImage.labelHeight * a.width * 4)]
    #expect(stride(from: 0, to: labelRow.count, by: 4).contains { labelRow[$0] < 120 })
  }
}
