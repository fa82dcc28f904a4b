import Testing

@testable import VellumModel

/// `SymbolCatalog.recipe(for:)` looks names up in the table without building the map; it must
/// give exactly what the map holds, for every name and for names that are not in it.
@Suite struct SymbolCatalogLookupTests {
  @Test func everyNameIsLookedUpAsTheMapHasIt() {
    var wrong: [String] = []
    for (name, recipe) in SymbolCatalog.map where SymbolCatalog.lookUp(name) != recipe {
      wrong.append(name)
    }
    #expect(wrong.isEmpty, "\(wrong.sorted().prefix(20))")
  }

  @Test func namesNearKnownNamesAreLookedUpAsTheMapHasThem() {
    var near: Set<String> = ["", ".", "..", "fill", ".fill", "circle", "slash.fill", "51.circle", "aa.square"]
    let suffixes = [
      "", ".fill", ".circle", ".circle.fill", ".square", ".square.fill", ".slash", ".slash.fill", ".badge",
      ".badge.fill", ".badge.plus", ".fill.badge.plus", ".x",
    ]
    for name in SymbolCatalog.names {
      for s in suffixes { near.insert(name + s) }
      near.insert(String(name.dropLast()))
      near.insert(String(name.dropFirst()))
      near.insert(name + ".")
      near.insert(name.uppercased())
      if let dot = name.lastIndex(of: ".") { near.insert(String(name[..<dot])) }
    }
    var wrong: [String] = []
    for name in near where SymbolCatalog.lookUp(name) != SymbolCatalog.map[name] { wrong.append(name) }
    #expect(wrong.isEmpty, "\(wrong.sorted().prefix(20))")
    // And through the cache, twice.
    for name in ["house.fill", "nonsense.fill", "3.circle", "wifi.slash"] {
      #expect(SymbolCatalog.recipe(for: name) == SymbolCatalog.map[name])
      #expect(SymbolCatalog.recipe(for: name) == SymbolCatalog.map[name])
    }
  }
}
