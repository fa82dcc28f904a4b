import Foundation
import Testing

@testable import VellumModel

/// Controls decode with UIKit's names, clamp as UIKit clamps (with a warning naming the path) and
/// reject impossible values with the JSON path.
@Suite struct ControlDecodingTests {
  func decode(_ root: String) throws(Diagnostic) -> Document {
    try DocumentDecoder.decode(Array(#"{"vellum":1,"root":\#(root)}"#.utf8))
  }

  func control<C: Control>(_ root: String, as type: C.Type) throws -> (C, [Diagnostic]) {
    let d = try decode(root)
    guard let c = d.root.control, let value = c.value as? C else {
      Issue.record("not a \(C.kind): \(d.root)")
      throw Diagnostic(path: "", message: "wrong kind", location: SourceLocation(line: 0, column: 0))
    }
    return (value, d.warnings)
  }

  @Test func aSliderValueAboveItsMaximumSitsAtTheMaximumWithAWarning() throws {
    let (slider, warnings) = try control(#"{"slider":{"value":7,"maximumValue":5}}"#, as: Slider.self)
    #expect(slider.value == 5)
    #expect(
      warnings.map(\.description) == ["root.slider.value: 7 is outside 0…5; UIKit clamps it to 5 (line 1, column 39)"])
  }

  @Test func aCurrentPagePastTheLastIsTheLast() throws {
    let (pc, warnings) = try control(#"{"pageControl":{"numberOfPages":4,"currentPage":9}}"#, as: PageControl.self)
    #expect(pc.currentPage == 3)
    #expect(warnings.first?.path == "root.pageControl.currentPage")
    let (progress, w2) = try control(#"{"progressView":{"progress":1.5}}"#, as: ProgressView.self)
    #expect(progress.progress == 1 && w2.count == 1)
    let (seg, w3) = try control(
      #"{"segmentedControl":{"segments":[{"title":"A"},{"title":"B"}],"selectedSegmentIndex":5}}"#,
      as: SegmentedControl.self)
    #expect(seg.selectedSegmentIndex == 1 && w3.count == 1)
  }

  @Test func impossibleValuesAreErrorsWithThePath() {
    func message(_ root: String) -> String {
      do {
        _ = try decode(root)
        return "accepted"
      } catch { return error.description }
    }
    #expect(
      message(#"{"pageControl":{"numberOfPages":-3}}"#).hasPrefix("root.pageControl.numberOfPages: -3 is out of range"))
    #expect(
      message(#"{"slider":{"minimumValue":2,"maximumValue":1}}"#)
        == "root.slider.minimumValue: minimumValue 2 is greater than maximumValue 1 (line 1, column 46)")
    let many = Array(repeating: #"{"title":"a"}"#, count: 10_000).joined(separator: ",")
    #expect(message(#"{"segmentedControl":{"segments":[\#(many)]}}"#).contains("10000 items; at most 100"))
    #expect(
      message(#"{"segmentedControl":{"selectedSegmentIndx":1}}"#).contains(#"did you mean "selectedSegmentIndex"?"#))
    #expect(message(#"{"sliderr":{}}"#).contains(#"did you mean "slider"?"#))
    #expect(message(#"{"button":{"style":"filed"}}"#).contains(#"did you mean "filled"?"#))
    #expect(message(#"{"switch":{"isOn":"yes"}}"#).contains("expected true or false"))
  }

  @Test func commonKeysApplyToEveryControl() throws {
    // The smallest body each kind accepts: its required keys with minimal values.
    func item(_ p: PropertyDeclaration) -> String? {
      switch p.type {
      case .text: #""\#(p.name)":"a""#
      case .texts: #""\#(p.name)":["a"]"#
      default: nil
      }
    }
    func minimal(_ p: PropertyDeclaration) -> String {
      switch p.type {
      case .component: #""\#(p.name)":{"spacer":{}},"#
      case .menu: #""\#(p.name)":{"children":[]},"#
      // An array of objects holds one with the items' required keys (texts, here).
      case .objects(let specs, _):
        #""\#(p.name)":[{\#(specs.filter(\.isRequired).compactMap(item).joined(separator: ","))}],"#
      default: ""
      }
    }
    for type in ControlCatalog.all {
      let body = ControlCatalog.properties(of: type).filter(\.isRequired).map(minimal).joined()
      let d = try decode(
        #"{"\#(type.kind)":{\#(body)"isEnabled":false,"isHighlighted":true,"tintColor":"systemRed","width":10}}"#)
      guard let c = d.root.control else {
        Issue.record("\(type.kind) did not decode to a control")
        continue
      }
      #expect(c.kind == type.kind)
      #expect(c.value.common.isEnabled == false && c.value.common.isHighlighted && c.value.common.width == 10)
    }
  }

  @Test func controlsAreEqualByValue() throws {
    let a = try decode(#"{"switch":{"isOn":true}}"#)
    let b = try decode(#"{"switch":{"isOn":true}}"#)
    let c = try decode(#"{"switch":{"isOn":false}}"#)
    #expect(a.root == b.root)
    #expect(a.root != c.root)
  }
}

/// What `readme` misses of `catalogue`'s kinds: a kind without its row in a key table
/// (`| \`kind\` | …`), or a row that never names one of the kind's keys. A control's row names all
/// of them; a layout component's all but the accessibility keys, named once below its table.
func readmeProblems(_ readme: String, catalogue: ComponentCatalog) -> [String] {
  let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
  let accessibility = Set(AccessibilityOverrides.keyNames)
  var problems: [String] = []
  for type in catalogue.entries.map(\.model) {
    guard let row = lines.first(where: { $0.hasPrefix("| `\(type.kind)` |") }) else {
      problems.append("README has no row for \(type.kind)")
      continue
    }
    let keys =
      type is any Control.Type
      ? type.properties.map(\.name) : type.properties.filter { !accessibility.contains($0.name) }.flatMap(\.keys)
    for key in keys where !row.contains("`\(key)`") { problems.append("README's \(type.kind) row never names \(key)") }
  }
  return problems
}

@Suite struct ControlCatalogTests {
  /// The README's control table has a row per kind naming each of its own keys, and the
  /// paragraph above the table names the keys every control takes.
  @Test func theReadmeDocumentsEveryControlKey() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
    let readme = try String(contentsOf: url.standardizedFileURL, encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(readmeProblems(readme, catalogue: .standard) == [])
    // The modifiers every component takes, in their section.
    let composition = try #require(readme.range(of: "#### Composition"), "README has no composition section")
    let modifiersSection = readme[composition.upperBound...]
    for p in ComponentModifiers.properties {
      #expect(modifiersSection.contains("`\(p.name)`"), "README never names the modifier \(p.name)")
    }
    for type in ControlCatalog.all {
      let row = try #require(lines.first { $0.hasPrefix("| `\(type.kind)` |") }, "README has no row for \(type.kind)")
      for p in type.properties {
        #expect(row.contains("`\(p.name)`"), "README's \(type.kind) row never names \(p.name)")
      }
    }
    let controls = try #require(readme.range(of: "### Controls\n"), "README has no Controls section")
    let table = try #require(readme.range(of: "| kind | keys |", range: controls.upperBound..<readme.endIndex))
    let commonParagraph = readme[controls.upperBound..<table.lowerBound]
    // The accessibility keys every component takes are in the Components section, above.
    let components = try #require(readme.range(of: "### Components\n"))
    let componentsSection = readme[components.upperBound..<controls.lowerBound]
    let accessibilityNames = Set(AccessibilityOverrides.keyNames)
    for p in ControlCommon.properties {
      let where_ = accessibilityNames.contains(p.name) ? componentsSection : commonParagraph
      #expect(where_.contains("`\(p.name)`"), "README never names the common key \(p.name) where it belongs")
    }
    let listRow = try #require(lines.first { $0.hasPrefix("| `list` |") })
    for p in RefreshControl.properties { #expect(listRow.contains("\"\(p.name)\""), "refreshControl.\(p.name)") }
  }

  @Test func everyCatalogueKindIsAComponentKindWithASchema() {
    for type in ControlCatalog.all {
      #expect(Component.kinds.contains(type.kind))
      #expect(DocumentSchema.json.contains("\"\(type.kind)\": {"))
    }
  }
}

@Suite struct ControlWarningTests {
  @Test func viewsThatAreNotControlsIgnoreIsEnabledWithAWarning() throws {
    let d = try DocumentDecoder.decode(Array(#"{"vellum":1,"root":{"progressView":{"isEnabled":false}}}"#.utf8))
    #expect(d.warnings.first?.message.contains("has no disabled look") == true)
    let s = try DocumentDecoder.decode(Array(#"{"vellum":1,"root":{"slider":{"isEnabled":false}}}"#.utf8))
    #expect(s.warnings.isEmpty)
  }
}

@Suite struct MenuDecodingTests {
  func message(_ root: String) -> String {
    do {
      _ = try DocumentDecoder.decode(Array(#"{"vellum":1,"root":\#(root)}"#.utf8))
      return "accepted"
    } catch { return error.description }
  }

  @Test func menusNestedTooDeepOrTooLongAreErrorsWithThePath() {
    var nested = #"{"action":{"title":"x"}}"#
    for _ in 0..<10 { nested = #"{"menu":{"children":[\#(nested)]}}"# }
    #expect(message(#"{"menu":{"children":[\#(nested)]}}"#).contains("menus nest deeper than 8 levels"))
    let many = Array(repeating: #"{"action":{"title":"x"}}"#, count: 1001).joined(separator: ",")
    #expect(message(#"{"menu":{"children":[\#(many)]}}"#).contains("root.menu.children: 1001 items; at most 1000"))
  }

  @Test func onlyASubmenuOpensAndOnlyOneAtATime() throws {
    let sub = #"{"menu":{"title":"Sort","isMenuPresented":true,"children":[{"action":{"title":"a"}}]}}"#
    // A submenu opens; an inline section or a button's own menu does not.
    #expect(message(#"{"menu":{"children":[\#(sub)]}}"#) == "accepted")
    #expect(
      message(#"{"menu":{"children":[{"menu":{"options":["displayInline"],"isMenuPresented":true,"children":[]}}]}}"#)
        .contains("root.menu.children[0].menu.isMenuPresented: an inline menu"))
    #expect(
      message(#"{"button":{"title":"b","menu":{"isMenuPresented":true,"children":[]}}}"#)
        .contains("root.button.menu.isMenuPresented: only a submenu"))
    #expect(message(#"{"menu":{"isMenuPresented":true,"children":[]}}"#).contains("root.menu.isMenuPresented"))
    // A second open submenu of one panel (here in an inline section) stays closed, with a warning.
    let d = try DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"root":{"menu":{"children":[\#(sub),{"menu":{"options":["displayInline"],"children":[\#(sub)]}}]}}}"#
          .utf8))
    #expect(
      d.warnings.map(\.description) == [
        "root.menu.children[1].menu.children[0].menu.isMenuPresented: a submenu of this menu is open already (root.menu.children[0].menu); iOS expands one at a time, so this one stays closed"
      ])
    // A submenu open inside a closed one stays closed, with a warning; inside an open one it opens.
    let closed = try DocumentDecoder.decode(
      Array(#"{"vellum":1,"root":{"menu":{"children":[{"menu":{"title":"Outer","children":[\#(sub)]}}]}}}"#.utf8))
    #expect(
      closed.warnings.map(\.description) == [
        "root.menu.children[0].menu.children[0].menu.isMenuPresented: the submenu around it (root.menu.children[0].menu) is closed, so this one stays closed; open that one too to show it"
      ])
    let nested = try DocumentDecoder.decode(
      Array(
        #"{"vellum":1,"root":{"menu":{"children":[{"menu":{"title":"Outer","isMenuPresented":true,"children":[\#(sub)]}}]}}}"#
          .utf8))
    #expect(nested.warnings.isEmpty)
  }

  @Test func unknownNamesSuggestTheNearest() {
    #expect(message(#"{"toolbar":{"items":[{"systemItem":"compse"}]}}"#).contains(#"did you mean "compose"?"#))
    #expect(
      message(#"{"navigationBar":{"toolbar":[{"placement":"secondaryActoin"}]}}"#).contains(
        #"did you mean "secondaryAction"?"#))
    #expect(message(#"{"menu":{"children":[{"actoin":{}}]}}"#).contains(#"did you mean "action"?"#))
    #expect(
      message(#"{"menu":{"children":[{"action":{"title":"a","attributes":["destrcutive"]}}]}}"#)
        .contains(#"did you mean "destructive"?"#))
  }
}
