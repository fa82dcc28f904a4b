import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One element of UIKit's accessibility tree: what VoiceOver reads for a region of the screen.
public struct AccessibilityElement: Sendable, Equatable {
  /// `accessibilityLabel`: what it is ("Wi-Fi, Home").
  public var label: String?
  /// `accessibilityValue`: its current value ("40%", "on", "page 2 of 5").
  public var value: String?
  /// `accessibilityHint`: what using it does.
  public var hint: String?
  public var traits: AccessibilityTraits
  /// `accessibilityCustomActions`' names (swipe actions, editing accessories).
  public var customActions: [String]

  public init(
    label: String? = nil, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
    customActions: [String] = []
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.customActions = customActions
  }

  /// The element with what the author set in place of what was derived.
  public func overridden(by o: AccessibilityOverrides) -> AccessibilityElement {
    var e = self
    if let l = o.label { e.label = l }
    if let v = o.value { e.value = v }
    if let h = o.hint { e.hint = h }
    if let t = o.traits { e.traits = t }
    return e
  }

  /// As VoiceOver speaks it: label, value, traits, hint ("Wi-Fi, Home, Button").
  public var spoken: String {
    var parts: [String] = []
    if let label, !label.isEmpty { parts.append(label) }
    if let value, !value.isEmpty { parts.append(value) }
    let words: [(AccessibilityTraits, String)] = [
      (.selected, "Selected"), (.button, "Button"), (.toggleButton, "Switch button"), (.tabBar, "Tab"),
      (.header, "Heading"),
      (.link, "Link"), (.adjustable, "Adjustable"), (.image, "Image"), (.searchField, "Search field"),
      (.notEnabled, "Dimmed"),
    ]
    for (trait, word) in words where traits.contains(trait) {
      // A switch button and a tab are buttons VoiceOver names by their kind.
      if trait == .button && !traits.isDisjoint(with: [.toggleButton, .tabBar]) { continue }
      parts.append(word)
    }
    if let hint, !hint.isEmpty { parts.append(hint) }
    return parts.joined(separator: ", ")
  }
}

/// An element placed on the canvas, with the component it describes.
public struct PlacedAccessibilityElement: Sendable, Equatable {
  public var element: AccessibilityElement
  public var frame: Rect
  /// The component's JSON path.
  public var path: String
}

extension RenderTree {
  /// The accessibility elements in VoiceOver's reading order: rows from top to bottom, each
  /// from the leading edge (the left, or the right in right-to-left layouts). Elements whose
  /// centres fall within the first element of a row belong to that row.
  public func accessibilityElements() -> [PlacedAccessibilityElement] {
    let placed = allAccessibility
    let byTop = placed.enumerated().sorted { a, b in
      (a.element.frame.y, a.offset) < (b.element.frame.y, b.offset)
    }.map(\.element)
    var rows: [[PlacedAccessibilityElement]] = []
    for e in byTop {
      if let anchor = rows.last?.first, e.frame.midY >= anchor.frame.y, e.frame.midY < anchor.frame.maxY,
        anchor.frame.midY >= e.frame.y
      {
        rows[rows.count - 1].append(e)
      } else {
        rows.append([e])
      }
    }
    let rtl = layoutDirection == .rightToLeft
    return rows.flatMap { row in
      row.enumerated().sorted { a, b in
        let x = rtl ? -a.element.frame.maxX : a.element.frame.x
        let y = rtl ? -b.element.frame.maxX : b.element.frame.x
        return (x, a.offset) < (y, b.offset)
      }.map(\.element)
    }
  }

