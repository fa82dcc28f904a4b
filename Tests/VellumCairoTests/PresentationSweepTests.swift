import Foundation
import Testing
import VellumLayout
import VellumModel

@testable import VellumCairo

/// Every iOS 26 presentation sample at the smallest, the default, the largest standard and
/// accessibility content sizes, left to right and right to left: no text is drawn over other
/// text (unless a surface drawn between them hides the place they share), and none runs off the
/// screen's sides. Text is measured with Pango as the painter lays it out.
@Suite struct PresentationSweepTests {
  static let samples = [
    "alert", "action-sheet", "menu", "context-menu", "context-menu-elements", "popover", "date-popover",
    "sheet-medium", "sheet-large", "sheet-menu", "submenu-open", "color-picker", "calendar", "wheels", "keyboard",
    "ipad-keyboard", "controls-sheet",
  ]
  /// What the samples' own screens do at the largest size, not their presentations: a text the
  /// sweep lets run off the side or be drawn over, with the reason.
  static let known: [String: String] = [
    "sheet-medium Font": "the presenting screen's row of two buttons: a button keeps its width in a row too narrow",
    "sheet-large Font": "the presenting screen's row of two buttons: a button keeps its width in a row too narrow",
    "date-popover Starts": "the sample's own row squeezes its label below its ellipsis, which overflows (as SwiftUI's)",
    "date-popover Ends": "the sample's own row squeezes its label below its ellipsis, which overflows (as SwiftUI's)",
  ]
  static let categories: [ContentSizeCategory] = [
    .extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraExtraExtraLarge,
  ]

  /// A text's inked box on the screen, its place in the tree and its string.
  struct Ink {
    var index: Int
    var box: Rect
    var string: String
  }

  static func tree(
    _ name: String, _ category: ContentSizeCategory, _ direction: LayoutDirection, _ renderer: Renderer
  ) throws -> RenderTree {
    let path = StripInvarianceTests.root + "ios26/\(name).json"
    let base = (path as NSString).deletingLastPathComponent
    let data = try #require(FileManager.default.contents(atPath: path))
    var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    json["variants"] = nil
    json["sheet"] = nil
    var canvas = json["canvas"] as? [String: Any] ?? [:]
    canvas["systemVersion"] = "26"
    canvas["contentSizeCategory"] = category.rawValue
    canvas["layoutDirection"] = direction.rawValue
    json["canvas"] = canvas
    let edited = try JSONSerialization.data(withJSONObject: json)
    let doc = try DocumentDecoder.decode(Array(edited)) { FileManager.default.fileExists(atPath: base + "/" + $0) }
    return renderer.layout(doc, baseDirectory: base)
  }

  /// Where each node lies on the screen: the transforms open around it and the clips cutting it.
  struct Placement {
    var transforms: [(anchor: Point, sx: Double, sy: Double, dx: Double, dy: Double)] = []
    /// On the screen; nil: nothing clips.
    var clip: Rect?

    /// `r`, in the node's coordinates, on the screen, cut to the node's own clip and the open ones.
    func screen(_ r: Rect, ownClip: Clip?) -> Rect {
      var r = r
      if let ownClip { r = r.intersection(ownClip.rect) }
      for t in transforms.reversed() {
        r = Rect(
          x: t.anchor.x + t.dx + (r.x - t.anchor.x) * t.sx, y: t.anchor.y + t.dy + (r.y - t.anchor.y) * t.sy,
          width: r.width * t.sx, height: r.height * t.sy)
      }
      return clip.map { r.intersection($0) } ?? r
    }
  }

  /// Each node's placement, walking the tree's transforms and clips.
  static func placements(_ tree: RenderTree) -> [Placement] {
    var stack = [Placement()]
    var placements: [Placement] = []
    for n in tree.nodes {
      let here = stack[stack.count - 1]
      placements.append(here)
      var inner = here
      switch n.kind {
      case .beginTransform(let s, let dx, let dy):
        inner.transforms.append((Point(x: n.frame.midX, y: n.frame.y), s, s, dx, dy))
        stack.append(inner)
      case .beginScale(let sx, let sy):
        inner.transforms.append((Point(x: n.frame.midX, y: n.frame.midY), sx, sy, 0, 0))
        stack.append(inner)
      case .beginClip:
        inner.clip = here.screen(n.frame, ownClip: n.clip)
        stack.append(inner)
      case .endTransform, .endClip: stack.removeLast()
      default: break
      }
    }
    return placements
  }

