/// `UIButton` with an iOS 15 `UIButton.Configuration`.
public struct Button: ControlModel {
  /// The configuration factories (`.plain()`, `.filled()`, …, iOS 26's `.glass()` and
  /// `.prominentGlass()`) and their SwiftUI-era aliases.
  public enum Style: String, Sendable, CaseIterable, PropertyChoice {
    case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent, glass, prominentGlass
  }
  public enum ImagePlacement: String, Sendable, CaseIterable, PropertyChoice { case leading, trailing, top, bottom }
  public enum CornerStyle: String, Sendable, CaseIterable, PropertyChoice {
    case dynamic, fixed, capsule, large, medium, small
  }
  public enum ButtonSize: String, Sendable, CaseIterable, PropertyChoice { case mini, small, medium, large }
  public enum Role: String, Sendable, CaseIterable, PropertyChoice { case normal, primary, cancel, destructive }
  /// `UIButton.Configuration.Indicator`.
  public enum Indicator: String, Sendable, CaseIterable, PropertyChoice { case automatic, none, popup }

  public static let kind = "button"
  package static let summary = "A `UIButton` with an iOS 15 `UIButton.Configuration`."
  package static let keys: [ModelKey<Self>] = [
    .cases(
      "style", \.style,
      "The configuration: `.plain()`, `.gray()`, `.tinted()`, `.filled()`, …, and iOS 26's `.glass()` and `.prominentGlass()` (capsules: `.glass()` on the glass material, `.prominentGlass()` filled in the tint)."
    ),
    ModelKey("title", \.title, .text(maxLength: 500), "`title`."),
    ModelKey("subtitle", \.subtitle, .text(maxLength: 500), "`subtitle`, under the title."),
    ModelKey("image", \.image, .image, "`image`: a symbol or a PNG."),
    .cases("imagePlacement", \.imagePlacement, "`imagePlacement`."),
    ModelKey("imagePadding", \.imagePadding, .number(0...1000), "`imagePadding`: points between image and title."),
    .cases("cornerStyle", \.cornerStyle, "`cornerStyle`; `dynamic` follows `buttonSize`."),
    ModelKey("cornerRadius", \.cornerRadius, .number(0...1000), "`background.cornerRadius`, for `cornerStyle: fixed`."),
    .cases("buttonSize", \.buttonSize, "`buttonSize`."),
    ModelKey("baseForegroundColor", \.baseForegroundColor, .color, "`baseForegroundColor`: title and image."),
    ModelKey(
      "baseBackgroundColor", \.baseBackgroundColor, .color, "`baseBackgroundColor`: the background the style tints."),
    ModelKey(
      "showsActivityIndicator", \.showsActivityIndicator, .boolean,
      "`showsActivityIndicator`: a spinner in place of the image."),
    .cases("role", \.role, "`role`: `destructive` turns the button red."),
    ModelKey(
      "showsMenuAsPrimaryAction", \.showsMenuAsPrimaryAction, .boolean,
      "`showsMenuAsPrimaryAction`: a pull-down button, with its chevron."),
    ModelKey(
      "changesSelectionAsPrimaryAction", \.changesSelectionAsPrimaryAction, .boolean,
      "`changesSelectionAsPrimaryAction`: a pop-up button, with the up-and-down chevron."),
    .cases(
      "indicator", \.indicator,
      "`indicator`: `automatic` shows the up-and-down chevron on pop-up buttons and a down chevron on titled pull-down buttons; `none`; `popup`."
    ),
    ModelKey("menu", \.menu, .menu, "`menu`: the `UIMenu` the button shows."),
    ModelKey(
      "isMenuPresented", \.isMenuPresented, .boolean, "The menu is open, anchored to the button as iOS anchors it."),
    ModelKey(
      "isPointerInteractionEnabled", \.isPointerInteractionEnabled, .boolean,
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

  public init() {}

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    if isMenuPresented && menu == nil {
      p.warnings.append(p.error("isMenuPresented", "there is no \"menu\" to present; nothing opens"))
    }
  }

  public init(style: Style, title: String) {
    self.style = style
    self.title = title
  }
}
