import Testing
import VellumModel

@testable import VellumLayout

/// iOS 26's scroll edge effect in place of the bars' material: content scrolled under a bar
/// softens into the screen's background; at rest nothing is drawn; an appearance with its own
/// background keeps it; iOS 18 keeps the material.
@Suite struct ScrollEdgeEffectLayoutTests {
  static func tree(_ root: String, version: String = "26") throws -> RenderTree {
    let json =
      ##"{"vellum":1,"canvas":{"device":"iPhone 17","systemVersion":""## + version + ##""},"root":"## + root + "}"
    return LayoutEngine.layout(try DocumentDecoder.decode(Array(json.utf8)), resources: FixedAdvanceMeasurer())
  }

  static func effects(_ tree: RenderTree) -> [(Rect, ScrollEdgeEffect)] {
    tree.nodes.compactMap { if case .scrollEdgeEffect(let e) = $0.kind { ($0.frame, e) } else { nil } }
  }

  static func blurs(_ tree: RenderTree) -> Int {
    tree.nodes.filter { if case .backdropBlur = $0.kind { true } else { false } }.count
  }

  static let rows = (1...30).map { #"{"content":{"text":"Row \#($0)"}}"# }.joined(separator: ",")

  static func screen(offset: Int, appearance: String = "") -> String {
    ##"{"navigationController":{"contentOffset":\##(offset),"navigationBar":{"navigationBar":{"title":"Home"\##(appearance)}},"content":{"list":{"appearance":"insetGrouped","sections":[{"items":[\##(rows)]}]}},"toolbar":{"toolbar":{"items":[{"systemItem":"trash"},{"flexibleSpace":true},{"systemItem":"compose"}]}}}}"##
  }

  @Test func scrolledContentSoftensUnderTheBarsInsteadOfAMaterial() throws {
    let tree = try Self.tree(Self.screen(offset: 120))
    let effects = Self.effects(tree)
    try #require(effects.count == 2)
    // The top one from the screen's top past the bar (the iPhone 17's 62 pt safe area + 44 pt bar + 12), the
    // bottom one from past the toolbar down to the screen's bottom; both fade into the list's
    // grouped background.
    let (top, topEffect) = effects.first { $0.1.edge == .top }!
    #expect(top == Rect(x: 0, y: 0, width: 402, height: 62 + 44 + 12))
    let (bottom, _) = effects.first { $0.1.edge == .bottom }!
    #expect(bottom.maxY == 874 && bottom.y < 874 - 34 - 44)
    #expect(topEffect.color == Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
    #expect(Self.blurs(tree) == 0)
  }

  @Test func atRestNothingIsDrawnBehindTheBar() throws {
    let tree = try Self.tree(Self.screen(offset: 0))
    #expect(Self.effects(tree).allSatisfy { $0.1.edge == .bottom })
    #expect(Self.blurs(tree) == 0)
  }

  @Test func anAppearanceWithItsOwnBackgroundKeepsIt() throws {
    let opaque = ##","standardAppearance":{"configureWith":"opaqueBackground","backgroundColor":"#FF0000"}"##
    let tree = try Self.tree(Self.screen(offset: 120, appearance: opaque))
    #expect(Self.effects(tree).allSatisfy { $0.1.edge == .bottom })
    #expect(
      tree.nodes.contains {
        if case .fill(let c, _, _) = $0.kind { c == Color(red: 1, green: 0, blue: 0) && $0.frame.y == 0 } else { false }
      })
  }

  @Test func iOS18KeepsTheMaterial() throws {
    let tree = try Self.tree(Self.screen(offset: 120), version: "18")
    #expect(Self.effects(tree).isEmpty)
    #expect(Self.blurs(tree) == 2)
  }

  @Test func theStrengthIsFullAtTheEdgeAndGoneAtTheInnerEnd() {
    let e = ScrollEdgeEffect(
      edge: .top, color: Color(red: 1, green: 1, blue: 1), opacity: 0.8, blurSigma: 8, plateau: 0.5)
    #expect(e.strength(at: 0) == 1 && e.strength(at: 0.5) == 1 && e.strength(at: 1) == 0)
    #expect(e.strength(at: 0.6) > e.strength(at: 0.9))
    let frame = Rect(x: 0, y: 100, width: 10, height: 100)
    #expect(e.fade(atY: 100, in: frame).alpha == 0.8 && e.fade(atY: 200, in: frame).alpha == 0)
    var bottom = e
    bottom.edge = .bottom
    #expect(bottom.fade(atY: 200, in: frame).alpha == 0.8 && bottom.fade(atY: 100, in: frame).alpha == 0)
    // What fades is blurred first.
    #expect(e.blurStrength(at: 0.8) > e.strength(at: 0.8))
  }
}
