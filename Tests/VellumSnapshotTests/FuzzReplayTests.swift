import Foundation
import Testing
import VellumCairo
import VellumSnapshot

/// The fuzzers' targets (`FuzzTargets`, the code `fuzz/` runs under libFuzzer and
/// AddressSanitizer) over mutated inputs, in the test command's short form: a few hundred
/// mutants of the samples and of the goldens, different ones each run. A crash or a hang here is
/// a fuzzing find. The real runs are `scripts/fuzz.sh` (30 minutes a harness, in
/// `scripts/long-checks.sh`), which also catch memory errors that only a sanitizer sees.
@Suite struct FuzzReplayTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  static func files(under folder: String, _ keep: (String) -> Bool) -> [[UInt8]] {
    let all = (FileManager.default.enumerator(atPath: root + "/" + folder)?.allObjects as? [String] ?? []).sorted()
    return all.filter(keep).compactMap { FileManager.default.contents(atPath: root + "/" + folder + "/" + $0) }
      .map(Array.init)
  }

  /// Crash, timeout and out-of-memory inputs a local `scripts/fuzz.sh` run left in `.build/fuzz/`.
  static func finds(_ harness: String) -> [[UInt8]] {
    files(under: ".build/fuzz/" + harness) { name in
      !name.contains("/") && ["crash-", "timeout-", "oom-", "leak-"].contains(where: name.hasPrefix)
    }
  }

  @Test func documentMutantsNeverCrash() throws {
    let seeds = Self.files(under: "Samples") { $0.hasSuffix(".json") && !$0.contains("/assets/") }
    #expect(seeds.count >= 100)
    let renderer = try Renderer()
    var mutator = ByteMutator(label: "documents")
    // Half of them edit a value token and stay valid JSON, so that most reach layout and painting.
    let mutants = (0..<600).map { $0 % 2 == 0 ? mutator.mutant(of: seeds) : mutator.valueMutant(of: seeds) }
    var decoded = 0
    for input in Self.finds("document") + mutants where FuzzTargets.document(input, renderer: renderer) {
      decoded += 1
    }
    // Enough of them get past the decoder to exercise layout and painting.
    #expect(decoded >= 75, "\(decoded) of \(mutants.count) mutants decoded")
  }

  @Test func pngMutantsNeverCrash() throws {
    // Small goldens, as scripts/fuzz.sh seeds its PNG harness.
    let seeds = Self.files(under: "Snapshots") { $0.hasSuffix(".png") }.filter { $0.count < 100_000 }
    #expect(seeds.count >= 100)
    var mutator = ByteMutator(label: "PNGs")
    for input in Self.finds("png") + (0..<300).map({ _ in mutator.mutant(of: seeds) }) {
      FuzzTargets.png(input)
    }
  }
}

extension FuzzReplayTests {
  /// Symbol SVGs beside the samples, and arcs, transforms and templates at their edges.
  static let svgSeeds: [[UInt8]] =
    files(under: "Samples") { $0.hasSuffix(".svg") }
    + [
      #"<svg viewBox="0 0 24 24"><path d="M10 10 A1e-300 1e-300 0 1 1 20 20 a4 2 30 1 0 3 3 Z" stroke="black"/></svg>"#,
      #"<svg width="48" height="48"><g transform="rotate(45 12 12) skewX(10) scale(2 1)"><circle cx="6" cy="6" r="4"/><rect x="1" y="1" width="9" height="5" rx="2"/><polyline points="0 0 4 4 8 0" fill="none" stroke="red"/></g></svg>"#,
      #"<svg><g id="Notes"/><g id="Guides"><path id="Baseline-M" d="M0 80h100"/><path id="Capline-M" d="M0 10h100"/>"#
        + #"</g><g id="Symbols"><g id="Regular-M"><path class="hierarchical-0:primary" d="M10 20c0-5 5-10 10-10s10 5 10 10q5 5 0 10t-10 0z"/>"#
        + #"<ellipse class="hierarchical-1:secondary" cx="50" cy="50" rx="9" ry="4"/></g></g></svg>"#,
    ].map { Array($0.utf8) }

  @Test func svgMutantsNeverCrash() {
    #expect(Self.svgSeeds.count >= 6)
    var mutator = ByteMutator(label: "SVGs")
    var read = 0
    for input in Self.finds("svg") + (0..<400).map({ _ in mutator.mutant(of: Self.svgSeeds) })
    where FuzzTargets.svg(input) {
      read += 1
    }
    #expect(read >= 40, "\(read) of 400 mutants read")
  }

  @Test func markdownMutantsNeverCrash() {
    let brackets = String(repeating: "[", count: 60) + String(repeating: "](x)", count: 40)
    let seeds = [
      "Markdown reads **bold**, *italic*, ***both***, `code`, ~~struck~~ and [links](https://example.com).",
      "***a** b* [x `]` y](u) ~~c~ \\[ ``d`` e_f_ _g_ [[a](1)](2) [t](<u v>) *a **b** c*",
      brackets + String(repeating: "a* _b_ ", count: 20),
    ].map { Array($0.utf8) }
    var mutator = ByteMutator(label: "markdown")
    for input in Self.finds("markdown") + (0..<400).map({ _ in mutator.mutant(of: seeds) }) {
      FuzzTargets.markdown(input)
    }
  }
}

