/// The accessibility elements layout places beside what it draws, derived the way UIKit derives
/// them: a label's text, a list cell's texts and accessories, a control's kind and value.
extension LayoutEngine {
  /// A node placing `element` over `frame` (it paints nothing).
  func accessibilityNode(_ element: AccessibilityElement, frame: Rect) -> RenderNode {
    RenderNode(frame: frame, mark: .accessibility(element))
  }

  /// Text as VoiceOver reads it: what is shown (pseudolocalised too), without the invisible
  /// marks that only steer drawing.
  func spoken(_ s: String) -> String {
    Pseudolanguage.removingMarks(localized(s))
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
  func cellElement(_ cell: Cell, hosted: [AccessibilityElement] = [], accessories: [AccessibilityElement] = [])
    -> AccessibilityElement?
  {
    let o = cell.accessibility
    if o.elementsHidden || o.isAccessibilityElement == false { return nil }
    let content = cell.content
    var e = AccessibilityElement()
    let texts =
      cell.hostingConfiguration == nil
      ? [content.text, content.secondaryText].compactMap { $0 }.filter { !$0.isEmpty }.map(spoken)
      : hosted.compactMap(\.label).filter { !$0.isEmpty }
    e.label = texts.isEmpty ? nil : texts.joined(separator: ", ")
    e.traits.formUnion(hosted.reduce(AccessibilityTraits()) { $0.union($1.traits) }.subtracting([.staticText, .image]))
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
      case .multiselect, .customView: break
      case .label(let text): values.append(spoken(text))
      case .badge(let text, _): values.append(spoken(text))
      case .progress(let p): values.append(Self.percent(p))
      case .control(let c):
        if let inner = c.layout.accessibilityElement(ControlContext(engine: self, common: c.value.common)) {
          if let v = inner.value { values.append(v) }
          e.traits.formUnion(inner.traits.subtracting(.notEnabled))
        }
      }
    }
    // Both edges' actions, swiped or not: trailing first, then leading [estimate of UIKit's order].
    e.customActions += (cell.swipeActions + cell.leadingSwipeActions).map { spoken($0.title) }
    values = hosted.compactMap(\.value) + values + accessories.compactMap { $0.value ?? $0.label }
    if !values.isEmpty { e.value = values.joined(separator: ", ") }
    if cell.state.isSelected { e.traits.insert(.selected) }
    if cell.state.isDisabled { e.traits.insert(.notEnabled) }
    return e.overridden(by: o)
  }

  /// Applies `component`'s `UIAccessibility` keys to the elements it placed from `start` (cells
  /// apply theirs in `cellElement`): hidden, everything inside goes; a stack that is an element
  /// becomes one, its children's labels joined; an image with a label becomes one; a text or a
  /// control takes what the author set over what was derived.
  func applyAccessibility(
    _ component: any ComponentLayout, frame: Rect, to nodes: inout [RenderNode], from start: Int
  ) {
    guard let o = component.accessibilityOverrides, !o.isEmpty else { return }
    func isElement(_ n: RenderNode, own: Bool) -> Bool {
      n.isAccessibilityElement && (!own || n.source == nil)
    }
    if o.elementsHidden {
      nodes[start...].removeAll { isElement($0, own: false) }
      return
    }
    switch component.accessibilityGrouping {
    case .mergesChildren:
      guard o.isAccessibilityElement == true else { return }
      let inner = nodes[start...].compactMap { n -> AccessibilityElement? in
        if case .accessibility(let e) = n.content { e } else { nil }
      }
      nodes[start...].removeAll { isElement($0, own: false) }
      let labels = inner.compactMap(\.label).filter { !$0.isEmpty }
      let merged = AccessibilityElement(
        label: labels.isEmpty ? nil : labels.joined(separator: ", "),
        value: inner.compactMap(\.value).first,
        traits: inner.reduce(AccessibilityTraits()) { $0.union($1.traits) }.subtracting(.staticText))
      nodes.append(accessibilityNode(merged.overridden(by: o), frame: frame))
    case .becomesImageElement:
      guard o.isAccessibilityElement ?? (o.label != nil) else { return }
      nodes.append(accessibilityNode(AccessibilityElement(traits: .image).overridden(by: o), frame: frame))
    case .overridesOwn:
      if o.isAccessibilityElement == false {
        nodes[start...].removeAll { isElement($0, own: true) }
        return
      }
      for i in start..<nodes.count where isElement(nodes[i], own: true) {
        if case .accessibility(let e) = nodes[i].content { nodes[i].content = .accessibility(e.overridden(by: o)) }
      }
    }
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
