/// `UIAlertAction`: one button of an alert or action sheet.
public struct AlertAction: KeyedValue {
  /// `UIAlertAction.Style`.
  public enum Style: String, PropertyChoice { case `default`, cancel, destructive }
  public var title = ""
  public var style = Style.default
  public var isEnabled = true

  public init() {}

  public init(title: String, style: Style = .default) {
    self.title = title
    self.style = style
  }

  package static let keys: [ModelKey<Self>] = [
    ModelKey("title", \.title, .text(maxLength: 200), "`title`.", missing: "an action needs a \"title\""),
    .cases("style", \.style, "`style`: `cancel` (semibold, and last or on its own), `destructive` (system red)."),
    ModelKey("isEnabled", \.isEnabled, .boolean, "`isEnabled`: false greys the button."),
  ]
}

/// A text field `addTextField` added to an alert.
public struct AlertTextField: KeyedValue {
  public var placeholder: String?
  public var text = ""
  public var isSecureTextEntry = false

  public init() {}

  package static let keys: [ModelKey<Self>] = [
    ModelKey("placeholder", \.placeholder, .text(maxLength: 200), "`placeholder`."),
    ModelKey("text", \.text, .text(maxLength: 1000), "`text`."),
    ModelKey("isSecureTextEntry", \.isSecureTextEntry, .boolean, "`isSecureTextEntry`: the text as dots."),
  ]
}

/// `UIAlertController`: an alert, or an action sheet, presented over a screen.
public struct AlertController: ControlModel {
  public func mappingComponents(_ transform: (Component) -> Component) -> Self {
    var c = self
    c.presenting = presenting.map(transform)
    return c
  }

  /// `UIAlertController.Style`.
  public enum Style: String, PropertyChoice { case alert, actionSheet }

  public static let kind = "alertController"
  package static let summary =
    "A `UIAlertController` over its dimmed `presenting` screen: a centred alert, or an action sheet (at the bottom on iPhone, a popover at `sourceRect` or `barButtonItem` on iPad; in the iOS 26 look it grows out of such a source on iPhone too)."
  package static let maximumActions = 40
  package static let keys: [ModelKey<Self>] = [
    ModelKey("title", \.title, .text(maxLength: 1000), "`title`."),
    ModelKey("message", \.message, .text(maxLength: 4000), "`message`."),
    .cases("preferredStyle", \.preferredStyle, "`preferredStyle`: `alert` or `actionSheet`."),
    ModelKey(
      "actions", \.actions, maxCount: maximumActions, "The `UIAlertAction`s, in the order added: at most one `cancel`.",
      missing: "an alert needs \"actions\""),
    ModelKey(
      "preferredAction", \.preferredAction, .text(maxLength: 200),
      "`preferredAction`: the title of the action drawn semibold (instead of the cancel action).",
      decode: { (alert: AlertController, value, error) throws(Diagnostic) -> Int? in
        // No actions at all is `didDecode`'s error.
        guard case .string(let title) = value, !alert.actions.isEmpty else { return nil }
        guard let i = alert.actions.firstIndex(where: { $0.title == title }) else {
          throw error(unknownName(title, what: "action", names: alert.actions.map(\.title)))
        }
        return i
      },
      encode: { alert, i in i.flatMap { alert.actions.indices.contains($0) ? .string(alert.actions[$0].title) : nil } }
    ),
    ModelKey(
      "textFields", \.textFields, maxCount: 10, "`addTextField`: text fields under the message (alerts only)."),
    ModelKey("presenting", \.presenting, .component, "The presenting screen, dimmed below the alert."),
    ModelKey("sourceRect", \.sourceRect, Rect.sourceRectSummary),
    ModelKey(
      "barButtonItem", \.barButtonItem, .text(maxLength: 200),
      "`popoverPresentationController.barButtonItem`: the presenting screen's bar button item an action sheet grows out of: on iPad, and in the iOS 26 look on iPhone too (iOS 18's iPhone sheet stays at the bottom). Named by its `systemItem`, `title` or image `systemName` (`action`, `Edit`, `square.and.arrow.up`); instead of `sourceRect`."
    ),
  ]

  public var title: String?
  public var message: String?
  public var preferredStyle = Style.alert
  public var actions: [AlertAction] = []
  /// The index in `actions` of the preferred action.
  public var preferredAction: Int?
  public var textFields: [AlertTextField] = []
  public var presenting: Component?
  /// The action sheet's anchor (on iPad; in the iOS 26 look on iPhone too), in the presenting
  /// screen's coordinates.
  public var sourceRect: Rect?
  /// The action sheet's anchor (on iPad; in the iOS 26 look on iPhone too): a bar button item of
  /// the presenting screen, by one of its `BarButtonItem.anchorNames`.
  public var barButtonItem: String?
  public var common = ControlCommon()

  public init(title: String?, message: String?, actions: [AlertAction], presenting: Component? = nil) {
    self.title = title
    self.message = message
    self.actions = actions
    self.presenting = presenting
  }

  public init() {}

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    guard !actions.isEmpty else {
      throw p.error("actions", "an alert needs at least one action: without one it could not be dismissed")
    }
    let cancels = actions.indices.filter { actions[$0].style == .cancel }
    if cancels.count > 1 {
      throw p.error(
        "actions",
        "actions \(cancels.map(String.init).joined(separator: " and ")) are both cancel actions; UIKit allows one (it raises an exception for a second)"
      )
    }
    if preferredStyle == .actionSheet && !textFields.isEmpty {
      throw p.error(
        "textFields", "text fields can only be added to an alert; UIKit raises an exception for an action sheet")
    }
    if let name = barButtonItem {
      if sourceRect != nil {
        throw p.error("barButtonItem", "give either \"sourceRect\" or \"barButtonItem\", not both")
      }
      let names = presenting.map(Self.barButtonItems)?.flatMap(\.anchorNames) ?? []
      guard names.contains(name) else {
        throw p.error(
          "barButtonItem",
          names.isEmpty
            ? "the presenting screen has no bar button item for the action sheet to point at"
            : unknownName(name, what: "bar button item", names: names))
      }
    }
  }

  /// The bar button items of a screen's navigation bars and toolbars, in document order.
  static func barButtonItems(in screen: Component) -> [BarButtonItem] {
    var items: [BarButtonItem] = []
    func visit(_ c: Component) -> Component {
      if let bar = c.as(NavigationBar.self) {
        items += bar.leftBarButtonItems + bar.rightBarButtonItems
        for t in bar.toolbar { items += [t.item] + (t.controlGroup?.items ?? []) }
      } else if let bar = c.as(Toolbar.self) {
        items += bar.items
      }
      _ = c.value.mappingComponents(visit)
      return c
    }
    _ = visit(screen)
    return items
  }
}
