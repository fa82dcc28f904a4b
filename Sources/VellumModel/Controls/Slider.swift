/// `UISlider`.
public struct Slider: Control {
  public static let kind = "slider"
  public static let summary = "A `UISlider`: a thumb on a track between a minimum and a maximum value."
  public static let properties = [
    ControlProperty("value", .number(-1e9...1e9), "`value`; clamped to the range, as UIKit does. Default 0."),
    ControlProperty("minimumValue", .number(-1e9...1e9), "`minimumValue`. Default 0."),
    ControlProperty("maximumValue", .number(-1e9...1e9), "`maximumValue`. Default 1."),
    ControlProperty("minimumTrackTintColor", .color, "`minimumTrackTintColor`: the filled part. Default the tint."),
    ControlProperty("maximumTrackTintColor", .color, "`maximumTrackTintColor`: the rest. Default `systemFill`."),
    ControlProperty("thumbTintColor", .color, "`thumbTintColor`. Default white."),
    ControlProperty("minimumValueImage", .image, "`minimumValueImage`: a symbol at the leading end."),
    ControlProperty("maximumValueImage", .image, "`maximumValueImage`: a symbol at the trailing end."),
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

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    (minimumValue, maximumValue) = try Self.range(&p, default: 0...1)
    value = p.clamp("value", p.number("value") ?? minimumValue, to: minimumValue...maximumValue)
    minimumTrackTintColor = p.color("minimumTrackTintColor")
    maximumTrackTintColor = p.color("maximumTrackTintColor")
    thumbTintColor = p.color("thumbTintColor")
    minimumValueImage = p.image("minimumValueImage")
    maximumValueImage = p.image("maximumValueImage")
  }

  /// `minimumValue`…`maximumValue` with defaults; a minimum above the maximum is an error.
  static func range(_ p: inout ControlProperties, default d: ClosedRange<Double>) throws(Diagnostic) -> (
    Double, Double
  ) {
    let lower = p.number("minimumValue") ?? d.lowerBound
    let upper = p.number("maximumValue") ?? d.upperBound
    guard lower <= upper else {
      throw p.error(
        p.number("minimumValue") != nil ? "minimumValue" : "maximumValue",
        "minimumValue \(format(lower)) is greater than maximumValue \(format(upper))")
    }
    return (lower, upper)
  }
}

/// The fraction `value` is of the way from `lower` to `upper` (0 when the range is empty).
public func fraction(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
  upper > lower ? (value - lower) / (upper - lower) : 0
}

extension Slider {
  public var propertyValues: ControlProperties {
    ControlProperties(compacting: [
      "value": .number(value), "minimumValue": .number(minimumValue), "maximumValue": .number(maximumValue),
      "minimumTrackTintColor": minimumTrackTintColor.map(PropertyValue.color),
      "maximumTrackTintColor": maximumTrackTintColor.map(PropertyValue.color),
      "thumbTintColor": thumbTintColor.map(PropertyValue.color),
      "minimumValueImage": minimumValueImage.map(PropertyValue.image),
      "maximumValueImage": maximumValueImage.map(PropertyValue.image),
    ])
  }
}
