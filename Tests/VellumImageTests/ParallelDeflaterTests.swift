import CZlib
import Testing
import VellumTestDeflaters

@testable import VellumImage

@Suite struct ParallelDeflaterTests {
  /// Deflates `input` fed in `piece`-byte calls with `inFlight` blocks at once (on the calling
  /// thread when not `concurrent`).
  func deflated(
    _ input: [UInt8], piece: Int, inFlight: Int, engine: ParallelDeflater.Engine, concurrent: Bool = true
  ) throws -> [UInt8] {
    let deflater = try ParallelDeflater(engine, concurrent: concurrent, inFlight: inFlight)
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var copy = input
    var start = 0
    repeat {
      let end = min(input.count, start + piece)
      try copy.withUnsafeMutableBufferPointer { all in
        try buffer.withUnsafeMutableBufferPointer { b in
          try deflater.compress(
            UnsafeMutableBufferPointer(rebasing: all[start..<end]), last: end == input.count, into: b
          ) { out += $0 }
        }
      }
      start = end
    } while start < input.count
    return out
  }

  /// The bytes depend on the input alone: not on how it is fed, nor on how many blocks are
  /// deflated at once; and they inflate back to the input (zlib checks the Adler-32).
  @Test(arguments: [0, 1, 100_000, (1 << 19) - 1, 1 << 19, 3 * (1 << 19) + 12_345])
  func theSameBytesWhateverTheCoresAndTheyInflateBack(_ size: Int) throws {
    var seed: UInt32 = 11
    let input = (0..<size).map { i -> UInt8 in
      seed = seed &* 1_103_515_245 &+ 12345
      // Runs and noise, so that blocks find matches in the window before them.
      return i % 7000 < 3000 ? UInt8(i % 251) : UInt8(truncatingIfNeeded: seed >> 16)
    }
    for engine in [ParallelDeflater.Engine.zlib(level: 1), .vellum(.init(bytesPerPixel: 3, rowLength: 1170 * 3 + 1))] {
      let reference = try deflated(input, piece: 4096, inFlight: 2, engine: engine)
      #expect(try deflated(input, piece: 1170 * 3 + 1, inFlight: 4, engine: engine) == reference)
      #expect(try deflated(input, piece: max(1, size), inFlight: 3, engine: engine) == reference)
      #expect(try deflated(input, piece: 4096, inFlight: 4, engine: engine, concurrent: false) == reference)
      var inflated = [UInt8](repeating: 0, count: max(1, size))
      var length = UInt(size)
      let rc = uncompress(&inflated, &length, reference, UInt(reference.count))
      #expect(rc == Z_OK && Int(length) == size && Array(inflated.prefix(size)) == input, "\(engine)")
    }
  }

  /// Finished deflaters leave their jobs and buffers for the next ones (a process encoding many
  /// images): a reused job, whatever it did before (other hints, another engine, a stream
  /// dropped half-way), gives the bytes a fresh one gives.
  @Test func reusedJobsGiveTheSameBytes() throws {
    let input = (0..<(2 * (1 << 19) + 777)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
    let narrow = ParallelDeflater.Engine.vellum(.init(bytesPerPixel: 3, rowLength: 301))
    let wide = ParallelDeflater.Engine.vellum(.init(bytesPerPixel: 4, rowLength: 4681))
    let first = try deflated(input, piece: 10_000, inFlight: 2, engine: narrow)
    _ = try deflated(input, piece: 10_000, inFlight: 3, engine: wide)
    _ = try deflated(input, piece: 10_000, inFlight: 2, engine: .zlib(level: 1))
    do {
      // Dropped with blocks in flight, as when painting fails.
      let abandoned = try ParallelDeflater(narrow, inFlight: 2)
      var copy = Array(input.prefix(1 << 20))
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      try copy.withUnsafeMutableBufferPointer { all in
        try buffer.withUnsafeMutableBufferPointer { b in try abandoned.compress(all, last: false, into: b) { _ in } }
      }
    }
    #expect(try deflated(input, piece: 10_000, inFlight: 2, engine: narrow) == first)
    #expect(try deflated(input, piece: 65_536, inFlight: 4, engine: narrow) == first)
  }

  /// Buffers readied ahead (`prepare`, on a deflate thread while a one-shot render lays out)
  /// are waited for and taken by the next deflater's new jobs and its pending block, each by
  /// one of them: the bytes are a fresh deflater's and inflate back to the input.
  @Test func preparedBuffersGiveTheSameBytes() throws {
    let input = (0..<(3 * (1 << 19) + 4321)).map { UInt8(truncatingIfNeeded: ($0 % 977) &* 31 ^ $0 >> 12) }
    // Hints no other test uses, so that the deflater makes new jobs (which take the buffers).
    let engine = ParallelDeflater.Engine.vellum(.init(bytesPerPixel: 3, rowLength: 977))
    ParallelDeflater.prepare(inFlight: 3)
    let prepared = try deflated(input, piece: 977, inFlight: 3, engine: engine)
    #expect(try deflated(input, piece: 65_536, inFlight: 2, engine: engine, concurrent: false) == prepared)
    var inflated = [UInt8](repeating: 0, count: input.count)
    var length = UInt(input.count)
    let rc = uncompress(&inflated, &length, prepared, UInt(prepared.count))
    #expect(rc == Z_OK && Int(length) == input.count && inflated == input)
  }

  /// On the calling thread, a block is deflated and written out as soon as it is full: its
  /// bytes are out before the call that filled it returns.
  @Test func onTheCallingThreadEachBlockIsWrittenWhenFull() throws {
    let input = (0..<(ParallelDeflater.blockSize + 1)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 11) }
    let deflater = try ParallelDeflater(.vellum(.init(bytesPerPixel: 3, rowLength: 301)), concurrent: false)
    var copy = input
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var out: [UInt8] = []
    try copy.withUnsafeMutableBufferPointer { all in
      try buffer.withUnsafeMutableBufferPointer { b in
        try deflater.compress(
          UnsafeMutableBufferPointer(rebasing: all[..<ParallelDeflater.blockSize]), last: false, into: b
        ) {
          out += $0
        }
        #expect(out.count > 1000, "the full block's bytes, not only the header")
        try deflater.compress(
          UnsafeMutableBufferPointer(rebasing: all[ParallelDeflater.blockSize...]), last: true, into: b
        ) {
          out += $0
        }
      }
    }
    #expect(
      out == (try deflated(input, piece: 65_536, inFlight: 2, engine: .vellum(.init(bytesPerPixel: 3, rowLength: 301))))
    )
  }
}
