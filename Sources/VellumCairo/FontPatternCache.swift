import CPango
import Glibc

/// Vellum's fonts' fontconfig patterns as text (`FcNameUnparse`, which round-trips them exactly),
/// in one file keyed by every font file's path, face, size and modification time: reading it
/// replaces FreeType's scan of the files at start-up. A stale, foreign or damaged cache is
/// ignored (and rewritten); writing is atomic and its failure is silent (the cache is an
/// optimisation, never a requirement).
struct FontPatternCache {
  let directory: String
  let files: [FontLibrary.FontFile]
  static let version = "vellum-font-patterns 1"

  var path: String { directory + "/font-patterns-\(FcGetVersion()).txt" }

  /// The first line: the format, then each file with its face, size and modification time.
  var key: String? {
    var parts = [Self.version]
    for f in files {
      var st = stat()
      guard stat(f.path, &st) == 0 else { return nil }
      parts.append(
        "\(f.path)#\(f.face.map(String.init) ?? "*")#\(st.st_size)#\(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec)")
    }
    return parts.joined(separator: "|")
  }

  /// The cached patterns, or nil when there is no valid cache for these files.
  func read() -> [OpaquePointer]? {
    guard let key, let bytes = Self.contents(of: path) else { return nil }
    // Lines split on bytes: Swift's character-wise split costs more than the parsing.
    var lines = bytes.split(separator: 10, omittingEmptySubsequences: true)
    guard let first = lines.first, first.elementsEqual(key.utf8) else { return nil }
    lines.removeFirst()
    var patterns: [OpaquePointer] = []
    for line in lines {
      guard let p = (Array(line) + [0]).withUnsafeBufferPointer({ FcNameParse($0.baseAddress) }) else {
        for q in patterns { FcPatternDestroy(q) }
        return nil
      }
      Self.normalizeEmptyLangSet(p)
      patterns.append(p)
    }
    return patterns.isEmpty ? nil : patterns
  }

  /// Writes the patterns under the current key (a temporary file renamed into place).
  func write(_ patterns: [OpaquePointer]) {
    guard let key else { return }
    var text = key + "\n"
    for p in patterns {
      guard let s = FcNameUnparse(p) else { return }
      let line = String(cString: s)
      free(s)
      // A pattern is one line; one that is not cannot be cached.
      guard !line.contains("\n") else { return }
      text += line + "\n"
    }
    var created = ""
    for component in directory.split(separator: "/") {
      created += "/" + component
      mkdir(created, 0o755)
    }
    // Unique per writer (processes and threads alike), so concurrent starts never share a file.
    let temporary = path + ".\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
    guard let file = fopen(temporary, "wb") else { return }
    let bytes = Array(text.utf8)
    let written = fwrite(bytes, 1, bytes.count, file)
    let closed = fclose(file) == 0
    if written == bytes.count && closed {
      if rename(temporary, path) != 0 { unlink(temporary) }
    } else {
      unlink(temporary)
    }
  }

  /// A font that covers no language (Material Icons) has an empty language set, written as
  /// `lang=`; parsed back it holds one empty name. Put back the truly empty set FreeType made,
  /// so the pattern equals the queried one.
  static func normalizeEmptyLangSet(_ p: OpaquePointer) {
    var langs: OpaquePointer?
    guard FcPatternGetLangSet(p, "lang", 0, &langs) == FcResultMatch, let langs,
      let set = FcLangSetGetLangs(langs)
    else { return }
    defer { FcStrSetDestroy(set) }
    guard let list = FcStrListCreate(set) else { return }
    defer { FcStrListDone(list) }
    while let s = FcStrListNext(list) {
      if s.pointee != 0 { return }  // a real language: leave the set alone
    }
    guard let empty = FcLangSetCreate() else { return }
    defer { FcLangSetDestroy(empty) }
    FcPatternDel(p, "lang")
    FcPatternAddLangSet(p, "lang", empty)
  }

  private static func contents(of path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = fread(&buffer, 1, buffer.count, file)
      if n > 0 { bytes += buffer[0..<n] }
      if n < buffer.count { break }
      if bytes.count > 16 << 20 { return nil }
    }
    return bytes
  }
}
