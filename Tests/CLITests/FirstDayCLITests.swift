import Foundation
import Testing
import VellumModel
import VellumSnapshot

/// What a new user meets on the first day (issue 62): outputs into folders that do not exist
/// yet, several symbol patterns, the axes across a contact sheet, the file -o names, and
/// accepting the failures of `swift test`.
@Suite struct FirstDayCLITests {
  static let document =
    #"{ "vellum": 1, "canvas": { "width": 40, "height": 20, "scale": 1 }, "root": { "spacer": {} } }"#

  func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  /// Every verb that writes a file -o (or --diff) names makes the folders missing above it; a
  /// part of the path that is a file is refused, named (exit 73), and a document that fails
  /// makes no folder.
  @Test func outputsGoIntoFoldersThatDoNotExistYet() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let doc = dir + "/doc.json"
    try Self.document.write(toFile: doc, atomically: true, encoding: .utf8)
    for file in ["png/a/out.png", "pdf/a/out.pdf", "svg/a/out.svg"] {
      let r = try run(["render", doc, "-o", dir + "/" + file, "--tree"])
      #expect(r.status == 0, "\(file): \(r.stderr)")
      #expect(exists(dir + "/" + file), "\(file)")
    }
    #expect(exists(dir + "/png/a/out.tree.txt"))
    let sheet = try run(["symbols", "bell", "--sheet", "-o", dir + "/symbols/a/bell.png"])
    #expect(sheet.status == 0 && exists(dir + "/symbols/a/bell.png"), "\(sheet.stderr)")
    let png = dir + "/png/a/out.png"
    let compare = try run(["compare", png, png, "--diff", dir + "/diff/a/diff.png"])
    #expect(compare.status == 0 && exists(dir + "/diff/a/diff.png"), "\(compare.stderr)")
    let gallery = try run(["gallery", doc, "-o", dir + "/site/a/b/"])
    #expect(gallery.status == 0 && exists(dir + "/site/a/b/index.html"), "\(gallery.stderr)")

