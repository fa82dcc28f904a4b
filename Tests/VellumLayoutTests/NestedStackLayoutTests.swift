import Foundation
import Testing
import VellumModel

@testable import VellumLayout

/// The fixed-advance measurer, counting every request to measure a text.
private final class MeasurementCounter: LayoutResources, @unchecked Sendable {
  let base = FixedAdvanceMeasurer()
  private(set) var count = 0

  func measure(_ request: TextRequest) -> TextMeasurement {
    count += 1
    return base.measure(request)
  }

  func imagePixelSize(_ path: String) -> Size? { nil }
}

/// Stacks nested as deep as documents may nest (32 levels) lay out in time linear in their
/// components: a row aligned by baselines asks each child its baseline at its slot's width, a
/// proportional row asks each child its width before sharing its own out, a frame draws its
/// content at the content's width, and each child answers from its `LayoutSlot` (or without
/// laying out what its width does not depend on) instead of laying its subtree out again.
@Suite struct NestedStackLayoutTests {
  /// How a level wraps the one inside it (`inner`) at depth `i` (deepest 0).
  struct Nest: CustomStringConvertible, Sendable {
    let description: String
    /// The levels each wrapping adds (2 with a wrapper around the stack).
    var levels = 1
    let wrap: @Sendable (_ inner: String, _ i: Int) -> String
  }

