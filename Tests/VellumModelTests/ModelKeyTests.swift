import Testing

@testable import VellumModel

/// Kinds whose keys are `ModelKey`s: each key, written once, decodes into its property, is
/// written back from it and states the property's initial value as its default.
@Suite struct ModelKeyTests {
  static let keyed: [any ComponentModel.Type] = ComponentCatalog.standard.entries.map(\.model)

  static func decode(_ root: String) throws(Diagnostic) -> Document {
    try DocumentDecoder.decode(Array(#"{ "vellum": 1, "root": \#(root) }"#.utf8))
  }

  @Test func theSimpleControlsAreKeyed() {
    let kinds = Set(Self.keyed.map { $0.kind })
    for kind in [
      "slider", "stepper", "switch", "button", "segmentedControl", "pickerView", "divider", "progressView",
      "activityIndicator", "pageControl",
      "textField",
      "colorPicker", "menu", "tabBarController", "alertController", "toolbar", "navigationBar", "sheet", "popover",
      "datePicker",
      "spacer", "stack", "text", "image", "zStack",
    ] {
      #expect(kinds.contains(kind), "\(kind) is not a ComponentModel")
    }
  }

  @Test func theSchemaListsTheKeysInOrderWithTheirDefaults() {
    for type in Self.keyed {
      func check<M: ComponentModel>(_: M.Type) {
        let properties = M.properties
        #expect(properties.map(\.name) == M.keys.map(\.property.name), "\(M.kind)")
        let defaults = M()
        for (p, key) in zip(properties, M.keys) {
          // The summary's last sentence states the initial value when there is one to state.
          if let stated = key.describeDefault(defaults) {
            #expect(p.summary.hasSuffix(" Default \(stated)."), "\(M.kind).\(p.name): \(p.summary)")
          } else {
            #expect(p.summary == key.property.summary, "\(M.kind).\(p.name)")
          }
        }
      }
      check(type)
    }
  }

  @Test func anEmptyObjectDecodesToInitAndEveryKeyRoundTrips() throws {
    for type in Self.keyed {
      func check<M: ComponentModel>(_: M.Type) throws {
        var empty = PropertyValues()
        // A text needs its content and an image its source: for them, {} is an error.
        let needsAKey =
          !M.exclusiveKeys.isEmpty
          || M.keys.contains { if case .imageSource = $0.property.type { true } else { false } }
        // A kind with a required key may refuse the empty value it stands for (an alert without
        // actions); the decoder refuses {} for it before, naming the key.
        let required = M.keys.contains { $0.property.missingMessage != nil }
        if needsAKey {
          #expect(throws: Diagnostic.self, "\(M.kind)") { try M(&empty) }
        } else if let decoded = try? M(&empty) {
          #expect(decoded == M(), "\(M.kind): {} is not init()")
          #expect(empty.warnings.isEmpty, "\(M.kind)")
        } else {
          #expect(required, "\(M.kind): {} is refused, and no key is required")
        }
        // Every key the default writes reads back to the same model.
        var again = M().propertyValues
        if let back = try? M(&again) {
          #expect(back == M(), "\(M.kind)")
        } else {
          #expect(required, "\(M.kind): init() does not read back, and no key is required")
        }
      }
      try check(type)
    }
  }

  @Test func aKeySetsItsPropertyAndOnlyIt() throws {
    let stepper = try #require(
      try Self.decode(#"{ "stepper": { "maximumValue": 10, "stepValue": 2, "value": 4 } }"#).root.model as? Stepper)
    var expected = Stepper()
    expected.maximumValue = 10
    expected.stepValue = 2
    expected.value = 4
    #expect(stepper == expected)
    let field = try #require(
      try Self.decode(#"{ "textField": { "borderStyle": "line", "placeholder": "Name" } }"#).root.model as? TextField)
    #expect(field.borderStyle == .line && field.placeholder == "Name" && field.text == "")
    let picker = try #require(
      try Self.decode(##"{ "colorPicker": { "favorites": ["systemRed", "#00FF00"], "tab": "sliders" } }"##).root.model
        as? ColorPicker)
    #expect(picker.favorites.count == 2 && picker.tab == .sliders && picker.title == "Colors")
  }

  @Test func didDecodeClampsWhatWasGivenAndKeepsTheDefaultInRangeSilently() throws {
    // UIKit's value is 0: a range above it moves it, with no warning for a key not given.
    let quiet = try Self.decode(#"{ "slider": { "minimumValue": 2, "maximumValue": 3 } }"#)
    #expect((quiet.root.model as? Slider)?.value == 2)
    #expect(quiet.warnings.isEmpty)
    let loud = try Self.decode(#"{ "slider": { "value": 5, "minimumValue": 2, "maximumValue": 3 } }"#)
    #expect((loud.root.model as? Slider)?.value == 3)
    #expect(loud.warnings.map(\.path) == ["root.slider.value"])
    // A negative minimum leaves UIKit's 0 where it is.
    let negative = try Self.decode(#"{ "stepper": { "minimumValue": -10, "maximumValue": 10 } }"#)
    #expect((negative.root.model as? Stepper)?.value == 0)
    #expect(
      (try? Self.decode(#"{ "stepper": { "minimumValue": 5, "maximumValue": 1 } }"#)) == nil,
      "a minimum above the maximum is an error")
  }

  @Test func overlayingKeepsWhatTheOtherLeavesUnsetAndMergesNestedValues() {
    var style = ImageProperties()
    style.tintColor = .system(.systemBlue)
    style.preferredSymbolConfiguration = SymbolConfiguration(weight: .semibold, scale: .large)
    var author = ImageProperties()
    author.cornerRadius = 4
    author.preferredSymbolConfiguration = SymbolConfiguration(
      scale: .small, paletteColors: [.system(.systemRed)])
    let r = style.overlaid(with: author)
    #expect(r.tintColor == .system(.systemBlue) && r.cornerRadius == 4)
    // The nested configurations overlay key by key; a non-optional key counts as set when it
    // differs from init()'s (an empty palette leaves the style's).
    #expect(
      r.preferredSymbolConfiguration
        == SymbolConfiguration(weight: .semibold, scale: .small, paletteColors: [.system(.systemRed)]))
    var palette = SymbolConfiguration(paletteColors: [.system(.systemGreen)])
    palette = palette.overlaid(with: SymbolConfiguration(weight: .bold))
    #expect(palette.paletteColors == [.system(.systemGreen)] && palette.weight == .bold)
  }

  @Test func cellConfigurationObjectsDecodeFromTheirKeys() throws {
    let document = try Self.decode(
      #"{ "cell": { "content": { "text": "A", "image": { "systemName": "star" }, "textProperties": { "numberOfLines": 2, "transform": "uppercase" }, "imageProperties": { "maximumSize": { "width": 20 }, "preferredSymbolConfiguration": { "weight": "bold", "paletteColors": ["systemRed"] } } } } }"#
    )
    let cell = try #require(document.root.value as? Cell)
    let c = cell.content
    #expect(c.textProperties.numberOfLines == 2 && c.textProperties.transform == .uppercase)
    #expect(c.imageProperties.maximumSize == Size(width: 20, height: 0))
    #expect(
      c.imageProperties.preferredSymbolConfiguration
        == SymbolConfiguration(weight: .bold, paletteColors: [.system(.systemRed)]))
    let both =
      #"{ "cell": { "content": { "text": "A", "imageProperties": { "symbolScale": "small", "preferredSymbolConfiguration": { "scale": "large" } } } } }"#
    #expect(throws: Diagnostic.self) { try Self.decode(both) }
    do {
      _ = try Self.decode(
        #"{ "cell": { "content": { "text": "A", "textProperties": { "numberOfLine": 2 } } } }"#)
      Issue.record("a misspelt key decoded")
    } catch {
      #expect(error.path == "root.cell.content.textProperties.numberOfLine")
      #expect(error.message.contains(#"did you mean "numberOfLines"?"#))
    }
  }

  @Test func aBackgroundKeepsItsFactoryWhenOverlaidAndAWhenClauseTakesNone() throws {
    var override = BackgroundConfiguration(style: .listGroupedCell)
    override.cornerRadius = 8
    let r = BackgroundConfiguration(style: .listSidebarCell).overlaid(with: override)
    #expect(r.style == .listSidebarCell && r.cornerRadius == 8)
    let clause =
      #"{ "cell": { "content": { "text": "A" }, "when": [ { "state": { "isSelected": true }, "background": { "style": "clear" } } ] } }"#
    do {
      _ = try Self.decode(clause)
      Issue.record("a when clause's background took a style")
    } catch {
      #expect(error.path == "root.cell.when[0].background.style")
    }
    let image = #"{ "cell": { "content": { "text": "A" }, "background": { "image": { "systemName": "star" } } } }"#
    do {
      _ = try Self.decode(image)
      Issue.record("a background image took a symbol")
    } catch {
      #expect(error.path == "root.cell.background.image.systemName")
    }
  }

  @Test func inlineKeysSetTheNestedValueAtTheKindsOwnLevel() throws {
    let stack = try #require(
      try Self.decode(#"{ "stack": { "accessibilityLabel": "Totals", "accessibilityTraits": ["header"] } }"#).root
        .model as? Stack)
    #expect(stack.accessibility.label == "Totals" && stack.accessibility.traits == .header)
    #expect(stack.propertyValues.string("accessibilityLabel") == "Totals")
    #expect(stack.minimalPropertyValues.values.keys.sorted() == ["accessibilityLabel", "accessibilityTraits"])
    // Overlaying goes key by key through the nested value.
    var labelled = Stack()
    labelled.accessibility.label = "A"
    var hinted = Stack()
    hinted.accessibility.hint = "B"
    let both = labelled.overlaid(with: hinted)
    #expect(both.accessibility.label == "A" && both.accessibility.hint == "B")
  }

  @Test func aRequiredKeyIsWrittenEvenAtItsEmptyValue() throws {
    // An empty run's string is still its required key: leaving it out would not decode.
    #expect(TextComponent.Run().minimalPropertyValues.string("string") == "")
    var action = SwipeAction(title: "")
    action.style = .destructive
    #expect(action.minimalPropertyValues.values.keys.sorted() == ["style", "title"])
  }

  @Test func anImageSourceIsWrittenUnderItsOwnKey() {
    let image = ImageComponent(source: .file(path: "icon.png"))
    #expect(image.propertyValues.string("file") == "icon.png")
    #expect(image.propertyValues.values["source"] == nil && image.propertyValues.values["systemName"] == nil)
    let symbol = ImageComponent(source: .symbolFile(path: "s.svg"))
    #expect(symbol.minimalPropertyValues.values.keys.sorted() == ["symbolFile"])
  }

  @Test func aSwipeActionsSymbolIsCheckedAgainstTheCatalogue() throws {
    let cell =
      #"{ "cell": { "content": { "text": "A" }, "swipeActions": [ { "title": "Flag", "systemName": "flagg" } ] } }"#
    do {
      _ = try Self.decode(cell)
      Issue.record("an unknown symbol decoded")
    } catch {
      #expect(error.path == "root.cell.swipeActions[0].systemName")
      #expect(error.message.contains("flag"))
    }
    let untitled = #"{ "cell": { "content": { "text": "A" }, "swipeActions": [ { "style": "destructive" } ] } }"#
    do {
      _ = try Self.decode(untitled)
      Issue.record("an untitled swipe action decoded")
    } catch {
      #expect(error.message == #"a swipe action needs a "title""#)
    }
  }
}
