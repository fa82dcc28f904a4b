import FoundationEssentials
import FoundationInternationalization
import Synchronization

/// UIDatePicker (spec §10): compact pills (tertiarySystemFill, radius 8, 7/13 padding, 17 pt),
/// the inline month calendar (44 pt header, weekday row, 44 pt day rows, 40 pt selection circle)
/// and the shared wheels (§10c); words, digits, the first weekday and the column order come from
/// swift-foundation's formatting (ICU) for the locale and calendar. On the Mac idiom: the text field
/// with a stepper.
extension DatePicker: ControlLayout {
  var fillsWidth: Bool { resolvedStyle == .inline }

  // MARK: Formatting

  /// A localized template (`yMMMd`, `jmm`) in the picker's calendar, locale and time zone; the
  /// Japanese calendar names its era (令和2年).
  func formatter(_ template: String) -> DateTemplateFormat {
    let eraTemplate = calendar.identifier == .japanese && template.contains("y") && !template.contains("G")
    return DateTemplateFormat.cached(eraTemplate ? "G" + template : template, calendar: calendar)
  }

  /// The date in a template's localized form. ICU's narrow no-break space before AM/PM (iOS 17)
  /// becomes the plain space iOS 14–16 shows.
  func string(_ date: Date, _ template: String) -> String {
    formatter(template).string(from: date).replacing(scalar: "\u{202F}", with: " ")
  }

  /// The year wheel's rows around the date, as the calendar counts years: a year in which the
  /// era changes is two rows (平成31年, then 令和元年); calendars whose years straddle the
  /// Gregorian ones (Islamic, Hebrew) get each of their years once.
  func yearRows() -> (rows: [String], selected: Int) {
    let f = formatter("y")
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = calendar.timeZone
    let year = gregorian.component(.year, from: date)
    var rows: [String] = []
    for y in (year - 50)...(year + 50) {
      for (month, day) in [(1, 1), (12, 31)] {
        guard let d = gregorian.date(from: DateComponents(year: y, month: month, day: day, hour: 12)) else { continue }
        let label = f.string(from: d)
        if rows.last != label { rows.append(label) }
      }
    }
    return (rows, rows.firstIndex(of: f.string(from: date)) ?? rows.count / 2)
  }

  /// A number in the locale's digits (٢٢ in Arabic).
  func digits(_ n: Int) -> String { n.formatted(IntegerFormatStyle<Int>(locale: locale).grouping(.never)) }

  var datePill: String { string(date, "yMMMd") }
  var timePill: String { string(date, "jmm") }

  /// The locale's time pattern: whether it has a day period (AM/PM) and whether it comes first.
  var hourCycle: (twelve: Bool, periodFirst: Bool, pattern: String) {
    let p = formatter("jmm").pattern ?? "h:mm a"
    let letters = p.filter { !"'".contains($0) }
    let twelve = letters.contains("h") || letters.contains("K")
    let a = letters.firstIndex(of: "a")
    let h = letters.firstIndex { "hHkK".contains($0) }
    return (twelve, a != nil && h != nil && a! < h!, p)
  }

  // MARK: Sizes

  func pillFont(_ ctx: ControlContext) -> FontDescriptor { ctx.font(.body) }

  func pills(_ ctx: ControlContext) -> [(Part, String)] {
    switch mode {
    case .date: [(.date, datePill)]
    case .time: [(.time, timePill)]
    default: [(.date, datePill), (.time, timePill)]
    }
  }

  func pillSize(_ text: String, _ ctx: ControlContext) -> Size {
    let m = ctx.measure(text, pillFont(ctx))
    return Size(width: (m.size.width + 26).rounded(.up), height: max(34, (m.size.height + 14).rounded()))
  }

  static let inlineHeader = 44.0
  static let weekdayRow = 24.0
  static let dayRow = 44.0
  static let timeRow = 52.0

  /// The calendar follows Dynamic Type up to a third larger than the default size (estimate:
  /// past it, seven columns of numbers no longer fit a phone's width).
  func calendarScale(_ ctx: ControlContext) -> Double { min(ctx.category.bodyMetricsFactor, 4.0 / 3) }

  func inlineHeight(_ ctx: ControlContext, width: Double) -> Double {
    let s = calendarScale(ctx)
    return (Self.inlineHeader + Self.weekdayRow + 6 * Self.dayRow) * s + 12
      + (mode == .dateAndTime ? timeRow(ctx, width: width).height : 0)
  }

  /// The time row under the calendar: "Time" and the time pill side by side, or, when they do
  /// not fit the width (large Dynamic Type), the pill under the word, both leading.
  struct TimeRow {
    var height: Double
    var word: Size
    var pill: Size
    var isStacked: Bool
  }

