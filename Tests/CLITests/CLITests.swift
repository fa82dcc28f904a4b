import Foundation
import Testing

/// The package root, from this file's path.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path

/// The `vellum` binary built beside the test bundle.
let vellum: String = {
  let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  var dir = (exe as NSString).deletingLastPathComponent
  // The test binary lives inside VellumPackageTests.xctest on Linux.
  while !dir.isEmpty, dir != "/", !FileManager.default.isExecutableFile(atPath: dir + "/vellum") {
    dir = (dir as NSString).deletingLastPathComponent
  }
  return dir + "/vellum"
}()

struct Run {
  var status: Int32
  var stdout: Data
  var stderr: String
}

/// Runs vellum with `arguments`, feeding `input` to standard input.
func run(_ arguments: [String], input: Data? = nil, in directory: String? = nil) throws -> Run {
  let p = Process()
  p.executableURL = URL(fileURLWithPath: vellum)
  p.arguments = arguments
  if let directory { p.currentDirectoryURL = URL(fileURLWithPath: directory) }
  let out = Pipe()
  let err = Pipe()
  let inp = Pipe()
  p.standardOutput = out
  p.standardError = err
  p.standardInput = inp
  try p.run()
  // vellum stops reading at its limit and exits: writing the rest then fails with EPIPE,
  // which must not end the test process.
  signal(SIGPIPE, SIG_IGN)
  if let input { try? inp.fileHandleForWriting.write(contentsOf: input) }
  try? inp.fileHandleForWriting.close()
  let o = out.fileHandleForReading.readDataToEndOfFile()
  let e = err.fileHandleForReading.readDataToEndOfFile()
  p.waitUntilExit()
  return Run(status: p.terminationStatus, stdout: o, stderr: String(decoding: e, as: UTF8.self))
}

func temporaryDirectory() throws -> String {
  let dir = NSTemporaryDirectory() + "vellum-cli-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  return dir
}

