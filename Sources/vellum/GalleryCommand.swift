import FoundationEssentials
import Glibc
import VellumCairo
import VellumModel
import VellumSnapshot

enum GalleryCommand {
  static let verb = Verb(
    name: "gallery",
    summary: "a static site of rendered documents",
    example: "vellum gallery Samples -o site/",
    synopsis: "vellum gallery <folder | doc.json>… -o <site/> [--jobs N]",
    description: """
      Renders every document (for a folder, every .json below it, as check finds them), each
      variant and contact sheet, into a static site: <site>/index.html beside <site>/images/,
      one self-contained folder to open in a browser or publish as it is (no server, no
      network). Every document is shown with its JSON; a document's variants, and documents
      named …-light and …-dark, side by side; a box filters by name, and index.html?q=switch
      opens filtered.

      The site is written whole or not at all: it is built beside -o and then moved into
      place, replacing a folder only if it is empty or an earlier gallery. When -o is a
      symbolic link to a folder, the site replaces the link's target and the link stays. If a
      document fails, or two would write the same image, each is reported and nothing is
      written.
      """,
    options: Options.self,
    positionals: .filesWithExtension("json"),
    draws: true,
    action: run)

  struct Options: VerbOptions {
    var positionals: [String] = []
    var output: String?
    var jobs: String?

    static let bindings: [FlagBinding<Self>] = [
      .option(\.output, "--output", short: "-o", "DIR", help: "the site's folder (required)", completes: .directories),
      .option(\.jobs, "--jobs", "N", help: "cores to use: documents rendered at once (default: all cores)"),
    ]
  }

  /// Marks a folder as a gallery, so that the next run may replace it.
  static let marker = ".vellum-gallery"

  static func run(_ a: Options) throws -> Int32 {
    guard !a.positionals.isEmpty else { throw CLIError.usage("gallery needs a folder or documents\n\n" + verb.help) }
    guard let output = a.output else { throw CLIError.usage("gallery needs -o <site/>") }
    let jobs = try jobCount(a.jobs)
    let documents = try inputs(a.positionals)
    guard !documents.isEmpty else {
      throw CLIError(
        code: ExitCode.noInput, message: "\(a.positionals.joined(separator: ", ")): no documents (.json) found")
    }
    let target = try resolvedTarget(output)
    try checkReplaceable(target, as: output)
    let staging = TemporaryFiles.stagingFolder(for: target)
    let fm = FileManager.default
    TemporaryFiles.registerFolder(staging)
    defer {
      try? fm.removeItem(atPath: staging)
      TemporaryFiles.unregisterFolder(staging)
    }
    do {
      try fm.createDirectory(atPath: staging + "/images", withIntermediateDirectories: true)
    } catch {
      throw CLIError(
        code: ExitCode.cantCreate,
        message: "\(output): cannot create the site beside it (\(failureReason(error)))")
    }

    // Render every document, `jobs` at once; each keeps its slot so the page's order is stable.
    let results = forEachConcurrently(documents.count, jobs: jobs, pool: RendererPool()) { i, renderer in
      try render(documents[i], into: staging, renderer: renderer)
    }

    var rendered: [Gallery.Document] = []
    var worst: Int32 = 0
    for (i, result) in results.enumerated() {
      switch result {
      case .success(let d): rendered.append(d)
      case .failure(let error):
        let e = error as? CLIError ?? CLIError(code: ExitCode.software, message: "\(documents[i].path): \(error)")
        printError("vellum: \(e.message)")
        worst = max(worst, e.code)
      }
    }
    // Two documents (or two variants) that would write the same image: refuse both.
    var collided: Set<String> = []
    for c in OutputCollisions.find(rendered.map { d in (d.name, d.images.map(\.path)) }) {
      printError("vellum: \(c.message(what: "image"))")
      collided.formUnion([c.first, c.second])
      worst = max(worst, ExitCode.dataError)
    }
    guard worst == 0 else {
      printError(
        "vellum: "
          + refusalSummary(failed: documents.count - rendered.count, collided: collided.count, of: documents.count))
      return worst
    }
    do {
      try AtomicFile.write(Array(Gallery.html(rendered).utf8), to: staging + "/" + Gallery.fileName)
      try AtomicFile.write([], to: staging + "/" + marker)
      try replace(target, with: staging)
    } catch {
      throw CLIError(
        code: ExitCode.cantCreate, message: "\(output): cannot write the gallery (\(failureReason(error)))")
    }
    let images = rendered.reduce(0) { $0 + $1.images.count }
    printLine(
      "gallery: \(rendered.count) documents, \(images) images → \(output.appendingPathComponent(Gallery.fileName))"
    )
    return 0
  }

  /// A document to show: where it is and its name on the page.
  struct Input {
    var path: String
    var name: String
  }

  /// The documents the arguments name: a folder's documents are named below it; files below
  /// the folder they (and any other folders) share.
  static func inputs(_ arguments: [String]) throws(CLIError) -> [Input] {
    var found: [(path: String, root: String?)] = []
    for argument in arguments {
      if isDirectory(atPath: argument) {
        let root = PathUtilities.absolute(argument)
        let relatives: [String]
        do {
          var skipped: [SnapshotSuite.SkippedDocument] = []
          relatives = try SnapshotSuite.discoverDocuments(in: root, skipped: &skipped)
          for s in skipped { printError("vellum: warning: " + s.message(samplesDirectory: argument)) }
        } catch {
          throw CLIError(code: ExitCode.noInput, message: error.message)
        }
        found += relatives.map { (root + "/" + $0, root) }
      } else if FileManager.default.fileExists(atPath: argument) {
        found.append((PathUtilities.absolute(argument), nil))
      } else {
        throw CLIError(code: ExitCode.noInput, message: "\(argument): no such file or folder")
      }
    }
    // One folder: names below it. Otherwise below the folder everything shares.
    let roots = Set(found.map(\.root))
    let base: String
    if roots.count == 1, let only = roots.first!, arguments.count == 1 {
      base = only
    } else {
      base = commonDirectory(found.map(\.path))
    }
    var seen: Set<String> = []
    return found.compactMap { f in
      guard seen.insert(f.path).inserted else { return nil }
      let relative = String(f.path.dropFirst(base.count)).drop { $0 == "/" }
      return Input(path: f.path, name: String(relative).deletingPathExtension)
    }.sorted { $0.name < $1.name }
  }

