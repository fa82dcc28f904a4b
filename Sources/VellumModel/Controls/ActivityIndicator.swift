/// `UIActivityIndicatorView`.
public struct ActivityIndicator: ControlModel {
  public enum Style: String, Sendable, CaseIterable, PropertyChoice { case medium, large }
  public static let kind = "activityIndicator"
  package static let summary = "A `UIActivityIndicatorView`: the eight-spoke spinner."
  package static let keys: [ModelKey<Self>] = [
    .cases("style", \.style, "`style`: `medium` (20 pt) or `large` (37 pt)."),
    ModelKey("color", \.color, .color, "`color` of the spokes. Default grey (`#3C3C44` light, `#EBEBF5` dark)."),
    ModelKey(
      "isAnimating", \.isAnimating, .boolean,
      "`isAnimating`: `true` here, as a mockup's spinner spins (UIKit starts stopped)."),
    ModelKey(
      "hidesWhenStopped", \.hidesWhenStopped, .boolean, "`hidesWhenStopped`: with `isAnimating` false, draw nothing."),
  ]

  public var style = Style.medium
  public var color: ColorValue?
  public var isAnimating = true
  public var hidesWhenStopped = true
  public var common = ControlCommon()
  public static let hasDisabledLook = false

  public init() {}

  public init(style: Style = .medium) { self.style = style }

  /// Drawn at all: a stopped indicator that hides when stopped draws nothing.
  package var isVisible: Bool { isAnimating || !hidesWhenStopped }
}
