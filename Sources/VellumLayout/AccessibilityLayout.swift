/// The accessibility elements layout places beside what it draws, derived the way UIKit derives
/// them: a label's text, a list cell's texts and accessories, a control's kind and value.
extension LayoutEngine {
  /// A node placing `element` over `frame` (it paints nothing).
  func accessibilityNode(_ element: AccessibilityElement, frame: Rect) -> RenderNode {
    RenderNode(frame: frame, kind: .accessibility(element))
  }

  /// Text as VoiceOver reads it: what is shown (pseudolocalised too), without the invisible
  /// marks that only steer drawing.
  func spoken(_ s: String) -> String {
    localized(s).filter { !["\u{2060}", "\u{202E}", "\u{202C}"].contains($0) }
  }

  /// A `UILabel`: its text, `staticText`.
  func textElement(_ string: String) -> AccessibilityElement {
    AccessibilityElement(label: spoken(string), traits: .staticText)
  }

  /// A list cell (`UICollectionViewListCell`) as VoiceOver reads it: its text and secondary
  /// text ("Wi-Fi, Home"); accessories add a value (a label's text, a badge's count, progress,
  /// expanded or collapsed), traits (a disclosure indicator makes it a button; a checkmark or
  /// selection, selected) and custom actions (editing accessories, swipe actions); a control
  /// accessory's value and traits join the cell's.
  func cellElement(_ cell: Cell) -> AccessibilityElement {
    let content = cell.content
    var e = AccessibilityElement()
    let texts = [content.text, content.secondaryText].compactMap { $0 }.filter { !$0.isEmpty }.map(spoken)
    e.label = texts.isEmpty ? nil : texts.joined(separator: ", ")
    if content.style == .sidebarHeader { e.traits.insert(.header) }
    var values: [String] = []
    let editing = cell.state.isEditing
    for accessory in cell.accessories where accessory.isVisible(editing: editing) {
      switch accessory.kind {
      case .disclosureIndicator: e.traits.insert(.button)
      case .checkmark: e.traits.insert(.selected)
      case .detail: e.customActions.append("More Info")
      case .outlineDisclosure: values.append(cell.state.isExpanded ? "expanded" : "collapsed")
      case .delete: e.customActions.append("Delete")
      case .insert: e.customActions.append("Insert")
      case .reorder: e.customActions.append("Reorder")
      case .multiselect: break
      case .label(let text): values.append(spoken(text))
      case .badge(let text, _): values.append(spoken(text))
      case .progress(let p): values.append(Self.percent(p))
      case .control(let c):
        if let inner = controlLayout(c).accessibilityElement(ControlContext(engine: self, common: c.value.common)) {
          if let v = inner.value { values.append(v) }
          e.traits.formUnion(inner.traits.subtracting(.notEnabled))
        }
      }
    }
    e.customActions += cell.swipeActions.map { spoken($0.title) }
    if !values.isEmpty { e.value = values.joined(separator: ", ") }
    if cell.state.isSelected { e.traits.insert(.selected) }
    if cell.state.isDisabled { e.traits.insert(.notEnabled) }
    return e
  }

  /// A list's section header (a heading) or footer (text).
  func supplementaryElement(_ config: ListContentConfiguration, isHeader: Bool) -> AccessibilityElement? {
    let texts = [config.text, config.secondaryText].compactMap { $0 }.filter { !$0.isEmpty }.map(spoken)
    guard !texts.isEmpty else { return nil }
    return AccessibilityElement(label: texts.joined(separator: ", "), traits: isHeader ? .header : .staticText)
  }

  /// `0.4` as VoiceOver says a fraction: "40%".
  static func percent(_ fraction: Double) -> String {
    "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
  }
}