  func timeRow(_ ctx: ControlContext, width: Double) -> TimeRow {
    let word = ctx.measure(timeWord, ctx.font(.body)).size
    let pill = pillSize(timePill, ctx)
    let single = Self.timeRow * max(1, ctx.category.bodyMetricsFactor)
    guard word.width + 16 + pill.width > width - 32 else {
      return TimeRow(height: single, word: word, pill: pill, isStacked: false)
    }
    return TimeRow(height: max(single, 24 + word.height + 8 + pill.height), word: word, pill: pill, isStacked: true)
  }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    if ctx.isMac { return macSize(ctx) }
    switch resolvedStyle {
    case .inline:
      let width = max(280, proposedWidth)
      return Size(width: width, height: inlineHeight(ctx, width: width))
    case .wheels: return Size(width: 320, height: ControlContext.wheelHeight)
    default:
      let sizes = pills(ctx).map { pillSize($0.1, ctx) }
      let across = sizes.map(\.width).reduce(0, +) + 6 * Double(max(0, sizes.count - 1))
      guard across > proposedWidth, sizes.count > 1 else {
        return Size(width: across, height: sizes.map(\.height).max() ?? 34)
      }
      return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + 6)
    }
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    if ctx.isMac { return macNodes(in: frame, ctx) }
    switch resolvedStyle {
    case .inline: return calendarNodes(in: frame, ctx)
    case .wheels: return ctx.wheels(wheelColumns(ctx), in: frame)
    default: return compactNodes(in: frame, ctx)
    }
  }

  // MARK: Compact

  /// The date and time pills side by side, 6 pt apart; when they do not fit the width (large
  /// Dynamic Type), the time under the date, both at the trailing edge (an estimate).
  func compactNodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    var nodes: [RenderNode] = []
    var x = frame.x
    let shown = pills(ctx).map { ($0.0, $0.1, pillSize($0.1, ctx)) }
    let across = shown.map(\.2.width).reduce(0, +) + 6 * Double(max(0, shown.count - 1))
    let stacked = shown.count > 1 && across > frame.width + 0.5
    var y = frame.midY - (shown.map(\.2.height).reduce(0, +) + 6) / 2
    for (part, text, size) in shown {
      let pill =
        stacked
        ? Rect(x: frame.maxX - size.width, y: y, width: size.width, height: size.height)
        : Rect(x: x, y: frame.midY - size.height / 2, width: size.width, height: size.height)
      y += size.height + 6
      nodes += pillNodes(text, in: pill, active: isEditing == part, ctx)
      // Each pill is a button showing its value (*guess*: "Date"/"Time" as the labels).
      var element = AccessibilityElement(
        label: part == .time ? "Time" : "Date", value: ctx.engine.spoken(text), traits: .button)
      if isEditing == part { element.traits.insert(.selected) }
      nodes.append(ctx.engine.accessibilityNode(element, frame: pill))
      if isPresented, isEditing == part { present(part, below: pill, ctx) }
      x += size.width + 6
    }
    return nodes
  }

  func pillNodes(_ text: String, in pill: Rect, active: Bool, _ ctx: ControlContext) -> [RenderNode] {
    let f = pillFont(ctx)
    let h = ctx.measure(text, f).size.height
    return [
      ctx.fill(pill, ctx.color(.system(.tertiarySystemFill)), radius: ctx.design.datePickerPill.radius(for: pill.size)),
      ctx.text(
        text, f, active ? ctx.tint : ctx.color(.system(.label)),
        in: Rect(x: pill.x + 13, y: pill.midY - h / 2, width: pill.width - 26, height: h)),
    ]
  }

  /// The edited pill's picker in a floating card below it: the calendar, or the time wheels,
  /// placed once the pill's frame on the screen is known.
  func present(_ part: Part, below pill: Rect, _ ctx: ControlContext) {
    ctx.engine.present(.anchored(source: pill) { presentedCard(part, below: $0, ctx) }, key: nil)
  }

  /// The card presented below `pill` (a frame on the screen).
  func presentedCard(_ part: Part, below pill: Rect, _ ctx: ControlContext) -> [RenderNode] {
    var inner = self
    inner.style = part == .date ? .inline : .wheels
    inner.mode = part == .date ? .date : .time
    inner.isEditing = nil
    inner.isPresented = false
    let size =
      part == .date
      ? Size(width: 320, height: inner.inlineHeight(ctx, width: 320) + 8)
      : Size(width: 320, height: ControlContext.wheelHeight)
    let canvasWidth = ctx.engine.canvas.width
    let x = min(max(16, pill.midX - size.width / 2), max(16, canvasWidth - 16 - size.width))
    let card = Rect(x: x, y: pill.maxY + 8, width: size.width, height: size.height)
    // A lighter shadow than a menu's (estimate): the card sits close over the form.
    let corner = ctx.design.calendar?.cardCorner ?? 13
    var nodes = [
      RenderNode(
        frame: card, kind: .outerShadow(Color(hex: "#00000026")!, blurRadius: 30, offsetY: 6, cornerRadius: corner))
    ]
    if let m = ctx.design.calendar {
      // iOS 26: large glass frosted by the elevated background, as a popover's.
      var elevated = ctx.environment
      elevated.colors.level = .elevated
      nodes.append(
        RenderNode(
          frame: card,
          kind: .glass(
            Glass(
              cornerRadius: corner, hasContinuousCorners: true, appearance: ctx.environment.glassLook,
              adaptsToBackdrop: false))))
      nodes.append(
        RenderNode(
          frame: card,
          kind: .fill(
            elevated.resolve(.system(.systemBackground)).fading(m.cardFrost), cornerRadius: corner,
            corners: [.all, .continuous])))
    } else {
      nodes.append(ctx.fill(card, ctx.pick(light: "#FFFFFF", dark: "#2C2C2E"), radius: 13))
    }
    nodes += inner.nodes(in: card.inset(by: EdgeInsets(top: 4, left: 0, bottom: 4, right: 0)), ctx)
    return nodes
  }

  // MARK: Inline calendar

  /// The month grid's days: each day of the displayed month with its row and column.
  struct MonthGrid {
    var first: Date
    var days: [(day: Int, date: Date, row: Int, column: Int)]
  }

  /// The month of `date` laid out from the locale's first weekday, as many rows as it needs (at
  /// most 6).
  func monthGrid() -> MonthGrid {
    let c = calendar
    let first = c.date(from: c.dateComponents([.era, .year, .month], from: date)) ?? date
    let count = c.range(of: .day, in: .month, for: first)?.count ?? 30
    let offset = (c.component(.weekday, from: first) - c.firstWeekday + 7) % 7
    var days: [(Int, Date, Int, Int)] = []
    for d in 1...count {
      let cell = offset + d - 1
      days.append((d, c.date(byAdding: .day, value: d - 1, to: first) ?? first, cell / 7, cell % 7))
    }
    return MonthGrid(first: first, days: days)
  }

  /// Weekday names from the locale's first weekday: short, upper-cased (SUN MON …).
  var weekdaySymbols: [String] {
    let names = calendar.shortStandaloneWeekdaySymbols
    return (0..<7).map { names[(calendar.firstWeekday - 1 + $0) % 7].uppercased(with: locale) }
  }

  func calendarNodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    let scale = calendarScale(ctx)
    let grid = monthGrid()
    var nodes = calendarHeaderNodes(in: frame, grid, scale: scale, ctx)
    let top = frame.y + Self.inlineHeader * scale
    let gridHeight = Self.weekdayRow * scale + 6 * Self.dayRow * scale
    if showsMonthYearWheels {
      nodes += ctx.wheels(
        monthYearColumns(), in: Rect(x: frame.x, y: top, width: frame.width, height: gridHeight))
    } else {
      nodes += monthNodes(in: frame, grid, top: top, scale: scale, ctx)
    }
    if mode == .dateAndTime { nodes += timeRowNodes(in: frame, top: top + gridHeight + 12, ctx) }
    return nodes
  }

  /// The header: "June 2020" and its chevron, then the month arrows at the trailing edge (grey
  /// past the minimum or maximum date).
  private func calendarHeaderNodes(in frame: Rect, _ grid: MonthGrid, scale: Double, _ ctx: ControlContext)
    -> [RenderNode]
  {
    let tint = ctx.tint
    let label = ctx.color(.system(.label))
    let header = Self.inlineHeader * scale
    let titleFont = FontDescriptor(size: 17 * scale, weight: .semibold)
    let title = string(date, "yMMMM")
    let t = ctx.measure(title, titleFont)
    let midY = frame.y + header / 2
    var nodes = [
      ctx.text(
        title, titleFont, showsMonthYearWheels ? tint : label,
        in: Rect(x: frame.x + 16, y: midY - t.size.height / 2, width: t.size.width, height: t.size.height),
        alignment: .left),
      ctx.symbol(
        showsMonthYearWheels ? "chevron.down" : "chevron.forward",
        size: (ctx.design.calendar?.disclosureSize ?? 20) * scale,
        weight: ctx.design.calendar == nil ? .regular : .semibold,
        color: tint, center: Point(x: frame.x + 16 + t.size.width + 12 * scale, y: midY)),
    ]
    guard !showsMonthYearWheels else { return nodes }
    let previousOK = minimumDate.map { $0 < grid.first } ?? true
    let next = calendar.date(byAdding: .month, value: 1, to: grid.first) ?? grid.first
    let nextOK = maximumDate.map { $0 >= next } ?? true
    let off = ctx.color(.system(.tertiaryLabel))
    let arrow = (ctx.design.calendar?.arrowSize ?? 26) * scale
    let weight = ctx.design.calendar?.arrowWeight ?? .regular
    nodes.append(
      ctx.symbol(
        "chevron.backward", size: arrow, weight: weight, color: previousOK ? tint : off,
        center: Point(x: frame.maxX - 22 * scale - 32 * scale, y: midY)))
    nodes.append(
      ctx.symbol(
        "chevron.forward", size: arrow, weight: weight, color: nextOK ? tint : off,
        center: Point(x: frame.maxX - 22 * scale, y: midY)))
    return nodes
  }

  /// The weekdays' names (one letter where the names do not fit their columns) and the month's
  /// days from `top`: the selected day on a circle, today in the tint, days out of range faded.
  private func monthNodes(in frame: Rect, _ grid: MonthGrid, top: Double, scale: Double, _ ctx: ControlContext)
    -> [RenderNode]
  {
    var nodes: [RenderNode] = []
    let tint = ctx.tint
    let label = ctx.color(.system(.label))
    let off = ctx.color(.system(.tertiaryLabel))
    let dayRow = Self.dayRow * scale
    let weekdayRow = Self.weekdayRow * scale
    let columnWidth = (frame.width - 16) / 7
    let weekdayFont = FontDescriptor(size: 13 * scale, weight: .semibold)
    var names = weekdaySymbols
    if names.contains(where: { ctx.measure($0, weekdayFont).size.width > columnWidth - 4 }) {
      let short = calendar.veryShortStandaloneWeekdaySymbols
      names = (0..<7).map { short[(calendar.firstWeekday - 1 + $0) % 7] }
    }
    for (i, name) in names.enumerated() {
      let h = ctx.measure(name, weekdayFont).size.height
      nodes.append(
        ctx.text(
          name, weekdayFont, off,
          in: Rect(x: frame.x + 8 + Double(i) * columnWidth, y: top + 2, width: columnWidth, height: h)))
    }
    let dayFont = FontDescriptor(size: 20 * scale)
    let boldDayFont = FontDescriptor(size: 22 * scale, weight: .semibold)
    let selectedDay = calendar.startOfDay(for: date)
    let todayDay = calendar.startOfDay(for: today)
    for d in grid.days {
      let center = Point(
        x: frame.x + 8 + (Double(d.column) + 0.5) * columnWidth,
        y: top + weekdayRow + (Double(d.row) + 0.5) * dayRow)
      // Same day, not same instant: where a day starts at 01:00 (DST at midnight), the grid's
      // days and startOfDay differ by an hour.
      let isSelected = calendar.isDate(d.date, inSameDayAs: selectedDay)
      let isToday = calendar.isDate(d.date, inSameDayAs: todayDay)
      let outOfRange =
        (minimumDate.map { calendar.startOfDay(for: $0) > calendar.startOfDay(for: d.date) } ?? false)
        || (maximumDate.map { calendar.startOfDay(for: $0) < calendar.startOfDay(for: d.date) } ?? false)
      var color = label
      var font = dayFont
      if isSelected {
        // iOS 26 fills the selected day in the tint whether or not it is today.
        let filled = isToday || ctx.design.calendar != nil
        let fill = filled ? tint : tint.withAlpha(ctx.environment.colors.style == .dark ? 0.22 : 0.12)
        let r = (20 * scale).rounded()
        nodes.append(ctx.fill(Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r), fill, radius: r))
        color = filled ? .white : tint
        font = boldDayFont
      } else if isToday {
        color = tint
      } else if outOfRange {
        color = label.withAlpha(label.alpha * 0.3)
      }
      let text = digits(d.day)
      let h = ctx.measure(text, font).size.height
      nodes.append(ctx.text(text, font, color, in: Rect(x: center.x - 22, y: center.y - h / 2, width: 44, height: h)))
    }
    return nodes
  }

  /// The time row from `y`: a hairline, "Time", and the compact time pill (`timeRow`).
  private func timeRowNodes(in frame: Rect, top y: Double, _ ctx: ControlContext) -> [RenderNode] {
    let hairline = 1 / Double(ctx.engine.canvas.scale)
    let row = timeRow(ctx, width: frame.width)
    let wordY = row.isStacked ? y + 12 : y + row.height / 2 - row.word.height / 2
    let pill =
      row.isStacked
      ? Rect(
        x: frame.x + 16, y: wordY + row.word.height + 8, width: min(row.pill.width, frame.width - 32),
        height: row.pill.height)
      : Rect(
        x: frame.maxX - 16 - row.pill.width, y: y + row.height / 2 - row.pill.height / 2, width: row.pill.width,
        height: row.pill.height)
    return [
      ctx.fill(Rect(x: frame.x + 16, y: y, width: frame.width - 32, height: hairline), ctx.color(.system(.separator))),
      ctx.text(
        timeWord, ctx.font(.body), ctx.color(.system(.label)),
        in: Rect(x: frame.x + 16, y: wordY, width: row.word.width, height: row.word.height), alignment: .left),
    ] + pillNodes(timePill, in: pill, active: isEditing == .time, ctx)
  }

  /// "Today" in the picker's language (Foundation on Linux has no relative date formatting); a
  /// language without an entry shows the date itself.
  var todayWord: String {
    switch locale.language.languageCode?.identifier {
    case "en": "Today"
    case "ja": "今日"
    case "de": "Heute"
    case "fr": "Aujourd’hui"
    case "es": "Hoy"
    case "it": "Oggi"
    case "ar": "اليوم"
    case "zh": "今天"
    case "ko": "오늘"
    default: string(today, "MMMEd")
    }
  }

  /// "Time" in the picker's language where Foundation has no word for it: English, else the
  /// locale's own name for the hour field is not available on Linux, so a clock symbol's word.
  var timeWord: String {
    switch locale.language.languageCode?.identifier {
    case "ja": "時刻"
    case "de": "Uhrzeit"
    case "fr": "Heure"
    case "es": "Hora"
    case "ar": "الوقت"
    case "zh": "时间"
    case "ko": "시간"
    default: "Time"
    }
  }

  /// The inline calendar's month and year wheels.
  func monthYearColumns() -> [WheelColumn] {
    let count = calendar.range(of: .month, in: .year, for: date)?.count ?? 12
    let symbols = calendar.standaloneMonthSymbols
    let months = (0..<max(1, count)).map { symbols.indices.contains($0) ? symbols[$0] : digits($0 + 1) }
    let month = calendar.component(.month, from: date)
    let years = yearRows()
    return [
      WheelColumn(rows: months, selected: month - 1, alignment: .right, loops: true),
      WheelColumn(rows: years.rows, selected: years.selected, alignment: .left),
    ]
  }

  // MARK: Wheels

  func wheelColumns(_ ctx: ControlContext) -> [WheelColumn] {
    switch mode {
    case .countDownTimer:
      let hours = Int(countDownDuration) / 3600
      let minutes = (Int(countDownDuration) % 3600) / 60
      return [
        WheelColumn(
          rows: (0..<24).map(digits), selected: hours, alignment: .right, label: hours == 1 ? "hour" : "hours",
          loops: true),
        WheelColumn(
          rows: stride(from: 0, to: 60, by: minuteInterval).map(digits), selected: minutes / minuteInterval,
          alignment: .right, label: "min", loops: true),
      ]
    case .date: return dateColumns()
    case .time: return timeColumns()
    case .dateAndTime: return [dayColumn()] + timeColumns()
    }
  }

  /// Month, day and year in the locale's order (June 22 2020; 2020年 6月 22日; 22 Juni 2020).
  func dateColumns() -> [WheelColumn] {
    let pattern = (formatter("yMMMMd").pattern ?? "MMMM d, y").filter { "yMLd".contains($0) }
    var order: [Character] = []
    for ch in pattern where !order.contains(ch == "L" ? "M" : ch) { order.append(ch == "L" ? "M" : ch) }
    let c = calendar
    let parts = c.dateComponents([.era, .year, .month, .day], from: date)
    var columns: [WheelColumn] = []
    for field in order {
      switch field {
      case "M":
        let f = formatter("MMMM")
        // As many months as the calendar's year has (13 in Coptic, Ethiopic, a Hebrew leap year).
        let count = c.range(of: .month, in: .year, for: date)?.count ?? 12
        let rows = (1...max(1, count)).map { m in
          f.string(from: c.date(from: DateComponents(era: parts.era, year: parts.year, month: m, day: 1)) ?? date)
        }
        columns.append(WheelColumn(rows: rows, selected: (parts.month ?? 1) - 1, alignment: .left, loops: true))
      case "d":
        let f = formatter("d")
        let first = c.date(from: DateComponents(era: parts.era, year: parts.year, month: parts.month, day: 1)) ?? date
        let count = c.range(of: .day, in: .month, for: first)?.count ?? 30
        let rows = (0..<count).map { f.string(from: c.date(byAdding: .day, value: $0, to: first) ?? first) }
        columns.append(WheelColumn(rows: rows, selected: (parts.day ?? 1) - 1, alignment: .right, loops: true))
      default:
        let years = yearRows()
        columns.append(WheelColumn(rows: years.rows, selected: years.selected, alignment: .left))
      }
    }
    return columns
  }

  /// The day column of date-and-time wheels: "Mon Jun 22", today as "Today" in English.
  func dayColumn() -> WheelColumn {
    let f = formatter("MMMEd")
    let today = calendar.startOfDay(for: self.today)
    let language = locale.language.languageCode?.identifier
    var rows: [String] = []
    for offset in -30...30 {
      guard let d = calendar.date(byAdding: .day, value: offset, to: date) else { continue }
      // English wheels read "Mon Jun 22", without ICU's comma.
      let label = f.string(from: d)
      rows.append(
        calendar.startOfDay(for: d) == today
          ? todayWord : language == "en" ? label.replacing(scalar: ",", with: nil) : label)
    }
    return WheelColumn(rows: rows, selected: 30, alignment: .right)
  }

  /// Hour, minute and, where the locale uses one, the day period, in its order.
  func timeColumns() -> [WheelColumn] {
    let cycle = hourCycle
    let hour = calendar.component(.hour, from: date)
    let minute = calendar.component(.minute, from: date)
    let hourRows: [String]
    let selectedHour: Int
    if cycle.twelve {
      hourRows = (1...12).map(digits)
      selectedHour = (hour + 11) % 12
    } else {
      let padded = cycle.pattern.contains("HH")
      hourRows = (0..<24).map { padded && $0 < 10 ? digits(0) + digits($0) : digits($0) }
      selectedHour = hour
    }
    let minuteRows = stride(from: 0, to: 60, by: minuteInterval).map { $0 < 10 ? digits(0) + digits($0) : digits($0) }
    var columns = [
      WheelColumn(rows: hourRows, selected: selectedHour, alignment: .right, loops: true),
      WheelColumn(rows: minuteRows, selected: minute / minuteInterval, alignment: .left, loops: true),
    ]
    if cycle.twelve {
      let period = WheelColumn(
        rows: [calendar.amSymbol, calendar.pmSymbol], selected: hour < 12 ? 0 : 1, alignment: .left)
      if cycle.periodFirst { columns.insert(period, at: 0) } else { columns.append(period) }
    }
    return columns
  }

  // MARK: Mac

  /// Optimised for Mac: the text field with its little stepper (NSDatePicker's
  /// textFieldAndStepper look; estimates).
  func macSize(_ ctx: ControlContext) -> Size {
    let text = macText
    return Size(width: ctx.measure(text, FontDescriptor(size: 13)).size.width + 12 + 19, height: 22)
  }

  var macText: String {
    switch mode {
    case .date: string(date, "yMd")
    case .time, .countDownTimer: string(date, "jmm")
    case .dateAndTime: string(date, "yMd") + " " + string(date, "jmm")
    }
  }

  func macNodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    let size = macSize(ctx)
    let box = Rect(x: frame.x, y: frame.midY - size.height / 2, width: size.width - 19, height: size.height)
    let f = FontDescriptor(size: 13)
    let h = ctx.measure(macText, f).size.height
    var nodes = [
      ctx.fill(box, ctx.pick(light: "#00000026", dark: "#FFFFFF26"), radius: 5),
      ctx.fill(
        box.inset(by: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)),
        ctx.pick(light: "#FFFFFF", dark: "#1E1E1E"),
        radius: 4.5),
      ctx.text(
        macText, f, ctx.color(.system(.label)),
        in: Rect(x: box.x + 6, y: box.midY - h / 2, width: box.width - 12, height: h),
        alignment: .left),
    ]
    var stepper = Stepper(value: 1)
    stepper.maximumValue = 2
    nodes += stepper.nodes(
      in: Rect(x: box.maxX + 4, y: frame.midY - 12, width: 15, height: 24),
      ControlContext(engine: ctx.engine, common: common))
    return nodes
  }
}

