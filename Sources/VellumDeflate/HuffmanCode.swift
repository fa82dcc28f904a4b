/// A canonical Huffman code as deflate writes it (RFC 1951 §3.2.2): a length per symbol and
/// the codes those lengths give, stored bit-reversed because deflate packs bits from the
/// least significant end.
struct HuffmanCode {
  var lengths: [UInt8]
  var codes: [UInt16]

  init(symbols: Int) {
    lengths = [UInt8](repeating: 0, count: symbols)
    codes = [UInt16](repeating: 0, count: symbols)
  }

  /// The fixed literal/length code of RFC 1951 §3.2.6.
  static let fixedLiteralLength: HuffmanCode = {
    var code = HuffmanCode(symbols: 288)
    for s in 0..<288 { code.lengths[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8 }
    code.assignCodes()
    return code
  }()

  /// The fixed distance code: five bits each.
  static let fixedDistance: HuffmanCode = {
    var code = HuffmanCode(symbols: 30)
    for s in 0..<30 { code.lengths[s] = 5 }
    code.assignCodes()
    return code
  }()

  /// Sets `lengths` to an optimal prefix code for `frequencies` no longer than `maxLength`
  /// bits, then assigns the codes. Symbols with frequency 0 get no code. The caller gives at
  /// least two symbols a non-zero frequency, so the code is complete (what inflaters expect).
  /// Ties are broken by symbol number, so the code depends on the frequencies alone.
  mutating func build(frequencies: UnsafePointer<UInt32>, maxLength: Int, scratch: inout HuffmanScratch) {
    lengths.withUnsafeMutableBufferPointer {
      Self.setLengths($0, frequencies: frequencies, maxLength: maxLength, scratch: &scratch)
    }
    assignCodes()
  }

  /// `build`'s lengths.
  private static func setLengths(
    _ lengths: UnsafeMutableBufferPointer<UInt8>, frequencies: UnsafePointer<UInt32>, maxLength: Int,
    scratch: inout HuffmanScratch
  ) {
    let count = lengths.count
    lengths.update(repeating: 0)
    // Used symbols sorted by (frequency, symbol): the least frequent first.
    var used = 0
    for s in 0..<count where frequencies[s] != 0 {
      scratch.keys[used] = UInt64(frequencies[s]) << 16 | UInt64(s)
      used += 1
    }
    if used == 0 { return }
    if used == 1 {
      lengths[Int(scratch.keys[0] & 0xFFFF)] = 1
      return
    }
    scratch.sortByFrequency(used)

    // Huffman's algorithm with two queues (leaves in order, then the internal nodes, which are
    // made in order of weight): internal node j's weight and parent; a leaf's parent.
    var leaf = 0
    var node = 0
    for j in 0..<(used - 1) {
      var weight: UInt64 = 0
      for _ in 0..<2 {
        if leaf < used && (node >= j || scratch.keys[leaf] >> 16 <= scratch.weights[node]) {
          weight += scratch.keys[leaf] >> 16
          scratch.leafParent[leaf] = Int32(j)
          leaf += 1
        } else {
          weight += scratch.weights[node]
          scratch.nodeParent[node] = Int32(j)
          node += 1
        }
      }
      scratch.weights[j] = weight
    }
    // Depths: the root is the last node, and a node's parent always comes after it.
    let root = used - 2
    scratch.depth[root] = 0
    if root > 0 {
      for j in stride(from: root - 1, through: 0, by: -1) {
        scratch.depth[j] = scratch.depth[Int(scratch.nodeParent[j])] + 1
      }
    }
    // How many leaves at each length, the deeper ones folded into maxLength, then the Kraft sum
    // brought back to exactly 1: take a leaf off the longest length and split a shorter leaf.
    let lengthCount = scratch.lengthCount
    lengthCount.update(repeating: 0, count: maxLength + 1)
    for i in 0..<used {
      let depth = Int(scratch.depth[Int(scratch.leafParent[i])]) + 1
      lengthCount[min(depth, maxLength)] += 1
    }
    var total = 0
    for l in 1...maxLength { total += lengthCount[l] << (maxLength - l) }
    while total > 1 << maxLength {
      lengthCount[maxLength] -= 1
      for l in stride(from: maxLength - 1, through: 1, by: -1) where lengthCount[l] > 0 {
        lengthCount[l] -= 1
        lengthCount[l + 1] += 2
        break
      }
      total -= 1
    }
    // The shortest lengths to the most frequent symbols.
    var next = used - 1
    for l in 1...maxLength {
      for _ in 0..<lengthCount[l] {
        lengths[Int(scratch.keys[next] & 0xFFFF)] = UInt8(l)
        next -= 1
      }
    }
  }

  /// Canonical codes from `lengths` (RFC 1951 §3.2.2), bit-reversed.
  mutating func assignCodes() {
    // Codes of each length, then the next code of each length: 16 counters on the stack.
    var counts = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
    withUnsafeMutableBytes(of: &counts) { raw in
      let lengthCount = raw.bindMemory(to: UInt16.self)
      lengths.withUnsafeBufferPointer { lengths in
        codes.withUnsafeMutableBufferPointer { codes in
          for l in lengths where l > 0 { lengthCount[Int(l)] += 1 }
          var code: UInt16 = 0
          var previousCount: UInt16 = 0
          for bits in 1..<16 {
            code = (code &+ previousCount) << 1
            previousCount = lengthCount[bits]
            lengthCount[bits] = code
          }
          for s in 0..<lengths.count {
            let l = Int(lengths[s])
            guard l > 0 else {
              codes[s] = 0
              continue
            }
            codes[s] = lengthCount[l].bitReversed(length: l)
            lengthCount[l] &+= 1
          }
        }
      }
    }
  }

  /// Bits to write `frequencies` with this code.
  func cost(_ frequencies: UnsafePointer<UInt32>) -> Int {
    var bits = 0
    for s in 0..<lengths.count { bits += Int(frequencies[s]) * Int(lengths[s]) }
    return bits
  }
}

/// Working memory for `HuffmanCode.build`, allocated once per encoder.
struct HuffmanScratch {
  var keys = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 288)
  /// `sortByFrequency`'s second array and its 256 buckets.
  var sorted = UnsafeMutablePointer<UInt64>.allocate(capacity: 288)
  var buckets = UnsafeMutablePointer<Int>.allocate(capacity: 256)
  /// Leaves of each length, 0…15.
  var lengthCount = UnsafeMutablePointer<Int>.allocate(capacity: 16)
  var weights = UnsafeMutablePointer<UInt64>.allocate(capacity: 288)
  var leafParent = UnsafeMutablePointer<Int32>.allocate(capacity: 288)
  var nodeParent = UnsafeMutablePointer<Int32>.allocate(capacity: 288)
  var depth = UnsafeMutablePointer<Int32>.allocate(capacity: 288)

