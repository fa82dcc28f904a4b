/// `UIColorPickerViewController` as presented: its sheet at its natural height, on one of its
/// three tabs, with the opacity slider, the current colour and the favourites.
public struct ColorPicker: ControlModel {
  /// The picker's tabs.
  public enum Tab: String, Sendable, CaseIterable, PropertyChoice { case grid, spectrum, sliders }

  public static let kind = "colorPicker"
  package static let summary =
    "A `UIColorPickerViewController` sheet: the grid, spectrum or sliders tab, opacity, the current colour and favourites."
  package static let keys: [ModelKey<Self>] = [
    ModelKey("selectedColor", \.selectedColor, .color, "`selectedColor`. Default `systemBlue`."),
    ModelKey("supportsAlpha", \.supportsAlpha, .boolean, "`supportsAlpha`: the opacity slider."),
    ModelKey("title", \.title, .text(maxLength: 100), "`title`."),
    .cases("tab", \.tab, "The tab shown: `grid` (12 × 10 palette), `spectrum` or `sliders`."),
    ModelKey(
      "favorites", \.favorites, .colors(maxCount: 30), "The saved colours beside the current one (with the + button)."),
  ]

  public var selectedColor = ColorValue.system(.systemBlue)
  public var supportsAlpha = true
  public var title = "Colors"
  public var tab = Tab.grid
  public var favorites: [ColorValue] = []
  public var common = ControlCommon()

  public init() {}

  public init(selectedColor: ColorValue) { self.selectedColor = selectedColor }

  /// The grid tab's palette (spec §11), row by row from the top.
  package static let palette: [[UInt32]] = [
    [
      0xFFFFFF, 0xEBEBEB, 0xD6D6D6, 0xC2C2C2, 0xADADAD, 0x999999, 0x858585, 0x707070, 0x5C5C5C, 0x474747, 0x333333,
      0x000000,
    ],
    [
      0x00374A, 0x011D57, 0x11053B, 0x2E063D, 0x3C071B, 0x5C0701, 0x5A1C00, 0x583300, 0x563D00, 0x666100, 0x4F5504,
      0x263E0F,
    ],
    [
      0x004D65, 0x012F7B, 0x1A0A52, 0x450D59, 0x551029, 0x831100, 0x7B2900, 0x7A4A00, 0x785800, 0x8D8602, 0x6F760A,
      0x38571A,
    ],
    [
      0x016E8F, 0x0042A9, 0x2C0977, 0x61187C, 0x791A3D, 0xB51A00, 0xAD3E00, 0xA96800, 0xA67B01, 0xC4BC00, 0x9BA50E,
      0x4E7A27,
    ],
    [
      0x008CB4, 0x0056D6, 0x371A94, 0x7A219E, 0x99244F, 0xE22400, 0xDA5100, 0xD38301, 0xD19D01, 0xF5EC00, 0xC3D117,
      0x669D34,
    ],
    [
      0x00A1D8, 0x0061FD, 0x4D22B2, 0x982ABC, 0xB92D5D, 0xFF4015, 0xFF6A00, 0xFFAB01, 0xFCC700, 0xFEFB41, 0xD9EC37,
      0x76BB40,
    ],
    [
      0x01C7FC, 0x3A87FD, 0x5E30EB, 0xBE38F3, 0xE63B7A, 0xFE6250, 0xFE8648, 0xFEB43F, 0xFECB3E, 0xFFF76B, 0xE4EF65,
      0x96D35F,
    ],
    [
      0x52D6FC, 0x74A7FF, 0x864FFD, 0xD357FE, 0xEE719E, 0xFF8C82, 0xFEA57D, 0xFEC777, 0xFED977, 0xFFF994, 0xEAF28F,
      0xB1DD8B,
    ],
    [
      0x93E3FC, 0xA7C6FF, 0xB18CFE, 0xE292FE, 0xF4A4C0, 0xFFB5AF, 0xFFC5AB, 0xFED9A8, 0xFDE4A8, 0xFFFBB9, 0xF1F7B7,
      0xCDE8B5,
    ],
    [
      0xCBF0FF, 0xD2E2FE, 0xD8C9FE, 0xEFCAFE, 0xF9D3E0, 0xFFDAD8, 0xFFE2D6, 0xFEECD4, 0xFEF1D5, 0xFDFBDD, 0xF6FADB,
      0xDEEED4,
    ],
  ]
}
