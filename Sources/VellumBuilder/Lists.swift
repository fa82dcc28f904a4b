import VellumModel

// MARK: Lists and sections

extension List {
  /// A `UICollectionView` list with `appearance` (`UICollectionLayoutListConfiguration.Appearance`)
  /// and the sections `sections` builds.
  public init(_ appearance: ListAppearance = .insetGrouped, @SectionBuilder _ sections: () -> [Section]) {
    self.init()
    self.appearance = appearance
    self.sections = sections()
  }

  /// `refreshControl`: the list pulled down with a `UIRefreshControl` above it.
  public func refreshControl(_ value: RefreshControl?) -> List { with(\.refreshControl, value) }
}

extension List.Section {
  /// A section with an adaptive `header()`/`footer()` text (the JSON's default header and footer
  /// styles) and the cells `items` builds.
  public init(_ header: String? = nil, footer: String? = nil, @CellBuilder _ items: () -> [Cell]) {
    self.init()
    self.header = header.map { .header(text: $0) }
    self.footer = footer.map { .footer(text: $0) }
    self.items = items()
  }

  /// A section with header and footer configurations of any style (`.groupedHeader(text:)` …).
  public init(
    header: ListContentConfiguration?, footer: ListContentConfiguration? = nil, @CellBuilder _ items: () -> [Cell]
  ) {
    self.init()
    self.header = header
    self.footer = footer
    self.items = items()
  }
}

extension RefreshControl {
  /// A refresh control, `isRefreshing` or pulled `pullProgress` (0…1) of the way.
  public init(
    isRefreshing: Bool = RefreshControl().isRefreshing, pullProgress: Double = RefreshControl().pullProgress,
    title: String? = nil, tintColor: ColorValue? = nil
  ) {
    self.init()
    self.isRefreshing = isRefreshing
    self.pullProgress = pullProgress
    self.title = title
    self.tintColor = tintColor
  }
}

// MARK: Cells

extension Cell {
  /// A `UICollectionViewListCell` with `content` (`contentConfiguration`) and the outline
  /// children `children` builds, shown when the cell `isExpanded`.
  public init(_ content: ListContentConfiguration, @CellBuilder children: () -> [Cell] = { [] }) {
    self.init(content: content)
    self.children = children()
  }

  /// A cell whose content is components (`UIHostingConfiguration { … }`): several build a
  /// column, as a SwiftUI view body's `VStack` would.
  public init(@ComponentBuilder hosting content: () -> [Component]) {
    self.init(content: ListContentConfiguration(style: .cell))
    let built = content()
    var column = Stack()
    column.children = built
    hostingConfiguration = HostingConfiguration(content: built.count == 1 ? built[0] : .stack(column))
  }

  /// `UIHostingConfiguration.margins(_:_:)`: the edges given replace the cell's layout margins.
  public func margins(_ value: EdgeInsetsOverride) -> Cell {
    var c = self
    c.hostingConfiguration?.margins = value
    return c
  }

  /// `UIHostingConfiguration.minSize(height:)`.
  public func minHeight(_ value: Double?) -> Cell {
    var c = self
    c.hostingConfiguration?.minHeight = value
    return c
  }

