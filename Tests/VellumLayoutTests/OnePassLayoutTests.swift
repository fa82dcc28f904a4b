import Foundation
import Testing

@testable import VellumLayout

/// The fixed-advance measurer, counting the requests to measure one string.
private final class CountingMeasurer: LayoutResources {
  let base = FixedAdvanceMeasurer()
  let counted: String
  private(set) var count = 0

  init(counting s: String) { counted = s }

  func measure(_ request: TextRequest) -> TextMeasurement {
    if request.string == counted { count += 1 }
    return base.measure(request)
  }

  func imagePixelSize(_ path: String) -> Size? { nil }
}

/// Issue 26: a list is laid out once wherever it stands (a navigation controller, a split view's
/// column, a screen presenting a sheet), and laying out in one pass draws what measuring and
/// placing drew.
@Suite struct OnePassLayoutTests {
  static let marker = "Marker row"
  static let list =
    #"{"list":{"appearance":"insetGrouped","sections":[{"items":[{"content":{"text":"Marker row"}}]}]}}"#
  static let screen =
    #"{"navigationController":{"navigationBar":{"navigationBar":{"title":"Places"}},"content":\#(list)}}"#
  static let other = #"{"navigationController":{"content":{"stack":{"children":[{"text":{"string":"Detail"}}]}}}}"#
  static let split = #"{"splitViewController":{"primary":\#(screen),"secondary":\#(other)}}"#
  static let sheet = #"{"sheet":{"presenting":\#(split),"content":\#(other)}}"#

  static func document(_ root: String, canvas: String = #""device":"iPhone 13""#) -> String {
    #"{"vellum":1,"canvas":{\#(canvas)},"root":\#(root)}"#
  }

  /// How many times the marker list is built when `json` is laid out: its text measurements over
  /// those of one `ListLayout`.
  static func listBuilds(_ json: String) throws -> Int {
    let document = try DocumentDecoder.decode(Array(json.utf8))
    let once = CountingMeasurer(counting: marker)
    let list = try DocumentDecoder.decode(Array(Self.document(Self.list).utf8)).root.as(List.self)!
    _ = ListLayout(engine: LayoutEngine(canvas: document.canvas, resources: once), list: list, width: 320)
    #expect(once.count > 0)
    let measurer = CountingMeasurer(counting: marker)
    _ = LayoutEngine.layout(document, resources: measurer)
    #expect(measurer.count % once.count == 0, "a partial build of the list")
    return measurer.count / once.count
  }

  @Test func aListIsBuiltOnce() throws {
    let builds = try Self.listBuilds(Self.document(Self.list))
    #expect(builds == 1, "built \(builds) times")
  }

  /// A list's nodes move out when it is emitted (a long list's are not held twice); emitted
  /// again, it is laid out again and draws the same, wherever it goes.
  @Test func aListEmittedTwiceDrawsTheSameNodes() throws {
    let document = try DocumentDecoder.decode(Array(Self.document(Self.list).utf8))
    let engine = LayoutEngine(canvas: document.canvas, resources: FixedAdvanceMeasurer())
    let laidOut = engine.layout(document.root, width: 320)
    var first: [RenderNode] = []
    laidOut.emit(at: Point(x: 0, y: 0), chrome: engine.chrome, into: &first)
    let filler = RenderNode(frame: .zero, kind: .endGroup)
    var second = [filler]
    laidOut.emit(at: Point(x: 5, y: 7), chrome: engine.chrome, into: &second)
    #expect(first.count > 3)
    #expect(second == [filler] + first.map { $0.offsetBy(dx: 5, dy: 7) })
  }

  @Test func aListInANavigationControllerIsBuiltOnce() throws {
    let builds = try Self.listBuilds(Self.document(Self.screen))
    #expect(builds == 1, "built \(builds) times")
  }

  @Test(arguments: ["18", "26"]) func aListInASplitViewPresentingASheetIsBuiltOnce(_ version: String) throws {
    let pad = #""device":"iPad 11-inch","orientation":"landscape","systemVersion":"\#(version)""#
    let inSplit = try Self.listBuilds(Self.document(Self.split, canvas: pad))
    #expect(inSplit == 1, "built \(inSplit) times in a split view")
    let underSheet = try Self.listBuilds(Self.document(Self.sheet, canvas: pad))
    #expect(underSheet == 1, "built \(underSheet) times in a split view presenting a sheet")
  }

  @Test func aListInStacksIsBuiltOnce() throws {
    let column = #"{"stack":{"spacing":8,"children":[{"text":{"string":"Top"}},\#(Self.list)]}}"#
    let row = #"{"stack":{"axis":"horizontal","alignment":"fill","children":[{"zStack":{"children":[\#(column)]}}]}}"#
    let screen = #"{"navigationController":{"content":\#(row)}}"#
    let builds = try Self.listBuilds(Self.document(screen))
    #expect(builds == 1, "built \(builds) times")
  }

