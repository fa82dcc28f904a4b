import FuzzDriver
import VellumCairo
import VellumSnapshot

/// One renderer for the whole run: font set-up is costly and never what is being fuzzed.
nonisolated(unsafe) let renderer = try! Renderer()

/// libFuzzer's entry point: `FuzzTargets.document` (decode, lay out, render what is small).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzTargets.document(Array(UnsafeBufferPointer(start: data, count: size)), renderer: renderer)
  return 0
}

/// SwiftPM links an executable's entry as `<module>_main`: hand the command line to libFuzzer.
@_cdecl("fuzz_document_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv) { data, size in fuzzDocument(data, size) }
}
