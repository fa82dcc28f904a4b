/// Writes deflate's bit stream, least significant bit first, into memory the caller has made
/// room for. Keeps fewer than 32 bits pending between calls.
struct BitWriter {
  var pointer: UnsafeMutablePointer<UInt8>
  var pending: UInt64
  var pendingCount: Int

  /// Appends the low `count` bits of `value` (`count` ≤ 32, `value` has no higher bits set).
  @inline(__always)
  mutating func write(_ value: UInt64, _ count: Int) {
    pending |= value << UInt64(pendingCount)
    pendingCount += count
    if pendingCount >= 32 {
      UnsafeMutableRawPointer(pointer).storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
      pointer += 4
      pending >>= 32
      pendingCount -= 32
    }
  }

  /// Pads with zero bits to a byte boundary and writes out everything pending.
  mutating func align() {
    while pendingCount > 0 {
      pointer.pointee = UInt8(truncatingIfNeeded: pending)
      pointer += 1
      pending >>= 8
      pendingCount -= 8
    }
    pending = 0
    pendingCount = 0
  }
}
