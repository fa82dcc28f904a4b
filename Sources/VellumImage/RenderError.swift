/// Failures of the rendering backend (painting, fonts, images, files), each with a message a
/// user can act on.
public enum RenderError: Error, Sendable, CustomStringConvertible, Equatable {
  case missingFont(path: String, package: String)
  case unreadableImage(path: String, reason: String)
  case io(path: String, reason: String)
  /// The canvas is `width`×`height` pixels, past the renderer's limits.
  case canvasTooLarge(width: Int, height: Int, maximumWidth: Int, maximumHeight: Int, maximumPixels: Int)
  case `internal`(String)

  public var description: String {
    switch self {
    case .missingFont(let path, let package):
      "font file \(path) is missing; install the Debian package \(package) (apt-get install \(package))"
    case .unreadableImage(let path, let reason): "cannot read image \(path): \(reason)"
    case .io(let path, let reason): "\(path): \(reason)"
    case .canvasTooLarge(let w, let h, let maximumWidth, let maximumHeight, let maximumPixels):
      "the laid-out canvas is \(w)×\(h) pixels; the limits are \(maximumWidth) wide and "
        + "\(maximumHeight) high, \(maximumPixels) pixels in all "
        + "(lower the scale or the canvas's width or height; a canvas that fits its content: make the content smaller)"
    case .internal(let m): "internal error: \(m)"
    }
  }
}
