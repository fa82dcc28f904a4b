/// `UIListContentConfiguration`: the content of a list cell, header or footer.
///
/// Every property is optional: nil means the author did not set it, so `updated(for:in:)`
/// fills it with the factory's default for the state (UIKit's rule, spec §3.6).
public struct ListContentConfiguration: Sendable, Equatable {
  /// The factory the configuration was made with (`UIListContentConfiguration.cell()`, ...).
  public enum Style: String, Sendable, CaseIterable {
    case cell, subtitleCell, valueCell
    case plainHeader, plainFooter, groupedHeader, groupedFooter
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
    case sidebarHeader
    /// iOS 18 adaptive header/footer: resolve from the enclosing list's appearance.
    case header, footer
  }

  public var style: Style
  public var text: String?
  public var secondaryText: String?
  public var image: ImageSource?
  public var textProperties: TextProperties {
    get { details.textProperties }
    set { details.textProperties = newValue }
  }
  public var secondaryTextProperties: TextProperties {
    get { details.secondaryTextProperties }
    set { details.secondaryTextProperties = newValue }
  }
  public var imageProperties: ImageProperties {
    get { details.imageProperties }
    set { details.imageProperties = newValue }
  }
  public var directionalLayoutMargins: DirectionalEdgeInsets? {
    get { details.directionalLayoutMargins }
    set { details.directionalLayoutMargins = newValue }
  }
  public var imageToTextPadding: Double? {
    get { details.imageToTextPadding }
    set { details.imageToTextPadding = newValue }
  }
  public var textToSecondaryTextVerticalPadding: Double? {
    get { details.textToSecondaryTextVerticalPadding }
    set { details.textToSecondaryTextVerticalPadding = newValue }
  }
  public var textToSecondaryTextHorizontalPadding: Double? {
    get { details.textToSecondaryTextHorizontalPadding }
    set { details.textToSecondaryTextHorizontalPadding = newValue }
  }
  public var prefersSideBySideTextAndSecondaryText: Bool? {
    get { details.prefersSideBySideTextAndSecondaryText }
    set { details.prefersSideBySideTextAndSecondaryText = newValue }
  }
  /// `alpha` of the whole content.
  public var alpha: Double? {
    get { details.alpha }
    set { details.alpha = newValue }
  }

  /// What most configurations leave at its default (the text and image properties, margins,
  /// paddings, alpha): out of line, and nothing at all while it is the default. A long list's
  /// cells are most of a document's memory (a configuration 384 → 72 bytes).
  private struct Details: Sendable, Equatable {
    var textProperties = TextProperties()
    var secondaryTextProperties = TextProperties()
    var imageProperties = ImageProperties()
    var directionalLayoutMargins: DirectionalEdgeInsets?
    var imageToTextPadding: Double?
    var textToSecondaryTextVerticalPadding: Double?
    var textToSecondaryTextHorizontalPadding: Double?
    var prefersSideBySideTextAndSecondaryText: Bool?
    var alpha: Double?
    static let none = Details()
  }
  /// nil while every detail is the default, so that equal configurations compare equal
  /// however they were made.
  private var boxedDetails: Boxed<Details>?
  private var details: Details {
    get { if case .value(let d) = boxedDetails { d } else { .none } }
    set { boxedDetails = newValue == .none ? nil : .value(newValue) }
  }

  public init(style: Style = .cell) { self.style = style }

