import FoundationEssentials
import FoundationInternationalization

/// `UIDatePicker`: a date, a time or both, as compact pills, an inline calendar or wheels, in
/// any locale and calendar Foundation knows (the ICU data Apple platforms use).
public struct DatePicker: Control {
  /// `UIDatePicker.Mode`.
  public enum Mode: String, Sendable, CaseIterable { case date, time, dateAndTime, countDownTimer }
  /// `UIDatePickerStyle`; `automatic` is `compact`, as on iOS 14+ (count-down timers are wheels).
  public enum Style: String, Sendable, CaseIterable { case automatic, compact, inline, wheels }
  /// Which compact pill is being edited.
  public enum Part: String, Sendable, CaseIterable { case date, time }

  public static let kind = "datePicker"
  public static let summary =
    "A `UIDatePicker`: compact pills, the inline calendar or wheels, localised by `locale` and `calendar`."
  /// `Calendar.Identifier`s by their Swift names.
  public static let calendars: [String: Calendar.Identifier] = [
    "gregorian": .gregorian, "japanese": .japanese, "buddhist": .buddhist, "chinese": .chinese, "coptic": .coptic,
    "ethiopicAmeteMihret": .ethiopicAmeteMihret, "ethiopicAmeteAlem": .ethiopicAmeteAlem, "hebrew": .hebrew,
    "indian": .indian, "islamic": .islamic, "islamicCivil": .islamicCivil, "islamicTabular": .islamicTabular,
    "islamicUmmAlQura": .islamicUmmAlQura, "iso8601": .iso8601, "persian": .persian,
    "republicOfChina": .republicOfChina,
  ]

  public static let properties = [
    ControlProperty(
      "date", .text(maxLength: 40),
      "`date`, ISO 8601 (`2020-06-22T09:41:00`, `2020-06-22`; an offset or `Z` is allowed), read in `timeZone`. Default `today`."
    ),
    ControlProperty.cases("datePickerMode", Mode.self, "`datePickerMode`. Default `dateAndTime`."),
    ControlProperty.cases(
      "preferredDatePickerStyle", Style.self, "`preferredDatePickerStyle`. Default `automatic` (compact)."),
    ControlProperty(
      "locale", .text(maxLength: 50),
      "`locale`, a locale identifier (`en_US`, `ja_JP`, `de_DE`, `ar_EG`). Default `en_US`."),
    ControlProperty(
      "calendar", .choice(calendars.keys.sorted()), "`calendar` (`Calendar.Identifier`). Default `gregorian`."),
    ControlProperty("timeZone", .text(maxLength: 60), "`timeZone`, an IANA name (`Asia/Tokyo`). Default `UTC`."),
    ControlProperty("minimumDate", .text(maxLength: 40), "`minimumDate`, ISO 8601; earlier days grey."),
    ControlProperty("maximumDate", .text(maxLength: 40), "`maximumDate`, ISO 8601; later days grey."),
    ControlProperty(
      "minuteInterval", .integer(1...30),
      "`minuteInterval`: the minute wheel steps by it; it must divide 60, else 1 (as UIKit). Default 1."),
    ControlProperty(
      "roundsToMinuteInterval", .boolean,
      "`roundsToMinuteInterval`: the date's minutes round down to the interval. Default true."),
    ControlProperty(
      "countDownDuration", .number(0...86_399), "`countDownDuration` in seconds, for `countDownTimer`. Default 0."),
    ControlProperty(
      "today", .text(maxLength: 40),
      "The day the picker takes as today (ISO 8601), so renders never read the clock. Default `2020-06-22T09:41:00`."),
    ControlProperty.cases(
      "isEditing", Part.self, "The compact pill being edited: its text turns the tint (`date` or `time`)."),
    ControlProperty(
      "isPresented", .boolean,
      "The edited compact pill's picker is open below it: the calendar for `date`, wheels for `time`."),
    ControlProperty(
      "showsMonthYearWheels", .boolean,
      "The inline calendar's month and year wheels are open (its header title in the tint)."),
  ]

  public var date: Date
  public var mode = Mode.dateAndTime
  public var style = Style.automatic
  public var locale = Locale(identifier: "en_US")
  public var calendar: Calendar
  public var minimumDate: Date?
  public var maximumDate: Date?
  public var minuteInterval = 1
  public var roundsToMinuteInterval = true
  public var countDownDuration = 0.0
  public var today: Date
  public var isEditing: Part?
  public var isPresented = false
  public var showsMonthYearWheels = false
  public var common = ControlCommon()

