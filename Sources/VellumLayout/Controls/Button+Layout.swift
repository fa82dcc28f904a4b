/// UIButton with `UIButton.Configuration` (spec §7): the style's background and foreground, the
/// size's insets, font and corners, an image placed around the title, an optional subtitle,
/// activity indicator and menu chevron.
extension Button: ControlLayout {
  /// `frame.maxWidth: infinity` on a button fills it, as a framed SwiftUI label does.
  var stackTraits: StackChildTraits { StackChildTraits(fillsInfiniteFrameWidth: true) }
  var disabledOpacity: Double? { nil }

  struct Metrics {
    var vertical: Double
    var horizontal: Double
    var dynamicRadius: Double
    var title: FontDescriptor
    var subtitle: FontDescriptor
  }

  func metrics(_ ctx: ControlContext) -> Metrics {
    if ctx.isMac {
      // Optimised for Mac: a 22 pt push button with 13 pt titles (estimates).
      let f = ctx.category.bodyMetricsFactor
      return Metrics(
        vertical: 3, horizontal: 8, dynamicRadius: 5, title: FontDescriptor(size: 13 * f),
        subtitle: FontDescriptor(size: 11 * f))
    }
    let hasSubtitle = subtitle != nil
    func fonts(_ style: TextStyle) -> (FontDescriptor, FontDescriptor) {
      (ctx.font(style, weight: hasSubtitle ? .semibold : nil), ctx.font(.subheadline))
    }
    switch buttonSize {
    case .mini:
      let (t, s) = fonts(.caption1)
      return Metrics(vertical: 5, horizontal: 10, dynamicRadius: 14, title: t, subtitle: ctx.font(.caption2))
        .with(subtitle: hasSubtitle ? ctx.font(.caption2) : s)
    case .small:
      let (t, s) = fonts(.subheadline)
      return Metrics(vertical: 5, horizontal: 10, dynamicRadius: 14, title: t, subtitle: s)
    case .medium:
      let (t, s) = fonts(.body)
      return Metrics(vertical: 7, horizontal: 12, dynamicRadius: 6, title: t, subtitle: s)
    case .large:
      let (t, s) = fonts(.body)
      return Metrics(vertical: 15, horizontal: 20, dynamicRadius: 8.75, title: t, subtitle: s)
    }
  }

  var isProminent: Bool { style == .filled || style == .borderedProminent || style == .prominentGlass }
  /// iOS 26's glass configurations: capsules on the material.
  var isGlass: Bool { style == .glass || style == .prominentGlass }

  /// Title, subtitle, image and indicator, measured.
  struct Content {
    var title: TextMeasurement?
    var subtitle: TextMeasurement?
    var imageSize: Double
    var hasImage: Bool
    var chevron: String?
    var textWidth: Double { max(title?.size.width ?? 0, subtitle?.size.width ?? 0) }
    var textHeight: Double {
      (title?.size.height ?? 0) + (subtitle?.size.height ?? 0) + (title != nil && subtitle != nil ? 1 : 0)
    }
  }

  func content(_ m: Metrics, _ ctx: ControlContext) -> Content {
    Content(
      title: title.map { ctx.measure($0, m.title) }, subtitle: subtitle.map { ctx.measure($0, m.subtitle) },
      imageSize: (m.title.size * 1.2).rounded(), hasImage: image != nil || showsActivityIndicator,
      chevron: menuIndicator)
  }

  /// The menu indicator: the up-and-down chevron of a pop-up button; a down chevron on a titled
  /// pull-down button (icon-only menu buttons show none).
  var menuIndicator: String? {
    switch indicator {
    case .none: return nil
    case .popup: return "chevron.up.chevron.down"
    case .automatic:
      if changesSelectionAsPrimaryAction { return "chevron.up.chevron.down" }
      return showsMenuAsPrimaryAction && title != nil ? "chevron.down" : nil
    }
  }

