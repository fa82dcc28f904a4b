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

  /// A SwiftUI-style inset-grouped list as the reference renders show it (iOS 26.4, 390 pt,
  /// content size medium): a one-row section, a section with a header and three value rows, one
  /// with a header and a footer, and a row with a switch.
  static func settingsList(appearance: String = "light", category: String = "medium") -> String {
    func row(_ t: String, _ v: String) -> String {
      #"{"content":{"style":"valueCell","text":"\#(t)","secondaryText":"\#(v)"},"accessories":[{"disclosureIndicator":{}}]}"#
    }
    return
      ##"{"vellum":1,"canvas":{"width":390,"scale":3,"contentSizeCategory":"\##(category)","systemVersion":"26","appearance":"\##(appearance)"},"root":{"list":{"appearance":"insetGrouped","sections":[{"items":[\##(row("Shake", "None"))]},{"header":{"text":"Swipe left"},"items":[\##(row("Using one finger", "None")),\##(row("Using two fingers", "Go to next page")),\##(row("Using three fingers", "Previous server"))]},{"header":{"text":"Swipe right"},"footer":{"text":"Firebase Cloud Messaging must be enabled for push notifications to function."},"items":[\##(row("Using one finger", "Show sidebar"))]},{"items":[{"content":{"text":"Alerts"},"accessories":[{"switch":{"isOn":true}}]}]}]}}}"##
  }

  /// The list's cards, top to bottom, in pixels at 3x: the rows' background fills (as wide as
  /// a card) joined where one starts at the end of the last.
  static func cards(_ r: Rendered) -> [(top: Int, bottom: Int)] {
    let rows = r.tree.nodes.filter {
      if case .fill = $0.kind { $0.frame.width == 358 && $0.frame.x == 16 } else { false }
    }.map(\.frame)
    var cards: [(top: Double, bottom: Double)] = []
    for row in rows {
      if let last = cards.last, abs(last.bottom - row.y) < 0.01 {
        cards[cards.count - 1].bottom = row.maxY
      } else {
        cards.append((row.y, row.maxY))
      }
    }
    return cards.map { (Int(($0.top * 3).rounded()), Int(($0.bottom * 3).rounded()) - 1) }
  }

  static let all: [Figure] = [
    Figure(what: "inset-grouped card: x extent at 390 pt", iOS: "48 … 1121 px", tolerance: "±1 px") {
      let r = try Rendered(settingsList())
      let card = cards(r)[0]
      let y = (card.top + card.bottom) / 2
      let xs = (0..<r.image.width).filter { r.pixel($0, y) == (255, 255, 255) }
      let (x0, x1) = (xs.first ?? -1, xs.last ?? -1)
      return ("\(x0) … \(x1) px", FidelityTests.near(x0, 48) && FidelityTests.near(x1, 1121))
    },
    Figure(
      what: "card corners: a tall card's; a one-row card's", iOS: "R ≈ 26 pt; half its height (25.5 pt)",
      tolerance: "±1 px"
    ) {
      let r = try Rendered(settingsList())
      let radii = r.tree.nodes.compactMap { n -> Double? in
        if case .fill(_, let radius, let corners) = n.kind, !corners.isEmpty, radius > 0 { radius } else { nil }
      }
      let one = radii.first ?? 0
      let tall = radii.dropFirst().first ?? 0
      return (
        "R \(format(tall)) pt; \(format(one)) pt",
        abs(tall - 26) * 3 <= 1 && abs(one - 25.5) * 3 <= 1
      )
    },
    Figure(what: "one-line row: height at medium; at large", iOS: "51 pt; 52 pt", tolerance: "±1 px") {
      func rowHeight(_ category: String) throws -> Double {
        let card = cards(try Rendered(settingsList(category: category)))[0]
        return Double(card.bottom - card.top + 1) / 3
      }
      let (medium, large) = (try rowHeight("medium"), try rowHeight("large"))
      return ("\(format(medium)) pt; \(format(large)) pt", medium == 51 && large == 52)
    },
    Figure(
      what: "separator: thickness, colour light / dark, inset from both card edges",
      iOS: "3 px, (232,232,232) / (56,56,59), 16 pt", tolerance: "±1 px, ±2 a channel"
    ) {
      func separator(_ appearance: String) throws -> (y: [Int], x0: Int, x1: Int, colour: (Int, Int, Int)) {
        let r = try Rendered(settingsList(appearance: appearance))
        let card = cards(r)[1]
        let cardColour = r.pixel(600, card.top + 20)
        let rows = (card.top..<card.bottom).filter { r.pixel(600, $0) != cardColour }
        let y = rows.first ?? 0
        let xs = (0..<r.image.width).filter { r.pixel($0, y) != cardColour && r.pixel($0, y) != r.pixel(5, 5) }
        return (Array(rows.prefix(3)), xs.first ?? -1, xs.last ?? -1, r.pixel(600, y))
      }
      let light = try separator("light")
      let dark = try separator("dark")
      let thick = light.y.count == 3 && light.y.last! - light.y.first! == 2
      let now = "\(light.y.count) px, \(light.colour) / \(dark.colour), x \(light.x0) … \(light.x1) px"
      return (
        now,
        thick && near(light.colour, (232, 232, 232)) && near(dark.colour, (56, 56, 59))
          && FidelityTests.near(light.x0, 48 + 48) && FidelityTests.near(light.x1, 1121 - 48)
      )
    },
    Figure(
      what: "row: label ink start; value text's right ink edge; chevron ink", iOS: "x 98; 1007; 1047 … 1066 px",
      tolerance: "±1 px"
    ) {
      let r = try Rendered(settingsList())
      let card = cards(r)[0]
      let label = r.ink(x0: 60, x1: 500, y0: card.top + 3, y1: card.bottom - 3)
      let value = r.ink(x0: 600, x1: 1030, y0: card.top + 3, y1: card.bottom - 3)
      let chevron = r.ink(x0: 1030, x1: 1110, y0: card.top + 3, y1: card.bottom - 3)
      let now = "x \(label?.minX ?? -1); \(value?.maxX ?? -1); \(chevron?.minX ?? -1) … \(chevron?.maxX ?? -1) px"
      return (
        now,
        FidelityTests.near(label?.minX ?? 0, 98) && FidelityTests.near(value?.maxX ?? 0, 1007)
          && FidelityTests.near(chevron?.minX ?? 0, 1047) && FidelityTests.near(chevron?.maxX ?? 0, 1066)
      )
    },
    Figure(what: "chevron colour light / dark", iOS: "(197,197,199) / (90,90,94)", tolerance: "±2 a channel") {
      func darkest(_ appearance: String) throws -> (Int, Int, Int) {
        let r = try Rendered(settingsList(appearance: appearance))
        let card = cards(r)[0]
        var best = r.pixel(1050, card.top + 10)
        let light = appearance == "light"
        for y in card.top..<card.bottom {
          for x in 1040..<1075 {
            let p = r.pixel(x, y)
            if light ? p.0 + p.1 + p.2 < best.0 + best.1 + best.2 : p.0 + p.1 + p.2 > best.0 + best.1 + best.2 {
              best = p
            }
          }
        }
        return best
      }
      let (light, dark) = (try darkest("light"), try darkest("dark"))
      return ("\(light) / \(dark)", near(light, (197, 197, 199)) && near(dark, (90, 90, 94)))
    },
    Figure(
      what: "section header: cap 'S' height; its baseline above the card; card to card across it",
      iOS: "36 px; 42 px (14 pt); 170 px", tolerance: "±1 px"
    ) {
      let r = try Rendered(settingsList())
      let c = cards(r)
      let s = r.ink(x0: 90, x1: 128, y0: c[0].bottom + 1, y1: c[1].top)
      let cap = (s?.maxY ?? 0) - (s?.minY ?? 0) + 1
      let above = c[1].top - (s?.maxY ?? 0) - 1
      let gap = c[1].top - c[0].bottom - 1
      return (
        "\(cap) px; \(above) px; \(gap) px",
        FidelityTests.near(cap, 36) && FidelityTests.near(above, 42) && FidelityTests.near(gap, 170)
      )
    },
    Figure(
      what: "section footer: ink top below its card; ink bottom to the next card",
      iOS: "31 px; 80 px", tolerance: "±1 px"
    ) {
      let r = try Rendered(settingsList())
      let c = cards(r)
      let ink = r.ink(x0: 60, x1: 1000, y0: c[2].bottom + 1, y1: c[3].top)
      let below = (ink?.minY ?? 0) - c[2].bottom - 1
      let toNext = c[3].top - (ink?.maxY ?? 0) - 1
      return ("\(below) px; \(toNext) px", FidelityTests.near(below, 31) && FidelityTests.near(toNext, 80))
    },
    Figure(what: "card to card, nothing between", iOS: "105 px", tolerance: "±1 px") {
      let r = try Rendered(
        #"{"vellum":1,"canvas":{"width":390,"scale":3,"contentSizeCategory":"medium","systemVersion":"26"},"root":{"list":{"appearance":"insetGrouped","sections":[{"items":[{"content":{"text":"A"}}]},{"items":[{"content":{"text":"B"}}]}]}}}"#
      )
      let c = cards(r)
      let gap = c[1].top - c[0].bottom - 1
      return ("\(gap) px", FidelityTests.near(gap, 105))
    },
    Figure(what: "switch in a row: size; right edge inside the card", iOS: "63 × 28 pt; 14 pt", tolerance: "±1 px") {
      let r = try Rendered(settingsList())
      let card = cards(r)[3]
      let ink = r.ink(x0: 700, x1: 1121, y0: card.top + 3, y1: card.bottom - 3)
      let w = (ink?.maxX ?? 0) - (ink?.minX ?? 0) + 1
      let h = (ink?.maxY ?? 0) - (ink?.minY ?? 0) + 1
      let inset = 1121 - (ink?.maxX ?? 0)
      return (
        "\(w) × \(h) px; \(format(Double(inset) / 3)) pt",
        FidelityTests.near(w, 189) && FidelityTests.near(h, 84) && FidelityTests.near(inset, 42)
      )
    },
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
    Figure(
      what: "navigation bar, 390 pt: a trailing \"Reset\" item's glass platter; its text colour light / dark",
      iOS: "75.3 × 44 pt, right edge 16 pt from the screen's; (0,0,0) / (255,255,255)",
      tolerance: "±1 px, ±2 a channel"
    ) {
      func bar(_ appearance: String) throws -> (platter: Rect?, text: Color?) {
        let json =
          ##"{"vellum":1,"canvas":{"width":390,"height":200,"scale":3,"systemVersion":"26","appearance":""##
          + appearance
          + ##""},"root":{"navigationController":{"navigationBar":{"navigationBar":{"title":"T","rightBarButtonItems":[{"title":"Reset"}]}},"content":{"list":{"appearance":"insetGrouped","sections":[{"items":[{"content":{"text":"A"}}]}]}}}}}"##
        let r = try Rendered(json)
        let platter = r.tree.nodes.compactMap { n -> Rect? in if case .glass = n.kind { n.frame } else { nil } }.first
        let text = r.tree.nodes.compactMap { n -> Color? in
          if case .text(let t) = n.kind, t.string == "Reset" { t.color } else { nil }
        }.first
        return (platter, text)
      }
      let (light, dark) = (try bar("light"), try bar("dark"))
      guard let p = light.platter, let l = light.text, let d = dark.text else { return ("no platter", false) }
      func rgb(_ c: Color) -> (Int, Int, Int) {
        (Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()))
      }
      let f = FidelityTests.format
      let now = "\(f(p.width)) × \(f(p.height)) pt, right edge \(f(390 - p.maxX)) pt; \(rgb(l)) / \(rgb(d))"
      let third = 1.0 / 3
      let agrees =
        abs(p.width - 75.3) <= third && abs(p.height - 44) <= third && abs(390 - p.maxX - 16) <= third
        && near(rgb(l), (0, 0, 0)) && near(rgb(d), (255, 255, 255))
      return (now, agrees)
    },
    Figure(
      what: "tab bar, iPhone 17, two tabs: the selected tab's platter, light; its colour light / dark",
      iOS: "x 333…609, y 2387…2545 px; (235,235,235) / (53,53,53)", tolerance: "±1 px, ±2 a channel"
    ) {
      let light = try Rendered(tabBar("light"))
      let dark = try Rendered(tabBar("dark"))
      // The platter's pixels on the capsule's middle row, and down a column past its corner and
      // before the title.
      let row = (0..<light.image.width).filter { light.pixel($0, 2466) == (235, 235, 235) }
      let column = (2300..<2622).filter { light.pixel(412, $0) == (235, 235, 235) }
      guard let x0 = row.first, let x1 = row.last, let y0 = column.first, let y1 = column.last else {
        return ("no platter", false)
      }
      let d = dark.pixel(350, 2466)
      let now = "x \(x0)…\(x1), y \(y0)…\(y1) px; \(d)"
      let agrees =
        abs(x0 - 333) <= 1 && abs(x1 - 609) <= 1 && abs(y0 - 2387) <= 1 && abs(y1 - 2545) <= 1
        && [d.0, d.1, d.2].allSatisfy { abs($0 - 53) <= 2 }
      return (now, agrees)
    },
    Figure(
      what: "tab bar, iPhone 17 (402 pt), two tabs: the capsule; its fill light / dark",
      iOS: "188 × 62 pt, radius 31, centred, bottom 21 pt above the screen's; (253,253,253) / (19,19,19)",
      tolerance: "±1 px, ±2 a channel"
    ) {
      let light = try Rendered(tabBar("light"))
      let dark = try Rendered(tabBar("dark"))
      guard
        let (c, g) = light.tree.nodes.compactMap({ n -> (Rect, Glass)? in
          if case .glass(let g) = n.kind { (n.frame, g) } else { nil }
        }).first
      else { return ("no capsule", false) }
      // The fill on the capsule's middle row, right of the platter, clear of the titles.
      let (l, d) = (light.pixel(860, 2466), dark.pixel(860, 2466))
      let f = FidelityTests.format
      let now =
        "\(f(c.width)) × \(f(c.height)) pt, radius \(f(g.cornerRadius)), centre \(f(c.midX)), bottom \(f(874 - c.maxY)) pt; \(l) / \(d)"
      let third = 1.0 / 3
      let agrees =
        abs(c.width - 188) <= third && abs(c.height - 62) <= third && g.cornerRadius == 31
        && abs(c.midX - 201) <= third && abs(874 - c.maxY - 21) <= third && near(l, (253, 253, 253))
        && near(d, (19, 19, 19))
      return (now, agrees)
    },
    Figure(
      what: "regular glass in a capsule over flat white: fill; rim; shadow below",
      iOS: "(253,253,253); 255 at the edge; darker 4 px below than above", tolerance: "±2 a channel"
    ) {
      let r = try Rendered(glassCapsule(background: "#FFFFFF"))
      let fill = r.pixel(240, 126)
      let rim = r.pixel(240, 60)
      let (below, above) = (r.pixel(240, 196).0, r.pixel(240, 56).0)
      return (
        "\(fill); \(rim.0); below \(below), above \(above)",
        near(fill, (253, 253, 253)) && rim == (255, 255, 255) && below < above
      )
    },
    Figure(
      what: "regular glass in a capsule over flat black: fill; rim from the edge in",
      iOS: "(19,19,19); 47 → 40 → 32", tolerance: "±2 a channel"
    ) {
      let r = try Rendered(glassCapsule(background: "#000000"))
      let fill = r.pixel(240, 126)
      let rim = (60..<63).map { r.pixel(240, $0).0 }
      return (
        "\(fill); \(rim.map(String.init).joined(separator: " → "))",
        near(fill, (19, 19, 19)) && zip(rim, [47, 40, 32]).allSatisfy { abs($0 - $1) <= 2 }
      )
    },
    Figure(
      what: "navigation bar: the inline title (17 pt semibold) centred on the platters' centre line",
      iOS: "title's box centre = the Reset platter's centre line", tolerance: "±1 px"
    ) {
      let r = try Rendered(
        ##"{"vellum":1,"canvas":{"width":390,"height":200,"scale":3,"systemVersion":"26"},"root":{"navigationController":{"navigationBar":{"navigationBar":{"title":"Title","rightBarButtonItems":[{"title":"Reset"}]}},"content":{"spacer":{}}}}}"##
      )
      let platter = r.tree.nodes.compactMap { n -> Rect? in if case .glass = n.kind { n.frame } else { nil } }.first
      let title = r.tree.nodes.compactMap { n -> (Rect, TextRun)? in
        if case .text(let t) = n.kind, t.string == "Title" { (n.frame, t) } else { nil }
      }.first
      guard let platter, let (frame, run) = title else { return ("none", false) }
      let f = FidelityTests.format
      let now = "\(f(run.font.size)) pt \(run.font.weight); centre \(f(frame.midY)) against \(f(platter.midY))"
      // The title sits 2/3 pt above the bar's middle, as on iOS 18 (`NavigationBar.titleRaise`).
      return (
        now,
        run.font.size == 17 && run.font.weight == .semibold
          && abs(frame.midY + NavigationBar.titleRaise - platter.midY) <= 1.0 / 3
      )
    },
    Figure(
      what: "tab bar, iPhone 17: the selected title's colour light / dark", iOS: "(0,126,245) / (27,172,255)",
      tolerance: "±2 a channel"
    ) {
      func title(_ appearance: String) throws -> (Int, Int, Int)? {
        let r = try Rendered(tabBar(appearance))
        // The most saturated pixel of the selected title's ink.
        var best: (Int, Int, Int)?
        for y in 2490..<2530 {
          for x in 340..<600 {
            let p = r.pixel(x, y)
            if p.2 - p.0 > (best.map { $0.2 - $0.0 } ?? 0) { best = p }
          }
        }
        return best
      }
      let (l, d) = (try title("light"), try title("dark"))
      let now = "\(l.map { "\($0)" } ?? "none") / \(d.map { "\($0)" } ?? "none")"
      guard let l, let d else { return (now, false) }
      return (now, near(l, (0, 126, 245)) && near(d, (27, 172, 255)))
    },
    Figure(
      what: "status bar, iPhone 17, light: time, bars, Wi-Fi, battery ink x",
      iOS: "154…290, 865…922, 945…995, 1018…1099 px",
      tolerance: "±1 px"
    ) {
      let ink = try statusBarInk("light")
      let now = ink.map { "\($0.minX)…\($0.maxX)" }.joined(separator: ", ")
      let expected = [(154, 290), (865, 922), (945, 995), (1018, 1099)]
      let agrees =
        ink.count == 4 && zip(ink, expected).allSatisfy { abs($0.minX - $1.0) <= 1 && abs($0.maxX - $1.1) <= 1 }
      return (now, agrees)
    },
    Figure(
      what: "status bar, iPhone 17, dark: ink rows of the time, bars, battery", iOS: "79…116, 79…115, 77…117 px",
      tolerance: "±1 px"
    ) {
      let ink = try statusBarInk("dark")
      let now = [ink[0], ink[1], ink[3]].map { "\($0.minY)…\($0.maxY)" }.joined(separator: ", ")
      let expected = [(79, 116), (79, 115), (77, 117)]
      let agrees =
        ink.count == 4
        && zip([ink[0], ink[1], ink[3]], expected).allSatisfy { abs($0.minY - $1.0) <= 1 && abs($0.maxY - $1.1) <= 1 }
      return (now, agrees)
    },
    Figure(
      what: "status bar: battery outline, nub, in light and dark",
      iOS: "(153,153,153), (128,128,128); (102,102,102), (128,128,128)",
      tolerance: "±2 a channel"
    ) {
      let light = try Rendered(statusBar("light"))
      let dark = try Rendered(statusBar("dark"))
      // Inside the outline's left edge and the nub, on the centre line (the rows the reference reads).
      let values = [light.pixel(1019, 97), light.pixel(1097, 97), dark.pixel(1019, 97), dark.pixel(1097, 97)]
      let now = values.map { "(\($0.0),\($0.1),\($0.2))" }.joined(separator: ", ")
      let expected = [(153, 153, 153), (128, 128, 128), (102, 102, 102), (128, 128, 128)]
      return (now, zip(values, expected).allSatisfy { near($0, $1) })
    },
    Figure(
      what:
        "alert, iPhone 17 (view-tree frames of a real iOS 26.1 render): platter width, corner radius; "
        + "title's inset; buttons' height, gap, padding",
      iOS: "320 pt, 34 pt; 30 pt; 48 pt, 8 pt, 16 pt", tolerance: "±1 px"
    ) {
      let r = try Rendered(
        ##"{"vellum":1,"canvas":{"device":"iPhone 17","systemVersion":"26"},"root":{"alertController":{"title":"Title","message":"Message","actions":[{"title":"Cancel","style":"cancel"},{"title":"OK"}]}}}"##
      )
      let glass = r.tree.nodes.compactMap { n -> (Rect, Glass)? in
        if case .glass(let g) = n.kind { (n.frame, g) } else { nil }
      }
      let title = r.tree.nodes.first { if case .text(let t) = $0.kind { t.string == "Title" } else { false } }
      let buttons = fills(r).filter { $0.radius == 24 }.map(\.frame)
      guard let (p, g) = glass.first, let title, buttons.count == 2 else { return ("no alert", false) }
      let inset = title.frame.x - p.x
      let gap = buttons[1].x - buttons[0].maxX
      let padding = p.maxY - buttons[0].maxY
      let now =
        "\(format(p.width)) pt, \(format(g.cornerRadius)) pt; \(format(inset)) pt; "
        + "\(format(buttons[0].height)) pt, \(format(gap)) pt, \(format(padding)) pt"
      let third = 1.0 / 3
      let agrees =
        abs(p.width - 320) <= third && g.cornerRadius == 34 && abs(inset - 30) <= third
        && abs(buttons[0].height - 48) <= third && abs(gap - 8) <= third && abs(padding - 16) <= third
        && abs(buttons[0].x - p.x - 16) <= third
      return (now, agrees)
    },
    // Sheets (spec §6, T: view-tree frames of an iOS 26.1 render, iPhone 17 Pro, 402 × 874 pt).
    Figure(what: "sheet, medium detent: card frame", iOS: "(8, 415, 386, 451) pt", tolerance: "±1 px") {
      let r = try Rendered(sheet("medium"))
      let card = r.tree.nodes.compactMap { n -> Rect? in
        if case .glass(let g) = n.kind, g.cornerRadius == 38 { n.frame } else { nil }
      }.first
      let px = card.map { [$0.x, $0.y, $0.width, $0.height].map { Int(($0 * 3).rounded()) } } ?? []
      return (
        card.map { "(\($0.x), \($0.y), \($0.width), \($0.height))" } ?? "none",
        zip(px, [24, 1245, 1158, 1353]).allSatisfy { abs($0 - $1) <= 1 } && px.count == 4
      )
    },
    Figure(
      what: "sheet, medium detent: content scale; grabber", iOS: "0.960; 36 × 5 pt, 5 pt from the top",
      tolerance: "±0.001; ±1 px"
    ) {
      let r = try Rendered(sheet("medium"))
      let scale =
        r.tree.nodes.compactMap { n -> Double? in
          if case .beginTransform(let s, _, _) = n.kind { s } else { nil }
        }.first ?? 1
      let grabber = r.tree.nodes.first {
        if case .fill(_, let radius, _) = $0.kind { radius == 2.5 && $0.frame.width == 36 } else { false }
      }?.frame
      return (
        "\(String(format: "%.3f", scale)); \(grabber.map { "\($0.width) × \($0.height) at y \($0.y)" } ?? "none")",
        abs(scale - 0.960) < 0.001 && grabber == Rect(x: 183, y: 420, width: 36, height: 5)
      )
    },
    Figure(
      what: "sheet, large detent: card frame; top corners", iOS: "(0, 62, 402, 812) pt; ≈ 38 pt", tolerance: "±1 px"
    ) {
      let r = try Rendered(sheet("large"))
      let card = r.tree.nodes.compactMap { n -> (Rect, Double)? in
        if case .fill(_, let radius, _) = n.kind, n.frame.y == 62, n.frame.width == 402 {
          (n.frame, radius)
        } else {
          nil
        }
      }.first
      return (
        card.map { "(\($0.0.x), \($0.0.y), \($0.0.width), \($0.0.height)); \($0.1)" } ?? "none",
        card.map { $0.0 == Rect(x: 0, y: 62, width: 402, height: 812) && $0.1 == 38 } ?? false
      )
    },
    Figure(
      what: "sheet: dimming over white, light and dark", iOS: "black 48 %: (133,133,133)", tolerance: "±2 a channel"
    ) {
      let light = try Rendered(sheet("medium")).pixel(600, 1000)
      return ("(\(light.0),\(light.1),\(light.2))", near(light, (133, 133, 133)))
    },
    // Menus (spec §6, A and T: glass, radius ≈ 34, no dimming).
    Figure(what: "menu: glass panel, corner radius", iOS: "≈ 34 pt, continuous", tolerance: "exact") {
      let r = try Rendered(
        ##"{"vellum":1,"canvas":{"width":390,"height":500,"scale":3,"systemVersion":"26"},"root":{"menu":{"children":[{"action":{"title":"Copy"}},{"action":{"title":"Share"}}]}}}"##
      )
      let g = r.tree.nodes.compactMap { n -> Glass? in if case .glass(let g) = n.kind { g } else { nil } }.first
      return (
        g.map { "\($0.cornerRadius)\($0.hasContinuousCorners ? ", continuous" : "")" } ?? "none",
        g.map { $0.cornerRadius == 34 && $0.hasContinuousCorners } ?? false
      )
    },
  ]

  /// A navigation controller filling an iPhone 17 on iOS 26, showing "09:37" as the reference does.
  /// The reference's tab bar: two tabs, "Config" selected, over a plain screen.
  static func tabBar(_ appearance: String) -> String {
    ##"{"vellum":1,"canvas":{"device":"iPhone 17","systemVersion":"26","appearance":"\##(appearance)"},"root":{"tabBarController":{"tabs":[{"title":"Config","image":{"systemName":"3.circle"}},{"title":"Keyboard","image":{"systemName":"3.circle"}}],"selectedIndex":0,"content":{"spacer":{}}}}}"##
  }

  /// Regular glass in a 120 × 44 pt capsule at (20, 20) on a 160 × 84 pt canvas at 3x of `background`.
  static func glassCapsule(background: String) -> String {
    ##"{"vellum":1,"canvas":{"width":160,"height":84,"scale":3,"systemVersion":"26","background":"\##(background)"},"root":{"stack":{"padding":20,"alignment":"leading","children":[{"spacer":{"frame":{"width":120,"height":44},"glassEffect":true}}]}}}"##
  }

  /// A medium/large sheet over a white screen on an iPhone 17 Pro, empty content.
  static func sheet(_ detent: String) -> String {
    ##"{"vellum":1,"canvas":{"device":"iPhone 17 Pro","systemVersion":"26"},"root":{"sheet":{"presenting":{"navigationController":{"content":{"spacer":{}}}},"content":{"spacer":{}},"detents":["medium","large"],"selectedDetentIdentifier":"\##(detent)","prefersGrabberVisible":true}}}"##
  }

  static func statusBar(_ appearance: String) -> String {
    ##"{"vellum":1,"canvas":{"device":"iPhone 17","systemVersion":"26","appearance":"\##(appearance)"},"root":{"navigationController":{"time":"09:37","content":{"spacer":{}}}}}"##
  }

  /// The status bar's four pieces' ink at 3x: the time, the signal bars, the Wi-Fi symbol and the
  /// battery with its nub, from the leading edge.
  static func statusBarInk(_ appearance: String) throws -> [(minX: Int, maxX: Int, minY: Int, maxY: Int)] {
    let r = try Rendered(statusBar(appearance))
    let time = r.ink(x0: 0, x1: 400, y0: 0, y1: 186)
    let bars = r.ink(x0: 820, x1: 930, y0: 0, y1: 186)
    let wifi = r.ink(x0: 930, x1: 1005, y0: 0, y1: 186)
    let battery = r.ink(x0: 1005, x1: 1206, y0: 0, y1: 186)
    return [time, bars, wifi, battery].compactMap { $0 }
  }

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

  /// `scripts/fidelity.sh` sets `VELLUM_FIDELITY_TABLE` to a file, writes this table into it and
  /// prints it (a file, not standard output, which the test runner's own lines share).
  @Test(.enabled(if: ProcessInfo.processInfo.environment["VELLUM_FIDELITY_TABLE"] != nil))
  func table() throws {
    var lines = ["| what | iOS 26 | Vellum now | tolerance | |", "|---|---|---|---|---|"]
    for f in Self.all {
      let (now, agrees) = try f.measure()
      lines.append("| \(f.what) | \(f.iOS) | \(now) | \(f.tolerance) | \(agrees ? "✓" : "✗") |")
    }
    let path = try #require(ProcessInfo.processInfo.environment["VELLUM_FIDELITY_TABLE"])
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
  }
}
