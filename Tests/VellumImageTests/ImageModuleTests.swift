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
}
