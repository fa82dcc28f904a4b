import Foundation
import Testing
import VellumLayout

@testable import VellumSnapshot

/// Semantic diffs of real layouts (fixed-advance text): each names the component that changed,
/// in the document's JSON paths.
@Suite struct SemanticDiffTests {
  /// The dump of a settings-like inset grouped list with `rows` (text, optional secondary
  /// text) in its second section.
  static func dump(_ rows: [(String, String?)], first: [String] = ["Airplane Mode", "Wi-Fi"], width: Int = 390)
    throws -> String
  {
    func item(_ row: (String, String?)) -> String {
      let secondary = row.1.map { #", "secondaryText": "\#($0)", "style": "subtitleCell""# } ?? ""
      return #"{ "content": { "text": "\#(row.0)"\#(secondary) } }"#
    }
    let json = """
      { "vellum": 1, "canvas": { "width": \(width) }, "root": { "list": { "appearance": "insetGrouped", "sections": [
        { "header": { "text": "Network" }, "items": [\(first.map { item(($0, nil)) }.joined(separator: ","))] },
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
