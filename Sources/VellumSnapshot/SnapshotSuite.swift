import Dispatch
import FoundationEssentials
import VellumCairo
import VellumModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks a folder of documents against their references, in parallel: the engine behind
/// `vellum check`.
public enum SnapshotSuite {
  /// The `*.json` documents below `samplesDirectory`, as sorted paths relative to it; files in
  /// any `assets/` folder (and hidden folders) are skipped.
  public static func discoverDocuments(in samplesDirectory: String) throws(SnapshotIOError) -> [String] {
    var skipped: [SkippedDocument] = []
    return try discoverDocuments(in: samplesDirectory, skipped: &skipped)
  }

  /// A `.json` below a samples folder that is not a regular file, so never read.
  public struct SkippedDocument: Sendable, Equatable {
    /// Its path relative to the samples folder.
    public var relative: String
    /// What it is: "a FIFO", "a character device", …
    public var kind: String
    /// `Samples/x.json: is a FIFO, not a regular file; skipped`.
    public func message(samplesDirectory: String) -> String {
      "\(join(samplesDirectory, relative)): is \(kind), not a regular file; skipped"
    }
  }

  /// The documents below `samplesDirectory` as ``discoverDocuments(in:)`` finds them; a
  /// `.json` that is not a regular file (a FIFO, a device, a link to one) is left out and
  /// added to `skipped` with what it is, so that nothing hangs or reads without end.
  public static func discoverDocuments(in samplesDirectory: String, skipped: inout [SkippedDocument])
    throws(SnapshotIOError) -> [String]
  {
    let root = URL(fileURLWithPath: samplesDirectory).standardizedFileURL
    guard isDirectory(atPath: root.path) else {
      throw SnapshotIOError(message: "\(samplesDirectory): no such folder")
    }
    guard let walker = try? FileManager.default.subpathsOfDirectory(atPath: root.path) else {
      throw SnapshotIOError(message: "\(samplesDirectory): cannot list the folder")
    }
    var found: [String] = []
    for relative in walker {
      let parts = relative.split(separator: "/")
      if parts.dropLast().contains(where: { $0 == "assets" || $0.hasPrefix(".") }) { continue }
      guard relative.hasSuffix(".json"), !(parts.last?.hasPrefix(".") ?? false) else { continue }
      var info = stat()
      guard stat(root.path + "/" + relative, &info) == 0 else { continue }  // a dangling link
      if let kind = FileBytes.kind(info.st_mode) {
        if kind != "a folder" { skipped.append(SkippedDocument(relative: relative, kind: kind)) }
        continue
      }
      found.append(relative)
    }
    return found.sorted()
  }

  /// Shard `index` (1-based) of `count`: items are dealt round-robin over the sorted list, so
  /// every item lands in exactly one shard and shards differ in size by at most one.
  public static func shard<T>(_ items: [T], index: Int, count: Int) -> [T] {
    guard count > 1 else { return items }
    return items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }

