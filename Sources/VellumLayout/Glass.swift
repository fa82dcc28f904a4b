import VellumModel

/// iOS 26's Liquid Glass over a shape: the painter draws it from the pixels already painted
/// behind it (a blur of the backdrop, a lift towards the look's tone, a bright rim and, in the
/// light look, a soft shadow below).
public struct Glass: Sendable, Equatable {
  /// `Glass.regular` adapts to what is behind it; `Glass.clear` is more transparent.
  public enum Style: String, Sendable, Equatable, CaseIterable { case regular, clear }
  /// The light look (a pale fill, a white rim, a shadow) or the dark one (a dark fill, a grey rim).
  public enum Look: String, Sendable, Equatable { case light, dark }

  public var style: Style
  /// A tint mapped over the material (`Glass.regular.tint(_:)`); nil for none.
  public var tint: Color?
  public var cornerRadius: Double
  /// The corners are continuous (a squircle's), not circular arcs.
  public var hasContinuousCorners: Bool
  /// The look of the screen's appearance: what large pieces (menus, sheets) keep.
  public var appearance: Look
  /// A small piece (a bar, a button) takes the look of what is behind it, light over light.
  public var adaptsToBackdrop: Bool
  /// `interactive()`: changes nothing at rest.
  public var isInteractive: Bool
  /// In a `GlassEffectContainer`, the rounded rectangles (from the node's frame's origin) whose
  /// smooth union the glass takes, `blend` points apart or closer; empty: the frame's own rounded
  /// rectangle.
  public var shapes: [Part] = []
  /// How far apart `shapes` may be and still be joined by a neck, in points (the container's
  /// spacing).
  public var blend = 0.0
  /// The `glassEffectUnion` id the glass joins in its container.
  public var unionID: String?

  /// One rounded rectangle of merged glass.
  public struct Part: Sendable, Equatable {
    public var rect: Rect
    public var cornerRadius: Double
    /// The corners are continuous (a squircle's), not circular arcs.
    public var hasContinuousCorners: Bool
    public init(rect: Rect, cornerRadius: Double, hasContinuousCorners: Bool = false) {
      self.rect = rect
      self.cornerRadius = cornerRadius
      self.hasContinuousCorners = hasContinuousCorners
    }
  }

  public init(
    style: Style = .regular, tint: Color? = nil, cornerRadius: Double, hasContinuousCorners: Bool = false,
    appearance: Look, adaptsToBackdrop: Bool = true, isInteractive: Bool = false
  ) {
    self.style = style
    self.tint = tint
    self.cornerRadius = cornerRadius
    self.hasContinuousCorners = hasContinuousCorners
    self.appearance = appearance
    self.adaptsToBackdrop = adaptsToBackdrop
    self.isInteractive = isInteractive
  }

  /// The backdrop's blur, in points: a Gaussian's σ of 2.8 pt (measured), as the three box
  /// passes the painter runs.
  package static let blurSigma = 2.8

  /// The refraction at the edge: in a band of `band` points inside the edge, the blurred
  /// backdrop is sampled up to `shift` points further in (all of it at the edge, falling
  /// linearly to none at the band's inner side), so what lies under the edge shows magnified,
  /// and the lift falls off towards the edge so that it shows. Over a flat backdrop nothing
  /// changes. The band is the third party's figure (≈ 4–5 pt); the shift is a choice.
  package static let refraction = (band: 4.5, shift: 4.0)

  /// The light look's shadow: its blur and its drop, in points, and its colour (it fades over
  /// about 20 pt).
  package static let shadow = (blur: 10.0, offsetY: 4.0, color: Color(red: 0, green: 0, blue: 0, alpha: 0.1))
  /// How far the shadow reaches past the shape, in points, as a `shadow` node's reach is counted.
  package static var shadowReach: Double { shadow.blur * 2 + abs(shadow.offsetY) }

  /// The look drawn over a backdrop whose mean luminance (0 black … 1 white) is `luminance`.
  package func look(overLuminance luminance: Double) -> Look {
    adaptsToBackdrop ? (luminance >= 0.5 ? .light : .dark) : appearance
  }

  /// The colour laid over the blurred backdrop: 60 % of a tone chosen so that over flat white
  /// the light look comes out at 253 and over flat black the dark look at 19 (measured, regular;
  /// the share is an estimate that frosts text scrolling under a bar as iOS does); clear glass
  /// lifts a third as much; a tint is laid at half its alpha in the light look, two thirds in
  /// the dark.
  package func lift(_ look: Look) -> Color {
    if let tint {
      return tint.fading(look == .light ? 0.5 : 2.0 / 3)
    }
    let alpha = Self.liftShare * (style == .clear ? 1.0 / 3 : 1)
    let tone = look == .light ? (255 - 2 / Self.liftShare) / 255 : 19 / Self.liftShare / 255
    return Color(red: tone, green: tone, blue: tone, alpha: alpha)
  }

  /// How much of the lift's tone regular glass lays over its blurred backdrop.
  package static let liftShare = 0.6

  /// What the look comes to over a flat backdrop of its own (white for light, black for dark):
  /// the colour contrast checks read for glass.
  package func flatFill(_ look: Look) -> Color {
    let l = lift(look)
    let base = look == .light ? 1.0 : 0
    func mix(_ c: Double) -> Double { base * (1 - l.alpha) + c * l.alpha }
    return Color(red: mix(l.red), green: mix(l.green), blue: mix(l.blue))
  }

  /// The rim, as bands of one device pixel from the edge inwards: white over the light look's
  /// fill (two pixels, 255 over 253), and over the dark look's 19 the measured 47, 40, 32.
  package func rim(_ look: Look) -> [Color] {
    switch look {
    case .light: [Color(red: 1, green: 1, blue: 1, alpha: 0.9), Color(red: 1, green: 1, blue: 1, alpha: 0.9)]
    case .dark: [28.0, 21, 13].map { Color(red: 1, green: 1, blue: 1, alpha: $0 / 236) }
    }
  }
}

extension Environment {
  /// The look glass takes from the screen's appearance.
  var glassLook: Glass.Look { colors.style == .dark ? .dark : .light }
}
