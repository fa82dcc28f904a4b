import FoundationEssentials
import Glibc
import VellumModel

/// The files a document names, read from its folder: what the loaders (`vellum`,
/// `Document(contentsOf:)`) decode a document file with.
public enum DocumentFolder {
  /// The most pixels the PNGs one document names may have in all, each file counted once
  /// (image sets' entries too, drawn or not): painting decodes each whole, 4 bytes a pixel, and
  /// keeps it while the document is drawn, so 256 MB at most. As many as one PNG may have.
  public static let maximumImagePixels = 64_000_000
  /// The most bytes the PNG files one document names may have in all: Cairo keeps a file's
  /// bytes beside its pixels.
  public static let maximumImageFileBytes = 64 << 20

  /// Decodes `bytes`, a document whose files are in `baseDirectory`: PNGs must draw (each is
  /// read through as painting will read it), custom symbols must draw, and image sets are read
  /// (their `Contents.json` and PNGs, which must resolve inside the set's folder).
  public static func decode(_ bytes: [UInt8], baseDirectory base: String) throws(Diagnostic) -> Document {
    try decode(DocumentDecoder.parse(bytes), baseDirectory: base)
  }

  /// Decodes a document parsed from its bytes (`DocumentDecoder.parse`) in `base`; its custom
  /// symbols together are bounded by `SymbolLibrary.documentSegmentLimit`.
  package static func decode(_ json: JSONValue, baseDirectory base: String) throws(Diagnostic) -> Document {
    let images = ImageChecks(base: base)
    var segments = 0
    return try DocumentDecoder.decode(
      json, fileExists: { FileManager.default.fileExists(atPath: base + "/" + $0) },
      symbolFileProblem: { SymbolLibrary.symbolFileProblem($0, baseDirectory: base, segments: &segments) },
      imageFileProblem: { images.problem(path: $0, folder: ".") },
      imageSets: imageSetFiles(baseDirectory: base, images: images), includeFiles: includeFiles(baseDirectory: base))
  }

  /// The files `include`s name, read from `base`: each must resolve inside it (through any
  /// links), be a regular file and at most `DocumentDecoder.maximumDocumentBytes`. An included
  /// file's own paths (its images, its includes) are relative to `base` too.
  public static func includeFiles(baseDirectory base: String) -> IncludeFiles {
    IncludeFiles { path in
      let real: String
      switch resolve(path, folder: ".", base: base) {
      case .success(let r): real = r
      case .failure(let problem): return .failure(problem)
      }
      switch FileBytes.contents(real, limit: DocumentDecoder.maximumDocumentBytes) {
      case .success(let bytes): return .success(IncludedFile(identity: real, bytes: bytes))
      case .failure(.missing): return .failure(.missing)
      case .failure(let f): return .failure(.unusable("\(f)"))
      }
    }
  }

  /// Decodes a document that has no folder (one read from standard input): every file it
  /// names (a PNG, a symbol, an image set) is refused, told `reason`.
  package static func decode(_ json: JSONValue, refusingFiles reason: String) throws(Diagnostic) -> Document {
    try DocumentDecoder.decode(
      json, fileExists: { _ in false }, symbolFileProblem: { _ in .unusable(reason) },
      imageFileProblem: { _ in .unusable(reason) },
      imageSets: ImageSetFiles(read: { _, _ in .failure(.unusable(reason)) }, problem: { _, _ in .unusable(reason) }),
      includeFiles: IncludeFiles { _ in .failure(.unusable(reason)) })
  }

  /// Image sets beside a document in `base`.
  public static func imageSetFiles(baseDirectory base: String) -> ImageSetFiles {
    imageSetFiles(baseDirectory: base, images: ImageChecks(base: base))
  }

  /// Image sets beside a document in `base`, their PNGs checked by `images`.
  static func imageSetFiles(baseDirectory base: String, images: ImageChecks) -> ImageSetFiles {
    ImageSetFiles(
      read: { path, folder in
        if let problem = containmentProblem(path, folder: folder, base: base) { return .failure(problem) }
        switch FileBytes.contents(base + "/" + path, limit: 1 << 20) {
        case .success(let b): return .success(b)
        case .failure(.missing): return .failure(.missing)
        case .failure(let f): return .failure(.unusable("\(f)"))
        }
      },
      problem: { path, folder in images.problem(path: path, folder: folder) },
      identity: { folder in
        // The folder through its links: every spelling of it, and every link to it, is one set.
        guard let real = realpath(base + "/" + folder, nil) else { return ImageSet.normalized(folder) }
        defer { free(real) }
        return String(cString: real)
      })
  }

