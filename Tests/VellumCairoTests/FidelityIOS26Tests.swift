import Foundation
import Testing
import VellumModel

@testable import VellumCairo
@testable import VellumLayout

/// The fidelity suite's iOS 26 table (`canvas.systemVersion: "26"`): figures from real iOS 26
/// renders and third-party figures (`../shared/spec/ios26.md`), measured as `FidelityTests`
/// measures the iOS 18 ones: geometry ±1 px at 3x, colours ±2 a channel.
/// `scripts/fidelity.sh` prints this table after the iOS 18 one.
@Suite struct FidelityIOS26Tests {
  typealias Figure = FidelityTests.Figure
  typealias Rendered = FidelityTests.Rendered

  /// `control` alone on a 26 canvas, at 3x, `appearance` over `background`.
  static func control(_ control: String, appearance: String = "light", background: String = "systemBackground")
    -> String
  {
    ##"{"vellum":1,"canvas":{"width":120,"scale":3,"systemVersion":"26","appearance":"\##(appearance)","background":"\##(background)"},"root":{"stack":{"padding":10,"alignment":"leading","children":[\##(control)]}}}"##
  }

  /// The frames of the tree's fills, in the order drawn.
  static func fills(_ r: Rendered) -> [(frame: Rect, radius: Double)] {
    r.tree.nodes.compactMap {
      if case .fill(_, let radius, _) = $0.kind { ($0.frame, radius) } else { nil }
    }
  }

