import Testing

@testable import VellumLayout

@Suite struct ContactSheetTests {
  /// A 100×50 pt text screen in light and dark, left-to-right and right-to-left.
  func sheet(_ options: String) throws -> RenderTree {
    try layout(
      #"{ "vellum": 1, "canvas": { "width": 100, "height": 50, "scale": 1 }, "# + options
        + #""variants": { "appearance": ["light", "dark"], "layoutDirection": ["leftToRight", "rightToLeft"] }, "#
        + #""root": { "text": { "string": "A" } } }"#)
  }

  @Test func theFirstAxisRunsAcrossTheRestDownEachLabelled() throws {
    let tree = try sheet(#""sheet": { "title": "T" }, "#)
    // Title 34 pt high at the 40 pt margin, then the axes line, the column labels and two rows
    // of 50 pt images, 32 pt apart; the grid starts after the 20 pt row labels and a 20 pt gap.
    // The axes line (50 characters of 7.5 pt, 2 pt slack) is wider than the grid.
    #expect(tree.size == Size(width: 40 + 377 + 40, height: 148 + 50 + 32 + 50 + 40))
    #expect(tree.background == Color(rgba: 0xFFFF_FFFF) && tree.layoutDirection == .leftToRight)
    let labels = tree.texts().filter { $0.1.string != "A" }
    #expect(
      labels.map(\.1.string) == [
        "T", "appearance across, layoutDirection down · 4 images", "light", "dark", "ltr", "rtl",
      ])
    #expect(
      labels.map(\.0.origin)
        == [40, 40, 80, 204, 40, 40].enumerated().map { i, x in
          Point(x: Double(x), y: [40, 78, 124, 124, 148, 230][i])
        })
    // Each image: its own background, then its content held inside it, then a hairline frame.
    // In the order of the combinations: light ltr, light rtl, dark ltr, dark rtl.
    let images = [(80.0, 148.0, "FFFFFF"), (80, 230, "FFFFFF"), (204, 148, "000000"), (204, 230, "000000")]
    let backgrounds = tree.fills().filter { $0.0.size == Size(width: 100, height: 50) }
    #expect(backgrounds.map(\.0.origin) == images.map { Point(x: $0.0, y: $0.1) })
    #expect(backgrounds.map(\.1) == images.map { Color(hex: "#" + $0.2)! })
    let contents = tree.texts().filter { $0.1.string == "A" }
    #expect(contents.count == 4)
    for ((frame, _), image) in zip(contents, images) {
      let bounds = Rect(x: image.0, y: image.1, width: 100, height: 50)
      #expect(frame.x >= bounds.x && frame.y >= bounds.y && frame.maxX <= bounds.maxX && frame.maxY <= bounds.maxY)
    }
    // The right-to-left images keep their own mirroring.
    #expect(contents.map(\.1.alignment) == [.left, .right, .left, .right])
    let clipped = tree.nodes.filter { if case .text(let t) = $0.kind { t.string == "A" } else { false } }
    #expect(clipped.map { $0.clip?.rect.origin } == images.map { Point(x: $0.0, y: $0.1) })
    let frames = tree.nodes.filter { if case .stroke = $0.kind { true } else { false } }
    #expect(frames.count == 4 && frames[0].frame == Rect(x: 79.5, y: 147.5, width: 101, height: 51))
  }

  @Test func columnsChooseTheAxesAcross() throws {
    // No axis across: one column, each row labelled by every value, one per line.
    let down = try sheet(#""sheet": { "title": "T", "columns": [] }, "#)
    #expect(
      down.texts().map(\.1.string).filter { $0.contains("\n") } == [
        "light\nltr", "light\nrtl", "dark\nltr", "dark\nrtl",
      ])
    #expect(down.fills().filter { $0.0.size == Size(width: 100, height: 50) }.map(\.0.x) == [93, 93, 93, 93])
    // Every axis across: one row, no row labels.
    let across = try sheet(#""sheet": { "columns": ["layoutDirection", "appearance"] }, "#)
    let strings = across.texts().map(\.1.string)
    #expect(strings.first == "appearance × layoutDirection across · 4 images")
    #expect(strings.filter { $0.contains("\n") } == ["light\nltr", "light\nrtl", "dark\nltr", "dark\nrtl"])
    #expect(across.fills().filter { $0.0.size == Size(width: 100, height: 50) }.map(\.0.x) == [40, 164, 288, 412])
  }

  @Test func theSheetDumpsAsOneTree() throws {
    let dump = try sheet(#""sheet": true, "#).dump()
    #expect(dump.hasPrefix("canvas 457x282 @1x ltr background #FFFFFF"))
    #expect(dump.components(separatedBy: "\n").filter { $0.hasPrefix("stroke") }.count == 4)
  }
}
