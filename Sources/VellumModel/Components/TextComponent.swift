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
  public var resolvedRuns: [Run] {
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

    /// The run's keys.
    public static let properties = [
      ControlProperty(
        "string", .text(maxLength: DocumentDecoder.maximumTextLength), "The run's text.",
        missing: "missing \"string\": the run's text"),
      ControlProperty("font", .font, "`.font`: a text style or a system font. Default the label's `font`."),
      ControlProperty.cases(
        "weight", FontWeight.self, "The font's weight (`UIFont.Weight`), over the run's font.", what: "font weight"),
      ControlProperty(
        "bold", .boolean,
        "SwiftUI's `.bold()`: the font's emphasized weight (semibold, bold for titles). Default false."),
      ControlProperty("italic", .boolean, "The italic face (`.italic()`). Default false."),
      ControlProperty("monospaced", .boolean, "SF Mono at the run's size (`.monospaced()`). Default false."),
      ControlProperty("color", .color, "`.foregroundColor`. Default the label's `color` (a link's: the tint colour)."),
      ControlProperty("backgroundColor", .color, "`.backgroundColor`: fills behind the run's glyphs."),
      ControlProperty(
        "link", .text(maxLength: 2000), "`.link`: a URL; the run is tinted and VoiceOver reads the label as a link."),
      ControlProperty("underline", .boolean, "`.underlineStyle` `.single`. Default false."),
      ControlProperty("strikethrough", .boolean, "`.strikethroughStyle` `.single`. Default false."),
      ControlProperty("baselineOffset", .number(-1000...1000), "`.baselineOffset` in points, positive up. Default 0."),
      ControlProperty("kern", .number(-100...100), "`.kern`: points added after each character. Default 0."),
    ]

    init(_ p: ControlProperties) {
      string = p.string("string") ?? ""
      font = p.font("font")
      weight = p.choice("weight", FontWeight.self)
      bold = p.bool("bold") ?? false
      italic = p.bool("italic") ?? false
      monospaced = p.bool("monospaced") ?? false
      color = p.color("color")
      backgroundColor = p.color("backgroundColor")
      link = p.string("link")
      underline = p.bool("underline") ?? false
      strikethrough = p.bool("strikethrough") ?? false
      baselineOffset = p.number("baselineOffset") ?? 0
      kern = p.number("kern") ?? 0
    }

    /// The keys set, defaults left out (a run is written as it would be read back).
    var propertyValues: ControlProperties {
      func flag(_ b: Bool) -> PropertyValue? { b ? .bool(true) : nil }
      func number(_ n: Double) -> PropertyValue? { n == 0 ? nil : .number(n) }
      return ControlProperties(compacting: [
        "string": .string(string), "font": font.map(PropertyValue.font), "weight": weight.map { .choice($0) },
        "bold": flag(bold), "italic": flag(italic), "monospaced": flag(monospaced),
        "color": color.map(PropertyValue.color), "backgroundColor": backgroundColor.map(PropertyValue.color),
        "link": link.map(PropertyValue.string), "underline": flag(underline), "strikethrough": flag(strikethrough),
        "baselineOffset": number(baselineOffset), "kern": number(kern),
      ])
    }
  }
}

extension TextComponent: ComponentModel {
  public static let kind = "text"
  public static let summary = "A `UILabel`."
  /// The keys of which a text takes exactly one.
  public static let contentKeys = ["string", "runs", "markdown"]
  public static var exclusiveKeys: [String] { contentKeys }
  public static let properties =
    [
      ControlProperty(
        "string", .text(maxLength: DocumentDecoder.maximumTextLength),
        "`text`: the string to show, as it is. A text takes one of `string`, `runs` and `markdown`."),
      ControlProperty(
        "runs", .objects(Run.properties, maxCount: 1000),
        "`attributedText`: runs of text, each with its own attributes (`NSAttributedString`); what a run leaves out comes from the label."
      ),
      ControlProperty(
        "markdown", .text(maxLength: DocumentDecoder.maximumTextLength),
        "Markdown read as SwiftUI's `Text` reads a literal (`AttributedString(markdown:)`, inline only): `**bold**`, `*italic*`, `` `code` ``, `~~strike~~`, `[title](url)`, backslash escapes."
      ),
      ControlProperty("font", .font, "`font`: a Dynamic Type text style or a system font. Default `body`."),
      ControlProperty("color", .color, "`textColor`. Default `label`."),
      ControlProperty(
        "numberOfLines", .integer(0...10_000),
        "`numberOfLines`: the most lines to show, the last truncated; 0 means no limit. Default 1, as UILabel's.",
        default: .number(1)),
      ControlProperty.cases(
        "lineBreakMode", LineBreakMode.self,
        "`lineBreakMode`: how a line that does not fit wraps or is truncated. Default `byTruncatingTail`.",
        what: "line break mode", ref: "lineBreakMode"),
      ControlProperty.cases(
        "alignment", TextAlignment.self, "`textAlignment`. Default `natural` (leading in the layout direction).",
        ref: "textAlignment"),
      ControlProperty.pointerInteraction(
        "A `UIPointerInteraction` on the label; omitted, the pointer is a text beam over it."),
    ] + AccessibilityOverrides.componentProperties

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    let given = Self.contentKeys.filter(p.has)
    guard let first = given.first else {
      throw p.error("string", "missing \"string\": the text to show (or \"runs\", or \"markdown\")")
    }
    if given.count > 1 {
      throw p.error(
        given[1],
        "\"\(given[0])\" and \"\(given[1])\" are both given; a text takes one of \"string\", \"runs\" and \"markdown\"")
    }
    switch first {
    case "runs": content = .runs(p.objects("runs").map(Run.init))
    case "markdown": content = .markdown(p.string("markdown") ?? "")
    default: content = .string(p.string("string") ?? "")
    }
    font = p.font("font") ?? .style(.body)
    color = p.color("color") ?? .system(.label)
    numberOfLines = p.integer("numberOfLines") ?? 1
    lineBreakMode = p.choice("lineBreakMode", LineBreakMode.self) ?? .byTruncatingTail
    alignment = p.choice("alignment", TextAlignment.self) ?? .natural
    pointerInteraction = p.pointerInteraction("pointerInteraction")
    accessibility = AccessibilityOverrides(p)
  }

  public var propertyValues: ControlProperties {
    var text: [String: PropertyValue?] = [:]
    switch content {
    case .string(let s): text["string"] = .string(s)
    case .runs(let runs): text["runs"] = .objects(runs.map(\.propertyValues))
    case .markdown(let m): text["markdown"] = .string(m)
    }
    return ControlProperties(
      compacting: text.merging([
        "font": .font(font), "color": .color(color), "numberOfLines": .number(Double(numberOfLines)),
        "lineBreakMode": .choice(lineBreakMode), "alignment": .choice(alignment),
        "pointerInteraction": pointerInteraction.map(PropertyValue.pointerInteraction),
      ]) { own, _ in own }.merging(accessibility.propertyValues) { own, _ in own })
  }
}
