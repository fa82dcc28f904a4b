import CPango
import CVellumKernels
import Foundation
import Testing
import VellumImage
import VellumLayout
import VellumModel

@testable import VellumCairo

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

  /// `content` (a component) in a 200 × 100 pt iOS 26 canvas, in a container of spacing 20 or
  /// not: the decoder's warnings and the glass nodes laid out.
  static func glassPieces(_ content: String, inContainer: Bool) throws -> (warnings: [Diagnostic], glass: [Glass]) {
    let root = inContainer ? #"{ "glassEffectContainer": { "spacing": 20, "content": \#(content) } }"# : content
    let document = try DocumentDecoder.decode(
      Array(
        #"{ "vellum": 1, "canvas": { "systemVersion": "26", "width": 200, "height": 100 }, "root": \#(root) }"#.utf8))
    let tree = try Renderer().layout(document)
    let glass = tree.nodes.compactMap { node -> Glass? in
      if case .glass(let g) = node.kind { g } else { nil }
    }
    return (document.warnings, glass)
  }

  /// iOS draws no glass on glass: in a container, nearby glass is merged (one piece, no
  /// warning); outside one, nearby or overlapping siblings stay separate pieces (the later drawn
  /// over the earlier) and nothing warns, since only glass inside glass is warned of, naming
  /// both paths, in a container or not (the inner glass is not drawn).
  @Test func inAContainerNearbyGlassMergesAndNothingWarnsOfGlassOnGlass() throws {
    let circle = #"{ "spacer": { "frame": { "width": 44, "height": 44 }, "glassEffect": { "shape": "circle" } } }"#
    let nearby = #"{ "stack": { "axis": "horizontal", "spacing": 10, "children": [\#(circle), \#(circle)] } }"#
    let shifted =
      #"{ "spacer": { "frame": { "width": 44, "height": 44 }, "offset": { "x": 20 }, "glassEffect": true } }"#
    let overlapping = #"{ "zStack": { "children": [\#(circle), \#(shifted)] } }"#
    for content in [nearby, overlapping] {
      let merged = try Self.glassPieces(content, inContainer: true)
      #expect(merged.warnings.isEmpty, "\(merged.warnings)")
      #expect(merged.glass.count == 1 && merged.glass.first?.shapes.count == 2, "\(merged.glass)")
      let apart = try Self.glassPieces(content, inContainer: false)
      #expect(apart.warnings.isEmpty, "\(apart.warnings)")
      #expect(apart.glass.count == 2 && apart.glass.allSatisfy { $0.shapes.isEmpty }, "\(apart.glass)")
    }
    // Glass inside glass: warned of whether in a container or not.
    let nested = #"{ "stack": { "glassEffect": true, "padding": 10, "children": [\#(circle)] } }"#
    for inContainer in [false, true] {
      let (warnings, glass) = try Self.glassPieces(nested, inContainer: inContainer)
      let inner = inContainer ? "root.glassEffectContainer.content.stack" : "root.stack"
      #expect(warnings.map(\.path) == [inner + ".children[0].spacer.glassEffect"])
      #expect(warnings.first?.message.contains("glass inside glass (\(inner).glassEffect)") == true, "\(warnings)")
      #expect(glass.count == 1 && glass[0].shapes.isEmpty)
    }
  }

  /// Text in a container leaves accessibility elements among the nodes the glass is gathered
  /// from: they stay with the content, its glass merges.
  @Test func textWithGlassInAContainerMerges() throws {
    let text = #"{ "text": { "string": "One", "frame": { "width": 60, "height": 44 }, "glassEffect": true } }"#
    let nearby = #"{ "stack": { "axis": "horizontal", "spacing": 10, "children": [\#(text), \#(text)] } }"#
    let (warnings, glass) = try Self.glassPieces(nearby, inContainer: true)
    #expect(warnings.isEmpty)
    #expect(glass.count == 1 && glass.first?.shapes.count == 2, "\(glass)")
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

  static let pdftoppm = "/usr/bin/pdftoppm"
  static let rsvg = "/usr/bin/rsvg-convert"

  /// `tree` written as `format` and rasterised by poppler or librsvg at `zoom` pixels a point.
  static func rasterise(_ tree: RenderTree, as format: VectorFormat, zoom: Int) throws -> RGBAImage {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glass-vector-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let bytes = try Renderer().renderVector([VectorPage(tree: tree)], format: format)
    let input = dir + "/glass.\(format.rawValue)"
    try Data(bytes).write(to: URL(fileURLWithPath: input))
    let p = Process()
    switch format {
    case .pdf:
      p.executableURL = URL(fileURLWithPath: pdftoppm)
      p.arguments = ["-png", "-r", "\(72 * zoom)", "-singlefile", input, dir + "/out"]
    case .svg:
      p.executableURL = URL(fileURLWithPath: rsvg)
      p.arguments = ["-z", "\(zoom)", input, "-o", dir + "/out.png"]
    }
    try p.run()
    p.waitUntilExit()
    try #require(p.terminationStatus == 0)
    return try PNGDecoder.decode(contentsOf: dir + "/out.png")
  }

  /// A 44 pt glass circle.
  static let circle = #"{ "spacer": { "frame": { "width": 44, "height": 44 }, "glassEffect": { "shape": "circle" } } }"#

  /// Two 44 pt glass circles (or `piece`s) 10 pt apart in a container of spacing 20 (one merged piece), over
  /// stripes 8 pt of black and 2 pt of white (the dark look), or the other way round (the light
  /// look, with its shadow); with the index of the merged glass.
  static func mergedOverStripes(dark: Bool, piece: String = circle) throws -> (tree: RenderTree, index: Int) {
    let (wide, thin) = dark ? ("black", "white") : ("white", "black")
    let stripes = (0..<20).map { _ in
      #"{ "spacer": { "frame": { "width": 8, "height": 100 }, "background": "\#(wide)" } },"#
        + #"{ "spacer": { "frame": { "width": 2, "height": 100 }, "background": "\#(thin)" } }"#
    }
    let document = #"""
      { "vellum": 1, "canvas": { "systemVersion": "26", "width": 200, "height": 100, "appearance": "\#(dark ? "dark" : "light")" },
        "root": { "zStack": { "children": [
          { "stack": { "axis": "horizontal", "children": [\#(stripes.joined(separator: ","))] } },
          { "glassEffectContainer": { "spacing": 20, "content": { "stack": { "axis": "horizontal", "spacing": 10,
            "children": [\#(piece), \#(piece)] } } } } ] } } }
      """#
    let tree = try Renderer().layout(DocumentDecoder.decode(Array(document.utf8)))
    let index = try #require(
      tree.nodes.firstIndex {
        if case .glass(let g) = $0.kind { !g.shapes.isEmpty } else { false }
      })
    return (tree, index)
  }

  static let vectorToolsInstalled =
    FileManager.default.isExecutableFile(atPath: pdftoppm) && FileManager.default.isExecutableFile(atPath: rsvg)

  /// PDF and SVG draw glass as an image of the rasterised backdrop: merged glass's image takes
  /// the merged outline, so between the circles and above and below the neck the vector
  /// backdrop shows, not a raster copy of it (which a viewer resamples, and which shows its
  /// pixels at any other zoom). In the dark look (no shadow), rasterised at the canvas's scale
  /// and at twice it, every pixel of the pieces' bounds a point or more outside the outline is
  /// what the page draws without the glass.
  @Test(
    .enabled(if: vectorToolsInstalled, "pdftoppm and rsvg-convert are not installed (poppler-utils, librsvg2-bin)"),
    arguments: VectorFormat.allCases)
  func vectorOutputsDrawMergedGlassInItsOutlineOnly(_ format: VectorFormat) throws {
    let (tree, index) = try Self.mergedOverStripes(dark: true)
    let node = tree.nodes[index]
    guard case .glass(let glass) = node.kind else { return }
    var backdrop = tree
    backdrop.nodes.remove(at: index)
    for zoom in [tree.scale, 2 * tree.scale] {
      let drawn = try Self.rasterise(tree, as: format, zoom: zoom)
      let expected = try Self.rasterise(backdrop, as: format, zoom: zoom)
      let scale = Double(zoom)
      let m = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: 0, y0: 0)
      let shapes = glass.parts(in: node.frame).map { $0.device(m) }
      var outside = 0
      var worst = 0
      for y in Int(node.frame.y * scale)..<Int(node.frame.maxY * scale) {
        for x in Int(node.frame.x * scale)..<Int(node.frame.maxX * scale) {
          let d = vellum_glass_distance(shapes, shapes.count, glass.blend * scale, Double(x) + 0.5, Double(y) + 0.5)
          guard d > scale else { continue }
          outside += 1
          let i = (y * drawn.width + x) * 4
          for c in 0..<3 { worst = max(worst, abs(Int(drawn.pixels[i + c]) - Int(expected.pixels[i + c]))) }
        }
      }
      #expect(outside > 500)
      #expect(worst <= 2, "\(format) at \(zoom)x: a pixel outside the merged outline is off the backdrop by \(worst)")
    }
  }

  /// librsvg lays an SVG's images pixel for pixel at the canvas's scale: there merged glass, its
  /// antialiased edge and (in the light look) its shadow included, is the PNG's. (Poppler
  /// resamples a PDF's images, so the PDF is not held to this.)
  @Test(
    .enabled(if: vectorToolsInstalled, "pdftoppm and rsvg-convert are not installed (poppler-utils, librsvg2-bin)"),
    arguments: [true, false])
  func anSVGDrawsMergedGlassAsThePNGDoes(dark: Bool) throws {
    let (tree, index) = try Self.mergedOverStripes(dark: dark)
    let node = tree.nodes[index]
    let png = try Renderer().renderImage(tree)
    let svg = try Self.rasterise(tree, as: .svg, zoom: tree.scale)
    let scale = Double(tree.scale)
    let reach = Glass.shadowReach
    var worst = 0
    for y in Int((node.frame.y - reach) * scale)..<Int((node.frame.maxY + reach) * scale) {
      for x in Int((node.frame.x - reach) * scale)..<Int((node.frame.maxX + reach) * scale) {
        let i = (y * png.width + x) * 4
        for c in 0..<3 { worst = max(worst, abs(Int(png.pixels[i + c]) - Int(svg.pixels[i + c]))) }
      }
    }
    #expect(worst <= 2, "\(dark ? "dark" : "light"): the SVG's merged glass is off the PNG's by \(worst)")
  }

  /// The coverage of `shape` at 3x over a 200 × 120 pt surface: the glass kernel's, or what
  /// Cairo's fill of `roundedRect` covers.
  static func coverage(of shape: GlassShape, byKernel: Bool) -> [Int] {
    let (w, h) = (600, 360)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
    defer { cairo_surface_destroy(surface) }
    let stride = Int(cairo_image_surface_get_stride(surface))
    if byKernel {
      let m = cairo_matrix_t(xx: 3, yx: 0, xy: 0, yy: 3, x0: 0, y0: 0)
      let device = [shape.device(m)]
      cairo_surface_flush(surface)
      vellum_glass_mask(cairo_image_surface_get_data(surface), w, h, stride, 0, 0, device, 1, 0, 0, .infinity)
      cairo_surface_mark_dirty(surface)
    } else {
      let cr = cairo_create(surface)!
      cairo_scale(cr, 3, 3)
      roundedRect(cr, shape.rect, radius: shape.cornerRadius, corners: shape.continuous ? [.all, .continuous] : .all)
      cairo_fill(cr)
      cairo_destroy(cr)
    }
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    return (0..<h).flatMap { y in (0..<w).map { x in Int(data[y * stride + x]) } }
  }

  /// The kernel's outline of a piece with continuous corners is the path `roundedRect` draws for
  /// them, as closely as its circular corners are their path (the kernel antialiases by distance,
  /// Cairo by area), and not a circular corner's: with room for the whole ease, with room for
  /// less of it, and with none (a circular arc).
  @Test(arguments: [
    Rect(x: 20, y: 20, width: 160, height: 80), Rect(x: 40, y: 30, width: 70, height: 44),
    Rect(x: 50, y: 10, width: 40, height: 100),
  ])
  func theKernelDrawsContinuousCornersAsTheirPath(_ rect: Rect) {
    /// The largest difference of a pixel's coverage, and of the summed coverage in pixels.
    func apart(_ a: [Int], _ b: [Int]) -> (pixel: Int, area: Int) {
      (zip(a, b).map { abs($0 - $1) }.max() ?? 0, abs(a.reduce(0, +) - b.reduce(0, +)) / 255)
    }
    for radius in [10.0, 16, 20] {
      let continuous = GlassShape(rect: rect, cornerRadius: radius, continuous: true)
      let circular = GlassShape(rect: rect, cornerRadius: radius)
      let path = Self.coverage(of: continuous, byKernel: false)
      let kernel = apart(path, Self.coverage(of: continuous, byKernel: true))
      let baseline = apart(Self.coverage(of: circular, byKernel: false), Self.coverage(of: circular, byKernel: true))
      let name = "\(rect) radius \(radius)"
      #expect(kernel.pixel <= baseline.pixel + 4 && kernel.area <= baseline.area + 4, "\(name): \(kernel), \(baseline)")
      // Where the corner has room for the whole ease, a circular corner lies well off it.
      if radius * 1.6 <= min(rect.width, rect.height) / 2 {
        let circle = apart(path, Self.coverage(of: circular, byKernel: true))
        #expect(circle.pixel > 2 * kernel.pixel && circle.area > 2 * kernel.area, "\(name): \(circle), \(kernel)")
      }
    }
  }

  /// Merged glass keeps its pieces' continuous corners away from the neck: over dark stripes (no
  /// shadow), the pixels a circular corner would mostly cover and the continuous one leaves
  /// uncovered (a sliver where the corner eases into its edges, about 0.05 of the radius wide)
  /// show the backdrop,
  /// and the tree names the pieces' corners.
  @Test func mergedGlassKeepsItsPiecesContinuousCorners() throws {
    let piece =
      #"{ "spacer": { "frame": { "width": 90, "height": 90 }, "glassEffect": { "shape": { "cornerRadius": 28 } } } }"#
    let (tree, index) = try Self.mergedOverStripes(dark: true, piece: piece)
    #expect(
      tree.dump().contains("merges 2 spacing 20: 0,0 90x90 radius 28 continuous; 100,0 90x90 radius 28 continuous"),
      "\(tree.dump())")
    let node = tree.nodes[index]
    guard case .glass(let glass) = node.kind else { return }
    var backdrop = tree
    backdrop.nodes.remove(at: index)
    let (drawn, expected) = (try Renderer().renderImage(tree), try Renderer().renderImage(backdrop))
    let scale = Double(tree.scale)
    let m = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: 0, y0: 0)
    func shapes(continuous: Bool) -> [vellum_glass_shape] {
      glass.shapes.map {
        GlassShape(
          rect: $0.rect.offsetBy(dx: node.frame.x, dy: node.frame.y), cornerRadius: $0.cornerRadius,
          continuous: continuous
        ).device(m)
      }
    }
    let (continuous, circular) = (shapes(continuous: true), shapes(continuous: false))
    var between = 0
    var worst = 0
    for y in Int(node.frame.y * scale)..<Int(node.frame.maxY * scale) {
      for x in Int(node.frame.x * scale)..<Int(node.frame.maxX * scale) {
        let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
        guard vellum_glass_distance(continuous, continuous.count, glass.blend * scale, px, py) >= 0.5,
          vellum_glass_distance(circular, circular.count, glass.blend * scale, px, py) <= -0.25
        else { continue }
        between += 1
        let i = (y * drawn.width + x) * 4
        for c in 0..<3 { worst = max(worst, abs(Int(drawn.pixels[i + c]) - Int(expected.pixels[i + c]))) }
      }
    }
    #expect(between >= 24)
    #expect(
      worst == 0, "a pixel outside the continuous corners but inside circular ones is off the backdrop by \(worst)")
  }
}
