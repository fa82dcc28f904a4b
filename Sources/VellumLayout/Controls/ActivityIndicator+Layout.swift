import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// UIActivityIndicatorView (spec §3): eight round-ended spokes from R/3 to R, R/5 wide, the
/// leading one (at 12 o'clock) darkest and the ones behind it fading.
extension ActivityIndicator: ControlLayout {
  /// A `UIView`, not a `UIControl`: no disabled look.
  var disabledOpacity: Double? { nil }

  var diameter: Double { style == .large ? 37 : 20 }

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size { Size(width: diameter, height: diameter) }

  /// Spoke opacities, leading spoke first and going backwards (spec §3).
  static let alphas = [147.0, 122, 97, 72, 47, 47, 47, 47].map { $0 / 255 }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    guard isVisible else { return [] }
    return Self.spokes(in: ctx.centered(Size(width: diameter, height: diameter), in: frame), ctx, color: color)
  }

  /// The spokes of an indicator filling `box` (shared with buttons and refresh controls).
  static func spokes(in box: Rect, _ ctx: ControlContext, color: ColorValue?) -> [RenderNode] {
    // The default grey takes the spec's opacities; a custom colour keeps its leading spoke
    // opaque and fades the others in the same proportions.
    let base = color.map(ctx.color) ?? ctx.pick(light: "#3C3C44", dark: "#EBEBF5")
    let scale = color == nil ? 1 : 1 / alphas[0]
    // Layout runs left to right and is mirrored for right-to-left: draw the fade the other way
    // round there, so the spinner still turns clockwise.
    let turn = ctx.environment.layoutDirection == .rightToLeft ? -1.0 : 1.0
    let r = box.width / 2
    let width = r / 5
    let c = Point(x: r, y: r)
    return alphas.enumerated().map { i, alpha in
      // Clockwise spin: the spokes behind the leading one lie counter-clockwise of it.
      let angle = -Double.pi / 2 - turn * Double(i) * Double.pi / 4
      let (dx, dy) = (cos(angle), sin(angle))
      let inner = r / 3 + width / 2
      let outer = r - width / 2
      return RenderNode(
        frame: box,
        kind: .path(
          Path([
            .move(Point(x: c.x + dx * inner, y: c.y + dy * inner)),
            .line(Point(x: c.x + dx * outer, y: c.y + dy * outer)),
          ]), fill: nil, stroke: base.withAlpha(base.alpha * alpha * scale), lineWidth: width))
    }
  }
}

extension ActivityIndicator {
  /// `UIActivityIndicatorView`: "In progress" while animating, "Progress halted" when stopped
  /// and shown (a guess at UIKit's words); a hidden one is no element.
  func accessibilityElement(_ ctx: ControlContext) -> AccessibilityElement? {
    if !isAnimating && hidesWhenStopped { return nil }
    return AccessibilityElement(label: isAnimating ? "In progress" : "Progress halted", traits: .updatesFrequently)
  }
}
