import Testing

@testable import VellumModel

/// The canonical encoder leaves out the keys whose property is at its default together (checked
/// by decoding what is left once), then tries each key left without, instead of decoding the
/// object once without each of its keys: both ways must write the same bytes.
@Suite struct KeyedMinimizationTests {
  func bothWays(_ bytes: [UInt8]) throws -> (compared: String, tried: String) {
    let document = try DocumentDecoder.decode(bytes)
    let compared = document.canonicalJSON()
    let tried = KeyedMinimization.$triesEveryKey.withValue(true) { document.canonicalJSON() }
    return (compared, tried)
  }

  /// The kitchen sink (every key) and a quarter of the samples, a different quarter each run
  /// (`MutantSample`: `VELLUM_SCHEMA_SEED` repeats a run's, `VELLUM_SCHEMA_MUTANTS=all` takes
  /// every sample, as `scripts/long-checks.sh` does): trying every key is the slow way.
  @Test func theSamplesAndTheKitchenSinkEncodeAlikeBothWays() throws {
    let samples = try SchemaFixture.samples()
    #expect(samples.count > 100)
    let sampled = samples.enumerated().filter { MutantSample.includes($0.offset) }.map(\.element)
    for (name, bytes) in sampled + [("kitchen sink", Array(SchemaFixture.kitchenSink.utf8))] {
      let (compared, tried) = try bothWays(bytes)
      #expect(compared == tried, "\(name)")
    }
  }

  /// A key at its default (left out), beside set keys (kept, an optional one even at the value
  /// UIKit would pick), at two levels.
  @Test func keysAtTheirDefaultsAreLeftOutBothWays() throws {
    let json = """
      {"vellum": 1, "canvas": {"width": 390}, "root": {"list": {"sections": [{"items": [
        {"content": {"style": "cell", "text": "A", "alpha": 1,
          "imageToTextPadding": 4,
          "textProperties": {"numberOfLines": 1, "alignment": "natural", "color": "systemRed"},
          "imageProperties": {"symbolScale": "large"},
          "secondaryTextProperties": {"lineBreakMode": "byTruncatingTail"}},
          "background": {"cornerRadius": 0, "strokeWidth": 2}}
      ]}]}}}
      """
    let (compared, tried) = try bothWays(Array(json.utf8))
    #expect(compared == tried)
    #expect(!compared.contains("\"style\""))  // the cell's default factory
    #expect(compared.contains("\"alpha\": 1"))  // set: UIKit's "unset" is another value
    #expect(compared.contains("\"imageToTextPadding\": 4"))
    #expect(compared.contains("\"strokeWidth\": 2"))
    #expect(compared.contains("systemRed"))
  }

  /// The modifiers and the pointer's objects are keyed too: their keys at defaults are left out
  /// (inside nested objects as well), and a hover-only key is written only with the hover effect.
  @Test func modifierAndPointerKeysAtTheirDefaultsAreLeftOut() throws {
    let json = """
      {"vellum": 1, "root": {"stack": {"children": [
        {"text": {"string": "A", "layoutPriority": 0, "frame": {"width": 10, "alignment": "center"},
          "offset": {"x": 0, "y": 2}, "border": {"color": "systemRed", "width": 1},
          "overlay": [{"alignment": "center", "content": {"spacer": {}}}],
          "pointerInteraction": {"isEnabled": true, "style": {"effect": "highlight", "hidden": false},
            "regions": [{"identifier": "r", "style": {"effect": "hover", "tintMode": "underlay"}}]}}},
        {"button": {"title": "B", "pointerStyle": {"effect": "lift", "constrainedAxes": []}}}
      ]}}}
      """
    let (compared, tried) = try bothWays(Array(json.utf8))
    #expect(compared == tried)
    for gone in ["layoutPriority", "alignment", "\"x\"", "\"width\": 1\n", "isEnabled", "hidden", "constrainedAxes"] {
      #expect(!compared.contains(gone), "\(gone)")
    }
    for kept in [
      "\"width\": 10", "\"y\": 2", "systemRed", "\"spacer\"", "\"highlight\"", "\"tintMode\": \"underlay\"", "\"lift\"",
    ] {
      #expect(compared.contains(kept), "\(kept)")
    }
    // A hover key at its default stays out; on another effect it is never written.
    #expect(!compared.contains("prefersShadow"))
    #expect(try DocumentDecoder.decode(Array(compared.utf8)) == DocumentDecoder.decode(Array(json.utf8)))
  }

  /// No value says its keys are independent: the keys at their defaults leave together only
  /// when the rest decode the same, and each key left is tried without, so values whose keys
  /// depend on one another (a stepper's or a slider's value clamped to their range, a hover key
  /// refused without the hover effect) encode as trying every key does, and decode back the same.
  @Test func keysThatDependOnOneAnotherEncodeAlikeBothWays() throws {
    let json = """
      {"vellum": 1, "root": {"stack": {"children": [
        {"stepper": {"value": 50, "minimumValue": 50}},
        {"stepper": {"value": 0, "minimumValue": -5, "maximumValue": 0}},
        {"slider": {"value": 2, "minimumValue": 1, "maximumValue": 2}},
        {"button": {"title": "B", "pointerStyle": {"effect": "hover", "prefersShadow": false, "tintMode": "underlay"}}}
      ]}}}
      """
    let (compared, tried) = try bothWays(Array(json.utf8))
    #expect(compared == tried)
    #expect(try DocumentDecoder.decode(Array(compared.utf8)) == DocumentDecoder.decode(Array(json.utf8)))
    #expect(!compared.contains("prefersShadow"))
    #expect(compared.contains("\"minimumValue\": 50"))
  }
}
