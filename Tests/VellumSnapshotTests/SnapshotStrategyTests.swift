import Foundation
import Testing
import VellumCairo
import VellumModel
import VellumSnapshot

/// A value of the test's own: a screen that knows how to describe itself as a document.
private struct Banner {
  var color: UInt32
  var document: Document { Fixtures.document(color: color) }
}

/// A value with no document at all, snapshotted as text.
private struct Counter {
  var count: Int
}

@Suite struct SnapshotStrategyTests {
  /// A settings row whose accessibility label changes with `secondary`.
  static func row(_ secondary: String) throws -> Document {
    let json =
      #"{"vellum":1,"canvas":{"width":200,"scale":1},"root":{"cell":{"content":{"text":"Wi-Fi","secondaryText":"\#(secondary)"}}}}"#
    return try DocumentDecoder.decode(Array(json.utf8))
  }

  @Test func anImageOfYourOwnTypeThroughPullbackRecordsMatchesThenFails() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    let strategy: Snapshotting<Banner, PNG> = .image.pullback { $0.document }
    let png = dir + "/Snapshots/banner.png"

    let recorded = try Fixtures.session(dir, record: .missing).verify(
      Banner(color: 0x3366_CCFF), as: strategy, name: "banner")
    #expect(recorded.status == .recorded && recorded.recordedFiles == [png])
    #expect(recorded.problems == [.missingReference])
    let image = try PNGDecoder.decode(try #require(Fixtures.bytes(png)))
    #expect(Array(image.pixels[0..<4]) == [0x33, 0x66, 0xCC, 255])
    // Only the strategy's own reference is written.
    #expect(!Fixtures.exists(dir + "/Snapshots/banner.tree.txt"))
    #expect(!Fixtures.exists(dir + "/Snapshots/banner.accessibility.txt"))

    let session = try Fixtures.session(dir, record: .never)
    let passed = session.verify(Banner(color: 0x3366_CCFF), as: strategy, name: "banner")
    #expect(passed.status == .passed && passed.problems.isEmpty && passed.pixels?.diffPixels == 0)

    let failed = session.verify(Banner(color: 0xCC33_33FF), as: strategy, name: "banner")
    #expect(failed.status == .failed && failed.problems == [.pixelsDiffer])
    #expect(failed.pixels?.diffPixels == 24 * 16 && failed.treeDiff == nil)
    let artifacts = try #require(failed.artifacts)
    #expect(artifacts.actualPNG == dir + "/artifacts/banner.actual.png")
    #expect(artifacts.expectedPNG == dir + "/artifacts/banner.expected.png")
    #expect(artifacts.diffPNG != nil && artifacts.compositePNG != nil && artifacts.actualTree == nil)
    for path in artifacts.all { #expect(Fixtures.exists(path), "\(path)") }
    #expect(FailureMessage.headline(failed).hasPrefix("snapshot \"banner\" does not match: 384 pixels differ"))

    // A match again clears the failure's files.
    #expect(session.verify(Banner(color: 0x3366_CCFF), as: strategy, name: "banner").status == .passed)
    #expect(!Fixtures.exists(dir + "/artifacts/banner.actual.png"))
    #expect(!Fixtures.exists(dir + "/artifacts/banner.diff.png"))
  }

  @Test func aTextStrategyOfYourOwnRecordsMatchesThenFailsWithItsDiff() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    let counting = Snapshotting<Int, String>.lines(pathExtension: "count.txt", message: "the count differs") {
      "count\n\($0)\n"
    }
    let strategy: Snapshotting<Counter, String> = counting.pullback(\.count)
    let reference = dir + "/Snapshots/counter.count.txt"

    let recorded = try Fixtures.session(dir, record: .missing).verify(Counter(count: 1), as: strategy, name: "counter")
    #expect(recorded.status == .recorded && recorded.recordedFiles == [reference])
    #expect(Fixtures.bytes(reference) == Array("count\n1\n".utf8))

    let session = try Fixtures.session(dir, record: .never)
    #expect(session.verify(Counter(count: 1), as: strategy, name: "counter").status == .passed)

    let failed = session.verify(Counter(count: 2), as: strategy, name: "counter")
    #expect(failed.status == .failed && failed.problems == [.differs])
    let difference = try #require(failed.differences?.first)
    #expect(difference.pathExtension == "count.txt" && difference.message == "the count differs")
    #expect(difference.diff?.contains("-1\n+2") == true)
    let actual = dir + "/artifacts/counter.actual.count.txt"
    #expect(failed.artifacts?.other == ["actual.count.txt": actual])
    #expect(Fixtures.bytes(actual) == Array("count\n2\n".utf8))
    let message = FailureMessage.text(failed, acceptCommand: nil)
    #expect(message.hasPrefix("snapshot \"counter\" does not match: the count differs\n"))
    #expect(message.contains("  actual.count.txt: \(actual)"))
    #expect(message.contains("count.txt diff:\n"))

    // `failed` re-records it; then it matches and the artefact goes.
    let rerecorded = try Fixtures.session(dir, record: .failed).verify(Counter(count: 2), as: strategy, name: "counter")
    #expect(rerecorded.status == .recorded && rerecorded.recordedFiles == [reference])
    #expect(session.verify(Counter(count: 2), as: strategy, name: "counter").status == .passed)
    #expect(!Fixtures.exists(actual))
  }

