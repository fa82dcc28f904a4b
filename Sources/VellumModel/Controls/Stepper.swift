/// `UIStepper`.
public struct Stepper: Control {
  public static let kind = "stepper"
  public static let summary = "A `UIStepper`: minus and plus buttons; the one at a limit is disabled."
  public static let properties = [
    ControlProperty("value", .number(-1e9...1e9), "`value`; clamped to the range, as UIKit does. Default 0."),
    ControlProperty("minimumValue", .number(-1e9...1e9), "`minimumValue`. Default 0."),
    ControlProperty("maximumValue", .number(-1e9...1e9), "`maximumValue`. Default 100."),
    ControlProperty("stepValue", .number(1e-9...1e9), "`stepValue`. Default 1."),
    ControlProperty("wraps", .boolean, "`wraps`: the value wraps around, so neither end disables. Default false."),
  ]

  public var value = 0.0
  public var minimumValue = 0.0
  public var maximumValue = 100.0
  public var stepValue = 1.0
  public var wraps = false
  public var common = ControlCommon()

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    (minimumValue, maximumValue) = try Slider.range(&p, default: 0...100)
    value = p.clamp("value", p.number("value") ?? minimumValue, to: minimumValue...maximumValue)
    stepValue = p.number("stepValue") ?? 1
    wraps = p.bool("wraps") ?? false
  }

  public init(value: Double) { self.value = value }

  /// The minus button works (the value is above the minimum, or wraps).
  public var canDecrement: Bool { wraps || value > minimumValue }
  public var canIncrement: Bool { wraps || value < maximumValue }
}

extension Stepper {
  public var propertyValues: ControlProperties {
    ControlProperties(compacting: [
      "value": .number(value), "minimumValue": .number(minimumValue), "maximumValue": .number(maximumValue),
      "stepValue": .number(stepValue), "wraps": .bool(wraps),
    ])
  }
}
