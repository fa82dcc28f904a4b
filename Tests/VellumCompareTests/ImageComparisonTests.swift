import Testing
import VellumCompare
import VellumImage

@Suite struct ExactComparisonTests {
  @Test func identicalTakesFastPath() {
    let image = RGBAImage.filled(10, 10)
    let result = ImageComparison.compare(expected: image, actual: image)
    #expect(result.identical && result.passed)
    #expect(result.diffPixels == 0 && result.totalPixels == 100)
    #expect(result.diffImage == nil)
    #expect(result.summary == "0 pixels differ (0.00 % of 100); allowed 0 pixels (exact)")
  }

  @Test func identicalWithDiffAlwaysPaintsFadedGrey() throws {
    let image = RGBAImage.filled(3, 2, (255, 255, 255, 255)).setting(1, 1, (0, 0, 0, 255))
    let result = ImageComparison.compare(
      expected: image, actual: image, options: ComparisonOptions(diffImage: .always))
    #expect(result.identical && result.passed)
    let diff = try #require(result.diffImage)
    #expect(diff.pixel(0, 0) == [255, 255, 255, 255])
    #expect(diff.pixel(1, 1) == [229, 229, 229, 255])  // 255 - 255 * 0.1, truncated
  }

  @Test func oneDifferentPixelFails() throws {
    let expected = RGBAImage.filled(4, 4)
    let actual = expected.setting(2, 1, (200, 200, 201, 255))
    let result = ImageComparison.compare(expected: expected, actual: actual)
    #expect(!result.identical && !result.passed)
    #expect(result.diffPixels == 1 && result.ratio == 1.0 / 16)
    let diff = try #require(result.diffImage)
    #expect(diff.pixel(2, 1) == [255, 0, 0, 255])
    #expect(diff.pixel(0, 0)[0] > 200)  // faded grey background
    #expect(result.summary == "1 pixel differs (6.25 % of 16); allowed 0 pixels (exact)")
  }

  @Test func alternativeColourMarksDarkerPixels() throws {
    let expected = RGBAImage.filled(3, 1)
    let actual = expected.setting(0, 0, (100, 100, 100, 255)).setting(2, 0, (250, 250, 250, 255))
    var options = ComparisonOptions()
    options.style.diffColorAlt = DiffColor(0, 255, 0)
    let diff = try #require(ImageComparison.compare(expected: expected, actual: actual, options: options).diffImage)
    #expect(diff.pixel(0, 0) == [0, 255, 0, 255])
    #expect(diff.pixel(2, 0) == [255, 0, 0, 255])
  }

  @Test func diffMaskLeavesUnchangedPixelsTransparent() throws {
    let expected = RGBAImage.filled(2, 1)
    let actual = expected.setting(1, 0, (0, 0, 0, 255))
    let options = ComparisonOptions(style: DiffStyle(diffMask: true))
    let diff = try #require(ImageComparison.compare(expected: expected, actual: actual, options: options).diffImage)
    #expect(diff.pixels == [0, 0, 0, 0, 255, 0, 0, 255])
  }

  @Test func neverPolicyCountsWithoutImage() {
    let expected = RGBAImage.filled(2, 2)
    let result = ImageComparison.compare(
      expected: expected, actual: expected.setting(0, 0, (0, 0, 0, 0)), options: ComparisonOptions(diffImage: .never))
    #expect(result.diffPixels == 1 && result.diffImage == nil)
  }
}

@Suite struct ToleranceTests {
  let expected = RGBAImage.filled(3, 1, (100, 100, 100, 200))

  @Test func channelsWithinToleranceAreEqual() {
    let actual = expected.setting(0, 0, (103, 97, 100, 203)).setting(1, 0, (104, 100, 100, 200))
      .setting(2, 0, (100, 100, 100, 196))
    let result = ImageComparison.compare(
      expected: expected, actual: actual, options: ComparisonOptions(channelTolerance: 3))
    #expect(result.diffPixels == 2)  // R off by 4; A off by 4 (alpha is a channel too)
    let strict = ImageComparison.compare(expected: expected, actual: actual)
    #expect(strict.diffPixels == 3)
  }

