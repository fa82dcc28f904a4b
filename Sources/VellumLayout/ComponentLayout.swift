/// How a component kind lays itself out: one conformance per kind, in the kind's layout file
/// (controls conform through `ControlLayout`). The engine reaches a component's layout through
/// its value, so no part of layout lists the kinds.
///
/// A kind either lays itself out in one pass (`layout(in:width:)`, returning a `LayoutResult` its
/// container emits where it ends up; `OnePassLayout` derives `measure` and `place` from it), or
/// measures and places (the default `layout` wraps the two): leaves, whose measuring is cheap,
/// need nothing more.
/// What a stack reads of a child besides its size: one value a kind states, each trait defaulting
/// to a plain view's.
struct StackChildTraits: Sendable, Equatable {
  /// The component keeps its measured size inside its stack slot: images are never stretched by
  /// `fill`.
  var keepsMeasuredSize = false
  /// A frame whose `maxWidth` is `infinity` draws the component across its whole width rather
  /// than aligning it at its own width inside: a button, whose SwiftUI label is framed
  /// (`Button { Text(…).frame(maxWidth: .infinity) }`).
  var fillsInfiniteFrameWidth = false
  /// The component takes a share of a stack's free length along the axis, and no width in a
  /// column (spacers).
  var isFlexibleSpace = false
  /// A row stretches the component across its height whatever its alignment (dividers).
  var fillsCrossAxis = false
  /// The content hugging priority the kind's UIKit view has when the author sets none (a
  /// label's and an image view's 251, a view's 250).
  var contentHuggingPriority = 250.0
}

protocol ComponentLayout: ComponentValue {
  /// The component laid out offered `width`: its size, and its drawing for the frame it is given.
  /// `engine`'s path is the component's own, as in `place`.
  func layout(in engine: LayoutEngine, width: Double) -> LayoutResult
  /// The component laid out offered `width` in `slot`, its place in the component laying it out
  /// for this pass: a container lays its children out in the slot's (`LayoutSlot.children`), so
  /// that whatever is asked again of a child at a width it was laid out at is answered, not laid
  /// out again. Default `layout(in:width:)`.
  func layout(in engine: LayoutEngine, width: Double, slot: LayoutSlot) -> LayoutResult
  /// The width the component takes offered `width` in `slot` (`layout(in:width:slot:)`'s), for a
  /// container that needs no more of it: a kind whose width does not depend on all of its content
  /// answers without laying that out. Default: the component laid out in `slot`.
  func width(in engine: LayoutEngine, offered width: Double, slot: LayoutSlot) -> Double
  /// The size the component wants when offered `width`.
  func measure(in engine: LayoutEngine, width: Double) -> Size
  /// Draws the component into `frame`; `engine`'s path is the component's own.
  func place(in engine: LayoutEngine, frame: Rect, into nodes: inout [RenderNode])
  /// In a row (a horizontal stack), whether the component shares the width its fixed-size
  /// siblings leave (texts, stacks, lists, controls that fill their width) rather than being
  /// measured first at the whole width. Default true.
  func sharesRowWidth(in engine: LayoutEngine) -> Bool
  /// How the component sits in a stack beside its size (spacers, images, buttons, dividers and
  /// labels differ). Default `StackChildTraits()`.
  var stackTraits: StackChildTraits { get }
  /// The first (or last) baseline from the component's top when laid out `width` wide, for
  /// a row aligned by baselines; nil for a component without text. Default nil.
  func baseline(in engine: LayoutEngine, width: Double, last: Bool) -> Double?
  /// `baseline(in:width:last:)` for the component in `slot`, asking its children in theirs (as
  /// `layout(in:width:slot:)`). Default `baseline(in:width:last:)`.
  func baseline(in engine: LayoutEngine, width: Double, last: Bool, slot: LayoutSlot) -> Double?
  /// The `UIAccessibility` keys the author set, applied over the elements the component placed;
  /// nil for kinds with none or that apply theirs while placing (cells). Default nil.
  var accessibilityOverrides: AccessibilityOverrides? { get }
  /// How `accessibilityOverrides` acts on those elements. Default `.overridesOwn`.
  var accessibilityGrouping: AccessibilityGrouping { get }
  /// The rounding the kind's own keys give it (a stack's, an image's `cornerRadius`), which a
  /// `border` modifier follows. Default none.
  var ownCorners: (radius: Double, curve: ImageComponent.CornerCurve)? { get }
}

