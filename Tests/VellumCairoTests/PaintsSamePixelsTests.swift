import Testing
import VellumCairo
import VellumLayout
import VellumModel

@testable import VellumImage

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
    // Its pixel hash is of other image data (filtered rows): the rows are not compared (nil).
    #expect(try renderer.paintsSamePixels(tree, as: up) == nil)
    let chunks = Self.chunks(up).filter { $0.type != "vlPH" }
    #expect(try renderer.paintsSamePixels(tree, as: Self.png(chunks)) == true)
    // One pixel off in the first row, the middle of a strip, and the last row.
    for (x, y) in [(0, 0), (45, 300), (89, 699)] {
      var changed = image
      changed.pixels[(y * 90 + x) * 4 + 1] ^= 1
      let other = try PNGEncoder.encode(changed, hasAlpha: false)
      #expect(try renderer.paintsSamePixels(tree, as: other) == nil)
      #expect(
        try renderer.paintsSamePixels(tree, as: Self.png(Self.chunks(other).filter { $0.type != "vlPH" })) == false)
    }
  }

  /// The chunks of `png` (type, data), and a PNG made of chunks: APNG's own chunk reader and writer.
  static func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] { APNG.chunks(png) ?? [] }

  static func png(_ chunks: [(type: String, data: [UInt8])]) -> [UInt8] {
    PNGDecoder.signature + chunks.flatMap { APNG.chunk($0.type, $0.data) }
  }

  /// A golden that carries its pixel hash is judged by it: with the hash changed (its chunk's CRC
  /// right), the same pixels cannot be told the same (nil), which only the hash can say; without
  /// the chunk,
  /// or with it taken to a file whose image data it does not vouch for, the rows are compared.
  @Test func aGoldensPixelHashDecidesWithoutInflating() throws {
    let renderer = try Renderer()
    let tree = try Self.tree(renderer)
    let png = try renderer.renderPNG(tree)
    let stored = try #require(StoredPixelHash(png: png))
    #expect((stored.width, stored.height, stored.channels) == (90, 700, 3))
    let chunks = Self.chunks(png)
    #expect(Self.png(chunks) == png)
    var forged = chunks
    let i = try #require(forged.firstIndex { $0.type == "vlPH" })
    forged[i].data[8] ^= 1
    #expect(StoredPixelHash(png: Self.png(forged)) != nil)
    #expect(try renderer.paintsSamePixels(tree, as: Self.png(forged)) == nil)
    #expect(try renderer.paintsSamePixels(tree, as: Self.png(chunks.filter { $0.type != "vlPH" })) == true)
    let paeth = Self.chunks(
      try PNGEncoder.encode(try PNGDecoder.decode(png), hasAlpha: false, options: PNGEncoder.Options(filter: .paeth)))
    let moved = Self.png(paeth.map { $0.type == "vlPH" ? forged[i] : $0 })
    #expect(StoredPixelHash(png: moved) == nil)
    #expect(try renderer.paintsSamePixels(tree, as: moved) == true)
    // Another size or colour type than the rendering's: the PNG comparison decides.
    #expect(try renderer.paintsSamePixels(try Self.tree(renderer, height: 699), as: png) == nil)
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
