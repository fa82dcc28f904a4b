import CPango
import FoundationEssentials
import Glibc

/// Loaded PNG images as Cairo surfaces, by resolved path, reloaded when the file changes.
/// Refuses files that resolve (through links) outside the document's folder. Holds at most
/// `capacity` bytes (pixels and the file's bytes, which Cairo keeps with them): past it the
/// surfaces used longest ago go first. One document's images fit (`DocumentFolder`'s budget),
/// so a renderer drawing many documents holds about one document's worth, never them all.
public final class ImageCache {
  private struct Entry {
    var surface: OpaquePointer
    /// Modification time and size when loaded.
    var stamp: [Int]
    /// What it holds: its pixels and its file's bytes.
    var bytes: Int
    /// When it was last handed out (``clock``).
    var used: Int
  }
  private var surfaces: [String: Entry] = [:]
  /// The bytes the surfaces hold.
  private(set) var heldBytes = 0
  private var clock = 0
  /// The most bytes held: what one document's images may hold.
  let capacity: Int
  /// The default capacity: the pixels (4 bytes each) and file bytes one document may draw.
  public static let defaultCapacity = 4 * DocumentFolder.maximumImagePixels + DocumentFolder.maximumImageFileBytes

  public init() { capacity = Self.defaultCapacity }

  /// A cache holding at most `capacity` bytes.
  init(capacity: Int) { self.capacity = capacity }

  deinit {
    for e in surfaces.values { cairo_surface_destroy(e.surface) }
  }

  /// How many surfaces are held.
  var count: Int { surfaces.count }

  /// The absolute path of `path` inside `base`, or an error if it leaves it.
  static func resolve(_ path: String, baseDirectory: String) throws(RenderError) -> String {
    guard let baseReal = realpath(baseDirectory, nil) else {
      throw RenderError.unreadableImage(path: path, reason: "the document's folder cannot be resolved")
    }
    defer { free(baseReal) }
    let joined = baseDirectory + "/" + path
    guard let real = realpath(joined, nil) else {
      throw RenderError.unreadableImage(path: path, reason: "no such file")
    }
    defer { free(real) }
    let b = String(cString: baseReal)
    let r = String(cString: real)
    guard r.hasPrefix(b.hasSuffix("/") ? b : b + "/") else {
      throw RenderError.unreadableImage(path: path, reason: "it resolves outside the document's folder")
    }
    return r
  }

  /// The pixel size of a PNG, as its header gives it.
  struct PixelSize: Equatable {
    var width: Int
    var height: Int
  }

  /// Why a PNG's header makes it unusable, in words.
  struct HeaderProblem: Error, Equatable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// The most pixels Cairo draws on a side: a larger image fails to load after being decoded.
  static let maximumSide = 32767

  /// What makes the file at `path` unusable before decoding it: a folder, an empty file, a Git
  /// LFS pointer, another format, or a header announcing more pixels than Vellum decodes (a
  /// decompression bomb is refused from its 33-byte header). nil when it looks like a PNG.
  static func problem(with path: String, stat st: stat) -> String? {
    if case .failure(let problem) = header(of: path, stat: st) { return problem.reason }
    return nil
  }

