import VellumCairo
import VellumModel

enum SymbolsCommand {
  static let verb = Verb(
    name: "symbols",
    summary: "list the SF Symbol names Vellum draws, or draw them as a contact sheet",
    example: "vellum symbols 'bell*' 'heart*' --sheet -o sheet.png",
    synopsis: "vellum symbols [PATTERN…] [--sources | --sheet -o OUT.png|OUT.pdf|OUT.svg|-]",
    description: """
      Lists the known SF Symbol names, one a line, sorted; with patterns only those they match (a
      glob with * and ?, or else a part of the name: "circle.fill" lists every name containing
      it). Several patterns list every name any of them matches, once, in sorted order; a
      pattern that matches nothing is an error. With --sources, each name is followed by what it
      is drawn from: "phosphor STEM" (an icon of Phosphor, the primary set), "lucide STEM" (a
      Lucide outline, for a concept Phosphor lacks), with "fill" for a designed (Phosphor) or
      guessed (Lucide) fill; "composed:" when an enclosure, a slash or a badge is drawn around
      it. With --sheet, draws them instead as a contact
      sheet (each symbol over its name, 6 to a row) to the file given with -o: a PNG, PDF or SVG
      by its extension, as render writes them ("-" writes a PNG to standard output).
      """,
    options: Options.self,
    positionals: .none,
    draws: true,
    action: run)

  struct Options: VerbOptions {
    var positionals: [String] = []
    var sources = false
    var sheet = false
    var output: String?

    static let bindings: [FlagBinding<Self>] = [
      .switch(\.sources, "--sources", help: "after each name, the set and icon it is drawn from"),
      .switch(\.sheet, "--sheet", help: "draw the names as a contact sheet instead of listing them"),
      .option(
        \.output, "--output", short: "-o", "PATH", help: "the contact sheet's file, .png, .pdf or .svg (with --sheet)",
        completes: .files),
    ]
  }

  static func run(_ a: Options) throws -> Int32 {
    let names = try matching(a.positionals)
    guard a.sheet else {
      StandardIO.print(a.sources ? listing(names) : names.joined(separator: "\n") + "\n")
      return 0
    }
    guard !a.sources else {
      throw CLIError.usage("--sources lists the names; --sheet draws them\n\n" + verb.help)
    }
    guard let output = a.output else { throw CLIError.usage("--sheet needs -o OUT.png\n\n" + verb.help) }
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

  /// `names`, one a line, each followed (in a column) by what it is drawn from.
  static func listing(_ names: [String]) -> String {
    let width = (names.map(\.count).max() ?? 0) + 2
    var out = ""
    for name in names {
      guard let recipe = SymbolCatalog.recipe(for: name) else { continue }
      out += name + String(repeating: " ", count: width - name.count) + source(recipe) + "\n"
    }
    return out
  }

  /// What a recipe is drawn from: `phosphor gear fill`, `lucide turtle`, `path`, `text 7`, and
  /// `composed: phosphor heart + circle.fill` when an enclosure, a slash or a badge is drawn
  /// around its base.
  static func source(_ recipe: SymbolRecipe) -> String {
    var base: String
    switch recipe.base {
    case .phosphor(let stem): base = "phosphor " + stem
    case .outline(let stem): base = "lucide " + stem
    case .path: base = "path"
    case .text(let label): base = "text " + label
    case .file(let path): base = "file " + path
    }
    if recipe.isFilled { base += " fill" }
    if recipe.quarterTurns != 0 { base += " r\(recipe.quarterTurns)" }
    if recipe.mirrored { base += " mirrored" }
    var around: [String] = []
    if recipe.enclosure != .none {
      around.append(recipe.enclosure.rawValue + (recipe.isEnclosureFilled ? ".fill" : ""))
    }
    if recipe.hasSlash { around.append("slash") }
    if recipe.badge != .none { around.append("badge." + recipe.badge.rawValue) }
    return around.isEmpty ? base : "composed: " + ([base] + around).joined(separator: " + ")
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
