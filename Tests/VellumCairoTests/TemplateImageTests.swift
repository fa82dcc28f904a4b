import Foundation
import Testing
import VellumCairo
import VellumImage
import VellumLayout
import VellumModel

/// `renderingMode` `template` / `original` (`UIImage.RenderingMode`) on image files and symbols
/// (issue 29): a template draws the file's alpha in the tint, keeping its alpha; an original
/// draws the pixels; a symbol drawn original is in `label`.
@Suite struct TemplateImageTests {
  /// A 4 × 2 px PNG: red opaque on the left half, green at half alpha on the right.
  func folder() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-template-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    var px: [UInt8] = []
    for _ in 0..<2 { px += [255, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 128, 0, 255, 0, 128] }
    let png = try PNGEncoder.encode(RGBAImage(width: 4, height: 2, pixels: px))
    try Data(png).write(to: URL(fileURLWithPath: dir + "/g.png"))
    return dir
  }

  func render(_ image: String, in dir: String) throws -> (RenderTree, RGBAImage) {
    let renderer = try Renderer()
    let doc = try document(
      ##"{"vellum":1,"canvas":{"width":4,"height":2,"scale":1,"background":"#FFFFFF"},"root":{"image":\##(image)}}"##)
    let tree = renderer.layout(doc, baseDirectory: dir)
    return (tree, try renderer.renderImage(tree, baseDirectory: dir))
  }

  func pixel(_ i: RGBAImage, _ x: Int) -> [Int] { (0..<3).map { Int(i.pixels[x * 4 + $0]) } }

  @Test func aTemplateDrawsTheFilesAlphaInTheTint() throws {
    let dir = try folder()
    let (tree, image) = try render(
      ##"{"file":"g.png","width":4,"height":2,"renderingMode":"template","tintColor":"#0000FF"}"##, in: dir)
    let draw = try #require(tree.nodes.compactMap { if case .image(let d) = $0.kind { d } else { nil } }.first)
    #expect(draw.tint?.description == "#0000FF")
    #expect(pixel(image, 0) == [0, 0, 255], "opaque pixels take the tint")
    let half = pixel(image, 3)
    #expect(half[0] > 120 && half[0] < 135 && half[2] == 255, "half-alpha pixels stay half covered: \(half)")
  }

  @Test func originalIsTheFilesDefault() throws {
    let dir = try folder()
    for image in [
      #"{"file":"g.png","width":4,"height":2}"#, #"{"file":"g.png","width":4,"height":2,"renderingMode":"original"}"#,
    ] {
      let (tree, pixels) = try render(image, in: dir)
      #expect(tree.nodes.allSatisfy { if case .image(let d) = $0.kind { d.tint == nil } else { true } })
      #expect(pixel(pixels, 0) == [255, 0, 0])
    }
  }

  @Test func aSymbolDrawnOriginalIsInTheLabelColourWhateverTheTint() throws {
    let dir = try folder()
    let (tree, _) = try render(
      #"{"systemName":"star.fill","renderingMode":"original","tintColor":"systemPink"}"#, in: dir)
    let symbol = try #require(
      tree.nodes.compactMap { if case .symbolDrawing(let d) = $0.kind { d.symbol } else { nil } }.first)
    #expect(symbol.color.description == "#000000" && symbol.renderingMode == .monochrome)
  }

  @Test func symbolLayerModesOnAFileAreRefusedWithTheirPath() throws {
    #expect {
      try document(#"{"vellum":1,"root":{"image":{"file":"g.png","renderingMode":"hierarchical"}}}"#)
    } throws: { error in
      let text = "\(error)"
      return text.contains("root.image.renderingMode") && text.contains("a PNG has none")
    }
  }
}