/// A date template (`yMMMd`, `jmm`) in a locale's words and order, formatting in a calendar as
/// DateFormatter's `setLocalizedDateFormatFromTemplate` did.
///
/// DateFormatter took the pattern ICU's generator gives for the locale alone, that is for the
/// locale's own calendar (Gregorian for `ja_JP`, Buddhist for `th_TH`), and formatted with it in
/// the picker's calendar: `Gy年M月d日` from the Japanese Gregorian data, in the Japanese calendar.
/// `Date.FormatStyle` takes the pattern of the calendar it formats in (the Buddhist one adds an
/// era, the Chinese one a cyclic year), and swift-foundation has no public call that returns a
/// template's pattern. So the pattern is read back: `Date.FormatStyle` formats reference dates in
/// the locale's own calendar, its attributed output gives the fields and the literal text between
/// them, and each field becomes the first of its `candidates` that `Date.VerbatimFormatStyle`
/// formats the same on every reference date. That pattern then formats in the picker's calendar.
///
/// Two things `Date.FormatStyle` resolves unlike the template are put back. The hour keeps the
/// generator's own width (`HH:mm` in German, where `Date.FormatStyle` matches the template's `j`
/// with `H`): `Date.IntervalFormatStyle` formats a one-instant interval with ICU's single-date
/// pattern for the template, which keeps it. The day period is always `a` (AM/PM): for Chinese
/// in Taiwan `Date.FormatStyle` asks for the conversational hour, whose day periods are the
/// flexible ones (晚上 where DateFormatter showed 下午).
///
/// Letters that read the same on every reference date in the locale's own calendar cannot be told
/// apart, and the first candidate wins; they only differ in another calendar. Such ties are the
/// narrow and abbreviated era in many locales' Gregorian data (so the Japanese calendar's numeric
/// date can show `R` where DateFormatter showed `Reiwa`, or the reverse), and a month name that is
/// the same standalone (`LLLL`) and in a date (`MMMM`). A field that matches no candidate (never
/// seen in ICU's data) leaves `Date.FormatStyle` in the picker's calendar to format.
struct DateTemplateFormat: Sendable {
  /// The pattern in CLDR syntax (`MMM d, y`), as DateFormatter's `dateFormat`; nil where it could
  /// not be read back.
  let pattern: String?
  private let verbatim: Date.VerbatimFormatStyle?
  private let fallback: Date.FormatStyle

