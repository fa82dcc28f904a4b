/// How a control measures and draws itself: one conformance per control, in its own file
/// (`Slider+Layout.swift`), producing render-tree primitives only. It is the control's
/// `ComponentLayout`, with what every control shares (constraints, the disabled look, the
/// pointer, its accessibility element) added around it.
protocol ControlLayout: ComponentLayout, Control {
  /// The size the control wants when offered `width` (UIKit's intrinsic content size).
  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size
  /// Whether the control stretches to the width it is offered (sliders, text fields) rather
  /// than keeping its intrinsic width (switches, steppers).
  var fillsWidth: Bool { get }
  /// Draws the control into `frame` (which may be larger than its intrinsic size).
  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode]
  /// The opacity of the disabled look (UIKit's alpha); nil when the control draws its own.
  var disabledOpacity: Double? { get }
  /// What the iPadOS pointer does over the control when no `pointerStyle` says otherwise
  /// (parts with their own behaviour, such as segments, mark themselves in `nodes`).
  func pointerRole(in frame: Rect, _ ctx: ControlContext) -> PointerMarker.Role
  /// The control as pointer effects see it: a target for `style`, with its background and corners.
  func pointerTarget(_ interaction: PointerInteraction, in frame: Rect, _ ctx: ControlContext) -> PointerTarget
  /// The accessibility element over the control's frame, as UIKit's class reports it; nil for
  /// containers and for controls that place their own elements in `nodes` (segments, bar items).
  func accessibilityElement(_ ctx: ControlContext) -> AccessibilityElement?
  /// The control laid out offered `proposedWidth`: its intrinsic size and how it draws a frame.
  /// The default is `intrinsicSize` now and `nodes(in:)` when drawn; controls holding components
  /// (screens, split views, sheets) lay them out once here and draw what they laid out.
  func laidOut(_ ctx: ControlContext, proposedWidth: Double) -> ControlLaidOut
}

/// A control laid out for one width (`ControlLayout.laidOut`): its intrinsic size, and its nodes
/// for a frame (`ControlContext` the one it is drawn with, whose engine has the emission's chrome).
struct ControlLaidOut {
  var size: Size
  /// The frame width `nodes` is for; nil when it takes a frame of any width.
  var width: Double?
  var nodes: (Rect, ControlContext) -> [RenderNode]
}

extension ControlLayout {
  func laidOut(_ ctx: ControlContext, proposedWidth: Double) -> ControlLaidOut {
    ControlLaidOut(size: intrinsicSize(ctx, proposedWidth: proposedWidth), width: nil) { frame, ctx in
      nodes(in: frame, ctx)
    }
  }
  func layout(in engine: LayoutEngine, width: Double) -> LayoutResult { engine.layoutControl(self, width: width) }
  func measure(in engine: LayoutEngine, width: Double) -> Size { engine.measureControl(self, width: width) }
  /// A control filling its width, or of a fixed width, answers without laying itself out.
  func width(in engine: LayoutEngine, offered width: Double, slot: LayoutSlot) -> Double {
    common.width ?? (fillsWidth ? width : engine.layoutKind(self, width: width, slot: slot).size.width)
  }
  func place(in engine: LayoutEngine, frame: Rect, into nodes: inout [RenderNode]) {
    engine.placeControl(self, in: frame, into: &nodes)
  }
  /// In a row, a control without a width constraint that fills its width shares the row.
  func sharesRowWidth(in engine: LayoutEngine) -> Bool { common.width == nil && fillsWidth }
  var accessibilityOverrides: AccessibilityOverrides? { common.accessibility }

  var fillsWidth: Bool { false }
  var disabledOpacity: Double? { 0.5 }
  func pointerRole(in frame: Rect, _ ctx: ControlContext) -> PointerMarker.Role { .occluder }
  func accessibilityElement(_ ctx: ControlContext) -> AccessibilityElement? { nil }
  func pointerTarget(_ interaction: PointerInteraction, in frame: Rect, _ ctx: ControlContext) -> PointerTarget {
    var t = PointerTarget(interaction)
    t.cornerRadius = min(frame.height / 2, PointerEffects.defaultCornerRadius)
    return t
  }
}

