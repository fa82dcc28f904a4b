import Testing
import VellumModel

@testable import VellumLayout

/// The `glassEffect` modifier laid out: a `Glass` node behind the component in its frame, in
/// the effect's shape and the environment's look; none inside another's glass.
@Suite struct GlassEffectLayoutTests {
  /// A leading-aligned column holding `children` on a 390 pt canvas at 3x (`canvas` adds keys).
  func tree(_ children: String, canvas: String = "") throws -> RenderTree {
    try layout(
      #"{"vellum":1,"canvas":{"width":390,"scale":3\#(canvas)},"root":{"stack":{"alignment":"leading","children":[\#(children)]}}}"#
    )
  }

  /// A 10 pt text "abcd" in a `width` × `height` frame with `extra` keys.
  func text(width: Double = 100, height: Double = 40, _ extra: String) -> String {
    #"{"text":{"string":"abcd","font":{"size":10},"frame":{"width":\#(width),"height":\#(height)},\#(extra)}}"#
  }

  func glasses(_ t: RenderTree) -> [(index: Int, frame: Rect, glass: Glass)] {
    t.nodes.enumerated().compactMap { i, n in if case .glass(let g) = n.kind { (i, n.frame, g) } else { nil } }
  }

  func only(_ t: RenderTree) throws -> (index: Int, frame: Rect, glass: Glass) {
    let all = glasses(t)
    try #require(all.count == 1, "\(all.count) glass nodes")
    return all[0]
  }

