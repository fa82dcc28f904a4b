import CPango
import Testing
import VellumLayout
import VellumModel

@testable import VellumCairo

/// `SymbolRasterCache`: symbols painted from kept ink paint the pixels a fresh drawing paints,
/// wherever on the canvas (and in which strip) the same symbol is drawn again.
@Suite struct SymbolRasterCacheTests {
  static let names = ["gear", "bell.fill", "star.circle.fill", "chevron.right", "plus.square"]

  /// Rows of symbols at 3x, `pitch` points apart (a fraction of a pixel moves some of them), the
  /// same names again and again, drawn in strips of 64 rows so that symbols straddle strips.
  static func tree(pitch: Double) throws -> RenderTree {
    var nodes: [RenderNode] = []
    for row in 0..<24 {
      let name = names[row % names.count]
      let y = 4 + Double(row) * pitch
      for (column, x) in [7.0, 51.25, 90.0 + Double(row) / 3].enumerated() {
        nodes.append(
          RenderNode(
            frame: Rect(x: x, y: y, width: 22, height: 22),
            kind: .symbol(
              Symbol(
                name: name, recipe: SymbolCatalog.map[name]!, pointSize: 17 + Double(column),
                weight: column == 1 ? .semibold : .regular,
                color: Color(red: 0, green: Double(column) / 3, blue: 1)))))
      }
    }
    return try RenderTree(
      size: Size(width: 130, height: 4 + 24 * pitch + 8), scale: 3, background: Color(red: 1, green: 1, blue: 1),
      layoutDirection: .leftToRight, nodes: nodes
    ).resolved()
  }

  @Test(arguments: [44.0, 43.5, 44 + 1.0 / 3, 37.7])
  func keptInkPaintsWhatAFreshDrawingPaints(pitch: Double) throws {
    let tree = try Self.tree(pitch: pitch)
    let fresh = try Renderer()
    fresh.symbolRasters = nil
    fresh.plainStripHeight = 64
    let expected = try fresh.renderImage(tree)
    let cached = try Renderer()
    cached.plainStripHeight = 64
    // Twice: the second image paints from the ink the first one kept.
    for _ in 0..<2 { #expect(try cached.renderImage(tree).pixels == expected.pixels) }
    #expect(cached.symbolRasters!.hits > 0)
  }

  /// The ink is the smallest rectangle holding every pixel that is not fully transparent, as a
  /// scan of every pixel finds it: ink in one pixel, at the edges, in the middle of a wide row
  /// (past the 8-byte and 4-pixel steps, from either side), spread over a few rows; none at all.
  @Test(
    arguments: [
      [(0, 0)], [(10, 6)], [(12, 0), (0, 6)], [(3, 2), (9, 4), (5, 5)], [(11, 3)], [],
      [(20, 1), (29, 5), (17, 3)], [(36, 2), (5, 2)], [(33, 0), (34, 6)],
    ] as [[(Int, Int)]])
  func theInkIsTheSmallestRectangleAroundEveryPixelDrawn(_ pixels: [(Int, Int)]) throws {
    for width in [1, 2, 13, 37] {
      let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), 7))
      defer { cairo_surface_destroy(surface) }
      cairo_surface_flush(surface)
      let data = try #require(cairo_image_surface_get_data(surface))
      let stride = Int(cairo_image_surface_get_stride(surface))
      let drawn = pixels.filter { $0.0 < width }
      for (x, y) in drawn {
        (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = 0x0100_0000 }
      }
      cairo_surface_mark_dirty(surface)
      let ink = SymbolRasterCache.Ink(cropping: surface)
      guard let minX = drawn.map(\.0).min(), let maxX = drawn.map(\.0).max(), let minY = drawn.map(\.1).min(),
        let maxY = drawn.map(\.1).max()
      else {
        #expect(ink.surface == nil, "width \(width)")
        continue
      }
      let cropped = try #require(ink.surface)
      #expect((Int(ink.left), Int(ink.top)) == (minX, minY), "width \(width), \(drawn)")
      #expect(
        (Int(cairo_image_surface_get_width(cropped)), Int(cairo_image_surface_get_height(cropped)))
          == (maxX - minX + 1, maxY - minY + 1), "width \(width), \(drawn)")
    }
  }

  @Test func theSameSymbolAWholeNumberOfPixelsLowerIsAHit() throws {
    let renderer = try Renderer()
    _ = try renderer.renderImage(try Self.tree(pitch: 44))
    // In the first two columns, each name's first row is drawn and its later rows, a multiple of
    // 44 points (132 pixels) lower, paint the kept ink (the third column moves a pixel a row).
    let rows = 24
    #expect(renderer.symbolRasters!.hits >= 2 * (rows - Self.names.count))
    #expect(renderer.symbolRasters!.count <= 2 * Self.names.count + rows)
  }

  @Test func itStaysUnderItsLimitAndDropsTheLeastRecentlyUsedFirst() throws {
    let renderer = try Renderer()
    // Hundreds of sizes: every drawing is new.
    let nodes = (0..<300).map { i in
      RenderNode(
        frame: Rect(x: 4, y: 4 + Double(i) * 2, width: 20, height: 20),
        kind: .symbol(
          Symbol(
            name: "gear", recipe: SymbolCatalog.map["gear"]!, pointSize: 10 + Double(i) / 10,
            color: Color(red: 0, green: 0, blue: 0))))
    }
    let tree = RenderTree(
      size: Size(width: 40, height: 640), scale: 3, background: Color(red: 1, green: 1, blue: 1),
      layoutDirection: .leftToRight, nodes: nodes)
    _ = try renderer.renderImage(tree.resolved())
    let cache = renderer.symbolRasters!
    #expect(cache.heldBytes <= SymbolRasterCache.limit)
    #expect(cache.count <= SymbolRasterCache.maximumCount)
    #expect(cache.count > 0)
  }
}

/// The painter draws resolved layers and never interprets a symbol itself.
@Suite struct UnresolvedSymbolTests {
  @Test func thePainterRefusesASymbolNodeLayoutDidNotResolve() throws {
    let tree = RenderTree(
      size: Size(width: 40, height: 40), scale: 1, background: Color(red: 1, green: 1, blue: 1),
      layoutDirection: .leftToRight,
      nodes: [
        RenderNode(
          frame: Rect(x: 8, y: 8, width: 24, height: 24),
          kind: .symbol(
            Symbol(
              name: "gear", recipe: SymbolCatalog.map["gear"]!, pointSize: 24, color: Color(red: 0, green: 0, blue: 0))
          ))
      ])
    #expect(throws: RenderError.internal("the symbol gear was not resolved by layout (RenderTree.resolveSymbols)")) {
      try Renderer().renderImage(tree)
    }
    // Resolved, it draws.
    let image = try Renderer().renderImage(tree.resolved())
    #expect(image.pixels.contains(0))
  }
}
