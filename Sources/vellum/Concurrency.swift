import Dispatch
import VellumCairo
import VellumSnapshot

/// Values filled in by concurrent workers, one slot each, under a lock.
final class Slots<Value>: @unchecked Sendable {
  private let lock = Lock()
  private var values: [Value?]
  init(count: Int) { values = Array(repeating: nil, count: count) }
  subscript(i: Int) -> Value? {
    get { lock.withLock { values[i] } }
    set { lock.withLock { values[i] = newValue } }
  }
}

/// Hands out 0, 1, 2 … below a limit to concurrent workers.
final class Counter: @unchecked Sendable {
  private let lock = Lock()
  private var next = 0
  private let limit: Int
  init(limit: Int) { self.limit = limit }
  /// The next number, or nil once all are taken.
  func take() -> Int? {
    lock.withLock {
      guard next < limit else { return nil }
      defer { next += 1 }
      return next
    }
  }
}

/// Calls `body` for each index below `count` on up to `jobs` threads at once (the cores to keep
/// busy), each call with a renderer from `pool` that no other thread is using. When every
/// thread has work, each deflates its PNGs itself; fewer items than jobs leave the spare cores
/// to deflate (`SnapshotSuite.deflatesConcurrently`). The results, or what each call (or
/// making its renderer) threw, come back in index order.
func forEachConcurrently<T>(
  _ count: Int, jobs: Int, pool: RendererPool, _ body: @escaping @Sendable (Int, Renderer) throws -> T
) -> [Result<T, any Error>] {
  let results = Slots<Result<T, any Error>>(count: count)
  let next = Counter(limit: count)
  let concurrent = SnapshotSuite.deflatesConcurrently(documents: count, jobs: jobs)
  DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
    while let i = next.take() {
      results[i] = Result {
        try pool.withRenderer { renderer in
          renderer.pngOptions.deflatesConcurrently = concurrent
          return try body(i, renderer)
        }
      }
    }
  }
  return (0..<count).map { results[$0]! }
}
