/// A menu's panel (spec §12): 250 pt wide (343 at accessibility sizes), rows of at least 44 pt
/// with 11.5 pt above and below the text, the leading 32 pt column when any row is checked,
/// trailing images in a 21 pt box, 8 pt bands between inline sections, on a blurred material
/// with 13 pt corners and one soft shadow; iOS 26's on glass (`Design.menu`).
struct MenuPanel {
  var size: Size
  /// How far below its top the panel draws: its height, or more where an open submenu reaches
  /// below it.
  var extent: Double
  /// The panel's nodes with its top-left corner at `origin`, clipped to `maxHeight` (a menu
  /// taller than the screen scrolls).
  var draw: (Point) -> [RenderNode]
}

extension LayoutEngine {
  /// One of a panel's rows: its height, whether it is a band between sections, and its nodes
  /// with its top at a given y in the panel.
  struct MenuItem {
    var height: Double
    var isBand: Bool
    var draw: (Double) -> [RenderNode]
  }

  /// What every row of one panel shares: its width, columns, fonts and colours.
  struct MenuRowStyle {
    let ctx: ControlContext
    let glass: Design.MenuMetrics?
    let width: Double
    /// The text's leading edge without images: 32 pt when a row is checked, else 16.
    let leading: Double
    /// iOS 26 puts the rows' images at the leading side, before the titles.
    let leadingImages: Bool
    let font: FontDescriptor
    let subFont: FontDescriptor
    let label: Color
    let secondary: Color
    let separator: Color
    let hairline: Double
    let imageSize: Double
    /// An image's box: 21 pt, or the image's size past it.
    var imageBox: Double { max(21, imageSize) }

    /// A row's colour: grey when disabled, red when destructive, else the label's.
    func color(disabled: Bool = false, destructive: Bool) -> Color {
      disabled
        ? ctx.color(.system(.systemGray)) : (destructive ? ctx.color(.system(.systemRed)) : label)
    }
  }

  /// The panel of `menu`; `expanded`, a submenu opened over its parent: its header row (title,
  /// image, `chevron.down`), a separator, then its children.
  func menuPanel(_ menu: Menu, expanded: Bool = false) -> MenuPanel {
    let rows =
      expanded
      ? [.expandedHeader(menu)] + (design.menu != nil ? [.band] : []) + menuRows(menu, top: false)
      : menuRows(menu)
    let style = menuRowStyle(rows)
    // Measure each row. A menu taller than the screen scrolls (UIKit): the rows below its bottom
    // edge are neither measured nor drawn, so a menu of any length costs a screenful of rows.
    let maxHeight = Self.maximumMenuHeight(screen: canvas.height)
    var items: [MenuItem] = []
    // The first open submenu among the rows shown (the decoder warns of others), with its row's index.
    var open: (menu: Menu, item: Int)?
    var measured = 0.0
    for row in rows {
      if measured >= maxHeight { break }
      defer { measured += items.last?.height ?? 0 }
      switch row {
      case .band: items.append(bandItem(style))
      case .header(let title): items.append(headerItem(title, style))
      case .loading: items.append(loadingItem(style))
      case .palette(let elements): items.append(paletteItem(elements, style))
      case .elements(let elements, let size): items.append(elementsItem(elements, size: size, style))
      case .action(let a): items.append(actionItem(a, style))
      case .submenu(let m):
        if m.isMenuPresented, open == nil { open = (m, items.count) }
        items.append(submenuItem(m, isHeader: false, style))
      case .expandedHeader(let m): items.append(submenuItem(m, isHeader: true, style))
      }
    }
    let padding = style.glass?.padding ?? 0
    let width = style.width
    let height = min(maxHeight, items.map(\.height).reduce(0, +) + 2 * padding)
    // An open submenu: its panel over this one, from the top of its row, at the leading edge.
    let submenu = open.map { open in
      (panel: menuPanel(open.menu, expanded: true), y: padding + items[..<open.item].map(\.height).reduce(0, +))
    }
    let extent = submenu.map { max(height, $0.y + $0.panel.extent) } ?? height
    return MenuPanel(size: Size(width: width, height: height), extent: extent) { origin in
      let frame = Rect(x: origin.x, y: origin.y, width: width, height: height)
      let (background, clip) = self.menuBackground(frame, style)
      var nodes = background + self.menuItemNodes(items, at: origin, top: padding, clip: clip, style)
      if let submenu {
        // VoiceOver reads only the open submenu.
        nodes.removeAll(where: \.isAccessibilityElement)
        nodes += self.openSubmenuNodes(
          submenu.panel, at: origin.y + submenu.y, over: frame, origin: origin, clip, style)
      }
      return nodes
    }
  }

