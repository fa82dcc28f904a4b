/// Draws a generic device around a laid-out screen (`canvas.deviceFrame`): a rounded outline
/// with a metal band, a black glass bezel, the screen clipped to its corners, the Dynamic Island
/// or notch over it (or the SE's forehead, chin and home button), side buttons on the outer
/// edge, and above it an optional caption, on an optional backdrop. Every shape is drawn from
/// the numbers below (no artwork): the outline is generic, not any device's exact one.
///
/// Everything is worked out in portrait, with the device's top-left corner at the origin, and
/// turned a quarter to the left for landscape (the top of the device on the left).
struct DeviceFrameLayout {
  let resources: any LayoutResources

  /// One device's frame in points, portrait.
  struct Metrics: Equatable {
    var shape: DeviceFrameShape
    /// The metal band around the edge.
    var band: Double
    /// The black glass between the band and the screen, on the left and right.
    var bezel: Double
    /// The glass above and below the screen: the SE's forehead and chin, else `bezel`.
    var bezelTopBottom: Double
    /// The outline's corner radius.
    var cornerRadius: Double
    var isPad: Bool

    /// The rule for `device` (nil: a plain rectangle-cornered phone or tablet by `isPad`).
    /// Dynamic Island phones: a 5 pt band and 12 pt bezel; notch phones 5 and 14; the SE 3, 26
    /// on the sides and 108 above and below; iPads 4 and 28. The outline's corners are the
    /// screen's grown by the band and bezel (the SE's 56 pt).
    init(device: DevicePreset?, isPad pad: Bool) {
      let shape = device?.frameShape ?? DeviceFrameShape(screenCornerRadius: 0, cutout: .none)
      self.shape = shape
      isPad = device?.isPad ?? pad
      if isPad {
        (band, bezel, bezelTopBottom) = (4, 28, 28)
      } else if shape.hasHomeButton {
        (band, bezel, bezelTopBottom) = (3, 26, 108)
      } else if shape.cutout == .notch {
        (band, bezel, bezelTopBottom) = (5, 14, 14)
      } else {
        (band, bezel, bezelTopBottom) = (5, 12, 12)
      }
      cornerRadius = shape.hasHomeButton ? 56 : shape.screenCornerRadius + band + bezel
    }
  }

  /// The Dynamic Island: a 126 × 37 pt pill, 11 pt below the screen's top.
  static let island = (width: 126.0, height: 37.0, top: 11.0)
  /// The notch: 162 × 32 pt (iPhone 13 and 14's, narrower than the X's 209 × 30), its bottom
  /// corners rounded 20 pt, flaring into the top edge through 6 pt concave corners.
  static let notch = (width: 162.0, height: 32.0, bottomRadius: 20.0, flare: 6.0)
  /// How far buttons stand out of the outline, and their corner radius.
  static let buttonDepth = 3.0
  static let buttonRadius = 1.5

  /// A button on an edge of the portrait outline: `start` and `length` are fractions of the
  /// edge's length from its top (the top edge: from its left).
  struct Button: Equatable {
    enum Edge: Equatable { case left, right, top }
    var edge: Edge
    var start: Double
    var length: Double
  }

  /// iPhones: a short switch (the action button) and two volume buttons on the left, the side
  /// button on the right; iPads: the top button near the top right corner, the volume buttons
  /// high on the right.
  static func buttons(_ m: Metrics) -> [Button] {
    if m.isPad {
      return [
        Button(edge: .top, start: 0.80, length: 0.07), Button(edge: .right, start: 0.07, length: 0.045),
        Button(edge: .right, start: 0.125, length: 0.045),
      ]
    }
    if m.shape.hasHomeButton {
      return [
        Button(edge: .left, start: 0.14, length: 0.03), Button(edge: .left, start: 0.215, length: 0.055),
        Button(edge: .left, start: 0.29, length: 0.055), Button(edge: .right, start: 0.215, length: 0.075),
      ]
    }
    return [
      Button(edge: .left, start: 0.165, length: 0.035), Button(edge: .left, start: 0.245, length: 0.07),
      Button(edge: .left, start: 0.335, length: 0.07), Button(edge: .right, start: 0.265, length: 0.11),
    ]
  }

  // Colours.
  static let silver = Color(rgba: 0xD5D6_D8FF)
  static let graphite = Color(rgba: 0x3B3B_3DFF)
  static let glass = Color.black
  static let homeButton = Color(rgba: 0x1111_13FF)
  static let homeButtonRing = Color(rgba: 0x3A3A_3CFF)
  static let earpiece = Color(rgba: 0x2A2A_2CFF)
  static let camera = Color(rgba: 0x2020_24FF)
  static let lens = Color(rgba: 0x1A1C_24FF)
  static let lensRadius = 6.0

