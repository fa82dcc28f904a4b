import Foundation
import Testing

/// `vellum symbols`: the names, filtered, and a contact sheet (issue 27).
@Suite struct SymbolsCommandTests {
  @Test func listsTheNamesAPatternMatches() throws {
    let all = try run(["symbols"])
    #expect(all.status == 0)
    let names = String(decoding: all.stdout, as: UTF8.self).split(separator: "\n")
    #expect(names.count >= 1500)
    let bells = try run(["symbols", "bell.*"])
    let listed = String(decoding: bells.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(listed.contains("bell.badge.fill") && listed.contains("bell.slash") && !listed.contains("bell"))
    let part = try run(["symbols", "radiowaves"])
    #expect(String(decoding: part.stdout, as: UTF8.self).contains("antenna.radiowaves.left.and.right\n"))
    let none = try run(["symbols", "no.such.symbol*"])
    #expect(none.status == 65 && none.stderr.contains("no symbol name matches"))
  }

  /// `--sources` follows each name with the set and icon it is drawn from.
  @Test func sourcesSayWhichSetEachNameComesFrom() throws {
    let r = try run(["symbols", "--sources", "gearshape*", "tortoise", "7.circle"])
    #expect(r.status == 0, "\(r.stderr)")
    let lines = String(decoding: r.stdout, as: UTF8.self).split(separator: "\n").map {
      $0.split(separator: " ", maxSplits: 1).map { String($0).trimmingCharacters(in: .whitespaces) }
    }
    let source = Dictionary(uniqueKeysWithValues: lines.map { ($0[0], $0[1]) })
    #expect(source["gearshape"] == "phosphor gear")
    #expect(source["gearshape.fill"] == "phosphor gear fill")
    #expect(source["gearshape.circle"] == "composed: phosphor gear + circle")
    #expect(source["gearshape.circle.fill"] == "composed: phosphor gear fill + circle.fill")
    #expect(source["tortoise"] == "lucide turtle")
    #expect(source["tortoise.fill"] == "lucide turtle fill")
    #expect(source["7.circle"] == "composed: text 7 + circle")
    // The plain list stays one name a line, and --sources lists: it does not draw.
    #expect(String(decoding: try run(["symbols", "tortoise"]).stdout, as: UTF8.self) == "tortoise\ntortoise.fill\n")
    #expect(try run(["symbols", "--sources", "--sheet", "-o", "-"]).status == 64)
  }

  @Test func drawsASheet() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let sheet = try run(["symbols", "*.circle.fill", "--sheet", "-o", dir + "/sheet.png"])
    #expect(sheet.status == 0, "\(sheet.stderr)")
    let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/sheet.png"))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let noOutput = try run(["symbols", "--sheet"])
    #expect(noOutput.status == 64)
  }

  /// `-o -` writes the sheet to standard output (a PNG, as `render -o -`), and -o's extension
  /// chooses the format as it does for render: an SVG or a PDF, or a usage error.
  @Test func theSheetGoesWhereAndAsOutputSays() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let out = try run(["symbols", "bell", "--sheet", "-o", "-"], in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    #expect(out.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    for (file, magic) in [("bell.svg", "<?xml"), ("bell.pdf", "%PDF-"), ("bell.PNG", "\u{89}PNG")] {
      let r = try run(["symbols", "bell", "--sheet", "-o", dir + "/" + file])
      #expect(r.status == 0, "\(file): \(r.stderr)")
      let bytes = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + file))
      #expect(bytes.starts(with: Array(magic.unicodeScalars.map { UInt8($0.value) })), "\(file)")
    }
    let text = try run(["symbols", "bell", "--sheet", "-o", dir + "/bell.txt"])
    #expect(text.status == 64 && text.stderr.contains("not .txt"), "\(text.stderr)")
    let folder = try run(["symbols", "bell", "--sheet", "-o", dir + "/sheets/"])
    #expect(folder.status == 64, "\(folder.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/bell.txt"))
  }

  @Test func anUnknownSymbolSuggestsOneOfTheSameBase() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let doc = dir + "/doc.json"
    try #"{"vellum":1,"root":{"image":{"systemName":"play.rectangle.fill"}}}"#.write(
      toFile: doc, atomically: true, encoding: .utf8)
    let r = try run(["render", doc, "-o", dir + "/out.png"])
    #expect(r.status == 65)
    #expect(r.stderr.contains(#"did you mean "play."#), "\(r.stderr)")
    #expect(r.stderr.contains("vellum symbols"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
  }
}