  /// Parses `i/n` (1 ≤ i ≤ n).
  public static func parseShard(_ text: String) -> (index: Int, count: Int)? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
      return nil
    }
    return (i, n)
  }

  /// Renders and checks each document (paths relative to `samplesDirectory`) on `jobs` worker
  /// threads, each with its own renderer: `jobs` is the number of cores the run keeps busy.
  /// When there are documents for every job, each worker deflates its PNGs on its own thread
  /// (`--jobs 1` is one core); with fewer documents than jobs, the spare cores deflate.
  /// `progress` is called after each document, from any thread, with the number done so far.
  /// Results come back in the order of `documents`.
  public static func run(
    documents: [String], samplesDirectory: String, configuration: SnapshotConfiguration,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: @escaping @Sendable (_ done: Int, _ total: Int, _ result: SnapshotResult) -> Void = { _, _, _ in }
  ) throws(RenderError) -> [SnapshotResult] {
    let workers = max(1, min(jobs, documents.count))
    let state = RunState(count: documents.count)
    let collided = collisions(documents, samplesDirectory: samplesDirectory)
    // Fail early (fonts missing) rather than once per document.
    let first = try Renderer()
    let firstBox = RendererBox(first)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      // A worker that finds no work left (more workers than cores) creates no renderer.
      guard var index = state.next() else { return }
      let renderer: Renderer
      if worker == 0 {
        renderer = firstBox.renderer
      } else {
        guard let r = try? Renderer() else { return }  // its document is reported as not checked
        renderer = r
      }
      renderer.pngOptions.deflatesConcurrently = deflatesConcurrently(documents: documents.count, jobs: jobs)
      let session = SnapshotSession(configuration: configuration, renderer: renderer)
      while true {
        let results = check(
          documents[index], samplesDirectory: samplesDirectory, session: session, collision: collided[index])
        let done = state.store(results, at: index)
        for result in results { progress(done, documents.count, result) }
        guard let next = state.next() else { break }
        index = next
      }
    }
    return state.results.enumerated().flatMap { index, results in
      results ?? [
        SnapshotResult(
          name: SnapshotPaths.normalizedName(documents[index]), document: documents[index], status: .failed,
          problems: [.error], referencePNG: "", referenceTree: "", error: "not checked: no renderer")
      ]
    }
  }

  /// Whether the workers of a run over `documents` with `jobs` cores hand deflating to
  /// Vellum's deflate threads (`PNGEncoder.Options.deflatesConcurrently`): only when some of
  /// the cores have no document of their own.
  public static func deflatesConcurrently(documents: Int, jobs: Int) -> Bool { documents < jobs }

  /// The documents whose snapshots would share a name with another document's (`a.json` with
  /// an appearance axis and `a.light.json`), each with the message saying so: neither is
  /// rendered or recorded. Only documents whose names could collide are decoded for it.
  static func collisions(_ documents: [String], samplesDirectory: String) -> [Int: String] {
    let names = documents.map(SnapshotPaths.normalizedName)
    let candidates = OutputCollisions.candidates(names).sorted()
    guard !candidates.isEmpty else { return [:] }
    var outputs: [(document: String, names: [String])] = []
    for i in candidates {
      let path = join(samplesDirectory, documents[i])
      guard let bytes = SnapshotFiles.read(path), let document = try? DocumentDecoder.decode(bytes, fileExists: nil)
      else { continue }  // reported as invalid when it is checked
      outputs.append((documents[i], document.images(named: names[i]).map { names[i] + $0.suffix }))
    }
    var messages: [Int: String] = [:]
    for c in OutputCollisions.find(outputs) where c.first != c.second {
      for document in [c.first, c.second] {
        guard let i = documents.firstIndex(of: document), messages[i] == nil else { continue }
        messages[i] = OutputCollision(
          name: c.name, first: join(samplesDirectory, c.first), second: join(samplesDirectory, c.second)
        ).message()
      }
    }
    return messages
  }

  /// Loads one document and checks it: a result for each combination of its variants (or,
  /// when its snapshots would collide with another document's, a failure saying so).
  static func check(
    _ relative: String, samplesDirectory: String, session: SnapshotSession, collision: String? = nil
  ) -> [SnapshotResult] {
    let name = SnapshotPaths.normalizedName(relative)
    let path = join(samplesDirectory, relative)
    let paths = session.configuration.paths(for: name)
    let blank = SnapshotResult(
      name: name, document: path, status: .failed, referencePNG: paths.referencePNG,
      referenceTree: paths.referenceTree, fingerprint: session.fingerprint)
    if let collision { return [session.failure(blank, .invalidDocument, collision)] }
    do throws(DocumentFileError) {
      let document = try Document(contentsOfFile: path)
      return session.verifyVariants(
        document, baseDirectory: document.baseDirectory ?? ".", name: name, documentPath: path)
    } catch {
      return [session.failure(blank, .invalidDocument, error.description)]
    }
  }
}

/// The shared work index and result slots of a run.
private final class RunState: @unchecked Sendable {
  private let lock = Lock()
  private var cursor = 0
  private var done = 0
  private let count: Int
  private(set) var results: [[SnapshotResult]?]

  init(count: Int) {
    self.count = count
    results = Array(repeating: nil, count: count)
  }

  func next() -> Int? {
    lock.withLock {
      guard cursor < count else { return nil }
      defer { cursor += 1 }
      return cursor
    }
  }

  func store(_ result: [SnapshotResult], at index: Int) -> Int {
    lock.withLock {
      results[index] = result
      done += 1
      return done
    }
  }
}

/// Hands the first renderer to worker 0 (it is used by that one thread only).
private final class RendererBox: @unchecked Sendable {
  let renderer: Renderer
  init(_ renderer: Renderer) { self.renderer = renderer }
}
