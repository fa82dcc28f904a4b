import Dispatch
import FoundationEssentials
import VellumCairo
import VellumModel

/// Checks a folder of documents against their references, in parallel: the engine behind
/// `vellum check`.
public enum SnapshotSuite {
  /// The `*.json` documents below `samplesDirectory`, as sorted paths relative to it; files in
  /// any `assets/` folder (and hidden folders) are skipped.
  public static func discoverDocuments(in samplesDirectory: String) throws(SnapshotIOError) -> [String] {
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
        let results = check(documents[index], samplesDirectory: samplesDirectory, session: session)
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

  /// Loads one document and checks it: a result for each combination of its variants.
  static func check(_ relative: String, samplesDirectory: String, session: SnapshotSession) -> [SnapshotResult] {
    let name = SnapshotPaths.normalizedName(relative)
    let path = join(samplesDirectory, relative)
    let base = path.deletingLastPathComponent
    let paths = session.configuration.paths(for: name)
    let blank = SnapshotResult(
      name: name, document: path, status: .failed, referencePNG: paths.referencePNG,
      referenceTree: paths.referenceTree, fingerprint: session.fingerprint)
    guard let bytes = SnapshotFiles.read(path) else {
      return [session.failure(blank, .invalidDocument, "\(path): cannot read")]
    }
    do {
      let document = try DocumentDecoder.decode(bytes) { FileManager.default.fileExists(atPath: base + "/" + $0) }
      return session.verifyVariants(
        document, baseDirectory: base.isEmpty ? "." : base, name: name, documentPath: path)
    } catch {
      return [session.failure(blank, .invalidDocument, "\(path): \(error)")]
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