  static func captionFont(isPad: Bool) -> FontDescriptor { FontDescriptor(size: isPad ? 48 : 32, weight: .bold) }
  /// Between the caption and the device.
  static func captionGap(isPad: Bool) -> Double { isPad ? 40 : 32 }

  /// Portrait device space to the canvas: turned a quarter to the left for landscape, then
  /// moved to `origin`.
  private struct Placement {
    let landscape: Bool
    /// The device's portrait width.
    let bodyWidth: Double
    let origin: Point

    func callAsFunction(_ p: Point) -> Point {
      landscape ? Point(x: origin.x + p.y, y: origin.y + bodyWidth - p.x) : Point(x: origin.x + p.x, y: origin.y + p.y)
    }

    func callAsFunction(_ r: Rect) -> Rect {
      landscape
        ? Rect(x: origin.x + r.y, y: origin.y + bodyWidth - r.maxX, width: r.height, height: r.width)
        : r.offsetBy(dx: origin.x, dy: origin.y)
    }
  }

  /// `screen` (a laid-out, snapped tree) inside the frame `frame` asks for, on `canvas`.
  func framed(_ screen: RenderTree, frame: DeviceFrame, canvas: Canvas) -> RenderTree {
    let m = Metrics(device: canvas.device, isPad: canvas.idiom == .pad)
    let landscape = canvas.device?.isLandscape ?? false
    // The screen's portrait size.
    let sw = landscape ? screen.size.height : screen.size.width
    let sh = landscape ? screen.size.width : screen.size.height
    let body = Rect(x: 0, y: 0, width: sw + 2 * (m.band + m.bezel), height: sh + 2 * (m.band + m.bezelTopBottom))
    let deviceSize = landscape ? Size(width: body.height, height: body.width) : body.size
    let backdrop = frame.backdrop.map { canvas.environment.resolve($0) }
    let padding = frame.resolvedPadding.rounded()
    var nodes: [RenderNode] = []

    // The caption, centred above the device, as wide as it.
    var top = padding
    if let caption = frame.caption, !caption.isEmpty {
      let (node, height) = captionNode(
        caption, at: Point(x: padding, y: top), width: deviceSize.width, backdrop: backdrop, m, canvas)
      nodes.append(node)
      top += height + Self.captionGap(isPad: m.isPad)
    }
    let place = Placement(landscape: landscape, bodyWidth: body.width, origin: Point(x: padding, y: top))
    nodes += caseNodes(body, frame: frame, m, canvas, place)
    let screenRect = Rect(x: m.band + m.bezel, y: m.band + m.bezelTopBottom, width: sw, height: sh)
    nodes += bezelNodes(around: screenRect, bodyWidth: body.width, m, place)

    // The screen, clipped to its corners: its background, then its nodes.
    let screenFrame = place(screenRect)
    let radius = m.shape.screenCornerRadius
    nodes.append(
      RenderNode(
        frame: screenFrame, kind: .beginClip(cornerRadius: radius, corners: radius > 0 ? [.all, .continuous] : [])))
    nodes.append(RenderNode(frame: screenFrame, kind: .fill(screen.background, cornerRadius: 0, corners: [])))
    let dx = screenFrame.x
    let dy = screenFrame.y
    nodes.reserveCapacity(nodes.count + screen.nodes.count + screen.accessibility.count + 2)
    for n in screen.nodes { nodes.append(n.offsetBy(dx: dx, dy: dy)) }
    nodes.append(RenderNode(frame: screenFrame, kind: .endClip))
    nodes += cutoutNodes(over: screenRect, bodyWidth: body.width, m, place)

    var accessibility = screen.accessibility
    for i in accessibility.indices { accessibility[i].frame = accessibility[i].frame.offsetBy(dx: dx, dy: dy) }
    let size = Size(width: deviceSize.width + 2 * padding, height: top + deviceSize.height + padding)
    var framed = RenderTree(
      size: size, scale: screen.scale, background: backdrop ?? .clear, layoutDirection: screen.layoutDirection,
      nodes: nodes, accessibility: accessibility)
    framed.resolveImagePlacements()
    framed.resolveTexts(resources)
    return framed
  }

