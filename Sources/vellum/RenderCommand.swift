import Dispatch
import FoundationEssentials
import Glibc
import VellumCairo
import VellumLayout
import VellumModel
import VellumSnapshot

enum RenderCommand {
  static let verb = Verb(
    name: "render",
    summary: "render documents to PNG",
    example: "vellum render doc.json -o out.png",
    synopsis: "vellum render <doc.json>… -o <out.png | out.pdf | out.svg | dir/> [options]",
    description: """
      Renders each document to a PNG, PDF or SVG (by -o's extension, or --format); a document
      with variants, to one file per combination (settings.dark.rtl.png), or to the file -o
      names when they come to one image (--appearance dark of light and dark). One document:
      -o names the file, its missing folders made ("-" writes to standard output; "-" as the
      document reads standard input). Several documents and a .pdf: one PDF with a page each,
      as a design review prints. Several documents otherwise (or -o ending in "/"): -o names a
      folder, and each document's path below the inputs' common folder is mirrored there
      (Samples/lists/plain.json → out/lists/plain.png). All documents render in one process, a
      document per core (--jobs). Files are written atomically; a failed document writes
      nothing (a multi-page PDF: no file at all), and the others are still written.

      PDF and SVG stay vector: text is text in a PDF (selectable, searchable; glyph outlines in
      an SVG), symbols and shapes are paths, images are embedded; a backdrop blur is drawn from
      a raster of what lies under it at the canvas scale.
      """,
    options: Options.self,
    positionals: .filesWithExtension("json"),
    draws: true,
    action: run)

  struct Options: VerbOptions {
    var positionals: [String] = []
    var output: String?
    var format: String?
    var canvas = CanvasOverrides.Flags()
    var sheet = false
    var sheetColumns: String?
    var tree = false
    var accessibility = false
    var audit: String?
    var jobs: String?
    var timings = false
    var watch = false
    var frames: String?
    var apng: String?

    static let bindings: [FlagBinding<Self>] =
      [
        .option(\.output, "--output", short: "-o", "PATH", help: "output file or folder (required)", completes: .files),
        .option(
          \.format, "--format", "png|pdf|svg",
          help: """
            the output format, whatever -o's extension (default: by the
            extension; png for a folder or standard output)
            """, completes: .words(["png"] + VectorFormat.allCases.map(\.rawValue))),
      ] + group(\.canvas) + [
        .switch(
          \.sheet, "--sheet",
          help: """
            a document with variants: one labelled contact sheet of
            them all (as "sheet": true does) instead of a file each
            """),
        .option(
          \.sheetColumns, "--sheet-columns", "AXIS,…|none",
          help: """
            the contact sheet's variant axes that run across (implies
            --sheet; over the document's "sheet": {"columns"}), each one
            of the document's axes; none: one column
            """, completes: .words(VariantAxis.Kind.allCases.map(\.rawValue) + ["none"])),
        .switch(
          \.tree, "--tree",
          help: """
            also write <name>.tree.txt beside each PNG (and, with
            --accessibility, <name>.accessibility.txt)
            """),
        .switch(
          \.accessibility, "--accessibility",
          help: """
            draw the accessibility overlay instead: each element's frame
            in a colour of its own, numbered in VoiceOver's reading order,
            and a legend below with its label, value, traits, hint and
            actions, then the audit's warnings (no label; low contrast)
            """),
        AuditOption.binding(\.audit),
        .option(
          \.jobs, "--jobs", "N",
          help: """
            several documents: the cores to use, documents rendered at
            once (default: all cores; one with --timings or --watch)
            """),
        .switch(
          \.timings, "--timings",
          help: """
            print where the time goes, a line per image on stderr:
            arguments, fonts, read, layout, paint+encode, commit (ms)
            and the peak resident memory
            """),
        .switch(
          \.watch, "--watch",
          help: """
            keep running: render each document again whenever its file
            changes, a line per render on stdout, errors on stderr
            without exiting (^C stops)
            """),
        .option(
          \.frames, "--frames", "N",
          help: """
            one document, N frames (2…600) of its transitions (a sheet's
            detent change, on UIKit's spring): -o names a folder that gets
            frame-000.png …, written whole or not at all; the frames of a
            run (--apng too) are at most \(Int(frameBudget / 1e6)) million pixels in all
            """),
        .option(
          \.apng, "--apng", "PATH",
          help: """
            one document's transition as an animated PNG (30 frames unless
            --frames says otherwise; -o then optional)
            """, completes: .files),
      ]
  }

  static let frameLimit = 2...600
  /// The most pixels all the frames of one `--frames`/`--apng` run may add up to.
  static let frameBudget = 400e6

