import FoundationEssentials
import Glibc
import VellumCairo
import VellumLayout
import VellumModel

/// A failure that ends the command with a documented exit code (sysexits.h).
struct CLIError: Error {
  var code: Int32
  var message: String

  static func usage(_ m: String) -> CLIError { CLIError(code: ExitCode.usage, message: m) }
}

/// The exit codes of every verb.
enum ExitCode {
  static let success: Int32 = 0
  /// Bad command line.
  static let usage: Int32 = 64
  /// Invalid document (or images of different sizes, for `compare`).
  static let dataError: Int32 = 65
  /// Missing input file (or images that differ, for `compare`).
  static let noInput: Int32 = 66
  /// Internal error (a bug, or a missing font package).
  static let software: Int32 = 70
  /// Output could not be written.
  static let cantCreate: Int32 = 73
}

/// Parsed command-line words: flags with values, switches and positionals, read into a verb's
/// options by their ``FlagBinding``s.
struct Arguments {
  var positionals: [String] = []
  /// Each flag's values by its long name, in the order given.
  private var values: [String: [String]] = [:]
  private var switches: Set<String> = []

  /// Reads `words` by `flags`: a flag with a value takes the next word (or `--flag=value`), a
  /// switch none; `-` and words not starting with `-` are positionals, as is everything after
  /// `--`. An unknown flag is a usage error naming the nearest declared one.
  init(_ words: [String], flags: [Flag]) throws(CLIError) {
    var declared: [String: Flag] = [:]
    for flag in flags {
      for name in flag.names {
        precondition(declared[name] == nil, "\(name) is declared twice")
        declared[name] = flag
      }
    }
    var i = 0
    while i < words.count {
      let w = words[i]
      if w == "-" || !w.hasPrefix("-") {
        positionals.append(w)
      } else if w == "--" {
        positionals.append(contentsOf: words[(i + 1)...])
        break
      } else {
        var name = w
        var inline: String? = nil
        if let eq = w.firstIndex(of: "=") {
          name = String(w[..<eq])
          inline = String(w[w.index(after: eq)...])
        }
        guard let flag = declared[name] else {
          var m = "unknown option \(name)"
          let names = flags.flatMap(\.names)
          func squashed(_ s: String) -> String { s.filter { $0 != "-" }.lowercased() }
          // A flag typed without a hyphen of its own ("--deviceframe"), or with a letter left
          // out, added or changed ("--sheet-colums"), is that flag, not one it extends ("--device",
          // "--sheet").
          func oneLetterApart(_ flag: String) -> Bool {
            editDistance(Array(name.lowercased().unicodeScalars), Array(flag.lowercased().unicodeScalars), bound: 2)
              <= 1
          }
          if let near = names.first(where: { squashed($0) == squashed(name) }) ?? names.first(where: oneLetterApart)
            ?? nearestName(to: name, in: names)
          {
            m += "; did you mean \(near)?"
          }
          throw .usage(m)
        }
        if flag.takesValue {
          if let v = inline {
            guard !v.isEmpty else { throw .usage("\(name) needs a value, not an empty one") }
            values[flag.name, default: []].append(v)
          } else {
            guard i + 1 < words.count else { throw .usage("\(name) needs a value") }
            guard !words[i + 1].isEmpty else { throw .usage("\(name) needs a value, not an empty one") }
            values[flag.name, default: []].append(words[i + 1])
            i += 1
          }
        } else {
          guard inline == nil else { throw .usage("\(name) takes no value") }
          switches.insert(flag.name)
        }
      }
      i += 1
    }
  }

  /// Every value of `flag` (a flag of the verb's), in the order given.
  func values(of flag: Flag) -> [String] { values[flag.name] ?? [] }
  /// Whether the switch `flag` (a flag of the verb's) is given.
  func isGiven(_ flag: Flag) -> Bool { switches.contains(flag.name) }
}

/// Writes a line to standard error, its control characters escaped (document strings and file
/// names in messages cannot drive the terminal).
func printError(_ s: String) {
  StandardIO.printError(ControlCharacters.escaped(s, keepingLines: true) + "\n")
}

/// Writes a line of a verb's report to standard output (file names, "formatted …"), its
/// control characters escaped as ``printError(_:)``'s are.
func printLine(_ s: String) {
  print(ControlCharacters.escaped(s, keepingLines: true))
}

let vellumVersion = "0.1.0"

/// What a verb must never write over: its own input files (`--apng doc.json`, `-o doc.json
/// --format png`), and what the output rule refuses (a folder, a block device, a socket),
/// checked before any work is done.
///
/// Inputs are known by device and inode, taken when the guard is made and again at each
/// ``refresh()`` (`--watch` calls it before each pass: an edited document may be a new file,
/// and its old inode number may be reused by an output).
final class OutputGuard: @unchecked Sendable {
  private let paths: [String]
  private var inputs: [(device: UInt64, inode: UInt64, path: String)] = []

  init(inputs paths: [String]) {
    self.paths = paths.filter { $0 != "-" }
    refresh()
  }

  /// Takes the inputs' identities again.
  func refresh() {
    inputs = []
    for path in paths {
      var info = stat()
      if stat(path, &info) == 0 { inputs.append((UInt64(info.st_dev), UInt64(info.st_ino), path)) }
    }
  }

  /// Throws when `target` is one of the inputs or cannot be written by the output rule.
  func check(_ target: String) throws(CLIError) {
    try checkNotInput(target)
    if let refusal = AtomicFile.refusal(target) { throw CLIError(code: ExitCode.cantCreate, message: refusal) }
  }

  /// Throws when `target` (a file or a folder) is one of the inputs.
  func checkNotInput(_ target: String) throws(CLIError) {
    var info = stat()
    if stat(target, &info) == 0,
      let input = inputs.first(where: { $0.device == UInt64(info.st_dev) && $0.inode == UInt64(info.st_ino) })
    {
      throw CLIError(
        code: ExitCode.usage,
        message: "\(target) is the input document \(input.path); vellum never writes over its input")
    }
  }
}
