import FuzzDriver
import VellumSnapshot

/// libFuzzer's entry point: `FuzzTargets.svg` (a custom symbol's SVG read and fitted).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzTargets.svg(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// SwiftPM links an executable's entry as `<module>_main`: hand the command line to libFuzzer.
@_cdecl("fuzz_svg_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv) { data, size in fuzzSVG(data, size) }
}
