/// `UIProgressView`.
public struct ProgressView: Control {
  public enum Style: String, Sendable, CaseIterable { case `default`, bar }
  public static let kind = "progressView"
  public static let summary = "A `UIProgressView`: a track filled to `progress`."
  public static let properties = [
    ControlProperty("progress", .number(-1e9...1e9), "`progress`, 0…1; clamped as UIKit does. Default 0."),
    ControlProperty.cases(
      "progressViewStyle", Style.self, "`progressViewStyle`: `default` (4 pt, rounded) or `bar` (2.5 pt, square)."),
    ControlProperty("progressTintColor", .color, "`progressTintColor`: the filled part. Default the tint."),
    ControlProperty("trackTintColor", .color, "`trackTintColor`: the rest. Default `systemFill`."),
  ]

  public var progress = 0.0
  public var progressViewStyle = Style.default
  public var progressTintColor: ColorValue?
  public var trackTintColor: ColorValue?
  public var common = ControlCommon()
  public static let hasDisabledLook = false

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    progress = p.clamp("progress", p.number("progress") ?? 0, to: 0...1)
    progressViewStyle = p.choice("progressViewStyle", Style.self) ?? .default
    progressTintColor = p.color("progressTintColor")
    trackTintColor = p.color("trackTintColor")
  }
}

extension ProgressView {
  public var propertyValues: ControlProperties {
    ControlProperties(compacting: [
      "progress": .number(progress), "progressViewStyle": .choice(progressViewStyle),
      "progressTintColor": progressTintColor.map(PropertyValue.color),
      "trackTintColor": trackTintColor.map(PropertyValue.color),
    ])
  }
}
