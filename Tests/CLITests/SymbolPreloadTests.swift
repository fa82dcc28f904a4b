import Foundation
import Testing
import VellumModel

@testable import vellum

/// A one-shot render reads the outlines of the symbols its document names while its fonts are
/// set up: the names come with the loaded document (`LoadedDocument.symbolNames`), found in its
/// JSON, not from a record the decoder keeps.
@Suite struct SymbolPreloadTests {
  @Test func theNamesAreEverySystemNameInTheDocument() throws {
    let json = try DocumentDecoder.parse(
      Array(
        #"""
        {"vellum":1,"canvas":{"width":200},"root":{"list":{"sections":[{"items":[
          {"content":{"text":"systemName","image":{"systemName":"ev.charger"}}},
          {"content":{"text":"B"},"accessories":[{"detail":{"text":"gear"}}]}]}]}},
         "variants":{"state":[{"name":"x","overrides":{"image":{"systemName":"bell"}}}]}}
        """#.utf8))
    #expect(DocumentLoader.symbolNames(in: json) == ["ev.charger", "bell"])
  }

  @Test func theLoaderGivesThemWhenAsked() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/doc.json"
    try Data(
      #"{"vellum":1,"canvas":{"width":200},"root":{"image":{"systemName":"star.fill"}}}"#.utf8
    ).write(to: URL(fileURLWithPath: path))
    #expect(try DocumentLoader.load(path, findingSymbols: true).symbolNames == ["star.fill"])
    #expect(try DocumentLoader.load(path).symbolNames.isEmpty)
  }
}