  /// A control's intrinsic size on a 26 canvas.
  static func size(_ control: String) throws -> Size {
    let document = try DocumentDecoder.decode(
      Array(#"{"vellum":1,"canvas":{"width":393,"systemVersion":"26"},"root":\#(control)}"#.utf8))
    let engine = LayoutEngine(canvas: document.canvas, resources: try Renderer().measurer(baseDirectory: "/tmp"))
    guard let c = document.root.control, let layout = c.value as? any ControlLayout else {
      throw FidelityTests.FidelityError.notAControl
    }
    return layout.intrinsicSize(ControlContext(engine: engine, common: c.value.common), proposedWidth: 393)
  }

  static func near(_ p: (Int, Int, Int), _ q: (Int, Int, Int), _ tolerance: Int = 2) -> Bool {
    abs(p.0 - q.0) <= tolerance && abs(p.1 - q.1) <= tolerance && abs(p.2 - q.2) <= tolerance
  }

  static let format = FidelityTests.format

  static let all: [Figure] = [
    Figure(what: "switch: track (sizeThatFits)", iOS: "63 × 28 pt", tolerance: "exact") {
      let s = try size(#"{"switch":{}}"#)
      return ("\(format(s.width)) × \(format(s.height)) pt", s == Size(width: 63, height: 28))
    },
    Figure(what: "switch: knob, capsule inset 2 pt; travel", iOS: "37 × 24 pt, travel 22 pt", tolerance: "±1 px") {
      let off = fills(try Rendered(control(#"{"switch":{}}"#)))
      let on = fills(try Rendered(control(#"{"switch":{"isOn":true}}"#)))
      let track = off[off.count - 2].frame
      let knob = off[off.count - 1]
      let travel = on[on.count - 1].frame.x - knob.frame.x
      let now = "\(format(knob.frame.width)) × \(format(knob.frame.height)) pt, travel \(format(travel)) pt"
      let agrees =
        abs(knob.frame.width - 37) * 3 <= 1 && abs(knob.frame.height - 24) * 3 <= 1 && abs(travel - 22) * 3 <= 1
        && abs(knob.frame.x - track.x - 2) * 3 <= 1 && knob.radius == 12
      return (now, agrees)
    },
    Figure(what: "switch on, light: track colour", iOS: "(52,199,89)", tolerance: "±2 a channel") {
      let r = try Rendered(control(#"{"switch":{"isOn":true}}"#))
      let p = r.pixel(30 + 3 * 6, 30 + 3 * 14)
      return ("\(p)", near(p, (52, 199, 89)))
    },
    Figure(what: "switch off over white: track colour (estimate)", iOS: "≈ (197,197,199)", tolerance: "±2 a channel") {
      let r = try Rendered(control(#"{"switch":{}}"#))
      let p = r.pixel(30 + 3 * 55, 30 + 3 * 14)
      return ("\(p)", near(p, (197, 197, 199)))
    },
    Figure(what: "slider: frame height (sizeThatFits)", iOS: "34 pt", tolerance: "exact") {
      let s = try size(#"{"slider":{}}"#)
      return ("\(format(s.height)) pt", s.height == 34)
    },
    Figure(what: "slider: track height; thumb", iOS: "6 pt; 38 × 24 pt capsule", tolerance: "±1 px") {
      let f = fills(try Rendered(control(#"{"slider":{"value":0.5}}"#)))
      let track = f[0].frame
      let thumb = f[f.count - 1]
      let now = "\(format(track.height)) pt; \(format(thumb.frame.width)) × \(format(thumb.frame.height)) pt"
      let agrees =
        abs(track.height - 6) * 3 <= 1 && abs(thumb.frame.width - 38) * 3 <= 1
        && abs(thumb.frame.height - 24) * 3 <= 1 && thumb.radius == 12
      return (now, agrees)
    },
    Figure(
      what: "segmented control: height, capsule ends, selection inset 2 pt", iOS: "32 pt, radius 16, thumb radius 14",
      tolerance: "±1 px"
    ) {
      let f = fills(
        try Rendered(
          control(#"{"segmentedControl":{"segments":[{"title":"A"},{"title":"B"}],"selectedSegmentIndex":0}}"#)))
      let track = f[0]
      let thumb = f[f.count - 1]
      let now =
        "\(format(track.frame.height)) pt, radius \(format(track.radius)), thumb radius \(format(thumb.radius))"
      let agrees =
        track.frame.height == 32 && track.radius == 16 && thumb.radius == 14
        && abs(thumb.frame.x - track.frame.x - 2) * 3 <= 1
      return (now, agrees)
    },
    Figure(what: "stepper: size, capsule, divider", iOS: "94 × 32 pt, radius 16, 1 × 24 pt", tolerance: "±1 px") {
      let f = fills(try Rendered(control(#"{"stepper":{"value":1,"maximumValue":5}}"#)))
      let box = f[0]
      let divider = f[1].frame
      let now =
        "\(format(box.frame.width)) × \(format(box.frame.height)) pt, radius \(format(box.radius)), "
        + "\(format(divider.width)) × \(format(divider.height)) pt"
      let agrees =
        box.frame.size == Size(width: 94, height: 32) && box.radius == 16 && divider.size == Size(width: 1, height: 24)
      return (now, agrees)
    },
  ]

  @Test(arguments: all)
  func figureMatchesIOS26(_ figure: Figure) throws {
    let (now, agrees) = try figure.measure()
    #expect(agrees, "\(figure.what): iOS \(figure.iOS), Vellum \(now) (tolerance \(figure.tolerance))")
  }

  /// The iOS 18 look stays as it was on a 26 canvas that asks for compatibility.
  @Test func compatibilityKeepsTheOldControls() throws {
    let document = try DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"canvas":{"width":393,"systemVersion":"26","designRequiresCompatibility":true},"root":{"switch":{}}}"#
          .utf8))
    let engine = LayoutEngine(canvas: document.canvas, resources: try Renderer().measurer(baseDirectory: "/tmp"))
    let c = try #require(document.root.control)
    let layout = try #require(c.value as? any ControlLayout)
    #expect(
      layout.intrinsicSize(ControlContext(engine: engine, common: c.value.common), proposedWidth: 393)
        == Size(width: 51, height: 31))
  }

  /// `scripts/fidelity.sh` sets `VELLUM_FIDELITY_TABLE` and prints this table.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["VELLUM_FIDELITY_TABLE"] != nil))
  func table() throws {
    var lines = ["| what | iOS 26 | Vellum now | tolerance | |", "|---|---|---|---|---|"]
    for f in Self.all {
      let (now, agrees) = try f.measure()
      lines.append("| \(f.what) | \(f.iOS) | \(now) | \(f.tolerance) | \(agrees ? "✓" : "✗") |")
    }
    print(lines.map { "FIDELITY " + $0 }.joined(separator: "\n"))
  }
}
