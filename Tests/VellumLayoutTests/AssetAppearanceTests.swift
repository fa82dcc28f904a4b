import Testing
import VellumModel

@testable import VellumLayout

/// `assets`: a PNG's dark appearance, drawn in its place wherever the environment is dark.
@Suite struct AssetAppearanceTests {
  let measurer = FixedAdvanceMeasurer(
    imageSizes: ["a.png": Size(width: 30, height: 30), "a-dark.png": Size(width: 60, height: 60)])

  func tree(_ appearance: String, _ root: String) throws -> RenderTree {
    try layout(
      #"{"vellum":1,"canvas":{"width":390,"scale":3,"appearance":"\#(appearance)"},"assets":{"a.png":{"darkFile":"a-dark.png"}},"root":\#(root)}"#,
      measurer: measurer)
  }

  func images(_ t: RenderTree) -> [(Rect, String)] {
    t.nodes.compactMap { n in if case .image(let i) = n.kind { (n.frame, i.path) } else { nil } }
  }

  @Test func anImageAndACellsImageTakeTheDarkFileInDarkMode() throws {
    let root =
      #"{"stack":{"children":[{"image":{"file":"a.png"}},{"cell":{"content":{"text":"A","image":{"file":"a.png"}}}}]}}"#
    #expect(try images(tree("light", root)).map(\.1) == ["a.png", "a.png"])
    let dark = try images(tree("dark", root))
    #expect(dark.map(\.1) == ["a-dark.png", "a-dark.png"])
    // Sized by the file drawn (the dark one's pixels at 3x).
    #expect(dark[0].0.size == Size(width: 20, height: 20))
    // A file the table does not name is drawn as it is.
    #expect(try images(tree("dark", #"{"image":{"file":"b.png"}}"#)).map(\.1) == ["b.png"])
  }

  @Test func theTableRoundTripsAndBadEntriesNameTheirPath() throws {
    let json = #"{"vellum":1,"assets":{"a.png":{"darkFile":"a-dark.png"}},"root":{"image":{"file":"a.png"}}}"#
    let doc = try DocumentDecoder.decode(Array(json.utf8))
    #expect(doc.darkFiles == ["a.png": "a-dark.png"])
    func error(_ assets: String, exists: ((String) -> Bool)? = nil) -> String {
      do {
        _ = try DocumentDecoder.decode(
          Array(#"{"vellum":1,"assets":\#(assets),"root":{"divider":{}}}"#.utf8), fileExists: exists)
        return ""
      } catch { return "\(error)" }
    }
    // At the missing key's path, as every required key is; where the entry is.
    #expect(error(#"{"a.png":{}}"#).contains("assets.a.png.darkFile: an asset needs \"darkFile\""))
    #expect(error(#"{"a.png":{}}"#).contains("(line 1, column 31)"))
    #expect(error(#"{"a.jpg":{"darkFile":"b.png"}}"#).contains("not a PNG file"))
    #expect(error(#"{"a.png":{"darkFile":"../b.png"}}"#).contains("must be relative and stay inside"))
    #expect(error(#"{"a.png":{"darkFile":"b.png"}}"#, exists: { $0 == "a.png" }).contains("\"b.png\" does not exist"))
  }
}
