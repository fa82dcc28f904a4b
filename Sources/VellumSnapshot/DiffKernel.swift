/// The per-pixel loop behind ``ImageComparison``: a bit-for-bit port of pixelmatch's
/// algorithm (mapbox/pixelmatch 5–7, ISC licence), plus ignore masks, a per-channel
/// tolerance and an exact metric. Images are RGBA8 buffers of `width * height * 4` bytes.
struct DiffKernel {
  struct Counts: Equatable {
    var diff = 0
    var antialiased = 0
    var ignored = 0
  }

  let width: Int
  let height: Int
  let options: ComparisonOptions

  /// Compares `img1` (expected) with `img2` (actual). `mask`, when given, holds one byte a
  /// pixel, non-zero for ignored pixels. `output`, when given, must be zero-filled and
  /// receives the diff image.
  func run(
    _ img1: UnsafeRawBufferPointer, _ img2: UnsafeRawBufferPointer,
    mask: UnsafeBufferPointer<UInt8>?, output: UnsafeMutableRawBufferPointer?
  ) -> Counts {
    let style = options.style
    let tolerance = Int(options.channelTolerance)
    var exact = true
    var maxDelta = 0.0
    var includeAA = true
    if case .pixelmatch(let threshold, let aa) = options.metric {
      exact = false
      // 35215 is the largest possible value of the YIQ squared distance.
      maxDelta = 35215 * threshold * threshold
      includeAA = aa
    }
    let paintBackground = !style.diffMask
    let alt = style.diffColorAlt ?? style.diffColor
    var counts = Counts()
    for y in 0..<height {
      for x in 0..<width {
        let i = y &* width &+ x
        let pos = i &* 4
        if let mask, mask[i] != 0 {
          counts.ignored += 1
          if let output, paintBackground { Self.draw(output, pos, style.ignoreColor) }
          continue
        }
        var differs = false
        var darker = false
        let a = Self.load(img1, i)
        let b = Self.load(img2, i)
        if a != b && !(tolerance > 0 && Self.within(a, b, tolerance)) {
          if exact {
            differs = true
            if output != nil { darker = Self.colorDelta(img1, img2, pos, pos, yOnly: true) > 0 }
          } else {
            let delta = Self.colorDelta(img1, img2, pos, pos, yOnly: false)
            if abs(delta) > maxDelta {
              if !includeAA
                && (antialiased(img1, x, y, img1, img2) || antialiased(img2, x, y, img2, img1))
              {
                counts.antialiased += 1
                if let output, paintBackground { Self.draw(output, pos, style.aaColor) }
                continue
              }
              differs = true
              darker = delta < 0
            }
          }
        }
        if differs {
          counts.diff += 1
          if let output { Self.draw(output, pos, darker ? alt : style.diffColor) }
        } else if let output, paintBackground {
          Self.drawGray(img1, pos, style.alpha, output)
        }
      }
    }
    return counts
  }