  /// The accessibility snapshot (`name.accessibility.txt`): each element in reading order with
  /// its frame, component, label, value, traits, hint and custom actions, then the checks'
  /// warnings (elements without a label, text below WCAG's contrast minimum).
  public func accessibilityDump() -> String {
    let elements = accessibilityElements()
    var lines: [String] = []
    for (i, p) in elements.enumerated() {
      let f = p.frame
      lines.append("\(i + 1). \(p.path) \(num(f.x)),\(num(f.y)) \(num(f.width))x\(num(f.height))")
      let e = p.element
      if let l = e.label { lines.append("   label \(quote(l))") }
      if let v = e.value { lines.append("   value \(quote(v))") }
      if !e.traits.isEmpty { lines.append("   traits \(e.traits.names.joined(separator: " "))") }
      if let h = e.hint { lines.append("   hint \(quote(h))") }
      if !e.customActions.isEmpty { lines.append("   actions " + e.customActions.map(quote).joined(separator: ", ")) }
      lines.append("   spoken \(quote(e.spoken))")
    }
    let warnings = accessibilityWarnings(elements)
    if !warnings.isEmpty {
      lines.append("")
      lines += warnings.map { "warning: " + $0 }
    }
    return lines.isEmpty ? "no accessibility elements\n" : lines.joined(separator: "\n") + "\n"
  }

  /// What an accessibility audit flags: elements VoiceOver can only call by their traits (an
  /// image-only button without a label), and text whose contrast with what lies under it is
  /// below WCAG 2's minimum (4.5:1; 3:1 for large text: 18 pt, or 14 pt bold).
  public func accessibilityWarnings(_ elements: [PlacedAccessibilityElement]? = nil) -> [String] {
    var out: [String] = []
    for (i, p) in (elements ?? accessibilityElements()).enumerated()
    where (p.element.label ?? "").isEmpty && !p.element.traits.contains(.notEnabled) {
      out.append("\(i + 1). \(p.path) has no label")
    }
    for (i, n) in nodes.enumerated() {
      guard case .text(let t) = n.kind, t.color.alpha > 0,
        t.string.unicodeScalars.contains(where: { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
      else { continue }
      let under = background(under: Point(x: n.frame.midX, y: n.frame.midY), before: i)
      let ratio = Self.contrast(t.color.over(under), under)
      let large = t.font.size >= 18 || (t.font.size >= 14 && t.font.weight.numericValue >= 700)
      let minimum = large ? 3.0 : 4.5
      if ratio < minimum - 1e-9 {
        out.append(
          "contrast \(num((ratio * 100).rounded() / 100)):1 below \(large ? "3" : "4.5"):1: \(quote(t.string)) \(t.color) on \(under)"
            + (n.source.map { " (\($0.path))" } ?? ""))
      }
    }
    return out
  }

  /// The opaque colour painted under `point` before node `index`: the fills and backdrops
  /// covering it, laid over the canvas background.
  func background(under point: Point, before index: Int) -> Color {
    var layers: [Color] = []
    for n in nodes[..<index].reversed() {
      let inside =
        point.x >= n.frame.x && point.x < n.frame.maxX && point.y >= n.frame.y && point.y < n.frame.maxY
        && (n.clip.map {
          point.x >= $0.rect.x && point.x < $0.rect.maxX && point.y >= $0.rect.y && point.y < $0.rect.maxY
        }
          ?? true)
      guard inside else { continue }
      switch n.kind {
      case .fill(let c, _, _) where c.alpha > 0: layers.append(c)
      case .backdropBlur(let tint, _, _): layers.append(tint)
      default: continue
      }
      if layers.last!.alpha >= 1 { break }
    }
    var colour = background.withAlpha(1)
    for c in layers.reversed() { colour = c.over(colour) }
    return colour
  }

  /// WCAG 2's contrast ratio of two opaque colours.
  static func contrast(_ a: Color, _ b: Color) -> Double {
    func channel(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    func luminance(_ c: Color) -> Double {
      0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }
}

extension Color {
  /// This colour laid over an opaque `base`.
  func over(_ base: Color) -> Color {
    let a = alpha
    return Color(
      red: red * a + base.red * (1 - a), green: green * a + base.green * (1 - a), blue: blue * a + base.blue * (1 - a),
      alpha: 1)
  }
}
