import Testing
import VellumCairo
import VellumLayout
import VellumModel

/// `Renderer.paintsSamePixels`: the rendered rows against a PNG's, without encoding.
@Suite(.serialized) struct PaintsSamePixelsTests {
  static func tree(_ renderer: Renderer, background: String = "#FFFFFF", height: Int = 700) throws -> RenderTree {
    let json = """
      {"vellum":1,"canvas":{"width":90,"height":\(height),"scale":1,"background":"\(background)"},
       "root":{"stack":{"axis":"vertical","children":[{"text":{"string":"Hello"}},{"text":{"string":"World"}}]}}}
      """
    return renderer.layout(try DocumentDecoder.decode(Array(json.utf8)))
  }

  @Test func itsOwnPNGMatchesAndAnyChangedPixelDoesNot() throws {
    let renderer = try Renderer()
    let tree = try Self.tree(renderer)
    let png = try renderer.renderPNG(tree)
    #expect(try renderer.paintsSamePixels(tree, as: png) == true)
    // The same pixels with other bytes.
    let image = try PNGDecoder.decode(png)
    let up = try PNGEncoder.encode(image, hasAlpha: false, options: PNGEncoder.Options(filter: .paeth))
    #expect(up != png)
    #expect(try renderer.paintsSamePixels(tree, as: up) == true)
    // One pixel off in the first row, the middle of a strip, and the last row.
    for (x, y) in [(0, 0), (45, 300), (89, 699)] {
      var changed = image
      changed.pixels[(y * 90 + x) * 4 + 1] ^= 1
      #expect(try renderer.paintsSamePixels(tree, as: try PNGEncoder.encode(changed, hasAlpha: false)) == false)
    }
  }

  @Test func whatItCannotTellIsNil() throws {
    let renderer = try Renderer()
    let tree = try Self.tree(renderer)
    let png = try renderer.renderPNG(tree)
    let image = try PNGDecoder.decode(png)
    // The same pixels stored as RGBA: the PNG comparison decides.
    #expect(try renderer.paintsSamePixels(tree, as: try PNGEncoder.encode(image, hasAlpha: true)) == nil)
    // Another size, not a PNG, a truncated stream.
    #expect(try renderer.paintsSamePixels(try Self.tree(renderer, height: 699), as: png) == nil)
    #expect(try renderer.paintsSamePixels(tree, as: Array("not a png".utf8)) == nil)
    #expect(try renderer.paintsSamePixels(tree, as: Array(png[0..<png.count / 2])) == nil)
    // A translucent canvas is RGBA: its own PNG matches.
    let clear = try Self.tree(renderer, background: "#FFFFFF80")
    #expect(try renderer.paintsSamePixels(clear, as: try renderer.renderPNG(clear)) == true)
  }
}
