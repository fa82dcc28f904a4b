import VellumModel

enum SchemaCommand {
  static let help = """
    usage: vellum schema

    Prints the JSON Schema (draft 2020-12) of Vellum documents, format version 1.
    """

  static func run(_ words: [String]) throws -> Int32 {
    let a = try Arguments(words, valued: [], booleans: ["-h", "--help"])
    if a.has("-h") || a.has("--help") {
      print(help)
      return 0
    }
    StandardIO.print(DocumentSchema.json)
    return 0
  }
}
