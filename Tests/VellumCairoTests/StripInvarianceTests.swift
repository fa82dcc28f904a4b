import Foundation
import Testing
import VellumLayout
import VellumModel

@testable import VellumCairo

/// Canvases are painted in strips; where the strips fall must not show. Trees of fills, text
/// and symbols (lists, sidebars, forms) are painted in `plainStripHeight` strips and must give
/// the same pixels at any strip height; trees with blurs, shadows, images, gradients,
/// transforms or groups keep `stripHeight`.
@Suite struct StripInvarianceTests {
  static let root =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path + "/Samples/"

  static func tree(_ relative: String, _ renderer: Renderer) throws -> (RenderTree, String) {
    let path = root + relative
    let base = (path as NSString).deletingLastPathComponent
    let data = try #require(FileManager.default.contents(atPath: path))
    let doc = try DocumentDecoder.decode(Array(data)) { FileManager.default.fileExists(atPath: base + "/" + $0) }
    return (renderer.layout(doc, baseDirectory: base), base)
  }

  @Test(arguments: [
    "lists/sidebar-light.json", "lists/ipad-sidebar.json", "lists/insetGrouped-dark.json", "lists/accessories.json",
  ])
  func plainTreesPaintTheSameAtAnyStripHeight(_ relative: String) throws {
    let renderer = try Renderer()
    let (tree, base) = try Self.tree(relative, renderer)
    let invariant = Renderer.isStripInvariant(tree)
    #expect(invariant, "\(relative) has a node that is not strip-invariant")
    renderer.stripHeight = 100_000
    renderer.plainStripHeight = 100_000
    let whole = try renderer.renderImage(tree, baseDirectory: base)
    for height in [256, 128, 97, 33] {
      renderer.plainStripHeight = height
      let strips = try renderer.renderImage(tree, baseDirectory: base)
      // Equal images compare with one memcmp; the differing values are counted only for the message.
      if strips != whole {
        let differing = zip(strips.pixels, whole.pixels).filter { $0 != $1 }.count
        Issue.record("\(relative): \(differing) channel values differ with \(height)-row strips")
      }
    }
  }

  @Test(arguments: [
    "controls/slider-light.json", "places/regular-light.json", "pickers/color-spectrum-light.json",
    "pointer/lift-tiles-light.json", "menus/context-menu-preview-dark.json", "cells/states.json",
  ])
  func treesThatResampleKeepTheirStrips(_ relative: String) throws {
    let (tree, _) = try Self.tree(relative, try Renderer())
    let invariant = Renderer.isStripInvariant(tree)
    #expect(!invariant)
  }

  /// A renderer keeps its strip surface for the next image of the same size: images of other
  /// widths in between, and the same image again, paint as a fresh renderer paints them.
  @Test func aKeptSurfacePaintsAsAFreshOne() throws {
    let renderer = try Renderer()
    let (sidebar, base) = try Self.tree("lists/sidebar-light.json", renderer)
    let (slider, sliderBase) = try Self.tree("controls/slider-light.json", renderer)
    let first = try renderer.renderImage(sidebar, baseDirectory: base)
    _ = try renderer.renderImage(slider, baseDirectory: sliderBase)
    #expect(try renderer.renderImage(sidebar, baseDirectory: base) == first)
    #expect(try renderer.renderImage(sidebar, baseDirectory: base) == first)
    #expect(try Renderer().renderImage(sidebar, baseDirectory: base) == first)
  }
}
