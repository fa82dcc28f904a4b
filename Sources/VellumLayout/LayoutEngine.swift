/// Lays a document out into a `RenderTree`. Pure Swift: text and image sizes come from
/// `LayoutResources`, so the whole pass is testable without Cairo.
public struct LayoutEngine {
  let resources: any LayoutResources
  var environment: Environment
  let canvas: Canvas
  /// The list/cell layout margin for the canvas width (spec §3.3 with its correction:
  /// 16 pt on 320 pt-wide screens, 20 pt on anything wider).
  let layoutMargin: Double
  /// Inside a split view's column, or a screen pushed back behind a sheet: something else draws
  /// the status bar and home indicator.
  var isSplitColumn = false
  /// Inside a sheet: screens start at the sheet's top (no status bar) and draw no chrome.
  var isSheetContent = false
  /// Under a sheet's dimming: the sheet draws the status bar above the dimming, as iOS does.
  var isUnderDimming = false
  /// Inside the sheet a later sheet stacks on: its card is pushed back too.
  var isUnderSheet = false
  /// Things presented above the screen (open menus), laid out once the screen is.
  let overlays = OverlayCollector()
  /// The JSON path of the value holding the component being placed (`root`,
  /// `root.stack.children[2]`): nodes are attributed to components by it.
  var path = "root"
  /// The pseudolanguage the app's strings are shown in (`.none` for system chrome).
  var pseudo: Pseudolanguage
  let verbatim: Set<String>

  public init(canvas: Canvas, resources: any LayoutResources) {
    self.canvas = canvas
    self.resources = resources
    self.environment = canvas.environment
    self.layoutMargin = canvas.width > 320 ? 20 : 16
    self.pseudo = canvas.pseudo
    self.verbatim = Set(canvas.verbatim)
  }

  /// An app string as the canvas's pseudolanguage shows it.
  func localized(_ s: String) -> String { pseudo.transform(s, verbatim: verbatim) }

  /// This engine for what the system draws (the status bar, the keyboard): never pseudolocalised.
  var system: LayoutEngine {
    var e = self
    e.pseudo = .none
    return e
  }

  /// Lays out, mirrors for right-to-left, and snaps to device pixels.
  public static func layout(_ document: Document, resources: any LayoutResources) -> RenderTree {
    if let sheet = document.sheet { return ContactSheetLayout(resources: resources).layout(document, sheet: sheet) }
    // A right-to-left pseudolanguage mirrors the layout as a right-to-left language does.
    var document = document
    if document.canvas.pseudo.mirrors { document.canvas.layoutDirection = .rightToLeft }
    let engine = LayoutEngine(canvas: document.canvas, resources: resources)
    let c = document.canvas
    let contentHeight = engine.measure(document.root, width: c.width).height
    var height = c.height ?? max(1, contentHeight)
    // A content-sized canvas grows to show the pointer (its circle and a little room).
    if c.height == nil, let p = c.pointer {
      height = max(height, [p.location, p.transition?.from, p.transition?.to].compactMap { $0?.y }.max()! + 16)
    }
    var nodes: [RenderNode] = []
    engine.place(document.root, in: Rect(x: 0, y: 0, width: c.width, height: height), into: &nodes)
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
    var tree = RenderTree(
      size: Size(width: c.width, height: height), scale: c.scale,
      background: engine.environment.resolve(c.background), layoutDirection: c.layoutDirection, nodes: nodes)
    if c.layoutDirection == .rightToLeft { tree = tree.mirrored() }
    return PointerEffects.apply(c.pointer, time: c.time, to: tree).snappedToPixels()
  }

  // MARK: Measuring

  /// The size a component wants when offered `width`.
  func measure(_ component: Component, width: Double) -> Size {
    switch component {
    case .stack(let s): return measureStack(s, width: width)
    case .text(let t):
      let m = resources.measure(textRequest(t, width: width))
      return Size(width: m.size.width, height: m.size.height)
    case .image(let i): return imageSize(i, width: width)
    case .spacer(let s): return Size(width: s.minLength, height: s.minLength)
    case .cell(let c): return Size(width: width, height: cellLayout(c, width: width, inList: nil).height)
    case .list(let l): return Size(width: width, height: ListLayout(engine: self, list: l, width: width).height)
    case .control(let c): return measureControl(c, width: width)
    }
  }

  func textRequest(_ t: TextComponent, width: Double) -> TextRequest {
    TextRequest(
      string: localized(t.string), font: t.font.resolve(environment.contentSizeCategory), maxWidth: max(0, width),
      numberOfLines: t.numberOfLines, lineBreakMode: t.lineBreakMode, direction: environment.layoutDirection)
  }

