import VellumModel

/// A `UILabel`: VellumModel's `TextComponent` under its SwiftUI-like name.
public typealias Text = TextComponent
/// A `UIImageView`: VellumModel's `ImageComponent` under its SwiftUI-like name.
public typealias Image = ImageComponent
/// A list section: VellumModel's `List.Section`.
public typealias Section = List.Section

// MARK: Stacks

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A vertical `Stack` (`UIStackView` with `axis` `.vertical`) of the components `content` builds.
public func VStack(
  alignment: Stack.Alignment = .fill, spacing: Double = 0, @ComponentBuilder _ content: () -> [Component]
) -> Stack {
  Stack(.vertical, alignment: alignment, spacing: spacing, content)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A horizontal `Stack` (`UIStackView` with `axis` `.horizontal`) of the components `content` builds.
public func HStack(
  alignment: Stack.Alignment = .fill, spacing: Double = 0, @ComponentBuilder _ content: () -> [Component]
) -> Stack {
  Stack(.horizontal, alignment: alignment, spacing: spacing, content)
}

extension Stack {
  /// A stack along `axis` of the components `content` builds.
  public init(
    _ axis: Axis, alignment: Alignment = .fill, spacing: Double = 0, @ComponentBuilder _ content: () -> [Component]
  ) {
    self.init()
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.children = content()
  }

  /// `spacing` between children, in points.
  public func spacing(_ value: Double) -> Stack { with(\.spacing, value) }
  /// `alignment` across the axis.
  public func alignment(_ value: Alignment) -> Stack { with(\.alignment, value) }
  /// `padding` (`directionalLayoutMargins`) on every edge.
  public func padding(_ all: Double) -> Stack { with(\.padding, DirectionalEdgeInsets(all: all)) }
  /// `padding` (`directionalLayoutMargins`) per edge.
  public func padding(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> Stack {
    with(\.padding, DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
  }
  /// `padding` (`directionalLayoutMargins`).
  public func padding(_ insets: DirectionalEdgeInsets) -> Stack { with(\.padding, insets) }
  /// `isLayoutMarginsRelativeArrangement` with `directionalLayoutMargins` (UIView's 8 points on
  /// each side unless given): the children laid out inside the layout margins.
  public func layoutMarginsRelativeArrangement(_ margins: DirectionalEdgeInsets? = nil) -> Stack {
    var s = self
    s.isLayoutMarginsRelativeArrangement = true
    s.directionalLayoutMargins = margins
    return s
  }
  /// `background`: the stack view's `backgroundColor`.
  public func background(_ color: ColorValue?) -> Stack { with(\.background, color) }
  /// `cornerRadius` of the background.
  public func cornerRadius(_ value: Double) -> Stack { with(\.cornerRadius, value) }
  /// `pointerInteraction`: a `UIPointerInteraction` on the stack's view.
  public func pointerInteraction(_ value: PointerInteraction?) -> Stack { with(\.pointerInteraction, value) }
}

// MARK: Text

extension TextComponent {
  /// A label showing `string`.
  public init(_ string: String) { self.init(string: string) }

  /// `font`: a Dynamic Type text style, optionally with a weight.
  public func font(_ style: TextStyle, weight: FontWeight? = nil) -> TextComponent {
    with(\.font, .textStyle(style, weight: weight))
  }
  /// `font`.
  public func font(_ font: FontSpec) -> TextComponent { with(\.font, font) }
  /// `color` (`textColor`).
  public func color(_ value: ColorValue) -> TextComponent { with(\.color, value) }
  /// `numberOfLines`: the most lines (UILabel's default 1, the last truncated); 0 is unlimited.
  public func numberOfLines(_ value: Int) -> TextComponent { with(\.numberOfLines, value) }
  /// `lineBreakMode`.
  public func lineBreakMode(_ value: LineBreakMode) -> TextComponent { with(\.lineBreakMode, value) }
  /// `alignment` (`textAlignment`).
  public func alignment(_ value: TextAlignment) -> TextComponent { with(\.alignment, value) }
  /// `pointerInteraction` on the label.
  public func pointerInteraction(_ value: PointerInteraction?) -> TextComponent { with(\.pointerInteraction, value) }
}

extension TextComponent.Run {
  /// A copy with one attribute set.
  private func with<V>(_ path: WritableKeyPath<Self, V>, _ value: V) -> Self {
    var copy = self
    copy[keyPath: path] = value
    return copy
  }
  /// `.font`: a Dynamic Type text style, optionally with a weight.
  public func font(_ style: TextStyle, weight: FontWeight? = nil) -> Self {
    with(\.font, .textStyle(style, weight: weight))
  }
  /// `.font`.
  public func font(_ font: FontSpec) -> Self { with(\.font, font) }
  /// SwiftUI's `.fontWeight(_:)`: the weight, over the run's font.
  public func fontWeight(_ weight: FontWeight?) -> Self { with(\.weight, weight) }
  /// SwiftUI's `.bold()`: the font's emphasized weight.
  public func bold(_ isActive: Bool = true) -> Self { with(\.bold, isActive) }
  /// SwiftUI's `.italic()`.
  public func italic(_ isActive: Bool = true) -> Self { with(\.italic, isActive) }
  /// SwiftUI's `.monospaced()`: SF Mono at the run's size.
  public func monospaced(_ isActive: Bool = true) -> Self { with(\.monospaced, isActive) }
  /// `.foregroundColor`.
  public func foregroundColor(_ color: ColorValue?) -> Self { with(\.color, color) }
  /// `.backgroundColor`.
  public func backgroundColor(_ color: ColorValue?) -> Self { with(\.backgroundColor, color) }
  /// `.link`: tinted, and read by VoiceOver as a link.
  public func link(_ url: String?) -> Self { with(\.link, url) }
  /// `.underlineStyle` `.single`.
  public func underline(_ isActive: Bool = true) -> Self { with(\.underline, isActive) }
  /// `.strikethroughStyle` `.single`.
  public func strikethrough(_ isActive: Bool = true) -> Self { with(\.strikethrough, isActive) }
  /// `.baselineOffset`, in points, positive up.
  public func baselineOffset(_ points: Double) -> Self { with(\.baselineOffset, points) }
  /// `.kern` (SwiftUI's `.kerning(_:)`): points after each character.
  public func kerning(_ points: Double) -> Self { with(\.kern, points) }
}

// MARK: Images

extension ImageComponent {
  /// An SF Symbol (`UIImage(systemName:)`).
  public init(systemName: String) { self.init(source: .systemName(systemName)) }
  /// A PNG file relative to the document's folder.
  public init(file path: String) { self.init(source: .file(path: path)) }
  /// A custom symbol: an SVG file relative to the document's folder (a plain SVG, or a
  /// template exported by the SF Symbols app), drawn like a system symbol.
  public init(symbolFile path: String) { self.init(source: .symbolFile(path: path)) }

  /// `width` and `height` constraints, in points.
  public func frame(width: Double? = nil, height: Double? = nil) -> ImageComponent {
    with(\.width, width).with(\.height, height)
  }
  /// `tintColor` of a symbol.
  public func tintColor(_ value: ColorValue?) -> ImageComponent { with(\.tintColor, value) }
  /// `contentMode`.
  public func contentMode(_ value: ContentMode) -> ImageComponent { with(\.contentMode, value) }
  /// `cornerRadius` of the image view.
  public func cornerRadius(_ value: Double) -> ImageComponent { with(\.cornerRadius, value) }
  /// `layer.cornerCurve`: `.continuous` for an icon's squircle.
  public func cornerCurve(_ value: ImageComponent.CornerCurve) -> ImageComponent { with(\.cornerCurve, value) }
  /// `pointSize` of a symbol.
  public func pointSize(_ value: Double?) -> ImageComponent { with(\.pointSize, value) }
  /// `UIImage.SymbolConfiguration(textStyle:)`: a symbol sized for a Dynamic Type style.
  public func textStyle(_ value: TextStyle?) -> ImageComponent { with(\.textStyle, value) }
  /// `UIImage.SymbolWeight` of a symbol.
  public func weight(_ value: FontWeight?) -> ImageComponent { with(\.weight, value) }
  /// `UIImage.SymbolScale` of a symbol.
  public func scale(_ value: SymbolScale?) -> ImageComponent { with(\.scale, value) }
  /// `UIImage.SymbolRenderingMode` of a symbol, or `template` / `original` (`UIImage.RenderingMode`)
  /// of a symbol or a PNG.
  public func renderingMode(_ value: ImageRenderingMode?) -> ImageComponent { with(\.renderingMode, value) }
  /// `UIImage.SymbolConfiguration(paletteColors:)`, primary first.
  public func paletteColors(_ value: [ColorValue]) -> ImageComponent { with(\.paletteColors, value) }
  /// `backgroundColor` of the image view, rounded by `cornerRadius` (a Settings icon).
  public func backgroundColor(_ value: ColorValue?) -> ImageComponent { with(\.backgroundColor, value) }
  /// `pointerInteraction` on the image view.
  public func pointerInteraction(_ value: PointerInteraction?) -> ImageComponent {
    with(\.pointerInteraction, value)
  }
}

// MARK: Spacer

extension Spacer {
  /// Flexible space at least `minLength` points long.
  public init(minLength: Double) {
    self.init()
    self.minLength = minLength
  }
}

// MARK: Colours

extension ColorValue {
  /// A fixed colour from `#RGB`, `#RRGGBB` or `#RRGGBBAA`; a malformed string is a programming error.
  public static func hex(_ string: String) -> ColorValue {
    guard let c = Color(hex: string) else { preconditionFailure("invalid hex colour \(string)") }
    return .fixed(c)
  }
  /// A colour for each appearance (`UIColor(dynamicProvider:)`).
  public static func dynamic(_ light: ColorValue, _ dark: ColorValue) -> ColorValue {
    .dynamic(light: light, dark: dark)
  }
  /// `UIColor.clear`.
  public static let clear = ColorValue.fixed(.clear)
  /// `UIColor.white`.
  public static let white = ColorValue.fixed(.white)
  /// `UIColor.black`.
  public static let black = ColorValue.fixed(.black)
}

extension ColorValue {
  /// `UIColor.tintColor`: the canvas tint.
  public static var tintColor: ColorValue { .tint }
}
