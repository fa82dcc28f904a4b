import Foundation
import Testing

@Suite struct MergeReportsCLITests {
  /// Two shards checked "on two machines", their artefacts folders downloaded elsewhere, merge
  /// into one report, one JUnit file and one results file that `accept --all-failed` reads.
  @Test func shardsMergeIntoOneReportThatAcceptReads() throws {
    let p = try Project()
    defer { p.remove() }
    try p.write("green", color: "#00FF00")
    try p.write("cells/black", color: "#000000")
    #expect(try p.check(["--record", "missing"]).status == 0)
    try p.write("blue", color: "#0000FE")
    try p.write("cells/black", color: "#010101")
    let fm = FileManager.default
    for shard in 1...2 {
      let machine = p.root + "/machine\(shard)"
      let r = try run(
        [
          "check", p.samples, "--snapshots", p.snapshots, "--artifacts", machine, "--record", "never", "--shard",
          "\(shard)/2",
        ], in: p.root)
      #expect(r.status <= 1)
      try fm.createDirectory(atPath: p.root + "/downloads", withIntermediateDirectories: true)
      try fm.moveItem(atPath: machine, toPath: p.root + "/downloads/shard-\(shard)")
    }
    let shards = [1, 2].map { p.root + "/downloads/shard-\($0)/results.json" }
    let merged = try run(
      ["merge-reports"] + shards + ["--report", p.root + "/report", "--junit", p.root + "/junit.xml"], in: p.root)
    #expect(merged.status == 1, "\(merged.stderr)")
    #expect(String(decoding: merged.stdout, as: UTF8.self).hasSuffix("2 passed, 2 failed\n"))
    #expect(!merged.stderr.contains("artefact not found"), "\(merged.stderr)")
    let junit = try String(contentsOfFile: p.root + "/junit.xml", encoding: .utf8)
    #expect(junit.components(separatedBy: "<testcase ").count - 1 == 4)
    #expect(junit.components(separatedBy: "<failure").count - 1 == 2)
    let html = try String(contentsOfFile: p.root + "/report/index.html", encoding: .utf8)
    #expect(html.contains("data-name=\"blue\"") && html.contains("data-name=\"cells/black\""))
    // The failures' artefacts were copied beside the report (for accept), and the page shows
    // its own copies of them, which outlive the accept below.
    for name in ["blue", "cells/black"] {
      #expect(html.contains("src=\"images/\(name).actual.png\""), "\(name)")
      #expect(fm.fileExists(atPath: p.root + "/report/artifacts/\(name).actual.png"))
    }
    // One accept over the merged results, and every snapshot passes.
    let accept = try run(
      ["accept", "--all-failed", "--snapshots", p.snapshots, "--artifacts", p.root + "/report/artifacts"], in: p.root)
    #expect(accept.status == 0, "\(accept.stderr) \(String(decoding: accept.stdout, as: UTF8.self))")
    #expect(try p.check(["--record", "never"]).status == 0)
    for name in ["blue", "cells/black"] {
      #expect(fm.fileExists(atPath: p.root + "/report/images/\(name).actual.png"), "\(name) left the report")
    }

    // Overlapping shards, a missing file, and something else than results.
    let twice = try run(["merge-reports", shards[0], shards[0], "--json", p.root + "/m.json"], in: p.root)
    #expect(twice.status == 65 && twice.stderr.contains("is in both"))
    #expect(try run(["merge-reports", p.root + "/nope.json", "--json", p.root + "/m.json"]).status == 66)
    let foreign = try run(["merge-reports", p.samples + "/blue.json", "--json", p.root + "/m.json"])
    #expect(foreign.status == 65 && foreign.stderr.contains("not a results file"))
    #expect(try run(["merge-reports", shards[0]]).status == 64)
  }
}
