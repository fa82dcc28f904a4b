/// The software keyboard shown over the bottom of the canvas (`canvas.keyboard`).
public struct Keyboard: Sendable, Equatable {
  /// `UIKeyboardType`.
  public enum KeyboardType: String, Sendable, CaseIterable { case `default`, emailAddress, URL, numberPad }
  /// `UIReturnKeyType`.
  public enum ReturnKey: String, Sendable, CaseIterable { case `default`, go, search, send, done, next }

  public var type = KeyboardType.default
  /// The letter layout: `en_US` (QWERTY), `de_DE` (QWERTZ), `fr_FR` (AZERTY).
  public var locale = "en_US"
  public var returnKeyType = ReturnKey.default
  public init() {}

  public static let locales = ["en_US", "en_GB", "de_DE", "fr_FR"]

  /// The three letter rows of the locale.
  public var letterRows: [[String]] {
    switch locale {
    case "de_DE": ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"].map { $0.map(String.init) }
    case "fr_FR": ["azertyuiop", "qsdfghjklm", "wxcvbn"].map { $0.map(String.init) }
    default: ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { $0.map(String.init) }
    }
  }

  /// The return key's title.
  public var returnTitle: String {
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
extension Keyboard.ReturnKey: PropertyChoice {}

extension Keyboard: KeyedValue {
  public static var keysAreIndependent: Bool { true }

  public static let keys: [ModelKey<Keyboard>] = [
    .cases("type", \.type, "`UIKeyboardType`.", what: "keyboard type"),
    ModelKey("locale", \.locale, .choice(Keyboard.locales), "The letter layout.", what: "keyboard locale"),
    .cases("returnKeyType", \.returnKeyType, "`UIReturnKeyType`.", what: "return key type"),
  ]
}
