import CPango
import Testing
import VellumLayout
import VellumModel

@testable import VellumCairo

/// Liquid Glass's refraction at its edge (`Glass.refraction`): in a thin band inside the edge
/// the blurred backdrop shows displaced (magnified), through a lift that falls off there.
@Suite struct GlassRefractionTests {
  /// A 10 pt-cornered glass rectangle, its left edge straight and vertical.
  static let frame = Rect(x: 20, y: 20, width: 120, height: 60)

  /// Glass over `backdrop` (painted by `paint` at 3x on a 160 × 100 pt surface), with or without
  /// refraction: each pixel's red byte, row by row.
  static func render(refracts: Bool, backdrop paint: (OpaquePointer) -> Void) -> [[Int]] {
    let (w, h) = (480, 300)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_scale(cr, 3, 3)
    paint(cr)
    let glass = Glass(cornerRadius: 10, appearance: .light, adaptsToBackdrop: false)
    GlassPainter.paint(glass, on: cr, surface: surface, frame: frame, shadow: false, refracts: refracts)
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    let stride = Int(cairo_image_surface_get_stride(surface))
    // ARGB32 in native byte order: red is byte 2.
    return (0..<h).map { y in (0..<w).map { x in Int(data[y * stride + x * 4 + 2]) } }
  }

  /// Vertical black and white stripes, 6 pt wide, over white.
  static func stripes(_ cr: OpaquePointer) {
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    cairo_set_source_rgb(cr, 0, 0, 0)
    for i in 0..<14 { cairo_rectangle(cr, Double(i) * 12, 0, 6, 100) }
    cairo_fill(cr)
  }

  @Test func theEdgeBandShowsTheStripesDisplacedAndLessLifted() {
    let flat = Self.render(refracts: false, backdrop: Self.stripes)
    let bent = Self.render(refracts: true, backdrop: Self.stripes)
    // Across the middle row, in the band inside the left edge (past the 2 px rim, within
    // 4.5 pt): the stripes sit elsewhere than in the blurred backdrop, and swing wider.
    let y = 150
    let band = 63..<72
    let difference = band.map { abs(bent[y][$0] - flat[y][$0]) }.max()!
    #expect(difference >= 12, "refracted \(band.map { bent[y][$0] }), plain \(band.map { flat[y][$0] })")
    // Deeper in, past the band, nothing changes.
    #expect((80..<400).allSatisfy { bent[y][$0] == flat[y][$0] })
    // Outside the glass neither.
    #expect((0..<58).allSatisfy { bent[y][$0] == flat[y][$0] })
  }

  @Test func overAFlatBackdropRefractionChangesNothing() {
    for grey in [0.0, 0.5, 1] {
      let paint = { (cr: OpaquePointer) in
        cairo_set_source_rgb(cr, grey, grey, grey)
        cairo_paint(cr)
      }
      #expect(Self.render(refracts: true, backdrop: paint) == Self.render(refracts: false, backdrop: paint))
    }
  }
}
