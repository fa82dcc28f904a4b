import Testing
import VellumModel

@testable import VellumLayout

/// iOS 26's inline calendar, the compact date picker's card and the iPhone's and iPad's keyboards; iOS 18's
/// stay as they were.
@Suite struct Pickers26Tests {
  static func tree(_ version: String, canvas: String = "", _ root: String) throws -> RenderTree {
    let json =
      ##"{"vellum":1,"canvas":{"width":390,"systemVersion":""## + version + "\"" + canvas + "},\"root\":" + root + "}"
    return LayoutEngine.layout(try DocumentDecoder.decode(Array(json.utf8)), resources: FixedAdvanceMeasurer())
  }

  static let inline =
    #"{"datePicker":{"date":"2020-06-26T12:30:00","preferredDatePickerStyle":"inline","today":"2020-06-22T09:41:00"}}"#

  static func text(_ t: RenderTree, _ s: String) -> TextRun? {
    t.nodes.lazy.compactMap { n -> TextRun? in
      if case .text(let run) = n.kind, run.string == s { run } else { nil }
    }.first
  }

  /// The selected day's circle: the 40 pt fill.
  static func selection(_ t: RenderTree) -> Color? {
    t.nodes.lazy.compactMap { n -> Color? in
      if case .fill(let c, let r, _) = n.kind, n.frame.width == 40, n.frame.height == 40, r == 20 { c } else { nil }
    }.first
  }

  @Test func theSelectedDayIsFilledInTheTintWithAWhiteNumberOnIOS26() throws {
    let t26 = try Self.tree("26", Self.inline)
    let fill26 = try #require(Self.selection(t26))
    #expect(fill26.alpha == 1)
    #expect(fill26.blue > 0.9 && fill26.red < 0.1)
    let day26 = try #require(Self.text(t26, "26"))
    #expect(day26.color == .white)
    #expect(day26.font.weight == .semibold)
    // Today, not selected, keeps its number in the tint.
    #expect(try #require(Self.text(t26, "22")).color == fill26)
  }

  @Test func iOS18KeepsTheTranslucentSelection() throws {
    let t18 = try Self.tree("18", Self.inline)
    let fill18 = try #require(Self.selection(t18))
    #expect(abs(fill18.alpha - 0.12) < 0.001)
    #expect(try #require(Self.text(t18, "26")).color == fill18.withAlpha(1))
  }

  static func symbolSizes(_ t: RenderTree, _ name: String) -> [(Double, FontWeight)] {
    t.symbols().filter { $0.1.name == name }.map { ($0.1.pointSize, $0.1.weight) }
  }

  @Test func theMonthArrowsAreSmallerOnIOS26() throws {
    let a26 = Self.symbolSizes(try Self.tree("26", Self.inline), "chevron.backward")
    #expect(a26.count == 1 && a26.first?.0 == 22 && a26.first?.1 == .medium)
    let a18 = Self.symbolSizes(try Self.tree("18", Self.inline), "chevron.backward")
    #expect(a18.count == 1 && a18.first?.0 == 26 && a18.first?.1 == .regular)
  }

  static let compact =
    #"{"datePicker":{"date":"2020-06-26T12:30:00","today":"2020-06-22T09:41:00","isEditing":"date","isPresented":true}}"#

  @Test func theCompactPickersCardIsGlassOnIOS26() throws {
    let glass = try Self.tree("26", Self.compact).nodes.compactMap { n -> Glass? in
      if case .glass(let g) = n.kind { g } else { nil }
    }
    #expect(glass.count == 1)
    #expect(glass.first?.cornerRadius == 26)
    #expect(glass.first?.hasContinuousCorners == true)
    let t18 = try Self.tree("18", Self.compact)
    #expect(!t18.nodes.contains { if case .glass = $0.kind { true } else { false } })
    #expect(t18.nodes.contains { n in if case .fill(_, 13, _) = n.kind, n.frame.width == 320 { true } else { false } })
  }

  static let editing = #"{"textField":{"text":"Coffee","isEditing":true}}"#

  /// The letter keys' fills (the `q` key's row: 42 pt tall).
  static func keyFills(_ t: RenderTree) -> [(Rect, Color, Double, Corners)] {
    t.nodes.compactMap { n in
      if case .fill(let c, let r, let corners) = n.kind, n.frame.height == 42 { (n.frame, c, r, corners) } else { nil }
    }
  }

