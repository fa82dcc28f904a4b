/// The software keyboard shown over the bottom of the canvas (`canvas.keyboard`).
public struct Keyboard: Sendable, Equatable {
  /// `UIKeyboardType`.
  public enum KeyboardType: String, Sendable, CaseIterable {
    case `default`, emailAddress, URL, numberPad, decimalPad, phonePad, asciiCapable, numbersAndPunctuation
    case namePhonePad, twitter, webSearch, asciiCapableNumberPad

    /// The keys drawn: letters (with this type's bottom row), the numbers-and-punctuation page, or
    /// a pad of digits.
    package enum Layout: Sendable, Equatable { case letters, numbersAndPunctuation, digits(DigitPad) }
    /// A pad's extras: none (`numberPad`), a decimal point, or a phone pad's letters and `+*#`.
    package enum DigitPad: Sendable, Equatable { case plain, decimal, phone }

    /// Whether the keys are a pad of digits (no QuickType bar above them).
    package var isDigitPad: Bool { if case .digits = layout { true } else { false } }

    package var layout: Layout {
      switch self {
      case .numberPad, .asciiCapableNumberPad: .digits(.plain)
      case .decimalPad: .digits(.decimal)
      case .phonePad: .digits(.phone)
      case .numbersAndPunctuation: .numbersAndPunctuation
      case .default, .emailAddress, .URL, .asciiCapable, .namePhonePad, .twitter, .webSearch: .letters
      }
    }
  }
  /// `UIReturnKeyType`.
  public enum ReturnKey: String, Sendable, CaseIterable { case `default`, go, search, send, done, next }

  /// The keys shown; `default`: the editing text field's `keyboardType` (letters without one).
  public var type = KeyboardType.default
  /// The `keyboardType` of the document's editing text field (the decoder finds it).
  public var editingFieldType: KeyboardType?
  /// The `textContentType` of the document's editing text field (the decoder finds it): what
  /// the QuickType bar suggests for it.
  public var editingFieldContentType: TextContentType?
  /// The keys drawn: `type`, or the editing field's when `type` is `default`.
  package var shownType: KeyboardType { type != .default ? type : editingFieldType ?? .default }
  /// The letter layout: `en_US` (QWERTY), `de_DE` (QWERTZ), `fr_FR` (AZERTY).
  public var locale = "en_US"
  public var returnKeyType = ReturnKey.default
  public init() {}

  package static let locales = ["en_US", "en_GB", "de_DE", "fr_FR"]

  /// The three letter rows of the locale.
  package var letterRows: [[String]] {
    switch locale {
    case "de_DE": ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"].map { $0.map(String.init) }
    case "fr_FR": ["azertyuiop", "qsdfghjklm", "wxcvbn"].map { $0.map(String.init) }
    default: ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { $0.map(String.init) }
    }
  }

  /// The numbers-and-punctuation page's three rows (`numbersAndPunctuation`, iOS's "123" page).
  package static let numbersAndPunctuationRows: [[String]] = [
    "1234567890".map(String.init), ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""],
    [".", ",", "?", "!", "'"],
  ]

  /// The return key's title.
  package var returnTitle: String {
    switch returnKeyType {
    case .default: locale == "de_DE" ? "Return" : "return"
    case .go: "go"
    case .search: "search"
    case .send: "send"
    case .done: "done"
    case .next: "next"
    }
  }
}

extension Keyboard.KeyboardType: PropertyChoice {}
extension TextContentType: PropertyChoice {}

/// `UITextContentType`: what a text field holds, for AutoFill. Most types change nothing drawn;
/// the QuickType bar above the keyboard shows AutoFill's suggestion for a few.
public enum TextContentType: String, Sendable, CaseIterable {
  case name, namePrefix, givenName, middleName, familyName, nameSuffix, nickname, jobTitle, organizationName
  case location, fullStreetAddress, streetAddressLine1, streetAddressLine2, addressCity, addressState
  case addressCityAndState, sublocality, countryName, postalCode, telephoneNumber, emailAddress, URL
  case creditCardNumber, creditCardSecurityCode, creditCardName, creditCardExpiration, username, password
  case newPassword, oneTimeCode, shipmentTrackingNumber, flightNumber, dateTime, birthdate

  /// What the QuickType bar shows for a field of this type while it is editing.
  package enum Suggestion: Sendable, Equatable {
    /// A code from Messages (`oneTimeCode`), over every keyboard, a number pad too.
    case codeFromMessages
    /// The key and "Passwords" (`username`, `password`): AutoFill's saved logins.
    case passwords
    /// The key and "Use Strong Password" (`newPassword`).
    case strongPassword
  }

  /// The QuickType bar's suggestion for this type; nil: the usual word suggestions.
  package var suggestion: Suggestion? {
    switch self {
    case .oneTimeCode: .codeFromMessages
    case .username, .password: .passwords
    case .newPassword: .strongPassword
    default: nil
    }
  }
}
extension Keyboard.ReturnKey: PropertyChoice {}

extension Keyboard: KeyedValue {

  package static let keys: [ModelKey<Keyboard>] = [
    .cases(
      "type", \.type, "`UIKeyboardType`; `default` shows the editing text field's `keyboardType`.",
      what: "keyboard type"),
    ModelKey("locale", \.locale, .choice(Keyboard.locales), "The letter layout.", what: "keyboard locale"),
    .cases("returnKeyType", \.returnKeyType, "`UIReturnKeyType`.", what: "return key type"),
  ]
}
