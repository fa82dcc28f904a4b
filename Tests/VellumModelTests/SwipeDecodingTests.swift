import Testing

@testable import VellumModel

/// `leadingSwipeActions` and `swipe`: a swipe names an edge with actions.
@Suite struct SwipeDecodingTests {
  func decode(_ cell: String) throws(Diagnostic) -> Cell {
    let d = try DocumentDecoder.decode(Array(#"{"vellum":1,"root":{"cell":{\#(cell)}}}"#.utf8))
    return d.root.as(Cell.self)!
  }

  func failure(_ cell: String) -> Diagnostic? {
    do {
      _ = try decode(cell)
      return nil
    } catch {
      return error
    }
  }

  @Test func leadingActionsAndTheSwipeDecodeAndRoundTrip() throws {
    let json =
      #""state":{"isSwiped":true},"leadingSwipeActions":[{"title":"Unread","backgroundColor":"systemBlue","systemName":"envelope.open"}],"swipe":{"edge":"leading","isFullSwipe":true}"#
    let cell = try decode(json)
    #expect(cell.leadingSwipeActions.map(\.title) == ["Unread"])
    #expect(cell.swipe == Swipe(edge: .leading, isFullSwipe: true))
    #expect(cell.swipeEdge == .leading && cell.revealedSwipeActions.count == 1)
    let doc = try DocumentDecoder.decode(Array(#"{"vellum":1,"root":{"cell":{\#(json)}}}"#.utf8))
    #expect(try DocumentDecoder.decode(Array(doc.canonicalJSON().utf8)).root.as(Cell.self) == cell)
  }

  @Test func unsetSwipeKeysLeaveTheCellAsBefore() throws {
    #expect(
      try decode(#""swipeActions":[{"title":"Delete"}],"swipe":{}"#) == decode(#""swipeActions":[{"title":"Delete"}]"#))
  }

  @Test func aSwipeNamesAnEdgeWithActions() {
    let leading = failure(#""swipeActions":[{"title":"Delete"}],"swipe":{"edge":"leading"}"#)
    #expect(leading?.path == "root.cell.swipe.edge")
    #expect(leading?.message == #"a leading swipe shows the cell's "leadingSwipeActions", and it has none"#)
    let trailing = failure(#""leadingSwipeActions":[{"title":"Pin"}],"swipe":{"edge":"trailing"}"#)
    #expect(trailing?.path == "root.cell.swipe.edge")
    #expect(trailing?.message.contains(#""swipeActions""#) == true)
    let none = failure(#""swipe":{"isFullSwipe":true}"#)
    #expect(none?.path == "root.cell.swipe")
    #expect(none?.message.contains("give \"swipeActions\" or \"leadingSwipeActions\"") == true)
    #expect(
      failure(#""swipeActions":[{"title":"Delete"}],"swipe":{"edge":"left"}"#)?.message.contains("leading") == true)
    #expect(failure(#""leadingSwipeActions":[{"style":"normal"}]"#)?.path == "root.cell.leadingSwipeActions[0].title")
  }
}
