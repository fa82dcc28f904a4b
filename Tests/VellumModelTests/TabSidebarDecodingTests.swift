import Testing

@testable import VellumModel

/// A tab bar controller's `mode`, `sidebar`, `title` and tab groups (`children`, `selectedChild`).
@Suite struct TabSidebarDecodingTests {
  func controller(_ body: String) throws -> TabBarController {
    let d = try DocumentDecoder.decode(
      Array(#"{"vellum":1,"canvas":{"systemVersion":"18"},"root":{"tabBarController":{\#(body)}}}"#.utf8))
    return try #require(d.root.control?.value as? TabBarController)
  }
  func error(_ body: String) -> String {
    diagnostic(#"{"vellum":1,"canvas":{"systemVersion":"18"},"root":{"tabBarController":{\#(body)}}}"#)
  }

  @Test func modeSidebarTitleAndGroupsDecodeAndEncodeBack() throws {
    let body =
      #""tabs":[{"title":"Home"},{"title":"Library","children":[{"title":"Albums"},{"title":"Songs"}],"selectedChild":1}],"selectedIndex":1,"mode":"tabSidebar","sidebar":{"isHidden":true},"title":"Music""#
    let c = try controller(body)
    #expect(c.mode == .tabSidebar && c.sidebar?.isHidden == true && c.title == "Music")
    #expect(
      c.tabs[1].isGroup && c.tabs[1].children.map(\.title) == ["Albums", "Songs"] && c.tabs[1].selectedChild == 1)
    #expect(c.allowsSidebar && !c.showsSidebar)
    // The canonical encoding keeps every key.
    let doc = try DocumentDecoder.decode(
      Array(#"{"vellum":1,"canvas":{"systemVersion":"18"},"root":{"tabBarController":{\#(body)}}}"#.utf8))
    let text = doc.canonicalJSON()
    for key in [#""mode": "tabSidebar""#, #""isHidden": true"#, #""selectedChild": 1"#, #""children": ["#] {
      #expect(text.contains(key), "\(key)")
    }
    #expect(try DocumentDecoder.decode(Array(text.utf8)).root == doc.root)
  }

  @Test func automaticAllowsTheSidebarOnlyWithAGroupAndSwiftUIsSpellingsAreAccepted() throws {
    #expect(try !controller(#""tabs":[{"title":"A"}]"#).allowsSidebar)
    #expect(try controller(#""tabs":[{"title":"A","children":[{"title":"B"}]}]"#).showsSidebar)
    #expect(try controller(#""tabs":[{"title":"A"}],"mode":"sidebarAdaptable""#).showsSidebar)
    #expect(try !controller(#""tabs":[{"title":"A","children":[{"title":"B"}]}],"mode":"tabBarOnly""#).allowsSidebar)
  }

  @Test func badInputIsAnErrorNamingItsPath() {
    #expect(error(#""mode":"sidebar""#).hasPrefix("root.tabBarController.mode:"))
    #expect(error(#""sidebar":{"isHidden":"yes"}"#).hasPrefix("root.tabBarController.sidebar.isHidden:"))
    #expect(
      error(#""tabs":[{"title":"A","children":[{"title":"B"}],"selectedChild":1}]"#)
        .hasPrefix("root.tabBarController.tabs[0].selectedChild: 1 is out of range (there is 1 child)"))
    // Groups are one level deep: a child takes a tab's keys, not `children`.
    #expect(
      error(#""tabs":[{"title":"A","children":[{"title":"B","children":[{"title":"C"}]}]}]"#)
        .hasPrefix("root.tabBarController.tabs[0].children[0].children:"))
  }
}
