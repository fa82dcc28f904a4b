import CPango
import Glibc

/// Loaded PNG images as Cairo surfaces, by resolved path, reloaded when the file changes.
/// Refuses files that resolve (through links) outside the document's folder.
public final class ImageCache {
  private struct Entry {
    var surface: OpaquePointer
    /// Modification time and size when loaded.
    var stamp: [Int]
  }
  private var surfaces: [String: Entry] = [:]

  public init() {}

  deinit {
    for e in surfaces.values { cairo_surface_destroy(e.surface) }
  }

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

  func surface(for path: String, baseDirectory: String) throws(RenderError) -> OpaquePointer {
    let real = try Self.resolve(path, baseDirectory: baseDirectory)
    var st = stat()
    let stamp = stat(real, &st) == 0 ? [Int(st.st_mtim.tv_sec), Int(st.st_mtim.tv_nsec), Int(st.st_size)] : []
    if let e = surfaces[real] {
      if e.stamp == stamp { return e.surface }
      cairo_surface_destroy(e.surface)
      surfaces[real] = nil
    }
    guard let s = cairo_image_surface_create_from_png(real) else {
      throw RenderError.unreadableImage(path: path, reason: "not a PNG")
    }
    let status = cairo_surface_status(s)
    if status != CAIRO_STATUS_SUCCESS {
      let reason = String(cString: cairo_status_to_string(status))
      cairo_surface_destroy(s)
      throw RenderError.unreadableImage(path: path, reason: reason)
    }
    surfaces[real] = Entry(surface: s, stamp: stamp)
    return s
  }
}
