/// Device screens a canvas can name (`"device": "iPhone 17 Pro"`) instead of giving sizes: each
/// preset is its screen in points, its scale, its portrait safe area and what its display looks
/// like (corners, cutout, home button), which device frames draw.
public struct DevicePreset: Sendable, Equatable {
  public var name: String
  /// Portrait size in points.
  public var width: Double
  public var height: Double
  public var scale: Int
  public var isPad: Bool
  /// The portrait safe-area insets (`safeAreaInsets` top and bottom): the status bar's band and
  /// the home indicator's.
  public var safeArea: (top: Double, bottom: Double)
  /// The display's corners and what cuts into it (device frames draw it).
  public var frameShape: DeviceFrameShape

  public init(
    name: String, width: Double, height: Double, scale: Int, isPad: Bool, safeArea: (top: Double, bottom: Double),
    frameShape: DeviceFrameShape
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.scale = scale
    self.isPad = isPad
    self.safeArea = safeArea
    self.frameShape = frameShape
  }

  public static func == (a: DevicePreset, b: DevicePreset) -> Bool {
    a.name == b.name && a.width == b.width && a.height == b.height && a.scale == b.scale && a.isPad == b.isPad
      && a.safeArea == b.safeArea && a.frameShape == b.frameShape
  }

  /// A phone: a home-button phone's safe area is 20/0, a notch phone's 47/34 and a Dynamic
  /// Island phone's its status bar over 34.
  private static func phone(
    _ name: String, _ width: Double, _ height: Double, scale: Int = 3, top: Double, corner: Double,
    _ cutout: ScreenCutout
  ) -> DevicePreset {
    DevicePreset(
      name: name, width: width, height: height, scale: scale, isPad: false, safeArea: (top, 34),
      frameShape: DeviceFrameShape(screenCornerRadius: corner, cutout: cutout))
  }

  /// An iPad without a home button: a 24 pt status bar, a 20 pt home indicator band.
  private static func pad(_ name: String, _ width: Double, _ height: Double, corner: Double) -> DevicePreset {
    DevicePreset(
      name: name, width: width, height: height, scale: 2, isPad: true, safeArea: (24, 20),
      frameShape: DeviceFrameShape(screenCornerRadius: corner, cutout: .none))
  }

  /// Screens and safe areas are UIKit's (`UIScreen.bounds`, `safeAreaInsets` in portrait);
  /// display corners are `_displayCornerRadius` where known. Estimates: the iPhone Air's safe
  /// area top (68) and corners (62, as the 17's), the M4 iPads' corners (18, as earlier iPad
  /// Pros') and the iPad mini's (21.5).
  public static let all: [DevicePreset] = [
    DevicePreset(
      name: "iPhone SE", width: 375, height: 667, scale: 2, isPad: false, safeArea: (20, 0),
      frameShape: DeviceFrameShape(screenCornerRadius: 0, cutout: .none, hasHomeButton: true)),
    phone("iPhone 13", 390, 844, top: 47, corner: 47.33, .notch),
    phone("iPhone 14", 390, 844, top: 47, corner: 47.33, .notch),
    phone("iPhone 15", 393, 852, top: 59, corner: 55, .dynamicIsland),
    phone("iPhone 16", 393, 852, top: 59, corner: 55, .dynamicIsland),
    phone("iPhone 14 Plus", 428, 926, top: 47, corner: 53.33, .notch),
    phone("iPhone 15 Pro Max", 430, 932, top: 59, corner: 55, .dynamicIsland),
    pad("iPad 11-inch", 834, 1194, corner: 18),
    pad("iPad 12.9-inch", 1024, 1366, corner: 18),
    phone("iPhone 16e", 390, 844, top: 47, corner: 47.33, .notch),
    phone("iPhone 16 Pro", 402, 874, top: 62, corner: 62, .dynamicIsland),
    phone("iPhone 16 Pro Max", 440, 956, top: 62, corner: 62, .dynamicIsland),
    phone("iPhone 17", 402, 874, top: 62, corner: 62, .dynamicIsland),
    phone("iPhone 17 Pro", 402, 874, top: 62, corner: 62, .dynamicIsland),
    phone("iPhone 17 Pro Max", 440, 956, top: 62, corner: 62, .dynamicIsland),
    phone("iPhone Air", 420, 912, top: 68, corner: 62, .dynamicIsland),
    pad("iPad Pro 11-inch (M4)", 834, 1210, corner: 18),
    pad("iPad Pro 13-inch (M4)", 1032, 1376, corner: 18),
    pad("iPad Air 11-inch (M3)", 820, 1180, corner: 18),
    pad("iPad Air 13-inch (M3)", 1024, 1366, corner: 18),
    pad("iPad mini (A17 Pro)", 744, 1133, corner: 21.5),
  ]

  public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }

  /// `safeAreaInsets` in the preset's orientation. A phone turned to landscape hides its status
  /// bar, keeps a 21 pt band for the home indicator (none with a home button) and is inset on
  /// both sides by the sensor housing's depth, its portrait top (both sides, as UIKit reports
  /// them whichever way the phone is turned). iPads and portrait phones: `safeArea`, nothing at
  /// the sides.
  public var safeAreaInsets: EdgeInsets {
    let portrait = safeArea
    guard width > height, !isPad else { return EdgeInsets(top: portrait.top, bottom: portrait.bottom) }
    if portrait.bottom == 0 { return EdgeInsets() }
    let side = portrait.top
    return EdgeInsets(top: 0, left: side, bottom: 21, right: side)
  }
}

/// Device orientation for presets.
public enum Orientation: String, Sendable, CaseIterable { case portrait, landscape }
