import Foundation
import Testing

/// Runs vellum under `/bin/sh` with a time limit (and, if given, a cap on its address space in
/// KiB), so that a verb that hangs or reads without end fails the test instead of the machine.
func runBounded(_ arguments: [String], seconds: Int = 60, memoryKiB: Int? = nil, in directory: String? = nil) throws
  -> (run: Run, timedOut: Bool)
{
  let limit = memoryKiB.map { "ulimit -v \($0); " } ?? ""
  let p = Process()
  p.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
  p.arguments = ["-s", "KILL", "\(seconds)", "/bin/sh", "-c", limit + "exec \"$0\" \"$@\"", vellum] + arguments
  if let directory { p.currentDirectoryURL = URL(fileURLWithPath: directory) }
  let out = Pipe()
  let err = Pipe()
  p.standardOutput = out
  p.standardError = err
  p.standardInput = FileHandle.nullDevice
  try p.run()
  let o = out.fileHandleForReading.readDataToEndOfFile()
  let e = err.fileHandleForReading.readDataToEndOfFile()
  p.waitUntilExit()
  let status = p.terminationStatus
  return (Run(status: status, stdout: o, stderr: String(decoding: e, as: UTF8.self)), status == 137)
}

@Suite struct ReportSecurityTests {
  /// A project whose `blue` fails, checked into `<root>/shard` as one shard: its results.json
  /// and artefacts, as a CI machine would upload them.
  static func failingShard() throws -> (Project, shard: String) {
    let p = try Project()
    #expect(try p.check(["--record", "missing"]).status == 0)
    try p.write("blue", color: "#00FF00")
    let shard = p.root + "/shard"
    let r = try run(
      ["check", p.samples, "--snapshots", p.snapshots, "--artifacts", shard, "--record", "never"], in: p.root)
    #expect(r.status == 1, "\(r.stderr)")
    return (p, shard)
  }

  /// Edits a results file as JSON.
  static func edit(_ path: String, _ change: (inout [[String: Any]]) -> Void) throws {
    var run = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    var results = try #require(run["results"] as? [[String: Any]])
    change(&results)
    run["results"] = results
    try JSONSerialization.data(withJSONObject: run).write(to: URL(fileURLWithPath: path))
  }

  /// Edits a results file's top-level keys as JSON.
  static func editRun(_ path: String, _ change: (inout [String: Any]) -> Void) throws {
    var run = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    change(&run)
    try JSONSerialization.data(withJSONObject: run).write(to: URL(fileURLWithPath: path))
  }

  /// Every file below `dir` (links not followed), with its bytes.
  static func files(_ dir: String) -> [String: Data] {
    var out: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(atPath: dir) else { return out }
    while let relative = walker.nextObject() as? String {
      if let data = FileManager.default.contents(atPath: dir + "/" + relative) { out[relative] = data }
    }
    return out
  }

