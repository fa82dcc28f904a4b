import Foundation
import Testing

@testable import VellumModel

/// A cell's accessories are declared once (`CellAccessory.declarations`): each kind's keys feed
/// the decoder, the schema and the encoder.
@Suite struct CellAccessoryTests {
  /// The accessories of a list row given as JSON.
  func decode(_ accessories: String) throws -> [CellAccessory] {
    let json =
      #"{"vellum":1,"root":{"list":{"sections":[{"items":[{"content":{"text":"Row"},"accessories":[\#(accessories)]}]}]}}}"#
    let document = try DocumentDecoder.decode(Array(json.utf8))
    return try #require(document.root.as(List.self)).sections[0].items[0].accessories
  }

  /// The error `accessories` give, as printed.
  func error(_ accessories: String) -> String {
    do {
      _ = try decode(accessories)
      return "no error"
    } catch { return "\(error)" }
  }

  /// `accessories` encoded and decoded again, with the encoding.
  func roundTrip(_ accessories: [CellAccessory], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> (text: String, accessories: [CellAccessory])
  {
    var cell = Cell(content: ListContentConfiguration(style: .cell))
    cell.accessories = accessories
    var section = List.Section()
    section.items = [cell]
    var list = List()
    list.sections = [section]
    let text = Document(canvas: Canvas(), root: .list(list)).canonicalJSON()
    let again = try DocumentDecoder.decode(Array(text.utf8))
    #expect(again.warnings.isEmpty, "\(again.warnings)", sourceLocation: sourceLocation)
    return (text, try #require(again.root.as(List.self)).sections[0].items[0].accessories)
  }

  /// Every kind, each key away from its default: decoded, encoded and decoded again, the same
  /// accessories, every value written.
  @Test func everyKindRoundTripsWithItsKeys() throws {
    let json = [
      #"{"disclosureIndicator":{"displayed":"whenEditing","tintColor":"systemRed"}}"#,
      ##"{"checkmark":{"displayed":"whenNotEditing","tintColor":"#123456"}}"##,
      #"{"detail":{"tintColor":{"light":"systemBlue","dark":"systemTeal"}}}"#,
      #"{"outlineDisclosure":{"displayed":"whenEditing"}}"#,
      #"{"delete":{"displayed":"always","tintColor":"systemPink"}}"#,
      #"{"insert":{"displayed":"whenNotEditing"}}"#,
      #"{"reorder":{"displayed":"always","tintColor":"label"}}"#,
      #"{"multiselect":{"displayed":"whenNotEditing"}}"#,
      #"{"label":{"text":"64 GB","displayed":"whenNotEditing","tintColor":"systemGreen"}}"#,
      #"{"badge":{"text":"12","color":"systemRed","displayed":"whenEditing","tintColor":"systemOrange"}}"#,
      #"{"progress":{"value":0.4,"displayed":"whenNotEditing","tintColor":"systemTeal"}}"#,
      #"{"customView":{"view":{"text":{"string":"Anna"}},"placement":"leading","reservedLayoutWidth":44,"displayed":"whenEditing"}}"#,
      #"{"switch":{"isOn":true,"tintColor":"systemPurple","displayed":"whenEditing"}}"#,
      #"{"segmentedControl":{"segments":[{"title":"A"},{"title":"B"}],"selectedSegmentIndex":1,"displayed":"whenNotEditing"}}"#,
      #"{"stepper":{"value":3,"displayed":"whenEditing"}}"#,
    ]
    #expect(json.map { (j: String) -> String in String(j.split(separator: "\"")[1]) } == CellAccessory.Kind.names)
    let accessories = try decode(json.joined(separator: ","))
    let (text, again) = try roundTrip(accessories)
    #expect(again == accessories, "\(text)")
    for value in [
      "whenEditing", "whenNotEditing", "#123456", "systemTeal", "64 GB", #""12""#, "0.4", "Anna", "leading", "44",
      "systemPurple", #""selectedSegmentIndex": 1"#, #""value": 3"#,
    ] {
      #expect(text.contains(value), "\(value) is not written:\n\(text)")
    }
    #expect(accessories[4] == CellAccessory(.delete, displayed: .always, tintColor: .system(.systemPink)))
    #expect(
      accessories[9]
        == CellAccessory(
          .badge("12", color: .system(.systemRed)), displayed: .whenEditing, tintColor: .system(.systemOrange)))
    #expect(accessories[12].tintColor == .system(.systemPurple), "a control's tint is the accessory's")
    guard case .customView(let view) = accessories[11].kind else {
      Issue.record("not a custom view")
      return
    }
    #expect(view.placement == .leading && view.reservedLayoutWidth == 44)
  }

  /// A value at its default is left out: `displayed` at the kind's own default (`whenEditing`
  /// for the editing controls), a progress of 0, a trailing custom view.
  @Test func defaultsAreLeftOut() throws {
    let accessories = try decode(
      #"{"delete":{"displayed":"whenEditing"}},{"checkmark":{"displayed":"always"}},{"progress":{"value":0}},"#
        + #"{"customView":{"view":{"spacer":{}},"placement":"trailing"}},{"switch":{"isOn":false,"displayed":"always"}}"#
    )
    let (text, again) = try roundTrip(accessories)
    #expect(again == accessories)
    for key in ["displayed", "value", "placement", "isOn"] { #expect(!text.contains(key), "\(key) written:\n\(text)") }
    #expect(accessories.map(\.displayed) == [.whenEditing, .always, .always, .always, .always])
  }

  /// Accessories built in code round-trip too, a label and a badge at their longest.
  @Test func accessoriesBuiltInCodeRoundTrip() throws {
    var view = CustomView(view: .spacer(Spacer()))
    view.reservedLayoutWidth = 0
    let accessories = [
      CellAccessory(.label(String(repeating: "x", count: 200)), tintColor: .tint),
      CellAccessory(.badge(String(repeating: "9", count: 20), color: nil), displayed: .whenNotEditing),
      CellAccessory(.progress(1)), CellAccessory(.customView(view), displayed: .always),
      CellAccessory(.multiselect, displayed: .always), CellAccessory(.control(AnyControl(Stepper()))),
    ]
    let (text, again) = try roundTrip(accessories)
    #expect(again == accessories, "\(text)")
  }

  /// The required keys say what they are for, at the key's own path.
  @Test func requiredKeysSayWhatTheyAreFor() {
    let row = "root.list.sections[0].items[0].accessories[0]"
    #expect(error(#"{"label":{}}"#).hasPrefix(#"\#(row).label.text: a label accessory needs "text" (line 1"#))
    #expect(
      error(#"{"badge":{"color":"systemRed"}}"#).hasPrefix(#"\#(row).badge.text: a badge needs "text" (e.g. a count)"#))
    #expect(
      error(#"{"customView":{"placement":"leading"}}"#)
        .hasPrefix(
          #"\#(row).customView.view: a custom view accessory needs "view": the component it shows (line 1, column 106)"#
        ))
    #expect(error(#"{"label":{"text":"\#(String(repeating: "x", count: 201))"}}"#).contains("the limit is 200"))
    #expect(error(#"{"badge":{"text":"123456789012345678901"}}"#).contains("the limit is 20"))
    #expect(error(#"{"progress":{"value":1.5}}"#).contains("progress.value: 1.5 is out of range; expected 0…1"))
    #expect(
      error(#"{"customView":{"view":{"spacer":{}},"reservedLayoutWidth":-1}}"#)
        .contains("customView.reservedLayoutWidth: -1 is out of range; expected 0…10000"))
    #expect(
      error(#"{"customView":{"view":{"spacer":{}},"tintColor":"red"}}"#)
        .contains(#"unknown key "tintColor"; expected one of: displayed, view, placement, reservedLayoutWidth"#))
    #expect(error(#"{"switch":{"displayed":"whenEditng"}}"#).contains(#"unknown displayed state "whenEditng""#))
  }

  /// A custom view's component nests one level below the cell, as the cell's other components.
  @Test func customViewsNestBelowTheCell() {
    func nested(_ depth: Int) -> String {
      (0..<depth).reduce(#"{"spacer":{}}"#) { inner, _ in #"{"stack":{"children":[\#(inner)]}}"# }
    }
    #expect(error(#"{"customView":{"view":\#(nested(29))}}"#) == "no error")
    #expect(error(#"{"customView":{"view":\#(nested(30))}}"#).contains("components nest deeper than 32 levels"))
  }

  /// Each kind's keys: `displayed` everywhere, stating the kind's default; `tintColor` but on a
  /// custom view (and a control, whose tint is its own key); then the kind's own.
  @Test func theKindsKeysAreDeclaredOnce() throws {
    func keys(_ name: String) throws -> [String] {
      try #require(CellAccessory.declarations.first { $0.name == name }).properties.map(\.name)
    }
    #expect(try keys("checkmark") == ["displayed", "tintColor"])
    #expect(try keys("label") == ["displayed", "tintColor", "text"])
    #expect(try keys("badge") == ["displayed", "tintColor", "text", "color"])
    #expect(try keys("progress") == ["displayed", "tintColor", "value"])
    #expect(try keys("customView") == ["displayed", "view", "placement", "reservedLayoutWidth"])
    #expect(try keys("switch").last == "displayed")
    for d in CellAccessory.declarations {
      let displayed = try #require(d.properties.first { $0.name == "displayed" })
      let editing = ["delete", "insert", "reorder", "multiselect"].contains(d.name)
      guard case .string(let stated)? = displayed.defaultValue else {
        Issue.record("\(d.name) states no default for displayed")
        continue
      }
      #expect(stated == (editing ? "whenEditing" : "always"), "\(d.name)")
    }
  }

  /// The README's paragraph on accessories names every kind and each of its own keys.
  @Test func theReadmeNamesEveryAccessoryKey() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
    let readme = try String(contentsOf: url.standardizedFileURL, encoding: .utf8)
    let start = try #require(readme.range(of: "- `accessories` is "), "README has no accessories paragraph")
    let end = try #require(readme.range(of: "\n- ", range: start.upperBound..<readme.endIndex))
    let paragraph = readme[start.upperBound..<end.lowerBound]
    for d in CellAccessory.declarations {
      #expect(paragraph.contains("`\(d.name)`"), "README's accessories never name \(d.name)")
      // A control's own keys are in the controls table.
      let own =
        CellAccessory.Kind.controlKinds.contains { $0.kind == d.name } ? ["displayed"] : d.properties.map(\.name)
      for key in own {
        #expect(
          paragraph.contains("`\(key)`") || paragraph.contains("\"\(key)\""),
          "README's accessories never name \(d.name)'s \(key)")
      }
    }
  }
}
