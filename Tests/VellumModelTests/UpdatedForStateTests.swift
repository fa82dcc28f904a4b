import Testing

@testable import VellumModel

@Suite struct UpdatedForStateTests {
  let light = Environment()
  var dark: Environment {
    var e = Environment()
    e.colors.style = .dark
    e.colors.tint = SystemColor.systemBlue.resolve(e.colors)
    return e
  }

  func state(_ configure: (inout ConfigurationState) -> Void) -> ConfigurationState {
    var s = ConfigurationState()
    configure(&s)
    return s
  }

  @Test func factoryDefaultsMatchTheSpecTable() {
    let cell = ListContentConfiguration(style: .cell).updated(for: .init(), in: light)
    #expect(cell.textProperties.font == FontDescriptor(size: 17, weight: .regular))
    #expect(cell.secondaryTextProperties.font == FontDescriptor(size: 12, weight: .regular))
    #expect(cell.directionalLayoutMargins == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
    #expect(cell.imageToTextPadding == 16)
    #expect(cell.minimumHeight == 44)
    let subtitle = ListContentConfiguration(style: .subtitleCell).updated(for: .init(), in: light)
    #expect(subtitle.directionalLayoutMargins.top == 4)
    #expect(subtitle.textToSecondaryTextVerticalPadding == 0)
    let value = ListContentConfiguration(style: .valueCell).updated(for: .init(), in: light)
    #expect(value.prefersSideBySideTextAndSecondaryText)
    #expect(value.secondaryTextProperties.color.description == "#3C3C4399")
    let sidebar = ListContentConfiguration(style: .sidebarCell).updated(for: .init(), in: light)
    #expect(sidebar.directionalLayoutMargins == DirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8))
    #expect(sidebar.imageToTextPadding == 10)
    #expect(sidebar.textProperties.numberOfLines == 1)
    #expect(sidebar.imageProperties.standardSymbolBox == Size(width: 28, height: 22))
    let header = ListContentConfiguration(style: .groupedHeader).updated(for: .init(), in: light)
    #expect(header.textProperties.transform == .uppercase)
    #expect(header.minimumHeight == 0)
  }

  @Test func sidebarSelectionTurnsContentWhiteButAccompaniedStaysLabel() {
    let selected = state { $0.isSelected = true }
    let sidebar = ListContentConfiguration(style: .sidebarCell).updated(for: selected, in: dark)
    #expect(sidebar.textProperties.color == .white)
    #expect(sidebar.secondaryTextProperties.color == Color.white.withAlpha(0.8))
    #expect(sidebar.imageProperties.tintColor == .white)
    let accompanied = ListContentConfiguration(style: .accompaniedSidebarCell).updated(for: selected, in: dark)
    #expect(accompanied.textProperties.color.description == "#FFFFFF")
    #expect(accompanied.imageProperties.tintColor.description == "#0A84FF")

    let bg = BackgroundConfiguration(style: .listSidebarCell).updated(for: selected, in: dark)
    #expect(bg.color.description == "#0A84FF")
    #expect(bg.cornerRadius == 10)
    let grey = BackgroundConfiguration(style: .listAccompaniedSidebarCell).updated(for: selected, in: dark)
    #expect(grey.color.description == "#78788051")
  }

  @Test func disabledColoursPerFactory() {
    let disabled = state { $0.isDisabled = true }
    let value = ListContentConfiguration(style: .valueCell).updated(for: disabled, in: light)
    #expect(value.textProperties.color.description == "#3C3C434C")
    #expect(value.secondaryTextProperties.color.description == "#3C3C432D")
    #expect(value.imageProperties.tintColor.description == "#3C3C434C")
    let sidebar = ListContentConfiguration(style: .sidebarCell).updated(for: disabled, in: light)
    #expect(sidebar.textProperties.color.description == "#3C3C432D")
    // Swiped suppresses the disabled colours.
    let swiped = state {
      $0.isDisabled = true
      $0.isSwiped = true
    }
    #expect(ListContentConfiguration(style: .cell).updated(for: swiped, in: light).textProperties.color == .black)
  }

  @Test func backgroundStateMatrix() {
    func color(_ style: BackgroundConfiguration.Style, _ s: ConfigurationState, _ env: Environment) -> String {
      BackgroundConfiguration(style: style).updated(for: s, in: env).color.description
    }
    let normal = ConfigurationState()
    let highlighted = state { $0.isHighlighted = true }
    let selected = state { $0.isSelected = true }
    let dropTarget = state {
      $0.isHighlighted = true
      $0.cellDropState = .targeted
    }
    #expect(color(.listPlainCell, normal, light) == "#FFFFFF")
    #expect(color(.listPlainCell, highlighted, light) == "#D1D1D6")
    #expect(color(.listPlainCell, selected, dark) == "#3A3A3C")
    #expect(color(.listPlainCell, dropTarget, light) == "#AEAEB2")
    #expect(color(.listGroupedCell, normal, dark) == "#1C1C1E")
    #expect(color(.listSidebarCell, normal, light) == "#00000000")
    #expect(color(.listSidebarCell, state { $0.isSwiped = true }, light) == "#E5E5EA")
    #expect(color(.clear, selected, light) == "#00000000")
    let lifting = BackgroundConfiguration(style: .listPlainCell).updated(
      for: state { $0.cellDragState = .lifting }, in: light)
    #expect(lifting.hasShadow)
    #expect(lifting.alpha < 1)
  }