  static func run(_ a: Options) throws -> Int32 {
    guard !a.positionals.isEmpty else { throw CLIError.usage("render needs at least one document\n\n" + verb.help) }
    if a.frames != nil || a.apng != nil { return try renderFrames(a) }
    guard let output = a.output else {
      throw CLIError.usage("render needs -o <out.png | dir/>")
    }
    let overrides = try CanvasOverrides(a.canvas, positionals: a.positionals)
    let jobs = try jobCount(a.jobs)
    let format = try outputFormat(a.format, output: output)
    let folder = output.hasSuffix("/") || isDirectory(atPath: output)
    if format != nil, !folder, a.watch, a.positionals.count > 1 {
      throw CLIError.usage("--watch writes a file per document: give -o a folder (out/)")
    }
    if let vector = format, !folder, !a.watch {
      return try renderVectorFile(
        a.positionals, format: vector, to: output, overrides: overrides, outputs: try Outputs(a),
        sheet: try SheetRequest(a))
    }
    let many = a.positionals.count > 1 || folder
    if many {
      do {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      } catch {
        throw CLIError(code: ExitCode.cantCreate, message: "\(output): cannot create the folder")
      }
    }
    if a.timings { Timings.enable() }
    Timings.mark("arguments")
    let job = Job(
      paths: a.positionals, output: output, many: many, format: format, overrides: overrides, outputs: try Outputs(a),
      sheet: try SheetRequest(a), jobs: jobs, timings: a.timings)
    if !a.watch, !a.timings, !many {
      // One document: the fonts are set up on a thread of their own while it is read and
      // decoded (which needs no fonts; README.md).
      let fonts = RendererInBackground()
      let document = PreloadedDocument(
        Result { () throws(CLIError) in
          try DocumentLoader.load(a.positionals[0], overrides: overrides, findingSymbols: true)
        })
      // The outlines of the symbols it names, while the fonts are still being set up.
      if let names = document.symbolNames {
        SymbolLibrary.readOutlines(of: names.compactMap(SymbolCatalog.recipe(for:)))
      }
      let renderer = try fonts.wait()
      // What encoding the PNG needs, readied on a deflate thread while the document is laid
      // out on this one (until then both cores are busy: decoding here, the fonts there).
      if format == nil { ParallelDeflater.prepare(inFlight: ParallelDeflater.blocksInFlight(cores: jobs)) }
      return job.run(renderer: renderer, preloaded: document)
    }
    let renderer = try makeRenderer()
    Timings.mark("fonts")
    guard a.watch else { return job.run(renderer: renderer) }
    return try watch(job, renderer: renderer)
  }

  /// What each rendering writes: the accessibility overlay instead of the screen
  /// (`--accessibility`), and the text beside it (`--tree`: the tree, and with `--accessibility`
  /// the accessibility tree too).
  struct Outputs {
    var tree = false
    var accessibility = false
    /// `--audit strict`: the audit lists Apple's own colour pairs too.
    var strictAudit = false
    /// The inputs no output may overwrite.
    var inputs = OutputGuard(inputs: [])

    init(
      tree: Bool = false, accessibility: Bool = false, strictAudit: Bool = false,
      inputs: OutputGuard = OutputGuard(inputs: [])
    ) {
      self.tree = tree
      self.accessibility = accessibility
      self.strictAudit = strictAudit
      self.inputs = inputs
    }

    init(_ a: Options) throws {
      self.init(
        tree: a.tree, accessibility: a.accessibility, strictAudit: try AuditOption.isStrict(a.audit),
        inputs: OutputGuard(inputs: a.positionals))
    }

    /// What `layout(_:_:)` makes of a document: the tree to paint, the screen, and the audit.
    typealias Trees = (painted: RenderTree, screen: RenderTree, audit: AccessibilityAudit)

    /// The tree to paint for `doc`: its screen, or the screen's accessibility overlay; and the
    /// audit its accessibility text is held to.
    func layout(_ doc: LoadedDocument, _ renderer: Renderer)
      -> Trees
    {
      // Only the accessibility outputs read the elements: without them none is made.
      let screen = renderer.layout(doc.document, baseDirectory: doc.baseDirectory, accessibility: accessibility)
      // Only the accessibility outputs read the audit (it encodes the document to find its colours).
      let audit = strictAudit || !accessibility ? AccessibilityAudit.strict : AccessibilityAudit(document: doc.document)
      guard accessibility else { return (screen, screen, audit) }
      let overlay = AccessibilityOverlay(resources: renderer.measurer(baseDirectory: doc.baseDirectory)).layout(
        screen, audit: audit)
      return (overlay, screen, audit)
    }

    /// Writes `name.tree.txt` (and `name.accessibility.txt`) beside `target` when asked.
    func writeTexts(
      _ trees: [Trees], beside target: String
    ) throws {
      guard tree else { return }
      let stem = target.deletingPathExtension
      try inputs.check(stem + ".tree.txt")
      if accessibility { try inputs.check(stem + ".accessibility.txt") }
      try AtomicFile.write(Array(trees.map { $0.painted.dump() }.joined(separator: "\n").utf8), to: stem + ".tree.txt")
      if accessibility {
        let text = trees.map { $0.screen.accessibilityDump(audit: $0.audit) }.joined(separator: "\n")
        try AtomicFile.write(Array(text.utf8), to: stem + ".accessibility.txt")
      }
    }
  }

