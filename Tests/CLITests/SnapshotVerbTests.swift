import Foundation
import Testing

/// A throw-away project: Samples/ with two documents and Snapshots/ recorded from them.
struct Project {
  let root: String
  var samples: String { root + "/Samples" }
  var snapshots: String { root + "/Snapshots" }

  init() throws {
    root = try temporaryDirectory()
    try FileManager.default.createDirectory(atPath: samples + "/cells", withIntermediateDirectories: true)
    try write("cells/red", color: "#FF0000")
    try write("blue", color: "#0000FF")
  }

  func write(_ name: String, color: String) throws {
    try
      #"{"vellum":1,"canvas":{"width":40,"scale":1},"root":{"stack":{"background":"\#(color)","padding":10,"children":[{"spacer":{}}]}}}"#
      .write(toFile: samples + "/" + name + ".json", atomically: true, encoding: .utf8)
  }

  func check(_ extra: [String] = []) throws -> Run {
    try run(["check", samples, "--snapshots", snapshots, "--artifacts", root + "/artifacts"] + extra, in: root)
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// Every file below `dir` with its size and modification time, by relative path.
func listing(_ dir: String) -> [String: String] {
  var files: [String: String] = [:]
  guard let walker = FileManager.default.enumerator(atPath: dir) else { return files }
  while let relative = walker.nextObject() as? String {
    let attributes = (try? FileManager.default.attributesOfItem(atPath: dir + "/" + relative)) ?? [:]
    let size = attributes[.size] as? Int ?? -1
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    files[relative] = "\(size) \(modified)"
  }
  return files
}

@Suite struct SnapshotVerbTests {
  /// A failure is one short block: headline, measured values, files to open, what changed and
  /// where the full diffs are; `--verbose` prints the tree and accessibility diffs as well.
  @Test func checkIsConciseUnlessVerbose() throws {
    let project = try Project()
    defer { project.remove() }
    _ = try project.check(["--record", "all"])
    try project.write("blue", color: "#00FF00")
    let concise = try project.check(["--record", "never"])
    #expect(concise.status == 1)
    #expect(concise.stderr.contains(#"FAIL snapshot "blue" does not match"#))
    #expect(concise.stderr.contains("open:") && concise.stderr.contains("what changed:"))
    #expect(!concise.stderr.contains("render tree diff:"), "\(concise.stderr)")
    #expect(concise.stderr.contains("diff is in the artefacts and the report (--verbose prints them)"))
    let verbose = try project.check(["--record", "never", "--verbose"])
    #expect(verbose.stderr.contains("render tree diff:"), "\(verbose.stderr)")
    #expect(verbose.stderr.count > concise.stderr.count)
  }

  /// A document that cannot be rendered is reported by its error alone: no files to open, no
  /// accept command (accepting cannot help), while a real mismatch in the same run keeps both.
  @Test func anInvalidDocumentGetsNoOpenOrAcceptHint() throws {
    let project = try Project()
    defer { project.remove() }
    _ = try project.check(["--record", "all"])
    try #"{ "vellum": 1, "root": { "stak": {} } }"#.write(
      toFile: project.samples + "/bad.json", atomically: true, encoding: .utf8)
    let alone = try project.check(["--record", "never"])
    #expect(alone.status == 1)
    #expect(alone.stderr.contains(#"FAIL snapshot "bad": invalid document:"#))
    #expect(alone.stderr.contains(#"did you mean "stack"?"#))
    #expect(!alone.stderr.contains("open:"), "\(alone.stderr)")
    #expect(!alone.stderr.contains("accept"), "\(alone.stderr)")
    try project.write("blue", color: "#00FF00")
    let both = try project.check(["--record", "never"])
    #expect(both.stderr.contains("open:"))
    #expect(both.stderr.contains("to accept every failure: vellum accept --all-failed"))
  }

  /// The verbs write only where they are told: the named output, the snapshots, artefacts and
  /// report folders; the documents' own folder and everything else in the tree stay as they were.
  @Test func verbsWriteNothingOutsideTheirOutputs() throws {
    let project = try Project()
    defer { project.remove() }
    _ = try project.check(["--record", "all"])
    try project.write("blue", color: "#00FF00")
    try FileManager.default.createDirectory(atPath: project.root + "/out", withIntermediateDirectories: false)
    let before = listing(project.root)
    func changed() -> Set<String> {
      let after = listing(project.root)
      return Set(after.keys.filter { after[$0] != before[$0] }).union(before.keys.filter { after[$0] == nil })
    }
    let r = try run(
      ["render", project.samples + "/blue.json", "-o", project.root + "/out/blue.png", "--tree"], in: project.root)
    #expect(r.status == 0)
    #expect(changed() == ["out", "out/blue.png", "out/blue.tree.txt"])
    let c = try project.check([
      "--report", project.root + "/report", "--junit", project.root + "/junit.xml", "--json", project.root + "/r.json",
    ])
    #expect(c.status == 1)
    let outside = changed().filter {
      !$0.hasPrefix("out") && !$0.hasPrefix("artifacts") && !$0.hasPrefix("report")
        && !["junit.xml", "r.json"].contains($0)
    }
    #expect(outside.isEmpty, "written outside the outputs: \(outside.sorted())")
  }

  @Test func checkRecordsMissingReferencesButNeverOnCI() throws {
    let p = try Project()
    defer { p.remove() }
    let never = try p.check(["--record", "never"])
    #expect(never.status == 1)
    #expect(String(decoding: never.stdout, as: UTF8.self).hasSuffix("0 passed, 2 failed\n"))
    #expect(!FileManager.default.fileExists(atPath: p.snapshots + "/blue.png"))
    let missing = try p.check(["--record", "missing"])
    #expect(missing.status == 0)
    #expect(FileManager.default.fileExists(atPath: p.snapshots + "/cells/red.png"))
    #expect(FileManager.default.fileExists(atPath: p.snapshots + "/cells/red.tree.txt"))
    let again = try p.check()
    #expect(String(decoding: again.stdout, as: UTF8.self).hasSuffix("2 passed, 0 failed\n"))
  }

  @Test func aChangedDocumentFailsWithArtefactsReportsAndCanBeAccepted() throws {
    let p = try Project()
    defer { p.remove() }
    _ = try p.check(["--record", "missing"])
    try p.write("cells/red", color: "#FF8000")
    let failed = try p.check([
      "--record", "never", "--json", p.root + "/results.json", "--junit", p.root + "/junit.xml", "--report",
      p.root + "/report",
    ])
    #expect(failed.status == 1)
    #expect(String(decoding: failed.stdout, as: UTF8.self).hasSuffix("1 passed, 1 failed\n"))
    for artefact in ["actual.png", "diff.png", "composite.png", "expected.png", "actual.tree.txt"] {
      #expect(FileManager.default.fileExists(atPath: p.root + "/artifacts/cells/red." + artefact), "\(artefact)")
    }
    // The failure says what changed in the document's terms, in the message and the results.
    let output = String(decoding: failed.stdout, as: UTF8.self) + failed.stderr
    #expect(
      output.contains("what changed:\n  root.stack: colour #FF0000 → #FF8000; 1 primitive changed\n"), "\(output)")
    let json = try String(contentsOfFile: p.root + "/results.json", encoding: .utf8)
    #expect(json.contains("cells/red"))
    #expect(json.contains(#""semanticDiff""#) && json.contains(#"colour #FF0000 → #FF8000"#))
    let junit = try String(contentsOfFile: p.root + "/junit.xml", encoding: .utf8)
    #expect(junit.contains("<testsuite") && junit.contains("failures=\"1\""))
    #expect(FileManager.default.fileExists(atPath: p.root + "/report/index.html"))

    let accepted = try run(
      ["accept", "--all-failed", "--snapshots", p.snapshots, "--artifacts", p.root + "/artifacts"], in: p.root)
    #expect(accepted.status == 0)
    #expect(try p.check(["--record", "never"]).status == 0)
  }

