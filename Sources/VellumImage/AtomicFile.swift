import FoundationEssentials
import Glibc

/// The one rule for every file Vellum writes, whatever the verb.
///
/// - A regular file (or a new one) appears whole or not at all: bytes go to a temporary file
///   beside it (`.<name>.vellum-<pid>.XXXXXX`), renamed over the target only after everything
///   was written. The file keeps its mode (and, as root, its owner); a symbolic link is
///   followed, so the link stays and its target is replaced; a file with other hard links is
///   rewritten in place at commit, so every link sees the new bytes.
/// - A character device, a FIFO and anything under `/dev/` or `/proc/` (`/dev/stdout`,
///   `/dev/null`) is written straight: renaming over it would replace the device.
/// - A folder, block device or socket is refused with a message saying what it is.
/// - Folders missing above a new file are made when writing starts (and removed again, if still
///   empty, when the file is never committed); a part of the path that is a file is refused,
///   named.
///
/// Temporary files are registered with ``TemporaryFiles`` until committed, so an interrupted
/// run removes them and the next run removes those of processes that were killed.
public final class AtomicFile {
  /// The path as given, for messages.
  public let path: String
  /// Where the bytes end up (symbolic links followed).
  private let target: String
  /// The file being written: nil when writing straight to `target`.
  private let temporary: String?
  /// Whether commit copies the temporary file's bytes into `target` (a hard-linked file).
  private let inPlace: Bool
  private var fd: Int32
  private var committed = false
  /// The folders made for the file, outermost first: removed when it is never committed.
  private var madeFolders: [String] = []

  public init(path: String) throws(RenderError) {
    self.path = path
    switch try Self.classify(path) {
    case .stream:
      let fd = open(path, O_WRONLY | O_CLOEXEC)
      guard fd >= 0 else { throw Self.failure(path) }
      (self.fd, target, temporary, inPlace) = (fd, path, nil, false)
    case .new:
      (target, inPlace) = (path, false)
      let made = try Self.makeFolders(above: path)
      do {
        (fd, temporary) = try Self.makeTemporary(beside: path, for: path)
      } catch {
        Self.removeFolders(made)
        throw error
      }
      madeFolders = made
      fchmod(fd, 0o644)
    case .regular(let real, let info):
      (target, inPlace) = (real, info.st_nlink > 1)
      (fd, temporary) = try Self.makeTemporary(beside: real, for: path)
      fchmod(fd, info.st_mode & 0o7777)
      if geteuid() == 0 { _ = fchown(fd, info.st_uid, info.st_gid) }
    }
  }

  deinit {
    if !committed {
      close(fd)
      if let temporary {
        unlink(temporary)
        TemporaryFiles.unregister(temporary)
      }
      Self.removeFolders(madeFolders)
    }
  }

  public func write(_ bytes: [UInt8]) throws(RenderError) {
    guard Self.writeAll(bytes, to: fd) else { throw Self.failure(path) }
  }

  /// Moves the finished file into place (or, written straight, closes it).
  public func commit() throws(RenderError) {
    committed = true
    guard let temporary else {
      guard close(fd) == 0 else { throw Self.failure(path) }
      return
    }
    defer { TemporaryFiles.unregister(temporary) }
    if inPlace {
      // Every hard link must see the new bytes: copy them over the file's own inode.
      defer {
        close(fd)
        unlink(temporary)
      }
      guard lseek(fd, 0, SEEK_SET) == 0,
        case .success(let bytes) = FileBytes.read(descriptor: fd, limit: FileBytes.defaultLimit)
      else { throw Self.failure(path) }
      let out = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
      guard out >= 0 else { throw Self.failure(path) }
      let written = Self.writeAll(bytes, to: out)
      guard close(out) == 0, written else { throw Self.failure(path) }
      return
    }
    guard close(fd) == 0, rename(temporary, target) == 0 else {
      let error = Self.failure(path)
      unlink(temporary)
      throw error
    }
  }

