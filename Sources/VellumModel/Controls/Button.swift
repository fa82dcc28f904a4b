/// `UIButton` with an iOS 15 `UIButton.Configuration`.
public struct Button: Control {
  /// The configuration factories (`.plain()`, `.filled()`, …) and their SwiftUI-era aliases.
  public enum Style: String, Sendable, CaseIterable {
    case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
  }
  public enum ImagePlacement: String, Sendable, CaseIterable { case leading, trailing, top, bottom }
  public enum CornerStyle: String, Sendable, CaseIterable { case dynamic, fixed, capsule, large, medium, small }
  public enum ButtonSize: String, Sendable, CaseIterable { case mini, small, medium, large }
  public enum Role: String, Sendable, CaseIterable { case normal, primary, cancel, destructive }
  /// `UIButton.Configuration.Indicator`.
  public enum Indicator: String, Sendable, CaseIterable { case automatic, none, popup }

  public static let kind = "button"
  public static let summary = "A `UIButton` with an iOS 15 `UIButton.Configuration`."
  public static let properties = [
    ControlProperty.cases(
      "style", Style.self, "The configuration: `.plain()`, `.gray()`, `.tinted()`, `.filled()`, …. Default `plain`."),
    ControlProperty("title", .text(maxLength: 500), "`title`."),
    ControlProperty("subtitle", .text(maxLength: 500), "`subtitle`, under the title."),
    ControlProperty("image", .image, "`image`: a symbol or a PNG."),
    ControlProperty.cases("imagePlacement", ImagePlacement.self, "`imagePlacement`. Default `leading`."),
    ControlProperty("imagePadding", .number(0...1000), "`imagePadding`: points between image and title. Default 0."),
    ControlProperty.cases("cornerStyle", CornerStyle.self, "`cornerStyle`. Default `dynamic` (follows `buttonSize`)."),
    ControlProperty("cornerRadius", .number(0...1000), "`background.cornerRadius`, for `cornerStyle: fixed`."),
    ControlProperty.cases("buttonSize", ButtonSize.self, "`buttonSize`. Default `medium`."),
    ControlProperty("baseForegroundColor", .color, "`baseForegroundColor`: title and image."),
    ControlProperty("baseBackgroundColor", .color, "`baseBackgroundColor`: the background the style tints."),
    ControlProperty("showsActivityIndicator", .boolean, "`showsActivityIndicator`: a spinner in place of the image."),
    ControlProperty.cases("role", Role.self, "`role`: `destructive` turns the button red. Default `normal`."),
    ControlProperty(
      "showsMenuAsPrimaryAction", .boolean, "`showsMenuAsPrimaryAction`: a pull-down button, with its chevron."),
    ControlProperty(
      "changesSelectionAsPrimaryAction", .boolean,
      "`changesSelectionAsPrimaryAction`: a pop-up button, with the up-and-down chevron."),
    ControlProperty(
      "indicator", .choice(Indicator.allCases.map(\.rawValue)),
      "`indicator`: `automatic` shows the up-and-down chevron on pop-up buttons and a down chevron on titled pull-down buttons; `none`; `popup`."
    ),
    ControlProperty("menu", .menu, "`menu`: the `UIMenu` the button shows."),
    ControlProperty("isMenuPresented", .boolean, "The menu is open, anchored to the button as iOS anchors it."),
    ControlProperty(
      "isPointerInteractionEnabled", .boolean,
      "`isPointerInteractionEnabled`: the iPadOS pointer's automatic effect over the button. Default false, true when `pointerStyle` is given (as setting `pointerStyleProvider` does)."
    ),
  ]

  public var style = Style.plain
  public var title: String?
  public var subtitle: String?
  public var image: ImageSource?
  public var imagePlacement = ImagePlacement.leading
  public var imagePadding = 0.0
  public var cornerStyle = CornerStyle.dynamic
  public var cornerRadius: Double?
  public var buttonSize = ButtonSize.medium
  public var baseForegroundColor: ColorValue?
  public var baseBackgroundColor: ColorValue?
  public var showsActivityIndicator = false
  public var role = Role.normal
  public var showsMenuAsPrimaryAction = false
  public var changesSelectionAsPrimaryAction = false
  public var indicator = Indicator.automatic
  public var menu: Menu?
  public var isMenuPresented = false
  /// nil: false, unless `pointerStyle` is given.
  public var isPointerInteractionEnabled: Bool?
  public var common = ControlCommon()

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    style = p.choice("style", Style.self) ?? .plain
    title = p.string("title")
    subtitle = p.string("subtitle")
    image = p.image("image")
    imagePlacement = p.choice("imagePlacement", ImagePlacement.self) ?? .leading
    imagePadding = p.number("imagePadding") ?? 0
    cornerStyle = p.choice("cornerStyle", CornerStyle.self) ?? .dynamic
    cornerRadius = p.number("cornerRadius")
    buttonSize = p.choice("buttonSize", ButtonSize.self) ?? .medium
    baseForegroundColor = p.color("baseForegroundColor")
    baseBackgroundColor = p.color("baseBackgroundColor")
    showsActivityIndicator = p.bool("showsActivityIndicator") ?? false
    role = p.choice("role", Role.self) ?? .normal
    showsMenuAsPrimaryAction = p.bool("showsMenuAsPrimaryAction") ?? false
    changesSelectionAsPrimaryAction = p.bool("changesSelectionAsPrimaryAction") ?? false
    indicator = p.choice("indicator", Indicator.self) ?? .automatic
    menu = p.menu("menu")
    isMenuPresented = p.bool("isMenuPresented") ?? false
    isPointerInteractionEnabled = p.bool("isPointerInteractionEnabled")
    if isMenuPresented && menu == nil {
      p.warnings.append(p.error("isMenuPresented", "there is no \"menu\" to present; nothing opens"))
    }
  }

  public init(style: Style, title: String) {
    self.style = style
    self.title = title
  }
}

extension Button {
  public var propertyValues: ControlProperties {
    ControlProperties(compacting: [
      "style": .choice(style), "title": title.map(PropertyValue.string), "subtitle": subtitle.map(PropertyValue.string),
      "image": image.map(PropertyValue.image), "imagePlacement": .choice(imagePlacement),
      "imagePadding": .number(imagePadding), "cornerStyle": .choice(cornerStyle),
      "cornerRadius": cornerRadius.map(PropertyValue.number), "buttonSize": .choice(buttonSize),
      "baseForegroundColor": baseForegroundColor.map(PropertyValue.color),
      "baseBackgroundColor": baseBackgroundColor.map(PropertyValue.color),
      "showsActivityIndicator": .bool(showsActivityIndicator), "role": .choice(role),
      "showsMenuAsPrimaryAction": .bool(showsMenuAsPrimaryAction),
      "changesSelectionAsPrimaryAction": .bool(changesSelectionAsPrimaryAction), "indicator": .choice(indicator),
      "menu": menu.map(PropertyValue.menu), "isMenuPresented": .bool(isMenuPresented),
      "isPointerInteractionEnabled": isPointerInteractionEnabled.map(PropertyValue.bool),
    ])
  }
}