  /// A shard's results.json naming files outside its folder (an absolute path, `..`), a link
  /// out of the folder and a FIFO in it: only the shard's own regular files, by the names the
  /// check writes, are copied, and nothing hangs.
  @Test func mergeCopiesOnlyTheShardsOwnArtefacts() throws {
    let (p, shard) = try Self.failingShard()
    defer { p.remove() }
    let fm = FileManager.default
    let secret = p.root + "/secret.txt"
    try "the machine's secret\n".write(toFile: secret, atomically: true, encoding: .utf8)
    try Self.edit(shard + "/results.json") { results in
      for i in results.indices where results[i]["name"] as? String == "blue" {
        var a = results[i]["artifacts"] as? [String: Any] ?? [:]
        a["actualPNG"] = "/etc/passwd"
        a["actualTree"] = secret
        a["diffPNG"] = "../secret.txt"
        results[i]["artifacts"] = a
      }
    }
    // The composite is a link to a file outside the shard, the expected image a FIFO.
    try fm.removeItem(atPath: shard + "/blue.composite.png")
    try fm.createSymbolicLink(atPath: shard + "/blue.composite.png", withDestinationPath: secret)
    try fm.removeItem(atPath: shard + "/blue.expected.png")
    #expect(mkfifo(shard + "/blue.expected.png", 0o644) == 0)
    let merged = p.root + "/merged"
    let (r, timedOut) = try runBounded(
      ["merge-reports", shard + "/results.json", "--artifacts", merged, "--json", p.root + "/m.json"], seconds: 60,
      in: p.root)
    #expect(!timedOut, "merge-reports hung")
    #expect(r.status == 1, "\(r.stderr)")
    let copied = Self.files(merged)
    let passwd = fm.contents(atPath: "/etc/passwd") ?? Data("root:".utf8)
    for (name, data) in copied {
      #expect(data != passwd && !data.starts(with: Data("the machine's secret".utf8)), "\(name) leaked")
    }
    // The shard's own files, by their names, are carried over.
    for artefact in ["actual.png", "actual.tree.txt", "actual.accessibility.txt", "diff.png"] {
      #expect(copied["blue." + artefact] == fm.contents(atPath: shard + "/blue." + artefact), "\(artefact)")
    }
    #expect(copied["blue.composite.png"] == nil && copied["blue.expected.png"] == nil)
    #expect(r.stderr.contains("blue.composite.png: a link out of the shard's folder; refused"), "\(r.stderr)")
    #expect(r.stderr.contains("blue.expected.png: not a regular file (a FIFO); refused"), "\(r.stderr)")
    let json = try String(contentsOfFile: p.root + "/m.json", encoding: .utf8)
    #expect(!json.contains("/etc/passwd") && !json.contains("secret.txt"))
  }

  /// A shard's results file is data, never a path: the snapshots folder it names ("/", or none:
  /// the current folder) and the references it names (`/proc/self/environ`, a file outside, a
  /// file below the current folder) are never read. The report shows the goldens of the
  /// folder the command line names (`--snapshots`, default Snapshots), and the merged
  /// results name that folder and only paths made from the snapshots' names.
  @Test func theMergedReportShowsOnlyTheGoldensOfTheFolderGiven() throws {
    let (p, shard) = try Self.failingShard()
    defer { p.remove() }
    let fm = FileManager.default
    try fm.createDirectory(atPath: p.root + "/private", withIntermediateDirectories: true)
    try "TOP SECRET\n".write(toFile: p.root + "/private/secret.txt", atomically: true, encoding: .utf8)
    let golden = try #require(fm.contents(atPath: p.snapshots + "/blue.png"))
    for (folder, reference) in [
      ("/", "/proc/self/environ"), ("/", p.root + "/private/secret.txt"), ("", "private/secret.txt"),
    ] {
      let evil = p.root + "/evil"
      let report = p.root + "/report"
      try? fm.removeItem(atPath: evil)
      try? fm.removeItem(atPath: report)
      try fm.copyItem(atPath: shard, toPath: evil)
      try Self.editRun(evil + "/results.json") { $0["snapshotsDirectory"] = folder }
      try Self.edit(evil + "/results.json") { results in
        for i in results.indices { results[i]["referencePNG"] = reference }
      }
      let r = try run(["merge-reports", evil + "/results.json", "--report", report], in: p.root)
      #expect(r.status == 1, "\(reference): \(r.stderr)")
      for (name, data) in Self.files(report) {
        #expect(data.range(of: Data("TOP SECRET".utf8)) == nil, "\(reference) leaked into \(name)")
        if name.hasPrefix("images/") { #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name)") }
      }
      // The reference shown is the golden of ./Snapshots, by the snapshot's name.
      #expect(fm.contents(atPath: report + "/images/blue.png") == golden, "\(reference)")
      let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
      #expect(!html.contains("secret.txt") && !html.contains("/proc/"), "\(reference)")
      let merged = try Self.folders(report + "/artifacts/results.json")
      #expect(
        merged.snapshots == "Snapshots" && merged.references == ["Snapshots/blue.png", "Snapshots/cells/red.png"])
      let text = try String(contentsOfFile: report + "/artifacts/results.json", encoding: .utf8)
      #expect(!text.contains("secret.txt") && !text.contains("/proc/"), "\(text)")
    }
    // --snapshots names the folder of references.
    let named = try run(
      ["merge-reports", shard + "/results.json", "--snapshots", "Goldens", "--json", p.root + "/m.json"], in: p.root)
    #expect(named.status == 1, "\(named.stderr)")
    let json = try Self.folders(p.root + "/m.json")
    #expect(json.snapshots == "Goldens" && json.references == ["Goldens/blue.png", "Goldens/cells/red.png"])
  }