  /// The caption at `origin`, `width` wide, in white on a dark backdrop (or a dark canvas
  /// without one), else black; returns it and its height.
  private func captionNode(
    _ caption: String, at origin: Point, width: Double, backdrop: Color?, _ m: Metrics, _ canvas: Canvas
  ) -> (RenderNode, height: Double) {
    let font = Self.captionFont(isPad: m.isPad)
    let size = resources.measure(
      TextRequest(
        string: caption, font: font, maxWidth: width, lineBreakMode: .byWordWrapping, direction: canvas.layoutDirection)
    ).size
    let dark = backdrop.map { $0.alpha > 0 && $0.frameLuminance < 0.5 } ?? (canvas.appearance == .dark)
    let height = size.height.rounded(.up)
    let node = RenderNode(
      frame: Rect(x: origin.x, y: origin.y, width: width, height: height),
      kind: .text(
        TextRun(
          string: caption, font: font, color: dark ? .white : .black, layoutWidth: width, numberOfLines: 0,
          lineBreakMode: .byWordWrapping, alignment: .center, direction: canvas.layoutDirection)))
    return (node, height)
  }

  /// The device's case: the buttons, the band's darker rim, the band, and the glass inside it.
  private func caseNodes(_ body: Rect, frame: DeviceFrame, _ m: Metrics, _ canvas: Canvas, _ place: Placement)
    -> [RenderNode]
  {
    let (bodyWidth, bodyHeight) = (body.width, body.height)
    let band =
      frame.color.map { canvas.environment.resolve($0) } ?? (canvas.appearance == .dark ? Self.graphite : Self.silver)
    let rim = band.frameLuminance > 0.5 ? band.mixed(with: .black, 0.25) : band.mixed(with: .white, 0.15)
    let continuous: Corners = [.all, .continuous]
    var nodes: [RenderNode] = []
    for b in Self.buttons(m) {
      let d = Self.buttonDepth
      let r: Rect
      switch b.edge {
      case .left:
        r = Rect(x: -d, y: (b.start * bodyHeight).rounded(), width: d + 2, height: (b.length * bodyHeight).rounded())
      case .right:
        r = Rect(
          x: bodyWidth - 2, y: (b.start * bodyHeight).rounded(), width: d + 2, height: (b.length * bodyHeight).rounded()
        )
      case .top:
        r = Rect(x: (b.start * bodyWidth).rounded(), y: -d, width: (b.length * bodyWidth).rounded(), height: d + 2)
      }
      nodes.append(RenderNode(frame: place(r), kind: .fill(rim, cornerRadius: Self.buttonRadius, corners: .all)))
    }
    nodes.append(RenderNode(frame: place(body), kind: .fill(rim, cornerRadius: m.cornerRadius, corners: continuous)))
    nodes.append(
      RenderNode(
        frame: place(body.inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))),
        kind: .fill(band, cornerRadius: m.cornerRadius - 1, corners: continuous)))
    let b = m.band
    nodes.append(
      RenderNode(
        frame: place(body.inset(by: EdgeInsets(top: b, left: b, bottom: b, right: b))),
        kind: .fill(Self.glass, cornerRadius: m.cornerRadius - b, corners: continuous)))
    return nodes
  }

  /// What sits on the glass around the screen: the SE's earpiece, camera and home button, an
  /// iPad's camera.
  private func bezelNodes(around screenRect: Rect, bodyWidth: Double, _ m: Metrics, _ place: Placement)
    -> [RenderNode]
  {
    let b = m.band
    var nodes: [RenderNode] = []
    if m.shape.hasHomeButton {
      let forehead = b + m.bezelTopBottom / 2
      let earpiece = Rect(x: (bodyWidth - 56) / 2, y: forehead - 3, width: 56, height: 6)
      nodes.append(RenderNode(frame: place(earpiece), kind: .fill(Self.earpiece, cornerRadius: 3, corners: .all)))
      let camera = Rect(x: earpiece.x - 26, y: forehead - 5, width: 10, height: 10)
      nodes.append(RenderNode(frame: place(camera), kind: .fill(Self.camera, cornerRadius: 5, corners: .all)))
      let chin = screenRect.maxY + m.bezelTopBottom / 2
      let home = Rect(x: (bodyWidth - 68) / 2, y: chin - 34, width: 68, height: 68)
      nodes.append(RenderNode(frame: place(home), kind: .fill(Self.homeButton, cornerRadius: 34, corners: .all)))
      nodes.append(
        RenderNode(
          frame: place(home.inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))),
          kind: .stroke(Self.homeButtonRing, width: 2, cornerRadius: 33)))
    } else if m.isPad {
      let camera = Rect(x: (bodyWidth - 8) / 2, y: b + m.bezelTopBottom / 2 - 4, width: 8, height: 8)
      nodes.append(RenderNode(frame: place(camera), kind: .fill(Self.camera, cornerRadius: 4, corners: .all)))
    }
    return nodes
  }

  /// Over the screen: the Dynamic Island or the notch, with the camera's lens.
  private func cutoutNodes(over screenRect: Rect, bodyWidth: Double, _ m: Metrics, _ place: Placement)
    -> [RenderNode]
  {
    switch m.shape.cutout {
    case .dynamicIsland:
      let i = Self.island
      let pill = Rect(
        x: screenRect.x + (screenRect.width - i.width) / 2, y: screenRect.y + i.top, width: i.width, height: i.height)
      return [
        RenderNode(frame: place(pill), kind: .fill(Self.glass, cornerRadius: i.height / 2, corners: .all)),
        lens(centre: Point(x: pill.maxX - i.height / 2, y: pill.midY), place: { place($0) }),
      ]
    case .notch:
      let n = Self.notch
      return [
        notchNode(screenTop: screenRect.y, centerX: bodyWidth / 2, place: { place($0) }),
        lens(centre: Point(x: bodyWidth / 2 + n.width / 4, y: screenRect.y + n.height / 2), place: { place($0) }),
      ]
    case .none:
      return []
    }
  }

  /// The front camera's lens in the island or notch, a faint disc that shows where the cutout
  /// is on a black screen.
  func lens(centre c: Point, place: (Rect) -> Rect) -> RenderNode {
    let r = Self.lensRadius
    return RenderNode(
      frame: place(Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)),
      kind: .fill(Self.lens, cornerRadius: r, corners: .all))
  }

  /// The notch as a path: hanging from the screen's top edge (from 1 pt above it, inside the
  /// bezel), its sides flaring into the edge through concave corners, its bottom corners round.
  func notchNode(screenTop y0: Double, centerX: Double, place: (Point) -> Point) -> RenderNode {
    let n = Self.notch
    let (w, h, r, f) = (n.width, n.height, n.bottomRadius, n.flare)
    // A quarter circle's control points sit this far along its tangents.
    let k = 0.552_284_75
    let x0 = centerX - w / 2
    let x1 = centerX + w / 2
    func p(_ x: Double, _ y: Double) -> Point { place(Point(x: x, y: y0 + y)) }
    let points: [Path.Element] = [
      .move(p(x0 - f, -1)),
      .line(p(x0 - f, 0)),
      .curve(p(x0 - f + k * f, 0), p(x0, f - k * f), p(x0, f)),
      .line(p(x0, h - r)),
      .curve(p(x0, h - r + k * r), p(x0 + r - k * r, h), p(x0 + r, h)),
      .line(p(x1 - r, h)),
      .curve(p(x1 - r + k * r, h), p(x1, h - r + k * r), p(x1, h - r)),
      .line(p(x1, f)),
      .curve(p(x1, f - k * f), p(x1 + f - k * f, 0), p(x1 + f, 0)),
      .line(p(x1 + f, -1)),
      .close,
    ]
    // The node's frame is the outline's bounds; the path runs from its origin.
    let corners = [p(x0 - f, -1), p(x1 + f, h)]
    let bounds = Rect(
      x: min(corners[0].x, corners[1].x), y: min(corners[0].y, corners[1].y), width: abs(corners[1].x - corners[0].x),
      height: abs(corners[1].y - corners[0].y))
    func local(_ q: Point) -> Point { Point(x: q.x - bounds.x, y: q.y - bounds.y) }
    let path = Path(
      points.map { e in
        switch e {
        case .move(let a): .move(local(a))
        case .line(let a): .line(local(a))
        case .curve(let a, let b, let c): .curve(local(a), local(b), local(c))
        case .close: .close
        }
      })
    return RenderNode(frame: bounds, kind: .path(path, fill: Self.glass, stroke: nil, lineWidth: 0))
  }
}

extension Color {
  /// Rec. 709 luma of the sRGB components: above 0.5 reads as a light colour (a device frame's
  /// caption and rim choose by it).
  var frameLuminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

  /// This colour moved `amount` (0…1) of the way to `other`, alpha kept.
  func mixed(with other: Color, _ amount: Double) -> Color {
    Color(
      red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
      blue: blue + (other.blue - blue) * amount, alpha: alpha)
  }
}
