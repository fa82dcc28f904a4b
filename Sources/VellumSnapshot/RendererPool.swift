import FoundationEssentials
import VellumCairo

/// Renderers lent to one caller at a time, so concurrently running tests each get their own
/// (a `Renderer` (VellumCairo) is not thread-safe) and reuse its fonts and caches afterwards.
package final class RendererPool: @unchecked Sendable {
  /// The pool used by snapshot assertions.
  package static let shared = RendererPool()

  private let lock = Lock()
  private var idle: [Renderer] = []

  /// A pool that lends `idle` first (an empty pool by default).
  package init(idle: [Renderer] = []) { self.idle = idle }

  /// Runs `body` with a renderer no other thread is using, creating one when all are busy.
  package func withRenderer<R>(_ body: (Renderer) throws -> R) throws -> R {
    let renderer = try lock.withLock { idle.popLast() } ?? Renderer()
    defer { lock.withLock { idle.append(renderer) } }
    return try body(renderer)
  }
}
