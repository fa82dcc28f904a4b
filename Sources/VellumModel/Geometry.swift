/// A point in points (1/scale of a device pixel).
public struct Point: Sendable, Equatable, Hashable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A size in points.
public struct Size: Sendable, Equatable, Hashable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points, origin at the top left.
public struct Rect: Sendable, Equatable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }
  public var size: Size { Size(width: width, height: height) }
  public var origin: Point { Point(x: x, y: y) }

  /// The rectangle moved in by the insets (negative insets grow it).
  public func inset(by e: EdgeInsets) -> Rect {
    Rect(x: x + e.left, y: y + e.top, width: width - e.left - e.right, height: height - e.top - e.bottom)
  }
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }
  public func intersects(_ o: Rect) -> Bool {
    x < o.maxX && o.x < maxX && y < o.maxY && o.y < maxY
  }
  /// The smallest rectangle holding both.
  public func union(_ o: Rect) -> Rect {
    let x0 = min(x, o.x)
    let y0 = min(y, o.y)
    return Rect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
  }
  /// The part both cover (zero-sized where they do not meet).
  public func intersection(_ o: Rect) -> Rect {
    let x0 = max(x, o.x)
    let y0 = max(y, o.y)
    return Rect(x: x0, y: y0, width: max(0, min(maxX, o.maxX) - x0), height: max(0, min(maxY, o.maxY) - y0))
  }
}

/// Absolute insets (left/right), as used after leading/trailing are resolved.
public struct EdgeInsets: Sendable, Equatable, Hashable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = EdgeInsets()
}

/// `NSDirectionalEdgeInsets`: leading and trailing follow the layout direction.
public struct DirectionalEdgeInsets: Sendable, Equatable, Hashable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public init(all v: Double) { self.init(top: v, leading: v, bottom: v, trailing: v) }
  public static let zero = DirectionalEdgeInsets()

  /// Left/right insets in the left-to-right coordinate space in which layout is done
  /// (mirroring for right-to-left happens as a separate pass).
  public var ltr: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

/// A vector outline: points are in points from the node's frame origin.
public struct Path: Sendable, Equatable {
  public enum Element: Sendable, Equatable {
    case move(Point)
    case line(Point)
    case curve(Point, Point, Point)
    case close
  }
  public var elements: [Element]
  public init(_ elements: [Element]) { self.elements = elements }

  /// The outline mirrored inside a frame of `width` (x becomes width − x).
  public func mirrored(width: Double) -> Path {
    func m(_ p: Point) -> Point { Point(x: width - p.x, y: p.y) }
    return Path(
      elements.map { e in
        switch e {
        case .move(let p): .move(m(p))
        case .line(let p): .line(m(p))
        case .curve(let a, let b, let c): .curve(m(a), m(b), m(c))
        case .close: .close
        }
      })
  }
}
