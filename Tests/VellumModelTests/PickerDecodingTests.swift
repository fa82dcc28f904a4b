import Foundation
import Testing

@testable import VellumModel

/// Date pickers and picker views refuse impossible input with the JSON path and clamp what UIKit
/// clamps, with a warning.
@Suite struct PickerDecodingTests {
  func decode(_ root: String) throws(Diagnostic) -> Document {
    try DocumentDecoder.decode(Array(#"{"vellum":1,"root":\#(root)}"#.utf8))
  }

  func error(_ root: String) -> String {
    do {
      _ = try decode(root)
      return ""
    } catch {
      return error.description
    }
  }

  @Test func badDatesLocalesAndCalendarsNameTheirPath() {
    #expect(
      error(#"{"datePicker":{"date":"2020-02-30"}}"#)
        .hasPrefix(#"root.datePicker.date: "2020-02-30" is not a date: February 2020 has 29 days"#))
    #expect(error(#"{"datePicker":{"date":"22/06/2020"}}"#).contains(#""22/06/2020" is not a date"#))
    #expect(error(#"{"datePicker":{"date":"2020-13-01"}}"#).contains("is not a valid date"))
    #expect(
      error(#"{"datePicker":{"locale":"ja_JQ"}}"#).hasPrefix(
        #"root.datePicker.locale: unknown locale "ja_JQ"; did you mean"#))
    #expect(error(#"{"datePicker":{"calendar":"japaneese"}}"#).contains(#"did you mean "japanese"?"#))
    #expect(error(#"{"datePicker":{"timeZone":"Asia/Tokio"}}"#).contains(#"did you mean "Asia/Tokyo"?"#))
    #expect(
      error(#"{"datePicker":{"minimumDate":"2020-07-01","maximumDate":"2020-06-01"}}"#)
        .hasPrefix("root.datePicker.maximumDate: maximumDate is before minimumDate"))
  }

  @Test func otherDigitsAndImpossibleOffsetsAreErrorsNotCrashes() {
    #expect(error(#"{"datePicker":{"date":"٢٠٢٠-٠٦-٢٢"}}"#).contains("is not a date"))
    #expect(error(#"{"datePicker":{"today":"2020-06-22T09:41+٠٥:٠٠"}}"#).contains("is not a date"))
    #expect(error(#"{"datePicker":{"date":"2020-06-22T09:41+19:00"}}"#).contains("has an offset beyond ±18:00"))
    #expect(error(#"{"datePicker":{"date":"2020-06-22T09:41-23:59"}}"#).contains("beyond ±18:00"))
    #expect(error(#"{"datePicker":{"date":"2020-06-22T09:41+18:00"}}"#) == "")
  }

  @Test func theDefaultDayIsGregorianWhateverTheCalendar() throws {
    let d = try decode(#"{"datePicker":{"calendar":"buddhist"}}"#)
    guard let c = d.root.control, let p = c.value as? DatePicker else { throw Failure() }
    var g = Calendar(identifier: .gregorian)
    g.timeZone = TimeZone(identifier: "UTC")!
    #expect(g.dateComponents([.year, .month, .day], from: p.date) == DateComponents(year: 2020, month: 6, day: 22))
  }

  @Test func aDateOutsideTheRangeIsClampedWithAWarning() throws {
    let d = try decode(#"{"datePicker":{"date":"2020-06-22","minimumDate":"2020-07-01"}}"#)
    guard let c = d.root.control, let p = c.value as? DatePicker else { throw Failure() }
    #expect(p.date == p.minimumDate)
    #expect(d.warnings.map(\.path) == ["root.datePicker.date"])
    let w = try decode(#"{"datePicker":{"minuteInterval":7}}"#)
    #expect(w.warnings.first?.message == "7 does not divide 60; UIKit uses 1")
  }

  @Test func datesReadInTheTimeZoneUnlessTheyCarryAnOffset() throws {
    func date(_ keys: String) throws -> Date {
      let d = try decode(#"{"datePicker":{\#(keys)}}"#)
      guard let c = d.root.control, let p = c.value as? DatePicker else { throw Failure() }
      return p.date
    }
    let tokyo = try date(#""date":"2020-06-22T09:41:00","timeZone":"Asia/Tokyo""#)
    let utc = try date(#""date":"2020-06-22T00:41:00Z""#)
    #expect(tokyo == utc)
    #expect(try date(#""date":"2020-06-22T09:41:00+09:00""#) == utc)
  }

  @Test func datesAreWrittenZeroPaddedAsPrintfDid() throws {
    #expect(DatePicker.padded(7) == "07" && DatePicker.padded(2020, 4) == "2020" && DatePicker.padded(99, 4) == "0099")
    #expect(DatePicker.padded(-5, 4) == "-005" && DatePicker.padded(12345, 4) == "12345")
    let utc = TimeZone(identifier: "UTC")!
    #expect(DatePicker.iso8601(try DatePicker.parse("0099-03-04T05:06:07", in: utc), in: utc) == "0099-03-04T05:06:07")
    let kolkata = TimeZone(identifier: "Asia/Kolkata")!
    #expect(DatePicker.iso8601(try DatePicker.parse("2020-06-22", in: kolkata), in: kolkata) == "2020-06-22")
  }

  @Test func pickerViewRowsPastTheEndAreTheLast() throws {
    let d = try decode(#"{"pickerView":{"components":[{"rows":["S","M","L"],"selectedRow":7}]}}"#)
    guard let c = d.root.control, let p = c.value as? PickerView else { throw Failure() }
    #expect(p.components[0].selectedRow == 2)
    #expect(d.warnings.first?.path == "root.pickerView.components[0].selectedRow")
    #expect(error(#"{"pickerView":{"components":[{"selectedRow":1}]}}"#).contains("a component needs \"rows\""))
    #expect(error(#"{"pickerView":{}}"#).contains("a picker view needs \"components\""))
    #expect(
      error(#"{"pickerView":{"components":[{"rows":[1]}]}}"#).contains("components[0].rows[0]: expected a string"))
  }

  @Test func favouritesAreColours() {
    #expect(
      error(#"{"colorPicker":{"favorites":["systemRed","sytemBlue"]}}"#)
        .hasPrefix(#"root.colorPicker.favorites[1]: unknown colour "sytemBlue"; did you mean "systemBlue"?"#))
    #expect(error(#"{"colorPicker":{"tab":"wheel"}}"#).contains("unknown tab \"wheel\""))
  }

  struct Failure: Error {}
}
