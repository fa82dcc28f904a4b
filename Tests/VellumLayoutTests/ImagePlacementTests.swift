import Testing

@testable import VellumLayout

/// Where layout puts an image's pixels for each of UIKit's content modes: a 200 × 100 px image
/// in a 60 × 60 pt frame at (10, 20).
@Suite struct ImagePlacementTests {
  let frame = Rect(x: 10, y: 20, width: 60, height: 60)
  let pixels = Size(width: 200, height: 100)

  func place(_ mode: ImageFit, scale: Int = 3) throws -> ImagePlacement {
    try #require(ImagePlacement(mode, pixelSize: pixels, in: frame, scale: scale))
  }

  @Test func scaleToFillStretchesToTheFrame() throws {
    let p = try place(.scaleToFill)
    #expect(p == ImagePlacement(origin: Point(x: 10, y: 20), scaleX: 0.3, scaleY: 0.6))
  }

  @Test func aspectFitShowsAllCentredAndAspectFillCoversCentred() throws {
    // Fit: 60 × 30 pt, centred down the frame. Fill: 120 × 60 pt, centred across it.
    #expect(try place(.scaleAspectFit) == ImagePlacement(origin: Point(x: 10, y: 35), scaleX: 0.3, scaleY: 0.3))
    #expect(try place(.scaleAspectFill) == ImagePlacement(origin: Point(x: -20, y: 20), scaleX: 0.6, scaleY: 0.6))
  }

  @Test func centerKeepsAPixelPerDevicePixel() throws {
    #expect(try place(.center, scale: 2) == ImagePlacement(origin: Point(x: -10, y: 25), scaleX: 0.5, scaleY: 0.5))
  }

  @Test func anEmptyFrameOrImageDrawsNothing() {
    #expect(ImagePlacement(.scaleToFill, pixelSize: .zero, in: frame, scale: 3) == nil)
    #expect(ImagePlacement(.scaleToFill, pixelSize: pixels, in: Rect(x: 0, y: 0, width: 0, height: 5), scale: 3) == nil)
  }

  @Test func layoutPlacesEveryImageFromItsFinalFrame() throws {
    let tree = try layout(
      #"{"vellum":1,"canvas":{"width":100,"height":100,"scale":2},"root":{"stack":{"padding":{"leading":7},"children":[{"image":{"file":"a.png","width":40,"height":40,"contentMode":"scaleAspectFill"}}]}}}"#,
      measurer: FixedAdvanceMeasurer(imageSizes: ["a.png": pixels]))
    let images = tree.nodes.compactMap { n -> (Rect, ImageDraw)? in
      if case .image(let i) = n.kind { (n.frame, i) } else { nil }
    }
    let (frame, image) = try #require(images.first)
    let node = RenderNode(frame: frame, kind: .image(image))
    #expect(image.placement == ImagePlacement(.scaleAspectFill, pixelSize: pixels, in: node.frame, scale: 2))
    #expect(image.placement?.origin.y == node.frame.y)
  }
}
