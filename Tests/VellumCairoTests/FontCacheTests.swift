import CPango
import Foundation
import Testing
import VellumLayout

@testable import VellumCairo

/// The font cache (fontconfig's binary cache of a folder of links to our files): made on the first
/// start, mapped on the next, not used when it does not match the font files, and the same fonts
/// either way.
@Suite(.serialized) struct FontCacheTests {
  func temporaryDirectory() throws -> String {
    let dir = NSTemporaryDirectory() + "vellum-font-cache-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  /// Element by element, in order: every pattern equals the queried one (`FcPatternEqual`).
  func expectEqual(
    _ a: [OpaquePointer], _ b: [OpaquePointer], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(a.count == b.count, sourceLocation: sourceLocation)
    for (x, y) in zip(a, b) { #expect(FcPatternEqual(x, y) != 0, sourceLocation: sourceLocation) }
  }

  /// The one cache file fontconfig wrote under `dir`.
  func cacheFile(in dir: String) throws -> String {
    let folders = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix("fonts-") }
    let folder = try #require(folders.count == 1 ? folders.first : nil)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/" + folder + "/fontconfig")
    let file = try #require(files.first { $0.contains(".cache-") })
    return dir + "/" + folder + "/fontconfig/" + file
  }

  @Test func theSecondStartReadsTheCacheAndRendersTheSame() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let cold = try FontLibrary(cacheDirectory: dir + "/nested/vellum")
    #expect(cold.patternSource == .fontFiles)
    let warm = try FontLibrary(cacheDirectory: dir + "/nested/vellum")
    #expect(warm.patternSource == .cache)
    let none = try FontLibrary(cacheDirectory: nil)
    #expect(none.patternSource == .fontFiles)
    // The patterns are the queried ones (an Inter face's with its cut's matrix), element for
    // element and in order, whatever their source.
    let queried = try FontLibrary.queryPatterns()
    for p in queried {
      if var matrix = FontLibrary.cutMatrix(p) { #expect(FcPatternAddMatrix(p, "matrix", &matrix) != 0) }
    }
    defer { for p in queried { FcPatternDestroy(p) } }
    expectEqual(cold.applicationPatterns, queried)
    expectEqual(warm.applicationPatterns, queried)
    expectEqual(none.applicationPatterns, queried)
    // And the same document renders to the same bytes through each library.
    let doc = try DocumentDecoder.decode(
      Array(#"{"vellum":1,"root":{"text":{"string":"Hello 世界 مرحبا שלום 👋"}}}"#.utf8))
    let a = try Renderer(library: cold).renderPNG(Renderer(library: cold).layout(doc))
    let b = try Renderer(library: warm).renderPNG(Renderer(library: warm).layout(doc))
    let c = try Renderer(library: none).renderPNG(Renderer(library: none).layout(doc))
    #expect(a == b)
    #expect(a == c)
  }

  @Test func aTouchedFontFileGetsAFreshScanAndTheStaleFolderGoes() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A copy stands for a font file that a package update touches; one face of a collection too.
    let copy = dir + "/Inter-Regular.otf"
    try FileManager.default.copyItem(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", toPath: copy)
    let files = [
      FontLibrary.FontFile(path: copy, package: "test"),
      FontLibrary.files.first { $0.face != nil }!,
    ]
    let cache = FontSetCache(directory: dir + "/cache", files: files)
    let queried = try FontLibrary.queryPatterns(files)
    defer { for p in queried { FcPatternDestroy(p) } }
    let first = try #require(cache.load())
    #expect(first.source == .fontFiles)
    expectEqual(first.patterns, queried)
    let second = try #require(cache.load())
    #expect(second.source == .cache)
    expectEqual(second.patterns, queried)
    let oldFolder = try #require(cache.folderName)

    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: copy)
    let newFolder = try #require(cache.folderName)
    #expect(newFolder != oldFolder)
    let third = try #require(cache.load())
    #expect(third.source == .fontFiles, "a new key: the stale cache is not used")
    expectEqual(third.patterns, queried)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/cache") == [newFolder])
    #expect(try #require(cache.load()).source == .cache)
    for p in first.patterns + second.patterns + third.patterns { FcPatternDestroy(p) }
  }

  @Test func aDamagedCacheIsIgnoredAndRewritten() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(try FontLibrary(cacheDirectory: dir).patternSource == .fontFiles)
    let file = try cacheFile(in: dir)
    let good = try Data(contentsOf: URL(fileURLWithPath: file))
    // Cut short, its header's magic overwritten, or all zeros: fontconfig refuses each one, the
    // files are scanned again and the cache is written anew.
    var wrongMagic = good
    wrongMagic.replaceSubrange(0..<4, with: [0xde, 0xad, 0xbe, 0xef])
    for damaged in [good.prefix(good.count / 2), wrongMagic, Data(count: good.count)] {
      try damaged.write(to: URL(fileURLWithPath: file), options: .atomic)
      let library = try FontLibrary(cacheDirectory: dir)
      #expect(library.patternSource == .fontFiles)
      #expect(library.applicationPatterns.count == FontLibrary.files.count)
      #expect(try FontLibrary(cacheDirectory: dir).patternSource == .cache, "rewritten")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)).count == good.count)
  }

  /// Each Inter face carries its cut's factors as its matrix (family and weight as fontconfig
  /// gives them), every other face none, from the cache as from the files: the factors Pango's
  /// fonts are drawn at.
  @Test func interFacesCarryTheirCutsMatrix() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for source in [FontLibrary.PatternSource.fontFiles, .cache] {
      let library = try FontLibrary(cacheDirectory: dir)
      #expect(library.patternSource == source)
      var scaled = 0
      for p in library.applicationPatterns {
        var family: UnsafeMutablePointer<FcChar8>?
        var weight = 0.0
        var matrix: UnsafeMutablePointer<FcMatrix>?
        #expect(FcPatternGetString(p, "family", 0, &family) == FcResultMatch)
        #expect(FcPatternGetDouble(p, "weight", 0, &weight) == FcResultMatch)
        let name = String(cString: try #require(family))
        let cut = SubstituteFont.cuts.first { $0.family == name && Double($0.fontconfigWeight) == weight }
        if let cut {
          #expect(FcPatternGetMatrix(p, "matrix", 0, &matrix) == FcResultMatch, "\(name) \(weight)")
          let m = try #require(matrix).pointee
          #expect(m.xx == cut.widthScale && m.yy == cut.heightScale && m.xy == 0 && m.yx == 0, "\(name) \(weight)")
          #expect(FcPatternGetMatrix(p, "matrix", 1, &matrix) != FcResultMatch)
          scaled += 1
        } else {
          #expect(!name.hasPrefix("Inter"), "\(name) \(weight) has no cut")
          #expect(FcPatternGetMatrix(p, "matrix", 0, &matrix) != FcResultMatch, "\(name)")
        }
      }
      #expect(scaled == 36)  // 9 weights × upright and italic × text and display
    }
  }

  @Test func aFolderThatIsNotOursIsMadeAgain() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    _ = try FontLibrary(cacheDirectory: dir)
    let cache = FontSetCache(directory: dir, files: FontLibrary.files)
    let links = dir + "/" + (try #require(cache.folderName)) + "/files"
    // A link gone: the folder changed, so fontconfig scans it again and the set lacks a file.
    let gone = try #require(try FileManager.default.contentsOfDirectory(atPath: links).sorted().last)
    try FileManager.default.removeItem(atPath: links + "/" + gone)
    #expect(try FontLibrary(cacheDirectory: dir).patternSource == .fontFiles)
    #expect(try FontLibrary(cacheDirectory: dir).patternSource == .fontFiles, "made again, scanned")
    #expect(try FontLibrary(cacheDirectory: dir).patternSource == .cache)
  }

  @Test func noWritableCacheDirectoryMeansQueryingTheFiles() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A plain file where the directory should be: nothing can be made under it (even by root).
    try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/file"))
    for directory in [dir + "/file", dir + "/file/vellum"] {
      let library = try FontLibrary(cacheDirectory: directory)
      #expect(library.patternSource == .fontFiles)
      #expect(library.applicationPatterns.count == FontLibrary.files.count)
    }
    #expect(try FontLibrary(cacheDirectory: nil).patternSource == .fontFiles)
  }

  @Test func concurrentFirstStartsShareOneFolder() async throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let counts = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<4 {
        group.addTask {
          guard let loaded = FontSetCache(directory: dir, files: FontLibrary.files).load() else { return -1 }
          for p in loaded.patterns { FcPatternDestroy(p) }
          return loaded.patterns.count
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(counts == Array(repeating: FontLibrary.files.count, count: 4))
    // One folder, no temporary ones left, and a cache the next start maps.
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).count == 1)
    #expect(try FontLibrary(cacheDirectory: dir).patternSource == .cache)
  }
}