/// How a component's `UIAccessibility` keys act on the elements it placed.
enum AccessibilityGrouping {
  /// Over the component's own elements: what the author set wins over what was derived (texts, controls).
  case overridesOwn
  /// With `isAccessibilityElement`, the component becomes one element joining its children's
  /// labels (a stack).
  case mergesChildren
  /// With a label (or `isAccessibilityElement`), the component becomes an element with the
  /// image trait (an image).
  case becomesImageElement
}

extension ComponentLayout {
  /// The default adaptor: `measure` now, `place` when emitted (in a frame of any width).
  func layout(in engine: LayoutEngine, width: Double) -> LayoutResult {
    LayoutResult(width: width, size: measure(in: engine, width: width)) { frame, chrome, nodes in
      place(in: engine.with(chrome), frame: frame, into: &nodes)
    }
  }

  func layout(in engine: LayoutEngine, width: Double, slot: LayoutSlot) -> LayoutResult {
    layout(in: engine, width: width)
  }
  func width(in engine: LayoutEngine, offered width: Double, slot: LayoutSlot) -> Double {
    engine.layoutKind(self, width: width, slot: slot).size.width
  }

  func sharesRowWidth(in engine: LayoutEngine) -> Bool { true }
  var stackTraits: StackChildTraits { StackChildTraits() }
  func baseline(in engine: LayoutEngine, width: Double, last: Bool) -> Double? { nil }
  func baseline(in engine: LayoutEngine, width: Double, last: Bool, slot: LayoutSlot) -> Double? {
    baseline(in: engine, width: width, last: last)
  }
  var accessibilityOverrides: AccessibilityOverrides? { nil }
  var accessibilityGrouping: AccessibilityGrouping { .overridesOwn }
  var ownCorners: (radius: Double, curve: ImageComponent.CornerCurve)? { nil }
}

extension Component {
  /// The component's layout: every kind in the catalogue has one (a kind without is a
  /// programming error, caught by the tests that lay out every sample and the toy kind).
  /// This is layout's one look-up at run time: the catalogue is VellumModel's, which cannot name
  /// layout's protocols, so a kind's conformance (in its layout file) is found through its value.
  /// Past it, containers reach their children through `ComponentLayout` and the roles they ask
  /// for (`role(_:)`), never by their type.
  var layout: any ComponentLayout {
    guard let layout = value as? any ComponentLayout else {
      preconditionFailure("the \(kind) kind has no ComponentLayout conformance")
    }
    return layout
  }

  /// The component in a role a container asks of it (a screen's bar, a tab's whole screen, the
  /// screen that draws the status bar, a control): a role is a protocol, played by the kinds that
  /// conform to it; nil when the component's kind does not. Adding a role adds a protocol and
  /// its conformances, not a requirement every kind answers.
  func role<Role>(_ role: Role.Type) -> Role? { value as? Role }
}

// MARK: Roles a screen's containers ask of their children

/// A screen's content as its screen asks of it (a list, a stack): what reaches the screen's
/// sides and what shows behind its bars.
protocol ScreenContent: ComponentLayout {
  /// Whether the component reaches the screen's sides itself, keeping its own content out of the
  /// safe area there (a list); others are laid out inside it. Default false.
  var reachesScreenSides: Bool { get }
  /// The colour the screen shows behind its bars (a list's background); nil: the canvas's.
  var screenBackground: ColorValue? { get }
}

extension ScreenContent {
  var reachesScreenSides: Bool { false }
}

