import Foundation
import VellumCairo
import VellumLayout
import VellumModel

enum RenderCommand {
  static let help = """
    usage: vellum render <doc.json>… -o <out.png | dir/> [options]

    Renders each document to a PNG. One document: -o names the file ("-" writes to standard
    output; "-" as the document reads standard input). Several documents: -o names a folder and
    each becomes <name>.png there. All documents render in one process, sharing fonts.

    options:
      -o, --output PATH        output file or folder (required)
      --scale 1|2|3            override the canvas scale
      --appearance light|dark  override the appearance
      --content-size NAME      override the content size category (e.g. accessibilityLarge)
      --direction leftToRight|rightToLeft
      --tree                   also write <name>.tree.txt beside each PNG
      -h, --help               show this help
    """

  static func run(_ words: [String]) throws -> Int32 {
    let a = try Arguments(
      words, valued: Set(["-o", "--output"]).union(CanvasOverrides.flags), booleans: ["-h", "--help", "--tree"])
    if a.has("-h") || a.has("--help") {
      print(help)
      return 0
    }
    guard !a.positionals.isEmpty else { throw CLIError.usage("render needs at least one document\n\n" + help) }
    guard let output = a.value("-o") ?? a.value("--output") else { throw CLIError.usage("render needs -o <out.png | dir/>") }
    let overrides = try CanvasOverrides(a)
    let many = a.positionals.count > 1 || output.hasSuffix("/") || isDirectory(output)
    if many {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    }
    let renderer = try makeRenderer()
    var failures = 0
    var worst: Int32 = 0
    for path in a.positionals {
      do {
        let doc = try DocumentLoader.load(path, overrides: overrides)
        let target = many ? output + "/" + baseName(path) + ".png" : output
        try render(doc, to: target, tree: a.has("--tree"), renderer: renderer)
      } catch {
        printError("vellum: \(error.message)")
        failures += 1
        worst = max(worst, error.code)
      }
    }
    return failures == 0 ? 0 : worst
  }

  static func render(_ doc: LoadedDocument, to target: String, tree writeTree: Bool, renderer: Renderer) throws(CLIError) {
    let tree = renderer.layout(doc.document, baseDirectory: doc.baseDirectory)
    do {
      if target == "-" {
        let png = try renderer.renderPNG(tree, baseDirectory: doc.baseDirectory)
        FileHandle.standardOutput.write(Data(png))
      } else {
        let file = try AtomicFile(path: target)
        try renderer.writePNG(tree, baseDirectory: doc.baseDirectory) { bytes throws(RenderError) in try file.write(bytes) }
        try file.commit()
        if writeTree {
          try AtomicFile.write(Array(tree.dump().utf8), to: String(target.dropLast(4)) + ".tree.txt")
        }
      }
    } catch let e as RenderError {
      switch e {
      case .io: throw CLIError(code: ExitCode.cantCreate, message: e.description)
      case .unreadableImage: throw CLIError(code: ExitCode.dataError, message: "\(doc.path): \(e)")
      default: throw CLIError(code: ExitCode.software, message: e.description)
      }
    } catch {
      throw CLIError(code: ExitCode.software, message: "\(error)")
    }
  }

  static func makeRenderer() throws(CLIError) -> Renderer {
    do { return try Renderer() } catch { throw CLIError(code: ExitCode.software, message: error.description) }
  }
}

func isDirectory(_ path: String) -> Bool {
  var isDir: ObjCBool = false
  return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
}

/// `Samples/cells/states.json` → `states`.
func baseName(_ path: String) -> String {
  ((path as NSString).lastPathComponent as NSString).deletingPathExtension
}
