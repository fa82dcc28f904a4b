import Foundation
import Testing
import VellumCairo
import VellumModel
import VellumSnapshotTesting

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path

/// Every sample document, relative to Samples/, found as `vellum check Samples` finds them.
let samplePaths: [String] = (try? SnapshotSuite.discoverDocuments(in: packageRoot + "/Samples")) ?? []

/// Walks every sample and compares its pixels and render tree with `Snapshots/`, through the
/// same assertion users call (`VELLUM_RECORD=failed swift test --filter SampleTests` re-records).
@Suite struct SampleTests {
  /// Every folder of Samples/ holds documents, and each of them is walked below.
  @Test func everySamplesFolderHasDocuments() throws {
    let found = samplePaths
    // What a plain walk finds: every .json outside the assets folders.
    let walked = (FileManager.default.enumerator(atPath: packageRoot + "/Samples")?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".json") && !$0.split(separator: "/").contains("assets") }.sorted()
    #expect(found == walked)
    let folders = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Samples").filter {
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: packageRoot + "/Samples/" + $0, isDirectory: &isFolder)
        && isFolder.boolValue && !$0.hasPrefix(".")
    }
    try #require(!folders.isEmpty)
    for folder in folders {
      #expect(found.contains { $0.hasPrefix(folder + "/") }, "Samples/\(folder) holds no document")
    }
    // The five seeds' topics, each a folder: pickers and menus, sheets, bars, cells, the pointer.
    for topic in ["pickers", "menus", "sheets", "bars", "cells", "pointer"] { #expect(folders.contains(topic)) }
  }

  @Test(arguments: samplePaths)
  func sampleMatchesItsGoldenPixelsAndTree(_ relative: String) throws {
    let documentPath = packageRoot + "/Samples/" + relative
    let data = try #require(FileManager.default.contents(atPath: documentPath))
    let base = (documentPath as NSString).deletingLastPathComponent
    let document = try DocumentFolder.decode(Array(data), baseDirectory: base)
    expectSnapshot(of: document, named: String(relative.dropLast(".json".count)), baseDirectory: base)
  }
}

/// The README's "Use it from your package" examples are these files, word for word: so they
/// compile and pass as written.
@Suite struct ReadmeExampleTests {
  @Test(arguments: ["ReadmeSwiftTestingExample.swift", "ReadmeXCTestExample.swift"])
  func theReadmeShowsTheExampleAsItIs(_ file: String) throws {
    let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
    let example = try String(contentsOfFile: packageRoot + "/Tests/SampleTests/" + file, encoding: .utf8)
    #expect(readme.contains("```swift\n" + example + "```\n"), "README.md does not show \(file) as it is")
    #expect(readme.contains(#".product(name: "VellumSnapshotTesting", package: "vellum")"#))
  }

  /// The README's `Package.swift` lines, in a consumer package beside a checkout named
  /// `vellum`, load: SwiftPM finds the package identity they name (`swift package describe`
  /// fails on an unknown one), and the product they name is one of this package's libraries.
  @Test(.timeLimit(.minutes(1))) func thePackageLinesNameThisPackageAndProduct() throws {
    let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
    let section = try #require(readme.range(of: "### Use it from your package"))
    let start = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
    let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
    let lines = String(readme[start.upperBound..<end.lowerBound])
    #expect(lines.hasPrefix("dependencies: [") && lines.contains(#".package(path: "../vellum")"#), "\(lines)")
    let manifest = try String(contentsOfFile: packageRoot + "/Package.swift", encoding: .utf8)
    for product in lines.matches(of: /\.product\(name: "([^"]+)"/).map({ String($0.output.1) }) {
      #expect(
        manifest.contains(".library(name: \"\(product)\"") || manifest.contains("name: \"\(product)\","), "\(product)")
    }

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-consumer-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/app/Tests/AppTests", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: folder + "/vellum", withDestinationPath: packageRoot)
    let consumer = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "App",
      \(lines.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
      )

      """
    try consumer.write(toFile: folder + "/app/Package.swift", atomically: true, encoding: .utf8)
    try "import VellumSnapshotTesting\n".write(
      toFile: folder + "/app/Tests/AppTests/AppTests.swift", atomically: true, encoding: .utf8)
    let swift = Process()
    swift.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    swift.arguments = ["swift", "package", "describe", "--type", "json"]
    swift.currentDirectoryURL = URL(fileURLWithPath: folder + "/app")
    let out = Pipe()
    let err = Pipe()
    swift.standardOutput = out
    swift.standardError = err
    try swift.run()
    let described = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let problems = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    swift.waitUntilExit()
    #expect(swift.terminationStatus == 0, "\(consumer)\n\(problems)")
    #expect(described.contains(#""identity" : "vellum""#), "\(described.prefix(400))")
  }
}
