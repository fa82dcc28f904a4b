/// UIColorPickerViewController's sheet (spec §11): a 54 pt header (eyedropper, title, close),
/// the Grid / Spectrum / Sliders tabs, the tab's content, the opacity slider over a checkerboard
/// with its percentage, a separator, the 82 pt current colour and the favourites. Margins 16.
extension ColorPicker: ControlLayout {
  var fillsWidth: Bool { true }
  var disabledOpacity: Double? { nil }

  static let header = 54.0
  static let sliderHeight = 36.0
  static let valueBox = Size(width: 77, height: 36)

  /// The rows that carry text, at their default sizes or grown with Dynamic Type: the header,
  /// the tabs, a section label with its gap to the slider under it, a slider's row and the
  /// value boxes' width.
  struct TextRows {
    var header: Double
    var tabs: Double
    var label: Double
    var slider: Double
    var box: Double
  }

  func textRows(_ ctx: ControlContext) -> TextRows {
    let title = ctx.measure(title, ctx.font(.body, weight: .semibold)).size.height
    let label = ctx.measure("OPACITY", ctx.font(.footnote, weight: .semibold)).size.height
    let value = ctx.measure("100 %", ctx.font(.body, weight: .semibold)).size
    return TextRows(
      header: max(Self.header, title + 24), tabs: max(32, tabs.intrinsicSize(ctx, proposedWidth: 0).height),
      label: max(20, label + 4), slider: max(Self.sliderHeight, value.height + 12),
      box: max(Self.valueBox.width, value.width + 24))
  }

  var tabs: SegmentedControl {
    SegmentedControl(
      segments: ["Grid", "Spectrum", "Sliders"].map { SegmentedControl.Segment(title: $0) },
      selectedSegmentIndex: Tab.allCases.firstIndex(of: tab) ?? 0)
  }

