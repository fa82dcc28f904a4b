import CZlib
import Foundation

/// zlib's deflate spread over the machine's cores, pigz-style, with the same bytes every time:
/// input is cut into fixed 512 KiB blocks; each block is deflated on its own (raw deflate, primed
/// with the 32 KiB of input before it as a dictionary, ended with a sync flush so the pieces
/// join into one stream), and the pieces are written in order behind a zlib header and the
/// whole input's Adler-32. A block's bytes depend only on its input and the 32 KiB before it,
/// never on timing or the number of cores. At most `inFlight` blocks are held at once, so memory
/// stays flat for any height.
final class ParallelZlibDeflater: Deflater {
  static let blockSize = 1 << 19
  static let window = 1 << 15

  /// One block's work: its input (with the window before it in front), its output, and when it is done.
  private final class Job: @unchecked Sendable {
    let stream: UnsafeMutablePointer<z_stream>
    var input: [UInt8] = []
    /// How many bytes at the front of `input` are the dictionary, not data.
    var dictionary = 0
    var last = false
    var output: [UInt8] = []
    var failure: Int32?
    let done = DispatchSemaphore(value: 0)
    var busy = false

    init(level: Int32) throws {
      stream = .allocate(capacity: 1)
      stream.initialize(to: z_stream())
      let rc = deflateInit2_(
        stream, level, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
      guard rc == Z_OK else { throw RenderError.internal("zlib deflateInit failed (\(rc))") }
    }

    deinit {
      deflateEnd(stream)
      stream.deallocate()
    }

    /// Deflates `input` after its dictionary into `output`.
    func run() {
      defer { done.signal() }
      failure = nil
      deflateReset(stream)
      output.removeAll(keepingCapacity: true)
      input.withUnsafeMutableBufferPointer { all in
        if dictionary > 0 {
          let rc = deflateSetDictionary(stream, all.baseAddress, UInt32(dictionary))
          if rc != Z_OK { failure = rc }
        }
        stream.pointee.next_in = all.baseAddress! + dictionary
        stream.pointee.avail_in = UInt32(all.count - dictionary)
      }
      // The bound of a sync-flushed block, plus room for the flush markers.
      let bound = Int(deflateBound(stream, UInt(input.count - dictionary))) + 16
      if output.count < bound { output = [UInt8](repeating: 0, count: bound) }
      output.withUnsafeMutableBufferPointer { out in
        stream.pointee.next_out = out.baseAddress
        stream.pointee.avail_out = UInt32(out.count)
        let rc = deflate(stream, last ? Z_FINISH : Z_SYNC_FLUSH)
        if last ? rc != Z_STREAM_END : rc != Z_OK { failure = rc }
        // The output was sized for the worst case, so one call takes all the input.
        if stream.pointee.avail_in != 0 { failure = Z_BUF_ERROR }
      }
      output.removeLast(Int(stream.pointee.avail_out))
    }
  }

  private let jobs: [Job]
  /// Input gathered for the next block, after the window of the input before it.
  private var pending: [UInt8] = []
  private var pendingDictionary = 0
  private var next = 0
  /// The oldest job not yet written out.
  private var oldest = 0
  private var adler: UInt = adler32(0, nil, 0)
  private var headerWritten = false

  /// `inFlight`: blocks deflated at once: the cores, at least 2 (so that painting overlaps
  /// deflating) and at most 4 (memory stays a few MB; more cores gain little on one image).
  init(level: Int32, inFlight: Int = min(4, max(2, ProcessInfo.processInfo.activeProcessorCount))) throws {
    let level = min(max(level, 0), 9)
    jobs = try (0..<inFlight).map { _ in try Job(level: level) }
    pending.reserveCapacity(Self.window + Self.blockSize)
  }

  func compress(
    _ input: UnsafeMutableBufferPointer<UInt8>, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    adler = adler32(adler, input.baseAddress, UInt32(input.count))
    if !headerWritten {
      headerWritten = true
      try write([0x78, 0x01], output, emit)
    }
    var rest = UnsafeMutableBufferPointer(rebasing: input[...])
    repeat {
      let n = min(rest.count, pendingDictionary + Self.blockSize - pending.count)
      pending.append(contentsOf: UnsafeBufferPointer(rebasing: rest[0..<n]))
      rest = UnsafeMutableBufferPointer(rebasing: rest[n...])
      let end = last && rest.isEmpty
      if pending.count == pendingDictionary + Self.blockSize || end { try submit(last: end, output, emit) }
    } while !rest.isEmpty
    if last {
      while oldest < next { try retire(output, emit) }
      try write(
        [UInt8(adler >> 24 & 0xFF), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)], output,
        emit)
    }
  }

  /// Hands the pending block to a job (waiting for that job's previous block to be written),
  /// and keeps the block's last 32 KiB as the next one's dictionary.
  private func submit(
    last: Bool, _ output: UnsafeMutableBufferPointer<UInt8>,
    _ emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    let job = jobs[next % jobs.count]
    if job.busy { try retire(output, emit) }
    let tail = Array(pending.suffix(Self.window))
    swap(&job.input, &pending)
    job.dictionary = pendingDictionary
    job.last = last
    job.busy = true
    next += 1
    DeflateThreads.shared.run(job.run)
    pending.removeAll(keepingCapacity: true)
    pending.append(contentsOf: tail)
    pendingDictionary = tail.count
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
    if let rc = job.failure { throw RenderError.internal("zlib deflate failed (\(rc))") }
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
  }
}

/// The threads deflate blocks run on: dedicated, not Dispatch's pool, because callers block
/// waiting for their blocks (on Linux, Dispatch does not add threads for blocked workers, so
/// `vellum check --jobs 8` on 2 cores would wait forever for blocks queued behind its own
/// waiting workers). Work is taken first in, first out; a block never waits for another.
final class DeflateThreads: @unchecked Sendable {
  static let shared = DeflateThreads(count: min(4, max(2, ProcessInfo.processInfo.activeProcessorCount)))

  private let condition = NSCondition()
  private var work: [@Sendable () -> Void] = []
  private var head = 0

  init(count: Int) {
    for i in 0..<count {
      let thread = Thread { self.loop() }
      thread.name = "vellum.deflate.\(i)"
      thread.start()
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
