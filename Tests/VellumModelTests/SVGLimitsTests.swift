import Testing

@testable import VellumModel

/// A custom symbol's SVG is input like the document: every number finite, every arc computable,
/// nesting and path segments bounded, and each refusal names the line of the element.
@Suite struct SVGLimitsTests {
  typealias ParseError = SymbolOutline.ParseError

  /// The error `svg` is refused with.
  static func refusal(_ svg: String) -> ParseError? {
    do {
      _ = try CustomSymbol(svg: svg)
      return nil
    } catch { return error }
  }

  /// Every point and control point of an outline's shapes.
  static func points(_ o: SymbolOutline) -> [(Double, Double)] {
    o.shapes.flatMap(\.ops).flatMap { op -> [(Double, Double)] in
      switch op {
      case .move(let x, let y), .line(let x, let y): [(x, y)]
      case .curve(let a, let b, let c, let d, let e, let f): [(a, b), (c, d), (e, f)]
      case .close: []
      }
    }
  }

  @Test func aNumberTooLargeForADoubleIsRefusedWithItsLine() {
    let cases = [
      #"<path d="M0 0 A1e400 1 0 0 1 10 10" stroke="black"/>"#,
      #"<path d="M0 0 L1e999 2"/>"#,
      #"<g transform="scale(1e400)"><path d="M0 0 L1 1"/></g>"#,
      #"<circle cx="1e309" cy="2" r="3"/>"#,
      #"<polygon points="0 0 1 1 -1e400 2"/>"#,
      #"<path stroke="black" stroke-width="1e400" d="M0 0 L1 1"/>"#,
    ]
    for element in cases {
      let refused = Self.refusal("<svg viewBox=\"0 0 24 24\">\n<!-- a note -->\n" + element + "</svg>")
      guard case .line(3, .outOfRange(let why))? = refused else {
        Issue.record("\(element): \(String(describing: refused))")
        continue
      }
      #expect(why.hasPrefix("the number ") && why.hasSuffix(" is out of range"), "\(why)")
    }
    #expect(
      Self.refusal(#"<svg viewBox="0 0 1e400 24"><path d="M0 0 L1 1"/></svg>"#)
        == .line(1, .outOfRange("the number 1e400 is out of range")))
    #expect(
      Self.refusal("<svg>\n<path d=\"M0 0 L1 1\"/>\n<path d=\"M0 0 A1e400 1 0 0 1 10 10\"/></svg>")?.description
        == "SVG line 3: the number 1e400 is out of range")
  }

  @Test func coordinatesThatOverflowOnceTransformedAreRefused() {
    let svg = """
      <svg viewBox="0 0 24 24"><g transform="scale(1e200)">
      <g transform="scale(1e200)"><path d="M1 1 L2 2"/></g></g></svg>
      """
    #expect(Self.refusal(svg) == .line(2, .outOfRange("the path's coordinates are out of range once transformed")))
    // So small a viewBox that the drawing overflows once it spans the 24-unit grid.
    guard case .outOfRange? = Self.refusal(#"<svg viewBox="0 0 1e-320 1e-320"><path d="M0 0 L1 1"/></svg>"#) else {
      Issue.record("a viewBox of 1e-320 is drawn")
      return
    }
  }

  @Test func arcsOfExtremeRadiiOrEndsAreFiniteCurves() throws {
    // Radii far too small to reach are scaled up: a half circle from (10, 10) to (20, 20).
    let tiny = try SymbolOutline.pathOps("M10 10 A1e-300 1e-300 0 1 1 20 20")
    #expect(tiny.count >= 3)
    for case .curve(_, _, _, _, let x, let y) in tiny {
      #expect(abs(((x - 15) * (x - 15) + (y - 15) * (y - 15)).squareRoot() - 50.squareRoot()) < 1e-6)
    }
    let extremes = [
      "M10 10 A1e-300 1e-300 0 1 1 20 20", "M1e308 0 A1 1 0 0 1 -1e308 10", "M0 0 A1e300 1e300 0 1 1 1 1",
      "M0 0 A1e300 1e-300 45 0 1 5 5", "M0 0 A5e-324 1 0 1 0 1 1", "M0 0 A1 1 1e308 1 1 3 4",
      "M-1e308 -1e308 A1e308 1e308 0 1 1 1e308 1e308",
    ]
    for d in extremes {
      let ops = try SymbolOutline.pathOps(d)
      #expect(!ops.isEmpty, "\(d)")
      // Finite, or infinite where the ends are (the document's coordinate check refuses that): never NaN.
      let drawn = Self.points(SymbolOutline(shapes: [.init(ops: ops, isClosed: false, isSolid: false)]))
      #expect(!drawn.contains { $0.0.isNaN || $0.1.isNaN }, "\(d)")
    }
    // The same arcs in a symbol: drawn, or refused with their line, and the process lives on.
    for d in extremes {
      let svg = "<svg viewBox=\"0 0 24 24\"><path stroke=\"black\" d=\"\(d)\"/></svg>"
      if let symbol = try? CustomSymbol(svg: svg) {
        let drawn = symbol.outline(weight: .regular, scale: .medium)
        #expect(Self.points(drawn).allSatisfy { $0.0.isFinite && $0.1.isFinite }, "\(d)")
      } else {
        guard case .line(1, .outOfRange)? = Self.refusal(svg) else {
          Issue.record("\(d): \(String(describing: Self.refusal(svg)))")
          continue
        }
      }
    }
  }

  @Test func nestedIDsAreStoredOnceEach() throws {
    // Elements 1,000 deep (the svg, 998 groups and a variant's), 2,000 paths inside: each
    // path's enclosing ids are one chain, not a copy of them.
    let svg =
      "<svg viewBox=\"0 0 24 24\">" + String(repeating: "<g id=\"a\">", count: 998) + "<g id=\"Regular-M\">"
      + String(repeating: "<path d=\"M0 0 L10 10\" stroke=\"black\"/>", count: 2_000) + "</svg>"
    let document = try SVGDocument(svg)
    #expect(document.ids.count == 999)
    #expect(document.elements.count == 2_000)
    let last = try #require(document.elements.last)
    #expect(document.ancestorIDs(of: last) == Array(repeating: "a", count: 998) + ["Regular-M"])
    // The variant group is found through the chain.
    #expect(try CustomSymbol(svg: svg).variants.map(\.shapes.count) == [2_000])
  }

  @Test func elementsNestAtMostAThousandDeep() {
    let deep = "<svg>\n" + String(repeating: "<g id=\"a\">", count: 20_000) + "<path d=\"M0 0 L1 1\"/></svg>"
    #expect(Self.refusal(deep) == .line(2, .tooDeep(limit: 1_000)))
    let selfClosed = "<svg>" + String(repeating: "<g id=\"a\"/>", count: 20_000) + "<path d=\"M0 0 L1 1\"/></svg>"
    #expect(Self.refusal(selfClosed) == nil)
  }

  @Test func pathSegmentsAreBoundedPerFileAndPerDrawing() throws {
    func path(_ segments: Int) -> String {
      "<path stroke=\"black\" d=\"M0 0" + String(repeating: " L1 1", count: segments - 1) + "\"/>"
    }
    // A drawing of 10,000 segments is drawn; one more is refused.
    #expect(try CustomSymbol(svg: "<svg>" + path(10_000) + "</svg>").segments == 10_000)
    #expect(
      Self.refusal("<svg>" + path(10_001) + "</svg>") == .drawingTooComplex(segments: 10_001, limit: 10_000))
    // A template's variants are drawn one at a time: 9 of 5,000 segments each are 45,000 in the file.
    let variants = ["Ultralight", "Regular", "Black"].flatMap { w in ["S", "M", "L"].map { "\(w)-\($0)" } }
    let template = "<svg>" + variants.map { "<g id=\"\($0)\">" + path(5_000) + "</g>" }.joined() + "</svg>"
    #expect(try CustomSymbol(svg: template).segments == 5_000)
    // Past 50,000 in the file, reading stops at the element that crosses it.
    let crowded = "<svg>\n" + path(30_000) + "\n" + path(30_000) + "</svg>"
    #expect(Self.refusal(crowded) == .line(3, .tooComplex(limit: 50_000)))
    #expect(
      Self.refusal("<svg><polygon points=\"" + String(repeating: "1 1 ", count: 60_000) + "\"/></svg>")
        == .line(1, .tooComplex(limit: 50_000)))
  }
}
