import Glibc
import Synchronization
import VellumImage
import VellumLayout

/// The symbol outlines: Lucide's SVG files (ISC and MIT licences), which `scripts/dev.sh`
/// unpacks from the PyPI wheel `lucide==1.1.4`, read once each and kept.
public enum SymbolLibrary {
  /// The PyPI requirement the outlines come from.
  public static let wheel = "lucide==1.1.4"
  /// Where the outlines are: `VELLUM_SYMBOL_DIR`, or the folder `scripts/dev.sh` fills.
  public static let directory: String = {
    if let dir = getenv("VELLUM_SYMBOL_DIR"), dir.pointee != 0 { return String(cString: dir) }
    return "/usr/local/share/vellum/symbols/lucide-1.1.4"
  }()
  /// Where Phosphor's SVGs are (`regular/`, `fill/`, `duotone/`): `VELLUM_PHOSPHOR_DIR`, or the
  /// folder `scripts/dev.sh` fills from `djc-phosphor-icons==0.2.0`.
  public static let phosphorDirectory: String = {
    if let dir = getenv("VELLUM_PHOSPHOR_DIR"), dir.pointee != 0 { return String(cString: dir) }
    return "/usr/local/share/vellum/symbols/phosphor-2.1.0"
  }()

  /// The outlines read, by Lucide file name and by path data. Keyed by strings: a dictionary
  /// keyed by `SymbolRecipe.Base` made the runtime look its `Hashable` conformance up (a scan
  /// of every conformance record, ~330,000 instructions) in every process that drew a symbol.
  struct Outlines {
    private var files: [String: SymbolOutline] = [:]
    private var phosphorFiles: [String: SymbolOutline] = [:]
    private var paths: [String: SymbolOutline] = [:]

    /// A Lucide file's or path data's outline (nil, and nothing kept, for other bases).
    subscript(base: SymbolRecipe.Base) -> SymbolOutline? {
      get {
        switch base {
        case .outline(let name): files[name]
        case .phosphor(let name): phosphorFiles[name]
        case .path(let data): paths[data]
        case .text, .file: nil
        }
      }
      set {
        switch base {
        case .outline(let name): files[name] = newValue
        case .phosphor(let name): phosphorFiles[name] = newValue
        case .path(let data): paths[data] = newValue
        case .text, .file: break
        }
      }
    }
  }

  static let outlines = Mutex(Outlines())

  /// Custom symbols by resolved path, with the modification time and size they were read at
  /// (an edited file is read again, as `vellum render --watch` needs).
  private static let customSymbols = Mutex<[String: (stamp: [Int], symbol: CustomSymbol)]>([:])

  /// The outline of a recipe's base on the 24-unit grid (nil for a text base); a custom
  /// symbol's for `weight` and `scale`, its file read from `baseDirectory`.
  static func outline(
    _ base: SymbolRecipe.Base, baseDirectory: String, weight: FontWeight = .regular, scale: SymbolScale = .medium
  ) throws(RenderError) -> SymbolOutline? {
    if case .file(let relative) = base {
      return try customSymbol(relative, baseDirectory: baseDirectory).outline(weight: weight, scale: scale)
    }
    if let hit = outlines.withLock({ $0[base] }) { return hit }
    let outline: SymbolOutline
    switch base {
    case .text, .file: return nil
    case .outline(let name), .phosphor(let name):
      let isPhosphor = if case .phosphor = base { true } else { false }
      let path = isPhosphor ? phosphorDirectory + "/regular/" + name + ".svg" : directory + "/" + name + ".svg"
      guard let data = FileBytes.read(path, limit: 1 << 22) else {
        throw RenderError.io(
          path: path,
          reason: "missing: install the symbol outlines with scripts/dev.sh samples "
            + (isPhosphor ? "(djc-phosphor-icons==0.2.0)" : "(\(wheel))"))
      }
      do {
        outline = try SymbolOutline(svg: String(decoding: data, as: UTF8.self)).fitted()
      } catch { throw RenderError.io(path: path, reason: "not a symbol SVG: \(error)") }
    case .path(let data):
      do {
        outline = SymbolOutline(
          shapes: [SymbolOutline.Shape(ops: try SymbolOutline.pathOps(data), isClosed: false, isSolid: false)],
          viewBox: (0, 0, 24, 24))
      } catch { throw RenderError.internal("symbol path \(data): \(error)") }
    }
    outlines.withLock { $0[base] = outline }
    return outline
  }

