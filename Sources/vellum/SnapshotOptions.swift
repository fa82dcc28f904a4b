import VellumSnapshot

/// Comparison flags shared by `compare` and `check`.
enum SnapshotOptionFlags {
  static let flags: [Flag] = [
    .option(
      "--threshold", "T",
      help: """
        use pixelmatch's perceptual metric with threshold T (0…1; 0.1 is
        pixelmatch's default); without it the comparison is exact
        """),
    .switch("--include-aa", help: "count anti-aliased pixels as different (needs --threshold)"),
    .option("--max-diff-pixels", "N", help: "allow up to N differing pixels"),
    .option(
      "--max-diff-ratio", "R",
      help: """
        allow up to R (0…1) of all pixels to differ; with --max-diff-pixels
        the stricter limit wins
        """),
    .option(
      "--ignore", "x,y,w,h", help: "exclude a rectangle (pixels from the top-left); repeatable", repeatable: true),
    .option("--tolerance", "N", help: "pixels whose every channel differs by at most N (0…255) are equal"),
  ]

  /// The options the flags describe.
  static func parse(_ a: Arguments) throws(CLIError) -> ComparisonOptions {
    var options = ComparisonOptions()
    if let t = a.value("--threshold") {
      guard let v = Double(t), v >= 0, v <= 1 else { throw .usage("--threshold takes a number from 0 to 1") }
      options.metric = .pixelmatch(threshold: v, includeAA: a.has("--include-aa"))
    } else if a.has("--include-aa") {
      throw .usage("--include-aa applies to pixelmatch's metric: give --threshold too")
    }
    if let n = a.value("--max-diff-pixels") {
      guard let v = Int(n), v >= 0 else { throw .usage("--max-diff-pixels takes a whole number ≥ 0") }
      options.maxDiffPixels = v
    }
    if let r = a.value("--max-diff-ratio") {
      guard let v = Double(r), v >= 0, v <= 1 else { throw .usage("--max-diff-ratio takes a number from 0 to 1") }
      options.maxDiffPixelRatio = v
    }
    if let n = a.value("--tolerance") {
      guard let v = UInt8(n) else { throw .usage("--tolerance takes a whole number from 0 to 255") }
      options.channelTolerance = v
    }
    for region in a.all("--ignore") {
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
