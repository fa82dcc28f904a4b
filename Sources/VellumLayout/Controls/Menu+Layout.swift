/// A menu's panel (spec §12): 250 pt wide (343 at accessibility sizes), rows of at least 44 pt
/// with 11.5 pt above and below the text, the leading 32 pt column when any row is checked,
/// trailing images in a 21 pt box, 8 pt bands between inline sections, on a blurred material
/// with 13 pt corners and one soft shadow.
struct MenuPanel {
  var size: Size
  /// How far below its top the panel draws: its height, or more where an open submenu reaches
  /// below it.
  var extent: Double
  /// The panel's nodes with its top-left corner at `origin`, clipped to `maxHeight` (a menu
  /// taller than the screen scrolls).
  var draw: (Point) -> [RenderNode]
}

/// Menus presented above the screen, collected while the screen is laid out.
final class OverlayCollector {
  enum Request {
    /// A menu anchored to the frame of what opened it.
    case menu(Menu, source: Rect)
    /// A context menu: the lifted view's nodes and frame, drawn on the screen through `placed`
    /// (the view's content scaled with a sheet's card, moved by an offset).
    case contextMenu(Menu, preview: [RenderNode], frame: Rect, placed: Transform = .identity)
    /// A card drawn from the screen frame of what opened it (a compact date picker's calendar
    /// below its pill, the toolbar editor below its bar): `draw` runs once that frame is final.
    case anchored(source: Rect, draw: (Rect) -> [RenderNode])

    /// The request for a source that `t` moved after it was drawn: what it opens from follows
    /// the source; what it presents keeps its size.
    func transformed(by t: Transform) -> Request {
      switch self {
      case .menu(let menu, let source): .menu(menu, source: t.apply(source))
      case .contextMenu(let menu, let preview, let frame, let placed):
        if placed == .identity && t.scale == 1 {
          .contextMenu(menu, preview: preview.map { $0.offsetBy(dx: t.dx, dy: t.dy) }, frame: t.apply(frame))
        } else {
          .contextMenu(menu, preview: preview, frame: frame, placed: t.after(placed))
        }
      case .anchored(let source, let draw): .anchored(source: t.apply(source), draw: draw)
      }
    }
  }

  /// What moves content after it is drawn: a uniform scale, then a move; `p ↦ scale · p + (dx, dy)`.
  struct Transform: Equatable {
    var scale = 1.0
    var dx = 0.0
    var dy = 0.0

    static let identity = Transform()

    /// A move by `dx`, `dy`.
    init(dx: Double = 0, dy: Double = 0) {
      self.dx = dx
      self.dy = dy
    }

    /// What a `beginTransform` node over `frame` does: scales by `scale` about the frame's top
    /// centre, then moves by `offsetX`, `offsetY`.
    init(scale: Double, aboutTopCentreOf frame: Rect, offsetX: Double = 0, offsetY: Double = 0) {
      self.scale = scale
      dx = frame.midX + offsetX - scale * frame.midX
      dy = frame.y + offsetY - scale * frame.y
    }

    func apply(_ p: Point) -> Point { Point(x: scale * p.x + dx, y: scale * p.y + dy) }

    func apply(_ r: Rect) -> Rect {
      Rect(x: scale * r.x + dx, y: scale * r.y + dy, width: scale * r.width, height: scale * r.height)
    }

    /// `t`, then this transform.
    func after(_ t: Transform) -> Transform {
      var m = Transform(dx: scale * t.dx + dx, dy: scale * t.dy + dy)
      m.scale = scale * t.scale
      return m
    }

    /// The bracket that draws what it holds through this transform: its begin and end nodes
    /// over `frame` (where the content is before the transform).
    func bracket(over frame: Rect) -> (begin: RenderNode, end: RenderNode) {
      let anchor = Point(x: frame.midX, y: frame.y)
      let to = apply(anchor)
      return (
        RenderNode(
          frame: frame, kind: .beginTransform(scale: scale, offsetX: to.x - anchor.x, offsetY: to.y - anchor.y)),
        RenderNode(frame: frame, kind: .endTransform)
      )
    }
  }

