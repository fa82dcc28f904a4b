/// A whole screen: the status bar and the navigation bar at the top safe area, the content under
/// them, the toolbar above the bottom safe area, and the home indicator; bars draw their
/// backgrounds out to the screen's edges, as UIKit extends them.
extension NavigationController: ControlLayout, TabbedScreen, StatusBarOwner {
  var fillsWidth: Bool { true }
  var disabledOpacity: Double? { nil }

  /// Safe areas of the canvas's device; without one, an iPad or a notch iPhone by width.
  func safeArea(_ ctx: ControlContext) -> (top: Double, bottom: Double) {
    let device = ctx.engine.canvas.device
    var area: (top: Double, bottom: Double) =
      device.map { ($0.safeAreaInsets.top, $0.safeAreaInsets.bottom) } ?? (ctx.isPadLike ? (24, 20) : (47, 34))
    if ctx.engine.isSheetContent { area.top = 0 }
    return area
  }

  /// A screen's content inside the safe area at the screen's sides, as SwiftUI lays out a view
  /// and UIKit's layout margins guide: all but a list, which reaches the sides itself and keeps
  /// its rows' content out of the safe area.
  static func inSafeArea(_ content: Component, _ frame: Rect, _ engine: LayoutEngine) -> (Rect, LayoutEngine) {
    guard content.role((any ScreenContent).self)?.reachesScreenSides != true else { return (frame, engine) }
    let s = engine.sideSafeArea
    return (
      Rect(x: frame.x + s.left, y: frame.y, width: max(0, frame.width - s.left - s.right), height: frame.height),
      engine.inset(leading: .infinity, trailing: .infinity)
    )
  }

  /// `content` laid out across a screen `width` wide, inside its safe area (`inSafeArea`);
  /// `engine`'s path is the content's.
  static func layoutInSafeArea(_ content: Component, width: Double, _ engine: LayoutEngine) -> LayoutResult {
    let (frame, inner) = inSafeArea(content, Rect(x: 0, y: 0, width: width, height: 0), engine)
    return inner.layout(content, width: frame.width)
  }

  /// As a tab, the screen shows its content's background behind the tab bar too.
  var tabScreen: TabScreen { TabScreen(background: content?.screenBackground, contentOffset: contentOffset) }

  func statusBarOwner(in frame: Rect, _ engine: LayoutEngine) -> (screen: NavigationController, color: Color?)? {
    prefersStatusBarHidden ? nil : (self, nil)
  }

  /// The toolbar: the given one, or one made of the navigation bar's SwiftUI `bottomBar` items.
  var bottomToolbar: Component? { toolbar ?? barToolbar?.toolbar }

  /// The navigation bar's search field when it sits in the toolbar's row (iOS 26 on iPhone).
  func integratedSearch(_ ctx: ControlContext) -> NavigationBar.SearchController? {
    navigationBar?.role((any ScreenBar).self)?.integratedSearch(ctx)
  }

  /// The toolbar, or an empty one to hold the navigation bar's search field.
  func bottomToolbar(_ ctx: ControlContext) -> Component? {
    bottomToolbar ?? integratedSearch(ctx).map { _ in .control(AnyControl(Toolbar(items: []))) }
  }