  @Test func toleranceAppliesToPixelmatchToo() {
    let flat = RGBAImage.filled(5, 5, (0, 0, 0, 255))
    let actual = flat.setting(2, 2, (40, 40, 40, 255))
    let pm = ComparisonOptions(metric: .pixelmatch(threshold: 0.1))
    #expect(ImageComparison.compare(expected: flat, actual: actual, options: pm).diffPixels == 1)
    var tolerant = pm
    tolerant.channelTolerance = 40
    #expect(ImageComparison.compare(expected: flat, actual: actual, options: tolerant).diffPixels == 0)
  }

  /// threshold t forgives a squared YIQ distance up to 35215·t²: a grey step of 10 levels
  /// has distance ≈ 0.5053·10² ≈ 50.5, under 352 (t = 0.1) but over 31.7 (t = 0.03).
  @Test func thresholdIsOnSquaredYIQDistance() {
    let flat = RGBAImage.filled(5, 5, (0, 0, 0, 255))
    let actual = flat.setting(2, 2, (10, 10, 10, 255))
    let loose = ImageComparison.compare(
      expected: flat, actual: actual, options: ComparisonOptions(metric: .pixelmatch(threshold: 0.1)))
    let tight = ImageComparison.compare(
      expected: flat, actual: actual, options: ComparisonOptions(metric: .pixelmatch(threshold: 0.03)))
    #expect(loose.diffPixels == 0 && tight.diffPixels == 1)
  }
}

@Suite struct AllowanceTests {
  /// 10×10 with 5 differing pixels.
  let expected = RGBAImage.filled(10, 10)
  var actual: RGBAImage {
    (0..<5).reduce(expected) { $0.setting($1, 0, (0, 0, 0, 255)) }
  }

  func compare(_ options: ComparisonOptions) -> ComparisonResult {
    ImageComparison.compare(expected: expected, actual: actual, options: options)
  }

  @Test func maxDiffPixels() {
    #expect(compare(ComparisonOptions(maxDiffPixels: 5)).passed)
    let failing = compare(ComparisonOptions(maxDiffPixels: 4))
    #expect(!failing.passed)
    #expect(failing.summary == "5 pixels differ (5.00 % of 100); allowed 4 pixels (maxDiffPixels)")
  }

  @Test func maxDiffPixelRatio() {
    #expect(compare(ComparisonOptions(maxDiffPixelRatio: 0.05)).passed)
    let failing = compare(ComparisonOptions(maxDiffPixelRatio: 0.049))
    #expect(!failing.passed && failing.allowance.pixels == 4)
    #expect(failing.summary == "5 pixels differ (5.00 % of 100); allowed 4 pixels (maxDiffPixelRatio 4.9 %)")
  }

  @Test func stricterLimitWins() {
    let ratioStricter = compare(ComparisonOptions(maxDiffPixels: 10, maxDiffPixelRatio: 0.03))
    #expect(ratioStricter.allowance == Allowance(pixels: 3, limit: .maxDiffPixelRatio(0.03)))
    #expect(!ratioStricter.passed)
    let countStricter = compare(ComparisonOptions(maxDiffPixels: 2, maxDiffPixelRatio: 0.5))
    #expect(countStricter.allowance == Allowance(pixels: 2, limit: .maxDiffPixels))
    #expect(!countStricter.passed)
    #expect(compare(ComparisonOptions(maxDiffPixels: 6, maxDiffPixelRatio: 0.5)).passed)
  }
}

@Suite struct IgnoreRegionTests {
  @Test func regionsAreExcludedAndPainted() throws {
    let expected = RGBAImage.filled(6, 4)
    let actual = expected.setting(1, 1, (0, 0, 0, 255)).setting(2, 2, (0, 0, 0, 255)).setting(5, 3, (0, 0, 0, 255))
    let regions = [
      IgnoreRegion(x: 0, y: 0, width: 3, height: 2),  // covers (1,1)
      IgnoreRegion(x: 2, y: 1, width: 1, height: 2),  // covers (2,2); overlaps the first at (2,1)
      IgnoreRegion(x: 5, y: 3, width: 10, height: 10),  // clipped to (5,3)
    ]
    let result = ImageComparison.compare(
      expected: expected, actual: actual, options: ComparisonOptions(ignoreRegions: regions))
    #expect(result.passed && result.diffPixels == 0)
    #expect(result.ignoredPixels == 6 + 1 + 1)
    #expect(result.totalPixels == 24)
    let diff = try #require(result.diffImage)
    #expect(diff.pixel(1, 1) == [0, 96, 255, 255])
    #expect(diff.pixel(5, 3) == [0, 96, 255, 255])
    #expect(diff.pixel(4, 0)[0] > 200)
    #expect(result.summary.hasSuffix("; 8 ignored"))
  }