  /// The style a panel of `rows` is drawn in.
  private func menuRowStyle(_ rows: [MenuRow]) -> MenuRowStyle {
    let ctx = ControlContext(engine: self, common: ControlCommon())
    let ax = environment.contentSizeCategory.isAccessibilityCategory
    let checked = rows.contains { if case .action(let a) = $0 { a.state != .off } else { false } }
    let glass = design.menu
    let leadingImages =
      glass != nil
      && rows.contains {
        switch $0 {
        case .action(let a): a.image != nil
        case .submenu(let m), .expandedHeader(let m): m.image != nil
        default: false
        }
      }
    return MenuRowStyle(
      ctx: ctx, glass: glass, width: ax ? 343.0 : 250, leading: checked ? 32.0 : 16, leadingImages: leadingImages,
      font: ctx.font(.body), subFont: ctx.font(.subheadline), label: ctx.color(.system(.label)),
      secondary: ctx.pick(light: "#00000066", dark: "#FFFFFF66"),
      separator: ctx.pick(light: "#0000003A", dark: "#FFFFFF1A"), hairline: 1 / Double(canvas.scale),
      imageSize: 20 * environment.contentSizeCategory.bodyMetricsFactor)
  }

  /// The panel's material and the clip its rows are drawn in: iOS 26's glass frosted with the
  /// elevated background, else the blurred material with 13 pt corners.
  private func menuBackground(_ frame: Rect, _ s: MenuRowStyle) -> ([RenderNode], Clip) {
    guard let glass = s.glass else {
      return (
        s.ctx.floatingPanel(frame, light: "#F2F2F2CC", dark: "#2D2D2DCC"),
        Clip(
          rect: frame, cornerRadius: 13, corners: .all)
      )
    }
    var elevated = environment
    elevated.colors.level = .elevated
    // A large piece of glass: it keeps the appearance's look whatever is behind it.
    let nodes = [
      RenderNode(
        frame: frame,
        kind: .glass(
          Glass(
            cornerRadius: glass.cornerRadius, hasContinuousCorners: true, appearance: environment.glassLook,
            adaptsToBackdrop: false))),
      RenderNode(
        frame: frame,
        kind: .fill(
          elevated.resolve(.system(.systemBackground)).fading(glass.frost),
          cornerRadius: glass.cornerRadius, corners: [.all, .continuous])),
    ]
    return (nodes, Clip(rect: frame, cornerRadius: glass.cornerRadius, corners: [.all, .continuous]))
  }

  /// The rows from `top` in the panel at `origin`, clipped to it, with a hairline between two
  /// rows (none next to a band; none on glass).
  private func menuItemNodes(_ items: [MenuItem], at origin: Point, top: Double, clip: Clip, _ s: MenuRowStyle)
    -> [RenderNode]
  {
    var nodes: [RenderNode] = []
    var y = top
    for (i, item) in items.enumerated() {
      for n in item.draw(y) {
        var moved = n.offsetBy(dx: origin.x, dy: origin.y)
        moved.clip = clip
        nodes.append(moved)
      }
      y += item.height
      if s.glass == nil, i + 1 < items.count, !item.isBand, !items[i + 1].isBand {
        var line = s.ctx.fill(
          Rect(x: origin.x, y: origin.y + y - s.hairline, width: s.width, height: s.hairline), s.separator)
        line.clip = clip
        nodes.append(line)
      }
    }
    return nodes
  }

