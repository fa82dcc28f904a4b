/// A component laid out for one offered width: the size it takes, and how it draws itself once
/// its container has chosen its frame (issue 26: one layout pass). A container lays each child
/// out once, reads its size to arrange its children, and emits the same value at the child's
/// final frame, so nothing below it is built twice; `AccessoryBox` has the same shape.
///
/// A value is laid out for `width`: emitted in a frame of another width (a stack slot narrower
/// than what the child was offered), it lays itself out again for that width first, as placing
/// did before, so emitting is always right and only reuse is an optimisation.
struct LayoutResult {
  /// The width the component was offered.
  let width: Double
  /// The size it takes offered `width` (what `measure` answers).
  let size: Size
  /// Draws the component into a frame `width` wide (any width when `relayout` is nil).
  private let draw: (Rect, ScreenChrome, inout [RenderNode]) -> Void
  /// The component laid out again for another width; nil when `draw` takes any frame.
  private let relayout: ((Double) -> LayoutResult)?

  /// A value whose `draw` handles frames of any width itself (a kind's `place`, wrapped).
  init(width: Double, size: Size, draw: @escaping (Rect, ScreenChrome, inout [RenderNode]) -> Void) {
    self.width = width
    self.size = size
    self.draw = draw
    self.relayout = nil
  }

  /// A value whose `draw` reuses what was laid out for `width`; `relayout` lays the component out
  /// for a frame of another width.
  init(
    width: Double, size: Size, relayout: @escaping (Double) -> LayoutResult,
    draw: @escaping (Rect, ScreenChrome, inout [RenderNode]) -> Void
  ) {
    self.width = width
    self.size = size
    self.draw = draw
    self.relayout = relayout
  }

  /// Whether emitting in a frame `width` wide reuses this layout (not laying the component out again).
  func reuses(width w: Double) -> Bool { relayout == nil || w == width }

  /// Draws the component into `frame` (which may be larger than `size`: a stretched stack slot,
  /// a screen's content reaching the toolbar) under `chrome`, what the system draws around the
  /// screens it holds.
  func emit(in frame: Rect, chrome: ScreenChrome, into nodes: inout [RenderNode]) {
    if let relayout, frame.width != width {
      // Drawn directly: the new value is for this width (a NaN width never recurses).
      relayout(frame.width).draw(frame, chrome, &nodes)
    } else {
      draw(frame, chrome, &nodes)
    }
  }

  /// Draws the component at `origin` at its own size.
  func emit(at origin: Point, chrome: ScreenChrome, into nodes: inout [RenderNode]) {
    emit(in: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height), chrome: chrome, into: &nodes)
  }
}

/// Which of the system's chrome (the status bar, the home indicator) a screen leaves to what
/// holds it. A container knows it only once it knows its own frame (a sheet pushes the screen
/// behind it back at the large detent, which depends on the screen's height), so it is passed
/// down when laid-out values are emitted, not when they are laid out; nothing's size depends on it.
struct ScreenChrome: Equatable {
  /// Inside a split view's column, or a screen pushed back behind a sheet: something else draws
  /// the status bar and home indicator.
  var isSplitColumn = false
  /// Under a sheet's dimming: the sheet draws the status bar above the dimming, as iOS does.
  var isUnderDimming = false
  /// Inside the sheet a later sheet stacks on: its card is pushed back too.
  var isUnderSheet = false
  /// A tab's screen: its bottom edge is the tab bar's, which draws the home indicator.
  var isAboveTabBar = false
  /// Under an iPad's tab bar floating at the top: it covers the navigation bar's centred title.
  var isUnderTopTabBar = false
  /// On iPadOS 26's floating sidebar pane: the screen and its sidebar list lay no background of
  /// their own over the glass.
  var isOnGlassPane = false
}

/// A kind that lays itself out in one pass (`layout(in:width:)`): its `measure` and `place` are
/// that layout's size and emission, so containers that still measure and then place it get the
/// same result.
protocol OnePassLayout: ComponentLayout {}

extension OnePassLayout {
  func measure(in engine: LayoutEngine, width: Double) -> Size { layout(in: engine, width: width).size }
  func place(in engine: LayoutEngine, frame: Rect, into nodes: inout [RenderNode]) {
    layout(in: engine, width: frame.width).emit(in: frame, chrome: engine.chrome, into: &nodes)
  }
}
