import VellumModel

/// Builds the children of a stack, or a document's root, from component expressions.
///
/// VellumBuilder adds no component types of its own: `Text`, `Image` and `Section` are type
/// aliases of VellumModel's `TextComponent`, `ImageComponent` and `List.Section`; `VStack` and
/// `HStack` are functions that return a `Stack`; `Cell`, `List`, `Spacer` and the controls are
/// VellumModel's own types, given initialisers and modifiers here. So every expression in a
/// builder is already the value the JSON decoder makes, there is no second tree to keep in step
/// with the format, and names cannot clash when a file imports both modules.
///
/// Any of `TextComponent`, `ImageComponent`, `Stack`, `Spacer`, `Cell`, `List`, a `Control`
/// (`Slider`, `Switch` …) or a `Component` may appear; `if`, `if`/`else`, `switch` and `for`
/// work as in SwiftUI.
@resultBuilder
public enum ComponentBuilder {
  /// A component as it is.
  public static func buildExpression(_ c: Component) -> [Component] { [c] }
  /// Several components, in order.
  public static func buildExpression(_ c: [Component]) -> [Component] { c }
  /// A label: `.text`.
  public static func buildExpression(_ t: TextComponent) -> [Component] { [.text(t)] }
  /// An image view: `.image`.
  public static func buildExpression(_ i: ImageComponent) -> [Component] { [.image(i)] }
  /// A stack: `.stack`.
  public static func buildExpression(_ s: Stack) -> [Component] { [.stack(s)] }
  /// Flexible space: `.spacer`.
  public static func buildExpression(_ s: Spacer) -> [Component] { [.spacer(s)] }
  /// A `ZStack`.
  public static func buildExpression(_ z: ZStack) -> [Component] { [Component(z)] }
  /// A `Divider`.
  public static func buildExpression(_ d: Divider) -> [Component] { [Component(d)] }
  /// A cell outside a list: `.cell`.
  public static func buildExpression(_ c: Cell) -> [Component] { [.cell(c)] }
  /// A list: `.list`.
  public static func buildExpression(_ l: List) -> [Component] { [.list(l)] }
  /// Any control: `.control`.
  public static func buildExpression(_ c: some Control) -> [Component] { [.control(AnyControl(c))] }

  public static func buildBlock(_ parts: [Component]...) -> [Component] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Component]?) -> [Component] { part ?? [] }
  public static func buildEither(first part: [Component]) -> [Component] { part }
  public static func buildEither(second part: [Component]) -> [Component] { part }
  public static func buildArray(_ parts: [[Component]]) -> [Component] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [Component]) -> [Component] { part }
}

/// Builds a list's sections (`Section`, that is `List.Section`), with `if` and `for`.
@resultBuilder
public enum SectionBuilder {
  public static func buildExpression(_ s: List.Section) -> [List.Section] { [s] }
  public static func buildExpression(_ s: [List.Section]) -> [List.Section] { s }
  public static func buildBlock(_ parts: [List.Section]...) -> [List.Section] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [List.Section]?) -> [List.Section] { part ?? [] }
  public static func buildEither(first part: [List.Section]) -> [List.Section] { part }
  public static func buildEither(second part: [List.Section]) -> [List.Section] { part }
  public static func buildArray(_ parts: [[List.Section]]) -> [List.Section] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [List.Section]) -> [List.Section] { part }
}

/// Builds a section's items, or a cell's outline children, with `if` and `for`.
@resultBuilder
public enum CellBuilder {
  public static func buildExpression(_ c: Cell) -> [Cell] { [c] }
  public static func buildExpression(_ c: [Cell]) -> [Cell] { c }
  public static func buildBlock(_ parts: [Cell]...) -> [Cell] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Cell]?) -> [Cell] { part ?? [] }
  public static func buildEither(first part: [Cell]) -> [Cell] { part }
  public static func buildEither(second part: [Cell]) -> [Cell] { part }
  public static func buildArray(_ parts: [[Cell]]) -> [Cell] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [Cell]) -> [Cell] { part }
}

/// Builds a document's `variants` axes (`.appearance(.light, .dark)`, `.state(…)` …), in
/// order: the first varies slowest.
@resultBuilder
public enum VariantsBuilder {
  public static func buildExpression(_ a: VariantAxis) -> [VariantAxis] { [a] }
  public static func buildBlock(_ parts: [VariantAxis]...) -> [VariantAxis] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [VariantAxis]?) -> [VariantAxis] { part ?? [] }
  public static func buildEither(first part: [VariantAxis]) -> [VariantAxis] { part }
  public static func buildEither(second part: [VariantAxis]) -> [VariantAxis] { part }
  public static func buildArray(_ parts: [[VariantAxis]]) -> [VariantAxis] { parts.flatMap { $0 } }
}

/// The typed escape hatch every builder value has: `.configure { $0.key = value }` sets any
/// key of the underlying VellumModel value, named modifier or not.
public protocol Configurable {}

extension Configurable {
  /// A copy with `change` applied: the way to reach any key that has no named modifier.
  public func configure(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}

extension Document: Configurable {}
extension Canvas: Configurable {}
extension Stack: Configurable {}
extension TextComponent: Configurable {}
extension ImageComponent: Configurable {}
extension Spacer: Configurable {}
extension Cell: Configurable {}
extension List: Configurable {}
extension List.Section: Configurable {}
extension ListContentConfiguration: Configurable {}
extension BackgroundConfiguration: Configurable {}
extension CellAccessory: Configurable {}
extension SwipeAction: Configurable {}
extension SeparatorConfiguration: Configurable {}
extension BarButtonItem: Configurable {}
extension RefreshControl: Configurable {}
extension ToolbarItem: Configurable {}
extension SegmentedControl.Segment: Configurable {}
extension PickerView.Component: Configurable {}
extension Menu: Configurable {}
extension MenuAction: Configurable {}
extension Keyboard: Configurable {}
extension Pointer: Configurable {}
extension PointerStyle: Configurable {}
extension PointerInteraction: Configurable {}
extension PointerRegion: Configurable {}
extension StateVariant: Configurable {}

extension Control {
  /// A copy with `change` applied: any key of the control (`.configure { $0.value = 0.4 }`).
  public func configure(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}

/// Modifier plumbing: a copy with one key path set.
extension Configurable {
  func with<V>(_ path: WritableKeyPath<Self, V>, _ value: V) -> Self {
    var copy = self
    copy[keyPath: path] = value
    return copy
  }
}

extension Control {
  func with<V>(_ path: WritableKeyPath<Self, V>, _ value: V) -> Self {
    var copy = self
    copy[keyPath: path] = value
    return copy
  }
}