  /// An open submenu over its parent's `frame`: the parent stays, dimmed under a fill (an
  /// estimate of iOS's dimming and blur); the submenu's panel from `top`, kept on the screen (at
  /// least 8 pt from its bottom edge, then from its top).
  private func openSubmenuNodes(
    _ panel: MenuPanel, at top: Double, over frame: Rect, origin: Point, _ clip: Clip, _ s: MenuRowStyle
  ) -> [RenderNode] {
    var dim = RenderNode(
      frame: frame,
      kind: .fill(
        s.ctx.pick(light: "#00000029", dark: "#0000004D"), cornerRadius: s.glass?.cornerRadius ?? 13,
        corners: s.glass != nil ? [.all, .continuous] : .all))
    dim.clip = clip
    var y = top
    if let screen = canvas.height { y = min(y, screen - 8 - panel.size.height) }
    return [dim] + panel.draw(Point(x: origin.x, y: max(8, y)))
  }

  // MARK: Rows

  /// The band between inline sections: 8 pt of grey, or on glass an inset hairline.
  private func bandItem(_ s: MenuRowStyle) -> MenuItem {
    MenuItem(height: 8, isBand: true) { y in
      if let glass = s.glass {
        return [
          s.ctx.fill(
            Rect(
              x: glass.separatorInset, y: y + 4 - s.hairline / 2, width: s.width - 2 * glass.separatorInset,
              height: s.hairline),
            s.separator)
        ]
      }
      return [
        s.ctx.fill(Rect(x: 0, y: y, width: s.width, height: 8), s.ctx.pick(light: "#00000014", dark: "#00000029"))
      ]
    }
  }

  /// The menu's title: footnote, secondary, read as a heading.
  private func headerItem(_ title: String, _ s: MenuRowStyle) -> MenuItem {
    let f = s.ctx.font(.footnote)
    let m = menuMeasure(title, f, width: s.width - 32)
    return MenuItem(height: m.size.height + 17, isBand: false) { y in
      [
        s.ctx.text(
          title, f, s.ctx.color(.system(.secondaryLabel)),
          in: Rect(x: 16, y: y + 8.5, width: s.width - 32, height: m.size.height), alignment: .left),
        self.accessibilityNode(
          AccessibilityElement(label: self.spoken(title), traits: .header),
          frame: Rect(x: 0, y: y, width: s.width, height: m.size.height + 17)),
      ]
    }
  }

  /// A deferred element still loading: a spinner and "Loading…".
  private func loadingItem(_ s: MenuRowStyle) -> MenuItem {
    MenuItem(height: 44, isBand: false) { y in
      ActivityIndicator.spokes(in: Rect(x: 16, y: y + 12, width: 20, height: 20), s.ctx, color: nil)
        + [
          s.ctx.text(
            "Loading…", s.font, s.ctx.color(.system(.secondaryLabel)),
            in: Rect(x: 44, y: y + 11.5, width: s.width - 60, height: 21), alignment: .left)
        ]
    }
  }

  /// A palette: the elements' images spread across one row.
  private func paletteItem(_ elements: [MenuElement], _ s: MenuRowStyle) -> MenuItem {
    MenuItem(height: 44, isBand: false) { y in
      let images = elements.compactMap { e -> (ImageSource, Color)? in
        switch e {
        case .action(let a): a.image.map { ($0, s.color(destructive: a.attributes.contains(.destructive))) }
        case .menu(let m): m.image.map { ($0, s.color(destructive: m.options.contains(.destructive))) }
        case .deferred: nil
        }
      }
      let step = s.width / Double(max(1, images.count))
      return images.enumerated().map { i, pair in
        s.ctx.image(pair.0, size: s.imageSize, color: pair.1, center: Point(x: step * (Double(i) + 0.5), y: y + 22))
      }
    }
  }

