import Foundation
import Testing
import VellumLayout

@testable import VellumSnapshot

/// Semantic diffs of real layouts (fixed-advance text): each names the component that changed,
/// in the document's JSON paths.
@Suite struct SemanticDiffTests {
  /// The dump of a settings-like inset grouped list with `rows` (text, optional secondary
  /// text) in its second section, and a section of plain rows `between` the two when given.
  static func dump(
    _ rows: [(String, String?)], first: [String] = ["Airplane Mode", "Wi-Fi"], between: [String]? = nil,
    width: Int = 390
  ) throws -> String {
    func item(_ row: (String, String?)) -> String {
      let secondary = row.1.map { #", "secondaryText": "\#($0)", "style": "subtitleCell""# } ?? ""
      return #"{ "content": { "text": "\#(row.0)"\#(secondary) } }"#
    }
    let json = """
      { "vellum": 1, "canvas": { "systemVersion": "18", "width": \(width) }, "root": { "list": { "appearance": "insetGrouped", "sections": [
        { "header": { "text": "Network" }, "items": [\(first.map { item(($0, nil)) }.joined(separator: ","))] },
        \(between.map { #"{ "items": [\#($0.map { item(($0, nil)) }.joined(separator: ","))] },"# } ?? "")
        { "items": [\(rows.map(item).joined(separator: ","))] }
      ] } } }
      """
    let document = try DocumentDecoder.decode(Array(json.utf8))
    return LayoutEngine.layout(document, resources: FixedAdvanceMeasurer()).dump()
  }

  static let rows: [(String, String?)] = [
    ("General", nil), ("Display", nil), ("Sounds", nil), ("Privacy", nil), ("Battery", nil), ("Storage", nil),
  ]

  @Test func dumpNamesEachComponent() throws {
    let dump = try Self.dump(Self.rows)
    #expect(dump.contains("\n@ root.list list 0,0 390x"))
    #expect(dump.contains("\n@ root.list.sections[0] section \"NETWORK\" "))
    #expect(dump.contains("\n@ root.list.sections[1].items[2] cell \"Sounds\" 20,"))
    let tree = DumpedTree(dump)
    #expect(tree.components.map(\.path).contains("root.list.sections[1].items[5]"))
    #expect(tree.components.first { $0.path == "root.list.sections[1].items[0]" }?.lines.count == 3)
  }

  @Test func identicalDumpsHaveNoChanges() throws {
    let dump = try Self.dump(Self.rows)
    #expect(SemanticDiff(expected: dump, actual: dump).changes.isEmpty)
  }

  @Test func textChangeNamesTheRow() throws {
    var rows = Self.rows
    rows[2].0 = "Sound"
    let diff = SemanticDiff(expected: try Self.dump(Self.rows), actual: try Self.dump(rows))
    #expect(diff.lines == [#"root.list.sections[1].items[2] ("Sounds"): text "Sounds" → "Sound"; 1 primitive changed"#])
    #expect(diff.changes[0].before.count == 1 && diff.changes[0].after.count == 1)
  }

  @Test func aTallerRowPushesTheRestAsOneRun() throws {
    var rows = Self.rows
    rows[3].0 = "Privacy and Security, with a title long enough to wrap"
    let diff = SemanticDiff(expected: try Self.dump(Self.rows), actual: try Self.dump(rows))
    try #require(diff.changes.map(\.kind) == [.changed, .moved, .canvas])
    #expect(diff.lines[0].hasPrefix(#"root.list.sections[1].items[3] ("Privacy"): text "Privacy" → "Privacy and"#))
    #expect(diff.lines[0].hasSuffix("; grew 18.667 pt; 3 primitives changed"))
    #expect(
      diff.lines[1]
        == "root.list.sections[1].items[4…5]: 2 items 18.667 pt lower (first cause: items[3] grew 18.667 pt)"
    )
    #expect(diff.changes[1].after.count == 2)
  }

  @Test func addedAndRemovedItemsAreCountedByContainer() throws {
    let diff = SemanticDiff(
      expected: try Self.dump(Self.rows), actual: try Self.dump(Self.rows, first: ["Airplane Mode", "Wi-Fi", "VPN"]))
    #expect(
      diff.lines == [
        // Wi-Fi is no longer the card's last row: square corners and a separator.
        #"root.list.sections[0].items[1] ("Wi-Fi"): 2 primitives changed"#,
        #"root.list.sections[0]: 1 item added: items[2] "VPN""#,
        // The second section's rows all moved down alike: one run, blamed on the nearest change before it.
        "root.list.sections[1].items[0…5]: 6 items 44 pt lower (first cause: sections[0].items[2] added)",
        "canvas: 390x460.667 → 390x504.667",
      ])
    #expect(diff.changes[1].after.count == 1 && diff.changes[1].before.isEmpty)