  typealias Field = AttributeScopes.FoundationAttributes.DateFieldAttribute.Field
  enum Piece: Equatable {
    case literal(String)
    case letters(String)
  }

  /// `template` for `calendar`, whose locale and time zone it formats in.
  init(_ template: String, calendar: Calendar) {
    let locale = calendar.locale ?? Locale(identifier: "en_US")
    fallback = Self.style(template, locale: locale, calendar: calendar)
    guard let pieces = Self.pieces(template, locale: locale, timeZone: calendar.timeZone) else {
      (pattern, verbatim) = (nil, nil)
      return
    }
    pattern = pieces.map { piece in
      switch piece {
      case .letters(let letters): letters
      case .literal(let text): Self.quoted(text)
      }
    }.joined()
    verbatim = Self.verbatim(pieces, locale: locale, calendar: calendar)
  }

  func string(from date: Date) -> String { verbatim?.format(date) ?? fallback.format(date) }

  /// `template` for `calendar`, read back once per process: that formats some twenty reference
  /// dates (~0.4 ms), and a picker asks for the same few templates many times (pills, hour
  /// cycle, wheel columns, year rows).
  static func cached(_ template: String, calendar: Calendar) -> DateTemplateFormat {
    let key = Key(template: template, calendar: calendar)
    if let hit = cache.withLock({ $0[key] }) { return hit }
    let made = DateTemplateFormat(template, calendar: calendar)
    cache.withLock { cache in
      if cache.count >= 512 { cache.removeAll() }
      cache[key] = made
    }
    return made
  }

