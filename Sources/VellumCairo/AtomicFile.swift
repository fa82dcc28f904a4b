import Glibc

/// Writes files so that they appear whole or not at all: bytes go to a temporary file in the
/// same folder, which is renamed over the target only after everything was written.
public final class AtomicFile {
  public let path: String
  private let temporary: String
  private var fd: Int32
  private var committed = false

  public init(path: String) throws(RenderError) {
    self.path = path
    let slash = path.lastIndex(of: "/")
    let dir = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array("\(dir.isEmpty ? "/" : dir)/.\(name).XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw RenderError.io(path: path, reason: String(cString: strerror(errno))) }
    self.fd = fd
    self.temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    fchmod(fd, 0o644)
  }

  deinit {
    if !committed {
      close(fd)
      unlink(temporary)
    }
  }

  public func write(_ bytes: [UInt8]) throws(RenderError) {
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw RenderError.io(path: path, reason: String(cString: strerror(errno)))
      }
      offset += n
    }
  }

  /// Moves the finished file into place.
  public func commit() throws(RenderError) {
    guard close(fd) == 0, rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      committed = true
      throw RenderError.io(path: path, reason: reason)
    }
    committed = true
  }

  /// Writes `bytes` to `path` atomically.
  public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
    let f = try AtomicFile(path: path)
    try f.write(bytes)
    try f.commit()
  }
}
