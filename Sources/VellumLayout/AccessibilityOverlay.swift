/// The accessibility overlay (`vellum render --accessibility`), laid out as AccessibilitySnapshot
/// draws it: the screen with each element's frame tinted and outlined in a colour of its own and
/// numbered in reading order, and below it a legend, one entry per element with its number, label,
/// value, traits, hint and custom actions, then the audit's warnings.
package struct AccessibilityOverlay {
  let resources: any LayoutResources

  package init(resources: any LayoutResources) { self.resources = resources }

  static let palette: [Color] = [
    "#E6194B", "#3CB44B", "#4363D8", "#F58231", "#911EB4", "#42D4F4", "#F032E6", "#9A6324", "#469990", "#808000",
  ].map { Color(hex: $0)! }
  static let margin = 16.0
  static let labelFont = FontDescriptor(size: 13, weight: .semibold)
  static let detailFont = FontDescriptor(size: 12)
  static let badgeFont = FontDescriptor(size: 10, weight: .bold)
  static let ink = Color(rgba: 0x1C1C_1EFF)
  static let secondaryInk = Color(rgba: 0x3C3C_43B3)

  /// The overlay of `tree`: the screen as drawn, then the frames, then the legend below with
  /// the warnings of `audit`.
  package func layout(_ tree: RenderTree, audit: AccessibilityAudit = .strict) -> RenderTree {
    let elements = tree.accessibilityElements()
    let width = max(tree.size.width, 320)
    let screen = Rect(x: 0, y: 0, width: tree.size.width, height: tree.size.height)
    var nodes = [RenderNode(frame: screen, kind: .fill(tree.background, cornerRadius: 0, corners: []))]
    nodes += tree.nodes.map { node in
      var n = node
      n.clip =
        n.clip.map { Clip(rect: $0.rect.intersection(screen), cornerRadius: $0.cornerRadius, corners: $0.corners) }
        ?? Clip(rect: screen)
      return n
    }
    for (i, p) in elements.enumerated() {
      let colour = Self.palette[i % Self.palette.count]
      nodes.append(RenderNode(frame: p.frame, kind: .fill(colour.withAlpha(0.25), cornerRadius: 0, corners: [])))
      nodes.append(RenderNode(frame: p.frame, kind: .stroke(colour, width: 1.5, cornerRadius: 0)))
      nodes += badge(i + 1, colour, at: Point(x: p.frame.x + 2, y: p.frame.y + 2))
    }
    // The legend, on white below the screen.
    var y = tree.size.height + Self.margin
    var legend: [RenderNode] = []
    let textX = Self.margin + 26
    let textWidth = width - textX - Self.margin
    for (i, p) in elements.enumerated() {
      legend += badge(i + 1, Self.palette[i % Self.palette.count], at: Point(x: Self.margin, y: y))
      let e = p.element
      let title = text(
        e.label.map { "“\($0)”" } ?? "(no label)", Self.labelFont, Self.ink, x: textX, y: y, width: textWidth)
      legend.append(title)
      y += title.frame.height + 2
      var details: [String] = []
      if let v = e.value { details.append("value: \(v)") }
      if !e.traits.isEmpty { details.append("traits: " + e.traits.names.joined(separator: ", ")) }
      if let h = e.hint { details.append("hint: \(h)") }
      if !e.customActions.isEmpty { details.append("actions: " + e.customActions.joined(separator: ", ")) }
      if !details.isEmpty {
        let line = text(
          details.joined(separator: " · "), Self.detailFont, Self.secondaryInk, x: textX, y: y, width: textWidth)
        legend.append(line)
        y += line.frame.height
      }
      y += 10
    }
    let findings = tree.accessibilityFindings(elements, audit: audit)
    for warning in findings.warnings + (findings.note.map { [$0] } ?? []) {
      let line = text(
        "⚠ " + warning, Self.detailFont, Color(rgba: 0xC230_00FF), x: Self.margin, y: y, width: width - 2 * Self.margin)
      legend.append(line)
      y += line.frame.height + 4
    }
    let height = y + Self.margin - 10
    nodes.append(
      RenderNode(
        frame: Rect(x: 0, y: tree.size.height, width: width, height: height - tree.size.height),
        kind: .fill(.white, cornerRadius: 0, corners: [])))
    nodes += legend
    var overlay = RenderTree(
      size: Size(width: width, height: height), scale: tree.scale, background: .white, layoutDirection: .leftToRight,
      nodes: nodes
    ).snappedToPixels()
    overlay.resolveTexts(resources)
    return overlay
  }

  /// A 16 pt disc in `colour` holding the element's number.
  private func badge(_ number: Int, _ colour: Color, at origin: Point) -> [RenderNode] {
    let d = 16.0
    let disc = Rect(x: origin.x, y: origin.y, width: d, height: d)
    let m = resources.measure(TextRequest(string: "\(number)", font: Self.badgeFont, maxWidth: nil, numberOfLines: 1))
    return [
      RenderNode(frame: disc, kind: .fill(colour, cornerRadius: d / 2, corners: .all)),
      RenderNode(
        frame: Rect(x: disc.x - 4, y: disc.midY - m.size.height / 2, width: d + 8, height: m.size.height),
        kind: .text(
          TextRun(
            string: "\(number)", font: Self.badgeFont, color: .white, layoutWidth: d + 8, numberOfLines: 1,
            lineBreakMode: .byClipping, alignment: .center, direction: .leftToRight))),
    ]
  }

  /// Left-to-right text wrapping at `width`.
  private func text(_ s: String, _ font: FontDescriptor, _ colour: Color, x: Double, y: Double, width: Double)
    -> RenderNode
  {
    let m = resources.measure(TextRequest(string: s, font: font, maxWidth: width, lineBreakMode: .byWordWrapping))
    return RenderNode(
      frame: Rect(x: x, y: y, width: width, height: m.size.height),
      kind: .text(
        TextRun(
          string: s, font: font, color: colour, layoutWidth: width, numberOfLines: 0, lineBreakMode: .byWordWrapping,
          alignment: .left, direction: .leftToRight)))
  }
}