  /// The content's size: image and text side by side or stacked, plus the menu chevron.
  func contentSize(_ c: Content, _ m: Metrics) -> Size {
    let hasText = c.title != nil || c.subtitle != nil
    let gap = c.hasImage && hasText ? imagePadding : 0
    var size: Size
    switch imagePlacement {
    case .leading, .trailing:
      size = Size(
        width: (c.hasImage ? c.imageSize : 0) + gap + c.textWidth,
        height: max(c.hasImage ? c.imageSize : 0, c.textHeight))
    case .top, .bottom:
      size = Size(
        width: max(c.hasImage ? c.imageSize : 0, c.textWidth),
        height: (c.hasImage ? c.imageSize : 0) + gap + c.textHeight)
    }
    if c.chevron != nil { size.width += 6 + m.title.size * 0.8 }
    return size
  }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    let m = metrics(ctx)
    let s = contentSize(content(m, ctx), m)
    return Size(width: s.width + 2 * m.horizontal, height: max(s.height, m.title.size * 1.193) + 2 * m.vertical)
  }

  func colors(_ ctx: ControlContext) -> (foreground: Color, background: Color?) {
    let accent = role == .destructive ? ctx.color(.system(.systemRed)) : ctx.tint
    let base = baseBackgroundColor.map(ctx.color) ?? accent
    var background: Color?
    var foreground: Color
    switch style {
    case .plain, .borderless:
      foreground = accent
    case .gray, .bordered:
      background = baseBackgroundColor.map(ctx.color) ?? ctx.color(.system(.secondarySystemFill))
      foreground = accent
    case .tinted, .borderedTinted:
      background = base.withAlpha(ctx.environment.colors.style == .dark ? 0.26 : 0.12)
      foreground = accent
    case .filled, .borderedProminent, .prominentGlass:
      background = base
      foreground = .white
    case .glass:
      // Regular glass (drawn as the material by `nodes`); what it comes to over a flat backdrop
      // of its look, for what reads the background (a base colour replaces it).
      background = baseBackgroundColor.map(ctx.color) ?? ctx.pick(light: "#FDFDFD", dark: "#131313")
      foreground = accent
    }
    // Mac push buttons (gray/bordered) title in the label colour.
    if ctx.isMac && (style == .gray || style == .bordered) && role != .destructive {
      foreground = ctx.color(.system(.label))
    }
    if let f = baseForegroundColor { foreground = ctx.color(f) }
    if !common.isEnabled {
      foreground = ctx.color(.system(.tertiaryLabel))
      if background != nil { background = ctx.color(.system(.quaternarySystemFill)) }
    } else if common.isHighlighted {
      // Pressed: a plain button's content fades; a filled one's background lightens (estimates).
      if let b = background {
        background = b.withAlpha(b.alpha * 0.75)
      } else {
        foreground = foreground.withAlpha(foreground.alpha * 0.4)
      }
    }
    return (foreground, background)
  }

  func radius(_ m: Metrics, height: Double) -> Double {
    switch cornerStyle {
    case .dynamic: isGlass ? height / 2 : min(m.dynamicRadius, height / 2)
    case .fixed: cornerRadius ?? 6
    case .capsule: height / 2
    case .large: 12
    case .medium: 8
    case .small: 4
    }
  }

  /// The button's drawn bounds inside `frame` (its height unless constrained, centred).
  func bounds(in frame: Rect, _ ctx: ControlContext) -> Rect {
    let h = common.height == nil ? intrinsicSize(ctx, proposedWidth: frame.width).height : frame.height
    return Rect(x: frame.x, y: frame.midY - h / 2, width: frame.width, height: h)
  }

  /// iPadOS: nothing unless `isPointerInteractionEnabled` (or a `pointerStyle`, handled by the
  /// engine); then the automatic effect, which lifts buttons with a background and highlights others.
  func pointerRole(in frame: Rect, _ ctx: ControlContext) -> PointerMarker.Role {
    guard isPointerInteractionEnabled == true else { return .occluder }
    return .target(pointerTarget(PointerInteraction(), in: frame, ctx))
  }

  func pointerTarget(_ interaction: PointerInteraction, in frame: Rect, _ ctx: ControlContext) -> PointerTarget {
    let b = bounds(in: frame, ctx)
    var t = PointerTarget(interaction)
    t.hasBackground = colors(ctx).background != nil
    t.cornerRadius = radius(metrics(ctx), height: b.height)
    t.platter = Rect(x: b.x - frame.x, y: b.y - frame.y, width: b.width, height: b.height)
    t.platterRadius = t.hasBackground ? t.cornerRadius : PointerEffects.defaultCornerRadius
    return t
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    let m = metrics(ctx)
    let c = content(m, ctx)
    let bounds = bounds(in: frame, ctx)
    let (fg, bg) = colors(ctx)
    var nodes = backgroundNodes(bounds, bg, m, ctx)
    let size = contentSize(c, m)
    var x = bounds.midX - size.width / 2
    let y = bounds.midY - size.height / 2
    let hasText = c.title != nil || c.subtitle != nil
    let gap = c.hasImage && hasText ? imagePadding : 0
    let chevronSize = m.title.size * 0.8
    let bodyWidth = size.width - (c.chevron != nil ? 6 + chevronSize : 0)

    func drawImage(center: Point) { nodes += imageNodes(center: center, c, fg, ctx) }
    func drawText(x: Double, y: Double, width: Double, alignment: ResolvedAlignment) {
      nodes += textNodes(x: x, y: y, width: width, alignment: alignment, c, m, fg, ctx)
    }
    let textAlignment: ResolvedAlignment = c.subtitle != nil ? .left : .center
    switch imagePlacement {
    case .leading, .trailing:
      let textY = bounds.midY - c.textHeight / 2
      if imagePlacement == .leading {
        if c.hasImage {
          drawImage(center: Point(x: x + c.imageSize / 2, y: bounds.midY))
          x += c.imageSize + gap
        }
        drawText(x: x, y: textY, width: c.textWidth, alignment: textAlignment)
        x += c.textWidth
      } else {
        drawText(x: x, y: textY, width: c.textWidth, alignment: textAlignment)
        x += c.textWidth + gap
        if c.hasImage {
          drawImage(center: Point(x: x + c.imageSize / 2, y: bounds.midY))
          x += c.imageSize
        }
      }
    case .top, .bottom:
      let cx = x + bodyWidth / 2
      if imagePlacement == .top {
        if c.hasImage { drawImage(center: Point(x: cx, y: y + c.imageSize / 2)) }
        drawText(
          x: cx - c.textWidth / 2, y: y + (c.hasImage ? c.imageSize + gap : 0), width: c.textWidth, alignment: .center)
      } else {
        drawText(x: cx - c.textWidth / 2, y: y, width: c.textWidth, alignment: .center)
        if c.hasImage { drawImage(center: Point(x: cx, y: y + c.textHeight + gap + c.imageSize / 2)) }
      }
      x += bodyWidth
    }
    if isMenuPresented, let menu {
      ctx.engine.present(.menu(menu, source: bounds))
    }
    if let chevron = c.chevron {
      nodes.append(
        ctx.symbol(chevron, size: chevronSize, color: fg, center: Point(x: x + 6 + chevronSize / 2, y: bounds.midY)))
    }
    return nodes
  }

  /// What the button stands on: regular glass drawn from what is behind it, or its background
  /// (on glass over a light appearance, floating on a soft shadow).
  private func backgroundNodes(_ bounds: Rect, _ bg: Color?, _ m: Metrics, _ ctx: ControlContext) -> [RenderNode] {
    let h = bounds.height
    if style == .glass, baseBackgroundColor == nil {
      return [ctx.glass(bounds, cornerRadius: radius(m, height: h))]
    }
    var nodes: [RenderNode] = []
    if isGlass, bg != nil, ctx.environment.colors.style == .light {
      // A soft shadow, strongest below (measured over white, fading over ~20 pt).
      nodes.append(
        RenderNode(
          frame: bounds,
          kind: .shadow(Color(hex: "#0000001F")!, blurRadius: 20, offsetY: 4, cornerRadius: radius(m, height: h))))
    }
    if let bg { nodes.append(ctx.fill(bounds, bg, radius: radius(m, height: h))) }
    return nodes
  }

  /// The image centred on `center`: the activity indicator while it shows, else the button's image.
  private func imageNodes(center: Point, _ c: Content, _ fg: Color, _ ctx: ControlContext) -> [RenderNode] {
    if showsActivityIndicator {
      let d = c.imageSize
      return ActivityIndicator.spokes(
        in: Rect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d), ctx, color: .fixed(fg))
    } else if let image {
      return [ctx.image(image, size: c.imageSize, color: fg, center: center)]
    }
    return []
  }

  /// The title and the subtitle under it, from (`x`, `y`), `width` wide.
  private func textNodes(
    x: Double, y: Double, width: Double, alignment: ResolvedAlignment, _ c: Content, _ m: Metrics, _ fg: Color,
    _ ctx: ControlContext
  ) -> [RenderNode] {
    var nodes: [RenderNode] = []
    var ty = y
    if let t = c.title, let title {
      nodes.append(
        ctx.text(title, m.title, fg, in: Rect(x: x, y: ty, width: width, height: t.size.height), alignment: alignment))
      ty += t.size.height + 1
    }
    if let s = c.subtitle, let subtitle {
      nodes.append(
        ctx.text(
          subtitle, m.subtitle, fg.withAlpha(fg.alpha * 0.85),
          in: Rect(x: x, y: ty, width: width, height: s.size.height), alignment: alignment))
    }
    return nodes
  }
}

extension Button.Metrics {
  func with(subtitle: FontDescriptor) -> Self {
    var m = self
    m.subtitle = subtitle
    return m
  }
}

extension Button {
  /// `UIButton`: its title (and subtitle) as the label, a button. An image-only button has no
  /// label unless the author gives one: the audit flags it.
  func accessibilityElement(_ ctx: ControlContext) -> AccessibilityElement? {
    let texts = [title, subtitle].compactMap { $0 }.filter { !$0.isEmpty }.map(ctx.engine.spoken)
    var e = AccessibilityElement(label: texts.isEmpty ? nil : texts.joined(separator: ", "), traits: .button)
    if showsActivityIndicator { e.value = "In progress" }
    if menu != nil && showsMenuAsPrimaryAction { e.hint = "Shows a menu" }
    return e
  }
}
