/// `UISlider`.
public struct Slider: ControlModel {
  public static let kind = "slider"
  package static let summary = "A `UISlider`: a thumb on a track between a minimum and a maximum value."
  package static let keys: [ModelKey<Self>] = [
    ModelKey("value", \.value, .number(-1e9...1e9), "`value`; clamped to the range, as UIKit does."),
    ModelKey("minimumValue", \.minimumValue, .number(-1e9...1e9), "`minimumValue`."),
    ModelKey("maximumValue", \.maximumValue, .number(-1e9...1e9), "`maximumValue`."),
    ModelKey(
      "minimumTrackTintColor", \.minimumTrackTintColor, .color,
      "`minimumTrackTintColor`: the filled part. Default the tint."),
    ModelKey(
      "maximumTrackTintColor", \.maximumTrackTintColor, .color,
      "`maximumTrackTintColor`: the rest. Default `systemFill`."),
    ModelKey("thumbTintColor", \.thumbTintColor, .color, "`thumbTintColor`. Default white."),
    ModelKey("minimumValueImage", \.minimumValueImage, .image, "`minimumValueImage`: a symbol at the leading end."),
    ModelKey("maximumValueImage", \.maximumValueImage, .image, "`maximumValueImage`: a symbol at the trailing end."),
  ]

  public var value = 0.0
  public var minimumValue = 0.0
  public var maximumValue = 1.0
  public var minimumTrackTintColor: ColorValue?
  public var maximumTrackTintColor: ColorValue?
  public var thumbTintColor: ColorValue?
  public var minimumValueImage: ImageSource?
  public var maximumValueImage: ImageSource?
  public var common = ControlCommon()

  public init() {}

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    value = try Self.clampValue(value, minimumValue, maximumValue, &p)
  }

  /// `value` in `lower`...`upper`, as UIKit keeps a slider's or a stepper's: a value the
  /// document gave outside is clamped with a warning; the default follows the range silently. A
  /// minimum above the maximum is an error.
  static func clampValue(_ value: Double, _ lower: Double, _ upper: Double, _ p: inout PropertyValues)
    throws(Diagnostic) -> Double
  {
    guard lower <= upper else {
      throw p.error(
        p.has("minimumValue") ? "minimumValue" : "maximumValue",
        "minimumValue \(format(lower)) is greater than maximumValue \(format(upper))")
    }
    return p.has("value") ? p.clamp("value", value, to: lower...upper) : min(max(value, lower), upper)
  }
}

/// The fraction `value` is of the way from `lower` to `upper` (0 when the range is empty).
package func fraction(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
  upper > lower ? (value - lower) / (upper - lower) : 0
}
