import Testing

@testable import VellumLayout

/// Device frames around the screen, against the fixed-advance measurer: where the screen, its
/// clip, the island, notch, home button and caption land, for each kind of preset.
@Suite struct DeviceFrameLayoutTests {
  func document(_ canvas: String, root: String = #"{"text":{"string":"Hello"}}"#) -> String {
    #"{"vellum":1,"canvas":\#(canvas),"root":\#(root)}"#
  }

  /// The clip bracket's frame and shape, and the nodes inside it.
  func screen(_ t: RenderTree) throws -> (frame: Rect, radius: Double, corners: Corners, nodes: [RenderNode]) {
    let begin = try #require(t.nodes.firstIndex { if case .beginClip = $0.kind { true } else { false } })
    let end = try #require(t.nodes.firstIndex { $0.kind == .endClip })
    guard case .beginClip(let radius, let corners) = t.nodes[begin].kind else { throw Failure() }
    return (t.nodes[begin].frame, radius, corners, Array(t.nodes[begin + 1..<end]))
  }
  struct Failure: Error {}

  func fill(_ t: RenderTree, _ frame: Rect) -> RenderNode? {
    t.nodes.first { if case .fill = $0.kind { $0.frame == frame } else { false } }
  }

  @Test func aDynamicIslandPhoneWrapsTheScreenInItsBandAndBezel() throws {
    let t = try layout(document(#"{"device":"iPhone 15","deviceFrame":true}"#))
    // 8 pt of room, a 5 pt band and a 12 pt bezel on every side of the 393 × 852 screen.
    #expect(t.size == Size(width: 393 + 34 + 16, height: 852 + 34 + 16))
    #expect(t.background == .clear)
    let s = try screen(t)
    #expect(s.frame == Rect(x: 25, y: 25, width: 393, height: 852))
    #expect(s.radius == 55 && s.corners == [.all, .continuous])
    // The outline's corners are the screen's grown by the band and bezel.
    let body = try #require(fill(t, Rect(x: 8, y: 8, width: 427, height: 886)))
    #expect(
      body.kind == .fill(DeviceFrameLayout.silver.mixed(with: .black, 0.25), cornerRadius: 72, corners: s.corners))
    let glass = try #require(fill(t, Rect(x: 13, y: 13, width: 417, height: 876)))
    #expect(glass.kind == .fill(.black, cornerRadius: 67, corners: s.corners))
    // The island: 126 × 37, 11 pt below the screen's top, centred, over the screen.
    let island = t.nodes[t.nodes.count - 2]
    #expect(island.frame == Rect(x: 25 + (393 - 126) / 2, y: 36, width: 126, height: 37))
    #expect(island.kind == .fill(.black, cornerRadius: 18.5, corners: .all))
    // Its lens, a 12 pt disc at its right end.
    #expect(t.nodes.last?.frame == Rect(x: island.frame.maxX - 18.5 - 6, y: 36 + 18.5 - 6, width: 12, height: 12))
    // Two buttons stand out on the left and right of the outline, three on the left.
    let buttons = t.nodes.prefix { if case .fill(_, 1.5, _) = $0.kind { true } else { false } }
    #expect(buttons.filter { $0.frame.x == 5 }.count == 3 && buttons.filter { $0.frame.maxX == 438 }.count == 1)
  }

  @Test func theScreenIsTheUnframedScreenMovedInsideTheClip() throws {
    let canvas = #""device":"iPhone 15","appearance":"dark","keyboard":{}"#
    let plain = try layout(document("{\(canvas)}"))
    let framed = try layout(document(#"{\#(canvas),"deviceFrame":{"padding":10}}"#))
    let s = try screen(framed)
    #expect(s.nodes.first?.kind == .fill(plain.background, cornerRadius: 0, corners: []))
    #expect(Array(s.nodes.dropFirst()) == plain.nodes.map { $0.offsetBy(dx: 27, dy: 27) })
    #expect(framed.accessibility.map(\.frame) == plain.accessibility.map { $0.frame.offsetBy(dx: 27, dy: 27) })
    #expect(framed.bracketProblem == nil)
    // Dark appearance: a graphite band.
    #expect(
      framed.nodes.contains { $0.kind == .fill(DeviceFrameLayout.graphite, cornerRadius: 71, corners: s.corners) })
  }

  @Test func aNotchPhoneHasItsNotchOverTheScreenTop() throws {
    let t = try layout(document(#"{"device":"iPhone 13","deviceFrame":true}"#))
    let s = try screen(t)
    #expect(s.frame == Rect(x: 27, y: 27, width: 390, height: 844) && s.radius == 47.33)
    let notch = t.nodes[t.nodes.count - 2]
    guard case .path(let path, let fill, nil, _) = notch.kind else {
      Issue.record("the notch is not a filled path")
      return
    }
    #expect(fill == .black)
    // 162 pt wide with 6 pt flares, from 1 pt above the screen's top down 32 pt into it.
    #expect(notch.frame == Rect(x: 27 + (390 - 174) / 2, y: 26, width: 174, height: 33))
    #expect(path.elements.first == .move(Point(x: 0, y: 0)) && path.elements.last == .close)
    #expect(path.elements.contains(.line(Point(x: 6 + 162 - 20, y: 33))))
  }

  @Test func theSEHasSquareCornersAForeheadAChinAndAHomeButton() throws {
    let t = try layout(document(#"{"device":"iPhone SE","deviceFrame":true}"#))
    let s = try screen(t)
    #expect(s.frame == Rect(x: 8 + 29, y: 8 + 111, width: 375, height: 667))
    #expect(s.radius == 0 && s.corners == [])
    #expect(t.size == Size(width: 375 + 58 + 16, height: 667 + 222 + 16))
    let home = try #require(fill(t, Rect(x: 8 + (433 - 68) / 2, y: 8 + 778 + 54 - 34, width: 68, height: 68)))
    #expect(home.kind == .fill(DeviceFrameLayout.homeButton, cornerRadius: 34, corners: .all))
    #expect(!t.nodes.contains { if case .path = $0.kind { true } else { false } })
  }

  @Test func anIPadHasEighteenPointCornersAndNoCutout() throws {
    let t = try layout(document(#"{"device":"iPad 12.9-inch","deviceFrame":true}"#))
    let s = try screen(t)
    #expect(s.frame == Rect(x: 40, y: 40, width: 1024, height: 1366) && s.radius == 18)
    #expect(t.scale == 2)
    // The camera in the top bezel, the top button on the top edge.
    #expect(fill(t, Rect(x: 8 + (1088 - 8) / 2, y: 8 + 4 + 14 - 4, width: 8, height: 8)) != nil)
    #expect(t.nodes.contains { $0.frame.y == 5 && $0.frame.height == 5 })
    #expect(!t.nodes.contains { if case .path = $0.kind { true } else { false } })
  }

  @Test func landscapeTurnsTheDeviceTopToTheLeft() throws {
    let t = try layout(document(#"{"device":"iPhone 15","orientation":"landscape","deviceFrame":true}"#))
    #expect(t.size == Size(width: 886 + 16, height: 427 + 16))
    #expect(try screen(t).frame == Rect(x: 25, y: 25, width: 852, height: 393))
    // The island stands on end beside the screen's left edge.
    #expect(
      t.nodes[t.nodes.count - 2].frame == Rect(x: 8 + 17 + 11, y: 8 + 17 + (393 - 126) / 2, width: 37, height: 126))
    // The volume buttons are now on the bottom edge, the side button on the top.
    let buttons = t.nodes.prefix { if case .fill(_, 1.5, _) = $0.kind { true } else { false } }
    #expect(buttons.filter { $0.frame.maxY == 438 }.count == 3 && buttons.filter { $0.frame.y == 5 }.count == 1)
  }

  @Test func theCaptionSitsAboveTheDeviceOnTheBackdrop() throws {
    let t = try layout(
      document(##"{"device":"iPhone 15","deviceFrame":{"backdrop":"#102040","caption":"Hello"}}"##))
    #expect(t.background == Color(rgba: 0x1020_40FF))
    let (frame, run) = try #require(t.texts().first)
    // 32 pt bold: 38.4 pt lines with the fake measurer, rounded up; as wide as the device.
    #expect(frame == Rect(x: 48, y: 48, width: 427, height: 39))
    #expect(run.string == "Hello" && run.alignment == .center && run.font == FontDescriptor(size: 32, weight: .bold))
    // White on a dark backdrop; black on a light one.
    #expect(run.color == .white)
    let light = try layout(document(##"{"device":"iPhone 15","deviceFrame":{"backdrop":"#F0F0F0","caption":"Hi"}}"##))
    #expect(light.texts().first?.1.color == .black)
    // The device starts 32 pt below the caption; 48 pt of room all round.
    #expect(try screen(t).frame.origin == Point(x: 48 + 17, y: 48 + 39 + 32 + 17))
    #expect(t.size == Size(width: 427 + 96, height: 48 + 39 + 32 + 886 + 48))
  }

  @Test func theFrameIsNeverMirrored() throws {
    let ltr = try layout(document(#"{"device":"iPhone 15","deviceFrame":true}"#))
    let rtl = try layout(document(#"{"device":"iPhone 15","layoutDirection":"rightToLeft","deviceFrame":true}"#))
    func frameNodes(_ t: RenderTree) -> [RenderNode] {
      Array(t.nodes.prefix { if case .beginClip = $0.kind { false } else { true } }) + [t.nodes.last!]
    }
    #expect(frameNodes(ltr) == frameNodes(rtl))
  }

  @Test func everyPresetFramesBalancedAtEveryScale() throws {
    for preset in DevicePreset.all {
      for scale in 1...3 {
        for orientation in ["portrait", "landscape"] {
          let t = try layout(
            document(
              #"{"device":"\#(preset.name)","orientation":"\#(orientation)","scale":\#(scale),"deviceFrame":{"caption":"A"}}"#
            ))
          #expect(t.bracketProblem == nil)
          // The screen starts on a whole point, so its nodes stay on device pixels.
          let s = try screen(t)
          #expect(s.frame.x == s.frame.x.rounded() && s.frame.y == s.frame.y.rounded(), "\(preset.name)")
        }
      }
    }
  }
}
