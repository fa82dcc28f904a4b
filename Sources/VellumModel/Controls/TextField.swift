/// `UITextField`.
public struct TextField: ControlModel {
  public enum BorderStyle: String, Sendable, CaseIterable, PropertyChoice { case none, line, bezel, roundedRect }
  public enum ViewMode: String, Sendable, CaseIterable, PropertyChoice {
    case never, whileEditing, unlessEditing, always
  }
  public static let kind = "textField"
  package static let summary = "A `UITextField`: one line of editable text with a placeholder and a clear button."
  package static let keys: [ModelKey<Self>] = [
    ModelKey("text", \.text, .text(maxLength: 10_000), "`text`."),
    ModelKey("placeholder", \.placeholder, .text(maxLength: 1000), "`placeholder`: shown while `text` is empty."),
    .cases("borderStyle", \.borderStyle, "`borderStyle`, Interface Builder's default unless given."),
    .cases("clearButtonMode", \.clearButtonMode, "`clearButtonMode`."),
    ModelKey(
      "isEditing", \.isEditing, .boolean, "`isEditing`: the field has focus: caret, and the clear button by its mode."),
    ModelKey("leftView", \.leftView, .image, "`leftView`: a symbol before the text (after it in right-to-left)."),
    ModelKey("rightView", \.rightView, .image, "`rightView`: a symbol after the text."),
    ModelKey("textColor", \.textColor, .color, "`textColor`. Default `label`."),
    ModelKey(
      "isSecureTextEntry", \.isSecureTextEntry, .boolean, "`isSecureTextEntry`: the text shown as a bullet a character."
    ),
    .cases(
      "keyboardType", \.keyboardType,
      "`keyboardType`: the keyboard the canvas shows (`canvas.keyboard`) while this field is editing.",
      what: "keyboard type"),
    .cases(
      "textContentType", \.textContentType,
      "`textContentType` (`UITextContentType`): while this field is editing, the keyboard's QuickType bar shows AutoFill's suggestion for `oneTimeCode` (a code from Messages, above a number pad too), `username` and `password` (the key and Passwords) and `newPassword` (the key and Use Strong Password); the other types are accepted and draw nothing different.",
      what: "text content type"),
    .cases(
      "textAlignment", \.textAlignment,
      "`textAlignment` of the text and the placeholder; `natural` is leading in the layout direction.",
      ref: "textAlignment"),
  ]

  public var text = ""
  public var placeholder: String?
  public var borderStyle = BorderStyle.roundedRect
  public var clearButtonMode = ViewMode.never
  public var isEditing = false
  public var leftView: ImageSource?
  public var rightView: ImageSource?
  public var textColor: ColorValue?
  public var isSecureTextEntry = false
  public var keyboardType = Keyboard.KeyboardType.default
  public var textContentType: TextContentType?
  public var textAlignment = TextAlignment.natural
  public var common = ControlCommon()

  public init() {}

  /// The text as drawn: a bullet (•, as UIKit draws it) a character when `isSecureTextEntry`.
  public var displayedText: String { isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text }

  /// Whether the clear button shows (only over some text).
  package var showsClearButton: Bool {
    guard !text.isEmpty else { return false }
    switch clearButtonMode {
    case .never: return false
    case .always: return true
    case .whileEditing: return isEditing
    case .unlessEditing: return !isEditing
    }
  }
}
