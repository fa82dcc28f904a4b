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

  /// The status bar on a phone with a cutout and on an iPad: where its two groups sit, and its
  /// glyphs (the time is 17 pt semibold in both looks; 15 pt on an iPad).
  struct StatusBarMetrics: Sendable {
    /// Where the time and the trailing group sit on a phone with a cutout.
    enum Placement: Sendable, Equatable {
      /// The time centred 14 % of the width in (plus 6 pt), the trailing group ending 14 % of
      /// the width less 34 pt from the trailing edge, each at least 16 pt in; the centre line
      /// 22 pt above the bar's bottom.
      case fractionOfWidth
      /// Each group centred in its "ear", between `inset` from the screen's side and the
      /// cutout; the centre line on the Dynamic Island's (a notch phone's stays 22 pt above the
      /// bar's bottom).
      case ears(inset: Double)
    }
    var placement: Placement
    /// The battery's body (its 1 pt outline centred on the edge), its corner radius and its
    /// outline's opacity over the label colour; the level's fill inset from the body, rounded
    /// as much less.
    var battery: Size
    var batteryCorner: Double
    var batteryOutlineAlpha: Double
    var batteryFillInset: Double
    /// From the group's trailing end to the battery's body, and from the body to the terminal nub.
    var batteryEnd: Double
    var nubGap: Double
    var nub: Size
    var nubAlpha: Double
    /// The Wi-Fi symbol's point size (its glyph drawn the measured width wide) and the width it is given.
    var wifiSize: Double
    var wifiWidth: Double
    /// Between the glyphs.
    var gap: Double
    /// The four signal bars: width, distance from one to the next, first height and each next
    /// one's increase, how far their bottoms sit below the centre line, and the width they take
    /// before the gap to the Wi-Fi symbol.
    var signalBar: Double
    var signalPitch: Double
    var signalFirst: Double
    var signalStep: Double
    var signalBelow: Double
    var signalRoom: Double
  }

  var list: ListMetrics
  var switchControl: SwitchMetrics
  var slider: SliderMetrics
  var segmentedControl: SegmentedControlMetrics
  var stepper: StepperMetrics
  var statusBar: StatusBarMetrics
  /// A compact `UIDatePicker`'s pills.
  var datePickerPill: Corner
  /// A wheel picker's selection band (iOS 26: a capsule, as its other grey-filled pills).
  var wheelBand: Corner
  /// The iPhone tab bar: docked across the bottom (nil), or a floating glass capsule.
  var floatingTabBar: FloatingTabBarMetrics?
  /// Navigation bar items: in the tint on the bar (nil), or on glass platters.
  var barItemPlatters: BarItemPlatterMetrics?
  /// The iPad's tab bar in regular width: docked at the bottom (nil), or floating at the top.
  var topTabBar: TopTabBarMetrics?

  /// A split view's sidebar column (and a tab bar controller's sidebar): docked on the sidebar
  /// list's background with a hairline beside it (nil), or iPadOS 26's floating glass pane.
  var floatingSidebar: FloatingSidebarMetrics?

  /// iPadOS 26's sidebar: a glass pane inset from the screen's leading, top and bottom edges
  /// with large continuous corners, the sidebar list's rows on the glass (estimates from Apple's
  /// WWDC25 screenshots: an 8 pt inset and 26 pt corners, a list card's).
  struct FloatingSidebarMetrics: Sendable {
    var inset: Double
    var cornerRadius: Double
  }

  /// A tab bar controller's sidebar (iPadOS 18 and 26): the selected tab's row on a fill (not
  /// the sidebar list's tint), its title and image in the tab's selected colour, the title
  /// semibold (spec lists-type-colors.md §3.4: white light, `secondarySystemFill` dark with 10 pt
  /// corners in iPadOS 18; iPadOS 26's, on glass, the top tab bar's platter grey in a capsule,
  /// an estimate).
  struct TabSidebarMetrics: Sendable {
    var selectedFill: ColorValue
    var selectedCorner: Corner
  }
  var tabSidebar = TabSidebarMetrics(
    selectedFill: .dynamic(light: .fixed(Color(red: 1, green: 1, blue: 1)), dark: .system(.secondarySystemFill)),
    selectedCorner: .radius(10))

  /// iPadOS 18's and 26's tab bar in regular width: the tabs' titles on a capsule centred on the
  /// navigation bar's row at the top of the screen, the selected one on a platter (estimates
  /// from Apple's screenshots: a 44 pt capsule, 15 pt semibold titles 16 pt from their platter's
  /// ends, the platter inset 4 pt).
  struct TopTabBarMetrics: Sendable {
    /// The capsule's surface: the bar material with this tint (iPadOS 18), or glass (26).
    enum Surface: Sendable {
      case material(light: String, dark: String)
      case glass
    }
    var surface: Surface
    var height: Double
    var inset: Double
    var titleFont: FontDescriptor
    var titlePadding: Double
    /// The selected tab's platter, whether it casts a shadow, and its title's colour when no
    /// tint is given (nil: the tint).
    var platter: ColorValue
    var platterShadow: Bool
    var selected: ColorValue?
  }
  /// Content under a bar with no background of its own: under the bar's material (nil), or
  /// under the scroll edge effect.
  var scrollEdge: ScrollEdgeMetrics?
  /// Alerts and action sheets: iOS 18's blurred platters with hairline-separated buttons (nil),
  /// or glass platters with capsule buttons.
  var alert: AlertMetrics?

  /// iOS 26's alert (spec ios26.md §6: the view-tree frames of a real iOS 26.1 render give the
  /// 320 pt width, the 34 pt corners, the 30 pt text inset, the 48 pt capsules 8 pt apart and 16
  /// pt from the platter's edges; the dimming is Apple's 48 %). Estimates: the space above the
  /// title, between title and message and below the text, the message's style (subheadline), a
  /// text field's height and corners.
  struct AlertMetrics: Sendable {
    var width: Double
    var cornerRadius: Double
    /// The text's inset from the platter's sides, the space above it, between the title and the
    /// message, and between the text and the buttons' padding.
    var textInset: Double
    var textTop: Double
    var titleToMessage: Double
    var textBottom: Double
    var messageStyle: TextStyle
    /// The capsules: their least height, the gap between them, the padding around them.
    var buttonHeight: Double
    var buttonGap: Double
    var buttonPadding: Double
    /// A text field's least height and its corners.
    var fieldHeight: Double
    var fieldCorner: Double
    /// The black laid over the presenting screen.
    var dimming: Double
    /// The action sheet (a confirmation dialog).
    var sheet: ActionSheetMetrics
  }

  /// iOS 26's action sheet: a glass platter of capsule rows growing out of its source (estimates:
  /// Apple gives no figures; the platter's corners are concentric with the rows', padding plus a
  /// row's radius).
  struct ActionSheetMetrics: Sendable {
    /// The platter's width when it grows out of a source or is centred on an iPad (on an
    /// iPhone without a source it spans the screen less `edge` on each side), its corners, its
    /// least distance from the screen's top and bottom edges, and from the sides when it grows
    /// out of a source.
    var width: Double
    var cornerRadius: Double
    var edge: Double
    var margin: Double
    /// The rows: their least height, the gap between them, the padding around them.
    var rowHeight: Double
    var rowGap: Double
    var padding: Double
    /// The header's (title and message) inset from the sides and above and below it.
    var headerInset: Double
    var headerSpace: Double
    /// Between the source and the platter.
    var sourceGap: Double
  }

  /// Sheets: edge-attached and opaque (nil), or iOS 26's floating glass card at partial detents.
  var sheet: SheetMetrics?

  /// Menus: on a blurred material with hairlines between rows (nil), or iOS 26's glass panel.
  var menu: MenuMetrics?

  /// iOS 26's menus (spec ios26.md §6: glass, radius ≈ 34, no dimming). Estimates: the rows'
  /// 44 pt and the panel's 250 pt kept, 8 pt of glass above the first row and below the last,
  /// the panel over its source from the source's top edge (or bottom edge, low on the screen),
  /// images at the rows' leading side before the title, no hairlines between rows, inline sections
  /// parted by a hairline inset 16 pt from the sides, a highlighted row on a capsule inset 8 pt.
  struct MenuMetrics: Sendable {
    var cornerRadius: Double
    /// Glass above the first row and below the last.
    var padding: Double
    /// A highlighted row's capsule inset from the panel's sides.
    var highlightInset: Double
    /// A section's hairline inset from the panel's sides.
    var separatorInset: Double
    /// The opacity of `systemBackground` frosting the glass (an estimate: what is behind a menu
    /// shows as colour, not as legible text).
    var frost: Double
    /// A context menu's lifted preview: its corners (continuous; an estimate, the corners of iOS
    /// 26's inset-grouped cards).
    var previewCorner: Double
  }

  /// Popovers: a translucent card with 13 pt corners (nil), or iOS 26's glass.
  var popover: PopoverMetrics?

  /// The inline calendar and the compact date picker's card: iOS 18's (nil), or iOS 26's.
  var calendar: CalendarMetrics?

  /// iOS 26's calendar (estimates: Apple gives no figures). The selected day is a filled circle
  /// in the tint with a white semibold number whether or not it is today (iOS 18 fills it only
  /// for today, else a translucent tinted circle with a tinted number); the month arrows are
  /// lighter and smaller; the compact picker's card is glass, as a popover's, frosted more (its
  /// numbers stay legible over a form).
  struct CalendarMetrics: Sendable {
    /// The month arrows' size and weight, and the month title's disclosure chevron's size.
    var arrowSize: Double
    var arrowWeight: FontWeight
    var disclosureSize: Double
    /// The compact picker's card: its continuous corners and the opacity of
    /// `systemBackground` (elevated) over its glass.
    var cardCorner: Double
    var cardFrost: Double
  }

  /// The colour picker's sheet: iOS 18's (nil), or iOS 26's.
  var colorPicker: ColorPickerMetrics?

  /// iOS 26's colour picker (estimates: Apple gives no figures): the eyedropper and the close
  /// button on glass circles with their symbols in the label colour, as iOS 26's sheets' bar
  /// buttons; rounder palette, spectrum and swatch corners; the value boxes capsules; drawn
  /// outside a sheet, its own background's top corners a sheet's.
  struct ColorPickerMetrics: Sendable {
    var buttonDiameter: Double
    var paletteCorner: Double
    var swatchCorner: Double
    var topCorner: Double
  }

  /// The iPhone's and the iPad's keyboard: iOS 16–18's (nil), or iOS 26's.
  var keyboard: KeyboardMetrics?

  /// iOS 26's keyboards (estimates from Apple's screenshots; the keys keep iOS 18's positions):
  /// keys with continuous corners and no shadow on a lighter translucent material that reaches
  /// the screen's bottom, its top corners rounded; a Go, Search, Send or Done return key in
  /// `systemBlue` with a white title; the iPhone's emoji and dictation symbols in the label colour.
  struct KeyboardMetrics: Sendable {
    var keyCorner: Double
    /// The iPad's keys' corners (an estimate: iOS 18's 6 pt grown as the iPhone's 5 pt did).
    var padKeyCorner: Double
    /// The material: the blur's radius, its tint light and dark, and its top corners.
    var blurRadius: Double
    var backgroundLight: String
    var backgroundDark: String
    var topCorner: Double
    /// Letter keys and function keys (shift, delete, 123, a default return), light and dark.
    var letterLight: String
    var letterDark: String
    var functionLight: String
    var functionDark: String
    /// The emoji and dictation symbols' size.
    var bottomSymbolSize: Double
  }

  /// iOS 26's popovers (spec ios26.md §6 names glass, concentric corners and the arrow; the
  /// figures are estimates): large glass frosted as a menu's, with continuous corners, its arrow
  /// in the colour the frosted glass comes to over its own appearance's flat backdrop.
  struct PopoverMetrics: Sendable {
    var cornerRadius: Double
    /// The opacity of `systemBackground` (elevated) over the glass.
    var frost: Double
  }

  /// iOS 26's sheets (third-party view-tree frames of an iOS 26.1 render on a 402 × 874 pt iPhone
  /// 17 Pro: the medium detent's card at (8, 415, 386, 451), the large detent's from 62 pt).
  /// Below the large detent the sheet is a glass card inset from the sides and the bottom, its
  /// bottom corners concentric with the display's and its content laid out at the screen's width
  /// and scaled to the card's; at the large detent it reaches the screen's sides and bottom from
  /// the safe area's top, opaque. The medium detent's card is half the screen tall plus half the
  /// difference of the safe area's top and bottom (451 pt there; a rule fitted to one device).
  struct SheetMetrics: Sendable {
    /// The card's inset from the screen's sides and bottom below the large detent.
    var inset: Double
    /// The top corners' radius (continuous), at every detent and on iPad.
    var topCorner: Double
    /// The dimming's black, light and dark.
    var dimming: Double
    /// The opacity of `systemBackground` over the glass at a partial detent (an estimate: the
    /// card reads as a frosted pane, what is behind it a hint of colour, as iOS 26's sheets do).
    var frost: Double
    /// How far below the card's top an iPhone sheet's navigation bar row starts (an estimate:
    /// its 44 pt platters concentric with the 38 pt corners, 38 − 22 pt in).
    var barTop: Double { topCorner - 22 }
    /// The fill of a bar item's platter on the glass card at a partial detent, light and dark
    /// (estimates: iOS draws no glass on glass; the items are lighter capsules of the card's own
    /// glass, with a faint shadow in light). Not stored: `Design` is copied on every read.
    static let platterLight = "#FFFFFFC7"
    static let platterDark = "#FFFFFF24"
  }

  /// iOS 26's soft scroll edge effect (estimates: Apple gives no figures; chosen so that text
  /// under the status bar is a soft blur that the time and the symbols read clearly over, the
  /// bar's items still show what is under them, and the effect is gone just past the bar).
  struct ScrollEdgeMetrics: Sendable {
    /// How far the effect reaches past the bar's inner edge.
    var reach: Double
    /// The fade's opacity and the blur's σ at the screen's edge.
    var opacity: Double
    var blurSigma: Double
    /// The share of the effect, from the edge, at full strength.
    var plateau: Double
  }

  /// iOS 26's navigation bar items on glass (measured, iOS 26.4 on 390 pt: a trailing text item
  /// "Reset" sits on a 75.3 × 44 pt capsule whose right edge is 16 pt from the screen's, its text
  /// in the label colour); an icon item on a 44 pt circle; the back button a glass circle with
  /// the chevron and no title.
  struct BarItemPlatterMetrics: Sendable {
    var height: Double
    /// Room either side of a text item's title ("Reset", 43.6 pt, on 75.3 pt).
    var textPadding: Double
    /// The outermost platters' distance from the screen's sides, and between platters (estimate).
    var margin: Double
    var spacing: Double
    /// The back button's chevron.
    var chevronSize: Double
    /// iPadOS: how far inside its platter an item's pointer highlight stays, all round: a
    /// capsule concentric with the platter (estimate, as the selected tab's platter sits).
    var pointerInset = 4.0

    /// The width an item `itemWidth` wide takes on its capsule: a symbol a circle, a title padded.
    func slot(itemWidth: Double) -> Double {
      itemWidth <= BarButtonItem.symbolBox ? height : itemWidth + 2 * textPadding
    }
  }

  /// iOS 26's iPhone tab bar: a glass capsule floating above the bottom edge, the selected tab
  /// on a platter (measured on an iPhone 17, 402 pt, two tabs: a 188 × 62 pt capsule, its
  /// bottom 21 pt above the screen's; the first tab's platter 92.3 × 52.7 pt, 4 pt from the
  /// leading end and 4.7 from top and bottom).
  struct FloatingTabBarMetrics: Sendable {
    var height: Double
    /// The capsule's bottom above the screen's, and its least distance from the sides.
    var bottomGap: Double
    var sideMargin: Double
    /// Each tab's share of the capsule (estimate: two tabs make the measured 188 pt), and the
    /// capsule's inset around them.
    var itemWidth: Double
    var inset: Double
    /// The selected tab's platter: how far it reaches past its tab's share on each side, its
    /// inset from the capsule's top and bottom, and its colour.
    var platterOverhang: Double
    var platterInset: Double
    var platter: ColorValue
    /// The selected tab's colour when no tint is given (measured), and the others'.
    var selected: ColorValue
    var unselected: ColorValue
    /// The icon's and the title's centres below the capsule's top, and the title's font.
    var iconCenter: Double
    var titleCenter: Double
    var titleFont: FontDescriptor
    /// Between the capsule and the search tab's circle (or the minimized bar's), and the bottom
    /// accessory's capsule: its height, its gap above the row and the room either side of its
    /// view (estimates, from Apple's WWDC25 screenshots).
    var searchGap: Double
    var accessoryHeight: Double
    var accessoryGap: Double
    var accessoryPadding: Double
  }

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
    stepper: StepperMetrics(size: Size(width: 94, height: 32), corner: .radius(8), divider: Size(width: 1, height: 18)),
    statusBar: StatusBarMetrics(
      placement: .fractionOfWidth, battery: Size(width: 25, height: 12), batteryCorner: 4, batteryOutlineAlpha: 0.35,
      batteryFillInset: 2, batteryEnd: 2, nubGap: 1, nub: Size(width: 1.5, height: 4), nubAlpha: 0.4, wifiSize: 20,
      wifiWidth: 18, gap: 5,
      signalBar: 3, signalPitch: 4.5, signalFirst: 4.5, signalStep: 2.5, signalBelow: 6, signalRoom: 17),
    datePickerPill: .radius(8), wheelBand: .radius(8),
    topTabBar: TopTabBarMetrics(
      surface: .material(light: "#EBEBF0D0", dark: "#2C2C2ED0"), height: 44, inset: 4,
      titleFont: FontDescriptor(size: 15, weight: .semibold), titlePadding: 16,
      platter: .dynamic(light: .fixed(Color(red: 1, green: 1, blue: 1)), dark: .system(.systemGray3)),
      platterShadow: true, selected: nil))

  /// iOS 26 (spec ios26.md §2, §3): lists measured on SwiftUI at content size medium (16 pt
  /// margins, 26 pt card corners, 1 pt separators inset 16 pt from both card edges, black at
  /// 9 % light and (84,84,88) at 50 % dark; a footer's ink 80 px above the next card; a
  /// switch's right edge 14 pt inside the card, the chevron's ink 55 px and the value text's 40
  /// px further in); capsules everywhere. Measured: the switch's 63 × 28 track and
  /// 37 × 24 knob, the slider's 6 pt track, the segmented control's and stepper's capsules.
  /// Third-party figures: the slider's 38 × 24 thumb, the stepper's 1 × 24 divider. Estimates:
  /// the off track (about 197 over a white card, so the fill's grey at 43 %; 36 % in dark, as
  /// `systemFill`), and a pressed knob that keeps its size (iOS 26 turns it to glass). The knob
  /// casts no shadow (measured: flat white in the track). The status bar measured on an iPhone 17
  /// (iOS 26.5): each group centred between 10.67 pt from the side and the island, on the
  /// island's centre line; four 3.33 pt bars 5.33 pt apart, 4.67 to 12.33 pt tall; Wi-Fi 16.67 pt
  /// wide; a battery 25 × 13 pt to the outline's outer edge, outlined at 40 %, its fill 1 pt
  /// inside the outline, its 1.33 × 4 pt nub 1 pt after it at 50 %; 7.67 pt between them.
  /// Estimate: the battery's corners (4 pt, as iOS 18's). Estimate: a compact date picker's pills
  /// are capsules, as iOS 26's other grey-filled pills; text fields, progress views and activity
  /// indicators keep iOS 18's shapes (no change known).
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
    stepper: StepperMetrics(size: Size(width: 94, height: 32), corner: .capsule, divider: Size(width: 1, height: 24)),
    statusBar: StatusBarMetrics(
      placement: .ears(inset: 32 / 3), battery: Size(width: 24, height: 12), batteryCorner: 4,
      batteryOutlineAlpha: 0.4, batteryFillInset: 1.5, batteryEnd: 17 / 6, nubGap: 1.5,
      nub: Size(width: 4 / 3, height: 4), nubAlpha: 0.5, wifiSize: 18.9,
      wifiWidth: 50 / 3, gap: 23 / 3, signalBar: 10 / 3, signalPitch: 16 / 3, signalFirst: 14 / 3, signalStep: 23 / 9,
      signalBelow: 37 / 6, signalRoom: 58 / 3),
    datePickerPill: .capsule, wheelBand: .capsule,
    floatingTabBar: FloatingTabBarMetrics(
      height: 62, bottomGap: 21, sideMargin: 21, itemWidth: 90, inset: 4, platterOverhang: 7 / 3, platterInset: 14 / 3,
      platter: .dynamic(
        light: .fixed(Color(red: 235 / 255, green: 235 / 255, blue: 235 / 255)),
        dark: .fixed(Color(red: 53 / 255, green: 53 / 255, blue: 53 / 255))),
      selected: .dynamic(
        light: .fixed(Color(red: 0, green: 126 / 255, blue: 245 / 255)),
        dark: .fixed(Color(red: 27 / 255, green: 172 / 255, blue: 1))),
      unselected: .system(.label), iconCenter: 24, titleCenter: 45.5,
      titleFont: FontDescriptor(size: 10, weight: .semibold), searchGap: 8, accessoryHeight: 48, accessoryGap: 8,
      accessoryPadding: 16),
    barItemPlatters: BarItemPlatterMetrics(height: 44, textPadding: 95 / 6, margin: 16, spacing: 8, chevronSize: 26),
    topTabBar: TopTabBarMetrics(
      surface: .glass, height: 44, inset: 4, titleFont: FontDescriptor(size: 15, weight: .semibold), titlePadding: 16,
      platter: .dynamic(
        light: .fixed(Color(red: 235 / 255, green: 235 / 255, blue: 235 / 255)),
        dark: .fixed(Color(red: 53 / 255, green: 53 / 255, blue: 53 / 255))),
      platterShadow: false,
      selected: .dynamic(
        light: .fixed(Color(red: 0, green: 126 / 255, blue: 245 / 255)),
        dark: .fixed(Color(red: 27 / 255, green: 172 / 255, blue: 1)))),
    floatingSidebar: FloatingSidebarMetrics(inset: 8, cornerRadius: 26),
    tabSidebar: TabSidebarMetrics(
      selectedFill: .dynamic(
        light: .fixed(Color(red: 235 / 255, green: 235 / 255, blue: 235 / 255)),
        dark: .fixed(Color(red: 53 / 255, green: 53 / 255, blue: 53 / 255))),
      selectedCorner: .capsule),
    scrollEdge: ScrollEdgeMetrics(reach: 12, opacity: 0.85, blurSigma: 8, plateau: 0.5),
    alert: AlertMetrics(
      width: 320, cornerRadius: 34, textInset: 30, textTop: 24, titleToMessage: 6, textBottom: 20,
      messageStyle: .subheadline, buttonHeight: 48, buttonGap: 8, buttonPadding: 16, fieldHeight: 36, fieldCorner: 12,
      dimming: 0.48,
      sheet: ActionSheetMetrics(
        width: 280, cornerRadius: 34, edge: 8, margin: 16, rowHeight: 48, rowGap: 6, padding: 10, headerInset: 20,
        headerSpace: 14,
        sourceGap: 8)),
    sheet: SheetMetrics(inset: 8, topCorner: 38, dimming: 0.48, frost: 0.6),
    menu: MenuMetrics(
      cornerRadius: 34, padding: 8, highlightInset: 8, separatorInset: 16, frost: 0.5, previewCorner: 26),
    popover: PopoverMetrics(cornerRadius: 26, frost: 0.5),
    calendar: CalendarMetrics(arrowSize: 22, arrowWeight: .medium, disclosureSize: 17, cardCorner: 26, cardFrost: 0.7),
    colorPicker: ColorPickerMetrics(buttonDiameter: 44, paletteCorner: 12, swatchCorner: 16, topCorner: 38),
    keyboard: KeyboardMetrics(
      keyCorner: 8.5, padKeyCorner: 10, blurRadius: 30, backgroundLight: "#E6E7ECCC", backgroundDark: "#1E1E20CC",
      topCorner: 28,
      letterLight: "#FFFFFF", letterDark: "#5C5C60", functionLight: "#C9CCD4", functionDark: "#3A3A3D",
      bottomSymbolSize: 26))

  /// iOS 17: iOS 18's look, but the iPad's tab bar is docked at the bottom (iPadOS 18 floats it
  /// at the top).
  static let ios17: Design = {
    var d = ios18
    d.topTabBar = nil
    return d
  }()

  /// The look's design on `version` (iOS 17 and 18 share a look but for the iPad's tab bar).
  static func of(_ look: DesignLook, version: SystemVersion = .ios18) -> Design {
    switch look {
    case .ios18: version == .ios17 ? ios17 : ios18
    case .ios26: ios26
    }
  }
}
