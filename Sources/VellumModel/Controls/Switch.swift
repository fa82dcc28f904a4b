/// `UISwitch`.
public struct Switch: ControlModel {
  public enum Style: String, Sendable, CaseIterable, PropertyChoice { case automatic, checkbox, sliding }
  public static let kind = "switch"
  package static let summary = "A `UISwitch`: the on/off toggle, or a Mac checkbox (`preferredStyle: checkbox`)."
  package static let keys: [ModelKey<Self>] = [
    ModelKey("isOn", \.isOn, .boolean, "`isOn`."),
    ModelKey("onTintColor", \.onTintColor, .color, "`onTintColor`: the track when on. Default `systemGreen`."),
    ModelKey("thumbTintColor", \.thumbTintColor, .color, "`thumbTintColor`. Default white."),
    .cases(
      "preferredStyle", \.preferredStyle,
      "`preferredStyle`: `checkbox` draws the Mac checkbox; `automatic` is a checkbox on the `mac` idiom, else sliding."
    ),
    ModelKey("title", \.title, .text(maxLength: 200), "`title`: the checkbox's label (checkbox style only)."),
  ]

  public var isOn = false
  public var onTintColor: ColorValue?
  public var thumbTintColor: ColorValue?
  public var preferredStyle = Style.automatic
  public var title: String?
  public var common = ControlCommon()

  public init() {}

  public init(isOn: Bool) { self.isOn = isOn }
}
