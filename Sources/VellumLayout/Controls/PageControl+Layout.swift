/// UIPageControl, iOS 14 (spec §4): 7 pt dots on a 16 pt pitch, centred; the capsule behind
/// them for `prominent` (and `automatic` while touched); pages beyond the width shrink away at the ends.
extension PageControl: ControlLayout {
  var fillsWidth: Bool { true }

  static let dot = 7.0
  /// Dots sit on a 16 pt pitch; indicator images (about 11 pt of artwork) are spaced by their
  /// width with the same 9 pt gap, as iOS spaces them (an estimate).
  var hasImages: Bool { preferredIndicatorImage != nil || !indicatorImages.isEmpty }
  var pitch: Double { hasImages ? 20 : 16 }
  var itemWidth: Double { hasImages ? 11 : Self.dot }
  /// The prominent capsule's height.
  static let height = 26.0
  /// Capsule padding beyond the outer dots (an estimate within the spec's 8–10).
  static let capsulePadding = 9.5
  /// The control's own frame (`sizeThatFits`, iOS 17.2: 3 pages are 77 × 30 pt, the dots
  /// centred): 19 pt beyond the outer dots, 30 pt tall.
  static let framePadding = 19.0
  static let frameHeight = 30.0

  var isHidden: Bool { numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1) }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    let dots = numberOfPages > 0 ? Double(numberOfPages - 1) * pitch + itemWidth : 0
    return Size(width: dots + 2 * Self.framePadding, height: Self.frameHeight)
  }

  /// The pages shown, and each shown dot's scale: when not all fit, a window around the current
  /// page, its two outer dots on a side with hidden pages shrinking (0.5, 0.75).
  func visibleDots(width: Double) -> (first: Int, scales: [Double]) {
    let fit = max(1, Int((width - 2 * Self.capsulePadding + pitch - itemWidth) / pitch))
    guard numberOfPages > fit else { return (0, Array(repeating: 1, count: numberOfPages)) }
    let first = min(max(0, currentPage - fit / 2), numberOfPages - fit)
    var scales = Array(repeating: 1.0, count: fit)
    if first > 0 {
      scales[0] = 0.5
      if fit > 4 { scales[1] = 0.75 }
    }
    if first + fit < numberOfPages {
      scales[fit - 1] = 0.5
      if fit > 4 { scales[fit - 2] = 0.75 }
    }
    return (first, scales)
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    guard !isHidden else { return [] }
    let (first, scales) = visibleDots(width: frame.width)
    let rowWidth = Double(scales.count - 1) * pitch + itemWidth
    let x0 = frame.midX - rowWidth / 2
    var nodes: [RenderNode] = []
    if backgroundStyle == .prominent || (backgroundStyle == .automatic && common.isHighlighted) {
      let w = rowWidth + 2 * Self.capsulePadding
      nodes.append(
        ctx.fill(
          Rect(x: frame.midX - w / 2, y: frame.midY - Self.height / 2, width: w, height: Self.height),
          ctx.pick(light: "#0000001F", dark: "#FFFFFF26"), radius: Self.height / 2))
    }
    let current = ctx.color(currentPageIndicatorTintColor, .system(.label))
    let other = ctx.color(pageIndicatorTintColor, .system(.tertiaryLabel))
    for (i, scale) in scales.enumerated() {
      let page = first + i
      let color = page == currentPage ? current : other
      let center = Point(x: x0 + itemWidth / 2 + Double(i) * pitch, y: frame.midY)
      if let image = indicatorImage(forPage: page) {
        // Material's artwork is 20/24 of its em: a 12 pt em draws a 10 pt glyph.
        nodes.append(ctx.image(image, size: 12 * scale, color: color, center: center))
      } else {
        let d = Self.dot * scale
        nodes.append(
          ctx.fill(Rect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d), color, radius: d / 2))
      }
    }
    return nodes
  }
}

extension PageControl {
  /// `UIPageControl`: adjustable, "page 2 of 5".
  func accessibilityElement(_ ctx: ControlContext) -> AccessibilityElement? {
    if numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1) { return nil }
    return AccessibilityElement(value: "page \(currentPage + 1) of \(numberOfPages)", traits: .adjustable)
  }
}
