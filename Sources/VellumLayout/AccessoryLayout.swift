/// Colours accessories resolve against.
struct AccessoryStyle {
  var environment: Environment
  var state: ConfigurationState
  /// The row has a tint-filled selection: accessories turn white.
  var onTint: Bool
  /// Sidebars grey disabled content further (quaternaryLabel, spec §3.4).
  var inSidebar: Bool

  func color(_ authored: ColorValue?, default d: ColorValue) -> Color {
    if let authored { return environment.resolve(authored) }
    if onTint { return .white }
    if state.isDisabled { return environment.resolve(.system(inSidebar ? .quaternaryLabel : .tertiaryLabel)) }
    return environment.resolve(d)
  }
}

/// A measured accessory that can draw itself into a frame.
struct AccessoryBox {
  var width: Double
  var height: Double
  var nodes: (Rect) -> [RenderNode]

  func nodes(in frame: Rect) -> [RenderNode] { nodes(frame) }
}

extension LayoutEngine {
  /// Size and drawing of a system accessory. Symbols are drawn at sizes and weights chosen so
  /// their visible artwork matches UIKit's (estimates: the spec gives only the chevron's style).
  /// `a` is the cell's accessory at `index`, in a row `rowWidth` wide.
  func accessoryBox(_ a: CellAccessory, index: Int, style: AccessoryStyle, rowWidth: Double) -> AccessoryBox {
    let factor = environment.contentSizeCategory.bodyMetricsFactor
    let grey = ColorValue.system(.tertiaryLabel)
    /// A glyph whose visible artwork is `artwork` em wide, drawn at `size` points.
    func glyph(_ name: String, size: Double, artwork: Double, color: Color) -> AccessoryBox {
      let s = size * factor
      let w = (s * artwork).rounded(.up)
      return AccessoryBox(width: w, height: s) { f in [self.symbolNode(name, size: s, color: color, in: f)] }
    }
    switch a.kind {
    case .disclosureIndicator:
      return disclosureIndicatorBox(color: style.color(a.tintColor, default: grey))
    case .checkmark:
      return glyph("checkmark", size: 22, artwork: 0.65, color: style.color(a.tintColor, default: .tint))
    case .detail:
      return glyph("info.circle", size: 24, artwork: 0.85, color: style.color(a.tintColor, default: .tint))
    case .outlineDisclosure:
      let expanded = style.state.isExpanded
      let forward = environment.layoutDirection == .rightToLeft ? "chevron.backward" : "chevron.forward"
      return glyph(
        // One box for both states, as UIKit rotates a single glyph in a fixed frame.
        expanded ? "chevron.down" : forward, size: 22, artwork: 0.5,
        color: style.color(a.tintColor, default: .tint))
    case .delete:
      return glyph(
        "minus.circle.fill", size: 26, artwork: 0.85, color: style.color(a.tintColor, default: .system(.systemRed)))
    case .insert:
      return glyph(
        "plus.circle.fill", size: 26, artwork: 0.85, color: style.color(a.tintColor, default: .system(.systemGreen)))
    case .reorder:
      return glyph("line.3.horizontal", size: 24, artwork: 0.75, color: style.color(a.tintColor, default: grey))
    case .multiselect:
      let selected = style.state.isSelected
      return glyph(
        selected ? "checkmark.circle.fill" : "circle", size: 26, artwork: 0.85,
        color: style.color(a.tintColor, default: selected ? .tint : grey))
    case .label(let text):
      return labelBox(text, color: style.color(a.tintColor, default: .system(.secondaryLabel)))
    case .badge(let text, let fill):
      return badgeBox(text, fill: fill, onTint: style.onTint)
    case .customView(let v):
      return customViewBox(v, index: index, rowWidth: rowWidth)
    case .control(let c):
      return controlBox(c)
    case .progress(let value):
      // UIProgressView's default style: a 4 pt capsule track with the tint filling `value`.
      let w = 60 * factor
      let track = environment.resolve(.system(.systemFill))
      let tint = style.color(a.tintColor, default: .tint)
      return AccessoryBox(width: w, height: 4) { f in
        [
          RenderNode(frame: f, kind: .fill(track, cornerRadius: 2, corners: .all)),
          RenderNode(
            frame: Rect(x: f.x, y: f.y, width: f.width * value, height: f.height),
            kind: .fill(tint, cornerRadius: 2, corners: .all)),
        ]
      }
    }
  }

