import Foundation
import Testing

@testable import VellumSnapshot

/// Vellum's own path operations (no `NSString` in the shipped code) give what `NSString` gives.
@Suite struct PathStringTests {
  static let paths = [
    "a/b.json", "b.json", "a/b", "/a/b.tar.gz", "/a", "/", "a/b/", "a//b.png", ".hidden", "a/.hidden",
    "a.b/c", "a.", "Samples/lists/plain.json", "./x.json", "../y/z.png", "out/", "name.png/", "/tmp//x/",
  ]

  @Test(arguments: paths)
  func matchesNSString(_ path: String) {
    let ns = path as NSString
    #expect(path.lastPathComponent == ns.lastPathComponent, "lastPathComponent of \(path)")
    #expect(path.deletingLastPathComponent == ns.deletingLastPathComponent, "deletingLastPathComponent of \(path)")
    #expect(path.pathExtension == ns.pathExtension, "pathExtension of \(path)")
    #expect(path.deletingPathExtension == ns.deletingPathExtension, "deletingPathExtension of \(path)")
    for component in ["c.png", "/c", "d/e", ""] {
      #expect(
        path.appendingPathComponent(component) == ns.appendingPathComponent(component),
        "\(path) + \(component)")
    }
  }

  /// Paths on which corelibs' `NSString.deletingLastPathComponent` traps ("", "a/").
  @Test func pathsNSStringCannotTake() {
    #expect("".lastPathComponent == "" && "".deletingLastPathComponent == "" && "".pathExtension == "")
    #expect("".deletingPathExtension == "" && "".appendingPathComponent("c") == "c")
    #expect("a/".lastPathComponent == "a" && "a/".deletingLastPathComponent == "" && "a/".deletingPathExtension == "a")
    #expect("a/".appendingPathComponent("c") == "a/c")
  }

  @Test func failureReasonsAreTheSystemsWords() {
    do {
      try FileManager.default.removeItem(atPath: "/nonexistent-vellum-dir/x")
      Issue.record("removing a missing file succeeded")
    } catch {
      #expect(failureReason(error) == "No such file or directory")
    }
    #expect(isDirectory(atPath: "/tmp") && !isDirectory(atPath: "/nonexistent-vellum-dir"))
  }
}
