import Foundation
import Testing

/// The PNGs a document names are read through when it is loaded, as painting will read them:
/// one that cannot be drawn fails `tree` and `render` alike, with the JSON path that names it,
/// before anything is painted or written.
@Suite struct ImageFileCLITests {
  static let pixel: [UInt8] = [0, 255, 0, 0]
  static let good = TinyPNG.make(colorType: 2, bitDepth: 8, raw: pixel)
  static let truncated = Array(good.prefix(40))

  /// A folder holding `files` and `doc.json` of `json`; removed by the caller.
  func folder(_ json: String, files: [String: [UInt8]]) throws -> String {
    let dir = try temporaryDirectory()
    for (name, bytes) in files {
      let path = dir + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
    try json.write(toFile: dir + "/doc.json", atomically: true, encoding: .utf8)
    return dir
  }

  /// `tree` and `render` of `doc.json` in `dir`: both must fail with `words`, and write nothing.
  func expectBothRefuse(_ dir: String, _ words: [String]) throws {
    let tree = try run(["tree", dir + "/doc.json"])
    let render = try run(["render", dir + "/doc.json", "-o", dir + "/out.png"])
    for r in [tree, render] {
      #expect(r.status == 65, "\(r.stderr)")
      for w in words { #expect(r.stderr.contains(w), "\(r.stderr)") }
      #expect(r.stdout.isEmpty)
    }
    #expect(tree.stderr == render.stderr)
    #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
  }

  @Test func aTruncatedPNGFailsTreeAndRenderAlikeAtItsJSONPath() throws {
    let dir = try folder(
      #"{"vellum":1,"root":{"stack":{"children":[{"text":{"string":"a"}},{"image":{"file":"t.png"}}]}}}"#,
      files: ["t.png": Self.truncated])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try expectBothRefuse(
      dir, [#"root.stack.children[1].image.file: image file "t.png": truncated or corrupt png"#, "line 1, column"])
  }

  @Test func aDarkFileThatCannotBeDrawnFailsAtItsKey() throws {
    let dir = try folder(
      #"{"vellum":1,"assets":{"a.png":{"darkFile":"d.png"}},"root":{"image":{"file":"a.png"}}}"#,
      files: [
        "a.png": Self.good, "d.png": TinyPNG.make(colorType: 2, bitDepth: 8, raw: Self.pixel, breakIHDRChecksum: true),
      ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try expectBothRefuse(
      dir, [#"assets.a.png.darkFile: image file "d.png": truncated or corrupt png: IHDR: CRC error"#])
  }

  @Test func aTruncatedPNGInAnImageSetFailsTreeToo() throws {
    let set = "A.xcassets/M.imageset"
    let dir = try folder(
      #"{"vellum":1,"root":{"image":{"file":"\#(set)"}}}"#,
      files: [
        set + "/Contents.json": Array(#"{"images":[{"filename":"m.png","idiom":"universal","scale":"1x"}]}"#.utf8),
        set + "/m.png": Self.truncated,
      ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try expectBothRefuse(
      dir, [#"root.image.file: image set "\#(set)": "#, #"images[0].filename: "m.png": truncated or corrupt png"#])
  }

  @Test func aPNGWiderThanCairoDrawsIsRefusedFromItsHeader() throws {
    let dir = try folder(
      #"{"vellum":1,"root":{"image":{"file":"w.png","width":10,"height":10}}}"#,
      files: ["w.png": TinyPNG.make(colorType: 0, bitDepth: 1, raw: Self.pixel, claimedSize: (40_000, 2))])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try expectBothRefuse(dir, ["root.image.file", "40000×2 pixels; Cairo draws at most 32767 pixels a side"])
  }

  @Test func aPNGWithOnlyWarningsDrawsAsCairoDrawsIt() throws {
    // A 1 × 1 image with two rows of data: libpng warns ("Too much image data"), Cairo draws
    // it, and so the check lets it through.
    let png = TinyPNG.make(colorType: 2, bitDepth: 8, raw: Self.pixel + Self.pixel)
    let dir = try folder(#"{"vellum":1,"root":{"image":{"file":"x.png"}}}"#, files: ["x.png": png])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let r = try run(["render", dir + "/doc.json", "-o", dir + "/out.png"])
    #expect(r.status == 0, "\(r.stderr)")
  }
}