  /// Each request with the component it is presented for.
  private(set) var requests: [(request: Request, source: NodeSource)] = []
  private var fadeGroups = 0

  /// The bar button items placed so far, each with its frame and `BarButtonItem.anchorNames`:
  /// what an action sheet's `barButtonItem` points at.
  private(set) var barButtons: [(names: [String], frame: Rect)] = []

  func append(_ request: Request, source: NodeSource) { requests.append((request, source)) }

  /// How many requests and bar buttons there are: what a `Span` starts at.
  struct Mark {
    var requests: Int
    var barButtons: Int
  }

  /// The requests and bar buttons a part of the screen made (its rows, its content).
  struct Span {
    var requests: Range<Int>
    var barButtons: Range<Int>

    static let empty = Span(requests: 0..<0, barButtons: 0..<0)
    var isEmpty: Bool { requests.isEmpty && barButtons.isEmpty }
  }

  /// The requests and bar buttons made from here on: `presented(since:)` takes the span they fill.
  var mark: Mark { Mark(requests: requests.count, barButtons: barButtons.count) }

  /// The requests and bar buttons made since `mark`.
  func presented(since mark: Mark) -> Span {
    Span(requests: mark.requests..<requests.count, barButtons: mark.barButtons..<barButtons.count)
  }

  /// Moves the requests and bar buttons in `span` by `dx`, `dy`: what made them was laid out at
  /// its own origin (a list's row, a list) and has been moved to its place on the screen.
  func translate(_ span: Span, dx: Double, dy: Double) {
    guard dx != 0 || dy != 0 else { return }
    transform(span, by: Transform(dx: dx, dy: dy))
  }

  /// Applies `t` to the requests and bar buttons in `span`: what made them has been drawn
  /// through `t` (scaled with a sheet's card, pushed back behind a sheet, offset).
  func transform(_ span: Span, by t: Transform) {
    guard t != .identity else { return }
    for i in span.requests { requests[i].request = requests[i].request.transformed(by: t) }
    for i in span.barButtons { barButtons[i].frame = t.apply(barButtons[i].frame) }
  }

  func noteBarButton(_ names: [String], frame: Rect) { barButtons.append((names, frame)) }

  /// A new id for a group of nodes that fade under the pointer (`PointerMarker.Role.fades`).
  func newFadeGroup() -> Int {
    fadeGroups += 1
    return fadeGroups
  }
}

extension LayoutEngine {
  /// The rows a menu shows, flattened: inline sections become bands, deferred items their rows.
  enum MenuRow {
    case header(String)
    case action(MenuAction)
    case submenu(Menu)
    /// The header of a submenu expanded over its parent: its title and image, `chevron.down`.
    case expandedHeader(Menu)
    case loading
    case palette([MenuElement])
    /// An inline section of small or medium elements: one row of equal cells.
    case elements([MenuElement], Menu.ElementSize)
    case band
  }

  func menuRows(_ menu: Menu, top: Bool = true) -> [MenuRow] {
    var rows: [MenuRow] = []
    if top, let title = menu.title, !title.isEmpty { rows.append(.header(title)) }
    func add(_ children: [MenuElement]) {
      for child in children {
        switch child {
        case .action(let a) where !a.attributes.contains(.hidden): rows.append(.action(a))
        case .action: break
        case .menu(let m) where m.options.contains(.displayAsPalette):
          rows.append(.band)
          rows.append(.palette(m.children))
          rows.append(.band)
        case .menu(let m) where m.options.contains(.displayInline) && m.preferredElementSize != .large:
          rows.append(.band)
          rows.append(
            .elements(
              m.children.filter { if case .action(let a) = $0 { !a.attributes.contains(.hidden) } else { true } },
              m.preferredElementSize))
          rows.append(.band)
        case .menu(let m) where m.isInline:
          rows.append(.band)
          if let title = m.title, !title.isEmpty { rows.append(.header(title)) }
          add(m.children)
          rows.append(.band)
        case .menu(let m): rows.append(.submenu(m))
        case .deferred(nil): rows.append(.loading)
        case .deferred(let items?): add(items)
        }
      }
    }
    add(menu.children)
    // No band at either end or twice in a row.
    var cleaned: [MenuRow] = []
    for row in rows {
      if case .band = row {
        if cleaned.isEmpty { continue }
        if case .band? = cleaned.last { continue }
      }
      cleaned.append(row)
    }
    if case .band? = cleaned.last { cleaned.removeLast() }
    return cleaned
  }

