import VellumSnapshot

/// Comparison flags shared by `compare` and `check`.
struct ComparisonFlags: OptionGroup {
  var threshold: String?
  var includeAA = false
  var maxDiffPixels: String?
  var maxDiffRatio: String?
  var ignore: [String] = []
  var tolerance: String?

  static let bindings: [FlagBinding<Self>] = [
    .option(
      \.threshold, "--threshold", "T",
      help: """
        use pixelmatch's perceptual metric with threshold T (0…1; 0.1 is
        pixelmatch's default); without it the comparison is exact
        """),
    .switch(\.includeAA, "--include-aa", help: "count anti-aliased pixels as different (needs --threshold)"),
    .option(\.maxDiffPixels, "--max-diff-pixels", "N", help: "allow up to N differing pixels"),
    .option(
      \.maxDiffRatio, "--max-diff-ratio", "R",
      help: """
        allow up to R (0…1) of all pixels to differ; with --max-diff-pixels
        the stricter limit wins
        """),
    .repeatable(\.ignore, "--ignore", "x,y,w,h", help: "exclude a rectangle (pixels from the top-left); repeatable"),
    .option(\.tolerance, "--tolerance", "N", help: "pixels whose every channel differs by at most N (0…255) are equal"),
  ]

  /// The options the flags describe.
  func options() throws(CLIError) -> ComparisonOptions {
    var options = ComparisonOptions()
    if let t = threshold {
      guard let v = Double(t), v >= 0, v <= 1 else { throw .usage("--threshold takes a number from 0 to 1") }
      options.metric = .pixelmatch(threshold: v, includeAA: includeAA)
    } else if includeAA {
      throw .usage("--include-aa applies to pixelmatch's metric: give --threshold too")
    }
    if let n = maxDiffPixels {
      guard let v = Int(n), v >= 0 else { throw .usage("--max-diff-pixels takes a whole number ≥ 0") }
      options.maxDiffPixels = v
    }
    if let r = maxDiffRatio {
      guard let v = Double(r), v >= 0, v <= 1 else { throw .usage("--max-diff-ratio takes a number from 0 to 1") }
      options.maxDiffPixelRatio = v
    }
    if let n = tolerance {
      guard let v = UInt8(n) else { throw .usage("--tolerance takes a whole number from 0 to 255") }
      options.channelTolerance = v
    }
    for region in ignore {
      let parts = region.split(separator: ",", omittingEmptySubsequences: false).map {
        Int(trimmed($0))
      }
      guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], w >= 0, h >= 0
      else {
        throw .usage("--ignore takes x,y,width,height in whole pixels, e.g. --ignore 0,0,1170,141")
      }
      options.ignoreRegions.append(IgnoreRegion(x: x, y: y, width: w, height: h))
    }
    return options
  }
}

/// `text` without the spaces and tabs around it.
func trimmed(_ text: Substring) -> Substring {
  let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
  guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) }) else {
    return ""
  }
  return text[first...last]
}
