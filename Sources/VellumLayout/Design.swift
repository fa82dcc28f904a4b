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

  /// Lists: margins, cards, separators and the space between sections.
  struct ListMetrics: Sendable {
    /// The layout margin on screens wider than 320 pt: an inset-grouped card's inset from the
    /// list's sides and a row's content inset (16 pt on narrower screens in both looks).
    var wideMargin: Double
    /// An inset-grouped card's corner radius; `cardCornerIsCapped`: at most half a one-row
    /// card's height (a capsule), and no more than a row's height.
    var cardCorner: Double
    var cardCornerIsCapped: Bool
    /// A separator's thickness (nil: one device pixel) and colour (nil: `separator`).
    var separatorThickness: Double?
    var separatorColor: ColorValue?
    /// How far an inset-grouped card's separator stops before the row's trailing edge.
    var separatorTrailingInset: Double
    /// Space above a grouped section with a header (after the first) and above one without;
    /// above one without a header after a footer, when the look closes the gap (nil: the same).
    var spaceAboveHeader: Double
    var spaceAboveSection: Double
    var spaceAfterFooter: Double?
    /// A row's trailing accessories' inset from its trailing edge (nil: the layout margin).
    var accessoryTrailingInset: Double?
    /// Room the disclosure chevron keeps before and after its image, beyond UIKit's image view.
    var disclosureSpace: (leading: Double, trailing: Double)
  }

  var list: ListMetrics
  var switchControl: SwitchMetrics
  var slider: SliderMetrics
  var segmentedControl: SegmentedControlMetrics
  var stepper: StepperMetrics

  /// iOS 17 and 18 (spec §1, §5, §6, §8).
  static let ios18 = Design(
    list: ListMetrics(
      wideMargin: 20, cardCorner: 10, cardCornerIsCapped: false, separatorThickness: nil, separatorColor: nil,
      separatorTrailingInset: 0, spaceAboveHeader: 50 / 3, spaceAboveSection: 35, spaceAfterFooter: nil,
      accessoryTrailingInset: nil, disclosureSpace: (0, 0)),
    switchControl: SwitchMetrics(
      track: Size(width: 51, height: 31), knob: Size(width: 27, height: 27), knobInset: 2, pressedStretch: 7,
      offTrack: .system(.secondarySystemFill), knobShadow: true),
    slider: SliderMetrics(trackHeight: 4, thumb: Size(width: 28, height: 28)),
    segmentedControl: SegmentedControlMetrics(track: .radius(8), thumb: .radius(6.93)),
    stepper: StepperMetrics(size: Size(width: 94, height: 32), corner: .radius(8), divider: Size(width: 1, height: 18)))

  /// iOS 26 (spec ios26.md §2, §3): lists measured on SwiftUI at content size medium (16 pt
  /// margins, 26 pt card corners, 1 pt separators inset 16 pt from both card edges, black at
  /// 9 % light and (84,84,88) at 50 % dark; a footer's ink 80 px above the next card; a
  /// switch's right edge 14 pt inside the card, the chevron's ink 55 px and the value text's 40
  /// px further in); capsules everywhere. Measured: the switch's 63 × 28 track and
  /// 37 × 24 knob, the slider's 6 pt track, the segmented control's and stepper's capsules.
  /// Third-party figures: the slider's 38 × 24 thumb, the stepper's 1 × 24 divider. Estimates:
  /// the off track (about 197 over a white card, so the fill's grey at 43 %; 36 % in dark, as
  /// `systemFill`), and a pressed knob that keeps its size (iOS 26 turns it to glass). The knob
  /// casts no shadow (measured: flat white in the track).
  static let ios26 = Design(
    list: ListMetrics(
      wideMargin: 16, cardCorner: 26, cardCornerIsCapped: true, separatorThickness: 1,
      separatorColor: .dynamic(light: .fixed(Color(rgba: 0x0000_0017)), dark: .fixed(Color(rgba: 0x5454_5880))),
      separatorTrailingInset: 16, spaceAboveHeader: 50 / 3, spaceAboveSection: 35, spaceAfterFooter: 12,
      accessoryTrailingInset: 14, disclosureSpace: (7 / 3, 11 / 3)),
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
