import CPangoPatternThreads
import Foundation
import Testing
import VellumCairo
import VellumModel

@Suite struct PangoPatternThreadsTests {
  /// The `vellum` executable (and this test binary, which links its targets) runs Pango 1.50's
  /// per-pattern font-matching threads on the calling thread: a fresh renderer's text layout
  /// goes through them, and the pixels are those the samples' goldens hold (CLITests compare
  /// them byte for byte). On any other Pango the threads are GLib's own.
  @Test func pangoPatternThreadsRunOnTheCallingThread() throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/Samples/lists/accessories.json")))
    let document = try DocumentDecoder.decode(bytes)
    let before = vellum_pango_pattern_threads_run_inline()
    let renderer = try Renderer()
    let tree = renderer.layout(document)
    #expect(tree.pixelWidth > 0)
    let ran = vellum_pango_pattern_threads_run_inline() - before
    if vellum_pango_pattern_threads_apply() != 0 {
      #expect(ran >= 2, "a new font map matches and sorts at least one pattern")
    } else {
      #expect(ran == 0)
    }
  }
}
