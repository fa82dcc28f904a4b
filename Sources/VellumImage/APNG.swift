import CZlib

/// Animated PNG (APNG): frames that are complete PNGs of one size become one file that browsers
/// play, looping. Each frame keeps its own compressed pixel data (IDAT chunks become `fdAT`).
public enum APNG {
  public enum Failure: Error, CustomStringConvertible {
    case notAPNG(frame: Int)
    case sizeMismatch(frame: Int)
    public var description: String {
      switch self {
      case .notAPNG(let i): "frame \(i) is not a PNG Vellum wrote"
      case .sizeMismatch(let i): "frame \(i) differs in size from the first"
      }
    }
  }

  /// One animated PNG from `frames` (PNG files), each shown for `delay` milliseconds.
  public static func assemble(_ frames: [[UInt8]], delayMilliseconds delay: Int) throws(Failure) -> [UInt8] {
    var out = PNGDecoder.signature
    var sequence: UInt32 = 0
    var header: [UInt8] = []
    for (i, png) in frames.enumerated() {
      guard let chunks = chunks(png), let ihdr = chunks.first(where: { $0.type == "IHDR" }) else {
        throw .notAPNG(frame: i)
      }
      if i == 0 {
        header = ihdr.data
        out += chunk("IHDR", ihdr.data)
        out += chunk("acTL", be(UInt32(frames.count)) + be(0))
      } else if ihdr.data != header {
        throw .sizeMismatch(frame: i)
      }
      // fcTL: the frame covers the whole canvas, replaces what was there, lasts `delay` ms.
      let control =
        be(sequence) + Array(header[0..<8]) + be(0) + be(0) + be16(UInt16(clamping: delay)) + be16(1000) + [0, 0]
      out += chunk("fcTL", control)
      sequence += 1
      for c in chunks where c.type == "IDAT" {
        if i == 0 {
          out += chunk("IDAT", c.data)
        } else {
          out += chunk("fdAT", be(sequence) + c.data)
          sequence += 1
        }
      }
    }
    out += chunk("IEND", [])
    return out
  }

  /// The chunks of a PNG, or nil if it is not one.
  static func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])]? {
    guard png.count > 8, Array(png[0..<8]) == PNGDecoder.signature else { return nil }
    var result: [(String, [UInt8])] = []
    var i = 8
    while i + 12 <= png.count {
      let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
      guard length >= 0, i + 12 + length <= png.count else { return nil }
      let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
      result.append((type, Array(png[(i + 8)..<(i + 8 + length)])))
      i += 12 + length
    }
    return result
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    var crc = crc32(0, nil, 0)
    crc = (typeBytes + data).withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
    return be(UInt32(data.count)) + typeBytes + data + be(UInt32(crc))
  }

  static func be(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }
  static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
}
