import Foundation
import Testing

/// `"image": { "symbolFile": … }` from the command line: a file that cannot be drawn is refused
/// with the JSON path of its key, a non-zero exit and no output (issue 27).
@Suite struct CustomSymbolCLITests {
  static let nib = """
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M12 21 6 12 8 4h8l2 8z"/></svg>
    """

  func render(_ source: String, files: [String: String], links: [String: String] = [:]) throws -> (Run, Bool) {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/docs/assets", withIntermediateDirectories: true)
    for (name, text) in files {
      let path = dir + "/docs/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    for (name, target) in links {
      try FileManager.default.createSymbolicLink(atPath: dir + "/docs/" + name, withDestinationPath: target)
    }
    try #"{"vellum":1,"root":{"stack":{"children":[{"image":{\#(source)}}]}}}"#.write(
      toFile: dir + "/docs/doc.json", atomically: true, encoding: .utf8)
    let r = try run(["render", dir + "/docs/doc.json", "-o", dir + "/out.png"])
    return (r, FileManager.default.fileExists(atPath: dir + "/out.png"))
  }

  @Test func aDrawableFileRenders() throws {
    let (r, wrote) = try render(#""symbolFile":"assets/nib.svg","weight":"bold""#, files: ["assets/nib.svg": Self.nib])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(wrote)
  }

  @Test(arguments: [
    (#""symbolFile":"assets/none.svg""#, [String: String](), #"symbol file "assets/none.svg" does not exist"#),
    (#""symbolFile":"assets/bad.svg""#, ["assets/bad.svg": "not xml"], "not a symbol SVG: it is not an SVG"),
    (#""symbolFile":"assets/empty.svg""#, ["assets/empty.svg": "<svg><g/></svg>"], "the SVG has no path"),
    (
      #""symbolFile":"assets/path.svg""#, ["assets/path.svg": #"<svg><path d="M1 1 L"/></svg>"#],
      "bad path data"
    ),
    (#""symbolFile":"../nib.svg""#, [:], "must be relative and stay inside the document's folder"),
    (#""symbolFile":"assets/nib.png""#, [:], "is not an SVG file"),
    (#""symbolFile":"assets/nib.svg","file":"a.png""#, ["assets/nib.svg": nib], "not both"),
  ])
  func anUndrawableFileIsRefusedWithItsPath(_ source: String, _ files: [String: String], _ message: String) throws {
    let (r, wrote) = try render(source, files: files)
    #expect(r.status == 65)
    #expect(r.stderr.contains("root.stack.children[0].image."), "\(r.stderr)")
    #expect(r.stderr.contains(message), "\(r.stderr)")
    #expect(!wrote)
  }

  @Test func aLinkOutOfTheDocumentsFolderIsRefused() throws {
    let outside = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: outside) }
    try Self.nib.write(toFile: outside + "/nib.svg", atomically: true, encoding: .utf8)
    let (r, wrote) = try render(
      #""symbolFile":"assets/nib.svg""#, files: [:], links: ["assets/nib.svg": outside + "/nib.svg"])
    #expect(r.status == 65)
    #expect(r.stderr.contains("root.stack.children[0].image.symbolFile"), "\(r.stderr)")
    #expect(r.stderr.contains("resolves outside the document's folder"), "\(r.stderr)")
    #expect(!wrote)
  }

  @Test func aFolderIsRefused() throws {
    let (r, wrote) = try render(#""symbolFile":"assets/dir.svg""#, files: ["assets/dir.svg/x": ""])
    #expect(r.status == 65)
    #expect(
      r.stderr.contains("root.stack.children[0].image.symbolFile: symbol file \"assets/dir.svg\": cannot be read"),
      "\(r.stderr)")
    #expect(!wrote)
  }
}
