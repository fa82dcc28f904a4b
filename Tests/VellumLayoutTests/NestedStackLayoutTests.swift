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

/// A row of many texts shares its width out in time linear in their number.
@Suite struct NestedStackLayoutTests {
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
  /// debug builds), not minutes; two measurements a text.
  @Test func aRowOfThirtyThousandTextsLaysOutLinearly() throws {
    let start = Date()
    let count = try Self.measurements(Self.row(of: 29_990, inside: 0))
    #expect(Date().timeIntervalSince(start) < 30)
    #expect(count <= 3 * 29_990, "\(count) measurements")
  }
}