  /// UIKit's small and medium elements: a row of equal cells, each an image (medium: over a
  /// footnote title), parted by hairlines; iOS 26 draws no hairlines on glass (an estimate), as
  /// between its rows. Heights 44 (small) and 64 (medium) are estimates.
  private func elementsItem(_ elements: [MenuElement], size: Menu.ElementSize, _ s: MenuRowStyle) -> MenuItem {
    let h = size == .small ? 44.0 : 64
    let cells = elements.compactMap { e -> (String, ImageSource?, Color, Bool)? in
      switch e {
      case .action(let a):
        let disabled = a.attributes.contains(.disabled)
        return (
          a.title, a.image, s.color(disabled: disabled, destructive: a.attributes.contains(.destructive)), disabled
        )
      case .menu(let m): return (m.title ?? "", m.image, s.color(destructive: m.options.contains(.destructive)), false)
      case .deferred: return nil
      }
    }
    let footnote = s.ctx.font(.footnote)
    return MenuItem(height: h, isBand: false) { y in
      var nodes: [RenderNode] = []
      let step = s.width / Double(max(1, cells.count))
      for (i, cell) in cells.enumerated() {
        let x = step * Double(i)
        let imageY = size == .small ? y + h / 2 : y + 22
        if let image = cell.1 {
          nodes.append(s.ctx.image(image, size: s.imageSize, color: cell.2, center: Point(x: x + step / 2, y: imageY)))
        } else if size == .small {
          // No image: the title stands in for it.
          let m = self.menuMeasure(cell.0, footnote, width: step - 8)
          nodes.append(
            self.menuText(
              cell.0, footnote, cell.2,
              Rect(x: x + 4, y: y + (h - m.size.height) / 2, width: step - 8, height: m.size.height), lines: 1,
              alignment: .center))
        }
        if size == .medium {
          let m = self.menuMeasure(cell.0, footnote, width: step - 8)
          nodes.append(
            self.menuText(
              cell.0, footnote, cell.2, Rect(x: x + 4, y: y + 38, width: step - 8, height: m.size.height),
              lines: 1, alignment: .center))
        }
        if s.glass == nil, i > 0 {
          nodes.append(s.ctx.fill(Rect(x: x - s.hairline / 2, y: y, width: s.hairline, height: h), s.separator))
        }
        // Each cell is a button named by its title (an image-only cell is still spoken).
        var element = AccessibilityElement(label: self.spoken(cell.0), traits: .button)
        if cell.3 { element.traits.insert(.notEnabled) }
        nodes.append(self.accessibilityNode(element, frame: Rect(x: x, y: y, width: step, height: h)))
      }
      return nodes
    }
  }

  /// An action: its title (two lines at most) and subtitle, its checkmark, its image (trailing,
  /// or leading on iOS 26), its highlight; a button to VoiceOver.
  private func actionItem(_ a: MenuAction, _ s: MenuRowStyle) -> MenuItem {
    let hasImage = a.image != nil
    // A trailing image takes its box plus 12 pt before the text (44 at the default size); a
    // leading one (iOS 26) its box plus 10 pt, and the text of every row lines up after it.
    let imageBox = s.imageBox
    let textX = s.leadingImages ? s.leading + imageBox + 10 : s.leading
    let textWidth = s.width - textX - (hasImage && !s.leadingImages ? 16 + imageBox + 12 : 16)
    let color = s.color(disabled: a.attributes.contains(.disabled), destructive: a.attributes.contains(.destructive))
    let t = menuMeasure(a.title, s.font, width: textWidth, lines: 2)
    let sub = a.subtitle.map { menuMeasure($0, s.subFont, width: textWidth, lines: 0) }
    let h = max(44, 23 + t.size.height + (sub?.size.height ?? 0))
    return MenuItem(height: h, isBand: false) { y in
      var nodes: [RenderNode] = []
      if a.isHighlighted {
        let highlight = s.ctx.pick(light: "#3232321A", dark: "#FFFFFF1A")
        if let glass = s.glass {
          let i = glass.highlightInset
          nodes.append(s.ctx.fill(Rect(x: i, y: y, width: s.width - 2 * i, height: h), highlight, radius: h / 2))
        } else {
          nodes.append(s.ctx.fill(Rect(x: 0, y: y, width: s.width, height: h), highlight))
        }
      }
      let top = y + (h - t.size.height - (sub?.size.height ?? 0)) / 2
      nodes.append(
        self.menuText(a.title, s.font, color, Rect(x: textX, y: top, width: textWidth, height: t.size.height), lines: 2)
      )
      if let sub, let subtitle = a.subtitle {
        nodes.append(
          self.menuText(
            subtitle, s.subFont, s.secondary,
            Rect(x: textX, y: top + t.size.height, width: textWidth, height: sub.size.height), lines: 0))
      }
      if a.state != .off {
        nodes.append(
          s.ctx.symbol(
            a.state == .on ? "checkmark" : "minus", size: 17, color: color, center: Point(x: 16, y: y + h / 2)))
      }
      if let image = a.image {
        nodes.append(
          s.ctx.image(
            image, size: s.imageSize, color: color,
            center: Point(x: s.leadingImages ? s.leading + imageBox / 2 : s.width - 16 - imageBox / 2, y: y + h / 2)))
      }
      // Each action is a button; a checked one is selected, a disabled one dimmed.
      var element = AccessibilityElement(
        label: ([a.title] + (a.subtitle.map { [$0] } ?? [])).map(self.spoken).joined(separator: ", "),
        traits: .button)
      if a.state == .on { element.traits.insert(.selected) }
      if a.state == .mixed { element.value = "mixed" }
      if a.attributes.contains(.disabled) { element.traits.insert(.notEnabled) }
      nodes.append(self.accessibilityNode(element, frame: Rect(x: 0, y: y, width: s.width, height: h)))
      return nodes
    }
  }

