/// `UIBarAppearance` (`UINavigationBarAppearance`, `UIToolbarAppearance`, `UITabBarAppearance`):
/// how a bar's background, hairline and (for navigation bars) titles look.
public struct BarAppearance: KeyedValue {
  /// Which `configureWith…` method set the appearance up.
  public enum Configuration: String, PropertyChoice {
    /// `configureWithDefaultBackground()`: the system material and the hairline.
    case defaultBackground
    /// `configureWithOpaqueBackground()`: the system background colour and the hairline.
    case opaqueBackground
    /// `configureWithTransparentBackground()`: no background, no hairline.
    case transparentBackground
  }

  /// A text attributes dictionary's keys that bars read.
  public struct TextAttributes: KeyedValue {
    public var foregroundColor: ColorValue?
    public var font: FontSpec?
    public init() {}

    package static let keys: [ModelKey<Self>] = [
      ModelKey(
        "foregroundColor", \.foregroundColor, .color, "`.foregroundColor`: the title's colour. Default `label`."),
      ModelKey("font", \.font, .font, "`.font`: the title's font."),
    ]
  }

  public var configuration = Configuration.defaultBackground
  public var backgroundColor: ColorValue?
  /// `backgroundEffect`: nil keeps the configuration's, `"none"` removes the blur, a material
  /// name blurs.
  public var backgroundEffect: String?
  /// `shadowColor`: the hairline's colour; `clear` (UIKit's `nil`, `null` in JSON) removes it.
  public var shadowColor: ColorValue?
  public var titleTextAttributes: TextAttributes?
  public var largeTitleTextAttributes: TextAttributes?

  public init() {}

  public init(_ configuration: Configuration) { self.configuration = configuration }

  /// `UIBlurEffect.Style` names `backgroundEffect` takes, and `none`.
  package static let effects = [
    "none", "systemMaterial", "systemThinMaterial", "systemUltraThinMaterial", "systemThickMaterial",
    "systemChromeMaterial", "regular", "prominent", "light", "extraLight", "dark",
  ]

  /// The keys of every bar's appearance: toolbars and tab bars take these alone.
  static let barKeys: [ModelKey<Self>] = [
    .cases(
      "configureWith", \.configuration,
      "The `configureWith…()` call: `defaultBackground` (material and hairline), `opaqueBackground` (the system background and hairline), `transparentBackground` (neither)."
    ),
    ModelKey("backgroundColor", \.backgroundColor, .color, "`backgroundColor`, over the background effect."),
    ModelKey(
      "backgroundEffect", \.backgroundEffect, .choice(effects),
      "`backgroundEffect`: `none` removes the blur; a `UIBlurEffect.Style` name blurs (drawn as the bar material).",
      what: "background effect"),
    ModelKey(
      "shadowColor", \.shadowColor, .colorOrNone,
      "`shadowColor`: the hairline's colour; `null` (UIKit's `nil`) or `clear` removes it."),
  ]

  /// A navigation bar appearance's keys: the bar's, and title attributes.
  package static let keys: [ModelKey<Self>] =
    barKeys + [
      ModelKey("titleTextAttributes", \.titleTextAttributes, "`titleTextAttributes` of the title."),
      ModelKey(
        "largeTitleTextAttributes", \.largeTitleTextAttributes, "`largeTitleTextAttributes` of the large title."),
    ]

  /// The keys of toolbar and tab bar appearances.
  static var barProperties: [PropertyDeclaration] { barKeys.map(\.statedProperty) }

  /// A bar's appearance keys.
  enum Key: String { case standard, scrollEdge, compact }

  private static func summary(_ key: Key, of bar: String) -> String {
    switch key {
    case .standard:
      "`standardAppearance`: the \(bar) once content scrolls under it (and at the edge without a `scrollEdgeAppearance`, with a transparent background, as UIKit does)."
    case .scrollEdge: "`scrollEdgeAppearance`: the \(bar) while the content is at its edge."
    case .compact:
      "`compactAppearance`: the \(bar) in compact height (landscape iPhones); omitted, the standard one."
    }
  }

  /// The appearance key `key` of a keyed bar, bound to `keyPath`: a toolbar's or tab bar's
  /// (`barKeys` alone) unless `titles`.
  static func modelKey<Model: KeyedValue>(
    _ key: Key, of bar: String,
    _ keyPath: @autoclosure @escaping @Sendable () -> WritableKeyPath<Model, BarAppearance?>,
    titles: Bool = false
  ) -> ModelKey<Model> {
    ModelKey(
      key.rawValue + "Appearance", keyPath(), summary(key, of: bar), taking: titles ? properties : barProperties)
  }
}
