/// A deflate (RFC 1951) encoder for rendered screens: fast, and its output depends on its input
/// alone.
///
/// Screens are mostly flat fills and repeated rows, so each position tries a few likely
/// matches before a general one: the distance of the previous match, one pixel back, one row
/// up, and the last position with the same next four bytes. It takes the longest (greedily,
/// stopping at deflate's 258-byte maximum) and writes each block with its own Huffman codes,
/// the fixed codes or stored, whichever is smallest. There is no timing, threading or
/// machine-dependent code: the same input, start and hints give the same bytes everywhere.
///
/// One call compresses one piece of a stream; pieces from separate calls (or separate encoders
/// on separate threads) join into one stream, as zlib's `Z_SYNC_FLUSH` pieces do.
public final class DeflateEncoder {
  /// What the input looks like, for the pixel and row candidates (0 turns a candidate off).
  public struct Hints: Sendable, Equatable {
    /// Bytes per pixel (3 for RGB, 4 for RGBA).
    public var bytesPerPixel: Int
    /// Bytes per row including a PNG row's filter byte.
    public var rowLength: Int

    public init(bytesPerPixel: Int = 0, rowLength: Int = 0) {
      self.bytesPerPixel = bytesPerPixel
      self.rowLength = rowLength
    }
  }

  /// Deflate's window: the furthest a match may reach back.
  public static let window = 32768
  static let hashBits = 15
  /// Symbols gathered before a block is written.
  static let blockSymbols = 1 << 15

  public let hints: Hints
  private let head: UnsafeMutablePointer<Int32>
  /// Added to every position `head` holds: each piece raises it past the positions the one
  /// before stored, so what a piece finds of an earlier one reads as empty, as if the table
  /// had been cleared (128 KB a piece, 42 pieces in a 20-row render, were a fifth of its memset).
  private var headBase = 0
  private let symbols: UnsafeMutablePointer<UInt32>
  private let literalFrequencies: UnsafeMutablePointer<UInt32>
  private let distanceFrequencies: UnsafeMutablePointer<UInt32>
  /// A copy of either, made complete for building a code.
  private let codeFrequencies: UnsafeMutablePointer<UInt32>
  private var scratch = HuffmanScratch()
  private var literalCode = HuffmanCode(symbols: 286)
  private var distanceCode = HuffmanCode(symbols: 30)
  private var lengthsCode = HuffmanCode(symbols: 19)
  private var output: UnsafeMutablePointer<UInt8>
  private var outputCapacity: Int
  private var writer: BitWriter
  /// `writeSymbols`' pieces for the block being written: each literal's, each match length's.
  private let literalPieces: UnsafeMutablePointer<UInt32>
  private let lengthPieces: UnsafeMutablePointer<UInt64>

  public init(hints: Hints = Hints()) {
    self.hints = hints
    head = .allocate(capacity: 1 << Self.hashBits)
    UnsafeMutableRawPointer(head).initializeMemory(as: UInt8.self, repeating: 0xFF, count: 4 << Self.hashBits)
    symbols = .allocate(capacity: Self.blockSymbols)
    literalFrequencies = .allocate(capacity: 288)
    distanceFrequencies = .allocate(capacity: 32)
    codeFrequencies = .allocate(capacity: 288)
    literalPieces = .allocate(capacity: 256)
    lengthPieces = .allocate(capacity: 256)
    outputCapacity = 1 << 16
    output = .allocate(capacity: outputCapacity)
    writer = BitWriter(pointer: output, pending: 0, pendingCount: 0)
  }

  deinit {
    head.deallocate()
    symbols.deallocate()
    literalFrequencies.deallocate()
    distanceFrequencies.deallocate()
    codeFrequencies.deallocate()
    literalPieces.deallocate()
    lengthPieces.deallocate()
    scratch.deallocate()
    output.deallocate()
  }

  /// Compresses `data[start...]` as raw deflate blocks appended to `bytes`. Matches may reach
  /// back into `data[..<start]` (its last 32 KiB), which the decoder must already have had,
  /// as a preset dictionary or the pieces before. With `final`, the last block ends the stream;
  /// otherwise the piece ends with an empty stored block on a byte boundary, so the next
  /// piece can follow it directly. The bytes depend only on `data`, `start`, `final` and the
  /// hints.
  public func compress(_ data: UnsafeBufferPointer<UInt8>, from start: Int, final: Bool, into bytes: inout [UInt8]) {
    compress(data, from: start, final: final, repeats: Repeats(), into: &bytes)
  }

