import Testing
import VellumModel

@testable import VellumLayout

/// A text field's `isSecureTextEntry` and `keyboardType`: the bullets drawn for the text, and the
/// keyboard the canvas shows while the field is editing.
@Suite struct TextFieldEntryTests {
  func document(keyboard: String = "{}", field: String) throws -> Document {
    try DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"canvas":{"device":"iPhone 16 Pro","keyboard":\#(keyboard)},"root":{"stack":{"children":[{"textField":{"text":"x"}},{"textField":{\#(field)}}]}}}"#
          .utf8))
  }

  func strings(_ d: Document) -> [String] {
    LayoutEngine.layout(d, resources: FixedAdvanceMeasurer()).texts().map(\.1.string)
  }

  @Test func aSecureFieldDrawsABulletACharacterAndSaysNoMore() throws {
    let d = try document(field: #""text":"hunter22","isSecureTextEntry":true"#)
    let tree = LayoutEngine.layout(d, resources: FixedAdvanceMeasurer())
    #expect(tree.texts().map(\.1.string).contains("••••••••"))
    #expect(!tree.texts().map(\.1.string).contains("hunter22"))
    #expect(tree.accessibility.contains { $0.element.value == "••••••••" })
    #expect(!tree.accessibility.contains { $0.element.value == "hunter22" })
  }

  @Test func theKeyboardShowsTheEditingFieldsType() throws {
    for (type, shown) in [
      ("numberPad", nil), ("decimalPad", "."), ("phonePad", "+*#"), ("numbersAndPunctuation", "#+="),
      ("twitter", "#"), ("emailAddress", "@"),
    ] as [(String, String?)] {
      let d = try document(field: #""isEditing":true,"keyboardType":"\#(type)""#)
      #expect(d.canvas.keyboard?.shownType.rawValue == type)
      let s = strings(d)
      if let shown { #expect(s.contains(shown), "\(type)") }
      // Digit pads have no QuickType bar and no letters.
      #expect(s.contains("The") == !(d.canvas.keyboard?.shownType.isDigitPad ?? false), "\(type)")
      #expect(s.contains("q") == (d.canvas.keyboard?.shownType.layout == .letters), "\(type)")
    }
    // A phone pad shows the letters under its digits.
    #expect(strings(try document(field: #""isEditing":true,"keyboardType":"phonePad""#)).contains("WXYZ"))
  }

  @Test func aKeyboardThatSaysItsTypeKeepsIt() throws {
    let d = try document(keyboard: #"{"type":"URL"}"#, field: #""isEditing":true,"keyboardType":"numberPad""#)
    #expect(d.canvas.keyboard?.shownType == .URL)
    // A field that is not editing gives the keyboard nothing.
    let idle = try document(field: #""keyboardType":"numberPad""#)
    #expect(idle.canvas.keyboard?.shownType == .default)
  }

  @Test func anUnknownKeyboardTypeIsRefusedWithItsPath() {
    #expect {
      _ = try document(field: #""keyboardType":"numpad""#)
    } throws: { "\($0)".contains("root.stack.children[1].textField.keyboardType") }
  }
}