/// What a control's layout sees: the engine's environment and measurer, its common keys, and
/// shared parts (thumbs, capsules, symbols, text).
struct ControlContext {
  let engine: LayoutEngine
  let common: ControlCommon

  var environment: Environment { engine.environment }
  var idiom: UserInterfaceIdiom { engine.canvas.idiom }
  var isMac: Bool { idiom == .mac }
  /// The look's metrics, shapes and colours.
  var design: Design { engine.design }
  var category: ContentSizeCategory { environment.contentSizeCategory }
  /// The control's tint: its own `tintColor`, else the canvas tint.
  var tint: Color { common.tintColor.map(environment.resolve) ?? environment.colors.tint }

  func color(_ authored: ColorValue?, _ fallback: ColorValue) -> Color { environment.resolve(authored ?? fallback) }
  func color(_ value: ColorValue) -> Color { environment.resolve(value) }
  func pick(light: String, dark: String) -> Color {
    Color(hex: environment.colors.style == .dark ? dark : light)!
  }

  /// A Dynamic Type font scaled for the canvas category.
  func font(_ style: TextStyle, weight: FontWeight? = nil) -> FontDescriptor {
    FontSpec.textStyle(style, weight: weight).resolve(category)
  }

  /// A bar's font: navigation bars, toolbars and tab bars keep their items, inline titles,
  /// prompts and the search fields in their rows at the default size whatever the Dynamic Type
  /// size (UIKit shows a bar item in the large content viewer instead); a large title and the
  /// search field under it scale.
  func barFont(_ style: TextStyle, weight: FontWeight? = nil) -> FontDescriptor {
    FontSpec.textStyle(style, weight: weight).resolve(Self.barCategory)
  }

  /// The content size bars are drawn at.
  static let barCategory = ContentSizeCategory.large

  func measure(_ string: String, _ font: FontDescriptor, maxWidth: Double? = nil) -> TextMeasurement {
    engine.resources.measure(
      TextRequest(
        string: engine.localized(string), font: font, maxWidth: maxWidth, numberOfLines: 1,
        direction: environment.layoutDirection))
  }

  /// One line of text in `frame`, aligned as asked. The frame gets half a point of slack on each
  /// side, so text measured to fit is never ellipsized by Pango's rounding of the wrap width.
  /// One line of text in `frame`, 1 pt wider than it (so a title given its measured width is
  /// never cut by rounding), or exactly `frame` when `clipsToFrame` (a text field's text ends at
  /// the field's edge).
  func text(
    _ string: String, _ font: FontDescriptor, _ color: Color, in frame: Rect, alignment: ResolvedAlignment = .center,
    clipsToFrame: Bool = false
  ) -> RenderNode {
    let slack: Double =
      switch alignment {
      case _ where clipsToFrame: 0
      case .left: 0
      case .right: 1
      default: 0.5
      }
    let frame = Rect(x: frame.x - slack, y: frame.y, width: frame.width + (clipsToFrame ? 0 : 1), height: frame.height)
    return RenderNode(
      frame: frame,
      kind: .text(
        TextRun(
          string: engine.localized(string), font: font, color: color, layoutWidth: frame.width, numberOfLines: 1,
          lineBreakMode: .byTruncatingTail, alignment: alignment, direction: environment.layoutDirection)))
  }

  /// A symbol (em `size`) centred on `center`; forward/backward symbols flip in RTL.
  /// Regular glass in `frame` with `cornerRadius` corners, in the screen's look and taking its
  /// backdrop's (a bar, a button, a platter).
  func glass(_ frame: Rect, cornerRadius: Double) -> RenderNode {
    RenderNode(frame: frame, kind: .glass(Glass(cornerRadius: cornerRadius, appearance: environment.glassLook)))
  }