  /// `compress(_:from:final:into:)` told where `data` repeats itself (rows like the row above):
  /// the same bytes, sooner.
  package func compress(
    _ data: UnsafeBufferPointer<UInt8>, from start: Int, final: Bool, repeats: Repeats, into bytes: inout [UInt8]
  ) {
    precondition(start >= 0 && start <= data.count, "start outside the data")
    writer = BitWriter(pointer: output, pending: 0, pendingCount: 0)
    if let base = data.baseAddress, start < data.count {
      compressRange(base, start: start, end: data.count, final: final, repeats: repeats)
    } else if final {
      // An empty final block with the fixed codes: BFINAL, type 01, end of block (seven 0 bits).
      reserve(8)
      writer.write(0b011, 3)
      writer.write(0, 7)
    }
    if !final {
      // An empty stored block (BFINAL 0, type 00), then LEN 0 and NLEN 0xFFFF on a byte boundary.
      reserve(8)
      writer.write(0, 3)
      writer.align()
      writer.write(0xFFFF_0000, 32)
    }
    writer.align()
    bytes.append(contentsOf: UnsafeBufferPointer(start: output, count: writer.pointer - output))
  }

  // MARK: - Matching

  private func compressRange(_ base: UnsafePointer<UInt8>, start: Int, end: Int, final: Bool, repeats: Repeats) {
    if headBase > Int(Int32.max) - end {
      memsetMinusOne(head, count: 1 << Self.hashBits)
      headBase = 0
    }
    let stored = headBase
    headBase += end
    clearFrequencies()
    let pixel = hints.bytesPerPixel
    let row = hints.rowLength <= Self.window ? hints.rowLength : 0
    var symbolCount = 0
    var blockStart = start
    var p = start
    var repeatDistance = 0
    var misses = 0
    let lastMatchStart = end - 4
    let tables = DeflateTables.pointers

    // The repeated range at or after `p`, if any.
    var repeated = repeats.ranges.startIndex
    var repeatedRange = repeated < repeats.ranges.endIndex ? repeats.ranges[repeated] : end..<end
    let repeatedDistanceSymbol = tables.distanceSymbol(max(0, repeats.distance - 1))

    while p <= lastMatchStart {
      if symbolCount >= Self.blockSymbols - 64 {
        writeBlock(base, from: blockStart, to: p, symbolCount: symbolCount, final: false)
        blockStart = p
        symbolCount = 0
      }
      if repeatDistance == repeats.distance {
        while p >= repeatedRange.upperBound && repeated < repeats.ranges.endIndex {
          repeated += 1
          repeatedRange = repeated < repeats.ranges.endIndex ? repeats.ranges[repeated] : end..<end
        }
        let length = min(258, end - p)
        if p >= repeatedRange.lowerBound && p + length <= repeatedRange.upperBound {
          // What the comparison with the previous match's distance would find, known without
          // it: the longest match. The hash table is kept as below.
          let hash = Int((load32(base + p) &* 0x9E37_79B1) >> UInt32(32 - Self.hashBits))
          head[hash] = Int32(p + stored)
          symbols[symbolCount] = 0x8000_0000 | UInt32(length - 3) << 16 | UInt32(repeatDistance - 1)
          literalFrequencies[257 + Int(tables.lengthSymbol[length - 3])] &+= 1
          distanceFrequencies[repeatedDistanceSymbol] &+= 1
          symbolCount += 1
          p += length
          misses = 0
          continue
        }
      }
      let here = base + p
      let next4 = load32(here)
      let maxLength = min(258, end - p)
      var best = (length: 0, distance: 0)
      consider(repeatDistance, at: p, here, next4, maxLength, &best)
      if best.length < maxLength && pixel != repeatDistance { consider(pixel, at: p, here, next4, maxLength, &best) }
      if best.length < maxLength && row != repeatDistance && row != pixel {
        consider(row, at: p, here, next4, maxLength, &best)
      }
      let hash = Int((next4 &* 0x9E37_79B1) >> UInt32(32 - Self.hashBits))
      if best.length < maxLength {
        let candidate = Int(head[hash]) - stored
        if candidate >= 0 { consider(p - candidate, at: p, here, next4, maxLength, &best) }
      }
      head[hash] = Int32(p + stored)
      let (bestLength, bestDistance) = best

      if bestLength >= 4 {
        symbols[symbolCount] = 0x8000_0000 | UInt32(bestLength - 3) << 16 | UInt32(bestDistance - 1)
        literalFrequencies[257 + Int(tables.lengthSymbol[bestLength - 3])] &+= 1
        distanceFrequencies[tables.distanceSymbol(bestDistance - 1)] &+= 1
        symbolCount += 1
        repeatDistance = bestDistance
        p += bestLength
        misses = 0
      } else {
        // Long runs without matches (photographs, noise) are skipped through faster.
        let step = min(1 + (misses >> 6), 16, lastMatchStart + 1 - p)
        for i in 0..<step { literal(here[i], &symbolCount) }
        p += step
        misses += 1
      }
    }
    while p < end {
      if symbolCount >= Self.blockSymbols - 64 {
        writeBlock(base, from: blockStart, to: p, symbolCount: symbolCount, final: false)
        blockStart = p
        symbolCount = 0
      }
      literal(base[p], &symbolCount)
      p += 1
    }
    writeBlock(base, from: blockStart, to: end, symbolCount: symbolCount, final: final)
  }