@Suite struct CLITests {
  @Test func invalidDocumentsExit65WithThePathAndWriteNothing() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let doc = """
      {
        "vellum": 1,
        "root": { "stack": { "children": [
          { "text": { "string": "a" } },
          { "cell": { "content": { "text": 42 } } }
        ] } }
      }
      """
    try doc.write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
    let r = try run(["render", dir + "/bad.json", "-o", dir + "/bad.png"])
    #expect(r.status == 65)
    #expect(
      r.stderr
        == "vellum: \(dir)/bad.json: root.stack.children[1].cell.content.text: expected a string, found a number (line 5, column 38)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: dir + "/bad.png"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["bad.json"])
  }

  @Test func missingInputExits66AndUsageErrorsExit64() throws {
    let missing = try run(["render", "/nonexistent/doc.json", "-o", "/tmp/x.png"])
    #expect(missing.status == 66)
    #expect(missing.stderr == "vellum: /nonexistent/doc.json: no such file\n")
    let typo = try run(["render", "a.json", "--apperance", "dark", "-o", "x.png"])
    #expect(typo.status == 64)
    #expect(typo.stderr == "vellum: unknown option --apperance; did you mean --appearance?\n")
    let verb = try run(["rendr"])
    #expect(verb.status == 64)
    #expect(verb.stderr.hasPrefix("vellum: unknown verb \"rendr\"; did you mean \"render\"?"))
    let noOutput = try run(["render", "a.json"])
    #expect(noOutput.status == 64)
    let badScale = try run(["tree", "a.json", "--scale", "4"])
    #expect(badScale.stderr == "vellum: --scale takes 1, 2 or 3\n")
  }

  @Test func controlsClampWithAWarningAndImpossibleValuesExit65() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let clamped = Data(#"{ "vellum": 1, "root": { "pageControl": { "numberOfPages": 3, "currentPage": 7 } } }"#.utf8)
    let ok = try run(["render", "-", "-o", dir + "/ok.png"], input: clamped)
    #expect(ok.status == 0)
    #expect(
      ok.stderr
        == "vellum: <stdin>: warning: root.pageControl.currentPage: 7 is outside 0…2; UIKit clamps it to 2 (line 1, column 78)\n"
    )
    #expect(FileManager.default.fileExists(atPath: dir + "/ok.png"))
    let impossible = Data(#"{ "vellum": 1, "root": { "pageControl": { "numberOfPages": -3 } } }"#.utf8)
    let bad = try run(["render", "-", "-o", dir + "/bad.png"], input: impossible)
    #expect(bad.status == 65)
    #expect(bad.stderr.contains("root.pageControl.numberOfPages: -3 is out of range; expected 0…1000"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/bad.png"))
  }

  @Test func aContentSizedCanvasTooTallForStandardOutputIsAnErrorNotACrash() throws {
    let spacers = Array(repeating: #"{"spacer":{"minLength":100000}}"#, count: 100).joined(separator: ",")
    let doc = Data(#"{"vellum":1,"canvas":{"width":4096,"scale":3},"root":{"stack":{"children":[\#(spacers)]}}}"#.utf8)
    let r = try run(["render", "-", "-o", "-"], input: doc)
    #expect(r.status == 65)
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.contains("the limits are 12288 wide and 1000000 high"))
  }

  /// `render --help` states the pixel budget of `--frames` and `--apng`.
  @Test func theHelpStatesTheFramesBudget() throws {
    let help = String(decoding: try run(["render", "--help"]).stdout, as: UTF8.self)
    #expect(help.contains("at most 400 million pixels in all"), "\(help)")
  }

  @Test func framesAndAnimatedPNGsOfASheetTransition() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let doc = root + "/Samples/sheets/transition-medium-to-large.json"
    for bad in ["0", "1", "100000", "x"] {
      let r = try run(["render", doc, "--frames", bad, "-o", dir + "/bad/"])
      #expect(r.status == 64, "--frames \(bad)")
      #expect(r.stderr.contains("--frames takes a whole number from 2 to 600"))
      #expect(!FileManager.default.fileExists(atPath: dir + "/bad"))
    }
    let ok = try run(["render", doc, "--frames", "4", "-o", dir + "/frames/", "--apng", dir + "/sheet.png"])
    #expect(ok.status == 0, "\(ok.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()
    #expect(names == ["frame-000.png", "frame-001.png", "frame-002.png", "frame-003.png"])
    // The animated PNG: an acTL chunk announcing 4 frames, playing forever.
    let apng = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/sheet.png")))
    let acTL = try #require(apng.indices.first { apng[$0..<min($0 + 4, apng.count)].elementsEqual("acTL".utf8) })
    #expect(Array(apng[(acTL + 4)..<(acTL + 12)]) == [0, 0, 0, 4, 0, 0, 0, 0])
    // Frames are bounded by the pixels they add up to.
    let many = try run(["render", doc, "--frames", "600", "--apng", dir + "/many.png"])
    #expect(many.status == 64 && many.stderr.contains("at most 400 million"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/many.png"))
    // A folder that already holds something is not overwritten.
    let again = try run(["render", doc, "--frames", "3", "-o", dir + "/frames/"])
    #expect(again.status == 73)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").count == 4)
  }

  @Test func framesOfThePointerMovingOntoAToolbarButton() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let doc = root + "/Samples/pointer/toolbar-enter-settled-light.json"
    let ok = try run(["render", doc, "--frames", "5", "-o", dir + "/frames/"])
    #expect(ok.status == 0, "\(ok.stderr)")
    let frames = try (0..<5).map { try Data(contentsOf: URL(fileURLWithPath: dir + "/frames/frame-00\($0).png")) }
    // Every frame differs from the next (the pointer moves, then morphs), and the last is the still.
    for i in 1..<5 { #expect(frames[i] != frames[i - 1], "frame \(i) repeats frame \(i - 1)") }
    let still = try run(["render", doc, "-o", dir + "/still.png"])
    #expect(still.status == 0)
    let same = try Data(contentsOf: URL(fileURLWithPath: dir + "/still.png")) == frames[4]
    #expect(same)
    // A pointer off the canvas is an error naming its path, and writes nothing.
    let off = Data(#"{"vellum":1,"canvas":{"width":300,"pointer":{"location":[400,10]}},"root":{"spacer":{}}}"#.utf8)
    let bad = try run(["render", "-", "-o", dir + "/off.png"], input: off)
    #expect(bad.status == 65)
    #expect(bad.stderr.contains("canvas.pointer.location: the pointer at (400, 10) is outside the 300 pt wide canvas"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/off.png"))
  }

  @Test func standardInputToStandardOutputGivesTheSamePNGAsFiles() throws {
    let doc = try Data(contentsOf: URL(fileURLWithPath: root + "/Samples/cells/states.json"))
    let piped = try run(["render", "-", "-o", "-"], input: doc)
    #expect(piped.status == 0)
    #expect(piped.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let golden = try Data(contentsOf: URL(fileURLWithPath: root + "/Snapshots/cells/states.png"))
    // Compared as one Bool: Swift Testing would otherwise diff the bytes, which takes minutes.
    let same = piped.stdout == golden
    #expect(
      same, "stdout differs from Snapshots/cells/states.png (\(piped.stdout.count) against \(golden.count) bytes)")
  }

  @Test func separateProcessesRenderIdenticalBytes() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let sample = root + "/Samples/text/japanese-emoji.json"
    #expect(try run(["render", sample, "-o", dir + "/a.png"]).status == 0)
    #expect(try run(["render", sample, "-o", dir + "/b.png"]).status == 0)
    let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png"))
    let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/b.png"))
    let golden = try Data(contentsOf: URL(fileURLWithPath: root + "/Snapshots/text/japanese-emoji.png"))
    let (same, matchesGolden) = (a == b, a == golden)
    #expect(same, "two processes wrote different bytes")
    #expect(matchesGolden, "the render differs from Snapshots/text/japanese-emoji.png")
  }

  @Test func manyDocumentsMirrorTheirFoldersAndOneFailureDoesNotStopTheRest() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try #"{"vellum":1,"root":{"text":{"string":1}}}"#.write(
      toFile: dir + "/broken.json", atomically: true, encoding: .utf8)
    let r = try run([
      "render", root + "/Samples/cells/states.json", root + "/Samples/sidebar/selected-dark.json", dir + "/broken.json",
      "-o",
      dir + "/out/",
    ])
    #expect(r.status == 65)
    #expect(r.stderr.contains("broken.json: root.text.string: expected a string, found a number"))
    // The common folder of the inputs is "/" here, so paths below it are mirrored in full.
    let produced = (FileManager.default.enumerator(atPath: dir + "/out")?.allObjects as? [String] ?? []).filter {
      $0.hasSuffix(".png")
    }
    #expect(produced.count == 2)
    #expect(produced.contains { $0.hasSuffix("Samples/cells/states.png") })
    #expect(produced.contains { $0.hasSuffix("Samples/sidebar/selected-dark.png") })
  }

  /// `--jobs N` renders N documents at once: the same files, bytes (the goldens') and
  /// messages, in the documents' order, as one at a time.
  @Test func severalDocumentsAtOnceGiveTheSameFilesAndMessagesInOrder() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try #"{"vellum":1,"root":{"text":{"string":1}}}"#.write(
      toFile: dir + "/a-broken.json", atomically: true, encoding: .utf8)
    try #"{"vellum":1,"root":{"nothing":{}}}"#.write(toFile: dir + "/b-broken.json", atomically: true, encoding: .utf8)
    let samples = ["cells/states", "sidebar/selected-dark", "lists/insetGrouped-light", "controls/slider-dark"]
    for name in samples {
      try FileManager.default.copyItem(
        atPath: root + "/Samples/\(name).json",
        toPath: dir + "/" + name.replacingOccurrences(of: "/", with: "-") + ".json")
    }
    let documents = try FileManager.default.contentsOfDirectory(atPath: dir).sorted().map { dir + "/" + $0 }
    var runs: [Run] = []
    for jobs in ["1", "3"] {
      runs.append(try run(["render"] + documents + ["-o", dir + "/out\(jobs)/", "--jobs", jobs]))
    }
    #expect(runs.map(\.status) == [65, 65])
    #expect(runs[0].stderr == runs[1].stderr)
    let lines = runs[1].stderr.split(separator: "\n")
    #expect(lines.count == 2 && lines[0].contains("a-broken.json") && lines[1].contains("b-broken.json"), "\(lines)")
    for name in samples {
      let file = "/" + name.replacingOccurrences(of: "/", with: "-") + ".png"
      let golden = try Data(contentsOf: URL(fileURLWithPath: root + "/Snapshots/\(name).png"))
      let one = try Data(contentsOf: URL(fileURLWithPath: dir + "/out1" + file))
      let three = try Data(contentsOf: URL(fileURLWithPath: dir + "/out3" + file))
      #expect(one == golden && three == golden, "\(name)")
    }
    #expect(try run(["render"] + documents + ["-o", dir + "/out0/", "--jobs", "0"]).status == 64)
    #expect(!FileManager.default.fileExists(atPath: dir + "/out0"), "a usage error creates nothing")
  }

  @Test func overridesChangeTheTraits() throws {
    let sample = root + "/Samples/cells/states.json"
    let light = String(decoding: try run(["tree", sample]).stdout, as: UTF8.self)
    let dark = String(
      decoding: try run(["tree", sample, "--appearance", "dark", "--scale", "2"]).stdout, as: UTF8.self)
    #expect(light.hasPrefix("canvas 390x"))
    #expect(light.contains("@3x ltr background #F2F2F7"))
    #expect(dark.contains("@2x ltr background #000000"))
    let rtl = String(decoding: try run(["tree", sample, "--direction", "rightToLeft"]).stdout, as: UTF8.self)
    #expect(rtl.contains(" rtl "))
  }

  @Test func imagesOutsideTheDocumentFolderAreRefusedEvenThroughLinks() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/doc", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/doc/escape.png", withDestinationPath: root + "/Samples/compose/assets/sunset.png")
    try #"{"vellum":1,"root":{"image":{"file":"escape.png"}}}"#.write(
      toFile: dir + "/doc/d.json", atomically: true, encoding: .utf8)
    let r = try run(["render", dir + "/doc/d.json", "-o", dir + "/out.png"])
    #expect(r.status == 65)
    #expect(
      r.stderr.contains(#"root.image.file: image file "escape.png": it resolves outside the document's folder"#),
      "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
  }
}

