import Foundation
import Testing

/// `render` paints a list of 1,000 rows or more a band at a time (issue 31: memory that does not
/// grow with the height); the file is the one the whole tree gives (`--tree` lays it out whole).
@Suite struct BandedRenderCLITests {
  @Test func aTallListWritesTheSameBytesAsItsWholeTree() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let sections = stride(from: 0, to: 1_200, by: 10).map { start in
      let items = (start..<start + 10).map { n in
        #"{"content":{"text":"Item \#(n)","image":{"systemName":"folder"}},"state":{"isSelected":\#(n % 7 == 3)}}"#
      }
      return #"{"header":{"text":"Section \#(start / 10)"},"items":[\#(items.joined(separator: ","))]}"#
    }
    let doc = #"""
      {"vellum":1,"canvas":{"width":320,"scale":1},
       "root":{"list":{"appearance":"sidebar","sections":[\#(sections.joined(separator: ","))]}}}
      """#
    try doc.write(toFile: dir + "/tall.json", atomically: true, encoding: .utf8)
    let banded = try run(["render", dir + "/tall.json", "-o", dir + "/banded.png"])
    #expect(banded.status == 0, "\(banded.stderr)")
    let whole = try run(["render", dir + "/tall.json", "-o", dir + "/whole.png", "--tree"])
    #expect(whole.status == 0, "\(whole.stderr)")
    let stdout = try run(["render", dir + "/tall.json", "-o", "-"])
    let a = try #require(FileManager.default.contents(atPath: dir + "/banded.png"))
    let b = try #require(FileManager.default.contents(atPath: dir + "/whole.png"))
    #expect(a.count > 10_000)
    #expect(a == b, "banded \(a.count) bytes, whole \(b.count)")
    #expect(stdout.stdout == a)
  }
}
