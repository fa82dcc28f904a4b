import Foundation
import Testing

/// The security issue's items about what Vellum writes and reads, each run against the real
/// binary: names that would leave their folder, special files, unbounded and blocking reads,
/// terminal control characters, colliding outputs, interrupted runs, `fmt`'s files, outputs
/// that are inputs, frames, unwritable references and standard output.
@Suite struct OutputSafetyTests {
  static func doc(_ root: String = #"{"spacer":{}}"#, extra: String = "") -> String {
    #"{"vellum":1,"canvas":{"width":60,"height":20,"scale":1},\#(extra)"root":\#(root)}"#
  }

  func write(_ text: String, _ path: String) throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  func files(_ dir: String) -> [String] {
    ((try? FileManager.default.subpathsOfDirectory(atPath: dir)) ?? []).sorted()
  }

  /// Item 1: a custom state key holding `..` and `/` cannot name a file; nothing is written
  /// outside (or inside) the output folders by render, check or gallery.
  @Test func customStateKeysCannotLeaveTheOutputFolder() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/samples/deep/er", withIntermediateDirectories: true)
    let hostile = Self.doc(
      #"{"cell":{"content":{"text":"a"}}}"#,
      extra: #""variants":{"state":[{"custom":{"x/../../../../../ESCAPE":true}}]},"#)
    try write(hostile, dir + "/samples/deep/er/doc.json")
    for args in [
      ["render", dir + "/samples/deep/er/doc.json", "-o", dir + "/out/"],
      ["check", dir + "/samples", "--snapshots", dir + "/snaps", "--artifacts", dir + "/art", "--record", "all"],
      ["gallery", dir + "/samples", "-o", dir + "/site/"],
    ] {
      let r = try run(args, in: dir)
      #expect(r.status != 0, "\(args[0]) accepted the name")
      #expect(r.stderr.contains("custom") && r.stderr.contains("becomes part of file names"), "\(r.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: dir + "/ESCAPE.png"))
    #expect(files(dir).allSatisfy { !$0.contains("ESCAPE") }, "\(files(dir))")
    #expect(!files(dir + "/snaps").contains { $0.hasSuffix(".png") })
    // The same key with a name of the variant's own is fine: the key never reaches a file name.
    let named = Self.doc(
      #"{"cell":{"content":{"text":"a"}}}"#,
      extra: #""variants":{"state":[{"name":"odd","custom":{"x/../y":true}}]},"#)
    try write(named, dir + "/named.json")
    let ok = try run(["render", dir + "/named.json", "-o", dir + "/named/"])
    #expect(ok.status == 0, "\(ok.stderr)")
    #expect(files(dir + "/named") == ["named.odd.png"])
    // accept refuses names that climb out of the snapshots folder.
    let accept = try run(["accept", "../../etc/x", "--snapshots", dir + "/snaps", "--artifacts", dir + "/art"])
    #expect(accept.status == 64 && accept.stderr.contains("would leave the snapshots folder"), "\(accept.stderr)")
  }

  /// Item 3: `-o` naming a FIFO or a link to a character device writes into it; the FIFO and
  /// the link stay what they were, and nothing replaces them.
  @Test(.timeLimit(.minutes(1))) func specialFilesAreWrittenStraightNeverReplaced() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try write(Self.doc(), dir + "/doc.json")
    try FileManager.default.createSymbolicLink(atPath: dir + "/null", withDestinationPath: "/dev/null")
    let toNull = try run(["render", dir + "/doc.json", "-o", dir + "/null"])
    #expect(toNull.status == 0, "\(toNull.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/null") == "/dev/null")
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)

    #expect(mkfifo(dir + "/fifo.png", 0o644) == 0)
    // A reader drains the FIFO while vellum writes into it.
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/bin/sh")
    reader.arguments = ["-c", "cat '\(dir)/fifo.png' > '\(dir)/drained.png'"]
    try reader.run()
    let toFIFO = try run(["render", dir + "/doc.json", "-o", dir + "/fifo.png"])
    reader.waitUntilExit()
    #expect(toFIFO.status == 0, "\(toFIFO.stderr)")
    #expect(lstat(dir + "/fifo.png", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
    let drained = try Data(contentsOf: URL(fileURLWithPath: dir + "/drained.png"))
    #expect(drained.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // A link to a regular file stays a link; the file it names gets the image.
    try Data().write(to: URL(fileURLWithPath: dir + "/real.png"))
    try FileManager.default.createSymbolicLink(atPath: dir + "/link.png", withDestinationPath: "real.png")
    #expect(try run(["render", dir + "/doc.json", "-o", dir + "/link.png"]).status == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.png") == "real.png")
    #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/real.png")) == drained)
  }