  /// Sorts `keys[0..<count]` (frequency << 16 | symbol, put in in symbol order) into
  /// (frequency, symbol) order: a stable radix sort on the frequency's bytes, as many passes as
  /// the largest frequency has bytes (one or two in a block); a comparison sort was a third of
  /// a block's code building.
  mutating func sortByFrequency(_ count: Int) {
    var largest: UInt64 = 0
    for i in 0..<count { largest = max(largest, keys[i] >> 16) }
    var source = keys.baseAddress!
    var target = sorted
    var shift: UInt64 = 16
    while largest > 0 {
      buckets.update(repeating: 0, count: 256)
      for i in 0..<count { buckets[Int(source[i] >> shift & 0xFF)] += 1 }
      var sum = 0
      for b in 0..<256 {
        let n = buckets[b]
        buckets[b] = sum
        sum += n
      }
      for i in 0..<count {
        let key = source[i]
        let b = Int(key >> shift & 0xFF)
        target[buckets[b]] = key
        buckets[b] += 1
      }
      swap(&source, &target)
      shift += 8
      largest >>= 8
    }
    if source != keys.baseAddress! { keys.baseAddress!.update(from: source, count: count) }
  }

  func deallocate() {
    keys.deallocate()
    sorted.deallocate()
    buckets.deallocate()
    lengthCount.deallocate()
    weights.deallocate()
    leafParent.deallocate()
    nodeParent.deallocate()
    depth.deallocate()
  }
}

extension UInt16 {
  /// The low `length` bits (1…16) in reverse order.
  func bitReversed(length: Int) -> UInt16 {
    var v = self
    v = (v & 0x5555) << 1 | (v >> 1) & 0x5555
    v = (v & 0x3333) << 2 | (v >> 2) & 0x3333
    v = (v & 0x0F0F) << 4 | (v >> 4) & 0x0F0F
    v = v << 8 | v >> 8
    return v >> UInt16(16 - length)
  }
}
