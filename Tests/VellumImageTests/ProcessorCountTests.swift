import CVellumKernels
import Glibc
import Testing

/// `vellum_active_processors` (`activeProcessorCount`: how many blocks deflate at once, `--jobs`'
/// default) counts the cores the affinity mask allows: narrowed to one core, it answers 1.
@Suite struct ProcessorCountTests {
  typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
  /// glibc's `sched_getaffinity` and `sched_setaffinity` (declared only under _GNU_SOURCE,
  /// which Swift's Glibc module is not built with); pid 0 is the calling thread.
  static let getAffinity = unsafeBitCast(dlsym(nil, "sched_getaffinity"), to: Affinity.self)
  static let setAffinity = unsafeBitCast(dlsym(nil, "sched_setaffinity"), to: Affinity.self)

  static func sched_getaffinity(_ pid: pid_t, _ size: Int, _ set: inout cpu_set_t) -> Int32 {
    getAffinity(pid, size, &set)
  }
  static func sched_setaffinity(_ pid: pid_t, _ size: Int, _ set: inout cpu_set_t) -> Int32 {
    setAffinity(pid, size, &set)
  }

  /// The calling thread's affinity mask, or nil when it cannot be read.
  static func mask() -> cpu_set_t? {
    var set = cpu_set_t()
    return Self.sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &set) == 0 ? set : nil
  }

  /// The CPUs `set` allows.
  static func cpus(_ set: cpu_set_t) -> [Int] {
    withUnsafeBytes(of: set) { bytes in
      (0..<bytes.count * 8).filter { bytes[$0 / 8] & (1 << ($0 % 8)) != 0 }
    }
  }

  /// A mask allowing only `cpus`.
  static func only(_ cpus: [Int]) -> cpu_set_t {
    var set = cpu_set_t()
    withUnsafeMutableBytes(of: &set) { bytes in
      for cpu in cpus { bytes[cpu / 8] |= UInt8(1 << (cpu % 8)) }
    }
    return set
  }

  @Test func theCountFollowsTheAffinityMask() throws {
    let full = try #require(Self.mask())
    let allowed = Self.cpus(full)
    // This thread's mask restored afterwards (0: the calling thread).
    defer {
      var restored = full
      _ = Self.sched_setaffinity(0, MemoryLayout<cpu_set_t>.size, &restored)
    }
    #expect(Int(vellum_active_processors()) <= allowed.count)
    var one = Self.only([allowed[0]])
    try #require(Self.sched_setaffinity(0, MemoryLayout<cpu_set_t>.size, &one) == 0)
    #expect(vellum_active_processors() == 1)
    if allowed.count >= 2 {
      var two = Self.only(Array(allowed.prefix(2)))
      try #require(Self.sched_setaffinity(0, MemoryLayout<cpu_set_t>.size, &two) == 0)
      // Two cores, unless a CPU quota caps the process at one.
      #expect((1...2).contains(vellum_active_processors()))
    }
  }
}