  /// The assertion core (behind `assertSnapshot`/`expectSnapshot(of:as:named:)`) takes a strategy.
  @Test func theAssertionTakesAStrategy() {
    let root = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(root) }
    Fixtures.write("// swift-tools-version: 6.0\n", to: root + "/Package.swift")
    let testFile = root + "/Tests/AppTests/BannerTests.swift"
    let strategy: Snapshotting<Banner, PNG> = .image.pullback { $0.document }
    let recorded = SnapshotAssertion.verify(
      Banner(color: 0x3366_CCFF), as: strategy, named: "banner", filePath: testFile, testName: "banner()",
      environment: [:])
    #expect(recorded.failureMessage == nil)
    #expect(recorded.note == "snapshot \"banner\" recorded (missing): \(root)/Snapshots/banner.png")
    let passed = SnapshotAssertion.verify(
      Banner(color: 0x3366_CCFF), as: strategy, named: "banner", filePath: testFile, environment: [:])
    #expect(passed.failureMessage == nil && passed.note == nil)
    let failed = SnapshotAssertion.verify(
      Banner(color: 0x0000_00FF), as: strategy, named: "banner", filePath: testFile, testName: "banner()",
      environment: [:])
    let message = failed.failureMessage ?? ""
    #expect(message.hasPrefix("snapshot \"banner\" does not match: 384 pixels differ"))
    #expect(message.contains("VELLUM_RECORD=failed swift test --filter banner\n"))
    let never = SnapshotAssertion.verify(
      Banner(color: 0x3366_CCFF), as: strategy, named: "other", filePath: testFile, environment: ["CI": "1"])
    #expect(
      never.failureMessage?.hasPrefix(
        "snapshot \"other\" has no reference (record mode never): \(root)/Snapshots/other.png")
        == true)
  }

  @Test func eachBuiltInStrategyReportsItsOwnDiff() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    _ = try Fixtures.session(dir, record: .missing).verify(Fixtures.document(), name: "box")
    _ = try Fixtures.session(dir, record: .missing).verify(try Self.row("Home"), name: "row")
    let session = try Fixtures.session(dir, record: .never)
    let red = Fixtures.document(color: 0xCC33_33FF)

    let image = session.verify(red, as: .image, name: "box")
    #expect(image.problems == [.pixelsDiffer] && image.pixels?.diffPixels == 384)
    #expect(image.treeDiff == nil && image.accessibilityDiff == nil)

    let tree = session.verify(red, as: .renderTree, name: "box")
    #expect(tree.problems == [.treeDiffers] && tree.pixels == nil)
    #expect(tree.treeDiff?.contains("+fill 0,0 24x16 #CC3333") == true && tree.semanticDiff != nil)
    #expect(FailureMessage.headline(tree) == "snapshot \"box\" does not match: render tree differs")

    let accessibility = session.verify(try Self.row("Office"), as: .accessibility, name: "row")
    #expect(accessibility.problems == [.accessibilityDiffers] && accessibility.treeDiff == nil)
    #expect(accessibility.accessibilityDiff?.contains("+   label \"Wi-Fi, Office\"") == true)
    // The colour change is invisible to the accessibility tree.
    #expect(session.verify(red, as: .accessibility, name: "box").status == .passed)

    // Each diffing tells its own difference.
    #expect(try Snapshotting<Document, String>.renderTree.diffing.diff("a\n", "a\n") == nil)
    #expect(try Snapshotting<Document, String>.renderTree.diffing.diff("a\n", "b\n")?.message == "render tree differs")
    #expect(
      try Snapshotting<Document, String>.accessibility.diffing.diff("a\n", "b\n")?.message
        == "accessibility tree differs")
    let blue = try #require(Fixtures.bytes(dir + "/Snapshots/box.png"))
    let redPNG = try Renderer().renderPNG(Renderer().layout(red))
    #expect(try Snapshotting<Document, PNG>.image.diffing.diff(PNG(blue), PNG(blue)) == nil)
    let pixels = try #require(try Snapshotting<Document, PNG>.image.diffing.diff(PNG(blue), PNG(redPNG)))
    #expect(pixels.message.hasPrefix("384 pixels differ"))
    #expect(pixels.artifacts.map(\.pathExtension) == ["diff.png"])
    let lenient = Snapshotting<Document, PNG>.image(options: ComparisonOptions(maxDiffPixelRatio: 1))
    #expect(try lenient.diffing.diff(PNG(blue), PNG(redPNG)) == nil)
    #expect(throws: (any Error).self) {
      try Snapshotting<Document, PNG>.image.diffing.diff(PNG([1, 2, 3]), PNG(redPNG))
    }
  }

  @Test func theSessionRunsExactlyTheStrategiesAskedFor() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    var configuration = SnapshotConfiguration(
      snapshotsDirectory: dir + "/Snapshots", artifactsDirectory: dir + "/artifacts", record: .missing)
    #expect(configuration.strategies == [.image, .renderTree, .accessibility] && configuration.compareTree)
    let renderer = try Renderer()
    let reference = { (ext: String) in dir + "/Snapshots/box." + ext }

    configuration.strategies = [.accessibility]
    let onlyAccessibility = SnapshotSession(configuration: configuration, renderer: renderer)
    let recorded = onlyAccessibility.verify(Fixtures.document(), name: "box")
    #expect(recorded.recordedFiles == [reference("accessibility.txt")])
    #expect(!Fixtures.exists(reference("png")) && !Fixtures.exists(reference("tree.txt")))
    // A colour change is not looked for.
    #expect(onlyAccessibility.verify(Fixtures.document(color: 0xCC33_33FF), name: "box").status == .passed)

    configuration.strategies = [.renderTree, .image]
    let twoOfThem = SnapshotSession(configuration: configuration, renderer: renderer)
    #expect(
      twoOfThem.verify(Fixtures.document(), name: "box").recordedFiles == [reference("tree.txt"), reference("png")])
    configuration.record = .never
    let checking = SnapshotSession(configuration: configuration, renderer: renderer)
    let failed = checking.verify(Fixtures.document(color: 0xCC33_33FF), name: "box")
    #expect(failed.problems == [.treeDiffers, .pixelsDiffer])
    // Whatever was compared, the failure keeps all three actual files for `vellum accept`.
    #expect(failed.artifacts?.actualAccessibility == dir + "/artifacts/box.actual.accessibility.txt")
    #expect(Fixtures.exists(dir + "/artifacts/box.actual.accessibility.txt"))

    configuration.strategies = []
    let none = SnapshotSession(configuration: configuration, renderer: renderer)
    #expect(none.verify(Fixtures.document(color: 0xCC33_33FF), name: "box").status == .passed)

    configuration.compareTree = false
    #expect(configuration.strategies == [.image] && !configuration.compareTree)
    configuration.compareTree = true
    #expect(configuration.strategies == DocumentStrategy.allCases)
  }
}
