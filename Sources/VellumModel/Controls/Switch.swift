/// `UISwitch`.
public struct Switch: Control {
  public enum Style: String, Sendable, CaseIterable { case automatic, checkbox, sliding }
  public static let kind = "switch"
  public static let summary = "A `UISwitch`: the on/off toggle, or a Mac checkbox (`preferredStyle: checkbox`)."
  public static let properties = [
    ControlProperty("isOn", .boolean, "`isOn`. Default false."),
    ControlProperty("onTintColor", .color, "`onTintColor`: the track when on. Default `systemGreen`."),
    ControlProperty("thumbTintColor", .color, "`thumbTintColor`. Default white."),
    ControlProperty.cases(
      "preferredStyle", Style.self,
      "`preferredStyle`: `checkbox` draws the Mac checkbox; `automatic` is a checkbox on the `mac` idiom, else sliding."
    ),
    ControlProperty("title", .text(maxLength: 200), "`title`: the checkbox's label (checkbox style only)."),
  ]

  public var isOn = false
  public var onTintColor: ColorValue?
  public var thumbTintColor: ColorValue?
  public var preferredStyle = Style.automatic
  public var title: String?
  public var common = ControlCommon()

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    isOn = p.bool("isOn") ?? false
    onTintColor = p.color("onTintColor")
    thumbTintColor = p.color("thumbTintColor")
    preferredStyle = p.choice("preferredStyle", Style.self) ?? .automatic
    title = p.string("title")
  }

  public init(isOn: Bool) { self.isOn = isOn }
}

extension Switch {
  public var propertyValues: ControlProperties {
    ControlProperties(compacting: [
      "isOn": .bool(isOn), "onTintColor": onTintColor.map(PropertyValue.color),
      "thumbTintColor": thumbTintColor.map(PropertyValue.color), "preferredStyle": .choice(preferredStyle),
      "title": title.map(PropertyValue.string),
    ])
  }
}
