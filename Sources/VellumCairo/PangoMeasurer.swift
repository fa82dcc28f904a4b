import CPango
import VellumLayout

/// `LayoutResources` answered by Pango (text) and Cairo (PNG sizes), with caches, on the
/// private font library. One per thread; keep it for many documents.
public final class PangoMeasurer: LayoutResources {
  let library: FontLibrary
  private var contexts = PerDirection<OpaquePointer>()
  /// Measurements by request, in two generations: when `cache` holds `generation` entries it
  /// becomes `older` (the one before is dropped), and a hit in `older` moves back. A renderer
  /// checking thousands of documents keeps what recent documents measured (at most twice
  /// `generation` entries, a few hundred KB) instead of everything it ever measured.
  private var cache: [TextRequest: TextMeasurement] = [:]
  private var older: [TextRequest: TextMeasurement] = [:]
  static let generation = 512
  /// The folder image paths are relative to.
  public var baseDirectory: String
  let images: ImageCache
  /// The layouts of the plain texts measured last (`keepsLayout`), for the painter to draw as
  /// they are instead of shaping them again: handed over once, and dropped all at once when
  /// `keptLayoutLimit` are held (a long list keeps its last rows' only: a few hundred KB).
  private var keptLayouts: [TextRequest: OpaquePointer] = [:]
  static let keptLayoutLimit = 64

  public init(library: FontLibrary, baseDirectory: String = ".", images: ImageCache) {
    self.library = library
    self.baseDirectory = baseDirectory
    self.images = images
  }

  deinit {
    for c in contexts.values { g_object_unref(UnsafeMutableRawPointer(c)) }
    for l in keptLayouts.values { g_object_unref(UnsafeMutableRawPointer(l)) }
  }

  /// Whether a request's layout is kept for painting: plain text without colour glyphs, which
  /// paints the same pixels from the measuring context as from one tied to the target's scale
  /// (attributed runs' underlines and colour emoji's bitmap strikes follow the device size).
  static func keepsLayout(_ r: TextRequest) -> Bool {
    r.spans.isEmpty && !PangoText.hasColourGlyphs(r.string)
  }

  /// Whether a layout measured for `r` is waiting to be painted.
  func holdsLayout(for r: TextRequest) -> Bool { keptLayouts[r] != nil }

  /// The layout measured for `r`, if it is kept: handed over to the caller (who releases it).
  func measuredLayout(for r: TextRequest) -> OpaquePointer? {
    keptLayouts.removeValue(forKey: r)
  }

  func context(_ direction: LayoutDirection) -> OpaquePointer {
    if let c = contexts[direction] { return c }
    let c = library.makeContext(direction: direction)
    contexts[direction] = c
    return c
  }

  public func measure(_ r: TextRequest) -> TextMeasurement {
    if let m = cache[r] { return m }
    if let m = older.removeValue(forKey: r) {
      remember(m, for: r)
      return m
    }
    let layout = PangoText.makeLayout(
      context(r.direction), string: r.string, font: r.font, maxWidth: r.maxWidth, numberOfLines: r.numberOfLines,
      lineBreakMode: r.lineBreakMode, firstLineIndent: r.firstLineIndent, spans: r.spans)
    let shift = PangoText.baselineShift(PangoText.baselineFont(r.font, spans: r.spans), context(r.direction))
    let m = PangoText.measure(layout, string: r.string, numberOfLines: r.numberOfLines, baselineShift: shift)
    remember(m, for: r)
    if Self.keepsLayout(r) {
      if keptLayouts.count >= Self.keptLayoutLimit {
        for l in keptLayouts.values { g_object_unref(UnsafeMutableRawPointer(l)) }
        keptLayouts.removeAll(keepingCapacity: true)
      }
      keptLayouts[r] = layout
    } else {
      g_object_unref(UnsafeMutableRawPointer(layout))
    }
    return m
  }

  public func textOrigin(_ run: TextRun, frameWidth: Double) -> Point {
    PangoText.origin(run, frameWidth: frameWidth, context: context(run.direction))
  }

  /// `run` as measured at its wrap width: layout's own measurement when it asked for that width
  /// (most texts: a cache hit), else measured now (kept for the painter when plain).
  public func measuredLines(_ run: TextRun) -> TextMeasurement? { measure(TextRequest(run)) }

  private func remember(_ m: TextMeasurement, for r: TextRequest) {
    if cache.count >= Self.generation {
      older = cache
      cache = [:]
    }
    cache[r] = m
  }

  /// The PNG's size from its header: layout decodes no image (painting does).
  /// Lucide's outlines and path data, or a custom symbol's file beside the documents.
  public func symbolOutline(_ base: SymbolRecipe.Base, filled: Bool, weight: FontWeight, scale: SymbolScale)
    -> Result<SymbolOutline?, SymbolOutlineFailure>
  {
    do {
      return .success(
        try SymbolLibrary.outline(base, filled: filled, baseDirectory: baseDirectory, weight: weight, scale: scale))
    } catch {
      switch error {
      case .io(let path, let reason): return .failure(SymbolOutlineFailure(path: path, reason: reason))
      default: return .failure(SymbolOutlineFailure(path: "\(base)", reason: "\(error)"))
      }
    }
  }

  public func imagePixelSize(_ path: String) -> Size? {
    images.pixelSize(for: path, baseDirectory: baseDirectory).map {
      Size(width: Double($0.width), height: Double($0.height))
    }
  }
}