/// A component that is a whole screen as a tab bar controller's tab (a navigation controller: it
/// draws its own status bar, its bottom safe area ends on the tab bar). Other content is laid out
/// inside the safe area, under the status bar the tab bar controller draws.
protocol TabbedScreen: ComponentLayout {
  var tabScreen: TabScreen { get }
}

/// A component that decides who draws the status bar over it when it is shown under dimming (an
/// alert's, a sheet's). A kind that is not one is a bare screen: the plain status bar.
protocol StatusBarOwner: ComponentLayout {
  /// As the screen under dimming (`frame`), the screen that draws the status bar above it (its
  /// `time`) and the bar's colour (nil: the label colour); nil when it shows none (a screen that
  /// hides it; an alert or popover, which draws its own).
  func statusBarOwner(in frame: Rect, _ engine: LayoutEngine) -> (screen: NavigationController, color: Color?)?
}

extension Component {
  /// See `StatusBarOwner`: a component's own answer, or a bare screen's.
  func statusBarOwner(in frame: Rect, _ engine: LayoutEngine) -> (screen: NavigationController, color: Color?)? {
    guard let owner = role((any StatusBarOwner).self) else { return (.chrome, nil) }
    return owner.statusBarOwner(in: frame, engine)
  }
}

// MARK: Spacers, cells and lists

extension Spacer: ComponentLayout {
  func measure(in engine: LayoutEngine, width: Double) -> Size { Size(width: minLength, height: minLength) }
  func place(in engine: LayoutEngine, frame: Rect, into nodes: inout [RenderNode]) {}
  func sharesRowWidth(in engine: LayoutEngine) -> Bool { false }
  var stackTraits: StackChildTraits { StackChildTraits(isFlexibleSpace: true) }
}

/// A cell outside a list: laid out once, drawn at its frame's origin.
extension Cell: OnePassLayout {
  /// A cell is as wide as it is offered.
  func width(in engine: LayoutEngine, offered width: Double, slot: LayoutSlot) -> Double { width }

  func layout(in engine: LayoutEngine, width: Double) -> LayoutResult {
    let layout = engine.cellLayout(self, width: width, inList: nil)
    return LayoutResult(
      width: width, size: Size(width: width, height: layout.height),
      relayout: { self.layout(in: engine, width: $0) }
    ) { frame, _, nodes in
      var layout = layout
      engine.markRowForPointer(self, isSidebar: false, &layout)
      layout.emit(at: Point(x: frame.x, y: frame.y), into: &nodes)
      if let element = engine.cellElement(self, hosted: layout.hostedElements, accessories: layout.accessoryElements) {
        nodes.append(
          engine.accessibilityNode(
            element, frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: layout.height)))
      }
    }
  }
}

/// A list: its sections built once (`ListLayout`), emitted (moved) at its frame's origin, its
/// background filling the frame's height.
extension List: OnePassLayout, ScreenContent {
  var reachesScreenSides: Bool { true }
  var screenBackground: ColorValue? { .system(ListLayout.background(appearance)) }
  /// A list is as wide as it is offered.
  func width(in engine: LayoutEngine, offered width: Double, slot: LayoutSlot) -> Double { width }

  func layout(in engine: LayoutEngine, width: Double) -> LayoutResult {
    let list = ListLayout.Emission(engine: engine, list: self, width: width)
    return LayoutResult(
      width: width, size: Size(width: width, height: list.height),
      relayout: { self.layout(in: engine, width: $0) }
    ) { frame, _, nodes in
      var layout = list.take()
      layout.emit(at: Point(x: frame.x, y: frame.y), minimumHeight: frame.height, into: &nodes)
    }
  }
}

extension Component {
  /// As a screen's content, the colour the screen shows behind its bars: its kind's (a list's
  /// background), else its own `background` (a view's background colour, which UIKit runs on
  /// under translucent bars: `edgesForExtendedLayout`).
  var screenBackground: ColorValue? { role((any ScreenContent).self)?.screenBackground ?? modifiers.background }
}
