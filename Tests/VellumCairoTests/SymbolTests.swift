import Foundation
import Testing
import VellumImage
import VellumLayout
import VellumModel

@testable import VellumCairo

/// The symbol catalogue draws every name it lists, forms differ from their bases, and weights
/// change the strokes (issue 27).
@Suite struct SymbolTests {
  /// A one-shot render reads the outlines of the symbols its document names while the fonts
  /// are set up (`SymbolLibrary.readOutlines`): paths and symbol files, not text.
  @Test func outlinesOfTheNamesGivenAreReadBeforePainting() throws {
    let recipe = try #require(SymbolCatalog.map["ev.charger"])
    let drawn = SymbolRecipe(base: .path("M2 3L21 22"))
    SymbolLibrary.readOutlines(of: [drawn, recipe, SymbolRecipe(base: .text("A"))])
    #expect(SymbolLibrary.outlines.withLock { $0[drawn.base, false] } != nil)
    #expect(SymbolLibrary.outlines.withLock { $0[recipe.base, recipe.isFilled && recipe.usesDesignedFill] } != nil)
    #expect(SymbolLibrary.outlines.withLock { $0[.text("A"), false] } == nil)
  }

  static let cell = 32
  static let columns = 64
  static let ink = Color(red: 0, green: 0, blue: 0)

  /// Every name drawn once, 24 pt in a 32 pt cell, at 1x: the image and each name's cell.
  static let sheet: Result<(RGBAImage, [String: Int]), RenderError> = {
    let names = SymbolCatalog.names
    var nodes: [RenderNode] = []
    var index: [String: Int] = [:]
    for (i, name) in names.enumerated() {
      index[name] = i
      let x = Double(i % columns * cell + 4)
      let y = Double(i / columns * cell + 4)
      let recipe = SymbolCatalog.map[name]!
      nodes.append(
        RenderNode(
          frame: Rect(x: x, y: y, width: 24, height: 24),
          kind: .symbol(Symbol(name: name, recipe: recipe, pointSize: 24, color: ink))))
    }
    let rows = (names.count + columns - 1) / columns
    let tree = RenderTree(
      size: Size(width: Double(columns * cell), height: Double(rows * cell)), scale: 1,
      background: Color(red: 1, green: 1, blue: 1), layoutDirection: .leftToRight, nodes: nodes)
    do {
      return .success((try Renderer().renderImage(tree.resolved()), index))
    } catch let e as RenderError { return .failure(e) } catch { return .failure(.internal("\(error)")) }
  }()

  /// The cell's pixels (red channel: 255 paper, 0 ink).
  static func pixels(_ image: RGBAImage, _ i: Int) -> [UInt8] {
    let x0 = i % columns * cell
    let y0 = i / columns * cell
    var out: [UInt8] = []
    for y in y0..<(y0 + cell) {
      for x in x0..<(x0 + cell) { out.append(image.pixels[(y * image.width + x) * 4]) }
    }
    return out
  }

