import Testing
import VellumLayout
import VellumModel

@testable import VellumCairo

/// The symbol catalogue draws every name it lists, forms differ from their bases, and weights
/// change the strokes (issue 27).
@Suite struct SymbolTests {
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
      return .success((try Renderer().renderImage(tree), index))
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
    // The centre of plus.circle.fill is the plus, knocked out to the paper; the circle around
    // it is ink. In plus.circle the centre is the plus's ink, the ring's inside paper.
    let filled = Self.pixels(image, index["plus.circle.fill"]!)
    let outlined = Self.pixels(image, index["plus.circle"]!)
    let centre = 16 * Self.cell + 16  // (16, 16): the middle of the 24 pt symbol at (4, 4)
    #expect(filled[centre] > 200, "the plus is knocked out")
    #expect(outlined[centre] < 60, "the plus is ink")
    let offPlus = 21 * Self.cell + 21  // inside the circle, off the plus
    #expect(filled[offPlus] < 60 && outlined[offPlus] > 200)
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
    let image = try Renderer().renderImage(tree)
    let column = (0..<image.height).map { image.pixels[($0 * image.width + 64) * 4] }
    let all = image.pixels.enumerated().filter { $0.offset % 4 == 0 }.reduce(0) { $0 + (255 - Int($1.element)) }
    return (column.filter { $0 < 128 }.count, all)
  }

  @Test func boldStrokesAreThickerThanRegularOnes() throws {
    let light = try Self.minusThickness(.light)
    let regular = try Self.minusThickness(.regular)
    let bold = try Self.minusThickness(.bold)
    let black = try Self.minusThickness(.black)
    // 48 pt at 2x: regular's 2 units are 8 px, bold's 2.95 units 11.8 px.
    #expect(abs(regular.thickness - 8) <= 1, "regular \(regular.thickness) px")
    #expect(abs(bold.thickness - 12) <= 1, "bold \(bold.thickness) px")
    #expect(
      light.thickness < regular.thickness && regular.thickness < bold.thickness && bold.thickness < black.thickness)
    #expect(Double(bold.ink) > Double(regular.ink) * 1.3, "ink \(regular.ink) → \(bold.ink)")
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
}
