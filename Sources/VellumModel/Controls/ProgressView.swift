/// `UIProgressView`.
public struct ProgressView: ControlModel {
  public enum Style: String, Sendable, CaseIterable, PropertyChoice { case `default`, bar }
  public static let kind = "progressView"
  package static let summary = "A `UIProgressView`: a track filled to `progress`."
  package static let keys: [ModelKey<Self>] = [
    ModelKey("progress", \.progress, .number(-1e9...1e9), "`progress`, 0…1; clamped as UIKit does."),
    .cases(
      "progressViewStyle", \.progressViewStyle,
      "`progressViewStyle`: `default` (4 pt, rounded) or `bar` (2.5 pt, square)."),
    ModelKey(
      "progressTintColor", \.progressTintColor, .color, "`progressTintColor`: the filled part. Default the tint."),
    ModelKey("trackTintColor", \.trackTintColor, .color, "`trackTintColor`: the rest. Default `systemFill`."),
  ]

  public var progress = 0.0
  public var progressViewStyle = Style.default
  public var progressTintColor: ColorValue?
  public var trackTintColor: ColorValue?
  public var common = ControlCommon()
  public static let hasDisabledLook = false

  public init() {}

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    progress = p.clamp("progress", progress, to: 0...1)
  }
}