  /// The style drawn: `automatic` is compact; a count-down timer only has wheels.
  public var resolvedStyle: Style {
    if mode == .countDownTimer { return .wheels }
    if style == .automatic { return .compact }
    if style == .inline && mode == .time { return .compact }
    return style
  }

  public init(_ p: inout ControlProperties) throws(Diagnostic) {
    var calendar = Calendar(identifier: p.string("calendar").flatMap { Self.calendars[$0] } ?? .gregorian)
    if let id = p.string("locale") {
      guard Self.knownLocales.contains(id) else {
        throw p.error("locale", unknownName(id, what: "locale", names: Self.knownLocales.sorted()))
      }
      locale = Locale(identifier: id)
    }
    calendar.locale = locale
    let zone = p.string("timeZone") ?? "UTC"
    guard let timeZone = TimeZone(identifier: zone) else {
      throw p.error("timeZone", unknownName(zone, what: "time zone", names: TimeZone.knownTimeZoneIdentifiers))
    }
    calendar.timeZone = timeZone
    self.calendar = calendar
    func date(_ key: String) throws(Diagnostic) -> Date? {
      guard let s = p.string(key) else { return nil }
      do throws(DateError) {
        return try Self.parse(s, in: timeZone)
      } catch {
        throw p.error(key, "\(error.message) (ISO 8601: 2020-06-22T09:41:00 or 2020-06-22)")
      }
    }
    today = try date("today") ?? Self.defaultToday(in: calendar)
    minimumDate = try date("minimumDate")
    maximumDate = try date("maximumDate")
    if let lo = minimumDate, let hi = maximumDate, lo > hi {
      throw p.error("maximumDate", "maximumDate is before minimumDate")
    }
    mode = p.choice("datePickerMode", Mode.self) ?? .dateAndTime
    style = p.choice("preferredDatePickerStyle", Style.self) ?? .automatic
    let interval = p.integer("minuteInterval") ?? 1
    if 60 % interval != 0 {
      p.warnings.append(p.error("minuteInterval", "\(interval) does not divide 60; UIKit uses 1"))
      minuteInterval = 1
    } else {
      minuteInterval = interval
    }
    roundsToMinuteInterval = p.bool("roundsToMinuteInterval") ?? true
    countDownDuration = p.number("countDownDuration") ?? 0
    isEditing = p.choice("isEditing", Part.self)
    isPresented = p.bool("isPresented") ?? false
    showsMonthYearWheels = p.bool("showsMonthYearWheels") ?? false
    var d = try date("date") ?? today
    // UIKit clamps the date into the range.
    if let lo = minimumDate, d < lo {
      p.warnings.append(p.error("date", "the date is before minimumDate; UIKit shows minimumDate"))
      d = lo
    }
    if let hi = maximumDate, d > hi {
      p.warnings.append(p.error("date", "the date is after maximumDate; UIKit shows maximumDate"))
      d = hi
    }
    if roundsToMinuteInterval, minuteInterval > 1 {
      let minute = calendar.component(.minute, from: d)
      d = d.addingTimeInterval(-Double(minute % minuteInterval) * 60 - Double(calendar.component(.second, from: d)))
    }
    self.date = d
    if isPresented && isEditing == nil {
      p.warnings.append(p.error("isPresented", "nothing is being edited (\"isEditing\"); nothing opens"))
    }
  }