  @Test func differencesOutsideRegionsStillCount() {
    let expected = RGBAImage.filled(4, 4)
    let actual = expected.setting(0, 0, (0, 0, 0, 255)).setting(3, 3, (0, 0, 0, 255))
    let options = ComparisonOptions(ignoreRegions: [IgnoreRegion(x: 0, y: 0, width: 2, height: 2)])
    let result = ImageComparison.compare(expected: expected, actual: actual, options: options)
    #expect(result.diffPixels == 1 && result.ignoredPixels == 4)
  }

  @Test func identicalImagesReportIgnoredPixels() {
    let image = RGBAImage.filled(4, 4)
    let options = ComparisonOptions(ignoreRegions: [IgnoreRegion(x: -1, y: -1, width: 2, height: 3)])
    #expect(ImageComparison.compare(expected: image, actual: image, options: options).ignoredPixels == 2)
  }
}

@Suite struct SizeMismatchTests {
  @Test func reportsBothSizesAndPadsTheDiff() throws {
    let expected = RGBAImage.filled(4, 3)
    let actual = RGBAImage.filled(5, 4).setting(0, 0, (0, 0, 0, 255))
    let result = ImageComparison.compare(
      expected: expected, actual: actual, options: ComparisonOptions(maxDiffPixels: 1000))
    let mismatch = try #require(result.sizeMismatch)
    #expect(mismatch.expected == PixelSize(width: 4, height: 3))
    #expect(mismatch.actual == PixelSize(width: 5, height: 4))
    #expect(!result.passed)
    #expect(result.totalPixels == 20)
    #expect(result.diffPixels == 1 + 8)  // one changed pixel + the 8 only `actual` has
    let diff = try #require(result.diffImage)
    #expect(diff.width == 5 && diff.height == 4)
    #expect(diff.pixel(0, 0) == [255, 0, 0, 255])
    #expect(diff.pixel(4, 0) == [255, 0, 0, 255])
    #expect(diff.pixel(0, 3) == [255, 0, 0, 255])
    #expect(diff.pixel(1, 1)[0] > 200)
    #expect(result.summary.hasPrefix("size mismatch: expected 4×3, actual 5×4"))
    #expect(result.summary.contains("9 pixels differ (45.00 % of 20)"))
  }

  @Test func missingAreaHonoursIgnoreRegions() {
    let result = ImageComparison.compare(
      expected: .filled(2, 2), actual: .filled(3, 2),
      options: ComparisonOptions(ignoreRegions: [IgnoreRegion(x: 2, y: 0, width: 1, height: 1)]))
    #expect(result.diffPixels == 1 && result.ignoredPixels == 1)
  }
}

@Suite struct PNGBytesComparisonTests {
  @Test func identicalFilesSkipDecoding() throws {
    // A valid header followed by garbage: equal bytes never reach the decoder.
    let bytes = TinyPNG.encode(.filled(7, 3)).prefix(33) + [1, 2, 3]
    let result = try ImageComparison.compare(expectedPNG: Array(bytes), actualPNG: Array(bytes))
    #expect(result.identical && result.passed && result.totalPixels == 21)
  }

  @Test func differentFilesAreDecoded() throws {
    let expected = RGBAImage.filled(3, 3)
    let actual = expected.setting(1, 1, (1, 2, 3, 4))
    let result = try ImageComparison.compare(
      expectedPNG: TinyPNG.encode(expected), actualPNG: TinyPNG.encode(actual))
    #expect(result.diffPixels == 1 && !result.identical)
  }

  /// A PNG of `idat` (not decodable) whose pixel hash chunk vouches for it and says `pixels`.
  static func vouched(_ idat: [UInt8], pixels: UInt64) -> [UInt8] {
    let ihdr = TinyPNG.chunk("IHDR", TinyPNG.be32(7) + TinyPNG.be32(3) + [8, 2, 0, 0, 0])
    let data = TinyPNG.chunk("IDAT", idat)
    var fields = PixelDigest()
    fields.update(Array(ihdr.prefix(4) + ihdr.suffix(4) + data.prefix(4) + data.suffix(4)))
    let be64 = { (v: UInt64) in (0..<8).map { UInt8(truncatingIfNeeded: v >> (56 - 8 * $0)) } }
    return PNGDecoder.signature + ihdr + data
      + TinyPNG.chunk("vlPH", [1] + be64(pixels) + be64(fields.value)) + TinyPNG.chunk("IEND", [])
  }

