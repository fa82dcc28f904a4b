import Foundation
import Glibc
import Testing

@testable import VellumImage

/// The one rule for writing (AtomicFile) and the one for reading (FileBytes).
@Suite struct FileRuleTests {
  func folder() throws -> String {
    let dir = NSTemporaryDirectory() + "vellum-files-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  func entries(_ dir: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
  }

  @Test func regularFilesKeepTheirModeLinksAndHardLinks() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/a"))
    chmod(dir + "/a", 0o600)
    try AtomicFile.write(Array("new".utf8), to: dir + "/a")
    var info = stat()
    #expect(stat(dir + "/a", &info) == 0 && info.st_mode & 0o7777 == 0o600)
    // A new file is 0644.
    try AtomicFile.write([1], to: dir + "/fresh")
    #expect(stat(dir + "/fresh", &info) == 0 && info.st_mode & 0o7777 == 0o644)
    // Through a link: the link stays, its target changes.
    try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: "a")
    try AtomicFile.write(Array("via link".utf8), to: dir + "/link")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link") == "a")
    #expect(try String(contentsOfFile: dir + "/a", encoding: .utf8) == "via link")
    // Hard links all see the new bytes.
    try FileManager.default.linkItem(atPath: dir + "/a", toPath: dir + "/b")
    try AtomicFile.write(Array("both".utf8), to: dir + "/b")
    #expect(try String(contentsOfFile: dir + "/a", encoding: .utf8) == "both")
    #expect(entries(dir) == ["a", "b", "fresh", "link"])
  }

  @Test func anUncommittedFileLeavesTheTargetAsItWas() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data("keep".utf8).write(to: URL(fileURLWithPath: dir + "/a"))
    do {
      let f = try AtomicFile(path: dir + "/a")
      try f.write(Array("half".utf8))
      #expect(entries(dir).count == 2)
      #expect(entries(dir).contains { $0.hasPrefix(".a.vellum-\(getpid()).") })
    }
    #expect(entries(dir) == ["a"])
    #expect(try String(contentsOfFile: dir + "/a", encoding: .utf8) == "keep")
  }

  @Test func specialFilesAreWrittenStraightOrRefused() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try AtomicFile.write([1, 2, 3], to: "/dev/null")
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    #expect(AtomicFile.refusal(dir)?.contains("is a folder") == true)
    try FileManager.default.createSymbolicLink(atPath: dir + "/dangling", withDestinationPath: "nowhere")
    #expect(AtomicFile.refusal(dir + "/dangling")?.contains("symbolic link to a file that does not exist") == true)
    #expect(AtomicFile.refusal(dir + "/new.png") == nil)
  }

  @Test func leftoverNamesCarryTheirOwner() {
    #expect(TemporaryFiles.ownerOfLeftover(".out.png.vellum-4242.a1B2c3") == 4242)
    #expect(TemporaryFiles.ownerOfLeftover("site.partial-vellum-77") == 77)
    #expect(TemporaryFiles.ownerOfLeftover("site.old.partial-vellum-77") == 77)
    for other in ["out.png", ".out.png.a1B2c3", ".out.png.vellum-x.a1B2c3", "site.partial-vellum-", ".fingerprint"] {
      #expect(TemporaryFiles.ownerOfLeftover(other) == nil, "\(other)")
    }
  }

  @Test(.timeLimit(.minutes(1))) func readsAreRegularFilesOnlyAndBounded() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(mkfifo(dir + "/fifo", 0o644) == 0)
    #expect(FileBytes.contents(dir + "/fifo") == .failure(.notRegular("a FIFO")))
    try FileManager.default.createSymbolicLink(atPath: dir + "/zero", withDestinationPath: "/dev/zero")
    #expect(FileBytes.contents(dir + "/zero") == .failure(.notRegular("a character device")))
    #expect(FileBytes.contents(dir) == .failure(.notRegular("a folder")))
    #expect(FileBytes.contents(dir + "/missing") == .failure(.missing))
    try Data(repeating: 7, count: 100).write(to: URL(fileURLWithPath: dir + "/hundred"))
    #expect(FileBytes.contents(dir + "/hundred", limit: 100) == .success([UInt8](repeating: 7, count: 100)))
    #expect(FileBytes.contents(dir + "/hundred", limit: 99) == .failure(.tooLarge(limit: 99)))
    // /proc's files report size 0 and are read to their end.
    let status = try #require(FileBytes.read("/proc/self/status"))
    #expect(String(decoding: status, as: UTF8.self).contains("Pid:"))
    // A stream is cut one byte past the limit.
    let zero = open("/dev/zero", O_RDONLY)
    defer { close(zero) }
    #expect(FileBytes.read(descriptor: zero, limit: 1000) == .failure(.tooLarge(limit: 1000)))
  }
}
