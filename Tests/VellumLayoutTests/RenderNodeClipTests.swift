import Testing
import VellumModel

@testable import VellumLayout

/// A node's clip is boxed (most nodes have none): it reads and writes like a stored field.
@Suite struct RenderNodeClipTests {
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