  /// A results file's snapshots folder and its results' references, in order.
  static func folders(_ path: String) throws -> (snapshots: String?, references: [String]) {
    let run = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    let results = try #require(run["results"] as? [[String: Any]])
    return (run["snapshotsDirectory"] as? String, results.compactMap { $0["referencePNG"] as? String })
  }

  /// `accept --all-failed` after a merge writes only into the snapshots folder the command line
  /// names (default Snapshots), whatever folder and fingerprint the shard's results give; a
  /// shard's own results naming another folder are refused without --snapshots.
  @Test func acceptWritesOnlyIntoTheSnapshotsFolderGiven() throws {
    let (p, shard) = try Self.failingShard()
    defer { p.remove() }
    let fm = FileManager.default
    let elsewhere = p.root + "/elsewhere/new"
    try Self.editRun(shard + "/results.json") { $0["snapshotsDirectory"] = elsewhere }
    try Self.edit(shard + "/results.json") { results in
      for i in results.indices { results[i]["fingerprint"] = "any text\nthe shard likes" }
    }
    // The shard's own results: another folder than Snapshots, and no --snapshots.
    let direct = try run(["accept", "--all-failed", "--artifacts", shard], in: p.root)
    #expect(direct.status == 64 && direct.stderr.contains("give --snapshots"), "\(direct.stderr)")
    #expect(!fm.fileExists(atPath: p.root + "/elsewhere"))

    let merged = try run(["merge-reports", shard + "/results.json", "--report", "merged"], in: p.root)
    #expect(merged.status == 1, "\(merged.stderr)")
    let accept = try run(["accept", "--all-failed", "--artifacts", "merged/artifacts"], in: p.root)
    #expect(accept.status == 0, "\(accept.stderr)")
    #expect(String(decoding: accept.stdout, as: UTF8.self).contains("accepted blue: Snapshots/blue.png"))
    #expect(!fm.fileExists(atPath: p.root + "/elsewhere"))
    #expect(fm.contents(atPath: p.snapshots + "/blue.png") == fm.contents(atPath: shard + "/blue.actual.png"))
    let fingerprint = (try? String(contentsOfFile: p.snapshots + "/.fingerprint", encoding: .utf8)) ?? ""
    #expect(!fingerprint.contains("the shard likes"), "\(fingerprint)")
    #expect(try p.check(["--record", "never"]).status == 0)
  }

