import CPango
import Glibc
import VellumLayout

/// Lays out and paints documents. Create one per thread and keep it: it owns the font
/// library, Pango contexts and caches, so later documents skip all set-up.
public final class Renderer {
  public let library: FontLibrary
  let images = ImageCache()
  /// Symbols painted before, cropped to their ink (`SymbolRasterCache`): strips and documents that
  /// draw the same symbol in the same place paint the kept pixels.
  /// (nil: every symbol is drawn afresh, as tests compare against.)
  var symbolRasters: SymbolRasterCache? = SymbolRasterCache()
  private var measurers: [String: PangoMeasurer] = [:]
  /// The widest canvas painted: 4096 points at 3x.
  public static let maximumPixelWidth = 4096 * 3
  /// Rows painted per strip; tall canvases are painted strip by strip into one reused surface.
  public var stripHeight = 1024
  /// Rows per strip for trees that paint the same at any strip height (`isStripInvariant`):
  /// an eighth of the surface, so an eighth of the memory to fault in and hold (0.6 MB at
  /// 1170 pixels; 256 rows cost 1.3 % fewer instructions in a passing check and 1.3 MB more
  /// peak memory with two renderers; texts and symbols across a cut are laid out once).
  public var plainStripHeight = 128
  /// How `writePNG` and `renderPNG` encode when the caller passes no options.
  public var pngOptions = PNGEncoder.Options()

  /// The strip surface, kept for the next image of the same width and strip height: a process
  /// rendering many images paints into the same pages instead of faulting fresh ones in.
  private var stripSurface: OpaquePointer?

  public init(library: FontLibrary? = nil) throws(RenderError) {
    if let library { self.library = library } else { self.library = try FontLibrary() }
  }

  deinit {
    if let stripSurface { cairo_surface_destroy(stripSurface) }
  }

