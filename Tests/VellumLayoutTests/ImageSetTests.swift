import Testing
import VellumModel

@testable import VellumLayout

/// Asset catalogues' image sets: `file` naming `Name.imageset`, whose `Contents.json` lists
/// PNGs by scale, idiom and appearance; layout draws the one UIKit would choose, at its scale.
@Suite struct ImageSetTests {
  static let folder = "Assets.xcassets/Icon.imageset"

  /// A `Contents.json` of `images` (JSON objects, comma-separated) and optional `properties`.
  static func contents(_ images: String, properties: String? = nil) -> [UInt8] {
    Array(
      (#"{"images":[\#(images)],"info":{"author":"xcode","version":1}"#
        + (properties.map { #","properties":\#($0)"# } ?? "") + "}").utf8)
  }

  /// An entry: `filename`, `scale`, `idiom`, and a luminosity appearance when given.
  static func entry(_ name: String, _ scale: String, idiom: String = "universal", dark: Bool? = nil) -> String {
    let appearance = dark.map { #","appearances":[{"appearance":"luminosity","value":"\#($0 ? "dark" : "light")"}]"# }
    return #"{"filename":"\#(name)","idiom":"\#(idiom)","scale":"\#(scale)"\#(appearance ?? "")}"#
  }

  /// The in-memory files: `Contents.json` and an empty stand-in for each PNG it names.
  static func files(_ contents: [UInt8], pngs: [String]) -> ImageSetFiles {
    var files = [folder + "/Contents.json": contents]
    for p in pngs { files[folder + "/" + p] = [] }
    return .inMemory(files)
  }

  static func decode(
    _ image: String = #"{"image":{"file":"\#(folder)"}}"#, canvas: String = #"{"width":390,"scale":3}"#,
    extra: String = "", files: ImageSetFiles
  ) throws -> Document {
    try DocumentDecoder.decode(
      Array(#"{"vellum":1,"canvas":\#(canvas),\#(extra)"root":\#(image)}"#.utf8), imageSets: files)
  }

  /// The error decoding with `files`, "" when it decodes.
  static func error(
    _ files: ImageSetFiles, canvas: String = #"{"width":390,"scale":3}"#, extra: String = "",
    image: String = #"{"image":{"file":"\#(folder)"}}"#
  ) -> String {
    do {
      _ = try decode(image, canvas: canvas, extra: extra, files: files)
      return ""
    } catch { return "\(error)" }
  }

  /// An image of the set in a stack, so it keeps its own size.
  static func stacked(_ image: String = #"{"image":{"file":"\#(folder)"}}"#) -> String {
    #"{"stack":{"children":[\#(image)]}}"#
  }

  static func images(_ t: RenderTree) -> [(Rect, ImageDraw)] {
    t.nodes.compactMap { n in if case .image(let i) = n.kind { (n.frame, i) } else { nil } }
  }

  // MARK: Choosing

  static let scales = ImageSet(entries: [
    .init(file: "a1.png", scale: 1), .init(file: "a2.png", scale: 2), .init(file: "a3.png", scale: 3),
  ])

  @Test func theCanvasScalesOwnEntryIsChosen() {
    for s in 1...3 { #expect(Self.scales.entry(dark: false, scale: s, idiom: .phone)?.file == "a\(s).png") }
  }

  @Test func withoutItTheNearestHigherScaleThenTheHighestLower() {
    let oneAndThree = ImageSet(entries: [.init(file: "a1.png", scale: 1), .init(file: "a3.png", scale: 3)])
    // 2x: 3x is higher (nearest higher wins over the nearer lower 1x).
    #expect(oneAndThree.entry(dark: false, scale: 2, idiom: .phone)?.file == "a3.png")
    let twoAndThree = ImageSet(entries: [.init(file: "a3.png", scale: 3), .init(file: "a2.png", scale: 2)])
    #expect(twoAndThree.entry(dark: false, scale: 1, idiom: .phone)?.file == "a2.png")
    let low = ImageSet(entries: [.init(file: "a1.png", scale: 1), .init(file: "a2.png", scale: 2)])
    #expect(low.entry(dark: false, scale: 3, idiom: .phone)?.file == "a2.png")
  }

  @Test func aDarkCanvasTakesTheDarkEntryElseAnyElseLight() {
    let set = ImageSet(entries: [
      .init(file: "any.png", scale: 3), .init(file: "light.png", scale: 3, appearance: .light),
      .init(file: "dark.png", scale: 3, appearance: .dark),
    ])
    #expect(set.entry(dark: true, scale: 3, idiom: .phone)?.file == "dark.png")
    #expect(set.entry(dark: false, scale: 3, idiom: .phone)?.file == "light.png")
    let anyAndDark = ImageSet(entries: [set.entries[0], set.entries[2]])
    #expect(anyAndDark.entry(dark: false, scale: 3, idiom: .phone)?.file == "any.png")
    let lightOnly = ImageSet(entries: [set.entries[1]])
    #expect(lightOnly.entry(dark: true, scale: 3, idiom: .phone)?.file == "light.png")
    // The appearance goes before the scale: a 1x dark beats a 3x any on a dark 3x canvas.
    let mixed = ImageSet(entries: [
      .init(file: "any3.png", scale: 3), .init(file: "dark1.png", scale: 1, appearance: .dark),
    ])
    #expect(mixed.entry(dark: true, scale: 3, idiom: .phone)?.file == "dark1.png")
  }

  @Test func theDevicesIdiomThenUniversalAndNeverTheOtherDevices() {
    let set = ImageSet(entries: [
      .init(file: "u.png", scale: 3), .init(file: "pad.png", scale: 2, idiom: .ipad),
      .init(file: "phone.png", scale: 2, idiom: .iphone),
    ])
    // The idiom goes before the scale: a 2x iphone entry beats a 3x universal one.
    #expect(set.entry(dark: false, scale: 3, idiom: .phone)?.file == "phone.png")
    #expect(set.entry(dark: false, scale: 3, idiom: .mac)?.file == "phone.png")
    #expect(set.entry(dark: false, scale: 2, idiom: .pad)?.file == "pad.png")
    let universalAndPad = ImageSet(entries: [set.entries[0], set.entries[1]])
    #expect(universalAndPad.entry(dark: false, scale: 2, idiom: .phone)?.file == "u.png")
    #expect(ImageSet(entries: [set.entries[1]]).entry(dark: false, scale: 2, idiom: .phone) == nil)
  }

  // MARK: Decoding and layout

  static var appearanceSet: ImageSetFiles {
    files(
      contents(
        [
          entry("i1.png", "1x"), entry("i2.png", "2x"), entry("i3.png", "3x"), entry("d3.png", "3x", dark: true),
          entry("p2.png", "2x", idiom: "ipad"),
        ].joined(separator: ",")),
      pngs: ["i1.png", "i2.png", "i3.png", "d3.png", "p2.png"])
  }
  static var measurer: FixedAdvanceMeasurer {
    FixedAdvanceMeasurer(
      imageSizes: [
        folder + "/i1.png": Size(width: 30, height: 30), folder + "/i2.png": Size(width: 60, height: 60),
        folder + "/i3.png": Size(width: 90, height: 90), folder + "/d3.png": Size(width: 90, height: 45),
        folder + "/p2.png": Size(width: 80, height: 80), "plain.png": Size(width: 90, height: 90),
      ])
  }

  @Test func theDecoderReadsTheSetsEntries() throws {
    let doc = try Self.decode(files: Self.appearanceSet)
    let set = try #require(doc.imageSets[Self.folder])
    #expect(set.entries.count == 5)
    #expect(set.entries[3] == .init(file: Self.folder + "/d3.png", scale: 3, appearance: .dark))
    #expect(set.entries[4].idiom == .ipad)
    // The document's JSON is unchanged: `file` still names the folder.
    #expect(doc.canonicalJSON().contains(#""file": "\#(Self.folder)""#))
  }

  @Test(arguments: [(1, "i1.png"), (2, "i2.png"), (3, "i3.png")])
  func thePointSizeIsThePixelSizeOverTheEntrysScale(_ scale: Int, _ file: String) throws {
    let doc = try Self.decode(Self.stacked(), canvas: #"{"width":390,"scale":\#(scale)}"#, files: Self.appearanceSet)
    let (frame, image) = try #require(Self.images(LayoutEngine.layout(doc, resources: Self.measurer)).first)
    #expect(image.path == Self.folder + "/" + file)
    #expect(image.scale == scale)
    // 30 px at 1x, 60 at 2x, 90 at 3x: 30 points each time.
    #expect(frame.size == Size(width: 30, height: 30))
  }

  @Test func aScaleOtherThanTheCanvassSizesAndCentresByItsOwn() throws {
    let only3x = Self.files(Self.contents(Self.entry("i3.png", "3x")), pngs: ["i3.png"])
    let doc = try Self.decode(Self.stacked(), canvas: #"{"width":390,"scale":1}"#, files: only3x)
    let tree = LayoutEngine.layout(doc, resources: Self.measurer)
    let (frame, image) = try #require(Self.images(tree).first)
    #expect(frame.size == Size(width: 30, height: 30))
    #expect(image.scale == 3)
    #expect(tree.dump().contains("90x90px @3x"))
    // `center` draws it at its natural size: a third of a point a pixel.
    let centred = try Self.decode(
      Self.stacked(#"{"image":{"file":"\#(Self.folder)","contentMode":"center","width":100,"height":100}}"#),
      canvas: #"{"width":390,"scale":1}"#, files: only3x)
    let placed = try #require(Self.images(LayoutEngine.layout(centred, resources: Self.measurer)).first?.1.placement)
    #expect(placed.scaleX == 1.0 / 3)
    #expect(placed.origin == Point(x: 35, y: 35))
  }

  @Test func aPlainPNGKeepsTheCanvasScale() throws {
    let doc = try DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"canvas":{"width":390,"scale":3},"root":{"stack":{"children":[{"image":{"file":"plain.png"}}]}}}"#
          .utf8))
    let (frame, image) = try #require(Self.images(LayoutEngine.layout(doc, resources: Self.measurer)).first)
    #expect(image.scale == nil)
    #expect(frame.size == Size(width: 30, height: 30))
  }

  @Test func aDarkCanvasAndADarkCellDrawTheDarkEntry() throws {
    let root =
      #"{"stack":{"children":[{"image":{"file":"\#(Self.folder)"}},{"cell":{"content":{"text":"A","image":{"file":"\#(Self.folder)"}}}}]}}"#
    let light = try Self.decode(
      root, canvas: #"{"width":390,"scale":3,"appearance":"light"}"#, files: Self.appearanceSet)
    let dark = try Self.decode(root, canvas: #"{"width":390,"scale":3,"appearance":"dark"}"#, files: Self.appearanceSet)
    let lightImages = Self.images(LayoutEngine.layout(light, resources: Self.measurer))
    let darkImages = Self.images(LayoutEngine.layout(dark, resources: Self.measurer))
    #expect(lightImages.map(\.1.path) == [Self.folder + "/i3.png", Self.folder + "/i3.png"])
    #expect(darkImages.map(\.1.path) == [Self.folder + "/d3.png", Self.folder + "/d3.png"])
    // Sized by the dark file's own pixels at its scale.
    #expect(darkImages[0].0.size == Size(width: 30, height: 15))
  }

  @Test func anIPadCanvasTakesTheIPadEntry() throws {
    let doc = try Self.decode(Self.stacked(), canvas: #"{"device":"iPad 11-inch"}"#, files: Self.appearanceSet)
    let (frame, image) = try #require(Self.images(LayoutEngine.layout(doc, resources: Self.measurer)).first)
    #expect(image.path == Self.folder + "/p2.png")
    #expect(frame.size == Size(width: 40, height: 40))
  }

  @Test func theTemplateIntentIsTheDefaultRenderingMode() throws {
    func tint(_ intent: String?, _ mode: String?) throws -> Color? {
      let set = Self.files(
        Self.contents(
          Self.entry("i3.png", "3x"), properties: intent.map { #"{"template-rendering-intent":"\#($0)"}"# }),
        pngs: ["i3.png"])
      let modeKey = mode.map { #","renderingMode":"\#($0)""# } ?? ""
      let image = ##"{"image":{"file":"\##(Self.folder)","tintColor":"#FF0000"\##(modeKey)}}"##
      let doc = try Self.decode(image, files: set)
      #expect(doc.imageSets[Self.folder]?.renderingIntent == intent.flatMap(ImageRenderingMode.init(rawValue:)))
      return try #require(Self.images(LayoutEngine.layout(doc, resources: Self.measurer)).first).1.tint
    }
    let red = Color(red: 1, green: 0, blue: 0)
    #expect(try tint("template", nil) == red)
    #expect(try tint("original", nil) == nil)
    #expect(try tint(nil, nil) == nil)
    // The image's own `renderingMode` wins.
    #expect(try tint("template", "original") == nil)
    #expect(try tint("original", "template") == red)
  }

  @Test func emptySlotsOtherIdiomsHighContrastAndXcodesOwnKeysAreSkipped() throws {
    let json = #"""
      {"images":[{"idiom":"universal","scale":"1x"},{"filename":"w.png","idiom":"watch","scale":"2x"},
      {"filename":"hc.png","idiom":"universal","scale":"3x","appearances":[{"appearance":"contrast","value":"high"}]},
      {"filename":"i3.png","idiom":"universal","scale":"3x","display-gamut":"sRGB"}],
      "info":{"author":"xcode","version":1},"properties":{"preserves-vector-representation":true}}
      """#
    // Neither w.png nor hc.png exists: skipped entries are not checked.
    let doc = try Self.decode(files: Self.files(Array(json.utf8), pngs: ["i3.png"]))
    #expect(doc.imageSets[Self.folder]?.entries.map(\.file) == [Self.folder + "/i3.png"])
  }

  @Test func withoutFilesTheSetIsLeftUnread() throws {
    let json = #"{"vellum":1,"root":{"image":{"file":"\#(Self.folder)"}}}"#
    #expect(try DocumentDecoder.decode(Array(json.utf8)).imageSets.isEmpty)
    #expect(throws: Diagnostic.self) { try DocumentDecoder.decode(Array(json.utf8)) { _ in false } }
  }

  // MARK: Errors

  static let at = "root.image.file: image set \"\(folder)\": "

  @Test func aMissingContentsJSONIsRefused() {
    let e = Self.error(.inMemory([:]))
    #expect(e.hasPrefix(Self.at + "it has no Contents.json (\"\(Self.folder)/Contents.json\" does not exist)"), "\(e)")
    #expect(e.hasSuffix(")") && e.contains(" (line 1, column "), "\(e)")
  }

  @Test func invalidJSONNamesTheFileLineAndColumn() {
    let bad = Array("{\n  \"images\": [\n    {\"filename\": \"a.png\",}\n  ]\n}".utf8)
    let e = Self.error(Self.files(bad, pngs: []))
    #expect(e.hasPrefix(Self.at + "\"\(Self.folder)/Contents.json\" at line 3, column "), "\(e)")
    let notAnObject = Self.error(Self.files(Array("[]".utf8), pngs: []))
    #expect(
      notAnObject.contains("Contents.json\" at line 1, column 1: expected an object, found an array"), "\(notAnObject)")
    let wrongType = Self.error(Self.files(Array(#"{"images":[{"filename":3}]}"#.utf8), pngs: []))
    #expect(wrongType.contains("images[0].filename: expected a string, found a number"), "\(wrongType)")
  }

  @Test func noUsableEntryIsRefused() {
    let empty = Self.error(Self.files(Self.contents(#"{"idiom":"universal","scale":"1x"}"#), pngs: []))
    #expect(
      empty.hasPrefix(Self.at + "its Contents.json lists no PNG for an iPhone (\"iphone\" or \"universal\")"),
      "\(empty)")
    let padOnly = Self.files(Self.contents(Self.entry("p.png", "2x", idiom: "ipad")), pngs: ["p.png"])
    #expect(Self.error(padOnly).hasPrefix(Self.at + "no PNG in its Contents.json is for an iPhone"))
    #expect(Self.error(padOnly, canvas: #"{"device":"iPad 11-inch"}"#) == "")
    // A device variant's idiom counts too.
    let phoneOnly = Self.files(Self.contents(Self.entry("p.png", "3x", idiom: "iphone")), pngs: ["p.png"])
    #expect(Self.error(phoneOnly) == "")
    let variants = #""variants":{"device":["iPhone 14","iPad 11-inch"]},"#
    #expect(Self.error(phoneOnly, extra: variants).hasPrefix(Self.at + "no PNG in its Contents.json is for an iPad"))
  }

  @Test func aMissingPNGIsRefusedWithItsEntry() {
    let e = Self.error(
      Self.files(Self.contents(Self.entry("i1.png", "1x") + "," + Self.entry("gone.png", "2x")), pngs: ["i1.png"]))
    #expect(e.hasPrefix(Self.at + "\"\(Self.folder)/Contents.json\" at line 1, column "), "\(e)")
    #expect(e.contains(": images[1].filename: \"gone.png\" does not exist in the image set's folder"), "\(e)")
  }

  /// Files in memory that count what is read and checked.
  final class CountingFiles {
    var reads = 0
    var checks = 0
    let files: [String: [UInt8]]
    init(_ files: [String: [UInt8]]) { self.files = files }
    /// `path` without `.` and empty components, as the files are stored.
    func stored(_ path: String) -> [UInt8]? {
      files[path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")]
    }
    var imageSetFiles: ImageSetFiles {
      ImageSetFiles(
        read: { path, _ in
          self.reads += 1
          return self.stored(path).map { .success($0) } ?? .failure(.missing)
        },
        problem: { path, _ in
          self.checks += 1
          return self.stored(path) == nil ? .missing : nil
        })
    }
  }

  @Test func aSetNamedByManySpellingsIsReadOnce() throws {
    let files = CountingFiles([
      Self.folder + "/Contents.json": Self.contents(Self.entry("a.png", "3x")), Self.folder + "/a.png": [],
    ])
    let spellings = ["", "./", ".//", "././", "././/"].map { $0 + Self.folder } + ["Assets.xcassets/./Icon.imageset"]
    let children = spellings.map { #"{"image":{"file":"\#($0)"}}"# }.joined(separator: ",")
    let doc = try Self.decode(
      #"{"stack":{"children":[\#(children)]}}"#, files: files.imageSetFiles)
    #expect(files.reads == 1)
    #expect(files.checks == 1)
    for s in spellings { #expect(doc.imageSets[s]?.entries.map(\.file) == [Self.folder + "/a.png"], "\(s)") }
    let t = LayoutEngine.layout(
      doc, resources: FixedAdvanceMeasurer(imageSizes: [Self.folder + "/a.png": Size(width: 3, height: 3)]))
    #expect(Self.images(t).map(\.1.path) == Array(repeating: Self.folder + "/a.png", count: spellings.count))
  }

  @Test func aPNGListedManyTimesIsCheckedOnceAndKeptOnce() throws {
    let many = Array(repeating: Self.entry("a.png", "3x"), count: 500) + [Self.entry("b.png", "2x")]
    let files = CountingFiles([
      Self.folder + "/Contents.json": Self.contents(many.joined(separator: ",")), Self.folder + "/a.png": [],
      Self.folder + "/b.png": [],
    ])
    let set = try #require(try Self.decode(files: files.imageSetFiles).imageSets[Self.folder])
    #expect(files.checks == 2)
    #expect(
      set.entries == [.init(file: Self.folder + "/a.png", scale: 3), .init(file: Self.folder + "/b.png", scale: 2)])
  }

  /// Many sets (distinct folders, so each is read) share one budget of `Contents.json` bytes.
  @Test func theDocumentsSetsReadAtMostOneMegabyteOfContentsJSON() {
    let padding = String(repeating: "x", count: 600_000)
    let contents = Array(
      #"{"images":[{"filename":"a.png","idiom":"universal","scale":"1x"}],"info":{"author":"\#(padding)"}}"#.utf8)
    let files = ImageSetFiles.inMemory([
      "A.imageset/Contents.json": contents, "A.imageset/a.png": [], "B.imageset/Contents.json": contents,
      "B.imageset/a.png": [],
    ])
    let two = #"{"stack":{"children":[{"image":{"file":"A.imageset"}},{"image":{"file":"B.imageset"}}]}}"#
    let e = Self.error(files, image: two)
    #expect(
      e.contains(#"root.stack.children[1].image.file: image set "B.imageset": "B.imageset/Contents.json" ("#), "\(e)")
    #expect(e.contains("at most 1048576 are read"), "\(e)")
    #expect(Self.error(files, image: #"{"image":{"file":"A.imageset"}}"#) == "")
  }

  @Test(arguments: ["../x.png", "/etc/x.png", "sub/x.png", "..", ""])
  func aFilenameLeavingTheSetsFolderIsRefused(_ name: String) {
    let e = Self.error(Self.files(Self.contents(Self.entry(name, "1x")), pngs: [name]))
    #expect(e.contains("images[0].filename: \"\(name)\" must name a file in the image set's folder"), "\(e)")
  }

  @Test func aLinkOutOfTheSetsFolderIsRefused() {
    let files = ImageSetFiles(
      read: { _, _ in .success(Self.contents(Self.entry("link.png", "1x"))) },
      problem: { _, _ in .unusable("it resolves outside the image set's folder (through a link)") })
    #expect(Self.error(files).contains("images[0].filename: \"link.png\": it resolves outside the image set's folder"))
  }

  @Test func badValuesAreRefusedWithTheirPathInContentsJSON() {
    func e(_ images: String, properties: String? = nil) -> String {
      Self.error(Self.files(Self.contents(images, properties: properties), pngs: ["a.png"]))
    }
    #expect(e(Self.entry("a.jpg", "1x")).contains("images[0].filename: \"a.jpg\" is not a PNG file"))
    #expect(e(Self.entry("a.png", "4x")).contains("images[0].scale: unknown scale \"4x\""))
    #expect(
      e(#"{"filename":"a.png","idiom":"universal","appearances":[{"appearance":"luminosity","value":"dim"}]}"#)
        .contains("images[0].appearances[0].value: unknown luminosity \"dim\""))
    #expect(
      e(Self.entry("a.png", "1x"), properties: #"{"template-rendering-intent":"always"}"#)
        .contains("properties.template-rendering-intent: unknown rendering intent \"always\""))
  }

  @Test func aPathThatIsNeitherAPNGNorASetAndASetInAssetsAreRefused() {
    #expect(
      Self.error(.inMemory([:]), image: #"{"image":{"file":"Icon.xcassets"}}"#).contains(
        "not a PNG file or an image set"))
    #expect(
      Self.error(.inMemory([:]), image: #"{"image":{"file":"../A.imageset"}}"#).contains(
        "must be relative and stay inside"))
    let e = Self.error(Self.appearanceSet, extra: #""assets":{"\#(Self.folder)":{"darkFile":"a.png"}},"#)
    #expect(e.contains("gives its dark appearance in its Contents.json, not in \"assets\""), "\(e)")
  }
}
