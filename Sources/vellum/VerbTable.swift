import VellumModel

/// What a shell offers to complete a word with: a flag's value or a verb's positional argument.
enum WordCompletion: Sendable, Hashable {
  /// Nothing: a number, a name the shell cannot know.
  case none
  /// Any file or folder.
  case files
  /// Files whose names end in `extension`, and folders to find them in.
  case filesWithExtension(String)
  /// Folders only.
  case directories
  /// One of a fixed list of words.
  case words([String])
}

/// One option of a verb: its names, its value (if it takes one) and its help.
///
/// A flag is declared once, bound to the property it sets in its verb's options
/// (``FlagBinding``); parsing, `--help`, "did you mean", the completion scripts and the
/// verb's typed options all read that declaration.
struct Flag: Sendable, Hashable {
  /// The long name, `--output`.
  var name: String
  /// The one-letter alias, `-o`, if there is one.
  var shortName: String?
  /// The value's placeholder in the help (`PATH`, `light|dark`); nil for a switch, which takes
  /// no value.
  var placeholder: String?
  /// The help text; each line break starts a new line at the help column.
  var help: String
  /// Whether the flag may be given more than once, each value kept (`--ignore`); a flag that is
  /// not repeatable keeps its last value.
  var isRepeatable: Bool
  /// What the shell completes the value with.
  var valueCompletion: WordCompletion

  /// Whether the flag takes a value (the next word, or `--flag=value`).
  var takesValue: Bool { placeholder != nil }

  /// Every name the flag answers to: the long one, then the short one.
  var names: [String] { [name] + (shortName.map { [$0] } ?? []) }

  /// A flag that takes a value.
  static func option(
    _ name: String, short shortName: String? = nil, _ placeholder: String, help: String, repeatable: Bool = false,
    completes valueCompletion: WordCompletion = .none
  ) -> Flag {
    Flag(
      name: name, shortName: shortName, placeholder: placeholder, help: help, isRepeatable: repeatable,
      valueCompletion: valueCompletion)
  }

  /// A flag that takes no value.
  static func `switch`(_ name: String, short shortName: String? = nil, help: String) -> Flag {
    Flag(name: name, shortName: shortName, placeholder: nil, help: help, isRepeatable: false, valueCompletion: .none)
  }

  /// `-h, --help`, which every verb takes.
  static let help = Flag.switch("--help", short: "-h", help: "show this help")

  /// The flag as the help lists it: `-o, --output PATH`.
  var label: String {
    (shortName.map { $0 + ", " } ?? "") + name + (placeholder.map { " " + $0 } ?? "")
  }
}

/// One verb of the command line (`render`, `check`, …): what it is for, how it is called, its
/// flags and what runs it.
struct Verb: Sendable {
  /// The word after `vellum`.
  var name: String
  /// A line for the verb list of `vellum --help`.
  var summary: String
  /// A typical call, shown beside the summary.
  var example: String
  /// The call's shape after `usage: `; further lines are further shapes (indented to match).
  var synopsis: String
  /// The paragraphs between the synopsis and the options.
  var description: String
  /// The options the verb's flags set (their bindings declare the flags).
  var options: any VerbOptions.Type
  /// The flags, in the order the help lists them; `-h, --help` is added at the end.
  var declaredFlags: [Flag] { options.flags }
  /// What follows the options in the help (exit codes), if anything.
  var footer: String?
  /// What the shell completes a positional argument with.
  var positionals: WordCompletion
  /// Whether the verb draws (lays out text or paints): the rendering libraries then start
  /// loading on a thread of their own before its arguments are parsed (CVellumLazyBackend).
  var draws: Bool
  /// Runs the verb with its parsed arguments, read into its options (not called for `--help`).
  var action: @Sendable (Arguments) throws -> Int32

