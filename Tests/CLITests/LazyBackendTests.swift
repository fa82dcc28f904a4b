import Foundation
import Testing

/// `vellum` starts without the rendering libraries and loads them when it first draws
/// (CVellumLazyBackend, on x86-64 Linux): the verbs that draw nothing never map them. Tested
/// through the executable, which alone links the loader.
@Suite struct LazyBackendTests {
  /// Whether the executable loads the libraries lazily (loader.c's platforms); elsewhere it
  /// links them as usual and these tests are skipped, not passed.
  static let loadsLazily: Bool = {
    #if arch(x86_64) && os(Linux)
      true
    #else
      false
    #endif
  }()

  /// The libraries the stubs stand for (symbols.def), as the dynamic loader names them.
  static let renderingLibraries = [
    "libpangocairo-1.0.so.0", "libpangoft2-1.0.so.0", "libpango-1.0.so.0", "libcairo.so.2", "libharfbuzz.so.0",
    "libfribidi.so.0", "libfontconfig.so.1", "libfreetype.so.6", "libgobject-2.0.so.0", "libglib-2.0.so.0",
  ]

  /// Runs vellum with `arguments` and `environment` added to this process's.
  func run(_ arguments: [String], environment: [String: String]) throws -> Run {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: vellum)
    p.arguments = arguments
    p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return Run(status: p.terminationStatus, stdout: o, stderr: String(decoding: e, as: UTF8.self))
  }

  /// The libraries the dynamic loader mapped while `vellum arguments` ran (glibc's LD_DEBUG).
  func librariesLoaded(by arguments: [String]) throws -> (run: Run, libraries: Set<String>) {
    let r = try run(arguments, environment: ["LD_DEBUG": "files"])
    let loaded = r.stderr.split(separator: "\n").compactMap { line -> String? in
      guard let start = line.range(of: "file=") else { return nil }
      return String(line[start.upperBound...].prefix { $0 != " " && $0 != "[" })
    }
    return (r, Set(loaded))
  }

  /// The libraries the executable's dynamic section records as needed (`readelf -d`).
  func neededLibraries() throws -> [String] {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["readelf", "-d", vellum]
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    try #require(p.terminationStatus == 0, "readelf -d \(vellum)")
    return text.split(separator: "\n").compactMap { line in
      guard line.contains("(NEEDED)"), let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]")
      else { return nil }
      return String(line[line.index(after: open)..<close])
    }
  }

  /// A C function of the rendering libraries that Swift calls without a stub in symbols.def
  /// makes the linker record its library as needed again (--as-needed): the table is then
  /// missing a function, and `scripts/make-lazy-backend.py` adds it.
  @Test(.enabled(if: LazyBackendTests.loadsLazily, "the loader's stubs are x86-64 Linux assembly"))
  func everyRenderingFunctionCalledHasAStub() throws {
    let needed = try neededLibraries()
    #expect(needed.contains("libc.so.6"), "readelf lists \(needed)")
    let unstubbed = Set(needed).intersection(Self.renderingLibraries)
    #expect(
      unstubbed.isEmpty,
      "vellum links \(unstubbed.sorted()) directly: a function of theirs is missing from symbols.def (run scripts/make-lazy-backend.py after swift build)"
    )
  }

  /// Every function the executable calls of these libraries has a stub; a function used
  /// without one makes the linker record its library again, and this fails. Drawing loads the
  /// libraries and binds every stub's function (a missing one ends the process, exit 70).
  @Test(.enabled(if: LazyBackendTests.loadsLazily, "the loader's stubs are x86-64 Linux assembly"))
  func verbsThatDrawNothingStartWithoutTheRenderingLibraries() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let (version, atStart) = try librariesLoaded(by: ["--version"])
    #expect(version.status == 0)
    #expect(!atStart.isEmpty, "LD_DEBUG=files names the libraries it maps")
    let early = atStart.intersection(Self.renderingLibraries)
    #expect(
      early.isEmpty,
      "vellum maps \(early.sorted()) at start-up: a function of theirs has no stub (run scripts/make-lazy-backend.py)")

    let (render, drawing) = try librariesLoaded(by: [
      "render", root + "/Samples/lists/accessories.json", "-o", dir + "/a.png",
    ])
    #expect(render.status == 0, "\(render.stderr.suffix(300))")
    #expect(drawing.isSuperset(of: ["libpangocairo-1.0.so.0", "libcairo.so.2", "libglib-2.0.so.0"]))
    let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png"))
    let golden = try Data(contentsOf: URL(fileURLWithPath: root + "/Snapshots/lists/accessories.png"))
    #expect(png == golden)

    let (compare, comparing) = try librariesLoaded(by: ["compare", dir + "/a.png", dir + "/a.png"])
    #expect(compare.status == 0)
    #expect(comparing.isDisjoint(with: Self.renderingLibraries))
  }

  /// The loader makes an empty configuration fontconfig's current one before Pango can run
  /// FcInit, so `vellum` never reads the machine's font configuration (~5 ms of every render);
  /// its pixels are the golden's.
  @Test(.enabled(if: LazyBackendTests.loadsLazily, "the loader's stubs are x86-64 Linux assembly"))
  func theExecutableNeverReadsTheMachinesFontConfiguration() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A configuration fontconfig reports an error for, if it ever reads it.
    try Data("not a fontconfig file".utf8).write(to: URL(fileURLWithPath: dir + "/fonts.conf"))
    let render = try run(
      ["render", root + "/Samples/lists/accessories.json", "-o", dir + "/a.png"],
      environment: ["FONTCONFIG_FILE": dir + "/fonts.conf"])
    #expect(render.status == 0)
    #expect(!render.stderr.contains("Fontconfig"), "\(render.stderr.prefix(300))")
    let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png"))
    let golden = try Data(contentsOf: URL(fileURLWithPath: root + "/Snapshots/lists/accessories.png"))
    #expect(png == golden)
  }

  /// A rendering library that cannot be loaded fails the drawing verb as the loader would
  /// have failed the start (exit 70, its name, no output), and leaves the other verbs alone.
  @Test(.enabled(if: LazyBackendTests.loadsLazily, "the loader's stubs are x86-64 Linux assembly"))
  func aBrokenRenderingLibraryFailsOnlyTheVerbsThatDraw() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data("not a library".utf8).write(to: URL(fileURLWithPath: dir + "/libpangocairo-1.0.so.0"))
    let broken = ["LD_LIBRARY_PATH": dir]

    let render = try run(
      ["render", root + "/Samples/lists/accessories.json", "-o", dir + "/a.png"], environment: broken)
    #expect(render.status == 70)
    #expect(render.stderr.hasPrefix("vellum: cannot load the rendering libraries: libpangocairo-1.0.so.0: "))
    #expect(!FileManager.default.fileExists(atPath: dir + "/a.png"))

    let version = try run(["--version"], environment: broken)
    #expect(version.status == 0)
    let format = try run(["fmt", "--check", root + "/Samples/lists/accessories.json"], environment: broken)
    #expect(format.status == 0, "\(format.stderr)")
  }
}
