import Foundation
import Testing
import VellumLayout
import VellumModel

@testable import VellumCairo

/// A screen whose first node fills the whole canvas in an opaque colour (a list's background)
/// has each strip start in that colour instead of the canvas's background, and skips the node:
/// the pixels must be exactly those of painting both.
@Suite struct CanvasFillTests {
  /// Paints nothing and is not a canvas fill: put first, it turns the shortcut off.
  static let decoy = RenderNode(
    frame: Rect(x: 0, y: 0, width: 0, height: 0), kind: .fill(.clear, cornerRadius: 0, corners: []))

  /// Screens whose list background differs from the canvas's (whose pixels would show a skipped
  /// fill or a missing background), at 3x and 2x, light and dark.
  @Test(arguments: [
    "lists/sidebar-light.json", "lists/sidebar-dark.json", "lists/ipad-sidebar.json", "lists/insetGrouped-light.json",
    "lists/payments.json",
  ])
  func startingAStripInTheFillPaintsTheSamePixels(_ relative: String) throws {
    let renderer = try Renderer()
    let (tree, base) = try StripInvarianceTests.tree(relative, renderer)
    let fill = try #require(Renderer.canvasFill(tree), "\(relative): its first node is no canvas fill")
    #expect(fill.color != tree.background, "\(relative): the test shows nothing when the colours are equal")
    var both = tree
    both.nodes.insert(Self.decoy, at: 0)
    #expect(Renderer.canvasFill(both) == nil)
    for height in [256, 97] {
      renderer.stripHeight = height
      renderer.plainStripHeight = height
      let shortcut = try renderer.renderImage(tree, baseDirectory: base)
      let painted = try renderer.renderImage(both, baseDirectory: base)
      if shortcut != painted {
        let differing = zip(shortcut.pixels, painted.pixels).filter { $0 != $1 }.count
        Issue.record("\(relative): \(differing) channel values differ with \(height)-row strips")
      }
    }
  }

  /// Only a fill that leaves every pixel wholly its colour qualifies.
  @Test func otherFirstNodesAreNoCanvasFill() throws {
    let grey = Color(red: 0.95, green: 0.95, blue: 0.97)
    func tree(_ first: RenderNode, scale: Int = 3, height: Double = 999.667) -> RenderTree {
      RenderTree(
        size: Size(width: 390, height: height), scale: scale, background: .white, layoutDirection: .leftToRight,
        nodes: [first])
    }
    func fill(
      _ color: Color, x: Double = 0, y: Double = 0, width: Double = 390, height: Double = 999.667, radius: Double = 0
    ) -> RenderNode {
      RenderNode(
        frame: Rect(x: x, y: y, width: width, height: height), kind: .fill(color, cornerRadius: radius, corners: .all))
    }
    #expect(Renderer.canvasFill(tree(fill(grey)))?.color == grey)
    #expect(Renderer.canvasFill(tree(fill(grey, x: -10, y: -10, width: 500, height: 1200)))?.index == 0)
    #expect(Renderer.canvasFill(tree(fill(grey.withAlpha(0.99)))) == nil, "translucent")
    #expect(Renderer.canvasFill(tree(fill(grey, radius: 10))) == nil, "rounded corners")
    // 999.5 pt at 3x is 2,999 rows (rounded), the last one half covered.
    #expect(Renderer.canvasFill(tree(fill(grey, height: 999.5), height: 999.5)) == nil, "a row partly covered")
    #expect(Renderer.canvasFill(tree(fill(grey, x: 0.1))) == nil, "a column partly covered")
    #expect(Renderer.canvasFill(tree(fill(grey, width: 389.9))) == nil, "the last column partly covered")
    var clipped = fill(grey)
    clipped.clip = Clip(rect: Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(Renderer.canvasFill(tree(clipped)) == nil, "clipped")
    var grouped = tree(fill(grey))
    grouped.nodes.insert(
      RenderNode(frame: Rect(x: 0, y: 0, width: 390, height: 999.667), kind: .beginGroup(opacity: 0.5)), at: 0)
    grouped.nodes.append(RenderNode(frame: Rect(x: 0, y: 0, width: 390, height: 999.667), kind: .endGroup))
    #expect(Renderer.canvasFill(grouped) == nil, "under a group")
  }
}
