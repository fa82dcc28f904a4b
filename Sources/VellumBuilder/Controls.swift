import VellumModel

// Controls are VellumModel's own `Control` types; these initialisers take their main keys
// with UIKit's names, the modifiers below take the keys every control has, and
// `.configure { $0.key = value }` reaches the rest.

extension Control {
  /// `isEnabled`: false draws the disabled look.
  public func isEnabled(_ value: Bool) -> Self { configure { $0.common.isEnabled = value } }
  /// `isHighlighted`: the pressed look.
  public func isHighlighted(_ value: Bool = true) -> Self { configure { $0.common.isHighlighted = value } }
  /// `tintColor`; nil inherits the canvas tint.
  public func tintColor(_ value: ColorValue?) -> Self { configure { $0.common.tintColor = value } }
  /// Width and height constraints overriding the intrinsic size.
  public func frame(width: Double? = nil, height: Double? = nil) -> Self {
    configure {
      $0.common.width = width
      $0.common.height = height
    }
  }
  /// The iPadOS pointer's style over the control (`pointerStyleProvider`).
  public func pointerStyle(_ value: PointerStyle?) -> Self { configure { $0.common.pointerStyle = value } }
  /// A `UIPointerInteraction` on the control.
  public func pointerInteraction(_ value: PointerInteraction?) -> Self {
    configure { $0.common.pointerInteraction = value }
  }
}

extension Slider {
  /// A `UISlider` at `value` between `minimumValue` and `maximumValue`.
  public init(
    value: Double = Slider().value, minimumValue: Double = Slider().minimumValue,
    maximumValue: Double = Slider().maximumValue, minimumValueImage: ImageSource? = nil,
    maximumValueImage: ImageSource? = nil, minimumTrackTintColor: ColorValue? = nil,
    maximumTrackTintColor: ColorValue? = nil, thumbTintColor: ColorValue? = nil
  ) {
    self.init()
    self.value = value
    self.minimumValue = minimumValue
    self.maximumValue = maximumValue
    self.minimumValueImage = minimumValueImage
    self.maximumValueImage = maximumValueImage
    self.minimumTrackTintColor = minimumTrackTintColor
    self.maximumTrackTintColor = maximumTrackTintColor
    self.thumbTintColor = thumbTintColor
  }
}

extension Switch {
  /// A `UISwitch`, or a Mac checkbox with `preferredStyle` `.checkbox` and a `title`.
  public init(
    isOn: Bool, onTintColor: ColorValue? = nil, thumbTintColor: ColorValue? = nil,
    preferredStyle: Style = Switch().preferredStyle, title: String? = nil
  ) {
    self.init(isOn: isOn)
    self.onTintColor = onTintColor
    self.thumbTintColor = thumbTintColor
    self.preferredStyle = preferredStyle
    self.title = title
  }
}

extension Stepper {
  /// A `UIStepper` at `value`, stepping by `stepValue` between the limits.
  public init(
    value: Double, minimumValue: Double = Stepper().minimumValue, maximumValue: Double = Stepper().maximumValue,
    stepValue: Double = Stepper().stepValue, wraps: Bool = Stepper().wraps
  ) {
    self.init(value: value)
    self.minimumValue = minimumValue
    self.maximumValue = maximumValue
    self.stepValue = stepValue
    self.wraps = wraps
  }
}

extension Button {
  /// A `UIButton` with a `UIButton.Configuration` of `style` (`.filled()` …), a title and an image.
  public init(
    _ style: Style = .plain, title: String? = nil, subtitle: String? = nil, image: ImageSource? = nil,
    imagePlacement: ImagePlacement = Button().imagePlacement, buttonSize: ButtonSize = Button().buttonSize,
    cornerStyle: CornerStyle = Button().cornerStyle, role: Role = Button().role
  ) {
    self.init(style: style, title: title ?? "")
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.imagePlacement = imagePlacement
    self.buttonSize = buttonSize
    self.cornerStyle = cornerStyle
    self.role = role
  }
}

extension SegmentedControl {
  /// A `UISegmentedControl` with a segment per title, `selectedSegmentIndex` selected (-1: none).
  public init(_ titles: [String], selectedSegmentIndex: Int = -1) {
    self.init(segments: titles.map { Segment(title: $0) }, selectedSegmentIndex: selectedSegmentIndex)
  }
}

extension ProgressView {
  /// A `UIProgressView` filled to `progress`.
  public init(
    progress: Double, progressViewStyle: Style = ProgressView().progressViewStyle, progressTintColor: ColorValue? = nil,
    trackTintColor: ColorValue? = nil
  ) {
    self.init()
    self.progress = progress
    self.progressViewStyle = progressViewStyle
    self.progressTintColor = progressTintColor
    self.trackTintColor = trackTintColor
  }
}

