/// `vellum completion bash|zsh`: prints a shell completion script made from ``VerbTable``.
enum CompletionCommand {
  static let verb = Verb(
    name: "completion",
    summary: "print a shell completion script",
    example: "vellum completion bash",
    synopsis: "vellum completion bash|zsh",
    description: """
      Prints a script that completes vellum's verbs, their options and the values and files
      the options take, for bash or zsh. It is made from the same table as the help and the
      parser, so it always matches this vellum.

        bash: source <(vellum completion bash) in ~/.bashrc, or save it as
              ~/.local/share/bash-completion/completions/vellum
        zsh:  save it as _vellum in a folder of $fpath (vellum completion zsh > ~/.zfunc/_vellum
              with fpath+=~/.zfunc before compinit), or source <(vellum completion zsh)
      """,
    options: NoOptions.self,
    positionals: .words(CompletionScript.shells),
    action: run)

  static func run(_ a: NoOptions) throws -> Int32 {
    guard a.positionals.count == 1, let script = CompletionScript.script(for: a.positionals[0]) else {
      throw CLIError.usage("completion takes one shell: bash or zsh\n\n" + verb.help)
    }
    StandardIO.print(script)
    return 0
  }
}
