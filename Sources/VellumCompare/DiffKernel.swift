import VellumImage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One image's rows as ``DiffKernel`` reads them: a whole RGBA image, or the slots of a
/// `PNGRowReader` (RGB or RGBA rows of the last few chunks decoded). Pixels come out as one
/// RGBA word (R in the low byte); a 3-byte pixel gets alpha 255.
struct PixelRows {
  let base: UnsafeRawPointer
  let chunkRows: Int
  let slots: Int
  let slotBytes: Int
  let pitch: Int
  /// Bytes before each row's first pixel (a PNG row's filter byte).
  let offset: Int
  /// 3 or 4 bytes a pixel. A 3-byte row must be readable one byte past its end.
  let channels: Int
  /// `width * channels`.
  let rowBytes: Int

  /// A whole RGBA image of `width` pixels a row.
  init(image: UnsafeRawBufferPointer, width: Int, height: Int) {
    base = image.baseAddress ?? UnsafeRawPointer(bitPattern: 0x10)!
    chunkRows = max(height, 1)
    slots = 1
    slotBytes = 0
    pitch = width * 4
    offset = 0
    channels = 4
    rowBytes = width * 4
  }

  /// The rows a reader holds, or their first `columns` pixels (the overlap of two images of
  /// different widths); valid until its next ``PNGRowReader/read()``.
  init(_ reader: PNGRowReader, columns: Int? = nil) {
    base = UnsafeRawPointer(reader.storage)
    chunkRows = reader.chunkRows
    slots = reader.slots
    slotBytes = reader.slotBytes
    pitch = reader.pitch
    offset = 1
    channels = reader.channels
    rowBytes = min(columns ?? reader.width, reader.width) * reader.channels
  }

  @inline(__always)
  func row(_ y: Int) -> UnsafeRawPointer {
    let chunk = y / chunkRows
    return base + ((chunk % slots) &* slotBytes &+ (y &- chunk &* chunkRows) &* pitch &+ offset)
  }

  @inline(__always)
  func pixel(_ row: UnsafeRawPointer, _ x: Int) -> UInt32 {
    if channels == 4 { return UInt32(littleEndian: row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)) }
    return UInt32(littleEndian: row.loadUnaligned(fromByteOffset: x &* 3, as: UInt32.self)) & 0x00FF_FFFF | 0xFF00_0000
  }

  @inline(__always)
  func pixel(_ x: Int, _ y: Int) -> UInt32 { pixel(row(y), x) }
}

/// The per-pixel loop behind ``ImageComparison``: a bit-for-bit port of pixelmatch's
/// algorithm (mapbox/pixelmatch 5–7, ISC licence), plus ignore masks, a per-channel
/// tolerance and an exact metric. Images are ``PixelRows``; mask and output cover the whole
/// `width * height` image, or, with a ``Layout``, a band of its rows in a buffer that may be
/// wider than the image (a diff canvas padded to the larger of two sizes).
struct DiffKernel {
  /// Where row `y` of the image starts in a mask (1 byte a pixel) or output (4 bytes a pixel):
  /// at pixel `(y - firstRow) * stride`.
  struct Layout {
    var firstRow: Int
    var stride: Int
  }

  struct Counts: Equatable {
    var diff = 0
    var antialiased = 0
    var ignored = 0
    /// No pixel of the rows run differs in any byte (ignored pixels included).
    var identical = true
  }

  let width: Int
  let height: Int
  let options: ComparisonOptions