  /// pixelmatch's anti-aliasing test ("Anti-aliased Pixel and Intensity Slope Detector",
  /// V. Vysniauskas 2009): the pixel has at most two equal neighbours, both darker and
  /// brighter neighbours, and its darkest or brightest neighbour has 3+ equal siblings in
  /// both images.
  private func antialiased(
    _ img: UnsafeRawBufferPointer, _ x1: Int, _ y1: Int,
    _ a32: UnsafeRawBufferPointer, _ b32: UnsafeRawBufferPointer
  ) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let pos = (y1 * width + x1) * 4
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var minDelta = 0.0
    var maxDelta = 0.0
    var minX = 0
    var minY = 0
    var maxX = 0
    var maxY = 0
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        let delta = Self.colorDelta(img, img, pos, (y * width + x) * 4, yOnly: true)
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < minDelta {
          minDelta = delta
          minX = x
          minY = y
        } else if delta > maxDelta {
          maxDelta = delta
          maxX = x
          maxY = y
        }
      }
    }
    if minDelta == 0 || maxDelta == 0 { return false }
    return (hasManySiblings(a32, minX, minY) && hasManySiblings(b32, minX, minY))
      || (hasManySiblings(a32, maxX, maxY) && hasManySiblings(b32, maxX, maxY))
  }

  /// Whether the pixel has 3+ neighbours of exactly its colour (image edges count as one).
  private func hasManySiblings(_ img: UnsafeRawBufferPointer, _ x1: Int, _ y1: Int) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let value = Self.load(img, y1 * width + x1)
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        if value == Self.load(img, y * width + x) { zeroes += 1 }
        if zeroes > 2 { return true }
      }
    }
    return false
  }

  /// pixelmatch's colour distance (Kotsarenko & Ramos, YIQ NTSC): the squared YIQ distance
  /// between the pixels at byte offsets `k` and `m`, negative when the first is brighter;
  /// with `yOnly`, the signed brightness difference. Semi-transparent pixels are blended over
  /// a background chosen pseudo-randomly from the position `k`.
  @inline(__always)
  static func colorDelta(
    _ img1: UnsafeRawBufferPointer, _ img2: UnsafeRawBufferPointer, _ k: Int, _ m: Int, yOnly: Bool
  ) -> Double {
    let r1 = Int(img1[k])
    let g1 = Int(img1[k + 1])
    let b1 = Int(img1[k + 2])
    let a1 = Int(img1[k + 3])
    let r2 = Int(img2[m])
    let g2 = Int(img2[m + 1])
    let b2 = Int(img2[m + 2])
    let a2 = Int(img2[m + 3])
    let da = a1 - a2
    if r1 == r2 && g1 == g2 && b1 == b2 && da == 0 { return 0 }
    var dr = Double(r1 - r2)
    var dg = Double(g1 - g2)
    var db = Double(b1 - b2)
    if a1 < 255 || a2 < 255 {
      let rb = 48 + 159 * (k % 2)
      let gb = 48 + 159 * (Int(Double(k) / 1.618033988749895) % 2)
      let bb = 48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
      dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
      dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
      db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
    }
    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    if yOnly { return y }
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -delta : delta
  }

  @inline(__always)
  static func load(_ img: UnsafeRawBufferPointer, _ i: Int) -> UInt32 {
    img.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
  }

  /// Every one of the four channels differs by at most `tolerance`.
  @inline(__always)
  static func within(_ a: UInt32, _ b: UInt32, _ tolerance: Int) -> Bool {
    var shift: UInt32 = 0
    while shift < 32 {
      let ca = Int((a >> shift) & 0xFF)
      let cb = Int((b >> shift) & 0xFF)
      if abs(ca - cb) > tolerance { return false }
      shift += 8
    }
    return true
  }

  @inline(__always)
  static func draw(_ output: UnsafeMutableRawBufferPointer, _ pos: Int, _ color: DiffColor) {
    output[pos] = color.r
    output[pos + 1] = color.g
    output[pos + 2] = color.b
    output[pos + 3] = 255
  }

  /// The expected pixel's brightness, faded towards white by `alpha` and its own alpha;
  /// stored with JavaScript's `Uint8Array` conversion (truncation, modulo 256).
  @inline(__always)
  static func drawGray(
    _ img: UnsafeRawBufferPointer, _ i: Int, _ alpha: Double, _ output: UnsafeMutableRawBufferPointer
  ) {
    let luma = Double(img[i]) * 0.29889531 + Double(img[i + 1]) * 0.58662247 + Double(img[i + 2]) * 0.11448223
    let value = 255 + (luma - 255) * alpha * Double(img[i + 3]) / 255
    let byte = toUInt8(value)
    output[i] = byte
    output[i + 1] = byte
    output[i + 2] = byte
    output[i + 3] = 255
  }

  /// ECMAScript ToUint8: truncate towards zero, wrap modulo 256, NaN and infinities to 0.
  @inline(__always)
  static func toUInt8(_ value: Double) -> UInt8 {
    if value >= 0 && value < 256 { return UInt8(value) }
    guard value.isFinite else { return 0 }
    let wrapped = value.rounded(.towardZero).truncatingRemainder(dividingBy: 256)
    return UInt8(wrapped < 0 ? wrapped + 256 : wrapped)
  }
}