  func contentHeight(width: Double, _ rows: TextRows) -> Double {
    switch tab {
    case .grid, .spectrum: return (width - 32) * 10 / 12
    case .sliders: return 3 * (rows.label + rows.slider) + 2 * 16 + 16 + rows.slider
    }
  }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    let w = max(320, proposedWidth)
    let rows = textRows(ctx)
    var h = rows.header + 4 + rows.tabs + 20 + contentHeight(width: w, rows)
    if supportsAlpha { h += 20 + rows.label + rows.slider }
    h += 20 + 1 + 20 + max(82, favouritesHeight(width: w)) + 24
    return Size(width: w, height: h)
  }

  /// The favourites' rows (30 pt dots 12 apart, 10 between rows, from 6 below the swatch's top),
  /// the + button included, beside the 82 pt swatch.
  func favouritesHeight(width: Double) -> Double {
    let available = width - 32 - 82 - 36
    let perLine = max(1, Int((available + 12) / 42))
    let lines = (favorites.count + 1 + perLine - 1) / perLine
    return 6 + Double(lines) * 40 - 10
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    var inner = ctx.environment
    inner.colors.level = .elevated
    let color = inner.resolve(selectedColor)
    var nodes: [RenderNode] = []
    let look = ctx.design.colorPicker
    if !ctx.engine.isSheetContent {
      nodes.append(
        RenderNode(
          frame: frame,
          kind: .fill(
            inner.resolve(.system(.systemBackground)), cornerRadius: look?.topCorner ?? 10,
            corners: look == nil ? .top : [.top, .continuous])))
    }
    let x0 = frame.x + 16
    let width = frame.width - 32
    let rows = textRows(ctx)
    nodes += headerNodes(in: frame, rows, ctx)
    nodes += tabs.nodes(in: Rect(x: x0, y: frame.y + rows.header + 4, width: width, height: rows.tabs), ctx)
    // The tab's content.
    var y = frame.y + rows.header + 4 + rows.tabs + 20
    let area = Rect(x: x0, y: y, width: width, height: contentHeight(width: frame.width, rows))
    switch tab {
    case .grid: nodes += grid(in: area, selected: color, ctx)
    case .spectrum: nodes += spectrum(in: area, selected: color, ctx)
    case .sliders: nodes += sliders(in: area, color: color, rows, ctx)
    }
    y = area.maxY + 20
    if supportsAlpha {
      nodes += opacityNodes(x: x0, y: y, width: width, color: color, rows, ctx)
      y = y + rows.label + rows.slider + 20
    }
    nodes.append(ctx.fill(Rect(x: x0, y: y, width: width, height: 1), ctx.pick(light: "#E5E5EA", dark: "#48484A")))
    nodes += swatchNodes(in: frame, top: y + 21, color: color, favorites: favorites.map(inner.resolve), ctx)
    return nodes
  }

  /// The header: the eyedropper, the title, the close button (iOS 26: each on a glass circle).
  func headerNodes(in frame: Rect, _ rows: TextRows, _ ctx: ControlContext) -> [RenderNode] {
    var nodes: [RenderNode] = []
    let x0 = frame.x + 16
    let midY = frame.y + rows.header / 2
    let look = ctx.design.colorPicker
    if let look {
      let d = look.buttonDiameter
      let label = ctx.color(.system(.label))
      let eyedropper = Rect(x: x0, y: midY - d / 2, width: d, height: d)
      let close = Rect(x: frame.maxX - 16 - d, y: midY - d / 2, width: d, height: d)
      nodes += ctx.platter(eyedropper, cornerRadius: d / 2)
      nodes.append(ctx.symbol("eyedropper", size: 20, color: label, center: Point(x: eyedropper.midX, y: midY)))
      nodes += ctx.platter(close, cornerRadius: d / 2)
      nodes.append(ctx.symbol("xmark", size: 17, weight: .medium, color: label, center: Point(x: close.midX, y: midY)))
    } else {
      nodes.append(ctx.symbol("eyedropper", size: 24, color: ctx.tint, center: Point(x: x0 + 12, y: midY)))
    }
    let titleFont = ctx.font(.body, weight: .semibold)
    let t = ctx.measure(title, titleFont).size
    nodes.append(
      ctx.text(
        title, titleFont, ctx.color(.system(.label)),
        in: Rect(x: frame.midX - 100, y: midY - t.height / 2, width: 200, height: t.height)))
    if look == nil {
      let close = Rect(x: frame.maxX - 16 - 30, y: midY - 15, width: 30, height: 30)
      nodes.append(ctx.fill(close, ctx.color(.system(.tertiarySystemFill)), radius: 15))
      nodes.append(
        ctx.symbol(
          "xmark", size: 15, color: ctx.color(.system(.secondaryLabel)), center: Point(x: close.midX, y: close.midY)))
    }
    return nodes
  }

  /// The opacity slider from `y`: its label, the colour fading in over a checkerboard, the
  /// thumb at the colour's alpha and the percentage.
  func opacityNodes(x: Double, y: Double, width: Double, color: Color, _ rows: TextRows, _ ctx: ControlContext)
    -> [RenderNode]
  {
    let row = y + rows.label
    let track = Rect(
      x: x, y: row + (rows.slider - Self.sliderHeight) / 2, width: max(0, width - rows.box - 12),
      height: Self.sliderHeight)
    return sectionLabel("Opacity", x: x, y: y, ctx) + checkerboard(track, radius: track.height / 2)
      + [
        RenderNode(
          frame: track,
          kind: .linearGradient(
            [color.withAlpha(0), color.withAlpha(1)], vertical: false, cornerRadius: track.height / 2))
      ] + thumb(on: track, at: color.alpha, color: color, ctx)
      + valueBox(
        "\(Int((color.alpha * 100).rounded())) %",
        Rect(x: track.maxX + 12, y: row, width: rows.box, height: rows.slider), ctx)
  }

  /// The current colour's 82 pt swatch from `top`, and the favourites' 30 pt dots beside it,
  /// wrapping, the + button last.
  func swatchNodes(in frame: Rect, top: Double, color: Color, favorites: [Color], _ ctx: ControlContext)
    -> [RenderNode]
  {
    var nodes: [RenderNode] = []
    let swatch = Rect(x: frame.x + 16, y: top, width: 82, height: 82)
    let swatchCorner = ctx.design.colorPicker?.swatchCorner ?? 10
    if color.alpha < 1 { nodes += checkerboard(swatch, radius: swatchCorner) }
    nodes.append(ctx.fill(swatch, color, radius: swatchCorner))
    let d = 30.0
    var fx = swatch.maxX + 36
    var fy = swatch.y + 6
    for favorite in favorites.map(Optional.some) + [nil] {
      if fx + d > frame.maxX - 16 {
        fx = swatch.maxX + 36
        fy += d + 10
      }
      let dot = Rect(x: fx, y: fy, width: d, height: d)
      if let favorite {
        if favorite.alpha < 1 { nodes += checkerboard(dot, radius: d / 2) }
        nodes.append(ctx.fill(dot, favorite, radius: d / 2))
      } else {
        nodes.append(ctx.fill(dot, ctx.color(.system(.tertiarySystemFill)), radius: d / 2))
        nodes.append(
          ctx.symbol(
            "plus", size: 20, color: ctx.color(.system(.secondaryLabel)), center: Point(x: dot.midX, y: dot.midY)))
      }
      fx += d + 12
    }
    return nodes
  }

  // MARK: Tabs

  /// The 12 × 10 palette, its outer corners rounded 8; the cell nearest the colour (within a
  /// few levels) wears the white ring.
  func grid(in area: Rect, selected: Color, _ ctx: ControlContext) -> [RenderNode] {
    let cell = area.width / 12
    let clip = Clip(rect: area, cornerRadius: ctx.design.colorPicker?.paletteCorner ?? 8, corners: .all)
    // Cell edges on device pixels, shared by neighbours, so no seam shows between them.
    let scale = Double(ctx.engine.canvas.scale)
    func edge(_ origin: Double, _ i: Int) -> Double { ((origin + Double(i) * cell) * scale).rounded() / scale }
    var nodes: [RenderNode] = []
    var best: (distance: Double, rect: Rect)?
    for (r, row) in Self.palette.enumerated() {
      for (c, hex) in row.enumerated() {
        let color = Color(rgba: hex << 8 | 0xFF)
        let x = edge(area.x, c)
        let y = edge(area.y, r)
        let rect = Rect(x: x, y: y, width: edge(area.x, c + 1) - x, height: edge(area.y, r + 1) - y)
        var node = ctx.fill(rect, color)
        node.clip = clip
        nodes.append(node)
        let distance =
          abs(color.red - selected.red) + abs(color.green - selected.green) + abs(color.blue - selected.blue)
        if distance < (best?.distance ?? 0.06) { best = (distance, rect) }
      }
    }
    if let ring = best?.rect {
      nodes.append(
        RenderNode(
          frame: ring.inset(by: EdgeInsets(top: -1.25, left: -1.25, bottom: -1.25, right: -1.25)).inset(
            by: EdgeInsets(top: 1.5, left: 1.5, bottom: 1.5, right: 1.5)),
          kind: .stroke(.white, width: 3, cornerRadius: 1.25)))
    }
    return nodes
  }

  /// Hue across, white above and black below the saturated middle; the loupe at the colour.
  func spectrum(in area: Rect, selected: Color, _ ctx: ControlContext) -> [RenderNode] {
    let hues = (0...6).map { Self.color(hue: Double($0) / 6, saturation: 1, brightness: 1) }
    let corner = ctx.design.colorPicker?.paletteCorner ?? 8
    let clip = Clip(rect: area, cornerRadius: corner, corners: .all)
    let top = Rect(x: area.x, y: area.y, width: area.width, height: area.height / 2)
    let bottom = Rect(x: area.x, y: area.midY, width: area.width, height: area.height / 2)
    // The hue layer sits a hair inside the overlays' rounded edge, so its colour cannot fringe
    // the corners through their antialiasing.
    let hair = 1 / Double(ctx.engine.canvas.scale)
    var nodes = [
      RenderNode(
        frame: area.inset(by: EdgeInsets(top: hair, left: hair, bottom: hair, right: hair)),
        kind: .linearGradient(hues, vertical: false, cornerRadius: corner - hair))
    ]
    for (rect, colors) in [
      (top, [Color.white, Color.white.withAlpha(0)]), (bottom, [Color.black.withAlpha(0), .black]),
    ] {
      var n = RenderNode(frame: rect, kind: .linearGradient(colors, vertical: true, cornerRadius: 0))
      n.clip = clip
      nodes.append(n)
    }
    let (h, s, b) = Self.hsb(selected)
    let y = b >= 0.999 ? area.y + s * area.height / 2 : area.midY + (1 - b) * area.height / 2
    let center = Point(x: area.x + h * area.width, y: y)
    let loupe = Rect(x: center.x - 17, y: center.y - 17, width: 34, height: 34)
    nodes.append(
      RenderNode(frame: loupe, kind: .shadow(Color(hex: "#00000040")!, blurRadius: 6, offsetY: 1, cornerRadius: 17)))
    nodes.append(ctx.fill(loupe, .white, radius: 17))
    nodes.append(
      ctx.fill(loupe.inset(by: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3)), selected.withAlpha(1), radius: 14))
    return nodes
  }

  /// Red, green and blue on gradient tracks with their 0–255 values, then the hex code.
  func sliders(in area: Rect, color: Color, _ rows: TextRows, _ ctx: ControlContext) -> [RenderNode] {
    var nodes: [RenderNode] = []
    var y = area.y
    let trackWidth = max(0, area.width - rows.box - 12)
    let channels: [(String, Double, (Double) -> Color)] = [
      ("Red", color.red, { Color(red: $0, green: color.green, blue: color.blue) }),
      ("Green", color.green, { Color(red: color.red, green: $0, blue: color.blue) }),
      ("Blue", color.blue, { Color(red: color.red, green: color.green, blue: $0) }),
    ]
    for (name, value, make) in channels {
      nodes += sectionLabel(name, x: area.x, y: y, ctx)
      let row = y + rows.label
      let track = Rect(
        x: area.x, y: row + (rows.slider - Self.sliderHeight) / 2, width: trackWidth, height: Self.sliderHeight)
      nodes.append(
        RenderNode(frame: track, kind: .linearGradient([make(0), make(1)], vertical: false, cornerRadius: 18)))
      nodes += thumb(on: track, at: value, color: color.withAlpha(1), ctx)
      nodes += valueBox(
        "\(Int((value * 255).rounded()))", Rect(x: track.maxX + 12, y: row, width: rows.box, height: rows.slider), ctx)
      y = row + rows.slider + 16
    }
    let hex = String(color.description.dropFirst().prefix(6))
    let f = ctx.font(.body)
    let label = "sRGB Hex Color #"
    let h = ctx.measure(label, f).size.height
    nodes.append(
      ctx.text(
        label, f, ctx.color(.system(.label)),
        in: Rect(x: area.x, y: y + rows.slider / 2 - h / 2, width: trackWidth, height: h), alignment: .left))
    nodes += valueBox(
      hex, Rect(x: area.maxX - rows.box, y: y, width: rows.box, height: rows.slider), ctx, weight: .regular)
    return nodes
  }

  // MARK: Parts

  func sectionLabel(_ text: String, x: Double, y: Double, _ ctx: ControlContext) -> [RenderNode] {
    let f = ctx.font(.footnote, weight: .semibold)
    let s = text.uppercased()
    let m = ctx.measure(s, f).size
    return [
      ctx.text(
        s, f, ctx.color(.system(.secondaryLabel)), in: Rect(x: x, y: y, width: m.width, height: m.height),
        alignment: .left)
    ]
  }

  /// A 29 pt thumb: a 3 pt white ring around the colour, at `fraction` along the track.
  func thumb(on track: Rect, at fraction: Double, color: Color, _ ctx: ControlContext) -> [RenderNode] {
    let r = 14.5
    let cx = track.x + 18 + (track.width - 36) * min(max(fraction, 0), 1)
    let box = Rect(x: cx - r, y: track.midY - r, width: 2 * r, height: 2 * r)
    return [
      RenderNode(frame: box, kind: .shadow(Color(hex: "#00000033")!, blurRadius: 4, offsetY: 1, cornerRadius: r)),
      ctx.fill(box, .white, radius: r),
      ctx.fill(box.inset(by: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3)), color, radius: r - 3),
    ]
  }

  func valueBox(_ text: String, _ box: Rect, _ ctx: ControlContext, weight: FontWeight = .semibold) -> [RenderNode] {
    let f = ctx.font(.body, weight: weight)
    let h = ctx.measure(text, f).size.height
    return [
      ctx.fill(
        box, ctx.color(.system(.tertiarySystemFill)), radius: ctx.design.colorPicker == nil ? 8 : box.height / 2),
      ctx.text(
        text, f, ctx.color(.system(.label)), in: Rect(x: box.x, y: box.midY - h / 2, width: box.width, height: h)),
    ]
  }

  /// The transparency checkerboard (8 pt squares) clipped to a rounded rectangle.
  func checkerboard(_ rect: Rect, radius: Double) -> [RenderNode] {
    let clip = Clip(rect: rect, cornerRadius: radius, corners: .all)
    var nodes = [RenderNode(frame: rect, kind: .fill(.white, cornerRadius: radius, corners: .all))]
    let size = 8.0
    // A picker squeezed narrower than its parts leaves nothing to fill, never a negative count.
    let columns = max(0, Int((rect.width / size).rounded(.up)))
    let rows = max(0, Int((rect.height / size).rounded(.up)))
    for r in 0..<rows {
      for c in 0..<columns where (r + c) % 2 == 1 {
        var n = RenderNode(
          frame: Rect(x: rect.x + Double(c) * size, y: rect.y + Double(r) * size, width: size, height: size),
          kind: .fill(Color(hex: "#D1D1D6")!, cornerRadius: 0, corners: []))
        n.clip = clip
        nodes.append(n)
      }
    }
    return nodes
  }

  // MARK: Colour maths

  static func color(hue: Double, saturation: Double, brightness: Double) -> Color {
    let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
    let i = Int(h)
    let f = h - Double(i)
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * f)
    let t = brightness * (1 - saturation * (1 - f))
    let v = brightness
    let (r, g, b): (Double, Double, Double) =
      switch i {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    return Color(red: r, green: g, blue: b)
  }

  /// Hue (0…1), saturation and brightness of a colour.
  static func hsb(_ c: Color) -> (Double, Double, Double) {
    let maxV = max(c.red, c.green, c.blue)
    let minV = min(c.red, c.green, c.blue)
    let delta = maxV - minV
    var hue = 0.0
    if delta > 0 {
      if maxV == c.red {
        hue = ((c.green - c.blue) / delta).truncatingRemainder(dividingBy: 6)
      } else if maxV == c.green {
        hue = (c.blue - c.red) / delta + 2
      } else {
        hue = (c.red - c.green) / delta + 4
      }
      hue /= 6
      if hue < 0 { hue += 1 }
    }
    return (hue, maxV > 0 ? delta / maxV : 0, maxV)
  }
}
