import CZlib
import VellumDeflate
import VellumImage

/// zlib's deflate (memLevel 9, the default strategy).
package final class ZlibDeflater: Deflater {
  /// On the heap: zlib's state points back at its stream, which must therefore never move.
  private let stream: UnsafeMutablePointer<z_stream> = {
    let p = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    p.initialize(to: z_stream())
    return p
  }()

  package init(level: Int32) throws {
    let rc = deflateInit2_(
      stream, min(max(level, 0), 9), Z_DEFLATED, 15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
      Int32(MemoryLayout<z_stream>.size))
    guard rc == Z_OK else { throw RenderError.internal("zlib deflateInit failed (\(rc))") }
  }

  deinit {
    deflateEnd(stream)
    stream.deallocate()
  }

  package func compress(
    _ input: UnsafeMutableBufferPointer<UInt8>, last: Bool, into output: UnsafeMutableBufferPointer<UInt8>,
    emit: (UnsafeMutableBufferPointer<UInt8>.SubSequence) throws -> Void
  ) throws {
    let flush = last ? Z_FINISH : Z_NO_FLUSH
    stream.pointee.next_in = input.baseAddress
    stream.pointee.avail_in = UInt32(input.count)
    repeat {
      stream.pointee.next_out = output.baseAddress
      stream.pointee.avail_out = UInt32(output.count)
      let rc = deflate(stream, flush)
      guard rc == Z_OK || rc == Z_STREAM_END || rc == Z_BUF_ERROR else {
        throw RenderError.internal("zlib deflate failed (\(rc))")
      }
      let produced = output.count - Int(stream.pointee.avail_out)
      if produced > 0 { try emit(output[0..<produced]) }
      if last {
        if stream.pointee.avail_out != 0 { break }
      } else if stream.pointee.avail_in == 0 && stream.pointee.avail_out != 0 {
        break
      }
    } while true
  }
}

/// zlib's raw deflate of one `ParallelDeflater` block (memLevel 9, the default strategy), after
/// the window before it as a preset dictionary.
final class ZlibBlockDeflater: BlockDeflater {
  private let stream: UnsafeMutablePointer<z_stream>

  init(level: Int32) throws {
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let rc = deflateInit2_(
      stream, level, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard rc == Z_OK else {
      stream.deallocate()
      throw RenderError.internal("zlib deflateInit failed (\(rc))")
    }
  }

  deinit {
    deflateEnd(stream)
    stream.deallocate()
  }

  func deflate(
    _ bytes: UnsafeBufferPointer<UInt8>, dictionary: Int, final: Bool, repeats: DeflateEncoder.Repeats,
    into output: inout [UInt8]
  ) throws {
    var failure: Int32?
    deflateReset(stream)
    if dictionary > 0 {
      let rc = deflateSetDictionary(stream, bytes.baseAddress, UInt32(dictionary))
      if rc != Z_OK { failure = rc }
    }
    stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress! + dictionary)
    stream.pointee.avail_in = UInt32(bytes.count - dictionary)
    // The bound of a sync-flushed block, plus room for the flush markers.
    let bound = Int(deflateBound(stream, UInt(bytes.count - dictionary))) + 16
    if output.count < bound { output = [UInt8](repeating: 0, count: bound) }
    output.withUnsafeMutableBufferPointer { out in
      stream.pointee.next_out = out.baseAddress
      stream.pointee.avail_out = UInt32(out.count)
      let rc = CZlib.deflate(stream, final ? Z_FINISH : Z_SYNC_FLUSH)
      if final ? rc != Z_STREAM_END : rc != Z_OK { failure = rc }
      // The output was sized for the worst case, so one call takes all the input.
      if stream.pointee.avail_in != 0 { failure = Z_BUF_ERROR }
    }
    output.removeLast(Int(stream.pointee.avail_out))
    if let failure { throw RenderError.internal("deflate failed (\(failure))") }
  }
}

extension ParallelDeflater.Engine {
  /// zlib at `level` (clamped to 0–9) deflating each block.
  package static func zlib(level: Int32) -> Self {
    let level = min(max(level, 0), 9)
    return Self(name: "zlib \(level)") { try ZlibBlockDeflater(level: level) }
  }
}
