import Foundation
import Testing
import VellumLayout

@testable import VellumCairo

/// A renderer per test: renderers are not shared across threads.
func makeRenderer() throws -> Renderer { try Renderer() }

func document(_ json: String) throws -> Document { try DocumentDecoder.decode(Array(json.utf8)) }

@Suite(.serialized) struct FontIsolationTests {
  @Test func systemFamiliesResolveToOurFontsOnly() throws {
    let sharedRenderer = try makeRenderer()
    let ours: Set = [
      "Inter", "Inter Display", "Noto Sans CJK JP", "Noto Sans Arabic", "Noto Sans Hebrew",
      "Noto Color Emoji",
    ]
    for family in ["Inter", "Helvetica", "DejaVu Sans", "sans-serif", "Liberation Serif", "monospace"] {
      let resolved = sharedRenderer.library.resolvedFamily(for: family)
      #expect(ours.contains(resolved), "\(family) resolved to \(resolved)")
    }
    #expect(sharedRenderer.library.resolvedFamily(for: "Inter Display") == "Inter Display")
    // Material Icons is no longer among the fonts: asked for, it falls back to ours.
    #expect(ours.contains(sharedRenderer.library.resolvedFamily(for: "Material Icons")))
  }

  @Test func aMissingFontFileNamesItsPackage() {
    let e = RenderError.missingFont(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter")
    #expect(
      e.description
        == "font file /usr/share/fonts/opentype/inter/Inter-Regular.otf is missing; install the Debian package fonts-inter (apt-get install fonts-inter)"
    )
    #expect(FontLibrary.files.allSatisfy { !$0.package.isEmpty && $0.path.hasPrefix("/usr/share/fonts/") })
  }

  @Test func theFingerprintNamesLibrariesAndFonts() throws {
    let sharedRenderer = try makeRenderer()
    let f = sharedRenderer.library.fingerprint
    for part in ["cairo 1.", "pango 1.", "harfbuzz ", "freetype 2.", "fontconfig 2.", "Inter-Regular.otf "] {
      #expect(f.contains(part), "\(f) lacks \(part)")
    }
  }

  @Test func emojiAndCJKFallBackWithinOurFontsAtTheRightSize() throws {
    let sharedRenderer = try makeRenderer()
    let m = sharedRenderer.measurer(baseDirectory: ".")
    let latin = m.measure(TextRequest(string: "Tap", font: FontDescriptor(size: 12), maxWidth: nil))
    let mixed = m.measure(TextRequest(string: "Tap 日本語 😀", font: FontDescriptor(size: 12), maxWidth: nil))
    #expect(mixed.lineCount == 1)
    // Scaled bitmap emoji keep the line close to the text size (an unscaled 109 px strike would not).
    #expect(mixed.size.height < latin.size.height * 1.6)
    #expect(mixed.size.width > latin.size.width + 3 * 12)
  }
}