  /// Why `path` (relative to `base`) does not resolve inside `folder`, itself inside `base`,
  /// through any links; nil when it does.
  static func containmentProblem(_ path: String, folder: String, base: String) -> DocumentFileProblem? {
    if case .failure(let problem) = resolve(path, folder: folder, base: base) { return problem }
    return nil
  }

  /// `base` through its links.
  static func realBase(_ base: String) throws(RenderError) -> String {
    guard let real = realpath(base, nil) else {
      throw RenderError.unreadableImage(path: base, reason: "the document's folder cannot be resolved")
    }
    defer { free(real) }
    return String(cString: real)
  }

  /// The real path of `path` (relative to `base`), which must resolve inside `folder` (itself
  /// inside `base`; `.` is `base`) through any links; or why it does not.
  static func resolve(_ path: String, folder: String, base: String) -> Result<String, DocumentFileProblem> {
    let realFolder: String
    do { realFolder = try folder == "." ? realBase(base) : ImageCache.resolve(folder, baseDirectory: base) } catch {
      if case .unreadableImage(_, let reason) = error {
        if reason == "no such file" { return .failure(.missing) }
        return .failure(.unusable(folder == "." ? reason : "the image set's folder: \(reason)"))
      }
      return .failure(.unusable("\(error)"))
    }
    // A dangling link is missing; one leading out is refused before anything is read.
    guard let real = realpath(base + "/" + path, nil) else { return .failure(.missing) }
    defer { free(real) }
    let resolved = String(cString: real)
    guard resolved.hasPrefix(realFolder.hasSuffix("/") ? realFolder : realFolder + "/") else {
      return .failure(
        .unusable(
          folder == "."
            ? "it resolves outside the document's folder"
            : "it resolves outside the image set's folder (through a link)"
        ))
    }
    return .success(resolved)
  }
}

/// The PNGs one document names, each file checked once however often and however it is named:
/// it must resolve inside its folder, its header must give a size Vellum and Cairo draw, the
/// files so far must stay within the document's budget (`DocumentFolder.maximumImagePixels`,
/// `maximumImageFileBytes`), and it must read through as painting will read it. A file that
/// fails is refused here, at the JSON path that names it, before anything is decoded for it.
final class ImageChecks {
  let base: String
  let maximumPixels: Int
  let maximumFileBytes: Int
  /// What was found for each file, by real path.
  private var found: [String: DocumentFileProblem?] = [:]
  /// The pixels and file bytes of the files found so far.
  private(set) var pixels = 0
  private(set) var fileBytes = 0

  init(
    base: String, maximumPixels: Int = DocumentFolder.maximumImagePixels,
    maximumFileBytes: Int = DocumentFolder.maximumImageFileBytes
  ) {
    self.base = base
    self.maximumPixels = maximumPixels
    self.maximumFileBytes = maximumFileBytes
  }

  /// Why the PNG at `path` (relative to the document) cannot be drawn from `folder` (`.`: the
  /// document's), or nil.
  func problem(path: String, folder: String) -> DocumentFileProblem? {
    let real: String
    switch DocumentFolder.resolve(path, folder: folder, base: base) {
    case .success(let r): real = r
    case .failure(let problem): return problem
    }
    if let known = found[real] { return known }
    let problem = check(real: real)
    found[real] = problem
    return problem
  }

  /// What is wrong with the PNG file at `real`, or nil; counts it in the budget.
  private func check(real: String) -> DocumentFileProblem? {
    var st = stat()
    guard stat(real, &st) == 0 else { return .missing }
    let size: ImageCache.PixelSize
    switch ImageCache.header(of: real, stat: st) {
    case .success(let s): size = s
    case .failure(let problem): return .unusable(problem.reason)
    }
    pixels += size.width * size.height
    fileBytes += Int(st.st_size)
    if pixels > maximumPixels {
      return .unusable(
        "the document's images come to \(Self.describe(pixels: pixels)) with this one (\(size.width)×\(size.height)), "
          + "more than the \(Self.describe(pixels: maximumPixels)) a document may draw (each is decoded whole, "
          + "4 bytes a pixel)")
    }
    if fileBytes > maximumFileBytes {
      return .unusable(
        "the document's PNG files come to \(FileBytes.describe(bytes: fileBytes)) with this one "
          + "(\(FileBytes.describe(bytes: Int(st.st_size)))), more than the "
          + "\(FileBytes.describe(bytes: maximumFileBytes)) a document may read")
    }
    return PNGDecoder.readThroughProblem(path: real).map { .unusable($0) }
  }

  /// `72 megapixels`, `64.5 megapixels`; `900 pixels` below one.
  static func describe(pixels n: Int) -> String {
    guard n >= 1_000_000 else { return "\(n) pixels" }
    let tenths = n % 1_000_000 / 100_000
    return "\(n / 1_000_000)" + (tenths > 0 ? ".\(tenths)" : "") + " megapixels"
  }
}
