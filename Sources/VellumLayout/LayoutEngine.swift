/// Lays a document out into a `RenderTree`. Pure Swift: text and image sizes come from
/// `LayoutResources`, so the whole pass is testable without Cairo.
public struct LayoutEngine {
  let resources: any LayoutResources
  var environment: Environment
  /// The look's metrics, shapes and colours.
  var design: Design { Design.of(environment.look, version: canvas.systemVersion) }
  let canvas: Canvas
  /// The list/cell layout margin for the canvas width (spec §3.3 with its correction:
  /// 16 pt on 320 pt-wide screens, 20 pt on anything wider).
  let layoutMargin: Double
  /// Inside a sheet: screens start at the sheet's top (no status bar) and draw no chrome.
  var isSheetContent: Bool {
    get { sheetCard != .none }
    set { sheetCard = newValue ? max(sheetCard, .plain) : .none }
  }
  /// The sheet card the content being placed is on (one byte: the engine is copied at every level).
  var sheetCard = SheetCard.none
  /// What a sheet's content sits on.
  enum SheetCard: UInt8, Comparable {
    case none, plain
    /// iOS 26's iPhone sheet, opaque (the large detent): its bar's row concentric with the card.
    case opaque26
    /// iOS 26's iPhone sheet on glass (a partial detent): glass pieces inside (bar items'
    /// platters) draw as platters of the card's glass, not glass on glass.
    case glass26
    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
  }
  /// On iOS 26's glass sheet card.
  var isOnSheetGlass: Bool { sheetCard == .glass26 }
  /// How far below the sheet card's top a navigation bar's row starts (iOS 26's iPhone sheets).
  var sheetBarTop: Double { sheetCard >= .opaque26 ? design.sheet?.barTop ?? 0 : 0 }
  /// The chrome the screens being placed leave to what holds them (`ScreenChrome`): a laid-out
  /// value's emission passes it on.
  var chrome = ScreenChrome()
  /// Inside a split view's column, or a screen pushed back behind a sheet.
  var isSplitColumn: Bool {
    get { chrome.isSplitColumn }
    set { chrome.isSplitColumn = newValue }
  }
  /// Under a sheet's dimming.
  var isUnderDimming: Bool {
    get { chrome.isUnderDimming }
    set { chrome.isUnderDimming = newValue }
  }
  /// Inside the sheet a later sheet stacks on.
  var isUnderSheet: Bool {
    get { chrome.isUnderSheet }
    set { chrome.isUnderSheet = newValue }
  }
  /// Things presented above the screen (open menus), laid out once the screen is.
  let overlays = OverlayCollector()
  /// The JSON path of the value holding the component being placed (`root`,
  /// `root.stack.children[2]`): nodes are attributed to components by it.
  var path = "root"
  /// The axis of the stack whose children are being laid out (a divider runs across it).
  var stackAxis: Stack.Axis?
  /// The pseudolanguage the app's strings are shown in (`.none` for system chrome).
  var pseudo: Pseudolanguage
  let verbatim: Set<String>
  /// Each PNG's dark appearance (`Document.darkFiles`).
  var darkFiles: [String: String] = [:]
  /// Each image set's PNG for the canvas, light and dark (`Document.imageSets`).
  var imageSets: [String: (light: AssetFile, dark: AssetFile)] = [:]
  /// The screen's safe area beside what is being laid out (`safeAreaInsets.left` and `.right`,
  /// top and bottom unused): a landscape phone's sensor housing. Lists and bars keep their
  /// content out of it while their backgrounds reach the screen's edges, as UIKit insets layout
  /// margins from the safe area; a container passes on what is left of it at its children's sides.
  var sideSafeArea = EdgeInsets()
  /// How far a navigation bar's search field and large title have scrolled away (points): its
  /// screen's `contentOffset`, up to their height.
  var barCollapse = 0.0
  /// Inside a component with a `glassEffect`: iOS draws no glass on glass, so what is inside
  /// draws none of its own.
  var isInGlass = false
  /// The reference the tests hold the one layout pass to: every component measured, then placed
  /// (laid out again) in its frame, as layout ran before issue 26, instead of emitting what was
  /// laid out. Never set outside tests.
  var measuresThenPlaces = false

