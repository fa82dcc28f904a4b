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
}