  private struct Key: Hashable, Sendable {
    var template: String
    var calendar: Calendar
  }
  private static let cache = Mutex<[Key: DateTemplateFormat]>([:])

  /// Literal text in a pattern: words with ASCII letters in quotes (`'de'`), a quote doubled.
  static func quoted(_ text: String) -> String {
    var out = ""
    var word = ""
    func endWord() {
      out += word.contains { $0.isASCII && $0.isLetter } ? "'" + word + "'" : word
      word = ""
    }
    for c in text {
      if c.isLetter {
        word.append(c)
      } else {
        endWord()
        out += c == "'" ? "''" : String(c)
      }
    }
    endWord()
    return out
  }

  /// `Date.FormatStyle` with a template's fields: `G` era, `y` year, `M`, `MMM` or `MMMM` month,
  /// `d` day, `E` weekday, `j` hour and `mm` minutes (the templates the picker uses).
  static func style(_ template: String, locale: Locale, calendar: Calendar) -> Date.FormatStyle {
    var style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
    let months = template.filter { $0 == "M" }.count
    if template.contains("G") { style = style.era(.abbreviated) }
    if template.contains("y") { style = style.year(.defaultDigits) }
    if months > 0 { style = style.month(months >= 4 ? .wide : months == 3 ? .abbreviated : .defaultDigits) }
    if template.contains("d") { style = style.day(.defaultDigits) }
    if template.contains("E") { style = style.weekday(.abbreviated) }
    if template.contains("j") { style = style.hour(.defaultDigits(amPM: .abbreviated)) }
    if template.contains("m") { style = style.minute(.twoDigits) }
    return style
  }

