/// Common device screens, so a canvas can say `"device": "iPhone 15"` instead of sizes.
public struct DevicePreset: Sendable, Equatable {
  public var name: String
  /// Portrait size in points.
  public var width: Double
  public var height: Double
  public var scale: Int
  public var isPad: Bool

  public static let all: [DevicePreset] = [
    DevicePreset(name: "iPhone SE", width: 375, height: 667, scale: 2, isPad: false),
    DevicePreset(name: "iPhone 13", width: 390, height: 844, scale: 3, isPad: false),
    DevicePreset(name: "iPhone 14", width: 390, height: 844, scale: 3, isPad: false),
    DevicePreset(name: "iPhone 15", width: 393, height: 852, scale: 3, isPad: false),
    DevicePreset(name: "iPhone 16", width: 393, height: 852, scale: 3, isPad: false),
    DevicePreset(name: "iPhone 14 Plus", width: 428, height: 926, scale: 3, isPad: false),
    DevicePreset(name: "iPhone 15 Pro Max", width: 430, height: 932, scale: 3, isPad: false),
    DevicePreset(name: "iPad 11-inch", width: 834, height: 1194, scale: 2, isPad: true),
    DevicePreset(name: "iPad 12.9-inch", width: 1024, height: 1366, scale: 2, isPad: true),
  ]

  public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }

  /// The portrait safe-area insets (`safeAreaInsets` top and bottom): the status bar's height
  /// and the home indicator's band. Home-button phones: 20/0; notch phones 47/34; Dynamic Island
  /// phones 59/34; iPads 24/20.
  public var safeArea: (top: Double, bottom: Double) {
    if isPad { return (24, 20) }
    switch name {
    case "iPhone SE": return (20, 0)
    case "iPhone 15", "iPhone 16", "iPhone 15 Pro Max": return (59, 34)
    default: return (47, 34)
    }
  }

  /// `safeAreaInsets` in the preset's orientation. A phone turned to landscape hides its status
  /// bar, keeps a 21 pt band for the home indicator (none with a home button) and is inset on
  /// both sides by the sensor housing's depth: 47 pt beside a notch, 59 pt beside the Dynamic
  /// Island (both sides, as UIKit reports them whichever way the phone is turned). iPads and
  /// portrait phones: `safeArea`, nothing at the sides.
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
