import FuzzDriver
import VellumSnapshot

/// libFuzzer's entry point: `FuzzTargets.png` (both decoders, the comparisons of what decodes).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzTargets.png(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// SwiftPM links an executable's entry as `<module>_main`: hand the command line to libFuzzer.
@_cdecl("fuzz_png_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv) { data, size in fuzzPNG(data, size) }
}