  /// The size the header of the PNG at `path` gives, or what makes the file unusable
  /// (``problem(with:stat:)``).
  static func header(of path: String, stat st: stat) -> Result<PixelSize, HeaderProblem> {
    // The read rule (FileBytes): regular files only, so a FIFO cannot hang the render.
    if let kind = FileBytes.kind(st.st_mode) { return .failure(HeaderProblem("it is \(kind), not a PNG file")) }
    if st.st_size == 0 { return .failure(HeaderProblem("the file is empty")) }
    guard let f = fopen(path, "rb") else { return .failure(HeaderProblem("the file cannot be opened")) }
    defer { fclose(f) }
    var head = [UInt8](repeating: 0, count: 33)
    let n = fread(&head, 1, head.count, f)
    head = Array(head[0..<n])
    if head.starts(with: Array("version https://git-lfs".utf8)) {
      return .failure(HeaderProblem(PNGDecodingError.gitLFSPointer.description))
    }
    guard head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      let kind: String
      if head.starts(with: [0xFF, 0xD8, 0xFF]) {
        kind = "it holds JPEG data"
      } else if head.starts(with: Array("GIF8".utf8)) {
        kind = "it holds GIF data"
      } else if head.count >= 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
        kind = "it holds WebP data"
      } else {
        kind = "it does not start with the PNG signature"
      }
      return .failure(HeaderProblem("not a PNG: \(kind)"))
    }
    guard n == 33, Array(head[12..<16]) == Array("IHDR".utf8) else {
      return .failure(HeaderProblem(PNGDecodingError.corrupt("no image header (IHDR) after the signature").description))
    }
    func be32(_ i: Int) -> Int { head[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
    let (w, h) = (be32(16), be32(20))
    // Each side first: two 32-bit sides can overflow their product.
    if w > PNGDecoder.maximumPixels || h > PNGDecoder.maximumPixels || w * h > PNGDecoder.maximumPixels {
      return .failure(
        HeaderProblem(
          "the image is \(w)×\(h) pixels, more than the \(PNGDecoder.maximumPixels / 1_000_000) megapixels Vellum decodes"
        ))
    }
    if w > maximumSide || h > maximumSide {
      return .failure(HeaderProblem("the image is \(w)×\(h) pixels; Cairo draws at most \(maximumSide) pixels a side"))
    }
    return .success(PixelSize(width: w, height: h))
  }

  /// Headers read for layout, by resolved path, with the file's stamp when read.
  private var sizes: [String: (stamp: [Int], size: PixelSize?)] = [:]
  /// The most headers kept: past it they are all dropped (each is a few words).
  static let sizeLimit = 4096

  /// The pixel size of the PNG `path` names (relative to `baseDirectory`), from its header
  /// alone: what layout sizes an image by, without decoding it. Nil when it cannot be drawn
  /// (the loaders have refused such a document; painting says why).
  func pixelSize(for path: String, baseDirectory: String) -> PixelSize? {
    guard let real = try? Self.resolve(path, baseDirectory: baseDirectory) else { return nil }
    var st = stat()
    guard stat(real, &st) == 0 else { return nil }
    let stamp = Self.stamp(st)
    if let known = sizes[real], known.stamp == stamp { return known.size }
    if sizes.count >= Self.sizeLimit { sizes.removeAll(keepingCapacity: true) }
    let size = try? Self.header(of: real, stat: st).get()
    sizes[real] = (stamp, size)
    return size
  }

  /// A file's modification time and size: when they change, what was read from it is stale.
  static func stamp(_ st: stat) -> [Int] { [Int(st.st_mtim.tv_sec), Int(st.st_mtim.tv_nsec), Int(st.st_size)] }

  /// The surface of the PNG `path` names (relative to `baseDirectory`), decoded unless held.
  func surface(for path: String, baseDirectory: String) throws(RenderError) -> OpaquePointer {
    let real = try Self.resolve(path, baseDirectory: baseDirectory)
    var st = stat()
    let stamp = stat(real, &st) == 0 ? Self.stamp(st) : []
    clock += 1
    if let e = surfaces[real] {
      if e.stamp == stamp {
        surfaces[real]!.used = clock
        return e.surface
      }
      evict(real)
    }
    let size: PixelSize
    switch Self.header(of: real, stat: st) {
    case .success(let s): size = s
    case .failure(let problem): throw RenderError.unreadableImage(path: path, reason: problem.reason)
    }
    let bytes = 4 * size.width * size.height + Int(st.st_size)
    makeRoom(for: bytes)
    guard let s = cairo_image_surface_create_from_png(real) else {
      throw RenderError.unreadableImage(path: path, reason: "not a PNG")
    }
    let status = cairo_surface_status(s)
    if status != CAIRO_STATUS_SUCCESS {
      cairo_surface_destroy(s)
      // Cairo says little ("out of memory" for a bad checksum): libpng's own words say more.
      let reason = PNGDecoder.readThroughProblem(path: real) ?? String(cString: cairo_status_to_string(status))
      throw RenderError.unreadableImage(path: path, reason: reason)
    }
    surfaces[real] = Entry(surface: s, stamp: stamp, bytes: bytes, used: clock)
    heldBytes += bytes
    return s
  }

  /// Lets go of the surfaces used longest ago until `bytes` more fit in `capacity`.
  private func makeRoom(for bytes: Int) {
    while heldBytes + bytes > capacity, let oldest = surfaces.min(by: { $0.value.used < $1.value.used }) {
      evict(oldest.key)
    }
  }

  private func evict(_ real: String) {
    guard let e = surfaces.removeValue(forKey: real) else { return }
    cairo_surface_destroy(e.surface)
    heldBytes -= e.bytes
  }
}
