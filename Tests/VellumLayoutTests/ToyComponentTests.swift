import Testing

@testable import VellumLayout
@testable import VellumModel

// A component kind that exists only in this file, added the way the catalogue says every kind
// is: its model (what would be `Sources/VellumModel/Components/Chip.swift`), its layout (what
// would be `Sources/VellumLayout/Components/Chip+Layout.swift`) and one catalogue line
// (`ComponentCatalog.standard.adding(Chip.self)`). Nothing else in Vellum names it, yet it
// decodes, lays out in stacks, takes the pointer and its accessibility keys, and mirrors.

// MARK: The model file

/// A toy kind: a label in a filled capsule. Its keys are declared once each (`ModelKey`):
/// decoding, the schema and the encoder read them.
private struct Chip: ComponentModel {
  static let kind = "chip"
  static let summary = "A toy kind: a label in a filled capsule."
  static let keys: [ModelKey<Chip>] =
    [
      ModelKey("label", \.label, .text(maxLength: 100), "The chip's text.", missing: "a chip needs a `label`"),
      ModelKey("color", \.color, .color, "The capsule's fill. Default `systemBlue`."),
    ] + ModelKey.inline(\.accessibility, AccessibilityOverrides.componentKeys)

  var label = ""
  var color: ColorValue?
  var accessibility = AccessibilityOverrides()
}

// MARK: The layout file

extension Chip: ComponentLayout {
  static let height = 28.0

  func measure(in engine: LayoutEngine, width: Double) -> Size {
    let m = engine.resources.measure(TextRequest(string: label, font: FontDescriptor(size: 15), maxWidth: nil))
    return Size(width: min(width, m.size.width + 24), height: Self.height)
  }

  func place(in engine: LayoutEngine, frame: Rect, into nodes: inout [RenderNode]) {
    let capsule = Rect(x: frame.x, y: frame.y, width: frame.width, height: Self.height)
    nodes.append(
      RenderNode(
        frame: capsule,
        kind: .fill(engine.environment.resolve(color ?? .system(.systemBlue)), cornerRadius: 14, corners: .all)))
    nodes.append(engine.accessibilityNode(engine.textElement(label), frame: capsule))
  }

  func sharesRowWidth(in engine: LayoutEngine) -> Bool { false }
  var accessibilityOverrides: AccessibilityOverrides? { accessibility }
}

// MARK: The tests

@Suite struct ToyComponentTests {
  static let catalogue = ComponentCatalog.standard.adding(Chip.self)

  static func tree(_ root: String, width: Double = 390, direction: String = "leftToRight") throws -> RenderTree {
    let json =
      #"{ "vellum": 1, "canvas": { "systemVersion": "18", "width": \#(width), "scale": 2, "layoutDirection": "\#(direction)" }, "root": \#(root) }"#
    let document = try DocumentDecoder.decode(Array(json.utf8), catalogue: catalogue)
    return LayoutEngine.layout(document, resources: FixedAdvanceMeasurer())
  }

  static let row = #"""
    { "stack": { "axis": "horizontal", "spacing": 8, "children": [
      { "chip": { "label": "Inbox" } },
      { "text": { "string": "Mail" } },
      { "chip": { "label": "VIP", "color": "systemRed", "accessibilityLabel": "Very important" } } ] } }
    """#

  @Test func aKindAddedToTheCatalogueIsLaidOutThroughItsOwnLayout() throws {
    let tree = try Self.tree(Self.row)
    let chips = tree.nodes.filter { $0.source?.kind == "chip" }
    let fills = chips.compactMap { n -> (Rect, Color)? in
      if case .fill(let c, _, _) = n.kind { (n.frame, c) } else { nil }
    }
    try #require(fills.count == 2)
    // 0.5 em advances at 15 pt: "Inbox" is 37.5 pt wide, with 12 pt either side.
    #expect(fills[0].0 == Rect(x: 0, y: 0, width: 61.5, height: 28))
    #expect(fills[1].1 == Color(hex: "#FF3B30"))
    // It is measured first in the row (it does not share it); the text shares what is left.
    let text = try #require(tree.texts().first { $0.1.string == "Mail" })
    #expect(text.0.x == 61.5 + 8)
    #expect(fills[1].0.x >= text.0.maxX + 8)
    // Attributed to its own path, like every kind.
    #expect(chips.contains { $0.source?.path == "root.stack.children[0].chip" })
    #expect(chips.contains { $0.source?.path == "root.stack.children[2].chip" })
  }

  @Test func itsAccessibilityKeysActOnWhatItPlaced() throws {
    let labels = try Self.tree(Self.row).accessibilityElements().compactMap(\.element.label)
    #expect(labels == ["Inbox", "Mail", "Very important"])
  }

  @Test func rightToLeftMirrorsItLikeAnyOtherKind() throws {
    let tree = try Self.tree(Self.row, direction: "rightToLeft")
    let first = try #require(tree.nodes.first { $0.source?.path == "root.stack.children[0].chip" })
    #expect(first.frame.maxX == 390)
  }

  /// Containers ask a child for a role (a protocol) rather than a requirement every kind answers:
  /// the toy kind plays none, so a screen treats it as bare content.
  @Test func itPlaysNoRoleAContainerAsksFor() {
    let chip = Component(Chip(label: "A"))
    #expect(chip.role((any ScreenBar).self) == nil)
    #expect(chip.role((any ControlLayout).self) == nil)
    #expect(chip.role((any TabbedScreen).self) == nil)
    #expect(chip.role((any ScreenContent).self) == nil)
    #expect(chip.role((any ComponentLayout).self) != nil)
    let engine = LayoutEngine(canvas: Canvas(), resources: FixedAdvanceMeasurer())
    let owner = chip.statusBarOwner(in: Rect(x: 0, y: 0, width: 390, height: 844), engine)
    #expect(owner != nil && owner?.color == nil, "a bare screen's status bar")
    #expect(Component(List()).role((any ScreenContent).self)?.reachesScreenSides == true)
    #expect(Component(NavigationController()).role((any TabbedScreen).self) != nil)
  }

  @Test func theStandardCatalogueHasNoSuchKind() {
    #expect(throws: Diagnostic.self) {
      _ = try DocumentDecoder.decode(Array(#"{ "vellum": 1, "canvas": { "systemVersion": "18" }, "root": { "chip": { "label": "x" } } }"#.utf8))
    }
  }
}