  @Test func aListInATabBarControllersScreenIsBuiltOnce() throws {
    let tabs =
      #"{"tabBarController":{"tabs":[{"title":"Places","image":{"systemName":"map"}}],"content":\#(Self.screen)}}"#
    let builds = try Self.listBuilds(Self.document(tabs))
    #expect(builds == 1, "built \(builds) times")
    let bare =
      #"{"tabBarController":{"tabs":[{"title":"Places","image":{"systemName":"map"}}],"content":\#(Self.list)}}"#
    let bareBuilds = try Self.listBuilds(Self.document(bare))
    #expect(bareBuilds == 1, "built \(bareBuilds) times as a tab's content")
  }

  @Test func aListUnderAnAlertIsBuiltOnce() throws {
    let alert = #"{"alertController":{"title":"Delete?","actions":[{"title":"OK"}],"presenting":\#(Self.screen)}}"#
    let builds = try Self.listBuilds(Self.document(alert))
    #expect(builds == 1, "built \(builds) times")
    let inTabs = #"{"tabBarController":{"tabs":[{"title":"Places"}],"content":\#(Self.screen)}}"#
    let overTabs = #"{"alertController":{"title":"Delete?","actions":[{"title":"OK"}],"presenting":\#(inTabs)}}"#
    let overTabsBuilds = try Self.listBuilds(Self.document(overTabs))
    #expect(overTabsBuilds == 1, "built \(overTabsBuilds) times under an alert over a tab bar")
  }

  @Test func aListUnderAPopoverIsBuiltOnce() throws {
    let popover = #"{"popover":{"presenting":\#(Self.screen),"content":\#(Self.other)}}"#
    let card = try Self.listBuilds(Self.document(popover, canvas: #""device":"iPad 11-inch""#))
    #expect(card == 1, "built \(card) times under a popover's card")
    let adapted = try Self.listBuilds(Self.document(popover))
    #expect(adapted == 1, "built \(adapted) times under the sheet a popover adapts to")
  }

  @Test func aListInAContextMenuIsBuiltOnce() throws {
    let menu = #""menu":{"children":[{"action":{"title":"Copy"}}]},"isMenuPresented":true"#
    let open = #"{"contextMenu":{"content":\#(Self.list),\#(menu)}}"#
    let builds = try Self.listBuilds(Self.document(open))
    #expect(builds == 1, "built \(builds) times")
  }

  /// A bar button's custom view is measured once (offered half the screen) and laid out once at
  /// its width, however often the bar's plan asks the item's width.
  @Test func aBarButtonsCustomViewIsBuiltTwiceAtMost() throws {
    let bar = #"{"navigationBar":{"title":"Places","rightBarButtonItems":[{"customView":\#(Self.list)}]}}"#
    let screen = #"{"navigationController":{"navigationBar":\#(bar),"content":\#(Self.other)}}"#
    let builds = try Self.listBuilds(Self.document(screen))
    #expect(builds == 2, "built \(builds) times")
    let toolbar = #"{"toolbar":{"items":[{"customView":\#(Self.list)},{"flexibleSpace":true}]}}"#
    let toolbarBuilds = try Self.listBuilds(Self.document(toolbar))
    #expect(toolbarBuilds == 2, "built \(toolbarBuilds) times in a toolbar")
  }

  /// Every sample lays out to the same render tree in one pass as when every component is
  /// measured and then placed (laid out again in its frame).
  @Test func everySampleLaysOutAsMeasuringThenPlacingDid() throws {
    var compared = 0
    for (file, data) in sampleDocuments() {
      guard let document = try? DocumentDecoder.decode(Array(data)) else { continue }
      let measurer = FixedAdvanceMeasurer(imageSizes: [:])
      let onePass = LayoutEngine.layout(document, resources: measurer, measuresThenPlaces: false)
      let twoPass = LayoutEngine.layout(document, resources: measurer, measuresThenPlaces: true)
      #expect(onePass == twoPass, "\(file): the one pass draws another tree")
      compared += 1
    }
    #expect(compared > 200, "only \(compared) samples decoded")
  }

  /// Emitted in a frame of another width, a laid-out value lays itself out again for it.
  @Test func aLaidOutValueEmittedAtAnotherWidthLaysItselfOutAgain() throws {
    let document = try DocumentDecoder.decode(Array(Self.document(Self.screen).utf8))
    let engine = LayoutEngine(canvas: document.canvas, resources: FixedAdvanceMeasurer())
    let wide = engine.layout(document.root, width: 390)
    let narrow = engine.layout(document.root, width: 320)
    #expect(!wide.reuses(width: 320) && wide.reuses(width: 390))
    let frame = Rect(x: 0, y: 0, width: 320, height: 600)
    var reused: [RenderNode] = []
    var fresh: [RenderNode] = []
    wide.emit(in: frame, chrome: ScreenChrome(), into: &reused)
    narrow.emit(in: frame, chrome: ScreenChrome(), into: &fresh)
    #expect(reused == fresh)
    #expect(!fresh.isEmpty)
  }
}
