import CPango
import Glibc
import Testing
import VellumModel

@testable import VellumCairo

/// The libraries leave the process they are linked into as they found it: this test binary links
/// what the Vellum and VellumSnapshotTesting products hold (and the tests), never the `vellum`
/// executable's C targets, and a render changes nothing another user of fontconfig or Pango in
/// the same process sees.
@Suite struct ProcessWideStateTests {
  /// The file (shared library or executable) mapped where `address` lies (/proc/self/maps).
  static func file(of address: UnsafeRawPointer?) -> String {
    guard let address, let maps = fopen("/proc/self/maps", "r") else { return "" }
    defer { fclose(maps) }
    let at = UInt(bitPattern: address)
    var line = [CChar](repeating: 0, count: 4096)
    while fgets(&line, Int32(line.count), maps) != nil {
      let fields = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }.split(
        separator: " ", omittingEmptySubsequences: true)
      let range = fields.first?.split(separator: "-").compactMap { UInt($0, radix: 16) } ?? []
      if range.count == 2, range[0] <= at, at < range[1] {
        return fields.count > 5 ? String(fields[5].filter { $0 != "\n" }) : ""
      }
    }
    return ""
  }

  /// The executable's stubs (CVellumLazyBackend) would stand between this code and the
  /// rendering libraries.
  @Test func theLibrariesHoldNothingOfTheExecutables() throws {
    let create: @convention(c) (OpaquePointer?) -> OpaquePointer? = cairo_create
    let cairo = Self.file(of: unsafeBitCast(create, to: UnsafeRawPointer.self))
    #expect(cairo.contains("libcairo.so"), "cairo_create is called in \(cairo)")
  }

  /// The fonts fontconfig's current configuration lists, and the families a new default Pango
  /// font map (another Pango user's) lists.
  static func processFonts() -> (fonts: Int32, families: Int32) {
    let fonts = FcConfigGetFonts(FcConfigGetCurrent(), FcSetSystem)?.pointee.nfont ?? -1
    let map = pango_cairo_font_map_new()!
    defer { g_object_unref(UnsafeMutableRawPointer(map)) }
    var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>? = nil
    var count: Int32 = 0
    pango_font_map_list_families(UnsafeMutablePointer<PangoFontMap>(OpaquePointer(map)), &families, &count)
    g_free(families)
    return (fonts, count)
  }

  @Test func aRenderLeavesFontconfigsCurrentConfigurationAlone() throws {
    let current = FcConfigGetCurrent()
    let before = Self.processFonts()
    let renderer = try Renderer()
    let document = try DocumentDecoder.decode(Array(#"{"vellum":1,"root":{"text":{"string":"Hello 日本語"}}}"#.utf8))
    #expect(try renderer.renderPNG(renderer.layout(document)).count > 0)
    #expect(FcConfigGetCurrent() == current)
    let after = Self.processFonts()
    #expect(after == before, "fonts, families before \(before), after \(after)")
    // The machine's configuration, as a fresh load of it lists: not Vellum's few fonts.
    let machine = FcInitLoadConfigAndFonts()
    defer { FcConfigDestroy(machine) }
    #expect(after.fonts == FcConfigGetFonts(machine, FcSetSystem)?.pointee.nfont ?? -2)
  }
}
