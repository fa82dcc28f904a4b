import Foundation
import Testing
import VellumModel

@testable import VellumCairo

/// `{ "include": "screens/home.json" }`: a document or fragment by path, read from the
/// document's folder under the same rules as its images.
@Suite struct IncludeTests {
  /// A fresh folder holding `files` (path → text).
  func folder(_ files: [String: String]) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-include-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for (path, text) in files {
      let full = dir + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    return dir
  }

  func decode(_ document: String, in dir: String) throws(Diagnostic) -> Document {
    try DocumentFolder.decode(Array(document.utf8), baseDirectory: dir)
  }

  /// The diagnostic decoding `document` in a folder of `files` throws.
  func problem(_ document: String, _ files: [String: String]) throws -> Diagnostic {
    let dir = try folder(files)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    do {
      _ = try decode(document, in: dir)
    } catch {
      return error
    }
    Issue.record("decoded")
    return Diagnostic(path: "", message: "", location: SourceLocation(line: 0, column: 0))
  }

  static let screen = #"{ "vellum": 1, "canvas": { "width": 200 }, "root": { "text": { "string": "Home" } } }"#

  /// A document's root stands where it is included (its canvas is the includer's); a fragment
  /// is a component, or in a list a cell's keys (or a cell component); in a subfolder too.
  @Test func anIncludedDocumentOrFragmentStandsWhereItIsIncluded() throws {
    let dir = try folder([
      "screens/home.json": Self.screen,
      "parts/title.json": #"{ "text": { "string": "Title", "font": "headline" } }"#,
      "parts/row.json": #"{ "content": { "text": "Wi-Fi" } }"#,
      "parts/cell.json": #"{ "vellum": 1, "root": { "cell": { "content": { "text": "Bluetooth" } } } }"#,
    ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let d = try decode(
      #"""
      { "vellum": 1, "root": { "stack": { "children": [
        { "include": "screens/home.json" }, { "include": "parts/title.json" },
        { "list": { "sections": [ { "items": [ { "include": "parts/row.json" }, { "include": "parts/cell.json" } ] } ] } }
      ] } } }
      """#, in: dir)
    let children = try #require(d.root.as(Stack.self)).children
    #expect(children[0].as(TextComponent.self)?.string == "Home")
    #expect(children[1].as(TextComponent.self)?.string == "Title")
    let cells = try #require(children[2].as(List.self)).sections[0].items
    #expect(cells.map(\.content.text) == ["Wi-Fi", "Bluetooth"])
    #expect(d.includedFiles == ["screens/home.json", "parts/title.json", "parts/row.json", "parts/cell.json"])
    #expect(d.canvas.width == 390)
    // The same as writing it out.
    let inline = try decode(
      #"{ "vellum": 1, "root": { "stack": { "children": [ { "text": { "string": "Home" } } ] } } }"#, in: dir)
    let once = try decode(
      #"{ "vellum": 1, "root": { "stack": { "children": [ { "include": "screens/home.json" } ] } } }"#, in: dir)
    #expect(once.root == inline.root)
  }

  /// An included file's own paths (its images, its includes) are relative to the document's
  /// folder, not to the file's.
  @Test func anIncludedFilesPathsAreRelativeToTheDocumentsFolder() throws {
    let dir = try folder([
      "screens/home.json": #"{ "stack": { "children": [ { "include": "parts/title.json" } ] } }"#,
      "parts/title.json": #"{ "text": { "string": "Title" } }"#,
    ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let d = try decode(#"{ "vellum": 1, "root": { "include": "screens/home.json" } }"#, in: dir)
    #expect(d.root.as(Stack.self)?.children.first?.as(TextComponent.self)?.string == "Title")
  }

  @Test func aMissingFileIsNamedAtTheInclude() throws {
    let p = try problem(#"{ "vellum": 1, "root": { "include": "screens/nope.json" } }"#, [:])
    #expect(p.path == "root.include")
    #expect(p.message == #"included file "screens/nope.json" does not exist in the document's folder"#)
  }

  /// `..`, an absolute path and a link out of the folder are refused, as for images; so is a
  /// file that is not .json.
  @Test func anIncludeMayNotLeaveTheDocumentsFolder() throws {
    for path in ["../x.json", "/etc/x.json", "a/../../x.json", "~/x.json"] {
      let p = try problem(#"{ "vellum": 1, "root": { "include": "\#(path)" } }"#, [:])
      #expect(p.message == "include path \"\(path)\" must be relative and stay inside the document's folder", "\(path)")
    }
    let outside = try folder(["x.json": Self.screen])
    defer { try? FileManager.default.removeItem(atPath: outside) }
    let dir = try folder([:])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: outside + "/x.json")
    do {
      _ = try decode(#"{ "vellum": 1, "root": { "include": "link.json" } }"#, in: dir)
      Issue.record("a link out was followed")
    } catch {
      #expect(error.message == #"included file "link.json": it resolves outside the document's folder"#)
    }
    let p = try problem(#"{ "vellum": 1, "root": { "include": "home.txt" } }"#, ["home.txt": Self.screen])
    #expect(p.message.hasPrefix(#"include "home.txt" is not a .json file"#))
  }

  /// A cycle is refused naming the chain, however a file is spelt.
  @Test func aCycleIsRefusedNamingTheChain() throws {
    let p = try problem(
      #"{ "vellum": 1, "root": { "include": "a.json" } }"#,
      [
        "a.json": #"{ "stack": { "children": [ { "include": "b.json" } ] } }"#,
        "b.json": #"{ "include": "./a.json" }"#,
      ])
    #expect(p.path == "root.include")
    #expect(
      p.message
        == #"in "a.json": stack.children[0].include: in "b.json": include: include cycle: a.json → b.json → ./a.json"#)
    #expect(p.file == "b.json")
  }

  /// Includes nest at most `maximumIncludeDepth` files deep (f0 … f15), naming the chain.
  @Test func includesNestAtMostSixteenDeep() throws {
    var files: [String: String] = [:]
    for i in 0..<17 { files["f\(i).json"] = #"{ "include": "f\#(i + 1).json" }"# }
    files["f17.json"] = #"{ "spacer": {} }"#
    let p = try problem(#"{ "vellum": 1, "root": { "include": "f0.json" } }"#, files)
    #expect(p.message.contains("includes nest deeper than 16 files: f0.json → f1.json"), "\(p.message)")
    #expect(p.message.hasSuffix("→ f16.json"), "\(p.message)")
    files["f15.json"] = #"{ "spacer": {} }"#
    let dir = try folder(files)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(throws: Never.self) { try decode(#"{ "vellum": 1, "root": { "include": "f0.json" } }"#, in: dir) }
  }

  /// A problem inside the included file names the include's path, the file, the path in the
  /// file and its line and column there.
  @Test func aProblemInsideTheFileNamesBoth() throws {
    let bad = try problem(
      #"{ "vellum": 1, "root": { "stack": { "children": [ { "include": "bad.json" } ] } } }"#,
      ["bad.json": "{ \"stack\": {\n  \"children\": [ { \"text\": { \"string\": 3 } } ] } }"])
    #expect(
      bad.description
        == #"root.stack.children[0].include: in "bad.json": stack.children[0].text.string: expected a string, found a number (bad.json: line 2, column 39)"#
    )
    let invalid = try problem(
      #"{ "vellum": 1, "root": { "include": "bad.json" } }"#, ["bad.json": "{ \"text\": {\n  \"string\": \"x\", } }"])
    #expect(invalid.description.hasPrefix(#"root.include: in "bad.json": invalid JSON: "#), "\(invalid)")
    #expect(invalid.description.hasSuffix("(bad.json: line 2, column 18)"), "\(invalid)")
    let rootless = try problem(#"{ "vellum": 1, "root": { "include": "d.json" } }"#, ["d.json": #"{ "vellum": 1 }"#])
    #expect(rootless.message == #"in "d.json": the included document has no "root""#)
    // A warning inside names the file too.
    let dir = try folder(["s.json": #"{ "slider": { "value": 2 } }"#])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let d = try decode(#"{ "vellum": 1, "root": { "include": "s.json" } }"#, in: dir)
    #expect(d.warnings.first?.path == "root.include")
    #expect(d.warnings.first?.message.hasPrefix(#"in "s.json": slider.value: "#) == true, "\(d.warnings)")
  }

  /// Without a folder (bytes decoded alone, as `vellum fmt` checks them) an include is not read:
  /// a placeholder stands in, with a warning; standard input without `--base` refuses it.
  @Test func withoutAFolderAnIncludeIsNotRead() throws {
    let bytes = Array(#"{ "vellum": 1, "root": { "include": "screens/home.json" } }"#.utf8)
    let d = try DocumentDecoder.decode(bytes)
    #expect(d.root.as(Spacer.self) != nil)
    #expect(d.warnings.map(\.path) == ["root.include"])
    #expect(try CanonicalJSON.format(bytes).contains(#""include": "screens/home.json""#))
    do {
      _ = try DocumentFolder.decode(DocumentDecoder.parse(bytes), refusingFiles: "no folder")
      Issue.record("read")
    } catch {
      #expect(error.message == #"included file "screens/home.json": no folder"#)
    }
  }

  /// The keyboard shows the type of an editing field in an included file, as one written out.
  @Test func anEditingFieldInAnIncludedFileChoosesTheKeyboard() throws {
    let dir = try folder([
      "form.json":
        #"{ "stack": { "children": [ { "textField": { "isEditing": true, "keyboardType": "numberPad", "textContentType": "oneTimeCode" } } ] } }"#
    ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let d = try decode(#"{ "vellum": 1, "canvas": { "keyboard": {} }, "root": { "include": "form.json" } }"#, in: dir)
    #expect(d.canvas.keyboard?.shownType == .numberPad)
    #expect(d.canvas.keyboard?.editingFieldContentType == .oneTimeCode)
  }

  /// A key beside an include is refused, saying where it belongs.
  @Test func anIncludeStandsAlone() throws {
    let p = try problem(
      #"{ "vellum": 1, "root": { "include": "a.json", "frame": { "width": 3 } } }"#, ["a.json": Self.screen])
    #expect(p.path == "root.frame")
    #expect(p.message.hasPrefix(#"an include stands alone ("frame" cannot be beside it)"#), "\(p.message)")
  }
}