@Suite(.serialized) struct EncodingTests {
  let json = #"""
    {"vellum":1,"canvas":{ "systemVersion": "18","width":120,"scale":2,"background":"#FF000080"},"root":{"stack":{"padding":8,"children":[
      {"text":{"string":"Hello 😀","font":"headline"}},
      {"stack":{"background":"systemBlue","cornerRadius":6,"padding":10,"children":[{"image":{"systemName":"star.fill","tintColor":"white"}}]}}]}}}
    """#

  @Test func encodedPNGsDecodeToThePaintedPixels() throws {
    let sharedRenderer = try makeRenderer()
    let tree = sharedRenderer.layout(try document(json))
    let image = try sharedRenderer.renderImage(tree)
    let png = try sharedRenderer.renderPNG(tree)
    let decoded = try PNGDecoder.decode(png)
    #expect(decoded == image)
    #expect(image.width == 240)
    // A translucent background is kept as RGBA with straight alpha.
    #expect(Array(image.pixels[0..<4]) == [255, 0, 0, 128])
  }

  @Test func everyFilterRoundTrips() throws {
    var pixels = [UInt8]()
    for y in 0..<7 {
      for x in 0..<5 { pixels += [UInt8(x * 40), UInt8(y * 30), UInt8((x * y) % 256), UInt8(255 - x)] }
    }
    let image = RGBAImage(width: 5, height: 7, pixels: pixels)
    for filter in PNGEncoder.Filter.allCases {
      let png = try PNGEncoder.encode(image, options: .init(filter: filter))
      #expect(try PNGDecoder.decode(png) == image, "filter \(filter)")
    }
  }

  @Test func renderingIsDeterministicAndStripsDoNotShowSeams() throws {
    let sharedRenderer = try makeRenderer()
    let tall = try document(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":200,"scale":3},"root":{"list":{"appearance":"insetGrouped","sections":[{"header":{"text":"Rows"},"items":["#
        + (0..<12).map {
          #"{"content":{"text":"Row \#($0) 😀 日本","image":{"systemName":"star.fill"}},"background":{"style":"listGroupedCell","visualEffect":"systemMaterial"}}"#
        }
        .joined(separator: ",") + "]}]}}}")
    let tree = sharedRenderer.layout(tall)
    let once = try sharedRenderer.renderPNG(tree)
    let twice = try sharedRenderer.renderPNG(tree)
    #expect(once == twice)
    let saved = sharedRenderer.stripHeight
    defer { sharedRenderer.stripHeight = saved }
    sharedRenderer.stripHeight = 97
    let strips = try sharedRenderer.renderImage(tree)
    sharedRenderer.stripHeight = 100_000
    let whole = try sharedRenderer.renderImage(tree)
    #expect(strips.height == tree.pixelHeight)
    #expect(strips.height > 97 * 5)
    // Backdrop blur samples only its own strip (documented); everything else matches exactly.
    let differing = zip(strips.pixels, whole.pixels).filter { $0 != $1 }.count
    #expect(differing < strips.pixels.count / 50, "\(differing) channel values differ")
    let plain = try document(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":200,"scale":3},"root":{"list":{"sections":[{"items":["#
        + (0..<12).map { #"{"content":{"text":"Row \#($0) 😀","image":{"systemName":"star"}}}"# }.joined(separator: ",")
        + "]}]}}}")
    let plainTree = sharedRenderer.layout(plain)
    sharedRenderer.stripHeight = 61
    let a = try sharedRenderer.renderImage(plainTree)
    sharedRenderer.stripHeight = 100_000
    #expect(a == (try sharedRenderer.renderImage(plainTree)))
    // A text of many lines spans many strips; its layout is reused across them (the context
    // is not updated when only the translation changes) and must paint as it does whole.
    let lines = (0..<150).map { "Line \($0)" }.joined(separator: "\\n")
    let tallText = sharedRenderer.layout(
      try document(
        #"{"vellum":1,"canvas":{"systemVersion":"18","width":120,"scale":2},"root":{"text":{"string":"\#(lines)","numberOfLines":0}}}"#))
    #expect(tallText.pixelHeight > 61 * 20)
    sharedRenderer.stripHeight = 61
    let stripped = try sharedRenderer.renderImage(tallText)
    sharedRenderer.stripHeight = 100_000
    #expect(stripped == (try sharedRenderer.renderImage(tallText)))
  }

  /// Each strip lists the nodes whose reach meets it, in order; a transform or group bracket is
  /// listed where something inside it is, and culled where nothing is.
  @Test func theStripIndexListsWhatEachStripPaints() {
    func fill(_ y: Double, _ h: Double) -> RenderNode {
      RenderNode(frame: Rect(x: 0, y: y, width: 10, height: h), kind: .fill(.black, cornerRadius: 0, corners: []))
    }
    let nodes = [
      fill(0, 5),  // 0: strip 0 (reach grows 1 pt)
      RenderNode(
        frame: Rect(x: 0, y: 40, width: 10, height: 10), kind: .beginTransform(scale: 2, offsetX: 0, offsetY: 0)),
      fill(42, 4),  // 2: 2× about y 40: lands 41…53
      RenderNode(frame: .zero, kind: .endTransform),
      RenderNode(frame: .zero, kind: .beginGroup(opacity: 0.5)),
      fill(80, 5),  // 5: strip 3
      RenderNode(frame: .zero, kind: .endGroup),
      RenderNode(frame: .zero, kind: .beginGroup(opacity: 0.5)),  // 7, 8: an empty group, never painted
      RenderNode(frame: .zero, kind: .endGroup),
      fill(10, 30),  // 9: strips 0…1
    ]
    let tree = RenderTree(
      size: Size(width: 10, height: 100), scale: 1, background: .white, layoutDirection: .leftToRight, nodes: nodes)
    let index = StripIndex(tree, stripHeight: 25)
    #expect(Array(index.nodes(inStrip: 0)) == [0, 9])
    #expect(Array(index.nodes(inStrip: 1)) == [1, 2, 3, 9])
    #expect(Array(index.nodes(inStrip: 2)) == [1, 2, 3])
    #expect(Array(index.nodes(inStrip: 3)) == [4, 5, 6])
  }

  @Test func atomicWritesLeaveNothingBehindOnFailure() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-atomic-\(getpid())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    do {
      let f = try AtomicFile(path: dir + "/out.png")
      try f.write([1, 2, 3])
      // Dropped without commit: as when rendering fails half-way.
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    try AtomicFile.write([4, 5], to: dir + "/out.png")
    #expect(FileManager.default.contents(atPath: dir + "/out.png") == Data([4, 5]))
    // Folders missing above a file are made, and go again with a file never committed.
    do {
      let f = try AtomicFile(path: dir + "/a/b/out.png")
      try f.write([1, 2, 3])
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.png"])
    try AtomicFile.write([6], to: dir + "/a/b/out.png")
    #expect(FileManager.default.contents(atPath: dir + "/a/b/out.png") == Data([6]))
    #expect(throws: RenderError.io(path: dir + "/out.png/x.png", reason: "\(dir)/out.png is a file, not a folder")) {
      try AtomicFile.write([1], to: dir + "/out.png/x.png")
    }
  }
}

@Suite struct OpacityTests {
  /// Blurs copy and repaint pixels with the SOURCE operator; none may punch translucent holes
  /// into an opaque canvas (its PNG is written as RGB, which would show them darkened).
  @Test func opaqueCanvasesStayOpaqueUnderBlursAndShadows() throws {
    let renderer = try makeRenderer()
    // The cell-state sample has a lifted cell (blur, translucent fill, shadow) on an opaque canvas.
    let path =
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path + "/Samples/cells/states.json"
    let doc = try DocumentDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    let image = try renderer.renderImage(renderer.layout(doc))
    let translucent = stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] != 255 }.count
    #expect(translucent == 0)
  }
}

@Suite struct FallbackLineHeightTests {
  /// Lines set in fallback fonts keep Inter's line height, so list rows stay 44 pt (spec §1.1b).
  @Test(arguments: ["Inbox", "受信トレイ", "البريد الوارد", "דואר נכנס", "Inbox 📬"])
  func rowsStay44PointsWhateverTheScript(_ text: String) throws {
    let renderer = try makeRenderer()
    let tree = renderer.layout(
      try document(#"{"vellum":1,"canvas":{"systemVersion":"18"},"root":{"cell":{"content":{"text":"\#(text)","image":{"systemName":"tray"}}}}}"#))
    #expect(tree.size.height == 44)
  }
}

@Suite struct TallCanvasTests {
  /// Cairo surfaces stop at 32767 px a side; strips make taller canvases work.
  @Test func canvasesTallerThanCairosLimitRenderInStrips() throws {
    let renderer = try makeRenderer()
    let tree = renderer.layout(
      try document(
        ##"{"vellum":1,"canvas":{"systemVersion":"18","width":8,"height":40000,"scale":1,"background":"#00FF00"},"root":{"stack":{"children":[{"spacer":{"minLength":39990}},{"stack":{"background":"#FF0000","padding":5,"children":[]}}]}}}"##
      ))
    let png = try renderer.renderPNG(tree)
    let image = try PNGDecoder.decode(png)
    #expect(image.height == 40000)
    #expect(Array(image.pixels[0..<4]) == [0, 255, 0, 255])
    let last = (image.height - 1) * image.width * 4
    #expect(Array(image.pixels[last..<last + 4]) == [255, 0, 0, 255])
  }
}

/// Nodes inside a transform (a screen pushed back behind a sheet) are culled per strip where the
/// transform puts them: painting in strips gives the same pixels as painting in one piece.
@Suite struct TransformStripTests {
  @Test func aPushedBackScreenPaintsTheSameInStrips() throws {
    let renderer = try Renderer()
    let rows = (0..<30).map { #"{"text":{"string":"Row \#($0)"}}"# }.joined(separator: ",")
    let tree = renderer.layout(
      try document(
        #"{"vellum":1,"canvas":{"systemVersion":"18","width":200,"height":600,"scale":2},"root":{"sheet":{"presenting":{"stack":{"children":[\#(rows)]}},"content":{"spacer":{}},"detents":["large"]}}}"#
      ))
    #expect(tree.nodes.contains { if case .beginTransform = $0.kind { true } else { false } })
    renderer.stripHeight = 37
    let strips = try renderer.renderImage(tree)
    renderer.stripHeight = 100_000
    let whole = try renderer.renderImage(tree)
    let same = strips == whole
    #expect(same, "strips of 37 rows differ from one piece")
  }
}