  @Test func authoredValuesSurviveEveryState() {
    var c = ListContentConfiguration(style: .sidebarCell)
    c.textProperties.color = .system(.systemRed)
    c.imageProperties.tintColor = .fixed(Color(hex: "#123456")!)
    let selected = state { $0.isSelected = true }
    let r = c.updated(for: selected, in: light)
    #expect(r.textProperties.color.description == "#FF3B30")
    #expect(r.imageProperties.tintColor.description == "#123456")
    // Unset values still follow the state.
    #expect(r.secondaryTextProperties.color == Color.white.withAlpha(0.8))

    var b = BackgroundConfiguration(style: .listPlainCell)
    b.backgroundColor = .system(.systemYellow)
    #expect(b.updated(for: selected, in: light).color.description == "#FFCC00")
  }

  @Test func whenOverridesApplyInOrderToMatchingCustomStates() {
    var cell = Cell(content: ListContentConfiguration(style: .cell))
    cell.state.custom = ["archived": .bool(true)]
    var archived = StatePattern()
    archived.custom = [("archived", .bool(true))]
    var o1 = StateOverride(state: archived)
    var oc = ListContentConfiguration()
    oc.textProperties.color = .system(.secondaryLabel)
    oc.text = "Archived"
    o1.content = oc
    var flagged = StatePattern()
    flagged.custom = [("flagged", .bool(true))]
    var o2 = StateOverride(state: flagged)
    var fc = ListContentConfiguration()
    fc.text = "Flagged"
    o2.content = fc
    var o3 = StateOverride(state: archived)
    var later = ListContentConfiguration()
    later.text = "Archived last"
    o3.content = later
    cell.when = [o1, o2, o3]
    let (content, _) = cell.configurations(default: .listPlainCell)
    #expect(content.text == "Archived last")
    #expect(content.textProperties.color == .system(.secondaryLabel))
    cell.state.custom = [:]
    #expect(cell.configurations(default: .listPlainCell).0.text == nil)
  }

  @Test func adaptiveHeaderAndCellFollowTheListAppearance() {
    var env = light
    env.listAppearance = .insetGrouped
    #expect(
      ListContentConfiguration(style: .header).updated(for: .init(), in: env).textProperties.transform == .uppercase)
    env.listAppearance = .sidebar
    let cell = ListContentConfiguration(style: .cell).updated(for: .init(), in: env)
    #expect(cell.imageToTextPadding == 10)
    #expect(BackgroundConfiguration(style: .listCell).updated(for: .init(), in: env).cornerRadius == 10)
  }

  @Test func accessibilitySizesGrowBoxesAndShrinkSymbolScale() {
    var env = light
    env.contentSizeCategory = .accessibilityExtraExtraExtraLarge
    let r = ListContentConfiguration(style: .cell).updated(for: .init(), in: env)
    #expect(r.usesAccessibilityLayout)
    #expect(r.minimumHeight == 58)
    #expect(r.imageProperties.symbolScale == .small)
    #expect(r.imageProperties.standardSymbolBox.height == 62)
    #expect(r.textProperties.font.size == 53)
  }

  /// A cell's symbol is configured from its text's font unless `preferredSymbolConfiguration`
  /// says otherwise (UIKit's list content view).
  @Test func aCellsSymbolFollowsItsTextUnlessConfigured() throws {
    var c = ListContentConfiguration(style: .cell)
    let plain = c.updated(for: .init(), in: light).imageProperties
    #expect(plain.symbolWeight == .regular && plain.symbolPointSize == 24 && plain.symbolRenderingMode == .monochrome)
    c.textProperties.font = .system(size: 17, weight: .bold)
    #expect(c.updated(for: .init(), in: light).imageProperties.symbolWeight == .bold)
    c.textProperties.font = .style(.title1)
    let title = c.updated(for: .init(), in: light).imageProperties
    #expect(abs(title.symbolPointSize - 24 * 28 / 17) < 0.001, "\(title.symbolPointSize)")

    var config = SymbolConfiguration(weight: .ultraLight, scale: .small, hierarchicalColor: .system(.systemPurple))
    c.imageProperties.preferredSymbolConfiguration = config
    let configured = c.updated(for: .init(), in: light).imageProperties
    #expect(configured.symbolWeight == .ultraLight && configured.symbolScale == .small)
    // Small at a title 1 font: 0.7 of the large em, 28/17 of body's.
    #expect(abs(configured.symbolPointSize - 24 * 0.7 * 28 / 17) < 0.001)
    #expect(configured.symbolRenderingMode == .hierarchical)
    #expect(configured.tintColor == light.resolve(.system(.systemPurple)))
    config = SymbolConfiguration(pointSize: 17, textStyle: .caption1, paletteColors: [.system(.systemRed)])
    c.imageProperties.preferredSymbolConfiguration = config
    let palette = c.updated(for: .init(), in: light).imageProperties
    #expect(palette.symbolPointSize == 24, "pointSize wins over textStyle, 17 is body's")
    #expect(
      palette.symbolRenderingMode == .palette && palette.symbolPaletteColors == [light.resolve(.system(.systemRed))])
    // An override's configuration changes only what it sets.
    var over = ListContentConfiguration(style: .cell)
    over.imageProperties.preferredSymbolConfiguration = SymbolConfiguration(weight: .black)
    let merged = c.overlaid(with: over).imageProperties.preferredSymbolConfiguration
    #expect(merged?.weight == .black && merged?.pointSize == 17)
  }
}
