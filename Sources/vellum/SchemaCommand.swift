import VellumModel

enum SchemaCommand {
  static let verb = Verb(
    name: "schema",
    summary: "print the document JSON Schema",
    example: "vellum schema",
    synopsis: "vellum schema",
    description: "Prints the JSON Schema (draft 2020-12) of Vellum documents, format version 1.",
    options: NoOptions.self,
    positionals: .none,
    action: run)

  static func run(_ o: NoOptions) throws -> Int32 {
    StandardIO.print(DocumentSchema.json)
    return 0
  }
}
