import Foundation
import Testing

/// Issue 16's catalogue of bad input, table-driven: each case runs the real `vellum` and names
/// its exit code and the words its message must hold (the JSON path, line and column where there
/// is one). Whatever fails writes nothing; what must work, works.
@Suite struct BadInputCatalogueTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// A document read from standard input, or arguments run in the fixture folder.
    var input: [UInt8]?
    var arguments: [String]?
    var status: Int32
    var words: [String]
    var testDescription: String { name }
  }

  static func doc(_ root: String = #"{"spacer":{}}"#, canvas: String? = nil) -> [UInt8] {
    Array(#"{"vellum":1,\#(canvas.map { #""canvas":\#($0),"# } ?? "")"root":\#(root)}"#.utf8)
  }

  static func stdin(_ name: String, _ bytes: [UInt8], _ status: Int32, _ words: String...) -> Case {
    Case(name: name, input: bytes, arguments: nil, status: status, words: words)
  }

  static func args(_ name: String, _ arguments: [String], _ status: Int32, _ words: String...) -> Case {
    Case(name: name, input: nil, arguments: arguments, status: status, words: words)
  }

  static func image(_ name: String, _ file: String, _ status: Int32, _ words: String...) -> Case {
    Case(
      name: name, input: nil, arguments: ["render", "image-\(file).json", "-o", "out.png"], status: status, words: words
    )
  }

  static let cases: [Case] = documents + canvases + components + images + commandLine

  static let documents: [Case] = [
    stdin("empty file", [], 65, "invalid JSON: unexpected end of input", "line 1, column 1"),
    stdin("truncated JSON", Array(#"{"vellum":1,"root":{"spac"#.utf8), 65, "unterminated string", "line 1"),
    stdin(
      "trailing garbage", Array(#"{"vellum":1,"root":{"spacer":{}}} xyz"#.utf8), 65, "after the end of the document"),
    stdin("byte order mark (accepted, as RFC 8259 allows)", [0xEF, 0xBB, 0xBF] + doc(), 0),
    stdin(
      "invalid UTF-8", Array(#"{"vellum":1,"root":{"text":{"string":""#.utf8) + [0xFF, 0xFE] + Array(#""}}}"#.utf8), 65,
      "not valid UTF-8"),
    stdin("lone surrogate", Array(#"{"vellum":1,"root":{"text":{"string":"\ud800"}}}"#.utf8), 65, "unpaired surrogate"),
    stdin(
      "duplicate keys", Array(#"{"vellum":1,"vellum":1,"root":{"spacer":{}}}"#.utf8), 65, #"duplicate key "vellum""#),
    stdin("top level not an object", Array("[1,2]".utf8), 65, "expected an object, found an array"),
    stdin("no format version", Array(#"{"root":{"spacer":{}}}"#.utf8), 65, #"missing "vellum""#),
    stdin("format version 2", Array(#"{"vellum":2,"root":{"spacer":{}}}"#.utf8), 65, "version 2 is not supported"),
    stdin(
      "format version as a string", Array(#"{"vellum":"1","root":{"spacer":{}}}"#.utf8), 65,
      "expected a number, found a string"),
    stdin("no root", Array(#"{"vellum":1}"#.utf8), 65, #"missing "root""#),
    stdin(
      "unknown top-level key", Array(#"{"vellum":1,"root":{"spacer":{}},"roots":1}"#.utf8), 65, #"did you mean "root"?"#
    ),
    stdin(
      "NaN", Array(#"{"vellum":1,"canvas":{"width":NaN},"root":{"spacer":{}}}"#.utf8), 65, "unexpected character 'N'"),
    stdin(
      "Infinity", Array(#"{"vellum":1,"canvas":{"width":Infinity},"root":{"spacer":{}}}"#.utf8), 65,
      "unexpected character 'I'"),
    stdin(
      "1e400", Array(#"{"vellum":1,"canvas":{"width":1e400},"root":{"spacer":{}}}"#.utf8), 65, "number out of range"),
    stdin(
      "10 MB string", doc(#"{"text":{"string":""# + String(repeating: "a", count: 10_000_000) + #""}}"#), 65,
      "root.text.string", "the limit is 10000"),
    stdin(
      "nesting past the limit",
      doc(
        String(repeating: #"{"stack":{"children":["#, count: 40) + #"{"spacer":{}}"#
          + String(repeating: "]}}", count: 40)),
      65, "components nest deeper than 32 levels"),
    stdin(
      "100,000 siblings",
      doc(
        #"{"stack":{"children":["# + Array(repeating: #"{"spacer":{}}"#, count: 100_000).joined(separator: ",") + "]}}"),
      65, "root.stack.children[29999]", "more than 30000 components"),
    stdin(
      "30,000 siblings (accepted)",
      doc(
        #"{"stack":{"children":["# + Array(repeating: #"{"spacer":{}}"#, count: 29_999).joined(separator: ",") + "]}}"),
      0),
    stdin(
      "40,000 list rows",
      doc(
        #"{"list":{"sections":[{"items":["#
          + Array(repeating: #"{"content":{"text":"Row"}}"#, count: 40_000)
          .joined(separator: ",") + "]}]}}"),
      65, "root.list.sections[0].items[29999]", "more than 30000 components"),
    stdin(
      "a contact sheet of 480 combinations of 100 components",
      Array(
        (#"{"vellum":1,"variants":{"contentSizeCategory":["extraSmall","small","medium","large","extraLarge","#
          + #""extraExtraLarge","extraExtraExtraLarge","accessibilityMedium","accessibilityLarge","accessibilityExtraLarge","#
          + #""accessibilityExtraExtraLarge","accessibilityExtraExtraExtraLarge"],"device":["iPhone SE","iPhone 13","#
          + #""iPhone 14","iPhone 15","iPhone 16"],"appearance":["light","dark"],"layoutDirection":["leftToRight","#
          + #""rightToLeft"],"contrast":["normal","high"]},"sheet":true,"root":{"stack":{"children":["#
          + Array(repeating: #"{"spacer":{}}"#, count: 99).joined(separator: ",") + "]}}}").utf8), 65,
      "sheet: a contact sheet of 480 combinations of 100 components lays out 48000 components; at most 30000"),
    stdin(
      "a 33 MB document", doc(#"{"spacer":{}}"#) + Array(repeating: UInt8(ascii: " "), count: 33 << 20), 65,
      "the largest accepted is 33554432 bytes"),
  ]

  static let canvases: [Case] = [
    stdin("negative width", doc(canvas: #"{"width":-5}"#), 65, "canvas.width: -5 is out of range; expected 1…4096"),
    stdin("zero width", doc(canvas: #"{"width":0}"#), 65, "canvas.width: 0 is out of range"),
    stdin("scale 0", doc(canvas: #"{"scale":0}"#), 65, "canvas.scale: 0 is out of range; expected 1…3"),
    stdin("scale 4", doc(canvas: #"{"scale":4}"#), 65, "canvas.scale: 4 is out of range"),
    stdin(
      "a 1 GB canvas", doc(canvas: #"{"width":4096,"height":1000000,"scale":3}"#), 65, "taller than 1000000 pixels"),
    stdin(
      "a 3.7-gigapixel canvas", doc(canvas: #"{"width":4096,"height":100000,"scale":3}"#), 65,
      "12288×300000 pixels", "536870912 pixels in all"),
    stdin("unknown device", doc(canvas: #"{"device":"iPhone 99"}"#), 65, #"unknown device "iPhone 99""#),
    stdin("misspelt appearance", doc(canvas: #"{"appearance":"drak"}"#), 65, #"did you mean "dark"?"#),
    stdin(
      "pointer off the canvas", doc(canvas: #"{"width":300,"pointer":{"location":[400,1]}}"#), 65,
      "canvas.pointer.location", "outside the 300 pt wide canvas"),
    stdin(
      "pointer without a location", doc(canvas: #"{"width":300,"pointer":{}}"#), 65, #"a pointer needs a "location""#),
    stdin(
      "pointer transition without an end",
      doc(canvas: #"{"width":300,"pointer":{"transition":{"pointerFrom":[0,0]}}}"#),
      65, "canvas.pointer.transition.pointerTo", #"a pointer transition needs "pointerTo""#, "line 1, column 59"),
    stdin(
      "orientation without a device", doc(canvas: #"{"orientation":"landscape"}"#), 65,
      #"canvas.orientation: "orientation" needs a "device""#, "line 1, column 37"),
    stdin(
      "device frame false without a device", doc(canvas: #"{"deviceFrame":false}"#), 65,
      #"canvas.deviceFrame: "deviceFrame" needs a "device""#),
    stdin(
      "device frame as a string", doc(canvas: #"{"device":"iPhone 15","deviceFrame":"yes"}"#), 65,
      #"canvas.deviceFrame: expected true or an object { "backdrop", "caption", "color", "padding" }, found a string"#),
    stdin(
      "pointer off a landscape device",
      doc(canvas: #"{"device":"iPhone SE","orientation":"landscape","pointer":{"location":[10,400]}}"#),
      65, "canvas.pointer.location", "outside the 667 × 375 canvas"),
    stdin(
      "1001 verbatim strings",
      doc(canvas: #"{"verbatim":["# + Array(repeating: #""a""#, count: 1001).joined(separator: ",") + "]}"),
      65, "canvas.verbatim: 1001 strings; at most 1000 are supported"),
    stdin(
      "unknown canvas key", doc(canvas: #"{"orientaton":"landscape"}"#), 65,
      #"canvas.orientaton: unknown key "orientaton"; did you mean "orientation"?"#),
    stdin(
      "asset without a dark file", Array(#"{"vellum":1,"assets":{"a.png":{}},"root":{"spacer":{}}}"#.utf8), 65,
      #"assets.a.png.darkFile: an asset needs "darkFile": the PNG drawn in dark mode"#, "line 1, column 31"),
    stdin(
      "image set in assets",
      Array(#"{"vellum":1,"assets":{"A.imageset":{"darkFile":"b.png"}},"root":{"spacer":{}}}"#.utf8),
      65, #"assets.A.imageset: image set "A.imageset" gives its dark appearance in its Contents.json"#),
  ]

  static let components: [Case] = [
    stdin(
      "misspelt component", doc(#"{"stak":{}}"#), 65, #"root.stak: unknown component "stak"; did you mean "stack"?"#),
    stdin("two keys in a component", doc(#"{"stack":{},"text":{}}"#), 65, "exactly one key naming its kind"),
    stdin(
      "spacing as a string", doc(#"{"stack":{"spacing":"8"}}"#), 65,
      "root.stack.spacing: expected a number, found a string"),
    stdin("children as an object", doc(#"{"stack":{"children":{}}}"#), 65, "root.stack.children: expected an array"),
    stdin("misspelt colour", doc(#"{"text":{"string":"a","color":"sytemBlue"}}"#), 65, #"did you mean "systemBlue"?"#),
    stdin("bad hex colour", doc(##"{"text":{"string":"a","color":"#12345"}}"##), 65, ##"invalid hex colour "#12345""##),
    stdin(
      "minimum above maximum", doc(#"{"slider":{"minimumValue":2,"maximumValue":1}}"#), 65,
      "minimumValue 2 is greater than maximumValue 1"),
    stdin(
      "10,000 segments",
      doc(
        #"{"segmentedControl":{"segments":["#
          + Array(repeating: #"{"title":"a"}"#, count: 10_000).joined(separator: ",") + "]}}"),
      65, "10000 items; at most 100"),
    stdin("misspelt symbol", doc(#"{"image":{"systemName":"starr"}}"#), 65, #"did you mean "star"?"#),
    stdin(
      "a file named on standard input without --base", doc(#"{"image":{"file":"ok.png"}}"#), 65,
      #"image file "ok.png": a document on standard input names files only with --base DIR"#),
    stdin(
      "image path with ..", doc(#"{"image":{"file":"../x.png"}}"#), 65,
      "must be relative and stay inside the document's folder"),
    stdin("absolute image path", doc(#"{"image":{"file":"/etc/x.png"}}"#), 65, "must be relative"),
    stdin(
      "NUL in an image path", doc(#"{"image":{"file":"in.png\u0000.anything.png"}}"#), 65,
      #"root.image.file: image path "in.png\0.anything.png" holds a control character"#),
    stdin(
      "ESC in a symbol path", doc(#"{"image":{"symbolFile":"a\u001b]0;x\u0007.svg"}}"#), 65,
      "root.image.symbolFile: symbol file path", "holds a control character"),
    stdin(
      "control character in an assets key",
      Array(#"{"vellum":1,"assets":{"a\r.png":{"darkFile":"b.png"}},"root":{"spacer":{}}}"#.utf8), 65,
      "holds a control character"),
    stdin(
      "negative region", doc(#"{"stack":{"pointerInteraction":{"regions":[{"rect":{"width":-1,"height":1}}]}}}"#), 65,
      "regions[0].rect.width: -1 is out of range"),
    stdin(
      "misspelt pointer effect", doc(#"{"button":{"pointerStyle":{"effect":"lfit"}}}"#), 65, #"did you mean "lift"?"#),
    stdin(
      "bad SVG path",
      doc(#"{"image":{"systemName":"star","pointerInteraction":{"style":{"shape":{"path":"M 0 0 Q"}}}}}"#), 65,
      "bad path data"),
    stdin(
      "two shapes",
      doc(
        #"{"image":{"systemName":"star","pointerInteraction":{"style":{"shape":{"path":"M0 0","verticalBeam":{"length":2}}}}}}"#
      ), 65, "a shape is one of"),
    stdin("30 February", doc(#"{"datePicker":{"date":"2020-02-30"}}"#), 65, "February 2020 has 29 days"),
    stdin("not a date", doc(#"{"datePicker":{"date":"22/06/2020"}}"#), 65, #""22/06/2020" is not a date"#),
    stdin("unknown locale", doc(#"{"datePicker":{"locale":"xx_XX_bad"}}"#), 65, #"unknown locale "xx_XX_bad""#),
    stdin("unknown calendar", doc(#"{"datePicker":{"calendar":"mayan"}}"#), 65, #"unknown calendar "mayan""#),
    stdin("unknown time zone", doc(#"{"datePicker":{"timeZone":"Asia/Tokio"}}"#), 65, #"did you mean "Asia/Tokyo"?"#),
    stdin(
      "minimum date after maximum", doc(#"{"datePicker":{"minimumDate":"2021-01-01","maximumDate":"2020-01-01"}}"#), 65,
      "maximumDate is before minimumDate"),
    stdin(
      "picker component without rows", doc(#"{"pickerView":{"components":[{}]}}"#), 65, #"a component needs "rows""#),
    stdin(
      "unknown detent identifier",
      doc(
        #"{"sheet":{"presenting":{"spacer":{}},"content":{"spacer":{}},"detents":["medium"],"selectedDetentIdentifier":"huge"}}"#
      ),
      65, #"unknown detent identifier "huge""#),
    stdin(
      "menus nested too deep",
      doc(
        #"{"menu":"# + String(repeating: #"{"children":[{"menu":"#, count: 20) + #"{"children":[]}"#
          + String(repeating: "}]}", count: 20) + "}"),
      65, "menus nest deeper than 8 levels"),
    stdin(
      "an inline menu opened",
      doc(#"{"menu":{"children":[{"menu":{"options":["displayInline"],"isMenuPresented":true,"children":[]}}]}}"#),
      65, "root.menu.children[0].menu.isMenuPresented", "only a submenu opens"),
    stdin(
      "a button's own menu opened", doc(#"{"button":{"title":"b","menu":{"isMenuPresented":true,"children":[]}}}"#),
      65, "root.button.menu.isMenuPresented", "only a submenu"),
    stdin("unknown favourite colour", doc(#"{"colorPicker":{"favorites":["sytemRed"]}}"#), 65, "favorites[0]"),
    stdin(
      "hosting configuration without content", doc(#"{"list":{"sections":[{"items":[{"hostingConfiguration":{}}]}]}}"#),
      65, "items[0].hostingConfiguration.content", #"a hosting configuration needs "content""#),
    stdin(
      "custom view accessory without a view",
      doc(#"{"list":{"sections":[{"items":[{"accessories":[{"customView":{"placement":"leading"}}]}]}]}}"#), 65,
      "items[0].accessories[0].customView.view", #"a custom view accessory needs "view""#, "line 1, column 81"),
    stdin(
      "misspelt badge key", doc(#"{"cell":{"accessories":[{"badge":{"text":"1","colour":"red"}}]}}"#), 65,
      #"root.cell.accessories[0].badge.colour: unknown key "colour"; did you mean "color"?"#),
    stdin(
      "margins naming an edge twice",
      doc(
        #"{"list":{"sections":[{"items":[{"hostingConfiguration":{"content":{"spacer":{}},"margins":{"vertical":1,"top":2}}}]}]}}"#
      ), 65, "hostingConfiguration.margins.top", #""top" and "vertical" set the same edge"#),
    stdin(
      "a list item in a stack child's wrapper", doc(#"{"list":{"sections":[{"items":[{"cell":{}}]}]}}"#), 65,
      "root.list.sections[0].items[0].cell", "a list item is a cell itself", "line 1, column 59"),
    stdin(
      "a when clause without a state",
      doc(#"{"list":{"sections":[{"items":[{"when":[{"content":{"text":"B"}}]}]}]}}"#), 65,
      "items[0].when[0].state", #"a "when" clause needs a "state" to match"#, "line 1, column 60"),
    stdin(
      "content beside a hosting configuration",
      doc(#"{"cell":{"content":{},"hostingConfiguration":{"content":{"spacer":{}}}}}"#), 65,
      "root.cell.content: a cell has one content configuration", "line 1, column 39"),
    stdin(
      "a misspelt custom state value", doc(#"{"cell":{"state":{"custom":{"archived":[true]}}}}"#), 65,
      "root.cell.state.custom.archived: a custom state is true/false, a number or a string, found an array"),
    stdin(
      "a misspelt section key", doc(#"{"list":{"sections":[{"itmes":[]}]}}"#), 65,
      #"root.list.sections[0].itmes: unknown key "itmes"; did you mean "items"?"#),
  ]

  static let images: [Case] = [
    image("16-bit PNG (works)", "deep16", 0),
    image("palette PNG (works)", "palette", 0),
    image("interlaced PNG (works)", "interlaced", 0),
    image("random bytes named .png", "random", 65, "not a PNG: it does not start with the PNG signature"),
    image("JPEG named .png", "jpeg", 65, "not a PNG: it holds JPEG data"),
    image("Git LFS pointer", "lfs", 65, "git lfs pull"),
    image("empty PNG file", "empty", 65, "the file is empty"),
    image("truncated PNG", "truncated", 65, "truncated or corrupt png"),
    image("CRC error", "crc", 65, "CRC error"),
    image("decompression bomb", "bomb", 65, "100000×100000 pixels, more than the 64 megapixels"),
    image("a header of 4294967295 × 4294967295", "huge", 65, "more than the 64 megapixels"),
    image("a folder named .png", "folder", 65, "it is a folder, not a PNG file"),
    image("symlink out of the folder", "escape", 65, "resolves outside the document's folder"),
    image("missing image file", "missing", 65, #"image file "missing.png" does not exist"#),
  ]

  static let commandLine: [Case] = [
    args("no verb arguments", ["render"], 64, "render needs at least one document"),
    args("no output", ["render", "ok.json"], 64, "render needs -o"),
    args("-o without a value", ["render", "ok.json", "-o"], 64, "-o needs a value"),
    args("-o empty", ["render", "ok.json", "-o", ""], 64, "-o needs a value, not an empty one"),
    args("--output= empty", ["render", "ok.json", "--output="], 64, "--output needs a value, not an empty one"),
    args("--scale 0", ["render", "ok.json", "-o", "out.png", "--scale", "0"], 64, "--scale takes 1, 2 or 3"),
    args("--scale x", ["render", "ok.json", "-o", "out.png", "--scale", "x"], 64, "--scale takes 1, 2 or 3"),
    args(
      "--appearance blue", ["render", "ok.json", "-o", "out.png", "--appearance", "blue"], 64, #"unknown value "blue""#),
    args(
      "--content-size huge", ["render", "ok.json", "-o", "out.png", "--content-size", "huge"], 64,
      #"unknown value "huge""#),
    args("--direction up", ["render", "ok.json", "-o", "out.png", "--direction", "up"], 64, #"unknown value "up""#),
    args("misspelt flag", ["render", "ok.json", "-o", "out.png", "--sclae", "2"], 64, "did you mean --scale?"),
    args("--frames without a value", ["render", "ok.json", "-o", "frames/", "--frames"], 64, "--frames needs a value"),
    args("missing document", ["render", "nope.json", "-o", "out.png"], 66, "nope.json: no such file"),
    args("a folder given as a document", ["render", "folder.png", "-o", "out.png"], 66, "is a folder"),
    args("unwritable output", ["render", "ok.json", "-o", "/proc/vellum-out.png"], 73, "/proc/vellum-out.png"),
    args("output below a file", ["render", "ok.json", "-o", "ok.json/x.png"], 73, "ok.json is a file, not a folder"),
    args("unknown verb", ["frobnicate"], 64, #"unknown verb "frobnicate""#),
    args("compare two non-PNGs", ["compare", "ok.json", "ok.json"], 2, "not a readable PNG"),
    args(
      "compare a truncated PNG", ["compare", "interlaced.png", "truncated.png"], 2, "not a readable PNG",
      "truncated or corrupt png"),
    args(
      "compare a folder", ["compare", "folder.png", "interlaced.png"], 2, "folder.png: is a folder, not a PNG file"),
    args("tree of a missing document", ["tree", "nope.json"], 66, "no such file"),
    args("check without a folder", ["check"], 64, "check takes one samples folder"),
  ]

  /// The fixture folder: a good document, and an image document per kind of PNG (good and bad).
  static func fixture() throws -> String {
    let dir = try temporaryDirectory()
    func write(_ name: String, _ bytes: [UInt8]) throws {
      try Data(bytes).write(to: URL(fileURLWithPath: dir + "/" + name))
    }
    try write("ok.json", Array(#"{"vellum":1,"root":{"spacer":{"minLength":10}}}"#.utf8))
    let pixel: [UInt8] = [0, 255, 0, 0]  // filter byte, one RGB pixel
    let files: [String: [UInt8]] = [
      "deep16": TinyPNG.make(colorType: 2, bitDepth: 16, raw: [0, 255, 255, 0, 0, 0, 0]),
      "palette": TinyPNG.make(colorType: 3, bitDepth: 8, raw: [0, 0], palette: [255, 0, 0]),
      "interlaced": TinyPNG.make(colorType: 2, bitDepth: 8, raw: pixel, interlaced: true),
      "random": (0..<500).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) },
      "jpeg": [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0],
      "lfs": Array("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 12345\n".utf8),
      "empty": [],
      "truncated": Array(TinyPNG.make(colorType: 2, bitDepth: 8, raw: pixel).prefix(40)),
      "crc": TinyPNG.make(colorType: 2, bitDepth: 8, raw: pixel, breakIHDRChecksum: true),
      "bomb": TinyPNG.make(colorType: 2, bitDepth: 8, raw: pixel, claimedSize: (100_000, 100_000)),
      "huge": TinyPNG.make(colorType: 2, bitDepth: 8, raw: pixel, claimedSize: (0xFFFF_FFFF, 0xFFFF_FFFF)),
    ]
    for (name, bytes) in files { try write("\(name).png", bytes) }
    try FileManager.default.createDirectory(atPath: dir + "/folder.png", withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(atPath: dir + "/escape.png", withDestinationPath: "/etc/hostname")
    for name in Array(files.keys) + ["folder", "escape"] {
      try write(
        "image-\(name).json",
        Array(
          #"{"vellum":1,"canvas":{"width":40,"scale":1},"root":{"image":{"file":"\#(name).png","width":20,"height":20}}}"#
            .utf8))
    }
    try write("image-missing.json", Array(#"{"vellum":1,"root":{"image":{"file":"missing.png"}}}"#.utf8))
    return dir
  }

  @Test func theCatalogueHasAtLeastSixtyCases() {
    #expect(Self.cases.count >= 60, "\(Self.cases.count) cases")
  }

  @Test(arguments: cases)
  func badInputGivesItsExitCodeAndWordsAndWritesNothing(_ c: Case) throws {
    let dir = try Self.fixture()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let r: Run
    if let input = c.input {
      r = try run(["render", "-", "-o", dir + "/out.png"], input: Data(input), in: dir)
    } else {
      r = try run(c.arguments ?? [], in: dir)
    }
    #expect(r.status == c.status, "exit \(r.status): \(r.stderr.prefix(300))")
    for w in c.words { #expect(r.stderr.contains(w), "stderr lacks \"\(w)\": \(r.stderr.prefix(300))") }
    if c.status != 0 {
      #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"), "a failure left out.png behind")
      #expect(!r.stderr.contains("Fatal error") && !r.stderr.contains("Program crashed"))
    } else {
      #expect(FileManager.default.fileExists(atPath: dir + "/out.png"))
    }
  }
}

/// Minimal PNGs built by hand (stored deflate blocks), for kinds no encoder here writes.
enum TinyPNG {
  static func make(
    colorType: UInt8, bitDepth: UInt8, raw: [UInt8], palette: [UInt8]? = nil, interlaced: Bool = false,
    breakIHDRChecksum: Bool = false, claimedSize: (Int, Int) = (1, 1)
  ) -> [UInt8] {
    func be32(_ v: Int) -> [UInt8] {
      [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
    }
    func chunk(_ type: String, _ data: [UInt8], breakChecksum: Bool = false) -> [UInt8] {
      let body = Array(type.utf8) + data
      return be32(data.count) + body + be32(Int(crc32(body) ^ (breakChecksum ? 1 : 0)))
    }
    // zlib: header, one final stored block, Adler-32.
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    let n = raw.count
    let zlib: [UInt8] =
      [0x78, 0x01, 0x01, UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8((~n >> 8) & 255)] + raw
      + be32(Int(b << 16 | a))
    let ihdr = be32(claimedSize.0) + be32(claimedSize.1) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", ihdr, breakChecksum: breakIHDRChecksum)
    if let palette { png += chunk("PLTE", palette) }
    png += chunk("IDAT", zlib) + chunk("IEND", [])
    return png
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      c ^= UInt32(byte)
      for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xFFFF_FFFF
  }
}