    let fewer = SemanticDiff(expected: try Self.dump(Self.rows), actual: try Self.dump(Array(Self.rows.prefix(4))))
    #expect(
      fewer.lines == [
        #"root.list.sections[1].items[3] ("Privacy"): 2 primitives changed"#,
        #"root.list.sections[1]: 2 items removed: items[4] "Battery", items[5] "Storage""#,
        "canvas: 390x460.667 → 390x372.667",
      ])
    #expect(fewer.changes[1].before.count == 2)
  }

  @Test func aRowInsertedInTheMiddleIsOneInsertionAndTheRowsBelowOneRun() throws {
    var rows = Self.rows
    rows.insert(("Recently played", nil), at: 1)
    let diff = SemanticDiff(expected: try Self.dump(Self.rows), actual: try Self.dump(rows))
    #expect(
      diff.lines == [
        #"root.list.sections[1]: 1 item inserted at items[1] "Recently played""#,
        // Display … Storage, now items[2…6], drawn as before, 44 pt lower.
        "root.list.sections[1].items[2…6]: 5 items 44 pt lower (first cause: items[1] inserted)",
        "canvas: 390x460.667 → 390x504.667",
      ])
    try #require(diff.changes.map(\.kind) == [.added, .moved, .canvas])
    #expect(diff.changes[0].before.isEmpty && diff.changes[0].after.map(\.y) == [205.667])
    // The run's boxes: where Display … Storage were (items[1…5]) and are.
    #expect(diff.changes[1].before.map(\.y) == [205.667, 249.667, 293.667, 337.667, 381.667])
    #expect(diff.changes[1].after.map(\.y) == [249.667, 293.667, 337.667, 381.667, 425.667])
  }

  @Test func aRowRemovedInTheMiddleIsOneRemoval() throws {
    var rows = Self.rows
    rows.remove(at: 2)
    let diff = SemanticDiff(expected: try Self.dump(Self.rows), actual: try Self.dump(rows))
    #expect(
      diff.lines == [
        #"root.list.sections[1]: 1 item removed: items[2] "Sounds""#,
        "root.list.sections[1].items[2…4]: 3 items 44 pt higher (first cause: items[2] removed)",
        "canvas: 390x460.667 → 390x416.667",
      ])
    #expect(diff.changes[0].before.map(\.y) == [249.667] && diff.changes[0].after.isEmpty)
    #expect(diff.changes[1].before.count == 3 && diff.changes[1].after.count == 3)
  }

  @Test func swappedRowsReadAsAMove() throws {
    var rows = Self.rows
    rows.swapAt(1, 2)
    let diff = SemanticDiff(expected: try Self.dump(Self.rows), actual: try Self.dump(rows))
    #expect(
      diff.lines == [
        #"root.list.sections[1].items[1] ("Sounds"): moved from items[2]; 44 pt higher"#,
        #"root.list.sections[1].items[2] ("Display"): 44 pt lower (first cause: items[1] moved from items[2])"#,
      ])
    try #require(diff.changes.map(\.kind) == [.moved, .moved])
    #expect(diff.changes[0].before.map(\.y) == [249.667] && diff.changes[0].after.map(\.y) == [205.667])

    // A row moved further down: the rows it left push up as one run.
    rows = Self.rows
    rows.insert(rows.remove(at: 1), at: 4)
    #expect(
      SemanticDiff(expected: try Self.dump(Self.rows), actual: try Self.dump(rows)).lines == [
        "root.list.sections[1].items[1…3]: 3 items 44 pt higher (first cause: items[4] moved from items[1])",
        #"root.list.sections[1].items[4] ("Display"): moved from items[1]; 132 pt lower"#,
      ])
  }

  @Test func rowsInsertedAtTheStartAndTheEnd() throws {
    var rows = Self.rows
    rows.insert(("Recently played", nil), at: 0)
    #expect(
      SemanticDiff(expected: try Self.dump(Self.rows), actual: try Self.dump(rows)).lines == [
        #"root.list.sections[1]: 1 item inserted at items[0] "Recently played""#,
        // General is no longer the card's first row: square corners.
        #"root.list.sections[1].items[1] ("General"): 44 pt lower; 1 primitive changed"#,
        "root.list.sections[1].items[2…6]: 5 items 44 pt lower (first cause: items[0] inserted)",
        "canvas: 390x460.667 → 390x504.667",
      ])

    // At the end nothing moves along: added, as before aligning.
    rows = Self.rows
    rows.append(("Help", nil))
    #expect(
      SemanticDiff(expected: try Self.dump(Self.rows), actual: try Self.dump(rows)).lines == [
        #"root.list.sections[1].items[5] ("Storage"): 2 primitives changed"#,
        #"root.list.sections[1]: 1 item added: items[6] "Help""#,
        "canvas: 390x460.667 → 390x504.667",
      ])
  }

  @Test func aRowInsertedBesideAnEditedOneKeepsTheEdit() throws {
    var rows = Self.rows
    rows.insert(("Recently played", nil), at: 1)
    rows[3].0 = "Sound"
    #expect(
      SemanticDiff(expected: try Self.dump(Self.rows), actual: try Self.dump(rows)).lines == [
        #"root.list.sections[1]: 1 item inserted at items[1] "Recently played""#,
        #"root.list.sections[1].items[2] ("Display"): 44 pt lower (first cause: items[1] inserted)"#,
        #"root.list.sections[1].items[3] ("Sounds"): text "Sounds" → "Sound"; 44 pt lower; 1 primitive changed"#,
        "root.list.sections[1].items[4…6]: 3 items 44 pt lower (first cause: items[1] inserted)",
        "canvas: 390x460.667 → 390x504.667",
      ])
  }

  @Test func aSectionInsertedIsOneInsertion() throws {
    let golden = try Self.dump(Self.rows)
    let rendered = try Self.dump(Self.rows, between: ["Recently played", "Top charts"])
    let diff = SemanticDiff(expected: golden, actual: rendered)
    #expect(
      diff.lines == [
        #"root.list: 1 section inserted at sections[1] "Recently played""#,
        // The old second section's rows, now in sections[2].
        "root.list.sections[2].items[0…5]: 6 items 123 pt lower (first cause: sections[1] inserted)",
        "canvas: 390x460.667 → 390x583.667",
      ])
    #expect(diff.changes[0].before.isEmpty && diff.changes[0].after.count == 1)
    #expect(diff.changes[0].after[0].height == 88)

    #expect(
      SemanticDiff(expected: rendered, actual: golden).lines == [
        #"root.list: 1 section removed: sections[1] "Recently played""#,
        "root.list.sections[1].items[0…5]: 6 items 123 pt higher (first cause: sections[1] removed)",
        "canvas: 390x583.667 → 390x460.667",
      ])

    // A section inserted before one that also gained a row: each told where it happened.
    var rows = Self.rows
    rows.insert(("Recently played", nil), at: 1)
    #expect(
      SemanticDiff(expected: golden, actual: try Self.dump(rows, between: ["Top charts"])).lines == [
        #"root.list: 1 section inserted at sections[1] "Top charts""#,
        #"root.list.sections[2].items[0] ("General"): 79 pt lower (first cause: sections[1] inserted)"#,
        #"root.list.sections[2]: 1 item inserted at items[1] "Recently played""#,
        "root.list.sections[2].items[2…6]: 5 items 123 pt lower (first cause: items[1] inserted)",
        "canvas: 390x460.667 → 390x583.667",
      ])
  }

  @Test func anOuterComponentIsToldOnlyWhenItsOwnLookChanged() throws {
    // Every row and the list are wider: only the innermost changes are told, with sizes.
    let diff = SemanticDiff(expected: try Self.dump(Self.rows), actual: try Self.dump(Self.rows, width: 400))
    #expect(!diff.changes.contains { $0.path == "root.list" })
    #expect(diff.changes.contains { $0.path == "root.list.sections[1].items[0]" && $0.summary.contains("10 pt wider") })
    #expect(diff.expectedSize?.width == 390 && diff.actualSize?.width == 400)
    #expect(diff.changes.last?.line == "canvas: 390x460.667 → 400x460.667")
  }

  @Test func oldDumpsWithoutComponentLinesStillCompare() throws {
    let old = "canvas 10x10 @1x ltr background #FFFFFF\nfill 0,0 10x10 #000000\n"
    let new = "canvas 10x10 @1x ltr background #FFFFFF\nfill 0,0 10x10 #FF0000\n"
    #expect(SemanticDiff(expected: old, actual: new).lines == ["outside components: 1 primitive changed"])
  }

  @Test func changesRoundTripThroughJSON() throws {
    var rows = Self.rows
    rows[0].0 = "Généralités"
    let diff = SemanticDiff(expected: try Self.dump(Self.rows), actual: try Self.dump(rows))
    let data = try JSONEncoder().encode(diff)
    #expect(try JSONDecoder().decode(SemanticDiff.self, from: data) == diff)
  }
}
