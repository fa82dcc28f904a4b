import Testing

@testable import VellumModel

/// `canvas.deviceFrame`: `true`, or options; read back as written; bad input named by its path.
@Suite struct DeviceFrameDecodingTests {
  func decode(_ canvas: String) throws(Diagnostic) -> Document {
    try DocumentDecoder.decode(Array(#"{"vellum":1,"canvas":\#(canvas),"root":{"spacer":{}}}"#.utf8))
  }

  func failure(_ canvas: String) -> Diagnostic? {
    do {
      _ = try decode(canvas)
      return nil
    } catch {
      return error
    }
  }

  @Test func trueOrOptionsMakeAFrameAndFalseNone() throws {
    #expect(try decode(#"{"device":"iPhone 15","deviceFrame":true}"#).canvas.deviceFrame == DeviceFrame())
    #expect(try decode(#"{"device":"iPhone 15","deviceFrame":false}"#).canvas.deviceFrame == nil)
    let f = try #require(
      try decode(
        ##"{"device":"iPad 11-inch","deviceFrame":{"backdrop":"systemIndigo","caption":"Hi","color":"#112233","padding":20}}"##
      ).canvas.deviceFrame)
    #expect(f.backdrop == .system(.systemIndigo) && f.caption == "Hi" && f.padding == 20)
    #expect(f.color == .fixed(Color(rgba: 0x1122_33FF)))
    #expect(f.resolvedPadding == 20)
    #expect(DeviceFrame(caption: "A").resolvedPadding == 48 && DeviceFrame().resolvedPadding == 8)
  }

  @Test func theCanonicalFormReadsBackEqual() throws {
    for canvas in [
      #"{"device":"iPhone SE","deviceFrame":true}"#,
      ##"{"device":"iPhone 13","orientation":"landscape","deviceFrame":{"caption":"Notch","backdrop":{"light":"#FFF","dark":"#000"}}}"##,
    ] {
      let d = try decode(canvas)
      let again = try DocumentDecoder.decode(Array(d.canonicalJSON().utf8))
      #expect(again == d, "\(d.canonicalJSON())")
    }
    #expect(try decode(#"{"device":"iPhone 15","deviceFrame":true}"#).canonicalJSON().contains(#""deviceFrame": true"#))
  }

  @Test func badFramesAreErrorsAtTheirPath() throws {
    let noDevice = try #require(failure(#"{"width":390,"deviceFrame":true}"#))
    #expect(noDevice.path == "canvas.deviceFrame" && noDevice.message.contains("needs a \"device\""))
    let kind = try #require(failure(#"{"device":"iPhone 15","deviceFrame":"yes"}"#))
    #expect(kind.path == "canvas.deviceFrame" && kind.message.contains("expected true or an object"))
    let key = try #require(failure(#"{"device":"iPhone 15","deviceFrame":{"bezel":3}}"#))
    #expect(key.path == "canvas.deviceFrame.bezel")
    let colour = try #require(failure(##"{"device":"iPhone 15","deviceFrame":{"backdrop":"#12"}}"##))
    #expect(colour.path == "canvas.deviceFrame.backdrop" && colour.message.contains("invalid hex colour"))
    let padding = try #require(failure(#"{"device":"iPhone 15","deviceFrame":{"padding":-1}}"#))
    #expect(padding.path == "canvas.deviceFrame.padding")
    let long = String(repeating: "a", count: DeviceFrame.maximumCaptionLength + 1)
    let caption = try #require(failure(#"{"device":"iPhone 15","deviceFrame":{"caption":"\#(long)"}}"#))
    #expect(caption.path == "canvas.deviceFrame.caption")
  }

  @Test func everyPresetHasAFrameRule() {
    let rules = Dictionary(uniqueKeysWithValues: DevicePreset.all.map { ($0.name, $0.frameShape) })
    #expect(rules["iPhone SE"] == DeviceFrameShape(screenCornerRadius: 0, cutout: .none, hasHomeButton: true))
    for name in ["iPhone 13", "iPhone 14"] {
      #expect(rules[name] == DeviceFrameShape(screenCornerRadius: 47.33, cutout: .notch))
    }
    #expect(rules["iPhone 14 Plus"] == DeviceFrameShape(screenCornerRadius: 53.33, cutout: .notch))
    for name in ["iPhone 15", "iPhone 16", "iPhone 15 Pro Max"] {
      #expect(rules[name] == DeviceFrameShape(screenCornerRadius: 55, cutout: .dynamicIsland))
    }
    for name in ["iPad 11-inch", "iPad 12.9-inch"] {
      #expect(rules[name] == DeviceFrameShape(screenCornerRadius: 18, cutout: .none))
    }
    // The cutouts match the safe areas: 59, 62 or 68 pt under the island, 47 under a notch.
    for p in DevicePreset.all where !p.isPad {
      switch p.frameShape.cutout {
      case .dynamicIsland: #expect([59, 62, 68].contains(p.safeArea.top), "\(p.name)")
      case .notch: #expect(p.safeArea.top == 47, "\(p.name)")
      case .none: #expect(p.safeArea.top == 20, "\(p.name)")
      }
    }
  }
}
