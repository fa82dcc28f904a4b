import Testing
import VellumModel

@testable import VellumLayout

/// Layout resolves every symbol into layers (`SymbolDrawing`): the painter is given paths with
/// their colours and transforms, and the tree dump lists them.
@Suite struct SymbolResolutionTests {
  /// The regular weight's stroke width.
  static let w = FontWeight.regular.symbolStrokeWidth

  /// Fixed-advance text and one outline for every base: a closed square with a smaller square
  /// inside it (a body and an inner detail), both stroked, or solid for a designed fill; or a
  /// failure for the base named `missing`.
  struct Outlines: LayoutResources {
    var text = FixedAdvanceMeasurer()
    func measure(_ request: TextRequest) -> TextMeasurement { text.measure(request) }
    func imagePixelSize(_ path: String) -> Size? { nil }
    func symbolOutline(_ base: SymbolRecipe.Base, filled: Bool, weight: FontWeight, scale: SymbolScale)
      -> Result<SymbolOutline?, SymbolOutlineFailure>
    {
      if case .file("missing.svg") = base { return .failure(SymbolOutlineFailure(path: "missing.svg", reason: "gone")) }
      if case .text = base { return .success(nil) }
      let square = { (a: Double, b: Double) in
        SymbolOutline.Shape(
          ops: [.move(a, a), .line(b, a), .line(b, b), .line(a, b), .close], isClosed: true, isSolid: filled,
          isStroked: !filled)
      }
      return .success(SymbolOutline(shapes: [square(3, 21), square(9, 15)]))
    }
  }

  static func drawings(_ image: String) throws -> (RenderTree, [SymbolDrawing]) {
    let json = #"{"vellum":1,"canvas":{"width":100,"height":100},"root":{"image":"# + image + "}}"
    let document = try DocumentDecoder.decode(Array(json.utf8), symbolFileProblem: { _ in nil })
    let tree = LayoutEngine.layout(document, resources: Outlines())
    let drawings = tree.nodes.compactMap { if case .symbolDrawing(let d) = $0.kind { d } else { nil } }
    #expect(!tree.nodes.contains { if case .symbol = $0.kind { true } else { false } }, "an unresolved symbol")
    return (tree, drawings)
  }

