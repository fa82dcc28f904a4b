import VellumModel

extension LayoutEngine {
  /// The recipe for a symbol name; an unknown name (rejected when decoding documents, possible
  /// only from code) draws `questionmark.circle`.
  func symbolRecipe(_ name: String) -> SymbolRecipe {
    SymbolCatalog.recipe(for: name) ?? SymbolCatalog.map["questionmark.circle"]!
  }

  /// The name and recipe of a symbol image source, system or custom; nil for a PNG file.
  /// A custom symbol is named by its file's path.
  func symbol(_ source: ImageSource) -> (name: String, recipe: SymbolRecipe)? {
    switch source {
    case .systemName(let name): (name, symbolRecipe(name))
    case .symbolFile(let path): (path, SymbolRecipe(base: .file(path)))
    case .file: nil
    }
  }

  /// An image view's symbol em: `pointSize`, or its `textStyle`'s size (a 17 pt body is the
  /// 24 pt em), or 24 scaled like body; times its `scale`.
  func symbolEm(_ i: ImageComponent) -> Double {
    let category = environment.contentSizeCategory
    let size =
      i.pointSize ?? i.textStyle.map { $0.size(for: category) * 24 / 17 } ?? 24 * category.bodyMetricsFactor
    return size * (i.scale ?? .medium).symbolFactor
  }

  /// An image view's symbol (system or custom) with its configuration, centred in the view's frame.
  func imageSymbolNode(_ name: String, _ recipe: SymbolRecipe, _ i: ImageComponent, in frame: Rect) -> RenderNode {
    // Drawn as it is (`original`), a symbol is in the label colour, whatever the tint.
    let tint = environment.resolve(i.renderingMode == .original ? .system(.label) : i.tintColor ?? .tint)
    let mode = i.renderingMode?.symbolMode ?? (i.paletteColors.isEmpty ? .monochrome : .palette)
    let palette: [Color] =
      mode == .multicolor
      ? [environment.resolve(.system(.systemRed)), environment.resolve(.system(.systemGreen))]
      : i.paletteColors.map(environment.resolve)
    let em = symbolEm(i)
    return RenderNode(
      frame: frame,
      kind: .symbol(
        Symbol(
          name: name, recipe: recipe, pointSize: em, weight: i.weight ?? .regular, scale: i.scale ?? .medium,
          color: tint, renderingMode: mode, paletteColors: palette)))
  }
}
