import CIsal
import CZlib

/// Streams the rows of the PNGs Vellum writes and most screenshots are: 8-bit RGB or RGBA, not
/// interlaced, no palette or transparency key. Each ``read()`` inflates the next chunk of rows
/// (ISA-L's inflate, several times zlib's speed on these streams) into one of a few reused
/// slots and un-filters it in place, so a whole image is never held: a comparison can look at
/// two images row by row, and rows stay in their stored form (three bytes a pixel for RGB).
///
/// Integrity as in `DirectPNGDecoder`: every chunk's CRC-32 is checked before anything is
/// inflated; zlib's Adler-32 of the uncompressed stream is not (that is the costly part, and the
/// CRCs already cover the compressed bytes). Anything else (other formats, a bad CRC, a
/// forged size) makes ``init(_:chunkRows:slots:maximumPixels:)`` return nil so that the caller can use libpng;
/// a stream that turns out to be truncated or corrupt makes ``read()`` return nil.
public final class PNGRowReader {
  public let width: Int
  public let height: Int
  /// 3 (RGB; alpha is 255) or 4 (RGBA, straight alpha).
  public let channels: Int
  /// Rows that every ``read()`` but the last one decodes.
  public let chunkRows: Int
  /// How many chunks stay readable: the rows of the last `slots` chunks read.
  public let slots: Int
  /// Bytes from one row to the next inside a slot: a filter byte and `width * channels` bytes.
  public let pitch: Int
  /// Bytes from one slot to the next.
  public let slotBytes: Int
  /// The slots; row `y` starts at ``row(_:)``. Past the last row of every slot are at least
  /// 8 readable bytes, so a 4-byte load at any pixel of a 3-channel row stays inside.
  public let storage: UnsafeMutablePointer<UInt8>
  /// Rows decoded so far.
  public private(set) var rowsRead = 0

  /// The deflate stream (the zlib header dropped) is `data[stream]`: the file itself when it
  /// has one IDAT chunk, else a copy of their payloads joined. ISA-L copies its 32 KiB window
  /// whenever a call returns, so each chunk of rows is inflated in one call, not one per IDAT.
  private let data: [UInt8]
  private let stream: Range<Int>
  private var started = false
  private let state: UnsafeMutablePointer<inflate_state>
  private var failed = false

  /// The most pixels a reader accepts when asked to (``init(_:chunkRows:slots:maximumPixels:)``):
  /// the largest canvas `vellum render` writes (half a gigapixel). Streamed a few chunks at a
  /// time, such an image costs a few hundred KiB beyond its file. (`DocumentDecoder.maximumCanvasPixels`,
  /// which this module cannot see; a test holds the two equal.)
  public static let maximumStreamedPixels = 512 << 20

  /// The image's layout and data, or nil when the bytes are not a PNG this reader handles.
  /// `chunkRows` (at least 2, default about 256 KiB of rows) and `slots` (at least 2) size the
  /// buffer; an image of at most `chunkRows * slots` rows is read in one chunk. Images of more
  /// than `maximumPixels` pixels (by default ``PNGDecoder/maximumPixels``, what a whole decode
  /// allocates for) are refused.
  public init?(_ png: [UInt8], chunkRows: Int? = nil, slots: Int = 3, maximumPixels: Int = PNGDecoder.maximumPixels) {
    guard let header = png.withUnsafeBufferPointer({ Self.parse($0, maximumPixels: maximumPixels) }) else {
      return nil
    }
    let (width, height, channels) = (header.width, header.height, header.channels)
    let pitch = width * channels + 1
    var rows = max(2, chunkRows ?? (1 << 18) / pitch)
    var slots = max(2, slots)
    if rows >= (height + slots - 1) / slots {
      rows = height
      slots = 1
    }
    self.width = width
    self.height = height
    self.channels = channels
    self.pitch = pitch
    self.chunkRows = rows
    self.slots = slots
    self.slotBytes = rows * pitch + 8
    if header.parts.count == 1 {
      data = png
      stream = header.parts[0]
    } else {
      var joined = [UInt8]()
      joined.reserveCapacity(header.parts.reduce(0) { $0 + $1.count })
      for part in header.parts { joined += png[part] }
      data = joined
      stream = 0..<joined.count
    }
    storage = .allocate(capacity: slots * slotBytes)
    // The slack after each slot's last row is read by 4-byte loads (and then masked off).
    for s in 0..<slots { (storage + s * slotBytes + rows * pitch).initialize(repeating: 0, count: 8) }
    state = .allocate(capacity: 1)
    isal_inflate_init(state)
    state.pointee.crc_flag = UInt32(ISAL_DEFLATE)
  }