  package init(canvas: Canvas, resources: any LayoutResources) {
    self.canvas = canvas
    self.resources = resources
    self.environment = canvas.environment
    self.layoutMargin = canvas.width > 320 ? Design.of(canvas.look).list.wideMargin : 16
    self.pseudo = canvas.pseudo
    self.verbatim = Set(canvas.verbatim)
    if let insets = canvas.device?.safeAreaInsets, canvas.width == canvas.device?.width {
      self.sideSafeArea = EdgeInsets(left: insets.left, right: insets.right)
    }
  }

  /// This engine for what sits `leading` and `trailing` points in from the sides of the
  /// component being laid out.
  func inset(leading: Double, trailing: Double) -> LayoutEngine {
    var e = self
    e.sideSafeArea = EdgeInsets(left: max(0, sideSafeArea.left - leading), right: max(0, sideSafeArea.right - trailing))
    return e
  }

  /// The PNG drawn for `file` here: its dark appearance where the environment is dark, or an
  /// image set's entry for the canvas and the environment's appearance.
  func asset(_ file: String) -> AssetFile {
    let dark = environment.colors.style == .dark
    if let set = imageSets[file] { return dark ? set.dark : set.light }
    return AssetFile(path: dark ? darkFiles[file] ?? file : file)
  }

  /// The size in points `file`'s PNG is drawn at: its pixels at its scale.
  func pointSize(_ a: AssetFile) -> Size {
    let px = resources.imagePixelSize(a.path) ?? .zero
    let scale = Double(a.scale ?? canvas.scale)
    return Size(width: px.width / scale, height: px.height / scale)
  }

  /// Chooses each image set's PNG for `canvas` (`ImageSet.entry`), light and dark, once before
  /// layout. A canvas whose idiom no entry is for (a CLI override the decoder did not see)
  /// takes the other idiom's.
  static func imageSetChoices(_ sets: [String: ImageSet], canvas: Canvas) -> [String: (
    light: AssetFile, dark: AssetFile
  )] {
    sets.compactMapValues { set in
      func file(dark: Bool) -> AssetFile? {
        let e =
          set.entry(dark: dark, scale: canvas.scale, idiom: canvas.idiom)
          ?? set.entry(dark: dark, scale: canvas.scale, idiom: canvas.idiom == .pad ? .phone : .pad)
        return e.map { AssetFile(path: $0.file, scale: $0.scale, renderingIntent: set.renderingIntent) }
      }
      guard let light = file(dark: false), let dark = file(dark: true) else { return nil }
      return (light, dark)
    }
  }

  /// An app string as the canvas's pseudolanguage shows it.
  func localized(_ s: String) -> String { pseudo.transform(s, verbatim: verbatim) }

  /// Whether pointer markers are emitted: only under a canvas pointer, the one reader of them
  /// (`PointerEffects` drops them otherwise; a 2000-row sidebar would carry 4,000 of them).
  var marksPointer: Bool { canvas.pointer != nil }

  /// Whether list rows, headers and footers get accessibility elements: not when no output
  /// reads them (`layout(_:resources:accessibility:)`; a long list's are a tenth of its tree).
  var placesAccessibility = true

  /// Under a window, lists make only the nodes that reach its rows (`LayoutWindow`).
  var window: LayoutWindow?

  /// This engine for what the system draws (the status bar, the keyboard): never pseudolocalised.
  var system: LayoutEngine {
    var e = self
    e.pseudo = .none
    return e
  }

  /// Lays out, mirrors for right-to-left, and snaps to device pixels. Without `accessibility`
  /// the tree has no accessibility elements (its nodes are the same): what nothing will read is
  /// not made.
  public static func layout(_ document: Document, resources: any LayoutResources, accessibility: Bool = true)
    -> RenderTree
  {
    layout(document, resources: resources, measuresThenPlaces: false, accessibility: accessibility)
  }