@Suite struct RobustnessTests {
  @Test func contentSizedCanvasesOverTheLimitAreAnErrorNotACrash() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let spacers = Array(repeating: #"{"spacer":{"minLength":100000}}"#, count: 15).joined(separator: ",")
    try #"{"vellum":1,"root":{"stack":{"children":[\#(spacers)]}}}"#.write(
      toFile: dir + "/tall.json", atomically: true, encoding: .utf8)
    let r = try run(["render", dir + "/tall.json", "-o", dir + "/tall.png"])
    #expect(r.status == 65)
    #expect(r.stderr.contains("the laid-out canvas is 1170×4500000 pixels"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/tall.png"))
  }

  @Test func aFullStandardOutputIsAnErrorNotACrash() throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: vellum)
    p.arguments = ["render", root + "/Samples/cells/states.json", "-o", "-"]
    p.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let err = Pipe()
    p.standardError = err
    try p.run()
    p.waitUntilExit()
    #expect(p.terminationStatus == 73)
    #expect(String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("standard output"))
  }

  @Test func hugeIgnoreRectanglesClampInsteadOfOverflowing() throws {
    let golden = root + "/Snapshots/cells/states.png"
    let r = try run([
      "compare", golden, golden, "--ignore", "9223372036854775807,0,1,1", "--ignore",
      "0,0,9223372036854775807,9223372036854775807",
    ])
    #expect(r.status == 0)
  }
}
