import Foundation
import Testing

/// Image sets read from the document's folder by `vellum render`: a set that cannot be used is
/// refused with the JSON path of its `file`, exit 65 and no output; links may not leave the
/// set's folder (issue 29).
@Suite struct ImageSetCLITests {
  static let set = "Assets.xcassets/Mark.imageset"
  /// A sample PNG, 180 × 180 pixels.
  static var png: Data {
    FileManager.default.contents(
      atPath: root + "/Samples/compose/assets/Vellum.xcassets/AppMark.imageset/mark@3x.png")!
  }
  static let contents = #"{"images":[{"filename":"m.png","idiom":"universal","scale":"3x"}],"info":{"version":1}}"#

  /// Renders a document showing the set, with `files` (text or PNG bytes) and `links` (name →
  /// target) under its folder; `prepare` may add more around it. Returns the run, whether the
  /// output was written, and the tree `vellum tree` prints when it renders.
  func render(
    files: [String: Data], links: [String: String] = [:], prepare: (String) throws -> Void = { _ in }
  ) throws -> (Run, Bool) {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/docs/" + Self.set, withIntermediateDirectories: true)
    for (name, data) in files {
      try data.write(to: URL(fileURLWithPath: dir + "/docs/" + name))
    }
    for (name, target) in links {
      try FileManager.default.createSymbolicLink(atPath: dir + "/docs/" + name, withDestinationPath: target)
    }
    try prepare(dir)
    try
      #"{"vellum":1,"canvas":{"width":100,"scale":3},"root":{"stack":{"children":[{"image":{"file":"\#(Self.set)"}}]}}}"#
      .write(toFile: dir + "/docs/doc.json", atomically: true, encoding: .utf8)
    let r = try run(["render", dir + "/docs/doc.json", "-o", dir + "/out.png"])
    return (r, FileManager.default.fileExists(atPath: dir + "/out.png"))
  }

  static let at = "root.stack.children[0].image.file: image set \"\(set)\": "

  @Test func aSetRendersAtItsEntrysScale() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/" + Self.set, withIntermediateDirectories: true)
    try Self.contents.write(toFile: dir + "/\(Self.set)/Contents.json", atomically: true, encoding: .utf8)
    try Self.png.write(to: URL(fileURLWithPath: dir + "/\(Self.set)/m.png"))
    try
      #"{"vellum":1,"canvas":{"width":100,"scale":1},"root":{"stack":{"children":[{"image":{"file":"\#(Self.set)"}}]}}}"#
      .write(toFile: dir + "/doc.json", atomically: true, encoding: .utf8)
    let r = try run(["tree", dir + "/doc.json"])
    #expect(r.status == 0, "\(r.stderr)")
    // 180 pixels at 3x are 60 points, on a 1x canvas too.
    let tree = String(decoding: r.stdout, as: UTF8.self)
    #expect(tree.contains("\"\(Self.set)/m.png\" 180x180px @3x"), "\(tree)")
    #expect(tree.contains("image 0,0 60x60"), "\(tree)")
  }

  @Test func aGoodSetRenders() throws {
    let (r, wrote) = try render(files: [
      "\(Self.set)/Contents.json": Data(Self.contents.utf8), "\(Self.set)/m.png": Self.png,
    ])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(wrote)
  }

  @Test(arguments: [
    ([String: String](), "it has no Contents.json"),
    (["Contents.json": "{\n  \"images\": [,]\n}"], "Contents.json\" at line 2, column 14: "),
    (["Contents.json": #"{"images":[{"idiom":"universal","scale":"1x"}]}"#], "its Contents.json lists no PNG"),
    (["Contents.json": #"{"images":[{"filename":"gone.png","idiom":"universal"}]}"#], "\"gone.png\" does not exist"),
    (
      ["Contents.json": #"{"images":[{"filename":"../m.png","idiom":"universal"}]}"#],
      "must name a file in the image set's folder"
    ),
    (
      ["Contents.json": #"{"images":[{"filename":"/tmp/m.png","idiom":"universal"}]}"#],
      "must name a file in the image set's folder"
    ),
    (["Contents.json": #"{"images":[{"filename":"m.png","idiom":"universal"}]}"#, "m.png": "not a png"], "not a PNG"),
    (
      ["Contents.json": #"{"images":[{"filename":"m.png\u0000.png","idiom":"universal"}]}"#],
      #"images[0].filename: "m.png\0.png" holds a control character"#
    ),
  ])
  func anUnusableSetIsRefusedWithItsPath(_ files: [String: String], _ message: String) throws {
    var data: [String: Data] = [:]
    for (name, text) in files { data[Self.set + "/" + name] = Data(text.utf8) }
    let (r, wrote) = try render(files: data)
    #expect(r.status == 65)
    #expect(r.stderr.contains(Self.at), "\(r.stderr)")
    #expect(r.stderr.contains(message), "\(r.stderr)")
    #expect(!wrote)
  }

  @Test func aPNGLinkedFromOutsideTheSetsFolderIsRefused() throws {
    // The link stays inside the document's folder, but leaves the set's.
    let (r, wrote) = try render(
      files: ["\(Self.set)/Contents.json": Data(Self.contents.utf8), "other.png": Self.png],
      links: ["\(Self.set)/m.png": "../../other.png"])
    #expect(r.status == 65)
    #expect(r.stderr.contains("\"m.png\": it resolves outside the image set's folder"), "\(r.stderr)")
    #expect(!wrote)
  }

  @Test func aContentsJSONLinkedFromOutsideIsRefused() throws {
    let (r, wrote) = try render(
      files: ["\(Self.set)/m.png": Self.png, "elsewhere.json": Data(Self.contents.utf8)],
      links: ["\(Self.set)/Contents.json": "../../elsewhere.json"])
    #expect(r.status == 65)
    #expect(r.stderr.contains("cannot be read: it resolves outside the image set's folder"), "\(r.stderr)")
    #expect(!wrote)
  }

  @Test func aSetFolderLinkedFromOutsideTheDocumentsFolderIsRefused() throws {
    let outside = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: outside) }
    try Self.contents.write(toFile: outside + "/Contents.json", atomically: true, encoding: .utf8)
    try Self.png.write(to: URL(fileURLWithPath: outside + "/m.png"))
    let (r, wrote) = try render(files: [:]) { dir in
      try FileManager.default.removeItem(atPath: dir + "/docs/" + Self.set)
      try FileManager.default.createSymbolicLink(atPath: dir + "/docs/" + Self.set, withDestinationPath: outside)
    }
    #expect(r.status == 65)
    #expect(r.stderr.contains("it resolves outside the document's folder"), "\(r.stderr)")
    #expect(!wrote)
  }

  @Test func aLinkInsideTheSetsFolderIsFine() throws {
    let (r, wrote) = try render(
      files: ["\(Self.set)/Contents.json": Data(Self.contents.utf8), "\(Self.set)/real.png": Self.png],
      links: ["\(Self.set)/m.png": "real.png"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(wrote)
  }
}
