import Foundation
import Testing

/// A module's public surface as its source declares it: the machinery that must not be public
/// (`package` lets every module and test target of this package see it, a user of the `Vellum`
/// product does not) and what a user writes, which must stay public. A source scan, so it holds
/// any module without importing it (`PublicSurfaceTests`).
struct PublicSurface: Sendable, CustomTestStringConvertible {
  /// The module's folder under Sources.
  var module: String
  /// Machinery type → the file declaring it at the top level (under Sources/<module>).
  var machinery: [String: String]
  /// File → machinery members it declares, each as written after its access
  /// (`static let blurSigma`, `func mirrored()`): every declaration starting so is not public.
  var machineryMembers: [String: [String]] = [:]
  /// Types a user writes, which must stay public.
  var userFacing: [String]
  /// File → members a user calls, each as written after its access: one declaration starting so
  /// is public.
  var userFacingMembers: [String: [String]] = [:]

  var testDescription: String { module }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func swiftFiles(under folder: String) -> [URL] {
    let files = FileManager.default.enumerator(at: root.appending(path: folder), includingPropertiesForKeys: nil)
    return (files?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
  }

  /// A top-level type declaration's access and name: `package struct ModelKey<Model>` → ("package", "ModelKey").
  static var typeDeclaration: Regex<(Substring, Substring?, Substring)> {
    /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(public|open|package|internal|fileprivate|private)\s+)?(?:final\s+|indirect\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+(\w+)/
  }

  /// A line's access and what follows it: `  public static let blurSigma = 2.8` → ("public",
  /// "static let blurSigma = 2.8").
  static var memberDeclaration: Regex<(Substring, Substring?, Substring)> {
    /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(public|open|package|internal|fileprivate|private)\s+)?(.*)$/
  }

  static func isPublic(_ access: String) -> Bool { access == "public" || access == "open" }

  /// Each top-level type of the module, by name: its access ("internal" when unsaid) and file.
  func declaredTypes() throws -> [String: (access: String, file: String)] {
    var types: [String: (access: String, file: String)] = [:]
    let base = Self.root.appending(path: "Sources/\(module)").path + "/"
    for file in Self.swiftFiles(under: "Sources/\(module)") {
      let relative = String(file.path.dropFirst(base.count))
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        // Only a top-level line (unindented, not a comment or a brace) can declare one; the test
        // skips the rest before the slower regex.
        guard let first = line.first, first.isLetter || first == "@",
          let m = line.firstMatch(of: Self.typeDeclaration)
        else { continue }
        types[String(m.output.2)] = (m.output.1.map(String.init) ?? "internal", relative)
      }
    }
    return types
  }

  /// The access of each declaration in `file` (under Sources/<module>) that starts with `declaration`.
  func access(of declaration: String, in file: String) throws -> [String] {
    let text = try String(contentsOf: Self.root.appending(path: "Sources/\(module)/\(file)"), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      guard line.contains(declaration), let m = line.wholeMatch(of: Self.memberDeclaration),
        m.output.2.hasPrefix(declaration)
      else { return nil }
      return m.output.1.map(String.init) ?? "internal"
    }
  }

  /// Machinery declared elsewhere than listed, or public.
  func publicMachinery() throws -> [String] {
    let types = try declaredTypes()
    var problems: [String] = []
    for (name, file) in machinery.sorted(by: { $0.key < $1.key }) {
      guard let declared = types[name] else {
        problems.append("\(name) is not declared at the top level of Sources/\(module) (renamed? update this list)")
        continue
      }
      if declared.file != file { problems.append("\(name) is declared in \(declared.file), not \(file)") }
      if Self.isPublic(declared.access) {
        problems.append("\(name) (\(declared.file)) is machinery: make it package, not \(declared.access)")
      }
    }
    for (file, declarations) in machineryMembers.sorted(by: { $0.key < $1.key }) {
      for declaration in declarations {
        let found = try access(of: declaration, in: file)
        if found.isEmpty { problems.append("\(file) declares no `\(declaration)` (renamed? update this list)") }
        if let access = found.first(where: Self.isPublic) {
          problems.append("\(file): `\(declaration)` is machinery: make it package, not \(access)")
        }
      }
    }
    return problems
  }

  /// What a user writes that is not public.
  func hiddenUserFacing() throws -> [String] {
    let types = try declaredTypes()
    var problems = userFacing.filter { types[$0]?.access != "public" }.map {
      "\($0) is what a user writes: it must stay public"
    }
    for (file, declarations) in userFacingMembers.sorted(by: { $0.key < $1.key }) {
      for declaration in declarations where try !access(of: declaration, in: file).contains("public") {
        problems.append("\(file): `\(declaration)` is what a user calls: it must stay public")
      }
    }
    return problems
  }

  /// Public declarations of any module that name a machinery type: a user could not call them. A
  /// public type may adopt a package protocol (`public struct Switch: ControlModel`): a user does
  /// not see that conformance, so a type's inheritance clause is not read.
  func publicDeclarationsNamingTheMachinery() throws -> [String] {
    let names = machinery.keys.sorted().joined(separator: "|")
    let machinery = try Regex(#"\b(?:"# + names + #")\b"#)
    let publicDeclaration = /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s/
    let inheritance =
      /^(\s*(?:public|open)\s+(?:final\s+|indirect\s+)*(?:struct|enum|class|protocol|actor)\s+\w+)(?:<[^>]*>)?\s*:.*/
    var found: [String] = []
    for file in Self.swiftFiles(under: "Sources") {
      let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      for (i, line) in lines.enumerated() where line.contains(publicDeclaration) {
        var code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        if let m = code.wholeMatch(of: inheritance) { code = m.output.1 }
        if let m = code.firstMatch(of: machinery) {
          found.append("\(file.lastPathComponent):\(i + 1) names \(code[m.range])")
        }
      }
    }
    return found
  }
}
