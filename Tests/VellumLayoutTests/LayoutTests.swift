import Foundation
import Testing

@testable import VellumLayout

/// Every document under `Samples/` (its path there, sorted) with its bytes; image sets'
/// `Contents.json` under `assets/` are not documents.
func sampleDocuments() -> [(name: String, data: Data)] {
  let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples")
  let files = (FileManager.default.enumerator(atPath: samples.path)?.allObjects as? [String] ?? [])
    .filter { $0.hasSuffix(".json") && !$0.contains("assets/") }.sorted()
  return files.compactMap { name in
    FileManager.default.contents(atPath: samples.appendingPathComponent(name).path).map { (name, $0) }
  }
}

/// Lays out `json` with the fixed-advance measurer (0.5 em advance, 1.2 em lines).
func layout(_ json: String, measurer: FixedAdvanceMeasurer = FixedAdvanceMeasurer()) throws -> RenderTree {
  LayoutEngine.layout(try DocumentDecoder.decode(Array(json.utf8)), resources: measurer)
}

extension RenderTree {
  func texts() -> [(Rect, TextRun)] {
    nodes.compactMap { n in if case .text(let t) = n.kind { (n.frame, t) } else { nil } }
  }
  func fills() -> [(Rect, Color)] {
    nodes.compactMap { n in if case .fill(let c, _, _) = n.kind { (n.frame, c) } else { nil } }
  }
  func symbols() -> [(Rect, Symbol)] {
    nodes.compactMap { n in if case .symbolDrawing(let d) = n.kind { (n.frame, d.symbol) } else { nil } }
  }
}

@Suite struct ListLayoutTests {
  let insetGrouped = """
    {"vellum":1,"canvas":{ "systemVersion": "18","width":390,"scale":3},"root":{"list":{"appearance":"insetGrouped","sections":[{"items":[
      {"content":{"text":"Wi-Fi"}},
      {"content":{"text":"Bluetooth","image":{"systemName":"star"}}},
      {"content":{"text":"Mobile Data"}}]}]}}}
    """

  @Test func insetGroupedCardSpansTheWideMarginsWith44PointRows() throws {
    let tree = try layout(insetGrouped)
    let rows = tree.fills().filter { $0.1.description == "#FFFFFF" }
    #expect(
      rows.map(\.0) == [
        Rect(x: 20, y: 35, width: 350, height: 44), Rect(x: 20, y: 79, width: 350, height: 44),
        Rect(x: 20, y: 123, width: 350, height: 44),
      ])
    // The card's outer corners are rounded 10, the inner rows are square.
    guard case .fill(_, 10, let firstCorners) = tree.nodes[1].kind else {
      Issue.record("first row is not rounded: \(tree.nodes[1])")
      return
    }
    #expect(firstCorners == .top)
    #expect(tree.size.height == 35 + 3 * 44 + 35)
  }

  @Test func separatorsStartAtTheTextAndAreOneDevicePixel() throws {
    let tree = try layout(insetGrouped)
    let separators = tree.fills().filter { $0.1.description == "#3C3C4349" }
    // Between rows only: none under the last row of an inset-grouped section.
    #expect(separators.count == 2)
    #expect(separators[0].0 == Rect(x: 40, y: 79 - 1.0 / 3, width: 330, height: 1.0 / 3))
    // With a symbol the text (and the separator) start after the 24 pt box and 16 pt padding.
    #expect(separators[1].0.x == 20 + 20 + 24 + 16)
    let texts = tree.texts()
    #expect(texts.map(\.0.x) == [40, 80, 40])
  }

  @Test func rowsCentreSymbolAndTextInTheContentRect() throws {
    let tree = try layout(insetGrouped)
    let symbol = tree.symbols()[0]
    #expect(symbol.0 == Rect(x: 40, y: 79 + 11, width: 24, height: 22))
    // Body 17 pt at 1.2 em = 20.4 pt high, centred in 22 pt.
    let text = tree.texts()[1]
    #expect(abs(text.0.y - (79 + 11 + (22 - 20.4) / 2)) < 1.0 / 3)
  }

  @Test func plainListsPutASeparatorUnderEveryRowAndGroupedAddFullWidthEdges() throws {
    let plain = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18"},"root":{"list":{"appearance":"plain","sections":[{"items":[{"content":{"text":"A"}},{"content":{"text":"B"}}]}]}}}"#
    )
    let plainSeparators = plain.fills().filter { $0.1.description == "#3C3C4349" }
    #expect(plainSeparators.map(\.0.x) == [20, 20])
    let grouped = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18"},"root":{"list":{"appearance":"grouped","sections":[{"items":[{"content":{"text":"A"}},{"content":{"text":"B"}}]}]}}}"#
    )
    let groupedSeparators = grouped.fills().filter { $0.1.description == "#3C3C4349" }
    #expect(groupedSeparators.map(\.0.x) == [20, 0, 0])
    #expect(groupedSeparators.map(\.0.width) == [370, 390, 390])
  }

  @Test func sidebarRowsAreInsetAndRoundedWithATintSelection() throws {
    let tree = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":320},"root":{"list":{"appearance":"sidebar","sections":[{"items":[{"content":{"text":"Inbox","image":{"systemName":"tray"}},"state":{"isSelected":true}}]}]}}}"#
    )
    let selection = tree.nodes.first { if case .fill(_, 10, .all) = $0.kind { true } else { false } }
    #expect(selection?.frame == Rect(x: 8, y: 8, width: 304, height: 44))
    #expect(tree.symbols()[0].0 == Rect(x: 16, y: 19, width: 28, height: 22))
    #expect(tree.symbols()[0].1.color == .white)
    #expect(tree.texts()[0].0.x == 16 + 28 + 10)
    #expect(tree.texts()[0].1.color == .white)
  }

  @Test func narrowPhonesUse16PointMargins() throws {
    let tree = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":320},"root":{"list":{"appearance":"insetGrouped","sections":[{"items":[{"content":{"text":"A"}}]}]}}}"#
    )
    #expect(tree.fills()[1].0.x == 16)
    #expect(tree.texts()[0].0.x == 32)
  }
}

