import Testing

@testable import VellumModel

/// One row of spec §3.1: a factory's defaults at the large category, light appearance.
struct FactoryRow: Sendable, CustomStringConvertible {
  var style: ListContentConfiguration.Style
  var text: (Double, FontWeight, String)
  var secondary: (Double, FontWeight, String)
  var margins: (Double, Double, Double, Double)
  var imageToText: Double
  var vertical: Double
  var minimumHeight: Double
  var sideBySide = false
  var description: String { style.rawValue }
}

let label = "#000000"
let secondaryLabel = "#3C3C4399"

let factoryTable: [FactoryRow] = [
  FactoryRow(
    style: .cell, text: (17, .regular, label), secondary: (12, .regular, label), margins: (11, 16, 11, 8),
    imageToText: 16, vertical: 3, minimumHeight: 44),
  FactoryRow(
    style: .subtitleCell, text: (17, .regular, label), secondary: (12, .regular, label), margins: (4, 16, 4, 8),
    imageToText: 16, vertical: 0, minimumHeight: 44),
  FactoryRow(
    style: .valueCell, text: (17, .regular, label), secondary: (17, .regular, secondaryLabel), margins: (11, 16, 11, 8),
    imageToText: 16, vertical: 3, minimumHeight: 44, sideBySide: true),
  FactoryRow(
    style: .plainHeader, text: (15, .semibold, secondaryLabel), secondary: (15, .semibold, secondaryLabel),
    margins: (4, 8, 4, 8), imageToText: 16, vertical: 3, minimumHeight: 0),
  FactoryRow(
    style: .plainFooter, text: (15, .semibold, secondaryLabel), secondary: (15, .semibold, secondaryLabel),
    margins: (4, 8, 4, 8), imageToText: 16, vertical: 3, minimumHeight: 0),
  FactoryRow(
    style: .groupedHeader, text: (13, .regular, secondaryLabel), secondary: (13, .regular, secondaryLabel),
    margins: (17, 8, 6, 8), imageToText: 16, vertical: 3, minimumHeight: 0),
  FactoryRow(
    style: .groupedFooter, text: (13, .regular, secondaryLabel), secondary: (13, .regular, secondaryLabel),
    margins: (6, 8, 12, 8), imageToText: 16, vertical: 3, minimumHeight: 0),
  FactoryRow(
    style: .prominentInsetGroupedHeader, text: (20, .semibold, label), secondary: (15, .regular, secondaryLabel),
    margins: (8, 3, 11, 3), imageToText: 16, vertical: 3, minimumHeight: 0),
  FactoryRow(
    style: .extraProminentInsetGroupedHeader, text: (22, .bold, label), secondary: (15, .regular, secondaryLabel),
    margins: (9, 3, 10, 3), imageToText: 16, vertical: 3, minimumHeight: 0),
  FactoryRow(
    style: .sidebarCell, text: (17, .regular, label), secondary: (13, .regular, secondaryLabel),
    margins: (11, 8, 11, 8), imageToText: 10, vertical: 3, minimumHeight: 44),
  FactoryRow(
    style: .sidebarSubtitleCell, text: (17, .regular, label), secondary: (13, .regular, secondaryLabel),
    margins: (4, 8, 4, 8), imageToText: 10, vertical: 0, minimumHeight: 44),
  FactoryRow(
    style: .accompaniedSidebarCell, text: (17, .regular, label), secondary: (13, .regular, secondaryLabel),
    margins: (11, 8, 11, 8), imageToText: 10, vertical: 3, minimumHeight: 44),
  FactoryRow(
    style: .accompaniedSidebarSubtitleCell, text: (17, .regular, label), secondary: (13, .regular, secondaryLabel),
    margins: (4, 8, 4, 8), imageToText: 10, vertical: 0, minimumHeight: 44),
  FactoryRow(
    style: .sidebarHeader, text: (20, .semibold, label), secondary: (13, .regular, secondaryLabel),
    margins: (11, 8, 11, 8), imageToText: 10, vertical: 3, minimumHeight: 44),
]

@Suite struct FactoryTableTests {
  @Test func everyFactoryIsInTheTable() {
    let covered = Set(factoryTable.map(\.style))
    // header() and footer() adapt to the list; they are checked in UpdatedForStateTests.
    #expect(covered.union([.header, .footer]) == Set(ListContentConfiguration.Style.allCases))
  }

  @Test(arguments: factoryTable)
  func factoryDefaultsFollowSpecSection3_1(_ row: FactoryRow) {
    let r = ListContentConfiguration(style: row.style).updated(for: .init(), in: Environment())
    #expect(r.textProperties.font == FontDescriptor(size: row.text.0, weight: row.text.1))
    #expect(r.textProperties.color.description == row.text.2)
    #expect(r.secondaryTextProperties.font == FontDescriptor(size: row.secondary.0, weight: row.secondary.1))
    #expect(r.secondaryTextProperties.color.description == row.secondary.2)
    let m = r.directionalLayoutMargins
    #expect([m.top, m.leading, m.bottom, m.trailing] == [row.margins.0, row.margins.1, row.margins.2, row.margins.3])
    #expect(r.imageToTextPadding == row.imageToText)
    #expect(r.textToSecondaryTextVerticalPadding == row.vertical)
    #expect(r.minimumHeight == row.minimumHeight)
    #expect(r.prefersSideBySideTextAndSecondaryText == row.sideBySide)
    #expect(r.textToSecondaryTextHorizontalPadding == 8)
    let prominent = row.style == .prominentInsetGroupedHeader || row.style == .extraProminentInsetGroupedHeader
    #expect(r.preservesSuperviewHorizontalMargins == !prominent)
    #expect(r.imageProperties.tintColor.description == "#007AFF")
  }

  @Test(arguments: factoryTable)
  func disabledStateResolvesPerFactory(_ row: FactoryRow) {
    var state = ConfigurationState()
    state.isDisabled = true
    let r = ListContentConfiguration(style: row.style).updated(for: state, in: Environment())
    let sidebarFamily = [
      .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell, .sidebarHeader,
    ]
    .contains(row.style)
    let prominent = row.style == .prominentInsetGroupedHeader || row.style == .extraProminentInsetGroupedHeader
    let expected = sidebarFamily || prominent ? "#3C3C432D" : "#3C3C434C"
    #expect(r.textProperties.color.description == expected)
    #expect(r.imageProperties.tintColor.description == expected)
  }

  @Test(arguments: factoryTable)
  func selectedStateResolvesPerFactory(_ row: FactoryRow) {
    var state = ConfigurationState()
    state.isSelected = true
    let r = ListContentConfiguration(style: row.style).updated(for: state, in: Environment())
    let turnsWhite = row.style == .sidebarCell || row.style == .sidebarSubtitleCell
    #expect((r.textProperties.color == .white) == turnsWhite)
    if !turnsWhite { #expect(r.textProperties.color.description == row.text.2) }
  }
}
