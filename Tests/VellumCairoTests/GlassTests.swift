import Testing
import VellumCairo
import VellumImage
import VellumLayout
import VellumModel

/// Liquid Glass (`Glass`, `GlassPainter`): drawn from what is painted behind it, with the
/// figures measured on iOS 26 (regular glass in a capsule, SwiftUI `.glassEffect`, at 3x).
@Suite struct GlassTests {
  static let capsule = Rect(x: 20, y: 20, width: 120, height: 44)

  /// A 160 × 84 pt canvas at 3x: `backdrop` nodes, then a regular glass capsule over them.
  static func render(background: Color, backdrop: [RenderNode] = [], appearance: Glass.Look = .light) throws
    -> RGBAImage
  {
    let glass = Glass(cornerRadius: 22, appearance: appearance)
    let tree = RenderTree(
      size: Size(width: 160, height: 84), scale: 3, background: background, layoutDirection: .leftToRight,
      nodes: backdrop + [RenderNode(frame: capsule, kind: .glass(glass))])
    return try Renderer().renderImage(tree)
  }

  static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
    let i = (y * image.width + x) * 4
    return image.pixels[i..<i + 3].map(Int.init)
  }

  @Test func overFlatWhiteTheFillIs253WithABrightRimAndAShadowBelow() throws {
    let image = try Self.render(background: Color(red: 1, green: 1, blue: 1))
    // The middle of the capsule.
    #expect(Self.pixel(image, 240, 126).allSatisfy { abs($0 - 253) <= 2 }, "\(Self.pixel(image, 240, 126))")
    // The rim: the outermost pixels of the top edge are white again.
    #expect(Self.pixel(image, 240, 60) == [255, 255, 255])
    // A soft shadow, strongest below: 4 px past the bottom edge darker than 4 px past the top,
    // and gone 13 pt above.
    let below = Self.pixel(image, 240, 196)[0]
    let above = Self.pixel(image, 240, 56)[0]
    #expect(below < above && below < 250, "below \(below), above \(above)")
    #expect(Self.pixel(image, 240, 20) == [255, 255, 255])
  }

  @Test func overFlatBlackTheFillIs19WithAGreyRimFadingInwards() throws {
    let image = try Self.render(background: Color(red: 0, green: 0, blue: 0), appearance: .light)
    // The backdrop decides the look of a small piece: dark over black, whatever the appearance.
    #expect(Self.pixel(image, 240, 126).allSatisfy { abs($0 - 19) <= 2 }, "\(Self.pixel(image, 240, 126))")
    // Down from the top edge at the capsule's middle: 47, 40, 32 (±2), then the fill.
    let rim = (60..<64).map { Self.pixel(image, 240, $0)[0] }
    #expect(zip(rim, [47, 40, 32, 19]).allSatisfy { abs($0 - $1) <= 2 }, "\(rim)")
    // No shadow on black.
    #expect(Self.pixel(image, 240, 194) == [0, 0, 0])
  }

  @Test func glassBlursWhatIsBehindItNeitherCopyingNorHidingIt() throws {
    // Vertical black and white stripes, 6 pt wide, under the capsule.
    let stripes = (0..<14).map { i in
      RenderNode(
        frame: Rect(x: Double(i) * 12, y: 0, width: 6, height: 84),
        kind: .fill(Color(red: 0, green: 0, blue: 0), cornerRadius: 0, corners: .all))
    }
    let image = try Self.render(background: Color(red: 1, green: 1, blue: 1), backdrop: stripes)
    // Outside the capsule the stripes are sharp: 0 and 255 side by side.
    let outside = (0..<40).map { Self.pixel(image, $0, 20)[0] }
    #expect(outside.min() == 0 && outside.max() == 255)
    // Inside, a row across the middle: blurred (σ 2.8 pt leaves about a third of a 12 pt
    // period's swing) and lifted, so neither the stripes' 0 … 255 (copied) nor one flat tone
    // (hidden).
    let inside = (150..<330).map { Self.pixel(image, $0, 126)[0] }
    let (low, high) = (inside.min()!, inside.max()!)
    #expect(low > 100 && high < 250, "\(low)…\(high)")
    #expect(high - low >= 10, "the stripes are gone: \(low)…\(high)")
  }

  @Test func aTreeDumpNamesTheGlass() {
    let tree = RenderTree(
      size: Size(width: 160, height: 84), scale: 3, background: Color(red: 1, green: 1, blue: 1),
      layoutDirection: .leftToRight,
      nodes: [
        RenderNode(
          frame: Self.capsule,
          kind: .glass(Glass(style: .clear, cornerRadius: 22, hasContinuousCorners: true, appearance: .dark)))
      ])
    #expect(tree.dump().contains("glass 20,20 120x44 clear radius 22 continuous dark adapts"))
  }
}
