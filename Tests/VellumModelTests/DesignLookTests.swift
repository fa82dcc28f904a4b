import Testing

@testable import VellumModel

/// `canvas.systemVersion` and `designRequiresCompatibility` choose the look; the look chooses
/// the system colours; a `systemVersion` variant axis draws both looks from one document; the
/// device presets carry today's devices.
@Suite struct DesignLookTests {
  func canvas(_ json: String) throws(Diagnostic) -> Canvas {
    try DocumentDecoder.decode(Array(#"{"vellum":1,"canvas":\#(json),"root":{"spacer":{}}}"#.utf8)).canvas
  }

  @Test func theSystemVersionChoosesTheLook() throws {
    #expect(try canvas("{}").systemVersion == .ios26)
    #expect(try canvas("{}").look == .ios26)
    #expect(Canvas().look == .ios26)
    #expect(try canvas(#"{"designRequiresCompatibility":true}"#).look == .ios18)
    #expect(try canvas(#"{"systemVersion":"17"}"#).look == .ios18)
    #expect(try canvas(#"{"systemVersion":"18"}"#).look == .ios18)
    #expect(try canvas(#"{"systemVersion":"26"}"#).look == .ios26)
    #expect(try canvas(#"{"systemVersion":"26","designRequiresCompatibility":true}"#).look == .ios18)
    #expect(try canvas(#"{"systemVersion":"18","designRequiresCompatibility":true}"#).look == .ios18)
    #expect(try canvas(#"{"systemVersion":"26"}"#).environment.look == .ios26)
  }

  @Test func anUnknownVersionNamesTheKnownOnes() {
    do {
      _ = try canvas(#"{"systemVersion":"25"}"#)
      Issue.record("decoded")
    } catch {
      let message = "\(error)"
      #expect(message.hasPrefix("canvas.systemVersion: "), "\(message)")
      #expect(message.contains("\"26\""), "\(message)")
    }
  }

  /// The Human Interface Guidelines' iOS 26 table: changed tints in both appearances, the rest
  /// as in iOS 18.
  @Test func iOS26ResolvesItsOwnSystemColours() {
    func rgb(
      _ c: SystemColor, _ look: DesignLook, _ style: UserInterfaceStyle, _ contrast: AccessibilityContrast = .normal
    )
      -> [Int]
    {
      let v = c.resolve(ColorTraits(style: style, contrast: contrast, look: look))
      return [v.red, v.green, v.blue].map { Int(($0 * 255).rounded()) }
    }
    #expect(rgb(.systemBlue, .ios26, .light) == [0, 136, 255])
    #expect(rgb(.systemBlue, .ios26, .dark) == [0, 145, 255])
    #expect(rgb(.systemBlue, .ios18, .light) == [0, 122, 255])
    #expect(rgb(.systemRed, .ios26, .light) == [255, 56, 60])
    #expect(rgb(.systemRed, .ios26, .dark) == [255, 66, 69])
    #expect(rgb(.systemOrange, .ios26, .light) == [255, 141, 40])
    #expect(rgb(.systemYellow, .ios26, .dark) == [255, 214, 0])
    #expect(rgb(.systemMint, .ios26, .light) == [0, 200, 179])
    #expect(rgb(.systemTeal, .ios26, .dark) == [0, 210, 224])
    #expect(rgb(.systemCyan, .ios26, .dark) == [60, 211, 254])
    #expect(rgb(.systemIndigo, .ios26, .light) == [97, 85, 245])
    #expect(rgb(.systemPurple, .ios26, .dark) == [219, 52, 242])
    #expect(rgb(.systemBrown, .ios26, .light) == [172, 127, 94])
    // Increased contrast has its own values.
    #expect(rgb(.systemBlue, .ios26, .light, .high) != rgb(.systemBlue, .ios26, .light))
    // Unchanged: green, pink, the greys, labels and backgrounds, in every appearance and contrast.
    for c: SystemColor in [.systemGreen, .systemPink, .systemGray, .systemGray6, .label, .separator, .systemBackground]
    {
      for style in UserInterfaceStyle.allCases {
        for contrast in AccessibilityContrast.allCases {
          #expect(rgb(c, .ios26, style, contrast) == rgb(c, .ios18, style, contrast), "\(c)")
        }
      }
    }
  }

  @Test func theDefaultTintIsTheLooksSystemBlue() throws {
    func bytes(_ c: Color) -> [Int] { [c.red, c.green, c.blue].map { (v: Double) -> Int in Int((v * 255).rounded()) } }
    #expect(bytes(try canvas(#"{"systemVersion":"26"}"#).environment.colors.tint) == [0, 136, 255])
    #expect(bytes(try canvas(#"{"systemVersion":"18"}"#).environment.colors.tint) == [0, 122, 255])
  }

  @Test func aSystemVersionAxisDrawsBothLooks() throws {
    let d = try DocumentDecoder.decode(
      Array(#"{"vellum":1,"variants":{"systemVersion":["18","26"]},"root":{"spacer":{}}}"#.utf8))
    let images = d.variants.combinations
    #expect(images.map(\.suffix) == [".ios18", ".ios26"])
    #expect(images.map { $0.applied(to: d).canvas.look } == [.ios18, .ios26])
    // Written back as it was read.
    #expect(try DocumentDecoder.decode(Array(d.canonicalJSON().utf8)) == d)
  }

  @Test func todaysDevicesHaveTheirScreensAndSafeAreas() throws {
    func preset(_ name: String) throws -> DevicePreset { try #require(DevicePreset.named(name)) }
    let seventeen = try preset("iPhone 17 Pro")
    #expect(seventeen.width == 402 && seventeen.height == 874 && seventeen.scale == 3 && !seventeen.isPad)
    #expect(seventeen.safeArea == (62, 34) && seventeen.frameShape.cutout == .dynamicIsland)
    #expect(try preset("iPhone 17").width == 402 && preset("iPhone 16 Pro").height == 874)
    #expect(try preset("iPhone 17 Pro Max").width == 440 && preset("iPhone 16 Pro Max").height == 956)
    #expect(try preset("iPhone Air").width == 420 && preset("iPhone Air").height == 912)
    let e = try preset("iPhone 16e")
    #expect(e.width == 390 && e.height == 844 && e.safeArea == (47, 34) && e.frameShape.cutout == .notch)
    for (name, w, h) in [
      ("iPad Pro 11-inch (M4)", 834.0, 1210.0), ("iPad Pro 13-inch (M4)", 1032, 1376),
      ("iPad Air 11-inch (M3)", 820, 1180), ("iPad Air 13-inch (M3)", 1024, 1366), ("iPad mini (A17 Pro)", 744, 1133),
    ] {
      let pad = try preset(name)
      #expect(pad.width == w && pad.height == h && pad.scale == 2 && pad.isPad && pad.safeArea == (24, 20), "\(name)")
    }
    // Turned, a phone is inset by its sensor housing on both sides.
    let turned = try canvas(#"{"device":"iPhone 17 Pro","orientation":"landscape"}"#)
    #expect(turned.device?.safeAreaInsets == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
    #expect(turned.width == 874 && turned.height == 402)
    // Names are unique.
    #expect(Set(DevicePreset.all.map(\.name)).count == DevicePreset.all.count)
  }
}