  /// `--sheet` and `--sheet-columns`: whether a document's variants go on one contact sheet, and
  /// which of its axes run across (over the document's `"sheet": {"columns"}`).
  struct SheetRequest {
    /// `--sheet`, or `--sheet-columns`, which implies it.
    var isRequested = false
    /// The axes across; empty: one column (`none`); nil: as the document says.
    var columns: [VariantAxis.Kind]?

    init(isRequested: Bool = false, columns: [VariantAxis.Kind]? = nil) {
      self.isRequested = isRequested || columns != nil
      self.columns = columns
    }

    init(_ a: Options) throws(CLIError) {
      self.init(isRequested: a.sheet, columns: try a.sheetColumns.map(Self.axes))
    }

    /// `appearance,layoutDirection` → the axes; `none` → none. An unknown or repeated name is a
    /// usage error.
    static func axes(_ list: String) throws(CLIError) -> [VariantAxis.Kind] {
      if list == "none" { return [] }
      var axes: [VariantAxis.Kind] = []
      for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
        guard let kind = VariantAxis.Kind(rawValue: name) else {
          throw .usage(
            "--sheet-columns: "
              + unknownName(name, what: "variant axis", names: VariantAxis.Kind.allCases.map(\.rawValue))
              + " (none: one column)")
        }
        guard !axes.contains(kind) else { throw .usage("--sheet-columns: \"\(name)\" is given twice") }
        axes.append(kind)
      }
      return axes
    }

