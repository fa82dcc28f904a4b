import Testing

@testable import VellumModel

/// `ColorValue(name:)` reads every spelling the decoder takes (the named-colour walk tries it on
/// every string of a document).
@Suite struct ColorNameTests {
  @Test func everyNameReadsAsItsColour() throws {
    #expect(ColorValue(name: "tintColor") == .tint)
    for c in SystemColor.allCases { #expect(ColorValue(name: c.rawValue) == .system(c), "\(c.rawValue)") }
    for c in ColorValue.classColors where SystemColor(rawValue: c.name) == nil {
      let first = try #require(ColorValue.classColors.first { $0.name == c.name })
      #expect(ColorValue(name: c.name) == .fixed(first.color), "\(c.name)")
    }
    #expect(ColorValue(name: "#FF000080") == .fixed(try #require(Color(hex: "#FF000080"))))
  }

  @Test func otherStringsAreNoColour() {
    for s in ["", "#", "#GG0000", "Wi-Fi", "systemblue", "tint", "label ", "redColor", "Red"] {
      #expect(ColorValue(name: s) == nil, "\(s)")
    }
  }
}