  @Test func filesWhosePixelHashesAgreeSkipDecoding() throws {
    let a = Self.vouched([1, 2, 3], pixels: 0x1234)
    let b = Self.vouched([4, 5, 6, 7], pixels: 0x1234)
    let result = try ImageComparison.compare(expectedPNG: a, actualPNG: b)
    #expect(result.identical && result.passed && result.totalPixels == 21)
    // Hashes that differ: the files are decoded (and these cannot be).
    #expect(throws: PNGDecodingError.self) {
      try ImageComparison.compare(expectedPNG: a, actualPNG: Self.vouched([4, 5, 6, 7], pixels: 0x1235))
    }
    // Vellum's own files: the same pixels under two filters.
    let image = RGBAImage.filled(9, 4).setting(2, 1, (1, 2, 3, 255))
    let none = try PNGEncoder.encode(image, hasAlpha: false)
    let paeth = try PNGEncoder.encode(image, hasAlpha: false, options: PNGEncoder.Options(filter: .paeth))
    #expect(none != paeth)
    #expect(try ImageComparison.compare(expectedPNG: none, actualPNG: paeth).identical)
    let other = try PNGEncoder.encode(image.setting(2, 1, (1, 2, 4, 255)), hasAlpha: false)
    #expect(try ImageComparison.compare(expectedPNG: none, actualPNG: other).diffPixels == 1)
  }

  @Test func identicalLFSPointersStillFail() {
    let pointer = Array("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 1\n".utf8)
    #expect(throws: PNGDecodingError.gitLFSPointer) {
      try ImageComparison.compare(expectedPNG: pointer, actualPNG: pointer)
    }
  }
}

@Suite struct SummaryTests {
  @Test func largeNumbersAreGrouped() {
    let expected = RGBAImage.filled(390, 750)
    var actual = expected
    for i in 0..<1234 { actual.pixels[i * 4] = 0 }
    let result = ImageComparison.compare(
      expected: expected, actual: actual, options: ComparisonOptions(maxDiffPixels: 100))
    #expect(result.summary == "1,234 pixels differ (0.42 % of 292,500); allowed 100 pixels (maxDiffPixels)")
  }

  @Test func tinyRatiosAreNotShownAsZero() {
    let expected = RGBAImage.filled(1000, 1000)
    let result = ImageComparison.compare(expected: expected, actual: expected.setting(0, 0, (0, 0, 0, 0)))
    #expect(result.summary.hasPrefix("1 pixel differs (< 0.01 % of 1,000,000)"))
  }
}

@Suite struct CountOnlyFastPathTests {
  @Test func countingWithoutADiffImageAgreesWithTheFullPass() {
    var generator = SystemRandomNumberGenerator()
    let width = 37
    let height = 23
    let a = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    var b = a
    for i in stride(from: 0, to: b.count, by: 4 * 7) { b[i + Int.random(in: 0...3, using: &generator)] &+= 1 }
    let expected = RGBAImage(width: width, height: height, pixels: a)
    let actual = RGBAImage(width: width, height: height, pixels: b)
    var countOnly = ComparisonOptions()
    countOnly.diffImage = .never
    let fast = ImageComparison.compare(expected: expected, actual: actual, options: countOnly)
    let full = ImageComparison.compare(expected: expected, actual: actual)
    #expect(fast.diffPixels == full.diffPixels)
    #expect(fast.diffPixels == (width * height + 6) / 7)
    #expect(fast.diffImage == nil)
  }
}

@Suite struct ExtremeSizeTests {
  /// A very wide image against a very tall one would need a 10¹² pixel canvas: the overlap is
  /// compared and the rest counted, without a diff image.
  @Test func mismatchedExtremeSizesAreCountedWithoutACanvas() {
    let wide = RGBAImage(width: 1_000_000, height: 1, fill: (1, 2, 3, 255))
    let tall = RGBAImage(width: 1, height: 1_000_000, fill: (1, 2, 3, 255))
    let r = ImageComparison.compare(expected: wide, actual: tall)
    #expect(r.totalPixels == 1_000_000_000_000)
    #expect(r.diffPixels == 1_000_000_000_000 - 1)
    #expect(r.diffImage == nil)
    #expect(r.sizeMismatch != nil)
  }
}
