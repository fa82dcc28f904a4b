import Foundation
import Testing

@testable import vellum

/// The verb table against what the built `vellum` does: every verb's help lists every flag,
/// the parser takes exactly the declared flags, typos get the nearest name, and the completion
/// scripts name every verb and flag.
@Suite struct FlagTableTests {
  /// A value a flag would take on the command line (never read: `--help` comes first).
  func sample(_ flag: Flag) -> [String] { flag.takesValue ? [flag.name, "1"] : [flag.name] }

  @Test func theTableHasEveryVerbOnceAndEachVerbsFlagsOnce() throws {
    let names = VerbTable.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.count >= 11)
    for verb in VerbTable.all {
      let flagNames = verb.flags.flatMap(\.names)
      #expect(Set(flagNames).count == flagNames.count, "\(verb.name) declares a flag name twice")
      #expect(verb.flags.last == Flag.help)
      for flag in verb.flags {
        #expect(flag.name.hasPrefix("--"), "\(verb.name) \(flag.name)")
        if let short = flag.shortName { #expect(short.count == 2 && short.hasPrefix("-")) }
        #expect(!flag.help.isEmpty, "\(verb.name) \(flag.name) has no help")
      }
    }
  }

  @Test func everyVerbsHelpListsEveryOneOfItsFlags() throws {
    for verb in VerbTable.all {
      let r = try run([verb.name, "--help"])
      let help = String(decoding: r.stdout, as: UTF8.self)
      #expect(r.status == 0, "\(verb.name) --help")
      #expect(help.hasPrefix("usage: vellum \(verb.name)"))
      #expect(help == verb.help + "\n")
      for flag in verb.flags {
        // The label at the start of a line of the options: "  -o, --output PATH".
        #expect(help.contains("\n  \(flag.label)"), "\(verb.name) --help does not list \(flag.label)")
      }
      #expect(try run([verb.name, "-h"]).stdout == r.stdout)
    }
    let v = try run(["--version"])
    #expect(String(decoding: v.stdout, as: UTF8.self).hasPrefix("vellum "))
  }