    // A file where a folder would go.
    let blocked = try run(["render", doc, "-o", dir + "/doc.json/a/out.png"])
    #expect(blocked.status == 73)
    #expect(blocked.stderr.contains("\(dir)/doc.json is a file, not a folder"), "\(blocked.stderr)")
    let blockedSheet = try run(["symbols", "bell", "--sheet", "-o", dir + "/png/a/out.png/sheet.png"])
    #expect(blockedSheet.status == 73 && blockedSheet.stderr.contains("out.png is a file, not a folder"))
    // A failed render leaves no folder behind.
    try #"{ "vellum": 1, "root": { "spacer": 1 } }"#.write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
    #expect(try run(["render", dir + "/bad.json", "-o", dir + "/never/out.png"]).status == 65)
    #expect(!exists(dir + "/never"))
  }

  /// `vellum symbols` takes several patterns: every name any matches, once, in sorted order.
  @Test func symbolsTakeSeveralPatterns() throws {
    func names(_ arguments: [String]) throws -> [String] {
      let r = try run(["symbols"] + arguments)
      #expect(r.status == 0, "\(r.stderr)")
      return String(decoding: r.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
    }
    let all = try names([])
    let bells = try names(["bell*"])
    let hearts = try names(["heart*"])
    let part = try names(["bell.fill"])
    let both = try names(["heart*", "bell*", "bell.fill"])
    #expect(!bells.isEmpty && !hearts.isEmpty && part.contains("dumbbell.fill"))
    #expect(both == all.filter { Set(bells + hearts + part).contains($0) })
    #expect(Set(both).count == both.count && both.contains("bell.fill"))
    let none = try run(["symbols", "bell*", "no.such.symbol*"])
    #expect(none.status == 65 && none.stderr.contains(#"no symbol name matches "no.such.symbol*""#))
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let sheet = try run(["symbols", "bell.fill", "heart.fill", "--sheet", "-o", dir + "/two.svg"])
    #expect(sheet.status == 0, "\(sheet.stderr)")
    let help = String(decoding: try run(["symbols", "--help"]).stdout, as: UTF8.self)
    #expect(help.hasPrefix("usage: vellum symbols [PATTERN…]"))
  }

  /// `--sheet-columns` chooses the axes across a contact sheet (implying --sheet), over the
  /// document's own choice; an axis the document does not vary is a usage error naming those it
  /// does.
  @Test func theSheetsColumnsAreChosenOnTheCommandLine() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let doc = dir + "/cell.json"
    try #"""
    { "vellum": 1, "canvas": { "width": 80, "scale": 1 },
      "variants": { "layoutDirection": ["leftToRight", "rightToLeft"], "appearance": ["light", "dark"] },
      "sheet": { "columns": ["layoutDirection"] },
      "root": { "cell": { "content": { "text": "A" } } } }
    """#.write(toFile: doc, atomically: true, encoding: .utf8)
    func subtitle(_ arguments: [String]) throws -> String? {
      let r = try run(["render", doc, "-o", dir + "/sheet.png", "--tree"] + arguments)
      #expect(r.status == 0, "\(r.stderr)")
      let tree = try String(contentsOfFile: dir + "/sheet.tree.txt", encoding: .utf8)
      return tree.split(separator: "\n").first { $0.contains(" images\"") }.map(String.init)
    }
    #expect(try subtitle([])?.contains("layoutDirection across, appearance down · 4 images") == true)
    #expect(
      try subtitle(["--sheet-columns", "appearance"])?.contains("appearance across, layoutDirection down") == true)
    #expect(try subtitle(["--sheet-columns", "none"])?.contains("\"layoutDirection × appearance down · 4") == true)
    #expect(!exists(dir + "/sheet.dark.ltr.png"))

    // Without the document's "sheet": the flag makes one.
    let plain = dir + "/plain.json"
    try String(contentsOfFile: doc, encoding: .utf8).replacingOccurrences(
      of: #""sheet": { "columns": ["layoutDirection"] },"#, with: ""
    ).write(toFile: plain, atomically: true, encoding: .utf8)
    let made = try run(["render", plain, "-o", dir + "/made.png", "--sheet-columns", "appearance,layoutDirection"])
    #expect(made.status == 0 && exists(dir + "/made.png") && !exists(dir + "/made.ltr.light.png"), "\(made.stderr)")

    let device = try run(["render", doc, "-o", dir + "/x.png", "--sheet-columns", "device"])
    #expect(device.status == 64)
    #expect(
      device.stderr.contains("has no device variants; its axes are layoutDirection, appearance"), "\(device.stderr)")
    let typo = try run(["render", doc, "-o", dir + "/x.png", "--sheet-columns", "apperance"])
    #expect(typo.status == 64 && typo.stderr.contains(#"did you mean "appearance"?"#), "\(typo.stderr)")
    let misspelt = try run(["render", doc, "-o", dir + "/x.png", "--sheet-colums", "appearance"])
    #expect(misspelt.status == 64 && misspelt.stderr.contains("did you mean --sheet-columns?"), "\(misspelt.stderr)")
    try Self.document.write(toFile: dir + "/flat.json", atomically: true, encoding: .utf8)
    let flat = try run(["render", dir + "/flat.json", "-o", dir + "/x.png", "--sheet-columns", "appearance"])
    #expect(flat.status == 64 && flat.stderr.contains("it has no variant axes"), "\(flat.stderr)")
    #expect(!exists(dir + "/x.png"))
  }

  /// A file -o names is written as named when the variants leave one image; several images keep
  /// their suffixes, and a folder's files keep the variant names `check` gives them.
  @Test func oneImageIsWrittenToTheFileNamed() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let doc = dir + "/screen.json"
    try #"""
    { "vellum": 1, "canvas": { "width": 40, "height": 20, "scale": 1, "background": "systemBackground" },
      "variants": { "appearance": ["light", "dark"] }, "root": { "spacer": {} } }
    """#.write(toFile: doc, atomically: true, encoding: .utf8)
    let dark = try run(["render", doc, "-o", dir + "/out.png", "--appearance", "dark", "--tree"])
    #expect(dark.status == 0, "\(dark.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["out.png", "out.tree.txt", "screen.json"])
    #expect(try String(contentsOfFile: dir + "/out.tree.txt", encoding: .utf8).contains("#000000"))
    let both = try run(["render", doc, "-o", dir + "/two/out.png"])
    #expect(both.status == 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir + "/two").sorted() == ["out.dark.png", "out.light.png"])
    let folder = try run(["render", doc, "-o", dir + "/folder/", "--appearance", "light"])
    #expect(folder.status == 0 && exists(dir + "/folder/screen.light.png"))
  }

  /// A failing `expectSnapshot`/`assertSnapshot` (as under `swift test`) records itself where
  /// `vellum accept --all-failed` looks, so accepting from the package root needs no flags.
  @Test func acceptTakesTheFailuresOfSwiftTest() throws {
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "// swift-tools-version: 6.0\n".write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
    let testFile = root + "/Tests/AppTests/ScreenTests.swift"
    func screen(_ text: String) throws -> Document {
      try DocumentDecoder.decode(
        Array(
          #"{ "vellum": 1, "canvas": { "width": 120, "scale": 1 }, "root": { "text": { "string": "\#(text)" } } }"#
            .utf8))
    }
    for name in ["home", "screens/settings"] {
      let recorded = SnapshotAssertion.verify(
        try screen("Before"), named: name, filePath: testFile, testName: "t()", environment: [:])
      #expect(recorded.failureMessage == nil && recorded.result?.status == .recorded)
    }
    for name in ["home", "screens/settings"] {
      let failed = SnapshotAssertion.verify(
        try screen("After"), named: name, filePath: testFile, testName: "t()", environment: [:])
      #expect(failed.result?.status == .failed)
      #expect(failed.failureMessage?.contains("not recorded") == false)
    }
    let actual = try Data(contentsOf: URL(fileURLWithPath: root + "/.vellum/artifacts/home.actual.png"))
    let accept = try run(["accept", "--all-failed"], in: root)
    #expect(accept.status == 0, "\(accept.stderr)")
    let out = String(decoding: accept.stdout, as: UTF8.self)
    #expect(out.contains("accepted home") && out.contains("accepted screens/settings"), "\(out)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/Snapshots/home.png")) == actual)
    for name in ["home", "screens/settings"] {
      let passed = SnapshotAssertion.verify(
        try screen("After"), named: name, filePath: testFile, testName: "t()", environment: [:])
      #expect(passed.result?.status == .passed)
    }
    let again = try run(["accept", "--all-failed"], in: root)
    #expect(again.status == 0 && String(decoding: again.stdout, as: UTF8.self).contains("nothing to accept"))
  }
}
