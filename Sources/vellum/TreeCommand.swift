import FoundationEssentials
import Glibc

enum TreeCommand {
  static let help = """
    usage: vellum tree <doc.json> [options]

    Prints the resolved render tree: every node's frame in points, colours and text, one line
    each. The same text is stored beside golden images as <name>.tree.txt.

    options:
      --accessibility          print the accessibility tree instead: each element in VoiceOver's
                               reading order with its label, value, traits, hint and custom
                               actions, then the audit's warnings (as <name>.accessibility.txt)
      --scale, --appearance, --content-size, --direction, … as for render; -h, --help
    """

  static func run(_ words: [String]) throws -> Int32 {
    let a = try Arguments(words, valued: CanvasOverrides.flags, booleans: ["-h", "--help", "--accessibility"])
    if a.has("-h") || a.has("--help") {
      print(help)
      return 0
    }
    guard a.positionals.count == 1 else { throw CLIError.usage("tree takes one document\n\n" + help) }
    let doc = try DocumentLoader.load(a.positionals[0], overrides: try CanvasOverrides(a))
    let renderer = try RenderCommand.makeRenderer()
    let tree = renderer.layout(doc.document, baseDirectory: doc.baseDirectory)
    StandardIO.print(a.has("--accessibility") ? tree.accessibilityDump() : tree.dump())
    return 0
  }
}