  deinit {
    storage.deallocate()
    state.deallocate()
  }

  /// The `width * channels` bytes of row `y`. Valid for the rows of the last `slots` chunks read.
  @inline(__always)
  public func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
    let chunk = y / chunkRows
    return storage + (chunk % slots) * slotBytes + (y - chunk * chunkRows) * pitch + 1
  }

  /// Inflates and un-filters the next chunk. Returns its row count (0 after the last row), or
  /// nil when the image data is truncated or corrupt (and on every call after that).
  public func read() -> Int? {
    guard !failed else { return nil }
    let count = min(chunkRows, height - rowsRead)
    guard count > 0 else { return 0 }
    let first = rowsRead
    let slot = storage + ((first / chunkRows) % slots) * slotBytes
    let ok = data.withUnsafeBufferPointer { inflate(into: slot, count: count * pitch, from: $0.baseAddress!) }
    guard ok else {
      failed = true
      return nil
    }
    let stride = pitch - 1
    for y in first..<first + count {
      let line = row(y)
      let previous: UnsafeMutablePointer<UInt8>? = y == 0 ? nil : row(y - 1)
      guard Self.unfilter(type: line[-1], line, previous: previous, count: stride, bpp: channels) else {
        failed = true
        return nil
      }
    }
    rowsRead += count
    return count
  }

  /// Inflates exactly `count` bytes into `out`; false when the stream ends short or is corrupt.
  private func inflate(into out: UnsafeMutablePointer<UInt8>, count: Int, from data: UnsafePointer<UInt8>) -> Bool {
    let s = state
    s.pointee.next_out = out
    s.pointee.avail_out = UInt32(count)
    // The input pointer is taken afresh on every call: the array's storage is only borrowed.
    if !started {
      started = true
      s.pointee.avail_in = UInt32(stream.count)
    }
    s.pointee.next_in = UnsafeMutablePointer(mutating: data + stream.upperBound - Int(s.pointee.avail_in))
    while s.pointee.avail_out > 0 {
      if s.pointee.block_state == ISAL_BLOCK_FINISH { return false }  // the stream ended short
      let (inBefore, outBefore) = (s.pointee.avail_in, s.pointee.avail_out)
      guard isal_inflate(s) == ISAL_DECOMP_OK else { return false }
      // No input taken and no output given (the input may be used up while ISA-L still holds
      // bits of it): the stream cannot go on.
      if s.pointee.avail_in == inBefore && s.pointee.avail_out == outBefore
        && s.pointee.block_state != ISAL_BLOCK_FINISH
      {
        return false
      }
    }
    return true
  }

  struct Header {
    var width: Int
    var height: Int
    var channels: Int
    var parts: [Range<Int>]
  }

  /// Walks the chunks up to IEND, checking every CRC: the size and format from IHDR and the
  /// IDAT payloads (the zlib header checked and dropped), or nil for anything not handled here.
  static func parse(_ d: UnsafeBufferPointer<UInt8>, maximumPixels: Int = PNGDecoder.maximumPixels) -> Header? {
    guard d.count >= 8, d.starts(with: PNGDecoder.signature) else { return nil }
    func be32(_ i: Int) -> Int { Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3]) }
    var offset = 8
    var width = 0
    var height = 0
    var channels = 0
    var idat: [Range<Int>] = []
    var sawEnd = false
    while offset + 12 <= d.count {
      let length = be32(offset)
      let type = (d[offset + 4], d[offset + 5], d[offset + 6], d[offset + 7])
      let body = offset + 8
      guard length >= 0, body + length + 4 <= d.count else { return nil }
      let crc = UInt32(truncatingIfNeeded: crc32(0, d.baseAddress! + offset + 4, UInt32(length + 4)))
      guard crc == UInt32(be32(body + length)) else { return nil }
      switch type {
      case (0x49, 0x48, 0x44, 0x52):  // IHDR
        guard length == 13, offset == 8 else { return nil }
        width = be32(body)
        height = be32(body + 4)
        let (depth, colour, compression, filter, interlace) = (
          d[body + 8], d[body + 9], d[body + 10], d[body + 11], d[body + 12]
        )
        guard depth == 8, colour == 2 || colour == 6, compression == 0, filter == 0, interlace == 0 else { return nil }
        channels = colour == 2 ? 3 : 4
      case (0x49, 0x44, 0x41, 0x54):  // IDAT
        if length > 0 { idat.append(body..<body + length) }
      case (0x74, 0x52, 0x4E, 0x53), (0x50, 0x4C, 0x54, 0x45):  // tRNS, PLTE: leave to libpng
        return nil
      case (0x49, 0x45, 0x4E, 0x44):  // IEND
        sawEnd = true
      default:
        break
      }
      if sawEnd { break }
      offset = body + length + 4
    }
    guard sawEnd, channels > 0, width > 0, height > 0, width <= maximumPixels, height <= maximumPixels,
      width * height <= maximumPixels, !idat.isEmpty,
      idat.reduce(0, { $0 + $1.count }) <= Int(UInt32.max)
    else { return nil }
    // The zlib header (CM 8, no preset dictionary, header checksum) may in principle straddle
    // two IDAT chunks.
    var header: [UInt8] = []
    while header.count < 2, let first = idat.first {
      header.append(d[first.lowerBound])
      idat[0] = first.lowerBound + 1..<first.upperBound
      if idat[0].isEmpty { idat.removeFirst() }
    }
    guard header.count == 2, header[0] & 0x0F == 8, header[1] & 0x20 == 0,
      (Int(header[0]) << 8 | Int(header[1])) % 31 == 0
    else { return nil }
    return Header(width: width, height: height, channels: channels, parts: idat)
  }

  /// Reverses one row's PNG filter in place; false for an unknown filter type.
  static func unfilter(
    type: UInt8, _ line: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>?, count: Int, bpp: Int
  ) -> Bool {
    switch type {
    case 0:
      return true
    case 1:
      if count > bpp { for i in bpp..<count { line[i] &+= line[i - bpp] } }
    case 2:
      if let up = previous { for i in 0..<count { line[i] &+= up[i] } }
    case 3:
      if let up = previous {
        for i in 0..<min(bpp, count) { line[i] &+= up[i] >> 1 }
        if count > bpp { for i in bpp..<count { line[i] &+= UInt8((Int(line[i - bpp]) + Int(up[i])) >> 1) } }
      } else if count > bpp {
        for i in bpp..<count { line[i] &+= line[i - bpp] >> 1 }
      }
    case 4:
      if let up = previous {
        for i in 0..<min(bpp, count) { line[i] &+= up[i] }  // a = c = 0: the predictor is b
        // p = a + b - c; |p - a| = |b - c|, |p - b| = |a - c|, |p - c| = |(b - c) + (a - c)|.
        // Wrapping arithmetic and a branch-free absolute value: values are 0...255, nothing
        // overflows, and the loop is a chain through `line[i - bpp]` that checks would lengthen.
        @inline(__always) func magnitude(_ v: Int32) -> Int32 { (v ^ (v >> 31)) &- (v >> 31) }
        var i = bpp
        while i < count {
          let a = Int32(line[i &- bpp])
          let b = Int32(up[i])
          let c = Int32(up[i &- bpp])
          let (toB, toA) = (b &- c, a &- c)
          let (pa, pb, pc) = (magnitude(toB), magnitude(toA), magnitude(toB &+ toA))
          let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
          line[i] &+= UInt8(truncatingIfNeeded: predictor)
          i &+= 1
        }
      } else if count > bpp {
        for i in bpp..<count { line[i] &+= line[i - bpp] }  // b = c = 0: the predictor is a
      }
    default:
      return false
    }
    return true
  }
}