  /// After a check against another folder than Snapshots, accept needs that folder named, and
  /// the check's hint names it.
  @Test func theAcceptHintNamesTheSnapshotsFolderOfTheCheck() throws {
    let p = try Project()
    defer { p.remove() }
    #expect(try p.check(["--record", "missing"]).status == 0)
    try FileManager.default.moveItem(atPath: p.snapshots, toPath: p.root + "/Goldens")
    try p.write("blue", color: "#00FF00")
    let check = try run(["check", p.samples, "--snapshots", "Goldens", "--record", "never"], in: p.root)
    #expect(check.status == 1)
    let hint = "to accept every failure: vellum accept --all-failed --snapshots Goldens --artifacts .vellum/artifacts"
    #expect(check.stderr.contains(hint), "\(check.stderr)")
    let unnamed = try run(["accept", "--all-failed"], in: p.root)
    #expect(unnamed.status == 64 && unnamed.stderr.contains(#"is of a check against "Goldens""#), "\(unnamed.stderr)")
    #expect(!FileManager.default.fileExists(atPath: p.snapshots))
    let named = try run(["accept", "--all-failed", "--snapshots", "Goldens"], in: p.root)
    #expect(named.status == 0, "\(named.stderr)")
    #expect(try run(["check", p.samples, "--snapshots", "Goldens", "--record", "never"], in: p.root).status == 0)
  }

  /// accept reads an artefact only when it resolves inside the artefacts folder, and refuses
  /// a name that leaves the snapshots folder: from the command line (64) or a results file (65).
  @Test func acceptReadsOnlyInsideTheArtefactsFolderAndRefusesNamesThatLeaveIt() throws {
    let (p, shard) = try Self.failingShard()
    defer { p.remove() }
    let fm = FileManager.default
    let golden = try #require(fm.contents(atPath: p.snapshots + "/blue.png"))
    try Data("not the shard's".utf8).write(to: URL(fileURLWithPath: p.root + "/outside.png"))
    try fm.removeItem(atPath: shard + "/blue.actual.png")
    try fm.createSymbolicLink(atPath: shard + "/blue.actual.png", withDestinationPath: p.root + "/outside.png")
    let linked = try run(["accept", "blue", "--snapshots", p.snapshots, "--artifacts", shard], in: p.root)
    #expect(linked.status == 1, "\(linked.stderr)")
    #expect(linked.stderr.contains("a link out of the artefacts folder; refused"), "\(linked.stderr)")
    #expect(fm.contents(atPath: p.snapshots + "/blue.png") == golden)

    let name = try run(["accept", "../blue", "--snapshots", p.snapshots, "--artifacts", shard], in: p.root)
    #expect(name.status == 64 && name.stderr.contains("would leave the snapshots folder"), "\(name.stderr)")
    try Self.edit(shard + "/results.json") { results in
      for i in results.indices where results[i]["name"] as? String == "blue" { results[i]["name"] = "../blue" }
    }
    let listed = try run(["accept", "--all-failed", "--snapshots", p.snapshots, "--artifacts", shard], in: p.root)
    #expect(listed.status == 65, "\(listed.stderr)")
    #expect(listed.stderr.contains("not the results of a Vellum check"), "\(listed.stderr)")
    #expect(fm.contents(atPath: p.snapshots + "/blue.png") == golden)
  }

  /// Names that are not plain relative paths are refused before anything is copied.
  @Test func mergeRefusesSnapshotNamesThatLeaveTheFolder() throws {
    let (p, shard) = try Self.failingShard()
    defer { p.remove() }
    for (bad, why) in [
      ("../../outside", "a .. component"), ("/tmp/outside", "an absolute snapshot name"),
      ("a//b", "an empty component"), ("./blue", "a . component"), ("", "an empty snapshot name"),
      ("blue\u{1B}[2J", "control characters"),
    ] {
      let copy = p.root + "/bad-shard"
      try? FileManager.default.removeItem(atPath: copy)
      try FileManager.default.copyItem(atPath: shard, toPath: copy)
      try Self.edit(copy + "/results.json") { results in
        for i in results.indices where results[i]["name"] as? String == "blue" { results[i]["name"] = bad }
      }
      let merged = p.root + "/merged"
      let r = try run(["merge-reports", copy + "/results.json", "--artifacts", merged, "--json", p.root + "/m.json"])
      #expect(r.status == 65, "\(bad): \(r.status) \(r.stderr)")
      #expect(r.stderr.contains(why) && r.stderr.contains("not the results of a Vellum check"), "\(r.stderr)")
      #expect(!FileManager.default.fileExists(atPath: merged), "\(bad)")
      #expect(!FileManager.default.fileExists(atPath: p.root + "/outside.actual.png"))
    }
  }

