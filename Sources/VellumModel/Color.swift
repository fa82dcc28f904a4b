/// A resolved sRGB colour with straight alpha, each component 0...1.
public struct Color: Sendable, Equatable, Hashable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `0xRRGGBBAA`.
  public init(rgba v: UInt32) {
    self.init(
      red: Double((v >> 24) & 0xFF) / 255, green: Double((v >> 16) & 0xFF) / 255,
      blue: Double((v >> 8) & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
  }

  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let black = Color(red: 0, green: 0, blue: 0)

  public var isClear: Bool { alpha == 0 }

  public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }
  /// The colour with its alpha multiplied by `f`.
  public func fading(_ f: Double) -> Color { withAlpha(alpha * f) }

  /// `#RRGGBB` or `#RRGGBBAA` (alpha only when not opaque): the form used in tree dumps.
  public var description: String {
    let channels = [red, green, blue, alpha].map { ($0 * 255).rounded() }
    guard channels.allSatisfy({ (0...255).contains($0) }) else {
      // Out of range (never made by the decoder): each channel in as many digits as it takes.
      func h(_ v: Double) -> String {
        let s = String(Int(v), radix: 16, uppercase: true)
        return s.count == 1 ? "0" + s : s
      }
      return "#" + h(channels[0]) + h(channels[1]) + h(channels[2]) + (alpha < 1 ? h(channels[3]) : "")
    }
    // Two uppercase hex digits a channel, written straight into the string (dumps write
    // thousands of colours).
    let count = alpha < 1 ? 9 : 7
    return String(unsafeUninitializedCapacity: count) { out in
      let digits = Self.hexDigits
      out[0] = UInt8(ascii: "#")
      for i in 0..<(count - 1) / 2 {
        let v = Int(channels[i])
        out[1 + 2 * i] = digits[v >> 4]
        out[2 + 2 * i] = digits[v & 15]
      }
      return count
    }
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
  public init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    let digits = hex.dropFirst()
    // ASCII only: Character.isHexDigit also accepts full-width digits that UInt32 cannot parse.
    guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
    switch digits.count {
    case 3:
      let v = digits.map { UInt32(String($0), radix: 16)! * 17 }
      self.init(rgba: v[0] << 24 | v[1] << 16 | v[2] << 8 | 0xFF)
    case 6: self.init(rgba: UInt32(digits, radix: 16)! << 8 | 0xFF)
    case 8: self.init(rgba: UInt32(digits, radix: 16)!)
    default: return nil
    }
  }
}

/// `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: String, Sendable, CaseIterable { case light, dark }
/// `UIAccessibilityContrast`.
public enum AccessibilityContrast: String, Sendable, CaseIterable { case normal, high }
/// `UIUserInterfaceLevel`.
public enum UserInterfaceLevel: String, Sendable, CaseIterable { case base, elevated }

/// The traits a dynamic colour resolves against (`UITraitCollection`, the colour-relevant part).
package struct ColorTraits: Sendable, Equatable {
  package var style: UserInterfaceStyle
  package var contrast: AccessibilityContrast
  package var level: UserInterfaceLevel
  package var tint: Color
  /// The look whose system colours resolve (iOS 26 changed most tint colours).
  package var look: DesignLook
  package init(
    style: UserInterfaceStyle = .light, contrast: AccessibilityContrast = .normal,
    level: UserInterfaceLevel = .base, tint: Color = Color(rgba: 0x007A_FFFF), look: DesignLook = .ios18
  ) {
    self.style = style
    self.contrast = contrast
    self.level = level
    self.tint = tint
    self.look = look
  }
}

/// A colour as a document names it: resolved against traits when laid out (`UIColor` with a
/// dynamic provider).
public indirect enum ColorValue: Sendable, Equatable {
  case system(SystemColor)
  /// The canvas `tintColor` (`UIColor.tintColor`).
  case tint
  case fixed(Color)
  case dynamic(light: ColorValue, dark: ColorValue)

  package func resolve(_ traits: ColorTraits) -> Color {
    switch self {
    case .system(let c): return c.resolve(traits)
    case .tint: return traits.tint
    case .fixed(let c): return c
    case .dynamic(let light, let dark): return (traits.style == .dark ? dark : light).resolve(traits)
    }
  }
}

extension ColorValue {
  /// UIKit's class colours (`UIColor.red`, `.darkGray`, `.clear` …): fixed values, the same in
  /// light and dark, from their white or RGB components. Valid colour names beside the system ones.
  static let classColors: [(name: String, color: Color)] = [
    ("clear", .clear), ("white", .white), ("black", .black),
    ("darkGray", Color(hex: "#555555")!), ("lightGray", Color(hex: "#AAAAAA")!), ("gray", Color(hex: "#808080")!),
    ("red", Color(hex: "#FF0000")!), ("green", Color(hex: "#00FF00")!), ("blue", Color(hex: "#0000FF")!),
    ("cyan", Color(hex: "#00FFFF")!), ("yellow", Color(hex: "#FFFF00")!), ("magenta", Color(hex: "#FF00FF")!),
    ("orange", Color(hex: "#FF8000")!), ("purple", Color(hex: "#800080")!), ("brown", Color(hex: "#996633")!),
  ]
}
