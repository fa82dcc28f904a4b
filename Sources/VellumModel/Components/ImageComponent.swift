/// A `UIImageView`: an SF Symbol or a PNG file.
public struct ImageComponent: Sendable, Equatable {
  public enum ContentMode: String, Sendable, CaseIterable { case scaleToFill, scaleAspectFit, scaleAspectFill, center }
  public var source: ImageSource
  public var width: Double?
  public var height: Double?
  public var tintColor: ColorValue?
  public var contentMode = ContentMode.scaleAspectFit
  public var cornerRadius = 0.0
  /// Symbol point size (Material Icons em size); default body-scaled 24.
  public var pointSize: Double?
  /// A `UIPointerInteraction` on the image view (a lifted app icon).
  public var pointerInteraction: PointerInteraction?
  /// `UIAccessibility` keys (an image is an element only when it has a label or
  /// `isAccessibilityElement` is true, as a `UIImageView`).
  public var accessibility = AccessibilityOverrides()
  public init(source: ImageSource) { self.source = source }
}
