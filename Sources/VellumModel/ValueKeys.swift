/// The objects the shared value types take (`$defs/dynamicColor`, `$defs/font`, `$defs/insets`),
/// each key declared once. The value types' other spellings (a colour's name or hex string, a
/// text style's name, one number for every edge) are read where the value is
/// (`Decoding.color`, `.font`, `.insets`).

/// `{ "light": colour, "dark": colour }`: `UIColor(dynamicProvider:)`.
struct DynamicColorKeys: KeyedValue {
  var light: ColorValue?
  var dark: ColorValue?
  init() {}
  init(light: ColorValue, dark: ColorValue) {
    self.light = light
    self.dark = dark
  }

  static let keys: [ModelKey<Self>] = [
    ModelKey(
      "light", \.light, .color, "The colour in light mode.",
      missing: "a dynamic colour needs both \"light\" and \"dark\""),
    ModelKey(
      "dark", \.dark, .color, "The colour in dark mode.", missing: "a dynamic colour needs both \"light\" and \"dark\""),
  ]

  /// The colour both keys make (each is required, so the decoder has set both).
  var color: ColorValue { .dynamic(light: light ?? .fixed(.clear), dark: dark ?? .fixed(.clear)) }
}

/// `{ "textStyle", "weight" }` (`UIFont.preferredFont(forTextStyle:)` re-weighted) or
/// `{ "size", "weight" }` (`UIFont.systemFont(ofSize:weight:)`).
struct FontKeys: KeyedValue {
  var textStyle: TextStyle?
  var size: Double?
  var weight: FontWeight?
  init() {}
  /// The keys that write `font` (a fixed size's `regular` weight left out).
  init(_ font: FontSpec) {
    switch font {
    case .textStyle(let style, let weight): (textStyle, self.weight) = (style, weight)
    case .system(let size, let weight): (self.size, self.weight) = (size, weight == .regular ? nil : weight)
    }
  }

  static let keys: [ModelKey<Self>] = [
    .cases(
      "textStyle", \.textStyle, "A Dynamic Type text style, scaled by the canvas content size category.",
      what: "text style", ref: "textStyle"),
    ModelKey("size", \.size, .number(1...1000), "A fixed point size (not scaled by Dynamic Type)."),
    .cases(
      "weight", \.weight,
      "The weight; omitted, the text style's own (`headline` is semibold), or `regular` at a fixed size.",
      what: "font weight", ref: "fontWeight"),
  ]

  /// A text style or a size, not both.
  mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    switch (textStyle, size) {
    case (.some, .some): throw p.error("size", "give either \"textStyle\" or \"size\", not both")
    case (nil, nil): throw p.error(nil, "a font needs \"textStyle\" or \"size\"")
    default: break
    }
  }

  var font: FontSpec {
    if let textStyle { return .textStyle(textStyle, weight: weight) }
    return .system(size: size ?? 17, weight: weight ?? .regular)
  }
}

extension DirectionalEdgeInsets: KeyedValue {
  public init() { self.init(top: 0) }

  /// The edges as an object's keys; an omitted edge is 0.
  package static let keys: [ModelKey<Self>] = [
    ModelKey("top", \.top, .number(-10_000...10_000), "Top inset."),
    ModelKey("leading", \.leading, .number(-10_000...10_000), "Leading inset (left in left-to-right layouts)."),
    ModelKey("bottom", \.bottom, .number(-10_000...10_000), "Bottom inset."),
    ModelKey("trailing", \.trailing, .number(-10_000...10_000), "Trailing inset (right in left-to-right layouts)."),
  ]
}
