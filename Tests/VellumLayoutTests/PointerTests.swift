import Testing

@testable import VellumLayout

/// The iPadOS pointer (spec §15, seed 004), laid out with the fake measurer.
@Suite struct PointerTests {
  /// The figures below are iPadOS 18's unless a test says otherwise.
  func tree(
    _ root: String, pointer: String,
    canvas: String = #""width":600,"height":300,"scale":2,"idiom":"pad","systemVersion":"18""#
  )
    throws -> RenderTree
  {
    try layout(#"{"vellum":1,"canvas":{\#(canvas),"pointer":\#(pointer)},"root":\#(root)}"#)
  }

  static let bar = #"""
    {"navigationBar":{"title":"Quilt","appearance":"standard","rightBarButtonItems":[{"systemItem":"add"},{"systemItem":"trash","isEnabled":false}]}}
    """#

  /// The pointer's own nodes: what comes after the last node layout drew.
  func circle(_ t: RenderTree) -> (Rect, Color)? {
    guard let last = t.nodes.last, case .stroke = last.kind, t.nodes.count >= 2,
      case .fill(let c, _, _) = t.nodes[t.nodes.count - 2].kind
    else { return nil }
    return (t.nodes[t.nodes.count - 2].frame, c)
  }

  func index(_ t: RenderTree, symbol name: String) -> Int? {
    t.nodes.firstIndex { if case .symbolDrawing(let d) = $0.kind { d.symbol.name == name } else { false } }
  }

  @Test func withoutAPointerNoMarkerReachesTheTree() throws {
    let t = try layout(#"{"vellum":1,"canvas":{"width":600,"idiom":"pad","systemVersion":"18"},"root":\#(Self.bar)}"#)
    let plain = t.dump()
    #expect(!plain.contains("pointer-marker"))
    // The pointer elsewhere adds only its circle.
    let far = try tree(Self.bar, pointer: #"{"location":[300,250]}"#)
    #expect(far.nodes.count == t.nodes.count + 2)
    #expect(!far.dump().contains("pointer-marker"))
  }

  /// Markers are made only for a canvas with a pointer, their one reader: a long sidebar
  /// without one carries none through layout (a pair a row with one).
  @Test func withoutAPointerLayoutMakesNoMarkers() throws {
    func emitted(_ canvas: String) throws -> [RenderNode] {
      let json =
        #"{"vellum":1,"canvas":{\#(canvas)},"root":{"list":{"appearance":"sidebar","sections":[{"items":["#
        + (0..<3).map { #"{"content":{"text":"Row \#($0)"}}"# }.joined(separator: ",") + "]}]}}}"
      let document = try DocumentDecoder.decode(Array(json.utf8))
      let engine = LayoutEngine(canvas: document.canvas, resources: FixedAdvanceMeasurer())
      var nodes: [RenderNode] = []
      engine.layout(document.root, width: 600).emit(
        in: Rect(x: 0, y: 0, width: 600, height: 300), chrome: engine.chrome, into: &nodes)
      return nodes
    }
    func markers(_ nodes: [RenderNode]) -> Int {
      nodes.filter { if case .pointerMarker = $0.content { true } else { false } }.count
    }
    let pad = #""width":600,"height":300,"idiom":"pad""#
    #expect(markers(try emitted(pad)) == 0)
    #expect(markers(try emitted(pad + #","pointer":{"location":[590,290]}"#)) == 3)
  }
  /// Pointer markers and accessibility elements are layout's marks, not kinds of node: the
  /// finished tree, with a pointer and elements, holds only what paints (elements beside it).
  @Test func theFinishedTreeHoldsOnlyPaint() throws {
    let t = try tree(Self.bar, pointer: #"{"location":[560,25]}"#)
    #expect(!t.nodes.isEmpty && t.nodes.allSatisfy { $0.paint != nil })
    #expect(!t.accessibility.isEmpty)
  }

  @Test func overNothingTheCircleAdaptsToWhatIsUnderIt() throws {
    let light = try tree(#"{"spacer":{}}"#, pointer: #"{"location":[100,100]}"#)
    let (frame, color) = try #require(circle(light))
    #expect(abs(frame.width - 19) < 0.5 && abs(frame.midX - 100) < 0.5 && abs(frame.midY - 100) < 0.5)
    #expect(color.red == 0 && color.alpha > 0.2, "dark on light content")
    let dark = try tree(
      ##"{"stack":{"background":"#101010","padding":50,"children":[]}}"##, pointer: #"{"location":[40,40]}"#)
    #expect(try #require(circle(dark)).1.red == 1, "light on dark content")
    let pressed = try tree(#"{"spacer":{}}"#, pointer: #"{"location":[100,100],"isPressed":true}"#)
    #expect(try #require(circle(pressed)).0.width < frame.width, "a press shrinks it")
  }

  @Test func aBarButtonHighlightsWithAPaddedPlatterBehindItsSymbol() throws {
    let plain = try tree(Self.bar, pointer: #"{"location":[10,200]}"#)
    let plus = try #require(plain.symbols().first { $0.1.name == "plus" }).0
    let t = try tree(Self.bar, pointer: "{\"location\":[\(plus.midX),\(plus.midY)]}")
    #expect(circle(t) == nil, "the pointer became the platter")
    let i = try #require(index(t, symbol: "plus"))
    // Behind the symbol: the platter, then the parallax transform.
    guard case .fill(_, let radius, _) = t.nodes[i - 2].kind, case .beginTransform = t.nodes[i - 1].kind else {
      Issue.record("no platter before the item: \(t.dump())")
      return
    }
    let platter = t.nodes[i - 2].frame
    #expect(platter.width == 44 && platter.height == 36 && radius == 10)
    #expect(abs(platter.midX - plus.midX) < 0.5 && abs(platter.midY - plus.midY) < 0.5, "centred: no drift")
    // Toward the pointer's side (8 pt right of centre: still on the item, whose frame is the hit
    // region; 18 pt was off it, and the test returned early), the platter drifts further than the content.
    let edge = try tree(Self.bar, pointer: "{\"location\":[\(plus.midX + 8),\(plus.midY)]}")
    let j = try #require(index(edge, symbol: "plus"))
    guard case .beginTransform(_, let dx, _) = edge.nodes[j - 1].kind else {
      Issue.record("no parallax transform before the item at the edge: \(edge.dump())")
      return
    }
    let drift = edge.nodes[j - 2].frame.midX - plus.midX
    #expect(drift > dx && dx > 0 && drift <= 5)
    // A disabled item takes the pointer without an effect.
    let trash = try #require(plain.symbols().first { $0.1.name == "trash" }).0
    let off = try tree(Self.bar, pointer: "{\"location\":[\(trash.midX),\(trash.midY)]}")
    #expect(circle(off) != nil)
  }

  @Test func segmentsHighlightAndTheirDividersFade() throws {
    let control =
      #"{"stack":{"children":[{"segmentedControl":{"segments":[{"title":"A"},{"title":"B"},{"title":"C"},{"title":"D"}],"selectedSegmentIndex":0,"width":400}}]}}"#
    let t = try tree(control, pointer: #"{"location":[250,16]}"#)
    // Segment C (200…300): the two dividers beside it sit in groups at opacity 0; the one
    // between A and B does not.
    let dump = t.dump()
    #expect(dump.components(separatedBy: "group opacity 0\n").count - 1 >= 2, "\(dump)")
    let dividers = t.fills().filter { $0.0.width == 1 }.map(\.0.x)
    #expect(dividers.count == 2, "beside the selected A there is none")
    let platter = try #require(t.fills().first { abs($0.0.x - 202) < 0.5 })
    #expect(platter.0.width == 96)
    // Over the selected segment: the plain circle.
    #expect(circle(try tree(control, pointer: #"{"location":[50,16]}"#)) != nil)
  }

  @Test func liftScalesTheElementWithAShadowAndAShine() throws {
    let tile =
      #"{"stack":{"padding":40,"alignment":"leading","children":[{"stack":{"background":"systemOrange","cornerRadius":14,"padding":30,"pointerInteraction":{"style":{"effect":"lift"}},"children":[]}}]}}"#
    let t = try tree(tile, pointer: #"{"location":[70,70]}"#)
    #expect(circle(t) == nil, "the pointer melts into the lifted view")
    let kinds = t.nodes.map(\.kind)
    let scale = kinds.compactMap { if case .beginTransform(let s, _, _) = $0 { s } else { nil } }
    #expect(scale.count == 1 && scale[0] > 1.05 && scale[0] <= 1.1)
    #expect(kinds.contains { if case .outerShadow = $0 { true } else { false } })
    #expect(kinds.contains { if case .radialGradient(_, _, _, let r) = $0 { r == 14 } else { false } })
    // `automatic` on a small view with a background is a lift too.
    let auto = try tree(
      tile.replacingOccurrences(of: #""effect":"lift""#, with: #""effect":"automatic""#),
      pointer: #"{"location":[70,70]}"#)
    #expect(auto.nodes.contains { if case .radialGradient = $0.kind { true } else { false } })
  }

  @Test func buttonsFollowIsPointerInteractionEnabled() throws {
    func button(_ extra: String) throws -> RenderTree {
      try tree(
        #"{"stack":{"padding":20,"alignment":"leading","children":[{"button":{"style":"filled","title":"Go"\#(extra)}}]}}"#,
        pointer: #"{"location":[30,30]}"#)
    }
    #expect(circle(try button("")) != nil, "UIKit's default: no effect")
    let on = try button(#","isPointerInteractionEnabled":true"#)
    #expect(on.nodes.contains { if case .radialGradient = $0.kind { true } else { false } }, "a filled button lifts")
    let hover = try button(#","pointerStyle":{"effect":"hover","prefersShadow":true}"#)
    #expect(circle(hover) != nil, "hover keeps the pointer")
    #expect(hover.nodes.contains { if case .outerShadow = $0.kind { true } else { false } })
    let disabled = try button(#","isEnabled":false,"isPointerInteractionEnabled":true"#)
    #expect(circle(disabled) != nil)
  }

  @Test func overTextThePointerIsABeamOnTheLineUnderIt() throws {
    let words = String(repeating: "one two three four five six seven eight nine ten eleven ", count: 3)
    let text = #"{"stack":{"padding":20,"children":[{"text":{"string":"\#(words)","numberOfLines":0}}]}}"#
    let plain = try tree(text, pointer: #"{"location":[1,1]}"#)
    let run = try #require(plain.texts().first).0
    let line = 17 * 1.2
    let t = try tree(text, pointer: "{\"location\":[100,\(run.y + line * 1.3)]}")
    let beam = try #require(t.fills().last)
    #expect(beam.0.width == 3 && abs(beam.0.height - line) < 0.5)
    #expect(abs(beam.0.midY - (run.y + line * 1.5)) < 0.5, "held to the middle of line 2")
    #expect(abs(beam.0.midX - 100) < 0.5)
  }

  @Test func aTextFieldInALiftedCardKeepsItsBeamAndALabelLiftsTheCard() throws {
    let card = #"""
      {"stack":{"padding":20,"alignment":"leading","children":[{"stack":{"background":"systemGray6","cornerRadius":12,"padding":16,"spacing":8,
        "pointerInteraction":{"style":{"effect":"lift"}},
        "children":[{"text":{"string":"Caption"}},{"textField":{"text":"Log Cabin","width":200}}]}}]}}
      """#
    let plain = try tree(card, pointer: #"{"location":[1,1]}"#)
    let caption = try #require(plain.texts().first { $0.1.string == "Caption" }).0
    let field = try #require(plain.texts().first { $0.1.string == "Log Cabin" }).0
    let overCaption = try tree(card, pointer: "{\"location\":[\(caption.x + 5),\(caption.midY)]}")
    #expect(overCaption.nodes.contains { if case .radialGradient = $0.kind { true } else { false } }, "the card lifts")
    let overField = try tree(card, pointer: "{\"location\":[\(field.x + 20),\(field.midY)]}")
    #expect(!overField.nodes.contains { if case .radialGradient = $0.kind { true } else { false } })
    #expect(overField.fills().last?.0.width == 3, "the beam")
  }

  @Test func aGridRegionSnapsACustomShapeAndFadesTheBars() throws {
    let screen = #"""
      {"navigationController":{"navigationBar":{"navigationBar":{"title":"Quilt","appearance":"standard"}},
       "content":{"stack":{"padding":100,"pointerInteraction":{"regions":[
         {"identifier":"canvas","rect":{"x":10,"y":10,"width":200,"height":100},"gridSpacing":20,"barsAlpha":0,
          "style":{"shape":{"path":"M -1 -8 H 1 V 8 H -1 Z"}}},
         {"identifier":"top","rect":{"x":10,"y":10,"width":50,"height":50},"style":{"hidden":true}}]},
         "children":[]}}}}
      """#
    let t = try tree(screen, pointer: #"{"location":[143,127]}"#)
    // The content starts under the 74 pt bar: the region's grid runs from (10, 84).
    let path = try #require(t.nodes.last)
    guard case .path = path.kind else {
      Issue.record("no path pointer")
      return
    }
    #expect(abs(path.frame.midX - 150) < 0.5 && abs(path.frame.midY - 124) < 0.5, "\(path.frame)")
    #expect(t.dump().contains("group opacity 0\n"), "the bars faded")
    // Regions are back to front: the later one wins where they overlap.
    let hidden = try tree(screen, pointer: #"{"location":[30,100]}"#)
    #expect(!hidden.dump().contains("group opacity"), "no bar fade")
    #expect(circle(hidden) == nil && !hidden.nodes.contains { if case .path = $0.kind { true } else { false } })
  }

  @Test func aSheetsDimmingTakesThePointerFromTheScreenBehind() throws {
    let sheet = #"""
      {"sheet":{"presenting":\#(Self.bar),"content":{"spacer":{}},"detents":["medium"]}}
      """#
    let plain = try tree(sheet, pointer: #"{"location":[1,1]}"#, canvas: #""device":"iPad 11-inch""#)
    let plus = try #require(plain.symbols().first { $0.1.name == "plus" }).0
    let t = try tree(sheet, pointer: "{\"location\":[\(plus.midX),\(plus.midY)]}", canvas: #""device":"iPad 11-inch""#)
    #expect(circle(t) != nil, "no platter under the dimming")
    let bare = try tree(
      Self.bar, pointer: "{\"location\":[\(plus.midX),\(plus.midY)]}", canvas: #""device":"iPad 11-inch""#)
    #expect(circle(bare) == nil, "without the sheet, the same point highlights")
  }

  /// iPadOS 26: bar items sit on glass platters, and the highlight is a capsule concentric with
  /// its item's place on the platter, 4 pt inside it (an estimate): a 36 pt circle behind a
  /// symbol, a capsule behind a title, a 36 pt circle inside the back button's glass circle.
  @Test func onGlassTheHighlightIsACapsuleInsideTheItemsPlatter() throws {
    let canvas = #""width":600,"height":300,"scale":2,"idiom":"pad","systemVersion":"26""#
    let bar = #"""
      {"navigationBar":{"title":"Quilt","backStack":[{"title":"Projects"}],"rightBarButtonItems":[{"systemItem":"add"},{"title":"Revert"}]}}
      """#
    let plain = try tree(bar, pointer: #"{"location":[10,200]}"#, canvas: canvas)
    func platter(at p: Point, before index: (RenderTree) -> Int?) throws -> (Rect, Double) {
      let t = try tree(bar, pointer: "{\"location\":[\(p.x),\(p.y)]}", canvas: canvas)
      #expect(circle(t) == nil, "the pointer became the platter")
      let i = try #require(index(t))
      guard case .fill(_, let radius, _) = t.nodes[i - 2].kind else {
        Issue.record("no platter before the item: \(t.dump())")
        return (.zero, 0)
      }
      return (t.nodes[i - 2].frame, radius)
    }
    let plus = try #require(plain.symbols().first { $0.1.name == "plus" }).0
    let (symbol, symbolRadius) = try platter(at: Point(x: plus.midX, y: plus.midY)) { index($0, symbol: "plus") }
    #expect(symbol.width == 36 && symbol.height == 36 && symbolRadius == 18, "\(symbol)")
    #expect(abs(symbol.midX - plus.midX) < 0.5 && abs(symbol.midY - plus.midY) < 0.5)
    let revert = try #require(plain.texts().first { $0.1.string == "Revert" }).0
    let (title, titleRadius) = try platter(at: Point(x: revert.midX, y: revert.midY)) { t in
      t.nodes.firstIndex { if case .text(let r) = $0.kind { r.string == "Revert" } else { false } }
    }
    #expect(title.height == 36 && titleRadius == 18 && title.width > revert.width + 20, "\(title) around \(revert)")
    let chevron = try #require(plain.symbols().first { $0.1.name == "chevron.backward" }).0
    let (back, backRadius) = try platter(at: Point(x: chevron.midX, y: chevron.midY)) {
      index($0, symbol: "chevron.backward")
    }
    #expect(back.width == 36 && back.height == 36 && backRadius == 18, "\(back)")
  }

  @Test func aTransitionTravelsThenMorphsIntoThePlatter() throws {
    let plain = try tree(Self.bar, pointer: #"{"location":[10,200]}"#)
    let plus = try #require(plain.symbols().first { $0.1.name == "plus" }).0
    func at(_ progress: Double) throws -> RenderTree {
      try tree(
        Self.bar,
        pointer:
          "{\"transition\":{\"pointerFrom\":[100,200],\"pointerTo\":[\(plus.midX),\(plus.midY)],\"progress\":\(progress)}}"
      )
    }
    let start = try #require(circle(try at(0)))
    #expect(abs(start.0.midX - 100) < 0.5 && abs(start.0.midY - 200) < 0.5)
    let end = try at(1)
    let i = try #require(index(end, symbol: "plus"))
    #expect(end.nodes[i - 2].frame.width == 44)
    // Mid-morph: the shape is between the circle and the platter.
    let mid = try at(0.75)
    let j = try #require(index(mid, symbol: "plus"))
    let w = mid.nodes[j - 2].frame.width
    #expect(w > 19 && w < 44, "\(w)")
  }

  @Test func listRowsTakeThePointerByTheirAppearanceOrTheirInteraction() throws {
    func list(_ appearance: String, _ extra: String = "") throws -> RenderTree {
      try tree(
        #"{"list":{"appearance":"\#(appearance)","sections":[{"items":[{"content":{"text":"Row"}\#(extra)}]}]}}"#,
        pointer: #"{"location":[100,40]}"#)
    }
    #expect(circle(try list("insetGrouped")) != nil, "a plain row: no effect")
    let sidebar = try list("sidebar")
    #expect(circle(sidebar) == nil, "a sidebar row highlights")
    #expect(
      !sidebar.nodes.contains {
        if case .beginTransform(_, let dx, let dy) = $0.kind { dx != 0 || dy != 0 } else { false }
      }, "without drift")
    let hover = try list("insetGrouped", #","pointerInteraction":{"style":{"effect":"hover","tintMode":"overlay"}}"#)
    #expect(
      circle(hover) != nil
        && hover.nodes.contains { if case .beginTransform(let s, _, _) = $0.kind { s > 1 } else { false } })
  }

  @Test func aTransitionThatStaysOnItsTargetIsSettledFromTheStart() throws {
    let tile =
      #"{"stack":{"padding":40,"alignment":"leading","children":[{"stack":{"background":"systemOrange","cornerRadius":14,"padding":30,"pointerInteraction":{"style":{"effect":"lift"}},"children":[]}}]}}"#
    func scale(_ progress: Double) throws -> Double? {
      let t = try tree(
        tile, pointer: #"{"transition":{"pointerFrom":[50,50],"pointerTo":[90,90],"progress":\#(progress)}}"#)
      return t.nodes.compactMap { if case .beginTransform(let s, _, _) = $0.kind { s } else { nil } }.first
    }
    let settled = try #require(try scale(1))
    for p in [0.0, 0.004, 0.1, 0.5] { #expect(try scale(p) == settled, "progress \(p)") }
  }

  @Test func rightToLeftHitsTheMirroredItem() throws {
    let t = try tree(
      Self.bar, pointer: #"{"location":[40,22]}"#,
      canvas: #""width":600,"height":300,"scale":2,"idiom":"pad","layoutDirection":"rightToLeft""#)
    let plus = try #require(t.symbols().first { $0.1.name == "plus" }).0
    #expect(plus.midX < 60)
    #expect(circle(t) == nil, "the platter replaced the circle")
  }
}
