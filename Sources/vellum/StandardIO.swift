import Glibc

/// Standard input and output as raw bytes (unbuffered `read`/`write`, retried on interruption),
/// without Foundation's `FileHandle`.
enum StandardIO {
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

  /// Writes `text` to standard output.
  static func print(_ text: String) { write(Array(text.utf8), to: 1) }

  /// Writes `text` to standard error.
  static func printError(_ text: String) { write(Array(text.utf8), to: 2) }

  /// Everything left on standard input.
  static func readInput() -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return bytes }
      bytes += chunk[..<n]
    }
  }
}
