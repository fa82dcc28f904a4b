import Foundation
import Testing

/// Nothing that changes process-wide behaviour ships in a library product: the targets that do
/// (a loader standing between the code and the rendering libraries, a linker flag) are linked
/// into the `vellum` executable only. Read from `swift package dump-package`, so a new
/// dependency of a library product on one of them, or a new executable-only target nobody
/// declared here, fails this test.
@Suite struct ProductBoundaryTests {
  /// The targets that act on the whole process they are linked into, and why each is allowed
  /// in the executable (its module's README says what it buys and the rule that keeps it right).
  static let processWide: Set<String> = [
    // Stubs for the rendering libraries' functions, loaded when vellum first draws; it makes an
    // empty configuration fontconfig's current one.
    "CVellumLazyBackend"
  ]
  /// The executable's own targets that act on nothing process-wide: the verbs and `main`.
  static let executableOnly: Set<String> = ["vellum", "VellumMain"]

  struct Package: Decodable {
    struct Product: Decodable {
      var name: String
      var targets: [String]
      var type: [String: JSONValue?]
    }
    struct Target: Decodable {
      var name: String
      var dependencies: [Dependency]
      var settings: [Setting]
    }
    struct Dependency: Decodable {
      var byName: [String?]?
      var target: [String?]?
      var name: String? { (byName ?? target)?.first ?? nil }
    }
    struct Setting: Decodable {
      var tool: String
      var kind: [String: JSONValue]
    }
    var products: [Product]
    var targets: [Target]
  }

  /// Any JSON value, ignored.
  struct JSONValue: Decodable {
    init(from decoder: Decoder) throws {}
  }

  static func package() throws -> Package {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // A scratch folder of its own: `swift test` holds .build's lock while this runs.
    let scratch = NSTemporaryDirectory() + "vellum-dump-package-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    p.arguments = ["swift", "package", "--scratch-path", scratch, "dump-package"]
    p.currentDirectoryURL = URL(fileURLWithPath: root)
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    try #require(p.terminationStatus == 0, "swift package dump-package failed")
    return try JSONDecoder().decode(Package.self, from: data)
  }

  /// The targets `names` and everything they depend on.
  static func closure(of names: [String], in package: Package) -> Set<String> {
    let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var seen: Set<String> = []
    var pending = names
    while let name = pending.popLast() {
      guard seen.insert(name).inserted, let target = byName[name] else { continue }
      pending += target.dependencies.compactMap(\.name)
    }
    return seen
  }

  @Test func noLibraryProductLinksAnythingProcessWide() throws {
    let package = try Self.package()
    let libraries = package.products.filter { $0.type["library"] != nil }
    #expect(libraries.map(\.name).sorted() == ["Vellum", "VellumSnapshotTesting"])
    let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var shipped: Set<String> = []
    for product in libraries {
      let targets = Self.closure(of: product.targets, in: package)
      shipped.formUnion(targets)
      let processWide = targets.intersection(Self.processWide)
      #expect(processWide.isEmpty, "the \(product.name) library links \(processWide.sorted())")
      for name in targets {
        let linkerFlags = byName[name]?.settings.filter { $0.tool == "linker" && $0.kind["unsafeFlags"] != nil }
        #expect(linkerFlags?.isEmpty ?? true, "\(name), in the \(product.name) library, has linker flags")
      }
    }
    // What the executable adds to the libraries is the verbs, main and the declared targets.
    let executable = try #require(package.products.first { $0.type["executable"] != nil })
    let added = Self.closure(of: executable.targets, in: package).subtracting(shipped)
      .filter { byName[$0] != nil }
    #expect(Set(added) == Self.processWide.union(Self.executableOnly), "the executable alone links \(added.sorted())")
  }
}