  /// The template's pattern in the locale's own calendar, as literal text and pattern letters;
  /// nil if a field matches no candidate.
  static func pieces(_ template: String, locale: Locale, timeZone: TimeZone) -> [Piece]? {
    var own = Calendar(identifier: locale.calendar.identifier)
    own.locale = locale
    own.timeZone = timeZone
    let dates = referenceDates(in: own)
    let style = Self.style(template, locale: locale, calendar: own).attributed
    // Each date as runs of a field (nil for literal text) and its text, in Unicode scalars: a
    // field's text may begin with a joiner that joins the literal space before it into one
    // Character.
    let runs = dates.map { date in
      let s = style.format(date)
      return s.runs.map { ($0.dateField, String(String.UnicodeScalarView(s[$0.range].unicodeScalars))) }
    }
    guard let first = runs.first, runs.allSatisfy({ $0.count == first.count }) else { return nil }
    var pieces: [Piece] = []
    for (i, (field, text)) in first.enumerated() {
      guard let field else {
        guard runs.allSatisfy({ $0[i] == (nil, text) }) else { return nil }
        pieces.append(.literal(text))
        continue
      }
      if field == .amPM {
        pieces.append(.letters("a"))
        continue
      }
      let match = candidates(for: field, in: template).first { letters in
        let candidate = verbatim([.letters(letters)], locale: locale, calendar: own)
        return dates.indices.allSatisfy { runs[$0][i] == (field, candidate.format(dates[$0])) }
      }
      guard let match else { return nil }
      pieces.append(.letters(match))
    }
    // The hour at 1 AM: two digits if the generator's own pattern has them.
    let hours: [Piece] = [.letters("h"), .letters("H"), .letters("K"), .letters("k")]
    if let i = pieces.firstIndex(where: hours.contains), case .letters(let hour) = pieces[i],
      let date = dates.first(where: { own.component(.hour, from: $0) == 1 })
    {
      let single = Date.IntervalFormatStyle(
        date: .omitted, time: .shortened, locale: locale, calendar: own, timeZone: timeZone
      ).format(date..<date)
      if single.contains(verbatim([.letters(hour + hour)], locale: locale, calendar: own).format(date)) {
        pieces[i] = .letters(hour + hour)
      }
    }
    return pieces
  }

