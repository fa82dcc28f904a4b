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
}
