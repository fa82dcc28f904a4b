import FoundationEssentials
import Glibc
import VellumCairo
import VellumModel
import VellumSnapshot

enum FormatCommand {
  static let verb = Verb(
    name: "fmt",
    summary: "rewrite documents in canonical form",
    example: "vellum fmt Samples | --check",
    synopsis: "vellum fmt <doc.json | folder>… [--check] [--state-system-version V]",
    description: """
      Rewrites documents in canonical form: 2-space indentation, one member a line, keys in
      the order the schema (and the README's tables) list them, numbers in their shortest
      form. No value changes: a formatted document renders exactly as before. A folder means
      every .json below it (as check finds them); "-" formats standard input to standard
      output. Files are rewritten atomically, and only when they change; a document that does
      not decode is reported (exit 65) and left as it is. --state-system-version writes the
      system a document draws into those that rely on the default (canvas.systemVersion),
      so that documents written for iOS 18's look keep it now that the default is "26".
      """,
    options: Options.self,
    positionals: .filesWithExtension("json"),
    action: run)

  struct Options: VerbOptions {
    var positionals: [String] = []
    var check = false
    var statedSystemVersion: String?

    static let bindings: [FlagBinding<Self>] = [
      .option(
        \.statedSystemVersion, "--state-system-version", "V",
        help: """
          17 | 18 | 26: state this canvas.systemVersion in documents that
          state none (nor vary it), to keep the look they were written for
          """, completes: .words(SystemVersion.allCases.map(\.rawValue))),
      .switch(
        \.check, "--check",
        help: """
          rewrite nothing: list the documents that are not canonical and
          exit 1 if there are any (for CI)
          """),
    ]
  }

  static func run(_ a: Options) throws -> Int32 {
    guard !a.positionals.isEmpty else { throw CLIError.usage("fmt needs documents or folders\n\n" + verb.help) }
    let stated = try statedVersion(a)
    let canonical = { (bytes: [UInt8]) throws(Diagnostic) -> String in
      if let stated {
        try CanonicalJSON.format(bytes, statingSystemVersion: stated)
      } else {
        try CanonicalJSON.format(bytes)
      }
    }
    if a.positionals == ["-"] { return try formatStandardInput(check: a.check, canonical) }
    let paths = try documentPaths(a.positionals)
    var worst: Int32 = 0
    var changed = 0
    for path in paths {
      let bytes: [UInt8]
      switch FileBytes.contents(path, limit: DocumentDecoder.maximumDocumentBytes) {
      case .success(let b): bytes = b
      case .failure(let f):
        printError("vellum: \(path): \(f)")
        worst = max(worst, f == .missing ? ExitCode.noInput : ExitCode.dataError)
        continue
      }
      let text: String
      do {
        text = try canonical(bytes)
      } catch {
        printError("vellum: \(path): \(error)")
        worst = max(worst, ExitCode.dataError)
        continue
      }
      let formatted = Array(text.utf8)
      guard formatted != bytes else { continue }
      changed += 1
      if a.check {
        printLine("not canonical: \(path)")
        continue
      }
      do {
        try AtomicFile.write(formatted, to: path)
        printLine("formatted \(path)")
      } catch {
        printError("vellum: \(path): cannot write (\(error))")
        worst = max(worst, ExitCode.cantCreate)
      }
    }
    if worst == 0 && a.check && changed > 0 {
      printError("vellum: \(changed) of \(paths.count) documents are not canonical (vellum fmt rewrites them)")
      return 1
    }
    return worst
  }

  /// `--state-system-version`'s version, checked.
  static func statedVersion(_ a: Options) throws -> SystemVersion? {
    guard let v = a.statedSystemVersion else { return nil }
    guard let version = SystemVersion(rawValue: v) else {
      throw CLIError.usage(
        "--state-system-version takes " + SystemVersion.allCases.map(\.rawValue).joined(separator: ", ")
          + "; got \"\(v)\"")
    }
    return version
  }

  /// A document on standard input, written canonical to standard output (`check`: nothing
  /// written, 1 when it is not canonical).
  static func formatStandardInput(check: Bool, _ canonical: ([UInt8]) throws(Diagnostic) -> String) throws -> Int32 {
    guard case .success(let bytes) = FileBytes.read(descriptor: 0, limit: DocumentDecoder.maximumDocumentBytes)
    else {
      throw CLIError(
        code: ExitCode.dataError,
        message: "<stdin>: cannot be read, or is larger than \(DocumentDecoder.maximumDocumentBytes >> 20) MB")
    }
    do {
      let text = try canonical(bytes)
      if check { return Array(text.utf8) == bytes ? 0 : 1 }
      StandardIO.print(text)
      return 0
    } catch {
      throw CLIError(code: ExitCode.dataError, message: "<stdin>: \(error)")
    }
  }

  /// The documents named: files as given, folders' documents found in them (warning of those
  /// skipped).
  static func documentPaths(_ positionals: [String]) throws -> [String] {
    var paths: [String] = []
    for p in positionals {
      if isDirectory(atPath: p) {
        do {
          var skipped: [SnapshotSuite.SkippedDocument] = []
          paths += try SnapshotSuite.discoverDocuments(in: p, skipped: &skipped).map { p.appendingPathComponent($0) }
          for s in skipped { printError("vellum: warning: " + s.message(samplesDirectory: p)) }
        } catch {
          throw CLIError(code: ExitCode.noInput, message: error.message)
        }
      } else {
        paths.append(p)
      }
    }
    return paths
  }
}
