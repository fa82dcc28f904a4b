import Foundation
import Testing
import VellumSnapshot

/// `glassEffect` through `vellum render`: the PNG shows what is behind the glass blurred, and
/// glass inside glass is a warning on stderr naming both paths.
@Suite struct GlassEffectCLITests {
  /// A 160 × 84 pt canvas at 3x: 2 pt black stripes 4 pt apart on white, and a 120 × 44 pt
  /// spacer in the middle with `glass` as its `glassEffect`.
  static func document(glass: String) -> String {
    // Stripes 6 pt wide: σ 2.8 pt leaves about a third of a 12 pt period's swing.
    let stripes = (0..<27).map { i in
      #"{"spacer":{"frame":{"width":6,"height":84}\#(i.isMultiple(of: 2) ? #","background":"black""# : "")}}"#
    }
    return #"""
      {"vellum":1,"canvas":{"width":160,"height":84,"scale":3,"systemVersion":"26","background":"white"},
       "root":{"zStack":{"children":[
         {"stack":{"axis":"horizontal","children":[\#(stripes.joined(separator: ","))]}},
         {"spacer":{"frame":{"width":120,"height":44},"glassEffect":\#(glass)}}]}}}
      """#
  }

  /// `vellum render` of `json`: the run and the PNG it wrote, if any.
  static func render(_ json: String) throws -> (Run, RGBAImage?) {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try json.write(toFile: dir + "/doc.json", atomically: true, encoding: .utf8)
    let r = try run(["render", dir + "/doc.json", "-o", dir + "/out.png"])
    let image = try? PNGDecoder.decode(contentsOf: dir + "/out.png")
    return (r, image)
  }

  static func grey(_ image: RGBAImage, _ x: Int, _ y: Int) -> Int { Int(image.pixels[(y * image.width + x) * 4]) }

  @Test func aCapsuleOverStripesBlursThemNeitherCopyingNorHidingThem() throws {
    let (r, rendered) = try Self.render(Self.document(glass: "true"))
    #expect(r.status == 0, "\(r.stderr)")
    let image = try #require(rendered)
    #expect(image.width == 480 && image.height == 252)
    // Above the capsule (which spans 60 … 192 px down) the stripes are sharp: 0 and 255 side by side.
    let outside = (0..<40).map { Self.grey(image, $0, 20) }
    #expect(outside.min() == 0 && outside.max() == 255, "\(outside)")
    // Across its middle they are blurred and lifted to a band, neither copied nor flat.
    let inside = (150..<330).map { Self.grey(image, $0, 126) }
    let (low, high) = (inside.min()!, inside.max()!)
    #expect(low > 100 && high < 250, "\(low)…\(high)")
    #expect(high - low >= 10, "the stripes are gone: \(low)…\(high)")
    // Without the modifier the same row is the stripes themselves.
    let plain = try #require(try Self.render(Self.document(glass: "false")).1)
    let bare = (150..<330).map { Self.grey(plain, $0, 126) }
    #expect(bare.min() == 0 && bare.max() == 255)
  }

  @Test func glassInsideGlassWarnsNamingBothPathsAndDrawsTheOuter() throws {
    let json = #"""
      {"vellum":1,"canvas":{"width":200,"systemVersion":"26"},"root":{"stack":{"glassEffect":true,"children":[
        {"text":{"string":"Inner","glassEffect":{"shape":"circle"}}}]}}}
      """#
    let (r, image) = try Self.render(json)
    #expect(r.status == 0)
    #expect(image != nil)
    #expect(
      r.stderr.contains(
        "warning: root.stack.children[0].text.glassEffect: glass inside glass (root.stack.glassEffect)"),
      "\(r.stderr)")
  }

  @Test func aBadShapeExits65WithItsPath() throws {
    let (r, image) = try Self.render(Self.document(glass: #"{"shape":"oval"}"#))
    #expect(r.status == 65)
    #expect(
      r.stderr.contains(#"root.zStack.children[1].spacer.glassEffect.shape: unknown shape "oval""#), "\(r.stderr)")
    #expect(image == nil)
  }
}
