import Testing

@testable import VellumModel

/// Tab bar controllers and alerts: what UIKit refuses is an error naming the JSON path.
@Suite struct PresentationDecodingTests {
  func error(_ root: String) -> String { diagnostic(#"{"vellum":1,"root":\#(root)}"#) }

  @Test func aSelectedIndexPastTheTabsIsIgnoredAsUIKitIgnoresIt() throws {
    let d = try DocumentDecoder.decode(
      Array(#"{"vellum":1,"root":{"tabBarController":{"tabs":[{"title":"A"},{"title":"B"}],"selectedIndex":2}}}"#.utf8))
    #expect(
      d.warnings.map(\.description) == [
        "root.tabBarController.selectedIndex: 2 is out of range (there are 2 tabs); UIKit ignores it and selects the first tab (line 1, column 94)"
      ])
    guard let c = d.root.control, let controller = c.value as? TabBarController else {
      Issue.record("not a tab bar controller")
      return
    }
    #expect(controller.selectedIndex == 0)
    #expect(
      error(#"{"tabBarController":{"tabs":[{"title":"A","badge":"1"}]}}"#)
        .contains(#"did you mean "badgeValue""#))
  }
}

extension PresentationDecodingTests {
  @Test func alertsUIKitRefusesAreErrorsWithThePath() {
    #expect(
      error(#"{"alertController":{"title":"T"}}"#).hasPrefix(#"root.alertController.actions: an alert needs "actions""#)
    )
    #expect(
      error(#"{"alertController":{"actions":[]}}"#)
        .hasPrefix("root.alertController.actions: an alert needs at least one action"))
    #expect(
      error(
        #"{"alertController":{"actions":[{"title":"A","style":"cancel"},{"title":"B"},{"title":"C","style":"cancel"}]}}"#
      )
      .hasPrefix("root.alertController.actions: actions 0 and 2 are both cancel actions; UIKit allows one"))
    #expect(
      error(#"{"alertController":{"actions":[{"title":"Save"}],"preferredAction":"Sav"}}"#)
        .hasPrefix(#"root.alertController.preferredAction: unknown action "Sav"; did you mean "Save"?"#))
    #expect(
      error(#"{"alertController":{"preferredStyle":"actionSheet","actions":[{"title":"A"}],"textFields":[{}]}}"#)
        .hasPrefix("root.alertController.textFields: text fields can only be added to an alert"))
    #expect(
      error(#"{"alertController":{"actions":[{"style":"cancel"}]}}"#)
        .hasPrefix(#"root.alertController.actions[0].title: an action needs a "title""#))
  }
}

extension PresentationDecodingTests {
  /// `preferredAction` is a title in JSON and an index in Swift: it reads into the index of the
  /// action of that title and is written back as the title.
  @Test func thePreferredActionIsATitleInJSONAndAnIndexInSwift() throws {
    let json =
      #"{"alertController":{"actions":[{"title":"Cancel","style":"cancel"},{"title":"Save"}],"preferredAction":"Save"}}"#
    let d = try DocumentDecoder.decode(Array(#"{"vellum":1,"root":\#(json)}"#.utf8))
    let alert = try #require(d.root.control?.value as? AlertController)
    #expect(alert.preferredAction == 1)
    let written = d.canonicalJSON()
    #expect(written.contains(#""preferredAction": "Save""#), "\(written)")
    #expect(try DocumentDecoder.decode(Array(written.utf8)).root == d.root)
    var unset = alert
    unset.preferredAction = nil
    var other = d
    other.root = .control(AnyControl(unset))
    #expect(!other.canonicalJSON().contains("preferredAction"))
  }
}

extension PresentationDecodingTests {
  /// The sheet a popover adapts to is checked as a sheet is: at least one detent, each
  /// identifier once, and the identifiers that name a detent name one of them.
  @Test func aPopoversAdaptiveSheetIsCheckedAsASheetIs() {
    func adaptive(_ keys: String) -> String {
      error(
        #"{"popover":{"presenting":{"spacer":{}},"content":{"spacer":{}},"adaptiveSheetPresentationController":{\#(keys)}}}"#
      )
    }
    let at = "root.popover.adaptiveSheetPresentationController."
    for (keys, message) in [
      (#""detents":[]"#, "detents: a sheet needs at least one detent"),
      (#""detents":["medium","medium"]"#, #"detents: detent identifier "medium" is used twice"#),
      (
        #""detents":["medium"],"selectedDetentIdentifier":"mediun""#,
        #"selectedDetentIdentifier: unknown detent identifier "mediun""#
      ),
      (
        #""largestUndimmedDetentIdentifier":"medium""#,
        #"largestUndimmedDetentIdentifier: unknown detent identifier "medium""#
      ),
    ] {
      #expect(adaptive(keys).hasPrefix(at + message), "\(keys)")
    }
    for (keys, message) in [
      (#""detents":[]"#, "detents: a sheet needs at least one detent"),
      (#""detents":["medium","medium"]"#, #"detents: detent identifier "medium" is used twice"#),
    ] {
      #expect(
        error(#"{"sheet":{"presenting":{"spacer":{}},"content":{"spacer":{}},\#(keys)}}"#).hasPrefix(
          "root.sheet." + message))
    }
  }
}