  /// A results file that is a FIFO, a device or too large is refused with a message, at once.
  @Test func mergeRefusesResultsFilesThatAreNotRegularOrTooLarge() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(mkfifo(dir + "/fifo.json", 0o644) == 0)
    let fifo = try runBounded(["merge-reports", dir + "/fifo.json", "--json", dir + "/m.json"], seconds: 30)
    #expect(!fifo.timedOut, "merge-reports hung on a FIFO")
    #expect(fifo.run.status == 65 && fifo.run.stderr.contains("not a regular file (a FIFO)"), "\(fifo.run.stderr)")

    try FileManager.default.createSymbolicLink(atPath: dir + "/zero.json", withDestinationPath: "/dev/zero")
    // Under a 1 GiB address space, so that reading /dev/zero to its (missing) end cannot hurt.
    let zero = try runBounded(
      ["merge-reports", dir + "/zero.json", "--json", dir + "/m.json"], seconds: 30, memoryKiB: 1 << 20)
    #expect(!zero.timedOut)
    #expect(
      zero.run.status == 65 && zero.run.stderr.contains("not a regular file (a character device)"),
      "\(zero.run.status) \(zero.run.stderr)")

    // 65 MB (sparse): past the limit, refused without being parsed.
    let big = dir + "/big.json"
    #expect(FileManager.default.createFile(atPath: big, contents: Data("{".utf8)))
    #expect(truncate(big, 65 << 20) == 0)
    let large = try runBounded(["merge-reports", big, "--json", dir + "/m.json"], seconds: 60)
    #expect(large.run.status == 65 && large.run.stderr.contains("larger than 64 MB"), "\(large.run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/m.json"))
  }

  /// `accept` from a merged folder updates the accessibility golden too: merge-reports carries
  /// the `.actual.accessibility.txt` artefact over.
  @Test func acceptingFromAMergedFolderUpdatesTheAccessibilityGolden() throws {
    let p = try Project()
    defer { p.remove() }
    func text(_ s: String) throws {
      try #"{"vellum":1,"canvas":{"width":120,"scale":1},"root":{"text":{"string":"\#(s)"}}}"#
        .write(toFile: p.samples + "/label.json", atomically: true, encoding: .utf8)
    }
    try text("Hello")
    #expect(try p.check(["--record", "missing"]).status == 0)
    try text("Howdy")
    let shard = p.root + "/shard"
    #expect(
      try run(
        ["check", p.samples, "--snapshots", p.snapshots, "--artifacts", shard, "--record", "never"], in: p.root
      ).status == 1)
    let merged = try run(
      ["merge-reports", shard + "/results.json", "--report", p.root + "/report"], in: p.root)
    #expect(merged.status == 1, "\(merged.stderr)")
    #expect(FileManager.default.fileExists(atPath: p.root + "/report/artifacts/label.actual.accessibility.txt"))
    let accept = try run(
      ["accept", "--all-failed", "--snapshots", p.snapshots, "--artifacts", p.root + "/report/artifacts"], in: p.root)
    #expect(accept.status == 0, "\(accept.stderr)")
    let golden = try String(contentsOfFile: p.snapshots + "/label.accessibility.txt", encoding: .utf8)
    #expect(golden.contains("Howdy") && !golden.contains("Hello"), "\(golden)")
    let again = try p.check(["--record", "never"])
    #expect(again.status == 0, "\(again.stderr)")
  }

  /// `check --report` and `merge-reports --report` write only into a new or empty folder or an
  /// earlier report, never over another site's index.html.
  @Test func reportsGoOnlyIntoNewEmptyOrEarlierReportFolders() throws {
    let (p, shard) = try Self.failingShard()
    defer { p.remove() }
    let fm = FileManager.default
    let site = p.root + "/site"
    try fm.createDirectory(atPath: site, withIntermediateDirectories: true)
    let precious = "<html>someone else's page</html>"
    try precious.write(toFile: site + "/index.html", atomically: true, encoding: .utf8)
    let check = try p.check(["--record", "never", "--report", site])
    #expect(check.status == 73, "\(check.status)")
    #expect(check.stderr.contains("neither empty nor an earlier Vellum report"), "\(check.stderr)")
    let merge = try run(["merge-reports", shard + "/results.json", "--report", site], in: p.root)
    #expect(merge.status == 73, "\(merge.stderr)")
    #expect(merge.stderr.contains("neither empty nor an earlier Vellum report"), "\(merge.stderr)")
    #expect(try String(contentsOfFile: site + "/index.html", encoding: .utf8) == precious)
    #expect(try fm.contentsOfDirectory(atPath: site) == ["index.html"])
    // A file where the folder would be is refused too.
    let notFolder = try p.check(["--record", "never", "--report", site + "/index.html"])
    #expect(notFolder.status == 73 && notFolder.stderr.contains("is not a folder"), "\(notFolder.stderr)")

    // New and empty folders take a report, and an earlier report can be replaced, by either verb.
    try fm.createDirectory(atPath: p.root + "/empty", withIntermediateDirectories: true)
    for dir in [p.root + "/fresh", p.root + "/empty"] {
      #expect(try p.check(["--record", "never", "--report", dir]).status == 1)
      #expect(fm.fileExists(atPath: dir + "/index.html") && fm.fileExists(atPath: dir + "/.vellum-report"))
      #expect(try p.check(["--record", "never", "--report", dir]).status == 1)
      let again = try run(["merge-reports", shard + "/results.json", "--report", dir], in: p.root)
      #expect(again.status == 1, "\(again.stderr)")
    }
    let mergedFresh = try run(["merge-reports", shard + "/results.json", "--report", p.root + "/m"], in: p.root)
    #expect(mergedFresh.status == 1, "\(mergedFresh.stderr)")
    #expect(fm.fileExists(atPath: p.root + "/m/artifacts/blue.actual.png"))
    #expect(try p.check(["--record", "never", "--report", p.root + "/m"]).status == 1)
  }

  /// `vellum compare` names the file it cannot read, whichever it is.
  @Test func compareNamesTheUnreadableFile() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let doc = #"{"vellum":1,"canvas":{"width":20,"height":10,"scale":1},"root":{"spacer":{}}}"#
    try doc.write(toFile: dir + "/d.json", atomically: true, encoding: .utf8)
    #expect(try run(["render", dir + "/d.json", "-o", dir + "/good.png"]).status == 0)
    let good = try Data(contentsOf: URL(fileURLWithPath: dir + "/good.png"))
    try good.prefix(good.count / 2).write(to: URL(fileURLWithPath: dir + "/cut.png"))
    try Data("not an image".utf8).write(to: URL(fileURLWithPath: dir + "/text.png"))
    try FileManager.default.createDirectory(atPath: dir + "/folder.png", withIntermediateDirectories: true)
    for bad in ["cut.png", "text.png", "folder.png", "missing.png"] {
      for pair in [["good.png", bad], [bad, "good.png"]] {
        let r = try run(["compare"] + pair.map { dir + "/" + $0 })
        #expect(r.status == 2, "\(pair): \(r.status)")
        #expect(r.stderr.contains(dir + "/" + bad), "\(pair): \(r.stderr)")
        #expect(!r.stderr.contains(dir + "/good.png"), "\(pair): \(r.stderr)")
      }
    }
    let folder = try run(["compare", dir + "/good.png", dir + "/folder.png"])
    #expect(folder.stderr.contains("folder.png: is a folder, not a PNG file"), "\(folder.stderr)")
  }
}