  /// The pattern letters a field can have, the likelier first: the template's width; for a month,
  /// in a date (`MMMM`) before standalone (`LLLL`) unless the month stands alone, and numeric
  /// before narrow; for an era, CLDR's narrow era in numeric dates (root's `GGGGG y-MM-dd`) and
  /// the abbreviated one elsewhere.
  static func candidates(for field: Field, in template: String) -> [String] {
    switch field {
    case .era:
      let numeric = template.contains("M") && !template.contains("MMM")
      return numeric ? ["GGGGG", "G", "GGGG"] : ["G", "GGGG", "GGGGG"]
    case .year: return ["y", "yy"]
    case .month:
      let width = template.filter { $0 == "M" }.count
      let widths = [width] + (width >= 3 ? [3, 4, 1, 2, 5] : [1, 2, 3, 4, 5]).filter { $0 != width }
      let alone = template.allSatisfy { $0 == "M" }
      return widths.flatMap { n in
        (alone && n >= 3 ? ["L", "M"] : ["M", "L"]).map { String(repeating: $0, count: n) }
      }
    case .day: return ["d", "dd"]
    case .weekday: return ["EEE", "ccc", "EEEE", "cccc", "EEEEE", "ccccc", "EEEEEE", "cccccc"]
    case .hour: return ["h", "H", "K", "k", "hh", "HH", "KK", "kk"]
    case .minute: return ["mm", "m"]
    default: return []
    }
  }