  /// Lays out the band of `document` that `window` shows: the tree `layout(_:resources:accessibility:)`
  /// makes without accessibility, less the list nodes that reach no part of `window.visible`
  /// (`LayoutWindow`). For documents `LayoutWindow.listRows(of:)` accepts; any other is laid out whole.
  package static func layout(_ document: Document, resources: any LayoutResources, window: LayoutWindow) -> RenderTree {
    layout(
      document, resources: resources, measuresThenPlaces: false, accessibility: false,
      window: LayoutWindow.rootList(of: document) == nil ? nil : window)
  }

  /// Lays out `document`, with `measuresThenPlaces` the tests' two-pass reference.
  static func layout(
    _ document: Document, resources: any LayoutResources, measuresThenPlaces: Bool, accessibility: Bool = true,
    window: LayoutWindow? = nil
  ) -> RenderTree {
    if let sheet = document.sheet { return ContactSheetLayout(resources: resources).layout(document, sheet: sheet) }
    // A right-to-left pseudolanguage mirrors the layout as a right-to-left language does.
    var document = document
    if document.canvas.pseudo.mirrors { document.canvas.layoutDirection = .rightToLeft }
    var engine = LayoutEngine(canvas: document.canvas, resources: resources)
    engine.measuresThenPlaces = measuresThenPlaces
    engine.placesAccessibility = accessibility
    engine.window = window
    engine.darkFiles = document.darkFiles
    engine.imageSets = imageSetChoices(document.imageSets, canvas: document.canvas)
    let c = document.canvas
    var height: Double
    var nodes: [RenderNode] = []
    do {
      // The root is laid out once, and emitted in the canvas once its height is known; what it
      // laid out goes at the end of this block (a long list's rows are not held twice).
      let root = engine.layout(document.root, width: c.width)
      height = c.height ?? max(1, root.size.height)
      // A content-sized canvas grows to show the pointer (its circle and a little room).
      if c.height == nil, let p = c.pointer {
        height = max(height, [p.location, p.transition?.from, p.transition?.to].compactMap { $0?.y }.max()! + 16)
      }
      root.emit(in: Rect(x: 0, y: 0, width: c.width, height: height), chrome: engine.chrome, into: &nodes)
    }
    // Open menus go on top; a canvas that fits its content grows to show them whole.
    let presented = engine.presentOverlays(canvasHeight: height, growsToFit: c.height == nil)
    if c.height == nil { height = max(height, presented.bottom) }
    // An open menu takes the pointer everywhere (a click outside dismisses it).
    if !presented.nodes.isEmpty {
      nodes += engine.pointerMarked(.occluder, frame: Rect(x: 0, y: 0, width: c.width, height: height), [])
      // It is modal to VoiceOver too: only what is presented has elements.
      nodes.removeAll(where: \.isAccessibilityElement)
    }
    nodes += presented.nodes
    // The keyboard covers the bottom of the screen, over everything.
    if c.keyboard != nil {
      if c.height == nil { height = max(height, engine.keyboardHeight + 100) }
      let keyboard = engine.system.keyboardNodes(width: c.width, canvasHeight: height)
      nodes += engine.pointerMarked(.occluder, frame: keyboard.first?.frame ?? .zero, keyboard)
    }
    var screen = RenderTree(
      size: Size(width: c.width, height: height), scale: c.scale,
      background: engine.environment.resolve(c.background), layoutDirection: c.layoutDirection, nodes: nodes)
    // The last passes change the tree's own nodes in place: none is copied.
    nodes = []
    if c.layoutDirection == .rightToLeft { screen.mirror() }
    assert(screen.bracketProblem == nil, "layout left a bracket unbalanced: \(screen.bracketProblem ?? "")")
    PointerEffects.apply(c.pointer, time: c.time, to: &screen)
    screen.snapToPixels()
    screen.resolveImagePlacements()
    screen.resolveTexts(resources)
    if accessibility {
      screen.separateAccessibility()
    } else {
      // What lists did not make, the rest (a few elements a screen) leave here.
      screen.nodes.removeAll { $0.isAccessibilityElement }
    }
    // A device frame goes around the finished screen: it is never mirrored, and moves the
    // screen by whole points.
    if let frame = c.deviceFrame {
      screen = DeviceFrameLayout(resources: resources).framed(screen, frame: frame, canvas: c)
    }
    screen.resolveSymbols(resources)
    return screen
  }