  /// Where an encoder's input repeats itself: every byte in `ranges` equals the one `distance`
  /// before it (a row that repeats the row above, `distance` the row's length). With a match at
  /// `distance` just taken, the encoder takes the next one there without comparing bytes: the
  /// same match, so the same output; ranges that do not hold would make a wrong stream.
  package struct Repeats: Sendable {
    /// How far back each byte's copy is (1…32,768; 0 for no ranges).
    package var distance: Int
    /// Ranges of the input (offsets in the data given to `compress`), in order, not overlapping,
    /// none starting before `distance`.
    package var ranges: [Range<Int>]

    package init(distance: Int = 0, ranges: [Range<Int>] = []) {
      precondition(
        ranges.isEmpty || (1...DeflateEncoder.window).contains(distance), "repeat distance outside the window")
      self.distance = ranges.isEmpty ? 0 : distance
      self.ranges = ranges
    }
  }

  // The helpers below take what they change as `inout` rather than being closures over the
  // caller's variables, which a debug build would box and check on every access.

  @inline(__always) private func literal(_ byte: UInt8, _ symbolCount: inout Int) {
    symbols[symbolCount] = UInt32(byte)
    literalFrequencies[Int(byte)] &+= 1
    symbolCount += 1
  }

  /// Takes the match `distance` back from `here` (position `p`) when it is longer than `best`.
  @inline(__always) private func consider(
    _ distance: Int, at p: Int, _ here: UnsafePointer<UInt8>, _ next4: UInt32, _ maxLength: Int,
    _ best: inout (length: Int, distance: Int)
  ) {
    guard distance > 0, distance <= p, distance <= Self.window else { return }
    let earlier = here - distance
    guard load32(earlier) == next4 else { return }
    let length = matchLength(here, earlier, maxLength)
    if length > best.length { best = (length, distance) }
  }

