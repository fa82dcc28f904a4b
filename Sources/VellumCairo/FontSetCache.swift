import CPango
import Glibc
import VellumModel

/// Vellum's fonts through fontconfig's own binary cache: the cache file is mapped into memory and
/// used in place (no parsing; the character sets are shared, not rebuilt), so start-up neither
/// reads the font files nor parses their patterns.
///
/// fontconfig caches whole folders, and Vellum's files lie in system folders among other fonts, so
/// the cache is made for a private folder of symbolic links to exactly those files:
///
///     <directory>/fonts-<key>/files/00-Inter-Thin.otf → /usr/share/fonts/opentype/inter/Inter-Thin.otf
///     <directory>/fonts-<key>/fontconfig/<md5 of the files folder>-le64.cache-<n>
///
/// `key` hashes fontconfig's and FreeType's versions and each file's path, face, size and
/// modification time: a changed file means another folder, so a fresh scan, and the stale folders
/// are removed. The folder appears whole (made under a temporary name, then renamed) and is never
/// changed afterwards, so fontconfig's own validity check (the folder's modification time) holds.
/// fontconfig checks the cache file (header, size, offsets) and replaces it atomically after a
/// scan. Only a configuration of our own with this one `<cachedir>` and no rules touches it, never
/// the machine's caches (made under the machine's rules).
///
/// From the cache's set, the faces Vellum uses are taken in `files` order, copied, and given back
/// the real path as `file`: each equals `FcFreeTypeQuery`'s pattern for that file and face.
/// Everything that goes wrong (no writable directory, a damaged or foreign cache, a folder that is
/// not what we made) ends in `nil` or a fresh scan, never in other fonts.
struct FontSetCache {
  let directory: String
  let files: [FontLibrary.FontFile]
  /// Changes when the folder's layout or naming changes.
  static let format = "vellum-fonts 1"

  init(directory: String, files: [FontLibrary.FontFile]) {
    self.directory = directory.hasPrefix("/") ? directory : Self.currentDirectory() + "/" + directory
    self.files = files
  }