  func imageSize(_ i: ImageComponent, width: Double) -> Size {
    switch i.source {
    case .systemName:
      let s = symbolEm(i)
      return Size(width: i.width ?? s, height: i.height ?? s)
    case .file(let path):
      let px = resources.imagePixelSize(path) ?? Size(width: 0, height: 0)
      // A PNG's pixels are drawn at the canvas scale unless a size is given.
      let natural = Size(width: px.width / Double(canvas.scale), height: px.height / Double(canvas.scale))
      switch (i.width, i.height) {
      case (let w?, let h?): return Size(width: w, height: h)
      case (let w?, nil): return Size(width: w, height: natural.width > 0 ? w * natural.height / natural.width : w)
      case (nil, let h?): return Size(width: natural.height > 0 ? h * natural.width / natural.height : h, height: h)
      case (nil, nil): return natural
      }
    }
  }

  func measureStack(_ s: Stack, width: Double) -> Size {
    let inner = width - s.padding.leading - s.padding.trailing
    let sizes = childSizes(s, innerWidth: inner)
    let spacing = s.spacing * Double(max(0, s.children.count - 1))
    let (w, h): (Double, Double)
    if s.axis == .vertical {
      w = sizes.map(\.width).max() ?? 0
      h = sizes.map(\.height).reduce(0, +) + spacing
    } else {
      w = sizes.map(\.width).reduce(0, +) + spacing
      h = sizes.map(\.height).max() ?? 0
    }
    return Size(width: w + s.padding.leading + s.padding.trailing, height: h + s.padding.top + s.padding.bottom)
  }

  /// Children sizes along the stack; in a horizontal stack fixed-size children are measured
  /// first and text shares what remains.
  func childSizes(_ s: Stack, innerWidth: Double) -> [Size] {
    if s.axis == .vertical {
      return s.children.map { child in
        var size = measure(child, width: innerWidth)
        if case .spacer = child { size.width = 0 }
        if s.alignment == .fill, !child.isImage { size.width = innerWidth }
        return size
      }
    }
    let spacing = s.spacing * Double(max(0, s.children.count - 1))
    var sizes = [Size?](repeating: nil, count: s.children.count)
    var used = spacing
    var flexible: [Int] = []
    for (i, child) in s.children.enumerated() {
      switch child {
      case .text, .cell, .list, .stack: flexible.append(i)
      case .control(let c) where c.value.common.width == nil && controlLayout(c).fillsWidth: flexible.append(i)
      default:
        let size = measure(child, width: innerWidth)
        sizes[i] = size
        used += size.width
      }
    }
    var remaining = max(0, innerWidth - used)
    // Give each flexible child its natural width if it fits, sharing the rest evenly.
    for (n, i) in flexible.enumerated() {
      let share = remaining / Double(flexible.count - n)
      let natural = measure(s.children[i], width: share)
      let size = Size(width: min(natural.width, share), height: natural.height)
      sizes[i] = size
      remaining -= size.width
    }
    return sizes.map { $0! }
  }

  // MARK: Placing

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

  /// Places `component` and attributes the nodes it draws (those no inner component claimed) to it.
  func place(_ component: Component, in frame: Rect, into nodes: inout [RenderNode]) {
    let start = nodes.count
    let inner = at(component.key)
    inner.placeBody(component, in: frame, into: &nodes)
    inner.applyAccessibility(component, frame: frame, to: &nodes, from: start)
    nodes.claim(from: start, for: NodeSource(path: inner.path, kind: component.key))
  }