  /// The texts' inked boxes on the screen: the lines as shown (truncated), their widest extent
  /// placed by the run's alignment in its wrap width, as tall as its lines, cut to its clips.
  static func inks(_ tree: RenderTree, _ placements: [Placement], _ resources: any LayoutResources) -> [Ink] {
    tree.nodes.enumerated().compactMap { i, n in
      guard case .text(let run) = n.kind, !run.string.isEmpty, run.color.alpha > 0 else { return nil }
      let m = resources.measure(TextRequest(run.showingElisions())).size
      let x0 = n.frame.x + run.layoutOrigin.x
      let x: Double =
        switch run.alignment {
        case .left, .justified: x0
        case .center: x0 + (run.layoutWidth - m.width) / 2
        case .right: x0 + run.layoutWidth - m.width
        }
      let box = placements[i].screen(
        Rect(x: x, y: n.frame.y, width: m.width, height: min(m.height, n.frame.height + 1)), ownClip: n.clip)
      return box.width > 0 && box.height > 0 ? Ink(index: i, box: box, string: run.string) : nil
    }
  }

  /// Whether a node hides what is under it: glass, a blurred backdrop, an image, an opaque fill.
  static func hides(_ node: RenderNode) -> Bool {
    switch node.kind {
    case .glass, .backdropBlur, .image: true
    case .fill(let color, _, _): color.alpha >= 0.9
    default: false
    }
  }

  /// Whether something that hides, drawn after node `from` and before node `to`, covers `rect`.
  static func covered(
    _ rect: Rect, from: Int, to: Int, _ tree: RenderTree, _ placements: [Placement]
  ) -> Bool {
    (from + 1..<to).contains { k in
      let f = placements[k].screen(tree.nodes[k].frame, ownClip: tree.nodes[k].clip)
      return hides(tree.nodes[k]) && f.x <= rect.x && f.y <= rect.y && f.maxX >= rect.maxX && f.maxY >= rect.maxY
    }
  }

  /// Pairs of texts drawn over each other by more than half a point each way, where nothing
  /// that hides drawn between them covers the place they share.
  static func collisions(_ tree: RenderTree, _ placements: [Placement], _ inks: [Ink]) -> [(Ink, Ink)] {
    var found: [(Ink, Ink)] = []
    for (a, ia) in inks.enumerated() {
      for ib in inks[(a + 1)...] {
        let shared = ia.box.intersection(ib.box)
        guard shared.width > 0.5, shared.height > 0.5 else { continue }
        if !covered(shared, from: ia.index, to: ib.index, tree, placements) { found.append((ia, ib)) }
      }
    }
    return found
  }

  @Test(arguments: samples)
  func noTextIsDrawnOverTextOrOffTheScreen(_ name: String) throws {
    let renderer = try Renderer()
    let resources = try renderer.measurer(baseDirectory: StripInvarianceTests.root + "ios26")
    for category in Self.categories {
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        let tree = try Self.tree(name, category, direction, renderer)
        let placements = Self.placements(tree)
        let inks = Self.inks(tree, placements, resources)
        let context = "\(name) \(category.rawValue) \(direction.rawValue)"
        let known = { (ink: Ink) in Self.known["\(name) \(ink.string)"] != nil }
        for (a, b) in Self.collisions(tree, placements, inks) where !known(a) && !known(b) {
          Issue.record("\(context): \"\(a.string)\" \(a.box) and \"\(b.string)\" \(b.box) are drawn over each other")
        }
        for ink in inks where (ink.box.x < -0.5 || ink.box.maxX > tree.size.width + 0.5) && !known(ink) {
          guard !Self.covered(ink.box, from: ink.index, to: tree.nodes.count, tree, placements) else { continue }
          Issue.record("\(context): \"\(ink.string)\" \(ink.box) runs off the screen's sides")
        }
      }
    }
  }
}
