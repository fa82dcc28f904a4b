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
  package func overridden(by o: AccessibilityOverrides) -> AccessibilityElement {
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
  public func accessibilityDump(audit: AccessibilityAudit = .strict) -> String {
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
    let findings = accessibilityFindings(elements, audit: audit)
    if !findings.warnings.isEmpty || findings.note != nil {
      lines.append("")
      lines += findings.warnings.map { "warning: " + $0 }
      if let note = findings.note { lines.append("note: " + note) }
    }
    return lines.isEmpty ? "no accessibility elements\n" : lines.joined(separator: "\n") + "\n"
  }

  /// What an accessibility audit flags: elements VoiceOver can only call by their traits (an
  /// image-only button without a label), and text whose contrast with what lies under it is
  /// below WCAG 2's minimum (4.5:1; 3:1 for large text: 18 pt, or 14 pt bold), where the text's
  /// or the background's colour is one `audit` holds the document to.
  public func accessibilityWarnings(
    _ elements: [PlacedAccessibilityElement]? = nil, audit: AccessibilityAudit = .strict
  ) -> [String] {
    accessibilityFindings(elements, audit: audit).warnings
  }

  /// The audit's warnings, and a note summing up the texts below the minimum in Apple's own
  /// colours (the baseline: iOS ships secondaryLabel at 3.44:1 on white, placeholders at 1.73:1),
  /// which only a strict audit lists one by one.
  package func accessibilityFindings(_ elements: [PlacedAccessibilityElement]? = nil, audit: AccessibilityAudit)
    -> (warnings: [String], note: String?)
  {
    var out: [String] = []
    var baseline: [(ratio: Double, pair: String)] = []
    // The document's own colours, found once and only if a text on a background the system does
    // not ship asks.
    var own: Set<Color>?
    func ownColors() -> Set<Color> {
      if let own { return own }
      let found = audit.ownColors ?? []
      own = found
      return found
    }
    for (i, p) in (elements ?? accessibilityElements()).enumerated()
    where (p.element.label ?? "").isEmpty && !p.element.traits.contains(.notEnabled) {
      out.append("\(i + 1). \(p.path) has no label")
    }
    for (i, n) in nodes.enumerated() {
      guard case .text(let t) = n.paint else { continue }
      // An attributed text is checked run by run, each in its own font and colour.
      let parts = t.spans.isEmpty ? [(t.string, t.font, t.color)] : t.spans.map { ($0.string, $0.font, $0.color) }
      let (under, layers) = backgroundLayers(under: Point(x: n.frame.midX, y: n.frame.midY), before: i)
      for (string, font, color) in parts
      where color.alpha > 0
        && string.unicodeScalars.contains(where: { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
      {
        let ratio = Self.contrast(color.over(under), under)
        let large = font.size >= 18 || (font.size >= 14 && font.weight.numericValue >= 700)
        let minimum = large ? 3.0 : 4.5
        guard ratio < minimum - 1e-9 else { continue }
        if audit.hasBaseline, !t.hasOwnColor, audit.isApples(on: under, layers: layers, own: ownColors) {
          baseline.append(
            ((ratio * 100).rounded() / 100, "\(SystemColor.name(of: color)) on \(SystemColor.name(of: under))"))
        } else {
          out.append(
            "contrast \(num((ratio * 100).rounded() / 100)):1 below \(large ? "3" : "4.5"):1: \(quote(string)) \(color) on \(under)"
              + (n.source.map { " (\($0.path))" } ?? ""))
        }
      }
    }
    guard let lowest = baseline.min(by: { $0.ratio < $1.ratio }) else { return (out, nil) }
    let texts = baseline.count == 1 ? "1 text" : "\(baseline.count) texts"
    return (
      out,
      "\(texts) in Apple's own colours below WCAG's minimum, as iOS ships them (lowest \(num(lowest.ratio)):1, "
        + "\(lowest.pair)); `--audit strict` lists each"
    )
  }

  /// The opaque colour painted under `point` before node `index`: the fills and backdrops
  /// covering it, laid over the canvas background.
  func background(under point: Point, before index: Int) -> Color {
    backgroundLayers(under: point, before: index).colour
  }

  /// The opaque colour under `point` before node `index`, and the colours laid to make it, the
  /// canvas background first.
  func backgroundLayers(under point: Point, before index: Int) -> (colour: Color, layers: [Color]) {
    var layers: [Color] = []
    for n in nodes[..<index].reversed() {
      let inside =
        point.x >= n.frame.x && point.x < n.frame.maxX && point.y >= n.frame.y && point.y < n.frame.maxY
        && (n.clip.map {
          point.x >= $0.rect.x && point.x < $0.rect.maxX && point.y >= $0.rect.y && point.y < $0.rect.maxY
        }
          ?? true)
      guard inside else { continue }
      switch n.paint {
      case .fill(let c, _, _) where c.alpha > 0: layers.append(c)
      case .backdropBlur(let tint, _, _): layers.append(tint)
      // Glass reads as its look's fill (what it comes to over a flat backdrop).
      case .glass(let g): layers.append(g.flatFill(g.appearance))
      // The edge effect reads as its fade where the point is.
      case .scrollEdgeEffect(let e): layers.append(e.fade(atY: point.y, in: n.frame))
      default: continue
      }
      if layers.last!.alpha >= 1 { break }
    }
    var colour = background.withAlpha(1)
    for c in layers.reversed() { colour = c.over(colour) }
    // The canvas shows through only where nothing opaque covers it.
    let shows = (layers.last?.alpha ?? 0) < 1
    return (colour, (shows ? [background] : []) + layers.reversed())
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

/// What the accessibility audit holds text contrast to: the colours a document names itself.
/// Texts below the minimum whose colour and background are all Apple's (system colours as the
/// system draws them, its tab greys and selection tints) form the baseline, summed up in one note.
public struct AccessibilityAudit: Sendable, Equatable {
  private enum Source: Sendable, Equatable {
    case strict
    case colors(Set<Color>)
    /// Found from the document when first needed (`ownColors(of:)`).
    case document(Document)
  }
  private let source: Source

  package init(ownColors: Set<Color>?) { source = ownColors.map(Source.colors) ?? .strict }

  /// Every text held to the minimum, Apple's defaults too (`--audit strict`).
  public static let strict = AccessibilityAudit(ownColors: nil)

  /// The audit of `document`'s texts, holding to the minimum the colours it names itself
  /// (`ownColors`). They are found only when a text below the minimum on a background the system
  /// does not ship asks (reading them means writing the document's canonical JSON, 2.5 M
  /// instructions for 13 cells): most audits never need them.
  public init(document: Document) { source = .document(document) }

  /// Whether Apple's own colours form a baseline (every audit but the strict one).
  var hasBaseline: Bool { source != .strict }

  /// The document's own colours, resolved; nil holds every text to the minimum.
  package var ownColors: Set<Color>? {
    switch source {
    case .strict: nil
    case .colors(let c): c
    case .document(let d): Self.ownColors(of: d)
    }
  }

  /// Whether a background `under` (made of `layers`) is Apple's, for text in a colour the
  /// document did not choose: a colour the system ships, or made of none of the document's own
  /// (`own`, asked only for a background the system does not ship).
  func isApples(on under: Color, layers: [Color], own: () -> Set<Color>) -> Bool {
    SystemColor.isShipped(under) || !layers.contains(where: own().contains)
  }

  /// The colours `document` names, as its canvas resolves them (in both levels: a sheet's
  /// content is elevated), but for the semantic ones (labels, backgrounds, fills, separators,
  /// the tint), which a document naming them uses as Apple ships them. A named tint colour (a custom
  /// `tintColor`, `systemYellow` text, a `systemRed` button) is the document's own choice.
  static func ownColors(of document: Document) -> Set<Color> {
    var base = document.canvas.environment
    base.colors.level = .base
    var elevated = base
    elevated.colors.level = .elevated
    var own = Set<Color>()
    // `tintColor` is the canvas's tint, the document's own only when the canvas names one.
    for c in document.namedColors where c.isOwnChoice {
      own.insert(base.resolve(c))
      own.insert(elevated.resolve(c))
    }
    // A named colour that is a system colour's value (white, systemBlue) is one Apple ships.
    return own.filter { !SystemColor.isShipped($0) }
  }
}

extension SystemColor {
  /// The system colour `color` is in some appearance, contrast and level (`secondaryLabel`),
  /// else its hex.
  static func name(of color: Color) -> String { names[color] ?? color.description }

  /// Whether `color` is a system colour's value in some appearance, contrast and level.
  static func isShipped(_ color: Color) -> Bool { names[color] != nil }

  private static let names: [Color: String] = {
    let semanticFirst = SystemColor.allCases.filter(\.isSemantic) + SystemColor.allCases.filter { !$0.isSemantic }
    var out: [Color: String] = [:]
    for look in DesignLook.allCases {
      for style in UserInterfaceStyle.allCases {
        for contrast in AccessibilityContrast.allCases {
          for level in UserInterfaceLevel.allCases {
            let traits = ColorTraits(style: style, contrast: contrast, level: level, look: look)
            // Semantic names first: #F2F2F7 under a list is systemGroupedBackground, not systemGray6.
            for c in semanticFirst where out[c.resolve(traits)] == nil { out[c.resolve(traits)] = c.rawValue }
          }
        }
      }
    }
    return out
  }()
}