  /// Renders every image `input` stands for into `site/images/`.
  static func render(_ input: Input, into site: String, renderer: Renderer) throws -> Gallery.Document {
    let loaded = try DocumentLoader.load(input.path, keepingSource: true)
    var images: [Gallery.Image] = []
    for image in loaded.document.images(named: input.name) {
      let relative = "images/" + input.name + image.suffix + ".png"
      guard FileName.isContainedRelativePath(relative) else {
        throw CLIError(code: ExitCode.dataError, message: "\(input.path): \(relative) would leave the site's folder")
      }
      let tree = renderer.layout(image.document, baseDirectory: loaded.baseDirectory)
      let png: [UInt8]
      do {
        png = try renderer.renderPNG(tree, baseDirectory: loaded.baseDirectory)
      } catch let e as RenderError {
        throw RenderCommand.cliError(e, document: input.path)
      }
      let file = site + "/" + relative
      do {
        try FileManager.default.createDirectory(
          atPath: file.deletingLastPathComponent, withIntermediateDirectories: true)
        try AtomicFile.write(png, to: file)
      } catch {
        throw CLIError(code: ExitCode.cantCreate, message: "\(file): \(failureReason(error))")
      }
      images.append(
        Gallery.Image(
          label: String(image.suffix.dropFirst()),
          path: percentEncodedPath(relative),
          width: Int(tree.size.width.rounded()), height: Int(tree.size.height.rounded())))
    }
    return Gallery.Document(name: input.name, source: String(decoding: loaded.source, as: UTF8.self), images: images)
  }

  /// Why no gallery was written: `failed` documents did not render, `collided` would write
  /// the same image as another (`2 of 2 documents refused (they would write the same
  /// images); no gallery written`).
  static func refusalSummary(failed: Int, collided: Int, of total: Int) -> String {
    let why = "(they would write the same images)"
    let what =
      switch (failed, collided) {
      case (_, 0): "\(failed) of \(total) documents failed"
      case (0, _): "\(collided) of \(total) documents refused \(why)"
      default: "\(failed) of \(total) documents failed and \(collided) were refused \(why)"
      }
    return what + "; no gallery written"
  }

  /// Where the site goes: `output` made absolute, and when it is a symbolic link, the folder it
  /// leads to (the site is written through the link, as every output is, and the link stays).
  /// A link that leads nowhere is refused.
  static func resolvedTarget(_ output: String) throws(CLIError) -> String {
    let target = PathUtilities.absolute(output)
    var info = stat()
    guard lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return target }
    guard let resolved = realpath(target, nil) else {
      throw CLIError(
        code: ExitCode.cantCreate,
        message: "\(output): is a symbolic link to a folder that does not exist; create the folder or give another -o")
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The site may go where nothing is, or replace an empty folder or an earlier gallery.
  static func checkReplaceable(_ target: String, as given: String) throws(CLIError) {
    let fm = FileManager.default
    guard fm.fileExists(atPath: target) else { return }
    guard isDirectory(atPath: target) else {
      throw CLIError(code: ExitCode.cantCreate, message: "\(given): exists and is not a folder")
    }
    let contents = (try? fm.contentsOfDirectory(atPath: target)) ?? []
    guard contents.isEmpty || contents.contains(marker) else {
      throw CLIError(
        code: ExitCode.cantCreate,
        message: "\(given): exists and is not an earlier gallery; give an empty or new folder")
    }
  }

  /// Moves `staging` to `target`, replacing what is there (the old site is removed last).
  static func replace(_ target: String, with staging: String) throws {
    let fm = FileManager.default
    let old = target + ".old" + TemporaryFiles.partialMarker + String(getpid())
    TemporaryFiles.registerFolder(old)
    defer { TemporaryFiles.unregisterFolder(old) }
    if fm.fileExists(atPath: target) { try fm.moveItem(atPath: target, toPath: old) }
    do {
      try fm.moveItem(atPath: staging, toPath: target)
    } catch {
      if fm.fileExists(atPath: old) { try? fm.moveItem(atPath: old, toPath: target) }
      throw error
    }
    try? fm.removeItem(atPath: old)
  }
}

/// `path` with every byte outside RFC 3986's path characters (letters, digits,
/// `!$&'()*+,-./:;=@_~`) percent-encoded, as `CharacterSet.urlPathAllowed` does.
func percentEncodedPath(_ path: String) -> String {
  let allowed = Set("!$&'()*+,-./:;=@_~".utf8)
  let hex = Array("0123456789ABCDEF".utf8)
  var out: [UInt8] = []
  for b in path.utf8 {
    let letterOrDigit = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
    if letterOrDigit || allowed.contains(b) {
      out.append(b)
    } else {
      out += [UInt8(ascii: "%"), hex[Int(b >> 4)], hex[Int(b & 15)]]
    }
  }
  return String(decoding: out, as: UTF8.self)
}
