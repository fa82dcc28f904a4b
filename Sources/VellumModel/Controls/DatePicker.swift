import FoundationEssentials
import FoundationInternationalization

/// `UIDatePicker`: a date, a time or both, as compact pills, an inline calendar or wheels, in
/// any locale and calendar Foundation knows (the ICU data Apple platforms use).
public struct DatePicker: ControlModel {
  /// `UIDatePicker.Mode`.
  public enum Mode: String, PropertyChoice { case date, time, dateAndTime, countDownTimer }
  /// `UIDatePickerStyle`; `automatic` is `compact`, as on iOS 14+ (count-down timers are wheels).
  public enum Style: String, PropertyChoice { case automatic, compact, inline, wheels }
  /// Which compact pill is being edited.
  public enum Part: String, PropertyChoice { case date, time }

  public static let kind = "datePicker"
  package static let summary =
    "A `UIDatePicker`: compact pills, the inline calendar or wheels, localised by `locale` and `calendar`."
  /// `Calendar.Identifier`s by their Swift names.
  package static let calendars: [String: Calendar.Identifier] = [
    "gregorian": .gregorian, "japanese": .japanese, "buddhist": .buddhist, "chinese": .chinese, "coptic": .coptic,
    "ethiopicAmeteMihret": .ethiopicAmeteMihret, "ethiopicAmeteAlem": .ethiopicAmeteAlem, "hebrew": .hebrew,
    "indian": .indian, "islamic": .islamic, "islamicCivil": .islamicCivil, "islamicTabular": .islamicTabular,
    "islamicUmmAlQura": .islamicUmmAlQura, "iso8601": .iso8601, "persian": .persian,
    "republicOfChina": .republicOfChina,
  ]

  /// The keys, the locale and time zone first: the dates after them are read in that zone.
  package static let keys: [ModelKey<Self>] = [
    ModelKey(
      "locale", \.locale, .text(maxLength: 50),
      "`locale`, a locale identifier (`en_US`, `ja_JP`, `de_DE`, `ar_EG`). Default `en_US`.",
      decode: { (_, value, error) throws(Diagnostic) -> Locale in
        guard case .string(let id) = value, knownLocales.contains(id) else {
          throw error(unknownName(value.text, what: "locale", names: knownLocales.sorted()))
        }
        return Locale(identifier: id)
      }, encode: { _, locale in .string(locale.identifier) }),
    ModelKey(
      "calendar", \.calendar, .choice(calendars.keys.sorted()),
      "`calendar` (`Calendar.Identifier`). Default `gregorian`.",
      decode: { (picker, value, _) throws(Diagnostic) -> Calendar in
        var calendar = Calendar(identifier: calendars[value.text] ?? .gregorian)
        calendar.timeZone = picker.calendar.timeZone
        return calendar
      },
      encode: { _, calendar in calendars.first { $0.value == calendar.identifier }.map { .string($0.key) } }),
    ModelKey(
      "timeZone", \.calendar, .text(maxLength: 60), "`timeZone`, an IANA name (`Asia/Tokyo`). Default `UTC`.",
      decode: { (picker, value, error) throws(Diagnostic) -> Calendar in
        guard let zone = TimeZone(identifier: value.text) else {
          throw error(unknownName(value.text, what: "time zone", names: TimeZone.knownTimeZoneIdentifiers))
        }
        var calendar = picker.calendar
        calendar.timeZone = zone
        return calendar
      }, encode: { _, calendar in .string(calendar.timeZone.identifier) }),
    dateKey(
      "date", \.date,
      "`date`, ISO 8601 (`2020-06-22T09:41:00`, `2020-06-22`; an offset or `Z` is allowed), read in `timeZone`. Default `today`."
    ),
    .cases("datePickerMode", \.mode, "`datePickerMode`."),
    .cases("preferredDatePickerStyle", \.style, "`preferredDatePickerStyle`: `automatic` is compact."),
    dateKey("minimumDate", \.minimumDate, "`minimumDate`, ISO 8601; earlier days grey."),
    dateKey("maximumDate", \.maximumDate, "`maximumDate`, ISO 8601; later days grey."),
    ModelKey(
      "minuteInterval", \.minuteInterval, .integer(1...30),
      "`minuteInterval`: the minute wheel steps by it; it must divide 60, else 1 (as UIKit)."),
    ModelKey(
      "roundsToMinuteInterval", \.roundsToMinuteInterval, .boolean,
      "`roundsToMinuteInterval`: the date's minutes round down to the interval."),
    ModelKey(
      "countDownDuration", \.countDownDuration, .number(0...86_399),
      "`countDownDuration` in seconds, for `countDownTimer`."),
    dateKey(
      "today", \.today,
      "The day the picker takes as today (ISO 8601), so renders never read the clock. Default `2020-06-22T09:41:00`."),
    .cases("isEditing", \.isEditing, "The compact pill being edited: its text turns the tint (`date` or `time`)."),
    ModelKey(
      "isPresented", \.isPresented, .boolean,
      "The edited compact pill's picker is open below it: the calendar for `date`, wheels for `time`."),
    ModelKey(
      "showsMonthYearWheels", \.showsMonthYearWheels, .boolean,
      "The inline calendar's month and year wheels are open (its header title in the tint)."),
  ]