  /// `updated(for:)`: the factory's defaults for `state` and `environment`, with every value
  /// the author set kept as it is.
  package func updated(for state: ConfigurationState, in environment: Environment) -> ResolvedListContent {
    let d = ListContentDefaults(style: style, state: state, environment: environment)
    let category = environment.contentSizeCategory
    func text(_ p: TextProperties, _ dp: ListContentDefaults.Text) -> ResolvedTextProperties {
      ResolvedTextProperties(
        font: (p.font ?? dp.font).resolve(category),
        color: environment.resolve(p.color ?? dp.color), hasOwnColor: p.color?.isOwnChoice ?? false,
        numberOfLines: p.numberOfLines ?? dp.numberOfLines,
        lineBreakMode: p.lineBreakMode ?? .byTruncatingTail,
        alignment: p.alignment ?? .natural,
        transform: p.transform ?? dp.transform,
        minimumScaleFactor: p.minimumScaleFactor ?? dp.minimumScaleFactor)
    }
    let ip = imageProperties
    let pc = ip.preferredSymbolConfiguration ?? SymbolConfiguration()
    let symbolScale = pc.scale ?? ip.symbolScale ?? d.symbolScale
    let primaryText = text(textProperties, d.text)
    // UIKit configures the symbol from the text's font at the style's scale: the em follows
    // the font's size (24 at body, large) and the strokes its weight.
    let bodySize = TextStyle.body.size(for: category)
    let symbolTextSize = pc.pointSize ?? pc.textStyle?.size(for: category) ?? primaryText.font.size
    let mode = pc.resolvedRenderingMode
    return ResolvedListContent(
      text: self.text,
      secondaryText: secondaryText,
      image: image,
      textProperties: primaryText,
      secondaryTextProperties: text(secondaryTextProperties, d.secondaryText),
      imageProperties: ResolvedImageProperties(
        tintColor: environment.resolve(pc.hierarchicalColor ?? ip.tintColor ?? d.imageTint),
        symbolScale: symbolScale,
        symbolPointSize: pc.pointSize == nil && pc.textStyle == nil
          ? ip.symbolPointSize ?? d.symbolPointSize(scale: symbolScale) * symbolTextSize / bodySize
          : d.symbolPointSize(scale: symbolScale) * symbolTextSize / bodySize,
        symbolWeight: pc.weight ?? primaryText.font.weight,
        symbolRenderingMode: mode,
        symbolPaletteColors: mode == .multicolor
          ? [environment.resolve(.system(.systemRed)), environment.resolve(.system(.systemGreen))]
          : mode == .palette ? pc.paletteColors.map(environment.resolve) : [],
        reservedLayoutSize: ip.reservedLayoutSize ?? .zero,
        standardSymbolBox: d.symbolBox,
        maximumSize: ip.maximumSize ?? .zero,
        cornerRadius: ip.cornerRadius ?? 0,
        backgroundColor: ip.backgroundColor.map(environment.resolve),
        cornerCurve: ip.cornerCurve ?? .circular),
      directionalLayoutMargins: directionalLayoutMargins ?? d.margins,
      preservesSuperviewHorizontalMargins: d.preservesSuperviewHorizontalMargins,
      imageToTextPadding: imageToTextPadding ?? d.imageToTextPadding,
      textToSecondaryTextVerticalPadding: textToSecondaryTextVerticalPadding ?? d.verticalPadding,
      textToSecondaryTextHorizontalPadding: textToSecondaryTextHorizontalPadding ?? 8,
      prefersSideBySideTextAndSecondaryText: prefersSideBySideTextAndSecondaryText ?? d.sideBySide,
      minimumHeight: d.enforcesMinimumHeight ? d.minimumRowHeight : 0,
      alpha: alpha ?? 1,
      usesAccessibilityLayout: category.isAccessibilityCategory)
  }
}

extension ListContentConfiguration.Style: PropertyChoice {}

extension ListContentConfiguration: KeyedValue {
  public init() { self.init(style: .cell) }

