/// A `UILabel`: its text set in the width offered, with VoiceOver's static-text element and the
/// pointer's text (I-beam) behaviour unless a `pointerInteraction` says otherwise.
extension TextComponent: ComponentLayout {
  var stackTraits: StackChildTraits { StackChildTraits(contentHuggingPriority: 251) }
  func measure(in engine: LayoutEngine, width: Double) -> Size {
    engine.resources.measure(engine.textRequest(self, width: width)).size
  }

  func place(in engine: LayoutEngine, frame: Rect, into nodes: inout [RenderNode]) {
    let font = font.resolve(engine.environment.contentSizeCategory)
    let request = engine.textRequest(self, width: frame.width)
    let m = engine.resources.measure(request)
    let start = nodes.count
    let box = Rect(x: frame.x, y: frame.y, width: frame.width, height: m.size.height)
    nodes.append(
      RenderNode(
        frame: box,
        kind: .text(
          TextRun(
            string: request.string, font: font, color: engine.environment.resolve(color),
            layoutWidth: max(0, frame.width), numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            alignment: engine.resolve(alignment), direction: engine.environment.layoutDirection,
            spans: request.spans,
            // The label's colour is the author's unless it is a semantic system colour.
            hasOwnColor: color.isOwnChoice || resolvedRuns.contains { $0.color?.isOwnChoice ?? false }))))
    var element = engine.textElement(string)
    // A label with a link in its text is read as one (`UIAccessibilityTraits.link`).
    if resolvedRuns.contains(where: { $0.link != nil }) { element.traits.insert(.link) }
    nodes.append(engine.accessibilityNode(element, frame: box))
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
    let spans = textSpans(t)
    return TextRequest(
      string: spans.isEmpty ? localized(t.string) : spans.map(\.string).joined(),
      font: t.font.resolve(environment.contentSizeCategory), maxWidth: max(0, width), numberOfLines: t.numberOfLines,
      lineBreakMode: t.lineBreakMode, direction: environment.layoutDirection, spans: spans)
  }

  /// An attributed label's runs resolved: each run's font (the label's unless it names one,
  /// then its weight, bold, italic and monospaced design), colour (the label's, a link's the
  /// tint colour) and the rest; empty runs left out. None for a plain string.
  func textSpans(_ t: TextComponent) -> [TextSpan] {
    guard t.isAttributed else { return [] }
    let category = environment.contentSizeCategory
    return t.resolvedRuns.filter { !$0.string.isEmpty }.map { run in
      let spec = run.font ?? t.font
      var font = spec.resolve(category)
      if run.bold { font.weight = Self.bolder(font.weight, Self.emphasizedWeight(spec)) }
      if let w = run.weight { font.weight = w }
      font.italic = run.italic
      font.monospaced = run.monospaced
      return TextSpan(
        string: localized(run.string), font: font,
        color: environment.resolve(run.color ?? (run.link != nil ? .tint : t.color)),
        backgroundColor: run.backgroundColor.map(environment.resolve), underline: run.underline,
        strikethrough: run.strikethrough, baselineOffset: run.baselineOffset, kern: run.kern, link: run.link)
    }
  }

  /// The weight the bold trait gives a font: a text style's emphasized weight (semibold, bold
  /// for the titles), bold for a system font.
  static func emphasizedWeight(_ spec: FontSpec) -> FontWeight {
    switch spec {
    case .textStyle(let style, _): style.emphasizedWeight
    case .system: .bold
    }
  }

  static func bolder(_ a: FontWeight, _ b: FontWeight) -> FontWeight { a.numericValue >= b.numericValue ? a : b }
}