  /// Item 4: an endless standard input and a document that links to /dev/zero are refused at
  /// the document limit or by their type, at once.
  @Test(.timeLimit(.minutes(1))) func endlessInputsAreCutAtTheLimit() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: vellum)
    p.arguments = ["render", "-", "-o", dir + "/out.png"]
    p.standardInput = FileHandle(forReadingAtPath: "/dev/zero")
    let err = Pipe()
    p.standardError = err
    try p.run()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationStatus == 65, "\(message)")
    #expect(message.contains("more than 33554432 bytes; the largest accepted is 33554432 bytes (32 MB)"), "\(message)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))

    try FileManager.default.createSymbolicLink(atPath: dir + "/zero.json", withDestinationPath: "/dev/zero")
    let render = try run(["render", dir + "/zero.json", "-o", dir + "/out.png"])
    #expect(render.status == 66 && render.stderr.contains("is a character device, not a regular file"))
    let fmt = try run(["fmt", dir + "/zero.json"])
    #expect(fmt.status != 0 && fmt.stderr.contains("is a character device"), "\(fmt.stderr)")
  }

  /// Items 4 and 5: a FIFO or a link to /dev/zero among a folder's documents is skipped with a
  /// warning by check, prune, fmt and gallery, which finish.
  @Test(.timeLimit(.minutes(2))) func specialDocumentsInAFolderAreSkippedWithAWarning() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/samples", withIntermediateDirectories: true)
    try write(Self.doc(), dir + "/samples/ok.json")
    #expect(mkfifo(dir + "/samples/fifo.json", 0o644) == 0)
    try FileManager.default.createSymbolicLink(atPath: dir + "/samples/zero.json", withDestinationPath: "/dev/zero")
    let check = try run([
      "check", dir + "/samples", "--snapshots", dir + "/snaps", "--artifacts", dir + "/art", "--record", "missing",
    ])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stderr.contains("fifo.json: is a FIFO, not a regular file; skipped"), "\(check.stderr)")
    #expect(check.stderr.contains("zero.json: is a character device, not a regular file; skipped"))
    #expect(FileManager.default.fileExists(atPath: dir + "/snaps/ok.png"))
    // A golden that could belong to the skipped document is kept by prune.
    try Data([1]).write(to: URL(fileURLWithPath: dir + "/snaps/fifo.dark.png"))
    let prune = try run(["prune", "--snapshots", dir + "/snaps", "--samples", dir + "/samples", "--delete"])
    #expect(prune.status == 0, "\(prune.stderr)")
    #expect(prune.stderr.contains("fifo.json: is a FIFO"))
    #expect(FileManager.default.fileExists(atPath: dir + "/snaps/fifo.dark.png"))
    let fmt = try run(["fmt", dir + "/samples", "--check"])
    #expect(fmt.stderr.contains("fifo.json: is a FIFO"), "\(fmt.stderr)")
    let gallery = try run(["gallery", dir + "/samples", "-o", dir + "/site/"])
    #expect(gallery.status == 0 && gallery.stderr.contains("zero.json: is a character device"), "\(gallery.stderr)")
  }

  /// Item 6: control characters from a document never reach the terminal raw.
  @Test func controlCharactersInMessagesAreEscaped() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let forged = "\\u001b]0;pwned\\u0007\\r12 passed, 0 failed\\n\\u0000"
    for document in [
      #"{"vellum":1,"root":{"spacer":{}},"\#(forged)":1}"#,
      #"{"vellum":1,"root":{"text":{"string":"a","font":"\#(forged)"}}}"#,
      #"{"vellum":1,"root":{"image":{"systemName":"\#(forged)"}}}"#,
    ] {
      let r = try run(["render", "-", "-o", dir + "/out.png"], input: Data(document.utf8))
      #expect(r.status == 65, "\(r.stderr)")
      let raw = r.stderr.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" }
      #expect(raw.isEmpty, "raw control characters: \(raw.map(\.value))")
      #expect(r.stderr.contains("\\e]0;pwned\\u{7}\\r12 passed"), "\(r.stderr)")
      #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }
  }

  /// Items 5 and 21: an image that is a FIFO is refused by what it is, naming the component.
  @Test(.timeLimit(.minutes(1))) func aFIFOImageIsRefusedWithItsJSONPath() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(mkfifo(dir + "/pic.png", 0o644) == 0)
    try write(Self.doc(#"{"stack":{"children":[{"spacer":{}},{"image":{"file":"pic.png"}}]}}"#), dir + "/doc.json")
    let r = try run(["render", dir + "/doc.json", "-o", dir + "/out.png"])
    #expect(r.status == 65, "\(r.stderr)")
    #expect(r.stderr.contains(#"image file "pic.png": it is a FIFO, not a PNG file"#), "\(r.stderr)")
    #expect(r.stderr.contains("root.stack.children[1]"), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
  }

  /// Item 11: two documents that would write the same file are both refused, named together.
  @Test func collidingOutputsAreRefusedNamingBothDocuments() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/samples", withIntermediateDirectories: true)
    try write(Self.doc(extra: #""variants":{"appearance":["light","dark"]},"#), dir + "/samples/a.json")
    try write(Self.doc(), dir + "/samples/a.light.json")
    try write(Self.doc(), dir + "/samples/b.json")
    let render = try run([
      "render", dir + "/samples/a.json", dir + "/samples/a.light.json", dir + "/samples/b.json",
      "-o", dir + "/out/",
    ])
    #expect(render.status == 65, "\(render.stderr)")
    #expect(
      render.stderr.contains("a.json and \(dir)/samples/a.light.json both make the file a.light.png"),
      "\(render.stderr)")
    #expect(files(dir + "/out") == ["b.png"])

    let check = try run([
      "check", dir + "/samples", "--snapshots", dir + "/snaps", "--artifacts", dir + "/art", "--record", "missing",
    ])
    #expect(check.status == 1, "\(check.stderr)")
    #expect(check.stderr.contains("both make the snapshot a.light"), "\(check.stderr)")
    #expect(files(dir + "/snaps").filter { $0.hasSuffix(".png") } == ["b.png"])

    let gallery = try run(["gallery", dir + "/samples", "-o", dir + "/site/"])
    #expect(
      gallery.status == 65 && gallery.stderr.contains("both make the image images/a.light.png"), "\(gallery.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/site"))
  }

  /// Item 13: an interrupted render removes its temporary file; leftovers of killed processes
  /// are removed by the next run that writes beside them, those of live processes kept.
  @Test(.timeLimit(.minutes(2))) func interruptedRunsLeaveNothingBehind() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // Leftovers: of a process that cannot exist (pid 4,000,000 is above Linux's pid_max) and
    // of this test's own (alive); only the first is old enough and dead.
    let dead = dir + "/.out.png.vellum-4000000.AbC123"
    let live = dir + "/.out.png.vellum-\(getpid()).AbC123"
    let partial = dir + "/site.partial-vellum-4000000"
    try Data([1]).write(to: URL(fileURLWithPath: dead))
    try Data([1]).write(to: URL(fileURLWithPath: live))
    try FileManager.default.createDirectory(atPath: partial + "/images", withIntermediateDirectories: true)
    let old = Date(timeIntervalSinceNow: -3600)
    for path in [dead, live, partial] {
      try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
    }
    try write(Self.doc(), dir + "/doc.json")
    #expect(try run(["render", dir + "/doc.json", "-o", dir + "/out.png"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: dead))
    #expect(!FileManager.default.fileExists(atPath: partial))
    #expect(FileManager.default.fileExists(atPath: live))
    try FileManager.default.removeItem(atPath: live)

    // SIGTERM while a large image is being written: the temporary file goes with the process.
    try write(
      #"{"vellum":1,"canvas":{"width":4096,"height":100000,"scale":1},"root":{"text":{"string":"big"}}}"#,
      dir + "/big.json")
    let p = Process()
    p.executableURL = URL(fileURLWithPath: vellum)
    p.arguments = ["render", dir + "/big.json", "-o", dir + "/big.png"]
    p.standardError = FileHandle.nullDevice
    try p.run()
    var sawTemporary = false
    for _ in 0..<20_000 where p.isRunning {
      if files(dir).contains(where: { $0.hasPrefix(".big.png.vellum-") }) {
        sawTemporary = true
        break
      }
      usleep(1000)
    }
    p.terminate()
    p.waitUntilExit()
    try #require(sawTemporary, "the render finished before it could be interrupted")
    #expect(p.terminationReason == .uncaughtSignal && p.terminationStatus == SIGTERM)
    #expect(!files(dir).contains { $0.contains(".vellum-") }, "\(files(dir))")
    #expect(!FileManager.default.fileExists(atPath: dir + "/big.png"))
  }

  /// Item 14: fmt keeps a file's mode, formats a linked file's target and keeps hard links.
  @Test func fmtKeepsModesLinksAndHardLinks() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let messy = #"{"root":{"spacer":{}},"vellum":1}"#
    func mode(_ path: String) throws -> Int {
      try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! Int
    }
    for (name, permissions) in [("private.json", 0o600), ("readonly.json", 0o444)] {
      try write(messy, dir + "/" + name)
      try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: dir + "/" + name)
    }
    try write(messy, dir + "/target.json")
    try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: "target.json")
    try write(messy, dir + "/hard.json")
    try FileManager.default.linkItem(atPath: dir + "/hard.json", toPath: dir + "/hard2.json")
    let r = try run(["fmt", dir + "/private.json", dir + "/readonly.json", dir + "/link.json", dir + "/hard.json"])
    #expect(r.status == 0, "\(r.stderr)")
    let canonical = try String(contentsOfFile: dir + "/private.json", encoding: .utf8)
    #expect(canonical != messy)
    #expect(try mode(dir + "/private.json") == 0o600)
    #expect(try mode(dir + "/readonly.json") == 0o444)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.json") == "target.json")
    #expect(try String(contentsOfFile: dir + "/target.json", encoding: .utf8) == canonical)
    #expect(try String(contentsOfFile: dir + "/hard2.json", encoding: .utf8) == canonical)
    let a = try FileManager.default.attributesOfItem(atPath: dir + "/hard.json")[.systemFileNumber] as? Int
    let b = try FileManager.default.attributesOfItem(atPath: dir + "/hard2.json")[.systemFileNumber] as? Int
    #expect(a == b)
  }

  /// Item 15: no output may be one of the inputs.
  @Test func outputsThatAreInputsAreRefused() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let sheet = root + "/Samples/sheets/transition-medium-to-large.json"
    try FileManager.default.copyItem(atPath: sheet, toPath: dir + "/doc.json")
    let before = try Data(contentsOf: URL(fileURLWithPath: dir + "/doc.json"))
    for args in [
      ["render", dir + "/doc.json", "--apng", dir + "/doc.json"],
      ["render", dir + "/doc.json", "-o", dir + "/doc.json", "--format", "png"],
      ["render", dir + "/doc.json", "-o", dir + "/./doc.json", "--format", "svg"],
    ] {
      let r = try run(args)
      #expect(r.status != 0, "\(args)")
      #expect(r.stderr.contains("never writes over its input") || r.stderr.contains("animated PNG"), "\(r.stderr)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/doc.json")) == before)
    }
  }

  /// Item 16: what frames cannot honour is refused, not dropped.
  @Test func framesRefuseWhatTheyCannotHonour() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let sheet = root + "/Samples/sheets/transition-medium-to-large.json"
    try write(Self.doc(), dir + "/still.json")
    let cases: [([String], String)] = [
      (["render", sheet, "--frames", "3", "-o", dir + "/f/", "--appearance", "light,dark"], "variants"),
      (["render", sheet, "--frames", "3", "-o", dir + "/f/", "--sheet"], "--sheet"),
      (["render", sheet, "--frames", "3", "-o", dir + "/f/", "--watch"], "--watch"),
      (["render", sheet, "--frames", "3", "-o", dir + "/f/", "--format", "svg"], "--format svg"),
      (["render", sheet, "--frames", "3", "-o", "-"], "not standard output"),
      (["render", sheet, "--apng", dir + "/x.pdf"], "give it a .png"),
      (["render", dir + "/still.json", "--frames", "3", "-o", dir + "/f/"], "nothing in it changes over time"),
    ]
    for (args, words) in cases {
      let r = try run(args, in: dir)
      #expect(r.status != 0, "\(args)")
      #expect(r.stderr.contains(words), "\(args): \(r.stderr)")
    }
    #expect(files(dir) == ["still.json"])
  }

  /// Item 19: references that cannot be written are reported as such, with exit 73.
  @Test func unwritableReferencesSayWhy() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/samples", withIntermediateDirectories: true)
    try write(Self.doc(), dir + "/samples/a.json")
    try Data().write(to: URL(fileURLWithPath: dir + "/file"))
    let r = try run([
      "check", dir + "/samples", "--snapshots", dir + "/file/snaps", "--artifacts", dir + "/art", "--record", "all",
    ])
    #expect(r.status == 73, "\(r.stderr)")
    #expect(r.stderr.contains("cannot create folder \(dir)/file/snaps"), "\(r.stderr)")
    #expect(!r.stderr.contains("has no reference"))
  }

  /// Item 20: standard output that cannot be written is an error for every verb.
  @Test func unwritableStandardOutputFails() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try write(Self.doc(), dir + "/doc.json")
    // prune finds an orphan (exit 1 when its list is written); symbols writes its sheet to "-".
    for folder in ["samples", "snaps"] {
      try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
    }
    try write("x", dir + "/snaps/orphan.png")
    for (args, input) in [
      (["tree", dir + "/doc.json"], nil), (["schema"], nil), (["fmt", "-"], Self.doc()),
      (["render", dir + "/doc.json", "-o", "-"], nil),
      (["prune", "--snapshots", dir + "/snaps", "--samples", dir + "/samples"], nil),
      (["symbols", "bell", "--sheet", "-o", "-"], nil),
    ] as [([String], String?)] {
      let p = Process()
      p.executableURL = URL(fileURLWithPath: vellum)
      p.arguments = args
      p.currentDirectoryURL = URL(fileURLWithPath: dir)
      p.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
      let err = Pipe()
      p.standardError = err
      let inp = Pipe()
      p.standardInput = inp
      try p.run()
      if let input { try? inp.fileHandleForWriting.write(contentsOf: Data(input.utf8)) }
      try inp.fileHandleForWriting.close()
      let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      p.waitUntilExit()
      #expect(p.terminationStatus == 73, "\(args): \(message)")
      #expect(message.contains("No space left on device"), "\(args): \(message)")
    }
  }

  /// Item 21: `--watch` sees edits to a linked document's target.
  @Test(.timeLimit(.minutes(1))) func watchFollowsALinkedDocument() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try write(Self.doc(#"{"text":{"string":"one"}}"#), dir + "/target.json")
    try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: "target.json")
    let p = Process()
    p.executableURL = URL(fileURLWithPath: vellum)
    p.arguments = ["render", dir + "/link.json", "-o", dir + "/out.png", "--watch"]
    let log = dir + "/watch.log"
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    p.standardOutput = FileHandle(forWritingAtPath: log)
    p.standardError = FileHandle.nullDevice
    try p.run()
    defer { if p.isRunning { p.terminate() } }
    func rendered() -> Int {
      ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").components(separatedBy: "rendered").count - 1
    }
    for _ in 0..<300 where rendered() < 1 { usleep(100_000) }
    #expect(rendered() == 1)
    // Edit the target in place (the link itself never changes).
    let handle = try #require(FileHandle(forWritingAtPath: dir + "/target.json"))
    try handle.truncate(atOffset: 0)
    handle.write(Data(Self.doc(#"{"text":{"string":"two"}}"#).utf8))
    try handle.close()
    for _ in 0..<300 where rendered() < 2 { usleep(100_000) }
    #expect(rendered() == 2)
    p.terminate()
    p.waitUntilExit()
  }
}
