import Foundation
import Testing

@Suite struct GalleryCLITests {
  func write(_ json: String, _ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try json.write(toFile: path, atomically: true, encoding: .utf8)
  }

  func text(_ string: String, _ extra: String = "") -> String {
    #"{ "vellum": 1, "canvas": { "width": 120, "scale": 1 }, "# + extra + #""root": { "text": { "string": ""# + string
      + #"" } } }"#
  }

  /// A folder becomes one site: every document, variant and sheet as a PNG under images/, the
  /// page beside them, light/dark pairs as one entry; bad documents and foreign folders write nothing.
  @Test func aFolderBecomesOneSiteWrittenWholeOrNotAtAll() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let samples = dir + "/Samples"
    try write(text("Off"), samples + "/switch-light.json")
    try write(text("On"), samples + "/switch-dark.json")
    try write(text("V", #""variants": { "appearance": ["light", "dark"] }, "#), samples + "/cells/variants.json")
    try write(text("S", #""variants": { "appearance": ["light", "dark"] }, "sheet": true, "#), samples + "/board.json")
    try write(text("#1"), samples + "/odd #name?.json")

    let first = try run(["gallery", samples, "-o", dir + "/site", "--jobs", "2"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(String(decoding: first.stdout, as: UTF8.self).contains("gallery: 5 documents, 6 images"))
    for image in [
      "switch-light.png", "switch-dark.png", "cells/variants.light.png", "cells/variants.dark.png", "board.png",
      "odd #name?.png",
    ] {
      #expect(FileManager.default.fileExists(atPath: dir + "/site/images/" + image), "\(image)")
    }
    let html = try String(contentsOfFile: dir + "/site/index.html", encoding: .utf8)
    #expect(html.contains(#"data-name="switch switch-light switch-dark""#))
    #expect(html.contains(#"src="images/odd%20%23name%3F.png""#))
    #expect(html.contains("&quot;string&quot;: &quot;Off&quot;"))
    #expect(!html.contains("http://") && !html.contains("https://"))

    // A failing document: reported, exit 65, and the earlier site is left as it was.
    try write(#"{ "vellum": 1, "root": { "text": {} } }"#, samples + "/broken.json")
    let broken = try run(["gallery", samples, "-o", dir + "/site"])
    #expect(
      broken.status == 65 && broken.stderr.contains("broken.json") && broken.stderr.contains("no gallery written"))
    #expect(try String(contentsOfFile: dir + "/site/index.html", encoding: .utf8) == html)
    #expect(!FileManager.default.fileExists(atPath: dir + "/site/images/broken.png"))
    try FileManager.default.removeItem(atPath: samples + "/broken.json")

    // An earlier gallery is replaced whole (a removed document's images go too).
    try FileManager.default.removeItem(atPath: samples + "/board.json")
    #expect(try run(["gallery", samples, "-o", dir + "/site"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: dir + "/site/images/board.png"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
      $0.contains(".partial-") || $0.contains(".old-")
    }
    #expect(leftovers.isEmpty)

    // A folder that is not a gallery is never replaced.
    try write("keep", dir + "/mine/notes.txt")
    let foreign = try run(["gallery", samples, "-o", dir + "/mine"])
    #expect(foreign.status == 73 && foreign.stderr.contains("is not an earlier gallery"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/mine") == ["notes.txt"])
    // Nothing to show, or no such input.
    try FileManager.default.createDirectory(atPath: dir + "/empty", withIntermediateDirectories: true)
    #expect(try run(["gallery", dir + "/empty", "-o", dir + "/e"]).status == 66)
    #expect(try run(["gallery", dir + "/nope", "-o", dir + "/e"]).status == 66)
    #expect(try run(["gallery", samples]).status == 64)
  }

  /// `-o` a symbolic link to a folder: the site is written through the link into its target
  /// (which gets the new gallery) and the link stays; a link to nothing is refused.
  @Test func aLinkedOutputFolderIsWrittenThrough() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fm = FileManager.default
    try write(text("A"), dir + "/S/a.json")
    try fm.createDirectory(atPath: dir + "/g/real", withIntermediateDirectories: true)
    #expect(fm.createFile(atPath: dir + "/g/real/.vellum-gallery", contents: Data()))
    try fm.createSymbolicLink(atPath: dir + "/site", withDestinationPath: "g/real")
    let r = try run(["gallery", dir + "/S", "-o", dir + "/site/"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try fm.destinationOfSymbolicLink(atPath: dir + "/site") == "g/real")
    #expect(fm.fileExists(atPath: dir + "/g/real/index.html") && fm.fileExists(atPath: dir + "/g/real/images/a.png"))
    #expect(try fm.contentsOfDirectory(atPath: dir + "/g").sorted() == ["real"])

    try fm.createSymbolicLink(atPath: dir + "/dangling", withDestinationPath: "g/none")
    let dangling = try run(["gallery", dir + "/S", "-o", dir + "/dangling"])
    #expect(dangling.status == 73 && dangling.stderr.contains("symbolic link to a folder that does not exist"))
    #expect(!fm.fileExists(atPath: dir + "/g/none"))
  }

  /// Two documents that would write the same image are both refused, and the summary says so.
  @Test func aCollisionIsNamedInTheSummary() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try write(text("a", #""variants": { "appearance": ["light"] }, "#), dir + "/S/a.json")
    try write(text("a"), dir + "/S/a.light.json")
    try write(#"{ "vellum": 1, "root": { "text": {} } }"#, dir + "/S/broken.json")
    let r = try run(["gallery", dir + "/S", "-o", dir + "/site"])
    #expect(r.status == 65)
    #expect(
      r.stderr.contains("1 of 3 documents failed and 2 were refused (they would write the same images)"), "\(r.stderr)")
    try FileManager.default.removeItem(atPath: dir + "/S/broken.json")
    let collided = try run(["gallery", dir + "/S", "-o", dir + "/site"])
    #expect(
      collided.stderr.contains("2 of 2 documents refused (they would write the same images); no gallery written"),
      "\(collided.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/site"))
  }
}