  /// The panel of `menu`; `expanded`, a submenu opened over its parent: its header row (title,
  /// image, `chevron.down`), a separator, then its children.
  func menuPanel(_ menu: Menu, expanded: Bool = false) -> MenuPanel {
    let ctx = ControlContext(engine: self, common: ControlCommon())
    let ax = environment.contentSizeCategory.isAccessibilityCategory
    let width = ax ? 343.0 : 250
    let rows =
      expanded
      ? [.expandedHeader(menu)] + (design.menu != nil ? [.band] : []) + menuRows(menu, top: false)
      : menuRows(menu)
    let checked = rows.contains { if case .action(let a) = $0 { a.state != .off } else { false } }
    let glass = design.menu
    // iOS 26 puts the rows' images at the leading side, before the titles.
    let leadingImages =
      glass != nil
      && rows.contains {
        switch $0 {
        case .action(let a): a.image != nil
        case .submenu(let m), .expandedHeader(let m): m.image != nil
        default: false
        }
      }
    let leading = checked ? 32.0 : 16
    let font = ctx.font(.body)
    let subFont = ctx.font(.subheadline)
    let label = ctx.color(.system(.label))
    let secondary = ctx.pick(light: "#00000066", dark: "#FFFFFF66")
    let separator = ctx.pick(light: "#0000003A", dark: "#FFFFFF1A")
    let hairline = 1 / Double(canvas.scale)
    let imageSize = 20 * environment.contentSizeCategory.bodyMetricsFactor

    // Measure each row: (height, draw at y). A menu taller than the screen scrolls (UIKit):
    // the rows below its bottom edge are neither measured nor drawn, so a menu of any length
    // costs a screenful of rows.
    let maxHeight = Self.maximumMenuHeight(screen: canvas.height)
    var items: [(height: Double, isBand: Bool, draw: (Double) -> [RenderNode])] = []
    // The first open submenu among the rows shown (the decoder warns of others), with its row's index.
    var open: (menu: Menu, item: Int)?
    var measured = 0.0
    for row in rows {
      if measured >= maxHeight { break }
      defer { measured += items.last?.height ?? 0 }
      switch row {
      case .band:
        items.append(
          (
            8, true,
            { y in
              if let glass {
                return [
                  ctx.fill(
                    Rect(
                      x: glass.separatorInset, y: y + 4 - hairline / 2, width: width - 2 * glass.separatorInset,
                      height: hairline),
                    separator)
                ]
              }
              return [
                ctx.fill(Rect(x: 0, y: y, width: width, height: 8), ctx.pick(light: "#00000014", dark: "#00000029"))
              ]
            }
          ))
      case .header(let title):
        let f = ctx.font(.footnote)
        let m = measure(title, f, width: width - 32)
        items.append(
          (
            m.size.height + 17, false,
            { y in
              [
                ctx.text(
                  title, f, ctx.color(.system(.secondaryLabel)),
                  in: Rect(x: 16, y: y + 8.5, width: width - 32, height: m.size.height), alignment: .left),
                self.accessibilityNode(
                  AccessibilityElement(label: self.spoken(title), traits: .header),
                  frame: Rect(x: 0, y: y, width: width, height: m.size.height + 17)),
              ]
            }
          ))
      case .loading:
        items.append(
          (
            44, false,
            { y in
              ActivityIndicator.spokes(in: Rect(x: 16, y: y + 12, width: 20, height: 20), ctx, color: nil)
                + [
                  ctx.text(
                    "Loading…", font, ctx.color(.system(.secondaryLabel)),
                    in: Rect(x: 44, y: y + 11.5, width: width - 60, height: 21), alignment: .left)
                ]
            }
          ))
      case .palette(let elements):
        items.append(
          (
            44, false,
            { y in
              let images = elements.compactMap { e -> (ImageSource, Color)? in
                switch e {
                case .action(let a):
                  a.image.map { ($0, a.attributes.contains(.destructive) ? ctx.color(.system(.systemRed)) : label) }
                case .menu(let m):
                  m.image.map { ($0, m.options.contains(.destructive) ? ctx.color(.system(.systemRed)) : label) }
                case .deferred: nil
                }
              }
              let step = width / Double(max(1, images.count))
              return images.enumerated().map { i, pair in
                ctx.image(pair.0, size: imageSize, color: pair.1, center: Point(x: step * (Double(i) + 0.5), y: y + 22))
              }
            }
          ))
      case .elements(let elements, let size):
        // UIKit's small and medium elements: a row of equal cells, each an image (medium: over
        // a footnote title), parted by hairlines; iOS 26 draws no hairlines on glass (an
        // estimate), as between its rows. Heights 44 (small) and 64 (medium) are estimates.
        let h = size == .small ? 44.0 : 64
        let cells = elements.compactMap { e -> (String, ImageSource?, Color, Bool)? in
          switch e {
          case .action(let a):
            let color =
              a.attributes.contains(.disabled)
              ? ctx.color(.system(.systemGray))
              : (a.attributes.contains(.destructive) ? ctx.color(.system(.systemRed)) : label)
            return (a.title, a.image, color, a.attributes.contains(.disabled))
          case .menu(let m):
            let red = m.options.contains(.destructive)
            return (m.title ?? "", m.image, red ? ctx.color(.system(.systemRed)) : label, false)
          case .deferred: return nil
          }
        }
        let footnote = ctx.font(.footnote)
        items.append(
          (
            h, false,
            { y in
              var nodes: [RenderNode] = []
              let step = width / Double(max(1, cells.count))
              for (i, cell) in cells.enumerated() {
                let x = step * Double(i)
                let imageY = size == .small ? y + h / 2 : y + 22
                if let image = cell.1 {
                  nodes.append(
                    ctx.image(image, size: imageSize, color: cell.2, center: Point(x: x + step / 2, y: imageY)))
                } else if size == .small {
                  // No image: the title stands in for it.
                  let m = self.measure(cell.0, footnote, width: step - 8)
                  nodes.append(
                    self.textRun(
                      cell.0, footnote, cell.2,
                      Rect(x: x + 4, y: y + (h - m.size.height) / 2, width: step - 8, height: m.size.height), lines: 1,
                      alignment: .center))
                }
                if size == .medium {
                  let m = self.measure(cell.0, footnote, width: step - 8)
                  nodes.append(
                    self.textRun(
                      cell.0, footnote, cell.2, Rect(x: x + 4, y: y + 38, width: step - 8, height: m.size.height),
                      lines: 1, alignment: .center))
                }
                if glass == nil, i > 0 {
                  nodes.append(ctx.fill(Rect(x: x - hairline / 2, y: y, width: hairline, height: h), separator))
                }
                // Each cell is a button named by its title (an image-only cell is still spoken).
                var element = AccessibilityElement(label: self.spoken(cell.0), traits: .button)
                if cell.3 { element.traits.insert(.notEnabled) }
                nodes.append(self.accessibilityNode(element, frame: Rect(x: x, y: y, width: step, height: h)))
              }
              return nodes
            }
          ))
      case .action(let a):
        let hasImage = a.image != nil
        // A trailing image takes its box plus 12 pt before the text (44 at the default size); a
        // leading one (iOS 26) its box plus 10 pt, and the text of every row lines up after it.
        let imageBox = max(21, imageSize)
        let textX = leadingImages ? leading + imageBox + 10 : leading
        let textWidth = width - textX - (hasImage && !leadingImages ? 16 + imageBox + 12 : 16)
        let color: Color =
          a.attributes.contains(.disabled)
          ? ctx.color(.system(.systemGray))
          : (a.attributes.contains(.destructive) ? ctx.color(.system(.systemRed)) : label)
        let t = measure(a.title, font, width: textWidth, lines: 2)
        let s = a.subtitle.map { measure($0, subFont, width: textWidth, lines: 0) }
        let h = max(44, 23 + t.size.height + (s?.size.height ?? 0))
        items.append(
          (
            h, false,
            { y in
              var nodes: [RenderNode] = []
              if a.isHighlighted {
                let highlight = ctx.pick(light: "#3232321A", dark: "#FFFFFF1A")
                if let glass {
                  let i = glass.highlightInset
                  nodes.append(ctx.fill(Rect(x: i, y: y, width: width - 2 * i, height: h), highlight, radius: h / 2))
                } else {
                  nodes.append(ctx.fill(Rect(x: 0, y: y, width: width, height: h), highlight))
                }
              }
              let top = y + (h - t.size.height - (s?.size.height ?? 0)) / 2
              nodes.append(
                self.textRun(
                  a.title, font, color, Rect(x: textX, y: top, width: textWidth, height: t.size.height), lines: 2))
              if let s, let subtitle = a.subtitle {
                nodes.append(
                  self.textRun(
                    subtitle, subFont, secondary,
                    Rect(x: textX, y: top + t.size.height, width: textWidth, height: s.size.height), lines: 0))
              }
              if a.state != .off {
                nodes.append(
                  ctx.symbol(
                    a.state == .on ? "checkmark" : "minus", size: 17, color: color, center: Point(x: 16, y: y + h / 2)))
              }
              if let image = a.image {
                nodes.append(
                  ctx.image(
                    image, size: imageSize, color: color,
                    center: Point(x: leadingImages ? leading + imageBox / 2 : width - 16 - imageBox / 2, y: y + h / 2)))
              }
              // Each action is a button; a checked one is selected, a disabled one dimmed.
              var element = AccessibilityElement(
                label: ([a.title] + (a.subtitle.map { [$0] } ?? [])).map(self.spoken).joined(separator: ", "),
                traits: .button)
              if a.state == .on { element.traits.insert(.selected) }
              if a.state == .mixed { element.value = "mixed" }
              if a.attributes.contains(.disabled) { element.traits.insert(.notEnabled) }
              nodes.append(self.accessibilityNode(element, frame: Rect(x: 0, y: y, width: width, height: h)))
              return nodes
            }
          ))
      case .submenu(let m), .expandedHeader(let m):
        let isHeader = if case .expandedHeader = row { true } else { false }
        if !isHeader, m.isMenuPresented, open == nil { open = (m, items.count) }
        let title = m.title ?? ""
        // `UIMenu.Options.destructive`: the row's title, image and chevron in red.
        let color = m.options.contains(.destructive) ? ctx.color(.system(.systemRed)) : label
        let font = isHeader ? ctx.font(.body, weight: .semibold) : font
        let box = max(21, imageSize)
        let textX = leadingImages ? leading + box + 10 : leading
        let textWidth =
          leadingImages
          ? width - textX - 16 - box - 12
          : width - leading - 16 - max(21, imageSize) - 12 - (m.image != nil ? max(21, imageSize) + 8 : 0)
        let t = measure(title, font, width: textWidth, lines: 2)
        let h = max(44, 23 + t.size.height)
        items.append(
          (
            h, false,
            { y in
              var nodes = [
                self.textRun(
                  title, font, color,
                  Rect(x: textX, y: y + (h - t.size.height) / 2, width: textWidth, height: t.size.height), lines: 2)
              ]
              nodes.append(
                ctx.symbol(
                  isHeader ? "chevron.down" : "chevron.forward", size: 17, color: color,
                  center: Point(x: width - 16 - max(21, imageSize) / 2, y: y + h / 2)))
              if let image = m.image {
                nodes.append(
                  ctx.image(
                    image, size: imageSize, color: color,
                    center: Point(
                      x: leadingImages ? leading + box / 2 : width - 16 - max(21, imageSize) * 1.5 - 8, y: y + h / 2)))
              }
              // A submenu row is a button that opens its menu (*guess*: "Shows a menu" as the hint);
              // an open submenu's header, a heading that closes it (*guess*: "Hides the menu").
              nodes.append(
                self.accessibilityNode(
                  isHeader
                    ? AccessibilityElement(
                      label: self.spoken(title), hint: "Hides the menu", traits: [.button, .header])
                    : AccessibilityElement(label: self.spoken(title), hint: "Shows a menu", traits: .button),
                  frame: Rect(x: 0, y: y, width: width, height: h)))
              return nodes
            }
          ))
      }
    }
    let padding = glass?.padding ?? 0
    let height = min(maxHeight, items.map(\.height).reduce(0, +) + 2 * padding)
    // An open submenu: its panel over this one, from the top of its row, at the leading edge.
    let submenu = open.map { open in
      (panel: menuPanel(open.menu, expanded: true), y: padding + items[..<open.item].map(\.height).reduce(0, +))
    }
    let extent = submenu.map { max(height, $0.y + $0.panel.extent) } ?? height
    return MenuPanel(size: Size(width: width, height: height), extent: extent) { origin in
      let frame = Rect(x: origin.x, y: origin.y, width: width, height: height)
      var clip = Clip(rect: frame, cornerRadius: 13, corners: .all)
      var nodes: [RenderNode]
      if let glass {
        var elevated = self.environment
        elevated.colors.level = .elevated
        // A large piece of glass: it keeps the appearance's look whatever is behind it.
        clip = Clip(rect: frame, cornerRadius: glass.cornerRadius, corners: [.all, .continuous])
        nodes = [
          RenderNode(
            frame: frame,
            kind: .glass(
              Glass(
                cornerRadius: glass.cornerRadius, hasContinuousCorners: true, appearance: self.environment.glassLook,
                adaptsToBackdrop: false))),
          RenderNode(
            frame: frame,
            kind: .fill(
              elevated.resolve(.system(.systemBackground)).fading(glass.frost),
              cornerRadius: glass.cornerRadius, corners: [.all, .continuous])),
        ]
      } else {
        nodes = ctx.floatingPanel(frame, light: "#F2F2F2CC", dark: "#2D2D2DCC")
      }
      var y = padding
      for (i, item) in items.enumerated() {
        for n in item.draw(y) {
          var moved = n.offsetBy(dx: origin.x, dy: origin.y)
          moved.clip = clip
          nodes.append(moved)
        }
        y += item.height
        // A hairline between two rows (none next to a band; none on glass).
        if glass == nil, i + 1 < items.count, !item.isBand, !items[i + 1].isBand {
          var line = ctx.fill(Rect(x: origin.x, y: origin.y + y - hairline, width: width, height: hairline), separator)
          line.clip = clip
          nodes.append(line)
        }
      }
      if let submenu {
        // The parent stays, dimmed under a fill (an estimate of iOS's dimming and blur), and
        // VoiceOver reads only the open submenu.
        nodes.removeAll(where: \.isAccessibilityElement)
        var dim = RenderNode(
          frame: frame,
          kind: .fill(
            ctx.pick(light: "#00000029", dark: "#0000004D"), cornerRadius: glass?.cornerRadius ?? 13,
            corners: glass != nil ? [.all, .continuous] : .all))
        dim.clip = clip
        nodes.append(dim)
        // Kept on the screen: at least 8 pt from its bottom edge, then from its top.
        var y = origin.y + submenu.y
        if let screen = self.canvas.height { y = min(y, screen - 8 - submenu.panel.size.height) }
        nodes += submenu.panel.draw(Point(x: origin.x, y: max(8, y)))
      }
      return nodes
    }
  }

