import FuzzDriver
import VellumCairo
import VellumSnapshot

/// libFuzzer's entry point: decode the bytes as a PNG (both decoding paths); compare what
/// decodes with itself and with a copy one pixel off, as images and as PNG files (the
/// row-by-row path).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // Equal pixels in unequal files (a byte after IEND): the row-by-row comparison, on
  // whatever the bytes are.
  _ = try? ImageComparison.compare(
    expectedPNG: bytes, actualPNG: bytes + [0], options: ComparisonOptions(metric: .pixelmatch(), diffImage: .never))
  guard let image = try? PNGDecoder.decode(bytes) else { return 0 }
  guard image.width * image.height <= 4_000_000 else { return 0 }
  var other = image
  if !other.pixels.isEmpty { other.pixels[0] ^= 0xFF }
  _ = ImageComparison.compare(expected: image, actual: image)
  _ = ImageComparison.compare(expected: image, actual: other, options: ComparisonOptions(diffImage: .always))
  _ = try? ImageComparison.compare(expectedPNG: bytes, actualPNG: bytes)
  if let otherPNG = try? PNGEncoder.encode(other, hasAlpha: true) {
    _ = try? ImageComparison.compare(expectedPNG: bytes, actualPNG: otherPNG)
  }
  return 0
}

/// SwiftPM links an executable's entry as `<module>_main`: hand the command line to libFuzzer.
@_cdecl("fuzz_png_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv) { data, size in fuzzPNG(data, size) }
}