  @Test func iOS26KeysHaveContinuousCornersAndNoShadow() throws {
    let canvas = #","device":"iPhone 15","keyboard":{"returnKeyType":"search"}"#
    let t26 = try Self.tree("26", canvas: canvas, Self.editing)
    let keys = Self.keyFills(t26)
    #expect(!keys.isEmpty)
    #expect(keys.allSatisfy { $0.2 == 8.5 && $0.3.contains(.continuous) })
    // One fill a key: no shadow a point below each.
    #expect(Set(keys.map { $0.0.y }).count == 4)
    #expect(t26.nodes.contains { if case .backdropBlur(_, _, 28) = $0.kind { true } else { false } })
    // Search: the return key in the system's blue with a white title.
    let search = try #require(Self.text(t26, "search"))
    #expect(search.color == .white)

    let t18 = try Self.tree("18", canvas: canvas, Self.editing)
    let keys18 = Self.keyFills(t18)
    #expect(keys18.allSatisfy { $0.2 == 5 && !$0.3.contains(.continuous) })
    #expect(Set(keys18.map { $0.0.y }).count == 8)
    #expect(!t18.nodes.contains { if case .backdropBlur = $0.kind { true } else { false } })
    #expect(try #require(Self.text(t18, "search")).color != .white)
  }

  /// The iPad keyboard's keys (56 pt tall).
  static func padKeyFills(_ t: RenderTree) -> [(Rect, Color, Double, Corners)] {
    t.nodes.compactMap { n in
      if case .fill(let c, let r, let corners) = n.kind, n.frame.height == 56 { (n.frame, c, r, corners) } else { nil }
    }
  }

  @Test func theIPadKeyboardTakesIOS26sKeysMaterialAndBlueReturnKey() throws {
    func tree(_ version: String) throws -> RenderTree {
      let json =
        ##"{"vellum":1,"canvas":{"device":"iPad 11-inch","systemVersion":""## + version
        + ##"","keyboard":{"returnKeyType":"search"}},"root":"## + Self.editing + "}"
      return LayoutEngine.layout(try DocumentDecoder.decode(Array(json.utf8)), resources: FixedAdvanceMeasurer())
    }
    let t26 = try tree("26")
    let keys = Self.padKeyFills(t26)
    #expect(!keys.isEmpty)
    #expect(keys.allSatisfy { $0.2 == 10 && $0.3.contains(.continuous) })
    // One fill a key: no shadow a point below each.
    #expect(Set(keys.map { $0.0.y }).count == 4)
    #expect(t26.nodes.contains { if case .backdropBlur(_, _, 28) = $0.kind { true } else { false } })
    #expect(try #require(Self.text(t26, "search")).color == .white)
    // The return key, at the end of the second row, in the system's blue.
    let blue = try #require(keys.first { $0.1.blue > 0.9 && $0.1.red < 0.1 })
    #expect(blue.0.y == Set(keys.map { $0.0.y }).sorted()[1])

    let t18 = try tree("18")
    let keys18 = Self.padKeyFills(t18)
    #expect(keys18.allSatisfy { $0.2 == 6 && !$0.3.contains(.continuous) })
    #expect(!t18.nodes.contains { if case .backdropBlur = $0.kind { true } else { false } })
    #expect(try #require(Self.text(t18, "search")).color != .white)
  }

  static let colorPicker = ##"{"colorPicker":{"selectedColor":"#0061FD","tab":"grid"}}"##

