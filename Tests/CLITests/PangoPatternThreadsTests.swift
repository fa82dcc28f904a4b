import Foundation
import Testing

/// The `vellum` executable holds what acts on its whole process (CPangoPatternThreads), and the
/// tests reach it as users do, through the executable (no test target links it): Pango's font
/// library calls the executable's `g_thread_new` (which runs Pango 1.50's per-pattern threads on
/// the calling thread), and fontconfig's current configuration there is an empty one, so Pango's
/// FcInit never reads the machine's. The pixels are the golden's either way.
@Suite struct PangoPatternThreadsTests {
  /// `vellum render` of a sample with `environment` added: the run and the PNG it wrote.
  func render(environment: [String: String]) throws -> (run: Run, png: Data) {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: vellum)
    p.arguments = ["render", root + "/Samples/lists/accessories.json", "-o", dir + "/a.png"]
    p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    let run = Run(status: p.terminationStatus, stdout: Data(), stderr: String(decoding: e, as: UTF8.self))
    return (run, (try? Data(contentsOf: URL(fileURLWithPath: dir + "/a.png"))) ?? Data())
  }

  var golden: Data {
    get throws { try Data(contentsOf: URL(fileURLWithPath: root + "/Snapshots/lists/accessories.png")) }
  }

  @Test func pangoCallsTheExecutablesThreadFunction() throws {
    let (run, png) = try render(environment: ["LD_DEBUG": "bindings"])
    #expect(run.status == 0)
    #expect(png == (try golden))
    let binding = run.stderr.split(separator: "\n").first {
      $0.contains("libpangoft2-1.0.so.0") && $0.contains("to \(vellum) [0]") && $0.hasSuffix("symbol `g_thread_new'")
    }
    #expect(binding != nil, "libpangoft2's g_thread_new is not bound to the executable's")
  }

  @Test func theExecutableNeverReadsTheMachinesFontConfiguration() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A configuration fontconfig reports an error for, if it ever reads it.
    try Data("not a fontconfig file".utf8).write(to: URL(fileURLWithPath: dir + "/fonts.conf"))
    let (run, png) = try render(environment: ["FONTCONFIG_FILE": dir + "/fonts.conf"])
    #expect(run.status == 0)
    #expect(!run.stderr.contains("Fontconfig"), "\(run.stderr.prefix(300))")
    #expect(png == (try golden))
  }
}
