import FoundationEssentials
import Glibc
import VellumCairo
import VellumSnapshot

/// One updating progress line on standard error, shown only when it is a terminal.
final class SnapshotProgress: @unchecked Sendable {
  private let enabled: Bool
  private let lock = Lock()
  private var failed = 0
  private var drawn = false

  init(enabled: Bool) { self.enabled = enabled }

  /// Redraws the line: `[12/40] 1 failed  cells/states`.
  func update(done: Int, total: Int, result: SnapshotResult) {
    guard enabled else { return }
    lock.withLock {
      if result.failed { failed += 1 }
      var name = result.name
      if name.count > 50 { name = "…" + name.suffix(49) }
      let line = "\r\u{1B}[K[\(done)/\(total)] \(failed) failed  \(name)"
      StandardIO.printError(line)
      drawn = true
    }
  }

  /// Clears the line.
  func finish() {
    guard enabled else { return }
    lock.withLock {
      if drawn { StandardIO.printError("\r\u{1B}[K") }
      drawn = false
    }
  }
}
