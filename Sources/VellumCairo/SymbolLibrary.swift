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

  private static let outlines = Mutex<[SymbolRecipe.Base: SymbolOutline]>([:])

  /// The outline of a recipe's base, in the 24-unit grid (nil for a text base).
  static func outline(_ base: SymbolRecipe.Base, baseDirectory: String) throws(RenderError) -> SymbolOutline? {
    if let hit = outlines.withLock({ $0[base] }) { return hit }
    let outline: SymbolOutline
    switch base {
    case .text: return nil
    case .outline(let name):
      let path = directory + "/" + name + ".svg"
      outline = try read(path, missing: "missing: install the symbol outlines with scripts/dev.sh samples (\(wheel))")
    case .path(let data):
      do {
        outline = SymbolOutline(
          shapes: [SymbolOutline.Shape(ops: try SymbolOutline.pathOps(data), isClosed: false, isSolid: false)],
          viewBox: (0, 0, 24, 24))
      } catch { throw RenderError.internal("symbol path \(data): \(error)") }
    case .file(let relative):
      outline = try read(baseDirectory + "/" + relative, missing: "cannot read the symbol file")
    }
    outlines.withLock { $0[base] = outline }
    return outline
  }

  private static func read(_ path: String, missing: String) throws(RenderError) -> SymbolOutline {
    guard let data = FileBytes.read(path, limit: 1 << 22) else { throw RenderError.io(path: path, reason: missing) }
    do {
      return try SymbolOutline(svg: String(decoding: data, as: UTF8.self)).fitted()
    } catch { throw RenderError.io(path: path, reason: "not a symbol SVG: \(error)") }
  }
}

extension SymbolOutline {
  /// The outline moved onto the 24-unit grid: its viewBox's longer side spans 24 units, centred.
  func fitted() -> SymbolOutline {
    let (x0, y0, w, h) = viewBox
    guard (x0, y0, w, h) != (0, 0, 24, 24) else { return self }
    let k = 24 / max(w, h)
    let dx = (24 - w * k) / 2 - x0 * k
    let dy = (24 - h * k) / 2 - y0 * k
    func t(_ x: Double, _ y: Double) -> (Double, Double) { (x * k + dx, y * k + dy) }
    var out = self
    out.viewBox = (0, 0, 24, 24)
    out.shapes = shapes.map { shape in
      var s = shape
      s.ops = shape.ops.map { op in
        switch op {
        case .move(let x, let y):
          let p = t(x, y)
          return .move(p.0, p.1)
        case .line(let x, let y):
          let p = t(x, y)
          return .line(p.0, p.1)
        case .curve(let a, let b, let c, let d, let e, let f):
          let p = t(a, b)
          let q = t(c, d)
          let r = t(e, f)
          return .curve(p.0, p.1, q.0, q.1, r.0, r.1)
        case .close: return .close
        }
      }
      return s
    }
    return out
  }
}