  @inline(__always) private func load32(_ p: UnsafePointer<UInt8>) -> UInt32 {
    UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)
  }

  /// How many bytes at `a` equal those at `b` (the first four known equal), up to `limit`.
  @inline(__always) private func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int)
    -> Int
  {
    var n = 4
    while n + 8 <= limit {
      let x =
        UnsafeRawPointer(a + n).loadUnaligned(as: UInt64.self) ^ UnsafeRawPointer(b + n).loadUnaligned(as: UInt64.self)
      if x != 0 { return n + x.littleEndian.trailingZeroBitCount >> 3 }
      n += 8
    }
    while n < limit && a[n] == b[n] { n += 1 }
    return n
  }

  private func memsetMinusOne(_ p: UnsafeMutablePointer<Int32>, count: Int) {
    UnsafeMutableRawPointer(p).initializeMemory(as: UInt8.self, repeating: 0xFF, count: count * 4)
  }

  private func clearFrequencies() {
    literalFrequencies.update(repeating: 0, count: 288)
    distanceFrequencies.update(repeating: 0, count: 32)
  }

  // MARK: - Blocks

  /// Writes the gathered symbols (standing for `base[from..<to]`) as one block, in whichever
  /// form is smallest, and clears the frequencies.
  private func writeBlock(_ base: UnsafePointer<UInt8>, from: Int, to: Int, symbolCount: Int, final: Bool) {
    defer { clearFrequencies() }
    literalFrequencies[256] = 1
    let extraBits = lengthAndDistanceExtraBits()
    let fixedBits =
      3 + HuffmanCode.fixedLiteralLength.cost(literalFrequencies) + HuffmanCode.fixedDistance.cost(distanceFrequencies)
      + extraBits
    // Dynamic codes need two used symbols in each alphabet to be complete codes.
    codeFrequencies.update(from: literalFrequencies, count: 286)
    Self.ensureTwoSymbols(codeFrequencies, count: 286)
    literalCode.build(frequencies: codeFrequencies, maxLength: 15, scratch: &scratch)
    codeFrequencies.update(from: distanceFrequencies, count: 30)
    Self.ensureTwoSymbols(codeFrequencies, count: 30)
    distanceCode.build(frequencies: codeFrequencies, maxLength: 15, scratch: &scratch)
    let header = DynamicHeader(
      literal: literalCode, distance: distanceCode, lengthsCode: &lengthsCode, scratch: &scratch)
    let dynamicBits =
      3 + header.bits + literalCode.cost(literalFrequencies) + distanceCode.cost(distanceFrequencies) + extraBits
    let storedBytes = to - from
    let storedBits = 3 + 7 + (storedBytes / 65535 + 1) * 32 + storedBytes * 8

    if storedBits <= min(fixedBits, dynamicBits) {
      writeStored(base + from, count: storedBytes, final: final)
      return
    }
    reserve(min(fixedBits, dynamicBits) / 8 + 16)
    writer.write(final ? 1 : 0, 1)
    if fixedBits <= dynamicBits {
      writer.write(1, 2)
      writeSymbols(symbolCount, literal: HuffmanCode.fixedLiteralLength, distance: HuffmanCode.fixedDistance)
    } else {
      writer.write(2, 2)
      header.write(to: &writer, lengthsCode: lengthsCode)
      writeSymbols(symbolCount, literal: literalCode, distance: distanceCode)
    }
  }

  private func lengthAndDistanceExtraBits() -> Int {
    var bits = 0
    for s in 0..<29 { bits += Int(literalFrequencies[257 + s]) * Int(DeflateTables.lengthExtra[s]) }
    for s in 0..<30 { bits += Int(distanceFrequencies[s]) * Int(DeflateTables.distanceExtra[s]) }
    return bits
  }

  /// Gives the first unused symbols a count of 1 until two symbols have one.
  static func ensureTwoSymbols(_ frequencies: UnsafeMutablePointer<UInt32>, count: Int) {
    var used = 0
    for s in 0..<count where frequencies[s] != 0 { used += 1 }
    var s = 0
    while used < 2 {
      if frequencies[s] == 0 {
        frequencies[s] = 1
        used += 1
      }
      s += 1
    }
  }

  private func writeSymbols(_ count: Int, literal: HuffmanCode, distance: HuffmanCode) {
    let tables = DeflateTables.pointers
    literal.lengths.withUnsafeBufferPointer { literalLengths in
      literal.codes.withUnsafeBufferPointer { literalCodes in
        // Each literal and each match length as one piece to write: its code, then the
        // length's extra bits; the bit count in the low byte, the bits above it.
        for s in 0..<256 {
          literalPieces[s] = UInt32(literalCodes[s]) << 8 | UInt32(literalLengths[s])
        }
        for l in 0..<256 {
          let symbol = Int(tables.lengthSymbol[l])
          let codeLength = UInt64(literalLengths[257 + symbol])
          let extra = UInt64(l + 3 - Int(tables.lengthBase[symbol]))
          lengthPieces[l] =
            (UInt64(literalCodes[257 + symbol]) | extra << codeLength) << 8 | codeLength
            + UInt64(tables.lengthExtra[symbol])
        }
        distance.lengths.withUnsafeBufferPointer { distanceLengths in
          distance.codes.withUnsafeBufferPointer { distanceCodes in
            // The bits go into a 64-bit buffer and all its whole bytes are stored after each
            // symbol, without a branch: a match's code, length, distance code and extra bits are
            // at most 48 bits, and at most 7 wait between symbols.
            var buffer = writer.pending
            var bitCount = writer.pendingCount
            var out = writer.pointer
            Self.flush(&buffer, &bitCount, &out)
            for i in 0..<count {
              let symbol = symbols[i]
              if symbol & 0x8000_0000 == 0 {
                let piece = literalPieces[Int(symbol)]
                buffer |= UInt64(piece >> 8) << UInt64(bitCount)
                bitCount += Int(piece & 0xFF)
              } else {
                // Stored as length - 3 and distance - 1.
                let piece = lengthPieces[Int(symbol >> 16 & 0xFF)]
                buffer |= (piece >> 8) << UInt64(bitCount)
                bitCount += Int(piece & 0xFF)
                let d = Int(symbol & 0xFFFF)
                let distanceSymbol = tables.distanceSymbol(d)
                let codeLength = UInt64(distanceLengths[distanceSymbol])
                let extra = UInt64(d + 1 - Int(tables.distanceBase[distanceSymbol]))
                buffer |= (UInt64(distanceCodes[distanceSymbol]) | extra << codeLength) << UInt64(bitCount)
                bitCount += Int(codeLength) + Int(tables.distanceExtra[distanceSymbol])
              }
              Self.flush(&buffer, &bitCount, &out)
            }
            writer = BitWriter(pointer: out, pending: buffer, pendingCount: bitCount)
            writer.write(UInt64(literalCodes[256]), Int(literalLengths[256]))
          }
        }
      }
    }
  }

  /// Stores the whole bytes of `buffer` (`bitCount` bits) at `out`, keeping the rest.
  @inline(__always) private static func flush(
    _ buffer: inout UInt64, _ bitCount: inout Int, _ out: inout UnsafeMutablePointer<UInt8>
  ) {
    UnsafeMutableRawPointer(out).storeBytes(of: buffer.littleEndian, as: UInt64.self)
    out += bitCount >> 3
    buffer &>>= UInt64(bitCount & ~7)
    bitCount &= 7
  }

  /// Stored blocks of at most 65,535 bytes.
  private func writeStored(_ bytes: UnsafePointer<UInt8>, count: Int, final: Bool) {
    var offset = 0
    repeat {
      let n = min(65535, count - offset)
      let last = offset + n == count
      reserve(n + 16)
      writer.write(final && last ? 1 : 0, 3)
      writer.align()
      writer.write(UInt64(n) | UInt64(~UInt16(n)) << 16, 32)
      writer.pointer.update(from: bytes + offset, count: n)
      writer.pointer += n
      offset += n
    } while offset < count
  }

  /// Makes room for `count` more bytes after the writer's position.
  private func reserve(_ count: Int) {
    let used = writer.pointer - output
    guard used + count > outputCapacity else { return }
    let capacity = max(outputCapacity * 2, used + count)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    grown.update(from: output, count: used)
    output.deallocate()
    output = grown
    outputCapacity = capacity
    writer.pointer = grown + used
  }
}

