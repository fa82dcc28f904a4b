import Testing
import VellumCairo
import VellumImage
import VellumLayout
import VellumModel

/// A screen's view colour runs on under its bars (`edgesForExtendedLayout`), laid once: a
/// translucent one reads the same behind the transparent bar as in the content.
@Suite struct ViewColourUnderBarsTests {
  static func render(_ colour: String) throws -> RGBAImage {
    let json =
      ##"{"vellum":1,"canvas":{"device":"iPhone 13"},"root":{"navigationController":{"navigationBar":{"navigationBar":{"title":"T"}},"content":{"stack":{"background":""##
      + colour + ##"","children":[{"spacer":{}}]}}}}}"##
    let renderer = try Renderer()
    return try renderer.renderImage(renderer.layout(try DocumentDecoder.decode(Array(json.utf8))))
  }

  static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
    let i = (y * image.width + x) * 4
    return image.pixels[i..<i + 3].map(Int.init)
  }

  @Test func aTranslucentViewColourIsLaidOnceBehindTheBarsAndInTheContent() throws {
    let image = try Self.render("#00FF0080")
    // Behind the transparent bar (y 60 pt) and in the content (y 400 pt): green at 50 % over white.
    let bar = Self.pixel(image, 30, 180)
    let content = Self.pixel(image, 30, 1200)
    #expect(bar == content, "bar \(bar), content \(content)")
    #expect(abs(content[0] - 127) <= 2 && content[1] == 255, "\(content)")
  }

  @Test func anOpaqueViewColourFillsTheScreen() throws {
    let image = try Self.render("#00FF00")
    #expect(Self.pixel(image, 30, 180) == [0, 255, 0] && Self.pixel(image, 30, 1200) == [0, 255, 0])
  }
}
