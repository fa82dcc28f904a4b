import Foundation
import Testing
import VellumCompare
import VellumImage

/// The pixelmatch v7.1.0 test fixtures, shared beside the project (not in it).
enum PixelmatchFixtures {
  /// `$VELLUM_PIXELMATCH_FIXTURES`, else `<package root>/../shared/fixtures/pixelmatch`.
  static let folder: String = {
    if let path = ProcessInfo.processInfo.environment["VELLUM_PIXELMATCH_FIXTURES"], !path.isEmpty {
      return path
    }
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return packageRoot.appendingPathComponent("../shared/fixtures/pixelmatch").standardized.path
  }()

  static var available: Bool { FileManager.default.fileExists(atPath: folder + "/README.md") }

  /// `VELLUM_PIXELMATCH_FIXTURES=skip` says the fixtures are knowingly absent (`scripts/dev.sh
  /// test` sets it, with a warning, on a machine without them); otherwise missing fixtures fail.
  static var skipped: Bool { ProcessInfo.processInfo.environment["VELLUM_PIXELMATCH_FIXTURES"] == "skip" }

  static func image(_ name: String) throws -> RGBAImage {
    try PNGDecoder.decode(contentsOf: folder + "/" + name)
  }
}

/// One row of the fixtures' README table.
struct PixelmatchCase: Sendable, CustomTestStringConvertible {
  var a: String
  var b: String
  var style = DiffStyle()
  var threshold = 0.05
  var mismatches: Int
  var diff: String

  var testDescription: String { "\(a), \(b) → \(diff)" }

  static let all: [PixelmatchCase] = [
    .init(a: "1a", b: "1b", mismatches: 143, diff: "1diff"),
    .init(a: "1a", b: "1b", threshold: 0.1, mismatches: 106, diff: "1diffdefaultthreshold"),
    .init(a: "1a", b: "1b", style: DiffStyle(diffMask: true), mismatches: 143, diff: "1diffmask"),
    .init(a: "1a", b: "1a", style: DiffStyle(diffMask: true), threshold: 0, mismatches: 0, diff: "1emptydiffmask"),
    .init(
      a: "2a", b: "2b",
      style: DiffStyle(alpha: 0.5, aaColor: DiffColor(0, 192, 0), diffColor: DiffColor(255, 0, 255)),
      mismatches: 12437, diff: "2diff"),
    .init(a: "3a", b: "3b", mismatches: 212, diff: "3diff"),
    .init(a: "4a", b: "4b", mismatches: 36049, diff: "4diff"),
    .init(a: "5a", b: "5b", mismatches: 6, diff: "5diff"),
    .init(a: "6a", b: "6b", mismatches: 51, diff: "6diff"),
    .init(a: "6a", b: "6a", threshold: 0, mismatches: 0, diff: "6empty"),
    .init(
      a: "7a", b: "7b", style: DiffStyle(diffColorAlt: DiffColor(0, 255, 0)), threshold: 0.1,
      mismatches: 2448, diff: "7diff"),
    .init(a: "8a", b: "5b", mismatches: 32896, diff: "8diff"),
  ]
}

@Suite struct PixelmatchConformanceTests {
  /// Missing fixtures are a failure, not a silent skip: the conformance claim rests on them.
  @Test(.enabled(if: !PixelmatchFixtures.skipped, "VELLUM_PIXELMATCH_FIXTURES=skip"))
  func theFixturesArePresent() {
    #expect(
      PixelmatchFixtures.available,
      "pixelmatch fixtures not found at \(PixelmatchFixtures.folder); set VELLUM_PIXELMATCH_FIXTURES to their folder (or to skip)"
    )
  }

  @Test(.enabled(if: PixelmatchFixtures.available), arguments: PixelmatchCase.all)
  func fixture(_ row: PixelmatchCase) throws {
    let expected = try PixelmatchFixtures.image(row.a + ".png")
    let actual = try PixelmatchFixtures.image(row.b + ".png")
    let options = ComparisonOptions(
      metric: .pixelmatch(threshold: row.threshold), style: row.style, diffImage: .always)
    let result = ImageComparison.compare(expected: expected, actual: actual, options: options)
    #expect(result.diffPixels == row.mismatches)
    let diff = try PixelmatchFixtures.image("expected/" + row.diff + ".png")
    let image = try #require(result.diffImage)
    #expect(image.width == diff.width && image.height == diff.height)
    let wrong = zip(image.pixels, diff.pixels).enumerated().first { $0.element.0 != $0.element.1 }
    #expect(wrong == nil, "first differing byte of the diff image: \(String(describing: wrong))")
  }
}
