import VellumModel

/// A symbol resolved for painting: what was asked for and the layers that draw it, each a path
/// with its paint, colour and transform on the 24-unit grid. The painter draws the layers in
/// order and decides nothing; a tree dump lists them, so a change to a symbol's drawing shows in
/// a tree diff.
public struct SymbolDrawing: Sendable, Equatable {
  /// What layout asked for: the name, recipe, size, weight and colours.
  public var symbol: Symbol
  public var layers: [SymbolLayer]
  /// The outline could not be read (a missing file): painting reports it.
  public var failure: SymbolOutlineFailure?

  public init(symbol: Symbol, layers: [SymbolLayer], failure: SymbolOutlineFailure? = nil) {
    self.symbol = symbol
    self.layers = layers
    self.failure = failure
  }

  /// Some layer clears ink drawn before it (a fill's details, a filled enclosure's knock-out, a
  /// slash's gap, a badge's ring): the layers are painted through a group of their own, so the
  /// clearing takes only the symbol's ink.
  package var knocksOut: Bool { layers.contains { $0.color == nil } }
}

/// One layer of a symbol: a path (or a circle, or an index label) painted under its steps.
public struct SymbolLayer: Sendable, Equatable {
  /// A transform step, applied in order after the symbol's grid is set up (its centre on the
  /// frame's centre, 24 units to the point size).
  public enum Step: Sendable, Equatable {
    case translate(Double, Double)
    case scale(Double, Double)
    /// Radians, clockwise on screen.
    case rotate(Double)
  }

  /// What is painted.
  public enum Geometry: Sendable, Equatable {
    case path([SymbolOutline.Op])
    /// A whole circle (Cairo's arc, which flattens with the device scale).
    case circle(x: Double, y: Double, radius: Double)
    /// An index symbol's digits or letter, `size` units high, in `weight`: centred on the grid
    /// by its ink, condensed to fit 23 units.
    case label(String, size: Double, weight: FontWeight)
  }

  public var steps: [Step]
  public var geometry: Geometry
  /// The area is filled (non-zero winding, or even-odd).
  public var fills: Bool
  public var isEvenOdd: Bool
  /// The path is stroked `lineWidth` wide (in the layer's units) with round caps and joins.
  public var strokes: Bool
  public var lineWidth: Double
  /// The ink's colour; nil clears what the layers before it drew.
  public var color: Color?

  public init(
    steps: [Step], geometry: Geometry, fills: Bool, isEvenOdd: Bool = false, strokes: Bool, lineWidth: Double,
    color: Color?
  ) {
    self.steps = steps
    self.geometry = geometry
    self.fills = fills
    self.isEvenOdd = isEvenOdd
    self.strokes = strokes
    self.lineWidth = lineWidth
    self.color = color
  }
}

/// A symbol's outline that could not be read: the file and why.
public struct SymbolOutlineFailure: Error, Sendable, Equatable {
  public var path: String
  public var reason: String
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}
