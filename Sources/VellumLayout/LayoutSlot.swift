/// A component's place in the component laying it out, for one layout pass: its kind laid out at
/// each width it was offered, and the baselines it answered, so that asking again reuses the
/// answer instead of laying the component out again. A row aligned by baselines asks each child
/// its baseline at the width of the child's slot after laying it out at its share, a proportional
/// row measures each child at its whole width before laying it out at its share, a frame draws its
/// content at the content's own width: without the slots, a nest of them lays its innermost
/// component out a number of times exponential in the depth; with them, once per width.
///
/// The slots of a component's own children hang from its slot (`children(_:)`), so a nest of
/// stacks keeps one tree of them, made as it is asked for. The tree belongs to the value its
/// top component was laid out into (`LayoutEngine.layout(_:width:slot:)`) and goes with it: what
/// a slot holds refers only to its children's slots, never back up. Everything a slot answers is
/// for one width: a container reaches its children's slots with one engine (the same environment,
/// safe area and path each time; `chrome`, which no size depends on, aside), so an answer is the
/// same whenever it is asked.
final class LayoutSlot {
  private var laidOut: [UInt64: LayoutResult] = [:]
  private var widths: [UInt64: Double] = [:]
  private var firstBaselines: [UInt64: Double?] = [:]
  private var lastBaselines: [UInt64: Double?] = [:]
  private var nested: [LayoutSlot] = []

  /// The slots of the component's first `count` children.
  func children(_ count: Int) -> [LayoutSlot] {
    while nested.count < count { nested.append(LayoutSlot()) }
    return Array(nested.prefix(count))
  }

  /// The kind laid out offered `width`: `make`'s value, made the first time that width is asked for.
  func laidOut(width: Double, _ make: () -> LayoutResult) -> LayoutResult {
    if let done = laidOut[width.bitPattern] { return done }
    let value = make()
    laidOut[width.bitPattern] = value
    return value
  }

  /// The kind's width offered `width`: that of its layout for `width` when it has one, else
  /// `make`'s answer, asked once.
  func width(offered width: Double, _ make: () -> Double) -> Double {
    if let done = laidOut[width.bitPattern] { return done.size.width }
    if let done = widths[width.bitPattern] { return done }
    let value = make()
    widths[width.bitPattern] = value
    return value
  }

  /// The kind's first (or last) baseline laid out `width` wide: `make`'s answer, asked once.
  func baseline(width: Double, last: Bool, _ make: () -> Double?) -> Double? {
    if let done = (last ? lastBaselines : firstBaselines)[width.bitPattern] { return done }
    let value = make()
    if last { lastBaselines[width.bitPattern] = value } else { firstBaselines[width.bitPattern] = value }
    return value
  }
}
