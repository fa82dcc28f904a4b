import Foundation
import Testing
import VellumCairo
import VellumImage
import VellumModel

/// The files a document names, read from its folder (`DocumentFolder`): image sets are one set
/// however their folder is spelt or linked to.
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
}
