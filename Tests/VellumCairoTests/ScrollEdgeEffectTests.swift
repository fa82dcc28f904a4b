import Testing
import VellumCairo
import VellumImage
import VellumLayout
import VellumModel

/// The scroll edge effect's painter: what is under it blurred and faded into its colour towards
/// its edge, untouched past its inner end.
@Suite struct ScrollEdgeEffectTests {
  /// A 120 × 100 pt canvas at 3x of sharp vertical black and white stripes (6 pt), a top effect
  /// fading into white over the top 60 pt, or the same as a PDF-free raster for `style`.
  static func render(style: ScrollEdgeEffect.Style = .soft) throws -> RGBAImage {
    let stripes = (0..<10).map { i in
      RenderNode(
        frame: Rect(x: Double(i) * 12, y: 0, width: 6, height: 100),
        kind: .fill(Color(red: 0, green: 0, blue: 0), cornerRadius: 0, corners: .all))
    }
    let effect = ScrollEdgeEffect(
      edge: .top, style: style, color: Color(red: 1, green: 1, blue: 1), opacity: 0.85, blurSigma: 8, plateau: 0.5)
    let tree = RenderTree(
      size: Size(width: 120, height: 100), scale: 3, background: Color(red: 1, green: 1, blue: 1),
      layoutDirection: .leftToRight,
      nodes: stripes + [RenderNode(frame: Rect(x: 0, y: 0, width: 120, height: 60), kind: .scrollEdgeEffect(effect))])
    return try Renderer().renderImage(tree)
  }

  static func row(_ image: RGBAImage, _ y: Int) -> [Int] {
    (0..<image.width).map { Int(image.pixels[(y * image.width + $0) * 4]) }
  }

  @Test func nearTheEdgeTheStripesAreBlurredAndFadedIntoTheColour() throws {
    let image = try Self.render()
    // 10 pt from the edge (full strength): blurred to one tone, lifted towards white by 85 %.
    let near = Self.row(image, 30)
    #expect(near.min()! > 200, "\(near.min()!)")
    #expect(near.max()! - near.min()! < 20, "\(near.min()!)…\(near.max()!)")
  }

  @Test func pastTheInnerEndTheStripesAreSharpAndHalfwayOutTheySoften() throws {
    let image = try Self.render()
    let below = Self.row(image, 70 * 3)
    #expect(below.min() == 0 && below.max() == 255)
    // 50 pt down (t = 5/6): partly faded, blurred, still showing the stripes.
    let fading = Self.row(image, 50 * 3)
    #expect(fading.min()! > 0 && fading.max()! - fading.min()! > 10, "\(fading.min()!)…\(fading.max()!)")
  }

  @Test func theHardStyleIsAnOpaqueBacking() throws {
    let image = try Self.render(style: .hard)
    #expect(Self.row(image, 50 * 3).allSatisfy { $0 == 255 })
    #expect(Self.row(image, 61 * 3).min() == 0)
  }

  @Test func aTreeDumpNamesTheEffect() {
    let tree = RenderTree(
      size: Size(width: 10, height: 10), scale: 1, background: Color(red: 1, green: 1, blue: 1),
      layoutDirection: .leftToRight,
      nodes: [
        RenderNode(
          frame: Rect(x: 0, y: 0, width: 10, height: 5),
          kind: .scrollEdgeEffect(
            ScrollEdgeEffect(
              edge: .bottom, color: Color(red: 0, green: 0, blue: 0), opacity: 0.85, blurSigma: 8, plateau: 0.5)))
      ])
    #expect(tree.dump().contains("scroll-edge-effect 0,0 10x5 bottom soft #000000 opacity 0.85 blur 8 plateau 0.5"))
  }
}
