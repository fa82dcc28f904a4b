import Foundation
import Testing

/// Runs a tool that the test command installs (poppler-utils, librsvg2-bin).
private func tool(_ path: String, _ arguments: [String]) throws -> (status: Int32, stdout: String) {
  let p = Process()
  p.executableURL = URL(fileURLWithPath: path)
  p.arguments = arguments
  let out = Pipe()
  p.standardOutput = out
  p.standardError = FileHandle.nullDevice
  try p.run()
  let data = out.fileHandleForReading.readDataToEndOfFile()
  p.waitUntilExit()
  return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite struct VectorOutputTests {
  static let pdftotext = "/usr/bin/pdftotext"
  static let rsvg = "/usr/bin/rsvg-convert"

  /// Several documents and a .pdf: one page each, their text extractable, the same bytes twice.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: VectorOutputTests.pdftotext),
      "pdftotext is not installed (apt-get install poppler-utils)"))
  func aMultiPagePDFKeepsItsText() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let docs = [
      root + "/Samples/lists/insetGrouped-light.json", root + "/Samples/sheets/photo-picker-medium-light.json",
    ]
    #expect(try run(["render"] + docs + ["-o", dir + "/review.pdf"]).status == 0)
    #expect(try run(["render"] + docs + ["-o", dir + "/again.pdf"]).status == 0)
    let pdf = try Data(contentsOf: URL(fileURLWithPath: dir + "/review.pdf"))
    let again = try Data(contentsOf: URL(fileURLWithPath: dir + "/again.pdf"))
    #expect(pdf.starts(with: Array("%PDF-".utf8)))
    let same = pdf == again
    #expect(same, "two renders of the same documents wrote different PDFs")
    let text = try tool(Self.pdftotext, ["-layout", dir + "/review.pdf", "-"])
    #expect(text.status == 0)
    for words in ["Airplane Mode", "Bluetooth", "NOTIFICATIONS", "Postcard", "Dear Anna,", "Photos"] {
      #expect(text.stdout.contains(words), "\"\(words)\" is not in the PDF's text")
    }
    // One page per document: pages are separated by form feeds.
    #expect(text.stdout.components(separatedBy: "\u{0C}").filter { !$0.isEmpty }.count == 2)
  }

  /// An SVG renders (through librsvg) to nearly the PNG's pixels, backdrop blur included.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: VectorOutputTests.rsvg),
      "rsvg-convert is not installed (apt-get install librsvg2-bin)"),
    arguments: ["menus/context-menu-preview-light", "sheets/photo-picker-medium-light", "bars/toolbars-dark"])
  func anSVGDrawsWhatThePNGDraws(_ sample: String) throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(try run(["render", root + "/Samples/\(sample).json", "-o", dir + "/screen.svg"]).status == 0)
    let svg = try String(contentsOfFile: dir + "/screen.svg", encoding: .utf8)
    #expect(svg.hasPrefix("<?xml") && svg.contains("<svg"))
    #expect(try tool(Self.rsvg, ["-z", "3", dir + "/screen.svg", "-o", dir + "/screen.png"]).status == 0)
    let compare = try run([
      "compare", root + "/Snapshots/\(sample).png", dir + "/screen.png", "--threshold", "0.1", "--max-diff-ratio",
      "0.001",
    ])
    #expect(compare.status == 0, "\(String(decoding: compare.stdout, as: UTF8.self))")
  }

  @Test func vectorOutputsRefuseWhatTheyCannotWrite() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let a = root + "/Samples/cells/states.json"
    let b = root + "/Samples/lists/plain-light.json"
    let jpeg = try run(["render", a, "-o", dir + "/out.jpg"])
    #expect(jpeg.status == 64 && jpeg.stderr.contains("vellum writes .png, .pdf and .svg files, not .jpg"))
    let svgs = try run(["render", a, b, "-o", dir + "/out.svg"])
    #expect(svgs.status == 64 && svgs.stderr.contains("an SVG holds one document"))
    let format = try run(["render", a, "-o", dir + "/out.pdf", "--format", "tiff"])
    #expect(format.status == 64 && format.stderr.contains("--format takes png, pdf or svg"))
    // One bad document among the pages: no PDF at all.
    try #"{"vellum":1,"root":{"text":{"string":1}}}"#.write(
      toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
    let partial = try run(["render", a, dir + "/bad.json", "-o", dir + "/review.pdf"])
    #expect(partial.status == 65 && partial.stderr.contains("root.text.string"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["bad.json"])
    // A folder and --format: a file of that format per document, paths mirrored.
    #expect(try run(["render", a, b, "-o", dir + "/out/", "--format", "svg"]).status == 0)
    #expect(FileManager.default.fileExists(atPath: dir + "/out/cells/states.svg"))
    #expect(FileManager.default.fileExists(atPath: dir + "/out/lists/plain-light.svg"))
  }
}
