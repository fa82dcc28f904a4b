/// The system colours of spec §2 (`UIColor.systemBlue`, `.label`, ...), each with its light,
/// dark, increased-contrast and elevated values. Generated from the spec's tables.
public enum SystemColor: String, Sendable, CaseIterable {
  case systemBlue
  case systemGreen
  case systemIndigo
  case systemOrange
  case systemPink
  case systemPurple
  case systemRed
  case systemTeal
  case systemCyan
  case systemMint
  case systemYellow
  case systemBrown
  case systemGray
  case systemGray2
  case systemGray3
  case systemGray4
  case systemGray5
  case systemGray6
  case label
  case secondaryLabel
  case tertiaryLabel
  case quaternaryLabel
  case placeholderText
  case systemFill
  case secondarySystemFill
  case tertiarySystemFill
  case quaternarySystemFill
  case separator
  case opaqueSeparator
  case link
  case systemBackground
  case secondarySystemBackground
  case tertiarySystemBackground
  case systemGroupedBackground
  case secondarySystemGroupedBackground
  case tertiarySystemGroupedBackground

  /// Resolves against the look, appearance, contrast and level (only dark backgrounds change
  /// when elevated).
  package func resolve(_ traits: ColorTraits) -> Color {
    let v = traits.look == .ios26 ? (ios26Values ?? values) : values
    let raw: UInt32
    switch (traits.style, traits.contrast) {
    case (.light, .normal): raw = v.light
    case (.light, .high): raw = v.lightHC
    case (.dark, .normal): raw = traits.level == .elevated ? v.darkElevated : v.dark
    case (.dark, .high): raw = traits.level == .elevated ? v.darkHCElevated : v.darkHC
    }
    return Color(rgba: raw)
  }

  // swift-format-ignore
  /// iOS 26's values where they differ from iOS 18's (the Human Interface Guidelines' table,
  /// light, dark and their increased-contrast values; elevated is the dark value): the tint
  /// colours but green, pink and the greys.
  private var ios26Values: (light: UInt32, dark: UInt32, lightHC: UInt32, darkHC: UInt32, darkElevated: UInt32, darkHCElevated: UInt32)? {
    switch self {
    case .systemRed: return (0xFF383CFF, 0xFF4245FF, 0xE9152DFF, 0xFF6165FF, 0xFF4245FF, 0xFF6165FF)
    case .systemOrange: return (0xFF8D28FF, 0xFF9230FF, 0xC55300FF, 0xFFA056FF, 0xFF9230FF, 0xFFA056FF)
    case .systemYellow: return (0xFFCC00FF, 0xFFD600FF, 0xA16A00FF, 0xFEDF43FF, 0xFFD600FF, 0xFEDF43FF)
    case .systemMint: return (0x00C8B3FF, 0x00DAC3FF, 0x008575FF, 0x54DFCBFF, 0x00DAC3FF, 0x54DFCBFF)
    case .systemTeal: return (0x00C3D0FF, 0x00D2E0FF, 0x008198FF, 0x3BDDECFF, 0x00D2E0FF, 0x3BDDECFF)
    case .systemCyan: return (0x00C0E8FF, 0x3CD3FEFF, 0x007EAEFF, 0x6DD9FFFF, 0x3CD3FEFF, 0x6DD9FFFF)
    case .systemBlue: return (0x0088FFFF, 0x0091FFFF, 0x1E6EF4FF, 0x5CB8FFFF, 0x0091FFFF, 0x5CB8FFFF)
    case .systemIndigo: return (0x6155F5FF, 0x6D7CFFFF, 0x564ADEFF, 0xA7AAFFFF, 0x6D7CFFFF, 0xA7AAFFFF)
    case .systemPurple: return (0xCB30E0FF, 0xDB34F2FF, 0xB02FC2FF, 0xEA8DFFFF, 0xDB34F2FF, 0xEA8DFFFF)
    case .systemBrown: return (0xAC7F5EFF, 0xB78A66FF, 0x956D51FF, 0xDBA679FF, 0xB78A66FF, 0xDBA679FF)
    default: return nil
    }
  }

