/// A `UILabel`: its text set in the width offered, with VoiceOver's static-text element and the
/// pointer's text (I-beam) behaviour unless a `pointerInteraction` says otherwise.
extension TextComponent: ComponentLayout {
  func measure(in engine: LayoutEngine, width: Double) -> Size {
    engine.resources.measure(engine.textRequest(self, width: width)).size
  }

  func place(in engine: LayoutEngine, frame: Rect, into nodes: inout [RenderNode]) {
    let font = font.resolve(engine.environment.contentSizeCategory)
    let m = engine.resources.measure(engine.textRequest(self, width: frame.width))
    let start = nodes.count
    let box = Rect(x: frame.x, y: frame.y, width: frame.width, height: m.size.height)
    nodes.append(
      RenderNode(
        frame: box,
        kind: .text(
          TextRun(
            string: engine.localized(string), font: font, color: engine.environment.resolve(color),
            layoutWidth: max(0, frame.width), numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            alignment: engine.resolve(alignment), direction: engine.environment.layoutDirection))))
    nodes.append(engine.accessibilityNode(engine.textElement(string), frame: box))
    let lineHeight = m.firstLineHeight > 0 ? m.firstLineHeight : font.size
    engine.markPointer(
      pointerInteraction.map { .target(PointerTarget($0)) }
        ?? .text(lineHeight: lineHeight, firstLineTop: 0, lineCount: max(1, m.lineCount)),
      frame: box, from: start, in: &nodes)
  }

  var accessibilityOverrides: AccessibilityOverrides? { accessibility }

  /// The first line's baseline, or the last's (as far above the bottom as the first's below
  /// its line's top).
  func baseline(in engine: LayoutEngine, width: Double, last: Bool) -> Double? {
    let m = engine.resources.measure(engine.textRequest(self, width: width))
    return last ? m.size.height - (m.firstLineHeight - m.firstBaseline) : m.firstBaseline
  }
}

extension LayoutEngine {
  func textRequest(_ t: TextComponent, width: Double) -> TextRequest {
    TextRequest(
      string: localized(t.string), font: t.font.resolve(environment.contentSizeCategory), maxWidth: max(0, width),
      numberOfLines: t.numberOfLines, lineBreakMode: t.lineBreakMode, direction: environment.layoutDirection)
  }
}
