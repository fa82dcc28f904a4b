import FoundationEssentials
import Glibc
import VellumLayout

enum TreeCommand {
  static let verb = Verb(
    name: "tree",
    summary: "print a document's render tree",
    example: "vellum tree doc.json",
    synopsis: "vellum tree <doc.json> [options]",
    description: """
      Prints the resolved render tree: every node's frame in points, colours and text, one line
      each. The same text is stored beside golden images as <name>.tree.txt.
      """,
    options: Options.self,
    positionals: .filesWithExtension("json"),
    draws: true,
    action: run)

  struct Options: VerbOptions {
    var positionals: [String] = []
    var accessibility = false
    var audit: String?
    var canvas = CanvasOverrides.Flags()

    static let bindings: [FlagBinding<Self>] =
      [
        .switch(
          \.accessibility, "--accessibility",
          help: """
            print the accessibility tree instead: each element in VoiceOver's
            reading order with its label, value, traits, hint and custom
            actions, then the audit's warnings (as <name>.accessibility.txt)
            """),
        AuditOption.binding(\.audit),
      ] + group(\.canvas)
  }

  static func run(_ a: Options) throws -> Int32 {
    guard a.positionals.count == 1 else { throw CLIError.usage("tree takes one document\n\n" + verb.help) }
    let doc = try DocumentLoader.load(
      a.positionals[0], overrides: try CanvasOverrides(a.canvas, positionals: a.positionals))
    let renderer = try RenderCommand.makeRenderer()
    let tree = renderer.layout(doc.document, baseDirectory: doc.baseDirectory)
    let audit =
      try AuditOption.isStrict(a.audit) ? AccessibilityAudit.strict : AccessibilityAudit(document: doc.document)
    StandardIO.print(a.accessibility ? tree.accessibilityDump(audit: audit) : tree.dump())
    return 0
  }
}
