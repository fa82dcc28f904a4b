import Testing

@testable import VellumLayout

/// Control geometry from the spec (controls-sheets-bars.md §1–§9), with the fake measurer.
@Suite struct ControlLayoutTests {
  /// Lays out one control at the origin of a 390 pt canvas (scale 3), optionally with extra canvas keys.
  func control(_ body: String, canvas: String = "") throws -> RenderTree {
    try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":390,"scale":3\#(canvas)},"root":{"stack":{"alignment":"leading","children":[\#(body)]}}}"#
    )
  }

  @Test func aSwitchIs51By31WithA27PointThumbInsetTwo() throws {
    let on = try control(#"{"switch":{"isOn":true}}"#)
    #expect(on.size.height == 31)
    let fills = on.fills()
    #expect(fills.first?.0 == Rect(x: 0, y: 0, width: 51, height: 31))
    #expect(fills.first?.1.description == "#34C759", "systemGreen when on")
    // The thumb is the last fill: 27 pt, 2 pt inside the trailing end when on, the leading end when off.
    #expect(fills.last?.0 == Rect(x: 22, y: 2, width: 27, height: 27))
    let off = try control(#"{"switch":{}}"#)
    #expect(off.fills().last?.0 == Rect(x: 2, y: 2, width: 27, height: 27))
  }

  @Test func aSegmentedControlIs32TallWithAThumbInsetTwoAndDividersAwayFromIt() throws {
    let tree = try control(
      #"{"segmentedControl":{"segments":[{"title":"One"},{"title":"Two"},{"title":"Three"}],"selectedSegmentIndex":0,"width":300}}"#
    )
    let fills = tree.fills()
    #expect(fills[0].0 == Rect(x: 0, y: 0, width: 300, height: 32))
    // Thumb: the first 100 pt segment inset 2 on every side.
    #expect(fills.contains { $0.0 == Rect(x: 2, y: 2, width: 96, height: 28) })
    // One divider, between the second and third segments (none beside the selection), 1 × 20.
    let dividers = fills.filter { $0.0.width == 1 }
    let divider = try #require(dividers.first, "no divider")
    #expect(dividers.count == 1, "\(dividers.map(\.0))")
    #expect(divider.0.height == 20 && divider.0.y == 6 && abs(divider.0.midX - 200) < 0.5, "\(divider.0)")
    // The thumb's two shadows are clipped to the rounded track: nothing shows outside the control.
    let shadows = tree.nodes.filter { if case .shadow = $0.kind { true } else { false } }
    #expect(shadows.count == 2)
    #expect(
      shadows.allSatisfy {
        $0.clip == Clip(rect: Rect(x: 0, y: 0, width: 300, height: 32), cornerRadius: 8, corners: .all)
      })
  }

  @Test func aStepperIs94By32AndDisablesTheButtonAtALimit() throws {
    let tree = try control(#"{"stepper":{"value":0}}"#)
    #expect(tree.fills().first?.0 == Rect(x: 0, y: 0, width: 94, height: 32))
    let symbols = tree.symbols()
    #expect(symbols.map(\.1.name) == ["minus", "plus"])
    // At the minimum the minus greys (tertiaryLabel); plus stays label.
    #expect(symbols[0].1.color.description == "#3C3C434C")
    #expect(symbols[1].1.color.description == "#000000")
  }

  @Test func aSliderHasA4PointTrackAndA28PointThumbTravelling14InsideTheEnds() throws {
    for (value, centre) in [(0.0, 14.0), (1.0, 376.0), (0.5, 195.0)] {
      let tree = try control(#"{"slider":{"value":\#(value)}}"#)
      let fills = tree.fills()
      #expect(fills[0].0.height == 4 && fills[0].0.width == 390, "track")
      let thumb = try #require(fills.last)
      #expect(thumb.0.width == 28 && thumb.0.height == 28)
      #expect(abs(thumb.0.midX - centre) < 0.34, "value \(value): thumb centre \(thumb.0.midX)")
    }
  }

  @Test func aSliderFillsFromTheRightInRightToLeft() throws {
    let tree = try control(#"{"slider":{"value":0.25}}"#, canvas: #","layoutDirection":"rightToLeft""#)
    let fills = tree.fills()
    // The minimum track (the second fill) ends at the trailing edge: x 390.
    #expect(fills[1].0.maxX == 390 && fills[1].0.x > 250)
  }

  @Test func progressViewsAre4PointsOr2AndAHalfForBar() throws {
    let tree = try control(#"{"progressView":{"progress":0.01}}"#)
    #expect(tree.fills().map(\.0.height) == [4, 4])
    #expect(tree.fills()[1].0.width == 8, "a started bar shows at least 8 pt")
    let bar = try control(#"{"progressView":{"progress":0.5,"progressViewStyle":"bar"}}"#)
    #expect(abs(bar.fills()[0].0.height - 8.0 / 3) < 1e-9, "2.5 pt snapped to whole pixels at 3x")
  }

  @Test func activityIndicatorsHaveEightSpokesIn20Or37PointBoxes() throws {
    for (style, size) in [("medium", 20.0), ("large", 37.0)] {
      let tree = try control(#"{"activityIndicator":{"style":"\#(style)"}}"#)
      let spokes = tree.nodes.filter { if case .path = $0.kind { true } else { false } }
      #expect(spokes.count == 8)
      #expect(spokes.allSatisfy { abs($0.frame.width - size) < 0.34 })
    }
    let hidden = try control(#"{"activityIndicator":{"isAnimating":false}}"#)
    #expect(hidden.nodes.isEmpty, "a stopped indicator hides")
  }

  @Test func pageControlDotsAre7PointsOnA16PointPitchAndShrinkAtTheEnds() throws {
    let five = try control(#"{"pageControl":{"numberOfPages":5,"currentPage":1}}"#)
    let dots = five.fills().dropFirst(0).filter { $0.0.width == 7 }
    #expect(dots.count == 5)
    #expect(zip(dots, dots.dropFirst()).allSatisfy { abs($1.0.x - $0.0.x - 16) < 0.34 })
    let many = try control(#"{"pageControl":{"numberOfPages":40,"currentPage":20}}"#)
    let shown = many.fills()
    #expect(shown.count < 40 && shown.allSatisfy { $0.0.x >= 0 && $0.0.maxX <= 390 }, "limited to the width")
    #expect(shown.first.map { $0.0.width < 7 } == true, "the end dot shrinks")
  }

  @Test func buttonsFollowTheirSizeAndDisabledControlsAreDimmedAsAGroup() throws {
    let medium = try control(#"{"button":{"style":"filled","title":"Go"}}"#)
    // Medium: 7 pt above and below a 20.4 pt line (fake measurer: 1.2 em), 12 pt beside the title.
    #expect(abs(medium.fills()[0].0.height - 103.0 / 3) < 1e-9)
    #expect(medium.fills()[0].0.width == 41)
    let off = try control(#"{"switch":{"isEnabled":false}}"#)
    let drawn = off.nodes.filter { !$0.isAccessibilityElement }
    guard case .beginGroup(let opacity) = drawn.first?.kind, case .endGroup = drawn.last?.kind else {
      Issue.record("no group around a disabled switch: \(off.dump())")
      return
    }
    #expect(opacity == 0.5)
  }

  @Test func aMacCanvasDrawsCheckboxesAndSmallerSwitches() throws {
    let mac = try control(#"{"switch":{"isOn":true,"title":"Remember"}}"#, canvas: #","idiom":"mac""#)
    #expect(mac.fills().first?.0 == Rect(x: 0, y: 1, width: 14, height: 14))
    #expect(mac.nodes.contains { if case .path = $0.kind { true } else { false } }, "the check")
    let sliding = try control(#"{"switch":{"preferredStyle":"sliding"}}"#, canvas: #","idiom":"mac""#)
    #expect(sliding.fills().first?.0.size == Size(width: 38, height: 22))
  }

  @Test func controlsSitInListRowsAsTrailingAccessories() throws {
    let tree = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":390,"scale":3},"root":{"list":{"appearance":"insetGrouped","sections":[{"items":[{"content":{"text":"Wi-Fi"},"accessories":[{"switch":{"isOn":true}}]}]}]}}}"#
    )
    // The switch's track ends at the row's trailing margin (card 20…370, margin 20) and is centred in the 44 pt row.
    let track = try #require(tree.fills().first { $0.0.width == 51 })
    #expect(track.0 == Rect(x: 299, y: 41.333, width: 51, height: 31) || abs(track.0.maxX - 350) < 0.34)
    #expect(abs(track.0.midY - 57) < 0.34)
  }

  @Test func aRefreshControlPullsTheListDown() throws {
    let plain = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":390,"scale":3},"root":{"list":{"sections":[{"items":[{"content":{"text":"A"}}]}]}}}"#
    )
    let pulled = try layout(
      #"{"vellum":1,"canvas":{"systemVersion":"18","width":390,"scale":3},"root":{"list":{"refreshControl":{"isRefreshing":true},"sections":[{"items":[{"content":{"text":"A"}}]}]}}}"#
    )
    #expect(pulled.size.height == plain.size.height + 60)
    #expect(pulled.nodes.filter { if case .path = $0.kind { true } else { false } }.count == 8)
  }
}
