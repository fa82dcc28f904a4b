import Testing
import VellumModel

@testable import VellumLayout

/// What a component presents (a menu, a compact date picker's card, a context menu) opens from
/// where its source is drawn on the screen, through what moves content after it is laid out: a
/// sheet's content scaled to its card at a partial detent (iOS 26), the screen pushed back behind
/// a large sheet, an `offset`. The presented panel itself is drawn at its full size.
@Suite struct PresentedFromTransformsTests {
  static let button =
    #"{"button":{"style":"filled","title":"Sort","showsMenuAsPrimaryAction":true,"menu":\#(MenuLayoutTests.menu),"isMenuPresented":true}}"#

  static let canvas = #"{"device":"iPhone 17 Pro","systemVersion":"26"}"#

  static func document(_ root: String) throws -> Document {
    try DocumentDecoder.decode(Array(#"{"vellum":1,"canvas":\#(canvas),"root":\#(root)}"#.utf8))
  }

  static func tree(_ root: String) throws -> RenderTree {
    LayoutEngine.layout(try document(root), resources: FixedAdvanceMeasurer())
  }

  /// A sheet at `detent` over a plain screen (or `presenting`) holding `content`.
  static func sheet(
    _ content: String, detent: String = "medium",
    presenting: String = #"{"navigationController":{"content":{"spacer":{}}}}"#
  ) -> String {
    #"{"sheet":{"presenting":\#(presenting),"content":\#(content),"detents":["medium","large"],"selectedDetentIdentifier":"\#(detent)"}}"#
  }

  /// Node `index`'s frame where the painter draws it: through every transform open around it.
  static func onScreen(_ tree: RenderTree, _ index: Int) -> Rect {
    var open: [(anchor: Point, sx: Double, sy: Double, dx: Double, dy: Double)] = []
    for n in tree.nodes[..<index] {
      switch n.kind {
      case .beginTransform(let s, let dx, let dy): open.append((Point(x: n.frame.midX, y: n.frame.y), s, s, dx, dy))
      case .beginScale(let sx, let sy): open.append((Point(x: n.frame.midX, y: n.frame.midY), sx, sy, 0, 0))
      case .endTransform: open.removeLast()
      default: break
      }
    }
    var r = tree.nodes[index].frame
    for t in open.reversed() {
      r = Rect(
        x: t.anchor.x + t.dx + (r.x - t.anchor.x) * t.sx, y: t.anchor.y + t.dy + (r.y - t.anchor.y) * t.sy,
        width: r.width * t.sx, height: r.height * t.sy)
    }
    return r
  }

  /// The on-screen frame of the button's filled capsule.
  static func buttonFrame(_ tree: RenderTree) throws -> Rect {
    let i = try #require(
      tree.nodes.firstIndex { n in
        guard n.source?.kind == "button", case .fill = n.kind else { return false }
        return true
      })
    return onScreen(tree, i)
  }

  /// The menu's glass panel: its frame, and where the painter draws it.
  static func menuPanel(_ tree: RenderTree) throws -> (frame: Rect, onScreen: Rect) {
    let i = try #require(
      tree.nodes.firstIndex { n in if case .glass(let g) = n.kind { g.cornerRadius == 34 } else { false } })
    return (tree.nodes[i].frame, onScreen(tree, i))
  }

  /// Where a menu the size of `panel` opens from `source` on the document's screen.
  static func expectedOrigin(_ root: String, panel: Size, source: Rect) throws -> Point {
    let document = try document(root)
    let engine = LayoutEngine(canvas: document.canvas, resources: FixedAdvanceMeasurer())
    return engine.menuOrigin(
      panel, source: source, canvas: Size(width: document.canvas.width, height: document.canvas.height ?? 0))
  }