  /// A verb whose flags are those of `Options`, which `action` gets parsed.
  init<Options: VerbOptions>(
    name: String, summary: String, example: String, synopsis: String, description: String,
    options: Options.Type, footer: String? = nil, positionals: WordCompletion, draws: Bool = false,
    action: @escaping @Sendable (Options) throws -> Int32
  ) {
    self.name = name
    self.summary = summary
    self.example = example
    self.synopsis = synopsis
    self.description = description
    self.options = options
    self.footer = footer
    self.positionals = positionals
    self.draws = draws
    self.action = { arguments in try action(Options.parsed(arguments)) }
  }

  /// Every flag the verb takes: its own, then `-h, --help`.
  var flags: [Flag] { declaredFlags + [.help] }

  /// Parses `words` by the verb's flags, then prints the help (`--help`) or runs the verb.
  func run(_ words: [String]) throws -> Int32 {
    let arguments = try Arguments(words, flags: flags)
    if arguments.isGiven(.help) {
      print(help)
      return 0
    }
    return try action(arguments)
  }

  /// The help column: a flag's help starts here, or on the next line when its label is longer.
  static let helpColumn = 27

  /// `vellum <verb> --help`: synopsis, description, every flag with its help, then the footer.
  var help: String {
    var lines = ["usage: " + synopsis, "", description, "", "options:"]
    let indent = String(repeating: " ", count: Self.helpColumn)
    for flag in flags {
      let label = "  " + flag.label
      var helpLines = flag.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if label.count + 2 <= Self.helpColumn {
        lines.append(label + String(repeating: " ", count: Self.helpColumn - label.count) + helpLines.removeFirst())
      } else {
        lines.append(label)
      }
      lines += helpLines.map { indent + $0 }
    }
    if let footer { lines += ["", footer] }
    return lines.joined(separator: "\n")
  }
}

/// Every verb of `vellum`, in the order `vellum --help` lists them.
enum VerbTable {
  static let all: [Verb] = [
    RenderCommand.verb,
    TreeCommand.verb,
    SchemaCommand.verb,
    SymbolsCommand.verb,
    CompareCommand.verb,
    CheckCommand.verb,
    AcceptCommand.verb,
    PruneCommand.verb,
    GalleryCommand.verb,
    FormatCommand.verb,
    MergeReportsCommand.verb,
    CompletionCommand.verb,
  ]

  /// The verb called `name`, if there is one.
  static func verb(named name: String) -> Verb? { all.first { $0.name == name } }

  /// The words `vellum` takes instead of a verb.
  static let topLevelFlags = ["--help", "-h", "--version"]

  /// The "unknown verb" usage error, with the nearest verb's name when one is close.
  static func unknownVerb(_ name: String) -> CLIError {
    var m = "unknown verb \"\(name)\""
    if let near = nearestName(to: name, in: all.map(\.name)) { m += "; did you mean \"\(near)\"?" }
    return .usage(m + "\n\n" + usage)
  }

  /// `vellum --help`: every verb with its summary and an example, then the exit codes.
  static var usage: String {
    let nameWidth = all.map(\.name.count).max()! + 2
    let summaryWidth = all.map(\.summary.count).max()! + 2
    func padded(_ s: String, _ width: Int) -> String { s + String(repeating: " ", count: width - s.count) }
    let verbs = all.map { "  " + padded($0.name, nameWidth) + padded($0.summary, summaryWidth) + "(\($0.example))" }
    return """
      vellum — render iOS-style screens described in JSON to PNG

      usage: vellum <verb> [options]

      verbs:
      \(verbs.joined(separator: "\n"))

      vellum <verb> --help shows a verb's options; vellum --version prints the version;
      vellum completion bash|zsh prints a shell completion script.

      exit codes: 0 success, 64 usage error, 65 invalid document, 66 missing input file,
      70 internal error, 73 output not writable. compare and check document their own codes
      (compare: 0 same, 66 differ, 65 size mismatch; check: 0 all passed, 1 any failed).
      """
  }
}
