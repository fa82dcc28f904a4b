import VellumModel

/// iOS 26's scroll edge effect (`UIScrollEdgeEffect`): where content scrolls under a bar that
/// draws no background of its own, it softens towards the screen's edge. The soft style blurs
/// the content and fades it into the screen's background, strongest at the edge and gone at the
/// effect's inner end; the hard style is an opaque backing with a sharp inner end.
public struct ScrollEdgeEffect: Sendable, Equatable {
  /// The screen edge the effect is strongest at.
  public enum Edge: String, Sendable, Equatable { case top, bottom }
  /// `UIScrollEdgeEffect.Style`: `soft` (iPhone's), or `hard` (an opaque backing).
  public enum Style: String, Sendable, Equatable { case soft, hard }

  public var edge: Edge
  public var style: Style
  /// The colour the content fades into (the screen's background).
  public var color: Color
  /// The fade's opacity at the edge.
  public var opacity: Double
  /// The backdrop's blur at the edge, as a Gaussian's σ in points.
  public var blurSigma: Double
  /// How far from the edge (a fraction of the frame) the effect keeps its full strength.
  public var plateau: Double

  public init(edge: Edge, style: Style = .soft, color: Color, opacity: Double, blurSigma: Double, plateau: Double) {
    self.edge = edge
    self.style = style
    self.color = color
    self.opacity = opacity
    self.blurSigma = blurSigma
    self.plateau = plateau
  }

  /// The effect's strength (1 at the edge, 0 at the inner end) at `t`, a fraction of the frame
  /// from the edge: full across the plateau, then easing out (a smoothstep); the hard style is
  /// full all the way.
  package func strength(at t: Double) -> Double {
    if style == .hard { return t <= 1 ? 1 : 0 }
    guard t > plateau else { return 1 }
    let u = min(1, (t - plateau) / max(1e-9, 1 - plateau))
    return 1 - u * u * (3 - 2 * u)
  }

  /// How much of the blurred backdrop shows at `t`: twice the strength, at most all, so that
  /// what fades is blurred first (a sharp copy under a blurred one would ghost).
  package func blurStrength(at t: Double) -> Double { min(1, 2 * strength(at: t)) }

  /// The strength at `y` (in points) inside `frame`.
  package func strength(atY y: Double, in frame: Rect) -> Double {
    guard frame.height > 0 else { return 0 }
    let t = edge == .top ? (y - frame.y) / frame.height : (frame.maxY - y) / frame.height
    return strength(at: min(1, max(0, t)))
  }

  /// The colour laid over the content at `y`: the background at the fade's opacity there.
  package func fade(atY y: Double, in frame: Rect) -> Color {
    let a = style == .hard ? 1 : opacity * strength(atY: y, in: frame)
    return color.withAlpha(color.alpha * a)
  }
}
