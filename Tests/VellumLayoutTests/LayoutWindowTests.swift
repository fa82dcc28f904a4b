import Foundation
import Testing

@testable import VellumLayout

/// A screen laid out through a window (issue 31: a tall list painted a band at a time) makes the
/// whole layout's nodes, in order, less list nodes that reach no part of the window.
@Suite struct LayoutWindowTests {
  static let states = [
    #"{}"#, #"{"isSelected":true}"#, #"{"isHighlighted":true}"#, #"{"isDisabled":true}"#,
    #"{"cellDragState":"lifting"}"#, #"{"isSwiped":true}"#, #"{"isExpanded":true}"#, #"{"cellDropState":"targeted"}"#,
  ]

  /// A list of `appearance` with `sections` sections of `rows` rows each, in every state in turn
  /// (swiped rows with an action, expanded ones with two children), headers and footers.
  static func document(
    _ appearance: String, sections: Int = 6, rows: Int = 9, scale: Int = 3, canvas: String = ""
  ) -> String {
    var list: [String] = []
    for s in 0..<sections {
      var items: [String] = []
      for r in 0..<rows {
        let n = s * rows + r
        let state = states[n % states.count]
        var item =
          #"{"content":{"text":"Row \#(n) of a list long enough to wrap at some widths","image":{"systemName":"star"}},"state":\#(state)"#
        if state.contains("isSwiped") { item += #","swipeActions":[{"title":"Delete","style":"destructive"}]"# }
        if state.contains("isExpanded") {
          item += #","children":[{"content":{"text":"Child \#(n).1"}},{"content":{"text":"Child \#(n).2"}}]"#
        }
        items.append(item + "}")
      }
      let footer = s % 2 == 0 ? #","footer":{"text":"Footer \#(s)"}"# : ""
      list.append(#"{"header":{"text":"Section \#(s)"}\#(footer),"items":[\#(items.joined(separator: ","))]}"#)
    }
    return #"""
      {"vellum":1,"canvas":{"width":390,"scale":\#(scale)\#(canvas)},
       "root":{"list":{"appearance":"\#(appearance)","sections":[\#(list.joined(separator: ","))]}}}
      """#
  }

  /// Checks each window of `height` points down the screen against the whole tree; returns the
  /// most nodes a window's tree held.
  @discardableResult
  static func check(_ json: String, windowHeight: Double = 150) throws -> Int {
    let document = try DocumentDecoder.decode(Array(json.utf8))
    #expect(LayoutWindow.listRows(of: document) != nil)
    let resources = FixedAdvanceMeasurer()
    let whole = LayoutEngine.layout(document, resources: resources, accessibility: false)
    let window = LayoutWindow(visible: 0..<0)
    let outline = LayoutEngine.layout(document, resources: resources, window: window)
    #expect(outline.size == whole.size)
    #expect(outline.nodes.count < whole.nodes.count / 4, "the outline made the rows")
    var most = 0
    var top = 0.0
    while top < whole.size.height {
      window.visible = top..<top + windowHeight
      let band = LayoutEngine.layout(document, resources: resources, window: window)
      #expect(band.size == whole.size)
      #expect(band.background == whole.background)
      most = max(most, band.nodes.count)
      // The band's nodes are the whole tree's, in order…
      var matched = Set<Int>()
      var next = 0
      for node in band.nodes {
        guard let i = whole.nodes[next...].firstIndex(of: node) else {
          Issue.record("window \(window.visible): \(node) is not in the whole tree after node \(next)")
          return most
        }
        matched.insert(i)
        next = i + 1
      }
      // … with every node that paints in the window.
      for (i, node) in whole.nodes.enumerated() where !matched.contains(i) {
        let reach = node.reach
        #expect(
          reach.maxY <= window.visible.lowerBound || reach.y >= window.visible.upperBound,
          "window \(window.visible) left out \(node)")
      }
      top += windowHeight
    }
    #expect(most < whole.nodes.count / 2, "no window left rows out")
    return most
  }

  @Test(arguments: ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"])
  func aWindowMakesTheWholeTreesNodesThatReachIt(_ appearance: String) throws {
    try Self.check(Self.document(appearance))
  }

  @Test func rightToLeftAndSmallWindows() throws {
    try Self.check(Self.document("insetGrouped", canvas: #","layoutDirection":"rightToLeft""#), windowHeight: 20)
    try Self.check(Self.document("sidebar", scale: 2), windowHeight: 33.5)
  }

  /// A row that presents a menu (a hosted button's, open) is made in every window: the menu is
  /// drawn above the screen wherever the window is.
  @Test func aRowPresentingAMenuIsMadeInEveryWindow() throws {
    let menu = #"""
      "hostingConfiguration":{"content":{"button":{"title":"More","showsMenuAsPrimaryAction":true,
       "menu":{"children":[{"action":{"title":"Copy"}},{"action":{"title":"Delete","attributes":["destructive"]}}]},
       "isMenuPresented":true}}}
      """#
    let row37 =
      #""content":{"text":"Row 37 of a list long enough to wrap at some widths","image":{"systemName":"star"}}"#
    let json = Self.document("insetGrouped", sections: 8, rows: 8).replacingOccurrences(of: row37, with: menu)
    #expect(json.contains("isMenuPresented"))
    let document = try DocumentDecoder.decode(Array(json.utf8))
    let resources = FixedAdvanceMeasurer()
    let whole = LayoutEngine.layout(document, resources: resources, accessibility: false)
    let menuTexts = whole.texts().filter { $0.1.string == "Copy" }
    #expect(menuTexts.count == 1)
    try Self.check(json, windowHeight: 120)
    let window = LayoutWindow(visible: 0..<0)
    _ = LayoutEngine.layout(document, resources: resources, window: window)
    window.visible = 0..<50
    #expect(
      LayoutEngine.layout(document, resources: resources, window: window).texts().contains { $0.1.string == "Copy" })
  }

  /// A window's tree holds about the rows it shows, however long the list.
  @Test func aWindowsTreeDoesNotGrowWithTheList() throws {
    let short = try Self.check(Self.document("sidebar", sections: 4, rows: 10), windowHeight: 300)
    let long = try Self.check(Self.document("sidebar", sections: 40, rows: 10), windowHeight: 300)
    #expect(long <= short + 10, "\(short) nodes at 40 rows, \(long) at 400")
  }

  /// Only a list at the root, with nothing that reads the whole tree, is laid out through a window;
  /// any other document is laid out whole (and the window's layout is then the whole one).
  @Test func otherScreensAreLaidOutWhole() throws {
    let list = #"{"list":{"sections":[{"items":[{"content":{"text":"A"}}]}]}}"#
    for (root, canvas) in [
      (#"{"stack":{"children":[\#(list)]}}"#, ""),
      (list, #","pointer":{"location":[10,10]}"#),
    ] {
      let json = #"{"vellum":1,"canvas":{"width":390\#(canvas)},"root":\#(root)}"#
      let document = try DocumentDecoder.decode(Array(json.utf8))
      #expect(LayoutWindow.listRows(of: document) == nil)
      let window = LayoutWindow(visible: 0..<0)
      let resources = FixedAdvanceMeasurer()
      #expect(
        LayoutEngine.layout(document, resources: resources, window: window)
          == LayoutEngine.layout(document, resources: resources, accessibility: false))
    }
  }
}
