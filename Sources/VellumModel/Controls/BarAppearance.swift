/// `UIBarAppearance` (`UINavigationBarAppearance`, `UIToolbarAppearance`, `UITabBarAppearance`):
/// how a bar's background, hairline and (for navigation bars) titles look.
public struct BarAppearance: Sendable, Equatable {
  /// Which `configureWith…` method set the appearance up.
  public enum Configuration: String, Sendable, CaseIterable {
    /// `configureWithDefaultBackground()`: the system material and the hairline.
    case defaultBackground
    /// `configureWithOpaqueBackground()`: the system background colour and the hairline.
    case opaqueBackground
    /// `configureWithTransparentBackground()`: no background, no hairline.
    case transparentBackground
  }

  /// A text attributes dictionary's keys that bars read.
  public struct TextAttributes: Sendable, Equatable {
    public var foregroundColor: ColorValue?
    public var font: FontSpec?
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

  public init(_ configuration: Configuration = .defaultBackground) { self.configuration = configuration }

  /// `UIBlurEffect.Style` names `backgroundEffect` takes, and `none`.
  public static let effects = [
    "none", "systemMaterial", "systemThinMaterial", "systemUltraThinMaterial", "systemThickMaterial",
    "systemChromeMaterial", "regular", "prominent", "light", "extraLight", "dark",
  ]

  static let textAttributes = [
    ControlProperty("foregroundColor", .color, "`.foregroundColor`: the title's colour. Default `label`."),
    ControlProperty("font", .font, "`.font`: the title's font."),
  ]

  /// The keys of toolbar and tab bar appearances.
  static let barProperties = [
    ControlProperty.cases(
      "configureWith", Configuration.self,
      "The `configureWith…()` call: `defaultBackground` (material and hairline), `opaqueBackground` (the system background and hairline), `transparentBackground` (neither). Default `defaultBackground`."
    ),
    ControlProperty("backgroundColor", .color, "`backgroundColor`, over the background effect."),
    ControlProperty(
      "backgroundEffect", .choice(effects),
      "`backgroundEffect`: `none` removes the blur; a `UIBlurEffect.Style` name blurs (drawn as the bar material).",
      what: "background effect"),
    ControlProperty(
      "shadowColor", .colorOrNone, "`shadowColor`: the hairline's colour; `null` (UIKit's `nil`) or `clear` removes it."
    ),
  ]

  /// The keys of navigation bar appearances: the bar's, and title attributes.
  static let navigationProperties =
    barProperties + [
      ControlProperty("titleTextAttributes", .object(textAttributes), "`titleTextAttributes` of the title."),
      ControlProperty(
        "largeTitleTextAttributes", .object(textAttributes), "`largeTitleTextAttributes` of the large title."),
    ]

  static var properties: [ControlProperty] { navigationProperties }

  init(_ p: ControlProperties) throws(Diagnostic) {
    configuration = p.choice("configureWith", Configuration.self) ?? .defaultBackground
    backgroundColor = p.color("backgroundColor")
    backgroundEffect = p.string("backgroundEffect")
    shadowColor = p.color("shadowColor")
    func attributes(_ name: String) -> TextAttributes? {
      p.object(name).map { TextAttributes(foregroundColor: $0.color("foregroundColor"), font: $0.font("font")) }
    }
    titleTextAttributes = attributes("titleTextAttributes")
    largeTitleTextAttributes = attributes("largeTitleTextAttributes")
  }

  /// A bar's appearance keys.
  enum Key: String { case standard, scrollEdge, compact }

  /// The `standardAppearance`, `scrollEdgeAppearance` or `compactAppearance` key of a bar, with
  /// `properties` as its keys.
  static func key(_ key: Key, of bar: String, _ properties: [ControlProperty]) -> ControlProperty {
    let summary =
      switch key {
      case .standard:
        "`standardAppearance`: the \(bar) once content scrolls under it (and at the edge without a `scrollEdgeAppearance`, with a transparent background, as UIKit does)."
      case .scrollEdge: "`scrollEdgeAppearance`: the \(bar) while the content is at its edge."
      case .compact:
        "`compactAppearance`: the \(bar) in compact height (landscape iPhones); omitted, the standard one."
      }
    return ControlProperty(key.rawValue + "Appearance", .object(properties), summary)
  }

  static func read(_ p: ControlProperties, _ name: String) throws(Diagnostic) -> BarAppearance? {
    guard let o = p.object(name) else { return nil }
    return try BarAppearance(o)
  }
}

extension BarAppearance: PropertyCoded {
  var propertyValues: ControlProperties {
    func attributes(_ a: TextAttributes?) -> PropertyValue? {
      a.map {
        .object(
          ControlProperties(compacting: [
            "foregroundColor": $0.foregroundColor.map(PropertyValue.color), "font": $0.font.map(PropertyValue.font),
          ]))
      }
    }
    return ControlProperties(compacting: [
      "configureWith": .choice(configuration), "backgroundColor": backgroundColor.map(PropertyValue.color),
      "backgroundEffect": backgroundEffect.map(PropertyValue.string),
      "shadowColor": shadowColor.map(PropertyValue.color),
      "titleTextAttributes": attributes(titleTextAttributes),
      "largeTitleTextAttributes": attributes(largeTitleTextAttributes),
    ])
  }

  /// An appearance as an `object` value.
  static func value(_ a: BarAppearance?) -> PropertyValue? { a.map { .object($0.encodedProperties) } }
}
