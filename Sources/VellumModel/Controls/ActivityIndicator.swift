/// `UIActivityIndicatorView`.
public struct ActivityIndicator: Control {
  public enum Style: String, Sendable, CaseIterable { case medium, large }
  public static let kind = "activityIndicator"
  public static let summary = "A `UIActivityIndicatorView`: the eight-spoke spinner."
  public static let properties = [
    ControlProperty.cases("style", Style.self, "`style`: `medium` (20 pt) or `large` (37 pt). Default `medium`."),
    ControlProperty("color", .color, "`color` of the spokes. Default grey (`#3C3C44` light, `#EBEBF5` dark)."),
    ControlProperty(
      "isAnimating", .boolean, "`isAnimating`. Default true here: a mockup's spinner spins (UIKit starts stopped)."),
    ControlProperty(
      "hidesWhenStopped", .boolean, "`hidesWhenStopped`: with `isAnimating` false, draw nothing. Default true."),
  ]

  public var style = Style.medium
  public var color: ColorValue?
  public var isAnimating = true
  public var hidesWhenStopped = true
  public var common = ControlCommon()
  public static let hasDisabledLook = false

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    style = p.choice("style", Style.self) ?? .medium
    color = p.color("color")
    isAnimating = p.bool("isAnimating") ?? true
    hidesWhenStopped = p.bool("hidesWhenStopped") ?? true
  }

  public init(style: Style = .medium) { self.style = style }

  /// Drawn at all: a stopped indicator that hides when stopped draws nothing.
  public var isVisible: Bool { isAnimating || !hidesWhenStopped }
}

extension ActivityIndicator {
  public var propertyValues: ControlProperties {
    ControlProperties(compacting: [
      "style": .choice(style), "color": color.map(PropertyValue.color), "isAnimating": .bool(isAnimating),
      "hidesWhenStopped": .bool(hidesWhenStopped),
    ])
  }
}
