import CPNGCheck
import Glibc

extension PNGDecoder {
  /// Why the PNG file at `path` would not draw, found by reading it through as Cairo's loader
  /// reads it (libpng, the same transforms, a row at a time: the memory of one row, the time of
  /// a decode): truncated or corrupt image data, a bad checksum, a chunk out of place. Nil when
  /// it reads through. Sizes are not checked here (the caller has read the header).
  public static func readThroughProblem(path: String) -> String? {
    let fd: Int32
    switch FileBytes.openRegularFile(path) {
    case .success(let opened): fd = opened.0
    case .failure(let f): return "\(f)"
    }
    guard let file = fdopen(fd, "rb") else {
      close(fd)
      return String(cString: strerror(errno))
    }
    defer { fclose(file) }
    var message = [CChar](repeating: 0, count: 256)
    if vellum_png_read_through(file, &message, message.count) == 1 { return nil }
    let words = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return PNGDecodingError.corrupt(words.isEmpty ? "libpng stopped" : words).description
  }
}
