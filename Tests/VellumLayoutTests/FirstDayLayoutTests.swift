import Testing
import VellumModel

@testable import VellumLayout

/// The first day's short forms lay out as the long forms they stand for.
@Suite struct FirstDayLayoutTests {
  @Test func aHeaderAndFooterGivenAsTextLayOutAsTheObjects() throws {
    func list(_ header: String, _ footer: String) throws -> String {
      try layout(
        #"{"vellum":1,"canvas":{"width":390},"root":{"list":{"sections":[{"header":\#(header),"footer":\#(footer),"items":[{"content":{"text":"Row"}}]}]}}}"#
      ).dump()
    }
    let short = try list(#""Accounts""#, #""Some text""#)
    #expect(short == (try list(#"{"text":"Accounts"}"#, #"{"text":"Some text"}"#)))
    #expect(short.contains("Accounts") || short.contains("ACCOUNTS"), "\(short)")
  }

  @Test func aStackPaddedByEdgeSetInsetsItsChildThatMuch() throws {
    func stack(_ padding: String) throws -> RenderTree {
      try layout(
        #"{"vellum":1,"canvas":{"width":200},"root":{"stack":{"padding":\#(padding),"background":"systemRed","children":[{"text":{"string":"Hi"}}]}}}"#
      )
    }
    let tree = try stack(#"{"horizontal":16,"vertical":4}"#)
    let text = try #require(tree.texts().first)
    #expect(text.0.x == 16 && text.0.y == 4)
    #expect(tree.dump() == (try stack(#"{"top":4,"leading":16,"bottom":4,"trailing":16}"#)).dump())
  }

  /// A Settings row in a content configuration: `reservedLayoutSize` is the box the text starts
  /// after (as if the image were that size), and `backgroundColor` a tile filling it, rounded by
  /// `cornerRadius` on `cornerCurve`, the symbol centred on it.
  @Test func aSettingsIconTileFillsTheReservedBoxTheTextStartsAfter() throws {
    func row(_ imageProperties: String) throws -> RenderTree {
      try layout(
        #"{"vellum":1,"canvas":{"width":390},"root":{"list":{"appearance":"insetGrouped","sections":[{"items":[{"content":{"text":"Wi-Fi","image":{"systemName":"wifi"},"imageProperties":\#(imageProperties)}}]}]}}}"#
      )
    }
    let plain = try row("{}")
    let reserved = try row(#"{"reservedLayoutSize":{"width":29,"height":29}}"#)
    let tiled = try row(
      ##"{"reservedLayoutSize":{"width":29,"height":29},"backgroundColor":"#123456","cornerRadius":7,"cornerCurve":"continuous","tintColor":"white"}"##
    )
    let textX = { (t: RenderTree) in try #require(t.texts().first { $0.1.string == "Wi-Fi" }).0.x }
    let symbol = try #require(tiled.symbols().first).0
    // The text starts the image-to-text padding after the 29-point box, not the standard 24.
    #expect(try textX(reserved) - textX(plain) == 5)
    #expect(try textX(tiled) == textX(reserved))
    #expect(plain.fills().count == reserved.fills().count)
    let tile = try #require(
      tiled.nodes.first { n in
        if case .fill(let c, _, _) = n.kind { c == Color(rgba: 0x1234_56FF) } else { false }
      })
    #expect(tile.frame.width == 29 && tile.frame.height == 29)
    #expect(try tile.frame.maxX < textX(tiled))
    guard case .fill(_, let radius, let corners) = tile.kind else { return }
    #expect(radius == 7 && corners.contains(.continuous))
    #expect(abs(tile.frame.midX - symbol.midX) < 0.001 && abs(tile.frame.midY - symbol.midY) < 0.001)
    // Without a curve the tile rounds with quarter circles.
    let circular = try row(
      ##"{"reservedLayoutSize":{"width":29,"height":29},"backgroundColor":"#123456","cornerRadius":7}"##)
    let plainTile = try #require(
      circular.nodes.first { if case .fill(let c, _, _) = $0.kind { c == Color(rgba: 0x1234_56FF) } else { false } })
    guard case .fill(_, _, let plainCorners) = plainTile.kind else { return }
    #expect(!plainCorners.contains(.continuous))
  }

  /// A button fills its width with `frame.maxWidth: infinity` (SwiftUI's framed label) and in a
  /// stack aligned `fill` (UIKit's `UIStackView.Alignment.fill`); otherwise it keeps its own.
  @Test func aButtonFillsAnInfiniteFrameAndAFillStack() throws {
    func buttons(_ children: String, alignment: String) throws -> [Rect] {
      let tree = try layout(
        #"{"vellum":1,"canvas":{"width":300},"root":{"stack":{"padding":16,"alignment":"\#(alignment)","children":[\#(children)]}}}"#
      )
      return tree.fills().map(\.0)
    }
    let framed = try buttons(
      #"{"button":{"style":"borderedProminent","title":"Sign Up","frame":{"maxWidth":"infinity"}}}"#,
      alignment: "center")
    #expect(framed.map(\.width) == [268] && framed.map(\.x) == [16])
    let stacked = try buttons(#"{"button":{"style":"filled","title":"Sign Up"}}"#, alignment: "fill")
    #expect(stacked.map(\.width) == [268])
    let own = try buttons(#"{"button":{"style":"filled","title":"Sign Up"}}"#, alignment: "center")
    #expect(own.count == 1 && own[0].width < 200)
    // A fixed maximum keeps the button at its own width, aligned in the frame.
    let capped = try buttons(
      #"{"button":{"style":"filled","title":"Sign Up","frame":{"maxWidth":250}}}"#, alignment: "center")
    #expect(capped.count == 1 && capped[0].width == own[0].width)
  }
}
