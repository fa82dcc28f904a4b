import CIsal
import CVellumKernels
import Dispatch
import FoundationEssentials
import Synchronization
import VellumDeflate

/// Deflate spread over the machine's cores, pigz-style, with the same bytes every time: input
/// is cut into fixed 512 KiB blocks; each block is deflated on its own (raw deflate that may
/// reach back into the 32 KiB of input before it, ended on a byte boundary so the pieces join
/// into one stream), and the pieces are written in order behind a zlib header and the whole
/// input's Adler-32. A block's bytes depend only on its input and the 32 KiB before it, never
/// on timing or the number of cores. At most `inFlight` blocks are held at once, so memory
/// stays flat for any height. Blocks are deflated by `VellumDeflate`'s encoder, or by another
/// `BlockDeflater` (the tests' zlib engine, in `VellumTestDeflaters`).
package final class ParallelDeflater: Deflater {
  package static let blockSize = 1 << 19
  static let window = 1 << 15

  /// What deflates the blocks: its name and how to make one block deflater per job.
  package struct Engine: Equatable, Sendable {
    /// Engines with the same name deflate alike: a finished deflater's jobs are reused by the
    /// next one with an equal engine.
    package let name: String
    package let make: @Sendable () throws -> any BlockDeflater

    package init(name: String, make: @escaping @Sendable () throws -> any BlockDeflater) {
      self.name = name
      self.make = make
    }

    /// `VellumDeflate`'s encoder, tuned by `hints`.
    package static func vellum(_ hints: DeflateEncoder.Hints) -> Engine {
      Engine(name: "vellum \(hints.bytesPerPixel) \(hints.rowLength)") { DeflateEncoder(hints: hints) }
    }

    package static func == (a: Engine, b: Engine) -> Bool { a.name == b.name }
  }

  /// One block's work: its input (with the window before it in front), its output, and when it is done.
  private final class Job: @unchecked Sendable {
    let engine: Engine
    private let block: any BlockDeflater
    /// The block's bytes: the window before it, then its data.
    var input: InputBuffer
    /// How many bytes at the front of `input` are the dictionary, not data.
    var dictionary = 0
    /// Where the block's data repeats itself (offsets in `input`).
    var repeats = DeflateEncoder.Repeats()
    var last = false
    var output: [UInt8] = []
    /// The checksums of the block's data (not its dictionary): the stream's and the pixel hash's,
    /// taken by the deflater as the data came in.
    var adler = Adler32()
    var crc: UInt64 = 0
    var failure: (any Error)?
    let done = DispatchSemaphore(value: 0)
    var busy = false

    /// `input`: a spare buffer (`ParallelDeflater.prepare`), else one is allocated.
    init(_ engine: Engine, input: InputBuffer? = nil) throws {
      self.engine = engine
      block = try engine.make()
      self.input = input ?? ParallelDeflater.blockBuffer()
    }

    deinit {
      input.deallocate()
    }

    /// Deflates `input` after its dictionary into `output`.
    func run() {
      defer { done.signal() }
      failure = nil
      output.removeAll(keepingCapacity: true)
      let bytes = input.bytes
      do {
        try block.deflate(bytes, dictionary: dictionary, final: last, repeats: repeats, into: &output)
      } catch {
        failure = error
      }
    }
  }

  private let jobs: [Job]
  /// Input gathered for the next block, after the window of the input before it.
  private var pending: InputBuffer
  private var pendingDictionary = 0
  /// The checksums of the pending block's data up to `checksummed`, taken 64 KiB at a time
  /// as it comes in (still in the cache of the thread that wrote it) rather than on the worker,
  /// where they were a seventh of a block's time; a row at a time, the calls' own costs were a
  /// third of it. The Adler-32 is `vellum_adler32` (vector code in C, as quick in a debug build
  /// as in a release one, where Swift's SIMD code is not; tests hold it to zlib's).
  private var pendingAdler: UInt32 = 1
  private var pendingCRC: UInt64 = 0
  private var checksummed = 0
  /// The row that the last input repeated (`commitRepeat`), while input goes on repeating it:
  /// its length, Adler-32 and CRC-64, and the CRC-64's shift for its length
  /// (`PixelDigest.shift`); nil after any other input.
  private var repeatedRow: (length: Int, adler: Adler32, crc: UInt64, shift: UInt64)?
  static let checksumBatch = 1 << 16
  /// Where the pending block repeats itself: rows given by `commitRepeat`.
  private var pendingRepeats = DeflateEncoder.Repeats()
  private var next = 0
  /// The oldest job not yet written out.
  private var oldest = 0
  /// The checksum of the blocks written so far (each block's own is taken on its worker).
  private var adler = Adler32()
  private var digest = PixelDigest()
  private var headerWritten = false

  /// The CRC-64 of the input, joined from the blocks' (each taken on its worker).
  package var inputDigest: UInt64? { digest.value }

  /// Whether blocks go to `DeflateThreads` (false: each is deflated on the calling thread
  /// when it is full; same bytes, one core, no threads started).
  private let concurrent: Bool

  /// Blocks deflated at once on `cores`: at least 2 (so that painting overlaps deflating) and
  /// at most 4 (memory stays a few MB; more cores gain little on one image).
  package static func blocksInFlight(cores: Int = activeProcessorCount) -> Int { min(4, max(2, cores)) }

  /// A block's input buffer: the window before it, then the block.
  fileprivate static func blockBuffer() -> InputBuffer { InputBuffer(capacity: window + blockSize) }

  /// `inFlight`: blocks deflated at once. Not `concurrent`: one block at a time on the calling
  /// thread.
  package init(_ engine: Engine, concurrent: Bool = true, inFlight: Int = blocksInFlight()) throws {
    self.concurrent = concurrent
    for ready in Self.preparations.withLock({ started in
      defer { started = [] }
      return started
    }) { ready.wait() }
    let inFlight = concurrent ? inFlight : 1
    let wanted = engine
    let spare = Self.spares.withLock { spares in
      var jobs: [Job] = []
      while jobs.count < inFlight, let i = spares.jobs.firstIndex(where: { $0.engine == wanted }) {
        jobs.append(spares.jobs.remove(at: i))
      }
      // New jobs take spare buffers too, after the pending block.
      var buffers: [InputBuffer] = []
      while buffers.count <= inFlight - jobs.count, let b = spares.buffers.popLast() { buffers.append(b) }
      return (jobs, buffers)
    }
    var buffers = spare.1
    pending = buffers.popLast() ?? Self.blockBuffer()
    pending.count = 0
    jobs = try spare.0 + (spare.0.count..<inFlight).map { _ in try Job(engine, input: buffers.popLast()) }
  }

  /// Readies what the next deflater will use, for a caller with time to spare before it
  /// encodes (the one-shot `render`, which lays its document out meanwhile, on one core): starts
  /// the deflate threads and, on one of them, puts buffers for `inFlight` blocks and the pending
  /// one among the spares, their pages touched: 544 KB each that the first image's encoding
  /// would otherwise fault in while it paints (~400 faults in a 20-row render). The next
  /// deflater made waits for them.
  package static func prepare(inFlight: Int = blocksInFlight()) {
    let ready = DispatchSemaphore(value: 0)
    preparations.withLock { $0.append(ready) }
    DeflateThreads.shared.run {
      let wanted = inFlight + 1
      let have = spares.withLock { $0.buffers.count }
      let made = (min(have, wanted)..<wanted).map { _ in
        let b = blockBuffer()
        b.base.initialize(repeating: 0, count: b.capacity)
        return b
      }
      spares.withLock { $0.buffers += made }
      ready.signal()
    }
  }

  /// The preparations `prepare` started that no deflater has waited for yet.
  private static let preparations = Mutex<[DispatchSemaphore]>([])

  /// Jobs and buffers of finished deflaters, for the next ones: a process that encodes many
  /// images (`vellum check`, a batch `render`) reuses their few MB instead of faulting fresh
  /// pages in for every image. Output never depends on a job's past.
  private static let spares = Mutex<(jobs: [Job], buffers: [InputBuffer])>(([], []))
  private static let spareJobs = 8

  /// Room for `length` more bytes in the pending block, written there directly (then
  /// `commit`), or nil when they would cross into the next block.
  package func space(for length: Int) -> UnsafeMutablePointer<UInt8>? {
    pending.count + length <= pendingDictionary + Self.blockSize ? pending.base + pending.count : nil
  }

  /// Takes the `length` bytes written at `space(for:)`.
  package func commit(
    _ length: Int, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    repeatedRow = nil
    try take(length, last: last, into: output, emit: emit)
  }

  /// Takes the `length` bytes written at the pending block's end.
  private func take(
    _ length: Int, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    try writeHeader(output, emit)
    pending.count += length
    checksum()
    if pending.count == pendingDictionary + Self.blockSize || last { try submit(last: last, output, emit) }
    if last { try finish(output, emit) }
  }

  private func writeHeader(
    _ output: UnsafeMutableBufferPointer<UInt8>, _ emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    if !headerWritten {
      headerWritten = true
      try write([0x78, 0x01], output, emit)
    }
  }

  package func compress(
    _ input: UnsafeMutableBufferPointer<UInt8>, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    try writeHeader(output, emit)
    repeatedRow = nil
    var rest = UnsafeMutableBufferPointer(rebasing: input[...])
    repeat {
      let n = min(rest.count, pendingDictionary + Self.blockSize - pending.count)
      if n > 0 { (pending.base + pending.count).update(from: rest.baseAddress!, count: n) }
      pending.count += n
      checksum()
      rest = UnsafeMutableBufferPointer(rebasing: rest[n...])
      let end = last && rest.isEmpty
      if pending.count == pendingDictionary + Self.blockSize || end { try submit(last: end, output, emit) }
    } while !rest.isEmpty
    if last { try finish(output, emit) }
  }

  /// Takes a copy of the `length` bytes before the pending block's end as its next input (a row
  /// that repeats the row above), copied in place at `space(for:)`, and tells the block's
  /// deflater where it is: a repeated row costs a copy instead of a conversion, and deflate
  /// takes its matches without comparing them (the same bytes). False, and nothing taken, when
  /// the copy is not in the pending block (the image's first row, or a row longer than the
  /// window) or there is no room.
  package func commitRepeat(
    _ length: Int, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws -> Bool {
    guard length > 0, pending.count >= length, space(for: length) != nil else { return false }
    let at = pending.count
    (pending.base + at).update(from: pending.base + at - length, count: length)
    if length <= DeflateEncoder.window && (pendingRepeats.ranges.isEmpty || pendingRepeats.distance == length) {
      if let previous = pendingRepeats.ranges.last, previous.upperBound == at {
        pendingRepeats.ranges[pendingRepeats.ranges.count - 1] = previous.lowerBound..<at + length
      } else {
        pendingRepeats.distance = length
        pendingRepeats.ranges.append(at..<at + length)
      }
    }
    // Its checksums, the stream's Adler-32 and the pixel hash's CRC-64, each joined from the
    // row's own, taken once for a run of equal rows (half of a sidebar's rows repeat the row
    // above): a join costs tens of instructions, reading the row thousands.
    checksum(all: true)
    let row: (length: Int, adler: Adler32, crc: UInt64, shift: UInt64)
    if let known = repeatedRow, known.length == length {
      row = known
    } else {
      let bytes = pending.base + at - length
      row = (
        length, Adler32(value: vellum_adler32(1, bytes, length)), crc64_ecma_refl(0, bytes, UInt64(length)),
        PixelDigest.shift(length)
      )
      repeatedRow = row
    }
    pendingAdler = Adler32.combine(Adler32(value: pendingAdler), row.adler, lengthOfB: length).value
    pendingCRC = PixelDigest.combine(pendingCRC, row.crc, shift: row.shift)
    checksummed = at + length
    try take(length, last: last, into: output, emit: emit)
    return true
  }

  /// Adds the pending block's data from `checksummed` to its end to its checksums, once a batch
  /// has gathered (or always, with `all`).
  private func checksum(all: Bool = false) {
    let count = pending.count - checksummed
    guard count >= Self.checksumBatch || (all && count > 0) else { return }
    let bytes = pending.base + checksummed
    pendingAdler = vellum_adler32(pendingAdler, bytes, count)
    pendingCRC = crc64_ecma_refl(pendingCRC, bytes, UInt64(count))
    checksummed = pending.count
  }

  /// Writes the blocks still in flight and the Adler-32.
  private func finish(
    _ output: UnsafeMutableBufferPointer<UInt8>, _ emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    while oldest < next { try retire(output, emit) }
    let a = adler.value
    try write([UInt8(a >> 24), UInt8(a >> 16 & 0xFF), UInt8(a >> 8 & 0xFF), UInt8(a & 0xFF)], output, emit)
  }

  /// Hands the pending block to a job (waiting for that job's previous block to be written),
  /// and keeps the block's last 32 KiB as the next one's dictionary.
  private func submit(
    last: Bool, _ output: UnsafeMutableBufferPointer<UInt8>,
    _ emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    checksum(all: true)
    let job = jobs[next % jobs.count]
    if job.busy { try retire(output, emit) }
    swap(&job.input, &pending)
    job.dictionary = pendingDictionary
    job.repeats = pendingRepeats
    pendingRepeats.ranges.removeAll(keepingCapacity: true)
    job.last = last
    job.adler = Adler32(value: pendingAdler)
    job.crc = pendingCRC
    pendingAdler = 1
    pendingCRC = 0
    // The block's last 32 KiB start the next one, copied before the job may touch them.
    let tail = min(Self.window, job.input.count)
    pending.base.update(from: job.input.base + job.input.count - tail, count: tail)
    pending.count = tail
    pendingDictionary = tail
    checksummed = tail
    job.busy = true
    next += 1
    if concurrent {
      DeflateThreads.shared.run(job.run)
    } else {
      job.run()
      try retire(output, emit)
    }
  }

  /// Waits for the oldest job and writes its bytes.
  private func retire(
    _ output: UnsafeMutableBufferPointer<UInt8>,
    _ emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    let job = jobs[oldest % jobs.count]
    job.done.wait()
    job.busy = false
    oldest += 1
    if let failure = job.failure { throw failure }
    adler = Adler32.combine(adler, job.adler, lengthOfB: job.input.count - job.dictionary)
    digest.append(crc: job.crc, length: job.input.count - job.dictionary)
    try write(job.output, output, emit)
  }

  /// Copies `bytes` through the caller's output buffer to `emit`.
  private func write(
    _ bytes: [UInt8], _ output: UnsafeMutableBufferPointer<UInt8>,
    _ emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    var offset = 0
    while offset < bytes.count {
      let n = min(output.count, bytes.count - offset)
      bytes.withUnsafeBufferPointer { b in
        UnsafeMutableRawPointer(output.baseAddress!).copyMemory(from: b.baseAddress! + offset, byteCount: n)
      }
      try emit(output[0..<n])
      offset += n
    }
  }

  deinit {
    // A failed render can leave blocks in flight: let them finish before their jobs go.
    while oldest < next {
      jobs[oldest % jobs.count].done.wait()
      oldest += 1
    }
    let extra = Self.spares.withLock { spares -> InputBuffer? in
      for job in jobs where spares.jobs.count < Self.spareJobs {
        job.busy = false
        spares.jobs.append(job)
      }
      guard spares.buffers.count < Self.spareJobs / 2 else { return pending }
      spares.buffers.append(pending)
      return nil
    }
    extra?.deallocate()
  }
}

/// Deflates one block of a `ParallelDeflater`: `bytes[dictionary...]` as raw deflate that may
/// reach back into the `dictionary` bytes before it, ended on a byte boundary (a sync flush) so
/// that the pieces join into one stream, or as the stream's final block when `final`. The bytes
/// are appended to `output`, empty on entry, and depend only on `bytes` and `dictionary`.
package protocol BlockDeflater: AnyObject {
  /// `repeats`: where `bytes` repeats itself (an engine may ignore it; it never changes the
  /// bytes).
  func deflate(
    _ bytes: UnsafeBufferPointer<UInt8>, dictionary: Int, final: Bool, repeats: DeflateEncoder.Repeats,
    into output: inout [UInt8]) throws
}

extension DeflateEncoder: BlockDeflater {
  package func deflate(
    _ bytes: UnsafeBufferPointer<UInt8>, dictionary: Int, final: Bool, repeats: DeflateEncoder.Repeats,
    into output: inout [UInt8]
  ) {
    compress(bytes, from: dictionary, final: final, repeats: repeats, into: &output)
  }
}

/// A block's input: fixed capacity, allocated once and handed between the pending block and
/// the jobs (never copied), one thread at a time.
struct InputBuffer: @unchecked Sendable {
  let base: UnsafeMutablePointer<UInt8>
  let capacity: Int
  var count = 0

  init(capacity: Int) {
    base = .allocate(capacity: capacity)
    self.capacity = capacity
  }

  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  func deallocate() { base.deallocate() }
}

/// The threads deflate blocks run on: dedicated, not Dispatch's pool, because callers block
/// waiting for their blocks (on Linux, Dispatch does not add threads for blocked workers, so
/// `vellum check --jobs 8` on 2 cores would wait forever for blocks queued behind its own
/// waiting workers). Work is taken first in, first out; a block never waits for another.
final class DeflateThreads: @unchecked Sendable {
  static let shared = DeflateThreads(count: ParallelDeflater.blocksInFlight())

  private let condition = Condition()
  private var work: [@Sendable () -> Void] = []
  private var head = 0

  init(count: Int) {
    for i in 0..<count {
      startThread(name: "vellum.deflate.\(i)") { self.loop() }
    }
  }

  /// Runs `body` on one of the threads.
  func run(_ body: @escaping @Sendable () -> Void) {
    condition.lock()
    work.append(body)
    condition.signal()
    condition.unlock()
  }

  private func loop() {
    while true {
      condition.lock()
      while head == work.count { condition.wait() }
      let body = work[head]
      head += 1
      if head == work.count {
        work.removeAll(keepingCapacity: true)
        head = 0
      }
      condition.unlock()
      body()
    }
  }
}
