/// UIPickerView: the shared wheels at 320 × 216.
extension PickerView: ControlLayout {

  func intrinsicSize(_ ctx: ControlContext, proposedWidth: Double) -> Size {
    Size(width: 320, height: ControlContext.wheelHeight)
  }

  func nodes(in frame: Rect, _ ctx: ControlContext) -> [RenderNode] {
    ctx.wheels(
      components.map { WheelColumn(rows: $0.rows, selected: $0.selectedRow, width: $0.width, flexible: true) },
      in: frame)
  }
}
