import FoundationEssentials
import Glibc
import VellumCairo
import VellumSnapshot

enum CompareCommand {
  static let verb = Verb(
    name: "compare",
    summary: "compare two PNG images",
    example: "vellum compare a.png b.png --diff d.png",
    synopsis: "vellum compare <expected.png> <actual.png> [options]",
    description: """
      Compares two PNG images and prints the differing pixels, the total and their ratio.
      Exact by default: any differing byte counts. Byte-identical files pass without decoding.
      """,
    options: Options.self,
    footer: """
      exit codes (pixelmatch's): 0 within the allowance, 66 more pixels differ than allowed,
      65 the images differ in size, 64 usage error, 2 an image is missing or not a PNG,
      73 the diff image could not be written.
      """,
    positionals: .filesWithExtension("png"),
    action: run)

  struct Options: VerbOptions {
    var positionals: [String] = []
    var comparison = ComparisonFlags()
    var diff: String?
    var json = false

    static let bindings: [FlagBinding<Self>] =
      group(\.comparison) + [
        .option(
          \.diff, "--diff", "out.png",
          help: """
            write a diff image (pixelmatch's style: differences red over a
            faded copy of the expected image)
            """, completes: .files),
        .switch(
          \.json, "--json",
          help: """
            print a JSON object: diffPixels, totalPixels, ratio, sizeMismatch,
            allowedPixels, antialiasedPixels, ignoredPixels, passed
            """),
      ]
  }

  static func run(_ a: Options) throws -> Int32 {
    guard a.positionals.count == 2 else { throw CLIError.usage("compare takes two PNG files\n\n" + verb.help) }
    var options = try a.comparison.options()
    let diffPath = a.diff
    options.diffImage = diffPath == nil ? .never : .always
    let (expectedPath, actualPath) = (a.positionals[0], a.positionals[1])
    let expected = try read(expectedPath)
    let actual = try read(actualPath)
    let result: VellumSnapshot.ComparisonResult
    do {
      // The diff is streamed to its file a band of rows at a time: no image is held whole.
      result = try ImageComparison.compare(
        expectedPNG: expected, actualPNG: actual, options: options, names: (expectedPath, actualPath),
        diffPath: diffPath)
    } catch {
      switch error {
      case .unreadable(let why): throw CLIError(code: 2, message: "not a readable PNG: \(why)")
      case .cannotWrite: throw CLIError(code: ExitCode.cantCreate, message: "\(error)")
      }
    }
    print(a.json ? json(result) : result.summary)
    if result.sizeMismatch != nil { return ExitCode.dataError }
    return result.passed ? ExitCode.success : ExitCode.noInput
  }

  /// The file's bytes; an error names the file and says what is wrong with it.
  static func read(_ path: String) throws(CLIError) -> [UInt8] {
    switch FileBytes.contents(path) {
    case .success(let bytes): return bytes
    case .failure(let failure):
      let why =
        switch failure {
        case .missing: "no such file"
        case .notRegular(let kind): "is \(kind), not a PNG file"
        case .tooLarge: "cannot read: \(failure)"
        case .unreadable(let reason): "cannot read: \(reason)"
        }
      throw CLIError(code: 2, message: "\(path): \(why)")
    }
  }

  /// The result as one JSON object with a fixed key order.
  static func json(_ r: VellumSnapshot.ComparisonResult) -> String {
    let mismatch =
      r.sizeMismatch.map {
        "{\"expected\": {\"width\": \($0.expected.width), \"height\": \($0.expected.height)}, "
          + "\"actual\": {\"width\": \($0.actual.width), \"height\": \($0.actual.height)}}"
      } ?? "null"
    return "{\"diffPixels\": \(r.diffPixels), \"totalPixels\": \(r.totalPixels), \"ratio\": \(r.ratio), "
      + "\"sizeMismatch\": \(mismatch), \"allowedPixels\": \(r.allowance.pixels), "
      + "\"antialiasedPixels\": \(r.antialiasedPixels), \"ignoredPixels\": \(r.ignoredPixels), \"passed\": \(r.passed)}"
  }
}
