import VellumModel

/// One look's metrics, shapes and colours, read by layout (`ctx.design.switchControl.track`):
/// iOS 17 and 18's (`ios18`) and iOS 26's (`ios26`). A component's layout file reads the value,
/// never the version, so a look is data and both stay drawn by the same code.
struct Design: Sendable {
  /// A corner: a fixed radius, or half the shape's shorter side.
  enum Corner: Sendable, Equatable {
    case radius(Double)
    case capsule

    func radius(for size: Size) -> Double {
      switch self {
      case .radius(let r): r
      case .capsule: min(size.width, size.height) / 2
      }
    }
  }

  /// `UISwitch`'s sliding form: a track and a knob inset in it.
  struct SwitchMetrics: Sendable {
    var track: Size
    var knob: Size
    /// The knob's inset from the track's edges.
    var knobInset: Double
    /// How far a pressed knob stretches toward the middle.
    var pressedStretch: Double
    var offTrack: ColorValue
    /// Whether the knob casts a shadow (iOS 26's sits flat in the track).
    var knobShadow: Bool
  }

  /// `UISlider`: a track across the frame and a thumb whose centre stays half a thumb inside
  /// each end.
  struct SliderMetrics: Sendable {
    var trackHeight: Double
    var thumb: Size
  }

  /// `UISegmentedControl`: the track's corners and the selection's, inset 2 pt.
  struct SegmentedControlMetrics: Sendable {
    var track: Corner
    var thumb: Corner
  }

  /// `UIStepper`: two halves on one fill, a divider between.
  struct StepperMetrics: Sendable {
    var size: Size
    var corner: Corner
    var divider: Size
  }

  var switchControl: SwitchMetrics
  var slider: SliderMetrics
  var segmentedControl: SegmentedControlMetrics
  var stepper: StepperMetrics

  /// iOS 17 and 18 (spec §1, §5, §6, §8).
  static let ios18 = Design(
    switchControl: SwitchMetrics(
      track: Size(width: 51, height: 31), knob: Size(width: 27, height: 27), knobInset: 2, pressedStretch: 7,
      offTrack: .system(.secondarySystemFill), knobShadow: true),
    slider: SliderMetrics(trackHeight: 4, thumb: Size(width: 28, height: 28)),
    segmentedControl: SegmentedControlMetrics(track: .radius(8), thumb: .radius(6.93)),
    stepper: StepperMetrics(size: Size(width: 94, height: 32), corner: .radius(8), divider: Size(width: 1, height: 18)))

  /// iOS 26 (spec ios26.md §3): capsules everywhere. Measured: the switch's 63 × 28 track and
  /// 37 × 24 knob, the slider's 6 pt track, the segmented control's and stepper's capsules.
  /// Third-party figures: the slider's 38 × 24 thumb, the stepper's 1 × 24 divider. Estimates:
  /// the off track (about 197 over a white card, so the fill's grey at 43 %; 36 % in dark, as
  /// `systemFill`), and a pressed knob that keeps its size (iOS 26 turns it to glass). The knob
  /// casts no shadow (measured: flat white in the track).
  static let ios26 = Design(
    switchControl: SwitchMetrics(
      track: Size(width: 63, height: 28), knob: Size(width: 37, height: 24), knobInset: 2, pressedStretch: 0,
      offTrack: .dynamic(light: .fixed(Color(rgba: 0x7878_806E)), dark: .fixed(Color(rgba: 0x7878_805C))),
      knobShadow: false),
    slider: SliderMetrics(trackHeight: 6, thumb: Size(width: 38, height: 24)),
    segmentedControl: SegmentedControlMetrics(track: .capsule, thumb: .capsule),
    stepper: StepperMetrics(size: Size(width: 94, height: 32), corner: .capsule, divider: Size(width: 1, height: 24)))

  /// The look's design.
  static func of(_ look: DesignLook) -> Design {
    switch look {
    case .ios18: ios18
    case .ios26: ios26
    }
  }
}
