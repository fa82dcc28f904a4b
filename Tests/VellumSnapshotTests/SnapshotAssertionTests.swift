import Foundation
import Testing
import VellumBuilder
import VellumModel
import VellumSnapshot

@Suite struct SnapshotAssertionTests {
  /// A throwaway package: a folder with Package.swift and a test file path inside it.
  static func package() -> (root: String, testFile: String) {
    let root = Fixtures.temporaryDirectory()
    Fixtures.write("// swift-tools-version: 6.0\n", to: root + "/Package.swift")
    return (root, root + "/Tests/AppTests/ScreenTests.swift")
  }

  /// A document made with VellumBuilder's result builders is checked like a decoded one.
  @Test func aBuilderDocumentIsCheckedDirectly() {
    let (root, testFile) = Self.package()
    defer { Fixtures.remove(root) }
    func screen(_ secondary: String) -> Document {
      Document(width: 200, scale: 1) {
        List(.insetGrouped) {
          Section("General") {
            Cell(.valueCell(text: "Wi-Fi", secondaryText: secondary)).accessories(.disclosureIndicator)
          }
        }
      }
    }
    let recorded = SnapshotAssertion.verify(
      screen("Home"), named: "built", filePath: testFile, testName: "built()", environment: [:])
    #expect(recorded.failureMessage == nil && Fixtures.exists(root + "/Snapshots/built.accessibility.txt"))
    let changed = SnapshotAssertion.verify(
      screen("Office"), named: "built", filePath: testFile, testName: "built()", environment: [:])
    #expect(changed.failureMessage?.contains(#"text "Home" → "Office""#) == true)
  }

  /// A document loaded from its file reads its images from its own folder (not the package root
  /// or the working folder), is named after the file, and a broken one fails with the loader's
  /// message alone.
  @Test func aDocumentFileFindsItsImagesBesideIt() throws {
    let (root, testFile) = Self.package()
    defer { Fixtures.remove(root) }
    let folder = root + "/Tests/AppTests/Screens"
    let dot = try PNGEncoder.encode(RGBAImage(width: 4, height: 4, fill: (255, 0, 0, 255)), hasAlpha: true)
    try FileManager.default.createDirectory(atPath: folder + "/assets", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder + "/assets/dot.png", contents: Data(dot))
    let json =
      #"{ "vellum": 1, "canvas": { "width": 20, "scale": 1 }, "root": { "image": { "file": "assets/dot.png" } } }"#
    Fixtures.write(json, to: folder + "/photo.json")
    let url = URL(fileURLWithPath: folder + "/photo.json")
    let document = try Document(contentsOf: url)
    #expect(document.baseDirectory == folder)
    let recorded = SnapshotAssertion.verify(contentsOf: url, filePath: testFile, testName: "photo()", environment: [:])
    #expect(recorded.failureMessage == nil, "\(recorded.failureMessage ?? "")")
    #expect(Fixtures.exists(root + "/Snapshots/photo.png"))
    let passed = SnapshotAssertion.verify(contentsOf: url, filePath: testFile, environment: [:])
    #expect(passed.result?.status == .passed)

    Fixtures.write(json.replacingOccurrences(of: "dot.png", with: "gone.png"), to: folder + "/broken.json")
    let broken = SnapshotAssertion.verify(
      contentsOf: URL(fileURLWithPath: folder + "/broken.json"), filePath: testFile, testName: "broken()",
      environment: [:])
    let message = broken.failureMessage ?? ""
    #expect(
      message.hasPrefix(
        "cannot load the document \(folder)/broken.json: root.image.file: image file \"assets/gone.png\" does not exist"
      ),
      "\(message)")
    #expect(!message.contains("open:") && !message.contains("VELLUM_RECORD"), "\(message)")
  }

  @Test func recordsLocallyThenPassesThenFailsWithInstructions() {
    let (root, testFile) = Self.package()
    defer { Fixtures.remove(root) }
    let recorded = SnapshotAssertion.verify(
      Fixtures.document(), named: "screens/home", filePath: testFile, testName: "home()", environment: [:])
    #expect(recorded.failureMessage == nil)
    #expect(
      recorded.note?.hasPrefix("snapshot \"screens/home\" recorded (missing): \(root)/Snapshots/screens/home.png")
        == true)
    #expect(Fixtures.exists(root + "/Snapshots/screens/home.tree.txt"))

    let passed = SnapshotAssertion.verify(
      Fixtures.document(), named: "screens/home", filePath: testFile, testName: "home()", environment: [:])
    #expect(passed.failureMessage == nil && passed.note == nil && passed.result?.status == .passed)

    let failed = SnapshotAssertion.verify(
      Fixtures.document(color: 0x0000_00FF), named: "screens/home", filePath: testFile, testName: "home()",
      environment: [:])
    let message = failed.failureMessage ?? ""
    #expect(message.contains("snapshot \"screens/home\" does not match: 384 pixels differ"))
    #expect(message.contains("composite: \(root)/.vellum/artifacts/screens/home.composite.png"))
    #expect(message.contains("VELLUM_RECORD=failed swift test --filter home\n"))
    #expect(
      message.contains("vellum accept screens/home --snapshots \(root)/Snapshots --artifacts \(root)/.vellum/artifacts")
    )

    let rerecorded = SnapshotAssertion.verify(
      Fixtures.document(color: 0x0000_00FF), named: "screens/home", filePath: testFile, testName: "home()",
      environment: ["VELLUM_RECORD": "failed"])
    #expect(rerecorded.failureMessage == nil && rerecorded.result?.status == .recorded)
  }

  @Test func onCIAMissingReferenceFails() {
    let (root, testFile) = Self.package()
    defer { Fixtures.remove(root) }
    let outcome = SnapshotAssertion.verify(
      Fixtures.document(), named: "new", filePath: testFile, environment: ["CI": "true"])
    #expect(outcome.failureMessage?.hasPrefix("snapshot \"new\" has no reference (record mode never)") == true)
    #expect(!Fixtures.exists(root + "/Snapshots/new.png"))
    #expect(
      SnapshotAssertion.verify(
        Fixtures.document(), named: "new", record: .missing, filePath: testFile, environment: ["CI": "true"]
      ).failureMessage == nil)
  }

  @Test func configurationMistakesAreReported() {
    let (root, testFile) = Self.package()
    defer { Fixtures.remove(root) }
    let badMode = SnapshotAssertion.verify(
      Fixtures.document(), named: "x", filePath: testFile, environment: ["VELLUM_RECORD": "yes"])
    #expect(
      badMode.failureMessage
        == "VELLUM_RECORD: unknown record mode \"yes\"; expected one of: all, failed, missing, never")
    let noPackage = SnapshotAssertion.verify(Fixtures.document(), named: "x", filePath: "/nowhere/Tests/a.swift")
    #expect(noPackage.failureMessage == "cannot find Package.swift in any folder above /nowhere/Tests/a.swift")
  }
}
