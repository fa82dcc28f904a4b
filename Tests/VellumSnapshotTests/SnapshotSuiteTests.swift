import Foundation
import Testing

@testable import VellumSnapshot

/// A samples folder with three documents (one in an `assets/` folder that must be skipped)
/// and its snapshots folder, recorded once.
struct SampleProject {
  let root = Fixtures.temporaryDirectory()
  var samples: String { root + "/Samples" }
  var snapshots: String { root + "/Snapshots" }
  var artifacts: String { root + "/.vellum/artifacts" }

  init() throws {
    Fixtures.write(Fixtures.json(color: "#3366CC"), to: samples + "/cells/blue.json")
    Fixtures.write(Fixtures.json(color: "#33CC66"), to: samples + "/green.json")
    Fixtures.write("{ not a document", to: samples + "/cells/assets/ignored.json")
    _ = try check(record: .missing)
  }

  func configuration(_ record: RecordMode) -> SnapshotConfiguration {
    SnapshotConfiguration(snapshotsDirectory: snapshots, artifactsDirectory: artifacts, record: record)
  }

  func check(record: RecordMode, jobs: Int = 2) throws -> SnapshotRun {
    let documents = try SnapshotSuite.discoverDocuments(in: samples)
    let results = try SnapshotSuite.run(
      documents: documents, samplesDirectory: samples, configuration: configuration(record), jobs: jobs)
    let run = SnapshotRun(
      samplesDirectory: samples, snapshotsDirectory: snapshots, artifactsDirectory: artifacts, record: record,
      results: results)
    try run.write(to: artifacts + "/" + SnapshotRun.fileName)
    return run
  }

  func remove() { Fixtures.remove(root) }
}

@Suite struct SnapshotSuiteTests {
  @Test func discoverySkipsAssetsAndSorts() throws {
    let project = try SampleProject()
    defer { project.remove() }
    #expect(try SnapshotSuite.discoverDocuments(in: project.samples) == ["cells/blue.json", "green.json"])
    #expect(throws: SnapshotIOError.self) { try SnapshotSuite.discoverDocuments(in: project.root + "/nope") }
  }