  /// Dates in `calendar` covering every month and weekday, one- and two-digit days, the hours
  /// either side of midnight and noon, and an earlier era.
  static func referenceDates(in calendar: Calendar) -> [Date] {
    let june = Date(timeIntervalSince1970: 1_623_758_400)  // 15 June 2021, noon UTC
    let year = calendar.dateComponents([.era, .year], from: june)
    var dates: [Date] = []
    for (i, hour) in [0, 12, 1, 13, 9, 21, 11, 23, 5, 17, 3, 15].enumerated() {
      var c = year
      (c.month, c.day, c.hour, c.minute) = (i + 1, i + 1, hour, i * 5)
      if let date = calendar.date(from: c) { dates.append(date) }
    }
    dates += (0..<7).map { june.addingTimeInterval(Double($0) * 86_400) }
    dates.append(june.addingTimeInterval(-2_200 * 365.25 * 86_400))
    return dates
  }

  /// Literal text and pattern letters as `Date.VerbatimFormatStyle`.
  static func verbatim(_ pieces: [Piece], locale: Locale, calendar: Calendar) -> Date.VerbatimFormatStyle {
    var format = Date.FormatString.StringInterpolation(literalCapacity: 0, interpolationCount: pieces.count)
    for piece in pieces {
      switch piece {
      case .literal(let text): format.appendLiteral(text)
      case .letters(let letters): append(letters, to: &format)
      }
    }
    return Date.VerbatimFormatStyle(
      format: Date.FormatString(stringInterpolation: format), locale: locale, timeZone: calendar.timeZone,
      calendar: calendar)
  }

  /// The symbol for pattern letters among the `candidates`.
  static func append(_ letters: String, to f: inout Date.FormatString.StringInterpolation) {
    typealias Hour = Date.FormatStyle.Symbol.VerbatimHour
    let two = letters.count == 2
    func hour(_ two: Bool, _ clock: Hour.Clock, _ cycle: Hour.HourCycle) -> Hour {
      two ? .twoDigits(clock: clock, hourCycle: cycle) : .defaultDigits(clock: clock, hourCycle: cycle)
    }
    switch letters.first {
    case "G": f.appendInterpolation(era: letters.count == 5 ? .narrow : letters.count == 4 ? .wide : .abbreviated)
    case "y": f.appendInterpolation(year: two ? .twoDigits : .defaultDigits)
    case "M":
      let months: [Date.FormatStyle.Symbol.Month] = [.defaultDigits, .twoDigits, .abbreviated, .wide, .narrow]
      f.appendInterpolation(month: months[letters.count - 1])
    case "L":
      let months: [Date.FormatStyle.Symbol.StandaloneMonth] = [
        .defaultDigits, .twoDigits, .abbreviated, .wide, .narrow,
      ]
      f.appendInterpolation(standaloneMonth: months[letters.count - 1])
    case "d": f.appendInterpolation(day: two ? .twoDigits : .defaultDigits)
    case "E":
      let days: [Date.FormatStyle.Symbol.Weekday] = [.abbreviated, .wide, .narrow, .short]
      f.appendInterpolation(weekday: days[letters.count - 3])
    case "c":
      let days: [Date.FormatStyle.Symbol.StandaloneWeekday] = [.abbreviated, .wide, .narrow, .short]
      f.appendInterpolation(standaloneWeekday: days[letters.count - 3])
    case "a": f.appendInterpolation(dayPeriod: .standard(.abbreviated))
    case "h": f.appendInterpolation(hour: hour(two, .twelveHour, .oneBased))
    case "K": f.appendInterpolation(hour: hour(two, .twelveHour, .zeroBased))
    case "H": f.appendInterpolation(hour: hour(two, .twentyFourHour, .zeroBased))
    case "k": f.appendInterpolation(hour: hour(two, .twentyFourHour, .oneBased))
    case "m": f.appendInterpolation(minute: two ? .twoDigits : .defaultDigits)
    default: break
    }
  }
}

extension String {
  /// The string with each `scalar` replaced by `replacement` (removed for nil), Unicode scalar by
  /// scalar.
  fileprivate func replacing(scalar: Unicode.Scalar, with replacement: Unicode.Scalar?) -> String {
    var scalars = String.UnicodeScalarView()
    for s in unicodeScalars {
      if s != scalar {
        scalars.append(s)
      } else if let replacement {
        scalars.append(replacement)
      }
    }
    return String(scalars)
  }
}