  /// Writes `bytes` to `path` by the rule above.
  public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
    let f = try AtomicFile(path: path)
    try f.write(bytes)
    try f.commit()
  }

  /// Why `path` cannot be written, or nil when it can: what the rule refuses (a folder, a
  /// block device, a socket, a dangling link), checked before any work is done.
  public static func refusal(_ path: String) -> String? {
    do {
      _ = try classify(path)
      return nil
    } catch {
      return error.description
    }
  }

  // MARK: The rule

  private enum Kind {
    /// Written straight: a character device, a FIFO, `/dev/…`, `/proc/…`.
    case stream
    /// Nothing there yet.
    case new
    /// A regular file, at `real` once symbolic links are followed.
    case regular(real: String, info: stat)
  }

  private static func classify(_ path: String) throws(RenderError) -> Kind {
    if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") { return .stream }
    var info = stat()
    if stat(path, &info) != 0 {
      let error = errno
      var link = stat()
      if error == ENOENT, lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
        throw RenderError.io(path: path, reason: "is a symbolic link to a file that does not exist")
      }
      if error == ENOTDIR, let file = fileAmongFolders(of: path) {
        throw RenderError.io(path: path, reason: "\(file) is a file, not a folder")
      }
      guard error == ENOENT else { throw RenderError.io(path: path, reason: String(cString: strerror(error))) }
      return .new
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      var link = stat()
      guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return .regular(real: path, info: info) }
      guard let resolved = realpath(path, nil) else { throw failure(path) }
      defer { free(resolved) }
      return .regular(real: String(cString: resolved), info: info)
    case S_IFCHR, S_IFIFO: return .stream
    case S_IFDIR: throw RenderError.io(path: path, reason: "is a folder")
    case S_IFBLK:
      throw RenderError.io(path: path, reason: "is a block device; vellum writes files, character devices and FIFOs")
    case S_IFSOCK:
      throw RenderError.io(path: path, reason: "is a socket; vellum writes files, character devices and FIFOs")
    default: throw RenderError.io(path: path, reason: "is not a file vellum can write")
    }
  }

  /// The folders above `path` (the parts before its last `/`), outermost first.
  private static func folders(above path: String) -> [String] {
    var folders: [String] = []
    var end = path.endIndex
    while let slash = path[..<end].lastIndex(of: "/") {
      if slash != path.startIndex { folders.append(String(path[..<slash])) }
      end = slash
    }
    return folders.reversed()
  }

  /// The first folder above `path` that is not a folder (a file, or a link to one), if any.
  private static func fileAmongFolders(of path: String) -> String? {
    for folder in folders(above: path) {
      var info = stat()
      guard stat(folder, &info) == 0 else { return nil }
      if info.st_mode & S_IFMT != S_IFDIR { return folder }
    }
    return nil
  }

  /// Makes the folders missing above `path`, outermost first, and returns those it made.
  private static func makeFolders(above path: String) throws(RenderError) -> [String] {
    var made: [String] = []
    for folder in folders(above: path) {
      var info = stat()
      if stat(folder, &info) == 0 {
        guard info.st_mode & S_IFMT == S_IFDIR else {
          removeFolders(made)
          throw RenderError.io(path: path, reason: "\(folder) is a file, not a folder")
        }
        continue
      }
      if mkdir(folder, 0o777) == 0 {
        made.append(folder)
        continue
      }
      let error = errno
      // Another writer may have made it meanwhile; anything else is a failure.
      if error == EEXIST, stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
      removeFolders(made)
      throw RenderError.io(
        path: path,
        reason: error == EEXIST
          ? "\(folder) is not a folder" : "cannot make the folder \(folder): \(String(cString: strerror(error)))")
    }
    return made
  }

  /// Removes `folders` (made by ``makeFolders(above:)``) innermost first, each only if empty.
  private static func removeFolders(_ folders: [String]) {
    for folder in folders.reversed() { rmdir(folder) }
  }

  /// A new temporary file in `file`'s folder, registered for clean-up; stale ones of dead
  /// processes in that folder are removed first.
  private static func makeTemporary(beside file: String, for path: String) throws(RenderError) -> (Int32, String) {
    let slash = file.lastIndex(of: "/")
    let dir = slash.map { String(file[..<$0]) } ?? "."
    let name = slash.map { String(file[file.index(after: $0)...]) } ?? file
    let folder = dir.isEmpty ? "/" : dir
    TemporaryFiles.sweepStale(in: folder)
    // Leave room for the marker within NAME_MAX (255 bytes).
    let stem = String(decoding: name.utf8.prefix(200), as: UTF8.self)
    var template = Array("\(folder)/.\(stem)\(TemporaryFiles.marker)\(getpid()).XXXXXX".utf8CString)
    // Created and registered under one lock, so a signal's clean-up sees the file or it
    // does not exist yet.
    let made = TemporaryFiles.registering { () -> (Int32, String)? in
      let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard fd >= 0 else { return nil }
      return (fd, String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    guard let made else { throw failure(path) }
    return made
  }

  private static func failure(_ path: String) -> RenderError {
    RenderError.io(path: path, reason: String(cString: strerror(errno)))
  }

  private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += n
    }
    return true
  }

}