  /// The tallest a menu panel is: the screen's height less 8 pt above and below; on a canvas
  /// that grows to fit, the tallest screen's (the 12.9-inch iPad's, 1366 pt).
  static func maximumMenuHeight(screen: Double?) -> Double { max(44, (screen ?? 1366) - 16) }

  private func measure(_ s: String, _ font: FontDescriptor, width: Double, lines: Int = 1) -> TextMeasurement {
    resources.measure(
      TextRequest(
        string: localized(s), font: font, maxWidth: width, numberOfLines: lines, direction: environment.layoutDirection)
    )
  }

  private func textRun(
    _ s: String, _ font: FontDescriptor, _ color: Color, _ frame: Rect, lines: Int, alignment: ResolvedAlignment = .left
  ) -> RenderNode {
    RenderNode(
      frame: frame,
      kind: .text(
        TextRun(
          string: localized(s), font: font, color: color, layoutWidth: frame.width, numberOfLines: lines,
          lineBreakMode: .byTruncatingTail, alignment: alignment, direction: environment.layoutDirection)))
  }

  /// Where a menu opens from `source` (spec §12): below it in the top half of the screen, above
  /// it in the bottom half; leading-, centre- or trailing-aligned by the third it is in; at
  /// least 8 pt from the edges.
  /// A canvas that grows to fit has no bottom half: menus open below their source there.
  func menuOrigin(_ size: Size, source: Rect, canvas: Size, growsToFit: Bool = false) -> Point {
    // On iOS 26 a source is at least a 44 pt glass platter round what it shows (estimate).
    var source = source
    if design.menu != nil {
      let w = max(source.width, 44)
      let h = max(source.height, 44)
      source = Rect(x: source.midX - w / 2, y: source.midY - h / 2, width: w, height: h)
    }
    let third = canvas.width / 3
    var x: Double
    if source.midX < third {
      x = source.x
    } else if source.midX > 2 * third {
      x = source.maxX - size.width
    } else {
      x = source.midX - size.width / 2
    }
    x = min(max(8, x), max(8, canvas.width - 8 - size.width))
    let below = growsToFit || source.midY < canvas.height / 2
    var y = below ? source.maxY + 8 : source.y - 8 - size.height
    // iOS 26's menu grows out of its source: over it, from its top edge (or its bottom one).
    if design.menu != nil { y = below ? source.y : source.maxY - size.height }
    return Point(x: x, y: max(8, y))
  }

