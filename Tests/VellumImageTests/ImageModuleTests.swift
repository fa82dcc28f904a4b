import Testing
import VellumImage
import VellumModel

/// VellumImage sees no document model: the limits it shares with the decoder are held equal here.
@Suite struct ImageModuleTests {
  @Test func theRowReaderStreamsTheLargestCanvasTheDecoderAccepts() {
    #expect(PNGRowReader.maximumStreamedPixels == DocumentDecoder.maximumCanvasPixels)
  }

  @Test func aCanvasTooLargeNamesItsLimits() {
    let e = RenderError.canvasTooLarge(
      width: 12288, height: 600_000, maximumWidth: 12288, maximumHeight: 1_000_000, maximumPixels: 512 << 20)
    #expect(
      e.description.hasPrefix(
        "the laid-out canvas is 12288×600000 pixels; the limits are 12288 wide and 1000000 high, 536870912 pixels in all"
      ))
  }

  /// A filled image has the colour in every pixel, at any size (the fill copies doubling runs).
  @Test(arguments: [(0, 0), (1, 1), (3, 1), (5, 7), (33, 9)])
  func aFilledImageIsThatColourEverywhere(_ width: Int, _ height: Int) {
    let image = RGBAImage(width: width, height: height, fill: (1, 2, 3, 4))
    #expect(image.pixels.count == width * height * 4)
    #expect(image.pixels == Array([[UInt8]](repeating: [1, 2, 3, 4], count: width * height).joined()))
  }
}