extension TextField {
  /// A `UITextField` showing `text`, or `placeholder` when empty.
  public init(
    text: String = TextField().text, placeholder: String? = nil, borderStyle: BorderStyle = TextField().borderStyle,
    clearButtonMode: ViewMode = TextField().clearButtonMode, isEditing: Bool = TextField().isEditing
  ) {
    self.init()
    self.text = text
    self.placeholder = placeholder
    self.borderStyle = borderStyle
    self.clearButtonMode = clearButtonMode
    self.isEditing = isEditing
  }
}

extension PageControl {
  /// A `UIPageControl` of `numberOfPages` dots, `currentPage` highlighted.
  public init(
    numberOfPages: Int, currentPage: Int = PageControl().currentPage,
    backgroundStyle: BackgroundStyle = PageControl().backgroundStyle,
    hidesForSinglePage: Bool = PageControl().hidesForSinglePage
  ) {
    self.init()
    self.numberOfPages = numberOfPages
    self.currentPage = currentPage
    self.backgroundStyle = backgroundStyle
    self.hidesForSinglePage = hidesForSinglePage
  }
}

extension NavigationBar {
  /// A `UINavigationBar` for a screen titled `title`, with the titles of the screens below it
  /// (`backStack`, the nearest last) and bar button items.
  public init(
    title: String?, prefersLargeTitles: Bool = false, backStack: [String] = [],
    leftBarButtonItems: [BarButtonItem] = [], rightBarButtonItems: [BarButtonItem] = [],
    appearance: Appearance = .scrollEdge
  ) {
    self.init(title: title ?? "")
    self.title = title
    self.prefersLargeTitles = prefersLargeTitles
    self.backStack = backStack
    self.leftBarButtonItems = leftBarButtonItems
    self.rightBarButtonItems = rightBarButtonItems
    self.appearance = appearance
  }

  /// `navigationItem.searchController`: a search field with `placeholder` and `text`.
  public func searchController(placeholder: String = "Search", text: String = "") -> NavigationBar {
    configure { $0.search = SearchController(placeholder: placeholder, text: text) }
  }
}

extension BarButtonItem {
  /// A `UIBarButtonItem` showing an image.
  public init(image: ImageSource) {
    self.init(title: "")
    self.title = nil
    self.image = image
  }
  /// `UIBarButtonItem(customView:)`: a component at its own size; several make a row.
  public init(@ComponentBuilder customView: () -> [Component]) {
    let built = customView()
    var row = Stack()
    row.axis = .horizontal
    row.spacing = 6
    row.alignment = .center
    row.children = built
    self.init(customView: built.count == 1 ? built[0] : .stack(row))
  }
  /// `.flexibleSpace()`.
  public static func flexibleSpace() -> BarButtonItem {
    var item = BarButtonItem(title: "")
    item.title = nil
    item.flexibleSpace = true
    return item
  }
  /// `.fixedSpace(_:)`.
  public static func fixedSpace(_ width: Double) -> BarButtonItem {
    BarButtonItem(title: "").configure {
      $0.title = nil
      $0.fixedSpace = width
    }
  }
  /// `style`: `.done` is bold.
  public func style(_ value: Style) -> BarButtonItem { with(\.style, value) }
  /// `isEnabled`.
  public func isEnabled(_ value: Bool) -> BarButtonItem { with(\.isEnabled, value) }
  /// `tintColor`.
  public func tintColor(_ value: ColorValue?) -> BarButtonItem { with(\.tintColor, value) }
  /// `menu`, shown when `isMenuPresented`.
  public func menu(_ value: Menu?, isPresented: Bool = false) -> BarButtonItem {
    with(\.menu, value).with(\.isMenuPresented, isPresented)
  }
}

extension Toolbar {
  /// A `UIToolbar` with these items.
  public init(_ items: BarButtonItem...) { self.init(items: items) }
}

extension NavigationController {
  /// A whole screen: status bar, `navigationBar`, the content `content` builds (one component,
  /// or several in a vertical stack), `toolbar` and home indicator.
  public init(
    navigationBar: NavigationBar? = nil, toolbar: Toolbar? = nil, @ComponentBuilder _ content: () -> [Component]
  ) {
    self.init()
    self.navigationBar = navigationBar.map { .control(AnyControl($0)) }
    self.toolbar = toolbar.map { .control(AnyControl($0)) }
    let children = content()
    switch children.count {
    case 0: self.content = nil
    case 1: self.content = children[0]
    default: self.content = single(children)
    }
  }
}

