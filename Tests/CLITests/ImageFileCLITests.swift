import Foundation
import Testing

/// The PNGs a document names are read through when it is loaded, as painting will read them:
/// one that cannot be drawn fails `tree` and `render` alike, with the JSON path that names it,
/// before anything is painted or written.
@Suite struct ImageFileCLITests {
  static let pixel: [UInt8] = [0, 255, 0, 0]
  static let good = TinyPNG.make(colorType: 2, bitDepth: 8, raw: pixel)
  static let truncated = Array(good.prefix(40))

  /// A folder holding `files` and `doc.json` of `json`; removed by the caller.
  func folder(_ json: String, files: [String: [UInt8]]) throws -> String {
    let dir = try temporaryDirectory()
    for (name, bytes) in files {
      let path = dir + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
    try json.write(toFile: dir + "/doc.json", atomically: true, encoding: .utf8)
    return dir
  }

  /// `tree` and `render` of `doc.json` in `dir`: both must fail with `words`, and write nothing.
  func expectBothRefuse(_ dir: String, _ words: [String]) throws {
    let tree = try run(["tree", dir + "/doc.json"])
    let render = try run(["render", dir + "/doc.json", "-o", dir + "/out.png"])
    for r in [tree, render] {
      #expect(r.status == 65, "\(r.stderr)")
      for w in words { #expect(r.stderr.contains(w), "\(r.stderr)") }
      #expect(r.stdout.isEmpty)
    }
    #expect(tree.stderr == render.stderr)
    #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
  }

  @Test func aTruncatedPNGFailsTreeAndRenderAlikeAtItsJSONPath() throws {
    let dir = try folder(
      #"{"vellum":1,"root":{"stack":{"children":[{"text":{"string":"a"}},{"image":{"file":"t.png"}}]}}}"#,
      files: ["t.png": Self.truncated])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try expectBothRefuse(
      dir, [#"root.stack.children[1].image.file: image file "t.png": truncated or corrupt png"#, "line 1, column"])
  }

  @Test func aDarkFileThatCannotBeDrawnFailsAtItsKey() throws {
    let dir = try folder(
      #"{"vellum":1,"assets":{"a.png":{"darkFile":"d.png"}},"root":{"image":{"file":"a.png"}}}"#,
      files: [
        "a.png": Self.good, "d.png": TinyPNG.make(colorType: 2, bitDepth: 8, raw: Self.pixel, breakIHDRChecksum: true),
      ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try expectBothRefuse(
      dir, [#"assets.a.png.darkFile: image file "d.png": truncated or corrupt png: IHDR: CRC error"#])
  }

  @Test func aTruncatedPNGInAnImageSetFailsTreeToo() throws {
    let set = "A.xcassets/M.imageset"
    let dir = try folder(
      #"{"vellum":1,"root":{"image":{"file":"\#(set)"}}}"#,
      files: [
        set + "/Contents.json": Array(#"{"images":[{"filename":"m.png","idiom":"universal","scale":"1x"}]}"#.utf8),
        set + "/m.png": Self.truncated,
      ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try expectBothRefuse(
      dir, [#"root.image.file: image set "\#(set)": "#, #"images[0].filename: "m.png": truncated or corrupt png"#])
  }

  @Test func aPNGWiderThanCairoDrawsIsRefusedFromItsHeader() throws {
    let dir = try folder(
      #"{"vellum":1,"root":{"image":{"file":"w.png","width":10,"height":10}}}"#,
      files: ["w.png": TinyPNG.make(colorType: 0, bitDepth: 1, raw: Self.pixel, claimedSize: (40_000, 2))])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try expectBothRefuse(dir, ["root.image.file", "40000×2 pixels; Cairo draws at most 32767 pixels a side"])
  }

  @Test func aPNGWithOnlyWarningsDrawsAsCairoDrawsIt() throws {
    // A 1 × 1 image with two rows of data: libpng warns ("Too much image data"), Cairo draws
    // it, and so the check lets it through.
    let png = TinyPNG.make(colorType: 2, bitDepth: 8, raw: Self.pixel + Self.pixel)
    let dir = try folder(#"{"vellum":1,"root":{"image":{"file":"x.png"}}}"#, files: ["x.png": png])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let r = try run(["render", dir + "/doc.json", "-o", dir + "/out.png"])
    #expect(r.status == 0, "\(r.stderr)")
  }

  // MARK: Standard input

  /// A document on standard input has no folder of its own: it may name files only in the
  /// folder `--base` names, never the current one by default.
  @Test func aDocumentOnStandardInputNamesFilesOnlyWithBase() throws {
    let json = #"{"vellum":1,"root":{"image":{"file":"a.png"}}}"#
    let dir = try folder(json, files: ["a.png": Self.good])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let refused = try run(["tree", "-"], input: Data(json.utf8), in: dir)
    #expect(refused.status == 65)
    #expect(
      refused.stderr.contains(
        #"<stdin>: root.image.file: image file "a.png": a document on standard input names files only with --base DIR"#),
      "\(refused.stderr)")
    let based = try run(["render", "-", "--base", dir, "-o", dir + "/out.png"], input: Data(json.utf8))
    #expect(based.status == 0, "\(based.stderr)")
    let file = try run(["tree", dir + "/doc.json", "--base", dir])
    #expect(file.status == 64)
    #expect(file.stderr.contains("--base is for a document on standard input (-)"), "\(file.stderr)")
    let notFolder = try run(["tree", "-", "--base", dir + "/a.png"], input: Data(json.utf8))
    #expect(notFolder.status == 64)
  }

  // MARK: The document's budget

  /// Two 6000 × 6000 images are 72 megapixels: the second crosses the budget, at its path.
  @Test func imagesPastTheDocumentsBudgetAreRefusedAtTheOneThatCrossesIt() throws {
    let big = ZeroPNG.make(width: 6000, height: 6000)
    let dir = try folder(
      #"{"vellum":1,"root":{"stack":{"children":[{"image":{"file":"a.png","width":20,"height":20}},"#
        + #"{"image":{"file":"b.png","width":20,"height":20}}]}}}"#,
      files: ["a.png": big, "b.png": big])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try expectBothRefuse(
      dir,
      [
        #"root.stack.children[1].image.file: image file "b.png": the document's images come to 72 megapixels"#,
        "more than the 64 megapixels a document may draw",
      ])
  }

  /// One file counts once however often and however it is named: `./a.png`, a dark file,
  /// through a linked folder (painting decodes it once).
  @Test func aFileNamedManyWaysCountsOnce() throws {
    let dir = try folder(
      #"{"vellum":1,"assets":{"a.png":{"darkFile":"./a.png"}},"root":{"stack":{"children":["#
        + #"{"image":{"file":"a.png","width":20,"height":20}},{"image":{"file":".//a.png","width":20,"height":20}},"#
        + #"{"image":{"file":"same/a.png","width":20,"height":20}}]}}}"#,
      files: ["a.png": ZeroPNG.make(width: 6000, height: 6000)])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createSymbolicLink(atPath: dir + "/same", withDestinationPath: ".")
    let r = try run(["tree", dir + "/doc.json"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(String(decoding: r.stdout, as: UTF8.self).contains("6000x6000px"))
  }
}

/// A black 1-bit PNG of any size in a few kilobytes: its rows are zeros, deflated with fixed
/// Huffman codes as one literal and then matches of 258 bytes at distance 1.
enum ZeroPNG {
  static func make(width: Int, height: Int) -> [UInt8] {
    let raw = (1 + (width + 7) / 8) * height
    var bits = BitWriter()
    bits.write(0b011, count: 3)  // final block, fixed Huffman codes
    func literalZero() { bits.writeCode(0b0011_0000, length: 8) }
    literalZero()
    var left = raw - 1
    while left >= 258 {
      bits.writeCode(0b1100_0101, length: 8)  // length 258 (code 285)
      bits.writeCode(0, length: 5)  // distance 1 (code 0)
      left -= 258
    }
    for _ in 0..<left { literalZero() }
    bits.writeCode(0, length: 7)  // end of block
    let adler = UInt32(raw % 65521) << 16 | 1
    let zlib = [0x78, 0x01] + bits.bytes + be32(Int(adler))
    let ihdr = be32(width) + be32(height) + [1, 0, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", zlib)
      + chunk("IEND", [])
  }

  static func be32(_ v: Int) -> [UInt8] {
    [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(data.count) + body + be32(Int(TinyPNG.crc32(body)))
  }

  /// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
  struct BitWriter {
    var bytes: [UInt8] = []
    var used = 8
    mutating func write(_ value: Int, count: Int) {
      for i in 0..<count { push(value >> i & 1) }
    }
    mutating func writeCode(_ code: Int, length: Int) {
      for i in (0..<length).reversed() { push(code >> i & 1) }
    }
    private mutating func push(_ bit: Int) {
      if used == 8 {
        bytes.append(0)
        used = 0
      }
      bytes[bytes.count - 1] |= UInt8(bit << used)
      used += 1
    }
  }
}