  /// A `width`×`rows` ARGB32 surface: the kept one when it has that size.
  private func surface(width: Int, rows: Int) throws(RenderError) -> OpaquePointer {
    if let s = stripSurface {
      if Int(cairo_image_surface_get_width(s)) == width && Int(cairo_image_surface_get_height(s)) == rows { return s }
      cairo_surface_destroy(s)
      stripSurface = nil
    }
    guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(rows)),
      cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
    else { throw RenderError.internal("cannot create a \(width)×\(rows) surface") }
    stripSurface = s
    return s
  }

  /// The measurer for documents in `baseDirectory`.
  public func measurer(baseDirectory: String) -> PangoMeasurer {
    if let m = measurers[baseDirectory] { return m }
    let m = PangoMeasurer(library: library, baseDirectory: baseDirectory, images: images)
    measurers[baseDirectory] = m
    return m
  }

  /// Lays a document out into its render tree; without `accessibility`, one with no
  /// accessibility elements (what only the accessibility outputs read).
  public func layout(_ document: Document, baseDirectory: String = ".", accessibility: Bool = true) -> RenderTree {
    LayoutEngine.layout(document, resources: measurer(baseDirectory: baseDirectory), accessibility: accessibility)
  }

  /// Rows painted per band of a screen laid out a band at a time (`BandedScreen`), rounded to
  /// whole strips: 4,096 rows hold a band's nodes (about 90 sidebar rows at 1x, 30 at 3x).
  public var bandHeight = 4096
  /// The fewest list rows a screen has before `bandedLayout` lays it out a band at a time: a
  /// shorter list's nodes take little memory, and its rows are not worth laying out twice.
  public var minimumBandedRows = 1_000

  /// `document` laid out to be painted a band of rows at a time (`LayoutWindow`): what a tall
  /// list becomes, so that painting it never holds all its nodes. Nil when the document is
  /// laid out whole: a list of fewer than `minimumBandedRows` rows, or a screen a window does
  /// not lay out (`LayoutWindow.listRows(of:)`). Lists the rows once to place them; each band
  /// lays out its own rows again.
  public func bandedLayout(_ document: Document, baseDirectory: String = ".") -> BandedScreen? {
    guard let rows = LayoutWindow.listRows(of: document), rows >= minimumBandedRows else { return nil }
    // A window showing nothing: the lists are planned, their rows left out.
    let window = LayoutWindow(visible: 0..<0)
    let outline = LayoutEngine.layout(document, resources: measurer(baseDirectory: baseDirectory), window: window)
    return BandedScreen(document: document, baseDirectory: baseDirectory, window: window, outline: outline)
  }

  /// Lays out and paints `screen` a band at a time and streams the PNG to `sink`: the same bytes
  /// as `writePNG` of the whole tree.
  public func writePNG(
    _ screen: BandedScreen, options: PNGEncoder.Options? = nil, sink: @escaping ([UInt8]) throws -> Void
  ) throws {
    let outline = screen.outline
    try Self.checkSize(outline)
    let encoder = try pngEncoder(for: outline, options: options, sink: sink)
    // The strips the whole tree would be painted in: the outline holds every node but the
    // lists' rows, whose kinds the window recorded.
    let strip = stripRows(
      height: outline.pixelHeight,
      invariant: Self.isStripInvariant(outline) && screen.window.listsPaintSameAtAnyStripCut)
    let band = strip * max(1, bandHeight / strip)
    let scale = Double(outline.scale)
    let resources = measurer(baseDirectory: screen.baseDirectory)
    var top = 0
    while top < outline.pixelHeight {
      let bottom = min(top + band, outline.pixelHeight)
      screen.window.visible = Double(top) / scale..<Double(bottom) / scale
      let tree = LayoutEngine.layout(screen.document, resources: resources, window: screen.window)
      try paintStrips(tree, baseDirectory: screen.baseDirectory, strip: strip, rows: top..<bottom) {
        data, stride, rows in
        try encoder.writeCairoRows(data, stride: stride, rows: rows)
      }
      top = bottom
    }
  }

  /// The encoder of `tree`'s PNG: its size, RGB for an opaque background, else RGBA.
  private func pngEncoder(
    for tree: RenderTree, options: PNGEncoder.Options?, sink: @escaping ([UInt8]) throws -> Void
  ) throws -> PNGEncoder {
    try PNGEncoder(
      width: tree.pixelWidth, height: tree.pixelHeight, hasAlpha: tree.background.alpha < 1,
      options: options ?? pngOptions, sink: sink)
  }

  /// Paints `tree` strip by strip and streams the PNG to `sink`.
  public func writePNG(
    _ tree: RenderTree, baseDirectory: String = ".", options: PNGEncoder.Options? = nil,
    sink: @escaping ([UInt8]) throws -> Void
  ) throws {
    let encoder = try pngEncoder(for: tree, options: options, sink: sink)
    try paintStrips(tree, baseDirectory: baseDirectory) { data, stride, rows in
      try encoder.writeCairoRows(data, stride: stride, rows: rows)
    }
  }

  /// The PNG bytes of `tree`.
  public func renderPNG(
    _ tree: RenderTree, baseDirectory: String = ".", options: PNGEncoder.Options? = nil
  ) throws
    -> [UInt8]
  {
    try Self.checkSize(tree)
    var bytes: [UInt8] = []
    // A guess at the compressed size, capped: a huge blank canvas compresses to little.
    bytes.reserveCapacity(min(tree.pixelWidth * tree.pixelHeight / 4, 64 << 20))
    try writePNG(tree, baseDirectory: baseDirectory, options: options) { bytes.append(contentsOf: $0) }
    return bytes
  }

  /// Whether `tree` paints exactly the pixels stored in `png`, found without encoding anything:
  /// each strip's rows are converted as ``writePNG(_:baseDirectory:options:sink:)`` converts them
  /// (RGB for an opaque background, else straight-alpha RGBA). When `png` holds a pixel hash
  /// that still describes its image data (`StoredPixelHash`: every PNG Vellum writes), the rows
  /// are hashed as unfiltered image data and the hashes compared, and the file is not inflated:
  /// true when they agree, else nil (other pixels, or a golden written with another filter).
  /// Otherwise they are compared byte for byte with the file's rows as `PNGRowReader` inflates
  /// them, a chunk at a time, and painting stops at the first strip with a differing row: false.
  /// Nil when `png` is not a file the reader streams (another format or bit depth, a bad CRC),
  /// holds another size or colour type than `writePNG` would write, or its image data is
  /// truncated or corrupt: the caller compares the encoded files then. Throws what painting
  /// throws (`renderPNG` throws the same).
  public func paintsSamePixels(_ tree: RenderTree, as png: [UInt8], baseDirectory: String = ".") throws -> Bool? {
    try Self.checkSize(tree)
    let width = tree.pixelWidth
    let bpp = tree.background.alpha < 1 ? 4 : 3
    let length = width * bpp
    if let stored = StoredPixelHash(png: png) {
      guard stored.width == width, stored.height == tree.pixelHeight, stored.channels == bpp else { return nil }
      // The image data `writePNG` would write: each row after its filter byte (0, none).
      var line = [UInt8](repeating: 0, count: length + 1)
      var digest = PixelDigest()
      try paintStrips(tree, baseDirectory: baseDirectory) { data, stride, rows in
        line.withUnsafeMutableBufferPointer { line in
          for r in 0..<rows {
            unpremultiplyCairoRow(data + r * stride, into: line.baseAddress! + 1, width: width, bytesPerPixel: bpp)
            digest.update(line.baseAddress!, count: length + 1)
          }
        }
      }
      // Another hash is other pixels or a golden written with another filter: nil, not false.
      return digest.value == stored.imageData ? true : nil
    }
    guard let reader = PNGRowReader(png, chunkRows: max(8, (1 << 17) / (width * bpp + 1)), slots: 2),
      reader.width == width, reader.height == tree.pixelHeight, reader.channels == bpp
    else { return nil }
    /// Ends painting early: the answer is known.
    struct Stop: Error { let same: Bool? }
    var converted = [UInt8](repeating: 0, count: length)
    var y = 0
    do {
      try paintStrips(tree, baseDirectory: baseDirectory) { data, stride, rows in
        try converted.withUnsafeMutableBufferPointer { row in
          for r in 0..<rows {
            while reader.rowsRead <= y {
              guard let n = reader.read(), n > 0 else { throw Stop(same: nil) }
            }
            unpremultiplyCairoRow(data + r * stride, into: row.baseAddress!, width: width, bytesPerPixel: bpp)
            guard memcmp(row.baseAddress!, reader.row(y), length) == 0 else { throw Stop(same: false) }
            y += 1
          }
        }
      }
    } catch let stop as Stop {
      return stop.same
    }
    return true
  }

  /// The pixels of `tree` as straight-alpha RGBA.
  public func renderImage(_ tree: RenderTree, baseDirectory: String = ".") throws -> RGBAImage {
    try Self.checkSize(tree)
    let w = tree.pixelWidth
    var pixels = [UInt8](repeating: 0, count: w * tree.pixelHeight * 4)
    var row = 0
    try paintStrips(tree, baseDirectory: baseDirectory) { data, stride, rows in
      pixels.withUnsafeMutableBufferPointer { out in
        for r in 0..<rows {
          unpremultiplyCairoRow(
            data + r * stride, into: out.baseAddress! + (row + r) * w * 4, width: w, bytesPerPixel: 4)
        }
      }
      row += rows
    }
    return RGBAImage(width: w, height: tree.pixelHeight, pixels: pixels)
  }

  /// Content-sized canvases are checked after layout (and after command-line overrides), before
  /// anything is allocated for them.
  static func checkSize(_ tree: RenderTree) throws(RenderError) {
    let width = tree.pixelWidth
    let height = tree.pixelHeight
    guard width >= 1, height >= 1, width <= Renderer.maximumPixelWidth,
      height <= DocumentDecoder.maximumCanvasHeightPixels, width * height <= DocumentDecoder.maximumCanvasPixels
    else {
      throw RenderError.canvasTooLarge(
        width: width, height: height, maximumWidth: Renderer.maximumPixelWidth,
        maximumHeight: DocumentDecoder.maximumCanvasHeightPixels, maximumPixels: DocumentDecoder.maximumCanvasPixels)
    }
  }

  /// Paints the tree in horizontal strips into one reused surface, handing each strip's rows on.
  func paintStrips(
    _ tree: RenderTree, baseDirectory: String,
    rows handler: (UnsafePointer<UInt8>, Int, Int) throws -> Void
  ) throws {
    try Self.checkSize(tree)
    let strip = stripRows(height: tree.pixelHeight, invariant: Self.isStripInvariant(tree))
    try paintStrips(tree, baseDirectory: baseDirectory, strip: strip, rows: 0..<tree.pixelHeight, rows: handler)
  }

  /// The rows of each strip a tree `height` rows tall is painted in.
  private func stripRows(height: Int, invariant: Bool) -> Int {
    max(1, min(invariant ? min(stripHeight, plainStripHeight) : stripHeight, height))
  }

  /// Paints the canvas rows `band` of `tree` (whole strips of `strip` rows, counted from the
  /// top, the last one cut at the canvas's bottom) and hands each strip's rows on.
  private func paintStrips(
    _ tree: RenderTree, baseDirectory: String, strip: Int, rows band: Range<Int>,
    rows handler: (UnsafePointer<UInt8>, Int, Int) throws -> Void
  ) throws {
    let width = tree.pixelWidth
    let height = tree.pixelHeight
    let surface = try self.surface(width: width, rows: strip)
    let painter = Painter(
      library: library, images: images, baseDirectory: baseDirectory, symbolRasters: symbolRasters,
      measurer: measurers[baseDirectory])
    let scale = Double(tree.scale)
    let first = band.lowerBound / strip
    let strips = StripIndex(tree, stripHeight: strip, strips: first..<(band.upperBound + strip - 1) / strip)
    // A screen whose first node covers the canvas in an opaque colour (a list's background)
    // starts each strip in that colour instead: the same pixels, one pass over them fewer.
    let base = Self.canvasFill(tree)
    let bg = base?.color ?? tree.background
    var top = band.lowerBound
    var stripNumber = first
    while top < band.upperBound {
      let rows = min(strip, height - top)
      let cr = cairo_create(surface)!
      defer { cairo_destroy(cr) }
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
      cairo_paint(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      cairo_scale(cr, scale, scale)
      cairo_translate(cr, 0, -Double(top) / scale)
      let nodes = strips.nodes(inStrip: stripNumber).lazy.filter { $0 != base?.index }
      painter.strip = stripNumber
      try paintNodes(tree, nodes, on: cr) { index, node throws(RenderError) in
        painter.nodeLastStrip = strips.lastStrip(of: index)
        try paintClipped(node, painter: painter, on: cr, surface: surface)
      }
      cairo_surface_flush(surface)
      guard let data = cairo_image_surface_get_data(surface) else { throw RenderError.internal("surface has no data") }
      try handler(UnsafePointer(data), Int(cairo_image_surface_get_stride(surface)), rows)
      top += rows
      stripNumber += 1
    }
  }

  /// The tree's first painting node when it is an opaque, square-cornered, unclipped fill over
  /// every pixel of the canvas (a list's or a screen's background), with its colour: painting
  /// it over the canvas's background gives each pixel exactly its colour (a covered pixel takes
  /// an opaque source as it is), so a strip can start in that colour and skip it. Nil
  /// otherwise, or when it leaves a row or column of pixels partly covered.
  static func canvasFill(_ tree: RenderTree) -> (index: Int, color: Color)? {
    let scale = Double(tree.scale)
    for (index, node) in tree.nodes.enumerated() {
      guard case .fill(let color, let radius, _) = node.kind, color.alpha == 1, radius == 0, node.clip == nil
      else { return nil }
      let f = node.frame
      let covers =
        f.x * scale <= 0 && f.y * scale <= 0 && f.maxX * scale >= Double(tree.pixelWidth)
        && f.maxY * scale >= Double(tree.pixelHeight)
      return covers ? (index, color) : nil
    }
    return nil
  }

  /// Whether `tree` paints the same pixels wherever the strips are cut: fills, strokes, paths,
  /// text and symbols only. Blurs and shadows sample a grid of their own that a cut moves; raster
  /// images, gradients and anything under a transform or in a group are resampled through a
  /// fixed-point matrix whose rounding follows the strip's offset (±1 in a few pixels). Those
  /// trees keep `stripHeight`, as their goldens were made with.
  static func isStripInvariant(_ tree: RenderTree) -> Bool { tree.nodes.allSatisfy(\.paintsSameAtAnyStripCut) }

  /// Paints the nodes at `indices` onto `cr` in order: transform, clip and group brackets are opened
  /// and closed here, every other node goes to `paint`. Layout's trees are balanced
  /// (`RenderTree.bracketProblem`, asserted there and tested over every sample); a hand-made
  /// tree left open is still closed at the end, so Cairo's state is always restored.
  func paintNodes(
    _ tree: RenderTree, _ indices: some Sequence<Int>, on cr: OpaquePointer,
    paint: (Int, RenderNode) throws(RenderError) -> Void
  ) throws(RenderError) {
    var groups: [Double] = []
    var transforms = 0
    for index in indices {
      let node = tree.nodes[index]
      switch node.kind {
      case .beginTransform(let scale, let dx, let dy):
        let f = node.frame
        transforms += 1
        cairo_save(cr)
        cairo_translate(cr, f.midX + dx, f.y + dy)
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -f.midX, -f.y)
      case .beginScale(let sx, let sy):
        let f = node.frame
        transforms += 1
        cairo_save(cr)
        cairo_translate(cr, f.midX, f.midY)
        cairo_scale(cr, sx, sy)
        cairo_translate(cr, -f.midX, -f.midY)
      case .beginClip(let radius, let corners):
        // A clip saves and restores as a transform does: one count for both.
        transforms += 1
        cairo_save(cr)
        roundedRect(cr, node.frame, radius: radius, corners: corners)
        cairo_clip(cr)
      case .endTransform, .endClip:
        guard transforms > 0 else { continue }
        transforms -= 1
        cairo_restore(cr)
      case .beginGroup(let opacity):
        cairo_push_group(cr)
        groups.append(opacity)
      case .endGroup:
        guard let opacity = groups.popLast() else { continue }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
      default:
        try paint(index, node)
      }
    }
    while transforms > 0 {
      transforms -= 1
      cairo_restore(cr)
    }
    while let opacity = groups.popLast() {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity)
    }
  }

  /// Paints one node under its clip, turning a Cairo error into a `RenderError`.
  func paintClipped(_ node: RenderNode, painter: Painter, on cr: OpaquePointer, surface: OpaquePointer)
    throws(RenderError)
  {
    cairo_save(cr)
    if let c = node.clip {
      roundedRect(cr, c.rect, radius: c.cornerRadius, corners: c.corners)
      cairo_clip(cr)
    }
    try painter.paint(node, on: cr, surface: surface)
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.internal("cairo: \(String(cString: cairo_status_to_string(status)))")
    }
    cairo_restore(cr)
  }
}