  /// The keys a `when` clause's content leaves out: the factory is the cell's.
  package static let omittedInOverrides = ["style"]

  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "style", \.style, .choice(Style.allCases.map(\.rawValue)),
      "The factory the configuration starts from (`UIListContentConfiguration.cell()`, `.subtitleCell()`, …). "
        + "Omitted: `cell` (`sidebarCell` in sidebar lists) for cells, `header`/`footer` for section headers and footers.",
      what: "content configuration style", overlays: false, statesDefault: false),
    ModelKey(
      "text", \.text, .text(maxLength: DocumentDecoder.maximumTextLength), "`text`: the primary text."),
    ModelKey(
      "secondaryText", \.secondaryText, .text(maxLength: DocumentDecoder.maximumTextLength),
      "`secondaryText`: the subtitle or value text."),
    ModelKey("image", \.image, .image, "`image`: `{ \"systemName\": … }` or `{ \"file\": … }`."),
    ModelKey("textProperties", \.textProperties, "`textProperties`: how `text` is drawn.", ref: "textProperties"),
    ModelKey(
      "secondaryTextProperties", \.secondaryTextProperties, "`secondaryTextProperties`: how `secondaryText` is drawn.",
      ref: "textProperties"),
    ModelKey("imageProperties", \.imageProperties, "`imageProperties`: how `image` is drawn.", ref: "imageProperties"),
    ModelKey(
      "directionalLayoutMargins", \.directionalLayoutMargins, .insets,
      "`directionalLayoutMargins`: space around the content."),
    ModelKey(
      "imageToTextPadding", \.imageToTextPadding, .number(0...1000),
      "`imageToTextPadding`: points between the image and the text."),
    ModelKey(
      "textToSecondaryTextVerticalPadding", \.textToSecondaryTextVerticalPadding, .number(0...1000),
      "`textToSecondaryTextVerticalPadding`: points between stacked text and secondary text."),
    ModelKey(
      "textToSecondaryTextHorizontalPadding", \.textToSecondaryTextHorizontalPadding, .number(0...1000),
      "`textToSecondaryTextHorizontalPadding`: points between side-by-side text and secondary text."),
    ModelKey(
      "prefersSideBySideTextAndSecondaryText", \.prefersSideBySideTextAndSecondaryText, .boolean,
      "`prefersSideBySideTextAndSecondaryText`: put the secondary text beside the text when both fit."),
    ModelKey("alpha", \.alpha, .number(0...1), "`alpha` of the whole content."),
  ]
}

/// The non-optional result of `updated(for:in:)`, with fonts and colours resolved: what layout uses.
package struct ResolvedListContent: Sendable, Equatable {
  package var text: String?
  package var secondaryText: String?
  package var image: ImageSource?
  package var textProperties: ResolvedTextProperties
  package var secondaryTextProperties: ResolvedTextProperties
  package var imageProperties: ResolvedImageProperties
  package var directionalLayoutMargins: DirectionalEdgeInsets
  /// Whether horizontal margins combine with the list's layout margins (spec §3.1/§3.3).
  package var preservesSuperviewHorizontalMargins: Bool
  package var imageToTextPadding: Double
  package var textToSecondaryTextVerticalPadding: Double
  package var textToSecondaryTextHorizontalPadding: Double
  package var prefersSideBySideTextAndSecondaryText: Bool
  /// Minimum height of the whole row (spec §1.2); 0 when the style does not enforce one.
  package var minimumHeight: Double
  package var alpha: Double
  /// The accessibility layout of spec §1.3 (AX sizes).
  package var usesAccessibilityLayout: Bool
}

package struct ResolvedTextProperties: Sendable, Equatable {
  package var font: FontDescriptor
  package var color: Color
  /// The author set `color` to one of their own (not the style's default, nor a semantic
  /// system colour).
  package var hasOwnColor = false
  /// 0 = unlimited.
  package var numberOfLines: Int
  package var lineBreakMode: LineBreakMode
  package var alignment: TextAlignment
  package var transform: TextTransform
  package var minimumScaleFactor: Double

  /// The string as drawn, after `transform`.
  package func transformed(_ s: String) -> String {
    switch transform {
    case .none: s
    case .uppercase: s.uppercased()
    case .lowercase: s.lowercased()
    case .capitalized: s.capitalizedWords
    }
  }
}

extension String {
  fileprivate var capitalizedWords: String {
    split(separator: " ", omittingEmptySubsequences: false)
      .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
      .joined(separator: " ")
  }
}

package struct ResolvedImageProperties: Sendable, Equatable {
  /// The symbol's colour: `tintColor`, or the configuration's `hierarchicalColor`.
  package var tintColor: Color
  package var symbolScale: SymbolScale
  /// The symbol's em: the 24-unit grid spans this many points (spec §7.1: 24 at body, large).
  package var symbolPointSize: Double
  /// The symbol's weight: the configuration's, or the text font's.
  package var symbolWeight: FontWeight = .regular
  package var symbolRenderingMode: SymbolRenderingMode = .monochrome
  /// The palette (or, for multicolor, the badge colours), resolved.
  package var symbolPaletteColors: [Color] = []
  package var reservedLayoutSize: Size
  /// The standard symbol box of spec §1.2 for this style and category.
  package var standardSymbolBox: Size
  package var maximumSize: Size
  package var cornerRadius: Double
  /// The tile behind the image, filling its box, resolved; nil draws none.
  package var backgroundColor: Color? = nil
  package var cornerCurve: ImageComponent.CornerCurve = .circular
}
