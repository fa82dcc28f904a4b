import Foundation
import Testing

@testable import VellumModel

/// `Document.canonicalJSON()` writes what the decoder reads back as the same document.
@Suite struct DocumentEncoderTests {
  func decode(_ json: String) throws -> Document { try DocumentDecoder.decode(Array(json.utf8)) }

  /// `document` encoded and decoded again, with the encoding: the two documents must be equal
  /// (warnings aside: a value the decoder clamped is written clamped).
  func roundTrip(_ document: Document, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (
    text: String, document: Document
  ) {
    let text = document.canonicalJSON()
    var again = try DocumentDecoder.decode(Array(text.utf8))
    // Values are written as decoded (clamped): reading them again warns of nothing.
    #expect(again.warnings.isEmpty, "\(again.warnings)", sourceLocation: sourceLocation)
    again.warnings = []
    return (text, again)
  }

  /// The encoding of a document given as JSON, checked to round-trip.
  func encode(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
    var d = try decode(json)
    d.warnings = []
    let (text, again) = try roundTrip(d)
    #expect(again == d, "\(text)", sourceLocation: sourceLocation)
    return text
  }

  /// The encoded root component's body, for focused checks.
  func root(_ component: String, canvas: String = "{}") throws -> String {
    try encode(#"{ "vellum": 1, "canvas": \#(canvas), "root": \#(component) }"#)
  }

  static var allDocuments: [(String, [UInt8])] {
    get throws { try SchemaFixture.samples() + [("kitchen sink", Array(SchemaFixture.kitchenSink.utf8))] }
  }

  /// Every sample and the kitchen sink (which uses every key of the format): JSON → document →
  /// encoded JSON → document gives the same document; the encoding is already canonical, and
  /// encoding the decoded encoding gives it again, byte for byte.
  @Test func everySampleRoundTrips() throws {
    let documents = try Self.allDocuments
    #expect(documents.count > 100)
    for (name, bytes) in documents {
      var document = try DocumentDecoder.decode(bytes)
      document.warnings = []
      let (text, again) = try roundTrip(document)
      // (Not `#expect(again == document)`, which would print both whole documents.)
      let same = again == document
      #expect(same, "\(name) does not round-trip; its encoding:\n\(text)")
      #expect(try CanonicalJSON.format(Array(text.utf8)) == text, "\(name): the encoding is not canonical")
      #expect(again.canonicalJSON() == text, "\(name): encoding the decoded encoding differs")
    }
  }

  /// Every key the encoder writes matters: without it the document decodes differently (or not
  /// at all). So the round trip above fails if the encoder drops any key, and nothing written is
  /// a default the decoder would have supplied.
  @Test func everyKeyWrittenForTheKitchenSinkIsNeeded() throws {
    var document = try decode(SchemaFixture.kitchenSink)
    document.warnings = []
    let encoded = try JSONParser.parse(Array(document.canonicalJSON().utf8))
    var needless: [String] = []
    for (path, without) in Self.removingEachMember(encoded, path: "") {
      var text = ""
      SchemaNode.write(SchemaNode(without), indent: "", into: &text)
      guard var other = try? DocumentDecoder.decode(Array(text.utf8)) else { continue }
      other.warnings = []
      if other == document { needless.append(path) }
    }
    #expect(needless.isEmpty, "written but not needed: \(needless)")
  }

  /// `value` with one object member removed, for every member at any depth, with its path.
  static func removingEachMember(_ value: JSONValue, path: String) -> [(String, JSONValue)] {
    switch value.kind {
    case .object(let members):
      var out: [(String, JSONValue)] = []
      for (i, member) in members.enumerated() {
        var fewer = members
        fewer.remove(at: i)
        out.append(("\(path).\(member.key)", JSONValue(.object(fewer))))
        for (p, changed) in removingEachMember(member.value, path: "\(path).\(member.key)") {
          var m = members
          m[i].value = changed
          out.append((p, JSONValue(.object(m))))
        }
      }
      return out
    case .array(let items):
      var out: [(String, JSONValue)] = []
      for (i, item) in items.enumerated() {
        for (p, changed) in removingEachMember(item, path: "\(path)[\(i)]") {
          var a = items
          a[i] = changed
          out.append((p, JSONValue(.array(a))))
        }
      }
      return out
    default:
      return []
    }
  }

  /// A document made with the Swift API, not decoded, encodes and reads back the same.
  @Test func documentsBuiltInCodeRoundTrip() throws {
    var stack = Stack()
    stack.spacing = 0.1
    stack.padding = DirectionalEdgeInsets(top: 1, leading: 0, bottom: 1e-7, trailing: -2)
    var cell = Cell(content: ListContentConfiguration(style: .valueCell))
    cell.content.text = "Wi-Fi"
    cell.state.custom = ["b": .number(2), "a": .string("x"), "c": .bool(false)]
    cell.accessories = [
      CellAccessory(.control(AnyControl(Switch(isOn: true))), displayed: .whenNotEditing),
      CellAccessory(.badge("3", color: .fixed(Color(rgba: 0x1234_5680)))),
    ]
    var list = List()
    var section = List.Section()
    section.items = [cell]
    list.sections = [section]
    var picker = DatePicker(date: Date(timeIntervalSince1970: 1_600_000_000), mode: .date)
    picker.isPresented = true
    picker.isEditing = .date
    stack.children = [
      .list(list), .control(AnyControl(SegmentedControl(segments: [.init(title: "A"), .init(title: "B")]))),
      .control(AnyControl(picker)), .control(AnyControl(ActivityIndicator(style: .large))),
      .control(AnyControl(Button(style: .filled, title: "Go"))),
      .control(
        AnyControl(
          Sheet(
            presenting: .control(AnyControl(NavigationController())), content: .spacer(Spacer()),
            detents: [.init(identifier: "small", size: .fraction(0.25)), .init(identifier: "large", size: .large)],
            selected: "large"))),
    ]
    var canvas = Canvas(width: 320, height: 480, scale: 2, appearance: .dark)
    canvas.device = DevicePreset.named("iPhone SE")
    var document = Document(canvas: canvas, root: .stack(stack))
    document.variants = Variants(axes: [VariantAxis(kind: .contrast, values: [.contrast(.high), .contrast(.normal)])])
    let (text, again) = try roundTrip(document)
    let same = again == document
    #expect(same, "\(text)")
    #expect(text.contains(#""device": "iPhone SE""#) && text.contains(#""width": 320"#))
    #expect(text.contains(##""color": "#12345680""##) && text.contains(#""displayed": "whenNotEditing""#))
  }

  @Test func clampedValuesAreWrittenAsClamped() throws {
    var d = try decode(#"{ "vellum": 1, "root": { "slider": { "value": 7, "maximumValue": 5 } } }"#)
    #expect(d.warnings.count == 1)
    d.warnings = []
    let (text, again) = try roundTrip(d)
    #expect(again == d)
    #expect(text.contains(#""value": 5"#))
  }

  /// Values the decoder keeps although it warns about them (they are drawn as UIKit would, or
  /// ignored) are written too, so the document stays equal and the warning comes back.
  @Test func valuesKeptWithAWarningAreWrittenAndWarnAgain() throws {
    for json in [
      #"{ "pageControl": { "numberOfPages": 1, "indicatorImages": { "3": { "systemName": "star" } } } }"#,
      #"{ "progressView": { "isEnabled": false } }"#,
    ] {
      var d = try decode(#"{ "vellum": 1, "root": \#(json) }"#)
      #expect(d.warnings.count == 1)
      d.warnings = []
      let again = try DocumentDecoder.decode(Array(d.canonicalJSON().utf8))
      #expect(again.warnings.count == 1)
      var same = again
      same.warnings = []
      #expect(same == d)
    }
  }

  @Test func defaultsAreLeftOutAndOnlyWhereTheyHold() throws {
    #expect(
      try root(#"{ "switch": { "isOn": false, "isEnabled": true, "isHighlighted": false } }"#).contains(
        #""switch": {}"#))
    // A slider's value is UIKit's 0 kept in its range: it is left out where that gives the
    // same value (whatever the warnings said about the one given), written where it does not.
    let slider = try root(#"{ "slider": { "value": 0, "minimumValue": -1 } }"#)
    #expect(!slider.contains(#""value""#) && slider.contains(#""minimumValue": -1"#))
    #expect(!(try root(#"{ "slider": { "value": 2, "minimumValue": 2, "maximumValue": 3 } }"#).contains(#""value""#)))
    #expect(
      try root(#"{ "slider": { "value": -1.5, "minimumValue": -2, "maximumValue": -1 } }"#).contains(
        #""value": -1.5"#))
    #expect(!(try root(#"{ "stepper": { "value": 0, "minimumValue": 5 } }"#).contains(#""value""#)))
    // A sheet selects its first detent unless told otherwise.
    let sheet = try root(
      #"{ "sheet": { "presenting": { "spacer": {} }, "content": { "spacer": {} }, "detents": ["medium", "large"], "selectedDetentIdentifier": "medium" } }"#
    )
    #expect(!sheet.contains("selectedDetentIdentifier") && sheet.contains(#""medium""#))
    // A cell in a sidebar list is a sidebar cell without saying so.
    let sidebar = try root(
      #"{ "list": { "appearance": "sidebar", "sections": [ { "items": [ { "content": { "style": "sidebarCell", "text": "A" } } ] } ] } }"#
    )
    #expect(!sidebar.contains("sidebarCell"))
    #expect(try root(#"{ "cell": { "content": { "style": "cell" } } }"#).contains(#""cell": {}"#))
  }

  @Test func coloursKeepTheirNamesAndHexCarriesAlphaOnlyWhenNeeded() throws {
    let colors = [
      ("systemBlue", "systemBlue"), ("tintColor", "tintColor"), ("clear", "clear"), ("#FFFFFF", "white"),
      ("#000", "black"), ("#abc", "#AABBCC"), ("#11223344", "#11223344"), ("#112233FF", "#112233"),
      ("#00000000", "clear"),
    ]
    for (given, written) in colors {
      let text = try root(##"{ "text": { "string": "a", "color": "\##(given)" } }"##)
      #expect(text.contains(##""color": "\##(written)""##), "\(given): \(text)")
    }
    let dynamic = try root(##"{ "stack": { "background": { "dark": "#0A0B0C80", "light": "systemRed" } } }"##)
    #expect(dynamic.contains(##""light": "systemRed","##) && dynamic.contains(##""dark": "#0A0B0C80""##))
    // The canvas's tint is written only when it is not the default blue.
    #expect(!(try root(#"{ "spacer": {} }"#, canvas: #"{ "tintColor": "systemBlue" }"#).contains("canvas")))
  }

  @Test func fontsTakeTheirShortestForm() throws {
    let fonts = [
      (#""body""#, nil), (#""headline""#, #""font": "headline""#),
      (#"{ "textStyle": "title1" }"#, #""font": "title1""#),
      (#"{ "textStyle": "title1", "weight": "bold" }"#, #""textStyle": "title1","#),
      (#"{ "size": 15, "weight": "regular" }"#, #""size": 15\#n"#),
      (#"{ "size": 15.5, "weight": "semibold" }"#, #""weight": "semibold""#),
    ]
    for (given, written) in fonts {
      let text = try root(#"{ "text": { "string": "a", "font": \#(given) } }"#)
      if let written {
        #expect(text.contains(written), "\(given): \(text)")
      } else {
        #expect(!text.contains("font"), "\(given): \(text)")
      }
    }
  }

  @Test func devicePresetsAreWrittenByNameWithOnlyWhatDiffers() throws {
    let phone = try root(#"{ "spacer": {} }"#, canvas: #"{ "device": "iPhone 15" }"#)
    #expect(phone.contains(#""device": "iPhone 15""#))
    for key in ["width", "height", "scale", "idiom", "orientation"] { #expect(!phone.contains(#""\#(key)""#)) }
    let landscape = try root(#"{ "spacer": {} }"#, canvas: #"{ "device": "iPad 11-inch", "orientation": "landscape" }"#)
    #expect(landscape.contains(#""orientation": "landscape""#) && !landscape.contains("idiom"))
    let changed = try root(
      #"{ "spacer": {} }"#, canvas: #"{ "device": "iPhone SE", "height": 2000, "scale": 3, "idiom": "mac" }"#)
    #expect(
      changed.contains(#""height": 2000"#) && changed.contains(#""scale": 3"#) && changed.contains(#""idiom": "mac""#))
    #expect(!changed.contains(#""width""#))
    // A device variant is written by name too.
    let variants = try root(
      #"{ "spacer": {} }"#, canvas: #"{ "width": 320 }"#)
    #expect(variants.contains(#""width": 320"#))
    #expect(
      try encode(
        #"{ "vellum": 1, "root": { "spacer": {} }, "variants": { "device": ["iPhone SE", "iPad 12.9-inch"] } }"#
      )
      .contains(#""iPad 12.9-inch""#))
  }

  @Test func customStatesAndWhenClauses() throws {
    let text = try root(
      #"{ "cell": { "state": { "isSelected": true, "isEditing": false, "custom": { "zeta": 1, "alpha": false, "mood": "calm" } }, "when": [ { "state": { "isSelected": false, "custom": { "zeta": 1, "alpha": true } }, "content": { "text": "Z" } }, { "state": {} } ] } }"#
    )
    // The cell's state: what is on, custom states by name (whatever their dictionary order).
    #expect(
      text.contains(
        """
              "state": {
                "isSelected": true,
                "custom": {
                  "alpha": false,
                  "mood": "calm",
                  "zeta": 1
                }
              },
        """))
    // A `when` pattern keeps what it names, false included, and its custom states' order.
    #expect(text.contains(#""isSelected": false"#))
    let zeta = try #require(text.range(of: #""zeta": 1"#, options: .backwards))
    let alpha = try #require(text.range(of: #""alpha": true"#))
    #expect(zeta.lowerBound < alpha.lowerBound)
    #expect(text.contains(#""state": {}"#))
  }

  @Test func variantsKeepTheirAxesOrderNamesAndCells() throws {
    let text = try encode(
      #"{ "vellum": 1, "root": { "cell": { "id": "a" } }, "variants": { "state": [ { "isSelected": true }, { "name": "picked", "cells": ["a"], "isHighlighted": true }, { "cells": [], "isSwiped": true } ], "layoutDirection": ["rightToLeft", "leftToRight"], "appearance": ["dark"] }, "sheet": { "columns": ["appearance"] } }"#
    )
    let state = try #require(text.range(of: #""state": ["#))
    let direction = try #require(text.range(of: #""layoutDirection""#))
    let appearance = try #require(text.range(of: #""appearance": ["#))
    #expect(state.lowerBound < direction.lowerBound && direction.lowerBound < appearance.lowerBound)
    #expect(text.contains(#""name": "picked""#) && !text.contains(#""name": "selected""#))
    #expect(text.contains(#""cells": []"#))
    #expect(
      try encode(#"{ "vellum": 1, "root": { "spacer": {} }, "variants": { "appearance": ["dark"] }, "sheet": true }"#)
        .contains(#""sheet": true"#))
  }

  @Test func numbersKeepEveryDigit() throws {
    for n in ["0.1", "1e-07", "0.30000000000000004", "123456.789", "-2.5"] {
      let text = try root(#"{ "slider": { "value": \#(n), "minimumValue": -10, "maximumValue": 1e6 } }"#)
      #expect(text.contains(#""value": \#(n)"#), "\(n): \(text)")
    }
    #expect(try root(#"{ "spacer": { "minLength": 1e2 } }"#).contains(#""minLength": 100"#))
  }

  @Test func datesAreWrittenInThePickersTimeZone() throws {
    let text = try root(
      #"{ "datePicker": { "date": "2020-06-22T09:41:00Z", "timeZone": "Asia/Tokyo", "minimumDate": "2020-01-01", "today": "2020-06-22T18:41" } }"#
    )
    // The date is today (its default): written once, in Tokyo's time.
    #expect(text.components(separatedBy: #""2020-06-22T18:41:00""#).count == 2, "\(text)")
    #expect(text.contains(#""minimumDate": "2020-01-01""#))
    // In the hour a daylight-saving change repeats, the offset tells the two apart.
    let repeated = try root(
      #"{ "datePicker": { "date": "2020-11-01T01:30:00-08:00", "timeZone": "America/Los_Angeles" } }"#)
    #expect(repeated.contains(#""date": "2020-11-01T01:30:00-08:00""#))
  }

  @Test func pointerPathsAndStylesRoundTrip() throws {
    let text = try root(
      #"{ "stack": { "pointerInteraction": { "style": { "effect": "hover", "prefersShadow": true, "shape": { "path": "M0 0 q 10 0 10 10 h -10 z" } } } } }"#
    )
    #expect(text.contains(#""path": "M 0 0 C "#) && text.contains(" Z\""))
    #expect(!text.contains("tintMode") && !text.contains("isEnabled"))
  }

  /// The canvas's pointer is written from its keys: a transition that ends at the location
  /// without `pointerTo`, however it was given; one built in code to end elsewhere with its
  /// `pointerTo` and no `location`, which reads back as that end.
  @Test func pointersRoundTripEndingAtTheirLocation() throws {
    func pointer(_ json: String) throws -> String {
      try encode(
        #"{ "vellum": 1, "canvas": { "width": 600, "height": 400, "pointer": \#(json) }, "root": { "spacer": {} } }"#)
    }
    let pressed = try pointer(#"{ "location": [10, 20.5], "isPressed": true }"#)
    #expect(pressed.contains(#""isPressed": true"#) && pressed.contains("20.5"))
    #expect(!(try pointer(#"{ "location": [10, 20], "isPressed": false }"#)).contains("isPressed"))
    for json in [
      #"{ "location": [30, 40], "transition": { "pointerFrom": [1, 2], "pointerTo": [30, 40], "progress": 0.5 } }"#,
      #"{ "transition": { "pointerFrom": [1, 2], "pointerTo": [30, 40], "progress": 0.5 } }"#,
      #"{ "location": [30, 40], "transition": { "pointerFrom": [1, 2], "progress": 0.5 } }"#,
    ] {
      let text = try pointer(json)
      #expect(
        text.contains(#""location""#) && !text.contains("pointerTo") && text.contains(#""progress": 0.5"#), "\(text)")
    }
    var canvas = Canvas(width: 600, height: 400, scale: 2, appearance: .light)
    canvas.pointer = Pointer(location: Point(x: 5, y: 6))
    canvas.pointer?.transition = Pointer.Transition(from: Point(x: 1, y: 2), to: Point(x: 30, y: 40))
    let (text, again) = try roundTrip(Document(canvas: canvas, root: .spacer(Spacer())))
    #expect(!text.contains(#""location""#) && text.contains("pointerTo"), "\(text)")
    #expect(again.canvas.pointer?.location == Point(x: 30, y: 40))
    #expect(again.canvas.pointer?.transition == canvas.pointer?.transition)
  }

  /// A hosting configuration is written from its keys; its margins as one number when every
  /// edge is the same, else as the edges given (an edge set as its two sides).
  @Test func hostingConfigurationsRoundTripWithTheirMargins() throws {
    func hosted(_ margins: String) throws -> (text: String, margins: EdgeInsetsOverride?) {
      let text = try root(
        #"{ "list": { "sections": [ { "items": [ { "hostingConfiguration": { "content": { "text": { "string": "Row" } }, "margins": \#(margins), "minHeight": 50 } } ] } ] } }"#
      )
      #expect(text.contains(#""minHeight": 50"#) && text.contains(#""string": "Row""#))
      let again = try decode(text)
      return (text, again.root.as(List.self)?.sections[0].items[0].hostingConfiguration?.margins)
    }
    let all = try hosted("8")
    #expect(all.text.contains(#""margins": 8"#))
    #expect(all.margins == EdgeInsetsOverride(top: 8, leading: 8, bottom: 8, trailing: 8))
    let some = try hosted(#"{ "horizontal": 8, "top": 2 }"#)
    #expect(!some.text.contains("horizontal") && some.text.contains(#""trailing": 8"#))
    #expect(some.margins == EdgeInsetsOverride(top: 2, leading: 8, trailing: 8))
    let same = try hosted(#"{ "vertical": 3, "leading": 3, "trailing": 3 }"#)
    #expect(same.text.contains(#""margins": 3"#))
    #expect(!(try hosted("{}")).text.contains("margins"))
  }
}

extension SchemaNode {
  /// A parsed value as a node, to write it out again.
  init(_ value: JSONValue) {
    switch value.kind {
    case .null: self = .null
    case .bool(let b): self = .bool(b)
    case .number(let n): self = .number(n)
    case .string(let s): self = .string(s)
    case .array(let items): self = .array(items.map(SchemaNode.init))
    case .object(let members): self = .object(members.map { ($0.key, SchemaNode($0.value)) })
    }
  }
}
