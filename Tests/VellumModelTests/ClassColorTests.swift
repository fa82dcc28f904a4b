import Testing

@testable import VellumModel

/// UIKit's class colours are colour names with UIKit's values, in the schema's list too.
@Suite struct ClassColorTests {
  func decoded(_ name: String) throws -> ColorValue? {
    let doc = try DocumentDecoder.decode(
      Array(#"{"vellum":1,"root":{"stack":{"background":"\#(name)"}}}"#.utf8))
    return doc.root.as(Stack.self)?.background
  }

  @Test func eachClassColourDecodesToItsFixedValue() throws {
    #expect(try decoded("darkGray") == .fixed(Color(hex: "#555555")!))
    #expect(try decoded("red") == .fixed(Color(hex: "#FF0000")!))
    #expect(try decoded("orange") == .fixed(Color(hex: "#FF8000")!))
    #expect(try decoded("clear") == .fixed(.clear))
    // "gray" is UIColor.gray, not the system grey.
    #expect(try decoded("gray") != .system(.systemGray))
    for (name, color) in ColorValue.classColors {
      #expect(try decoded(name) == .fixed(color), "\(name)")
      #expect(DocumentSchema.colorNames.contains(name))
    }
  }

  @Test func uikitSpellingsOfThemAreSuggested() {
    let error = #expect(throws: Diagnostic.self) { try decoded("UIColor.darkGrayColor") }
    #expect(error?.description.contains(#"did you mean "darkGray"?"#) == true)
  }
}
