import Glibc

/// `vellum render --timings`: where one process's time goes, a line per document on standard
/// error, from the moment `main` starts (what runs before it, loading the C libraries and the
/// Swift runtime, is outside the process's reach: bench/README.md measures it from outside).
/// Phases: arguments, fonts (the font set and Pango), per document read (file and decode),
/// layout, paint+encode (painting, PNG encoding and writing the bytes), commit (the rename);
/// then the process's peak resident memory so far.
enum Timings {
  nonisolated(unsafe) private static var enabled = false
  nonisolated(unsafe) private static var start = 0.0
  nonisolated(unsafe) private static var last = 0.0
  nonisolated(unsafe) private static var phases: [(String, Double)] = []

  private static func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
  }

  /// Starts the clock (at the top of `main`); nothing is recorded unless `enable()` is called.
  static func begin() {
    start = now()
    last = start
  }

  /// Turns reporting on (the `--timings` option).
  static func enable() { enabled = true }

  /// Ends the phase called `name`.
  static func mark(_ name: String) {
    guard enabled else { return }
    let t = now()
    phases.append((name, t - last))
    last = t
  }

  /// Prints the phases since the last report, labelled `label`, and starts a new line.
  static func report(_ label: String) {
    guard enabled else { return }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let parts = phases.map { "\($0.0) \(rounded($0.1))" }.joined(separator: ", ")
    let peak = Double(usage.ru_maxrss) / 1024
    StandardIO.printError(
      "timings \(label): \(parts); \(rounded(last - start)) ms since main; peak RSS \(rounded(peak)) MB\n")
    phases = []
  }

  private static func rounded(_ v: Double) -> String {
    let hundredths = Int((v * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
