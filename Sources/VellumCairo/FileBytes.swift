import Glibc

/// Whole files read with `open`, `fstat` and `read`: straight into an array, without a
/// Foundation `Data` (and its copy) in between.
public enum FileBytes {
  /// The file's bytes, or nil when it cannot be opened or read (a directory included).
  public static func read(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
    // The size is a hint, one byte more to see the end: a file that grew, or one that reports
    // 0 (as /proc's do), is read on to its end.
    let size = max(Int(info.st_size), 0) + 1
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      let n = fill(fd, buffer.baseAddress!, size)
      failed = n == nil
      count = n ?? 0
    }
    if failed { return nil }
    if bytes.count < size { return bytes }
    var piece = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      guard let n = piece.withUnsafeMutableBufferPointer({ fill(fd, $0.baseAddress!, $0.count) }) else { return nil }
      bytes += piece[..<n]
      if n < piece.count { return bytes }
    }
  }

  /// Reads until `capacity` bytes or the end of the file: the count, or nil on an error.
  private static func fill(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ capacity: Int) -> Int? {
    var count = 0
    while count < capacity {
      let n = Glibc.read(fd, buffer + count, capacity - count)
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if n == 0 { break }
      count += n
    }
    return count
  }
}
