import Foundation
import Testing
import VellumSnapshotTesting

// A document file, read relative to the package root (where `swift test` runs); the images it
// names are read from its own folder. The golden is Snapshots/lists/settings-large.png.
@Test func settingsScreen() {
  expectSnapshot(contentsOf: URL(fileURLWithPath: "Samples/lists/settings-large.json"), named: "lists/settings-large")
}

// A document written in the test: images, if any, are read relative to the package root.
@Test func monthAndYearWheels() throws {
  let json = #"""
    { "vellum": 1, "canvas": { "width": 390, "scale": 3, "appearance": "light", "systemVersion": "18" },
      "root": { "datePicker": { "date": "2020-06-22", "datePickerMode": "date",
        "preferredDatePickerStyle": "inline", "showsMonthYearWheels": true } } }
    """#
  let document = try DocumentDecoder.decode(Array(json.utf8))
  expectSnapshot(of: document, named: "pickers/month-year-wheels-light")
}
