/// An asset catalogue's image set: a folder `Name.imageset` (usually inside `Assets.xcassets`)
/// whose `Contents.json`, in Xcode's format, lists one image's PNGs for each scale, idiom and
/// appearance. An image's `file` may name the folder; layout draws the entry UIKit would choose.
public struct ImageSet: Sendable, Equatable {
  /// `idiom` of an entry: the devices it is for.
  public enum Idiom: String, Sendable, CaseIterable { case universal, iphone, ipad }
  /// The `luminosity` appearance of an entry: none (`any`), light or dark.
  public enum Appearance: String, Sendable, CaseIterable { case any, light, dark }

  /// One PNG of the set.
  public struct Entry: Sendable, Equatable {
    /// The PNG, by path relative to the document: the set's folder and the entry's `filename`.
    public var file: String
    /// Device pixels per point of its pixels (`scale` 1x, 2x or 3x; omitted, 1).
    public var scale: Int
    public var idiom: Idiom
    public var appearance: Appearance

    public init(file: String, scale: Int, idiom: Idiom = .universal, appearance: Appearance = .any) {
      self.file = file
      self.scale = scale
      self.idiom = idiom
      self.appearance = appearance
    }

    /// Whether `other` is for the same idiom, appearance and scale.
    func sameSlot(as other: Entry) -> Bool {
      idiom == other.idiom && appearance == other.appearance && scale == other.scale
    }
  }

  /// The entries with a file for an idiom Vellum draws, in `Contents.json`'s order: the first
  /// for each idiom, appearance and scale (a later equal one is never chosen).
  public var entries: [Entry]
  /// `properties.template-rendering-intent`: how an image view draws the set when it gives no
  /// `renderingMode` (`template` or `original`); nil, the file's own pixels.
  public var renderingIntent: ImageRenderingMode?

  public init(entries: [Entry], renderingIntent: ImageRenderingMode? = nil) {
    self.entries = entries
    self.renderingIntent = renderingIntent
  }

  /// Whether `file` names an image set (a folder ending in `.imageset`) rather than a PNG.
  package static func isImageSet(_ file: String) -> Bool { file.hasSuffix(".imageset") }

  /// `path` without its empty and `.` components: `./a.imageset`, `.//a.imageset` and
  /// `a.imageset` are one folder.
  public static func normalized(_ path: String) -> String {
    path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
  }

  /// The entry UIKit draws in this environment, nil when none is for the idiom. In order:
  /// the idiom (`ipad` on an iPad canvas, else `iphone`; then `universal`), the appearance
  /// (the canvas's own, then `any`, then the other), the scale (the canvas's, else the nearest
  /// higher, else the highest lower); the first in `Contents.json` of equals.
  package func entry(dark: Bool, scale: Int, idiom: UserInterfaceIdiom) -> Entry? {
    let device: Idiom = idiom == .pad ? .ipad : .iphone
    func rank(_ e: Entry) -> (Int, Int, Int, Int)? {
      let i: Int
      switch e.idiom {
      case device: i = 0
      case .universal: i = 1
      default: return nil
      }
      let a =
        switch (e.appearance, dark) {
        case (.dark, true), (.light, false): 0
        case (.any, _): 1
        default: 2
        }
      let (s, d) = e.scale == scale ? (0, 0) : e.scale > scale ? (1, e.scale - scale) : (2, scale - e.scale)
      return (i, a, s, d)
    }
    var best: (Entry, (Int, Int, Int, Int))?
    for e in entries {
      guard let r = rank(e) else { continue }
      if best == nil || r < best!.1 { best = (e, r) }
    }
    return best?.0
  }
}

/// How the decoder reads image sets beside a document: the loaders give one over the
/// document's folder (`DocumentFolder` in VellumCairo), tests one over files in memory. Paths
/// are relative to the document.
public struct ImageSetFiles {
  /// The bytes of the file at `path` (a set's `Contents.json`), which must resolve inside the
  /// set's `folder`, or why it cannot be read.
  public var read: (_ path: String, _ folder: String) -> Result<[UInt8], DocumentFileProblem>
  /// Why the PNG at `path` cannot be drawn from the set's `folder` (missing, resolving outside
  /// it through a link, not a PNG), nil when it can.
  public var problem: (_ path: String, _ folder: String) -> DocumentFileProblem?
  /// What a set's `folder` is, however it is spelt: sets with the same one are read once. By
  /// default the path without `.` and empty components; the loaders resolve links too.
  public var identity: (_ folder: String) -> String