  // swift-format-ignore
  private var values: (light: UInt32, dark: UInt32, lightHC: UInt32, darkHC: UInt32, darkElevated: UInt32, darkHCElevated: UInt32) {
    switch self {
    case .systemBlue: return (0x007AFFFF, 0x0A84FFFF, 0x0040DDFF, 0x409CFFFF, 0x0A84FFFF, 0x409CFFFF)
    case .systemGreen: return (0x34C759FF, 0x30D158FF, 0x248A3DFF, 0x30DB5BFF, 0x30D158FF, 0x30DB5BFF)
    case .systemIndigo: return (0x5856D6FF, 0x5E5CE6FF, 0x3634A3FF, 0x7D7AFFFF, 0x5E5CE6FF, 0x7D7AFFFF)
    case .systemOrange: return (0xFF9500FF, 0xFF9F0AFF, 0xC93400FF, 0xFFB340FF, 0xFF9F0AFF, 0xFFB340FF)
    case .systemPink: return (0xFF2D55FF, 0xFF375FFF, 0xD30F45FF, 0xFF6482FF, 0xFF375FFF, 0xFF6482FF)
    case .systemPurple: return (0xAF52DEFF, 0xBF5AF2FF, 0x8944ABFF, 0xDA8FFFFF, 0xBF5AF2FF, 0xDA8FFFFF)
    case .systemRed: return (0xFF3B30FF, 0xFF453AFF, 0xD70015FF, 0xFF6961FF, 0xFF453AFF, 0xFF6961FF)
    case .systemTeal: return (0x30B0C7FF, 0x40C8E0FF, 0x008299FF, 0x5DE6FFFF, 0x40C8E0FF, 0x5DE6FFFF)
    case .systemCyan: return (0x32ADE6FF, 0x64D2FFFF, 0x0071A4FF, 0x70D7FFFF, 0x64D2FFFF, 0x70D7FFFF)
    case .systemMint: return (0x00C7BEFF, 0x66D4CFFF, 0x0C817BFF, 0x66D4CFFF, 0x66D4CFFF, 0x66D4CFFF)
    case .systemYellow: return (0xFFCC00FF, 0xFFD60AFF, 0xB25000FF, 0xFFD426FF, 0xFFD60AFF, 0xFFD426FF)
    case .systemBrown: return (0xA5845EFF, 0xAC8E68FF, 0x7F6545FF, 0xB59469FF, 0xAC8E68FF, 0xB59469FF)
    case .systemGray: return (0x8E8E93FF, 0x8E8E93FF, 0x6C6C70FF, 0xAEAEB2FF, 0x8E8E93FF, 0xAEAEB2FF)
    case .systemGray2: return (0xAEAEB2FF, 0x636366FF, 0x8E8E93FF, 0x7C7C80FF, 0x636366FF, 0x7C7C80FF)
    case .systemGray3: return (0xC7C7CCFF, 0x48484AFF, 0xAEAEB2FF, 0x545456FF, 0x48484AFF, 0x545456FF)
    case .systemGray4: return (0xD1D1D6FF, 0x3A3A3CFF, 0xBCBCC0FF, 0x444446FF, 0x3A3A3CFF, 0x444446FF)
    case .systemGray5: return (0xE5E5EAFF, 0x2C2C2EFF, 0xD8D8DCFF, 0x363638FF, 0x2C2C2EFF, 0x363638FF)
    case .systemGray6: return (0xF2F2F7FF, 0x1C1C1EFF, 0xEBEBF0FF, 0x242426FF, 0x1C1C1EFF, 0x242426FF)
    case .label: return (0x000000FF, 0xFFFFFFFF, 0x000000FF, 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF)
    case .secondaryLabel: return (0x3C3C4399, 0xEBEBF599, 0x3C3C43AD, 0xEBEBF5AD, 0xEBEBF599, 0xEBEBF5AD)
    case .tertiaryLabel: return (0x3C3C434C, 0xEBEBF54C, 0x3C3C4360, 0xEBEBF560, 0xEBEBF54C, 0xEBEBF560)
    case .quaternaryLabel: return (0x3C3C432D, 0xEBEBF528, 0x3C3C4342, 0xEBEBF53D, 0xEBEBF528, 0xEBEBF53D)
    case .placeholderText: return (0x3C3C434C, 0xEBEBF54C, 0x3C3C4360, 0xEBEBF560, 0xEBEBF54C, 0xEBEBF560)
    case .systemFill: return (0x78788033, 0x7878805B, 0x78788047, 0x78788070, 0x7878805B, 0x78788070)
    case .secondarySystemFill: return (0x78788028, 0x78788051, 0x7878803D, 0x78788066, 0x78788051, 0x78788066)
    case .tertiarySystemFill: return (0x7676801E, 0x7676803D, 0x76768033, 0x76768051, 0x7676803D, 0x76768051)
    case .quaternarySystemFill: return (0x74748014, 0x7676802D, 0x74748028, 0x76768042, 0x7676802D, 0x76768042)
    case .separator: return (0x3C3C4349, 0x54545899, 0x3C3C435E, 0x545458AD, 0x54545899, 0x545458AD)
    case .opaqueSeparator: return (0xC6C6C8FF, 0x38383AFF, 0xC6C6C8FF, 0x38383AFF, 0x38383AFF, 0x38383AFF)
    case .link: return (0x007AFFFF, 0x0984FFFF, 0x007AFFFF, 0x0984FFFF, 0x0984FFFF, 0x0984FFFF)
    case .systemBackground: return (0xFFFFFFFF, 0x000000FF, 0xFFFFFFFF, 0x000000FF, 0x1C1C1EFF, 0x242426FF)
    case .secondarySystemBackground: return (0xF2F2F7FF, 0x1C1C1EFF, 0xEBEBF0FF, 0x242426FF, 0x2C2C2EFF, 0x363638FF)
    case .tertiarySystemBackground: return (0xFFFFFFFF, 0x2C2C2EFF, 0xFFFFFFFF, 0x363638FF, 0x3A3A3CFF, 0x444446FF)
    case .systemGroupedBackground: return (0xF2F2F7FF, 0x000000FF, 0xEBEBF0FF, 0x000000FF, 0x1C1C1EFF, 0x242426FF)
    case .secondarySystemGroupedBackground: return (0xFFFFFFFF, 0x1C1C1EFF, 0xFFFFFFFF, 0x242426FF, 0x2C2C2EFF, 0x363638FF)
    case .tertiarySystemGroupedBackground: return (0xF2F2F7FF, 0x2C2C2EFF, 0xEBEBF0FF, 0x363638FF, 0x3A3A3CFF, 0x444446FF)
    }
  }
}

extension SystemColor {
  /// A label, background, fill or separator colour: one UIKit draws its own views in, unlike
  /// the tint colours (`systemBlue` … `systemGray6`).
  package var isSemantic: Bool {
    switch self {
    case .systemBlue, .systemGreen, .systemIndigo, .systemOrange, .systemPink, .systemPurple, .systemRed, .systemTeal,
      .systemCyan, .systemMint, .systemYellow, .systemBrown, .systemGray, .systemGray2, .systemGray3, .systemGray4,
      .systemGray5, .systemGray6:
      false
    default: true
    }
  }
}

extension ColorValue {
  /// A colour a document chose for itself, not one Apple ships for the purpose: anything but a
  /// semantic system colour (a label, background, fill or separator) and the tint.
  package var isOwnChoice: Bool {
    switch self {
    case .system(let s): !s.isSemantic
    case .tint: false
    default: true
    }
  }
}