  /// Lays out the collected overlays above a screen `canvasHeight` tall.
  func presentOverlays(canvasHeight: Double, growsToFit: Bool = false) -> (nodes: [RenderNode], bottom: Double) {
    var nodes: [RenderNode] = []
    var bottom = 0.0
    let canvasSize = Size(width: canvas.width, height: canvasHeight)
    var contextMenuShown = false
    var menuShown = false
    for (request, source) in overlays.requests {
      let start = nodes.count
      defer { nodes.claim(from: start, for: source) }
      switch request {
      case .menu(let menu, let source):
        // iOS shows one menu at a time: the first one presented (the decoder warns of the rest).
        if menuShown { continue }
        menuShown = true
        let panel = menuPanel(menu)
        let origin = menuOrigin(panel.size, source: source, canvas: canvasSize, growsToFit: growsToFit)
        nodes += panel.draw(origin)
        bottom = max(bottom, origin.y + panel.extent + 8)
      case .anchored(let source, let draw):
        let drawn = draw(source)
        nodes += drawn
        bottom = max(bottom, (drawn.map(\.frame.maxY).max() ?? 0) + 8)
      case .contextMenu(let menu, let preview, let previewFrame, let placed):
        // iOS presents one context menu at a time: the first one presented.
        if contextMenuShown { continue }
        contextMenuShown = true
        // The screen blurs and dims behind the lifted view and its menu.
        let screen = Rect(x: 0, y: 0, width: canvas.width, height: canvasHeight)
        // iOS 26 blurs it without dimming.
        let tint = design.menu == nil ? Color(hex: "#0000002E")! : Color(hex: "#00000000")!
        nodes.append(RenderNode(frame: screen, kind: .backdropBlur(tint: tint, radius: 16, cornerRadius: 0)))
        let panel = menuPanel(menu)
        // The preview stays where it is drawn when the menu fits below it, else rises to make room.
        let frame = placed.apply(previewFrame)
        let gap = 16.0
        var top = frame.y
        let needed = frame.height + gap + panel.size.height
        if top + needed > canvasHeight - 8 { top = max(8, canvasHeight - 8 - needed) }
        let dy = top - frame.y
        let lifted = frame.offsetBy(dx: 0, dy: dy)
        // iOS 26 rounds the lifted view more, with continuous corners.
        let corner = design.menu?.previewCorner ?? 13
        let corners: Corners = design.menu == nil ? .all : [.all, .continuous]
        nodes.append(
          RenderNode(
            frame: lifted, kind: .shadow(Color(hex: "#00000033")!, blurRadius: 12, offsetY: 4, cornerRadius: corner)))
        nodes.append(
          RenderNode(
            frame: lifted,
            kind: .fill(
              environment.resolve(.system(.secondarySystemGroupedBackground)), cornerRadius: corner, corners: corners)))
        if placed == .identity {
          let clip = Clip(rect: lifted, cornerRadius: corner, corners: corners)
          for n in preview {
            var moved = n.offsetBy(dx: 0, dy: dy)
            moved.clip = clip
            nodes.append(moved)
          }
        } else {
          // The view lifts as big as it is drawn (a sheet's card scales it): its nodes go through
          // the transform that draws it there, clipped to its frame before it.
          let bracket = OverlayCollector.Transform(dx: 0, dy: dy).after(placed).bracket(over: previewFrame)
          let clip = Clip(rect: previewFrame, cornerRadius: corner / placed.scale, corners: corners)
          nodes.append(bracket.begin)
          for n in preview {
            var clipped = n
            clipped.clip = clip
            nodes.append(clipped)
          }
          nodes.append(bracket.end)
        }
        let origin = Point(
          x: min(max(8, lifted.x), max(8, canvas.width - 8 - panel.size.width)), y: lifted.maxY + gap)
        nodes += panel.draw(origin)
        bottom = max(bottom, origin.y + panel.extent + 8)
      }
    }
    return (nodes, bottom)
  }
}

