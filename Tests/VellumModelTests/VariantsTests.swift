import Testing

@testable import VellumModel

@Suite struct VariantsTests {
  func decode(_ json: String) throws -> Document { try DocumentDecoder.decode(Array(json.utf8)) }

  func message(_ json: String) -> String {
    let d = diagnostic(json)
    return d == "decoded without error" ? "" : d
  }

  let list = #"""
    "root": { "list": { "sections": [ { "items": [
      { "id": "wifi", "content": { "text": "Wi-Fi" } },
      { "content": { "text": "Bluetooth" }, "children": [ { "id": "child", "content": { "text": "Nested" } } ] }
    ] } ] } }
    """#

  @Test func combinationsVaryTheFirstAxisSlowestAndNameTheirFiles() throws {
    let d = try decode(
      #"{ "vellum": 1, "variants": { "appearance": ["light", "dark"], "contentSizeCategory": ["large", "accessibilityLarge"], "layoutDirection": ["rightToLeft"], "contrast": ["high"], "device": ["iPhone SE"] }, "root": { "spacer": {} } }"#
    )
    #expect(d.variants.count == 4)
    #expect(
      d.variants.combinations.map(\.suffix) == [
        ".light.large.rtl.highContrast.iPhoneSE", ".light.accessibilityLarge.rtl.highContrast.iPhoneSE",
        ".dark.large.rtl.highContrast.iPhoneSE", ".dark.accessibilityLarge.rtl.highContrast.iPhoneSE",
      ])
    let last = d.variants.combinations[3].applied(to: d)
    #expect(last.canvas.appearance == .dark && last.canvas.contentSizeCategory == .accessibilityLarge)
    #expect(last.canvas.layoutDirection == .rightToLeft && last.canvas.contrast == .high)
    #expect(last.canvas.width == 375 && last.canvas.height == 667 && last.canvas.scale == 2)
    #expect(last.variants.axes.isEmpty)
    // A document without variants is its own single combination, with no suffix.
    let plain = try decode(#"{ "vellum": 1, "root": { "spacer": {} } }"#)
    #expect(plain.variants.combinations.map(\.suffix) == [""])
  }

  @Test func stateVariantsSetTheirKeysOnTheNamedCellsOrOnAll() throws {
    let d = try decode(
      #"{ "vellum": 1, "variants": { "state": [ { "isSelected": true }, { "name": "childLifted", "cells": ["child"], "cellDragState": "lifting", "custom": { "archived": true } }, { "isDisabled": true, "isFocused": false, "cellDropState": "targeted" } ] }, "#
        + list + "}")
    let names = d.variants.combinations.map(\.suffix)
    #expect(names == [".selected", ".childLifted", ".disabled-notFocused-dropTarget"])
    func cells(_ doc: Document) -> [Cell] {
      guard let l = doc.root.as(List.self) else { return [] }
      let items = l.sections[0].items
      return items + items.flatMap(\.children)
    }
    let selected = cells(d.variants.combinations[0].applied(to: d))
    #expect(selected.allSatisfy { $0.state.isSelected })
    let lifted = cells(d.variants.combinations[1].applied(to: d))
    #expect(lifted.map(\.state.cellDragState) == [.none, .none, .lifting])
    #expect(lifted[2].state.custom["archived"] == .bool(true) && lifted[0].state.custom.isEmpty)
  }

  @Test(arguments: [
    (
      #""variants": { "apperance": ["dark"] }"#,
      #"variants.apperance: unknown key "apperance"; did you mean "appearance"?"#
    ),
    (
      #""variants": { "appearance": ["drak"] }"#,
      #"variants.appearance[0]: unknown appearance "drak"; did you mean "dark"?"#
    ),
    (#""variants": { "device": ["iPhone 99"] }"#, #"variants.device[0]: unknown device "iPhone 99""#),
    (#""variants": { "appearance": [] }"#, "variants.appearance: a variant axis needs at least one value"),
    (#""variants": { "appearance": "dark" }"#, "variants.appearance: expected an array, found a string"),
    (
      #""variants": { "appearance": ["dark", "dark"] }"#,
      #"variants.appearance[1]: "dark" is already a value of appearance"#
    ),
    (
      #""variants": { "state": [ { "cells": ["wify"] } ] }"#,
      #"variants.state[0].cells[0]: unknown cell id "wify"; did you mean "wifi"?"#
    ),
    (
      #""variants": { "state": [ { "name": "a b" } ] }"#,
      "variants.state[0].name: a state's name is ASCII letters, digits, ., - and _"
    ),
    (
      #""variants": { "state": [ { "isSelectd": true } ] }"#,
      #"variants.state[0].isSelectd: unknown key "isSelectd"; did you mean "isSelected"?"#
    ),
    (
      #""variants": { "contentSizeCategory": ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"], "device": ["iPhone SE", "iPhone 13", "iPhone 14", "iPhone 15", "iPhone 16"], "appearance": ["light", "dark"], "layoutDirection": ["leftToRight", "rightToLeft"], "contrast": ["normal", "high"] }"#,
      "variants: 12 contentSizeCategory × 5 device × 2 appearance × 2 layoutDirection × 2 contrast make 480 combinations"
    ),
  ])
  func badVariantsSayWhatAndWhere(_ member: String, _ expected: String) {
    let got = message(#"{ "vellum": 1, "# + member + ", " + list + "}")
    if expected.contains("480") {
      // 480 is within the limit; one more axis value would not be.
      #expect(got == "")
      let over = member.replacingOccurrences(
        of: #""contrast": ["normal", "high"]"#,
        with: #""contrast": ["normal", "high"], "state": [{}, {"isSelected": true}]"#)
      #expect(message(#"{ "vellum": 1, "# + over + ", " + list + "}").contains("make 960 combinations; at most 512"))
    } else {
      #expect(got.contains(expected), "\(got)")
    }
  }

  @Test func aSheetIsOneImageOfEveryCombination() throws {
    let axes = #""variants": { "appearance": ["light", "dark"], "state": [ {}, { "isSelected": true } ] }, "#
    let on = try decode(#"{ "vellum": 1, "# + axes + #""sheet": true, "# + list + "}")
    #expect(on.sheet == ContactSheet())
    let images = on.images(named: "lists/settings")
    #expect(images.count == 1 && images[0].suffix == "")
    #expect(images[0].document.sheet?.title == "settings" && images[0].document.variants.count == 4)
    // Combinations drop the sheet (a sheet's cells are plain images).
    #expect(on.variants.combinations.allSatisfy { $0.applied(to: on).sheet == nil })
    let off = try decode(#"{ "vellum": 1, "# + axes + #""sheet": false, "# + list + "}")
    #expect(
      off.sheet == nil
        && off.images(named: "x").map(\.suffix) == [
          ".light.normal", ".light.selected", ".dark.normal", ".dark.selected",
        ])
    let options = try decode(
      #"{ "vellum": 1, "# + axes + #""sheet": { "title": "Board", "columns": ["state", "appearance"] }, "# + list + "}")
    #expect(options.sheet == ContactSheet(title: "Board", columns: [.state, .appearance]))
    #expect(options.images(named: "x")[0].document.sheet?.title == "Board")
  }

  @Test(arguments: [
    (#""sheet": 1"#, "sheet: expected an object, found a number"),
    (#""sheet": { "colums": [] }"#, #"sheet.colums: unknown key "colums"; did you mean "columns"?"#),
    (
      #""sheet": { "columns": ["device"] }"#,
      "sheet.columns[0]: the document has no device variants; its axes are appearance"
    ),
    (
      #""sheet": { "columns": ["apperance"] }"#,
      #"sheet.columns[0]: unknown variant axis "apperance"; did you mean "appearance"?"#
    ),
    (
      #""sheet": { "columns": ["appearance", "appearance"] }"#,
      #"sheet.columns[1]: "appearance" is already a column axis"#
    ),
  ])
  func badSheetsSayWhatAndWhere(_ member: String, _ expected: String) {
    let got = message(#"{ "vellum": 1, "variants": { "appearance": ["light"] }, "# + member + ", " + list + "}")
    #expect(got.contains(expected), "\(got)")
  }
}