/// The temporary files and staging folders this process is writing, so that they never
/// outlive it: removed on SIGINT, SIGTERM and SIGHUP (``cleanUpOnSignals()``), and, when a
/// process was killed outright, by the next run that writes into the same folder.
///
/// Every temporary name carries ``marker`` and the writer's process id
/// (`.out.png.vellum-4242.a1B2c3`, `site.partial-vellum-4242`); a leftover is removed only when
/// that process no longer exists and the file has not changed for a minute.
public enum TemporaryFiles {
  /// What every temporary name holds before the process id.
  public static let marker = ".vellum-"
  /// The suffix of a staging folder's name before the process id (`site.partial-vellum-4242`).
  public static let partialMarker = ".partial-vellum-"
  /// How long a leftover of a dead process is left alone (seconds since its last change).
  static let staleAge = 60

  private static let lock = Lock()
  nonisolated(unsafe) private static var files: Set<String> = []
  nonisolated(unsafe) private static var folders: Set<String> = []
  nonisolated(unsafe) private static var swept: Set<String> = []

  /// Marks `path` as this process's until ``unregister(_:)``.
  public static func register(_ path: String) { _ = lock.withLock { files.insert(path) } }
  public static func unregister(_ path: String) { _ = lock.withLock { files.remove(path) } }
  /// Marks a staging folder as this process's until ``unregisterFolder(_:)``.
  public static func registerFolder(_ path: String) { _ = lock.withLock { folders.insert(path) } }
  public static func unregisterFolder(_ path: String) { _ = lock.withLock { folders.remove(path) } }

  /// The staging folder for `target` (`out/site` → `out/site.partial-vellum-<pid>`), after
  /// removing those that killed processes left beside it.
  public static func stagingFolder(for target: String) -> String {
    sweepStale(in: target.deletingLastPathComponentOrDot)
    return target + partialMarker + String(getpid())
  }

  /// Runs `create` (which makes a file and returns its descriptor and path) and registers the
  /// path, both under the lock the signal clean-up takes.
  static func registering(_ create: () -> (Int32, String)?) -> (Int32, String)? {
    lock.withLock {
      let made = create()
      if let made { files.insert(made.1) }
      return made
    }
  }

  /// Removes every registered file and folder and keeps the lock, so no new temporary file
  /// appears before the process ends (the signal clean-up).
  static func removeAllForExit() {
    lock.lock()
    for path in files { unlink(path) }
    for path in folders { try? FileManager.default.removeItem(atPath: path) }
  }

  /// Removes every registered file and folder (called by tests).
  public static func removeAll() {
    let (f, d) = lock.withLock { (files, folders) }
    for path in f { unlink(path) }
    for path in d { try? FileManager.default.removeItem(atPath: path) }
    lock.withLock {
      files.subtract(f)
      folders.subtract(d)
    }
  }

