import FuzzDriver
import VellumCairo
import VellumLayout

/// One renderer for the whole run: font set-up is costly and never what is being fuzzed.
nonisolated(unsafe) let renderer = try! Renderer()

/// libFuzzer's entry point: decode the bytes as a document; lay out what decodes; render what is
/// small enough to render quickly (at most 2 megapixels). Errors are fine; crashes, hangs and
/// leaks are what the fuzzer reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let document = try? DocumentDecoder.decode(bytes) else { return 0 }
  let tree = renderer.layout(document)
  _ = tree.dump()
  if tree.pixelWidth * tree.pixelHeight <= 2_000_000 {
    _ = try? renderer.renderPNG(tree)
  }
  return 0
}

/// SwiftPM links an executable's entry as `<module>_main`: hand the command line to libFuzzer.
@_cdecl("fuzz_document_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv) { data, size in fuzzDocument(data, size) }
}
