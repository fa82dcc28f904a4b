import VellumModel

/// SwiftUI's `glassEffect(_:in:)` as the engine draws it: a `Glass` node behind the component,
/// in its frame, in the effect's shape.
extension Glass {
  /// The longest the shorter side of a small piece of glass may be, in points. iOS flips small
  /// pieces (bars, buttons) between their light and dark look with what is behind them, and
  /// keeps large ones (menus, sheets) in the screen's appearance; a bar is thin whatever its
  /// length, so the shorter side decides: a 62 pt tab bar, 44 pt platters and buttons are small,
  /// a menu or a card is not. A choice (iOS states no figure).
  package static let smallPieceSide = 64.0

  /// Whether glass over `size` is a small piece, which takes the look of its backdrop.
  package static func adaptsToBackdrop(_ size: Size) -> Bool { min(size.width, size.height) <= smallPieceSide }
}

extension GlassEffect.Shape {
  /// The shape's bounds in `frame` (a circle's square, centred) and its corner radius, with
  /// whether its corners are continuous. A radius is at most half the shorter side.
  func bounds(in frame: Rect) -> (rect: Rect, cornerRadius: Double, continuous: Bool) {
    let half = min(frame.width, frame.height) / 2
    switch self {
    case .capsule: return (frame, half, false)
    case .circle:
      let side = 2 * half
      return (
        Rect(x: frame.midX - half, y: frame.midY - half, width: side, height: side), half, false
      )
    case .rect(let r): return (frame, min(r, half), r > 0)
    }
  }
}

extension LayoutEngine {
  /// The glass `effect` draws in `frame`: in the environment's appearance, adapting to its
  /// backdrop where it is a small piece (`Glass.adaptsToBackdrop`).
  func glassNode(_ effect: GlassEffect, in frame: Rect, union: String? = nil) -> RenderNode {
    let (rect, radius, continuous) = effect.shape.bounds(in: frame)
    var glass = Glass(
      style: effect.style == .clear ? .clear : .regular, tint: effect.tint.map(environment.resolve),
      cornerRadius: radius, hasContinuousCorners: continuous,
      appearance: environment.glassLook,
      adaptsToBackdrop: Glass.adaptsToBackdrop(rect.size), isInteractive: effect.isInteractive)
    glass.unionID = union
    return RenderNode(frame: rect, kind: .glass(glass))
  }
}
