/// A `UILabel`.
public struct TextComponent: Sendable, Equatable {
  /// What the label shows: its `text`, an `attributedText` of runs, or markdown read into one
  /// (`AttributedString(markdown:)`, as SwiftUI's `Text` reads a literal).
  public enum Content: Sendable, Equatable {
    case string(String)
    case runs([Run])
    case markdown(String)
  }

  public var content: Content
  public var font = FontSpec.style(.body)
  public var color = ColorValue.system(.label)
  /// UILabel's default, 1: one line, truncated; 0 means no limit.
  public var numberOfLines = 1
  public var lineBreakMode = LineBreakMode.byTruncatingTail
  public var alignment = TextAlignment.natural
  /// A `UIPointerInteraction` on the label; without one, the pointer is a text beam over it.
  public var pointerInteraction: PointerInteraction?
  /// `UIAccessibility` keys.
  public var accessibility = AccessibilityOverrides()
  public init(string: String) { self.content = .string(string) }
  /// A label showing `runs` (`attributedText`).
  public init(runs: [Run]) { self.content = .runs(runs) }
  /// A label showing `markdown` read as SwiftUI reads a `Text` literal.
  public init(markdown: String) { self.content = .markdown(markdown) }

  /// The plain text (the runs' strings joined, markdown without its markers): what VoiceOver
  /// reads. Setting it shows that text plain.
  public var string: String {
    get { resolvedRuns.map(\.string).joined() }
    set { content = .string(newValue) }
  }

  /// The runs shown: the authored ones, markdown's, or one run of the plain string.
  package var resolvedRuns: [Run] {
    switch content {
    case .string(let s): [Run(s)]
    case .runs(let runs): runs
    case .markdown(let source): Markdown.runs(source)
    }
  }

  /// Whether the label shows more than one plain string (runs or markdown).
  public var isAttributed: Bool { if case .string = content { false } else { true } }
}

extension TextComponent {
  /// One run of an `NSAttributedString`: its string and the attributes it sets. What it leaves
  /// out comes from the label (`font`, `color`).
  public struct Run: Sendable, Equatable {
    public var string: String
    /// `.font`: a text style or a system font; nil, the label's.
    public var font: FontSpec?
    /// The font's weight, over the run's font (`UIFont.Weight`).
    public var weight: FontWeight?
    /// SwiftUI's `.bold()`: the font's emphasized weight (semibold for most text styles, bold
    /// for titles and system fonts). `weight` wins over it.
    public var bold = false
    /// The italic face (SwiftUI's `.italic()`).
    public var italic = false
    /// SF Mono at the run's size (SwiftUI's `.monospaced()`; markdown's `code`).
    public var monospaced = false
    /// `.foregroundColor`; nil, the label's (a link's, the tint colour).
    public var color: ColorValue?
    /// `.backgroundColor`.
    public var backgroundColor: ColorValue?
    /// `.link`: the URL, tinted and read by VoiceOver as a link.
    public var link: String?
    /// `.underlineStyle` `.single`.
    public var underline = false
    /// `.strikethroughStyle` `.single`.
    public var strikethrough = false
    /// `.baselineOffset` in points, positive up.
    public var baselineOffset = 0.0
    /// `.kern`: points added after each character.
    public var kern = 0.0

    public init(
      _ string: String, font: FontSpec? = nil, weight: FontWeight? = nil, bold: Bool = false, italic: Bool = false,
      monospaced: Bool = false, color: ColorValue? = nil, backgroundColor: ColorValue? = nil, link: String? = nil,
      underline: Bool = false, strikethrough: Bool = false, baselineOffset: Double = 0, kern: Double = 0
    ) {
      self.string = string
      self.font = font
      self.weight = weight
      self.bold = bold
      self.italic = italic
      self.monospaced = monospaced
      self.color = color
      self.backgroundColor = backgroundColor
      self.link = link
      self.underline = underline
      self.strikethrough = strikethrough
      self.baselineOffset = baselineOffset
      self.kern = kern
    }
  }
}

extension TextComponent.Run: KeyedValue {
  public init() { self.init("") }

