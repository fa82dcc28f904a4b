import Glibc

/// Standard input and output as raw bytes (unbuffered `read`/`write`, retried on interruption),
/// without Foundation's `FileHandle`.
enum StandardIO {
  /// The error of the first write to standard output that failed (checked before exiting).
  nonisolated(unsafe) static var outputError: Int32?

  /// Writes all of `bytes` to `fd`; false when the stream is closed or failing.
  @discardableResult
  static func write(_ bytes: some Collection<UInt8>, to fd: Int32) -> Bool {
    let all = Array(bytes)
    var offset = 0
    while offset < all.count {
      let n = all[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += n
    }
    return true
  }

  /// Writes `text` to standard output (a failure is remembered in ``outputError``).
  static func print(_ text: String) {
    if !write(Array(text.utf8), to: 1), outputError == nil { outputError = errno }
  }

  /// Writes `text` to standard error.
  static func printError(_ text: String) { write(Array(text.utf8), to: 2) }
}