  /// Compares rows `rows` of `img1` (expected) with `img2` (actual), adding to `counts`. For
  /// row `y`, rows `y - 2 ... y + 2` (those inside the image) must be readable (pixelmatch's
  /// anti-aliasing test looks that far). `mask`, when given, holds one byte a pixel, non-zero
  /// for ignored pixels. `output`, when given, must be zero-filled and receives the diff
  /// image. Without an output (or with one that paints differences only, `diffMask`), rows
  /// whose bytes are equal are skipped with one `memcmp`.
  /// `maskLayout` and `outputLayout` place the rows in their buffers (default: the whole image,
  /// `width` pixels a row). pixelmatch's blending of translucent pixels keys on the pixel's
  /// place in the image, not in the buffer.
  func run(
    _ img1: PixelRows, _ img2: PixelRows, rows: Range<Int>,
    mask: UnsafeBufferPointer<UInt8>?, output: UnsafeMutableRawBufferPointer?, into counts: inout Counts,
    maskLayout: Layout? = nil, outputLayout: Layout? = nil
  ) {
    let maskAt = maskLayout ?? Layout(firstRow: 0, stride: width)
    let outputAt = outputLayout ?? Layout(firstRow: 0, stride: width)
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
    let sameLayout = img1.channels == img2.channels
    let skipEqualRuns = sameLayout && mask == nil && output == nil
    // An exact count of differing pixels needs no pixel words: compare their bytes.
    let countOnly = skipEqualRuns && exact && tolerance == 0
    for y in rows {
      let row1 = img1.row(y)
      let row2 = img2.row(y)
      if sameLayout {
        if memcmp(row1, row2, img1.rowBytes) == 0 {
          // An equal row paints nothing unless the background is painted (or ignored pixels are).
          if output == nil || !paintBackground {
            if let mask {
              counts.ignored += Self.nonZero(mask, from: (y &- maskAt.firstRow) &* maskAt.stride, count: width)
            }
            continue
          }
        } else {
          counts.identical = false
        }
      }
      if countOnly {
        counts.diff += Self.differingPixels(row1, row2, width: width, channels: img1.channels)
        continue
      }
      // The rows around this one, for the anti-aliasing test.
      let w1 = Window(img1, y, height: height)
      let w2 = Window(img2, y, height: height)
      let maskRow = (y &- maskAt.firstRow) &* maskAt.stride
      let outputRow = (y &- outputAt.firstRow) &* outputAt.stride
      var x = 0
      while x < width {
        // Without a mask or an output, equal pixels change nothing: skip runs of 8.
        if skipEqualRuns && x &+ 8 <= width && Self.equalRun(row1, row2, from: x, channels: img1.channels) {
          x &+= 8
          continue
        }
        defer { x &+= 1 }
        // The pixel's byte offset in a whole RGBA image (pixelmatch's `pos`), and in the output.
        let k = (y &* width &+ x) &* 4
        let pos = (outputRow &+ x) &* 4
        let a = img1.pixel(row1, x)
        let b = img2.pixel(row2, x)
        if a != b { counts.identical = false }
        if let mask, mask[maskRow &+ x] != 0 {
          counts.ignored += 1
          if let output, paintBackground { Self.draw(output, pos, style.ignoreColor) }
          continue
        }
        var differs = false
        var darker = false
        if a != b && !(tolerance > 0 && Self.within(a, b, tolerance)) {
          if exact {
            differs = true
            if output != nil { darker = Self.colorDelta(a, b, k, yOnly: true) > 0 }
          } else {
            let delta = Self.colorDelta(a, b, k, yOnly: false)
            if abs(delta) > maxDelta {
              if !includeAA
                && (antialiased(w1, x, y, other: w2) || antialiased(w2, x, y, other: w1))
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
          Self.drawGray(a, pos, style.alpha, output)
        }
      }
    }
  }

  /// Pixels whose bytes differ between two rows of the same layout. A 3-byte row is read
  /// one byte past its end (``PixelRows`` guarantees that byte).
  private static func differingPixels(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, width: Int, channels: Int)
    -> Int
  {
    var n = 0
    if channels == 4 {
      for x in 0..<width {
        let offset = x &* 4
        if a.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
          != b.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        {
          n &+= 1
        }
      }
    } else {
      for x in 0..<width {
        let offset = x &* 3
        let differ =
          a.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
          ^ b.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        if UInt32(littleEndian: differ) & 0x00FF_FFFF != 0 { n &+= 1 }
      }
    }
    return n
  }

  /// Whether pixels `x ..< x + 8` of two rows of the same layout have the same bytes.
  @inline(__always)
  private static func equalRun(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, from x: Int, channels: Int) -> Bool {
    let start = x &* channels
    var differ =
      a.loadUnaligned(fromByteOffset: start, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: start, as: UInt64.self)
    differ |=
      a.loadUnaligned(fromByteOffset: start &+ 8, as: UInt64.self)
      ^ b.loadUnaligned(fromByteOffset: start &+ 8, as: UInt64.self)
    differ |=
      a.loadUnaligned(fromByteOffset: start &+ 16, as: UInt64.self)
      ^ b.loadUnaligned(fromByteOffset: start &+ 16, as: UInt64.self)
    if channels == 4 {
      differ |=
        a.loadUnaligned(fromByteOffset: start &+ 24, as: UInt64.self)
        ^ b.loadUnaligned(fromByteOffset: start &+ 24, as: UInt64.self)
    }
    return differ == 0
  }

  /// Non-zero bytes among `count` bytes of `mask` from `start`.
  private static func nonZero(_ mask: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Int {
    var n = 0
    for i in start..<start + count where mask[i] != 0 { n += 1 }
    return n
  }

  /// pixelmatch's anti-aliasing test ("Anti-aliased Pixel and Intensity Slope Detector",
  /// V. Vysniauskas 2009): the pixel has at most two equal neighbours, both darker and
  /// brighter neighbours, and its darkest or brightest neighbour has 3+ equal siblings in
  /// both images.
  private func antialiased(_ img: Window, _ x1: Int, _ y1: Int, other: Window) -> Bool {
    let inside = x1 > 0 && x1 < width &- 1 && y1 > 0 && y1 < height &- 1
    let pos = (y1 &* width &+ x1) &* 4
    // `img` is centred on `y1`: its rows above and below are clamped to the image already.
    let (above, middle, below) = (img.r1, img.r2, img.r3)
    let center = img.pixel(middle, x1)
    var zeroes = inside ? 0 : 1
    var minDelta = 0.0
    var maxDelta = 0.0
    var minX = 0
    var minY = 0
    var maxX = 0
    var maxY = 0
    /// One neighbour; true once three neighbours equal the pixel (the test has failed).
    @inline(__always) func visit(_ row: UnsafeRawPointer, _ x: Int, _ y: Int) -> Bool {
      let delta = Self.colorDelta(center, img.pixel(row, x), pos, yOnly: true)
      if delta == 0 {
        zeroes += 1
        return zeroes > 2
      } else if delta < minDelta {
        minDelta = delta
        minX = x
        minY = y
      } else if delta > maxDelta {
        maxDelta = delta
        maxX = x
        maxY = y
      }
      return false
    }
    // Columns left to right, rows top to bottom in each (pixelmatch's order: ties go to the first).
    if inside {
      // All eight neighbours, unrolled.
      let (xl, xr, yu, yd) = (x1 &- 1, x1 &+ 1, y1 &- 1, y1 &+ 1)
      if visit(above, xl, yu) || visit(middle, xl, y1) || visit(below, xl, yd) || visit(above, x1, yu)
        || visit(below, x1, yd) || visit(above, xr, yu) || visit(middle, xr, y1) || visit(below, xr, yd)
      {
        return false
      }
    } else {
      let (x0, x2, y0, y2) = (max(x1 - 1, 0), min(x1 + 1, width - 1), max(y1 - 1, 0), min(y1 + 1, height - 1))
      var x = x0
      while x <= x2 {
        var y = y0
        while y <= y2 {
          defer { y &+= 1 }
          if x == x1 && y == y1 { continue }
          if visit(y < y1 ? above : (y > y1 ? below : middle), x, y) { return false }
        }
        x &+= 1
      }
    }
    if minDelta == 0 || maxDelta == 0 { return false }
    return (hasManySiblings(img, minX, minY) && hasManySiblings(other, minX, minY))
      || (hasManySiblings(img, maxX, maxY) && hasManySiblings(other, maxX, maxY))
  }

  /// Whether the pixel has 3+ neighbours of exactly its colour (image edges count as one).
  private func hasManySiblings(_ img: Window, _ x1: Int, _ y1: Int) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let (above, middle, below) = (img.row(y0), img.row(y1), img.row(y2))
    let value = img.pixel(middle, x1)
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var x = x0
    while x <= x2 {
      var y = y0
      while y <= y2 {
        defer { y &+= 1 }
        if x == x1 && y == y1 { continue }
        let row = y < y1 ? above : (y > y1 ? below : middle)
        if value == img.pixel(row, x) { zeroes += 1 }
        if zeroes > 2 { return true }
      }
      x &+= 1
    }
    return false
  }

  /// Rows `y - 2 ... y + 2` of one image (those inside it), looked up once per row of the
  /// main loop: pixelmatch's anti-aliasing test reads no further.
  private struct Window {
    let center: Int
    let channels: Int
    let r0: UnsafeRawPointer
    let r1: UnsafeRawPointer
    let r2: UnsafeRawPointer
    let r3: UnsafeRawPointer
    let r4: UnsafeRawPointer

    @inline(__always)
    init(_ rows: PixelRows, _ y: Int, height: Int) {
      center = y
      channels = rows.channels
      r2 = rows.row(y)
      r1 = y >= 1 ? rows.row(y - 1) : r2
      r0 = y >= 2 ? rows.row(y - 2) : r1
      r3 = y + 1 < height ? rows.row(y + 1) : r2
      r4 = y + 2 < height ? rows.row(y + 2) : r3
    }

    /// Image row `y` (within two rows of the centre).
    @inline(__always)
    func row(_ y: Int) -> UnsafeRawPointer {
      switch y &- center {
      case -2: r0
      case -1: r1
      case 0: r2
      case 1: r3
      default: r4
      }
    }

    @inline(__always)
    func pixel(_ row: UnsafeRawPointer, _ x: Int) -> UInt32 {
      if channels == 4 { return UInt32(littleEndian: row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)) }
      return UInt32(littleEndian: row.loadUnaligned(fromByteOffset: x &* 3, as: UInt32.self)) & 0x00FF_FFFF
        | 0xFF00_0000
    }
  }

  /// pixelmatch's colour distance (Kotsarenko & Ramos, YIQ NTSC): the squared YIQ distance
  /// between two RGBA pixels, negative when the first is brighter; with `yOnly`, the signed
  /// brightness difference. Semi-transparent pixels are blended over a background chosen
  /// pseudo-randomly from `k`, the first pixel's byte offset in an RGBA image.
  @inline(__always)
  static func colorDelta(_ p1: UInt32, _ p2: UInt32, _ k: Int, yOnly: Bool) -> Double {
    if p1 == p2 { return 0 }
    let r1 = Int(p1 & 0xFF)
    let g1 = Int((p1 >> 8) & 0xFF)
    let b1 = Int((p1 >> 16) & 0xFF)
    let a1 = Int(p1 >> 24)
    let r2 = Int(p2 & 0xFF)
    let g2 = Int((p2 >> 8) & 0xFF)
    let b2 = Int((p2 >> 16) & 0xFF)
    let a2 = Int(p2 >> 24)
    let da = a1 - a2
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
  static func drawGray(_ pixel: UInt32, _ i: Int, _ alpha: Double, _ output: UnsafeMutableRawBufferPointer) {
    let luma =
      Double(pixel & 0xFF) * 0.29889531 + Double((pixel >> 8) & 0xFF) * 0.58662247 + Double((pixel >> 16) & 0xFF)
      * 0.11448223
    let value = 255 + (luma - 255) * alpha * Double(pixel >> 24) / 255
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