  /// `fonts-` and 16 hex digits, or nil when a file cannot be looked at.
  var folderName: String? {
    var text = Self.format + "|fontconfig \(FcGetVersion())|freetype \(Self.freeTypeVersion)"
    for f in files {
      var st = stat()
      guard stat(f.path, &st) == 0 else { return nil }
      text += "|\(f.path)#\(f.face.map(String.init) ?? "*")#\(st.st_size)#\(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec)"
    }
    // FNV-1a, 64 bits: stable across runs and builds (Swift's `Hasher` is seeded per process).
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "fonts-" + String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The patterns of `files`' faces, from the cache (`.cache`), or from a scan of the files that
  /// also wrote the cache (`.fontFiles`); nil when there is no usable cache and none can be made.
  func load() -> (patterns: [OpaquePointer], source: FontLibrary.PatternSource)? {
    guard let name = folderName else { return nil }
    let folder = directory + "/" + name
    let links = folder + "/files"
    let cacheFolder = folder + "/fontconfig"
    guard makeFolder(folder, name: name) else { return nil }
    guard let config = FcConfigCreate() else { return nil }
    defer { FcConfigDestroy(config) }
    let xml = "<?xml version=\"1.0\"?><fontconfig><cachedir>\(Self.escaped(cacheFolder))</cachedir></fontconfig>"
    guard FcConfigParseAndLoadFromMemory(config, xml, 1) != 0 else { return nil }
    var source = FontLibrary.PatternSource.cache
    var cache = FcDirCacheLoad(links, config, nil)
    if cache == nil {
      // No cache yet, or a stale or damaged one: scan the files and write a new one, but only
      // where we may write (fontconfig complains on stderr otherwise; querying is cheaper then).
      guard access(cacheFolder, W_OK) == 0 else { return nil }
      cache = FcDirCacheRead(links, FcTrue, config)
      source = .fontFiles
    }
    guard let cache else { return nil }
    defer { FcDirCacheUnload(cache) }
    guard let patterns = select(from: cache) else {
      // Not the folder we made (a link removed or added): make it again next time.
      Self.removeTree(folder)
      return nil
    }
    return (patterns, source)
  }

  /// Copies of the faces Vellum uses, in `files` order, each with its real path; nil unless every
  /// file is there (and the one face asked of a collection).
  private func select(from cache: OpaquePointer) -> [OpaquePointer]? {
    guard let set = FcCacheCopySet(cache) else { return nil }
    defer { FcFontSetDestroy(set) }
    var faces = [[OpaquePointer]](repeating: [], count: files.count)
    for i in 0..<Int(set.pointee.nfont) {
      guard let p = set.pointee.fonts[i] else { return nil }
      var file: UnsafeMutablePointer<FcChar8>?
      var index: Int32 = 0
      guard FcPatternGetString(p, "file", 0, &file) == FcResultMatch, let file,
        FcPatternGetInteger(p, "index", 0, &index) == FcResultMatch,
        let n = Self.linkNumber(file), n < files.count
      else { return nil }
      if let face = files[n].face, face != index { continue }
      faces[n].append(p)
    }
    for (n, f) in files.enumerated() where faces[n].isEmpty || (f.face != nil && faces[n].count != 1) {
      return nil
    }
    var patterns: [OpaquePointer] = []
    for (n, f) in files.enumerated() {
      for p in faces[n] {
        // The copy owns its values; its character set stays in the cache's mapping (counted).
        guard let copy = FcPatternDuplicate(p), FcPatternDel(copy, "file") != 0,
          FcPatternAddString(copy, "file", f.path) != 0
        else {
          for q in patterns { FcPatternDestroy(q) }
          return nil
        }
        patterns.append(copy)
      }
    }
    return patterns
  }

  /// The link's name: the file's place in `files`, then its own name (fontconfig scans a folder
  /// in name order, so the cache's order is ours too).
  static func linkName(_ n: Int, _ path: String) -> String {
    let base = path.split(separator: "/").last.map(String.init) ?? "font"
    return (n < 10 ? "0" : "") + "\(n)-" + base
  }

  /// The number a link's name starts with, from a pattern's `file`.
  static func linkNumber(_ path: UnsafePointer<FcChar8>) -> Int? {
    guard let slash = strrchr(UnsafeRawPointer(path).assumingMemoryBound(to: CChar.self), 0x2F) else { return nil }
    var p = UnsafeRawPointer(slash + 1).assumingMemoryBound(to: UInt8.self)
    var n = 0
    var digits = 0
    while p.pointee >= 0x30 && p.pointee <= 0x39 && digits < 6 {
      n = n * 10 + Int(p.pointee - 0x30)
      digits += 1
      p += 1
    }
    return digits > 0 && p.pointee == 0x2D ? n : nil
  }

  /// Makes `folder` (its links and an empty cache folder) unless it is there. It is built under a
  /// temporary name and renamed into place, so concurrent first starts never see half of it: the
  /// first rename wins and the others use its folder. False when the directory is not writable.
  private func makeFolder(_ folder: String, name: String) -> Bool {
    if Self.isDirectory(folder + "/files") { return true }
    var made = ""
    for component in directory.split(separator: "/") {
      made += "/" + component
      mkdir(made, 0o755)
    }
    for _ in 0..<2 {
      let temporary = directory + "/.\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
      guard mkdir(temporary, 0o755) == 0 else { return false }
      var complete = mkdir(temporary + "/files", 0o755) == 0 && mkdir(temporary + "/fontconfig", 0o755) == 0
      for (n, f) in files.enumerated() where complete {
        complete = symlink(f.path, temporary + "/files/" + Self.linkName(n, f.path)) == 0
      }
      if complete && rename(temporary, folder) == 0 {
        removeStale(keeping: name)
        return true
      }
      Self.removeTree(temporary)
      guard complete else { return false }
      if Self.isDirectory(folder + "/files") { return true }  // another process was first
      Self.removeTree(folder)  // something else is in the way: clear it and try once more
    }
    return false
  }

  /// Removes the folders of other keys (fonts since changed, another fontconfig), the text
  /// pattern cache of earlier versions, and temporary folders left by a process that died.
  private func removeStale(keeping name: String) {
    guard let dir = opendir(directory) else { return }
    var stale: [String] = []
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    while let entry = readdir(dir) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if entryName.hasPrefix("fonts-") && entryName != name || entryName.hasPrefix("font-patterns-") {
        stale.append(entryName)
      } else if entryName.hasPrefix(".fonts-") && entryName.hasSuffix(".tmp") {
        var st = stat()
        // Another process may be making it right now: only old ones.
        if lstat(directory + "/" + entryName, &st) == 0 && now.tv_sec - st.st_mtim.tv_sec > 600 {
          stale.append(entryName)
        }
      }
    }
    closedir(dir)
    for entryName in stale { Self.removeTree(directory + "/" + entryName) }
  }

  /// Removes a file, a link (never what it points to) or a folder and everything in it.
  static func removeTree(_ path: String) {
    var st = stat()
    guard lstat(path, &st) == 0 else { return }
    guard st.st_mode & S_IFMT == S_IFDIR else {
      unlink(path)
      return
    }
    if let dir = opendir(path) {
      var names: [String] = []
      while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
      }
      closedir(dir)
      for name in names { removeTree(path + "/" + name) }
    }
    rmdir(path)
  }

  static func isDirectory(_ path: String) -> Bool {
    var st = stat()
    return stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFDIR
  }

  /// FreeType's version: a newer FreeType may describe the same file differently.
  static let freeTypeVersion: String = {
    var lib: FT_Library?
    guard FT_Init_FreeType(&lib) == 0 else { return "?" }
    defer { FT_Done_FreeType(lib) }
    var major: Int32 = 0
    var minor: Int32 = 0
    var patch: Int32 = 0
    FT_Library_Version(lib, &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }()

  /// Text for fontconfig's XML (`TextEscaping.markupEscaped`).
  static func escaped(_ text: String) -> String { TextEscaping.markupEscaped(text) }

  static func currentDirectory() -> String {
    guard let cwd = getcwd(nil, 0) else { return "" }
    defer { free(cwd) }
    return String(cString: cwd)
  }
}
