/// `--audit baseline|strict`: how the accessibility audit treats Apple's own colours.
enum AuditOption {
  static let modes = ["baseline", "strict"]

  /// The flag, setting `property` of a verb's options.
  static func binding<Options>(_ property: WritableKeyPath<Options, String?> & Sendable) -> FlagBinding<Options> {
    .option(
      property, "--audit", "MODE",
      help: """
        baseline (the default): texts below WCAG's contrast minimum in
        Apple's own colours, as iOS ships them, are summed up in one note,
        the document's own colours checked one by one; strict: every text
        below the minimum is a warning
        """, completes: .words(modes))
  }

  /// Whether the audit is strict; a mode other than the two is a usage error.
  static func isStrict(_ mode: String?) throws -> Bool {
    switch mode {
    case nil, "baseline"?: return false
    case "strict"?: return true
    case let mode?: throw CLIError.usage("--audit takes baseline or strict, not \"\(mode)\"")
    }
  }
}