  /// The run's keys.
  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "string", \.string, .text(maxLength: DocumentDecoder.maximumTextLength), "The run's text.",
      missing: "missing \"string\": the run's text"),
    ModelKey("font", \.font, .font, "`.font`: a text style or a system font. Default the label's `font`."),
    .cases("weight", \.weight, "The font's weight (`UIFont.Weight`), over the run's font.", what: "font weight"),
    ModelKey(
      "bold", \.bold, .boolean, "SwiftUI's `.bold()`: the font's emphasized weight (semibold, bold for titles)."),
    ModelKey("italic", \.italic, .boolean, "The italic face (`.italic()`)."),
    ModelKey("monospaced", \.monospaced, .boolean, "SF Mono at the run's size (`.monospaced()`)."),
    ModelKey(
      "color", \.color, .color, "`.foregroundColor`. Default the label's `color` (a link's: the tint colour)."),
    ModelKey("backgroundColor", \.backgroundColor, .color, "`.backgroundColor`: fills behind the run's glyphs."),
    ModelKey(
      "link", \.link, .text(maxLength: 2000),
      "`.link`: a URL; the run is tinted and VoiceOver reads the label as a link."),
    ModelKey("underline", \.underline, .boolean, "`.underlineStyle` `.single`."),
    ModelKey("strikethrough", \.strikethrough, .boolean, "`.strikethroughStyle` `.single`."),
    ModelKey("baselineOffset", \.baselineOffset, .number(-1000...1000), "`.baselineOffset` in points, positive up."),
    ModelKey("kern", \.kern, .number(-100...100), "`.kern`: points added after each character."),
  ]
}

extension TextComponent {
  public init() { self.init(string: "") }

  /// The `string` key: the content when it is a plain string.
  var stringKey: String? {
    get { if case .string(let s) = content { s } else { nil } }
    set { if let newValue { content = .string(newValue) } }
  }

  /// The `runs` key: the content when it is attributed runs.
  var runsKey: [Run]? {
    get { if case .runs(let r) = content { r } else { nil } }
    set { if let newValue { content = .runs(newValue) } }
  }

  /// The `markdown` key: the content when it is markdown.
  var markdownKey: String? {
    get { if case .markdown(let m) = content { m } else { nil } }
    set { if let newValue { content = .markdown(newValue) } }
  }
}

extension TextComponent.Run: PropertyArrayElement {
  package static func elements(of value: PropertyValues.Value) -> [Self]? {
    guard case .objects(let objects) = value else { return nil }
    return objects.map {
      var p = $0
      return (try? Self(&p)) ?? Self()
    }
  }
  package static func propertyValue(of elements: [Self]) -> PropertyValues.Value {
    .objects(elements.map(\.minimalPropertyValues))
  }
}

extension TextComponent: ComponentModel {
  public static let kind = "text"
  package static let summary = "A `UILabel`."
  /// The keys of which a text takes exactly one.
  package static let contentKeys = ["string", "runs", "markdown"]
  package static var exclusiveKeys: [String] { contentKeys }
  package static let keys: [ModelKey<TextComponent>] =
    [
      ModelKey(
        "string", \.stringKey, .text(maxLength: DocumentDecoder.maximumTextLength),
        "`text`: the string to show, as it is. A text takes one of `string`, `runs` and `markdown`."),
      ModelKey(
        "runs", \.runsKey, .objects(Run.properties, maxCount: 1000),
        "`attributedText`: runs of text, each with its own attributes (`NSAttributedString`); what a run leaves out comes from the label."
      ),
      ModelKey(
        "markdown", \.markdownKey, .text(maxLength: DocumentDecoder.maximumTextLength),
        "Markdown read as SwiftUI's `Text` reads a literal (`AttributedString(markdown:)`, inline only): `**bold**`, `*italic*`, `` `code` ``, `~~strike~~`, `[title](url)`, backslash escapes."
      ),
      ModelKey("font", \.font, .font, "`font`: a Dynamic Type text style or a system font. Default `body`."),
      ModelKey("color", \.color, .color, "`textColor`. Default `label`."),
      ModelKey(
        "numberOfLines", \.numberOfLines, .integer(0...10_000),
        "`numberOfLines`: the most lines to show, the last truncated; 0 means no limit."),
      .cases(
        "lineBreakMode", \.lineBreakMode, "`lineBreakMode`: how a line that does not fit wraps or is truncated.",
        what: "line break mode", ref: "lineBreakMode"),
      .cases(
        "alignment", \.alignment, "`textAlignment` (`natural`: leading in the layout direction).",
        ref: "textAlignment"),
      ModelKey(
        "pointerInteraction", \.pointerInteraction, .pointerInteraction,
        "A `UIPointerInteraction` on the label; omitted, the pointer is a text beam over it."),
    ] + ModelKey.inline(\.accessibility, AccessibilityOverrides.componentKeys)

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    let given = Self.contentKeys.filter(p.has)
    guard !given.isEmpty else {
      throw p.error("string", "missing \"string\": the text to show (or \"runs\", or \"markdown\")")
    }
    if given.count > 1 {
      throw p.error(
        given[1],
        "\"\(given[0])\" and \"\(given[1])\" are both given; a text takes one of \"string\", \"runs\" and \"markdown\"")
    }
  }
}
