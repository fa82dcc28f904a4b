import Testing
import VellumModel

@testable import VellumLayout

/// iOS 26's sheets (`systemVersion: "26"`): a glass card inset 8 pt below the large detent,
/// edge to edge and opaque at it (figures: view-tree frames of an iOS 26.1 render on an iPhone
/// 17 Pro, `../shared/spec/ios26.md` §6); iOS 18's sheets unchanged.
@Suite struct Sheets26Tests {
  static func tree(
    detent: String, device: String = "iPhone 17 Pro", version: String = "26", appearance: String = "light",
    extra: String = ""
  ) throws -> RenderTree {
    let json =
      ##"{"vellum":1,"canvas":{"device":"\##(device)","systemVersion":"\##(version)","appearance":"\##(appearance)"},"root":{"sheet":{"presenting":{"navigationController":{"content":{"spacer":{}}}},"content":{"spacer":{}},"detents":["medium","large"],"selectedDetentIdentifier":"\##(detent)","prefersGrabberVisible":true\##(extra)}}}"##
    return LayoutEngine.layout(try DocumentDecoder.decode(Array(json.utf8)), resources: FixedAdvanceMeasurer())
  }

  static func glass(_ tree: RenderTree) -> [(frame: Rect, glass: Glass, clip: Clip?)] {
    tree.nodes.compactMap { if case .glass(let g) = $0.kind { ($0.frame, g, $0.clip) } else { nil } }
  }

  static func fills(_ tree: RenderTree) -> [(frame: Rect, color: Color, radius: Double, corners: Corners)] {
    tree.nodes.compactMap {
      if case .fill(let c, let r, let corners) = $0.kind { ($0.frame, c, r, corners) } else { nil }
    }
  }

  static func scales(_ tree: RenderTree) -> [Double] {
    tree.nodes.compactMap { if case .beginTransform(let s, _, _) = $0.kind { s } else { nil } }
  }

  @Test func theMediumDetentIsAGlassCardInset8() throws {
    let tree = try Self.tree(detent: "medium")
    let card = try #require(Self.glass(tree).first)
    #expect(card.frame == Rect(x: 8, y: 415, width: 386, height: 451))
    #expect(card.glass.cornerRadius == 38 && card.glass.hasContinuousCorners)
    #expect(!card.glass.adaptsToBackdrop)
    // The bottom corners: the display's 62 less the inset.
    #expect(card.clip == Clip(rect: card.frame, cornerRadius: 54, corners: [.bottom, .continuous]))
  }

  @Test func theContentIsLaidOutAtTheScreensWidthAndScaled() throws {
    let tree = try Self.tree(detent: "medium")
    let scale = try #require(Self.scales(tree).first)
    #expect(abs(scale - 386.0 / 402) < 1e-9)
    #expect((scale * 1000).rounded() == 960)
  }

  @Test func theGrabberIs36By5AndTheDimming48Percent() throws {
    let tree = try Self.tree(detent: "medium")
    let fills = Self.fills(tree)
    #expect(fills.contains { $0.frame == Rect(x: 183, y: 420, width: 36, height: 5) && $0.radius == 2.5 })
    #expect(
      fills.contains {
        $0.frame == Rect(x: 0, y: 0, width: 402, height: 874) && $0.color == Color.black.withAlpha(0.48)
      })
  }

  @Test func theLargeDetentIsOpaqueEdgeToEdgeFromTheSafeArea() throws {
    let tree = try Self.tree(detent: "large")
    #expect(Self.glass(tree).allSatisfy { $0.frame.y < 415 })  // only the presenting screen's bars
    let card = try #require(Self.fills(tree).first { $0.frame == Rect(x: 0, y: 62, width: 402, height: 812) })
    #expect(card.color == .white && card.radius == 38 && card.corners == [.top, .continuous])
    #expect(Self.scales(tree).first.map { abs($0 - Sheet.pushBackScale) < 1e-9 } == true)
  }

  @Test func theGlassGivesWayToTheBackgroundOnTheWayToTheLargeDetent() throws {
    let tree = try Self.tree(detent: "large", extra: #","transition":{"from":"medium","to":"large","progress":0.3}"#)
    let card = try #require(Self.glass(tree).first { $0.glass.cornerRadius == 38 })
    #expect(card.frame.x > 0 && card.frame.x < 8)
    let frost = try #require(Self.fills(tree).first { $0.frame == card.frame })
    #expect(frost.color.alpha > 0.6 && frost.color.alpha < 1)
  }

  @Test func iPadSheetsTakeTheRounderCorners() throws {
    let tree = try Self.tree(detent: "large", device: "iPad 11-inch", extra: #","modalPresentationStyle":"formSheet""#)
    #expect(
      Self.fills(tree).contains { $0.frame.width == 540 && $0.radius == 38 && $0.corners == [.all, .continuous] })
    #expect(Self.glass(tree).isEmpty)
  }

  @Test func iOS18SheetsAreUnchanged() throws {
    let tree = try Self.tree(detent: "medium", version: "18")
    #expect(Self.glass(tree).isEmpty)
    #expect(
      Self.fills(tree).contains {
        $0.frame == Rect(x: 0, y: 437, width: 402, height: 437) && $0.radius == 10 && $0.corners == .top
      })
    #expect(Self.fills(tree).contains { $0.color == Color.black.withAlpha(0.2) })
    let large = try Self.tree(detent: "large", version: "18")
    #expect(Self.fills(large).contains { $0.frame == Rect(x: 0, y: 72, width: 402, height: 802) })
  }
}
