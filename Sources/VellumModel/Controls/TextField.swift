/// `UITextField`.
public struct TextField: Control {
  public enum BorderStyle: String, Sendable, CaseIterable { case none, line, bezel, roundedRect }
  public enum ViewMode: String, Sendable, CaseIterable { case never, whileEditing, unlessEditing, always }
  public static let kind = "textField"
  public static let summary = "A `UITextField`: one line of editable text with a placeholder and a clear button."
  public static let properties = [
    ControlProperty("text", .text(maxLength: 10_000), "`text`."),
    ControlProperty("placeholder", .text(maxLength: 1000), "`placeholder`: shown while `text` is empty."),
    ControlProperty.cases(
      "borderStyle", BorderStyle.self, "`borderStyle`. Default `roundedRect` (Interface Builder's default)."),
    ControlProperty.cases("clearButtonMode", ViewMode.self, "`clearButtonMode`. Default `never`."),
    ControlProperty(
      "isEditing", .boolean, "`isEditing`: the field has focus: caret, and the clear button by its mode."),
    ControlProperty("leftView", .image, "`leftView`: a symbol before the text (after it in right-to-left)."),
    ControlProperty("rightView", .image, "`rightView`: a symbol after the text."),
    ControlProperty("textColor", .color, "`textColor`. Default `label`."),
    ControlProperty.cases(
      "textAlignment", TextAlignment.self,
      "`textAlignment` of the text and the placeholder. Default `natural` (leading in the layout direction).",
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
  public var textAlignment = TextAlignment.natural
  public var common = ControlCommon()

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    text = p.string("text") ?? ""
    placeholder = p.string("placeholder")
    borderStyle = p.choice("borderStyle", BorderStyle.self) ?? .roundedRect
    clearButtonMode = p.choice("clearButtonMode", ViewMode.self) ?? .never
    isEditing = p.bool("isEditing") ?? false
    leftView = p.image("leftView")
    rightView = p.image("rightView")
    textColor = p.color("textColor")
    textAlignment = p.choice("textAlignment", TextAlignment.self) ?? .natural
  }

  /// Whether the clear button shows (only over some text).
  public var showsClearButton: Bool {
    guard !text.isEmpty else { return false }
    switch clearButtonMode {
    case .never: return false
    case .always: return true
    case .whileEditing: return isEditing
    case .unlessEditing: return !isEditing
    }
  }
}

extension TextField {
  public var propertyValues: ControlProperties {
    ControlProperties(compacting: [
      "text": .string(text), "placeholder": placeholder.map(PropertyValue.string), "borderStyle": .choice(borderStyle),
      "clearButtonMode": .choice(clearButtonMode), "isEditing": .bool(isEditing),
      "leftView": leftView.map(PropertyValue.image), "rightView": rightView.map(PropertyValue.image),
      "textColor": textColor.map(PropertyValue.color),
      "textAlignment": textAlignment == .natural ? nil : .choice(textAlignment),
    ])
  }
}
