/// A blur material (`UIBlurEffect.Style`) drawn under a background's colour.
public enum BlurMaterial: String, Sendable, CaseIterable, PropertyChoice {
  case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
  case systemChromeMaterial

  /// The translucent fill that approximates the material over its backdrop (light, dark).
  /// Vellum blurs what is underneath and lays this tint over it.
  package func tint(_ style: UserInterfaceStyle) -> Color {
    switch (self, style) {
    case (.systemUltraThinMaterial, .light): Color(rgba: 0xF2F2F7_5C)
    case (.systemThinMaterial, .light): Color(rgba: 0xF2F2F7_99)
    case (.systemMaterial, .light): Color(rgba: 0xF8F8FA_C2)
    case (.systemThickMaterial, .light): Color(rgba: 0xFAFAFC_E0)
    case (.systemChromeMaterial, .light): Color(rgba: 0xF9F9F9_D1)
    case (.systemUltraThinMaterial, .dark): Color(rgba: 0x1C1C1E_5C)
    case (.systemThinMaterial, .dark): Color(rgba: 0x1C1C1E_99)
    case (.systemMaterial, .dark): Color(rgba: 0x1C1C1E_C2)
    case (.systemThickMaterial, .dark): Color(rgba: 0x1C1C1E_E0)
    case (.systemChromeMaterial, .dark): Color(rgba: 0x1D1D1D_D1)
    }
  }

  /// Blur radius in points.
  package var radius: Double { 20 }
}

/// `UIBackgroundConfiguration`; nil means "not set by the author".
public struct BackgroundConfiguration: KeyedValue {
  /// The factory (`UIBackgroundConfiguration.listPlainCell()`, ...).
  public enum Style: String, Sendable, CaseIterable, PropertyChoice {
    case listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
    case listSidebarHeader, listPlainHeaderFooter, listGroupedHeaderFooter, clear
    /// iOS 18 adaptive `listCell()`: follows the list appearance.
    case listCell
  }

  public var style: Style
  public var backgroundColor: ColorValue?
  public var cornerRadius: Double?
  public var backgroundInsets: DirectionalEdgeInsets?
  public var strokeColor: ColorValue?
  public var strokeWidth: Double?
  public var strokeOutset: Double?
  public var visualEffect: BlurMaterial?
  public var image: ImageSource?