@Suite struct CellLayoutTests {
  func cell(_ content: String, width: Double = 390, extra: String = "") throws -> RenderTree {
    try layout(#"{"vellum":1,"canvas":{"systemVersion":"18","width":\#(width)\#(extra)},"root":{"cell":{"content":\#(content)}}}"#)
  }

  @Test func multiLineTextGrowsTheRowPastTheMinimumHeight() throws {
    let long = String(repeating: "word ", count: 30)
    let tree = try cell(#"{"text":"\#(long)"}"#)
    let text = tree.texts()[0]
    #expect(text.0.height > 20.4 * 2)
    #expect(tree.size.height == ((11 + text.0.height + 11) * 3).rounded() / 3)
  }

  @Test func valueCellsSitSideBySideUntilTheyDoNotFit() throws {
    let fits = try cell(#"{"style":"valueCell","text":"Wi-Fi","secondaryText":"Home"}"#)
    let t = fits.texts()
    #expect(t[0].0.y == t[1].0.y)
    #expect(abs(t[1].0.maxX - (390 - 20)) < 1.0 / 3)
    let tight = try cell(
      #"{"style":"valueCell","text":"Personal Hotspot Settings","secondaryText":"Off until a trusted network is joined"}"#
    )
    let s = tight.texts()
    #expect(s[1].0.y > s[0].0.y + s[0].0.height)
    #expect(s[1].0.x == s[0].0.x)
  }

  @Test func numberOfLinesLimitsTheMeasuredHeight() throws {
    let long = String(repeating: "word ", count: 60)
    let tree = try layout(#"{"vellum":1,"canvas":{"systemVersion":"18"},"root":{"text":{"string":"\#(long)","numberOfLines":2}}}"#)
    #expect(abs(tree.texts()[0].0.height - 2 * 20.4) < 0.01)
    #expect(tree.texts()[0].1.numberOfLines == 2)
  }

  @Test func accessibilityLayoutStacksValueCellsAndAlignsTheImageWithTheFirstLine() throws {
    let tree = try cell(
      #"{"style":"valueCell","text":"Text Size","secondaryText":"Large","image":{"systemName":"textformat"}}"#,
      extra: #","contentSizeCategory":"accessibilityExtraLarge""#)
    let t = tree.texts()
    #expect(t[1].0.y > t[0].0.y)
    let symbol = tree.symbols()[0].0
    let firstLineMid = t[0].0.y + 1.2 * 40 / 2
    #expect(abs(symbol.midY - firstLineMid) <= 1.0 / 3)
  }

  @Test func rightToLeftMirrorsFramesAndAlignment() throws {
    let ltr = try cell(#"{"text":"Hello","image":{"systemName":"chevron.forward"}}"#)
    let rtl = try cell(
      #"{"text":"Hello","image":{"systemName":"chevron.forward"}}"#, extra: #","layoutDirection":"rightToLeft""#)
    let a = ltr.symbols()[0]
    let b = rtl.symbols()[0]
    #expect(b.0.x == 390 - a.0.maxX)
    #expect(b.1.name == "chevron.backward")
    #expect(rtl.texts()[0].1.alignment == .right)
    #expect(rtl.texts()[0].0.maxX == 390 - ltr.texts()[0].0.x)
  }

  @Test func framesSnapToDevicePixels() throws {
    let tree = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","scale":3},"root":{"stack":{"padding":0.2,"children":[{"stack":{"background":"systemRed","padding":10.1,"children":[{"spacer":{"minLength":3.05}}]}}]}}}"#
    )
    for n in tree.nodes {
      for v in [n.frame.x, n.frame.y, n.frame.maxX, n.frame.maxY] {
        #expect(abs(v * 3 - (v * 3).rounded()) < 1e-9)
      }
    }
  }
}

@Suite struct TreeDumpTests {
  @Test func theDumpIsStableText() throws {
    // 200 pt is a narrow screen: 16 pt margins. Text y = 11 + (22 − 20.4) / 2 = 11.8 → 12 at 2x.
    let tree = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":200,"scale":2},"root":{"cell":{"content":{"text":"Hi","image":{"systemName":"star.fill"}},"state":{"isSelected":true}}}}"#
    )
    #expect(
      tree.dump() == """
        canvas 200x44 @2x ltr background #FFFFFF
        @ root.cell cell "Hi" 0,0 200x44
        fill 0,0 200x44 #D1D1D6
        text 56,12 128x20.4 "Hi" 17 regular (Inter ×0.975×0.978 -0.217) #000000 wrap 128 left
        symbol 16,11 24x22 star.fill (phosphor star fill) 24 regular #007AFF

        """)
  }

  /// The components each node was drawn for, by path, in painting order (once each).
  func sources(_ tree: RenderTree) -> [String] {
    var out: [String] = []
    for n in tree.nodes { if let p = n.source?.path, out.last != p, !out.contains(p) { out.append(p) } }
    return out
  }

  @Test func nodesRememberTheirComponentsJSONPath() throws {
    let tree = try layout(
      """
      {"vellum":1,"canvas":{ "systemVersion": "18","height":600},"root":{"sheet":{
        "presenting":{"stack":{"children":[{"text":{"string":"Behind"}},{"button":{"title":"Sort","menu":{"children":[{"action":{"title":"Name"}}]},"isMenuPresented":true}}]}},
        "content":{"list":{"appearance":"sidebar","sections":[{"header":{"text":"Places"},"items":[
          {"content":{"text":"Folders"},"state":{"isExpanded":true},"accessories":[{"outlineDisclosure":{}}],
           "children":[{"content":{"text":"Work"}}]}]}]}}}}}
      """)
    #expect(
      sources(tree) == [
        "root.sheet", "root.sheet.presenting.stack.children[0].text", "root.sheet.presenting.stack.children[1].button",
        "root.sheet.content.list", "root.sheet.content.list.sections[0]",
        "root.sheet.content.list.sections[0].items[0]", "root.sheet.content.list.sections[0].items[0].children[0]",
        "root.sheet.presenting.stack.children[1].button.menu",
      ])
    let dump = tree.dump()
    #expect(dump.contains("\n@ root.sheet.content.list.sections[0].items[0].children[0] cell \"Work\" "))
    #expect(dump.contains("\n@ root.sheet.presenting.stack.children[1].button.menu menu \"Name\" "))
  }

  @Test func aContactSheetPrefixesEachVariantsPaths() throws {
    let tree = try layout(
      #"{"vellum":1,"variants":{"appearance":["light","dark"]},"sheet":true,"root":{"cell":{"content":{"text":"Hi"}}}}"#
    )
    #expect(sources(tree) == ["light", "light:root.cell", "dark", "dark:root.cell"])
  }
}

@Suite struct PseudolocalizationLayoutTests {
  func texts(_ tree: RenderTree) -> [String] {
    tree.nodes.compactMap { if case .text(let t) = $0.kind { t.string } else { nil } }
  }

  @Test func theAppsStringsArePseudolocalisedAndTheSystemsAreNot() throws {
    let json = """
      {"vellum":1,"canvas":{ "systemVersion": "18","device":"iPad 11-inch","pseudo":"%@","verbatim":["Kyoto"],"keyboard":{}},
       "root":{"navigationController":{"navigationBar":{"navigationBar":{"title":"Inbox"}},
         "content":{"list":{"appearance":"insetGrouped","sections":[{"items":[
           {"content":{"text":"Groceries","secondaryText":"12"},"accessories":[{"label":{"text":"Due"}}]},
           {"content":{"text":"Kyoto"}}]}]}}}}}
      """
    let plain = texts(try layout(json.replacingOccurrences(of: "%@", with: "none")))
    let long = try layout(json.replacingOccurrences(of: "%@", with: "long"))
    let shown = texts(long).map { $0.replacingOccurrences(of: "\u{2060}", with: "") }
    #expect(shown.contains("[Groceries one]") && shown.contains("[Inbox]") && shown.contains("[Due]"))
    // Numbers, verbatim strings, the status bar and the keyboard stay as they are.
    #expect(shown.contains("12") && shown.contains("Kyoto"))
    #expect(shown.contains("Mon Jun 22") && shown.contains("9:41"))
    #expect(shown.contains("q") && shown.contains("return"))
    #expect(plain.contains("Groceries") && !plain.contains { $0.contains("[") })
    // Longer text is measured as drawn: the frame of the title fits the bracketed text.
    let title = try #require(
      long.nodes.first { if case .text(let t) = $0.kind { t.string.contains("Groceries") } else { false } })
    #expect(title.frame.width > 0)
    #expect(long.layoutDirection == .leftToRight)
    let rtl = try layout(json.replacingOccurrences(of: "%@", with: "rtl"))
    #expect(rtl.layoutDirection == .rightToLeft)
    #expect(texts(rtl).contains("\u{2060}\u{202E}Groceries\u{202C}"))
  }
}
