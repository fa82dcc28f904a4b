import CZlib
import Testing

@testable import VellumDeflate

/// Every output is inflated by zlib, which checks the stream's structure, the codes'
/// completeness and (in zlib format) the Adler-32.
@Suite struct DeflateEncoderTests {
  /// A reproducible byte generator.
  struct Noise {
    var state: UInt32
    mutating func next() -> UInt8 {
      state = state &* 1_103_515_245 &+ 12345
      return UInt8(truncatingIfNeeded: state >> 16)
    }
  }

  /// Inflates raw deflate `stream`, primed with `dictionary`, expecting `expected` bytes.
  func inflateRaw(_ stream: [UInt8], dictionary: [UInt8] = [], expected: Int) -> [UInt8]? {
    var z = z_stream()
    guard inflateInit2_(&z, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
    defer { inflateEnd(&z) }
    if !dictionary.isEmpty {
      guard inflateSetDictionary(&z, dictionary, UInt32(dictionary.count)) == Z_OK else { return nil }
    }
    var input = stream
    var out = [UInt8](repeating: 0, count: expected + 64)
    let rc = input.withUnsafeMutableBufferPointer { i in
      out.withUnsafeMutableBufferPointer { o in
        z.next_in = i.baseAddress
        z.avail_in = UInt32(i.count)
        z.next_out = o.baseAddress
        z.avail_out = UInt32(o.count)
        return inflate(&z, Z_FINISH)
      }
    }
    guard rc == Z_STREAM_END, z.avail_in == 0 else { return nil }
    return Array(out.prefix(Int(z.total_out)))
  }

  func compressed(_ data: [UInt8], from start: Int = 0, final: Bool = true, hints: DeflateEncoder.Hints = .init())
    -> [UInt8]
  {
    var out: [UInt8] = []
    data.withUnsafeBufferPointer { DeflateEncoder(hints: hints).compress($0, from: start, final: final, into: &out) }
    return out
  }

  /// A screen-like RGB image with a filter byte per row: flat bands, rows repeated, "text"
  /// (noise in a few columns) and a gradient.
  func screen(width: Int, height: Int, seed: UInt32 = 7) -> [UInt8] {
    var noise = Noise(state: seed)
    var bytes: [UInt8] = []
    bytes.reserveCapacity((width * 3 + 1) * height)
    for y in 0..<height {
      bytes.append(0)
      for x in 0..<width {
        let band = (y / 40) % 4
        var pixel: (UInt8, UInt8, UInt8) =
          band == 0
          ? (242, 242, 247)
          : band == 1 ? (255, 255, 255) : band == 2 ? (0, 122, 255) : (UInt8(x % 256), UInt8(y % 256), 128)
        if band == 1 && x > 40 && x < 200 && y % 40 > 12 && y % 40 < 28 && noise.next() < 90 {
          pixel = (noise.next(), noise.next(), noise.next())
        }
        bytes += [pixel.0, pixel.1, pixel.2]
      }
    }
    return bytes
  }

  @Test(arguments: [0, 1, 2, 3, 4, 5, 7, 8, 9, 100, 258, 259, 4096, 65_535, 65_536, 200_000])
  func runsNoiseAndTextInflateBack(_ size: Int) {
    var noise = Noise(state: UInt32(size) &+ 1)
    for kind in 0..<4 {
      let data = (0..<size).map { i -> UInt8 in
        switch kind {
        case 0: return 0
        case 1: return noise.next()
        case 2: return Array("the quick brown fox jumps over the lazy dog ".utf8)[i % 44]
        default: return i % 5000 < 2500 ? UInt8(i % 3 * 40) : noise.next()
        }
      }
      #expect(inflateRaw(compressed(data), expected: size) == data, "kind \(kind), \(size) bytes")
    }
  }

  @Test func screensInflateBackWithAndWithoutHints() {
    let width = 390
    let data = screen(width: width, height: 300)
    let hinted = compressed(data, hints: .init(bytesPerPixel: 3, rowLength: width * 3 + 1))
    let plain = compressed(data)
    #expect(inflateRaw(hinted, expected: data.count) == data)
    #expect(inflateRaw(plain, expected: data.count) == data)
    // The hints find the row-above and pixel-left matches the hash misses.
    #expect(hinted.count <= plain.count)
    // About as small as zlib at level 1 on the same bytes.
    var bound = compressBound(UInt(data.count))
    var zlibBytes = [UInt8](repeating: 0, count: Int(bound))
    #expect(compress2(&zlibBytes, &bound, data, UInt(data.count), 1) == Z_OK)
    #expect(Double(hinted.count) <= Double(bound) * 1.15, "\(hinted.count) bytes against zlib's \(bound)")
  }

  /// Matches at the window's edge, and a row distance beyond it (which must not be used).
  @Test func distancesUpToTheWindow() {
    var noise = Noise(state: 3)
    let block = (0..<DeflateEncoder.window).map { _ in noise.next() }
    let data = block + block + block.prefix(1000)
    #expect(inflateRaw(compressed(data), expected: data.count) == data)
    #expect(compressed(data).count < block.count + block.count / 10)
    let wide = compressed(data, hints: .init(bytesPerPixel: 4, rowLength: DeflateEncoder.window + 1))
    #expect(inflateRaw(wide, expected: data.count) == data)
  }

  /// Pieces compressed separately (each reaching back into the data before it) join into one
  /// stream; the dictionary variant is what parallel blocks use.
  @Test func piecesJoinIntoOneStream() {
    let data = screen(width: 300, height: 200, seed: 9)
    let hints = DeflateEncoder.Hints(bytesPerPixel: 3, rowLength: 901)
    let cuts = [0, 1, 50_000, 50_001, 120_000, data.count]
    var stream: [UInt8] = []
    let encoder = DeflateEncoder(hints: hints)
    for k in 0..<(cuts.count - 1) {
      let windowStart = max(0, cuts[k] - DeflateEncoder.window)
      let piece = Array(data[windowStart..<cuts[k + 1]])
      piece.withUnsafeBufferPointer {
        encoder.compress($0, from: cuts[k] - windowStart, final: k == cuts.count - 2, into: &stream)
      }
    }
    #expect(inflateRaw(stream, expected: data.count) == data)
    // A piece after the first inflates with the window before it as a preset dictionary.
    let dictionary = Array(data[(50_001 - DeflateEncoder.window)..<50_001])
    let piece = compressed(dictionary + data[50_001..<120_000], from: dictionary.count, hints: hints)
    #expect(inflateRaw(piece, dictionary: dictionary, expected: 120_000 - 50_001) == Array(data[50_001..<120_000]))
  }

  @Test func aPieceThatIsNotFinalEndsOnAByteBoundaryWithAnEmptyStoredBlock() {
    let out = compressed(Array(repeating: 7, count: 1000), final: false)
    #expect(Array(out.suffix(4)) == [0, 0, 0xFF, 0xFF])
    #expect(inflateRaw(out + compressed([], final: true), expected: 1000) == Array(repeating: 7, count: 1000))
  }

  @Test func theSameInputGivesTheSameBytes() {
    let data = screen(width: 500, height: 120, seed: 5)
    let hints = DeflateEncoder.Hints(bytesPerPixel: 3, rowLength: 1501)
    let encoder = DeflateEncoder(hints: hints)
    var first: [UInt8] = []
    var second: [UInt8] = []
    data.withUnsafeBufferPointer {
      encoder.compress($0, from: 0, final: true, into: &first)
      encoder.compress($0, from: 0, final: true, into: &second)
    }
    #expect(first == second)
    #expect(compressed(data, hints: hints) == first)
  }

  /// The encoder's bytes are pinned: every golden PNG holds them, so a change to how blocks
  /// are matched or coded would change every golden. Fixed (dynamic codes), fixed-code and
  /// stored blocks, a stream in pieces; the digests were taken from the encoder as of 2026-12.
  @Test func theBytesArePinned() {
    func digest(_ bytes: [UInt8]) -> UInt64 {
      bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
    let screen = screen(width: 390, height: 900, seed: 11)
    let hints = DeflateEncoder.Hints(bytesPerPixel: 3, rowLength: 1171)
    var noise = Noise(state: 5)
    let mixed = (0..<70_000).map { (i: Int) -> UInt8 in i % 7000 < 300 ? noise.next() : UInt8(i / 7000) }
    let stored = (0..<40_000).map { _ in noise.next() }
    var pieces: [UInt8] = []
    let encoder = DeflateEncoder(hints: hints)
    screen.withUnsafeBufferPointer { all in
      for (start, end) in [(0, 400_000), (400_000, screen.count)] {
        let from = max(0, start - DeflateEncoder.window)
        encoder.compress(
          UnsafeBufferPointer(rebasing: all[from..<end]), from: start - from, final: end == screen.count, into: &pieces)
      }
    }
    let digests = [
      digest(compressed(screen, hints: hints)), digest(compressed(screen)), digest(compressed(mixed)),
      digest(compressed(Array("abc".utf8))), digest(compressed(stored)), digest(pieces),
    ]
    let expected: [UInt64] = [
      0xBB2F_F39A_18F4_E679, 0x2AF8_1A51_F2E7_4DCA, 0x7D2E_2C2F_1623_D528, 0x6271_6AC1_520C_1EBE, 0x0F4F_6740_40BB_1C85,
      0xEC3C_143E_3330_9310,
    ]
    #expect(digests == expected, "\(digests.map { String($0, radix: 16) })")
  }

  /// Told where rows repeat the row above, the encoder gives the bytes it gives without being
  /// told: whole runs of repeated rows, parts of them, at other distances too (a pixel's), in a
  /// stream cut into pieces.
  @Test func repeatsGiveTheSameBytes() {
    let width = 390
    let rowLength = width * 3 + 1
    let data = screen(width: width, height: 600, seed: 4)
    // Every range where a byte equals the one `distance` before it, at least `minimum` long.
    func ranges(_ data: ArraySlice<UInt8>, distance: Int, minimum: Int) -> [Range<Int>] {
      var found: [Range<Int>] = []
      var start: Int?
      for i in data.indices.dropFirst(distance) {
        if data[i] == data[i - distance] {
          if start == nil { start = i }
        } else if let s = start {
          if i - s >= minimum { found.append(s - data.startIndex..<i - data.startIndex) }
          start = nil
        }
      }
      if let s = start, data.endIndex - s >= minimum {
        found.append(s - data.startIndex..<data.endIndex - data.startIndex)
      }
      return found
    }
    let hints = DeflateEncoder.Hints(bytesPerPixel: 3, rowLength: rowLength)
    let plain = compressed(data, hints: hints)
    for (distance, minimum) in [(rowLength, rowLength), (rowLength, 1), (3, 300), (rowLength * 2, 50)] {
      let all = ranges(data[...], distance: distance, minimum: minimum)
      #expect(!all.isEmpty)
      // All of them, then every other one, then each cut in two with a gap.
      let halves = all.flatMap { r in
        [r.lowerBound..<r.lowerBound + r.count / 3, r.lowerBound + r.count / 2..<r.upperBound]
      }
      .filter { !$0.isEmpty }
      for given in [all, all.enumerated().filter { $0.offset % 2 == 0 }.map(\.element), halves] {
        var out: [UInt8] = []
        data.withUnsafeBufferPointer {
          DeflateEncoder(hints: hints).compress(
            $0, from: 0, final: true, repeats: .init(distance: distance, ranges: given), into: &out)
        }
        #expect(out == plain, "distance \(distance), \(given.count) ranges")
      }
    }
    // In pieces, each told of the ranges in its own data (window included).
    var pieces: [UInt8] = []
    var told: [UInt8] = []
    let encoder = DeflateEncoder(hints: hints)
    data.withUnsafeBufferPointer { all in
      for (start, end) in [(0, 100_000), (100_000, 350_000), (350_000, data.count)] {
        let from = max(0, start - DeflateEncoder.window)
        let piece = UnsafeBufferPointer(rebasing: all[from..<end])
        let final = end == data.count
        encoder.compress(piece, from: start - from, final: final, into: &pieces)
        let repeats = DeflateEncoder.Repeats(
          distance: rowLength, ranges: ranges(data[from..<end], distance: rowLength, minimum: rowLength))
        encoder.compress(piece, from: start - from, final: final, repeats: repeats, into: &told)
      }
    }
    #expect(told == pieces)
    #expect(inflateRaw(told, expected: data.count) == data)
  }

  /// Incompressible input is stored, so it grows by a few bytes per block only.
  @Test func noiseIsStored() {
    var noise = Noise(state: 99)
    let data = (0..<300_000).map { _ in noise.next() }
    let out = compressed(data)
    #expect(out.count <= data.count + 5 * (data.count / 32_000 + 2))
    #expect(inflateRaw(out, expected: data.count) == data)
  }

  /// Frequencies that make Huffman's algorithm go deeper than 15 bits (Fibonacci counts) get
  /// limited codes that are still complete.
  @Test func codesAreLimitedTo15Bits() {
    var frequencies = [UInt32](repeating: 0, count: 286)
    // With the end-of-block symbol's 1: 1, 1, 2, 3, 5, … (a Huffman tree 24 deep).
    var a: UInt32 = 1
    var b: UInt32 = 2
    for s in 0..<24 {
      frequencies[s] = a
      (a, b) = (b, a + b)
    }
    frequencies[256] = 1
    var code = HuffmanCode(symbols: 286)
    var scratch = HuffmanScratch()
    defer { scratch.deallocate() }
    frequencies.withUnsafeBufferPointer { code.build(frequencies: $0.baseAddress!, maxLength: 15, scratch: &scratch) }
    #expect(code.lengths.max() == 15)
    let kraft = code.lengths.filter { $0 > 0 }.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }
    #expect(kraft == 1)
    // The same through the encoder: bytes whose counts follow the Fibonacci numbers.
    var data: [UInt8] = []
    var noise = Noise(state: 1)
    for s in 0..<22 {
      for _ in 0..<frequencies[s] { data.append(UInt8(s)) }
    }
    for i in stride(from: data.count - 1, to: 0, by: -1) {
      let j = Int(noise.next()) * Int(noise.next()) % (i + 1)
      data.swapAt(i, j)
    }
    #expect(inflateRaw(compressed(data), expected: data.count) == data)
  }

  /// Random mixtures of runs, repeats at random distances and noise, at random starts.
  @Test func randomStreamsInflateBack() {
    var noise = Noise(state: 2024)
    for round in 0..<60 {
      var data: [UInt8] = []
      let target = Int(noise.next()) * 40 + Int(noise.next())
      while data.count < target {
        switch noise.next() % 4 {
        case 0: data += Array(repeating: noise.next(), count: Int(noise.next()) + 1)
        case 1:
          if !data.isEmpty {
            let distance = 1 + (Int(noise.next()) << 8 | Int(noise.next())) % min(data.count, 40_000)
            for _ in 0..<(Int(noise.next()) + 3) { data.append(data[data.count - distance]) }
          }
        default: for _ in 0..<(Int(noise.next()) % 40) { data.append(noise.next()) }
        }
      }
      let start = data.isEmpty ? 0 : Int(noise.next()) % data.count
      let hints = DeflateEncoder.Hints(bytesPerPixel: Int(noise.next() % 5), rowLength: Int(noise.next()) * 20)
      let out = compressed(data, from: start, hints: hints)
      let dictionary = Array(data[max(0, start - DeflateEncoder.window)..<start])
      #expect(
        inflateRaw(out, dictionary: dictionary, expected: data.count - start) == Array(data[start...]), "round \(round)"
      )
    }
  }
}

@Suite struct Adler32Tests {
  @Test(arguments: [0, 1, 15, 16, 17, 5552, 65_535, 65_536, 65_537, 300_001])
  func matchesZlib(_ size: Int) {
    var noise = DeflateEncoderTests.Noise(state: UInt32(size))
    // All 0xFF bytes are the worst case for the lanes' running sums.
    for data in [(0..<size).map { _ in noise.next() }, [UInt8](repeating: 0xFF, count: size)] {
      let expected = UInt32(data.withUnsafeBufferPointer { adler32(1, $0.baseAddress, UInt32(size)) })
      #expect(data.withUnsafeBufferPointer { Adler32($0).value } == expected)
      // In two pieces, updated and combined.
      let cut = size / 3
      data.withUnsafeBufferPointer { all in
        var running = Adler32(UnsafeBufferPointer(rebasing: all[..<cut]))
        let tail = Adler32(UnsafeBufferPointer(rebasing: all[cut...]))
        #expect(Adler32.combine(running, tail, lengthOfB: size - cut).value == expected)
        running.update(UnsafeBufferPointer(rebasing: all[cut...]))
        #expect(running.value == expected)
      }
    }
  }
}
