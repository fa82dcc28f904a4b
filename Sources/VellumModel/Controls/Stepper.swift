/// `UIStepper`.
public struct Stepper: ControlModel {
  public static let kind = "stepper"
  package static let summary = "A `UIStepper`: minus and plus buttons; the one at a limit is disabled."
  package static let keys: [ModelKey<Self>] = [
    ModelKey("value", \.value, .number(-1e9...1e9), "`value`; clamped to the range, as UIKit does."),
    ModelKey("minimumValue", \.minimumValue, .number(-1e9...1e9), "`minimumValue`."),
    ModelKey("maximumValue", \.maximumValue, .number(-1e9...1e9), "`maximumValue`."),
    ModelKey("stepValue", \.stepValue, .number(1e-9...1e9), "`stepValue`."),
    ModelKey("wraps", \.wraps, .boolean, "`wraps`: the value wraps around, so neither end disables."),
  ]

  public var value = 0.0
  public var minimumValue = 0.0
  public var maximumValue = 100.0
  public var stepValue = 1.0
  public var wraps = false
  public var common = ControlCommon()

  public init() {}

  public init(value: Double) { self.value = value }

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    value = try Slider.clampValue(value, minimumValue, maximumValue, &p)
  }

  /// The minus button works (the value is above the minimum, or wraps).
  package var canDecrement: Bool { wraps || value > minimumValue }
  package var canIncrement: Bool { wraps || value < maximumValue }
}
