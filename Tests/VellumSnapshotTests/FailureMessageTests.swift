import Foundation
import Testing
import VellumSnapshot

@Suite struct FailureMessageTests {
  @Test func messageNamesFilesMeasurementsEnvironmentAndAcceptCommand() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    let session = try Fixtures.session(dir, record: .missing)
    _ = session.verify(Fixtures.document(), name: "box")
    Fixtures.write("cairo 0.0.1\n", to: dir + "/Snapshots/.fingerprint")
    let result = session.verify(Fixtures.document(color: 0xFF00_00FF), name: "box")
    let commands = FailureMessage.acceptCommands(
      for: result, testFilter: "MyTests/box", snapshotsDirectory: dir + "/Snapshots",
      artifactsDirectory: dir + "/artifacts")
    let text = FailureMessage.text(result, acceptCommand: commands)
    #expect(
      text.hasPrefix("snapshot \"box\" does not match: 384 pixels differ (100.00 % of 384); allowed 0 pixels (exact)"))
    #expect(text.contains("measured 384 differing of 384 pixels (ratio 1.0); allowed 0"))
    #expect(text.contains("  composite: \(dir)/artifacts/box.composite.png"))
    #expect(text.contains("  diff: \(dir)/artifacts/box.diff.png"))
    #expect(text.contains("  actual: \(dir)/artifacts/box.actual.png"))
    #expect(text.contains("recorded with: cairo 0.0.1"))
    #expect(text.contains("  VELLUM_RECORD=failed swift test --filter MyTests/box"))
    #expect(text.contains("  vellum accept box --snapshots \(dir)/Snapshots --artifacts \(dir)/artifacts"))
    #expect(text.contains("-fill 0,0 24x16 #3366CC"))
  }

  @Test func missingReferenceSaysSo() throws {
    let dir = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(dir) }
    let result = try Fixtures.session(dir, record: .never).verify(Fixtures.document(), name: "box")
    #expect(
      FailureMessage.headline(result)
        == "snapshot \"box\" has no reference (record mode never): \(dir)/Snapshots/box.png")
  }

  @Test func shellQuoting() {
    #expect(FailureMessage.shellQuote("cells/states") == "cells/states")
    #expect(FailureMessage.shellQuote("a b") == "'a b'")
    #expect(FailureMessage.shellQuote("it's") == "'it'\\''s'")
  }

  @Test func packageRootIsFoundFromAFilePath() {
    let root = PathUtilities.packageRoot(containing: #filePath)
    #expect(root.map { FileManager.default.fileExists(atPath: $0 + "/Package.swift") } == true)
    #expect(PathUtilities.packageRoot(containing: "/definitely/not/here.swift") == nil)
    #expect(PathUtilities.relative(from: "/a/b/report", to: "/a/b/Snapshots/x.png") == "../Snapshots/x.png")
  }

  /// `absolute` resolves a path lexically as `URL.standardizedFileURL` does, without a URL.
  @Test(arguments: [
    "/", "/a/b", "/a/b/", "/a//b", "/a/./b", "/a/b/..", "/a/b/../../..", "/../a", "a", "a/b/", "./a", "../a",
    "a/../..", ".", "..", "out/samples/", "Samples/lists/plain-light.json", "/tmp/x y/ü.png", "a/.hidden/./b",
  ])
  func absolutePathsAreTheStandardisedURLs(path: String) {
    #expect(PathUtilities.absolute(path) == URL(fileURLWithPath: path).standardizedFileURL.path)
  }
}
