import Foundation
import Synchronization
import Testing
import VellumCairo
import VellumLayout
import VellumSnapshot

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path

/// Every sample document, relative to Samples/ (assets folders hold images, not documents).
let samplePaths: [String] = {
  let root = packageRoot + "/Samples"
  let all = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
  return all.filter { $0.hasSuffix(".json") && !$0.split(separator: "/").contains("assets") }.sorted()
}()

/// One renderer for all samples (fonts load once), used by one test at a time.
let renderer = Mutex<Renderer?>(nil)

@Suite struct SampleTests {
  @Test func thereAreSamplesForEveryConcern() {
    #expect(samplePaths.count >= 8, "found \(samplePaths)")
  }

  @Test(arguments: samplePaths)
  func sampleMatchesItsGoldenPixelsAndTree(_ relative: String) throws {
    let documentPath = packageRoot + "/Samples/" + relative
    let name = String(relative.dropLast(".json".count))
    let data = try #require(FileManager.default.contents(atPath: documentPath))
    let base = (documentPath as NSString).deletingLastPathComponent
    let document = try DocumentDecoder.decode(Array(data)) { FileManager.default.fileExists(atPath: base + "/" + $0) }
    let (png, dump) = try renderer.withLock { r in
      if r == nil { r = try Renderer() }
      let tree = r!.layout(document, baseDirectory: base)
      return (try r!.renderPNG(tree, baseDirectory: base), tree.dump())
    }
    let goldenPNG = packageRoot + "/Snapshots/" + name + ".png"
    let goldenTree = packageRoot + "/Snapshots/" + name + ".tree.txt"
    let expectedPNG = try #require(
      FileManager.default.contents(atPath: goldenPNG), "missing golden \(goldenPNG): record it with scripts/dev.sh samples")
    let expectedTree = try #require(FileManager.default.contents(atPath: goldenTree))
    #expect(String(decoding: expectedTree, as: UTF8.self) == dump, "render tree of \(name) changed")
    if Array(expectedPNG) != png {
      let result = try ImageComparison.compare(expectedPNG: Array(expectedPNG), actualPNG: png)
      let artifacts = packageRoot + "/.vellum/artifacts/" + name
      try? FileManager.default.createDirectory(
        atPath: (artifacts as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try? AtomicFile.write(png, to: artifacts + ".actual.png")
      Issue.record("\(name): \(result.summary); actual written to \(artifacts).actual.png")
    }
  }
}
