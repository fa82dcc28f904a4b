import VellumCairo
import VellumModel

/// The labelled "expected | diff | actual" image written beside a failure.
///
/// Panels sit side by side, top-aligned, with a gutter between them, under a label row.
/// Labels are laid out and painted by Vellum's own renderer from a tiny document (bundled
/// Inter font), so the composite's pixels are as deterministic as any render.
public enum CompositeImage {
  /// Height of the label row in pixels.
  public static let labelHeight = 32
  /// Gap between panels in pixels.
  public static let gutter = 12
  /// Background behind labels and in gutters.
  static let backdrop: (UInt8, UInt8, UInt8, UInt8) = (229, 229, 234, 255)

  /// Panels with their labels composed into one image. `renderer` draws the labels, at 2x or
  /// 3x for wide panels so that they stay readable beside @3x screenshots.
  public static func compose(_ panels: [(label: String, image: RGBAImage)], renderer: Renderer) throws -> RGBAImage {
    let widest = panels.map(\.image.width).max() ?? 0
    let scale = min(3, max(1, widest / 400))
    let width = panels.reduce(0) { $0 + $1.image.width } + gutter * max(0, panels.count + 1)
    let height = labelHeight * scale + (panels.map(\.image.height).max() ?? 0) + gutter
    var canvas = RGBAImage(width: width, height: height, fill: backdrop)
    var x = gutter
    for panel in panels {
      let label = try renderLabel(panel.label, width: panel.image.width, scale: scale, renderer: renderer)
      blit(label, into: &canvas, x: x, y: 0)
      blit(panel.image, into: &canvas, x: x, y: labelHeight * scale)
      x += panel.image.width + gutter
    }
    return canvas
  }

  /// The three standard panels. `diff` may be nil (then a blank panel stands in for it).
  public static func expectedDiffActual(
    expected: RGBAImage, diff: RGBAImage?, actual: RGBAImage, renderer: Renderer
  ) throws -> RGBAImage {
    let blank = RGBAImage(
      width: max(expected.width, actual.width), height: max(expected.height, actual.height), fill: (255, 255, 255, 255))
    return try compose(
      [
        ("Expected \(expected.width)×\(expected.height)", expected), ("Diff", diff ?? blank),
        ("Actual \(actual.width)×\(actual.height)", actual),
      ], renderer: renderer)
  }

  /// One centred label, `width` pixels wide and ``labelHeight`` × `scale` pixels tall.
  static func renderLabel(_ text: String, width: Int, scale: Int = 1, renderer: Renderer) throws -> RGBAImage {
    var label = TextComponent(string: text)
    label.font = .system(size: 15, weight: .semibold)
    label.color = .fixed(Color(red: 0.11, green: 0.11, blue: 0.12))
    label.alignment = .center
    label.numberOfLines = 1
    var stack = Stack()
    stack.padding = DirectionalEdgeInsets(top: 7, leading: 4, bottom: 0, trailing: 4)
    stack.children = [.text(label)]
    let canvas = Canvas(
      width: Double(max(width, 1)) / Double(scale), height: Double(labelHeight), scale: scale,
      background: .fixed(Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255)))
    let tree = renderer.layout(Document(canvas: canvas, root: .stack(stack)))
    return try renderer.renderImage(tree)
  }

  /// Copies `image` into `canvas` with its top-left corner at (`x`, `y`), clipped to the canvas.
  static func blit(_ image: RGBAImage, into canvas: inout RGBAImage, x: Int, y: Int) {
    let columns = min(image.width, canvas.width - x)
    guard columns > 0 else { return }
    for row in 0..<min(image.height, canvas.height - y) {
      let from = row * image.width * 4
      let to = ((y + row) * canvas.width + x) * 4
      canvas.pixels.replaceSubrange(to..<to + columns * 4, with: image.pixels[from..<from + columns * 4])
    }
  }
}
