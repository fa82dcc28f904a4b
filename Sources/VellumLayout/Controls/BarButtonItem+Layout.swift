/// Bar button items as bars draw them (spec §13): 17 pt titles in the tint (`done` and the
/// Done/Save system items semibold), symbols in a 28 pt box, fixed and flexible spaces.
extension BarButtonItem {
  static let symbolBox = 28.0

  func font(_ ctx: ControlContext) -> FontDescriptor {
    let bold = style == .done || (systemItem?.isProminent ?? false)
    return ctx.isMac
      ? FontDescriptor(size: 13, weight: bold ? .semibold : .regular)
      : ctx.barFont(.body, weight: bold ? .semibold : nil)
  }

  /// A bar shows an item's image when it has one (as UIKit, and SwiftUI's toolbar labels), else its title.
  var text: String? { image == nil ? (title ?? systemItem?.title) : nil }
  var symbol: ImageSource? {
    if let image { return image }
    if let s = systemItem, s.title == nil { return .systemName(s.symbolName) }
    return nil
  }

  /// The width of an item without a custom view; flexible spaces are 0 here and share what is
  /// left. (An item with one is measured once, by `LaidBarItem`.)
  fileprivate func ownWidth(_ ctx: ControlContext) -> Double {
    if let fixedSpace { return fixedSpace }
    if flexibleSpace { return 0 }
    if let text { return ctx.measure(text, font(ctx)).size.width }
    if symbol != nil { return Self.symbolBox }
    return 0
  }

  /// Draws the item in `frame` (its width, the bar's height); opens its menu when presented.
  /// `customView` is the item's custom view as `LaidBarItem` laid it out.
  fileprivate func nodes(in frame: Rect, customView: (laid: LayoutResult, height: Double)?, _ ctx: ControlContext)
    -> [RenderNode]
  {
    if let customView {
      // Its own size, centred on the bar's height; its own colours and accessibility elements.
      var nodes: [RenderNode] = []
      customView.laid.emit(
        in: Rect(x: frame.x, y: frame.midY - customView.height / 2, width: frame.width, height: customView.height),
        chrome: ctx.engine.chrome, into: &nodes)
      if isMenuPresented, let menu { ctx.engine.present(.menu(menu, source: frame)) }
      return nodes
    }
    let color: Color =
      !isEnabled
      ? ctx.color(.system(.tertiaryLabel))
      : (systemItem == .close ? ctx.color(.system(.systemGray2)) : (tintColor.map(ctx.color) ?? ctx.tint))
    var nodes: [RenderNode] = []
    if let text {
      let f = font(ctx)
      let h = ctx.measure(text, f).size.height
      nodes.append(ctx.text(text, f, color, in: Rect(x: frame.x, y: frame.midY - h / 2, width: frame.width, height: h)))
    } else if systemItem == .close && image == nil && ctx.design.barItemPlatters != nil {
      // iOS 26: the cross alone in the label colour, on the item's glass circle (an estimate:
      // 20 pt medium).
      nodes.append(
        ctx.symbol(
          "xmark", size: 20, weight: .medium, color: isEnabled ? ctx.color(.system(.label)) : color,
          center: Point(x: frame.midX, y: frame.midY)))
    } else if systemItem == .close && image == nil {
      // The close button: a 30 pt tertiarySystemFill disc with a bold secondary-label cross.
      let d = 30.0
      nodes.append(
        ctx.fill(
          Rect(x: frame.midX - d / 2, y: frame.midY - d / 2, width: d, height: d),
          ctx.color(.system(.tertiarySystemFill)), radius: d / 2))
      nodes.append(
        ctx.symbol(
          "xmark", size: 20, color: isEnabled ? ctx.color(.system(.secondaryLabel)) : color,
          center: Point(x: frame.midX, y: frame.midY)))
    } else if let symbol {
      nodes.append(
        ctx.image(
          symbol, size: 26, color: color,
          center: Point(x: frame.midX, y: frame.midY)))
    }
    if isMenuPresented, let menu { ctx.engine.present(.menu(menu, source: frame)) }
    if !flexibleSpace && fixedSpace == nil {
      ctx.engine.overlays.noteBarButton(anchorNames, frame: frame)
      nodes.append(ctx.engine.accessibilityNode(accessibilityElement(ctx), frame: frame))
    }
    return pointerNodes(nodes, in: frame, ctx)
  }