extension Sheet {
  /// A sheet showing what `content` builds over what `presenting` builds, at `detents`
  /// (`selectedDetentIdentifier`: the first unless given).
  public init(
    detents: [Detent] = [.large], selectedDetentIdentifier: String? = nil, prefersGrabberVisible: Bool = false,
    @ComponentBuilder presenting: () -> [Component], @ComponentBuilder content: () -> [Component]
  ) {
    self.init(
      presenting: single(presenting()), content: single(content()), detents: detents,
      selected: selectedDetentIdentifier)
    self.prefersGrabberVisible = prefersGrabberVisible
  }
}

extension Sheet.Detent {
  private static func make(_ identifier: String, _ size: Size) -> Sheet.Detent {
    // Detent has no public initialiser: take a sheet's default one and set its keys.
    var d = Sheet().detents[0]
    d.identifier = identifier
    d.size = size
    return d
  }
  /// `.large()`.
  public static var large: Sheet.Detent { make("large", .large) }
  /// `.medium()`.
  public static var medium: Sheet.Detent { make("medium", .medium) }
  /// `.custom(identifier:)` with a height in points above the bottom safe area.
  public static func custom(_ identifier: String, height: Double) -> Sheet.Detent {
    make(identifier, .height(height))
  }
  /// `.custom(identifier:)` with a fraction of the maximum detent value.
  public static func custom(_ identifier: String, fraction: Double) -> Sheet.Detent {
    make(identifier, .fraction(fraction))
  }
}

// MARK: Controls built from their keys

/// One component from a builder's list: itself, or several in a vertical stack.
private func single(_ components: [Component]) -> Component {
  components.count == 1 ? components[0] : .stack(Stack(.vertical) { components })
}

extension MenuView {
  /// A `UIMenu` drawn open, as it appears over the screen.
  public init(_ menu: Menu) {
    self.init()
    self.menu = menu
  }
}

extension ContextMenu {
  /// A view with a `UIContextMenuInteraction` offering `menu`; `isMenuPresented` draws it lifted
  /// with the menu open (or `preview` in its place).
  public init(
    _ menu: Menu, isMenuPresented: Bool = false, @ComponentBuilder content: () -> [Component],
    @ComponentBuilder preview: () -> [Component] = { [] }
  ) {
    self.init()
    self.content = single(content())
    self.menu = menu
    let previews = preview()
    self.preview = previews.isEmpty ? nil : single(previews)
    self.isMenuPresented = isMenuPresented
  }
}

extension Popover {
  /// A popover showing what `content` builds over what `presenting` builds, its arrow at
  /// `sourceRect`; `adaptiveSheet` is the sheet it becomes in compact width.
  public init(
    sourceRect: Rect? = nil, permittedArrowDirections: ArrowDirection = .any, preferredContentSize: Size? = nil,
    @ComponentBuilder presenting: () -> [Component], @ComponentBuilder content: () -> [Component]
  ) {
    self.init()
    self.presenting = single(presenting())
    self.content = single(content())
    self.sourceRect = sourceRect
    self.permittedArrowDirections = permittedArrowDirections
    self.preferredContentSize = preferredContentSize
  }
}

extension SplitViewController {
  /// A `UISplitViewController` with its columns: two, or three with a `supplementary` one.
  public init(primary: Component, supplementary: Component? = nil, secondary: Component) {
    self.init()
    self.primary = primary
    self.supplementary = supplementary
    self.secondary = secondary
    style = impliedStyle
  }
}

extension NavigationBar {
  /// iOS 16's `UINavigationItem` bar items (`.toolbar { … }`), with a `toolbarRole`.
  public func toolbar(_ items: [ToolbarItem], role: ToolbarRole = .navigationStack) -> NavigationBar {
    with(\.toolbar, items).with(\.toolbarRole, role)
  }
}

extension TabBarController {
  /// A tab bar screen: `tabs` in the bar, the selected one's screen built by `content`.
  public init(_ tabs: [TabBarItem], selectedIndex: Int = 0, @ComponentBuilder content: () -> [Component] = { [] }) {
    let built = content()
    self.init(tabs: tabs, selectedIndex: selectedIndex, content: built.isEmpty ? nil : single(built))
  }
}

extension AlertController {
  /// An alert or action sheet with `actions`, over the screen `presenting` builds.
  public init(
    title: String? = nil, message: String? = nil, preferredStyle: Style = .alert, actions: [AlertAction],
    @ComponentBuilder presenting: () -> [Component] = { [] }
  ) {
    let built = presenting()
    self.init(title: title, message: message, actions: actions, presenting: built.isEmpty ? nil : single(built))
    self.preferredStyle = preferredStyle
  }
}
