import Testing
import VellumModel

@testable import VellumLayout

/// A text field's `isSecureTextEntry` and `keyboardType`: the bullets drawn for the text, and the
/// keyboard the canvas shows while the field is editing.
@Suite struct TextFieldEntryTests {
  func document(keyboard: String = "{}", field: String) throws -> Document {
    try DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"canvas":{"systemVersion":"18","device":"iPhone 16 Pro","keyboard":\#(keyboard)},"root":{"stack":{"children":[{"textField":{"text":"x"}},{"textField":{\#(field)}}]}}}"#
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

  /// `textContentType`: the QuickType bar shows AutoFill's suggestion for the editing field: a
  /// code from Messages (above a number pad too, which has no bar otherwise), the key with
  /// Passwords or Use Strong Password; other types draw nothing different.
  @Test func theQuickTypeBarShowsAutoFillsSuggestionForTheContentType() throws {
    func tree(_ field: String) throws -> RenderTree {
      LayoutEngine.layout(try document(field: field), resources: FixedAdvanceMeasurer())
    }
    func keyboardTop(_ t: RenderTree) -> Double? {
      t.fills().filter { $0.1 == Color(hex: "#D1D3D9")! }.map(\.0.y).min()
    }
    let pad = try tree(#""isEditing":true,"keyboardType":"numberPad""#)
    let code = try tree(#""isEditing":true,"keyboardType":"numberPad","textContentType":"oneTimeCode""#)
    let strings = code.texts().map(\.1.string)
    #expect(strings.contains("From Messages") && strings.contains("123456"))
    #expect(!strings.contains("The"))
    // The bar sits above the pad: the keyboard is 45 points taller.
    let (a, b) = (try #require(keyboardTop(pad)), try #require(keyboardTop(code)))
    #expect(a - b == 45)
    let login = try tree(#""isEditing":true,"textContentType":"password""#).texts().map(\.1.string)
    #expect(login.contains("Passwords") && !login.contains("The"))
    let new = try tree(#""isEditing":true,"isSecureTextEntry":true,"textContentType":"newPassword""#)
    #expect(new.texts().map(\.1.string).contains("Use Strong Password"))
    #expect(new.symbols().contains { $0.1.name == "key.fill" })
    // Accepted, and drawn as without it.
    #expect(
      try tree(#""isEditing":true,"textContentType":"givenName""#).dump() == tree(#""isEditing":true"#).dump())
    // Not editing, the field suggests nothing.
    #expect(!(try tree(#""textContentType":"oneTimeCode""#)).texts().map(\.1.string).contains("From Messages"))
    #expect {
      _ = try document(field: #""textContentType":"otp""#)
    } throws: { "\($0)".contains("root.stack.children[1].textField.textContentType") }
  }
}
