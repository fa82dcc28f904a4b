import Foundation
import Testing

@testable import VellumLayout
@testable import VellumModel

/// The accessibility audit's baseline (issue 30): texts below WCAG's minimum in Apple's own
/// colours, as iOS ships them, are summed up in one note; a document's own colours (text or
/// background) are warned one by one; `strict` warns about every text.
@Suite struct AuditBaselineTests {
  func audit(_ children: String, canvas: String = "") throws -> (tree: RenderTree, audit: AccessibilityAudit) {
    let json = #"{"vellum":1,"canvas":{"width":300\#(canvas)},"root":{"stack":{"children":[\#(children)]}}}"#
    let document = try DocumentDecoder.decode(Array(json.utf8))
    return (try layout(json), AccessibilityAudit(document: document))
  }

  @Test func applesDefaultsAreOneNoteAndStrictListsThem() throws {
    // secondaryLabel on white (3.44:1) and placeholderText (1.73:1), as iOS ships them; a row
    // with a default secondary text; and "white" named elsewhere does not make white the
    // document's own.
    let (tree, audit) = try audit(
      #"""
      {"text":{"string":"Caption","color":"secondaryLabel"}},
      {"text":{"string":"Hint","color":"placeholderText"}},
      {"cell":{"content":{"text":"Row","secondaryText":"detail"}}},
      {"image":{"systemName":"star.fill","tintColor":"white"}}
      """#, canvas: #","background":"systemBackground""#)
    let findings = tree.accessibilityFindings(audit: audit)
    #expect(findings.warnings.isEmpty, "\(findings.warnings)")
    let note = try #require(findings.note)
    #expect(note.contains(" texts in Apple's own colours below WCAG's minimum, as iOS ships them"), "\(note)")
    // placeholderText has tertiaryLabel's value, the name the note gives it.
    #expect(note.contains("lowest 1.73:1, tertiaryLabel on systemBackground"), "\(note)")
    let strict = tree.accessibilityFindings(audit: .strict)
    #expect(strict.warnings.count >= 2 && strict.note == nil)
    #expect(
      strict.warnings.contains { $0.contains("\"Caption\"") } && strict.warnings.contains { $0.contains("\"Hint\"") })
    #expect(tree.accessibilityDump(audit: audit).hasSuffix("\nnote: " + note + "\n"))
  }

  @Test func aDocumentsOwnTextColoursAreWarned() throws {
    // A tint colour as text (systemGreen: 2.22:1) and a hex grey are the document's choices.
    let (tree, audit) = try audit(
      #"""
      {"text":{"string":"€1,250.00","color":"systemGreen"}},
      {"text":{"string":"Faint","color":"#C7C7CC"}},
      {"text":{"runs":[{"string":"pale","color":"systemYellow"}]}}
      """#)
    let findings = tree.accessibilityFindings(audit: audit)
    #expect(findings.warnings.count == 3, "\(findings.warnings)")
    #expect(findings.note == nil)
  }

  @Test func aDocumentsOwnBackgroundIsCheckedUnderApplesTextColours() throws {
    // Apple's secondaryLabel over the document's own dark brown card.
    let (tree, audit) = try audit(
      #"""
      {"stack":{"background":"#4A3B2C","padding":8,"children":[{"text":{"string":"On brown","color":"secondaryLabel"}}]}}
      """#)
    let findings = tree.accessibilityFindings(audit: audit)
    #expect(findings.warnings.count == 1 && findings.warnings[0].contains("\"On brown\""), "\(findings.warnings)")
  }

  @Test func namedColoursComeFromTheCanonicalDocument() throws {
    let document = try DocumentDecoder.decode(
      Array(
        ##"{"vellum":1,"canvas":{"tintColor":"#AA3366"},"root":{"text":{"string":"x","color":{"light":"systemRed","dark":"#112233"}}}}"##
          .utf8))
    let named = document.namedColors
    #expect(named.contains(.fixed(Color(hex: "#AA3366")!)) && named.contains(.system(.systemRed)))
    #expect(named.contains(.fixed(Color(hex: "#112233")!)))
    // The custom tint is the document's own; systemRed's value is one Apple ships.
    let own = try #require(AccessibilityAudit(document: document).ownColors)
    #expect(own.contains(Color(hex: "#AA3366")!) && own.contains(Color(hex: "#112233")!))
    #expect(!own.contains(SystemColor.systemRed.resolve(ColorTraits())))
  }

  /// An audit of a document finds its own colours only when a text asks, and finds what an audit
  /// given them at once finds, for every sample.
  @Test func anAuditOfADocumentFindsWhatItsColoursGivenAtOnceFind() throws {
    let files = sampleDocuments()
    #expect(files.count > 100)
    var baselines = 0
    for (name, data) in files {
      guard let document = try? DocumentDecoder.decode(Array(data)) else { continue }
      let tree = LayoutEngine.layout(document, resources: FixedAdvanceMeasurer())
      let lazy = tree.accessibilityFindings(audit: AccessibilityAudit(document: document))
      let eager = tree.accessibilityFindings(
        audit: AccessibilityAudit(ownColors: AccessibilityAudit.ownColors(of: document)))
      #expect(lazy.warnings == eager.warnings && lazy.note == eager.note, "\(name)")
      if lazy.note != nil { baselines += 1 }
    }
    #expect(baselines > 10, "only \(baselines) samples have a baseline note")
  }
}