  @Test func theParserTakesEveryDeclaredFlagAndNoOther() throws {
    for verb in VerbTable.all {
      // Every flag (a value for those that take one), then --help: parsed, nothing run.
      let words = [verb.name] + verb.flags.filter { $0 != .help }.flatMap(sample) + ["--help"]
      let r = try run(words)
      #expect(r.status == 0, "\(words.joined(separator: " ")): \(r.stderr)")
      #expect(r.stdout == Data((verb.help + "\n").utf8))
      for flag in verb.flags {
        guard let short = flag.shortName else { continue }
        #expect(
          try run([verb.name, short] + sample(flag).dropFirst() + ["--help"]).status == 0, "\(verb.name) \(short)")
      }
      let unknown = try run([verb.name, "--no-such-flag", "--help"])
      #expect(unknown.status == 64, "\(verb.name) took an undeclared flag")
      #expect(unknown.stderr.hasPrefix("vellum: unknown option --no-such-flag"))
    }
  }

  /// The properties of `value` (a verb's options, its groups' too) left as no flag sets them:
  /// nil, false or empty.
  func unset(_ value: Any, at path: String) -> [String] {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct?: return mirror.children.flatMap { unset($0.value, at: path + "." + ($0.label ?? "?")) }
    case .optional?: return mirror.children.isEmpty ? [path] : []
    default:
      if let given = value as? Bool { return given ? [] : [path] }
      if let values = value as? [String] { return values.isEmpty ? [path] : [] }
      return []
    }
  }

  /// Each verb's options are the flags the help and completion list: every flag given sets
  /// one of its properties, and every property is set by one of its flags (or the positionals).
  @Test func everyOptionIsAFlagTheHelpAndCompletionList() throws {
    for verb in VerbTable.all {
      let none = verb.options.parsed(try Arguments([], flags: verb.flags))
      let all = verb.options.parsed(
        try Arguments(verb.flags.filter { $0 != .help }.flatMap(sample) + ["doc.json"], flags: verb.flags))
      #expect(unset(all, at: verb.name).isEmpty, "\(verb.name): set by no flag")
      #expect(
        unset(none, at: verb.name).count == verb.flags.count, "\(verb.name): a property is set without its flag")
      // Each flag alone sets exactly one property.
      for flag in verb.flags where flag != .help {
        let one = verb.options.parsed(try Arguments(sample(flag), flags: verb.flags))
        #expect(unset(one, at: verb.name).count == verb.flags.count - 1, "\(verb.name) \(flag.name)")
      }
    }
  }

  @Test func aMisspeltFlagSuggestsTheNearestOfTheVerbsFlags() throws {
    for verb in VerbTable.all {
      for flag in verb.flags where flag.name.count >= 7 {
        // One letter dropped from the middle of the name.
        var typo = Array(flag.name)
        typo.remove(at: typo.count / 2 + 1)
        let misspelt = String(typo)
        do {
          _ = try Arguments([misspelt], flags: verb.flags)
          Issue.record("\(verb.name) took \(misspelt)")
        } catch {
          #expect(
            error.message == "unknown option \(misspelt); did you mean \(flag.name)?", "\(verb.name) \(misspelt)")
          #expect(error.code == 64)
        }
      }
    }
    // The same through the binary: the message and the exit code.
    let r = try run(["check", "Samples", "--snapshot", "Snapshots"])
    #expect(r.status == 64)
    #expect(r.stderr == "vellum: unknown option --snapshot; did you mean --snapshots?\n")
    let far = try run(["schema", "--frobnicate"])
    #expect(far.stderr == "vellum: unknown option --frobnicate\n")
  }

  @Test func aMisspeltVerbSuggestsTheNearestVerbAndTheUsageListsThemAll() throws {
    let usage = String(decoding: try run(["--help"]).stdout, as: UTF8.self)
    for verb in VerbTable.all {
      #expect(usage.contains("\n  \(verb.name) "), "vellum --help does not list \(verb.name)")
      #expect(usage.contains(verb.summary) && usage.contains("(\(verb.example))"))
      guard verb.name.count >= 4 else { continue }
      // The last letter but one dropped: "rendr", "accet".
      var typo = Array(verb.name)
      typo.remove(at: typo.count - 2)
      let r = try run([String(typo)])
      #expect(r.status == 64)
      #expect(r.stderr.hasPrefix("vellum: unknown verb \"\(String(typo))\"; did you mean \"\(verb.name)\"?"))
    }
  }

  @Test func aSwitchTakesNoValueAndAValuedFlagNeedsOne() throws {
    let r = try run(["render", "doc.json", "--tree=yes", "-o", "out.png"])
    #expect(r.status == 64)
    #expect(r.stderr == "vellum: --tree takes no value\n")
    let missing = try run(["render", "doc.json", "-o"])
    #expect(missing.stderr == "vellum: -o needs a value\n")
  }

  // MARK: completion

  /// The bash script, sourced, completing `line` (a trailing space starts a new word).
  func bashCompletions(_ line: String, in directory: String? = nil) throws -> [String] {
    let script = try #require(CompletionScript.script(for: "bash"))
    let program = """
      \(script)
      read -ra COMP_WORDS <<< "$1"
      [[ $1 == *' ' ]] && COMP_WORDS+=('')
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      _vellum
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/bash")
    p.arguments = ["-c", program, "bash", line]
    if let directory { p.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
  }

  @Test func theBashScriptIsValidAndCompletesEveryVerbAndFlag() throws {
    let r = try run(["completion", "bash"])
    #expect(r.status == 0)
    let script = String(decoding: r.stdout, as: UTF8.self)
    #expect(script == CompletionScript.script(for: "bash"))
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data(script.utf8).write(to: URL(fileURLWithPath: dir + "/vellum.bash"))
    let check = Process()
    check.executableURL = URL(fileURLWithPath: "/bin/bash")
    check.arguments = ["-n", dir + "/vellum.bash"]
    try check.run()
    check.waitUntilExit()
    #expect(check.terminationStatus == 0, "bash -n refuses the script")

    #expect(try bashCompletions("vellum ") == (VerbTable.all.map(\.name) + VerbTable.topLevelFlags).sorted())
    #expect(try bashCompletions("vellum ren") == ["render"])
    for verb in VerbTable.all {
      #expect(try bashCompletions("vellum \(verb.name) -") == verb.flags.flatMap(\.names).sorted(), "\(verb.name)")
      for flag in verb.flags {
        guard case .words(let words) = flag.valueCompletion else { continue }
        #expect(try bashCompletions("vellum \(verb.name) \(flag.name) ") == words.sorted(), "\(verb.name) \(flag.name)")
      }
    }
    // Files where a verb or flag takes them; nothing where the value is a number.
    try Data().write(to: URL(fileURLWithPath: dir + "/doc.json"))
    try Data().write(to: URL(fileURLWithPath: dir + "/image.png"))
    try FileManager.default.createDirectory(atPath: dir + "/folder", withIntermediateDirectories: false)
    #expect(try bashCompletions("vellum render ", in: dir) == ["doc.json", "folder"])
    #expect(
      try bashCompletions("vellum render doc.json -o ", in: dir) == ["doc.json", "folder", "image.png", "vellum.bash"])
    #expect(try bashCompletions("vellum compare ", in: dir) == ["folder", "image.png"])
    #expect(try bashCompletions("vellum check ", in: dir) == ["folder"])
    #expect(try bashCompletions("vellum render doc.json --jobs ", in: dir) == [])
    #expect(try bashCompletions("vellum completion ") == ["bash", "zsh"])
  }

  @Test func theZshScriptNamesEveryVerbAndFlag() throws {
    let r = try run(["completion", "zsh"])
    #expect(r.status == 0)
    let script = String(decoding: r.stdout, as: UTF8.self)
    #expect(script.hasPrefix("#compdef vellum\n"))
    #expect(script.contains("compdef _vellum vellum"))
    for verb in VerbTable.all {
      #expect(script.contains("    '\(verb.name):"), "the verb list lacks \(verb.name)")
      #expect(script.contains("    '\(verb.name)')\n      _arguments -S"), "no case for \(verb.name)")
    }
    let zsh = ["/usr/bin/zsh", "/bin/zsh"].first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let zsh else {
      // Without zsh, the text: every flag's spec in its verb's case.
      for verb in VerbTable.all {
        let start = try #require(script.range(of: "    '\(verb.name)')\n"))
        // The case ends at its ";;" (a help text may hold a single ";").
        let end = try #require(script[start.upperBound...].range(of: " ;;\n"), "no end to \(verb.name)'s case")
        let body = script[start.upperBound..<end.lowerBound]
        for flag in verb.flags {
          // A repeatable flag's spec starts with "*" (zsh offers it again).
          let spec = flag.shortName.map { "{\($0),\(flag.name)}" } ?? "'\(flag.isRepeatable ? "*" : "")\(flag.name)["
          #expect(body.contains(spec), "zsh: \(verb.name) lacks \(flag.name)")
        }
      }
      return
    }
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/_vellum"
    try Data(script.utf8).write(to: URL(fileURLWithPath: path))
    #expect(try zshOutput(zsh, ["-n", path]).status == 0, "zsh -n refuses the script")
    // Sourced with compsys's functions stubbed: each verb's _arguments specs, one a line.
    for verb in VerbTable.all {
      let program = """
        compdef() { }; _describe() { }; _arguments() { print -rl -- "$@" }
        source \(path); words=(vellum \(verb.name) ''); CURRENT=3; _vellum
        """
      let (status, out) = try zshOutput(zsh, ["-f", "-c", program])
      #expect(status == 0)
      let specs = out.split(separator: "\n").map(String.init)
      for flag in verb.flags {
        for name in flag.names {
          #expect(
            specs.contains {
              $0.hasPrefix(name + "[") || $0.hasPrefix("*" + name + "[") || $0.contains(")" + name + "[")
            },
            "zsh: \(verb.name) lacks \(name)")
        }
      }
    }
    let (_, verbs) = try zshOutput(
      zsh,
      [
        "-f", "-c",
        "compdef() { }; _arguments() { }; _describe() { print -rl -- $verbs }; source \(path); words=(vellum ''); CURRENT=2; _vellum",
      ])
    #expect(verbs.split(separator: "\n").map { String($0.prefix { $0 != ":" }) } == VerbTable.all.map(\.name))
  }

  func zshOutput(_ zsh: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: zsh)
    p.arguments = arguments
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