  public init(
    read: @escaping (_ path: String, _ folder: String) -> Result<[UInt8], DocumentFileProblem>,
    problem: @escaping (_ path: String, _ folder: String) -> DocumentFileProblem?,
    identity: @escaping (_ folder: String) -> String = ImageSet.normalized
  ) {
    self.read = read
    self.problem = problem
    self.identity = identity
  }

  /// Files held in memory, by path: a path that is not there is missing.
  package static func inMemory(_ files: [String: [UInt8]]) -> ImageSetFiles {
    ImageSetFiles(
      read: { path, _ in files[path].map { .success($0) } ?? .failure(.missing) },
      problem: { path, _ in files[path] == nil ? .missing : nil })
  }
}

extension DocumentFileProblem: Error {}

extension Decoding {
  /// The most bytes of `Contents.json` read for one document, all its image sets together
  /// (Xcode's are a few hundred bytes each): reading sets is bounded by what the document is,
  /// not by how many folders lie beside it.
  static let maximumImageSetContentsBytes = 1 << 20

  /// Reads the image set `folder` that `r[key]` names into the warning log's table, once per
  /// document however the folder is spelt (``ImageSetFiles/identity``); each problem is an
  /// error at `key` naming the file and where in it.
  func imageSet(_ folder: String, _ r: ObjectReader, key: String) throws(Diagnostic) {
    guard let files = imageSetFiles else {
      if let exists = fileExists, !exists(folder) {
        throw r.error(key, "image set \"\(folder)\" does not exist next to the document")
      }
      return
    }
    guard warnings.imageSets[folder] == nil else { return }
    let identity = files.identity(folder)
    if let read = warnings.imageSetsRead[identity] {
      warnings.imageSets[folder] = read
      return
    }
    let set = try Self.readImageSet(folder, files: files, r, key: key, log: warnings)
    warnings.imageSetsRead[identity] = set
    warnings.imageSets[folder] = set
    warnings.imageSetUses[folder] = (r, key)
  }

  static func readImageSet(_ folder: String, files: ImageSetFiles, _ r: ObjectReader, key: String, log: WarningLog)
    throws(Diagnostic) -> ImageSet
  {
    let contents = folder + "/Contents.json"
    func fail(_ message: String) -> Diagnostic { r.error(key, "image set \"\(folder)\": \(message)") }
    let bytes: [UInt8]
    switch files.read(contents, folder) {
    case .success(let b): bytes = b
    case .failure(.missing): throw fail("it has no Contents.json (\"\(contents)\" does not exist)")
    case .failure(.unusable(let why)): throw fail("\"\(contents)\" cannot be read: \(why)")
    }
    log.imageSetContentsBytes += bytes.count
    guard log.imageSetContentsBytes <= maximumImageSetContentsBytes else {
      throw fail(
        "\"\(contents)\" (\(bytes.count) bytes) brings the document's image sets to "
          + "\(log.imageSetContentsBytes) bytes of Contents.json; at most \(maximumImageSetContentsBytes) are read")
    }
    do {
      return try imageSet(JSONParser.parse(bytes), folder: folder, files: files)
    } catch {
      let at = error.location.line > 0 ? " at \(error.location)" : ""
      let what = error.path.isEmpty ? error.message : "\(error.path): \(error.message)"
      throw fail("\"\(contents)\"\(at): \(what)")
    }
  }

