/// What a look changes in the list content factories' defaults.
struct ListContentLook: Sendable {
  /// A one-line cell's space above and below its text (`cell()`, `valueCell()`).
  var cellVerticalMargin: Double
  /// A subtitle cell's space above and below its texts.
  var subtitleVerticalMargin: Double
  /// The least row height: `rowHeightFloor`, or the body's leading times `rowLeadingFactor`
  /// plus `rowLeadingExtra`, whichever is more.
  var rowHeightFloor: Double
  var rowLeadingFactor: Double
  var rowLeadingExtra: Double
  /// An inset-grouped or grouped section header's text style and weight.
  var groupedHeaderStyle: TextStyle
  var groupedHeaderWeight: FontWeight?
  var groupedHeaderTransform: TextTransform
  /// Space above and below a grouped header's text at the default size.
  var groupedHeaderMargins: (top: Double, bottom: Double)
  /// Space above and below a grouped footer's text.
  var groupedFooterMargins: (top: Double, bottom: Double)

  /// iOS 17 and 18 (spec §3.1, issues 7 and 33): 44 pt rows, upper-cased footnote headers.
  static let ios18 = ListContentLook(
    cellVerticalMargin: 11, subtitleVerticalMargin: 4, rowHeightFloor: 44, rowLeadingFactor: 2, rowLeadingExtra: 0,
    groupedHeaderStyle: .footnote, groupedHeaderWeight: nil, groupedHeaderTransform: .uppercase,
    groupedHeaderMargins: (17, 6),
    groupedFooterMargins: (6, 12))

  /// iOS 26 (measured on SwiftUI lists at content size medium, spec ios26.md §2): rows grow with
  /// the text, 15 pt above and below it (51 pt at medium, 52 at large); subtitle rows about 7
  /// pt taller (7.5 above and below); headers in sentence case, the headline style in bold,
  /// their text's baseline 14 pt above the card; footers' ink 31 px (at 3x) below the card.
  static let ios26 = ListContentLook(
    cellVerticalMargin: 15, subtitleVerticalMargin: 7.5, rowHeightFloor: 0, rowLeadingFactor: 1,
    rowLeadingExtra: 30, groupedHeaderStyle: .headline, groupedHeaderWeight: .bold, groupedHeaderTransform: .none,
    groupedHeaderMargins: (28 / 3, 31 / 3), groupedFooterMargins: (8, 12))

  static func of(_ look: DesignLook) -> ListContentLook {
    switch look {
    case .ios18: ios18
    case .ios26: ios26
    }
  }
}

/// The system defaults of each `UIListContentConfiguration` factory for a state and
/// environment: spec §3.1 (factories), §3.2 (image), §3.4 (colours by state), §1.2/§1.3 (sizes).
struct ListContentDefaults {
  struct Text {
    var font: FontSpec
    var color: ColorValue
    var numberOfLines = 0
    var transform = TextTransform.none
    var minimumScaleFactor = 1.0
  }

  var text: Text
  var secondaryText: Text
  var imageTint: ColorValue = .tint
  var symbolScale: SymbolScale
  var symbolBox: Size
  var margins: DirectionalEdgeInsets
  var preservesSuperviewHorizontalMargins = true
  var imageToTextPadding = 16.0
  var verticalPadding = 3.0
  var sideBySide = false
  var enforcesMinimumHeight = true
  var minimumRowHeight: Double
  private let category: ContentSizeCategory

  /// The concrete factory a style stands for in an environment: iOS 18's adaptive `header()`
  /// and `footer()` follow the list appearance, and `cell()`/`subtitleCell()` inside a sidebar
  /// behave like the sidebar cells (spec §3.1 notes).
  static func effectiveStyle(_ style: ListContentConfiguration.Style, in env: Environment)
    -> ListContentConfiguration.Style
  {
    let inSidebar = env.listAppearance == .sidebar || env.listAppearance == .sidebarPlain
    switch style {
    case .header:
      switch env.listAppearance {
      case .grouped?, .insetGrouped?: return .groupedHeader
      case .sidebar?: return .sidebarHeader
      case .sidebarPlain?: return .plainHeader
      default: return .plainHeader
      }
    case .footer:
      switch env.listAppearance {
      case .grouped?, .insetGrouped?: return .groupedFooter
      default: return .plainFooter
      }
    case .cell where inSidebar: return .sidebarCell
    case .subtitleCell where inSidebar: return .sidebarSubtitleCell
    default: return style
    }
  }

