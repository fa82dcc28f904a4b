import Foundation
import Testing

@testable import VellumModel

/// The canvas's keys (`Canvas.keys`), the root object's (`Document.keys`) and an asset entry's
/// (`Document.Asset`), each declared once: the rules between the canvas's keys, each at its
/// path; round trips; the schema and the README reading the same declarations.
@Suite struct CanvasKeysTests {
  func decode(_ canvas: String) throws(Diagnostic) -> Canvas {
    try DocumentDecoder.decode(Array(#"{"vellum":1,"canvas":\#(canvas),"root":{"spacer":{}}}"#.utf8)).canvas
  }

  /// The message for a canvas the decoder refuses (path, message, line and column), or "".
  func error(_ canvas: String) -> String {
    do {
      _ = try decode(canvas)
      return ""
    } catch {
      return "\(error)"
    }
  }

  // MARK: Rules between keys

  @Test func aDeviceSizesTheCanvasWhereNoKeySaysOtherwise() throws {
    let phone = try decode(#"{"device":"iPhone SE"}"#)
    #expect(phone.device == DevicePreset.named("iPhone SE"))
    #expect(phone.width == 375 && phone.height == 667 && phone.scale == 2 && phone.idiom == .phone)
    #expect(phone.orientation == .portrait)
    let pad = try decode(#"{"device":"iPad 11-inch"}"#)
    #expect(pad.width == 834 && pad.height == 1194 && pad.scale == 2 && pad.idiom == .pad)
    let given = try decode(#"{"device":"iPad 11-inch","width":700,"height":900,"scale":3,"idiom":"phone"}"#)
    #expect(given.width == 700 && given.height == 900 && given.scale == 3 && given.idiom == .phone)
    #expect(given.device == DevicePreset.named("iPad 11-inch"))
    // Without a device: the defaults, a canvas that fits its content.
    let plain = try decode("{}")
    #expect(plain == Canvas() && plain.width == 390 && plain.height == nil && plain.scale == 3)
  }

  @Test func landscapeTurnsTheDeviceAndTheCanvas() throws {
    let c = try decode(#"{"device":"iPhone SE","orientation":"landscape"}"#)
    #expect(c.device?.width == 667 && c.device?.height == 375 && c.width == 667 && c.height == 375)
    #expect(c.orientation == .landscape && c.device?.isLandscape == true)
    #expect(try decode(#"{"device":"iPhone SE","orientation":"portrait"}"#) == decode(#"{"device":"iPhone SE"}"#))
    #expect(try decode(#"{"device":"iPhone SE","orientation":"landscape","height":100}"#).height == 100)
  }

  @Test func orientationAndDeviceFrameNeedADevice() {
    for value in [#""landscape""#, #""portrait""#] {
      #expect(
        error(#"{"width":300,"orientation":\#(value)}"#)
          == #"canvas.orientation: "orientation" needs a "device" (line 1, column 49)"#)
    }
    for value in ["true", "false", #"{"caption":"A"}"#] {
      #expect(
        error(#"{"deviceFrame":\#(value)}"#)
          == #"canvas.deviceFrame: "deviceFrame" needs a "device": the frame is drawn by the preset's rule (line 1, column 37)"#
      )
    }
    #expect(
      error(#"{"device":"iPhone 15","deviceFrame":3}"#)
        == #"canvas.deviceFrame: expected true or an object { "backdrop", "caption", "color", "padding" }, found a number (line 1, column 58)"#
    )
  }

  @Test func theHeightLimitIsInPixelsAtTheCanvasScale() throws {
    // 333,334 points at 3x is 1,000,002 pixels; at 2x, 666,668.
    #expect(
      error(#"{"height":333334}"#)
        == "canvas.height: canvas is taller than 1000000 pixels at scale 3 (line 1, column 32)")
    #expect(error(#"{"height":333333.5,"scale":3}"#).contains("taller than 1000000 pixels at scale 3"))
    #expect(try decode(#"{"height":333333}"#).height == 333_333)
    #expect(try decode(#"{"height":333334,"scale":2}"#).height == 333_334)
    #expect(error(#"{"height":500001,"scale":2}"#).contains("at scale 2"))
    // A device's scale counts, unless a scale is given.
    #expect(try decode(#"{"device":"iPad 11-inch","height":400000}"#).height == 400_000)
    #expect(error(#"{"device":"iPhone 15","height":400000}"#).contains("at scale 3"))
    #expect(try decode(#"{"device":"iPhone 15","height":400000,"scale":2}"#).scale == 2)
  }

  @Test func thePointerIsCheckedAgainstTheCanvasItEndsUpOn() throws {
    // The device's size, turned; a width given; a canvas that fits its content.
    #expect(
      try decode(#"{"device":"iPhone SE","orientation":"landscape","pointer":{"location":[600,10]}}"#).pointer != nil)
    #expect(
      error(#"{"device":"iPhone SE","pointer":{"location":[600,10]}}"#)
        == "canvas.pointer.location: the pointer at (600, 10) is outside the 375 × 667 canvas (line 1, column 66)")
    #expect(try decode(#"{"device":"iPhone SE","width":700,"pointer":{"location":[600,10]}}"#).pointer != nil)
    #expect(try decode(#"{"pointer":{"location":[10,900000]}}"#).pointer != nil)
    #expect(error(#"{"pointer":{"location":[391,0]}}"#).contains("outside the 390 pt wide canvas"))
    // A transition's points too, its start first.
    #expect(
      error(#"{"width":300,"pointer":{"location":[1,1],"transition":{"pointerFrom":[500,0]}}}"#)
        .hasPrefix("canvas.pointer.transition.pointerFrom: the pointer at (500, 0)"))
    #expect(
      error(#"{"width":300,"pointer":{"transition":{"pointerFrom":[0,0],"pointerTo":[301,0]}}}"#)
        .hasPrefix("canvas.pointer.transition.pointerTo: the pointer at (301, 0)"))
  }

  @Test func verbatimTakesAtMostAThousandStringsOfTenThousandCharacters() throws {
    let most = Array(repeating: #""a""#, count: 1000).joined(separator: ",")
    #expect(try decode(#"{"verbatim":[\#(most)]}"#).verbatim.count == 1000)
    #expect(
      error(#"{"verbatim":[\#(most),"b"]}"#)
        == "canvas.verbatim: 1001 strings; at most 1000 are supported (line 1, column 34)")
    let long = String(repeating: "a", count: 10_001)
    #expect(error(#"{"verbatim":["\#(long)"]}"#).hasPrefix("canvas.verbatim[0]: text is 10001 characters long"))
    #expect(
      error(#"{"verbatim":["a",3]}"#) == "canvas.verbatim[1]: expected a string, found a number (line 1, column 39)")
  }

  // MARK: Round trips

  @Test func canvasesRoundTripWithOnlyWhatDiffers() throws {
    for canvas in [
      "{}",
      #"{"device":"iPhone SE","orientation":"landscape","deviceFrame":true}"#,
      #"{"device":"iPad 12.9-inch","idiom":"phone","scale":3,"height":2000}"#,
      ##"{"width":320,"height":800,"scale":1,"appearance":"dark","contrast":"high","level":"elevated","contentSizeCategory":"accessibilityLarge","layoutDirection":"rightToLeft","tintColor":{"light":"#FF0000","dark":"systemPink"},"background":"clear","idiom":"mac","keyboard":{"type":"numberPad"},"pointer":{"location":[10,20],"isPressed":true},"pseudo":"long","verbatim":["Kyoto"]}"##,
    ] {
      let c = try decode(canvas)
      let d = Document(canvas: c, root: .spacer(Spacer()))
      let again = try DocumentDecoder.decode(Array(d.canonicalJSON().utf8))
      #expect(again.canvas == c, "\(d.canonicalJSON())")
    }
    // Every key at its default (a device's size, scale and idiom among them) is left out.
    let text = Document(
      canvas: try decode(
        #"{"device":"iPad 11-inch","width":834,"scale":2,"idiom":"pad","orientation":"portrait","pseudo":"none","verbatim":[],"deviceFrame":false}"#
      ), root: .spacer(Spacer())
    ).canonicalJSON()
    #expect(text.contains(#""canvas": {\#n    "device": "iPad 11-inch"\#n  }"#), "\(text)")
    #expect(Document(canvas: Canvas(), root: .spacer(Spacer())).canonicalJSON().contains("canvas") == false)
  }

  @Test func assetsRoundTrip() throws {
    let json =
      #"{"vellum":1,"assets":{"b.png":{"darkFile":"b-dark.png"},"a.png":{"darkFile":"a-dark.png"}},"root":{"spacer":{}}}"#
    let d = try DocumentDecoder.decode(Array(json.utf8))
    #expect(d.darkFiles == ["a.png": "a-dark.png", "b.png": "b-dark.png"])
    let text = d.canonicalJSON()
    #expect(text.contains(#""a.png": {\#n      "darkFile": "a-dark.png"\#n    },\#n    "b.png""#), "\(text)")
    #expect(try DocumentDecoder.decode(Array(text.utf8)) == d)
  }

  // MARK: One declaration

  /// The member of `v` at `path`.
  func member(_ v: JSONValue?, _ path: String...) -> JSONValue? {
    var v = v
    for key in path {
      guard case .object(let members)? = v?.kind else { return nil }
      v = members.first { $0.key == key }?.value
    }
    return v
  }

  /// The keys of the object `v`, in order.
  func keys(_ v: JSONValue?) -> [String] {
    if case .object(let members)? = v?.kind { members.map(\.key) } else { [] }
  }

  /// The schema's root properties, their order (the canonical order) and `required` are
  /// `Document.keys`; the decoder's unknown-key message lists the same names.
  @Test func theRootKeysAreOneList() throws {
    let schema = try SchemaFixture.schema()
    #expect(keys(member(schema, "properties")) == Document.keys.map(\.name))
    #expect(
      keys(member(schema, "properties")) == ["$schema", "vellum", "canvas", "variants", "sheet", "assets", "root"])
    var required: [String] = []
    if case .array(let names)? = member(schema, "required")?.kind {
      for case .string(let name) in names.map(\.kind) { required.append(name) }
    }
    #expect(required == Document.keys.filter { $0.missing != nil }.map(\.name))
    #expect(required == ["vellum", "root"])
    do {
      _ = try DocumentDecoder.decode(Array(#"{"vellum":1,"root":{"spacer":{}},"zzzzzzzz":1}"#.utf8))
      Issue.record("an unknown key decoded")
    } catch {
      #expect(
        error.message == "unknown key \"zzzzzzzz\"; expected one of: "
          + Document.keys.map(\.name).joined(separator: ", "))
    }
    for (json, message) in [
      (#"{"root":{"spacer":{}}}"#, #"missing "vellum": the format version (1)"#),
      (#"{"vellum":1}"#, #"missing "root": the component to draw"#),
    ] {
      do {
        _ = try DocumentDecoder.decode(Array(json.utf8))
        Issue.record("\(json) decoded")
      } catch {
        #expect(error.path == "" && error.message == message)
      }
    }
  }

  /// The schema's canvas properties are `Canvas.keys`, in their order, and the decoder takes
  /// exactly those keys.
  @Test func theCanvasSchemaAndDecoderReadTheKeys() throws {
    let schema = try SchemaFixture.schema()
    let names = Canvas.keys.map(\.property.name)
    #expect(keys(member(schema, "$defs", "canvas", "properties")) == names)
    #expect(names.count == 20)
    #expect(error(#"{"zzzzzzzz":1}"#).contains("expected one of: " + names.joined(separator: ", ")))
    #expect(member(schema, "$defs", "canvas", "properties", "pointer", "$ref")?.kind == .string("#/$defs/pointer"))
  }

  /// The README's canvas table has a row for every key, and no other.
  @Test func theReadmeCanvasTableNamesEveryKey() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
    let readme = try String(contentsOf: url.standardizedFileURL, encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "### `canvas`\n").dropFirst().first)
    let rows = section.split(separator: "\n").prefix { $0.hasPrefix("|") }.dropFirst(2)
    let keys = rows.compactMap { row in row.split(separator: "`").dropFirst().first.map(String.init) }
    #expect(Set(keys) == Set(Canvas.keys.map(\.property.name)), "README rows: \(keys)")
    #expect(keys.count == Canvas.keys.count)
  }
}