  static func text(_ s: String) -> String { #"{"text":{"string":"\#(s)"}}"# }

  static func row(_ keys: String, _ children: String...) -> String {
    #"{"stack":{"axis":"horizontal",\#(keys)"children":[\#(children.joined(separator: ","))]}}"#
  }

  static let frame = #""frame":{"maxWidth":"infinity","alignment":"leading"},"#

  /// The reproducer's shapes and variations on them: levels that differ (another sibling's
  /// length, another spacing), columns between rows, and wrappers (a z-stack, a context menu,
  /// a navigation controller) between the stacks.
  static let nests: [Nest] = [
    Nest(description: "firstBaseline rows") { inner, _ in row(#""alignment":"firstBaseline","#, inner, text("d")) },
    Nest(description: "lastBaseline rows") { inner, _ in row(#""alignment":"lastBaseline","#, text("d"), inner) },
    Nest(description: "firstBaseline rows in frames") { inner, _ in
      row(#""alignment":"firstBaseline","# + frame, inner, text("c"))
    },
    Nest(description: "lastBaseline rows in frames") { inner, _ in
      row(#""alignment":"lastBaseline","# + frame, text("c"), inner)
    },
    Nest(description: "baseline rows, levels differing") { inner, i in
      row(
        #""alignment":"firstBaseline","spacing":\#(i % 3),"#, inner, text(String(repeating: "d", count: 1 + i * 7 % 11))
      )
    },
    Nest(description: "fillProportionally rows") { inner, _ in
      row(#""distribution":"fillProportionally","#, inner, text("d"))
    },
    Nest(description: "fillProportionally rows, levels differing") { inner, i in
      row(
        #""distribution":"fillProportionally","spacing":\#(i % 4),"#, inner,
        text(String(repeating: "d", count: 1 + i * 7 % 11)))
    },
    Nest(description: "fillEqually baseline rows") { inner, _ in
      row(#""distribution":"fillEqually","alignment":"firstBaseline","#, inner, text("d"))
    },
    Nest(description: "columns and baseline rows") { inner, i in
      let axis = i % 2 == 0 ? "vertical" : "horizontal"
      return #"{"stack":{"axis":"\#(axis)","alignment":"lastBaseline","children":[\#(text("d")),\#(inner)]}}"#
    },
    Nest(description: "rows mixing distributions, alignments and frames") { inner, i in
      let distribution = ["fill", "fillProportionally", "fillEqually", "equalSpacing"][i % 4]
      let alignment = i % 2 == 0 ? "firstBaseline" : "lastBaseline"
      let frame = i % 3 == 0 ? #""frame":{"maxWidth":\#(300 - i)},"# : ""
      return row(
        #""distribution":"\#(distribution)","alignment":"\#(alignment)",\#(frame)"#, text("d"), inner,
        text(String(repeating: "e", count: i % 4 + 1)))
    },
    Nest(description: "fillProportionally baseline rows around z-stacks", levels: 2) { inner, i in
      row(
        #""distribution":"fillProportionally","alignment":"firstBaseline","#,
        #"{"zStack":{"children":[\#(inner)]}}"#, text(String(repeating: "d", count: 1 + i % 5)))
    },
    Nest(description: "fillProportionally rows around context menus", levels: 2) { inner, i in
      let menu = #"{"contextMenu":{"content":\#(inner),"menu":{"children":[{"action":{"title":"Copy"}}]}}}"#
      return row(#""distribution":"fillProportionally","#, menu, text(String(repeating: "d", count: 1 + i % 5)))
    },
    Nest(description: "fillProportionally rows around screens", levels: 2) { inner, i in
      let screen = #"{"navigationController":{"content":\#(inner)}}"#
      return row(#""distribution":"fillProportionally","#, screen, text(String(repeating: "d", count: 1 + i % 5)))
    },
  ]

  /// `nest` around a wrapping text as many times as `levels` levels hold, as a document 390
  /// points wide; the components it holds.
  static func document(_ nest: Nest, levels: Int) throws -> (document: Document, components: Int) {
    var json = #"{"text":{"string":"Hello world this is text","numberOfLines":0}}"#
    for i in 0..<((levels - 1) / nest.levels) { json = nest.wrap(json, i) }
    let document = try DocumentDecoder.decode(
      Array(#"{"vellum":1,"canvas":{"width":390,"scale":1},"root":\#(json)}"#.utf8))
    let kinds = try NSRegularExpression(pattern: #"\{"(text|stack|zStack|contextMenu|navigationController)":"#)
    return (document, kinds.numberOfMatches(in: json, range: NSRange(json.startIndex..., in: json)))
  }

  /// How many texts laying `document` out measures.
  static func measurements(_ document: Document) -> Int {
    let counter = MeasurementCounter()
    _ = LayoutEngine.layout(document, resources: counter)
    return counter.count
  }

  /// 32 levels (the most a document may nest) measure a few texts a component: the count grows
  /// with the components, not exponentially with the depth.
  @Test(arguments: nests) func thirtyTwoLevelsMeasureTextsLinearlyInTheirComponents(_ nest: Nest) throws {
    let (document, components) = try Self.document(nest, levels: 32)
    let count = Self.measurements(document)
    #expect(count <= 12 * components, "\(nest): \(count) measurements for \(components) components")
  }

  /// Laying out 32 levels of every shape takes well under the budget (a generous guard for debug
  /// builds on a loaded machine).
  @Test func thirtyTwoLevelsOfEveryShapeLayOutQuickly() throws {
    let documents = try Self.nests.map { try Self.document($0, levels: 32).document }
    let start = Date()
    for document in documents { _ = LayoutEngine.layout(document, resources: FixedAdvanceMeasurer()) }
    #expect(Date().timeIntervalSince(start) < 20)
  }

  /// Each level lays out the same tree as measuring and then placing every component did.
  @Test(arguments: nests) func nestedStacksLayOutAsMeasuringThenPlacingDid(_ nest: Nest) throws {
    let document = try Self.document(nest, levels: 9).document
    let measurer = FixedAdvanceMeasurer()
    let onePass = LayoutEngine.layout(document, resources: measurer, measuresThenPlaces: false)
    let twoPass = LayoutEngine.layout(document, resources: measurer, measuresThenPlaces: true)
    #expect(onePass == twoPass)
  }

  /// Every stack and z-stack in the samples answers a width query (which asks its children only
  /// their widths, and none when it spreads) with the width its layout takes, at several widths:
  /// a proportional row shares its width by the answers.
  @Test func everySampleStacksWidthIsItsLayoutsWidth() throws {
    var compared = 0
    for (file, data) in sampleDocuments() {
      guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let canvas = json["canvas"]
      else { continue }
      var stacks: [Any] = []
      func collect(_ value: Any) {
        if let object = value as? [String: Any] {
          if object.count == 1, let kind = object.keys.first, kind == "stack" || kind == "zStack" {
            stacks.append(object)
          }
          object.values.forEach(collect)
        } else if let array = value as? [Any] {
          array.forEach(collect)
        }
      }
      collect(json["root"] as Any)
      for stack in stacks {
        let wrapped: [String: Any] = ["vellum": 1, "canvas": canvas, "root": stack]
        guard let bytes = try? JSONSerialization.data(withJSONObject: wrapped),
          let document = try? DocumentDecoder.decode(Array(bytes))
        else { continue }
        let engine = LayoutEngine(canvas: document.canvas, resources: FixedAdvanceMeasurer())
        for width in [document.canvas.width, 180, 37.5] {
          let query = engine.width(of: document.root, offered: width, slot: LayoutSlot())
          let laidOut = engine.layout(document.root, width: width).size.width
          #expect(query == laidOut, "\(file): a stack's width \(query) offered \(width), laid out \(laidOut)")
        }
        compared += 1
      }
    }
    #expect(compared > 500, "only \(compared) stacks compared")
  }

  /// `count` texts "a" in a row, inside `rows` rows aligned by their first baselines.
  static func row(of count: Int, inside rows: Int) -> Component {
    var row = Stack()
    row.axis = .horizontal
    row.children = (0..<count).map { _ in .text(TextComponent(string: "a")) }
    var nested = Component.stack(row)
    for _ in 0..<rows {
      var outer = Stack()
      outer.axis = .horizontal
      outer.alignment = .firstBaseline
      outer.children = [nested, .text(TextComponent(string: "d"))]
      nested = .stack(outer)
    }
    return nested
  }

  /// How many texts laying `root` out 390 points wide measures.
  static func measurements(_ root: Component) throws -> Int {
    let canvas = try DocumentDecoder.decode(
      Array(#"{"vellum":1,"canvas":{"width":390},"root":{"text":{"string":""}}}"#.utf8)
    )
    .canvas
    let counter = MeasurementCounter()
    let tree = LayoutEngine.layout(Document(canvas: canvas, root: root), resources: counter, accessibility: false)
    #expect(tree.nodes.count > 0)
    return counter.count
  }

  /// A row of 29,990 short texts lays out in time linear in its texts: its flexible children
  /// count their peers in one pass, not each by scanning the rest. Seconds (a generous guard for
  /// debug builds), not minutes; four measurements a text (its width at its share and its
  /// layout, and its width offered nothing and without bound for its flexibility).
  @Test func aRowOfThirtyThousandTextsLaysOutLinearly() throws {
    let start = Date()
    let count = try Self.measurements(Self.row(of: 29_990, inside: 0))
    #expect(Date().timeIntervalSince(start) < 30)
    #expect(count <= 5 * 29_990, "\(count) measurements")
  }

  /// Inside two rows aligned by baselines, a long row is measured a few times a text, not again
  /// for each question about its baseline.
  @Test func aLongRowInsideBaselineRowsIsMeasuredAFewTimesAText() throws {
    let start = Date()
    let count = try Self.measurements(Self.row(of: 5_000, inside: 2))
    #expect(Date().timeIntervalSince(start) < 30)
    #expect(count <= 8 * 5_000, "\(count) measurements")
  }
}