  @Test func shardsPartitionTheSortedList() {
    let items = Array(0..<10)
    let shards = (1...3).map { SnapshotSuite.shard(items, index: $0, count: 3) }
    #expect(shards == [[0, 3, 6, 9], [1, 4, 7], [2, 5, 8]])
    #expect(SnapshotSuite.shard(items, index: 1, count: 1) == items)
    #expect(SnapshotSuite.parseShard("2/3")! == (2, 3))
    for bad in ["0/3", "4/3", "x/2", "1/0", "1", "1/2/3"] { #expect(SnapshotSuite.parseShard(bad) == nil, "\(bad)") }
  }

  /// `--jobs N` keeps N cores busy: with a document for every job, each worker deflates on
  /// its own thread (so `--jobs 1` is one core); fewer documents leave cores to deflate on.
  @Test func workersDeflateOnTheirOwnThreadWhenEveryJobHasADocument() {
    #expect(!SnapshotSuite.deflatesConcurrently(documents: 100, jobs: 1))
    #expect(!SnapshotSuite.deflatesConcurrently(documents: 1, jobs: 1))
    #expect(!SnapshotSuite.deflatesConcurrently(documents: 100, jobs: 2))
    #expect(SnapshotSuite.deflatesConcurrently(documents: 1, jobs: 2))
    #expect(SnapshotSuite.deflatesConcurrently(documents: 3, jobs: 8))
  }

  @Test func parallelRunReportsEachDocumentInOrder() throws {
    let project = try SampleProject()
    defer { project.remove() }
    let clean = try project.check(record: .never)
    #expect(clean.results.map(\.name) == ["cells/blue", "green"])
    #expect(clean.summaryLine == "2 passed, 0 failed")

    Fixtures.write(Fixtures.json(color: "#FF0000"), to: project.samples + "/green.json")
    Fixtures.write("{ \"vellum\": 1 }", to: project.samples + "/broken.json")
    let run = try project.check(record: .never)
    #expect(run.results.map(\.name) == ["broken", "cells/blue", "green"])
    #expect(run.results.map(\.status) == [.failed, .passed, .failed])
    #expect(run.results[0].problems == [.invalidDocument])
    #expect(run.results[2].problems == [.pixelsDiffer, .treeDiffers])
    #expect(run.summaryLine == "1 passed, 2 failed")
    #expect(try SnapshotRun.read(from: project.artifacts + "/results.json") == run)
  }

  @Test func acceptCopiesTheActualOverTheReference() throws {
    let project = try SampleProject()
    defer { project.remove() }
    Fixtures.write(Fixtures.json(color: "#FF0000"), to: project.samples + "/green.json")
    _ = try project.check(record: .never)
    let (names, _) = try SnapshotAcceptance.failedNames(artifactsDirectory: project.artifacts)
    #expect(names == ["green"])
    let accepted = try SnapshotAcceptance.accept(
      "green.png", snapshotsDirectory: project.snapshots, artifactsDirectory: project.artifacts)
    #expect(
      accepted.files == ["png", "tree.txt", "accessibility.txt"].map { project.snapshots + "/green." + $0 })
    #expect(!Fixtures.exists(project.artifacts + "/green.actual.png"))
    #expect(try project.check(record: .never).summaryLine == "2 passed, 0 failed")
    #expect(throws: SnapshotIOError.self) {
      try SnapshotAcceptance.accept(
        "green", snapshotsDirectory: project.snapshots, artifactsDirectory: project.artifacts)
    }
  }

  @Test func pruneFindsReferencesWithoutDocuments() throws {
    let project = try SampleProject()
    defer { project.remove() }
    Fixtures.write("x", to: project.snapshots + "/old/gone.png")
    Fixtures.write("x", to: project.snapshots + "/old/gone.tree.txt")
    Fixtures.write("x", to: project.snapshots + "/notes.md")
    // Temporaries a killed write left (scripts/kill-test.sh), and hidden files that are not.
    Fixtures.write("x", to: project.snapshots + "/cells/.blue.png.a1B2c3")
    Fixtures.write("x", to: project.snapshots + "/cells/.blue.tree.txt.Zz9900")
    Fixtures.write("x", to: project.snapshots + "/..fingerprint.QWERTY")
    Fixtures.write("x", to: project.snapshots + "/cells/.blue.png.toolong7")
    Fixtures.write("x", to: project.snapshots + "/cells/.notes.md.a1B2c3")
    let orphans = try SnapshotPruning.orphans(snapshotsDirectory: project.snapshots, samplesDirectory: project.samples)
    #expect(
      orphans == [
        "..fingerprint.QWERTY", "cells/.blue.png.a1B2c3", "cells/.blue.tree.txt.Zz9900", "old/gone.png",
        "old/gone.tree.txt",
      ])
    try SnapshotPruning.delete(orphans, snapshotsDirectory: project.snapshots)
    #expect(
      try SnapshotPruning.orphans(snapshotsDirectory: project.snapshots, samplesDirectory: project.samples).isEmpty)
    #expect(
      Fixtures.exists(project.snapshots + "/cells/blue.png") && Fixtures.exists(project.snapshots + "/.fingerprint"))
  }

  @Test func junitMarksFailures() throws {
    let project = try SampleProject()
    defer { project.remove() }
    Fixtures.write(Fixtures.json(color: "#FF0000"), to: project.samples + "/green.json")
    let xml = JUnitReport.xml(try project.check(record: .never))
    #expect(xml.contains("<testsuites tests=\"2\" failures=\"1\">"))
    #expect(xml.contains("<testcase classname=\"cells\" name=\"blue\"/>"))
    #expect(
      xml.contains(
        "<testcase classname=\"snapshots\" name=\"green\">\n      <failure message=\"snapshot &quot;green&quot; does not match: 384 pixels differ"
      ))
  }
}
