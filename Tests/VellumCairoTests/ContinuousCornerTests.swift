import Testing
import VellumLayout
import VellumModel

@testable import VellumCairo

/// iOS's continuous corners (`cornerCurve = .continuous`), drawn as a path: the curve eases in
/// along each edge where a circular corner starts abruptly (issue 27).
@Suite struct ContinuousCornerTests {
  /// A 200 pt black square rounded 45 at 3x on white.
  static func square(_ corners: Corners) throws -> RGBAImage {
    let tree = RenderTree(
      size: Size(width: 260, height: 260), scale: 3, background: Color(red: 1, green: 1, blue: 1),
      layoutDirection: .leftToRight,
      nodes: [
        RenderNode(
          frame: Rect(x: 30, y: 30, width: 200, height: 200),
          kind: .fill(Color(red: 0, green: 0, blue: 0), cornerRadius: 45, corners: corners))
      ])
    return try Renderer().renderImage(tree)
  }

  /// Paper pixels at the top of the column `x` points from the square's left edge, above the ink.
  static func inset(_ image: RGBAImage, atPoint x: Double) -> Int {
    let column = Int((30 + x) * 3)
    var n = 0
    for y in (30 * 3)..<(30 * 3 + 60) {
      guard image.pixels[(y * image.width + column) * 4] > 128 else { break }
      n += 1
    }
    return n
  }

  @Test func theCurveEasesInAlongTheEdges() throws {
    let circular = try Self.square(.all)
    let continuous = try Self.square([.all, .continuous])
    // 48 pt from the edge, past the circular corner's 45: its edge is straight, the continuous
    // curve still 0.3 pt (1 px) below it.
    #expect(Self.inset(circular, atPoint: 48) == 0)
    #expect(Self.inset(continuous, atPoint: 48) >= 1)
    // 38 pt in: 0.52 pt below the edge circular, 1.06 continuous (1.6 and 3.2 px).
    let (c38, k38) = (Self.inset(circular, atPoint: 38), Self.inset(continuous, atPoint: 38))
    #expect(c38 <= 2 && k38 >= 3 && k38 <= 4, "circular \(c38), continuous \(k38) px")
    // Mid-corner both meet the same 36° arc of radius 45.
    let diagonal = 45 - 45 / 2.0.squareRoot()
    #expect(abs(Self.inset(circular, atPoint: diagonal) - Self.inset(continuous, atPoint: diagonal)) <= 1)
    // Straight edges are the same.
    #expect(Self.inset(continuous, atPoint: 100) == 0)
    #expect(circular != continuous)
  }

  @Test func aCornerWithoutRoomTurnsCircular() {
    let roomy = ContinuousCorner(radius: 10, room: 50)
    #expect(abs(roomy.extent - 16) < 1e-9)
    // Half a 26 pt square is 13: the ease shrinks to fit; at a 10 pt room, none is left.
    #expect(abs(ContinuousCorner(radius: 10, room: 13).extent - 13) < 1e-9)
    let tight = ContinuousCorner(radius: 10, room: 10)
    #expect(tight.extent == 10 && tight.arcStart == 0)
    #expect(ContinuousCorner(radius: 30, room: 10).radius == 10)
  }

  @Test func theCornerCurveTravelsFromTheDocument() throws {
    let json = #"""
      {"vellum": 1, "canvas": {"width": 100}, "root": {"image": {"systemName": "wifi", "width": 29, "height": 29,
       "cornerRadius": 7, "cornerCurve": "continuous", "backgroundColor": "systemBlue"}}}
      """#
    let tree = try Renderer().layout(DocumentDecoder.decode(Array(json.utf8)))
    let fill = tree.nodes.compactMap { n -> Corners? in
      if case .fill(_, _, let corners) = n.kind { corners } else { nil }
    }.last
    #expect(fill == [.all, .continuous])
    #expect(
      tree.mirrored().nodes.contains { if case .fill(_, _, [.all, .continuous]) = $0.kind { true } else { false } })
  }
}