/// Which nodes each strip paints, worked out once per tree: a node is listed in every strip its
/// reach (where the open transforms put it) meets; a transform or group bracket is listed where
/// anything inside it is. Painting a tall canvas is then linear in its nodes, not strips × nodes.
struct StripIndex {
  private var strips: [[Int32]]
  /// The first strip indexed.
  private let first: Int
  /// The last strip that lists each node (-1: none).
  private var lastStrips: [Int32]

  /// Indexes the strips `only` of the tree's (all of them when nil).
  init(_ tree: RenderTree, stripHeight: Int, strips only: Range<Int>? = nil) {
    let height = tree.pixelHeight
    let count = max(1, (height + stripHeight - 1) / stripHeight)
    let indexed = only.map { max(0, $0.lowerBound)..<min(count, $0.upperBound) } ?? 0..<count
    first = indexed.lowerBound
    strips = Array(repeating: [], count: indexed.count)
    lastStrips = Array(repeating: -1, count: tree.nodes.count)
    let scale = Double(tree.scale)
    let nodes = tree.nodes
    // Each node's reach on the canvas; nil for a bracket with nothing inside (never painted).
    var reaches = [Rect?](repeating: nil, count: nodes.count)
    // Open transforms, innermost last: where each puts a point, x and y: (anchor, scale, move).
    var transforms: [(anchor: Point, sx: Double, sy: Double, dx: Double, dy: Double, begin: Int)] = []
    var groups: [Int] = []
    /// Grows every open bracket's reach by `r`.
    func cover(_ r: Rect) {
      for t in transforms { reaches[t.begin] = reaches[t.begin].map { $0.union(r) } ?? r }
      for g in groups { reaches[g] = reaches[g].map { $0.union(r) } ?? r }
    }
    for (i, node) in nodes.enumerated() {
      switch node.kind {
      case .beginTransform(let scale, let dx, let dy):
        let f = node.frame
        transforms.append((Point(x: f.midX, y: f.y), scale, scale, dx, dy, i))
      case .beginScale(let sx, let sy):
        let f = node.frame
        transforms.append((Point(x: f.midX, y: f.midY), sx, sy, 0, 0, i))
      case .endTransform:
        if let t = transforms.popLast() { reaches[i] = reaches[t.begin] }
      case .beginGroup, .beginClip:
        groups.append(i)
      case .endGroup, .endClip:
        if let g = groups.popLast() { reaches[i] = reaches[g] }
      default:
        // Nodes inside transforms are culled where the transforms put them.
        var reach = node.reach
        for t in transforms.reversed() {
          reach = Rect(
            x: t.anchor.x + t.dx + (reach.x - t.anchor.x) * t.sx,
            y: t.anchor.y + t.dy + (reach.y - t.anchor.y) * t.sy,
            width: reach.width * t.sx, height: reach.height * t.sy)
        }
        reaches[i] = reach
        cover(reach)
      }
    }
    let canvasWidth = tree.size.width
    for (i, reach) in reaches.enumerated() {
      guard let reach, reach.y.isFinite, reach.maxY.isFinite else { continue }
      // Candidate strips from the reach's rows, then the exact test each strip used to make.
      func row(_ y: Double) -> Int { Int(min(max(y * scale, 0), Double(height)).rounded(.down)) }
      let low = max(indexed.lowerBound, row(reach.y) / stripHeight - 1)
      let high = min(indexed.upperBound - 1, row(reach.maxY) / stripHeight + 1)
      guard low <= high else { continue }
      for s in low...high {
        let top = s * stripHeight
        let rows = min(stripHeight, height - top)
        let visible = Rect(x: 0, y: Double(top) / scale, width: canvasWidth, height: Double(rows) / scale)
        if reach.intersects(visible) {
          strips[s - first].append(Int32(i))
          lastStrips[i] = Int32(s)
        }
      }
    }
  }

  /// The last strip that paints node `i` (-1: none).
  func lastStrip(of i: Int) -> Int { Int(lastStrips[i]) }

  /// The nodes strip `s` paints, in painting order.
  func nodes(inStrip s: Int) -> LazyMapSequence<[Int32], Int> { strips[s - first].lazy.map { Int($0) } }
}

/// A screen laid out to be painted a band of rows at a time (`Renderer.bandedLayout`): the
/// document, and the window its bands are laid out through.
public struct BandedScreen: @unchecked Sendable {
  public let document: Document
  public let baseDirectory: String
  let window: LayoutWindow
  /// The screen without its lists' rows: its size, scale and background, and every other node.
  public let outline: RenderTree
}
