import VellumCairo
import VellumModel

enum SymbolsCommand {
  static let verb = Verb(
    name: "symbols",
    summary: "list the SF Symbol names Vellum draws, or draw them as a contact sheet",
    example: "vellum symbols 'bell*' 'heart*' --sheet -o sheet.png",
    synopsis: "vellum symbols [PATTERN…] [--sheet -o OUT.png|OUT.pdf|OUT.svg|-]",
    description: """
      Lists the known SF Symbol names, one a line, sorted; with patterns only those they match (a
      glob with * and ?, or else a part of the name: "circle.fill" lists every name containing
      it). Several patterns list every name any of them matches, once, in sorted order; a
      pattern that matches nothing is an error. With --sheet, draws them instead as a contact
      sheet (each symbol over its name, 6 to a row) to the file given with -o: a PNG, PDF or SVG
      by its extension, as render writes them ("-" writes a PNG to standard output).
      """,
    flags: [
      .switch("--sheet", help: "draw the names as a contact sheet instead of listing them"),
      .option(
        "--output", short: "-o", "PATH", help: "the contact sheet's file, .png, .pdf or .svg (with --sheet)",
        completes: .files),
    ],
    positionals: .none,
    draws: true,
    action: run)

  static func run(_ a: Arguments) throws -> Int32 {
    let names = try matching(a.positionals)
    guard a.has("--sheet") else {
      StandardIO.print(names.joined(separator: "\n") + "\n")
      return 0
    }
    guard let output = a.value("--output") else { throw CLIError.usage("--sheet needs -o OUT.png\n\n" + verb.help) }
    guard !output.hasSuffix("/") else { throw CLIError.usage("\(output): the sheet is one file; -o names a file") }
    // The format by -o's extension (an extension Vellum does not write is refused), as render's.
    let format = output == "-" ? nil : try RenderCommand.outputFormat(nil, output: output)
    guard names.count <= 3000 else { throw CLIError.usage("a sheet takes at most 3,000 names") }
    let document: Document
    do {
      document = try DocumentDecoder.decode(Array(sheetJSON(names).utf8))
    } catch {
      throw CLIError(code: ExitCode.software, message: "internal error: the sheet does not decode: \(error)")
    }
    let renderer = try RenderCommand.makeRenderer()
    let tree = renderer.layout(document, baseDirectory: ".")
    do {
      if output == "-" {
        try RenderCommand.writeStandardOutput(renderer.renderPNG(tree, baseDirectory: "."))
      } else {
        let file = try AtomicFile(path: output)
        let sink = { (bytes: [UInt8]) throws(RenderError) in try file.write(bytes) }
        if let format {
          try renderer.writeVector([VectorPage(tree: tree)], format: format, title: "SF Symbols", sink: sink)
        } else {
          try renderer.writePNG(tree, baseDirectory: ".", sink: sink)
        }
        try file.commit()
      }
    } catch let e as RenderError {
      throw RenderCommand.cliError(e, document: "the symbol sheet")
    }
    return 0
  }

  /// The names any of `patterns` matches (every name without patterns), each once, in the
  /// catalogue's sorted order. A pattern that matches nothing is an error naming it.
  static func matching(_ patterns: [String]) throws(CLIError) -> [String] {
    guard !patterns.isEmpty else { return SymbolCatalog.names(matching: nil) }
    var matched: Set<String> = []
    for pattern in patterns {
      let names = SymbolCatalog.names(matching: pattern)
      guard !names.isEmpty else {
        throw CLIError(code: ExitCode.dataError, message: "no symbol name matches \"\(pattern)\"")
      }
      matched.formUnion(names)
    }
    return SymbolCatalog.names(matching: nil).filter(matched.contains)
  }

  /// A document drawing `names`: a grid of six equal columns, each symbol over its whole name,
  /// which breaks after its dots (a zero-width space after each).
  static func sheetJSON(_ names: [String]) -> String {
    func quoted(_ s: String) -> String { "\"" + s + "\"" }
    var rows: [String] = []
    var i = 0
    while i < names.count {
      var cells = names[i..<min(i + 6, names.count)].map { name in
        let label = name.split(separator: ".", omittingEmptySubsequences: false).joined(separator: ".\\u200B")
        return """
          {"stack":{"spacing":4,"alignment":"center","children":[{"image":{"systemName":\(quoted(name)),\
          "pointSize":26,"width":56,"height":34}},{"text":{"string":\(quoted(label)),"font":{"textStyle":"caption2"},\
          "alignment":"center","numberOfLines":0,"lineBreakMode":"byWordWrapping","accessibilityLabel":\(quoted(name))}}]}}
          """
      }
      // A short last row keeps the columns' width.
      cells += Array(repeating: #"{"spacer":{}}"#, count: 6 - cells.count)
      rows.append(
        "{\"stack\":{\"axis\":\"horizontal\",\"alignment\":\"top\",\"spacing\":4,\"distribution\":\"fillEqually\",\"children\":[\(cells.joined(separator: ","))]}}"
      )
      i += 6
    }
    return """
      {"vellum":1,"canvas":{"width":390},"root":{"stack":{"spacing":14,"padding":16,"children":[\(rows.joined(separator: ","))]}}}
      """
  }
}