  public init() { style = .listPlainCell }
  public init(style: Style) { self.style = style }

  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "style", \.style, .choice(Style.allCases.map(\.rawValue)),
      "The factory the configuration starts from (`UIBackgroundConfiguration.listPlainCell()`, …; `listCell` is iOS 18's adaptive `listCell()`, which follows the list's appearance).",
      what: "background configuration style", overlays: false),
    ModelKey("backgroundColor", \.backgroundColor, .color, "`backgroundColor`."),
    ModelKey("cornerRadius", \.cornerRadius, .number(0...10_000), "`cornerRadius`, in points."),
    ModelKey(
      "backgroundInsets", \.backgroundInsets, .insets,
      "`backgroundInsets`: insets of the background from the cell's edges.", ref: "insets"),
    ModelKey("strokeColor", \.strokeColor, .color, "`strokeColor`."),
    ModelKey("strokeWidth", \.strokeWidth, .number(0...1000), "`strokeWidth`, in points."),
    ModelKey(
      "strokeOutset", \.strokeOutset, .number(-1000...1000),
      "`strokeOutset`: how far the stroke sits outside the background's edge, in points."),
    .cases(
      "visualEffect", \.visualEffect, "`visualEffect`: a `UIBlurEffect.Style` material drawn under the colour.",
      what: "blur material"),
    ModelKey("image", \.image, .imageFile, "`image`: `{ \"file\": … }`."),
  ]

  /// The key a `when` clause's background leaves out: the factory is the cell's.
  static let omittedInOverrides = ["style"]

  /// The concrete factory in an environment (`listCell()` follows the list appearance).
  package static func effectiveStyle(_ style: Style, in env: Environment) -> Style {
    guard style == .listCell else { return style }
    switch env.listAppearance {
    case .grouped?, .insetGrouped?: return .listGroupedCell
    case .sidebar?, .sidebarPlain?: return .listSidebarCell
    default: return .listPlainCell
    }
  }

  /// `updated(for:)`: the factory's defaults for the state (spec §4.1), author's values kept.
  package func updated(for state: ConfigurationState, in env: Environment) -> ResolvedBackground {
    let style = Self.effectiveStyle(self.style, in: env)
    let selectedLike = state.isSelected || state.isHighlighted
    var color: ColorValue
    var radius = 0.0
    var shadow = false
    var alpha = 1.0
    let blur: BlurMaterial? = nil
    switch style {
    case .listPlainCell, .listGroupedCell, .listCell:
      let base: ColorValue =
        style == .listGroupedCell ? .system(.secondarySystemGroupedBackground) : .system(.systemBackground)
      color = base
      if state.cellDropState == .targeted && state.isHighlighted {
        color = .system(.systemGray2)
      } else if state.isEditing && state.isSelected {
        // Multi-selection while editing: systemGray6 (spec §2.4) on plain lists; on grouped
        // lists that equals the list background, so systemGray5 keeps the row visible [estimate].
        color = .system(style == .listGroupedCell ? .systemGray5 : .systemGray6)
      } else if selectedLike {
        color = .system(.systemGray4)
      } else if state.isFocused {
        color = .fixed(env.colors.tint.withAlpha(0.2))
      }
    case .listSidebarCell, .listAccompaniedSidebarCell:
      radius = 10
      color = .fixed(.clear)
      let accompanied = style == .listAccompaniedSidebarCell
      let selected = (state.isSelected || state.cellDropState == .targeted) && !state.isEditing
      if state.isSwiped {
        color = .system(.systemGray5)
      } else if selected && state.isDisabled {
        color = .system(.quaternarySystemFill)
      } else if selected {
        color = accompanied || !env.isSidebarKey ? .system(.secondarySystemFill) : .tint
      } else if state.isFocused {
        color = .fixed(env.colors.tint.withAlpha(0.2))
      }
    case .listSidebarHeader:
      radius = 10
      color = state.isFocused ? .fixed(env.colors.tint.withAlpha(0.2)) : .fixed(.clear)
    case .listPlainHeaderFooter, .clear:
      color = .fixed(.clear)
    case .listGroupedHeaderFooter:
      radius = 10
      color = .fixed(.clear)
    }
    var blurRadius = 0.0
    if state.cellDragState != .none {
      // Lifting/dragging: reduced alpha over a 4 pt blur, with a soft shadow (spec §4.1, §4.2, §6).
      shadow = true
      alpha = 0.8
      if color.resolve(env.colors).isClear { color = .system(.secondarySystemBackground) }
      blurRadius = 4
      if radius == 0 { radius = 10 }
    }
    var resolvedColor = env.resolve(backgroundColor ?? color)
    // Highlighting a tint-filled selection darkens it (UIKit's highlight transformer, ≈ 85 %).
    if style == .listSidebarCell, state.isHighlighted, state.isSelected, backgroundColor == nil,
      env.isSidebarKey
    {
      resolvedColor = Color(
        red: resolvedColor.red * 0.85, green: resolvedColor.green * 0.85, blue: resolvedColor.blue * 0.85,
        alpha: resolvedColor.alpha)
    }
    return ResolvedBackground(
      color: resolvedColor,
      cornerRadius: cornerRadius ?? radius,
      insets: backgroundInsets ?? .zero,
      strokeColor: env.resolve(strokeColor ?? .fixed(.clear)),
      strokeWidth: strokeWidth ?? 0,
      strokeOutset: strokeOutset ?? 0,
      visualEffect: visualEffect ?? blur,
      blurRadius: visualEffect == nil ? blurRadius : 0,
      image: image,
      hasShadow: shadow,
      alpha: alpha)
  }
}

/// A background with every value decided: what layout turns into render nodes.
package struct ResolvedBackground: Sendable, Equatable {
  package var color: Color
  package var cornerRadius: Double
  package var insets: DirectionalEdgeInsets
  package var strokeColor: Color
  package var strokeWidth: Double
  package var strokeOutset: Double
  package var visualEffect: BlurMaterial?
  /// A plain backdrop blur without a material tint (lifted cells), in points; 0 for none.
  package var blurRadius: Double
  package var image: ImageSource?
  /// The lifted-cell shadow (radius 16, y 2, opacity 0.2 light / 1.0 dark).
  package var hasShadow: Bool
  package var alpha: Double
}