  @Test func theCatalogueHasTheNamesPeopleUse() {
    #expect(SymbolCatalog.names.count >= 1500, "\(SymbolCatalog.names.count) names")
    let everyday = [
      "circle.fill", "house.fill", "person.circle", "photo.fill", "sun.max.fill", "play.circle.fill", "moon.fill",
      "hourglass", "bell.badge.fill", "antenna.radiowaves.left.and.right", "0.circle.fill", "50.circle",
      "a.square.fill", "z.square", "square.and.pencil", "ellipsis.circle", "line.3.horizontal.decrease.circle",
      "bell.badge", "chevron.backward", "xmark.circle.fill", "checkmark", "magnifyingglass", "trash.slash",
      "folder.badge.minus", "person.crop.circle.badge.checkmark",
    ]
    for name in everyday { #expect(SymbolCatalog.map[name] != nil, "\(name) is missing") }
  }

  @Test func everyNameDrawsInkAndEveryFormDiffersFromItsBase() throws {
    let (image, index) = try Self.sheet.get()
    var empty: [String] = []
    var sameAsBase: [String] = []
    for name in SymbolCatalog.names {
      let own = Self.pixels(image, index[name]!)
      if own.allSatisfy({ $0 == 255 }) { empty.append(name) }
      // A composed form (`x.fill`, `x.circle`, `x.slash`, `x.badge.plus`, …) is not its base.
      for suffix in [
        ".fill", ".circle", ".square", ".slash", ".badge.plus", ".badge.minus", ".badge.checkmark", ".badge",
      ]
      where name.hasSuffix(suffix) {
        let base = String(name.dropLast(suffix.count))
        if let b = index[base], Self.pixels(image, b) == own { sameAsBase.append(name) }
      }
    }
    #expect(empty.isEmpty, "draw nothing: \(empty)")
    #expect(sameAsBase.isEmpty, "draw the same as their base: \(sameAsBase)")
  }

  @Test func aFilledEnclosureKnocksTheBaseOut() throws {
    let (image, index) = try Self.sheet.get()
    // The centre of a composed heart.circle.fill is the heart, knocked out to the paper; the
    // circle around it is ink. In heart.circle the heart's inside is paper, and so is the ring's.
    let filled = Self.pixels(image, index["heart.circle.fill"]!)
    let outlined = Self.pixels(image, index["heart.circle"]!)
    let centre = 16 * Self.cell + 16  // (16, 16): the middle of the 24 pt symbol at (4, 4)
    #expect(filled[centre] > 200, "the heart is knocked out")
    let offHeart = 21 * Self.cell + 21  // inside the circle, off the heart
    #expect(filled[offHeart] < 60 && outlined[offHeart] > 200)
  }

  /// Dark pixels down the middle column of a `minus` drawn at `weight`, 48 pt at 2x.
  static func minusThickness(_ weight: FontWeight) throws -> (thickness: Int, ink: Int) {
    let tree = RenderTree(
      size: Size(width: 64, height: 64), scale: 2, background: Color(red: 1, green: 1, blue: 1),
      layoutDirection: .leftToRight,
      nodes: [
        RenderNode(
          frame: Rect(x: 8, y: 8, width: 48, height: 48),
          kind: .symbol(
            Symbol(
              name: "minus", recipe: SymbolCatalog.map["minus"]!, pointSize: 48, weight: weight, color: ink)))
      ])
    let image = try Renderer().renderImage(tree.resolved())
    let column = (0..<image.height).map { image.pixels[($0 * image.width + 64) * 4] }
    let all = image.pixels.enumerated().filter { $0.offset % 4 == 0 }.reduce(0) { $0 + (255 - Int($1.element)) }
    return (column.filter { $0 < 128 }.count, all)
  }

  @Test func boldStrokesAreThickerThanRegularOnes() throws {
    let light = try Self.minusThickness(.light)
    let regular = try Self.minusThickness(.regular)
    let bold = try Self.minusThickness(.bold)
    let black = try Self.minusThickness(.black)
    // 48 pt at 2x: a grid unit is 4 px.
    #expect(abs(Double(regular.thickness) - FontWeight.regular.symbolStrokeWidth * 4) <= 1, "regular \(regular) px")
    #expect(abs(Double(bold.thickness) - FontWeight.bold.symbolStrokeWidth * 4) <= 1, "bold \(bold) px")
    #expect(
      light.thickness < regular.thickness && regular.thickness < bold.thickness && bold.thickness < black.thickness)
    #expect(Double(bold.ink) > Double(regular.ink) * 1.3, "ink \(regular.ink) → \(bold.ink)")
  }

  /// A symbol's stroke is the stem of the text beside it: each weight's width is the vertical
  /// stem of "l" in the face that weight draws, at 17 pt (whose symbols have a 24 pt em).
  @Test(arguments: FontWeight.allCases)
  func aStrokeIsTheStemOfTheTextAtItsWeight(_ weight: FontWeight) throws {
    let json =
      ##"{"vellum":1,"canvas":{"width":40,"height":40,"scale":3,"background":"#FFFFFF"},"##
      + ##""root":{"text":{"string":"l","color":"#000000","font":{"size":17,"weight":""## + weight.rawValue
      + ##""}}}}"##
    let renderer = try Renderer()
    let image = try renderer.renderImage(renderer.layout(DocumentDecoder.decode(Array(json.utf8))))
    let rows = (0..<image.height).filter { y in
      (0..<image.width).contains { image.pixels[(y * image.width + $0) * 4] < 128 }
    }
    let y = try #require(rows.first) + rows.count / 2
    // Ink across the stem's middle row, pixel coverage summed: its width in pixels.
    let ink = (0..<image.width).reduce(0.0) { $0 + Double(255 - Int(image.pixels[(y * image.width + $1) * 4])) / 255 }
    #expect(abs(ink / 3 - weight.symbolStrokeWidth) <= 0.1, "\(weight): the stem is \(ink / 3) pt")
  }

  @Test func svgPathDataParsesEveryCommand() throws {
    let ops = try SymbolOutline.pathOps(
      "M2 2h4v4H2zm10 0l2 2-2 2c1 1 2 1 3 0s1-2 0-3q1-1 2 0t1 1a2 2 0 0 1 2 2A1 1 0 1 0 20 20")
    #expect(ops.first == .move(2, 2))
    #expect(ops.contains(.close))
    #expect(ops.count > 12)
    #expect(throws: SymbolOutline.ParseError.self) { try SymbolOutline.pathOps("2 2 L 3") }
    let outline = try SymbolOutline(
      svg:
        #"<svg viewBox="0 0 48 48"><path stroke="none" d="M0 0h48v48H0z" fill="none"/><circle cx="24" cy="24" r="10"/><rect x="1" y="2" width="3" height="4" rx="1"/></svg>"#
    )
    #expect(outline.shapes.count == 2)
    #expect(outline.viewBox == (0, 0, 48, 48))
    #expect(throws: SymbolOutline.ParseError.self) { try SymbolOutline(svg: "<svg></svg>") }
  }