    /// Gives `document` (read from `path`) the sheet asked for; a column that is not one of its
    /// variant axes is a usage error naming the axes it has.
    func apply(to document: inout Document, path: String) throws(CLIError) {
      if isRequested && document.sheet == nil { document.sheet = ContactSheet() }
      guard let columns else { return }
      let axes = document.variants.axes.map(\.kind.rawValue)
      if let missing = columns.first(where: { !axes.contains($0.rawValue) }) {
        let name = path == "-" ? "the document on standard input" : path
        throw .usage(
          "--sheet-columns: \(name) has no \(missing.rawValue) variants; "
            + (axes.isEmpty
              ? "it has no variant axes (give it \"variants\", or a list such as --appearance light,dark)"
              : "its axes are " + axes.joined(separator: ", ")))
      }
      document.sheet?.columns = columns
    }
  }

  /// What one `render` run does, again on each change under `--watch`.
  struct Job {
    var paths: [String]
    var output: String
    /// -o is a folder that mirrors the documents' paths.
    var many: Bool
    var format: VectorFormat?
    var overrides: CanvasOverrides
    var outputs: Outputs
    var sheet: SheetRequest
    /// Cores to keep busy: documents rendered at once when there are several (one at a time
    /// with `timings` or a `written` callback), and the cores left over deflate.
    var jobs = 1
    /// `--timings`: documents one at a time, so the phases are one document's.
    var timings = false

    /// Renders every document (`only`: just those) and returns the exit code: 0, or the worst
    /// failure's after reporting each on stderr (in the documents' order; as they happen when
    /// one at a time). `written` gets the files written (one document at a time, on this thread).
    /// `preloaded` holds the one document already read (or its error), used instead of reading
    /// it again.
    func run(
      renderer: Renderer, only: Set<String>? = nil, written: ((String) -> Void)? = nil,
      preloaded: PreloadedDocument? = nil
    ) -> Int32 {
      outputs.inputs.refresh()
      let common = commonDirectory(paths)
      var selected = paths.filter { only?.contains($0) ?? true }
      var worst: Int32 = 0
      func report(_ error: CLIError) {
        printError("vellum: \(error.message)")
        worst = max(worst, error.code)
      }
      // Documents whose files would collide with another's are refused, both of them.
      if many {
        let refused = collisions(selected, common: common)
        for error in refused.values.sorted(by: { $0.message < $1.message }) { report(error) }
        selected.removeAll { refused[$0] != nil }
      }
      if jobs > 1, selected.count > 1, written == nil, !timings {
        for case let error? in renderConcurrently(selected, common: common, renderer: renderer) { report(error) }
      } else {
        // One document at a time: the cores left over deflate.
        renderer.pngOptions.deflatesConcurrently = SnapshotSuite.deflatesConcurrently(documents: 1, jobs: jobs)
        for path in selected {
          do throws(CLIError) {
            try renderDocument(
              path, common: common, renderer: renderer, written: written, preloaded: preloaded)
          } catch {
            report(error)
          }
        }
      }
      return worst
    }

    /// Renders `paths` on up to `jobs` threads, each with a renderer of its own (`renderer`
    /// among them); a failure for each path that failed, in `paths`' order.
    private func renderConcurrently(_ paths: [String], common: String, renderer: Renderer) -> [CLIError?] {
      let results = forEachConcurrently(paths.count, jobs: jobs, pool: RendererPool(idle: [renderer])) { i, r in
        try renderDocument(paths[i], common: common, renderer: r, written: nil)
      }
      return results.enumerated().map { i, result in
        guard case .failure(let error) = result else { return nil }
        if let e = error as? CLIError { return e }
        if let e = error as? RenderError { return cliError(e, document: paths[i]) }
        return CLIError(code: ExitCode.software, message: "\(paths[i]): \(error)")
      }
    }

    /// `Samples/lists/plain.json` below `Samples` → `lists/plain.png`: the document's file
    /// below the output folder, proven to stay inside it.
    func mirrored(_ path: String, common: String) throws(CLIError) -> String {
      let relative = String(String(PathUtilities.absolute(path).dropFirst(common.count)).drop { $0 == "/" })
      let file = relative.deletingPathExtension + "." + (format?.rawValue ?? "png")
      guard FileName.isContainedRelativePath(file) else {
        throw CLIError(code: ExitCode.usage, message: "\(path): its output \(file) would leave \(output)")
      }
      return file
    }

    /// The documents among `paths` whose files would be written by another document too (or
    /// by two of their own variants), each with the error that refuses it. Only documents whose
    /// names could collide are read for it.
    func collisions(_ paths: [String], common: String) -> [String: CLIError] {
      let stems = paths.map { (try? mirrored($0, common: common))?.deletingPathExtension ?? $0 }
      var outputs: [(document: String, names: [String])] = []
      for i in OutputCollisions.candidates(stems).sorted() where paths[i] != "-" {
        guard let doc = try? DocumentLoader.load(paths[i], overrides: overrides, warn: false),
          let images = try? combinations(of: doc, output: output, sheet: sheet)
        else { continue }  // its own error is reported when it renders
        outputs.append((paths[i], format == .pdf ? [stems[i]] : images.map { stems[i] + $0.suffix }))
      }
      var refused: [String: CLIError] = [:]
      for c in OutputCollisions.find(outputs) {
        let ext = "." + (format?.rawValue ?? "png")
        let error = CLIError(
          code: ExitCode.dataError,
          message: OutputCollision(name: c.name + ext, first: c.first, second: c.second).message(what: "file"))
        refused[c.first] = refused[c.first] ?? error
        refused[c.second] = refused[c.second] ?? error
      }
      return refused
    }

    /// Renders one document to its file (a file per variant; one PDF for them all).
    private func renderDocument(
      _ path: String, common: String, renderer: Renderer, written: ((String) -> Void)?,
      preloaded: PreloadedDocument? = nil
    ) throws(CLIError) {
      var target = output
      var variants: [(document: LoadedDocument, suffix: String)]
      do {
        // The document as read goes at the end of this block: the variants hold what is drawn.
        let doc: LoadedDocument
        if let given = preloaded?.take() {
          doc = try given.get()
        } else {
          doc = try DocumentLoader.load(path, overrides: overrides)
        }
        Timings.mark("read")
        if many {
          target = output.appendingPathComponent(try mirrored(path, common: common))
          try? FileManager.default.createDirectory(
            atPath: target.deletingLastPathComponent, withIntermediateDirectories: true)
        }
        variants = try combinations(of: doc, output: target, sheet: sheet)
      }
      if let format, format == .pdf {
        try writeVector(variants.map(\.document), format: format, to: target, outputs: outputs, renderer: renderer)
        written?(target)
        return
      }
      // A file -o names is written as named when the document stands for one image.
      let named = !many && variants.count == 1
      // Each variant is taken out of the list as it is laid out, and its document goes with
      // the statement: a long list's cells are not kept while it paints.
      variants.reverse()
      while let suffix = variants.last?.suffix {
        let file = named ? target : suffixed(target, suffix)
        if let format {
          try writeVector(
            [variants.removeLast().document], format: format, to: file, outputs: outputs, renderer: renderer)
        } else {
          let screen = try layOut(variants.removeLast().document, for: file, outputs: outputs, renderer: renderer)
          try paint(screen, to: file, outputs: outputs, renderer: renderer)
        }
        written?(file)
        Timings.report(file)
      }
    }
  }

  /// A document read before its job runs (while the fonts are set up), handed to the render
  /// that takes it so that nothing else holds it.
  final class PreloadedDocument {
    private var document: Result<LoadedDocument, CLIError>?
    init(_ document: Result<LoadedDocument, CLIError>) { self.document = document }
    /// The symbol names of the document, when it was read and decoded.
    var symbolNames: Set<String>? { if case .success(let d) = document { d.symbolNames } else { nil } }
    /// The document, once; nil after.
    func take() -> Result<LoadedDocument, CLIError>? {
      defer { document = nil }
      return document
    }
  }

  /// `--watch`: renders, then renders each document again whenever its file (or a file it
  /// includes) changes (checked a few times a second), a line per re-render on stdout and errors on stderr, until
  /// interrupted. Missing documents are an error at the start and waited for later.
  static func watch(_ job: Job, renderer: Renderer) throws -> Int32 {
    guard !job.paths.contains("-") else { throw CLIError.usage("--watch needs document files, not standard input") }
    guard job.output != "-" else {
      throw CLIError.usage("--watch needs -o to name a file or folder, not standard output")
    }
    for path in job.paths where !FileManager.default.fileExists(atPath: path) {
      throw CLIError(code: ExitCode.noInput, message: "\(path): no such file")
    }
    // SIGINT, SIGTERM and SIGHUP stop the watch on the clean-up thread (main.swift), which
    // removes any file being written first.
    /// The document's state, through symbolic links: an edit of a linked file's target counts.
    func stamp(_ path: String) -> String {
      var info = stat()
      guard stat(path, &info) == 0 else { return "missing" }
      return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_size) \(info.st_dev):\(info.st_ino)"
    }
    /// A line on stdout, written at once (stdout is buffered when it is a pipe).
    func say(_ line: String) { StandardIO.print(line + "\n") }
    /// The files each document includes (`Document.includedFiles`), as found after its last
    /// render: an edit of one re-renders the document.
    var includes: [String: [String]] = [:]
    func findIncludes(_ paths: some Sequence<String>) {
      for path in paths {
        guard let loaded = try? DocumentLoader.load(path, warn: false) else { continue }
        includes[path] = loaded.document.includedFiles.map { loaded.baseDirectory + "/" + $0 }
      }
    }
    /// The document's state and its included files'.
    func state(_ path: String) -> String {
      ([stamp(path)] + (includes[path] ?? []).map(stamp)).joined(separator: "|")
    }
    findIncludes(job.paths)
    var states = Dictionary(uniqueKeysWithValues: job.paths.map { ($0, state($0)) })
    func pass(_ changed: Set<String>?) {
      let start = Date()
      var files: [String] = []
      let code = job.run(renderer: renderer, only: changed) { files.append($0) }
      let ms = Int(Date().timeIntervalSince(start) * 1000)
      let time = clock()
      let what =
        changed.map { $0.sorted().joined(separator: ", ") }
        ?? "\(job.paths.count) document\(job.paths.count == 1 ? "" : "s")"
      if code == 0 {
        say("\(time) rendered \(what) → \(files.count == 1 ? files[0] : "\(files.count) files") (\(ms) ms)")
      } else {
        say("\(time) \(what): failed (exit \(code)); watching for the next change")
      }
    }
    pass(nil)
    say("watching \(job.paths.count) document\(job.paths.count == 1 ? "" : "s"); interrupt (^C) to stop")
    while true {
      usleep(250_000)
      var changed: Set<String> = []
      for path in job.paths {
        if state(path) != states[path] {
          // An edit may include other files.
          findIncludes([path])
          states[path] = state(path)
          if stamp(path) == "missing" {
            say("\(clock()) \(path): no such file; waiting for it")
          } else {
            changed.insert(path)
          }
        }
      }
      if !changed.isEmpty { pass(changed) }
    }
  }

  /// The local time as `HH:mm:ss`, for `--watch` lines.
  static func clock() -> String {
    var now = time(nil)
    var t = tm()
    localtime_r(&now, &t)
    func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(two(t.tm_hour)):\(two(t.tm_min)):\(two(t.tm_sec))"
  }

  /// A document laid out for painting: its trees, or a tall list's screen laid out a band at a
  /// time as it is painted; and what painting needs of the document.
  struct LaidOutDocument {
    enum Layout {
      case whole(Outputs.Trees)
      case banded(BandedScreen)
    }
    var layout: Layout
    var path: String
    var baseDirectory: String
  }

  /// Lays `doc` out for `target` (checked first: never one of the inputs).
  static func layOut(_ doc: LoadedDocument, for target: String, outputs: Outputs, renderer: Renderer)
    throws(CLIError) -> LaidOutDocument
  {
    if target != "-" { try outputs.inputs.check(target) }
    // A tall list is laid out a band at a time while it is painted, unless a text output
    // reads its whole tree.
    if !outputs.tree, !outputs.accessibility,
      let banded = renderer.bandedLayout(doc.document, baseDirectory: doc.baseDirectory)
    {
      Timings.mark("layout")
      return LaidOutDocument(layout: .banded(banded), path: doc.path, baseDirectory: doc.baseDirectory)
    }
    let trees = outputs.layout(doc, renderer)
    Timings.mark("layout")
    return LaidOutDocument(layout: .whole(trees), path: doc.path, baseDirectory: doc.baseDirectory)
  }

  /// Paints a laid-out document to `target` (a PNG file, or standard output for "-").
  static func paint(_ screen: LaidOutDocument, to target: String, outputs: Outputs, renderer: Renderer)
    throws(CLIError)
  {
    do {
      if target == "-" {
        switch screen.layout {
        case .whole(let trees):
          try writeStandardOutput(renderer.renderPNG(trees.painted, baseDirectory: screen.baseDirectory))
        case .banded(let banded):
          var png: [UInt8] = []
          try renderer.writePNG(banded) { png += $0 }
          try writeStandardOutput(png)
        }
      } else {
        let file = try AtomicFile(path: target)
        let sink = { (bytes: [UInt8]) throws(RenderError) in try file.write(bytes) }
        switch screen.layout {
        case .whole(let trees): try renderer.writePNG(trees.painted, baseDirectory: screen.baseDirectory, sink: sink)
        case .banded(let banded): try renderer.writePNG(banded, sink: sink)
        }
        Timings.mark("paint+encode")
        try file.commit()
        Timings.mark("commit")
        if case .whole(let trees) = screen.layout { try outputs.writeTexts([trees], beside: target) }
      }
    } catch let e as RenderError {
      throw cliError(e, document: screen.path)
    } catch {
      throw CLIError(code: ExitCode.software, message: "\(error)")
    }
  }

  /// Writes a whole image to standard output.
  static func writeStandardOutput(_ bytes: [UInt8]) throws(RenderError) {
    guard StandardIO.write(bytes, to: 1) else {
      throw RenderError.io(path: "standard output", reason: String(cString: strerror(errno)))
    }
  }

  /// A rendering error as the CLI reports it: output problems exit 73, the document's 65, the
  /// rest (bugs, missing fonts) 70.
  static func cliError(_ e: RenderError, document: String) -> CLIError {
    switch e {
    case .io: CLIError(code: ExitCode.cantCreate, message: e.description)
    case .unreadableImage, .canvasTooLarge: CLIError(code: ExitCode.dataError, message: "\(document): \(e)")
    default: CLIError(code: ExitCode.software, message: e.description)
    }
  }

  /// The vector format to write, or nil for PNG: `--format` if given, else -o's extension.
  /// An extension Vellum cannot write is a usage error.
  static func outputFormat(_ flag: String?, output: String) throws(CLIError) -> VectorFormat? {
    if let flag {
      if flag == "png" { return nil }
      guard let f = VectorFormat(rawValue: flag) else {
        throw .usage("--format takes png, pdf or svg, not \"\(flag)\"")
      }
      return f
    }
    if let f = VectorFormat(path: output) { return f }
    let ext = output.pathExtension.lowercased()
    guard ext.isEmpty || ext == "png" || output.hasSuffix("/") else {
      throw .usage("\(output): vellum writes .png, .pdf and .svg files, not .\(ext)")
    }
    return nil
  }

  /// Every document into one vector file (a PDF page each; an SVG takes one document), written
  /// only once all of them have laid out and painted.
  static func renderVectorFile(
    _ paths: [String], format: VectorFormat, to output: String, overrides: CanvasOverrides, outputs: Outputs,
    sheet: SheetRequest
  ) throws -> Int32 {
    if format == .svg && paths.count > 1 {
      throw CLIError.usage("an SVG holds one document; for \(paths.count), give -o a folder (out/) or a .pdf")
    }
    let renderer = try makeRenderer()
    var docs: [LoadedDocument] = []
    for path in paths {
      docs += try combinations(of: DocumentLoader.load(path, overrides: overrides), output: output, sheet: sheet).map(
        \.document)
    }
    if format == .svg && docs.count > 1 {
      throw CLIError.usage(
        "an SVG holds one image and this document has \(docs.count) variants; give -o a folder (out/) or a .pdf")
    }
    try writeVector(docs, format: format, to: output, outputs: outputs, renderer: renderer)
    return 0
  }

  /// The images a document stands for (`Document.images(named:)`): each combination of its
  /// variants, or with a sheet (`"sheet"`, or as `sheet` asks) their one contact sheet; with the
  /// suffix each file name gets.
  static func combinations(
    of doc: LoadedDocument, output: String, sheet: SheetRequest = SheetRequest()
  ) throws(CLIError) -> [(document: LoadedDocument, suffix: String)] {
    let variants = doc.document.variants
    guard variants.count <= Variants.maximumCombinations else {
      throw CLIError(
        code: ExitCode.usage,
        message: "\(doc.path): the document's variants and the overrides make \(variants.count) combinations; "
          + "at most \(Variants.maximumCombinations)")
    }
    var document = doc.document
    try sheet.apply(to: &document, path: doc.path)
    if document.sheet != nil, let tooLarge = document.sheetTooLarge {
      throw CLIError(code: ExitCode.dataError, message: "\(doc.path): \(tooLarge)")
    }
    let name =
      doc.path == "-" ? "standard input" : doc.path.lastPathComponent.deletingPathExtension
    let all = document.images(named: name)
    if let unsafe = all.first(where: { !$0.suffix.isEmpty && !FileName.isSafePart($0.suffix.dropFirst()) }) {
      throw CLIError(
        code: ExitCode.dataError,
        message: "\(doc.path): the variant name \"\(unsafe.suffix.dropFirst())\" cannot be part of a file name")
    }
    if let c = OutputCollisions.find([(doc.path, all.map(\.suffix))]).first {
      throw CLIError(
        code: ExitCode.dataError,
        message:
          "\(doc.path): two of its variants make the same file (\(suffixed(output, c.name))); give them different names"
      )
    }
    if output == "-" && all.count > 1 {
      throw CLIError.usage(
        "\(doc.path) has \(all.count) variants; standard output takes one image (give -o a folder, or --sheet)")
    }
    return all.map { image in
      var d = doc
      d.document = image.document
      return (d, image.suffix)
    }
  }

  /// `out/settings.png` with `.dark.rtl` → `out/settings.dark.rtl.png`.
  static func suffixed(_ path: String, _ suffix: String) -> String {
    guard !suffix.isEmpty, path != "-" else { return path }
    let ext = path.pathExtension
    let stem = path.deletingPathExtension
    return ext.isEmpty ? stem + suffix : stem + suffix + "." + ext
  }

  /// Lays out `docs` and writes them as one `format` file (or standard output for "-").
  static func writeVector(
    _ docs: [LoadedDocument], format: VectorFormat, to target: String, outputs: Outputs, renderer: Renderer
  ) throws(CLIError) {
    if target != "-" { try outputs.inputs.check(target) }
    let trees = docs.map { outputs.layout($0, renderer) }
    let pages = zip(docs, trees).map { doc, t in VectorPage(tree: t.painted, baseDirectory: doc.baseDirectory) }
    let title = docs.count == 1 ? docs[0].path.lastPathComponent.deletingPathExtension : nil
    do {
      if target == "-" {
        let bytes = try renderer.renderVector(pages, format: format, title: title)
        try writeStandardOutput(bytes)
      } else {
        let file = try AtomicFile(path: target)
        try renderer.writeVector(pages, format: format, title: title) { bytes in try file.write(bytes) }
        try file.commit()
        try outputs.writeTexts(trees, beside: target)
      }
    } catch let e as RenderError {
      throw cliError(e, document: target)
    } catch {
      throw CLIError(code: ExitCode.software, message: "\(error)")
    }
  }

  /// `--frames N` and `--apng PATH`: the document at N moments of its transitions.
  static func renderFrames(_ a: Options) throws -> Int32 {
    let count = try frameOptions(a)
    let doc = try DocumentLoader.load(
      a.positionals[0], overrides: try CanvasOverrides(a.canvas, positionals: a.positionals))
    if doc.document.variants.count > 1 {
      throw CLIError.usage(
        "\(doc.path) has \(doc.document.variants.count) variants; --frames and --apng animate one image "
          + "(choose one with --appearance, --content-size, … taking a single value)")
    }
    let renderer = try makeRenderer()
    let frames = try frames(of: doc, count: count, renderer)
    if let folder = a.output { try writeFolder(frames, to: folder) }
    if let apng = a.apng {
      do {
        // The animation lasts as long as UIKit's (SpringTiming.duration), at least 1/60 s a frame.
        let delay = max(17, Int((SpringTiming.duration * 1000 / Double(count)).rounded()))
        let bytes = try APNG.assemble(frames, delayMilliseconds: delay)
        if apng == "-" { try writeStandardOutput(bytes) } else { try AtomicFile.write(bytes, to: apng) }
      } catch let e as APNG.Failure {
        throw CLIError(code: ExitCode.software, message: e.description)
      } catch {
        throw CLIError(code: ExitCode.cantCreate, message: "\(apng): cannot write the animated PNG")
      }
    }
    return 0
  }

  /// The number of frames, once the options are checked: one document, a folder or an
  /// animated PNG to write to, nothing that frames would drop, outputs that are not inputs.
  static func frameOptions(_ a: Options) throws -> Int {
    guard a.positionals.count == 1 else { throw CLIError.usage("--frames and --apng take exactly one document") }
    var count = 30
    if let f = a.frames {
      guard let n = Int(f), frameLimit.contains(n) else {
        throw CLIError.usage("--frames takes a whole number from \(frameLimit.lowerBound) to \(frameLimit.upperBound)")
      }
      count = n
    }
    let folder = a.output
    guard folder != nil || a.apng != nil else { throw CLIError.usage("--frames needs -o <folder/>") }
    // Frames are PNG images of one document: what would be dropped is refused instead.
    for (given, flag) in [
      (a.sheet, "--sheet"), (a.watch, "--watch"), (a.tree, "--tree"), (a.accessibility, "--accessibility"),
    ]
    where given {
      throw CLIError.usage("--frames and --apng write PNG frames of one image; they do not take \(flag)")
    }
    if a.sheetColumns != nil {
      throw CLIError.usage("--frames and --apng write PNG frames of one image; they do not take --sheet-columns")
    }
    if let f = a.format, f != "png" {
      throw CLIError.usage("--frames and --apng write PNG frames; --format \(f) is not for them")
    }
    if folder == "-" { throw CLIError.usage("--frames writes a folder of frames, not standard output (-o -)") }
    let inputs = OutputGuard(inputs: a.positionals)
    if let apng = a.apng {
      guard apng == "-" || ["png", "apng"].contains(apng.pathExtension.lowercased()) else {
        throw CLIError.usage("--apng writes an animated PNG: give it a .png (or .apng) file, not \(apng)")
      }
      if apng != "-" { try inputs.check(apng) }
    }
    if let folder { try inputs.checkNotInput(folder) }
    return count
  }

  /// The document's `count` frames as PNGs, from time 0 to 1; an error when nothing in it
  /// changes over time (the same frame `count` times) or the frames would hold too many pixels.
  static func frames(of doc: LoadedDocument, count: Int, _ renderer: Renderer) throws -> [[UInt8]] {
    var first = doc.document
    first.canvas.time = 0
    var last = doc.document
    last.canvas.time = 1
    if renderer.layout(first, baseDirectory: doc.baseDirectory).dump()
      == renderer.layout(last, baseDirectory: doc.baseDirectory).dump()
    {
      throw CLIError(
        code: ExitCode.dataError,
        message: "\(doc.path): nothing in it changes over time, so every frame would be the same "
          + "(frames animate transitions: a sheet's \"fromDetent\")")
    }
    var frames: [[UInt8]] = []
    do {
      for i in 0..<count {
        var d = doc.document
        d.canvas.time = Double(i) / Double(count - 1)
        let tree = renderer.layout(d, baseDirectory: doc.baseDirectory)
        // Frames are held until written: bound the pixels they add up to.
        let pixels = Double(tree.pixelWidth) * Double(tree.pixelHeight) * Double(count)
        if i == 0, pixels > frameBudget {
          throw CLIError.usage(
            "--frames \(count) of a \(tree.pixelWidth)×\(tree.pixelHeight) px canvas is \(Int(pixels / 1e6)) million pixels; at most \(Int(frameBudget / 1e6)) million"
          )
        }
        frames.append(try renderer.renderPNG(tree, baseDirectory: doc.baseDirectory))
      }
    } catch let e as RenderError {
      throw CLIError(code: ExitCode.software, message: e.description)
    }
    return frames
  }

  /// Writes frame-000.png … into a fresh sibling folder, then moves it into place: a failure
  /// leaves no half-written folder. An existing folder is replaced only if it is empty.
  static func writeFolder(_ frames: [[UInt8]], to folder: String) throws(CLIError) {
    let fm = FileManager.default
    let target = PathUtilities.absolute(folder)
    if isDirectory(atPath: target), let contents = try? fm.contentsOfDirectory(atPath: target), !contents.isEmpty {
      throw CLIError(
        code: ExitCode.cantCreate, message: "\(folder): exists and is not empty; frames go into a new folder")
    }
    let staging = TemporaryFiles.stagingFolder(for: target)
    TemporaryFiles.registerFolder(staging)
    defer { TemporaryFiles.unregisterFolder(staging) }
    do {
      try fm.createDirectory(atPath: staging, withIntermediateDirectories: true)
      for (i, png) in frames.enumerated() {
        let name = "frame-" + String(repeating: "0", count: max(0, 3 - String(i).count)) + String(i) + ".png"
        try AtomicFile.write(png, to: staging + "/" + name)
      }
      if isDirectory(atPath: target) { try fm.removeItem(atPath: target) }
      try fm.moveItem(atPath: staging, toPath: target)
    } catch {
      try? fm.removeItem(atPath: staging)
      throw CLIError(
        code: ExitCode.cantCreate, message: "\(folder): cannot write the frames (\(failureReason(error)))")
    }
  }

  static func makeRenderer() throws(CLIError) -> Renderer {
    do { return try Renderer() } catch { throw CLIError(code: ExitCode.software, message: "\(error)") }
  }
}

/// A renderer made on a thread of its own (its font set-up) while the caller goes on.
final class RendererInBackground: @unchecked Sendable {
  private var result: Result<Renderer, CLIError>?
  private let done = DispatchSemaphore(value: 0)

  init() {
    startThread(name: "vellum fonts") {
      self.result = Result { () throws(CLIError) in try RenderCommand.makeRenderer() }
      self.done.signal()
    }
  }

  /// The renderer, once made, or the error making it threw.
  func wait() throws(CLIError) -> Renderer {
    done.wait()
    return try result!.get()
  }
}

/// The deepest folder containing every path.
func commonDirectory(_ paths: [String]) -> String {
  let dirs = paths.map { PathUtilities.absolute($0).deletingLastPathComponent.split(separator: "/") }
  guard var common = dirs.first else { return "/" }
  for d in dirs.dropFirst() {
    common = Array(zip(common, d).prefix { $0 == $1 }.map(\.0))
  }
  return "/" + common.joined(separator: "/")
}
