import FuzzDriver
import VellumSnapshot

/// libFuzzer's entry point: `FuzzTargets.markdown` (a text's markdown read into runs).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzTargets.markdown(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// SwiftPM links an executable's entry as `<module>_main`: hand the command line to libFuzzer.
@_cdecl("fuzz_markdown_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv) { data, size in fuzzMarkdown(data, size) }
}