/// A dynamic block's header (RFC 1951 §3.2.7): the code lengths of both codes, run-length
/// coded with symbols 16–18, themselves Huffman coded.
private struct DynamicHeader {
  static let order: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  let literalCount: Int
  let distanceCount: Int
  let lengthsCount: Int
  /// The run-length coded lengths: symbol in the low byte, extra bits' value above.
  var runs: [UInt16] = []
  var bits = 0

  init(literal: HuffmanCode, distance: HuffmanCode, lengthsCode: inout HuffmanCode, scratch: inout HuffmanScratch) {
    var literalCount = 286
    while literalCount > 257 && literal.lengths[literalCount - 1] == 0 { literalCount -= 1 }
    var distanceCount = 30
    while distanceCount > 1 && distance.lengths[distanceCount - 1] == 0 { distanceCount -= 1 }
    self.literalCount = literalCount
    self.distanceCount = distanceCount
    let all = Array(literal.lengths[0..<literalCount]) + Array(distance.lengths[0..<distanceCount])
    var frequencies = [UInt32](repeating: 0, count: 19)
    var i = 0
    while i < all.count {
      let value = all[i]
      var run = 1
      while i + run < all.count && all[i + run] == value { run += 1 }
      i += run
      if value == 0 {
        while run >= 11 {
          let n = min(run, 138)
          runs.append(18 | UInt16(n - 11) << 8)
          run -= n
        }
        if run >= 3 {
          runs.append(17 | UInt16(run - 3) << 8)
          run = 0
        }
      } else {
        runs.append(UInt16(value))
        run -= 1
        while run >= 3 {
          let n = min(run, 6)
          runs.append(16 | UInt16(n - 3) << 8)
          run -= n
        }
      }
      for _ in 0..<run { runs.append(UInt16(value)) }
    }
    for r in runs { frequencies[Int(r & 0xFF)] += 1 }
    frequencies.withUnsafeMutableBufferPointer {
      DeflateEncoder.ensureTwoSymbols($0.baseAddress!, count: 19)
      lengthsCode.build(frequencies: $0.baseAddress!, maxLength: 7, scratch: &scratch)
    }
    var lengthsCount = 19
    while lengthsCount > 4 && lengthsCode.lengths[Self.order[lengthsCount - 1]] == 0 { lengthsCount -= 1 }
    self.lengthsCount = lengthsCount
    bits = 14 + 3 * lengthsCount
    for r in runs {
      let symbol = Int(r & 0xFF)
      bits += Int(lengthsCode.lengths[symbol]) + (symbol == 16 ? 2 : symbol == 17 ? 3 : symbol == 18 ? 7 : 0)
    }
  }

