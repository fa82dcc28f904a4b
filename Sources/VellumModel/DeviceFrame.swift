/// A generic, vector-drawn device around the screen (`canvas.deviceFrame`, `vellum render
/// --device-frame`), for App Store style and documentation images: the device's outline, bezel,
/// screen corners, Dynamic Island or notch and buttons by the rule of its preset
/// (`DevicePreset.frameShape`), with an optional backdrop and a caption above it.
public struct DeviceFrame: Sendable, Equatable {
  /// What the image shows around the device; nil leaves it transparent.
  public var backdrop: ColorValue?
  /// A headline drawn above the device, centred (App Store style).
  public var caption: String?
  /// The colour of the device's band (its metal edge) and buttons; nil follows the appearance:
  /// silver in light, graphite in dark.
  public var color: ColorValue?
  /// Points of room around the device (and its caption); nil: 48 with a backdrop or caption,
  /// else 8 (room for the buttons).
  public var padding: Double?

  public init(backdrop: ColorValue? = nil, caption: String? = nil, color: ColorValue? = nil, padding: Double? = nil) {
    self.backdrop = backdrop
    self.caption = caption
    self.color = color
    self.padding = padding
  }

  /// The room around the device when `padding` is not given.
  package var resolvedPadding: Double { padding ?? (backdrop != nil || caption != nil ? 48 : 8) }

  /// The longest caption, in characters.
  package static let maximumCaptionLength = 200
  /// The most padding, in points.
  package static let maximumPadding = 400.0
}

/// What a device frame draws at the top of the screen.
public enum ScreenCutout: String, Sendable, CaseIterable {
  /// A full screen (iPads) or one below a bezel (iPhone SE).
  case none
  /// The TrueDepth notch hanging from the top edge (iPhone 13, 14, 14 Plus, 16e).
  case notch
  /// The Dynamic Island pill below the top edge (iPhone 15 and later).
  case dynamicIsland
}

/// The rule a device frame follows for one preset: the screen's corners, what cuts into its
/// top, and whether the device has a home button below it.
public struct DeviceFrameShape: Sendable, Equatable {
  /// The display's corner radius in points (iOS's `_displayCornerRadius`); 0: square corners.
  public var screenCornerRadius: Double
  public var cutout: ScreenCutout
  /// A Touch ID home button in a chin below the screen, and a forehead above it (iPhone SE).
  public var hasHomeButton: Bool

  public init(screenCornerRadius: Double, cutout: ScreenCutout, hasHomeButton: Bool = false) {
    self.screenCornerRadius = screenCornerRadius
    self.cutout = cutout
    self.hasHomeButton = hasHomeButton
  }
}

extension DevicePreset {
  /// Whether the preset was turned to landscape (`"orientation": "landscape"`): every preset is
  /// taller than wide in portrait.
  package var isLandscape: Bool { width > height }
}

extension DeviceFrame: KeyedValue {
  public init() { self.init(backdrop: nil) }

  /// The options object's keys (`"deviceFrame": true` is a frame with none of them).
  package static let keys: [ModelKey<DeviceFrame>] = [
    ModelKey("backdrop", \.backdrop, .color, "What the image shows around the device. Default: transparent."),
    ModelKey(
      "caption", \.caption, .text(maxLength: maximumCaptionLength),
      "A headline above the device, centred, bold, in black or white as the backdrop needs."),
    ModelKey(
      "color", \.color, .color, "The device's band and buttons. Default: silver in light appearance, graphite in dark."),
    ModelKey(
      "padding", \.padding, .number(0...maximumPadding),
      "Points of room around the device and caption. Default 48 with a backdrop or caption, else 8."),
  ]
}
