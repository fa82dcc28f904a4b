import Testing
import VellumModel

@testable import VellumLayout

/// iOS 26's wheel pickers: the selection band is a capsule (iOS 18's is rounded 8 pt).
@Suite struct Wheels26Tests {
  static func bandRadius(_ version: String) throws -> Double? {
    let json =
      ##"{"vellum":1,"canvas":{"width":390,"systemVersion":""## + version
      + ##""},"root":{"pickerView":{"components":[{"rows":["One","Two","Three"]}]}}}"##
    let tree = LayoutEngine.layout(try DocumentDecoder.decode(Array(json.utf8)), resources: FixedAdvanceMeasurer())
    return tree.nodes.compactMap { n -> Double? in
      if case .fill(_, let radius, _) = n.kind, n.frame.height == 34 { radius } else { nil }
    }.first
  }

  @Test func theSelectionBandIsACapsuleOnIOS26() throws {
    #expect(try Self.bandRadius("26") == 17)
    #expect(try Self.bandRadius("18") == 8)
  }
}
