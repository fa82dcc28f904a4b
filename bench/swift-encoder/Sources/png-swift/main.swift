// png-swift image.png [runs]: Vellum's own PNGEncoder.writeCairoRows on the image's pixels held
// as Cairo holds them (premultiplied ARGB32, opaque), fed in strips of 1024 rows as
// Renderer.writePNG does, for several encoder options. Options take turns run by run; prints
// median wall and CPU milliseconds and the PNG size.
import Glibc
import VellumCairo

let args = CommandLine.arguments
guard args.count >= 2 else {
  print("usage: png-swift image.png [runs]")
  exit(64)
}
let runs = args.count > 2 ? Int(args[2]) ?? 20 : 20
let image = try PNGDecoder.decode(contentsOf: args[1])
let (w, h) = (image.width, image.height)
let argb: [UInt32] = image.pixels.withUnsafeBufferPointer { p in
  (0..<(w * h)).map { i in 0xFF00_0000 | UInt32(p[4 * i]) << 16 | UInt32(p[4 * i + 1]) << 8 | UInt32(p[4 * i + 2]) }
}

func ms(_ clock: clockid_t) -> Double {
  var t = timespec()
  clock_gettime(clock, &t)
  return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
}

func median(_ v: [Double]) -> Double {
  let s = v.sorted()
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// `v` with one decimal, right-aligned in `width` characters.
func fixed(_ v: Double, _ width: Int) -> String {
  let tenths = Int((v * 10).rounded())
  let s = "\(tenths / 10).\(tenths % 10)"
  return String(repeating: " ", count: max(0, width - s.count)) + s
}

func pad(_ s: String, _ width: Int) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }

/// Encodes the whole image; returns the PNG size.
func encode(_ options: PNGEncoder.Options) throws -> Int {
  var size = 0
  let e = try PNGEncoder(width: w, height: h, hasAlpha: false, options: options) { size += $0.count }
  try argb.withUnsafeBytes { raw in
    let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
    var top = 0
    while top < h {
      let rows = min(1024, h - top)
      try e.writeCairoRows(base + top * w * 4, stride: w * 4, rows: rows)
      top += rows
    }
  }
  return size
}

// Vellum's own deflate (one level) under each row filter.
let options: [PNGEncoder.Options] = PNGEncoder.Filter.allCases.map { .init(filter: $0) }
var wall = [[Double]](repeating: [], count: options.count)
var cpu = [[Double]](repeating: [], count: options.count)
var sizes = [Int](repeating: 0, count: options.count)
for _ in 0..<runs {
  for (i, o) in options.enumerated() {
    let (t0, c0) = (ms(CLOCK_MONOTONIC), ms(CLOCK_PROCESS_CPUTIME_ID))
    sizes[i] = try encode(o)
    cpu[i].append(ms(CLOCK_PROCESS_CPUTIME_ID) - c0)
    wall[i].append(ms(CLOCK_MONOTONIC) - t0)
  }
}
print("\(w)x\(h), Vellum's PNGEncoder.writeCairoRows (Swift, release), median of \(runs) runs\n")
print(pad("options", 44) + "    wall ms     cpu ms    size KB")
for (i, o) in options.enumerated() {
  let name = o == PNGEncoder.Options() ? "filter \(o.filter) (Vellum's default)" : "filter \(o.filter)"
  print(pad(name, 44) + fixed(median(wall[i]), 11) + fixed(median(cpu[i]), 11) + fixed(Double(sizes[i]) / 1024, 11))
}