  @Test func theColourPickersButtonsAreGlassCirclesOnIOS26() throws {
    let t26 = try Self.tree("26", Self.colorPicker)
    let glass = t26.nodes.filter { if case .glass = $0.kind { true } else { false } }
    #expect(glass.count == 2)
    #expect(glass.allSatisfy { $0.frame.width == 44 && $0.frame.height == 44 })
    // Its own background's top corners are a sheet's; the value box a capsule.
    #expect(
      t26.nodes.contains { n in
        if case .fill(_, 38, let c) = n.kind, c.contains(.continuous), n.frame.width == 390 { true } else { false }
      })
    #expect(t26.nodes.contains { n in if case .fill(_, 18, _) = n.kind, n.frame.width == 77 { true } else { false } })
    let t18 = try Self.tree("18", Self.colorPicker)
    #expect(!t18.nodes.contains { if case .glass = $0.kind { true } else { false } })
    #expect(t18.nodes.contains { n in if case .fill(_, 15, _) = n.kind, n.frame.width == 30 { true } else { false } })
    #expect(t18.nodes.contains { n in if case .fill(_, 8, _) = n.kind, n.frame.width == 77 { true } else { false } })
  }

  /// The time row under a calendar: "Time" and the pill side by side while they fit, else the
  /// pill under the word, both leading, the row as tall as both.
  @Test func theTimeRowStacksWhenTheWordAndThePillDoNotFit() throws {
    let picker =
      #"{"datePicker":{"date":"2020-06-26T12:30:00","preferredDatePickerStyle":"inline","today":"2020-06-22T09:41:00","datePickerMode":"dateAndTime"}}"#
    for version in ["18", "26"] {
      let large = try Self.tree(version, picker)
      let word = try #require(large.texts().first { $0.1.string == "Time" }).0
      let pill = try #require(large.texts().first { $0.1.string.contains("12:30") }).0
      #expect(abs(word.midY - pill.midY) < 0.5 && pill.x > word.maxX)
      let ax = try Self.tree(version, canvas: #","contentSizeCategory":"accessibilityExtraExtraExtraLarge""#, picker)
      let axWord = try #require(ax.texts().first { $0.1.string == "Time" }).0
      let axPill = try #require(ax.texts().first { $0.1.string.contains("12:30") }).0
      #expect(axPill.y >= axWord.maxY && axPill.x < axWord.maxX, "under the word, leading")
      #expect(ax.size.height >= axPill.maxY)
    }
  }

  /// A compact picker's date and time pills sit side by side while they fit, else the time under
  /// the date at the trailing edge.
  @Test func compactPillsStackWhenTheyDoNotFitTheWidth() throws {
    let picker = #"{"datePicker":{"date":"2020-06-26T12:30:00","datePickerMode":"dateAndTime"}}"#
    let stack = #"{"stack":{"axis":"horizontal","children":[\#(picker)]}}"#
    for version in ["18", "26"] {
      let wide = try Self.tree(version, stack)
      let pills = wide.texts().filter { $0.1.string.contains("2020") || $0.1.string.contains("12:30") }.map(\.0)
      try #require(pills.count == 2)
      #expect(abs(pills[0].midY - pills[1].midY) < 0.5)
      let narrow = try Self.tree(version, canvas: #","contentSizeCategory":"accessibilityExtraExtraExtraLarge""#, stack)
      let stacked = narrow.texts().filter { $0.1.string.contains("2020") || $0.1.string.contains("12:30") }.map(\.0)
      try #require(stacked.count == 2)
      #expect(stacked[1].y > stacked[0].maxY, "the time under the date")
      #expect(stacked.allSatisfy { $0.maxX <= 390 + 0.5 }, "on the screen")
    }
  }

  /// The colour picker's rows grow with their text: the section label above its slider, the
  /// value box as wide as its value, the header as tall as its title.
  @Test func theColourPickersRowsGrowWithDynamicType() throws {
    for version in ["18", "26"] {
      let t = try Self.tree(
        version, canvas: #","contentSizeCategory":"accessibilityExtraExtraExtraLarge""#, Self.colorPicker)
      let label = try #require(t.texts().first { $0.1.string == "OPACITY" }).0
      let track = try #require(
        t.nodes.first { if case .linearGradient = $0.kind, $0.frame.height == 36 { true } else { false } }
      ).frame
      #expect(track.y >= label.maxY, "the label above its slider")
      let value = try #require(t.texts().first { $0.1.string == "100 %" })
      let measured = FixedAdvanceMeasurer().measure(TextRequest(string: "100 %", font: value.1.font, maxWidth: nil))
      #expect(value.0.width >= measured.size.width, "the value fits its box")
      let title = try #require(t.texts().first { $0.1.string == "Colors" }).0
      let tabs = try #require(t.texts().first { $0.1.string == "Grid" }).0
      #expect(tabs.y >= title.maxY)
    }
  }
}