  /// `Contents.json`'s value: its `images` and `properties` (other keys, `info` among them,
  /// are Xcode's and ignored). Errors are paths inside it.
  static func imageSet(_ json: JSONValue, folder: String, files: ImageSetFiles) throws(Diagnostic) -> ImageSet {
    let r = try ObjectReader(json, path: "")
    var set = ImageSet(entries: [])
    if let p = try r.object("properties"), p["template-rendering-intent"] != nil {
      let intent = try p.string("template-rendering-intent")!
      guard intent == "template" || intent == "original" else {
        throw p.error(
          "template-rendering-intent", "unknown rendering intent \"\(intent)\"; expected \"template\" or \"original\"")
      }
      set.renderingIntent = ImageRenderingMode(rawValue: intent)
    }
    let images = try r.array("images") ?? []
    // A `Contents.json` may list one PNG many times: each file is checked once.
    var checked: [String: DocumentFileProblem?] = [:]
    for (i, v) in images.enumerated() {
      let e = try ObjectReader(v, path: "images[\(i)]")
      // Slots Xcode shows empty have no file; other idioms (mac, watch, app icons' marketing
      // slots) are for other platforms.
      guard let name = try e.string("filename") else { continue }
      let idiomName = try e.string("idiom") ?? "universal"
      guard let idiom = ImageSet.Idiom(rawValue: idiomName) else { continue }
      guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
        throw e.error("filename", "\"\(name)\" must name a file in the image set's folder")
      }
      guard !FileName.hasControlCharacters(name) else {
        throw e.error("filename", "\"\(name)\" holds a control character, which no file name may")
      }
      guard name.lowercased().hasSuffix(".png") else {
        throw e.error("filename", "\"\(name)\" is not a PNG file (only PNG images are supported)")
      }
      var scale = 1
      if let s = try e.string("scale") {
        guard let n = ["1x": 1, "2x": 2, "3x": 3][s] else {
          throw e.error("scale", "unknown scale \"\(s)\"; expected \"1x\", \"2x\" or \"3x\"")
        }
        scale = n
      }
      var appearance = ImageSet.Appearance.any
      var otherTrait = false
      for (j, a) in (try e.array("appearances") ?? []).enumerated() {
        let ar = try ObjectReader(a, path: "\(e.path).appearances[\(j)]")
        guard try ar.string("appearance") == "luminosity" else {
          // A high-contrast entry: Vellum draws the ordinary one.
          otherTrait = true
          continue
        }
        let value = try ar.string("value") ?? ""
        guard value == "light" || value == "dark" else {
          throw ar.error("value", "unknown luminosity \"\(value)\"; expected \"light\" or \"dark\"")
        }
        appearance = value == "dark" ? .dark : .light
      }
      if otherTrait { continue }
      let path = folder + "/" + name
      let problem = checked[name] ?? files.problem(path, folder)
      checked[name] = problem
      switch problem {
      case nil: break
      case .missing?: throw e.error("filename", "\"\(name)\" does not exist in the image set's folder")
      case .unusable(let why)?: throw e.error("filename", "\"\(name)\": \(why)")
      }
      let entry = ImageSet.Entry(file: path, scale: scale, idiom: idiom, appearance: appearance)
      if !set.entries.contains(where: { $0.sameSlot(as: entry) }) { set.entries.append(entry) }
    }
    return set
  }

  /// Refuses an image set used on a canvas (the document's or a `device` variant's) whose idiom
  /// none of its entries is for.
  func checkImageSetsUsable(_ document: Document) throws(Diagnostic) {
    var idioms = [document.canvas.idiom == .pad]
    for case .device(let d) in document.variants.axes.flatMap(\.values) { idioms.append(d.isPad) }
    for (folder, set) in warnings.imageSets.sorted(by: { $0.key < $1.key }) where warnings.imageSetUses[folder] != nil {
      for pad in Set(idioms) where set.entry(dark: false, scale: 3, idiom: pad ? .pad : .phone) == nil {
        let (r, key) = warnings.imageSetUses[folder]!
        let what = set.entries.isEmpty ? "its Contents.json lists no PNG" : "no PNG in its Contents.json is"
        throw r.error(
          key,
          "image set \"\(folder)\": \(what) for \(pad ? "an iPad (\"ipad\"" : "an iPhone (\"iphone\"") or \"universal\")"
        )
      }
    }
  }
}