  /// `id`: a name `state` variants can target.
  public func id(_ value: String?) -> Cell { with(\.id, value) }
  /// `contentConfiguration`, replaced.
  public func content(_ value: ListContentConfiguration) -> Cell { with(\.content, value) }
  /// `backgroundConfiguration` (`.listGroupedCell().cornerRadius(10)` …).
  public func background(_ value: BackgroundConfiguration?) -> Cell { with(\.background, value) }
  /// `configurationState`, replaced.
  public func state(_ value: ConfigurationState) -> Cell { with(\.state, value) }
  /// Sets the states given, leaving the others as they are (`.state(isSelected: true)`).
  public func state(
    isHighlighted: Bool? = nil, isSelected: Bool? = nil, isDisabled: Bool? = nil, isFocused: Bool? = nil,
    isEditing: Bool? = nil, isSwiped: Bool? = nil, isExpanded: Bool? = nil,
    cellDragState: ConfigurationState.DragState? = nil, cellDropState: ConfigurationState.DropState? = nil,
    custom: KeyValuePairs<String, CustomStateValue> = [:]
  ) -> Cell {
    var copy = self
    copy.state.apply(
      StatePattern(
        isHighlighted: isHighlighted, isSelected: isSelected, isDisabled: isDisabled, isFocused: isFocused,
        isEditing: isEditing, isSwiped: isSwiped, isExpanded: isExpanded, cellDragState: cellDragState,
        cellDropState: cellDropState, custom: custom))
    return copy
  }
  /// A `when` clause (`updateConfiguration(using:)`): `content` and `background` changes applied
  /// on top of the cell's configurations when its state matches `state`. Only what the closures
  /// set is overridden.
  public func when(
    _ state: StatePattern, content: ((inout ListContentConfiguration) -> Void)? = nil,
    background: ((inout BackgroundConfiguration) -> Void)? = nil
  ) -> Cell {
    var o = StateOverride(state: state)
    if let content {
      var c = ListContentConfiguration(style: self.content.style)
      content(&c)
      o.content = c
    }
    if let background {
      var b = BackgroundConfiguration()
      background(&b)
      o.background = b
    }
    return with(\.when, when + [o])
  }
  /// `accessories`, in order (`.disclosureIndicator`, `.label("Details")` …).
  public func accessories(_ values: CellAccessory...) -> Cell { with(\.accessories, values) }
  /// `accessories`, in order.
  public func accessories(_ values: [CellAccessory]) -> Cell { with(\.accessories, values) }
  /// Trailing swipe actions (`UISwipeActionsConfiguration`), shown when the cell `isSwiped`.
  public func swipeActions(_ values: SwipeAction...) -> Cell { with(\.swipeActions, values) }
  /// Leading swipe actions (`leadingSwipeActionsConfiguration`), the first at the leading edge.
  public func leadingSwipeActions(_ values: SwipeAction...) -> Cell { with(\.leadingSwipeActions, values) }
  /// Which actions `isSwiped` shows (`edge`), and whether it is a full swipe.
  public func swipe(edge: Swipe.Edge? = nil, isFullSwipe: Bool = false) -> Cell {
    with(\.swipe, Swipe(edge: edge, isFullSwipe: isFullSwipe))
  }
  /// `separatorConfiguration` of this item.
  public func separatorConfiguration(_ value: SeparatorConfiguration?) -> Cell {
    with(\.separatorConfiguration, value)
  }
  /// Outline children, shown when the cell `isExpanded`.
  public func children(@CellBuilder _ children: () -> [Cell]) -> Cell { with(\.children, children()) }
  /// `pointerInteraction` on the cell (iPadOS).
  public func pointerInteraction(_ value: PointerInteraction?) -> Cell { with(\.pointerInteraction, value) }
}

extension StatePattern {
  /// The states a `when` clause or a `state` variant names; nil ones are not compared.
  public init(
    isHighlighted: Bool? = nil, isSelected: Bool? = nil, isDisabled: Bool? = nil, isFocused: Bool? = nil,
    isEditing: Bool? = nil, isSwiped: Bool? = nil, isExpanded: Bool? = nil,
    cellDragState: ConfigurationState.DragState? = nil, cellDropState: ConfigurationState.DropState? = nil,
    custom: KeyValuePairs<String, CustomStateValue> = [:]
  ) {
    self.init()
    // The decoder's order: ConfigurationState.flagNames.
    let given = [isHighlighted, isSelected, isDisabled, isFocused, isEditing, isSwiped, isExpanded]
    for (name, value) in zip(ConfigurationState.flagNames, given) {
      if let value { flags.append((name, value)) }
    }
    self.cellDragState = cellDragState
    self.cellDropState = cellDropState
    self.custom = custom.map { ($0.key, $0.value) }
  }
}

// MARK: Content configurations

extension ListContentConfiguration {
  /// A configuration of `style` with its text, secondary text and image.
  public init(_ style: Style, text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil) {
    self.init(style: style)
    self.text = text
    self.secondaryText = secondaryText
    self.image = image
  }

