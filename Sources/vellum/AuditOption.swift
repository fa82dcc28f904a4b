/// `--audit baseline|strict`: how the accessibility audit treats Apple's own colours.
enum AuditOption {
  static let modes = ["baseline", "strict"]

  static let flag = Flag.option(
    "--audit", "MODE",
    help: """
      baseline (the default): texts below WCAG's contrast minimum in
      Apple's own colours, as iOS ships them, are summed up in one note,
      the document's own colours checked one by one; strict: every text
      below the minimum is a warning
      """, completes: .words(modes))

  /// Whether the audit is strict; a mode other than the two is a usage error.
  static func isStrict(_ a: Arguments) throws -> Bool {
    switch a.value("--audit") {
    case nil, "baseline"?: return false
    case "strict"?: return true
    case let mode?: throw CLIError.usage("--audit takes baseline or strict, not \"\(mode)\"")
    }
  }
}