  @Test func aDesignedFillIsDrawnAsDesigned() throws {
    // Phosphor's fill: its solid shapes filled, nothing cleared or guessed.
    let (_, drawings) = try Self.drawings(##"{"systemName":"star.fill","tintColor":"#FF0000"}"##)
    let d = try #require(drawings.first)
    #expect(d.layers.count == 2 && d.layers.allSatisfy { $0.fills && !$0.strokes && $0.color?.red == 1 })
    #expect(!d.knocksOut)
    // Bold grows the solid shapes by a stroke of the difference from regular.
    let (_, bold) = try Self.drawings(##"{"systemName":"star.fill","weight":"bold"}"##)
    let grown = try #require(bold.first).layers
    #expect(grown.allSatisfy { $0.fills && $0.strokes })
    let expected = FontWeight.bold.symbolStrokeWidth - Self.w
    #expect(grown.allSatisfy { abs($0.lineWidth - expected) < 1e-9 })
  }

  @Test func aGuessedFillFillsItsBodyAndClearsItsInnerDetail() throws {
    // A Lucide outline has no designed fill: FillGuess fills the body and clears the detail.
    let (_, drawings) = try Self.drawings(##"{"systemName":"quote.bubble.fill","tintColor":"#FF0000"}"##)
    let d = try #require(drawings.first)
    let red = Color(red: 1, green: 0, blue: 0)
    #expect(d.layers.map(\.color) == [red, nil])
    #expect(d.layers.allSatisfy { $0.fills && $0.strokes && $0.lineWidth == Self.w })
    #expect(d.knocksOut)
  }

  @Test func aFilledEnclosureIsFilledWithTheBaseClearedAndInHierarchicalDrawnAgainInThePrimary() throws {
    let (_, mono) = try Self.drawings(##"{"systemName":"location.north.circle.fill","tintColor":"#0000FF"}"##)
    let layers = try #require(mono.first).layers
    let blue = Color(red: 0, green: 0, blue: 1)
    #expect(layers.first?.geometry == .circle(x: 12, y: 12, radius: 10 + Self.w / 2))
    #expect(layers.first?.color == blue)
    // The base, scaled into the circle, clears; its detail keeps the enclosure's colour.
    #expect(layers.dropFirst().map(\.color) == [nil, blue])
    #expect(layers[1].steps == [.translate(12, 12), .scale(0.56, 0.56), .translate(-12, -12)])
    let (_, hierarchical) = try Self.drawings(
      ##"{"systemName":"location.north.circle.fill","tintColor":"#0000FF","renderingMode":"hierarchical"}"##)
    let h = try #require(hierarchical.first).layers
    #expect(h.first?.color == blue.fading(0.5))
    #expect(h.last?.color == nil && h.contains { $0.color == blue })
  }

  @Test func turnsSlashesAndBadgesAreLayersToo() throws {
    let (_, d) = try Self.drawings(##"{"systemName":"antenna.radiowaves.left.and.right.slash"}"##)
    let layers = try #require(d.first).layers
    // The slash's gap clears three widths, then the slash is drawn.
    #expect(layers.suffix(2).map(\.color?.alpha) == [nil, 1])
    #expect(layers.suffix(2).map(\.lineWidth) == [Self.w * 3, Self.w])
    let (_, badged) = try Self.drawings(##"{"systemName":"person.badge.plus"}"##)
    #expect(
      try #require(badged.first).layers.contains {
        guard case .circle(18.5, 18.5, let r) = $0.geometry else { return false }
        return abs(r - (4.5 + Self.w * 0.9)) < 1e-9 && $0.color == nil
      })
  }

  @Test func anIndexSymbolIsALabelLayer() throws {
    let (_, d) = try Self.drawings(##"{"systemName":"7.circle","weight":"bold"}"##)
    #expect(try #require(d.first).layers.last?.geometry == .label("7", size: 21, weight: .heavy))
  }

  @Test func anOutlineThatCannotBeReadIsCarriedToThePainterToReport() throws {
    let (tree, d) = try Self.drawings(##"{"symbolFile":"missing.svg"}"##)
    #expect(d.first?.failure == SymbolOutlineFailure(path: "missing.svg", reason: "gone"))
    #expect(tree.dump().contains(#"unreadable "missing.svg""#))
  }

  @Test func theDumpListsEveryLayerSoAChangedDrawingShowsInATreeDiff() throws {
    let (tree, _) = try Self.drawings(##"{"systemName":"location.north.circle.fill","tintColor":"#0000FF"}"##)
    let lines = tree.dump().split(separator: "\n").filter { $0.hasPrefix("  layer ") }
    #expect(lines.count == 3)
    #expect(lines.first == "  layer fill #0000FF circle 12,12 radius \(num(10 + Self.w / 2))")
    // The base scaled into the circle, its stroke widened as much as it is scaled down.
    #expect(
      lines[1].hasPrefix(
        "  layer fill+stroke width \(num(Self.w / 0.56)) clear translate 12,12 scale 0.56,0.56 translate -12,-12 path 5 "
      ))
    // Any coordinate of a path changes its digest.
    var moved = tree
    for i in moved.nodes.indices {
      guard case .symbolDrawing(var d) = moved.nodes[i].kind else { continue }
      d.layers[1].geometry = .path([.move(3, 3.001), .line(21, 3), .line(21, 21), .line(3, 21), .close])
      moved.nodes[i].kind = .symbolDrawing(d)
    }
    #expect(moved.dump() != tree.dump())
  }

  // MARK: The fill guessed for outlines without a designed one (Lucide's)

  static func open(_ ops: [SymbolOutline.Op]) -> SymbolOutline.Shape {
    SymbolOutline.Shape(ops: ops, isClosed: false, isSolid: false)
  }

  @Test func theBodyIsTheLargestShapeAndWhatLiesWithinItIsAnInnerDetail() {
    let body = SymbolOutline.Shape(
      ops: [.move(2, 2), .line(22, 2), .line(22, 22), .line(2, 22), .close], isClosed: true, isSolid: false)
    let dot = SymbolOutline.Shape(
      ops: [.move(10, 10), .line(14, 10), .line(14, 14), .line(10, 14), .close], isClosed: true, isSolid: false)
    let guess = FillGuess([dot, body])
    #expect(guess.body == 1 && guess.inner == [0])
    #expect(guess.fills(0) && guess.fills(1))
  }

  @Test func anOpenHalfShapeBesideTheBodyFillsAndAShallowArcStaysAStroke() {
    let body = SymbolOutline.Shape(
      ops: [.move(2, 8), .line(14, 8), .line(14, 22), .line(2, 22), .close], isClosed: true, isSolid: false)
    // A half circle (a second figure's head) beside the body bulges half its chord.
    let head = Self.open([.move(16, 8), .curve(16, 2, 22, 2, 22, 8)])
    // A sound wave bulges about a fifth of its chord.
    let wave = Self.open([.move(18, 10), .curve(20, 12, 20, 16, 18, 18)])
    let guess = FillGuess([body, head, wave])
    #expect(FillGuess.bulge(head) >= 0.35 && FillGuess.bulge(wave) < 0.35)
    #expect(guess.fills(1) && !guess.fills(2))
  }

  @Test func anOpenStrokeRunningIntoTheBodyIsCutFromItByAGap() throws {
    let cloud = SymbolOutline.Shape(
      ops: [.move(2, 4), .line(22, 4), .line(22, 16), .line(2, 16), .close], isClosed: true, isSolid: false)
    let rain = Self.open([.move(12, 12), .line(10, 22)])
    let guess = FillGuess([cloud, rain])
    #expect(guess.crossing == [1])
    // Drawn filled: the rain clears a gap 1.6 units either side of it, then is drawn.
    var recipe = SymbolRecipe(base: .outline("cloud-rain"))
    recipe.isFilled = true
    let symbol = Symbol(name: "cloud.rain.fill", recipe: recipe, pointSize: 24, color: Color(red: 0, green: 0, blue: 0))
    let layers = SymbolResolver.layers(symbol, SymbolOutline(shapes: [cloud, rain]))
    let gap = try #require(layers.first { $0.color == nil })
    #expect(abs(gap.lineWidth - (Self.w + 3.2)) < 1e-9)
    #expect(layers.last?.geometry == .path(rain.ops) && layers.last?.color != nil)
  }
}
