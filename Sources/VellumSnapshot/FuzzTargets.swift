import VellumCairo
import VellumCompare
import VellumModel

/// What the fuzzers do with each input, in one place: the libFuzzer harnesses in `fuzz/`
/// (built with AddressSanitizer by `scripts/fuzz.sh`) and the test suite's replay of mutated
/// inputs run this same code. Errors are expected; crashes and hangs are what fuzzing looks for.
public enum FuzzTargets {
  /// Decodes `bytes` as a document, lays out what decodes, dumps its render tree, and renders it
  /// when it is small enough to render quickly (at most 2 megapixels). True when it decoded.
  @discardableResult
  public static func document(_ bytes: [UInt8], renderer: Renderer) -> Bool {
    guard let document = try? DocumentDecoder.decode(bytes) else { return false }
    let tree = renderer.layout(document)
    _ = tree.dump()
    if tree.pixelWidth * tree.pixelHeight <= 2_000_000 {
      _ = try? renderer.renderPNG(tree)
    }
    return true
  }

  /// Decodes `bytes` as a PNG (both decoding paths) and compares what decodes with itself and
  /// with a copy one pixel off, as images and as PNG files (the row-by-row path); first compares
  /// the bytes with themselves plus a byte after IEND, whatever they are.
  public static func png(_ bytes: [UInt8]) {
    _ = try? ImageComparison.compare(
      expectedPNG: bytes, actualPNG: bytes + [0], options: ComparisonOptions(metric: .pixelmatch(), diffImage: .never))
    guard let image = try? PNGDecoder.decode(bytes), image.width * image.height <= 4_000_000 else { return }
    var other = image
    if !other.pixels.isEmpty { other.pixels[0] ^= 0xFF }
    _ = ImageComparison.compare(expected: image, actual: image)
    _ = ImageComparison.compare(expected: image, actual: other, options: ComparisonOptions(diffImage: .always))
    _ = try? ImageComparison.compare(expectedPNG: bytes, actualPNG: bytes)
    if let otherPNG = try? PNGEncoder.encode(other, hasAlpha: true) {
      _ = try? ImageComparison.compare(expectedPNG: bytes, actualPNG: otherPNG)
    }
  }
}
