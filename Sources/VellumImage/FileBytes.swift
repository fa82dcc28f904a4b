import Glibc

/// The one rule for every file Vellum reads (documents, images, goldens, results): regular
/// files only, and never more than a limit.
///
/// The file is opened without blocking (a FIFO cannot hang the open), its type checked with
/// `fstat` before a byte is read (a FIFO, a device such as `/dev/zero`, a socket or a folder is
/// refused, whatever link led to it), and the read stops one byte past `limit`. Whole files go
/// straight into an array, without a Foundation `Data` (and its copy) in between.
public enum FileBytes {
  /// The default limit: larger than any file Vellum writes or reads.
  public static let defaultLimit = 1 << 31

  /// Why a file could not be read.
  public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing at the path.
    case missing
    /// Not a regular file: "a FIFO", "a character device", "a folder", …
    case notRegular(String)
    /// More bytes than the limit.
    case tooLarge(limit: Int)
    /// The system's reason (`Permission denied`).
    case unreadable(String)

    public var description: String {
      switch self {
      case .missing: "no such file"
      case .notRegular(let what): "is \(what), not a regular file"
      case .tooLarge(let limit): "is larger than \(FileBytes.describe(bytes: limit))"
      case .unreadable(let reason): reason
      }
    }
  }

  /// The file's bytes, or nil when it is missing, not a regular file, larger than `limit` or
  /// cannot be read.
  public static func read(_ path: String, limit: Int = defaultLimit) -> [UInt8]? {
    try? contents(path, limit: limit).get()
  }

  /// The file's bytes, or why they cannot be had.
  public static func contents(_ path: String, limit: Int = defaultLimit) -> Result<[UInt8], Failure> {
    let fd: Int32
    let size: Int
    switch openRegularFile(path) {
    case .success(let opened): (fd, size) = opened
    case .failure(let f): return .failure(f)
    }
    defer { close(fd) }
    if size > limit { return .failure(.tooLarge(limit: limit)) }
    return read(fd, sizeHint: size, limit: limit)
  }

  /// Opens `path` for reading by the rule (without blocking, then `fstat`): the descriptor,
  /// which the caller closes, and the file's size; or why not. `flags` are added to the
  /// open's (`O_NOFOLLOW`).
  public static func openRegularFile(_ path: String, flags: Int32 = 0) -> Result<(Int32, size: Int), Failure> {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | flags)
    guard fd >= 0 else { return .failure(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno)))) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      return .failure(.unreadable(reason))
    }
    if let what = kind(info.st_mode) {
      close(fd)
      return .failure(.notRegular(what))
    }
    return .success((fd, Int(info.st_size)))
  }

  /// Up to `limit` bytes from an open stream (standard input): `.tooLarge` when there are more.
  public static func read(descriptor fd: Int32, limit: Int) -> Result<[UInt8], Failure> {
    read(fd, sizeHint: 0, limit: limit)
  }

  /// What a file of `mode` is when it is not a regular file ("a FIFO"), or nil for one.
  public static func kind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "not a regular file"
    }
  }

  /// `32 MB`, `512 KB`, `100 bytes`.
  public static func describe(bytes: Int) -> String {
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
    if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
    return "\(bytes) bytes"
  }

  private static func read(_ fd: Int32, sizeHint: Int, limit: Int) -> Result<[UInt8], Failure> {
    // The size is a hint, one byte more to see the end: a file that grew, or one that reports
    // 0 (as /proc's do), is read on to its end, and never past the limit.
    let size = min(max(sizeHint, 0), limit) + 1
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      let n = fill(fd, buffer.baseAddress!, size)
      failed = n == nil
      count = n ?? 0
    }
    if failed { return .failure(.unreadable(String(cString: strerror(errno)))) }
    if bytes.count < size { return .success(bytes) }
    var piece = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      guard let n = piece.withUnsafeMutableBufferPointer({ fill(fd, $0.baseAddress!, $0.count) }) else {
        return .failure(.unreadable(String(cString: strerror(errno))))
      }
      bytes += piece[..<n]
      if n < piece.count { break }
    }
    return bytes.count > limit ? .failure(.tooLarge(limit: limit)) : .success(bytes)
  }

  /// Reads until `capacity` bytes or the end of the file: the count, or nil on an error.
  private static func fill(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ capacity: Int) -> Int? {
    var count = 0
    while count < capacity {
      let n = Glibc.read(fd, buffer + count, capacity - count)
      if n < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN {
          // A stream opened without blocking that has nothing yet: wait for it.
          var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
          _ = poll(&p, 1, -1)
          continue
        }
        return nil
      }
      if n == 0 { break }
      count += n
    }
    return count
  }
}