  func write(to writer: inout BitWriter, lengthsCode: HuffmanCode) {
    writer.write(UInt64(literalCount - 257), 5)
    writer.write(UInt64(distanceCount - 1), 5)
    writer.write(UInt64(lengthsCount - 4), 4)
    for i in 0..<lengthsCount { writer.write(UInt64(lengthsCode.lengths[Self.order[i]]), 3) }
    for r in runs {
      let symbol = Int(r & 0xFF)
      writer.write(UInt64(lengthsCode.codes[symbol]), Int(lengthsCode.lengths[symbol]))
      switch symbol {
      case 16: writer.write(UInt64(r >> 8), 2)
      case 17: writer.write(UInt64(r >> 8), 3)
      case 18: writer.write(UInt64(r >> 8), 7)
      default: break
      }
    }
  }
}

/// Deflate's length and distance alphabets (RFC 1951 §3.2.5).
enum DeflateTables {
  static let lengthBase: [UInt16] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  static let lengthExtra: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBase: [UInt16] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
    8193, 12289, 16385, 24577,
  ]
  static let distanceExtra: [UInt8] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]

  /// The length symbol (0–28, i.e. 257–285) of each match length minus 3.
  static let lengthSymbol: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256)
    for s in 0..<29 {
      let first = Int(lengthBase[s]) - 3
      let last = s == 28 ? 255 : min(255, first + (1 << Int(lengthExtra[s])) - 1)
      for l in first...last { table[l] = UInt8(s) }
    }
    // 258 has its own symbol (285), not 284's last extra value.
    table[255] = 28
    return table
  }()

  /// Distance symbols of distances minus 1: below 256 directly, above by the distance / 128.
  private static let distanceSymbols: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 512)
    for s in 0..<30 {
      let first = Int(distanceBase[s]) - 1
      let last = first + (1 << Int(distanceExtra[s])) - 1
      for d in first...last {
        if d < 256 { table[d] = UInt8(s) } else { table[256 + (d >> 7)] = UInt8(s) }
      }
    }
    return table
  }()

  @inline(__always) static func distanceSymbol(_ distanceMinusOne: Int) -> Int {
    Int(distanceMinusOne < 256 ? distanceSymbols[distanceMinusOne] : distanceSymbols[256 + (distanceMinusOne >> 7)])
  }

  /// The tables in memory of their own, for the loops that run once a symbol: a pointer read
  /// there costs no check that the global is made and no bounds check (each match looked two
  /// globals up, a call to `swift_once` each: a tenth of a 20-row render's deflate time).
  struct Pointers: @unchecked Sendable {
    let lengthSymbol: UnsafePointer<UInt8>
    let distanceSymbols: UnsafePointer<UInt8>
    let lengthExtra: UnsafePointer<UInt8>
    let distanceExtra: UnsafePointer<UInt8>
    let lengthBase: UnsafePointer<UInt16>
    let distanceBase: UnsafePointer<UInt16>

    init() {
      func copy<T>(_ table: [T]) -> UnsafePointer<T> {
        let p = UnsafeMutablePointer<T>.allocate(capacity: table.count)
        p.initialize(from: table, count: table.count)
        return UnsafePointer(p)
      }
      lengthSymbol = copy(DeflateTables.lengthSymbol)
      distanceSymbols = copy(DeflateTables.distanceSymbols)
      lengthExtra = copy(DeflateTables.lengthExtra)
      distanceExtra = copy(DeflateTables.distanceExtra)
      lengthBase = copy(DeflateTables.lengthBase)
      distanceBase = copy(DeflateTables.distanceBase)
    }

    /// `DeflateTables.distanceSymbol(_:)`.
    @inline(__always) func distanceSymbol(_ distanceMinusOne: Int) -> Int {
      Int(distanceMinusOne < 256 ? distanceSymbols[distanceMinusOne] : distanceSymbols[256 + (distanceMinusOne >> 7)])
    }
  }

  /// Made once and kept for the process.
  static let pointers = Pointers()
}
