/// Lays a tall screen out a band of its height at a time, so that painting it holds the nodes of
/// one band and not of the whole list (issue 31: a peak that does not grow with the height).
///
/// The first layout with a window records where each list's headers, rows and footers go and
/// how far each one's nodes reach (`ListPlan`), keeping none of their nodes; every layout with
/// the window (the first included) makes only the list nodes that reach `visible`, and the rest
/// of the screen whole. A band's tree is the full tree's nodes, in the same order, less list
/// nodes that reach no part of `visible`: painted over `visible`, it gives the same pixels.
package final class LayoutWindow: @unchecked Sendable {
  /// The canvas rows, in points, the next layout makes list nodes for.
  package var visible: Range<Double>
  /// Each list's places, by its path, from the first layout with this window.
  var plans: [String: ListPlan] = [:]

  package init(visible: Range<Double>) { self.visible = visible }

  /// How far past `visible` a list element's recorded reach is still taken to touch it: pixel
  /// snapping moves frames by under a pixel, and nothing else separates the recorded reach from
  /// the painted one (elements under a transform are always made).
  static let margin = 64.0

  /// Whether every node the lists make (all of them, visible or not) paints the same pixels
  /// wherever strips are cut (`RenderNode.paintsSameAtAnyStripCut`). Known after the first layout.
  package var listsPaintSameAtAnyStripCut: Bool { plans.values.allSatisfy(\.paintsSameAtAnyStripCut) }

  /// The rows the lists shown in `document` have, when a window lays it out as it would be laid
  /// out whole: its root is a list with no modifiers, on a canvas without a pointer (its effects
  /// read the whole tree), a device frame or a contact sheet. Nil for any other document.
  package static func listRows(of document: Document) -> Int? {
    rootList(of: document).map { $0.sections.reduce(0) { $0 + ListLayout.shownRows($1.items) } }
  }

  /// The list a window lays `document` out with (`listRows(of:)`), found without counting its
  /// rows: each band's layout asks again.
  static func rootList(of document: Document) -> List? {
    guard document.sheet == nil, document.canvas.pointer == nil, document.canvas.deviceFrame == nil,
      document.root.modifiers == ComponentModifiers()
    else { return nil }
    return document.root.value as? List
  }
}

/// Where a list's sections, headers, rows and footers go (list coordinates, points) and how far
/// their nodes reach: what lets a window skip the ones it does not show without laying them out.
struct ListPlan {
  /// A header, a row or a footer.
  struct Element {
    /// How far it moves the next one down.
    var height: Double
    /// The span its nodes may paint, from their reaches; empty when it has none, everything
    /// when one is a transform (its reach is not its frame's).
    var reach: Range<Double>
  }
  struct Section {
    /// Where the section ends: the next one's spacing starts here.
    var end: Double
    /// The union of its elements' reaches.
    var reach: Range<Double>
    var elements: [Element]
  }
  var sections: [Section] = []
  var height = 0.0
  var paintsSameAtAnyStripCut = true

  /// Whether `reach` (list coordinates) touches `range` or comes within the window's margin of it.
  static func touches(_ reach: Range<Double>, _ range: Range<Double>) -> Bool {
    !reach.isEmpty && reach.lowerBound < range.upperBound + LayoutWindow.margin
      && reach.upperBound > range.lowerBound - LayoutWindow.margin
  }

  /// The span `nodes` may paint: the union of their reaches.
  static func reach(of nodes: ArraySlice<RenderNode>) -> Range<Double> {
    var low = Double.infinity
    var high = -Double.infinity
    for n in nodes {
      switch n.paint {
      case .beginTransform, .beginScale: return -Double.infinity..<Double.infinity
      default:
        let r = n.reach
        guard r.y.isFinite, r.maxY.isFinite else { return -Double.infinity..<Double.infinity }
        low = min(low, r.y)
        high = max(high, r.maxY)
      }
    }
    return low < high ? low..<high : 0..<0
  }
}

extension Range<Double> {
  /// The smallest range holding both (an empty one adds nothing).
  func union(_ other: Range<Double>) -> Range<Double> {
    if other.isEmpty { return self }
    if isEmpty { return other }
    return Swift.min(lowerBound, other.lowerBound)..<Swift.max(upperBound, other.upperBound)
  }
}