  public init(date: Date, mode: Mode = .dateAndTime, style: Style = .automatic) {
    self.date = date
    self.today = date
    self.mode = mode
    self.style = style
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "UTC")!
    c.locale = locale
    self.calendar = c
  }

  /// Locale identifiers ICU knows (plus the language-only ones), for checking and suggestions.
  public static let knownLocales: Set<String> = Set(Locale.availableIdentifiers)

  struct DateError: Error { var message: String }

  /// An ISO 8601 date or date-time; without an offset it is read in `zone`. Impossible dates
  /// (`2020-02-30`) are errors, not rolled over.
  static func parse(_ s: String, in zone: TimeZone) throws(DateError) -> Date {
    // ASCII digits only: Swift's \d also matches other scripts' digits, which Int() refuses.
    let pattern =
      /^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?)?(Z|[+-][0-9]{2}:?[0-9]{2})?$/
    guard let m = s.wholeMatch(of: pattern), let year = Int(m.1), let month = Int(m.2), let day = Int(m.3) else {
      throw DateError(message: "\"\(s)\" is not a date")
    }
    let hour = m.4.flatMap { Int($0) } ?? 0
    let minute = m.5.flatMap { Int($0) } ?? 0
    let second = m.6.flatMap { Int($0) } ?? 0
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    calendar.locale = Locale(identifier: "en_US_POSIX")
    if let offset = m.7 {
      if offset == "Z" {
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? zone
      } else {
        let digits = offset.filter(\.isNumber)
        guard let h = Int(digits.prefix(2)), let mm = Int(digits.suffix(2)), h <= 18, mm < 60,
          let z = TimeZone(secondsFromGMT: (offset.hasPrefix("-") ? -1 : 1) * (h * 60 + mm) * 60)
        else { throw DateError(message: "\"\(s)\" has an offset beyond ±18:00") }
        calendar.timeZone = z
      }
    }
    guard (1...12).contains(month), hour < 24, minute < 60, second < 60,
      let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
      let days = calendar.range(of: .day, in: .month, for: first)
    else { throw DateError(message: "\"\(s)\" is not a valid date") }
    guard days.contains(day) else {
      let name = calendar.monthSymbols[month - 1]
      throw DateError(message: "\"\(s)\" is not a date: \(name) \(year) has \(days.count) days")
    }
    let c = DateComponents(
      calendar: calendar, timeZone: calendar.timeZone, year: year, month: month, day: day, hour: hour, minute: minute,
      second: second)
    guard let d = calendar.date(from: c) else { throw DateError(message: "\"\(s)\" is not a valid date") }
    return d
  }

  /// 22 June 2020, 9:41 (WWDC 2020, when seed 000 was given) in the picker's time zone.
  static func defaultToday(in calendar: Calendar) -> Date {
    // Gregorian whatever the picker's calendar: 2020 is not a Buddhist or Hebrew year here.
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = calendar.timeZone
    return gregorian.date(from: DateComponents(year: 2020, month: 6, day: 22, hour: 9, minute: 41))
      ?? Date(timeIntervalSince1970: 1_592_818_860)
  }

}

extension DatePicker {
  public var propertyValues: ControlProperties {
    let zone = calendar.timeZone
    func text(_ date: Date) -> PropertyValue { .string(Self.iso8601(date, in: zone)) }
    return ControlProperties(compacting: [
      "date": text(date), "datePickerMode": .choice(mode), "preferredDatePickerStyle": .choice(style),
      "locale": .string(locale.identifier),
      "calendar": Self.calendars.first { $0.value == calendar.identifier }.map { .string($0.key) },
      "timeZone": .string(zone.identifier), "minimumDate": minimumDate.map(text), "maximumDate": maximumDate.map(text),
      "minuteInterval": .number(Double(minuteInterval)), "roundsToMinuteInterval": .bool(roundsToMinuteInterval),
      "countDownDuration": .number(countDownDuration), "today": text(today), "isEditing": isEditing.map { .choice($0) },
      "isPresented": .bool(isPresented), "showsMonthYearWheels": .bool(showsMonthYearWheels),
    ])
  }

  /// `date` as `parse(_:in:)` reads it back: `2020-06-22T09:41:00` in `zone` (`2020-06-22` at
  /// midnight), with the offset only where the local time alone is ambiguous (a daylight-saving
  /// change).
  static func iso8601(_ date: Date, in zone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let day = "\(padded(c.year ?? 0, 4))-\(padded(c.month ?? 0))-\(padded(c.day ?? 0))"
    let (h, m, s) = (c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    let time = day + "T\(padded(h)):\(padded(m)):\(padded(s))"
    let local = h == 0 && m == 0 && s == 0 ? day : time
    if (try? parse(local, in: zone)) == date { return local }
    let offset = zone.secondsFromGMT(for: date) / 60
    return time + (offset < 0 ? "-" : "+") + "\(padded(abs(offset) / 60)):\(padded(abs(offset) % 60))"
  }

  /// `n` in ASCII digits, zero-padded to `width` characters as `%0*d` does (`-005`).
  static func padded(_ n: Int, _ width: Int = 2) -> String {
    let digits = String(n.magnitude)
    let zeros = String(repeating: "0", count: max(0, width - digits.count - (n < 0 ? 1 : 0)))
    return (n < 0 ? "-" : "") + zeros + digits
  }
}