  private func placeBody(_ component: Component, in frame: Rect, into nodes: inout [RenderNode]) {
    switch component {
    case .stack(let s): placeStack(s, in: frame, into: &nodes)
    case .text(let t):
      let m = resources.measure(textRequest(t, width: frame.width))
      let start = nodes.count
      defer {
        let lineHeight =
          m.firstLineHeight > 0 ? m.firstLineHeight : t.font.resolve(environment.contentSizeCategory).size
        markPointer(
          t.pointerInteraction.map { .target(PointerTarget($0)) }
            ?? .text(lineHeight: lineHeight, firstLineTop: 0, lineCount: max(1, m.lineCount)),
          frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: m.size.height), from: start, in: &nodes)
      }
      nodes.append(
        RenderNode(
          frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: m.size.height),
          kind: .text(
            TextRun(
              string: localized(t.string), font: t.font.resolve(environment.contentSizeCategory),
              color: environment.resolve(t.color), layoutWidth: max(0, frame.width), numberOfLines: t.numberOfLines,
              lineBreakMode: t.lineBreakMode, alignment: resolve(t.alignment), direction: environment.layoutDirection)))
      )
      nodes.append(
        accessibilityNode(
          textElement(t.string), frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: m.size.height)))
    case .image(let i):
      let start = nodes.count
      placeImage(i, in: frame, into: &nodes)
      if let interaction = i.pointerInteraction {
        var target = PointerTarget(interaction)
        target.hasBackground = true
        target.cornerRadius = i.cornerRadius
        markPointer(.target(target), frame: frame, from: start, in: &nodes)
      }
    case .spacer: break
    case .cell(let c):
      var layout = cellLayout(c, width: frame.width, inList: nil)
      markRowForPointer(c, isSidebar: false, &layout)
      layout.emit(at: Point(x: frame.x, y: frame.y), into: &nodes)
      if let element = cellElement(c) {
        nodes.append(
          accessibilityNode(element, frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: layout.height)))
      }
    case .list(let l):
      ListLayout(engine: self, list: l, width: frame.width)
        .emit(at: Point(x: frame.x, y: frame.y), minimumHeight: frame.height, into: &nodes)
    case .control(let c): placeControl(c, in: frame, into: &nodes)
    }
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
    if let bg = i.backgroundColor {
      nodes.append(
        RenderNode(frame: frame, kind: .fill(environment.resolve(bg), cornerRadius: i.cornerRadius, corners: .all)))
    }
    switch i.source {
    case .systemName(let name):
      nodes.append(imageSymbolNode(name, i, in: frame))
    case .file(let path):
      let px = resources.imagePixelSize(path) ?? .zero
      nodes.append(
        RenderNode(
          frame: frame,
          kind: .image(ImageDraw(path: path, contentMode: i.contentMode, cornerRadius: i.cornerRadius, pixelSize: px))))
    }
  }

  func symbolNode(
    _ name: String, size: Double, weight: FontWeight = .regular, color: Color, in frame: Rect
  ) -> RenderNode {
    RenderNode(
      frame: frame,
      kind: .symbol(Symbol(name: name, recipe: symbolRecipe(name), pointSize: size, weight: weight, color: color)))
  }

  func placeStack(_ s: Stack, in frame: Rect, into nodes: inout [RenderNode]) {
    let start = nodes.count
    defer {
      if let interaction = s.pointerInteraction {
        var target = PointerTarget(interaction)
        target.hasBackground = s.background != nil
        target.cornerRadius = s.cornerRadius
        markPointer(.target(target), frame: frame, from: start, in: &nodes)
      }
    }
    if let bg = s.background {
      nodes.append(
        RenderNode(frame: frame, kind: .fill(environment.resolve(bg), cornerRadius: s.cornerRadius, corners: .all)))
    }
    let inner = frame.inset(by: s.padding.ltr)
    var sizes = childSizes(s, innerWidth: inner.width)
    let spacing = s.spacing * Double(max(0, s.children.count - 1))
    let vertical = s.axis == .vertical
    // Spacers share any free length along the axis.
    let used = sizes.map { vertical ? $0.height : $0.width }.reduce(0, +) + spacing
    let free = (vertical ? inner.height : inner.width) - used
    let spacers = s.children.indices.filter { if case .spacer = s.children[$0] { true } else { false } }
    if free > 0, !spacers.isEmpty {
      for i in spacers {
        if vertical {
          sizes[i].height += free / Double(spacers.count)
        } else {
          sizes[i].width += free / Double(spacers.count)
        }
      }
    }
    var cursor = vertical ? inner.y : inner.x
    for (i, (child, size)) in zip(s.children, sizes).enumerated() {
      var f: Rect
      if vertical {
        let w = s.alignment == .fill && !child.isImage ? inner.width : min(size.width, inner.width)
        let x: Double
        switch s.alignment {
        case .center: x = inner.x + (inner.width - w) / 2
        case .trailing, .bottom: x = inner.maxX - w
        default: x = inner.x
        }
        f = Rect(x: x, y: cursor, width: w, height: size.height)
        cursor += size.height + s.spacing
      } else {
        let h = s.alignment == .fill && !child.isImage ? inner.height : min(size.height, inner.height)
        let y: Double
        switch s.alignment {
        case .center, .fill: y = inner.y + (inner.height - h) / 2
        case .trailing, .bottom: y = inner.maxY - h
        default: y = inner.y
        }
        f = Rect(x: cursor, y: y, width: size.width, height: h)
        cursor += size.width + s.spacing
      }
      // Images keep their own size inside the slot (never stretched by `fill`).
      if child.isImage {
        f.width = min(f.width, size.width)
        f.height = min(f.height, size.height)
      }
      at("children[\(i)]").place(child, in: f, into: &nodes)
    }
  }

}

extension Component {
  var isImage: Bool { if case .image = self { true } else { false } }

  /// The component's JSON key (`stack`, `list`, `slider` …).
  var key: String {
    switch self {
    case .stack: "stack"
    case .text: "text"
    case .image: "image"
    case .spacer: "spacer"
    case .cell: "cell"
    case .list: "list"
    case .control(let c): c.kind
    }
  }
}
