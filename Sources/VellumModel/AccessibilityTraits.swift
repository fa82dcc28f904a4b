/// `UIAccessibilityTraits`, by UIKit's names.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  public static let header = AccessibilityTraits(rawValue: 1 << 2)
  public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
  public static let image = AccessibilityTraits(rawValue: 1 << 4)
  public static let selected = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let staticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 10)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 12)
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 13)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
  /// iOS 17's `toggleButton`: a switch.
  public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)

  /// Every trait with its name, in UIKit's order.
  package static let named: [(name: String, trait: AccessibilityTraits)] = [
    ("button", .button), ("toggleButton", .toggleButton), ("link", .link), ("header", .header),
    ("searchField", .searchField), ("image", .image), ("selected", .selected), ("playsSound", .playsSound),
    ("keyboardKey", .keyboardKey), ("staticText", .staticText), ("summaryElement", .summaryElement),
    ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently),
    ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
    ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
    ("tabBar", .tabBar),
  ]

  /// The trait called `name`, if any.
  public init?(name: String) {
    guard let t = Self.named.first(where: { $0.name == name })?.trait else { return nil }
    self = t
  }

  /// The names of the traits set, in UIKit's order.
  public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }
}

/// What an author says about a component's accessibility, as UIKit's `UIAccessibility`
/// properties: each set value replaces what Vellum derives, the rest stay derived.
public struct AccessibilityOverrides: Sendable, Equatable {
  /// `accessibilityLabel`.
  public var label: String?
  /// `accessibilityValue`.
  public var value: String?
  /// `accessibilityHint`.
  public var hint: String?
  /// `accessibilityTraits`: replaces the derived traits.
  public var traits: AccessibilityTraits?
  /// `isAccessibilityElement`: true makes a container one element (its children's labels
  /// joined) and an image an element; false hides the component itself (not what is inside).
  public var isAccessibilityElement: Bool?
  /// `accessibilityElementsHidden`: hides the component and everything inside it.
  public var elementsHidden = false

  public init() {}

  /// Whether nothing is set.
  public var isEmpty: Bool { self == AccessibilityOverrides() }
}

extension AccessibilityOverrides: KeyedValue {
  /// The keys as controls take them, with their common keys.
  package static let keys: [ModelKey<AccessibilityOverrides>] = [
    ModelKey(
      "accessibilityLabel", \.label, .text(maxLength: DocumentDecoder.maximumTextLength),
      "`accessibilityLabel`: what VoiceOver calls it; omitted, derived (its text, its title)."),
    ModelKey(
      "accessibilityValue", \.value, .text(maxLength: DocumentDecoder.maximumTextLength),
      "`accessibilityValue`: its current value; omitted, derived (a slider's percentage, a switch's on/off)."),
    ModelKey(
      "accessibilityHint", \.hint, .text(maxLength: DocumentDecoder.maximumTextLength),
      "`accessibilityHint`: what using it does."),
    ModelKey(
      "accessibilityTraits", \.traits, .choices(AccessibilityTraits.named.map(\.name)),
      "`accessibilityTraits`, by name (`button`, `header`, `selected`, `adjustable` …): replaces the derived traits."),
    ModelKey(
      "isAccessibilityElement", \.isAccessibilityElement, .boolean,
      "`isAccessibilityElement`: true makes a stack one element (its children's labels joined) and an image an element; false hides the component's own element."
    ),
    ModelKey(
      "accessibilityElementsHidden", \.elementsHidden, .boolean,
      "`accessibilityElementsHidden`: hides the component and everything inside it from VoiceOver."),
  ]

  /// The keys as other components take them: the same, but `accessibilityTraits` has the
  /// messages components have always had (each name at most 100 characters).
  package static let componentKeys: [ModelKey<AccessibilityOverrides>] = keys.map {
    $0.property.name == "accessibilityTraits" ? $0.withType(.accessibilityTraits) : $0
  }

  /// `componentKeys` as the decoder reads them, made once (every cell reads them).
  static let componentProperties = componentKeys.map(\.statedProperty)

  /// The JSON keys, as UIKit names the properties.
  package static let keyNames = keys.map(\.property.name)
}