  /// A date key, ISO 8601 read in the picker's time zone (the keys before it set it).
  private static func dateKey<Stored: Equatable & Sendable>(
    _ name: String, _ keyPath: @autoclosure @escaping @Sendable () -> WritableKeyPath<Self, Stored>, _ summary: String
  ) -> ModelKey<Self> where Stored: DateValue {
    ModelKey(
      name, keyPath(), .text(maxLength: 40), summary,
      decode: { (picker, value, fail) throws(Diagnostic) -> Stored in
        do throws(DateError) {
          return Stored(try Self.parse(value.text, in: picker.calendar.timeZone))
        } catch {
          throw fail("\(error.message) (ISO 8601: 2020-06-22T09:41:00 or 2020-06-22)")
        }
      }, encode: { picker, date in date.date.map { .string(Self.iso8601($0, in: picker.calendar.timeZone)) } })
  }

  public var date = DatePicker.defaultToday(in: DatePicker.utcCalendar)
  public var mode = Mode.dateAndTime
  public var style = Style.automatic
  public var locale = Locale(identifier: "en_US")
  public var calendar = DatePicker.utcCalendar
  public var minimumDate: Date?
  public var maximumDate: Date?
  public var minuteInterval = 1
  public var roundsToMinuteInterval = true
  public var countDownDuration = 0.0
  public var today = DatePicker.defaultToday(in: DatePicker.utcCalendar)
  public var isEditing: Part?
  public var isPresented = false
  public var showsMonthYearWheels = false
  public var common = ControlCommon()

  /// The style drawn: `automatic` is compact; a count-down timer only has wheels.
  package var resolvedStyle: Style {
    if mode == .countDownTimer { return .wheels }
    if style == .automatic { return .compact }
    if style == .inline && mode == .time { return .compact }
    return style
  }

  public init() {}

  /// The Gregorian calendar in UTC, in `en_US`: a picker's before its keys.
  static var utcCalendar: Calendar {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "UTC")!
    c.locale = Locale(identifier: "en_US")
    return c
  }

  package mutating func didDecode(_ p: inout PropertyValues) throws(Diagnostic) {
    calendar.locale = locale
    if !p.has("today") { today = Self.defaultToday(in: calendar) }
    if let lo = minimumDate, let hi = maximumDate, lo > hi {
      throw p.error("maximumDate", "maximumDate is before minimumDate")
    }
    if 60 % minuteInterval != 0 {
      p.warnings.append(p.error("minuteInterval", "\(minuteInterval) does not divide 60; UIKit uses 1"))
      minuteInterval = 1
    }
    var d = p.has("date") ? date : today
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
    date = d
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
  package static let knownLocales: Set<String> = Set(Locale.availableIdentifiers)

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

/// A date or an optional date, as a date key binds it.
protocol DateValue {
  init(_ date: Date)
  var date: Date? { get }
}

extension Date: DateValue {
  init(_ date: Date) { self = date }
  var date: Date? { self }
}

extension Optional: DateValue where Wrapped == Date {
  init(_ date: Date) { self = .some(date) }
  var date: Date? { self }
}

extension DatePicker {
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

extension PropertyValues.Value {
  /// A text key's string (the decoder has checked its type).
  fileprivate var text: String { if case .string(let s) = self { s } else { "" } }
}
