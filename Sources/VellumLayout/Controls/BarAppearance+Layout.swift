/// Bar appearances (`UIBarAppearance`) as bars draw them: the configuration's background (the
/// material, the opaque bar colour of spec §13, or nothing), `backgroundEffect` and
/// `backgroundColor` over it, and the hairline in `shadowColor` (none when clear or transparent).
extension BarAppearance {
  /// The appearance with a transparent background, keeping its titles: what UIKit shows at the
  /// scroll edge when a bar has no `scrollEdgeAppearance` (iOS 15).
  var transparent: BarAppearance {
    var a = self
    a.configuration = .transparentBackground
    a.backgroundColor = nil
    a.backgroundEffect = nil
    a.shadowColor = nil
    return a
  }

  /// The one in effect: at the edge `scrollEdge`, else the standard one made transparent;
  /// scrolled, `compact` in compact height, else `standard` (nil: the system default).
  static func active(
    standard: BarAppearance?, scrollEdge: BarAppearance?, compact: BarAppearance?, atEdge: Bool,
    compactHeight: Bool
  ) -> BarAppearance? {
    let shown = (compactHeight ? compact : nil) ?? standard
    if atEdge { return scrollEdge ?? (shown ?? BarAppearance()).transparent }
    return shown
  }
}

extension ControlContext {
  /// A landscape iPhone: bars take their compact appearance.
  var isCompactHeight: Bool { engine.canvas.device.map { !$0.isPad && $0.width > $0.height } ?? false }

  /// A bar's background in `frame` as `appearance` draws it; nil, the system default (the
  /// material and the hairline).
  func barBackground(_ appearance: BarAppearance?, _ frame: Rect, hairlineAtTop: Bool) -> [RenderNode] {
    guard let a = appearance else { return barBackground(frame, hairlineAtTop: hairlineAtTop) }
    var blur = a.configuration == .defaultBackground
    if let effect = a.backgroundEffect { blur = effect != "none" }
    var fill: Color? = a.configuration == .opaqueBackground ? pick(light: "#F7F7F8", dark: "#121212") : nil
    if let c = a.backgroundColor { fill = color(c) }
    var shadow: Color? = a.configuration == .transparentBackground ? nil : pick(light: "#0000004D", dark: "#FFFFFF29")
    if let s = a.shadowColor { shadow = color(s) }
    var nodes: [RenderNode] = []
    if blur {
      nodes.append(
        RenderNode(
          frame: frame,
          kind: .backdropBlur(tint: pick(light: "#FFFFFFCC", dark: "#212121B7"), radius: 20, cornerRadius: 0)))
    }
    if let fill, fill.alpha > 0 { nodes.append(self.fill(frame, fill)) }
    if let shadow, shadow.alpha > 0 {
      let hairline = 1 / Double(engine.canvas.scale)
      let y = hairlineAtTop ? frame.y - hairline : frame.maxY
      nodes.append(self.fill(Rect(x: frame.x, y: y, width: frame.width, height: hairline), shadow))
    }
    return nodes
  }
}

extension ControlContext {
  /// Whether `appearance` draws a background of its own where the look has the scroll edge
  /// effect: an opaque configuration, a colour or a named material (the default configuration
  /// draws none on iOS 26).
  func drawsOwnBackground(_ appearance: BarAppearance?) -> Bool {
    guard let a = appearance else { return false }
    if a.configuration == .opaqueBackground { return true }
    if let c = a.backgroundColor, color(c).alpha > 0 { return true }
    return a.backgroundEffect.map { $0 != "none" } ?? false
  }

  /// A screen bar's background at `edge` where the look has the scroll edge effect and the
  /// bar's `appearance` draws none of its own: the effect over `bar` and `Design.ScrollEdgeMetrics.reach`
  /// past its inner edge when content is under it (`contentUnder`), fading into `background`
  /// (the screen's; `systemBackground` without one). Nil where the look has no such effect or
  /// the appearance draws its own background (`barBackground` draws it then).
  func edgeEffectBackground(
    _ appearance: BarAppearance?, bar: Rect, edge: ScrollEdgeEffect.Edge, contentUnder: Bool, background: ColorValue?
  ) -> [RenderNode]? {
    guard let m = design.scrollEdge, !drawsOwnBackground(appearance) else { return nil }
    guard contentUnder else { return [] }
    let frame =
      edge == .top
      ? Rect(x: bar.x, y: bar.y, width: bar.width, height: bar.height + m.reach)
      : Rect(x: bar.x, y: bar.y - m.reach, width: bar.width, height: bar.height + m.reach)
    let effect = ScrollEdgeEffect(
      edge: edge, color: color(background ?? .system(.systemBackground)).withAlpha(1), opacity: m.opacity,
      blurSigma: m.blurSigma, plateau: m.plateau)
    return [RenderNode(frame: frame, kind: .scrollEdgeEffect(effect))]
  }
}

extension NavigationBar {
  /// The appearance the bar shows for its `appearance` (`scrollEdge` or `standard`).
  func activeAppearance(_ ctx: ControlContext) -> BarAppearance? {
    BarAppearance.active(
      standard: standardAppearance, scrollEdge: scrollEdgeAppearance, compact: compactAppearance,
      atEdge: appearance == .scrollEdge, compactHeight: ctx.isCompactHeight)
  }

  /// The bar with `appearance` in effect and its background left to the screen (a
  /// `navigationController` draws it up behind the status bar): the titles keep their attributes.
  func withoutBackground(showing shown: BarAppearance?) -> NavigationBar {
    var bar = self
    bar.appearance = .scrollEdge
    bar.scrollEdgeAppearance = (shown ?? BarAppearance()).transparent
    return bar
  }
}

extension Toolbar {
  func activeAppearance(_ ctx: ControlContext, atEdge: Bool) -> BarAppearance? {
    BarAppearance.active(
      standard: standardAppearance, scrollEdge: scrollEdgeAppearance, compact: compactAppearance, atEdge: atEdge,
      compactHeight: ctx.isCompactHeight)
  }
}
