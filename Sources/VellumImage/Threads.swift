import CVellumKernels
import Glibc

// Locks and threads from pthreads: what Foundation's NSLock, NSCondition and Thread gave,
// without linking Foundation's classes (CoreFoundation costs start-up time and memory).

/// A mutual-exclusion lock (`NSLock`'s role).
package final class Lock: @unchecked Sendable {
  fileprivate let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  package init() { pthread_mutex_init(mutex, nil) }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  package func lock() { pthread_mutex_lock(mutex) }
  package func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` holding the lock.
  package func withLock<T, E>(_ body: () throws(E) -> T) throws(E) -> T {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A lock with a condition to wait on (`NSCondition`'s role).
final class Condition: @unchecked Sendable {
  private let mutex = Lock()
  private let cond = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  init() { pthread_cond_init(cond, nil) }

  deinit {
    pthread_cond_destroy(cond)
    cond.deallocate()
  }

  func lock() { mutex.lock() }
  func unlock() { mutex.unlock() }
  /// Waits for `signal`; the lock must be held.
  func wait() { pthread_cond_wait(cond, mutex.mutex) }
  func signal() { pthread_cond_signal(cond) }
}

/// Starts a detached thread named `name` (as `top -H` and debuggers show it) running `body`.
package func startThread(name: String, _ body: @escaping @Sendable () -> Void) {
  final class Start {
    let name: String
    let body: @Sendable () -> Void
    init(_ name: String, _ body: @escaping @Sendable () -> Void) { (self.name, self.body) = (name, body) }
  }
  let start = Unmanaged.passRetained(Start(name, body)).toOpaque()
  var thread = pthread_t()
  let rc = pthread_create(
    &thread, nil,
    { raw in
      let start = Unmanaged<Start>.fromOpaque(raw!).takeRetainedValue()
      vellum_name_current_thread(start.name)
      start.body()
      return nil
    }, start)
  precondition(rc == 0, "cannot start a thread (error \(rc))")
  pthread_detach(thread)
}

/// The cores this process may use (`vellum_active_processors`: its affinity mask, capped by a
/// cgroup CPU quota), worked out once: Foundation's `activeProcessorCount` answers the same but
/// first makes `ProcessInfo`, a quarter of a millisecond of a one-shot render's start.
package let activeProcessorCount = Int(vellum_active_processors())
