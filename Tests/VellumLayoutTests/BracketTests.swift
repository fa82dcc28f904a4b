import Foundation
import Testing

@testable import VellumLayout

/// Every tree layout makes is balanced: groups, transforms, clips and pointer markers close in order,
/// so painters never decide where a bracket ends.
@Suite struct BracketTests {
  static let samples: [URL] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Samples")
      .standardizedFileURL
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
    return (files ?? []).filter { $0.pathExtension == "json" && !$0.path.contains("/assets/") }
      .sorted { $0.path < $1.path }
  }()

  @Test func everySampleInEveryVariantLaysOutBalanced() throws {
    try #require(Self.samples.count > 100, "the Samples folder was not found")
    var checked = 0
    for url in Self.samples {
      let document = try DocumentDecoder.decode(Array(try Data(contentsOf: url)))
      for (suffix, variant) in document.images(named: url.lastPathComponent) {
        // Pointer markers are resolved and removed inside layout, which asserts (in debug
        // builds, as tests run) that its tree was balanced with them.
        let tree = LayoutEngine.layout(variant, resources: FixedAdvanceMeasurer())
        #expect(tree.bracketProblem == nil, "\(url.lastPathComponent)\(suffix): \(tree.bracketProblem ?? "")")
        checked += 1
      }
    }
    #expect(checked >= Self.samples.count)
  }

  @Test func theCheckFindsEachKindOfImbalance() {
    let f = Rect(x: 0, y: 0, width: 1, height: 1)
    func problem(_ kinds: [RenderNode.Kind]) -> String? { kinds.map { RenderNode(frame: f, kind: $0) }.bracketProblem }
    #expect(problem([.beginGroup(opacity: 0.5), .fill(.white, cornerRadius: 0, corners: .all), .endGroup]) == nil)
    #expect(problem([.beginGroup(opacity: 0.5)]) == "node 0: a group that never closes")
    #expect(problem([.endTransform]) == "node 0: an end of a transform that is not open")
    #expect(
      problem([.beginScale(x: 1, y: 1), .beginGroup(opacity: 1), .endTransform, .endGroup])
        == "node 2: the end of a transform closes the group opened at node 1")
    #expect(problem([.beginClip(cornerRadius: 4, corners: .all), .beginGroup(opacity: 1), .endGroup, .endClip]) == nil)
    #expect(problem([.beginClip(cornerRadius: 0, corners: [])]) == "node 0: a clip that never closes")
    #expect(
      problem([.beginClip(cornerRadius: 0, corners: []), .endTransform])
        == "node 1: the end of a transform closes the clip opened at node 0")
  }
}
