import Foundation
import VellumSnapshotTesting
import XCTest

final class SettingsScreenTests: XCTestCase {
  func testSettingsScreen() throws {
    let document = try Document(contentsOf: URL(fileURLWithPath: "Samples/lists/settings-large.json"))
    assertSnapshot(of: document, named: "lists/settings-large")
  }
}
