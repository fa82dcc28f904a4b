import Testing

import VellumModel

@testable import VellumLayout

/// A render tree holds a node per row part (2000 rows: ~11,000 nodes): nodes must stay small,
/// with the big payloads (text, symbols, images, paths, shadows, accessibility) and the rare
/// clip boxed, so that a long list's tree stays a small part of peak memory.
@Suite struct RenderNodeSizeTests {
  @Test func nodesStaySmall() {
    #expect(MemoryLayout<RenderNode.Kind>.stride <= 56, "a case grew past a fill's payload: make it indirect")
    #expect(MemoryLayout<RenderNode>.stride <= 128)
  }

  @Test func aBoxedClipReadsAndWritesLikeAField() {
    var node = RenderNode(frame: Rect(x: 0, y: 0, width: 10, height: 10), kind: .endGroup)
    #expect(node.clip == nil)
    node.clip = Clip(rect: Rect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 5)
    node.clip?.rect.x = 7
    #expect(node.clip == Clip(rect: Rect(x: 7, y: 2, width: 3, height: 4), cornerRadius: 5))
    #expect(node.offsetBy(dx: 1, dy: 1).clip?.rect == Rect(x: 8, y: 3, width: 3, height: 4))
    let copy = node
    node.clip = nil
    #expect(copy.clip != nil && node != copy)
  }
}
