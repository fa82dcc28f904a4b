import CIsal
import VellumImage

/// ISA-L's igzip in zlib format, with the level's default buffer. Rows are gathered into 256 KiB
/// before each call: fed one row at a time, igzip moves its 32 KiB history on every call, which
/// cost more than the compression itself.
package final class IsalDeflater: Deflater {
  /// On the heap, like zlib's: the stream's internal state must not move.
  private let stream: UnsafeMutablePointer<isal_zstream> = {
    let p = UnsafeMutablePointer<isal_zstream>.allocate(capacity: 1)
    p.initialize(to: isal_zstream())
    return p
  }()
  private let levelBuffer: UnsafeMutableBufferPointer<UInt8>
  private let pending = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 18)
  private var pendingCount = 0

  package init(level: Int32) throws {
    let level = Int(min(max(level, 0), 3))
    let size = withUnsafeBytes(of: vellum_isal_level_buffer) { $0.load(fromByteOffset: level * 4, as: UInt32.self) }
    levelBuffer = .allocate(capacity: Int(size))
    isal_deflate_init(stream)
    stream.pointee.gzip_flag = UInt16(IGZIP_ZLIB)
    stream.pointee.level = UInt32(level)
    stream.pointee.level_buf = levelBuffer.baseAddress
    stream.pointee.level_buf_size = size
    stream.pointee.flush = UInt16(NO_FLUSH)
  }

  deinit {
    stream.deallocate()
    levelBuffer.deallocate()
    pending.deallocate()
  }

  package func compress(
    _ input: UnsafeMutableBufferPointer<UInt8>, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    var rest = UnsafeMutableBufferPointer(rebasing: input[...])
    repeat {
      let n = min(rest.count, pending.count - pendingCount)
      if n > 0 {
        UnsafeMutableRawPointer(pending.baseAddress! + pendingCount).copyMemory(
          from: rest.baseAddress!, byteCount: n)
        pendingCount += n
        rest = UnsafeMutableBufferPointer(rebasing: rest[n...])
      }
      let end = last && rest.isEmpty
      if pendingCount == pending.count || end {
        try deflate(UnsafeMutableBufferPointer(rebasing: pending[0..<pendingCount]), last: end, output, emit)
        pendingCount = 0
      }
    } while !rest.isEmpty
  }

  private func deflate(
    _ input: UnsafeMutableBufferPointer<UInt8>, last: Bool, _ output: UnsafeMutableBufferPointer<UInt8>,
    _ emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    stream.pointee.next_in = input.baseAddress
    stream.pointee.avail_in = UInt32(input.count)
    stream.pointee.end_of_stream = last ? 1 : 0
    repeat {
      stream.pointee.next_out = output.baseAddress
      stream.pointee.avail_out = UInt32(output.count)
      let rc = isal_deflate(stream)
      guard rc == COMP_OK else { throw RenderError.internal("ISA-L deflate failed (\(rc))") }
      let produced = output.count - Int(stream.pointee.avail_out)
      if produced > 0 { try emit(output[0..<produced]) }
      let done = last ? stream.pointee.internal_state.state == ZSTATE_END : stream.pointee.avail_in == 0
      if done && stream.pointee.avail_out != 0 { break }
    } while true
  }
}
