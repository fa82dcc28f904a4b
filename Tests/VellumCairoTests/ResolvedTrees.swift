import VellumCairo
import VellumLayout

extension RenderTree {
  /// The tree with its symbol nodes resolved as layout's last pass resolves them (outlines read
  /// beside `baseDirectory`): what a hand-built tree needs before painting.
  func resolved(baseDirectory: String = ".") throws -> RenderTree {
    var tree = self
    tree.resolveSymbols(try Renderer().measurer(baseDirectory: baseDirectory))
    return tree
  }
}