  static func expectMenu(openingFrom root: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let tree = try tree(root)
    let button = try buttonFrame(tree)
    let panel = try menuPanel(tree)
    // The menu is drawn at its own size, over everything: no transform applies to it.
    #expect(panel.onScreen == panel.frame, sourceLocation: sourceLocation)
    #expect(panel.frame.width == 250, sourceLocation: sourceLocation)
    let origin = try expectedOrigin(root, panel: panel.frame.size, source: button)
    #expect(
      abs(panel.frame.x - origin.x) < 0.5, "x \(panel.frame.x), expected \(origin.x)", sourceLocation: sourceLocation)
    #expect(
      abs(panel.frame.y - origin.y) < 0.5, "y \(panel.frame.y), expected \(origin.y)", sourceLocation: sourceLocation)
  }

  static let trailingButton = #"{"stack":{"padding":20,"alignment":"trailing","children":[\#(button)]}}"#

  @Test func aMenuInAMediumSheetOpensFromTheButtonScaledWithTheCard() throws {
    let root = Self.sheet(Self.trailingButton)
    // The card's content is scaled: the button is drawn away from where it was laid out.
    let tree = try Self.tree(root)
    let i = try #require(tree.nodes.firstIndex { $0.source?.kind == "button" })
    #expect(Self.onScreen(tree, i) != tree.nodes[i].frame)
    try Self.expectMenu(openingFrom: root)
  }

  @Test func aMenuUnderAnOffsetOpensFromTheMovedButton() throws {
    try Self.expectMenu(
      openingFrom:
        #"{"stack":{"padding":20,"alignment":"trailing","children":[{"stack":{"offset":{"x":-120,"y":200},"children":[\#(Self.button)]}}]}}"#
    )
  }

  @Test func aMenuUnderAnOffsetInAMediumSheetOpensFromTheButtonMovedThenScaled() throws {
    try Self.expectMenu(
      openingFrom: Self.sheet(
        #"{"stack":{"padding":20,"alignment":"leading","children":[{"stack":{"offset":{"x":100,"y":30},"children":[\#(Self.button)]}}]}}"#
      ))
  }

  @Test func aMenuOnTheScreenPushedBackBehindALargeSheetOpensFromItsButton() throws {
    try Self.expectMenu(
      openingFrom: Self.sheet(#"{"spacer":{}}"#, detent: "large", presenting: Self.trailingButton))
  }

  static let datePicker =
    #"{"datePicker":{"date":"2020-06-24T11:00:00","today":"2020-06-22T09:41:00","datePickerMode":"date","isEditing":"date","isPresented":true}}"#

  /// The edited pill's capsule where it is drawn, and the card's glass frame and where it is drawn.
  static func pillAndCard(_ tree: RenderTree) throws -> (pill: Rect, card: Rect, cardOnScreen: Rect) {
    let text = try #require(
      tree.nodes.firstIndex { n in if case .text(let r) = n.kind, r.string == "Jun 24, 2020" { true } else { false } })
    // The capsule's fill is drawn just before its text.
    guard case .fill = tree.nodes[text - 1].kind else { throw Failure.noCapsule }
    let card = try #require(
      tree.nodes.firstIndex { n in if case .glass = n.kind { n.frame.width == 320 } else { false } })
    return (onScreen(tree, text - 1), tree.nodes[card].frame, onScreen(tree, card))
  }

  enum Failure: Error { case noCapsule }

  @Test(arguments: [
    // A list row's accessory, which the list lays out before it is placed.
    #"{"list":{"appearance":"insetGrouped","sections":[{"items":[{"content":{"text":"Starts"},"accessories":[{"customView":{"view":\#(datePicker)}}]}]}]}}"#,
    #"{"stack":{"padding":20,"alignment":"leading","children":[{"stack":{"offset":{"x":60,"y":-20},"children":[\#(datePicker)]}}]}}"#,
  ])
  func aDatePickersCardInAMediumSheetOpensBelowTheScaledPill(content: String) throws {
    let (pill, card, cardOnScreen) = try Self.pillAndCard(try Self.tree(Self.sheet(content)))
    // At its full size, 8 pt below the capsule where the card draws it.
    #expect(cardOnScreen == card)
    #expect(abs(card.y - (pill.maxY + 8)) < 0.5, "card at \(card.y), capsule's bottom at \(pill.maxY)")
    #expect(card.x >= 16 && card.maxX <= 402 - 16)
  }

  @Test func aContextMenuInAMediumSheetLiftsItsViewFromWhereItIsDrawn() throws {
    let content =
      #"{"stack":{"padding":20,"children":[{"contextMenu":{"content":{"text":{"string":"Photo"}},"isMenuPresented":true,"menu":\#(MenuLayoutTests.menu)}}]}}"#
    let tree = try Self.tree(Self.sheet(content))
    // The text twice: in the sheet, and lifted over the blur.
    let photos = tree.nodes.indices.filter { i in
      if case .text(let r) = tree.nodes[i].kind { r.string == "Photo" } else { false }
    }
    #expect(photos.count == 2)
    let inSheet = Self.onScreen(tree, photos[0])
    let lifted = Self.onScreen(tree, photos[1])
    // The lifted view stays where it is (the menu fits below it), as big as it is drawn there.
    #expect(abs(lifted.x - inSheet.x) < 0.5 && abs(lifted.y - inSheet.y) < 0.5)
    #expect(abs(lifted.width - inSheet.width) < 0.5 && abs(lifted.height - inSheet.height) < 0.5)
    // Its menu below it, at its full size.
    let panel = try Self.menuPanel(tree)
    #expect(panel.onScreen == panel.frame && panel.frame.width == 250)
    #expect(panel.frame.y > lifted.maxY)
  }

  @Test func anActionSheetAnchoredAtABarButtonOfAMediumSheetOpensBelowTheScaledItem() throws {
    let sheet = Self.sheet(
      #"{"navigationController":{"navigationBar":{"navigationBar":{"title":"Photo","rightBarButtonItems":[{"systemItem":"action"}]}},"content":{"spacer":{}}}}"#
    )
    // Where the card draws the item: its accessibility element, which the card moves there.
    let share = try #require(try Self.tree(sheet).allAccessibility.first { $0.element.label == "Share" }).frame
    let tree = try Self.tree(
      #"{"alertController":{"title":"Share?","preferredStyle":"actionSheet","actions":[{"title":"Copy"},{"title":"Cancel","style":"cancel"}],"barButtonItem":"action","presenting":\#(sheet)}}"#
    )
    let platter = try #require(
      tree.nodes.first { n in if case .glass = n.kind { n.frame.width == 280 } else { false } }?.frame)
    #expect(abs(platter.y - (share.maxY + 8)) < 0.34, "platter at \(platter.y), the item's bottom at \(share.maxY)")
  }

  @Test func aFullySwipedRowsCardOpensBelowItsPillWhereTheRowSlid() throws {
    let list =
      #"{"list":{"appearance":"insetGrouped","sections":[{"items":[{"content":{"text":"Starts"},"state":{"isSwiped":true},"swipe":{"isFullSwipe":true},"swipeActions":[{"title":"Delete","style":"destructive"}],"accessories":[{"customView":{"view":\#(Self.datePicker)}}]}]}]}}"#
    let (pill, card, _) = try Self.pillAndCard(try Self.tree(list))
    // The row slid almost off the leading side: the card follows the pill there.
    #expect(pill.midX < 100)
    let x = min(max(16, pill.midX - 160), 402 - 16 - 320)
    #expect(abs(card.x - x) < 0.34, "card at \(card.x), the pill's centre at \(pill.midX)")
    #expect(abs(card.y - (pill.maxY + 8)) < 0.5)
  }

  @Test func theToolbarEditorOpensBelowItsBarWhereAnOffsetMovedIt() throws {
    func editor(_ offset: String) throws -> Rect {
      let tree = try layout(
        #"{"vellum":1,"canvas":{"systemVersion":"18","width":834,"scale":2,"idiom":"pad"},"root":{"navigationBar":{"title":"Yosemite","toolbar":\#(SwiftUIToolbarTests.items),"isCustomizing":true\#(offset)}}}"#
      )
      return try #require(
        tree.texts().first { $0.1.string == "Drag your favorite items into the toolbar." }?.0)
    }
    let moved = try editor(#","offset":{"x":-30,"y":40}"#)
    let still = try editor("")
    #expect(abs(moved.x - (still.x - 30)) < 0.5 && abs(moved.y - (still.y + 40)) < 0.5)
  }
}