  /// A bar button: its title, or the system item's name as VoiceOver says it ("Add", "Share");
  /// an image-only item has no label unless the author gives one.
  func accessibilityElement(_ ctx: ControlContext) -> AccessibilityElement {
    let system: String? = systemItem.map { item in
      switch item {
      case .action: "Share"
      case .trash: "Delete"
      case .fastForward: "Fast Forward"
      default: item.title ?? item.rawValue.prefix(1).uppercased() + item.rawValue.dropFirst()
      }
    }
    var e = AccessibilityElement(label: title.map(ctx.engine.spoken) ?? system, traits: .button)
    if !isEnabled { e.traits.insert(.notEnabled) }
    return e
  }

  /// iPadOS: bar buttons highlight under the pointer on a 36 pt platter padded 8 pt around the
  /// content (at least 44 wide); on glass (iPadOS 26) on a capsule inside the item's place on its
  /// platter. Disabled items take the pointer without an effect.
  func pointerNodes(_ nodes: [RenderNode], in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    guard fixedSpace == nil, !flexibleSpace else { return nodes }
    guard isEnabled else { return ctx.engine.pointerMarked(.occluder, frame: frame, nodes) }
    var target = PointerTarget(style: pointerStyle ?? PointerStyle(effect: .highlight))
    if let p = ctx.design.barItemPlatters {
      let h = min(p.height, frame.height) - 2 * p.pointerInset
      let w = max(h, p.slot(itemWidth: frame.width) - 2 * p.pointerInset)
      target.platter = Rect(x: (frame.width - w) / 2, y: (frame.height - h) / 2, width: w, height: h)
      target.platterRadius = h / 2
    } else {
      let w = max(44, frame.width + 16)
      let h = min(36, frame.height)
      target.platter = Rect(x: (frame.width - w) / 2, y: (frame.height - h) / 2, width: w, height: h)
    }
    return ctx.pointerTarget(target, frame: frame, nodes)
  }
}

/// A bar button item laid out for its bar: its width, and its custom view laid out once at its
/// own size, which drawing emits. However often a bar's plan asks an item's width (to fit, to
/// centre, to collapse groups), the custom view is measured once, offered half the screen's
/// width as UIKit sizes it, and laid out once more at the width it takes (issue 26).
struct LaidBarItem {
  let item: BarButtonItem
  let width: Double
  private let customView: (laid: LayoutResult, height: Double)?

  init(_ item: BarButtonItem, _ ctx: ControlContext) {
    self.item = item
    guard let view = item.customView else {
      width = item.ownWidth(ctx)
      customView = nil
      return
    }
    let size = ctx.engine.measure(view, width: ctx.engine.canvas.width / 2)
    let engine = ctx.engine.at("customView").inset(leading: .infinity, trailing: .infinity)
    width = size.width
    customView = (engine.layout(view, width: size.width), size.height)
  }

  /// Draws the item in `frame` (its width, the bar's height).
  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    item.nodes(in: frame, customView: customView, ctx)
  }
}

extension ControlContext {
  /// Lays items along a bar from `x0` to `x1`: flexible spaces share the free width equally,
  /// other items sit `gap` apart. Returns each item's frame.
  func barItemFrames(_ items: [LaidBarItem], x0: Double, x1: Double, y: Double, height: Double, gap: Double)
    -> [Rect]
  {
    let spaces = items.filter(\.item.flexibleSpace).count
    let used = items.map(\.width).reduce(0, +) + gap * Double(max(0, items.count - 1))
    let share = spaces > 0 ? max(0, (x1 - x0) - used) / Double(spaces) : 0
    var x = x0
    var frames: [Rect] = []
    for item in items {
      let width = item.item.flexibleSpace ? share : item.width
      frames.append(Rect(x: x, y: y, width: width, height: height))
      x += width + gap
    }
    return frames
  }

  /// A bar's translucent background and its hairline. iOS 15.5 (issue 33, a scrolled bar over
  /// pure green content at 3x): the blurred content under white at 80 % (204, 255, 204), and the
  /// hairline one device pixel outside the bar, black at 30 % over the content (0, 178, 0). Dark:
  /// #212121B7 and white at 16 % (spec §13; no dark ground truth).
  func barBackground(_ frame: Rect, hairlineAtTop: Bool) -> [RenderNode] {
    let hairline = 1 / Double(engine.canvas.scale)
    let y = hairlineAtTop ? frame.y - hairline : frame.maxY
    return [
      RenderNode(
        frame: frame,
        kind: .backdropBlur(tint: pick(light: "#FFFFFFCC", dark: "#212121B7"), radius: 20, cornerRadius: 0)),
      fill(Rect(x: frame.x, y: y, width: frame.width, height: hairline), pick(light: "#0000004D", dark: "#FFFFFF29")),
    ]
  }

  var isPadLike: Bool { idiom != .phone }
}