  /// `UIListContentConfiguration.cell()`.
  public static func cell(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil) -> Self {
    Self(.cell, text: text, secondaryText: secondaryText, image: image)
  }
  /// `UIListContentConfiguration.subtitleCell()`.
  public static func subtitleCell(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil)
    -> Self
  { Self(.subtitleCell, text: text, secondaryText: secondaryText, image: image) }
  /// `UIListContentConfiguration.valueCell()`.
  public static func valueCell(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil) -> Self {
    Self(.valueCell, text: text, secondaryText: secondaryText, image: image)
  }
  /// `UIListContentConfiguration.sidebarCell()`.
  public static func sidebarCell(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil)
    -> Self
  { Self(.sidebarCell, text: text, secondaryText: secondaryText, image: image) }
  /// `UIListContentConfiguration.sidebarSubtitleCell()`.
  public static func sidebarSubtitleCell(
    text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil
  ) -> Self { Self(.sidebarSubtitleCell, text: text, secondaryText: secondaryText, image: image) }
  /// `UIListContentConfiguration.accompaniedSidebarCell()`.
  public static func accompaniedSidebarCell(
    text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil
  ) -> Self { Self(.accompaniedSidebarCell, text: text, secondaryText: secondaryText, image: image) }
  /// `UIListContentConfiguration.accompaniedSidebarSubtitleCell()`.
  public static func accompaniedSidebarSubtitleCell(
    text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil
  ) -> Self { Self(.accompaniedSidebarSubtitleCell, text: text, secondaryText: secondaryText, image: image) }
  /// iOS 18's adaptive `UIListContentConfiguration.header()`.
  public static func header(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil) -> Self {
    Self(.header, text: text, secondaryText: secondaryText, image: image)
  }
  /// iOS 18's adaptive `UIListContentConfiguration.footer()`.
  public static func footer(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil) -> Self {
    Self(.footer, text: text, secondaryText: secondaryText, image: image)
  }
  /// `UIListContentConfiguration.plainHeader()`.
  public static func plainHeader(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil)
    -> Self
  { Self(.plainHeader, text: text, secondaryText: secondaryText, image: image) }
  /// `UIListContentConfiguration.plainFooter()`.
  public static func plainFooter(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil)
    -> Self
  { Self(.plainFooter, text: text, secondaryText: secondaryText, image: image) }
  /// `UIListContentConfiguration.groupedHeader()`.
  public static func groupedHeader(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil)
    -> Self
  { Self(.groupedHeader, text: text, secondaryText: secondaryText, image: image) }
  /// `UIListContentConfiguration.groupedFooter()`.
  public static func groupedFooter(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil)
    -> Self
  { Self(.groupedFooter, text: text, secondaryText: secondaryText, image: image) }
  /// `UIListContentConfiguration.prominentInsetGroupedHeader()`.
  public static func prominentInsetGroupedHeader(
    text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil
  ) -> Self { Self(.prominentInsetGroupedHeader, text: text, secondaryText: secondaryText, image: image) }
  /// `UIListContentConfiguration.extraProminentInsetGroupedHeader()`.
  public static func extraProminentInsetGroupedHeader(
    text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil
  ) -> Self { Self(.extraProminentInsetGroupedHeader, text: text, secondaryText: secondaryText, image: image) }
  /// `UIListContentConfiguration.sidebarHeader()`.
  public static func sidebarHeader(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil)
    -> Self
  { Self(.sidebarHeader, text: text, secondaryText: secondaryText, image: image) }

  /// `textProperties`, changed by `change` (`{ $0.font = .style(.headline) }`).
  public func textProperties(_ change: (inout TextProperties) -> Void) -> Self {
    configure { change(&$0.textProperties) }
  }
  /// `secondaryTextProperties`, changed by `change`.
  public func secondaryTextProperties(_ change: (inout TextProperties) -> Void) -> Self {
    configure { change(&$0.secondaryTextProperties) }
  }
  /// `imageProperties`, changed by `change` (`{ $0.tintColor = .systemOrange }`).
  public func imageProperties(_ change: (inout ImageProperties) -> Void) -> Self {
    configure { change(&$0.imageProperties) }
  }
  /// `directionalLayoutMargins`.
  public func directionalLayoutMargins(
    top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0
  ) -> Self {
    with(
      \.directionalLayoutMargins, DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
  }
  /// `imageToTextPadding`.
  public func imageToTextPadding(_ value: Double?) -> Self { with(\.imageToTextPadding, value) }
  /// `textToSecondaryTextVerticalPadding`.
  public func textToSecondaryTextVerticalPadding(_ value: Double?) -> Self {
    with(\.textToSecondaryTextVerticalPadding, value)
  }
  /// `textToSecondaryTextHorizontalPadding`.
  public func textToSecondaryTextHorizontalPadding(_ value: Double?) -> Self {
    with(\.textToSecondaryTextHorizontalPadding, value)
  }
  /// `prefersSideBySideTextAndSecondaryText`.
  public func prefersSideBySideTextAndSecondaryText(_ value: Bool? = true) -> Self {
    with(\.prefersSideBySideTextAndSecondaryText, value)
  }
  /// `alpha` of the whole content.
  public func alpha(_ value: Double?) -> Self { with(\.alpha, value) }
}

// MARK: Background configurations

extension BackgroundConfiguration {
  /// `UIBackgroundConfiguration.listPlainCell()`.
  public static func listPlainCell() -> Self { Self(style: .listPlainCell) }
  /// `UIBackgroundConfiguration.listGroupedCell()`.
  public static func listGroupedCell() -> Self { Self(style: .listGroupedCell) }
  /// `UIBackgroundConfiguration.listSidebarCell()`.
  public static func listSidebarCell() -> Self { Self(style: .listSidebarCell) }
  /// `UIBackgroundConfiguration.listAccompaniedSidebarCell()`.
  public static func listAccompaniedSidebarCell() -> Self { Self(style: .listAccompaniedSidebarCell) }
  /// `UIBackgroundConfiguration.listSidebarHeader()`.
  public static func listSidebarHeader() -> Self { Self(style: .listSidebarHeader) }
  /// `UIBackgroundConfiguration.listPlainHeaderFooter()`.
  public static func listPlainHeaderFooter() -> Self { Self(style: .listPlainHeaderFooter) }
  /// `UIBackgroundConfiguration.listGroupedHeaderFooter()`.
  public static func listGroupedHeaderFooter() -> Self { Self(style: .listGroupedHeaderFooter) }
  /// iOS 18's adaptive `UIBackgroundConfiguration.listCell()`.
  public static func listCell() -> Self { Self(style: .listCell) }
  /// `UIBackgroundConfiguration.clear()`.
  public static func clear() -> Self { Self(style: .clear) }

