/// `NSLineBreakMode` values UIKit labels use.
public enum LineBreakMode: String, Sendable, CaseIterable, PropertyChoice {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// `NSTextAlignment` (natural follows the layout direction).
public enum TextAlignment: String, Sendable, CaseIterable, PropertyChoice {
  case natural, leading, center, trailing, justified
}

/// `UIListContentConfiguration.TextProperties.TextTransform`.
public enum TextTransform: String, Sendable, CaseIterable, PropertyChoice {
  case none, uppercase, lowercase, capitalized
}

/// `UIListContentConfiguration.TextProperties`; nil means "not set by the author".
public struct TextProperties: KeyedValue {
  public var font: FontSpec?
  public var color: ColorValue?
  public var numberOfLines: Int?
  public var lineBreakMode: LineBreakMode?
  public var alignment: TextAlignment?
  public var transform: TextTransform?
  public var minimumScaleFactor: Double?
  public init() {}

  package static let keys: [ModelKey<Self>] = [
    ModelKey("font", \.font, .font, "`font`."),
    ModelKey("color", \.color, .color, "`color`."),
    ModelKey(
      "numberOfLines", \.numberOfLines, .integer(0...10_000),
      "`numberOfLines`: the most lines to show; 0 means no limit."),
    .cases(
      "lineBreakMode", \.lineBreakMode, "`lineBreakMode`. Default `byTruncatingTail`.", what: "line break mode",
      ref: "lineBreakMode"),
    .cases("alignment", \.alignment, "`alignment`. Default `natural`.", what: "alignment", ref: "textAlignment"),
    .cases("transform", \.transform, "`transform`: a case change applied when drawing.", what: "text transform"),
    ModelKey(
      "minimumScaleFactor", \.minimumScaleFactor, .number(0.1...1),
      "`minimumScaleFactor`: how far the font may shrink to fit one line."),
  ]
}

/// `UIImage.SymbolScale`.
public enum SymbolScale: String, Sendable, CaseIterable, PropertyChoice { case small, medium, large }

/// `UIListContentConfiguration.ImageProperties`; nil means "not set by the author".
public struct ImageProperties: KeyedValue {
  public var tintColor: ColorValue?
  public var symbolScale: SymbolScale?
  /// Overrides the symbol's point size (`preferredSymbolConfiguration` with a point size).
  public var symbolPointSize: Double?
  /// `reservedLayoutSize`; a negative component means `standardDimension`.
  public var reservedLayoutSize: Size?
  public var maximumSize: Size?
  public var cornerRadius: Double?
  /// A tile behind the image (a Settings icon's), filling its reserved box and rounded by
  /// `cornerRadius`, as an `image`'s `backgroundColor`.
  public var backgroundColor: ColorValue?
  /// How `cornerRadius` rounds the image and its tile, as an `image`'s `cornerCurve`.
  public var cornerCurve: ImageComponent.CornerCurve?
  /// `preferredSymbolConfiguration`: the symbol's size, weight, scale and rendering; nil
  /// follows the text's font (`symbolScale` and `symbolPointSize` are older spellings of its
  /// scale and of the symbol's em).
  public var preferredSymbolConfiguration: SymbolConfiguration? {
    get { if case .value(let c) = boxedSymbolConfiguration { c } else { nil } }
    set { boxedSymbolConfiguration = newValue.map { .value($0) } }
  }
  // Set on few cells, stored out of line (a cell holds three of these).
  private var boxedSymbolConfiguration: Boxed<SymbolConfiguration>?
  public init() {}

  package static let keys: [ModelKey<Self>] = [
    ModelKey("tintColor", \.tintColor, .color, "`tintColor` of a symbol image."),
    .cases(
      "symbolScale", \.symbolScale, "The symbol scale of `preferredSymbolConfiguration` (`UIImage.SymbolScale`).",
      what: "symbol scale"),
    ModelKey(
      "symbolPointSize", \.symbolPointSize, .number(1...1000),
      "The symbol's em in points (the 24-unit grid's), replacing the style's."),
    ModelKey(
      "preferredSymbolConfiguration", \.preferredSymbolConfiguration,
      "`preferredSymbolConfiguration` (`UIImage.SymbolConfiguration`): every value left out follows the text's font (its size and weight) at the style's scale, as UIKit configures a cell's symbol."
    ),
    ModelKey(
      "reservedLayoutSize", \.reservedLayoutSize, .object(Size.cellSizeKeys),
      "`reservedLayoutSize`: the box the image is centred in; a negative dimension means `standardDimension`.",
      ref: "size"),
    ModelKey("maximumSize", \.maximumSize, .object(Size.cellSizeKeys), "`maximumSize`; 0 means no limit.", ref: "size"),
    ModelKey(
      "cornerRadius", \.cornerRadius, .number(0...1000), "`cornerRadius` of the image (and of its tile), in points."),
    ModelKey(
      "backgroundColor", \.backgroundColor, .color,
      "A tile behind the image, as an `image`'s `backgroundColor`: it fills the image's box (`reservedLayoutSize`, else the style's standard box), rounded by `cornerRadius`; a white symbol on a coloured tile is a Settings icon. UIKit has no such property (a cell's tile is drawn in its image)."
    ),
    .cases(
      "cornerCurve", \.cornerCurve,
      "How `cornerRadius` rounds the image and its tile, as an `image`'s `cornerCurve`: `continuous` (a squircle, as Settings icons are) or `circular`.",
      what: "corner curve"),
  ]

  /// The older keys say what `preferredSymbolConfiguration` says: one place for each.
  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    guard let config = preferredSymbolConfiguration else { return }
    if config.scale != nil, p.has("symbolScale") {
      throw p.error("symbolScale", "give either \"symbolScale\" or \"preferredSymbolConfiguration.scale\", not both")
    }
    if config.pointSize != nil || config.textStyle != nil, p.has("symbolPointSize") {
      throw p.error(
        "symbolPointSize",
        "give either \"symbolPointSize\" or \"preferredSymbolConfiguration\"'s pointSize or textStyle, not both")
    }
  }
}

extension Size {
  /// A cell image's size keys: points, a negative one meaning `standardDimension`.
  static let cellSizeKeys = [
    PropertyDeclaration("width", .number(-1...100_000), "Width in points."),
    PropertyDeclaration("height", .number(-1...100_000), "Height in points."),
  ]
}

/// Where an image comes from.
public enum ImageSource: Sendable, Equatable, CustomStringConvertible {
  /// An SF Symbol name, drawn from its outline (`SymbolCatalog`).
  case systemName(String)
  /// A PNG file, already checked to lie inside the document's folder.
  case file(path: String)
  /// A custom symbol: an SVG file (a plain one, or a template the SF Symbols app exports),
  /// already checked to lie inside the document's folder, drawn like a system symbol.
  case symbolFile(path: String)

  /// A symbol, system or custom (tinted, weighted and sized by a symbol configuration).
  public var isSymbol: Bool { if case .file = self { false } else { true } }
  public var description: String {
    switch self {
    case .systemName(let n): "symbol \(n)"
    case .file(let p): "file \(p)"
    case .symbolFile(let p): "symbol file \(p)"
    }
  }
}