  /// A submenu's row (`chevron.forward`), or, `isHeader`, an open submenu's header (its title
  /// semibold, `chevron.down`); `UIMenu.Options.destructive` draws the title, image and chevron
  /// in red.
  private func submenuItem(_ m: Menu, isHeader: Bool, _ s: MenuRowStyle) -> MenuItem {
    let title = m.title ?? ""
    let color = s.color(destructive: m.options.contains(.destructive))
    let font = isHeader ? s.ctx.font(.body, weight: .semibold) : s.font
    let box = s.imageBox
    let textX = s.leadingImages ? s.leading + box + 10 : s.leading
    let textWidth =
      s.leadingImages
      ? s.width - textX - 16 - box - 12
      : s.width - s.leading - 16 - box - 12 - (m.image != nil ? box + 8 : 0)
    let t = menuMeasure(title, font, width: textWidth, lines: 2)
    let h = max(44, 23 + t.size.height)
    return MenuItem(height: h, isBand: false) { y in
      var nodes = [
        self.menuText(
          title, font, color, Rect(x: textX, y: y + (h - t.size.height) / 2, width: textWidth, height: t.size.height),
          lines: 2)
      ]
      nodes.append(
        s.ctx.symbol(
          isHeader ? "chevron.down" : "chevron.forward", size: 17, color: color,
          center: Point(x: s.width - 16 - box / 2, y: y + h / 2)))
      if let image = m.image {
        nodes.append(
          s.ctx.image(
            image, size: s.imageSize, color: color,
            center: Point(x: s.leadingImages ? s.leading + box / 2 : s.width - 16 - box * 1.5 - 8, y: y + h / 2)))
      }
      // A submenu row is a button that opens its menu (*guess*: "Shows a menu" as the hint);
      // an open submenu's header, a heading that closes it (*guess*: "Hides the menu").
      nodes.append(
        self.accessibilityNode(
          isHeader
            ? AccessibilityElement(label: self.spoken(title), hint: "Hides the menu", traits: [.button, .header])
            : AccessibilityElement(label: self.spoken(title), hint: "Shows a menu", traits: .button),
          frame: Rect(x: 0, y: y, width: s.width, height: h)))
      return nodes
    }
  }

  /// The tallest a menu panel is: the screen's height less 8 pt above and below; on a canvas
  /// that grows to fit, the tallest screen's (the 12.9-inch iPad's, 1366 pt).
  static func maximumMenuHeight(screen: Double?) -> Double { max(44, (screen ?? 1366) - 16) }

  private func menuMeasure(_ s: String, _ font: FontDescriptor, width: Double, lines: Int = 1) -> TextMeasurement {
    resources.measure(
      TextRequest(
        string: localized(s), font: font, maxWidth: width, numberOfLines: lines, direction: environment.layoutDirection)
    )
  }

  private func menuText(
    _ s: String, _ font: FontDescriptor, _ color: Color, _ frame: Rect, lines: Int, alignment: ResolvedAlignment = .left
  ) -> RenderNode {
    RenderNode(
      frame: frame,
      kind: .text(
        TextRun(
          string: localized(s), font: font, color: color, layoutWidth: frame.width, numberOfLines: lines,
          lineBreakMode: .byTruncatingTail, alignment: alignment, direction: environment.layoutDirection)))
  }
}