  /// The toolbar the navigation bar makes of its items (`ScreenBar.bottomToolbar`).
  private var barToolbar: (toolbar: Component, key: String)? {
    navigationBar?.role((any ScreenBar).self)?.bottomToolbar
  }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    laidOut(ctx, proposedWidth: proposedWidth).size
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    laidOut(ctx, proposedWidth: frame.width).nodes(frame, ctx)
  }

  /// The screen laid out `width` wide: its content once (drawn where the bars leave it), the
  /// bars' heights.
  func laidOut(_ ctx: ControlContext, proposedWidth width: Double) -> ControlLaidOut {
    let safe = safeArea(ctx)
    let laidContent = content.map { Self.layoutInSafeArea($0, width: width, ctx.engine.at("content")) }
    let p = (
      bar: navigationBar.map { ctx.engine.measure($0, width: width).height } ?? 0,
      content: laidContent?.size.height ?? 0,
      toolbar: bottomToolbar(ctx).map { ctx.engine.measure($0, width: width).height } ?? 0
    )
    return ControlLaidOut(
      size: Size(width: width, height: safe.top + p.bar + p.content + p.toolbar + safe.bottom), width: width
    ) { frame, ctx in nodes(in: frame, ctx, parts: p, content: laidContent) }
  }

  private func nodes(
    in frame: Rect, _ ctx: ControlContext, parts p: (bar: Double, content: Double, toolbar: Double),
    content laidContent: LayoutResult?
  ) -> [RenderNode] {
    let safe = safeArea(ctx)
    var nodes = screenNodes(in: frame, ctx, parts: p, content: laidContent)
    nodes += barNodes(in: frame, ctx, parts: p)
    if !prefersStatusBarHidden, safe.top > 0, !ctx.engine.isSplitColumn, !ctx.engine.isSheetContent,
      !ctx.engine.isUnderDimming
    {
      nodes += statusBar(in: Rect(x: frame.x, y: frame.y, width: frame.width, height: safe.top), ctx)
    }
    if !prefersHomeIndicatorAutoHidden, safe.bottom > 0, !ctx.engine.isSplitColumn, !ctx.engine.isSheetContent,
      !ctx.engine.chrome.isAboveTabBar
    {
      let w = ctx.isPadLike ? 315.0 : 134
      nodes.append(
        ctx.fill(
          Rect(x: frame.midX - w / 2, y: frame.maxY - 8 - 5, width: w, height: 5), ctx.color(.system(.label)),
          radius: 2.5))
    }
    return nodes
  }

  /// The screen behind the bars: its content's background (a list's, the view's background
  /// colour, which runs on under translucent bars as UIKit's `edgesForExtendedLayout`), or the
  /// canvas's; then the content, scrolled by `contentOffset` so that its top slides up under the
  /// bar.
  private func screenNodes(
    in frame: Rect, _ ctx: ControlContext, parts p: (bar: Double, content: Double, toolbar: Double),
    content laidContent: LayoutResult?
  ) -> [RenderNode] {
    let safe = safeArea(ctx)
    var nodes: [RenderNode] = []
    let contentTop = frame.y + safe.top + p.bar
    let toolbarTop = frame.maxY - safe.bottom - p.toolbar
    let top = contentTop - contentOffset
    let inside = content.map {
      Self.inSafeArea(
        $0, Rect(x: frame.x, y: top, width: frame.width, height: max(p.content, toolbarTop - top)), ctx.engine
      ).0
    }
    if let content, let background = content.screenBackground, !ctx.engine.chrome.isOnGlassPane {
      let color = ctx.color(background)
      // A translucent colour (a view's: the content draws it in its own frame too) is laid
      // around the content only, so that it is not laid twice; system backgrounds are opaque.
      if color.alpha < 1, let inside {
        for band in frame.subtracting(inside) { nodes.append(ctx.fill(band, color)) }
      } else {
        nodes.append(ctx.fill(frame, color))
      }
    }
    if content != nil, let laidContent, let inside {
      // A screen in the content is no tab's: it draws its own home indicator.
      var chrome = ctx.engine.chrome
      chrome.isAboveTabBar = false
      laidContent.emit(in: inside, chrome: chrome, into: &nodes)
    }
    return nodes
  }

  /// The navigation bar at the top and the toolbar at the bottom (its own, or one made of the
  /// navigation bar's bottom-bar items or holding its search field, drawn for the bar's key).
  private func barNodes(
    in frame: Rect, _ ctx: ControlContext, parts p: (bar: Double, content: Double, toolbar: Double)
  ) -> [RenderNode] {
    let safe = safeArea(ctx)
    var nodes: [RenderNode] = []
    let barTop = frame.y + safe.top
    let contentTop = barTop + p.bar
    let toolbarTop = frame.maxY - safe.bottom - p.toolbar
    func placement(_ bar: Rect) -> ScreenBarPlacement {
      ScreenBarPlacement(
        screen: frame, bar: bar, safeTop: safe.top, contentOffset: contentOffset, contentBottom: contentTop + p.content,
        background: content?.screenBackground)
    }
    // The bottom bar's row may hold the navigation bar's search field.
    let search = integratedSearch(ctx)
    func bottom(_ bar: Rect) -> ScreenBarPlacement {
      var b = placement(bar)
      b.integratedSearch = search
      return b
    }
    if let navigationBar {
      let key = ctx.engine.at("navigationBar")
      ctx.engine.placeScreenBar(
        navigationBar, key: "navigationBar", source: key.at(navigationBar.kind),
        placement(Rect(x: frame.x, y: barTop, width: frame.width, height: p.bar)), ctx, into: &nodes)
    }
    let toolbarFrame = Rect(x: frame.x, y: toolbarTop, width: frame.width, height: p.toolbar)
    if let toolbar {
      ctx.engine.placeScreenBar(
        toolbar, key: "toolbar", source: ctx.engine.at("toolbar").at(toolbar.kind), bottom(toolbarFrame), ctx,
        into: &nodes)
    } else if let navigationBar, let toolbar = barToolbar?.toolbar ?? bottomToolbar(ctx) {
      let source = ctx.engine.at("navigationBar").at(navigationBar.kind)
      ctx.engine.placeScreenBar(
        toolbar, key: barToolbar?.key ?? "searchController", source: source.at(barToolbar?.key ?? "searchController"),
        bottom(toolbarFrame), ctx, into: &nodes)
    }
    return nodes
  }

  /// The status bar: the time on the leading side; signal, Wi-Fi and battery on the trailing side
  /// (an iPad shows the date beside the time and no signal).
  static func homeIndicator(in frame: Rect, _ ctx: ControlContext) -> RenderNode {
    let w = ctx.isPadLike ? 315.0 : 134
    return ctx.fill(
      Rect(x: frame.midX - w / 2, y: frame.maxY - 8 - 5, width: w, height: 5), ctx.color(.system(.label)), radius: 2.5)
  }

  func statusBar(in frame: Rect, _ ctx: ControlContext, color: Color? = nil) -> [RenderNode] {
    let ctx = ControlContext(engine: ctx.engine.system, common: ctx.common)
    let label = color ?? ctx.color(.system(.label))
    let pad = ctx.isPadLike
    if !pad && frame.height < 30 { return homeButtonStatusBar(in: frame, ctx, label: label) }
    let bar = ctx.design.statusBar
    let font = FontDescriptor(size: pad ? 15 : (frame.height > 30 ? 17 : 15), weight: .semibold)
    let timeWidth = ctx.measure(time, font).size.width
    let h = ctx.measure(time, font).size.height
    // The time's leading edge, the trailing group's end and the centre line they share.
    let timeX: Double
    let end: Double
    let midY: Double
    switch (pad, bar.placement) {
    case (true, _):
      (timeX, end, midY) = (frame.x + 20, frame.maxX - 20, frame.midY)
    case (false, .fractionOfWidth):
      midY = frame.maxY - (frame.height > 30 ? 22 : 10)
      timeX = frame.x + max(16, frame.width * 0.14 - timeWidth / 2 + 6)
      end = frame.maxX - max(16, frame.width * 0.14 - 34)
    case (false, .ears(let inset)):
      let (cutoutWidth, islandCentre) = Self.cutout(in: frame, ctx.engine.canvas.device)
      let centre = (inset + (frame.width - cutoutWidth) / 2) / 2
      let group = bar.signalRoom + bar.gap + bar.wifiWidth + bar.gap + bar.battery.width + bar.batteryEnd
      midY = islandCentre ?? frame.maxY - 22
      timeX = frame.x + centre - timeWidth / 2
      end = frame.maxX - centre + group / 2
    }
    var nodes: [RenderNode] = []
    nodes.append(
      ctx.text(time, font, label, in: Rect(x: timeX, y: midY - h / 2, width: timeWidth, height: h), alignment: .left))
    if pad {
      let date = "Mon Jun 22"
      let w = ctx.measure(date, font).size.width
      nodes.append(
        ctx.text(
          date, font, label, in: Rect(x: timeX + timeWidth + 6, y: midY - h / 2, width: w, height: h), alignment: .left)
      )
    }
    // Battery: a rounded outline, its level's fill, and the terminal nub.
    let i = bar.batteryFillInset
    let battery = Rect(
      x: end - (bar.batteryEnd + bar.battery.width), y: midY - bar.battery.height / 2, width: bar.battery.width,
      height: bar.battery.height)
    nodes.append(
      RenderNode(
        frame: battery,
        kind: .stroke(label.withAlpha(bar.batteryOutlineAlpha), width: 1, cornerRadius: bar.batteryCorner)))
    nodes.append(
      ctx.fill(
        battery.inset(by: EdgeInsets(top: i, left: i, bottom: i, right: i)), label, radius: bar.batteryCorner - i))
    nodes.append(
      ctx.fill(
        Rect(x: battery.maxX + bar.nubGap, y: midY - bar.nub.height / 2, width: bar.nub.width, height: bar.nub.height),
        label.withAlpha(bar.nubAlpha), radius: bar.nub.width / 2))
    let wifiEnd = battery.x - bar.gap
    nodes.append(
      ctx.symbol("wifi", size: bar.wifiSize, color: label, center: Point(x: wifiEnd - bar.wifiWidth / 2, y: midY)))
    if !pad {
      // Four signal bars, rising.
      let x = wifiEnd - (bar.wifiWidth + bar.gap)
      for i in 0..<4 {
        let bh = bar.signalFirst + Double(i) * bar.signalStep
        nodes.append(
          ctx.fill(
            Rect(
              x: x - bar.signalRoom + Double(i) * bar.signalPitch, y: midY + bar.signalBelow - bh, width: bar.signalBar,
              height: bh),
            label, radius: 1))
      }
    }
    return nodes
  }

  /// The width of the display's cutout in the middle of a phone's status bar, and the Dynamic
  /// Island's centre line (nil for a notch): the canvas's device says which it has; without one, a
  /// status bar of 59 pt or more has an island. The island is 126 × 37 pt, 11 pt down in a 59 pt
  /// status bar and 14 pt in a taller one (measured on an iPhone 17); a notch is 162 pt wide.
  static func cutout(in frame: Rect, _ device: DevicePreset?) -> (width: Double, islandCentre: Double?) {
    let island = device.map { $0.frameShape.cutout == .dynamicIsland } ?? (frame.height >= 59)
    guard island else { return (DeviceFrameLayout.notch.width, nil) }
    let i = DeviceFrameLayout.island
    return (i.width, frame.y + (frame.height >= 62 ? 14 : 11) + i.height / 2)
  }

  /// A home-button phone's 20 pt status bar (iPhone SE): signal and Wi-Fi at the leading edge,
  /// the time in the middle with its AM/PM (12 pt semibold), the battery at the trailing edge,
  /// each 6 pt from its edge [estimates from iOS 15 screenshots of an iPhone 8].
  func homeButtonStatusBar(in frame: Rect, _ ctx: ControlContext, label: Color) -> [RenderNode] {
    let font = FontDescriptor(size: 12, weight: .semibold)
    let shown = Self.withDayPeriod(time)
    let m = ctx.measure(shown, font)
    let midY = frame.midY
    var nodes = [
      ctx.text(
        shown, font, label,
        in: Rect(
          x: frame.midX - m.size.width / 2, y: midY - m.size.height / 2, width: m.size.width, height: m.size.height),
        alignment: .left)
    ]
    // Four signal bars, 3 pt wide, 1 pt apart, rising to 10 pt; Wi-Fi after them.
    for i in 0..<4 {
      let bh = 4 + Double(i) * 2
      nodes.append(
        ctx.fill(Rect(x: frame.x + 6 + Double(i) * 4, y: midY + 5 - bh, width: 3, height: bh), label, radius: 0.75))
    }
    nodes.append(ctx.symbol("wifi", size: 16, color: label, center: Point(x: frame.x + 6 + 16 + 4 + 7.5, y: midY)))
    // Battery: a 24 × 11 outline, its fill, and the nub.
    let battery = Rect(x: frame.maxX - 6 - 1.5 - 1 - 24, y: midY - 5.5, width: 24, height: 11)
    nodes.append(RenderNode(frame: battery, kind: .stroke(label.withAlpha(0.35), width: 1, cornerRadius: 3.5)))
    nodes.append(ctx.fill(battery.inset(by: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)), label, radius: 1.5))
    nodes.append(
      ctx.fill(Rect(x: battery.maxX + 1, y: midY - 2, width: 1.5, height: 4), label.withAlpha(0.4), radius: 0.75))
    return nodes
  }

  /// `time` as a home-button phone's status bar shows it in a 12-hour locale: a bare "h:mm"
  /// from 1:00 to 12:59 gets "AM" (iOS's marketing 9:41 AM); anything else is shown as written.
  static func withDayPeriod(_ time: String) -> String {
    let parts = time.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let hour = Int(parts[0]), (1...12).contains(hour), parts[0].count <= 2,
      parts[1].count == 2, parts[1].allSatisfy(\.isNumber)
    else { return time }
    return time + " AM"
  }
}