  @Test func shardsSplitTheDocuments() throws {
    let p = try Project()
    defer { p.remove() }
    _ = try p.check(["--record", "missing"])
    let one = String(decoding: try p.check(["--shard", "1/2"]).stdout, as: UTF8.self)
    let two = String(decoding: try p.check(["--shard", "2/2"]).stdout, as: UTF8.self)
    #expect(one.hasSuffix("1 passed, 0 failed\n"))
    #expect(two.hasSuffix("1 passed, 0 failed\n"))
    #expect(try p.check(["--shard", "3/2"]).status == 64)
  }

  @Test func pruneListsAndDeletesOrphans() throws {
    let p = try Project()
    defer { p.remove() }
    _ = try p.check(["--record", "missing"])
    try FileManager.default.removeItem(atPath: p.samples + "/blue.json")
    let listed = try run(["prune", "--snapshots", p.snapshots, "--samples", p.samples])
    #expect(String(decoding: listed.stdout, as: UTF8.self) == "blue.accessibility.txt\nblue.png\nblue.tree.txt\n")
    #expect(FileManager.default.fileExists(atPath: p.snapshots + "/blue.png"))
    let deleted = try run(["prune", "--snapshots", p.snapshots, "--samples", p.samples, "--delete"])
    #expect(deleted.status == 0)
    #expect(!FileManager.default.fileExists(atPath: p.snapshots + "/blue.png"))
    #expect(FileManager.default.fileExists(atPath: p.snapshots + "/cells/red.png"))
  }

  @Test func compareUsesPixelmatchExitCodesAndPrintsJSON() throws {
    let p = try Project()
    defer { p.remove() }
    _ = try p.check(["--record", "missing"])
    let red = p.snapshots + "/cells/red.png"
    let blue = p.snapshots + "/blue.png"
    #expect(try run(["compare", red, red]).status == 0)
    let differ = try run(["compare", red, blue, "--json", "--diff", p.root + "/d.png"])
    #expect(differ.status == 66)
    let object = try JSONSerialization.jsonObject(with: differ.stdout) as? [String: Any]
    #expect(object?["diffPixels"] as? Int == 40 * 20)
    #expect(object?["totalPixels"] as? Int == 40 * 20)
    #expect(FileManager.default.fileExists(atPath: p.root + "/d.png"))
    #expect(try run(["compare", red, blue, "--max-diff-ratio", "1"]).status == 0)
    #expect(try run(["compare", red, blue, "--ignore", "0,0,40,20"]).status == 0)
    try #"{"vellum":1,"canvas":{"width":41,"scale":1},"root":{"spacer":{"minLength":20}}}"#.write(
      toFile: p.root + "/wide.json", atomically: true, encoding: .utf8)
    _ = try run(["render", p.root + "/wide.json", "-o", p.root + "/wide.png"])
    #expect(try run(["compare", red, p.root + "/wide.png"]).status == 65)
    #expect(try run(["compare", red]).status == 64)
  }
}
