import VellumModel

// The system colours as `ColorValue`s, so `.color(.secondaryLabel)` reads as in UIKit.
// Generated from `SystemColor.allCases`.
extension ColorValue {
  /// `UIColor.systemBlue`.
  public static var systemBlue: ColorValue { .system(.systemBlue) }
  /// `UIColor.systemGreen`.
  public static var systemGreen: ColorValue { .system(.systemGreen) }
  /// `UIColor.systemIndigo`.
  public static var systemIndigo: ColorValue { .system(.systemIndigo) }
  /// `UIColor.systemOrange`.
  public static var systemOrange: ColorValue { .system(.systemOrange) }
  /// `UIColor.systemPink`.
  public static var systemPink: ColorValue { .system(.systemPink) }
  /// `UIColor.systemPurple`.
  public static var systemPurple: ColorValue { .system(.systemPurple) }
  /// `UIColor.systemRed`.
  public static var systemRed: ColorValue { .system(.systemRed) }
  /// `UIColor.systemTeal`.
  public static var systemTeal: ColorValue { .system(.systemTeal) }
  /// `UIColor.systemCyan`.
  public static var systemCyan: ColorValue { .system(.systemCyan) }
  /// `UIColor.systemMint`.
  public static var systemMint: ColorValue { .system(.systemMint) }
  /// `UIColor.systemYellow`.
  public static var systemYellow: ColorValue { .system(.systemYellow) }
  /// `UIColor.systemBrown`.
  public static var systemBrown: ColorValue { .system(.systemBrown) }
  /// `UIColor.systemGray`.
  public static var systemGray: ColorValue { .system(.systemGray) }
  /// `UIColor.systemGray2`.
  public static var systemGray2: ColorValue { .system(.systemGray2) }
  /// `UIColor.systemGray3`.
  public static var systemGray3: ColorValue { .system(.systemGray3) }
  /// `UIColor.systemGray4`.
  public static var systemGray4: ColorValue { .system(.systemGray4) }
  /// `UIColor.systemGray5`.
  public static var systemGray5: ColorValue { .system(.systemGray5) }
  /// `UIColor.systemGray6`.
  public static var systemGray6: ColorValue { .system(.systemGray6) }
  /// `UIColor.label`.
  public static var label: ColorValue { .system(.label) }
  /// `UIColor.secondaryLabel`.
  public static var secondaryLabel: ColorValue { .system(.secondaryLabel) }
  /// `UIColor.tertiaryLabel`.
  public static var tertiaryLabel: ColorValue { .system(.tertiaryLabel) }
  /// `UIColor.quaternaryLabel`.
  public static var quaternaryLabel: ColorValue { .system(.quaternaryLabel) }
  /// `UIColor.placeholderText`.
  public static var placeholderText: ColorValue { .system(.placeholderText) }
  /// `UIColor.systemFill`.
  public static var systemFill: ColorValue { .system(.systemFill) }
  /// `UIColor.secondarySystemFill`.
  public static var secondarySystemFill: ColorValue { .system(.secondarySystemFill) }
  /// `UIColor.tertiarySystemFill`.
  public static var tertiarySystemFill: ColorValue { .system(.tertiarySystemFill) }
  /// `UIColor.quaternarySystemFill`.
  public static var quaternarySystemFill: ColorValue { .system(.quaternarySystemFill) }
  /// `UIColor.separator`.
  public static var separator: ColorValue { .system(.separator) }
  /// `UIColor.opaqueSeparator`.
  public static var opaqueSeparator: ColorValue { .system(.opaqueSeparator) }
  /// `UIColor.link`.
  public static var link: ColorValue { .system(.link) }
  /// `UIColor.systemBackground`.
  public static var systemBackground: ColorValue { .system(.systemBackground) }
  /// `UIColor.secondarySystemBackground`.
  public static var secondarySystemBackground: ColorValue { .system(.secondarySystemBackground) }
  /// `UIColor.tertiarySystemBackground`.
  public static var tertiarySystemBackground: ColorValue { .system(.tertiarySystemBackground) }
  /// `UIColor.systemGroupedBackground`.
  public static var systemGroupedBackground: ColorValue { .system(.systemGroupedBackground) }
  /// `UIColor.secondarySystemGroupedBackground`.
  public static var secondarySystemGroupedBackground: ColorValue { .system(.secondarySystemGroupedBackground) }
  /// `UIColor.tertiarySystemGroupedBackground`.
  public static var tertiarySystemGroupedBackground: ColorValue { .system(.tertiarySystemGroupedBackground) }
}