/// Single-edit and splicing byte mutations, as libFuzzer's default mutators make, from a seed:
/// the time, or `VELLUM_FUZZ_SEED` to repeat a run (the seed is printed first, so a crash can
/// be repeated).
struct ByteMutator {
  private var state: UInt64

  init(label: String) {
    let seed =
      ProcessInfo.processInfo.environment["VELLUM_FUZZ_SEED"].flatMap { UInt64($0) }
      ?? UInt64(Date().timeIntervalSince1970)
    FileHandle.standardError.write(
      Data("fuzz replay of \(label): seed \(seed) (VELLUM_FUZZ_SEED=\(seed) repeats it)\n".utf8))
    state = seed
  }

  /// SplitMix64.
  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  private mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }

  /// Bytes that change a JSON document's or a PNG's structure when they land in it.
  static let interesting: [UInt8] = Array("\"{}[],:-0.9e\\ ".utf8) + [0x00, 0x7F, 0x80, 0xFF]

  /// A random seed document with one value token (a string that is not a key, a number, `true`,
  /// `false` or `null`) replaced by another: mostly one of the same type, often a value taken
  /// from elsewhere in the document (a name that is valid somewhere), so the result stays valid
  /// JSON and often decodes.
  mutating func valueMutant(of seeds: [[UInt8]]) -> [UInt8] {
    let bytes = seeds[below(seeds.count)]
    let tokens = Self.valueTokens(bytes)
    guard !tokens.isEmpty else { return bytes }
    let target = tokens[below(tokens.count)]
    let isString = bytes[target.lowerBound] == UInt8(ascii: "\"")
    let numbers = ["0", "1", "-1", "0.5", "2", "3", "44", "1000.5", "10000", "1e6", "1e308", "-1e9"]
    let strings = ["\"\"", "\"bogus\"", "\"#FFF\"", "\"#12345678\"", "\"star.fill\"", "\"a.png\"", "\"../a.png\""]
    let replacement: [UInt8]
    switch below(10) {
    case 0..<5:
      // Another token of the document, of the same kind when there is one.
      let sameKind = tokens.filter { (bytes[$0.lowerBound] == UInt8(ascii: "\"")) == isString }
      replacement = Array(bytes[sameKind[below(sameKind.count)]])
    case 5..<8:
      replacement = Array((isString ? strings : numbers)[below(isString ? strings.count : numbers.count)].utf8)
    case 8: replacement = Array((isString ? numbers : strings)[below(isString ? numbers.count : strings.count)].utf8)
    default: replacement = Array(["true", "false", "null", "{}", "[]"][below(5)].utf8)
    }
    return Array(bytes[..<target.lowerBound]) + replacement + bytes[target.upperBound...]
  }

  /// The byte ranges of a JSON text's value tokens (keys excluded).
  static func valueTokens(_ bytes: [UInt8]) -> [Range<Int>] {
    var tokens: [Range<Int>] = []
    var i = 0
    while i < bytes.count {
      let c = bytes[i]
      if c == UInt8(ascii: "\"") {
        var j = i + 1
        while j < bytes.count && bytes[j] != UInt8(ascii: "\"") { j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1 }
        let end = min(j + 1, bytes.count)
        var k = end
        while k < bytes.count && (bytes[k] == 0x20 || bytes[k] == 0x0A || bytes[k] == 0x09 || bytes[k] == 0x0D) {
          k += 1
        }
        if k >= bytes.count || bytes[k] != UInt8(ascii: ":") { tokens.append(i..<end) }
        i = end
      } else if c == UInt8(ascii: "-") || (0x30...0x39).contains(c) || c == UInt8(ascii: "t") || c == UInt8(ascii: "f")
        || c == UInt8(ascii: "n")
      {
        var j = i + 1
        while j < bytes.count && !Set(Array(" \n\t\r,]}".utf8)).contains(bytes[j]) { j += 1 }
        tokens.append(i..<j)
        i = j
      } else {
        i += 1
      }
    }
    return tokens
  }

  /// One to three edits of a random seed (or of two spliced).
  mutating func mutant(of seeds: [[UInt8]]) -> [UInt8] {
    var bytes = seeds[below(seeds.count)]
    for _ in 0...below(3) {
      let at = below(bytes.count)
      switch below(7) {
      case 0 where !bytes.isEmpty: bytes[at] ^= UInt8(1) << UInt8(below(8))
      case 1 where !bytes.isEmpty: bytes[at] = Self.interesting[below(Self.interesting.count)]
      case 2 where !bytes.isEmpty: bytes.removeSubrange(at..<min(bytes.count, at + 1 + below(16)))
      case 3 where !bytes.isEmpty:
        let span = Array(bytes[at..<min(bytes.count, at + 1 + below(64))])
        bytes.insert(contentsOf: span, at: below(bytes.count))
      case 4: bytes.removeSubrange(at..<bytes.count)
      case 5:
        let other = seeds[below(seeds.count)]
        bytes = Array(bytes[..<at]) + other[below(other.count)...]
      default:
        // A number that is out of every range.
        let numbers = ["1e308", "-1", "99999999", "0.0000001", "-0", "1e-400"]
        bytes.insert(contentsOf: Array(numbers[below(numbers.count)].utf8), at: at)
      }
    }
    return bytes
  }
}
