import FoundationEssentials
import Glibc
import VellumModel

/// The files a document names, read from its folder: what the loaders (`vellum`,
/// `Document(contentsOf:)`) decode a document file with.
public enum DocumentFolder {
  /// Decodes `bytes`, a document whose files are in `baseDirectory`: PNGs must exist there,
  /// custom symbols must draw, and image sets are read (their `Contents.json` and PNGs, which
  /// must resolve inside the set's folder).
  public static func decode(_ bytes: [UInt8], baseDirectory base: String) throws(Diagnostic) -> Document {
    try decode(DocumentDecoder.parse(bytes), baseDirectory: base)
  }

  /// Decodes a document parsed from its bytes (`DocumentDecoder.parse`) in `base`.
  public static func decode(_ json: JSONValue, baseDirectory base: String) throws(Diagnostic) -> Document {
    try DocumentDecoder.decode(
      json, fileExists: { FileManager.default.fileExists(atPath: base + "/" + $0) },
      symbolFileProblem: { SymbolLibrary.symbolFileProblem($0, baseDirectory: base) },
      imageSets: imageSetFiles(baseDirectory: base))
  }

  /// Image sets beside a document in `base`.
  public static func imageSetFiles(baseDirectory base: String) -> ImageSetFiles {
    ImageSetFiles(
      read: { path, folder in
        if let problem = containmentProblem(path, folder: folder, base: base) { return .failure(problem) }
        switch FileBytes.contents(base + "/" + path, limit: 1 << 20) {
        case .success(let b): return .success(b)
        case .failure(.missing): return .failure(.missing)
        case .failure(let f): return .failure(.unusable("\(f)"))
        }
      },
      problem: { path, folder in
        if let problem = containmentProblem(path, folder: folder, base: base) { return problem }
        var st = stat()
        guard stat(base + "/" + path, &st) == 0 else { return .missing }
        return ImageCache.problem(with: base + "/" + path, stat: st).map { .unusable($0) }
      },
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
    let realFolder: String
    do { realFolder = try ImageCache.resolve(folder, baseDirectory: base) } catch {
      if case .unreadableImage(_, let reason) = error {
        return reason == "no such file" ? .missing : .unusable("the image set's folder: \(reason)")
      }
      return .unusable("\(error)")
    }
    // A dangling link is missing; one leading out is refused before anything is read.
    guard let real = realpath(base + "/" + path, nil) else { return .missing }
    defer { free(real) }
    guard String(cString: real).hasPrefix(realFolder + "/") else {
      return .unusable("it resolves outside the image set's folder (through a link)")
    }
    return nil
  }
}