  // MARK: Measuring

  func imageSize(_ i: ImageComponent, width: Double) -> Size {
    switch i.source {
    case .systemName, .symbolFile:
      let s = symbolEm(i)
      return Size(width: i.width ?? s, height: i.height ?? s)
    case .file(let file):
      // A PNG's pixels are drawn at the canvas scale (an image set's at its entry's) unless a
      // size is given.
      let natural = pointSize(asset(file))
      switch (i.width, i.height) {
      case (let w?, let h?): return Size(width: w, height: h)
      case (let w?, nil): return Size(width: w, height: natural.width > 0 ? w * natural.height / natural.width : w)
      case (nil, let h?): return Size(width: natural.height > 0 ? h * natural.width / natural.height : h, height: h)
      case (nil, nil): return natural
      }
    }
  }

  // MARK: Placing

  /// This engine under `chrome` (what a laid-out value is emitted with).
  func with(_ chrome: ScreenChrome) -> LayoutEngine {
    var e = self
    e.chrome = chrome
    return e
  }

  /// This engine placing what sits at `key` under the current path (`content`, `columns[1]`).
  func at(_ key: String) -> LayoutEngine {
    var e = self
    e.path += "." + key
    return e
  }

  /// Presents an overlay (a menu, a popup) above the screen for the component being placed,
  /// attributed to `key` under its path (`…button.menu`), or to the component itself.
  func present(_ request: OverlayCollector.Request, key: String? = "menu") {
    let kind = key ?? String(path.split(separator: ".").last ?? "")
    overlays.append(request, source: NodeSource(path: key.map { path + "." + $0 } ?? path, kind: kind))
  }

  func resolve(_ a: TextAlignment) -> ResolvedAlignment {
    // Layout happens left-to-right; mirroring flips left and right for RTL.
    switch a {
    case .natural, .leading: .left
    case .center: .center
    case .trailing: .right
    case .justified: .justified
    }
  }

  func placeImage(_ i: ImageComponent, in frame: Rect, into nodes: inout [RenderNode]) {
    let continuous = i.cornerCurve == .continuous
    if let bg = i.backgroundColor {
      nodes.append(
        RenderNode(
          frame: frame,
          kind: .fill(
            environment.resolve(bg), cornerRadius: i.cornerRadius, corners: continuous ? [.all, .continuous] : .all)))
    }
    switch i.source {
    case .systemName, .symbolFile:
      let (name, recipe) = symbol(i.source)!
      nodes.append(imageSymbolNode(name, recipe, i, in: frame))
    case .file(let file):
      let a = asset(file)
      // A template draws the file's alpha in the tint, as UIKit draws a template image; an
      // image set's rendering intent is the default.
      let template = (i.renderingMode ?? a.renderingIntent) == .template
      nodes.append(
        RenderNode(
          frame: frame,
          kind: .image(
            ImageDraw(
              path: a.path, fit: ImageFit(i.contentMode), cornerRadius: i.cornerRadius,
              hasContinuousCorners: continuous,
              pixelSize: resources.imagePixelSize(a.path) ?? .zero, scale: a.scale,
              tint: template ? environment.resolve(i.tintColor ?? .tint) : nil))))
    }
  }

  /// A system symbol by name, or with `recipe` a custom one named by its file, at em `size`.
  func symbolNode(
    _ name: String, recipe: SymbolRecipe? = nil, size: Double, weight: FontWeight = .regular, color: Color,
    in frame: Rect
  ) -> RenderNode {
    RenderNode(
      frame: frame,
      kind: .symbol(
        Symbol(name: name, recipe: recipe ?? symbolRecipe(name), pointSize: size, weight: weight, color: color)))
  }
}

/// The PNG layout draws for an image's `file`: its path, and for an image set's entry the
/// device pixels per point of its pixels and the set's rendering intent.
struct AssetFile {
  var path: String
  /// nil: the canvas's scale (a plain PNG).
  var scale: Int? = nil
  var renderingIntent: ImageRenderingMode? = nil
}
