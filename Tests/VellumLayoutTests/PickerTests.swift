import Foundation
import Testing

@testable import VellumLayout

/// Date pickers and picker views (spec §10): calendar maths checked against Foundation's own
/// answers, the locale's column order and clocks, and the wheel geometry.
@Suite struct PickerTests {
  func picker(_ keys: String) throws -> DatePicker {
    let d = try DocumentDecoder.decode(Array(#"{"vellum":1,"canvas":{"systemVersion":"18"},"root":{"datePicker":{\#(keys)}}}"#.utf8))
    guard let c = d.root.control, let p = c.value as? DatePicker else { throw Failure() }
    return p
  }

  struct Failure: Error {}

  @Test(arguments: [
    ("2020-06-22", "en_US", 5), ("2020-06-22", "de_DE", 5), ("2020-08-10", "en_US", 6), ("2020-02-10", "en_US", 5),
    ("2021-02-10", "de_DE", 4), ("2020-06-22", "ar_EG", 5),
  ])
  func theMonthGridStartsOnTheLocalesFirstWeekday(_ date: String, _ locale: String, _ rows: Int) throws {
    let p = try picker(#""date":"\#(date)","locale":"\#(locale)","preferredDatePickerStyle":"inline""#)
    let grid = p.monthGrid()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = Locale(identifier: locale)
    let first = calendar.date(from: calendar.dateComponents([.year, .month], from: p.date))!
    #expect(grid.days.count == calendar.range(of: .day, in: .month, for: first)!.count)
    let expectedColumn = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
    #expect(grid.days[0].column == expectedColumn)
    #expect(grid.days.last!.row + 1 == rows)
    // Day n is n − 1 days after the first, in its weekday's column.
    for d in grid.days {
      #expect((calendar.component(.weekday, from: d.date) - calendar.firstWeekday + 7) % 7 == d.column)
    }
  }

  @Test func daysCompareByDayNotInstantAndMonthsCountAsTheCalendarDoes() throws {
    // Asunción's clocks went forward at midnight on 1 October 2023: that day began at 01:00.
    let p = try picker(
      #""date":"2023-10-15","timeZone":"America/Asuncion","preferredDatePickerStyle":"inline","datePickerMode":"date""#)
    let t = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":390,"scale":3},"root":{"datePicker":{"date":"2023-10-15","today":"2023-10-15","timeZone":"America/Asuncion","preferredDatePickerStyle":"inline","datePickerMode":"date"}}}"#
    )
    #expect(t.fills().contains { $0.0.width == 40 && $0.0.height == 40 }, "the selected day has its circle")
    #expect(p.monthGrid().days.count == 31)
    // The Coptic year has 13 months; the 13th (Nasie) is in the band.
    let coptic = try picker(
      #""date":"2020-09-08","calendar":"coptic","datePickerMode":"date","preferredDatePickerStyle":"wheels""#)
    let months = try #require(coptic.dateColumns().first { $0.loops && $0.rows.count > 12 })
    #expect(months.rows.count == 13 && months.selected == 12)
  }

  @Test func leapYearsAndWeekdayNamesFollowFoundation() throws {
    #expect(try picker(#""date":"2020-02-29""#).monthGrid().days.count == 29)
    #expect(try picker(#""date":"2100-02-01""#).monthGrid().days.count == 28, "not a leap year")
    let ar = try picker(#""date":"2020-06-22","locale":"ar_EG""#)
    var c = Calendar(identifier: .gregorian)
    c.locale = Locale(identifier: "ar_EG")
    #expect(ar.weekdaySymbols.first == c.shortStandaloneWeekdaySymbols[c.firstWeekday - 1])
    #expect(ar.digits(22) == "٢٢")
    #expect(try picker(#""locale":"en_US""#).weekdaySymbols.first == "SUN")
    c.locale = Locale(identifier: "de_DE")
    #expect(try picker(#""locale":"de_DE""#).weekdaySymbols.first == c.shortStandaloneWeekdaySymbols[1].uppercased())
  }

  @Test func theJapaneseCalendarNamesItsEras() throws {
    let p = try picker(#""date":"2020-06-22","locale":"ja_JP","calendar":"japanese","datePickerMode":"date""#)
    let columns = p.dateColumns()
    #expect(columns.count == 3)
    let years = columns[0]
    #expect(years.rows[years.selected] == "令和2年")
    #expect(years.rows[years.selected - 1] == "令和元年", "Reiwa began on 1 May 2019")
    #expect(years.rows[years.selected - 2] == "平成31年", "the same Gregorian year began in Heisei")
    #expect(years.rows[years.selected - 3] == "平成30年")
    // Calendars whose years straddle the Gregorian ones list each of their years once.
    let islamic = try picker(#""date":"2020-06-22","calendar":"islamicUmmAlQura","datePickerMode":"date""#).yearRows()
    #expect(Set(islamic.rows).count == islamic.rows.count)
    #expect(columns[1].rows[columns[1].selected] == "6月" && columns[2].rows[columns[2].selected] == "22日")
  }

  @Test func columnsFollowTheLocalesOrderAndClock() throws {
    func first(_ locale: String) throws -> String {
      let p = try picker(#""date":"2020-06-22T21:05:00","locale":"\#(locale)","datePickerMode":"date""#)
      let c = p.dateColumns()[0]
      return c.rows[c.selected]
    }
    #expect(try first("en_US") == "June")
    #expect(try first("de_DE") == "22")
    #expect(try first("ja_JP") == "2020年")
    func time(_ locale: String, _ extra: String = "") throws -> [String] {
      let p = try picker(#""date":"2020-06-22T21:05:00","locale":"\#(locale)","datePickerMode":"time"\#(extra)"#)
      return p.timeColumns().map { $0.rows[$0.selected] }
    }
    #expect(try time("en_US") == ["9", "05", "PM"])
    #expect(try time("ko_KR") == ["오후", "9", "05"])
    #expect(try time("de_DE") == ["21", "05"])
    let stepped = try picker(#""date":"2020-06-22T21:07:00","datePickerMode":"time","minuteInterval":5"#)
    #expect(stepped.timeColumns()[1].rows.count == 12)
    #expect(stepped.timeColumns()[1].rows[stepped.timeColumns()[1].selected] == "05", "rounded down to the interval")
  }

  /// The words, digits and order the picker showed when it formatted with DateFormatter
  /// (recorded from that build): a 12-hour and a 24-hour clock, the day period before the hour,
  /// Arabic-Indic and Persian digits, the Japanese era, and calendars that are not the locale's
  /// own, which keep the locale's own pattern (no era in the Buddhist year for `en_US`).
  @Test func stringsReadAsDateFormatterGaveThem() throws {
    struct Case {
      var locale: String, calendar: String
      var pill: String, time: String, mac: String, title: String
      /// The date wheels' selected rows, in their order; the time wheels'.
      var dateRows: [String], timeRows: [String]
      /// The first hour row, and the day wheel's first row (30 days back).
      var firstHour: String, firstDay: String
    }
    let cases = [
      Case(
        locale: "en_US", calendar: "gregorian", pill: "Jun 22, 2020", time: "9:05 PM", mac: "6/22/2020 9:05 PM",
        title: "June 2020", dateRows: ["June", "22", "2020"], timeRows: ["9", "05", "PM"], firstHour: "1",
        firstDay: "Sat May 23"),
      Case(
        locale: "en_GB", calendar: "gregorian", pill: "22 Jun 2020", time: "21:05", mac: "22/06/2020 21:05",
        title: "June 2020", dateRows: ["22", "June", "2020"], timeRows: ["21", "05"], firstHour: "00",
        firstDay: "Sat 23 May"),
      Case(
        locale: "de_DE", calendar: "gregorian", pill: "22. Juni 2020", time: "21:05", mac: "22.6.2020 21:05",
        title: "Juni 2020", dateRows: ["22", "Juni", "2020"], timeRows: ["21", "05"], firstHour: "00",
        firstDay: "Sa. 23. Mai"),
      Case(
        locale: "ja_JP", calendar: "japanese", pill: "令和2年6月22日", time: "21:05", mac: "令和2/6/22 21:05",
        title: "令和2年6月", dateRows: ["令和2年", "6月", "22日"], timeRows: ["21", "05"], firstHour: "0",
        firstDay: "5月23日(土)"),
      Case(
        locale: "ar_EG", calendar: "gregorian", pill: "٢٢ يونيو، ٢٠٢٠", time: "٩:٠٥\u{A0}م",
        mac: "٢٢\u{200F}/٦\u{200F}/٢٠٢٠ ٩:٠٥\u{A0}م", title: "يونيو ٢٠٢٠", dateRows: ["٢٢", "يونيو", "٢٠٢٠"],
        timeRows: ["٩", "٠٥", "م"], firstHour: "١", firstDay: "سبت، ٢٣ مايو"),
      Case(
        locale: "ko_KR", calendar: "gregorian", pill: "2020년 6월 22일", time: "오후 9:05", mac: "2020. 6. 22. 오후 9:05",
        title: "2020년 6월", dateRows: ["2020년", "6월", "22일"], timeRows: ["오후", "9", "05"], firstHour: "1",
        firstDay: "5월 23일 (토)"),
      Case(
        locale: "zh_Hans_CN", calendar: "gregorian", pill: "2020年6月22日", time: "21:05", mac: "2020/6/22 21:05",
        title: "2020年6月", dateRows: ["2020年", "六月", "22日"], timeRows: ["21", "05"], firstHour: "00",
        firstDay: "5月23日 周六"),
      // AM/PM (下午), not the flexible day periods (晚上).
      Case(
        locale: "zh_Hant_TW", calendar: "gregorian", pill: "2020年6月22日", time: "下午9:05", mac: "2020/6/22 下午9:05",
        title: "2020年6月", dateRows: ["2020年", "6月", "22日"], timeRows: ["下午", "9", "05"], firstHour: "1",
        firstDay: "5月23日 週六"),
      Case(
        locale: "th_TH", calendar: "buddhist", pill: "22 มิ.ย. 2563", time: "21:05", mac: "22/6/2563 21:05",
        title: "มิถุนายน 2563", dateRows: ["22", "มิถุนายน", "พ.ศ. 2563"], timeRows: ["21", "05"], firstHour: "00",
        firstDay: "ส. 23 พ.ค."),
      Case(
        locale: "en_US", calendar: "buddhist", pill: "Jun 22, 2563", time: "9:05 PM", mac: "6/22/2563 9:05 PM",
        title: "June 2563", dateRows: ["June", "22", "2563"], timeRows: ["9", "05", "PM"], firstHour: "1",
        firstDay: "Sat May 23"),
      Case(
        locale: "he_IL", calendar: "hebrew", pill: "30 בסיון 5780", time: "21:05", mac: "30.9.5780 21:05",
        title: "סיון 5780", dateRows: ["30", "סיון", "5780"], timeRows: ["21", "05"], firstHour: "0",
        firstDay: "שבת, 29 באייר"),
      Case(
        locale: "fa_IR", calendar: "persian", pill: "۲ تیر ۱۳۹۹", time: "۲۱:۰۵", mac: "۱۳۹۹/۴/۲ ۲۱:۰۵",
        title: "۱۳۹۹ تیر", dateRows: ["۲", "تیر", "۱۳۹۹"], timeRows: ["۲۱", "۰۵"], firstHour: "۰",
        firstDay: "شنبه ۳ خرداد"),
    ]
    for c in cases {
      let p = try picker(
        #""date":"2020-06-22T21:05:00","today":"2020-06-22T09:41:00","locale":"\#(c.locale)","calendar":"\#(c.calendar)""#
      )
      let context = Comment(rawValue: "\(c.locale) \(c.calendar)")
      #expect(p.datePill == c.pill, context)
      #expect(p.timePill == c.time, context)
      #expect(p.macText == c.mac, context)
      #expect(p.string(p.date, "yMMMM") == c.title, context)
      #expect(p.dateColumns().map { $0.rows[$0.selected] } == c.dateRows, context)
      #expect(p.timeColumns().map { $0.rows[$0.selected] } == c.timeRows, context)
      #expect(p.timeColumns().first { $0.rows.count >= 12 }?.rows.first == c.firstHour, context)
      #expect(p.dayColumn().rows.first == c.firstDay, context)
      #expect(p.dayColumn().rows[30] == p.todayWord, context)
    }
  }

  /// A template's pattern, read back from Date.FormatStyle's fields, is the one swift-foundation
  /// itself gives for the date styles (yMd, yMMMd, yMMMMd) in the locale's own calendar; the
  /// time keeps DateFormatter's hour width and AM/PM.
  @Test func patternsReadBackAsTheLocaleWritesThem() throws {
    let styles: [(String, Date.FormatStyle.DateStyle)] = [
      ("yMd", .numeric), ("yMMMd", .abbreviated), ("yMMMMd", .long),
    ]
    for id in [
      "en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "ru_RU", "pl_PL", "ja_JP", "ko_KR", "zh_Hans_CN", "zh_Hant_TW",
      "ar_EG", "he_IL", "hi_IN", "th_TH", "fa_IR",
    ] {
      let locale = Locale(identifier: id)
      var calendar = Calendar(identifier: .gregorian)
      calendar.locale = locale
      calendar.timeZone = TimeZone(identifier: "UTC")!
      for (template, style) in styles {
        let expected = Date.ParseStrategy.date(style, locale: locale, timeZone: calendar.timeZone).format
        let pattern = try #require(DateTemplateFormat(template, calendar: calendar).pattern)
        #expect(pattern.filter { $0 != "'" } == expected.filter { $0 != "'" }, "\(id) \(template)")
      }
    }
    func time(_ locale: String) throws -> String { try picker(#""locale":"\#(locale)""#).hourCycle.pattern }
    #expect(try time("en_US") == "h:mm\u{202F}a", "CLDR's narrow no-break space")
    #expect(try time("de_DE") == "HH:mm", "DateFormatter's two-digit hour, where Date.FormatStyle has H:mm")
    #expect(try time("ja_JP") == "H:mm")
    #expect(try time("ko_KR") == "a h:mm")
    #expect(try time("zh_Hant_TW") == "ah:mm", "AM/PM, where Date.FormatStyle has Taiwan's flexible day periods")
  }

  @Test func wheelsMagnifyTheBandAndShrinkAndFadeTheRest() throws {
    let t = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":320,"height":216,"scale":3},"root":{"pickerView":{"components":[{"rows":["A","B","C","D","E"],"selectedRow":2}]}}}"#
    )
    let band = try #require(t.fills().first)
    #expect(band.0.height == 34 && abs(band.0.midY - 108) < 0.34 && band.0.x == 9)
    let texts = t.texts()
    let selected = try #require(texts.first { $0.1.string == "C" && $0.1.font.size == 23.5 })
    #expect(abs(selected.0.midY - 108) < 0.5)
    #expect(selected.1.color.alpha == 1)
    // The next row sits where the cylinder puts it, smaller and at 44.7 %.
    let radius = 1.07 * 216 / 2
    let next = try #require(texts.first { $0.1.string == "D" && $0.1.font.size == 21 })
    #expect(abs(next.0.midY - (108 + radius * sin(32 / radius))) < 0.5)
    #expect(abs(next.1.color.alpha - 0.447) < 0.01)
    // Turned away on the drum: squashed top to bottom by the cosine, narrowed by the perspective.
    let i = try #require(t.nodes.firstIndex { if case .text(let r) = $0.kind { r.string == "D" } else { false } })
    guard case .beginScale(let sx, let sy) = t.nodes[i - 1].kind else {
      Issue.record("row D is not on the drum")
      return
    }
    let depth = 1 / (1 + 0.003 * radius * (1 - cos(32 / radius)))
    #expect(abs(sx - depth) < 1e-9 && abs(sy - depth * cos(32 / radius)) < 1e-9)
    // Hours and minutes go round: below 12 comes 1.
    let p = try picker(#""date":"2020-06-22T23:00:00","datePickerMode":"time""#)
    #expect(p.timeColumns()[0].loops && !p.timeColumns()[2].loops)
  }

  @Test func theCalendarFollowsDynamicTypeUpToAThirdLarger() throws {
    func calendar(_ size: String, advance: Double = 0.5) throws -> RenderTree {
      try layout(
        #"{"vellum":1,"canvas":{"systemVersion":"18","width":390,"scale":3,"contentSizeCategory":"\#(size)"},"root":{"datePicker":{"date":"2020-06-24","datePickerMode":"date","preferredDatePickerStyle":"inline"}}}"#,
        measurer: FixedAdvanceMeasurer(advance: advance))
    }
    func circle(_ t: RenderTree) -> Double? {
      t.nodes.compactMap { if case .fill(_, let r, _) = $0.kind, r >= 20 { r } else { nil } }.first
    }
    #expect(circle(try calendar("large")) == 20)
    #expect(circle(try calendar("accessibilityExtraExtraExtraLarge")) == 27, "20 × 4/3, rounded")
    // Weekday names too wide for their columns shorten to one letter.
    #expect(try calendar("accessibilityExtraExtraExtraLarge").texts().contains { $0.1.string == "SUN" })
    let wide = try calendar("accessibilityExtraExtraExtraLarge", advance: 1)
    #expect(wide.texts().contains { $0.1.string == "S" } && !wide.texts().contains { $0.1.string == "SUN" })
  }

  @Test func compactPillsTintTheEditedOneAndPresentItsPicker() throws {
    let t = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":390,"height":600,"scale":3},"root":{"stack":{"padding":16,"alignment":"leading","children":[{"datePicker":{"date":"2020-06-22T09:41:00","isEditing":"date","isPresented":true}}]}}}"#
    )
    let texts = t.texts()
    let date = try #require(texts.first { $0.1.string == "Jun 22, 2020" })
    // ICU's narrow no-break space before AM (iOS 17) is the plain space of iOS 14–16.
    let time = try #require(texts.first { $0.1.string == "9:41 AM" })
    #expect(date.1.color.description == "#007AFF" && time.1.color.description != "#007AFF")
    // The calendar opened below: its title and the selected day.
    #expect(texts.contains { $0.1.string == "June 2020" && $0.0.y > date.0.maxY })
  }
}

/// The colour picker's sheet (spec §11).
@Suite struct ColorPickerTests {
  func tree(_ keys: String) throws -> RenderTree {
    try layout(##"{"vellum":1,"canvas":{"systemVersion":"18","width":390,"scale":3},"root":{"colorPicker":{\##(keys)}}}"##)
  }

  @Test func theGridIs12By10WithARingOnThePaletteColour() throws {
    let t = try tree(##""selectedColor":"#FF4015""##)
    // The palette's cells are the fills clipped to the grid's rounded corners.
    let cells = t.nodes.compactMap { n -> (Rect, Color)? in
      guard case .fill(let c, _, _) = n.kind, n.clip?.cornerRadius == 8 else { return nil }
      return (n.frame, c)
    }
    #expect(cells.count == 120)
    #expect(cells[0].1.description == "#FFFFFF" && cells[119].1.description == "#DEEED4")
    // Row 5, column 5 (#FF4015) wears the white 3 pt ring.
    let ring = try #require(
      t.nodes.first { if case .stroke(let c, let w, _, _) = $0.kind { c == .white && w == 3 } else { false } })
    let cell = cells[5 * 12 + 5].0
    #expect(abs(ring.frame.midX - cell.midX) < 0.4 && abs(ring.frame.midY - cell.midY) < 0.4)
    // A colour off the palette has no ring.
    let off = try tree(##""selectedColor":"#123456""##)
    #expect(!off.nodes.contains { if case .stroke(_, 3, _, _) = $0.kind { true } else { false } })
  }

  @Test func slidersShowTheChannelsAndTheOpacityItsPercentage() throws {
    let t = try tree(##""selectedColor":"#76BB4080","tab":"sliders""##)
    let strings = t.texts().map(\.1.string)
    #expect(strings.contains("118") && strings.contains("187") && strings.contains("64"))
    #expect(strings.contains("76BB40") && strings.contains("50 %"))
    #expect(strings.contains("RED") && strings.contains("OPACITY"))
    let gradients = t.nodes.filter { if case .linearGradient = $0.kind { true } else { false } }
    #expect(gradients.count == 4, "three channels and the opacity")
    let opaque = try tree(#""supportsAlpha":false,"tab":"sliders""#)
    #expect(!opaque.texts().contains { $0.1.string == "OPACITY" })
    #expect(opaque.size.height < t.size.height)
  }

  @Test func theSpectrumLoupeSitsAtTheColoursHueAndBrightness() throws {
    let t = try tree(##""selectedColor":"#00FFFF","tab":"spectrum""##)
    let field = try #require(t.nodes.first { if case .linearGradient(_, false, _) = $0.kind { true } else { false } })
    let loupe = try #require(t.fills().first { abs($0.0.width - 28) < 0.4 && $0.1.description == "#00FFFF" })
    #expect(abs(loupe.0.midX - (field.frame.x + field.frame.width / 2)) < 0.5, "cyan is half way round")
    #expect(abs(loupe.0.midY - field.frame.midY) < 0.5, "full saturation and brightness: the middle")
    #expect(abs(ColorPicker.hsb(ColorPicker.color(hue: 0.3, saturation: 0.5, brightness: 0.8)).0 - 0.3) < 1e-9)
  }

  @Test func aPickerNarrowerThanItsPartsDrawsWithoutTrapping() throws {
    let t = try tree(#""width":100"#)
    #expect(t.nodes.count > 0)
    // Many favourites wrap, and the picker grows to hold them.
    let few = try tree(#""favorites":["systemRed"]"#)
    let thirty = Array(repeating: #""systemRed""#, count: 30).joined(separator: ",")
    let many = try tree(#""favorites":["# + thirty + "]")
    #expect(many.size.height > few.size.height)
  }

  @Test func favouritesEndWithThePlusButton() throws {
    let t = try tree(##""favorites":["systemRed","#00FF00"]"##)
    let dots = t.nodes.filter { if case .fill(_, 15, _) = $0.kind { $0.frame.width == 30 } else { false } }
    #expect(dots.count == 4, "two favourites, the + button and the close button")
    #expect(t.symbols().contains { $0.1.name == "plus" })
  }
}
