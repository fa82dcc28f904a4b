import Testing

@testable import VellumSnapshot

/// `SnapshotRun.jsonBytes()`: encoded a result at a time, the same bytes as the whole run at once.
@Suite struct SnapshotRunJSONTests {
  static func run(results count: Int, samples: String? = "Sam\"ples]/x", record: RecordMode = .missing) -> SnapshotRun {
    let results = (0..<count).map { i in
      var r = SnapshotResult(
        name: "cells/n\(i) ] \"q\" é\n\\", document: i % 3 == 0 ? nil : "docs/\(i).json",
        status: i % 5 == 0 ? .failed : (i % 7 == 0 ? .recorded : .passed), problems: i % 5 == 0 ? [.pixelsDiffer] : [],
        referencePNG: "Snapshots/\(i).png", referenceTree: "Snapshots/\(i).tree.txt",
        treeDiff: i % 4 == 0 ? "- a\n+ b\n" : nil,
        artifacts: i % 5 == 0 ? SnapshotResult.Artifacts(actualPNG: "a/\(i).png", diffPNG: "a/\(i).diff.png") : nil,
        recordedFiles: i % 7 == 0 ? ["x.png", "y/z.txt"] : [], error: i % 11 == 0 ? "boom [1]" : nil,
        fingerprint: "cairo 1.16, {x: [1, 2]}")
      if i % 6 == 0 { r.accessibilityWarnings = ["low contrast", ""] }
      if i % 9 == 0 { r.differences = [SnapshotResult.Difference(pathExtension: "txt", message: "m", diff: "d")] }
      return r
    }
    return SnapshotRun(
      samplesDirectory: samples, snapshotsDirectory: "Snap\n\"results\" : [shots", artifactsDirectory: "a]",
      record: record, results: results)
  }

  @Test(arguments: [0, 1, 2, 30, 200])
  func piecewiseIsByteForByteTheWholeEncoding(count: Int) throws {
    for samples in ["Sam\"ples]/x", nil] {
      let run = Self.run(results: count, samples: samples)
      let whole = run.jsonBytes(piecewiseFrom: Int.max)
      #expect(run.jsonBytes(piecewiseFrom: 1) == whole)
      #expect(run.jsonBytes() == whole)
    }
  }

  /// `write(to:)` streams the file in pieces: the same bytes, read back as the same run.
  @Test(arguments: [3, 200])
  func theWrittenFileIsTheWholeEncoding(count: Int) throws {
    let run = Self.run(results: count)
    let folder = Fixtures.temporaryDirectory()
    defer { Fixtures.remove(folder) }
    let path = folder + "/nested/results.json"
    try run.write(to: path)
    #expect(SnapshotFiles.read(path) == run.jsonBytes(piecewiseFrom: Int.max))
    #expect(try SnapshotRun.read(from: path) == run)
  }
}