  // MARK: Custom symbols

  /// A folder holding a custom symbol's SVG, for the renderer to read.
  static func customSymbolFolder(_ svg: String) throws -> String {
    let dir = NSTemporaryDirectory() + "vellum-custom-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try svg.write(toFile: dir + "/s.svg", atomically: true, encoding: .utf8)
    return dir
  }

  /// A custom symbol drawn 48 pt at 2x on white: the image's red channel.
  static func customSymbol(
    _ dir: String, weight: FontWeight = .regular, mode: SymbolRenderingMode = .monochrome, palette: [Color] = []
  ) throws -> RGBAImage {
    let tree = RenderTree(
      size: Size(width: 64, height: 64), scale: 2, background: Color(red: 1, green: 1, blue: 1),
      layoutDirection: .leftToRight,
      nodes: [
        RenderNode(
          frame: Rect(x: 8, y: 8, width: 48, height: 48),
          kind: .symbol(
            Symbol(
              name: "s.svg", recipe: SymbolRecipe(base: .file("s.svg")), pointSize: 48, weight: weight,
              color: Color(red: 0, green: 0, blue: 0), renderingMode: mode, paletteColors: palette)))
      ])
    return try Renderer().renderImage(tree.resolved(baseDirectory: dir), baseDirectory: dir)
  }

  @Test func aStrokedCustomSymbolIsWeightedLikeASystemOne() throws {
    // A horizontal line across a 12-unit box, stroked 1 unit: 2 units on the grid, as Lucide's.
    let dir = try Self.customSymbolFolder(
      #"<svg viewBox="0 0 12 12" fill="none" stroke="black" stroke-width="1"><path d="M2 6h8"/></svg>"#)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    func thickness(_ w: FontWeight) throws -> Int {
      let image = try Self.customSymbol(dir, weight: w)
      return (0..<image.height).filter { image.pixels[($0 * image.width + 64) * 4] < 128 }.count
    }
    let regular = try thickness(.regular)
    let bold = try thickness(.bold)
    // As the system minus: a 2-unit stroke is the weight's width, 4 px a unit at 48 pt, 2x.
    #expect(abs(Double(regular) - FontWeight.regular.symbolStrokeWidth * 4) <= 1, "regular \(regular) px")
    #expect(abs(Double(bold) - FontWeight.bold.symbolStrokeWidth * 4) <= 1, "bold \(bold) px")
  }

