import VellumCairo
import VellumCompare
import VellumModel

/// What the fuzzers do with each input, in one place: the libFuzzer harnesses in `fuzz/`
/// (built with AddressSanitizer by `scripts/fuzz.sh`) and the test suite's replay of mutated
/// inputs run this same code. Errors are expected; crashes and hangs are what fuzzing looks for.
package enum FuzzTargets {
  /// Decodes `bytes` as a document, lays out what decodes, dumps its render tree, and renders it
  /// when it is small enough to render quickly (at most 2 megapixels). True when it decoded.
  @discardableResult
  package static func document(_ bytes: [UInt8], renderer: Renderer) -> Bool {
    guard let document = try? DocumentDecoder.decode(bytes) else { return false }
    let tree = renderer.layout(document)
    _ = tree.dump()
    if tree.pixelWidth * tree.pixelHeight <= 2_000_000 {
      _ = try? renderer.renderPNG(tree)
    }
    return true
  }

  /// Reads `bytes` as a custom symbol's SVG (UTF-8, as `SymbolLibrary` reads a `symbolFile`)
  /// and as a system symbol's outline, and fits every drawing of what reads to the symbol grid:
  /// all a symbol costs before painting. True when it read as a custom symbol.
  @discardableResult
  package static func svg(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    _ = try? SymbolOutline(svg: text).fitted()
    guard let symbol = try? CustomSymbol(svg: text) else { return false }
    for weight in [FontWeight.ultraLight, .regular, .black] {
      for scale in SymbolScale.allCases {
        let drawing = symbol.outline(weight: weight, scale: scale)
        precondition(drawing.shapes.allSatisfy { $0.strokeWidth.isFinite && $0.ops.allSatisfy(\.isFinite) })
      }
    }
    precondition(symbol.segments <= CustomSymbol.maximumDrawingSegments)
    return true
  }

  /// Reads `bytes` (UTF-8) as a text's markdown: its runs hold only characters of the source.
  package static func markdown(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let runs = Markdown.runs(text)
    precondition(runs.reduce(0) { $0 + $1.string.unicodeScalars.count } <= text.unicodeScalars.count)
  }

  /// Decodes `bytes` as a PNG (both decoding paths) and compares what decodes with itself and
  /// with a copy one pixel off, as images and as PNG files (the row-by-row path); first compares
  /// the bytes with themselves plus a byte after IEND, whatever they are.
  package static func png(_ bytes: [UInt8]) {
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
