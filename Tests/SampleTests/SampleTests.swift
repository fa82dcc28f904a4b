import Foundation
import Testing
import VellumModel
import VellumSnapshotTesting

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path

/// Every sample document, relative to Samples/ (assets folders hold images, not documents).
let samplePaths: [String] = {
  let root = packageRoot + "/Samples"
  let all = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
  return all.filter { $0.hasSuffix(".json") && !$0.split(separator: "/").contains("assets") }.sorted()
}()

/// Walks every sample and compares its pixels and render tree with `Snapshots/`, through the
/// same assertion users call (`VELLUM_RECORD=failed swift test --filter SampleTests` re-records).
@Suite struct SampleTests {
  @Test func thereAreSamplesForEveryConcern() {
    #expect(samplePaths.count >= 8, "found \(samplePaths)")
  }

  @Test(arguments: samplePaths)
  func sampleMatchesItsGoldenPixelsAndTree(_ relative: String) throws {
    let documentPath = packageRoot + "/Samples/" + relative
    let data = try #require(FileManager.default.contents(atPath: documentPath))
    let base = (documentPath as NSString).deletingLastPathComponent
    let document = try DocumentDecoder.decode(Array(data)) { FileManager.default.fileExists(atPath: base + "/" + $0) }
    expectSnapshot(of: document, named: String(relative.dropLast(".json".count)), baseDirectory: base)
  }
}
