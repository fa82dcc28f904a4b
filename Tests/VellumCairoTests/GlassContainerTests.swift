import Testing
import VellumCairo
import VellumImage
import VellumLayout
import VellumModel

/// `glassEffectContainer`: glass closer than its spacing merges into one piece with a neck
/// between the shapes; farther apart it stays separate (iOS 26, stated explicitly).
@Suite struct GlassContainerTests {
  /// Two 44 pt glass circles `gap` points apart in a container of spacing 20, over black and
  /// white stripes.
  static func document(gap: Double) -> String {
    let circle = #"{ "spacer": { "frame": { "width": 44, "height": 44 }, "glassEffect": { "shape": "circle" } } }"#
    let stripes = (0..<20).map { i in
      #"{ "spacer": { "frame": { "width": 10, "height": 100 }, "background": "\#(i % 2 == 0 ? "black" : "white")" } }"#
    }
    return #"""
      { "vellum": 1, "canvas": { "systemVersion": "26", "width": 200, "height": 100, "appearance": "light" },
        "root": { "zStack": { "children": [
          { "stack": { "axis": "horizontal", "children": [\#(stripes.joined(separator: ","))] } },
          { "glassEffectContainer": { "spacing": 20, "content": { "stack": { "axis": "horizontal", "spacing": \#(gap),
            "children": [\#(circle), \#(circle)] } } } } ] } } }
      """#
  }

  static func render(gap: Double) throws -> (RenderTree, RGBAImage) {
    let renderer = try Renderer()
    let tree = try renderer.layout(DocumentDecoder.decode(Array(Self.document(gap: gap).utf8)))
    return (tree, try renderer.renderImage(tree))
  }

  @Test func closeShapesMergeIntoOnePieceAndFarOnesStaySeparate() throws {
    let (close, _) = try Self.render(gap: 10)
    let closeGlass = close.dump().split(separator: "\n").filter { $0.hasPrefix("glass ") }
    #expect(closeGlass.count == 1 && closeGlass[0].contains("merges 2 spacing 20"), "\(closeGlass)")
    let (far, _) = try Self.render(gap: 30)
    let farGlass = far.dump().split(separator: "\n").filter { $0.hasPrefix("glass ") }
    #expect(farGlass.count == 2 && !farGlass.contains { $0.contains("merges") }, "\(farGlass)")
  }

  @Test func theBridgeBetweenCloseCirclesIsGlassAndFarApartItIsBackdrop() throws {
    // The middle of the gap, on the circles' centre line.
    for (gap, isGlass) in [(10.0, true), (30.0, false)] {
      let (tree, image) = try Self.render(gap: gap)
      let scale = Double(tree.scale)
      let x = Int(100 * scale)
      let y = Int(50 * scale)
      let i = (y * image.width + x) * 4
      let v = Int(image.pixels[i])
      // Backdrop: the stripes' pure black or white (the middle falls on a stripe); glass: blurred
      // and lifted, between them.
      let backdrop = v == 0 || v == 255
      #expect(backdrop != isGlass, "gap \(gap): \(v)")
    }
  }
}
