import CPango
import Foundation
import Testing
import VellumLayout

@testable import VellumCairo

/// The font pattern cache: written on the first start, read on the next, ignored when it does
/// not match the font files, and the same fonts either way.
@Suite(.serialized) struct FontCacheTests {
  func temporaryDirectory() throws -> String {
    let dir = NSTemporaryDirectory() + "vellum-font-cache-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test func theSecondStartReadsTheCacheAndRendersTheSame() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let cold = try FontLibrary(cacheDirectory: dir + "/nested/vellum")
    #expect(cold.patternSource == .fontFiles)
    let warm = try FontLibrary(cacheDirectory: dir + "/nested/vellum")
    #expect(warm.patternSource == .cache)
    // The cached patterns are the queried ones, element for element.
    let cache = FontPatternCache(directory: dir + "/nested/vellum", files: FontLibrary.files)
    let cached = try #require(cache.read())
    let queried = try FontLibrary.queryPatterns()
    #expect(cached.count == queried.count)
    for (a, b) in zip(cached, queried) { #expect(FcPatternEqual(a, b) != 0) }
    // And the same document renders to the same bytes through either library.
    let doc = try DocumentDecoder.decode(Array(#"{"vellum":1,"root":{"text":{"string":"Hello 世界 مرحبا 👋"}}}"#.utf8))
    let a = try Renderer(library: cold).renderPNG(Renderer(library: cold).layout(doc))
    let b = try Renderer(library: warm).renderPNG(Renderer(library: warm).layout(doc))
    #expect(a == b)
  }

  @Test func aCacheThatDoesNotMatchIsIgnoredAndRewritten() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let cache = FontPatternCache(directory: dir, files: FontLibrary.files)
    // Another font set (a file's size or time changed): a different first line.
    try "vellum-font-patterns 1|/usr/share/fonts/x.otf#*#1#2.3\nfamily=Nope\n".write(
      toFile: cache.path, atomically: true, encoding: .utf8)
    #expect(try FontLibrary(cacheDirectory: dir).patternSource == .fontFiles)
    #expect(try FontLibrary(cacheDirectory: dir).patternSource == .cache, "rewritten")
    // A cache cut short after its first line holds no fonts: it is not used.
    let text = try String(contentsOfFile: cache.path, encoding: .utf8)
    try String(text.prefix { $0 != "\n" } + "\n").write(toFile: cache.path, atomically: true, encoding: .utf8)
    #expect(cache.read() == nil)
    #expect(try FontLibrary(cacheDirectory: dir).patternSource == .fontFiles)
    // No cache directory at all: the files are read every time.
    #expect(try FontLibrary(cacheDirectory: nil).patternSource == .fontFiles)
  }
}