extension MenuView: ControlLayout {
  var disabledOpacity: Double? { nil }
  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    laidOut(ctx, proposedWidth: proposedWidth).size
  }
  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    laidOut(ctx, proposedWidth: frame.width).nodes(frame, ctx)
  }

  /// The panel built once, whatever the width offered, and drawn at the frame's origin.
  func laidOut(_ ctx: ControlContext, proposedWidth: Double) -> ControlLaidOut {
    let panel = ctx.engine.menuPanel(menu)
    return ControlLaidOut(size: Size(width: panel.size.width, height: panel.extent), width: nil) { frame, _ in
      panel.draw(Point(x: frame.x, y: frame.y))
    }
  }
}

extension ContextMenu: ControlLayout {
  var fillsWidth: Bool { true }
  var disabledOpacity: Double? { nil }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    laidOut(ctx, proposedWidth: proposedWidth).size
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    laidOut(ctx, proposedWidth: frame.width).nodes(frame, ctx)
  }

  /// The content laid out once (it lays itself out again for a frame of another width); the
  /// preview laid out when drawn, at the frame's width.
  func laidOut(_ ctx: ControlContext, proposedWidth width: Double) -> ControlLaidOut {
    let laidContent = content.map { ctx.engine.at("content").layout($0, width: width) }
    return ControlLaidOut(size: laidContent?.size ?? .zero, width: nil) { frame, ctx in
      nodes(in: frame, ctx, content: laidContent)
    }
  }

  private func nodes(in frame: Rect, _ ctx: ControlContext, content laidContent: LayoutResult?) -> [RenderNode] {
    var nodes: [RenderNode] = []
    laidContent?.emit(in: frame, chrome: ctx.engine.chrome, into: &nodes)
    if isMenuPresented {
      var lifted: [RenderNode] = []
      var liftedFrame = frame
      if let preview {
        let laidPreview = ctx.engine.at("preview").layout(preview, width: frame.width)
        liftedFrame = Rect(x: frame.x, y: frame.y, width: frame.width, height: laidPreview.size.height)
        laidPreview.emit(in: liftedFrame, chrome: ctx.engine.chrome, into: &lifted)
      } else {
        lifted = nodes
      }
      ctx.engine.present(.contextMenu(menu, preview: lifted, frame: liftedFrame))
    }
    return nodes
  }
}