  /// Reads the outlines of `recipes`' bases now (Lucide's files and path data; not custom
  /// symbols, whose files are relative to a document), for a caller with time to spare before
  /// it paints: the one-shot `render`, while the fonts are set up on another thread. An outline
  /// that cannot be read is left for painting to report.
  public static func readOutlines(of recipes: [SymbolRecipe]) {
    for recipe in recipes {
      switch recipe.base {
      case .outline, .phosphor, .path: _ = try? outline(recipe.base, baseDirectory: "")
      case .text, .file: break
      }
    }
  }

  /// The largest custom symbol file read, in bytes.
  public static let customSymbolByteLimit = 1 << 22

  /// The custom symbol at `relative` inside `baseDirectory`: refused (`RenderError.io` with the
  /// relative path) when it is missing, resolves through links outside that folder, is no
  /// regular file, or is not an SVG Vellum can draw.
  static func customSymbol(_ relative: String, baseDirectory: String) throws(RenderError) -> CustomSymbol {
    let path: String
    do { path = try ImageCache.resolve(relative, baseDirectory: baseDirectory) } catch {
      if case .unreadableImage(_, let reason) = error { throw RenderError.io(path: relative, reason: reason) }
      throw error
    }
    var st = stat()
    guard stat(path, &st) == 0 else { throw RenderError.io(path: relative, reason: "no such file") }
    let stamp = [Int(st.st_mtim.tv_sec), Int(st.st_mtim.tv_nsec), Int(st.st_size)]
    if let hit = customSymbols.withLock({ $0[path] }), hit.stamp == stamp { return hit.symbol }
    let bytes: [UInt8]
    switch FileBytes.contents(path, limit: customSymbolByteLimit) {
    case .success(let b): bytes = b
    case .failure(.missing): throw RenderError.io(path: relative, reason: "no such file")
    case .failure(let f): throw RenderError.io(path: relative, reason: "cannot be read: \(f)")
    }
    let symbol: CustomSymbol
    do { symbol = try CustomSymbol(svg: String(decoding: bytes, as: UTF8.self)) } catch {
      throw RenderError.io(path: relative, reason: "not a symbol SVG: \(error)")
    }
    customSymbols.withLock { $0[path] = (stamp, symbol) }
    return symbol
  }

  /// What the document decoder is told of a custom symbol file beside a document in
  /// `baseDirectory` (its `symbolFileProblem` check): nil when it can be drawn.
  public static func symbolFileProblem(_ relative: String, baseDirectory: String) -> DocumentFileProblem? {
    var segments = 0
    return symbolFileProblem(relative, baseDirectory: baseDirectory, segments: &segments)
  }

  /// The most path segments the custom symbols of one document may have in all, each image
  /// counting its symbol's largest drawing (`CustomSymbol.segments`) again: a size, weight or
  /// place of its own strokes it again. 500 rows with a symbol of 100 segments each fit.
  public static let documentSegmentLimit = 50_000

  /// `symbolFileProblem(_:baseDirectory:)` for one more image of a document whose images so far
  /// have `segments` path segments; adds this one's, and refuses it past `documentSegmentLimit`.
  public static func symbolFileProblem(_ relative: String, baseDirectory: String, segments: inout Int)
    -> DocumentFileProblem?
  {
    let symbol: CustomSymbol
    do { symbol = try customSymbol(relative, baseDirectory: baseDirectory) } catch {
      if case .io(_, let reason) = error { return reason == "no such file" ? .missing : .unusable(reason) }
      return .unusable("\(error)")
    }
    segments += symbol.segments
    guard segments <= documentSegmentLimit else {
      return .unusable(
        "the document's custom symbols have more than \(documentSegmentLimit) path segments in all, each image "
          + "counting its symbol again (this one has \(symbol.segments)); draw fewer or simpler symbols")
    }
    return nil
  }
}
