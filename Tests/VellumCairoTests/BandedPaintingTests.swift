import Testing
import VellumLayout
import VellumModel

@testable import VellumCairo

/// A tall list painted a band at a time (`Renderer.bandedLayout`, issue 31) writes the bytes the
/// whole tree does: every band's strips paint the nodes the whole tree's strips paint. One case
/// at a time: libcairo 1.16 has crashed now and then in its FreeType glyph code when many
/// renderers start painting at once.
@Suite(.serialized) struct BandedPaintingTests {
  /// A list of `rows` rows in sections of 7 with headers (footers on even sections), one row in
  /// five selected, one in eleven swiped, one in thirteen lifted (a shadow: not strip-invariant).
  static func document(_ appearance: String, rows: Int, canvas: String, lifted: Bool = false) -> String {
    var sections: [String] = []
    for start in stride(from: 0, to: rows, by: 7) {
      let items = (start..<min(rows, start + 7)).map { n in
        var state = n % 5 == 1 ? #""isSelected":true"# : ""
        var extra = ""
        if n % 11 == 3 {
          state = #""isSwiped":true"#
          extra = #","swipeActions":[{"title":"Delete","style":"destructive"}]"#
        }
        if lifted, n % 13 == 6 { state = #""cellDragState":"lifting""# }
        return
          #"{"content":{"text":"Row \#(n)","secondaryText":"Detail \#(n)","image":{"systemName":"folder"}},"state":{\#(state)}\#(extra)}"#
      }
      let footer = start % 14 == 0 ? #","footer":{"text":"Footer under section \#(start / 7)"}"# : ""
      sections.append(
        #"{"header":{"text":"Section \#(start / 7)"}\#(footer),"items":[\#(items.joined(separator: ","))]}"#)
    }
    return
      #"{"vellum":1,"canvas":{\#(canvas)},"root":{"list":{"appearance":"\#(appearance)","sections":[\#(sections.joined(separator: ","))]}}}"#
  }

  @Test(arguments: [
    ("sidebar", #""width":390,"scale":3,"appearance":"dark""#, false),
    ("insetGrouped", #""width":390,"scale":2,"layoutDirection":"rightToLeft""#, false),
    ("plain", #""width":320,"scale":1"#, false),
    ("grouped", #""width":390,"scale":3"#, true),
  ])
  func aBandedScreenWritesTheWholeTreesBytes(_ appearance: String, _ canvas: String, _ lifted: Bool) throws {
    let document = try DocumentDecoder.decode(
      Array(Self.document(appearance, rows: 60, canvas: canvas, lifted: lifted).utf8))
    let renderer = try Renderer()
    // Short strips and bands, so that the 60 rows cross many of each.
    renderer.stripHeight = 384
    renderer.bandHeight = 256
    let whole = renderer.layout(document)
    #expect(Renderer.isStripInvariant(whole) == !lifted)
    let expected = try renderer.renderPNG(whole)
    #expect(renderer.bandedLayout(document) == nil, "60 rows are fewer than minimumBandedRows")
    renderer.minimumBandedRows = 50
    let banded = try #require(renderer.bandedLayout(document))
    #expect(banded.outline.nodes.count < whole.nodes.count / 4, "the outline holds the rows")
    var png: [UInt8] = []
    try renderer.writePNG(banded) { png += $0 }
    let same = png == expected  // (not in the expectation: a PNG's bytes make a long message)
    #expect(same, "the banded PNG differs from the whole tree's (\(png.count) against \(expected.count) bytes)")
  }
}