  /// A bar item's glass platter; on a glass sheet card (`LayoutEngine.isOnSheetGlass`) a lighter
  /// capsule of the card's glass with a faint shadow in light, since iOS draws no glass on glass.
  func platter(_ frame: Rect, cornerRadius: Double) -> [RenderNode] {
    guard engine.isOnSheetGlass else { return [glass(frame, cornerRadius: cornerRadius)] }
    let tone = pick(light: Design.SheetMetrics.platterLight, dark: Design.SheetMetrics.platterDark)
    let fill = self.fill(frame, tone, radius: cornerRadius)
    guard environment.colors.style != .dark else { return [fill] }
    return [
      RenderNode(
        frame: frame,
        kind: .outerShadow(Color(hex: "#00000014")!, blurRadius: 10, offsetY: 2, cornerRadius: cornerRadius)),
      fill,
    ]
  }

  func symbol(_ name: String, size: Double, weight: FontWeight = .regular, color: Color, center: Point) -> RenderNode {
    let n = environment.layoutDirection == .rightToLeft ? engine.mirroredSymbolName(name) : name
    return engine.symbolNode(
      n, size: size, weight: weight, color: color,
      in: Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
  }

  /// An image source drawn in a square box centred on `center`: a symbol at `size`, a PNG fitted.
  func image(_ source: ImageSource, size: Double, color: Color, center: Point) -> RenderNode {
    switch source {
    case .systemName(let name): return symbol(name, size: size, color: color, center: center)
    case .symbolFile(let path):
      return engine.symbolNode(
        path, recipe: SymbolRecipe(base: .file(path)), size: size, color: color,
        in: Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
    case .file(let file):
      let a = engine.asset(file)
      let box = Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
      return RenderNode(
        frame: box,
        kind: .image(
          ImageDraw(
            path: a.path, fit: .scaleAspectFit, cornerRadius: 0,
            pixelSize: engine.resources.imagePixelSize(a.path) ?? .zero, scale: a.scale)))
    }
  }

  /// A floating panel (menus, the toolbar editor): one soft shadow outside it (spec §12: blur
  /// 50, #00000A3D) and the blurred material with its tint, rounded 13.
  func floatingPanel(_ frame: Rect, light: String, dark: String) -> [RenderNode] {
    [
      RenderNode(
        frame: frame, kind: .outerShadow(Color(hex: "#00000A3D")!, blurRadius: 50, offsetY: 0, cornerRadius: 13)),
      RenderNode(frame: frame, kind: .backdropBlur(tint: pick(light: light, dark: dark), radius: 30, cornerRadius: 13)),
    ]
  }

  func fill(_ frame: Rect, _ color: Color, radius: Double = 0) -> RenderNode {
    RenderNode(frame: frame, kind: .fill(color, cornerRadius: radius, corners: .all))
  }

  /// The two soft shadows of a thumb: a slider's (spec §1: `0 6 13` and `0 0.5 4`, both 12 %)
  /// or a switch's (§6: `0 3 8` at 15 % and `0 3 1` at 6 %). Blur radii are the CSS blurs (2σ).
  enum ThumbShadow { case slider, toggle }

  /// A round thumb with its shadows and the 0.5 pt outer ring.
  func thumb(_ frame: Rect, color: Color = .white, shadow: ThumbShadow = .slider) -> [RenderNode] {
    let r = min(frame.width, frame.height) / 2
    let shadows: [(String, Double, Double)] =
      shadow == .slider
      ? [("#0000001F", 13, 6), ("#0000001F", 4, 0.5)] : [("#00000026", 8, 3), ("#0000000F", 1, 3)]
    return shadows.map { hex, blur, dy in
      RenderNode(frame: frame, kind: .shadow(Color(hex: hex)!, blurRadius: blur, offsetY: dy, cornerRadius: r))
    } + [
      RenderNode(
        frame: frame.inset(by: EdgeInsets(top: -0.5, left: -0.5, bottom: -0.5, right: -0.5)),
        kind: .fill(Color(hex: "#0000000A")!, cornerRadius: r + 0.5, corners: .all)),
      fill(frame, color, radius: r),
    ]
  }

  /// `frame` shrunk to `size`, at the leading edge and centred vertically.
  func leading(_ size: Size, in frame: Rect) -> Rect {
    Rect(x: frame.x, y: frame.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// `frame` shrunk to `size`, centred.
  func centered(_ size: Size, in frame: Rect) -> Rect {
    Rect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
  }
}

extension AnyControl {
  /// The control's layout, reached as any component's (`Component.layout`).
  var layout: any ControlLayout {
    guard let layout = Component(value).role((any ControlLayout).self) else {
      preconditionFailure("the \(kind) control's layout is not a ControlLayout")
    }
    return layout
  }
}

extension LayoutEngine {
  /// The control's size with its `width`/`height` constraints applied.
  func measureControl(_ layout: any ControlLayout, width: Double) -> Size {
    let ctx = ControlContext(engine: self, common: layout.common)
    return Self.constrained(layout.intrinsicSize(ctx, proposedWidth: width), layout, width: width)
  }

  private static func constrained(_ intrinsic: Size, _ layout: any ControlLayout, width: Double) -> Size {
    var size = intrinsic
    if layout.fillsWidth { size.width = width }
    if let w = layout.common.width { size.width = w }
    if let h = layout.common.height { size.height = h }
    return size
  }

  /// The control laid out offered `width` (`ControlLayout.laidOut`), its constraints applied,
  /// drawn as `placeControl` draws it.
  func layoutControl(_ layout: any ControlLayout, width: Double) -> LayoutResult {
    let laid = layout.laidOut(ControlContext(engine: self, common: layout.common), proposedWidth: width)
    return LayoutResult(width: width, size: Self.constrained(laid.size, layout, width: width)) { frame, chrome, nodes in
      self.with(chrome).placeControl(layout, in: frame, into: &nodes) { f, ctx in
        // The frame a constraint narrowed, or a slot of another width: laid out again for it.
        if let w = laid.width, w != f.width { return layout.laidOut(ctx, proposedWidth: f.width).nodes(f, ctx) }
        return laid.nodes(f, ctx)
      }
    }
  }

  func placeControl(_ layout: any ControlLayout, in frame: Rect, into nodes: inout [RenderNode]) {
    placeControl(layout, in: frame, into: &nodes) { layout.nodes(in: $0, $1) }
  }

  /// Draws `layout` into `frame` (its constraints applied) with `draw` making its nodes, and
  /// around them what every control shares: the disabled look, the pointer, its element.
  private func placeControl(
    _ layout: any ControlLayout, in frame: Rect, into nodes: inout [RenderNode],
    draw: (Rect, ControlContext) -> [RenderNode]
  ) {
    let common = layout.common
    let ctx = ControlContext(engine: self, common: common)
    // A width constraint holds inside a wider slot (a stack's fill): the control keeps it.
    var f = frame
    if let w = common.width, w < f.width { f.width = w }
    if let h = common.height, h < f.height { f = Rect(x: f.x, y: f.midY - h / 2, width: f.width, height: h) }
    let drawn = draw(f, ctx)
    let start = nodes.count
    if !common.isEnabled, let opacity = layout.disabledOpacity, !drawn.isEmpty {
      nodes.append(RenderNode(frame: f, kind: .beginGroup(opacity: opacity)))
      nodes += drawn
      nodes.append(RenderNode(frame: f, kind: .endGroup))
    } else {
      nodes += drawn
    }
    // A disabled control takes the pointer but shows no effect.
    let role: PointerMarker.Role =
      if !common.isEnabled && type(of: layout).hasDisabledLook {
        .occluder
      } else if let interaction = common.pointerInteraction
        ?? common.pointerStyle.map({ PointerInteraction(style: $0) })
      {
        .target(layout.pointerTarget(interaction, in: f, ctx))
      } else {
        layout.pointerRole(in: f, ctx)
      }
    markPointer(role, frame: f, from: start, in: &nodes)
    if var element = layout.accessibilityElement(ctx) {
      if !common.isEnabled && type(of: layout).hasDisabledLook { element.traits.insert(.notEnabled) }
      nodes.append(accessibilityNode(element, frame: f))
    }
  }
}