  @Test func aTemplatesLayersTakeTheirRenderingModesColours() throws {
    // Regular-M: a square at the left in the secondary layer, one at the right in the primary.
    let dir = try Self.customSymbolFolder(
      """
      <svg width="400" height="300"><g id="Guides">
      <line id="Baseline-M" x1="0" x2="400" y1="200" y2="200"/><line id="Capline-M" x1="0" x2="400" y1="129.541" y2="129.541"/>
      </g><g id="Symbols"><g id="Regular-M" transform="matrix(1 0 0 1 100 200)">
      <path class="hierarchical-0:secondary" d="M0 -80h40v60H0z"/>
      <path class="hierarchical-1:primary" d="M60 -80h40v60H60z"/>
      </g><g id="Black-M" transform="matrix(1 0 0 1 100 200)"><path d="M0 -100h100v100H0z"/></g></g></svg>
      """)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    func at(_ image: RGBAImage, _ x: Int) -> [UInt8] {
      let i = (64 * image.width + x) * 4
      return Array(image.pixels[i..<i + 3])
    }
    // 100 units at 100 pt are 17/24 of the 48 pt em: 34 pt, 68 px; the squares' middles are
    // 27 units either side of the centre: 18.4 px.
    let mono = try Self.customSymbol(dir)
    #expect(at(mono, 64 - 18) == [0, 0, 0] && at(mono, 64 + 18) == [0, 0, 0])
    #expect(at(mono, 64) == [255, 255, 255], "the gap between the squares")
    let hierarchical = try Self.customSymbol(dir, mode: .hierarchical)
    #expect(at(hierarchical, 64 + 18) == [0, 0, 0])
    #expect(
      abs(Int(at(hierarchical, 64 - 18)[0]) - 128) <= 2, "the secondary layer at half: \(at(hierarchical, 64 - 18))")
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    let palette = try Self.customSymbol(dir, mode: .palette, palette: [red, blue])
    #expect(at(palette, 64 + 18) == [255, 0, 0] && at(palette, 64 - 18) == [0, 0, 255])
    // Black picks the Black-M variant: one square over the middle.
    let black = try Self.customSymbol(dir, weight: .black)
    #expect(at(black, 64) == [0, 0, 0])
  }

  // MARK: Cells

  /// A bold or semibold cell text makes its symbol's strokes heavier, as UIKit configures a
  /// cell's symbol from its text's font; `preferredSymbolConfiguration` says otherwise.
  @Test func aBoldCellsSymbolStrokesAreThickerThanARegularOnes() throws {
    let json = #"""
      {"vellum": 1, "canvas": {"width": 200, "scale": 3}, "root": {"list": {"appearance": "plain", "sections": [
        {"items": [
          {"content": {"text": "Regular", "image": {"systemName": "minus"}}},
          {"content": {"text": "Bold", "image": {"systemName": "minus"},
                       "textProperties": {"font": {"textStyle": "body", "weight": "bold"}}}},
          {"content": {"text": "Bold, configured light", "image": {"systemName": "minus"},
                       "textProperties": {"font": {"textStyle": "body", "weight": "bold"}},
                       "imageProperties": {"preferredSymbolConfiguration": {"weight": "light"}}}}]}]}}}
      """#
    let renderer = try Renderer()
    let tree = try renderer.layout(DocumentDecoder.decode(Array(json.utf8)))
    let symbols = tree.nodes.compactMap { n -> (Rect, Symbol)? in
      if case .symbolDrawing(let d) = n.kind { (n.frame, d.symbol) } else { nil }
    }
    try #require(symbols.count == 3)
    #expect(symbols.map(\.1.weight) == [.regular, .bold, .light])
    let image = try renderer.renderImage(tree)
    // The minus's thickness down the middle of its box: its stroke at the weight's width.
    func thickness(_ frame: Rect) -> Int {
      let x = Int(frame.midX * 3)
      return (Int(frame.y * 3)..<Int(frame.maxY * 3)).filter { y in
        let i = (y * image.width + x) * 4
        return image.pixels[i] < 128  // the tint's red is 0; the paper's 255
      }.count
    }
    let (regular, bold, light) = (thickness(symbols[0].0), thickness(symbols[1].0), thickness(symbols[2].0))
    // A 24 pt em at 3x: 3 px a unit.
    #expect(abs(Double(regular) - FontWeight.regular.symbolStrokeWidth * 3) <= 1, "regular \(regular) px")
    #expect(abs(Double(bold) - FontWeight.bold.symbolStrokeWidth * 3) <= 1, "bold \(bold) px")
    #expect(abs(Double(light) - FontWeight.light.symbolStrokeWidth * 3) <= 1, "light \(light) px")
    #expect(bold > regular && light <= regular, "regular \(regular), bold \(bold), light \(light) px")
  }

  // MARK: Fill forms

  /// `name` drawn 96 pt (4 px a grid unit) in black on white: the red channel at grid point (x, y).
  static func filledInk(_ name: String) throws -> (Double, Double) -> UInt8 {
    let tree = RenderTree(
      size: Size(width: 96, height: 96), scale: 1, background: Color(red: 1, green: 1, blue: 1),
      layoutDirection: .leftToRight,
      nodes: [
        RenderNode(
          frame: Rect(x: 0, y: 0, width: 96, height: 96),
          kind: .symbol(Symbol(name: name, recipe: SymbolCatalog.map[name]!, pointSize: 96, color: ink)))
      ])
    let image = try Renderer().renderImage(tree.resolved())
    return { x, y in image.pixels[(Int(y * 4) * image.width + Int(x * 4)) * 4] }
  }

  @Test func aSlashFillIsTheDesignedOneOrTheFillSlashed() throws {
    // Phosphor draws some slashed icons whole (bell-slash), fill included.
    let bell = try #require(SymbolCatalog.map["bell.slash.fill"])
    #expect(bell.base == .phosphor("bell-slash") && bell.isFilled && !bell.hasSlash)
    // Where it has none, the slash is composed over the .fill form.
    var expected = try #require(SymbolCatalog.map["heart.fill"])
    expected.hasSlash = true
    #expect(SymbolCatalog.map["heart.slash.fill"] == expected)
    // The heart's body is ink at its right lobe, off the slash; the slash's gap is paper.
    let heart = try Self.filledInk("heart.slash.fill")
    #expect(heart(17, 8) < 60)
  }

  @Test func aDesignedFillIsFilledAsDrawn() throws {
    // house.fill: Phosphor's designed fill, the door cut out of the body.
    let house = try Self.filledInk("house.fill")
    #expect(house(7, 16) < 60, "the wall")
    #expect(house(12, 18) > 200, "the door")
    #expect(try Self.filledInk("house")(7, 16) > 200, "the outline's inside is paper")
  }

}
