/// `UIAlertAction`: one button of an alert or action sheet.
public struct AlertAction: Sendable, Equatable {
  /// `UIAlertAction.Style`.
  public enum Style: String, Sendable, CaseIterable { case `default`, cancel, destructive }
  public var title: String
  public var style = Style.default
  public var isEnabled = true

  public init(title: String, style: Style = .default) {
    self.title = title
    self.style = style
  }

  static let properties = [
    ControlProperty("title", .text(maxLength: 200), "`title`.", missing: "an action needs a \"title\""),
    ControlProperty.cases(
      "style", Style.self,
      "`style`: `cancel` (semibold, and last or on its own), `destructive` (system red). Default `default`."),
    ControlProperty("isEnabled", .boolean, "`isEnabled`: false greys the button. Default true."),
  ]

  init(_ p: ControlProperties) throws(Diagnostic) {
    title = p.string("title") ?? ""
    style = p.choice("style", Style.self) ?? .default
    isEnabled = p.bool("isEnabled") ?? true
  }
}

extension AlertAction: PropertyCoded {
  var propertyValues: ControlProperties {
    ControlProperties(["title": .string(title), "style": .choice(style), "isEnabled": .bool(isEnabled)])
  }
}

/// A text field `addTextField` added to an alert.
public struct AlertTextField: Sendable, Equatable {
  public var placeholder: String?
  public var text = ""
  public var isSecureTextEntry = false

  static let properties = [
    ControlProperty("placeholder", .text(maxLength: 200), "`placeholder`."),
    ControlProperty("text", .text(maxLength: 1000), "`text`."),
    ControlProperty("isSecureTextEntry", .boolean, "`isSecureTextEntry`: the text as dots. Default false."),
  ]

  init(_ p: ControlProperties) throws(Diagnostic) {
    placeholder = p.string("placeholder")
    text = p.string("text") ?? ""
    isSecureTextEntry = p.bool("isSecureTextEntry") ?? false
  }
}

extension AlertTextField: PropertyCoded {
  var propertyValues: ControlProperties {
    ControlProperties(compacting: [
      "placeholder": placeholder.map(PropertyValue.string), "text": .string(text),
      "isSecureTextEntry": .bool(isSecureTextEntry),
    ])
  }
}

/// `UIAlertController`: an alert, or an action sheet, presented over a screen.
public struct AlertController: Control {
  public func mappingComponents(_ transform: (Component) -> Component) -> Self {
    var c = self
    c.presenting = presenting.map(transform)
    return c
  }

  /// `UIAlertController.Style`.
  public enum Style: String, Sendable, CaseIterable { case alert, actionSheet }

  public static let kind = "alertController"
  public static let summary =
    "A `UIAlertController` over its dimmed `presenting` screen: a centred alert, or an action sheet (at the bottom on iPhone, a popover at `sourceRect` on iPad)."
  public static let maximumActions = 40
  public static let properties: [ControlProperty] = [
    ControlProperty("title", .text(maxLength: 1000), "`title`."),
    ControlProperty("message", .text(maxLength: 4000), "`message`."),
    ControlProperty.cases(
      "preferredStyle", Style.self, "`preferredStyle`: `alert` or `actionSheet`. Default `alert`."),
    ControlProperty(
      "actions", .objects(AlertAction.properties, maxCount: maximumActions),
      "The `UIAlertAction`s, in the order added: at most one `cancel`.", missing: "an alert needs \"actions\""),
    ControlProperty(
      "preferredAction", .text(maxLength: 200),
      "`preferredAction`: the title of the action drawn semibold (instead of the cancel action)."),
    ControlProperty(
      "textFields", .objects(AlertTextField.properties, maxCount: 10),
      "`addTextField`: text fields under the message (alerts only)."),
    ControlProperty("presenting", .component, "The presenting screen, dimmed below the alert."),
    Popover.properties.first { $0.name == "sourceRect" }!,
    ControlProperty(
      "barButtonItem", .text(maxLength: 200),
      "`popoverPresentationController.barButtonItem`: the presenting screen's bar button item an iPad action sheet points at, named by its `systemItem`, `title` or image `systemName` (`action`, `Edit`, `square.and.arrow.up`); instead of `sourceRect`."
    ),
  ]

  public var title: String?
  public var message: String?
  public var preferredStyle = Style.alert
  public var actions: [AlertAction]
  /// The index in `actions` of the preferred action.
  public var preferredAction: Int?
  public var textFields: [AlertTextField] = []
  public var presenting: Component?
  /// The iPad action sheet's anchor, in the presenting screen's coordinates.
  public var sourceRect: Rect?
  /// The iPad action sheet's anchor: a bar button item of the presenting screen, by one of its
  /// `BarButtonItem.anchorNames`.
  public var barButtonItem: String?
  public var common = ControlCommon()

  public init(title: String?, message: String?, actions: [AlertAction], presenting: Component? = nil) {
    self.title = title
    self.message = message
    self.actions = actions
    self.presenting = presenting
  }

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    title = p.string("title")
    message = p.string("message")
    preferredStyle = p.choice("preferredStyle", Style.self) ?? .alert
    actions = try p.objects("actions").map { (o) throws(Diagnostic) in try AlertAction(o) }
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
    if let name = p.string("preferredAction") {
      guard let i = actions.firstIndex(where: { $0.title == name }) else {
        throw p.error("preferredAction", unknownName(name, what: "action", names: actions.map(\.title)))
      }
      preferredAction = i
    }
    textFields = try p.objects("textFields").map { (o) throws(Diagnostic) in try AlertTextField(o) }
    if preferredStyle == .actionSheet && !textFields.isEmpty {
      throw p.error(
        "textFields", "text fields can only be added to an alert; UIKit raises an exception for an action sheet")
    }
    presenting = p.component("presenting")
    sourceRect = p.object("sourceRect").map {
      Rect(
        x: $0.number("x") ?? 0, y: $0.number("y") ?? 0, width: $0.number("width") ?? 0, height: $0.number("height") ?? 0
      )
    }
    if let name = p.string("barButtonItem") {
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
      barButtonItem = name
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

extension AlertController {
  public var propertyValues: ControlProperties {
    ControlProperties(compacting: [
      "title": title.map(PropertyValue.string), "message": message.map(PropertyValue.string),
      "preferredStyle": .choice(preferredStyle), "actions": .objects(actions.map(\.encodedProperties)),
      "preferredAction": preferredAction.map { .string(actions[$0].title) },
      "textFields": .objects(textFields.map(\.encodedProperties)),
      "presenting": presenting.map(PropertyValue.component), "sourceRect": sourceRect.map(PropertyValue.rect),
      "barButtonItem": barButtonItem.map(PropertyValue.string),
    ])
  }
}