  /// `backgroundColor`.
  public func backgroundColor(_ value: ColorValue?) -> Self { with(\.backgroundColor, value) }
  /// `cornerRadius`.
  public func cornerRadius(_ value: Double?) -> Self { with(\.cornerRadius, value) }
  /// `backgroundInsets`.
  public func backgroundInsets(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0)
    -> Self
  {
    with(\.backgroundInsets, DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
  }
  /// `strokeColor`.
  public func strokeColor(_ value: ColorValue?) -> Self { with(\.strokeColor, value) }
  /// `strokeWidth`.
  public func strokeWidth(_ value: Double?) -> Self { with(\.strokeWidth, value) }
  /// `strokeOutset`.
  public func strokeOutset(_ value: Double?) -> Self { with(\.strokeOutset, value) }
  /// `visualEffect`: a blur material under the colour.
  public func visualEffect(_ value: BlurMaterial?) -> Self { with(\.visualEffect, value) }
  /// `image`: a PNG file (`.file(path:)`).
  public func image(_ value: ImageSource?) -> Self { with(\.image, value) }
}

// MARK: Accessories, swipe actions, separators

extension CellAccessory {
  /// `.disclosureIndicator()`.
  public static var disclosureIndicator: CellAccessory { CellAccessory(.disclosureIndicator) }
  /// `.checkmark()`.
  public static var checkmark: CellAccessory { CellAccessory(.checkmark) }
  /// `.detail()`.
  public static var detail: CellAccessory { CellAccessory(.detail) }
  /// `.outlineDisclosure()`.
  public static var outlineDisclosure: CellAccessory { CellAccessory(.outlineDisclosure) }
  /// `.delete()`, shown when editing.
  public static var delete: CellAccessory { CellAccessory(.delete) }
  /// `.insert()`, shown when editing.
  public static var insert: CellAccessory { CellAccessory(.insert) }
  /// `.reorder()`, shown when editing.
  public static var reorder: CellAccessory { CellAccessory(.reorder) }
  /// `.multiselect()`, shown when editing.
  public static var multiselect: CellAccessory { CellAccessory(.multiselect) }
  /// `.label(text:)`.
  public static func label(_ text: String) -> CellAccessory { CellAccessory(.label(text)) }
  /// A count in a capsule, in `color` (default: the tint).
  public static func badge(_ text: String, color: ColorValue? = nil) -> CellAccessory {
    CellAccessory(.badge(text, color: color))
  }
  /// A small progress bar, 0…1.
  public static func progress(_ value: Double) -> CellAccessory { CellAccessory(.progress(value)) }
  /// A control (`Switch`, `SegmentedControl`, `Stepper`) as a custom accessory; its
  /// `tintColor` is the accessory's.
  public static func control(_ control: some Control) -> CellAccessory {
    CellAccessory(.control(AnyControl(control)), tintColor: control.common.tintColor)
  }

  /// `displayedState`.
  public func displayed(_ value: Displayed) -> CellAccessory { with(\.displayed, value) }
  /// `tintColor`.
  public func tintColor(_ value: ColorValue?) -> CellAccessory { with(\.tintColor, value) }
}

extension SwipeAction {
  /// A `UIContextualAction` titled `title`, with an optional symbol and background colour.
  public init(
    _ title: String, style: Style = .normal, systemName: String? = nil, backgroundColor: ColorValue? = nil
  ) {
    self.init(title: title, style: style)
    self.image = systemName
    self.backgroundColor = backgroundColor
  }
}

extension SeparatorConfiguration {
  /// `UIListSeparatorConfiguration` for one item.
  public init(
    bottomSeparatorVisibility: Visibility = .automatic, bottomSeparatorInsets: DirectionalEdgeInsets? = nil,
    color: ColorValue? = nil
  ) {
    self.init()
    self.bottomSeparatorVisibility = bottomSeparatorVisibility
    self.bottomSeparatorInsets = bottomSeparatorInsets
    self.color = color
  }
}
