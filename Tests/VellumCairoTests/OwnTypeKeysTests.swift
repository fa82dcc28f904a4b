import Foundation
import Testing

/// VellumCairo's README rule, enforced: on the one-shot path (layout, the painter, the measurer,
/// the PNG encoder and its deflate) no dictionary or set is keyed by one of Vellum's own types. The
/// first such collection of a type makes the Swift runtime look its `Hashable` conformance up, a
/// scan of every conformance record (~330,000 instructions each, a06110b): use a few slots (as
/// `PerDirection`) or string keys. A use that pays for itself is listed below with its reason.
@Suite struct OwnTypeKeysTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  /// The modules on the one-shot path from layout on.
  static let modules = ["VellumLayout", "VellumCairo", "VellumImage", "VellumDeflate"]
  /// "file: type" → why the scan is worth it, or why it is off the one-shot path.
  static let allowed: [String: String] = [
    "PangoMeasurer.swift: TextRequest":
      "the measurer's cache: one scan a process, repaid by every repeated text measured (lists repeat them)",
    "DatePicker+Layout.swift: Key":
      "the date formats' cache: one scan a process with a date picker, repaid by every format it keeps",
    "AccessibilityTree.swift: Color":
      "the accessibility audit's colours: only with --accessibility or an accessibility snapshot, not a render",
    "ContactSheetLayout.swift: Kind": "a contact sheet's subtitle: one a sheet of variants, not a screen",
  ]

  static func swiftFiles(in folder: URL) -> [URL] {
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return (files?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
  }

  /// The type names Vellum declares (every module: a painter may key by a layout type).
  static func ownTypes() throws -> Set<String> {
    var names = Set<String>()
    let declaration = try Regex(#"\b(?:struct|enum|class|actor)\s+([A-Z]\w*)"#)
    for file in swiftFiles(in: root.appending(path: "Sources")) {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: declaration) {
        if let name = match.output[1].substring { names.insert(String(name)) }
      }
    }
    return names
  }

  @Test func noCollectionOnTheOneShotPathIsKeyedByOurOwnTypes() throws {
    let own = try Self.ownTypes()
    #expect(own.contains("PerDirection") && own.contains("TextRequest"))
    let keyed = try Regex(
      #"(?:\[\s*([A-Z][\w.]*)(?:<[^>]*>)?\s*:\s*[^\]\s]|Dictionary<\s*([A-Z][\w.]*)(?:<[^>]*>)?\s*,|Set<\s*([A-Z][\w.]*)(?:<[^>]*>)?\s*>)"#
    )
    var found: [String] = []
    for module in Self.modules {
      for file in Self.swiftFiles(in: Self.root.appending(path: "Sources/\(module)")) {
        let text = try String(contentsOf: file, encoding: .utf8)
        for line in text.split(separator: "\n") {
          let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
          for match in code.matches(of: keyed) {
            let key =
              (match.output[1].substring ?? match.output[2].substring ?? match.output[3].substring)
              .map { String($0.split(separator: ".").last ?? "") } ?? ""
            let entry = "\(file.lastPathComponent): \(key)"
            if own.contains(key), Self.allowed[entry] == nil { found.append(entry) }
          }
        }
      }
    }
    #expect(found.isEmpty, "keyed by Vellum's own types on the one-shot path (see VellumCairo/README.md): \(found)")
  }
}
