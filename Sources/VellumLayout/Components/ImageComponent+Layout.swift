/// A `UIImageView`: a symbol or a PNG, keeping its own size in a stack's slot.
extension ImageComponent: ComponentLayout {
  func measure(in engine: LayoutEngine, width: Double) -> Size { engine.imageSize(self, width: width) }
  var ownCorners: (radius: Double, curve: ImageComponent.CornerCurve)? { (cornerRadius, cornerCurve) }

  func place(in engine: LayoutEngine, frame: Rect, into nodes: inout [RenderNode]) {
    let start = nodes.count
    engine.placeImage(self, in: frame, into: &nodes)
    if let interaction = pointerInteraction {
      var target = PointerTarget(interaction)
      target.hasBackground = true
      target.cornerRadius = cornerRadius
      engine.markPointer(.target(target), frame: frame, from: start, in: &nodes)
    }
  }

  func sharesRowWidth(in engine: LayoutEngine) -> Bool { false }
  var stackTraits: StackChildTraits { StackChildTraits(keepsMeasuredSize: true, contentHuggingPriority: 251) }
  var accessibilityOverrides: AccessibilityOverrides? { accessibility }
  var accessibilityGrouping: AccessibilityGrouping { .becomesImageElement }
}