  /// Removes, once per process and folder, the temporary files and staging folders in
  /// `folder` left by processes that no longer exist.
  public static func sweepStale(in folder: String) {
    guard lock.withLock({ swept.insert(folder).inserted }) else { return }
    guard let dir = opendir(folder) else { return }
    var leftovers: [String] = []
    while let entry = readdir(dir) {
      // Both markers hold "vellum-": a name without it is passed over before it is made a
      // String (an output folder such as /tmp can hold thousands of entries).
      let name: String? = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        let bytes = raw.bindMemory(to: CChar.self).baseAddress!
        return strstr(bytes, "vellum-") == nil ? nil : String(cString: bytes)
      }
      if let name, let pid = ownerOfLeftover(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
        leftovers.append(name)
      }
    }
    closedir(dir)
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    for name in leftovers {
      let path = folder == "/" ? "/" + name : folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, Int(now.tv_sec) - Int(info.st_mtim.tv_sec) >= staleAge else { continue }
      if info.st_mode & S_IFMT == S_IFDIR {
        try? FileManager.default.removeItem(atPath: path)
      } else if info.st_mode & S_IFMT == S_IFREG {
        unlink(path)
      }
    }
  }

  /// The process id in a temporary name this rule made: `.x.vellum-<pid>.XXXXXX` (a file)
  /// or `x.partial-vellum-<pid>` (a staging folder); nil for any other name.
  public static func ownerOfLeftover(_ name: String) -> pid_t? {
    let bytes = Array(name.utf8)
    if let range = bytes.lastRange(of: Array(partialMarker.utf8)), range.lowerBound > 0 {
      let digits = bytes[range.upperBound...]
      guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
      return pid_t(String(decoding: digits, as: UTF8.self))
    }
    guard bytes.first == UInt8(ascii: "."), bytes.count > 8, bytes[bytes.count - 7] == UInt8(ascii: "."),
      let range = bytes[..<(bytes.count - 7)].lastRange(of: Array(marker.utf8))
    else { return nil }
    let digits = bytes[range.upperBound..<(bytes.count - 7)]
    guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
    return pid_t(String(decoding: digits, as: UTF8.self))
  }

  /// Blocks SIGINT, SIGTERM and SIGHUP in every thread and handles them on one thread of
  /// their own: it removes every registered file and folder, then ends the process by the
  /// same signal. Call it first thing in `main`, before any thread starts (threads inherit the
  /// mask); signals a parent set to be ignored stay ignored.
  public static func cleanUpOnSignals() {
    var set = sigset_t()
    sigemptyset(&set)
    for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, s) }
    pthread_sigmask(SIG_BLOCK, &set, nil)
    startThread(name: "vellum-signals") {
      var signal: Int32 = 0
      var set = sigset_t()
      sigemptyset(&set)
      for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, s) }
      while sigwait(&set, &signal) != 0 {}
      removeAllForExit()
      Glibc.signal(signal, SIG_DFL)
      var only = sigset_t()
      sigemptyset(&only)
      sigaddset(&only, signal)
      pthread_sigmask(SIG_UNBLOCK, &only, nil)
      raise(signal)
      _exit(128 + signal)
    }
  }
}

extension Array where Element == UInt8 {
  fileprivate func lastRange(of needle: [UInt8]) -> Range<Int>? { self[...].lastRange(of: needle) }
}

extension ArraySlice where Element == UInt8 {
  fileprivate func lastRange(of needle: [UInt8]) -> Range<Int>? {
    guard needle.count <= count else { return nil }
    var i = endIndex - needle.count
    while i >= startIndex {
      if self[i..<(i + needle.count)].elementsEqual(needle) { return i..<(i + needle.count) }
      i -= 1
    }
    return nil
  }
}

extension String {
  fileprivate var deletingLastPathComponentOrDot: String {
    guard let slash = lastIndex(of: "/") else { return "." }
    return slash == startIndex ? "/" : String(self[..<slash])
  }
}
