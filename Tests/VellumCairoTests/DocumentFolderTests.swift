import CPango
import Foundation
import Testing
import VellumImage
import VellumModel

@testable import VellumCairo

/// The files a document names, read from its folder (`DocumentFolder`): image sets are one set
/// however their folder is spelt or linked to; the PNGs a document names stay within its
/// budget, and the image cache within one document's worth.
@Suite struct DocumentFolderTests {
  func folder() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-folder-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test func everySpellingOfASetsFolderAndEveryLinkToItIsOneSet() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/A.xcassets/M.imageset", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/L.imageset", withDestinationPath: "A.xcassets/M.imageset")
    let files = DocumentFolder.imageSetFiles(baseDirectory: dir)
    let one = files.identity("A.xcassets/M.imageset")
    for spelling in ["./A.xcassets/M.imageset", "A.xcassets//./M.imageset", "L.imageset", ".//L.imageset"] {
      #expect(files.identity(spelling) == one, "\(spelling)")
    }
    #expect(files.identity("Other.imageset") != one)
  }

  /// A folder with `count` 4 × 4 PNGs, `0.png` …, all the same size.
  func pngs(_ count: Int) throws -> (String, fileSize: Int) {
    let dir = try folder()
    let png = try PNGEncoder.encode(RGBAImage(width: 4, height: 4, pixels: [UInt8](repeating: 200, count: 64)))
    for i in 0..<count { try Data(png).write(to: URL(fileURLWithPath: dir + "/\(i).png")) }
    return (dir, png.count)
  }

  @Test func theFilesADocumentNamesStayWithinItsBytes() throws {
    let (dir, size) = try pngs(3)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let checks = ImageChecks(base: dir, maximumFileBytes: 2 * size)
    #expect(checks.problem(path: "0.png", folder: ".") == nil)
    #expect(checks.problem(path: "./0.png", folder: ".") == nil)
    #expect(checks.problem(path: "1.png", folder: ".") == nil)
    guard case .unusable(let why)? = checks.problem(path: "2.png", folder: ".") else {
      Issue.record("a third file was let through")
      return
    }
    #expect(why.contains("the document's PNG files come to \(3 * size) bytes"), "\(why)")
    #expect(checks.fileBytes == 3 * size)
    #expect(checks.pixels == 48)
  }

  @Test func thePixelsADocumentNamesStayWithinItsBudget() throws {
    let (dir, _) = try pngs(2)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let checks = ImageChecks(base: dir, maximumPixels: 20)
    #expect(checks.problem(path: "0.png", folder: ".") == nil)
    #expect(
      checks.problem(path: "1.png", folder: ".")
        == .unusable(
          "the document's images come to 32 pixels with this one (4×4), more than the 20 pixels a document may draw "
            + "(each is decoded whole, 4 bytes a pixel)"))
  }

  @Test func theImageCacheLetsGoOfTheImagesUsedLongestAgo() throws {
    let (dir, size) = try pngs(3)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let each = 4 * 16 + size
    let cache = ImageCache(capacity: 2 * each)
    for name in ["0.png", "1.png", "0.png", "2.png"] { _ = try cache.surface(for: name, baseDirectory: dir) }
    // 1.png was used longest ago: it went to make room for 2.png.
    #expect(cache.count == 2)
    #expect(cache.heldBytes == 2 * each)
    let again = try cache.surface(for: "1.png", baseDirectory: dir)
    #expect(cairo_image_surface_get_width(again) == 4)
    #expect(cache.count == 2)
  }
}