  @Test func regularGlassInACapsuleGoesBehindTheComponentInItsFrame() throws {
    let t = try tree(text(#""glassEffect":true"#))
    let g = try only(t)
    #expect(g.frame == Rect(x: 0, y: 0, width: 100, height: 40))
    #expect(
      g.glass
        == Glass(
          style: .regular, tint: nil, cornerRadius: 20, hasContinuousCorners: false, appearance: .light,
          adaptsToBackdrop: true, isInteractive: false))
    let text = try #require(t.nodes.firstIndex { if case .text = $0.kind { true } else { false } })
    #expect(g.index < text, "the glass is behind the text")
    #expect(t.nodes[g.index].source?.path == "root.stack.children[0].text", "attributed to its component")
  }

  @Test func eachShapeHasItsRadius() throws {
    func shape(_ s: String, width: Double = 100, height: Double = 40) throws -> (Rect, Glass) {
      let g = try only(try tree(text(width: width, height: height, #""glassEffect":{"shape":\#(s)}"#)))
      return (g.frame, g.glass)
    }
    let capsule = try shape(#""capsule""#, width: 40, height: 100)
    #expect(capsule.0 == Rect(x: 0, y: 0, width: 40, height: 100) && capsule.1.cornerRadius == 20)
    // A circle is the largest one centred in the frame.
    let circle = try shape(#""circle""#)
    #expect(circle.0 == Rect(x: 30, y: 0, width: 40, height: 40) && circle.1.cornerRadius == 20)
    #expect(!circle.1.hasContinuousCorners)
    let rect = try shape(#""rect""#)
    #expect(rect.0 == Rect(x: 0, y: 0, width: 100, height: 40) && rect.1.cornerRadius == 0)
    // A rounded rectangle's corners are continuous (SwiftUI's default), at most half the side.
    let rounded = try shape(#"{"cornerRadius":12}"#)
    #expect(rounded.1.cornerRadius == 12 && rounded.1.hasContinuousCorners)
    #expect(try shape(#"{"cornerRadius":50}"#).1.cornerRadius == 20)
  }

  @Test func styleTintAndInteractivityReachTheGlass() throws {
    let g = try only(
      try tree(text(##""glassEffect":{"style":"clear","tint":"#FF000080","interactive":true}"##))
    ).glass
    #expect(g.style == .clear && g.isInteractive)
    #expect(g.tint == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    // A system colour is the environment's: iOS 26's dark systemBlue on a dark canvas.
    let dark = try only(
      try tree(text(#""glassEffect":{"tint":"systemBlue"}"#), canvas: #","appearance":"dark""#)
    ).glass
    #expect(dark.appearance == .dark)
    #expect(dark.tint == Color(hex: "#0091FF"))
  }

  @Test func smallPiecesAdaptToTheirBackdropLargeOnesKeepTheAppearance() throws {
    func adapts(_ width: Double, _ height: Double) throws -> Bool {
      try only(try tree(text(width: width, height: height, #""glassEffect":true"#))).glass.adaptsToBackdrop
    }
    #expect(try adapts(44, 44) && adapts(370, 62) && adapts(64, 300), "bars and buttons")
    #expect(try !adapts(250, 200) && !adapts(300, 65), "menus and cards")
    // A circle's side decides, not its frame's.
    let circle = try only(try tree(text(width: 300, height: 60, #""glassEffect":{"shape":"circle"}"#)))
    #expect(circle.glass.adaptsToBackdrop)
  }

  @Test func glassIsABackgroundBehindTheColourOneAndOutsideTheClip() throws {
    let t = try tree(text(#""glassEffect":{"shape":"rect"},"background":"systemRed","cornerRadius":8"#))
    let g = try only(t)
    let fill = try #require(t.nodes.firstIndex { if case .fill = $0.kind { true } else { false } })
    #expect(g.index < fill)
    #expect(t.nodes[g.index].clip == nil, "the clip shape clips the content, not the glass")
  }

  @Test func theGlassFollowsTheFrameAndTheOffset() throws {
    // In a 200 × 60 frame the text is centred; the glass fills the frame, moved by the offset.
    let t = try tree(text(width: 200, height: 60, #""glassEffect":true,"offset":{"x":5,"y":7}"#))
    #expect(try only(t).frame == Rect(x: 5, y: 7, width: 200, height: 60))
  }

  @Test func glassInsideGlassIsNotDrawn() throws {
    let t = try tree(
      #"""
      {"stack":{"glassEffect":{"shape":{"cornerRadius":20}},"padding":10,"children":[
        {"text":{"string":"a","glassEffect":true}},
        {"stack":{"children":[{"text":{"string":"b","glassEffect":{"shape":"circle"}}}]}},
        {"text":{"string":"c","overlay":[{"content":{"text":{"string":"d","glassEffect":true}}}]}}]}},
      {"text":{"string":"e","glassEffect":true}}
      """#)
    // The outer stack's and its sibling's: none of the three inside.
    let all = glasses(t)
    #expect(all.count == 2)
    #expect(all.map(\.glass.cornerRadius).first == 20)
    #expect(
      all.map { t.nodes[$0.index].source?.path } == ["root.stack.children[0].stack", "root.stack.children[1].text"])
  }

  @Test func anIOS18CanvasDrawsTheGlassToo() throws {
    let ios18 = try only(try tree(text(#""glassEffect":true"#), canvas: #","systemVersion":"18""#))
    let ios26 = try only(try tree(text(#""glassEffect":true"#), canvas: #","systemVersion":"26""#))
    #expect(ios18.frame == ios26.frame && ios18.glass == ios26.glass)
  }

  @Test func bothLayoutPassesDrawTheSameGlass() throws {
    let document = try DocumentDecoder.decode(
      Array(
        #"""
        {"vellum":1,"canvas":{ "systemVersion": "18","width":390},"root":{"stack":{"children":[
          {"stack":{"axis":"horizontal","glassEffect":true,"padding":8,"children":[{"text":{"string":"a","glassEffect":true}}]}},
          {"text":{"string":"b","frame":{"width":50,"height":50},"glassEffect":{"shape":"circle"}}}]}}}
        """#.utf8))
    let measurer = FixedAdvanceMeasurer()
    let onePass = LayoutEngine.layout(document, resources: measurer, measuresThenPlaces: false)
    let twoPass = LayoutEngine.layout(document, resources: measurer, measuresThenPlaces: true)
    #expect(onePass.nodes == twoPass.nodes)
    #expect(glasses(onePass).count == 2)
  }
}