  init(style requested: ListContentConfiguration.Style, state: ConfigurationState, environment env: Environment) {
    let style = Self.effectiveStyle(requested, in: env)
    let isSidebarFamily = Self.isSidebarFamily(style)
    // Sidebars keep iPadOS 18's rows in both looks (no iPadOS 26 sidebar was measured).
    let look = isSidebarFamily ? ListContentLook.ios18 : ListContentLook.of(env.look)
    category = env.contentSizeCategory
    minimumRowHeight = Self.minimumRowHeight(look, category)
    symbolBox = Size(
      width: (isSidebarFamily ? 28 : 24) * category.bodyMetricsFactor, height: TextStyle.body.leading(for: category))
    symbolScale = Self.symbolScale(category)

    let body = Text(font: .style(.body), color: .system(.label))
    let vertical = look.cellVerticalMargin
    switch style {
    case .cell, .header, .footer:
      text = body
      secondaryText = Text(font: .style(.caption1), color: .system(.label))
      margins = DirectionalEdgeInsets(top: vertical, leading: 16, bottom: vertical, trailing: 8)
    case .subtitleCell:
      text = body
      secondaryText = Text(font: .style(.caption1), color: .system(.label))
      let subtitleVertical = look.subtitleVerticalMargin
      margins = DirectionalEdgeInsets(top: subtitleVertical, leading: 16, bottom: subtitleVertical, trailing: 8)
      verticalPadding = 0
    case .valueCell:
      text = body
      secondaryText = Text(font: .style(.body), color: .system(.secondaryLabel))
      margins = DirectionalEdgeInsets(top: vertical, leading: 16, bottom: vertical, trailing: 8)
      sideBySide = true
    case .plainHeader, .plainFooter:
      let f = Text(font: .textStyle(.subheadline, weight: .semibold), color: .system(.secondaryLabel))
      (text, secondaryText) = (f, f)
      margins = DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
      enforcesMinimumHeight = false
    case .groupedHeader:
      var f = Text(
        font: .textStyle(look.groupedHeaderStyle, weight: look.groupedHeaderWeight), color: .system(.secondaryLabel))
      f.transform = look.groupedHeaderTransform
      text = f
      secondaryText = Text(font: .style(.footnote), color: .system(.secondaryLabel))
      margins = Self.groupedHeaderMargins(look, category)
      enforcesMinimumHeight = false
    case .groupedFooter:
      let f = Text(font: .style(.footnote), color: .system(.secondaryLabel))
      (text, secondaryText) = (f, f)
      let (top, bottom) = look.groupedFooterMargins
      margins = DirectionalEdgeInsets(top: top, leading: 8, bottom: bottom, trailing: 8)
      enforcesMinimumHeight = false
    case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
      let extra = style == .extraProminentInsetGroupedHeader
      text = Text(
        font: .textStyle(extra ? .title2 : .title3, weight: extra ? .bold : .semibold), color: .system(.label))
      secondaryText = Text(font: .style(.subheadline), color: .system(.secondaryLabel))
      margins =
        extra
        ? DirectionalEdgeInsets(top: 9, leading: 3, bottom: 10, trailing: 3)
        : DirectionalEdgeInsets(top: 8, leading: 3, bottom: 11, trailing: 3)
      preservesSuperviewHorizontalMargins = false
      enforcesMinimumHeight = false
    case .sidebarCell, .accompaniedSidebarCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell, .sidebarHeader:
      let subtitle = style == .sidebarSubtitleCell || style == .accompaniedSidebarSubtitleCell
      text =
        style == .sidebarHeader
        ? Text(font: .textStyle(.title3, weight: .semibold), color: .system(.label)) : body
      secondaryText = Text(font: .style(.footnote), color: .system(.secondaryLabel))
      if !category.isAccessibilityCategory && style != .sidebarHeader {
        // One line that may shrink to 90 % outside the accessibility sizes (spec §1.3 item 4).
        text.numberOfLines = 1
        text.minimumScaleFactor = 0.9
      }
      margins =
        subtitle
        ? DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        : DirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)
      imageToTextPadding = 10
      verticalPadding = subtitle ? 0 : 3
    }
    applyStateColors(state, style: style, isSidebarKey: env.isSidebarKey)
  }

  /// The sidebar factories (`sidebarCell()` and its kin, `sidebarHeader()`): wider symbol boxes,
  /// iOS 18's rows in every look, their own state colours.
  private static func isSidebarFamily(_ style: ListContentConfiguration.Style) -> Bool {
    switch style {
    case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell, .sidebarHeader:
      true
    default: false
    }
  }

  /// The least row height at `category`. iOS 18: a row is 44 pt at the default size and grows
  /// with the text; it never shrinks below 44 at the smaller categories (lists at content size
  /// medium keep 44 pt rows). iOS 26: the text's leading and 15 pt above and below it at every
  /// size.
  private static func minimumRowHeight(_ look: ListContentLook, _ category: ContentSizeCategory) -> Double {
    let clamped = min(category, .extraExtraExtraLarge)
    return max(
      look.rowHeightFloor, look.rowLeadingFactor * TextStyle.body.leading(for: clamped) + look.rowLeadingExtra)
  }

  /// The symbol scale at `category`: AX1–AX2 keep large; AX3 medium; AX4–AX5 small (spec §1.3
  /// item 5).
  private static func symbolScale(_ category: ContentSizeCategory) -> SymbolScale {
    switch category {
    case .accessibilityExtraLarge: .medium
    case .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge: .small
    default: .large
    }
  }

  /// A grouped header's margins. Below the default size a grouped header keeps its default
  /// height, its text sitting as far above the card (iOS 18 at content size medium: 166 px
  /// from card to card across a header, the header's ink 26 px above its card, as at large):
  /// what the text loses in height goes above it.
  private static func groupedHeaderMargins(_ look: ListContentLook, _ category: ContentSizeCategory)
    -> DirectionalEdgeInsets
  {
    let lineHeight = { (c: ContentSizeCategory) in
      SubstituteFont(size: look.groupedHeaderStyle.size(for: c)).lineHeight
    }
    let shrink = max(0, lineHeight(.large) - lineHeight(category))
    let (top, bottom) = look.groupedHeaderMargins
    return DirectionalEdgeInsets(top: top + shrink, leading: 8, bottom: bottom, trailing: 8)
  }

  /// The texts' and the image's colours in `state` (spec §3.4): a disabled sidebar row in
  /// quaternary; a selected (or drop-targeted) sidebar cell in a key sidebar in white, unless
  /// editing; another disabled row, not swiped, in tertiary (quaternary for prominent headers
  /// and a value cell's secondary text).
  private mutating func applyStateColors(
    _ state: ConfigurationState, style: ListContentConfiguration.Style, isSidebarKey: Bool
  ) {
    let isTintSidebar = style == .sidebarCell || style == .sidebarSubtitleCell
    let selectedLike = state.isSelected || state.cellDropState == .targeted
    if Self.isSidebarFamily(style) && state.isDisabled {
      text.color = .system(.quaternaryLabel)
      secondaryText.color = .system(.quaternaryLabel)
      imageTint = .system(.quaternaryLabel)
    } else if isTintSidebar && selectedLike && isSidebarKey && !state.isEditing {
      text.color = .fixed(.white)
      secondaryText.color = .fixed(Color.white.withAlpha(0.8))
      imageTint = .fixed(.white)
    } else if state.isDisabled && !state.isSwiped {
      let prominent = style == .prominentInsetGroupedHeader || style == .extraProminentInsetGroupedHeader
      text.color = .system(prominent ? .quaternaryLabel : .tertiaryLabel)
      secondaryText.color = .system(prominent || style == .valueCell ? .quaternaryLabel : .tertiaryLabel)
      imageTint = .system(prominent ? .quaternaryLabel : .tertiaryLabel)
    }
  }

  /// The symbol em of a body-style symbol at `scale` (spec §7.1:
  /// 24 pt × body factor at large, 0.85× medium, 0.7× small).
  func symbolPointSize(scale: SymbolScale) -> Double {
    let base = 24 * category.bodyMetricsFactor
    switch scale {
    case .large: return base
    case .medium: return base * 0.85
    case .small: return base * 0.7
    }
  }
}