  /// The disclosure indicator: chevron.forward, emphasized body, small scale, tertiaryLabel
  /// (spec §7.1). Sized and boxed so its ink lands where iOS 18 draws it (issue 7, measured at
  /// 3x on a 390 pt inset-grouped list at content size medium, issue 33): 20 × 34 px, its left
  /// edge 28 px inside the card's trailing inset, 12 pt right of the value text's ink. The box
  /// is UIKit's image view, wider than the ink. Both scale with the body text from medium.
  private func disclosureIndicatorBox(color: Color) -> AccessoryBox {
    let factor = environment.contentSizeCategory.bodyMetricsFactor
    let name = environment.layoutDirection == .rightToLeft ? "chevron.backward" : "chevron.forward"
    let fromMedium = factor / ContentSizeCategory.medium.bodyMetricsFactor
    let size = 18.6 * fromMedium
    let space = design.list.disclosureSpace
    let imageWidth = 28 / 3 * fromMedium
    return AccessoryBox(width: imageWidth + (space.leading + space.trailing) * fromMedium, height: size) { box in
      // Laid out left to right; the tree is mirrored for right to left.
      let f = Rect(x: box.x + space.leading * fromMedium, y: box.y, width: imageWidth, height: box.height)
      // The chevron's ink sits 2 px (at 3x) after the box's centre, as iOS draws it: its outline
      // moved 0.86 units along the 24-unit grid (the box stays UIKit's).
      let rtl = environment.layoutDirection == .rightToLeft
      let recipe = SymbolRecipe(base: .path(rtl ? "M14.14 6l-6 6 6 6" : "M9.86 6l6 6-6 6"))
      return [
        RenderNode(
          frame: f,
          kind: .symbol(Symbol(name: name, recipe: recipe, pointSize: size, weight: .semibold, color: color)))
      ]
    }
  }

  /// A text on one line at the body size.
  private func labelBox(_ text: String, color: Color) -> AccessoryBox {
    let font = TextStyle.body.size(for: environment.contentSizeCategory)
    let request = TextRequest(
      string: localized(text), font: FontDescriptor(size: font), maxWidth: nil, numberOfLines: 1,
      direction: environment.layoutDirection)
    let m = resources.measure(request)
    return AccessoryBox(width: m.size.width, height: m.size.height) { f in
      [
        RenderNode(
          frame: f,
          kind: .text(
            TextRun(
              string: request.string, font: request.font, color: color, layoutWidth: f.width, numberOfLines: 1,
              lineBreakMode: .byTruncatingTail, alignment: .left, direction: self.environment.layoutDirection)))
      ]
    }
  }

  /// A count in white on a red capsule, or `fill` (on a tint-filled row: in the tint on white),
  /// at least round.
  private func badgeBox(_ text: String, fill: ColorValue?, onTint: Bool) -> AccessoryBox {
    let font = FontDescriptor(size: TextStyle.footnote.size(for: environment.contentSizeCategory), weight: .semibold)
    let m = resources.measure(TextRequest(string: localized(text), font: font, maxWidth: nil, numberOfLines: 1))
    let h = (m.size.height + 4).rounded(.up)
    let w = max(h, (m.size.width + 14).rounded(.up))
    let background =
      fill.map(environment.resolve) ?? (onTint ? .white : environment.resolve(.system(.systemRed)))
    let textColor = onTint && fill == nil ? environment.colors.tint : Color.white
    return AccessoryBox(width: w, height: h) { f in
      [
        RenderNode(frame: f, kind: .fill(background, cornerRadius: h / 2, corners: .all)),
        RenderNode(
          frame: Rect(x: f.x, y: f.midY - m.size.height / 2, width: f.width, height: m.size.height),
          kind: .text(
            TextRun(
              string: localized(text), font: font, color: textColor, layoutWidth: f.width, numberOfLines: 1,
              lineBreakMode: .byClipping, alignment: .center, direction: self.environment.layoutDirection))),
      ]
    }
  }

  /// A custom view (the cell's accessory at `index`): its own size, offered half the row at
  /// most; at least the reserved width, centred in it.
  private func customViewBox(_ v: CustomView, index: Int, rowWidth: Double) -> AccessoryBox {
    let inner = at("accessories[\(index)].customView.view").inset(leading: .infinity, trailing: .infinity)
    let size = inner.measure(v.view, width: rowWidth / 2)
    let width = max(size.width, v.reservedLayoutWidth ?? 0)
    return AccessoryBox(width: width, height: size.height) { f in
      var nodes: [RenderNode] = []
      inner.place(v.view, in: f.aligning(size, .center), into: &nodes)
      return nodes
    }
  }

  /// A control as the row's custom view: its own size, drawn by its own layout.
  private func controlBox(_ c: AnyControl) -> AccessoryBox {
    let layout = c.layout
    let size = measureControl(layout, width: 10_000)
    return AccessoryBox(width: size.width, height: size.height) { f in
      var nodes: [RenderNode] = []
      self.placeControl(layout, in: f, into: &nodes)
      // VoiceOver reads the control as part of the row (`cellElement` merges its value and traits).
      return nodes.filter { !$0.isAccessibilityElement }
    }
  }
}
